# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-ninety-fourth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-ninety-third only to search them (grep) for the languages, wordings, tools,
commands, flags, variables, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`);
never `memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-ninety-fifth to hundred-and-ninety-seventh), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (194526083),
password words (a southern town, a zebu word, a year and a sign; two Malagasy dishes joined by dots
with a number; leet words of vanilla, sapphire, sisal, the gem, the railway, savings, the Sorabe
scribe and the baobab with a year and a sign; a name, a birth year, a sign and `Tsiry`; a
sapphire's carats; a bus route between two towns in capitals; a generator's four groups of five; a
vanilla lot; two lemurs around a number; `Famadihana`, a year, a sign and a town's first letters;
`Lalamby` and a freight word; random runs), names, places, templates, tools, vendors and layouts,
the way the staff of Tsiry Atsimo Holding (fictional: a sisal estate by Amboasary, the Tsiry Express
pilgrimage and taxi-brousse buses out of Fianarantsoa and Ihosy, a vanilla cooperative at Manakara
and Vohipeno, the zebu market of Ambalavao, a sapphire counting house in Ilakaka, rail freight on
the Fianarantsoa-Manakara line and the Tahiry microfinance branches of Toliara and Fort-Dauphin)
leak secrets into an assistant's memory. The texts are Viber, WhatsApp, Messenger, Telegram,
Signal, imo and Teams messages, chat logs with times, tickets, wiki pages and tables, notes,
e-mails, a runbook, README fragments, shell, PowerShell and Termux prompts, router and switch
consoles, code (Python, JavaScript, Go, Kotlin, Rust, C#, Ruby, Lua, Dart, PHP, Java, R and Swift),
configs (env files, compose, Kubernetes secrets, systemd units, Helm values, HCL, TOML, XML),
voice-memo transcripts, dictated text and requests to the assistant itself; the label's
separators run from a colon, "is", a dash and an arrow to an emoji, a new line, quotes (`"…"`,
`«…»`), parentheses and a table's bar.

Tools, calls, flags, variables and files none of heldouts 5 to 193 names (each grepped): SaltStack's
`salt-call … pillar='{…}'`, Nagios' `check_imap -s 'a1 LOGIN …'` and `check_by_ssh`, SNOW's
`snow -C -p`, Concourse's `CONCOURSE_ADD_LOCAL_USER`, Packer's `winrm_password`, megatools'
`.megarc`, `SUPERSET_SECRET_KEY`, Strapi's `ADMIN_JWT_SECRET`, `PARSE_SERVER_MASTER_KEY`,
Roundcube's `des_key`, `CRYFS_FRONTEND` before an echoed cryfs password, `incus config set …
environment.MARIADB_ROOT_PASSWORD=`, profanity's `/account set … password`, and the company's own
`lalamby-ctl --fret-passwd`, `vatosoa-cli --safira-passphrase`, `tahiry-sync --tahiry-secret` and
`TAHIRY_DB_PASSWORD`, `SISAL_HMAC_KEY`, `LALAMBY_SCADA_PASS`. Beside them commands of lightly used
tools (each in one to three earlier corpora): TimesTen's `ttIsql -connStr`, HeidiSQL's `-p=`,
`fsarchiver savefs -c`, `vmalert -datasource.basicAuth.password`, `nvram set wl0_wpa_psk`, an H3C
`password simple`, FortiOS's `set passwd`, an Aruba `wpa-passphrase`, bitlbee's `identify`,
`GOVC_PASSWORD`, `pvesh create /access/users`, `dar -K aes:`, Veeam's `Add-VBRCredentials`,
SQream's `ClientCmd`, offlineimap's `remotepass`, Kodi's `webserverpassword` and `CUBEJS_DB_PASS`.

About 49 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 190 of 390): standard Malagasy, the southern dialects (Betsileo of Fianarantsoa
and Ambalavao, Bara of Ihosy, Antandroy of Ambovombe, Antanosy of Tolagnaro, Antaimoro of Vohipeno
and Manakara with words of the Sorabe manuscripts), Malagasy texted in Latin letters mixed with
French, and the French that Malagasy people text; seed-phrase lines also in Portuguese, Spanish,
Italian and Chinese. The wordings are the author's approximations, checked by no speaker, built
around a few marker words and the loanwords people text there (password, mdp, wifi, PIN, token,
code, serveur, API key, backup): standard Malagasy `ny … dia`, `ity`, `vaovao`, `novaina ho`,
`aza zaraina`, `aza omena olona`, `tehirizo`, `kaody fidirana`, `teny fanalahidy`, `lakile`
(the key, from French), `misaotra`, `azafady`, `ampiasao`, `hoe`; the southern dialects' article
`ty`, `iaho` and `ihe` for I and you, `ro` for the focus `no`, `misaotsa` for `misaotra` and
`akore`; the Antaimoro `katibo` and `sorabe`; texting's `slt`, `mdp`, `stp`, `c`, `ts` for `tsy`,
`merci be`, `ok dia`; the apostrophe of `an'ny` and `amin'ny` is typed as the ASCII one, as
people text it, though print writes `’` (`an’ny`). The Betsileo and Bara lines (`akore aby`,
`zaho`, `ro`), the Antandroy and Antanosy lines (`ihe`, `misaotsa`, `ty … e …`) and the one label
written in Arabic letters as the Sorabe might write `tenimiafina` are the thinnest guesses.

Vendors (Upper Route, Zeo Route, Straightaway, MyBucks, Fenix International, Zola Electric,
SolarNow, Husk Power, Treepz, Gemval, GemFair, Provenance Proof, RailPulse, Savvy Telematics,
Railinc, Asante Financial, 4G Capital, Gemworld, GRS GemResearch, Lotus Gemology, Gemewizard,
Gemdax, IdexOnline, Polygon Network, Railigent, Amsted Digital, Swvl, FinnOne, Lenddo, CredoLab,
LendXS, RCS Global, Cainthus, Periculum, Wemobi, and the fictional Vonjy Pay, Zebu Ledger, Lamba
Pay, Fanilo SMS and Reniala Cloud) are ones heldouts 5 to 193 do not name (grepped by name). No
shape here is one the author knows to be real: every one is a guess (hex, base64, URL-safe and
alphanumeric runs, UUIDs, JWTs, Gemewizard's dashed licence key and the prefixes `sway_`,
`hp_live_`, `tpz_sk_`, `vjy_sk_live_`, `amd_`, `lxs_`, `wm_live_`, `zl_` and `lp_sk_`); the JWTs
are well-formed.

The ids are kinds heldouts 5 to 193 do not use or use lightly, four of them checked: a French tax
number (NIF/SPI of an expatriate vanilla buyer, `stdnum.fr.nif`), a French SIREN (`stdnum.fr.siren`,
via its Luhn digit), a Mauritian national id (`stdnum.mu.nid`) and an Indian Aadhaar Virtual ID of
a Karana gem trader (`stdnum.in_.vid`, Verhoeff), each drawn until the module validates it. The
others are invented shapes that no library or this file checks (no check-digit algorithm is
written here): the Malagasy national identity card (CIN, kara-panondro), the Malagasy NIF and
STAT numbers, a CNaPS affiliation number, a Malagasy driving licence and passport, a zebu's
individual card (fiche individuelle des bovidés), a vanilla collector's card, a gem export
authorisation of the mining cadastre and a microfinance member's card. Card numbers pass Luhn (the
value helpers' brands, checked with python-stdnum's `luhn`). The IBANs are of countries used least
by a rough count over the IBAN shapes and calls of heldouts 5 to 193 (Seychelles, Djibouti,
Burundi, Oman, Mauritania, the Dominican Republic, Cyprus and Qatar, sixteen corpora each by that
count; Madagascar's own IBAN is not in python-stdnum's registry), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, French, Portuguese, Spanish, Italian
and simplified Chinese lists, each with a valid checksum. Counts: 390 secret samples, 20 field
pairs and 20 metadata samples (430 scored, every secret unique), 60 clean texts and 10 clean
metadata dicts.
Measured once blind, then spent: read and trained on.
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
from stdnum import luhn, verhoeff
from stdnum.fr import nif as fr_nif
from stdnum.fr import siren as fr_siren
from stdnum.in_ import vid as in_vid
from stdnum.mu import nid as mu_nid

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 194_526_083
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


_TOWNS = ["Fianarantsoa", "Toliara", "Tolagnaro", "Ihosy", "Ilakaka", "Manakara", "Ambalavao",
          "Ambovombe", "Amboasary", "Vohipeno", "Betroka", "Ranohira", "Sakaraha", "Farafangana",
          "Tsivory", "Isalo", "Ambositra", "Beraketa"]  # fmt: skip
_ZEBU = ["Omby", "Zebu", "Vositse", "Tsiry", "Jamoka", "Vala", "Tsena", "Tandroka"]
_DISHES = ["romazava", "ravitoto", "mofogasy", "koba", "henakisoa", "lasary", "sakay",
           "tsaramaso", "voanjobory", "mokary", "kitoza", "ranonapango"]  # fmt: skip
_LEET = ["L4v4n1l4", "S4f1r4", "S1s4l", "V4t0s04", "L4l4mby", "T4h1ry", "K4t1b0", "R3n14l4"]
_LEMURS = ["Sifaka", "Varika", "Maki", "Ayeaye", "Indri", "Simpona", "Fosa", "Hira"]
_NAMES = ["Hery", "Fara", "Tahina", "Njaka", "Mamy", "Voahirana", "Lova", "Tiana", "Fidy", "Haja",
          "Miora", "Ando", "Fanja", "Tojo", "Nomena", "Mbola", "Rado", "Zo", "Imran", "Zahra",
          "Nizar", "Somchai", "Nuwan", "Solene", "Thierry"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"

# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_TOWNS)}{g.choice(_ZEBU)}{g.randrange(1960, 2031)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_DISHES, 2)) + "." + str(g.randrange(10, 1000)),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}Tsiry",
    lambda g: _r(g, ALNUM + "$%&!?", 14),
    lambda g: f"Safira{g.randrange(1, 10)}.{g.randrange(10)}ct{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_TOWNS).upper()}-{g.choice(_TOWNS).upper()}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: f"Lot{g.randrange(100, 1000)}Lavanila{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_LEMURS)}{g.randrange(10, 100)}{g.choice(_LEMURS)}",
    lambda g: f"Famadihana{g.randrange(1990, 2031)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)[:3]}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"Lalamby{g.choice(['FCE', 'Fret', 'Wagon', 'Gara'])}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English
    "Viber, #ihosy-depot, Njaka: the ticket POS admin password is {pw}",
    "Teams chat (Tsiry Express ops): Fianarantsoa bus-station kiosk password → {pw}",
    "Signal from Imran: counting-room PC in Ilakaka, password: {pw}",
    "Ticket TSA-4471 (Amboasary sisal decorticator HMI): reset done, new password - {pw}",
    "Note to self: rail SCADA at Manakara gare, pw {pw}",
    "Hey, can you remember this for me? The vanilla curing-shed logger password is {pw}",
    "Email from Thierry, subject 'Toliara branch': the core-banking teller password is \"{pw}\"",
    "Runbook step 4: log into the zebu-market scale as admin (password {pw}) and zero it",
    "Wiki › Depots › Ihosy\n| system | password |\n| weighbridge | {pw} |",
    "README (internal): default password for the Ilakaka safe controller: `{pw}`",
    "Messenger, Somchai: gem-lab spectrometer PC password 🔑 {pw}",
    "voice memo 02:13 — uh, the freight-office Windows password is {pw}, capital first letter",
    "imo message from Nuwan: the new loupe-camera app password is: {pw}",
    "Please store: microfinance SMS gateway password (prod) = {pw}",
    "Telegram, #fret-manakara: wagon-tracker web UI password is now {pw} (Ando changed it)",
    "From the Tsiry Express pilgrimage runbook — the coach's onboard router password: {pw}",
    "WhatsApp, Zo: sisal-estate payroll PC password -> {pw}",
    "Jira-style ticket TSA-5561, comment: temporary password for the teller is '{pw}'",
    "Notes app, 'Ilakaka': buyer-portal password ({pw})",
    "Remember the Ambalavao zebu-market kiosk password for me: {pw}",
    "Slack-style export from Teams, 08:14 Lova: rail-yard CCTV recorder password = \"{pw}\"",
    "sticky note photo, transcribed: PASSWORD {pw}",
    "Can you save this? The pilgrimage booking site's admin password: {pw}",
    "email to the auditors: the read-only ledger account's password is {pw} until Friday",
    # standard Malagasy
    "Hafatra Viber avy amin'i Hery: ny tenimiafina vaovao an'ny solosaina ao amin'ny tsenan'omby dia {pw}",
    "Ity ny password an'ny serveur ao Toliara → {pw}",
    "Novaina ho {pw} ny tenimiafina an'ny kaonty admin ao Fianarantsoa.",
    "Teny fanalahidy an'ny NAS ao amin'ny birao: «{pw}»",
    "Tenimiafina (aza zaraina): {pw}",
    "📌 tenimiafina 👉 {pw}",
    "Kaody fidirana amin'ny ERP an'ny kaoperativa lavanila:\n{pw}",
    "Tehirizo azafady: ny password an'ny solosaina fandanjana vatosoa dia \"{pw}\"",
    "Tapakila TSA-5120: novaina ny tenimiafina an'ny caisse ao Manakara, ny vaovao dia {pw}",
    "Ampiasao ity tenimiafina ity rehefa miditra amin'ny lalamby SCADA: {pw}",
    # Betsileo (Fianarantsoa, Ambalavao)
    "Akore aby! Zaho nanova ny password an'ny ordinatera tany Ambalavao, ty vaovao: {pw}",
    "Betsileo: ny tenimiafina an'ny tsena omby zao dia {pw}, aza omena olo",
    # Bara (Ihosy)
    "Iaho nanova ty password ty serveur tan'Ihosy, ty vaovao ro {pw}",
    "Bara: ty tenimiafina ty taksibe VIP ro {pw}",
    # Antandroy (Ambovombe)
    "Ihe, ty password ty solosaina e Ambovombe le {pw}, misaotsa",
    "Antandroy: ty kaody ty sisal-PC le (  {pw}  )",
    # Antanosy (Tolagnaro / Fort-Dauphin)
    "Ty tenimiafina ty birao e Tolagnaro: {pw}",
    "Antanosy, Fort-Dauphin: iaho manome anao ty password: {pw}",
    # Antaimoro (Vohipeno, Manakara), with Sorabe words
    "Ny katibo nanoratra ao amin'ny boky sorabe an'ny kaoperativa: tenimiafina {pw}",
    "Antemoro, Vohipeno — تِنِمِيَفِنَ (tenimiafina): {pw}",
    # Malagasy texting mixed with French
    "slt! ilay mdp an'ny wifi dia {pw} fa aza omena olona, merci be",
    "ok dia ty ny mot de passe vaovao: {pw} azafady",
    "Le code admin an'ilay box à Manakara c {pw}, ts atao partage",
    "mdp → {pw} (nampiova i Haja androany)",
    "Fara: ilay password an'ny compta dia \"{pw}\" fa ts mety zaraina",
    # Malagasy French texting
    "Bonjour Fara, le mot de passe du serveur de Fianarantsoa est {pw}, misaotra",
    "stp note bien : mdp compta = {pw}",
    "Le mdp du PC de la coopé vanille c'est « {pw} » hein",
    "Salut Tojo, nouveau mdp du logiciel de crédit (agence Toliara) : {pw}",
    "mdp wagon-tracker ➜ {pw} (ne pas partager sur le groupe)",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["hery.r", "fara", "tahina", "njaka", "mamy.a", "voahirana", "lova", "tiana", "fidy",
          "haja", "miora", "ando.r", "fanja", "tojo", "nomena", "mbola", "imran.k", "zahra",
          "somchai", "nuwan", "solene.b", "thierry", "svc-fret", "caisse-ihosy", "ops-sisal"]  # fmt: skip
_LOGINS = [
    "login: {u} / {pw}",
    "Kaonty: {u}, tenimiafina: {pw}",
    "Anaran'ny mpampiasa {u} — mdp {pw}",
    "user={u} pass={pw}",
    "{u}:{pw}@erp.tsiry-atsimo.mg",
    "| ERP Lalamby | {u} | {pw} |",
    "identifiant {u} et mot de passe {pw}",
    "miditra amin'ny {u} sy {pw} ianao",
    "sign in as {u} with {pw}",
    "Iaho {u}, ty password ko {pw}",
    "creds for the wagon tracker are {u} and {pw}",
    "ID : {u}\nMDP : {pw}",
    "Mpampiasa: {u}\nTeny miafina: {pw}",
    "Ticket TSA-3308: account {u}, temporary password {pw}",
    "slt, compte {u} / mdp {pw} pour la caisse",
    "{u} / {pw} (core banking, agence Tolagnaro)",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["tsingy", "vakoka", "lambahoany", "kabary", "valiha", "reniala", "hiragasy",
               "sorabe", "ombiasy", "tandroka", "vatosoa", "lavanila", "taksibe", "tahiry",
               "vositse", "marolahy", "bekoropoka", "kitoza"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lowercase, and then {d}",
    "ny tenimiafina dia ny teny hoe {w}, avy eo ny isa {d}",
    "le mot de passe c'est le mot {w} suivi de {d}",
    "soraty hoe {w} amin'ny litera madinika, dia ampio {d}; izay ny password an'ny admin",
    "it's the name of our best zebu, {w}, followed by {d}",
    "voice memo: type {w}, then {d} — that's the caisse password",
    "ty password le {w} vaho {d}",
    "mdp: le nom du village {w} puis l'année {d}",
    "the new one is {w}{d}, no spaces",
    "Zaho nanova azy: {w}{d} izao ny tenimiafina",
    "spelled out: {w} (as in the valley) plus the number {d}",
    "ny teny {w} misy isa {d} aoriany — izay ny kaody fidirana",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "salt-call --local state.apply mysql.server pillar='{{\"mysql\": {{\"root_password\": \"{pw}\"}}}}'",
    "/usr/lib/nagios/plugins/check_imap -H mail.tsiry-atsimo.mg -p 143 -s 'a1 LOGIN {u} {pw}' -e 'a1 OK'",
    "check_by_ssh -H 10.40.2.7 -l nagios -C \"/usr/lib/nagios/plugins/check_mysql -u monitor -p '{pw}'\"",
    "snow -C -p '{pw}' -m 'lot 77 price list' cover.txt lot77.txt",
    "lalamby-ctl login --operator {u} --fret-passwd '{pw}'",
    "vatosoa-cli export --ledger ilakaka --safira-passphrase={pw}",
    "tahiry-sync --branch toliara --tahiry-secret {pw}",
    "ttIsql -connStr \"DSN=lalamby;UID={u};PWD={pw}\"",
    "heidisql.exe -h=db.tahiry.lan -u={u} -p={pw} -d=Tahiry",
    "fsarchiver savefs -j4 -c '{pw}' /mnt/backup/erp.fsa /dev/sda2",
    "vmalert -datasource.url=http://vm:8428 -datasource.basicAuth.username={u} -datasource.basicAuth.password={pw}",
    "nvram set wl0_wpa_psk={pw} && nvram commit",
    "[H3C] local-user {u} class manage\n[H3C-luser-manage-{u}] password simple {pw}",
    "config user local\n    edit \"{u}\"\n        set type password\n        set passwd {pw}\n    next\nend",
    "(Aruba) (config) #wlan ssid-profile TSIRY-DEPOT\n(Aruba) (SSID Profile \"TSIRY-DEPOT\") #wpa-passphrase {pw}",
    "/account set tsiry-xmpp password {pw}",
    "/msg &bitlbee identify {pw}",
    "GOVC_URL=vcenter.tsiry.lan GOVC_USERNAME={u} GOVC_PASSWORD='{pw}' govc ls /Fianar/vm",
    "pvesh create /access/users --userid {u}@pve --password {pw}",
    "incus config set tahiry-db environment.MARIADB_ROOT_PASSWORD={pw}",
    "dar -c /backup/vanila -K aes:{pw} -R /srv/vanila",
    "Add-VBRCredentials -User 'TSIRY\\{u}' -Password '{pw}' -Description 'NAS Manakara'",
    "echo '{pw}' | CRYFS_FRONTEND=noninteractive cryfs /srv/.gems-enc /srv/gems",
    "ClientCmd --host=sqream.tsiry.lan --port=5000 --database=fret --username={u} --password={pw}",
]  # fmt: skip
_SHELLS = [
    "[hery@lalamby-db ~]$ {c}", "PS C:\\Tsiry> {c}", "root@vatosoa:~# {c}", "~ $ {c}",
    "{c}", "Ity ny baiko nampiasaiko: {c}", "commande lancée à Toliara :\n{c}",
    "history | tail -3\n 1041  ls\n 1042  {c}\n 1043  exit", "Termux ~ $ {c}",
    "ops-sisal@amboasary:~$ {c}", "Teams, to the infra channel:\n{c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "mysql://{u}:{pw}@db.lalamby.tsiry-atsimo.mg:3306/fret",
    "postgresql://{u}:{pw}@10.60.1.4:5432/tahiry",
    "mongodb+srv://{u}:{pw}@zebu-tsena.x7kq2.mongodb.net/omby",
    "amqp://{u}:{pw}@rabbit.ihosy.lan:5672/%2f",
    "sftp://{u}:{pw}@vanila-coop.mg/incoming",
    "rtsp://{u}:{pw}@192.168.8.64:554/Streaming/Channels/101",
    "Server=sql-fianar;Database=Microfin;User Id={u};Password={pw};",
    "jdbc:sqlserver://sql-fianar:1433;databaseName=Tahiry;user={u};password={pw}",
    "redis://default:{pw}@cache.manakara.lan:6379/2",
    "ftp://{u}:{pw}@ftp.tsiry-express.mg/tickets/",
    "https://{u}:{pw}@nexus.tsiry-atsimo.mg/repository/pypi/simple",
    "Driver={{ODBC Driver 18 for SQL Server}};Server=tcp:10.20.0.5;Uid={u};Pwd={pw};",
    "clickhouse://{u}:{pw}@ch.lalamby.lan:9000/telemetry",
]  # fmt: skip
_URL_PLACES = [
    "{c}", "DATABASE_URL={c}", "Hafatra Telegram: ampiasao ity → {c}", "dans le .env de Toliara : {c}",
    "Connection string ao amin'ny wiki: `{c}`", "camera in the counting room: {c}",
    "WhatsApp, Zahra: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tsiry-atsimo", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "reports:read lots:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Upper Route", "UPPER_ROUTE_API_KEY", _j((ALNUM, 32))),
    ("Zeo Route", "ZEO_ROUTE_API_KEY", _j((HEX, 40))),
    ("Straightaway", "STRAIGHTAWAY_TOKEN", _j("sway_", (ALNUM, 36))),
    ("MyBucks", "MYBUCKS_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Fenix International", "FENIX_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Zola Electric", "ZOLA_PAYG_TOKEN", _j((HEX, 64))),
    ("SolarNow", "SOLARNOW_API_SECRET", _j((B64, 43), "=")),
    ("Husk Power", "HUSK_API_KEY", _j("hp_live_", (ALNUM, 32))),
    ("Treepz", "TREEPZ_SECRET_KEY", _j("tpz_sk_", (ALNUM, 40))),
    ("Gemval", "GEMVAL_API_TOKEN", _j((UPPER_DIGITS, 32))),
    ("GemFair", "GEMFAIR_API_KEY", _j((HEX, 32))),
    ("Provenance Proof", "PROVENANCE_PROOF_TOKEN", _vendor_jwt("https://api.provenanceproof.com")),
    ("RailPulse", "RAILPULSE_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Savvy Telematics", "SAVVY_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Railinc", "RAILINC_API_KEY", _j((ALNUM, 40))),
    ("Asante Financial", "ASANTE_API_SECRET", _j((HEX, 48))),
    ("4G Capital", "FOURG_CAPITAL_TOKEN", _j((B64, 60))),
    ("Gemworld", "GEMWORLD_API_KEY", _j((UPPER_HEX, 32))),
    ("GRS GemResearch", "GRS_REPORT_API_KEY", _j((ALNUM, 28))),
    ("Lotus Gemology", "LOTUS_GEMOLOGY_TOKEN", _vendor_jwt("https://api.lotusgemology.com")),
    ("Gemewizard", "GEMEWIZARD_LICENSE_KEY", lambda g: "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(5))),
    ("Gemdax", "GEMDAX_API_SECRET", _j((URLSAFE, 40))),
    ("IdexOnline", "IDEX_API_KEY", _j((HEX, 32))),
    ("Polygon Network", "POLYGON_NETWORK_KEY", _j((ALNUM, 48))),
    ("Railigent", "RAILIGENT_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Amsted Digital", "AMSTED_DIGITAL_API_KEY", _j("amd_", (HEX, 40))),
    ("Swvl", "SWVL_API_TOKEN", _j((ALNUM, 44))),
    ("FinnOne", "FINNONE_API_SECRET", _j((B64, 44))),
    ("Lenddo", "LENDDO_SECRET", _j((HEX, 40))),
    ("CredoLab", "CREDOLAB_API_KEY", lambda g: v.uuid4(g, "8")),
    ("LendXS", "LENDXS_TOKEN", _j("lxs_", (URLSAFE, 40))),
    ("RCS Global", "RCS_GLOBAL_API_KEY", _j((ALNUM, 36))),
    ("Cainthus", "CAINTHUS_API_KEY", _j((HEX, 64))),
    ("Periculum", "PERICULUM_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Wemobi", "WEMOBI_API_KEY", _j("wm_live_", (ALNUM, 30))),
    ("Vonjy Pay", "VONJY_SECRET_KEY", _j("vjy_sk_live_", (ALNUM, 32))),
    ("Zebu Ledger", "ZEBU_LEDGER_TOKEN", _j("zl_", (LOWER_DIGITS, 40))),
    ("Lamba Pay", "LAMBAPAY_SECRET_KEY", _j("lp_sk_", (ALNUM, 36))),
    ("Fanilo SMS", "FANILO_SMS_API_KEY", _j((HEX, 32))),
    ("Reniala Cloud", "RENIALA_ACCESS_SECRET", _j((B64, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "{vendor} API key: {tok}",
    "Ny API key an'ny {vendor} dia {tok}",
    "Clé API {vendor} (prod) : {tok}",
    "lakile API {vendor} 👉 {tok}",
    "{vendor} token vaovao: {tok} — aza apetraka amin'ny GitHub",
    "Wiki › Integrations › {vendor}: `{tok}`",
    "Tapaka ny fifandraisana amin'ny {vendor}, ity ny key ampiasaina ankehitriny: {tok}",
    "  {env}: \"{tok}\"",
    "Bonjour, le token {vendor} pour Ihosy c'est {tok}, merci be",
    "| {vendor} | {env} | {tok} |",
    "{vendor} secret for the Tahiry app (prod): {tok}",
    "Runbook, integrations: the {vendor} key in use is {tok}",
    "# .env.production\n{env}=\"{tok}\"",
    "{vendor}: key rotated this morning, the new one is {tok}",
    "Settings › API access › {vendor}\n{tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    railinc = _r(rng, ALNUM, 40)
    swvl = _r(rng, ALNUM, 44)
    lendxs = "lxs_" + _r(rng, URLSAFE, 40)
    zola = _r(rng, HEX, 64)
    return [
        Sample("vendor_token", f'resp = requests.post("https://api.railinc.com/umler/v1/equipment", headers={{"x-api-key": "{railinc}"}})', railinc),
        Sample("vendor_token", f'const swvl = new SwvlClient({{ apiKey: "{swvl}", region: "mg" }});', swvl),
        Sample("vendor_token", f'client := lendxs.NewClient("{lendxs}") // agence Tolagnaro', lendxs),
        Sample("vendor_token", f'val zola = ZolaApi(token = "{zola}") // PAYG solar kits, Amboasary', zola),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    chosen = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in chosen]
    chosen += rng.sample(rest, n - len(out) - len(chosen))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Ity ilay token: {t}", "azafady tehirizo ity: {t}", "{t}\n^ ity ilay vaovao",
                "nadika avy amin'ny console: {t}", "keep this one for me: {t}", "le token : {t}",
                "Viber, Mamy: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 52)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token",
    _BARE_PLACES,
    lambda rng, index, template: {"t": _BARE_MAKERS[index % len(_BARE_MAKERS)](rng)},
    "t",
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "SISAL_HMAC_KEY={h}": 64,
    "ny lakile hex an'ny LoRa gateway ao Amboasary: {h}": 32,
    "aes_key: {h}": 64,
    "encryption_key = \"{h}\"  # tahiry backups": 64,
    "clé AES du terminal de la gare : {h}": 32,
    "master key (64 hex) for the gem ledger: {h}": 64,
    "LALAMBY_SCADA_PASS={h}": 40,
    "ty lakile ty caisse e Tolagnaro: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ity ilay JWT an'ny app an'ny mpamily bus: {t}",
    "Cookie: session={t}",
    "token JWT ao amin'ny localStorage: {t}",
    "{{\"access_token\": \"{t}\", \"token_type\": \"bearer\", \"expires_in\": 3600}}",
    "curl -H 'Authorization: Bearer {t}' https://api.lalamby.mg/v2/wagons",
    "le jeton de l'app mobile (Tahiry) : {t}",
    "debug log 07:31:02 auth ok, jwt={t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@tsiry-atsimo.mg"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.tsiry-atsimo.mg/realms/tsiry", "azp": "tahiry-mobile",
                   "roles": ["teller", "agent"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "{key}": ("RSA PRIVATE KEY", "\n"),
    "Ity ny lakile privé an'ny serveur SFTP (aza zaraina):\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "GEMLEDGER_SIGNING_KEY=\"{key}\"": ("EC PRIVATE KEY", "\\n"),
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: tahiry-tls\nstringData:\n  tls.key: |\n    {key}": ("PRIVATE KEY", "\n    "),
    "clé privée du VPN de la gare :\n{key}": ("PRIVATE KEY", "\n"),
    "{{\"bank_h2h_private_key\": \"{key}\", \"branch\": \"toliara\"}}": ("RSA PRIVATE KEY", "\\n"),
    "gpg --export-secret-keys output for the coop's signing key:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Teny 12 an'ny wallet USDT an'ny kaoperativa: {p}": "french",
    "phrase de récupération du portefeuille (Ledger de Thierry) :\n{p}": "french",
    "seed phrase for the Trezor in the Ilakaka safe: {p}": "english",
    "voice memo: okay, the recovery words are {p}": "english",
    "ty teny fanarenana ty wallet: {p}": "english",
    "frase de recuperação da carteira do comprador brasileiro: {p}": "portuguese",
    "frase semilla (Metamask de la oficina): {p}": "spanish",
    "frase di recupero del portafoglio del gemmologo: {p}": "italian",
    "助记词（伊拉卡卡的钱包）：{p}": "chinese_simplified",
    "Mots de secours du wallet Tahiry :\n{p}": "french",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " | ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Karatra Visa an'ny orinasa: {c} exp {mm}/{yy}",
    "numéro de carte : {c}",
    "card {c} expires {mm}/{yy}",
    "Laharan'ny karatra: {c}",
    "CB de la coopé → {c} ({mm}/{yy})",
    "pay the bus parts supplier with {c}, exp {mm}/{yy}",
    "Zhang's UnionPay card (sapphire buyer): {c}",
    "ty laharan'ny karatra ko: {c}",
    "Ticket TSA-6604: refund to card {c}",
    "slt, ny numéro an'ilay carte dia {c} exp {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "unionpay", "amex", "visa", "discover", "jcb", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "unionpay" if "UnionPay" in template else _BRANDS[index % len(_BRANDS)]
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["kaody 3 isa ao ambadiky ny karatra: {cvv}",
               "cryptogramme de la carte Visa {c} : {cvv}",
               "Amex {c}, four-digit code above the number: {cvv}",
               "les 3 chiffres derrière la CB : {cvv}",
               "ty isa telo e ambadiky ty karatra le {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 193; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"SC": "aaaa" + "n" * 20 + "aaa", "DJ": "n" * 23, "BI": "n" * 23,
                "OM": "nnn" + "c" * 16, "MR": "n" * 23, "DO": "aaaa" + "n" * 20,
                "CY": "n" * 8 + "c" * 16, "QA": "aaaa" + "c" * 21}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN: {i}",
    "Ny IBAN an'ny mpividy lavanila any ivelany: {i}",
    "RIB/IBAN du fournisseur de pièces : {i}",
    "virement sur {i} stp, merci be",
    "| Mpamatsy | IBAN |\n| gem buyer | {i} |",
    "Please wire the sapphire deposit to {i} by Friday.",
    "ty IBAN ty mpividy le {i}",
    "Email de la banque : compte bénéficiaire {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _fr_nif(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice("0123") + _r(h, D, 9)
        return body + fr_nif.calc_check_digits(body)

    return str(fr_nif.format(v.until(g, make, fr_nif.is_valid)))


def _fr_siren(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice("3456789") + _r(h, D, 7)
        return body + luhn.calc_check_digit(body)

    number = v.until(g, make, fr_siren.is_valid)
    return f"{number[:3]} {number[3:6]} {number[6:]}"


def _mu_nid(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        born = f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(60, 99):02d}"
        body = h.choice(UPPER) + born + _r(h, D, 6)
        return body + mu_nid.calc_check_digit(body)

    return v.until(g, make, mu_nid.is_valid)


def _in_vid(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice("23456789") + _r(h, D, 14)
        return body + verhoeff.calc_check_digit(body)

    number = v.until(g, make, in_vid.is_valid)
    return " ".join(number[k : k + 4] for k in range(0, 16, 4))


def _mg_cin(g: random.Random) -> str:
    """Kara-panondro: twelve digits, read in groups of three (no public check)."""
    number = g.choice("123456") + "0" + g.choice("1234") + _r(g, D, 9)
    return " ".join(number[k : k + 3] for k in range(0, 12, 3))


def _mg_nif(g: random.Random) -> str:
    return g.choice("1234") + _r(g, D, 9)


def _mg_stat(g: random.Random) -> str:
    return f"{_r(g, D, 5)} {g.choice(['11', '12', '21', '31'])} {g.randrange(2005, 2031)} 0 {_r(g, D, 5)}"


def _mg_cnaps(g: random.Random) -> str:
    return f"{g.randrange(1955, 2006)}{_r(g, D, 2)}{_r(g, D, 6)}"


def _mg_licence(g: random.Random) -> str:
    return f"{g.choice(['FNR', 'TLR', 'TLG', 'IHS'])}-{_r(g, D, 6)}-{g.choice('ABCD')}"


def _mg_passport(g: random.Random) -> str:
    return g.choice(["A", "B"]) + g.choice(UPPER) + _r(g, D, 7)


def _zebu_fib(g: random.Random) -> str:
    return f"FIB-{g.choice(['AMB', 'IHS', 'BTK', 'AMV'])}-{g.randrange(2018, 2032)}-{_r(g, D, 6)}"


def _vanilla_card(g: random.Random) -> str:
    return f"COLL-VAN/{g.choice(['MKR', 'VHP', 'FFG'])}/{_r(g, D, 5)}"


def _gem_export(g: random.Random) -> str:
    return f"BCMM/AE/{g.randrange(2028, 2033)}/{_r(g, D, 4)}{g.choice(UPPER)}"


def _mfi_card(g: random.Random) -> str:
    return f"TAH-{_r(g, D, 4)}-{_r(g, D, 4)}-{_r(g, UPPER, 2)}"


_NATIONAL: dict[str, Maker] = {
    "Kara-panondro (CIN) an'i Fara: {n}": _mg_cin,
    "CIN : {n} — délivrée à Fianarantsoa": _mg_cin,
    "ty laharan'ny karapanondro ko: {n}": _mg_cin,
    "NIF Madagascar an'ny kaoperativa: {n}": _mg_nif,
    "STAT number of the company: {n}": _mg_stat,
    "CNaPS number for Tojo: {n}": _mg_cnaps,
    "Driving licence (category D, bus driver): {n}": _mg_licence,
    "Pasipaoro malagasy: {n}, lany daty 2034": _mg_passport,
    "passport no. {n} (Malagasy, Nizar)": _mg_passport,
    "Karatra ny omby (FIB) an'ny vositse mena: {n}": _zebu_fib,
    "Vanilla collector card: {n}": _vanilla_card,
    "Gem export authorisation (mining cadastre): {n}": _gem_export,
    "Karatra mpikambana Tahiry: {n}": _mfi_card,
    "numéro fiscal (SPI) de Thierry en France : {n}": _fr_nif,
    "SIREN de l'importateur de vanille à Lyon : {n}": _fr_siren,
    "Mauritian NID of the shipping agent: {n}": _mu_nid,
    "Aadhaar VID an'i Imran (Karana, mpivarotra safira): {n}": _in_vid,
}  # fmt: skip


def _national_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"n": _NATIONAL[template](rng)}


_national = _Family("national_id", list(_NATIONAL), _national_draw, "n")


_BACKUP_PLACES = [
    "Kaody backup an'ny Gmail an'ny birao (tehirizo):\n{codes}",
    "Codes de secours Proton (compte compta) :\n{codes}",
    "2FA backup codes for the GitHub org: {codes}",
    "ty kaody backup ty Microsoft 365: {codes}",
    "recovery codes, Tahiry admin portal\n{codes}",
    "Ireto ny kaody fanarenana 2FA: {codes}",
    "backup codes Dropbox de la coopé : {codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, rng.choice([8, 10]), index % 4)
    joiner = "\n" if template.endswith("\n{codes}") else rng.choice([", ", " ", " · "])
    return {"codes": joiner.join(codes), "secret": codes[index % len(codes)]}


_backups = _Family("backup_codes", _BACKUP_PLACES, _backup_draw, "codes")


_TOTP_PLACES = [
    "otpauth://totp/Tsiry:{u}?secret={s}&issuer=Tsiry&digits=6",
    "TOTP seed an'ny VPN ao Fianarantsoa: {s}",
    "clé de configuration 2FA (si le QR code ne marche pas) : {s}",
    "setup key for the bank token app: {s}",
    "ty 2FA secret ty kaonty: {s}",
    "otpauth://totp/Tahiry%20Core:{u}%40tsiry-atsimo.mg?secret={s}&issuer=Tahiry%20Core&period=30",
    "Ny lakile TOTP (manual entry): {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    spaced = not template.startswith("otpauth") and index % 2 == 1
    return {"s": v.totp_secret(rng, spaced=spaced), "u": rng.choice(_USERS)}


_totp = _Family("totp_seed", _TOTP_PLACES, _totp_draw, "s")


_CODE_PLACES = {  # template: the code's shape
    "Kaody fanamarinana: {c}": "6",
    "{c} no kaody fanamarinanao, aza omena olona": "6",
    "Votre code de vérification : {c}": "8",
    "Recovery key an'ny iPhone an'i Solène: {c}": "apple",
    "Code de récupération Bitwarden : {c}": "bw",
}  # fmt: skip


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    shape = _CODE_PLACES[template]
    if shape in "68":
        return {"c": str(rng.randrange(10 ** (int(shape) - 1), 10 ** int(shape)))}
    if shape == "apple":
        return {"c": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}
    return {"c": _r(rng, LOWER_DIGITS, 32)}


_codes = _Family("one_time_code", list(_CODE_PLACES), _code_draw, "c")


_SSIDS = ["TSIRY-DEPOT-IHOSY", "Lalamby Gara 5G", "Coop Vanila Manakara", "Tahiry_Toliara",
          "Omby Tsena Wifi", "SAFIRA-OFFICE", "TsiryExpress-BUS07", "Sisal Amboasary"]  # fmt: skip
_WIFI = [
    "WIFI:T:WPA;S:{ssid};P:{pw};;",
    "Wifi {ssid} / {pw}",
    "ny wifi ao amin'ny birao: {ssid}, tenimiafina {pw}",
    "Réseau : {ssid}\nClé : {pw}",
    "code wifi an'ny bus VIP: {pw}",
    "iaho nanova ty wifi ({ssid}): {pw}",
    "wifi? \nHery: {pw}",
    "network {ssid}, key {pw}",
    "mdp wifi {ssid} = {pw}",
    "Ticket TSA-2207: guest wifi at the Ilakaka counting room is now {pw}",
    "ty password ty wifi e Tolagnaro: {pw}",
    "Signal, Miora: wifi {ssid} — password \"{pw}\"",
]  # fmt: skip


def _wifi_key(g: random.Random) -> str:
    return v.until(g, _pw, lambda value: ";" not in value and len(value) >= 8)


_wifi = _Family("wifi_key", _WIFI, _with(_wifi_key, ssid=_SSIDS), "pw")


_LOCKS = [
    "kaody PIN an'ny karatra: {p}",
    "code du cadenas du dépôt de vanille : {p}",
    "kaody ny vavahady ao Tolagnaro: {p}#",
    "coffre-fort des saphirs : {p}",
    "PIN for the POS on bus 07: {p}",
    "door code for the Ilakaka counting room is {p}",
    "Alarm code {p}, then press OFF",
    "ty kaody ty hidy e Ambovombe: {p}",
    "SIM PIN of the wagon tracker: {p}",
    "keypad at the zebu pens: {p}*",
    "Kaody ny lavabata (coffre) ao Ihosy → {p}",
    "voice memo: the safe code is {p}, okay, bye",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    width = [6, 4, 7, 8, 5, 6][index % 6]
    return {"p": str(rng.randrange(10 ** (width - 1), 10**width))}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "p")


_PHRASE_WORDS = ["vatosoa", "reniala", "lalamby", "taksibe", "valiha", "kabary", "sorabe",
                 "tandroka", "lavanila", "safira", "sisal", "ombiasy", "tsingy", "vakoka",
                 "hiragasy", "famadihana", "sifaka", "varika"]  # fmt: skip
_PHRASES = [
    "passphrase an'ny KeePass: {pw}",
    "phrase secrète du coffre Bitwarden : {pw}",
    "KeePassXC master passphrase: {pw}",
    "ty fehezanteny miafina ko: {pw}",
    "the VeraCrypt volume's passphrase is {pw}",
    "Ny passphrase vaovao dia \"{pw}\"",
    "mdp (phrase) du disque chiffré : {pw}",
]  # fmt: skip


def _phrase(g: random.Random) -> str:
    words = g.sample(_PHRASE_WORDS, g.choice([4, 5]))
    return g.choice([" ", "-", ".", " "]).join(words)


_phrases = _Family("passphrase", _PHRASES, _with(_phrase), "pw")


_AUTH = {  # template: Basic (True) or Bearer (False)
    "Authorization: Basic {v}": True,
    "curl -H \"Authorization: Basic {v}\" https://erp.tsiry-atsimo.mg/api/stock": True,
    "header Authorization = Bearer {v} (API an'ny Tahiry)": False,
    "Postman, environment 'prod-fianar': authorization: bearer {v}": False,
    "nginx log: \"GET /wagons HTTP/1.1\" auth=\"Basic {v}\"": True,
    "le header qui marche : Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env (Tahiry core):\nAPP_ENV=prod\nTAHIRY_DB_HOST=10.60.1.4\nTAHIRY_DB_PASSWORD={pw}",
    "docker-compose.yml:\nservices:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: \"{pw}\"",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: lalamby-db\ntype: Opaque\nstringData:\n  password: {pw}",
    "/etc/systemd/system/wagon-tracker.service:\n[Service]\nEnvironment=TRACKER_DB_PASSWORD={pw}\nExecStart=/opt/tracker/bin/run",
    "superset .env:\nSUPERSET_SECRET_KEY={pw}",
    "Strapi .env (site Tsiry Express):\nADMIN_JWT_SECRET={pw}",
    "parse-server .env:\nPARSE_SERVER_APPLICATION_ID=tahiry\nPARSE_SERVER_MASTER_KEY={pw}",
    "concourse compose:\n    environment:\n      CONCOURSE_ADD_LOCAL_USER: \"admin:{pw}\"\n      CONCOURSE_MAIN_TEAM_LOCAL_USER: admin",
    "build.pkr.hcl:\nsource \"hyperv-iso\" \"caisse\" {{\n  communicator   = \"winrm\"\n  winrm_username = \"Administrator\"\n  winrm_password = \"{pw}\"\n}}",
    "~/.megarc:\n[Login]\nUsername = sauvegarde@tsiry-atsimo.mg\nPassword = {pw}",
    ".offlineimaprc:\n[Repository compta-remote]\ntype = IMAP\nremoteuser = compta@tsiry-atsimo.mg\nremotepass = {pw}",
    "advancedsettings.xml (Kodi, bus entertainment box):\n<services>\n  <webserverusername>kodi</webserverusername>\n  <webserverpassword>{pw}</webserverpassword>\n</services>",
    "cube .env:\nCUBEJS_DB_TYPE=postgres\nCUBEJS_DB_USER=cube\nCUBEJS_DB_PASS={pw}",
    "terraform.tfvars:\ndb_admin_password = \"{pw}\"",
    "values.yaml (helm, zebu-tsena):\nauth:\n  username: tsena\n  password: {pw}",
    "appsettings.Production.json:\n{{\"ConnectionStrings\": {{\"Tahiry\": \"Server=sql-fianar;Database=Tahiry;User Id=app;Password={pw};\"}}}}",
    "config.inc.php (Roundcube):\n$config['des_key'] = '{pw}';",
    "lalamby.toml:\n[scada]\nhost = \"10.70.0.2\"\nuser = \"ops\"\npassword = \"{pw}\"",
    "Fichier .env de la caisse (Ihosy) :\nCAISSE_ADMIN_PASSWORD={pw}",
    "config.ini ao amin'ny solosaina fandanjana:\n[db]\nuser=fandanjana\npassword={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    'let pool = PgPool::connect("postgres://tahiry:{pw}@10.60.1.4/tahiry").await?;',
    'var cred = new NetworkCredential("svc-fret", "{pw}", "TSIRY");',
    "Net::SMTP.start('mail.tsiry-atsimo.mg', 587, 'tsiry-atsimo.mg', 'alerts', '{pw}', :login)",
    'local ok, err = red:auth("{pw}") -- cache an\'ny tapakila',
    "final conn = await MySqlConnection.connect(ConnectionSettings(host: 'db', user: 'bus', password: '{pw}'));",
    "$pdo = new PDO('mysql:host=db;dbname=vanila', 'coop', '{pw}');",
    'props.put("mail.smtp.password", "{pw}");',
    'ssh.connect("10.40.2.7", username="gems", password="{pw}")  # Ilakaka',
    'db, err := sql.Open("mysql", "fret:{pw}@tcp(10.60.1.4:3306)/lalamby")',
    'con <- dbConnect(RPostgres::Postgres(), dbname = "omby", user = "analyst", password = "{pw}")',
    'val hikari = HikariConfig().apply {{ username = "tahiry"; password = "{pw}" }}',
    'let gatePin = "{pw}" // tenimiafina an\'ny app (aza commit-ena)',
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "[07:42] Fara: wifi ao Ihosy?\n[07:43] Hery: {pw}",
    "Tahina: {pw} no tenimiafina vaovao an'ny ERP",
    "[WhatsApp 14:05] Mamy: ok ty password ty caisse {pw}",
    "Memo feo 00:14 — eh, ny tenimiafina an'ny solosaina dia {pw}, eny, izay",
    "[Viber 09:10] Zahra: le mdp du compte Tahiry ?\n[Viber 09:12] Nizar: {pw}",
    "Lova: {pw} — that's the new password for the Manakara freight PC",
    "[18:22] Tojo: password for the bus 07 router?\n[18:25] Fidy: {pw}",
    "Messenger, Miora: akore, ty password vaovao ro {pw}",
    "[Telegram 06:55] Haja: password an'ny NAS?\n[Telegram 06:56] Ando: {pw}",
    "Somchai: I changed the Ilakaka lab PC to {pw}",
    "Transcription du mémo vocal : « alors le mot de passe c'est {pw}, voilà »",
    "[imo 20:01] Nomena: ity ny password vaovao an'ny tahiry: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 64), (_logins, 24), (_spelled, 14), (_cli, 30), (_urls, 14), (_vendors, 44),
    (_bare, 8), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 5),
    (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 7), (_codes, 5), (_wifi, 16),
    (_locks, 16), (_phrases, 7), (_auth, 6), (_configs, 20), (_code, 12), (_chats, 12),
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


def _french_seed(g: random.Random) -> str:
    phrase = _MNEMO["french"].to_mnemonic(bytes(g.randrange(256) for _ in range(16)))
    return unicodedata.normalize("NFC", str(phrase))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "ny tenimiafina vaovao dia": "{s}",
    "Mot de passe du serveur de Toliara :": "{s} (changé hier)",
    "the weighbridge admin password is": "{s}",
    "ty password ty caisse le": "{s}, misaotsa",
    "mdp wifi": "{s}\nà changer après la récolte",
    "Tenimiafina:": "{s}",
    "Iaho nanova ty password, ty vaovao ro": "{s}",
    "the password Hery read out on the phone was": "{s}, I think",
    "slt, ilay mdp dia": "{s} fa aza omena olona",
    "Kaody fidirana ERP": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Gemval API key", "{s}", _j((UPPER_DIGITS, 32))),
    ("split_token", "lakile API an'ny Zebu Ledger:", "{s}", _j("zl_", (LOWER_DIGITS, 40))),
    ("split_token", "Railigent client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "teny fanarenana an'ny wallet", "{s}", _french_seed),
    ("split_card", "numéro de carte", "{s} exp 08/37", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN an'ny mpividy", "{s}", lambda g: v.iban_spaced(_iban(g, "SC"))),
    ("split_backup", "codes de secours", "{s}\n38104927\n55019283", lambda g: v.backup_codes(g, 1, 0)[0]),
    ("split_otp", "TOTP secret an'ny VPN", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Kara-panondro", "{s}", _mg_cin),
    ("split_pin", "kaody ny coffre-fort", "{s}", _j((D, 7))),
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


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"caisse": {"url": "https://caisse.ihosy.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"tenimiafina": "{s}"}': ("meta_password", _plain_pw),
    '{"kaonty": {"mpampiasa": "tojo", "mdp": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "tsena-a"}, {"name": "tsena-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["lalamby-ctl", "login", "--operator", "fidy", "--fret-passwd", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "ny password an\'ny solosaina ao Ilakaka dia {s}"}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "miditra amin\'ny ERP amin\'ny maha admin, tenimiafina {s}"}': ("meta_password", _plain_pw),
    '{"gemval": {"api_key": "{s}"}}': ("meta_token", _j((UPPER_DIGITS, 32))),
    '{"railpulseSecret": "{s}"}': ("meta_token", _j((URLSAFE, 48))),
    '{"fanilo_sms_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"mpividy": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "QA")),
    '{"client": {"cin": "{s}"}}': ("meta_id", _mg_cin),
    '{"mfa": {"codes_de_secours": ["{s}", "61930284", "20485716"]}}': ("meta_otp", lambda g: v.backup_codes(g, 1, 0)[0]),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"depot": {"kaody_hidy": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "TSIRY-DEPOT-IHOSY", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"weighbridge-firmware-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tsiry/tahiry-core:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"tickets: add Ihosy-Toliara night route", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"fret: revert wagon weight rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"tsena_omby_2032-07-05.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"vanila-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the weighbridge password before the calibration visit on 2032-06-11.",
    "Hery asked for the Ihosy depot wifi password; it's on the card in the manager's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Viber; share a vault link instead.",
    "The `.env.example` line `GEMVAL_API_TOKEN=replace-me` is a placeholder; the real key is in the vault.",
    "Replace <YOUR_ZEBU_LEDGER_TOKEN> in the README with the token from your dashboard.",
    "TAHIRY_DB_PASSWORD and FANILO_SMS_API_KEY must be set before the nightly sync runs.",
    "Aza zaraina amin'olona ny tenimiafinao.",
    "Ny tenimiafina dia tokony ho litera efatra ambin'ny folo farafahakeliny.",
    "Hadinoko ny tenimiafina, azafady ovay.",
    "Tsy misy password ny wifi an'ny vahiny ao amin'ny gara.",
    "Iaho tsy mahatsiaro ty password, ihe ro mahay azy.",
    "Ty kaody ty hidy le novaina omaly, anontanio i Mamy.",
    "slt, ilay mdp dia ao amin'ny coffre Bitwarden, ts alefa eto",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "stp change ton mdp avant vendredi, merci be",
    "Ne jamais envoyer le code PIN par SMS, même au chef d'agence.",
    "Akore aby! Ny fivoriana dia amin'ny 9 ora maraina any Ambalavao.",
    "Ny katibo dia nanoratra tamin'ny sorabe ny tantaran'ny Antemoro.",
    "Upgraded the wagon tracker firmware from 2.4 to 2.6 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the Ihosy-Toliara night route.",
    f"Rolled back to {_SHORT} after the wagon weight rounding broke the freight invoices.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The weighbridge firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of vanila-export-2031.parquet: {_SHA512}",
    f"The core banking container runs ghcr.io/tsiry/tahiry-core@sha256:{_IMAGE}.",
    f"MD5 of tsena_omby_2032-07-05.csv is {_MD5}, same as the copy on the share.",
    "Request id 3d9a0c17-5e42-4b8f-a6d3-1f7e2b9c0a64 is the slow one in the Gemval logs.",
    "Purchase order PO-2032-00731 for 120 kg of black vanilla ships on Thursday.",
    "Ticket TSA-8812: the Amboasary decorticator keeps tripping the breaker at night.",
    "Call the Ihosy depot on +261 34 05 123 45 before noon.",
    "Antsoy ny birao ao Toliara amin'ny +261 32 11 456 78 alohan'ny mitataovovonana.",
    "Wagon FCE 21 0417 with the sisal bales left Fianarantsoa at 06:10.",
    "Bill of lading TSA-MKR-2032-0077 covers 18 pallets of vanilla.",
    "HS code 0905.10 is vanilla, neither crushed nor ground; 7103.91 is sapphire, worked.",
    "The curing shed is at 35 °C and 70 % relative humidity in the morning.",
    "After five wrong passwords the teller account locks for 20 minutes.",
    "The Ilakaka counting room has 3 loupes, 2 refractometers and one spectrometer.",
    "The secret of good Manakara vanilla is the slow sweating in wool blankets.",
    "Ask Njaka for the depot keypad code, I don't have it.",
    "My card ending 4417 was declined at the Toliara hardware store.",
    "Tapitra ny karatra farany 0932, mila manova azy any amin'ny banky.",
    "The Qatar buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Tahiry admin account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `ZEBU_LEDGER_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the vanilla store rusts in the wet season; oil it every month.",
    "Gemval moved the API key page under Settings › Developers in its May release.",
    "ISBN 978-2-7384-9521-3 is the gemmology handbook on the lab shelf.",
    "The guest wifi 'Tsiry-Guest' is open, no password needed.",
    "Lot LOT-2032-MKR-0311, 60 kg, moisture 28 %, vanillin 1.9 %; grade A.",
    "Sapphire parcel SAF-0411: 14.2 ct, 37 stones, heated, from Ilakaka.",
    "Ny omby 42 no amidy androany tao Ambalavao, 1 850 000 Ar ny lafo indrindra.",
    "Le bus Tsiry Express 07 part de Fianarantsoa à 18 h pour le pèlerinage d'Ambositra.",
    "Loan TAH-2032-00418 for 2 400 000 Ar was repaid in full on 2032-03-30.",
    "Ny PIN dia isa efatra ka hatramin'ny enina.",
    "Ty tenimiafina le tsy tokony ho anaranao.",
    "The door code changed last week; Fara has the new one.",
    "CNaPS contributions for June are due by the 15th.",
    "The Sorabe manuscript from Vohipeno was photographed at 600 dpi.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/tsiry/caisse", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "TSA-8812", "purchase_order": "PO-2032-00731"}',
    '{"lot": {"id": "LOT-2032-MKR-0311", "weight_kg": 60, "moisture_pct": 28}}',
    '{"phone": "+261 34 05 123 45", "city": "Ihosy"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "zebu_in_pen": 214}',
    '{"hs_code": "7103.91", "origin": "MG", "description": "sapphire, worked"}',
    '{"wagon": "FCE 21 0417", "cargo": "sisal", "eta": "2032-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
