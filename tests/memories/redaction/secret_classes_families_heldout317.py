# ruff: noqa: RUF001  (labels and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-seventeenth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-thirteenth's
docstring, the fifth to three-hundred-and-thirteenth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (314 to 316), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (317460829), password words (a herding word and
a place, `SuohpanKarasjok42!`; two herding words and a number, `lavvu-gieres417`; a name, a year
and a village; leet `Gu0vss4h4s`; an earmark's notches, `BoazuMearka17#`; dot-joined
`masi.rievssat.1998`; a generator's dashed groups; random runs).

The fictional company is Biekka AS (smoked reindeer meat, duodji and a GPS-collar service for
herders: an office in Kautokeino, a smokehouse and freezer store in Karasjok, a depot in Kiruna
and a shop in Inari) and its staff's relatives in Lovozero (Kola Sami, writing Russian), Tallinn,
Reykjavík, Copenhagen and Málaga; every company, person, address, domain (`biekka.lan`,
`biekka.no`) and number is invented, only the region (Sápmi) is real. Texts: chats with times,
help-desk tickets (Zammad, Freshdesk, Jira Service Management), wiki breadcrumbs, tables, CSV and
YAML rows, notes (Obsidian, Joplin, Logseq, Notion, Trello), runbooks, shell prompts (WezTerm,
Tabby, Warp, Ghostty, Rio, Ptyxis, foot), configs, env files, voice-note transcripts and requests
to the assistant; separators from a colon, `—`, `lea`, `lii`, `er`, `är`, `on` and `=` to a new
line or the next turn.

Grep counts (heldouts 5 to 313 naming each, grep -l): none for kea-shell, vtctldclient, talosctl,
`consul login`, `ctr --user`, `oci setup`, shentong, terminusdb, graphdb, Altibox, Digipost,
Pagero, Confrere, `OP Financial`; one for Anár, fleetctl, storcli, perccli, veeamconfig, goofys,
nebula-cert, `ipa passwd`, microk8s, incus remote, gs_ctl, bcecmd, vastbase, arkime, ntopng,
elastic-agent, auditbeat, Sendify, Helthjem, Unifaun, nShift, Tibber, Criipto, Lime CRM, Upsales,
Briox, Aktia, Xledger, Timegrip, 24SevenOffice, Huddly, Finn.no, Tamigo, Sticos; two for
Guovdageaidnu, Kiruna, Giron, Utsjoki, dsidm, glauth, kanidm, technitium, dnscontrol, stardog,
upcloud, exo config, gccli; three to seven for Kautokeino, Karasjok, Lovozero, mariadb-admin,
beassansátni (7) and Sámi (6); Inari is in eleven.

About half of the secret samples are not in English: Northern Sami (`beassansátni lea …`,
`ođđa beassansátni`, `ale muital geasage`, `geavaheaddji`, `API-čoavdda`, `goarta nummar`,
`riegadannummir`, `stadda koda`, `uksa koda`, `beassansátnecealkka`), Inari Sami
(`peessâmsääni lii …`, `uđđâ`, `kiävtee`, `API-čuávdá`, `kortâ noomeer`), Norwegian bokmål and
its texting (`passordet er`, `pw t smokehuset e`, `ikke si det til noen`, `API-nøkkel`,
`engangskoden`, `fødselsnummer`, `D-nummer`), Swedish (`lösenordet är`, `lösen t … e`,
`säg inte till någon`, `reservkoder`, `engångskod`, `personnummer`), Finnish (`salasana on`,
`ssana`, `älä kerro kenellekään`, `API-avain`, `varakoodit`, `vahvistuskoodi`, `henkilötunnus`)
and the Russian of Kola Sami relatives in Lovozero, in Cyrillic (`пароль от …`, `никому не
говори`, `код подтверждения`, `резервные коды`) and romanised (`parol ot wifi`, `kod
podtverzhdenija`, `rezervnye kody`); a Czech and a Spanish seed line, an Icelandic and an
Estonian id. The Norwegian, Swedish, Finnish and Russian wordings are ordinary usage; the
author's guesses, checked by no speaker, are all the Northern Sami compounds beyond
`beassansátni` and `ođđa` (`geavaheaddjinamma`, `riegadannummir`, `stadda koda`, `uksa koda`,
`sihkkarvuohtakoda`, `beassansátnecealkka`, `čiegus čoavdda`, `seed-fráset`, `vuodjái
gohččuma`) and every Inari Sami word (`peessâmsääni`, `lii`, `uđđâ`, `kiävtee`, `tastoo`,
`čuávdá`, `kortâ noomeer`, the sentence about the herding council).

Vendors: invented ones (RiehppiPay `rpp_live_`, SiidaSMS `ssms.`, GuovssahasCloud `gvc-`,
TundraTrack `ttk_`, LavvuPOS `lpos_`, DuodjiShop UUIDs, NjuorjuMail `njm-`, BoazuID JWTs;
shapes guessed), Nordic ones with guessed shapes (Altibox, Digipost, Pagero, Confrere, OP
Financial, Sendify, Helthjem, Unifaun, nShift, Tibber, Criipto, Lime CRM, Upsales, Briox, Aktia,
Xledger, Timegrip, 24SevenOffice, Huddly, Finn.no, Tamigo, Sticos) and the known GitHub, GitLab,
Slack, Stripe, OpenAI, Anthropic, AWS, Telegram, Hugging Face and Google shapes; the JWTs are
well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Norway's fødselsnummer
and D-number (`no.fodselsnummer`), account number (`no.kontonr`) and MVA number (`no.mva`),
Sweden's personnummer (`se.personnummer`) and organisationsnummer (`se.orgnr`), Finland's
henkilötunnus (`fi.hetu`) and Y-tunnus (`fi.ytunnus`), Estonia's isikukood (`ee.ik`), Iceland's
kennitala (`is_.kennitala`), Denmark's CVR (`dk.cvr`) and a personal Russian INN (`ru.inn`).
Unchecked (shapes guessed): a Russian internal passport and a Norwegian passport. Cards pass
Luhn (Mir and Dankort prefixes drawn here, the rest from `v.card`, checked with `stdnum.luhn`);
IBANs of Norway, Sweden, Finland, Denmark, Hungary, Slovakia, Estonia and Latvia (the least
used by a rough grep, 19 to 24 earlier corpora each; every country is in at least 19), checked
with `stdnum.iban`; seed phrases from mnemonic's English, Russian, Spanish and Czech lists,
checked with `Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.dk import cvr as dk_cvr
from stdnum.ee import ik as ee_ik
from stdnum.fi import hetu as fi_hetu
from stdnum.fi import ytunnus as fi_ytunnus
from stdnum.is_ import kennitala as is_kennitala
from stdnum.no import fodselsnummer as no_fnr
from stdnum.no import kontonr as no_kontonr
from stdnum.no import mva as no_mva
from stdnum.ru import inn as ru_inn
from stdnum.se import orgnr as se_orgnr
from stdnum.se import personnummer as se_pnr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 317_460_829
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it)."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            fields = self.draw(rng, index, template)
            secret = fields.get("secret", fields[self.key])
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_HERD = ["Boazu", "Varit", "Vuonjal", "Hearvi", "Suohpan", "Gieres", "Lavvu", "Duodji",
         "Gakti", "Luohti", "Rievssat", "Njoammil", "Guovssahas", "Siida", "Bohccu",
         "Gumpe", "Skuolfi", "Cuoika"]  # fmt: skip
_PLACES = ["Kautokeino", "Karasjok", "Kiruna", "Inari", "Ivalo", "Lovozero", "Masi", "Avzi",
           "Soussjavri", "Jukkasjarvi", "Vittangi", "Nellim", "Sevettijarvi", "Anar",
           "Giron", "Karesuando", "Tana"]  # fmt: skip
_NAMES = ["Maret", "Ante", "Biret", "Niillas", "Elle", "Issat", "Sara", "Heaika", "Risten",
          "Jovnna", "Piera", "Ovlla", "Sammeli", "Aili", "Kaisa", "Stina", "Nils-Johan",
          "Galina", "Semjon", "Olga", "Lasse", "Inga"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["B04zu", "V4r1t", "Gu0vss4h4s", "L4vvu", "Du0dj1", "S11d4", "K4r4sj0k", "K1run4",
         "1n4r1"]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _earmark(g: random.Random) -> str:
    """A herd's earmark notch count and a calf year: how the siida jokes a password together."""
    mark = g.choice(["Merke", "Mearka", "Nr"])
    return f"{g.choice(_HERD)}{mark}{g.randrange(2, 60)}{g.choice(_SYMBOLS)}"


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_HERD)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_HERD, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2012)}{g.choice(_SYMBOLS)}"
    + g.choice(_PLACES),
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2034)) + g.choice(_SYMBOLS),
    _earmark,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_HERD).lower()}.{g.randrange(1960, 2034)}",
    lambda g: f"Kalv{g.randrange(100, 1000)}{g.choice(_HERD)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS)
    + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_HERD).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: f"{g.choice(_NAMES).replace('-', '')}Joik{g.choice(_HERD)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Element room #smokehouse-karasjok, Heaika: the Marel M2200 scale web password is {pw}",
    "Ticket BIE-4471 (Zammad): Kautokeino office printer Kyocera admin password {pw}",
    "Máret dictated (voice note, auto-transcribed): the collar base station password is {pw}",
    "note to self, Kiruna depot: Toyota BT forklift fleet portal password {pw}",
    "Inari shop runbook, step 4: log into the Lightspeed back office with password {pw}",
    "Niillas in the herders' chat: snowmobile tracker dashboard password {pw}",
    "assistant, remember the password of the Karasjok freezer controller: {pw}",
    "Biret: the smokehouse Jotun kiln panel password is {pw} (don't change it before Easter)",
    "Ovllá texted: the Ivalo storage NAS admin password {pw}",
    "Mattermost DM from Risten: Kiruna warehouse Axis camera password {pw}",
    "Ođđa beassansátni suovastanviesu stivrenpanelii lea {pw}",
    "Máret: beassansátni Karasjoga rádjosii lea {pw}, ale muital geasage",
    "Biekka wiki › Guovdageaidnu › Server: beassansátni {pw}",
    "Niillas: mu ođđa beassansátni lea {pw}",
    "Issát čálii: boazoregistara beassansátni lea {pw}",
    "Passordet til fryselageret i Karasjok er {pw}, ikke si det til noen",
    "Heaika på Teams: nytt passord for kjøleromsstyringen er {pw}",
    "pw t smokehuset e {pw} btw",
    "Notat: passordet til Vipps-bedriftsportalen ble endret til {pw}",
    "Jovnna: passord te tracker-portalen e {pw}, ikkje del det",
    "Lösenordet till lagret i Kiruna är {pw}, säg inte till någon",
    "Stina i Slack: nya lösenordet för kylrummet blir {pw}",
    "lösen t gps-servern e {pw}",
    "Lasse skrev: lösenordet till Jukkasjärvi-butikens kassa är {pw}",
    "Kiruna lager › Nätverk › Switch: lösenord {pw}",
    "Inarin myymälän kassan salasana on {pw}, älä kerro kenellekään",
    "Sammeli: uusi salasana pakastimen ohjaukseen on {pw}",
    "ssana ivalon nassiin on {pw}",
    "Aili kirjoitti: Anarin verkkokaupan ylläpitäjän salasana on {pw}",
    "Kaisa (ääniviesti): salasana on {pw}, toistan, {pw}",
    "Peessâmsääni Anarâ kuávlun rááđádâllâmân lii {pw}",
    "Sammeli: uđđâ peessâmsääni lii {pw}",
    "Галина из Ловозера: пароль от Госуслуг {pw}, никому не говори",
    "Семён: новый пароль от роутера — {pw}",
    "Ольга пишет: пароль от почты на mail.ru {pw}",
    "parol ot vaibera u babushki {pw}, nikomu",
    "Semjon: parol' ot wi-fi routera v Lovozere {pw}",
    "тётя Галя: пароль от Сбербанк Онлайн {pw}, запиши",
    "Rocket.Chat #it, Piera: the Zebra ZT411 label printer web password {pw}",
    "Zulip stream 'depot', topic 'Kiruna': Hikvision NVR admin password {pw}",
    "Wire message from Elle: the Garmin fleet admin password is {pw}",
    "Threema from Ánte: snowmobile shed alarm (Ajax) admin password {pw}",
    "Signal note to self: Biekka Shopify staff password {pw}",
    "Jira Service Management BIE-4502: new Fortinet admin password {pw} set by the MSP",
    "Freshdesk #9023: the Karasjok Ubiquiti controller password is {pw}",
    "Obsidian vault 'driftsnotater': UniFi console local admin password {pw}",
    "Joplin note 'Kautokeino server room': iDRAC root password {pw}",
    "Logseq journal 2033-02-14: the new HP iLO password is {pw}",
    "Trello card 'Inari shop move': SumUp back office password {pw}",
    "Notion page 'Herding tech': Digitanimal collar portal password {pw}",
    "runbook.md, section 'Smokehouse': MSSQL sa password {pw}",
    "Slack huddle transcript, Ánte: so the Moxa gateway password is {pw}, got it?",
    "Outlook draft to the auditor: the Visma.net test user password is {pw}",
    "assistant: save the herd app admin password {pw} for later",
    "please remember that the Lovozero cousins' Zoom password is {pw}",
    "Gáldu message: the reindeer slaughterhouse Marel Innova password {pw}",
]  # fmt: skip
_said = _Family("label_password", _SAID, _with(_pw), "pw")


_USERS = ["maret.s", "ante", "biret", "niillas", "elle.h", "issat", "sara.b", "heaika",
          "risten", "jovnna", "piera", "ovlla", "sammeli", "aili.m", "kaisa", "stina.l",
          "nilsjohan", "lasse", "inga", "svc-smoke", "depot-kiruna", "herdadmin"]  # fmt: skip
_LOGINS = [
    "Element, Heaika: the Marel login is {u} / {pw}",
    "Zammad #4480: {u} locked out of the freezer panel, last password {pw}",
    "user {u} pass {pw}",
    "Biekka wiki › Kiruna › Depot PC: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Visma.net | {u} | {pw} |",
    "sign in to the collar portal as {u} with {pw}",
    "Lightspeed login {u}:{pw}",
    "account: {u}\npassword: {pw}",
    "Heaika says the NAS creds are {u} and {pw}",
    "system,user,password\nsmokehouse-hmi,{u},{pw}",
    "ssh {u}@depot.biekka.lan (passord {pw})",
    "geavaheaddji {u}, beassansátni {pw}",
    "geavaheaddjinamma: {u}\nbeassansátni: {pw}",
    "brukernavn {u}, passord {pw}",
    "bruker: {u} / passord: {pw}",
    "användarnamn {u}, lösenord {pw}",
    "anv {u} lösen {pw}",
    "käyttäjätunnus {u}, salasana {pw}",
    "tunnus {u} ja ssana {pw}",
    "kiävtee {u}, peessâmsääni {pw}",
    "логин {u}, пароль {pw}",
    "login {u} parol {pw}",
    "Галина: логин {u} а пароль {pw}",
    "creds for the Karasjok scale are {u} and {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["boazu", "varit", "suohpan", "gieres", "lavvu", "duodji", "rievssat", "njoammil",
               "guovssahas", "bohccu", "gumpe", "skuolfi", "cuoika", "hearvi",
               "luohti"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small, and then {d}",
    "voice note: the depot wifi password is {w} and straight after it {d}, no space",
    "for the NAS it's {w} with {d} at the end",
    "it's {w}{d}, word and digits joined",
    "beassansátni lea sátni {w}, dasto {d}",
    "passordet er ordet {w}, og så {d}",
    "lösenordet är ordet {w} och sen {d}",
    "salasana on sana {w} ja perään {d}",
    "пароль — слово {w}, потом {d}",
    "parol: slovo {w}, potom cifry {d}",
    "peessâmsääni lii sääni {w}, tastoo {d}",
    "type {w}, then {d}; that's the freezer panel",
    "{w}{d}, that's what Heaika set for the router",
    "{w}{d} — det er wifi-passordet i lavvoen",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "kea-shell --host dhcp.biekka.lan --port 8000 --auth-user {u} --auth-password '{pw}'"
    " --service dhcp4 config-get",
    "fleetctl login --email {u}@biekka.no --password '{pw}'",
    "storcli64 /c0 set securitykey={pw} keyid=BIEKKA-KRS",
    "perccli /c0 compare securitykey={pw}",
    "consul login -method=userpass -bearer-token-file=/dev/null -meta user={u} -meta pass='{pw}'",
    "vtctldclient --server vtctld.biekka.lan:15999 --grpc_auth_static_client_creds=<(echo"
    " '{{\"Username\":\"{u}\",\"Password\":\"{pw}\"}}') GetKeyspaces",
    "talosctl --talosconfig ./tc gen secrets --from-kubernetes-pki . ; echo 'admin pw {pw}'",
    "ctr --address /run/containerd/containerd.sock images pull --user {u}:{pw}"
    " registry.biekka.lan/herd/api:2.4",
    "incus remote add depot https://incus.biekka.lan:8443 --password '{pw}'",
    "microk8s kubectl create secret generic herd-db --from-literal=password='{pw}'",
    "gs_ctl build -D /data/og -b full -U {u} -W '{pw}'",
    "bcecmd --conf-path ~/.bcecmd configure --access-key {u} --secret-key '{pw}'",
    "oci setup keys --passphrase '{pw}' --output-dir ~/.oci",
    "upcloud-cli account show --username {u} --password '{pw}'",
    "exo config add --account biekka --key EXO{u} --secret '{pw}'",
    "veeamconfig repository create --name vbr --location //nas.biekka.lan/vbr --type smb"
    " --username {u} --password '{pw}'",
    "stardog-admin --server http://kg.biekka.lan:5820 user add {u} -N '{pw}'",
    "mariadb-admin -h db.biekka.lan -u {u} --password='{pw}' processlist",
    "ipa passwd {u} '{pw}'",
    "dsidm -b dc=biekka,dc=lan localhost account reset_password"
    " uid={u},ou=people,dc=biekka,dc=lan '{pw}'",
    "kanidm person credential update {u} --name idm_admin --password '{pw}'",
    "glauth -c glauth.cfg --user {u} --pass '{pw}'",
    "nebula-cert ca -name 'Biekka' -encrypt -out-key ca.key; NEBULA_CA_PASSPHRASE='{pw}'",
    "dnscontrol push --creds creds.json # creds: {{\"hetzner\": {{\"api_key\": \"{pw}\"}}}}",
    "technitium-cli login --server http://dns.biekka.lan:5380 --user {u} --pass '{pw}'",
    "pdnsutil set-meta biekka.no TSIG-ALLOW-AXFR xfr; echo 'xfr secret {pw}'",
    "goofys --profile biekka -o allow_other --sse-c '{pw}' herd-photos /mnt/photos",
    "shentong isql -U {u}/{pw}@osrdb",
    "terminusdb user create {u} --password '{pw}'",
    "graphdb-cli --server http://kg.biekka.lan:7200 --user {u} --password '{pw}' repositories",
    "vastbase vsql -h vb.biekka.lan -U {u} -W '{pw}' -d herd",
    "arkime add_user.sh {u} 'Depot capture' '{pw}' --admin",
    "ntopng -e --http-port 3000 --user {u} --admin-password '{pw}'",
    "elastic-agent enroll --url=https://fleet.biekka.lan:8220 --username {u} --password '{pw}'",
    "auditbeat setup -E output.elasticsearch.username={u} -E output.elasticsearch.password='{pw}'",
    "gccli -h gbase.biekka.lan -u{u} -p'{pw}' herd",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "maret@depot-kiruna:~$ {c}", "[root@smoke-krs ~]# {c}",
    "PS C:\\Biekka> {c}", "Ptyxis, ante@inari-shop:~$ {c}", "WezTerm, tab 'kautokeino': {c}",
    "Tabby SSH session 'Ivalo NAS':\n$ {c}", "Warp block:\n{c}", "foot terminal: {c}",
    "Rio terminal ~/herd $ {c}", "Ghostty: {c}", "cool-retro-term on the old depot PC: {c}",
    "history | grep -i herd\n  412  {c}", "from .bash_history on smoke-krs:\n{c}",
    "kommando som Heaika kjørte: {c}", "kommandot Stina körde: {c}", "Aili ajoi komennon: {c}",
    "Семён запустил: {c}", "Niillas vuodjái gohččuma: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.biekka.lan:5432/herd",
    "mysql+aiomysql://{u}:{pw}@db.biekka.lan/shop",
    "mongodb+srv://{u}:{pw}@herd-cluster.biekka.no/collars",
    "redis://{u}:{pw}@cache.biekka.lan:6379/2",
    "amqp://{u}:{pw}@mq.biekka.lan:5672/smokehouse",
    "mqtt://{u}:{pw}@collars.biekka.lan:1883",
    "ftps://{u}:{pw}@ftp.biekka.no:990/export/",
    "webdav://{u}:{pw}@nas-ivalo.biekka.lan/photos",
    "clickhouse://{u}:{pw}@ch.biekka.lan:9000/telemetry",
    "oracle+oracledb://{u}:{pw}@ora.biekka.lan:1521/?service_name=HERD",
    "jdbc:postgresql://pg.biekka.lan:5432/herd?user={u}&password={pw}",
    "Server=sql-krs.biekka.lan;Database=Smokehouse;User"
    " Id={u};Password={pw};TrustServerCertificate=True",
    "influxdb://{u}:{pw}@influx.biekka.lan:8086/collars",
]  # fmt: skip
_URL_PLACES = [
    "HERD_DB_URL={c}", "Grafana datasource, the old one: {c}", "keep this connection string: {c}",
    "koblingsstrengen er {c}", "anslutningssträngen: {c}", "yhteysmerkkijono: {c}",
    "строка подключения: {c}", "Zammad #4490: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "biekka", "sub": f"acc_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000,
                  "scope": "herd:read collars:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("RiehppiPay", "RIEHPPIPAY_SECRET_KEY", _j("rpp_live_", (ALNUM, 32))),
    ("SiidaSMS", "SIIDASMS_TOKEN", _j("ssms.", (URLSAFE, 40))),
    ("GuovssahasCloud", "GUOVSSAHAS_API_KEY", _j("gvc-", (LOWER_DIGITS, 36))),
    ("TundraTrack", "TUNDRATRACK_API_KEY", _j("ttk_", (ALNUM, 30))),
    ("LavvuPOS", "LAVVUPOS_ACCESS_TOKEN", _j("lpos_", (HEX, 40))),
    ("DuodjiShop", "DUODJISHOP_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("NjuorjuMail", "NJUORJUMAIL_API_KEY", _j("njm-", (ALNUM, 34))),
    ("BoazuID", "BOAZUID_CLIENT_SECRET", _vendor_jwt("https://id.boazu.example")),
    ("Altibox", "ALTIBOX_API_KEY", _j((HEX, 32))),
    ("Digipost", "DIGIPOST_BROKER_SECRET", _j((B64, 44))),
    ("Pagero", "PAGERO_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Confrere", "CONFRERE_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("OP Financial", "OP_API_KEY", _j((ALNUM, 32))),
    ("Sendify", "SENDIFY_API_KEY", _j((HEX, 40))),
    ("Helthjem", "HELTHJEM_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Unifaun", "UNIFAUN_API_SECRET", _j((UPPER_DIGITS, 32))),
    ("nShift", "NSHIFT_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Tibber", "TIBBER_TOKEN", _j((URLSAFE, 43))),
    ("Criipto", "CRIIPTO_CLIENT_SECRET", _j((B64, 44))),
    ("Lime CRM", "LIMECRM_API_KEY", _j((HEX, 64))),
    ("Upsales", "UPSALES_API_TOKEN", _j((HEX, 48))),
    ("Briox", "BRIOX_CLIENT_SECRET", _j((ALNUM, 36))),
    ("Aktia", "AKTIA_PSD2_SECRET", _j((URLSAFE, 48))),
    ("Xledger", "XLEDGER_API_TOKEN", _vendor_jwt("https://www.xledger.net")),
    ("Timegrip", "TIMEGRIP_API_KEY", lambda g: v.uuid4(g, "8")),
    ("24SevenOffice", "TSO_APPLICATION_ID", lambda g: v.uuid4(g, "b")),
    ("Huddly", "HUDDLY_API_KEY", _j((ALNUM, 40))),
    ("Finn.no", "FINN_PARTNER_SECRET", _j((HEX, 32))),
    ("Tamigo", "TAMIGO_API_KEY", _j((ALNUM, 48))),
    ("Sticos", "STICOS_API_TOKEN", _j((UPPER_HEX, 40))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", _j("7", (D, 9), ":AA", (URLSAFE, 33))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("Google", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok}",
    "kubectl create secret generic herd-api --from-literal={env}={tok}",
    "docker run -e {env}={tok} registry.biekka.lan/herd/api:2.4",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "Biekka admin › Innstillinger › Integrasjoner › {vendor}: {tok}",
    "Zammad #4511: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken again, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} API-čoavdda: {tok}",
    "{vendor} API-čoavdda lea {tok}",
    "API-nøkkel for {vendor}: {tok}",
    "API-nøkkelen til {vendor} er {tok}",
    "API-nyckel för {vendor}: {tok}",
    "{vendor}:n API-avain on {tok}",
    "{vendor} API-avain: {tok}",
    "ключ API {vendor}: {tok}",
    "API klyuch ot {vendor}: {tok}",
    "{vendor} API-čuávdá lii {tok}",
    "assistant, store the {vendor} token {tok} for the nightly sync",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Element: {t}", "it only shows it once, so here:\n{t}",
                "dát lea token: {t}", "her er den: {t}", "{t}\n^ ny nøkkel, den gamle er død",
                "säilytä tämä: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)),
                _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of reindeer collar RC-0417 (OTAA): {h}": 32,
    "AppSKey of the Avzi fence sensor (ABP): {h}": 32,
    "HMAC secret for the RiehppiPay webhook: {h}": 64,
    "backup encryption key of the smokehouse SQL server: {h}": 64,
    "krypteringsnøkkel for sikkerhetskopien: {h}": 64,
    "varmuuskopion salausavain: {h}": 48,
    "ключ шифрования бэкапа: {h}": 64,
    "sihkkarvuođaváldin čoavdda (hex): {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zammad #4520: token copied from the browser's network tab {t}",
    "Cookie: lang=se; biekka_session={t}",
    "HERD_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "tokena lea {t}",
    "tokenet er {t}",
    "токен: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@biekka.no"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.biekka.no/realms/siida", "azp": "herd-console"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Kiruna depot server, keep it:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shop.biekka.no.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "lovozero-coop"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_herd <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zammad #4533, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "serverera priváhta čoavdda:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "GPG-nøkkel for regnskapsbyrået:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAB"
                                      "FwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
               "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it off the card: {p}": "english",
    "Nunchuk recovery phrase\n{p}": "english",
    "voice note: the Zeus wallet recovery words are {p} and that's all of them": "english",
    "Biekka wiki 'Herd fund wallet (retired)': {p}": "english",
    "gjenopprettingsfrasen til lommeboka: {p}": "english",
    "plånbokens återställningsfras: {p}": "english",
    "lompakon palautuslause: {p}": "english",
    "seed-fráset, ale čájet geasage: {p}": "english",
    "сид-фраза от кошелька Семёна: {p}": "russian",
    "фраза восстановления Trust Wallet: {p}": "russian",
    "frase de recuperación de la cartera del primo en Málaga: {p}": "spanish",
    "fráze pro obnovení peněženky: {p}": "czech",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    lang = _SEED_PLACES[template]

    def make(g: random.Random) -> str:  # as typed; a phrase its own list's check accepts
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))

    phrase = v.until(rng, make, _MNEMO[lang].check)
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
        " ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes``, ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2204"], [16])
    if brand == "dankort":
        return _card_of(rng, ["5019"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Element, Heaika: the company card for the kiln parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Kortnummer: {c}\nGyldig til: {mm}/{yy}",
    "mu goarta nummar: {c}, {mm}/{yy}",
    "kortnumret: {c}, giltigt t.o.m. {mm}/{yy}",
    "kortin numero: {c}, voimassa {mm}/{yy}",
    "номер карты тёти Гали: {c}, {mm}/{yy}",
    "nomer karty: {c}",
    "Zammad #4540: pay the Marel service visit with card {c}",
    "mun kortâ noomeer: {c}",
    "bankkortet mitt: {c} ({mm}/{yy})",
    "assistant, remember the shop's card {c} exp {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mir", "mastercard", "amex", "dankort", "maestro", "jcb", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 03/36, CVC {cvv}",
               "sikkerhetskoden bak på kortet: {cvv}",
               "Amex {c}, the four digits on the front: {cvv}",
               "kortets säkerhetskod (CVV): {cvv}",
               "kortin turvakoodi takana: {cvv}",
               "три цифры на обороте карты: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough grep over heldouts 5 to 313 (Hungary 19, Sweden and Finland 20,
# Norway and Denmark 21, Slovakia 22, Estonia 23, Latvia 24); BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"NO": "n" * 11, "SE": "n" * 20, "FI": "n" * 14, "DK": "n" * 14, "HU": "n" * 24,
                "SK": "n" * 20, "EE": "n" * 16, "LV": "aaaa" + "c" * 13}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Faktura BIE-2033-041: betal til {i} innen 14 dager",
    "save the Lovozero cooperative's IBAN: {i}",
    "IBAN: {i}\nReferanse: reinkjøtt, parti 17",
    "Element #økonomi: the Kiruna supplier's new bank details, IBAN {i}",
    "mu IBAN: {i}",
    "IBAN-nummeret mitt er {i}",
    "mitt IBAN: {i}",
    "IBAN-tilini: {i}",
    "мой IBAN: {i}",
    "moj IBAN {i}",
    "IBAN mun tilist: {i}",
    "Ánte's cousin in Debrecen sends the rent from {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _date6(g: random.Random, lo: int = 40, hi: int = 100) -> str:
    return f"{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.randrange(lo, hi):02d}"


def _fnr(g: random.Random) -> str:
    """A Norwegian fødselsnummer: a birth date, three digits and two mod-11 check digits."""
    return v.until(g, lambda h: _date6(h) + _r(h, D, 5), no_fnr.is_valid)


def _dnr(g: random.Random) -> str:
    """A Norwegian D-number: a fødselsnummer whose day has 40 added."""

    def make(h: random.Random) -> str:
        return f"{h.randrange(41, 69):02d}{h.randrange(1, 13):02d}{h.randrange(60, 100):02d}" + _r(
            h, D, 5
        )

    return v.until(g, make, no_fnr.is_valid)


def _pnr(g: random.Random) -> str:
    """A Swedish personnummer: YYMMDD-NNNC, its last digit Luhn's."""
    body = f"{g.randrange(40, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}" + _r(
        g, D, 3
    )
    number = f"{body[:6]}-{body[6:]}{luhn.calc_check_digit(body)}"
    assert se_pnr.is_valid(number)
    return number


def _hetu(g: random.Random) -> str:
    """A Finnish henkilötunnus: a birth date, a century sign, 002-899 and a check character."""

    def make(h: random.Random) -> str:
        return f"{_date6(h)}-{h.randrange(2, 900):03d}" + h.choice(
            "0123456789ABCDEFHJKLMNPRSTUVWXY"
        )

    return v.until(g, make, fi_hetu.is_valid)


def _ik(g: random.Random) -> str:
    """An Estonian isikukood: sex and century, a birth date, a serial and a check digit."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(40, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return h.choice("3456") + born + _r(h, D, 4)

    return v.until(g, make, ee_ik.is_valid)


def _kennitala(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return _date6(h) + _r(h, D, 3) + "9"

    return str(is_kennitala.format(v.until(g, make, is_kennitala.is_valid)))


def _kontonr(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("1234569") + _r(h, D, 10), no_kontonr.is_valid)
    return str(no_kontonr.format(number))


def _mva(g: random.Random) -> str:
    return v.until(g, lambda h: "NO" + h.choice("89") + _r(h, D, 8) + "MVA", no_mva.is_valid)


def _se_orgnr(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("5789") + _r(h, D, 9), se_orgnr.is_valid)
    return str(se_orgnr.format(number))


def _ytunnus(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("23") + _r(h, D, 7), fi_ytunnus.is_valid)
    return str(fi_ytunnus.format(number))


def _cvr(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 7), dk_cvr.is_valid)


def _inn(g: random.Random) -> str:
    """A personal Russian INN: twelve digits, the last two check digits."""
    return v.until(g, lambda h: "51" + _r(h, D, 10), ru_inn.is_valid)


def _ru_passport(g: random.Random) -> str:
    """A Russian internal passport: series of four digits, number of six; no public check."""
    return f"47 {g.randrange(10, 25):02d} {_r(g, D, 6)}"


def _no_passport(g: random.Random) -> str:
    """A Norwegian passport: two letters then seven digits; no public check."""
    return g.choice(["FE", "FF", "FJ"]) + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "fødselsnummeret mitt: {s}": _fnr,
    "Máret's fødselsnummer for the NAV form: {s}": _fnr,
    "mu riegadannummir lea {s}": _fnr,
    "D-nummer til sesongarbeideren fra Kiruna: {s}": _dnr,
    "mitt personnummer är {s}": _pnr,
    "Stinas personnummer till Försäkringskassan: {s}": _pnr,
    "henkilötunnukseni on {s}": _hetu,
    "hetu: {s}, älä laita sitä chattiin": _hetu,
    "Aili's henkilötunnus for the Kela form: {s}": _hetu,
    "isikukood of the Tallinn cousin: {s}": _ik,
    "kennitala hjá frænku í Reykjavík: {s}": _kennitala,
    "kontonummeret til lønn: {s}": _kontonr,
    "Biekka AS, MVA-nummer: {s}": _mva,
    "organisationsnummer för Kiruna-filialen: {s}": _se_orgnr,
    "Y-tunnus of the Inari shop: {s}": _ytunnus,
    "CVR-nummer of the Copenhagen wholesaler: {s}": _cvr,
    "ИНН тёти Гали: {s}": _inn,
    "INN Semjona dlja nalogovoj: {s}": _inn,
    "паспорт Семёна: серия и номер {s}": _ru_passport,
    "passnummeret mitt er {s}": _no_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


def _one_code(rng: random.Random) -> str:
    return _backup_list(rng, 1, 4)[0]


_BACKUPS = ["Microsoft 365 recovery codes for the shop account\n{codes}",
            "reservekoder til BankID-appen? nei, til Google: {codes}",
            "reservkoder för GitHub-kontot:\n{codes}",
            "Googlen varakoodit: {codes}",
            "резервные коды Госуслуг: {codes}",
            "sihkkarvuohtakoda (backup): {codes}",
            "rezervnye kody VK:\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Biekka:maret@biekka.no?secret={s}&issuer=Biekka&period=30",
              "2FA setup key for the Visma login: {s}",
              "TOTP-hemlighet för Fortnox: {s}",
              "TOTP-avain, syötä käsin: {s}",
              "2FA čiegus čoavdda: {s}"]  # fmt: skip
_CODES = ["{c} er engangskoden din fra Altibox",
          "Din engångskod är {c}",
          "Vahvistuskoodisi on {c}. Älä kerro sitä kenellekään.",
          "Код подтверждения: {c}. Никому не сообщайте его",
          "kod podtverzhdenija {c}, skazhi mne",
          "stadda koda lea {c}",
          "Use {c} to sign in to TundraTrack"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    code = _r(rng, D, 6)
    return {"c": f"{code[:3]} {code[3:]}" if index % 3 == 2 else code}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, _code_draw, "c")


_SSIDS = ["Biekka-Depot", "Biekka-Smoke-5G", "Telenor-Karasjok-22", "Telia-Kiruna-Lager",
          "DNA-Inari-Shop", "Lavvu-Guest", "Siida-Avzi", "Elisa-Ivalo-5G", "MTS-Lovozero",
          "Kautokeino-Kontor"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "depot network {s}, password {pw}",
    "wifi in the lavvu: {s} / {pw}",
    "wifi {s} beassansátni lea {pw}",
    "wifi-passordet til {s} er {pw}",
    "wifi-lösenordet för {s}: {pw}",
    "{s}-verkon salasana on {pw}",
    "пароль от вайфая {s}: {pw}",
    "parol ot wifi {s} — {pw}",
    "the key on the sticker under the Telenor box: {pw}",
    "wifi {s} peessâmsääni lii {pw}",
    "Raspberry Pi imager, wireless LAN: SSID {s}, password {pw}",
    "nmcli dev wifi connect {s} password {pw}",
    "smokehouse sensor wifi: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ttk_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("rpp_live_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[read out over the phone] {t}",
          "(spaced so the Element preview hides it) {t}", "bokstav for bokstav: {t}",
          "по буквам: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kodelåsen på fryselageret: {pw}", "kodlåset till förrådet i Kiruna: {pw}",
          "varaston ovikoodi: {pw}", "код от домофона у бабушки: {pw}",
          "the smokehouse door keypad takes {pw} then #", "snowmobile shed padlock: {pw}",
          "uksa koda: {pw}", "PIN-koden til firmakortet er {pw}", "kortin PIN on {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["boazu", "varit", "suohpan", "gieres", "lavvu", "duodji", "rievssat",
                 "njoammil", "siida", "bohccu", "gumpe", "skuolfi", "cuoika", "hearvi",
                 "jiekna", "dalvi"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the office vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "LUKS passphrase of the depot laptop: {p}": " ",
            "hovedpassfrasen til Bitwarden: {p}": ".",
            "lösenfrasen till KeePass: {p}": " ",
            "salalause: {p}": "_",
            "парольная фраза: {p}": " ",
            "beassansátnecealkka: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch history: Authorization: Bearer {v}": False,
    "Yaak request, header Authorization = Basic {v}": True,
    "curl -H 'Authorization: Bearer {v}' https://api.tundratrack.example/v2/collars": False,
    "Insomnia export: \"authorization\": \"bearer {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "zammad database.yml:\nproduction:\n  adapter: postgresql\n  username: zammad\n "
    " password: {pw}",
    "mattermost config.json: \"SqlSettings\": {{\"DataSource\":"
    " \"postgres://mmuser:{pw}@pg.biekka.lan/mm\"}}",
    "homeassistant secrets.yaml:\nmqtt_password: {pw}",
    "frigate config.yml:\nmqtt:\n  host: mqtt.biekka.lan\n  user: frigate\n  password: {pw}",
    "node-red settings.js:\nadminAuth: {{ users: [{{ username: \"admin\", password: \"{pw}\""
    " }}] }}",
    "zigbee2mqtt configuration.yaml:\nmqtt:\n  server: mqtt://mqtt.biekka.lan\n  password: {pw}",
    "nextcloud config.php:\n  'dbuser' => 'nc',\n  'dbpassword' => '{pw}',",
    "paperless.conf:\nPAPERLESS_DBPASS={pw}",
    "immich .env:\nDB_PASSWORD={pw}",
    "vaultwarden .env:\nADMIN_TOKEN={pw}",
    "gitea app.ini:\n[database]\nUSER = gitea\nPASSWD = {pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_user = odoo",
    "wg-easy compose.yaml:\n    environment:\n      - PASSWORD={pw}",
    "uptime-kuma notification (SMTP): smtpPassword: {pw}",
    "mosquitto passwd source file:\nsmokehouse:{pw}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "ERPNext site_config.json: {{\"db_name\": \"herd\", \"db_password\": \"{pw}\"}}",
    "pihole setupVars.conf:\nWEBPASSWORD_PLAIN={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_ENVS = [
    ".env:\nDB_HOST=pg.biekka.lan\nDB_USER=herd\nDB_PASSWORD={pw}",
    "docker-compose.override.yml:\n      POSTGRES_PASSWORD: {pw}",
    "/etc/default/herd-sync:\nHERD_SMTP_PASS=\"{pw}\"",
    "launch.json env: {{ \"MQTT_PASS\": \"{pw}\" }}",
    "systemd unit:\n[Service]\nEnvironment=COLLAR_DB_PASSWORD={pw}",
    ".env.local\nSHOP_ADMIN_PASSWORD='{pw}'",
    "k8s secret (stringData):\n  smtp-password: \"{pw}\"",
    "ansible group_vars/depot.yml:\nnas_admin_password: \"{pw}\"",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
]  # fmt: skip
_envs = _Family("env_file", _ENVS, _with(_plain_pw), "pw")


_CHATS = [
    "Heaika: depot wifi password?\nMáret: {pw}",
    "[06:40] ante: root pw for smoke-krs?\n[06:41] niillas: {pw}",
    "Biret: {pw} is the new freezer panel password",
    "Piera: use {pw}, that's what the Marel scale has now",
    "Elle: beassansátni?\nIssát: {pw}",
    "Jovnna: passordet?\nHeaika: {pw}",
    "Stina: lösen?\nLasse: {pw}",
    "Kaisa: mikä salasana?\nSammeli: {pw}",
    "Галина: какой пароль?\nОльга: {pw}",
    "Semjon: parol kakoj?\nGalina: {pw}",
    "Aili: uđđâ peessâmsääni: {pw}",
    "Risten: ođđa beassansátni: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 56), (_logins, 26), (_spelled, 14), (_cli, 34), (_urls, 13), (_vendors, 50),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 5), (_codes, 7), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 8), (_auth, 6), (_configs, 16), (_envs, 9),
    (_chats, 12),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the freezer panel password is": "{s}", "Marel service pw:": "{s} (since the scale swap)",
    "beassansátni lea": "{s}", "passordet er": "{s}\nbytt det etter kalvmerkinga",
    "lösenordet är": "{s}", "salasana:": "{s}", "пароль:": "{s}", "parol ot routera": "{s}",
    "the password Niillas read out on the VHF was": "{s}, I think", "peessâmsääni lii": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "TundraTrack API key", "{s}", _j("ttk_", (ALNUM, 30))),
    ("split_token", "RiehppiPay secret key:", "{s} (live)", _j("rpp_live_", (ALNUM, 32))),
    ("split_token", "nShift client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "kortnummer", "{s} exp 11/37", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "NO"))),
    ("split_backup", "varakoodit", "{s}\nkhwp41-8d2m\nrtaz07-c9xk", _one_code),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "fødselsnummer", "{s}", _fnr),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


def _dankort(g: random.Random) -> str:
    return v.grouped(_card(g, "dankort"), " ", g)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"smokehouse": {"url": "https://kiln.biekka.lan", "admin_password": "{s}"}}':
        ("meta_password", _plain_pw),
    '{"beassansátni": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "heaika", "passord": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "krs-1"}, {"name": "krs-2", "web_password": "{s}"}]}':
        ("meta_password", _plain_pw),
    '{"argv": ["mariadb-admin", "-u", "herd", "--password", "{s}", "status"]}':
        ("meta_password", _plain_pw),
    '{"note": "lösenordet till lagret är {s}"}': ("meta_password", _plain_pw),
    '{"salasana": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the freezer panel as service with the password {s}"}':
        ("meta_password", _plain_pw),
    '{"tundratrack": {"api_key": "{s}"}}': ("meta_token", _j("ttk_", (ALNUM, 30))),
    '{"sendifyToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"altibox_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", _dankort),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SE")),
    '{"employee": {"fodselsnummer": "{s}"}}': ("meta_id", _fnr),
    '{"mfa": {"backup_codes": ["{s}", "khwp41-8d2m", "rtaz07-c9xk"]}}': ("meta_otp", _one_code),
    '{"herd_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"snowmobile_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Biekka-Depot", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"collar-fw-3.7.2.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.biekka.lan/herd/api:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"herd: add earmark column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"shop: revert VAT rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"calf-marking_2033-07-02.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Marel scale password before the calibration visit on 2033-09-12.",
    "Heaika asked for the depot wifi password; it's on the card in the office drawer.",
    "Policy: Biekka passwords are at least 14 characters and live only in Bitwarden.",
    "Please don't paste passwords into Element; share a Bitwarden Send link instead.",
    "The `.env.example` line `TUNDRATRACK_API_KEY=replace-me` is a placeholder.",
    "The freezer panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_RIEHPPIPAY_KEY> in the README with the key from the dashboard.",
    "SENDIFY_API_KEY and ALTIBOX_API_KEY must be set before the nightly sync runs.",
    "Ale muital beassansáni geasage.",
    "Ikke del passordet ditt med noen.",
    "Dela aldrig ditt lösenord med någon.",
    "Älä koskaan kerro salasanaasi kenellekään.",
    "Никогда никому не сообщайте свой пароль.",
    "Passordet må ha minst fjorten tegn.",
    "Lösenordet måste vara minst fjorton tecken långt.",
    "Salasanan on oltava vähintään neljätoista merkkiä pitkä.",
    "Upgraded the collar firmware from 3.6 to 3.7.2 and paho-mqtt to 2.1.0 over the weekend.",
    f"commit {_COMMIT} adds the earmark column to the herd table.",
    f"Rolled back to {_SHORT} after the VAT rounding broke the shop export.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The collar firmware 3.7.2 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The herd API runs registry.biekka.lan/herd/api@sha256:{_IMAGE}.",
    f"MD5 of calf-marking_2033-07-02.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9a2c71-8e4b-4d06-a1c3-5b7e9d0f2a64 is the slow one in the collar logs.",
    "Order BIE-2033-00917: 12 kg smoked reindeer, 4 duodji knives, ships Thursday.",
    "Zammad #4467: the Karasjok freezer alarm trips every night around 03:10.",
    "Call the Inari shop on +358 16 671 2045 before noon.",
    "The Kautokeino office is open 09:00-15:30, phone +47 78 48 61 20.",
    "Parcel 70730259481663827 from Bring is at the Karasjok post office.",
    "Reindeer RC-0417 crossed the Avzi fence at 04:12; battery 63 %.",
    "A kilo of smoked reindeer costs 689 NOK in the Karasjok shop, 72 EUR in Inari.",
    "Invoice 2033-118 is due on 2033-04-30; amount 14 250 NOK incl. MVA.",
    "The smokehouse runs at 28 °C for 36 hours; the freezer holds -24 °C.",
    "After five wrong passwords the freezer panel locks for 15 minutes.",
    "The secret of a good bidos is slow cooking and enough reindeer fat.",
    "Ask Máret for the depot keypad code, I don't have it.",
    "My card ending 4471 was declined at the Kiruna hardware store.",
    "The Lovozero cooperative wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the shop's Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TUNDRATRACK_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the snowmobile shed freezes at -30; keep lock de-icer in the car.",
    "TundraTrack moved the API key page under Settings › Developers in its May release.",
    "ISBN 978-82-8263-117-4 is the herding handbook in the office; it costs 349 NOK.",
    "The guest wifi 'Lavvu-Guest' is open, no password needed.",
    "Calf count 2033: 418 marked in Avzi, 377 in Soussjávri; earmark register v4.2.",
    "Flight WF 931 from Tromsø lands in Kautokeino? No, in Alta at 14:25.",
    "Semjon's bus from Murmansk to Lovozero leaves at 07:45 and takes three hours.",
    "The PIN pad on the shop terminal is sticky; SumUp sends a new one next week.",
    "Sámi National Day is 6 February; the shop closes at 13:00.",
    "Docker image tag herd-api:2.4.1 replaced 2.4.0 on 2033-03-02.",
    "The password field on the login page now shows a strength meter.",
    "Grafana panel 'collar uplinks' shows 1 284 messages per hour at peak.",
    "Passordet ble byttet i går, si ifra om noe ikke virker.",
    "Lösenordet byts automatiskt var nittionde dag.",
    "Uusi salasana lähetetään tekstiviestillä, ei sähköpostilla.",
    "Пароль нужно менять каждые три месяца.",
    "Beassansátni galgá leat unnimusat 14 mearkka.",
    "Card terminal serial 270-553-918 is the one in the Inari shop.",
    "VAT rate for food in Norway is 15 %, in Finland 14 %, in Sweden 12 %.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "bitwarden/depot/freezer", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "4467", "order": "BIE-2033-00917"}',
    '{"collar": {"id": "RC-0417", "battery_pct": 63, "fw": "3.7.2"}}',
    '{"phone": "+358 16 671 2045", "city": "Inari"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "calves_marked": 418}',
    '{"parcel": "70730259481663827", "carrier": "Bring", "eta": "2033-03-09"}',
    '{"price_nok": 689, "item": "smoked reindeer 1 kg", "vat_pct": 15}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
