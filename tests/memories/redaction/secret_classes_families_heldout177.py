# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-seventy-seventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-seventy-fourth (less the hundred-and-seventy-second) only to search them (grep)
for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/`, the tuning corpus, the round corpora, the corpora
written at the same time (the hundred-and-seventy-second and the hundred-and-seventy-fifth to
hundred-and-seventy-seventh, this one aside), any test, the reports, the benchmarks, the changelog nor the git
history, and the scrubber was never run on it. Its own seed (177305861), password words (a
Guiana town, a dredge or haul word, a number and a sign; a rum cask word, a proof and a sign; two
Surinamese or Guyanese dishes joined by a dash with a number; leet words of the korjaal, the
sluice, the bauxite, the polder and the molasses with a year; `Ariane`, `Vega` or `Soyuz` and a
launch number; a name, a birth year, a sign and a river; a rice variety and a polder; a town in capitals, a
sign and a number; a generator's three groups and random runs), names, places, templates, tools,
vendors and layouts, the way the staff of Wayamu Group (fictional: gold dredges on the Mazaruni
at Mahdia and Bartica, a bauxite haul from Linden and Moengo, rice polders at Nieuw Nickerie, a
rum distillery near Paramaribo, river taxis (korjalen, pirogues) between Albina and
Saint-Laurent-du-Maroni, launch-day catering for the Kourou space centre out of Cayenne, and a
credit union for all of them with branches in Paramaribo, Georgetown and Cayenne) leak secrets
into an assistant's memory. The texts are WhatsApp, Telegram, Signal, Viber, Teams, Slack,
Element, Zoho Cliq and Rocket.Chat messages, chat logs with times, Jira and Freshdesk tickets,
BookStack pages and wiki tables, Obsidian and Google Keep notes, an e-mail, runbooks, README
fragments, shell, PowerShell and IDE-terminal prompts, configs, code (Python, Go, Kotlin, C#, Rust,
Ruby, PHP, TypeScript, Elixir and Dart), an Otter voice-memo transcript, dictated text and requests
to the assistant itself; the label's separators run from a colon, "is" and a dash to an arrow, a
pointing hand, a new line, quotes (`"…"`, `“…”`, `«…»`, backticks), parentheses and a table's bar.

Tools, calls, flags, variables and files none of heldouts 5 to 174 (less 172) names (each grepped
for the command, flag or variable itself): ActiveMQ Artemis's `artemis create … --password`,
Easy-RSA's `EASYRSA_PASSOUT` and `EASYRSA_PASSIN`, `WAZUH_REGISTRATION_PASSWORD` before the agent's
package, RavenDB's `--Security.Certificate.Password=` and `RAVEN_Security_Certificate_Password`,
Cayley's `http --dbpath=`, Vitess's `--db_dba_password` and vtgate's
`--mysql_auth_server_static_string`, `iotedge config mp --connection-string`, `az iot hub
monitor-events --login`, `mqttx conn`, Soda's `configuration.yml`, SQLMesh's `config.yaml`, Grafana
Agent's `basic_auth`, the variables `VIKUNJA_DATABASE_PASSWORD`, `NAUTOBOT_SUPERUSER_PASSWORD`,
`OBSERVIUM_ADMIN_PASS` and `TAIGA_SECRET_KEY`, and the company's own tools (`dredgectl --pin-pass`,
`sluisctl.sh --scada-pass`, `haulbook --api-pass`, `vatlog --lims-login`, `korjaal-dispatch`,
`galleyctl --pass-word`, `cu-teller --supervisor-password`) and `HAULBOOK_DB_PASS`. Beside them
commands and files of lightly used tools (each in one or two earlier corpora: fmsadmin,
webrepl_cli, espota, coap-client, sipp, davtest, curlftpfs, pptpsetup, msoffcrypto-tool, ccrypt,
samba-tool, ldappasswd, sqlldr, expdp, fr24feed, an s3fs password file, an Artemis users file,
Wazuh's `authd.pass`, a Vitess db-credentials file, Leantime's `LEAN_DB_PASSWORD`, Planka's
`DEFAULT_ADMIN_PASSWORD`), and common layouts (env files, compose, systemd, a Kubernetes secret, a
wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection strings) in
wordings of their own.

About half of the secret samples are in other languages than English (by a rough count of the drawn
samples, some 190 of 390): Sranan Tongo, Sarnami Hindustani, Surinamese Javanese, Saramaccan,
Ndyuka (Aukan), Guyanese Creole, French Guianese Creole, Surinamese Dutch and the Brazilian
Portuguese texting of garimpeiros, with French, Spanish and Czech only in a few seed-phrase, id and
API-key lines. The wordings are the author's approximations, checked by no speaker, built around a
few marker words and the loanwords people there really text (password, wifi, PIN, token, server,
login, app): Sranan's `mi`, `na`, `fu`, `nyun`, `no gi nowan sma`, `kibri`, `grantangi`, `fa waka`,
`sroto`, `baka dati`; Sarnami's `hamaar`, `ke`, `hai`, `nayaa`, `kehu ke mat bataiyo`, `yaad
rakhiyo`, `pahile … likho, phir`, `dhaan`, `khet`; Surinamese Javanese `pasworde`, `sing anyar`,
`yaiku`, `ojo dikandakno sapa-sapa`, `matur nuwun`, `karo`, `terus`, `tembung`, `sawah`, `kodhe`;
Saramaccan `di … u mi`, `da`, `njunjun`, `wöutu`, `nöö`, `gaantangi`, `kantoo`; Ndyuka `nyunyu`,
`anga`, `no gi no wan sama`, `gaantangi`; Guyanese Creole `fuh`, `a`, `doan give nobody`, `bai`,
`deh`, `hold it fuh me`; French Guianese Creole `mo`, `sé`, `modpas`, `nouvo`, `pa di pèrsonn`,
`mèsi`, `kòd kadna`, `ké`; Surinamese Dutch `fawaka ba`, `no span`, `wakti`, `zeg aan niemand eh`;
garimpeiro texting `mano`, `blz`, `vlw`, `tmj`, `kd`, `n passa pra ninguém`, `balsa`, `draga`,
`currutela`. The Saramaccan and Ndyuka lines (built on Sranan-like forms with `da`, `u`, `njunjun`,
`nyunyu` and `anga`), the Sarnami `kehu ke mat bataiyo` and `yaad rakhiyo`, the Javanese `kodhe
gembok` and the French Guianese `kòd kadna` and `ké` are the thinnest guesses. Apostrophes are
typed as the ASCII one, as people text them, though print writes `’`.

Vendors (Uni5Pay, Mobile Money Guyana, Finabank, Southern Commercial Bank, Demerara Bank, Surpost,
Arianespace, the Guyana Gold Board, Minelogger, Hexagon Mining, OreWin, Kespry, Propeller Aero,
PowerFleet, Ituran, Spireon, BatchMaster, Process Pro, Beer30, ChefTec, Jamix, Kitchen CUT,
Nutritics, Zip HACCP, Crunchtime, Restaurant365, Sodexo, Lumin Digital, Candescent, Eltropy,
Interface.ai, Scienaptic, MeridianLink, Origence, Velera, PSCU, Allied Payment, Payrailz, Abrigo,
Corelation, Symitar, Jack Henry, Finastra, Nymbus and CU Answers) are ones heldouts 5 to 174 do not
name (grepped by name). No shape here is one the author knows to be real: every one is a guess
(hex, base64, URL-safe and alphanumeric runs, UUIDs, dashed licence keys, JWTs for Arianespace,
Lumin Digital and Velera, and prefixes such as `u5p_live_`, `mmg_sk_`, `ggb-`, `hxm_`, `b30_` and
`nym_live_`); the JWTs are well-formed, and the Azure IoT Hub shared access keys (base64 of 32
bytes) follow Azure's published connection-string layout.

The ids are kinds heldouts 5 to 174 do not use, except two lightly used ones that carry a check: a
French Carte Vitale number (a NIR of a person born in French Guiana, department 973), drawn until
`stdnum.fr.nir` validates its key, and Brazil's Cartão Nacional de Saúde (CNS, "cartão do SUS", in
one earlier corpus), drawn until its weighted sum is divisible by 11 (the published rule, written
here). The others are invented shapes that no library or this file checks: a Surinamese
kiezerskaart (voter card) number, a Guyana National Insurance Scheme number, a GGMC dredge licence,
a Brazilian Permissão de Lavra Garimpeira, a Maritieme Autoriteit Suriname bootvergunning, a
Guyanese driver's licence and a Guyana seaman's discharge book. Card numbers pass Luhn (the value
helpers' Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay and Maestro, and Brazil's Elo
prefixes drawn here, checked with python-stdnum's `luhn`). The IBANs are of countries used least by
a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 174 (Costa Rica, Estonia,
Greece, Croatia, Latvia, Montenegro, Serbia and Slovakia, in thirteen corpora each by that count),
drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Portuguese,
French, Spanish and Czech lists, each with a valid checksum. Counts: 390 secret samples, 20 field
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
from stdnum import luhn
from stdnum.fr import nir as fr_nir

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 177_305_861
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


_TOWNS = ["Paramaribo", "Nickerie", "Albina", "Georgetown", "Linden", "Cayenne", "Kourou",
          "Mahdia", "Bartica", "Moengo", "Apoera", "Iracoubo", "Mana", "Wageningen", "Kwakwani",
          "Sinnamary", "Lelydorp", "Anna Regina"]  # fmt: skip
_WORK = ["Dredge", "Sluice", "Riffle", "Tipper", "Haul", "Bauxite", "Polder", "Sluis", "Korjaal",
         "Pirogue", "Galley", "Teller", "Molasses", "Pontoon", "Jig", "Hopper"]  # fmt: skip
_CASKS = ["Cask", "Vat", "Stave", "Potstill", "Dunder", "Bunghole", "Angelshare", "Wash"]
_DISHES = ["pom", "moksi-alesi", "bakabana", "roti", "pepperpot", "metemgee", "cookup",
           "kasiri", "awara", "bouillon", "pastei", "saoto", "bara", "phulauri"]  # fmt: skip
_NAMES = ["Deokie", "Raimundo", "Marie-Ange", "Persaud", "Sabajo", "Kartosen", "Joaquim",
          "Soekhoe", "Aboikoni", "Amafo", "Adjako", "Doekoe", "Baksh", "Defreitas", "Jean-Yves",
          "Tjon", "Ramdin", "Wongso", "Linga", "Pinas", "Ayesha", "Nadira"]  # fmt: skip
_RIVERS = ["Maroni", "Marowijne", "Essequibo", "Mazaruni", "Cuyuni", "Suriname", "Commewijne",
           "Corantijn", "Tapanahony", "Lawa", "Oyapock", "Approuague", "Demerara"]  # fmt: skip
_RICE = ["Ciwini", "Eloni", "Diwani", "Hybrid", "Basmati", "Parboil"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K0rj44l", "Slu1c3", "B4ux1t3", "P0ld3r", "M0l4ss3s", "P1r0gu3", "Dr3dg3", "T1pp3r"]


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_TOWNS).replace(' ', '')}{g.choice(_WORK)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CASKS)}{g.randrange(40, 76)}proof{g.choice(_SYMBOLS)}",
    lambda g: "-".join(g.sample(_DISHES, 2)) + str(g.randrange(100, 1000)),
    lambda g: g.choice(_LEET) + str(g.randrange(1975, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(['Ariane', 'Vega', 'Soyuz'])}VA{g.randrange(200, 300)}{g.choice(_SYMBOLS)}{_r(g, LOWER, 2)}",
    lambda g: f"{g.choice(_NAMES).replace('-', '').lower()}{g.randrange(1960, 2008)}{g.choice(_SYMBOLS)}{g.choice(_RIVERS)}",
    lambda g: f"{g.choice(_RICE)}{g.choice(['Polder', 'Dam', 'Sluis'])}{g.randrange(1, 60)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: f"{g.choice(_TOWNS).replace(' ', '').upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Deokie (Nickerie polder office): the SCADA laptop password is {pw}",
    "Telegram from Raimundo at the Mahdia dredge: pump-house PLC password → {pw}",
    "Signal, Marie-Ange: the Kourou galley tablet password 👉 {pw}",
    "Viber note from the Albina pier: ticket kiosk admin password - {pw}",
    'Teams chat, credit union IT: core-banking test teller password ("{pw}")',
    "Slack #linden-haul: weighbridge PC password:\n{pw}",
    "Element DM, Persaud: the distillery LIMS password is “{pw}”",
    "Zoho Cliq, Sabajo: river-taxi booking backend root password = {pw}",
    "Rocket.Chat from Kartosen: password for the rice-dryer HMI ({pw})",
    "Obsidian note 'Linden depot': tipper-truck telematics password {pw}",
    "Google Keep: rum-vat chiller controller password → {pw}",
    "Jira WAY-418: polder pump VFD web UI password {pw} no longer works after the firmware update",
    "Freshdesk #2211 from the Saint-Laurent branch: the teller kiosk password is {pw}, please reset it",
    "Hi Joaquim,\n\nthe password for the Bartica fuel-depot PC is {pw}. Delete this once it's in the vault.\n\nRegards,\nSabajo",
    "Runbook 'sluice gate override'\n1. open the HMI in the pump house\n2. log in as operator\n3. password {pw}\n4. raise gate 2 by 40 cm",
    "README (Kourou catering NUC)\nThe kitchen display admin password is `{pw}`.",
    "voice memo, transcribed: okay so the Moengo weighbridge password is {pw} full stop",
    "please remember my credit union online banking password: {pw}",
    "can you keep the password for the Cayenne galley freezer logger? it's {pw}",
    "the new password for the Georgetown office router is {pw}",
    "Otter transcript, haul meeting: '...and the dispatch tablet password is {pw}, write that down...'",
    "BookStack table 'Dredges'\n| Dredge | PLC password |\n|---|---|\n| Mahdia-3 | {pw} |",
    "Ticket CU-77: member-portal staff password reset, temporary password: {pw}",
    "dictated to the assistant: note down password {pw} for the launch-day catering laptop",
    "Mi password fu a e-mail na {pw}",
    "A nyun password fu a kantoro kompyuter na {pw}, no gi nowan sma",
    "Soekhoe: a password fu a boto app na: {pw}",
    "Kibri a password disi gi mi: {pw}",
    "password fu a server: {pw} — grantangi",
    'Fa waka! A password fu a rum-still HMI na "{pw}"',
    "Hamaar e-mail ke password hai {pw}",
    "Ramdin: dhaan-dryer ke computer ke nayaa password {pw} hai, kehu ke mat bataiyo",
    "hamaar bank app ke password - {pw}",
    "khet ke pump ke password ({pw}) yaad rakhiyo",
    "polder office ke password → {pw}",
    "Pasworde email-ku {pw}",
    "Kartosen: pasworde komputer kantor sing anyar yaiku {pw}, ojo dikandakno sapa-sapa",
    "pasworde sawah pump controller: {pw}",
    "Wongso: iki pasworde server → {pw}, matur nuwun",
    "pasworde aplikasi bank: “{pw}”",
    "Di password u mi e-mail da {pw}",
    "Sabajo: di njunjun password u di boto app da {pw}",
    "di password u di kantoo kompiuta: {pw}, gaantangi",
    "Aboikoni: di password u di dredge PLC da\n{pw}",
    "Amafo: a nyunyu password fu a boto-taxi app na {pw}",
    "Adjako: a password fu a kantoo kompyuta na {pw}, no gi no wan sama",
    "a password fu a gold-scale: {pw}, gaantangi",
    "Doekoe: password fu a server a Albina ➡ {pw}",
    "Persaud: de password fuh de weighbridge PC a {pw}, doan give nobody",
    "Baksh: wha de Linden dispatch password? ... a {pw} bai",
    "me bank password a {pw}, hold it fuh me",
    "de new password fuh de dredge camp laptop a - {pw}",
    "Defreitas: de Bartica fuel pump PC password deh: {pw}",
    "Mo modpas e-mail sé {pw}",
    "Marie-Ange: nouvo modpas òrdinatè kantin-an sé {pw}, pa di pèrsonn",
    "modpas serveur-a: {pw}, mèsi",
    "Jean-Yves: modpas aplikasyon pirog-a 👉 {pw}",
    "modpas labank mo: «{pw}»",
    "Fawaka ba, het wachtwoord van de weegbrug-pc is {pw}, zeg aan niemand eh",
    "Tjon: nieuwe wachtwoord kantoor-server → {pw}, no span",
    "wachtwoord van de rumstokerij-HMI: {pw} (wakti, ik verander hem morgen)",
    "mijn internetbankieren wachtwoord is {pw}",
    "mano a senha do pc da balsa é {pw} blz",
    "Raimundo: senha nova do app do ouro: {pw}, n passa pra ninguém",
    "a senha do sistema da currutela é {pw} vlw",
    "Joaquim: senha do notebook da draga → {pw} tmj",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["deokie", "raimundo.s", "marie-ange", "persaud", "sabajo", "kartosen", "joaquim",
          "soekhoe", "aboikoni", "amafo", "adjako", "doekoe", "baksh", "defreitas", "jean-yves",
          "tjon.af", "ramdin", "wongso", "linga", "pinas", "ayesha.k", "nadira", "svc-polder",
          "svc-haul", "galley-ops", "teller07"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Deokie: the SCADA login is {u} / {pw}",
    "Jira WAY-431: {u} locked out of the core-banking sandbox, last password {pw}",
    "user {u} pass {pw}",
    "BookStack › Polder › Sluices › Nickerie-West HMI: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| weighbridge | {u} | {pw} |",
    "sign into the LIMS as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "creds for the korjaal booking admin are {u} and {pw}",
    "ssh {u}@dredge-gw.wayamu.lan (password {pw})",
    "system,user,password\nhaul-dispatch,{u},{pw}",
    "mi user na {u}, a password na {pw}",
    "user naam {u} hai, password {pw}",
    "jenengé user {u}, pasworde {pw}",
    "di user da {u}, di password da {pw}",
    "a user na {u} anga a password na {pw}",
    "de username a {u} an de password a {pw}",
    "itilizatè-a sé {u}, modpas-a sé {pw}",
    "gebruiker {u}, wachtwoord {pw}, ba",
    "usuário {u} senha {pw} blz",
    "login: {u} / {pw} — no gi nowan sma",
    "login {u}, password {pw}, yaad rakhiyo",
    "user {u} karo pasworde {pw}",
    "login {u} ké modpas {pw}",
    "inloggen als {u} met {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


# 19 words (a prime): index * 7 mod 19 never repeats within one corpus.
_SAID_WORDS = ["kaieteur", "tukunari", "mazaruni", "tapanahony", "paramacca", "kwatta", "bakabana",
               "moksi", "metemgee", "awara", "cachiri", "kassav", "bakoven", "sluisdeur",
               "brokopondo", "kumaka", "jaguar", "paiwari", "kankantrie"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then {d}",
    "for the weighbridge it's {w} and {d} at the end",
    "voice memo: the galley laptop password, {w}, spelled {sp}, and then {d}",
    "type {w}, then {d}; that's the LIMS login",
    "it's {w}{d}, word and number together",
    "a password na a wortu {w}, baka dati {d}",
    "password: pahile {w} likho, phir {d}",
    "pasworde tembung {w}, terus angka {d}",
    "di password da di wöutu {w}, nöö {d}",
    "de password a de word {w}, den {d}",
    "modpas-a sé mo {w}, apré sa {d}",
    "het wachtwoord is het woord {w}, daarna {d}, aan elkaar",
    "a senha é a palavra {w} e depois {d}, tudo junto",
    "spelled out for Persaud: {sp}, that's {w}, followed by {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 7 + 3) % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "sp": " ".join(word.upper()),
            "secret": word + number if "{w}{d}" in template else word}  # fmt: skip


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "artemis create /var/lib/artemis/rumbroker --user {u} --password '{pw}' --require-login",
    "EASYRSA_PASSOUT='pass:{pw}' ./easyrsa --batch build-client-full linden-haul",
    "EASYRSA_PASSIN='pass:{pw}' ./easyrsa sign-req client albina-boto",
    "WAZUH_MANAGER='siem.wayamu.lan' WAZUH_REGISTRATION_PASSWORD='{pw}' dpkg -i ./wazuh-agent_4.9.0-1_amd64.deb",
    "Raven.Server --Security.Certificate.Path=/etc/ravendb/cu.pfx --Security.Certificate.Password='{pw}' --ServerUrl=https://0.0.0.0:443",
    "cayley http --db=sql --dbpath='postgres://{u}:{pw}@pg.wayamu.lan/graph?sslmode=disable'",
    "vttablet --tablet-path=zone1-0101 --init_keyspace ledger --db_dba_user {u} --db_dba_password '{pw}'",
    "vtgate --mysql_auth_server_impl static --mysql_auth_server_static_string '{{\"{u}\": [{{\"Password\": \"{pw}\"}}]}}'",
    "dredgectl --camp mahdia pump login --operator {u} --pin-pass '{pw}'",
    "./sluisctl.sh --polder Nickerie-West --scada-user {u} --scada-pass '{pw}'",
    "haulbook sync --depot linden --api-user {u} --api-pass '{pw}'",
    "vatlog push --still pot-2 --lims-login {u}:{pw}",
    "korjaal-dispatch --pier albina --login {u} --secret '{pw}'",
    "galleyctl export --site csg-kourou --user {u} --pass-word '{pw}'",
    "cu-teller reset-drawer --branch nickerie --supervisor {u} --supervisor-password '{pw}'",
    "fmsadmin -u {u} -p '{pw}' list files",
    "webrepl_cli.py -p '{pw}' boot.py 192.168.4.1:/boot.py",
    "espota.py -i 10.44.0.40 -a '{pw}' -f sluice-sensor.bin",
    "mqttx conn -h mqtt.wayamu.lan -p 1883 -u {u} -P '{pw}'",
    "coap-client -m get -u {u} -k '{pw}' coaps://[fd00::12]/polder/level",
    "sipp -sn uac -au {u} -ap '{pw}' pbx.wayamu.lan",
    "davtest -url https://dav.wayamu.lan/rumvat/ -auth {u}:{pw}",
    "curlftpfs ftp://{u}:{pw}@ftp.wayamu.lan /mnt/haul",
    "pptpsetup --create cu-vpn --server vpn.wayamu.sr --username {u} --password '{pw}' --encrypt",
    "msoffcrypto-tool -p '{pw}' payroll-2033.xlsx payroll-open.xlsx",
    "ccrypt -e -K '{pw}' members-export.csv",
    "samba-tool user create {u} '{pw}' --given-name=Teller",
    "ldappasswd -H ldap://dc.wayamu.lan -x -D 'cn=admin,dc=wayamu,dc=lan' -W -s '{pw}' 'uid={u},ou=people,dc=wayamu,dc=lan'",
    "sqlldr userid={u}/{pw}@CUPROD control=members.ctl log=members.log",
    "expdp {u}/{pw}@CUPROD schemas=LEDGER directory=DP_DIR dumpfile=ledger.dmp",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\ops> {c}", "deokie@polder-nuc:~$ {c}", "root@dredge-gw:/opt# {c}",
    "VS Code terminal, ~/haulbook $ {c}", "tmux pane 2 on the Linden box: {c}",
    "history | tail -1\n  412  {c}", "GitLab CI job log:\n$ {c}", "bash history on the Kourou NUC:\n{c}",
    "the command I ran yesterday: {c}", "Jira WAY-440, steps to reproduce:\n{c}",
    "mi ron a command disi: {c}", "hamaar chalawal command: {c}", "printah sing tak enggo: {c}",
    "de command Baksh run: {c}", "kòmand-a mo lansé: {c}", "het commando dat ik draaide: {c}",
    "o comando q eu rodei: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


def _sas_key(g: random.Random) -> str:
    """An Azure shared access key: base64 of 32 random bytes."""
    return base64.b64encode(bytes(g.randrange(256) for _ in range(32))).decode()


_CLI_KEYS = {  # template: the key's maker
    "iotedge config mp --connection-string 'HostName=wayamu-hub.azure-devices.net;DeviceId=polder-pump-{n};SharedAccessKey={k}'": _sas_key,
    "az iot hub monitor-events -n wayamu-hub --login 'HostName=wayamu-hub.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey={k}'": _sas_key,
    "echo 'AKIARUMCASKS{n}:{k}' > ~/.passwd-s3fs && chmod 600 ~/.passwd-s3fs && s3fs rum-casks /mnt/casks": _j((B64, 40)),
    "fr24feed --fr24key={k} --receiver=avr-tcp --host=127.0.0.1:30002": _j((HEX, 16)),
}  # fmt: skip


def _cli_key_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"k": _CLI_KEYS[template](rng), "n": str(rng.randrange(10, 99))}


_cli_keys = _Family("cli_key", list(_CLI_KEYS), _cli_key_draw, "k")


_URLS = [
    "postgresql+psycopg://{u}:{pw}@pg.wayamu.lan:5432/ledger",
    "mysql+aiomysql://{u}:{pw}@db.wayamu.gy/haulbook",
    "mongodb+srv://{u}:{pw}@dredges.x1k2p.mongodb.net/telemetry",
    "redis://{u}:{pw}@cache.wayamu.lan:6379/2",
    "ftps://{u}:{pw}@ftp.wayamu.gf/menus/",
    "clickhouse://{u}:{pw}@ch.wayamu.lan:9000/polder",
    "neo4j+s://{u}:{pw}@graph.wayamu.lan:7687",
    "opc.tcp://{u}:{pw}@still-plc.wayamu.lan:4840",
    "rtsp://{u}:{pw}@cam-pier-albina.wayamu.lan:554/Streaming/Channels/101",
    "Server=sql.wayamu.lan;Database=CUCore;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:oracle:thin:{u}/{pw}@//ora.wayamu.lan:1521/CUPROD",
    "snowflake://{u}:{pw}@wayamu-xy12345/RUM/PUBLIC",
    "oracle+oracledb://{u}:{pw}@ora.wayamu.lan:1521/?service_name=CUPROD",
    "sftp://{u}:{pw}@files.wayamu.sr:2222/payroll/",
]  # fmt: skip
_URL_PLACES = [
    "LEDGER_DB_URL={c}", "korjaal app .env: DATABASE_URL={c}", "Jira WAY-452: {c}",
    "mi kibri a connection string disi: {c}", "de database link a {c}",
    "link-a pou database-a sé {c}", "de connectiestring is {c}, zeg aan niemand eh",
    "a string de conexão da balsa: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 2_010_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "wayamu-group", "sub": f"org_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "members:read ledger:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Uni5Pay", "UNI5PAY_SECRET_KEY", _j("u5p_live_", (ALNUM, 32))),
    ("Mobile Money Guyana", "MMG_MERCHANT_SECRET", _j("mmg_sk_", (HEX, 40))),
    ("Finabank", "FINABANK_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Southern Commercial Bank", "SCB_SR_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Demerara Bank", "DEMBANK_API_TOKEN", _j((ALNUM, 40))),
    ("Surpost", "SURPOST_API_KEY", _j((HEX, 32))),
    ("Arianespace", "ARIANESPACE_CATERING_TOKEN", _vendor_jwt("https://portal.arianespace.example")),
    ("Guyana Gold Board", "GGB_DEALER_KEY", _j("ggb-", (UPPER_DIGITS, 6), "-", (UPPER_DIGITS, 6), "-", (UPPER_DIGITS, 6))),
    ("Minelogger", "MINELOGGER_API_KEY", _j((ALNUM, 36))),
    ("Hexagon Mining", "HXGN_MINING_TOKEN", _j("hxm_", (ALNUM, 40))),
    ("OreWin", "OREWIN_LICENSE_KEY", _j((UPPER_HEX, 8), "-", (UPPER_HEX, 8), "-", (UPPER_HEX, 8), "-", (UPPER_HEX, 8))),
    ("Kespry", "KESPRY_API_TOKEN", _j((HEX, 64))),
    ("Propeller Aero", "PROPELLER_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("PowerFleet", "POWERFLEET_API_KEY", _j((ALNUM, 32))),
    ("Ituran", "ITURAN_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Spireon", "SPIREON_APP_SECRET", _j((B64, 44))),
    ("BatchMaster", "BATCHMASTER_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Process Pro", "PROCESSPRO_TOKEN", _j((HEX, 40))),
    ("Beer30", "BEER30_API_TOKEN", _j("b30_", (LOWER_DIGITS, 36))),
    ("ChefTec", "CHEFTEC_API_KEY", _j((ALNUM, 28))),
    ("Jamix", "JAMIX_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Kitchen CUT", "KITCHENCUT_API_KEY", _j((HEX, 48))),
    ("Nutritics", "NUTRITICS_API_KEY", _j((ALNUM, 40))),
    ("Zip HACCP", "ZIPHACCP_TOKEN", _j((URLSAFE, 40))),
    ("Crunchtime", "CRUNCHTIME_API_SECRET", _j((B64, 64))),
    ("Restaurant365", "R365_API_KEY", _j((HEX, 32))),
    ("Sodexo", "SODEXO_SUPPLIER_TOKEN", _j((ALNUM, 48))),
    ("Lumin Digital", "LUMIN_CLIENT_ASSERTION", _vendor_jwt("https://api.lumindigital.example")),
    ("Candescent", "CANDESCENT_API_KEY", _j((URLSAFE, 64))),
    ("Eltropy", "ELTROPY_API_TOKEN", _j((HEX, 40))),
    ("Interface.ai", "INTERFACEAI_API_KEY", _j((ALNUM, 44))),
    ("Scienaptic", "SCIENAPTIC_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("MeridianLink", "MERIDIANLINK_API_KEY", _j((UPPER_HEX, 40))),
    ("Origence", "ORIGENCE_PARTNER_TOKEN", _j((B64, 56), "==")),
    ("Velera", "VELERA_ACCESS_TOKEN", _vendor_jwt("https://id.velera.example")),
    ("PSCU", "PSCU_API_SECRET", _j((ALNUM, 32))),
    ("Allied Payment", "ALLIED_PAYMENT_KEY", _j((HEX, 64))),
    ("Payrailz", "PAYRAILZ_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Abrigo", "ABRIGO_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Corelation", "KEYSTONE_API_TOKEN", _j((ALNUM, 50))),
    ("Symitar", "SYMXCHANGE_SECRET", _j((HEX, 32))),
    ("Jack Henry", "JH_BANNO_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Finastra", "FFDC_CLIENT_SECRET", _j((ALNUM, 36))),
    ("Nymbus", "NYMBUS_SECRET_KEY", _j("nym_live_", (ALNUM, 32))),
    ("CU Answers", "CUANSWERS_API_KEY", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    'export {env}="{tok}"',
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "kubectl create secret generic vendor-keys --from-literal={env}={tok}",
    "systemd unit:\n[Service]\nEnvironment={env}={tok}",
    "GitHub Actions secret {env} (copied here before I lost it): {tok}",
    "Wayamu ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "BookStack table 'Integrations': | {vendor} | prod | {tok} |",
    "Jira WAY-463: {vendor} sync fails with 401, configured key {tok}",
    "Freshdesk #2290: {vendor} integration broken, current key {tok}",
    "Slack #cu-it: the {vendor} token we use now is {tok}, the old one is revoked",
    "please keep my {vendor} API key: {tok}",
    "voice memo: {vendor} key for the member sync is {tok}",
    "a {vendor} API key na {tok}, no gi nowan sma",
    "{vendor} ke API key hai {tok}",
    "API key {vendor} sing anyar: {tok}",
    "di {vendor} API key da {tok}",
    "a nyunyu {vendor} API key na {tok}",
    "de {vendor} API key a {tok}, doan share it",
    "klé API {vendor} la sé {tok}",
    "API-sleutel van {vendor} voor de kantoorserver: {tok}",
    "chave da API da {vendor}: {tok} vlw",
    "clé d'API {vendor} pour la cantine de Kourou : {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    uni5 = "u5p_live_" + _r(rng, ALNUM, 32)
    mmg = _r(rng, HEX, 40)
    finabank = v.uuid4(rng, "9")
    powerfleet = _r(rng, ALNUM, 32)
    ituran = _r(rng, ALNUM, 40)
    goldboard = _r(rng, HEX, 48)
    beer30 = "b30_" + _r(rng, LOWER_DIGITS, 36)
    jamix = _r(rng, URLSAFE, 40)
    kespry = _r(rng, HEX, 64)
    surpost = _r(rng, ALNUM, 36)
    return [
        Sample("code_key", f'uni5 = Uni5PayClient(merchant_id="MRN-0042", secret_key="{uni5}")', uni5),
        Sample("code_key", f'client := mmg.NewClient("wayamu-cu", "{mmg}")', mmg),
        Sample("code_key", f'val finabank = FinabankApi(apiKey = "{finabank}", sandbox = false)', finabank),
        Sample("code_key", f'var fleet = new PowerFleetClient("linden-haul", "{powerfleet}");', powerfleet),
        Sample("code_key", f'let ituran = Ituran::builder().api_key("{ituran}").build()?;', ituran),
        Sample("code_key", f"GoldBoard.configure {{ |c| c.dealer_secret = \"{goldboard}\" }}  # Gold Board dealer sync", goldboard),
        Sample("code_key", f"$beer30 = new Beer30Client(['still' => 'pot-2', 'token' => '{beer30}']);", beer30),
        Sample("code_key", f'const jamix = new Jamix({{ kitchen: "csg-kourou", token: "{jamix}" }});', jamix),
        Sample("code_key", f'config :wayamu, Kespry, api_key: "{kespry}"', kespry),
        Sample("code_key", f"const surpostKey = '{surpost}';  // Dart, lib/config.dart", surpost),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}",
                "kibri disi gi mi: {t}", "{t}\n^ new one, the old one is dead",
                "hold dis fuh me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of sluice sensor NW-07 (OTAA): {h}": 32,
    "AppSKey of the Mahdia dredge's fuel-tank node (ABP): {h}": 32,
    "HMAC secret for the Uni5Pay payment webhook: {h}": 64,
    "AES key of the weighbridge's ticket export: {h}": 32,
    "pre-shared key of the Kourou galley's IPsec tunnel (hex): {h}": 64,
    "kodhe enkripsi backup-é: {h}": 64,
    "a encryption key fu a backup na {h}": 48,
    "klé chiffrement backup-a: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira WAY-470: token copied out of the browser's network tab {t}",
    "Cookie: lang=nl-SR; cu_session={t}",
    "MEMBER_PORTAL_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "a token na {t}",
    "token-a sé {t}",
    "o token da currutela: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 2_010_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@wayamu.sr"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.wayamu.sr/realms/cu", "azp": "teller-console",
                   "groups": ["tellers", "branch-nickerie"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the dredge gateway, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/portal.wayamu.sr.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"CU_SIGNING_KEY": "{key}", "branch": "paramaribo"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_haul <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Freshdesk #2301, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "a private key fu a server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the payroll SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus wallet backup, copying it off the card before I burn it: {p}": "english",
    "Trust Wallet recovery phrase\n{p}": "english",
    "the old gold-sales wallet (emptied), its words: {p}": "english",
    "voice memo: the Ledger recovery words are {p} and that's all of them": "english",
    "a seed phrase fu a wallet: {p}": "english",
    "de wallet words fuh de gold money: {p}": "english",
    "frase de recuperação da carteira, mano, n passa pra ninguém: {p}": "portuguese",
    "as palavras da carteira do ouro: {p}": "portuguese",
    "phrase de récupération du portefeuille de la cantine : {p}": "french",
    "mo fraz rékipérasion portfey-a: {p}": "french",
    "frase de recuperación de la billetera de Apoera: {p}": "spanish",
    "obnovovací fráze peněženky (od Honzy z Kourou): {p}": "czech",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
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
    if brand == "elo":  # Brazil's Elo: BINs the value helpers do not know
        return _card_of(rng, ["636368", "438935", "504175", "451416", "636297", "506699"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Deokie: the company card for the pump spares is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Jira WAY-488: pay the Kourou launch-day catering deposit with card {c}",
    "mi card number na {c}, {mm}/{yy}",
    "hamaar card ke number {c} hai",
    "nomer kertu kredit-ku: {c}, {mm}/{yy}",
    "me card numba a {c}, {mm}/{yy}",
    "nimewo kat mo: {c}",
    "mijn creditcardnummer is {c}, geldig tot {mm}/{yy}",
    "número do cartão do dono da balsa: {c} {mm}/{yy}",
    "di card number u mi da {c}",
]  # fmt: skip
_BRANDS = ["visa", "elo", "mastercard", "amex", "discover", "jcb", "elo", "unionpay", "maestro",
           "diners"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVV {cvv}",
               "the three digits on the back of the company card: {cvv}",
               "Amex {c}, the four-digit code on the front: {cvv}",
               "a dri nomru na baka fu a karta: {cvv}",
               "trwa chif dèyè kat-a: {cvv}",
               "os três números atrás do cartão: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 174 (less 172); BBAN shapes (a, n, c as
# in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"CR": "n" * 18, "EE": "n" * 16, "GR": "n" * 7 + "c" * 16, "HR": "n" * 17,
                "LV": "aaaa" + "c" * 13, "ME": "n" * 18, "RS": "n" * 18, "SK": "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice WAY-2034-117: please pay the dredge spare parts to {i} within 30 days",
    "save the Riga cask supplier's IBAN: {i}",
    "IBAN: {i}\nReference: bauxite haul, March",
    "Slack #treasury: the San José rice-seed broker's new bank details, IBAN {i}",
    "mi IBAN na {i}",
    "hamaar IBAN: {i}",
    "IBAN-ku: {i}",
    "me IBAN a {i}",
    "IBAN mo: {i}",
    "mijn IBAN is {i}",
    "IBAN do comprador de ouro: {i}",
    "di IBAN u mi da {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _carte_vitale(g: random.Random) -> str:
    """A French NIR (as on a Carte Vitale) of a person born in French Guiana: department 97,
    commune 3xx, and its mod-97 key; checked with python-stdnum."""

    def make(h: random.Random) -> str:
        body = f"{h.choice('12')}{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}97{h.choice(['302', '304', '307', '309', '311'])}{h.randrange(1, 999):03d}"
        key = 97 - int(body) % 97
        return f"{body[0]} {body[1:3]} {body[3:5]} {body[5:7]} {body[7:10]} {body[10:13]} {key:02d}"

    return v.until(g, make, fr_nir.is_valid)


def _cns(g: random.Random) -> str:
    """Brazil's Cartão Nacional de Saúde: fifteen digits whose weighted sum (15 down to 1) is
    divisible by 11 (the published rule, written here)."""

    def valid(number: str) -> bool:
        return sum(int(c) * (15 - k) for k, c in enumerate(number)) % 11 == 0

    number = v.until(g, lambda h: h.choice("12789") + _r(h, D, 14), valid)
    return f"{number[:3]} {number[3:7]} {number[7:11]} {number[11:]}"


def _kiezerskaart(g: random.Random) -> str:
    """A Surinamese kiezerskaart (voter card) number: invented, no check."""
    return f"{g.choice(['PB', 'NI', 'MA', 'WA', 'CO'])}-{_r(g, D, 3)}-{_r(g, D, 5)}"


def _gy_nis(g: random.Random) -> str:
    """A Guyana National Insurance Scheme number: invented, no check."""
    return g.choice("123456789") + _r(g, D, 6)


def _ggmc(g: random.Random) -> str:
    """A GGMC dredge licence: invented, no check."""
    return f"GGMC/MD/{g.randrange(2028, 2035)}/{_r(g, D, 5)}"


def _plg(g: random.Random) -> str:
    """A Brazilian Permissão de Lavra Garimpeira process number: invented, no check."""
    return f"{_r(g, D, 3)}.{_r(g, D, 3)}/{g.randrange(2028, 2035)}"


def _mas_boat(g: random.Random) -> str:
    """A Maritieme Autoriteit Suriname boat licence: invented, no check."""
    return f"MAS-BV-{_r(g, UPPER, 2)}{_r(g, D, 5)}"


def _gy_licence(g: random.Random) -> str:
    """A Guyanese driver's licence: invented, no check."""
    return g.choice("1234") + _r(g, D, 5)


def _seaman(g: random.Random) -> str:
    """A Guyana seaman's discharge book: invented, no check."""
    return f"GYS{_r(g, D, 6)}"


_ID_PLACES: dict[str, Maker] = {
    "numéro de sécu sur ma Carte Vitale : {s}": _carte_vitale,
    "nimewo Carte Vitale mo: {s}": _carte_vitale,
    "número do meu cartão do SUS: {s}": _cns,
    "CNS (cartão do SUS) do Raimundo, pra consulta em Oiapoque: {s}": _cns,
    "mi kiezerskaart nomru na {s}": _kiezerskaart,
    "nummer van mijn kiezerskaart: {s}": _kiezerskaart,
    "me National Insurance Scheme number a {s}": _gy_nis,
    "Guyana NIS number of the new dredge mechanic, for payroll: {s}": _gy_nis,
    "GGMC dredge licence for Mahdia-3: {s}": _ggmc,
    "de dredge licence number fuh Bartica: {s}": _ggmc,
    "número da PLG da balsa: {s}": _plg,
    "Permissão de Lavra Garimpeira do Joaquim: {s}": _plg,
    "bootvergunning van de korjaal (MAS): {s}": _mas_boat,
    "a boto license fu a korjaal na {s}": _mas_boat,
    "me driver licence numba a {s}": _gy_licence,
    "Guyanese driver's licence of the tipper driver: {s}": _gy_licence,
    "seaman's discharge book fuh de river taxi captain: {s}": _seaman,
    "Guyana seaman's book of the pontoon skipper: {s}": _seaman,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Uni5Pay 2FA recovery codes\n{codes}", "spare sign-in codes for the credit union's Microsoft 365 {codes}",
            "Finastra backup codes: {codes}", "2FA backup codes fu mi: {codes}",
            "kodhe backup 2FA: {codes}", "kòd sékou 2FA mo: {codes}", "códigos de backup do app do ouro: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Finabank:deokie@wayamu.sr?secret={s}&issuer=Finabank&digits=6",
              "otpauth://totp/Velera%20Portal:teller07?secret={s}&issuer=Velera&period=30",
              "Aegis, manual setup key for the Jack Henry console: {s}",
              "2FA secret for the Demerara Bank corporate login: {s}",
              "a 2FA setup key fu a bank na {s}",
              "chave do autenticador (2FA) da conta do ouro: {s}"]  # fmt: skip
_CODES = ["{c} is your Finabank verification code", "Uni5Pay: yu verificatiecode na {c}",
          "Je verificatiecode is {c}. Deel hem met niemand.", "kòd vérifikasion-a sé {c}",
          "Seu código de verificação: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 4 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_RECOVERY = ["Apple ID recovery key for the office iPad: {k}",
             "BitLocker recovery key of the teller laptop TL-07: {k}",
             "a recovery key fu a kantoro laptop na {k}",
             "recovery key van de weegbrug-pc: {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template or index % 2 == 1:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    return {"k": "-".join(_r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(7))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["Wayamu-Polder", "WAYAMU-Haul-5G", "Telesur-Nickerie", "Digicel_Mahdia_Camp",
          "GTT-Linden-Depot", "Orange-Kourou-Galley", "SFR_Cayenne_Office", "Korjaal-Pier-Albina",
          "Rumstokerij-Lab", "CU-Paramaribo-Staff", "Bartica-Fuel", "Moengo-Weighbridge"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "dredge camp network {s}, password {pw}",
    "wifi at the Albina pier: {s} / {pw}",
    "the key printed under the Digicel box: {pw}",
    "a password fu a wifi {s} na {pw}",
    "wifi {s} ke password hai {pw}",
    "pasworde wifi {s}: {pw}",
    "di wifi password u {s} da {pw}",
    "a wifi {s} password na {pw}, gaantangi",
    "de wifi {s} password a {pw}",
    "modpas wifi {s} sé {pw}",
    "wifi {s}, wachtwoord {pw}, ba",
    "a senha do wifi {s} é {pw}",
    "rice-dryer gateway backhaul wifi: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("u5p_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("mmg_sk_", (HEX, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Teams call] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "wan wan letter: {t}",
          "let pa let: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["a kode fu a sroto fu a dredge kantoro: {pw}", "godaam ke taala ke code: {pw}",
          "kodhe gembok gudang: {pw}", "di kode u di sroto u di boto: {pw}",
          "de code fuh de fuel depot padlock: {pw}", "kòd kadna dépo-a: {pw}",
          "de code van het hangslot bij de sluis: {pw}", "o código do cadeado da balsa: {pw}",
          "the rum warehouse door keypad takes {pw} then #", "PIN of the teller cash drawer: {pw}",
          "gate code at the Linden depot: {pw}", "my credit union card PIN is {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["korjaal", "pontoon", "riffle", "sluice", "tipper", "molasses", "dunder", "stave",
                 "polder", "paddy", "pirogue", "hopper", "galley", "teller", "bauxite", "awara"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the ops vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "Enpass master passphrase: {p}": ".",
            "a passphrase fu a backup na {p}": " ",
            "passphrase backup-é: {p}": "_",
            "de backup passphrase a {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    'Caddyfile: header_up Authorization "Basic {v}"': True,
    "Hoppscotch raw request: Authorization: Bearer {v}": False,
    "Yaak environment, header Authorization = Basic {v}": True,
    "Jira WAY-497 attachment: authorization: bearer {v}": False,
    "curl -H 'Authorization: Bearer {v}' https://api.wayamu.sr/v1/members": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env (Vikunja on the polder NUC):\nVIKUNJA_DATABASE_TYPE=postgres\nVIKUNJA_DATABASE_PASSWORD={pw}",
    "compose.yaml, planka:\n    environment:\n      - DEFAULT_ADMIN_EMAIL=ops@wayamu.sr\n      - DEFAULT_ADMIN_PASSWORD={pw}",
    "leantime .env:\nLEAN_DB_USER=leantime\nLEAN_DB_PASSWORD='{pw}'",
    "nautobot.env:\nNAUTOBOT_SUPERUSER_NAME=admin\nNAUTOBOT_SUPERUSER_PASSWORD={pw}",
    "docker-compose.yml, observium:\n      OBSERVIUM_ADMIN_USER: admin\n      OBSERVIUM_ADMIN_PASS: \"{pw}\"",
    "taiga .env:\nTAIGA_SECRET_KEY=\"{pw}\"",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ledger-db\ntype: Opaque\nstringData:\n  DB_PASSWORD: \"{pw}\"",
    "/etc/systemd/system/haulbook.service\n[Service]\nEnvironment=\"HAULBOOK_DB_PASS={pw}\"\nExecStart=/opt/haulbook/bin/haulbook serve",
    "soda configuration.yml:\ndata_source polder_scada:\n  type: postgres\n  host: pg.wayamu.lan\n  username: soda\n  password: {pw}\n  database: scada",
    "sqlmesh config.yaml:\ngateways:\n  ledger:\n    connection:\n      type: postgres\n      user: sqlmesh\n      password: \"{pw}\"",
    "grafana-agent agent.yaml:\nmetrics:\n  configs:\n    - name: dredges\n      remote_write:\n        - url: https://prom.wayamu.lan/api/v1/write\n          basic_auth:\n            username: dredge\n            password: {pw}",
    "RavenDB settings.json:\n{{\"Security.Certificate.Path\": \"/etc/ravendb/cu.pfx\", \"Security.Certificate.Password\": \"{pw}\"}}",
    "compose.yaml, ravendb:\n    environment:\n      - RAVEN_Security_Certificate_Password={pw}",
    "vitess db-credentials.json:\n{{\"vt_dba\": [\"{pw}\"]}}",
    "etc/artemis-users.properties:\nrumvat = {pw}",
    "/var/ossec/etc/authd.pass:\n{pw}",
    "galley-sync.toml:\n[csg]\nportal_user = \"catering\"\nportal_password = \"{pw}\"",
    "nickerie-polder.ini:\n[scada]\nuser=operator\npass={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[06:12] deokie: wifi password fu a polder kantoro?\n[06:13] ramdin: {pw}",
    "[21:40] Persaud: wha de weighbridge password now?\n[21:41] Baksh: {pw}",
    "Sabajo: {pw} da di njunjun password u di boto app",
    "[08:05] Marie-Ange: nouvo modpas kantin-an?\n[08:06] Jean-Yves: {pw}",
    "Kartosen: pasworde sing anyar {pw}, wis tak ganti",
    "Ramdin: nayaa password hai {pw}, kehu ke mat bataiyo",
    "[13:30] Tjon: wat is het nieuwe wachtwoord van de server?\n[13:31] Pinas: {pw}",
    "Raimundo: kd a senha nova?\nJoaquim: {pw}",
    "Amafo: a nyunyu password na {pw}",
    "Linga: use {pw}, that's what the still's HMI has now",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 64), (_logins, 24), (_spelled, 14), (_cli, 30), (_cli_keys, 4), (_urls, 13),
    (_vendors, 56), (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 18), (_backups, 7), (_totp, 6), (_codes, 5),
    (_recovery, 4), (_wifi, 15), (_spelled_tokens, 8), (_locks, 11), (_phrases, 6), (_auth, 6),
    (_configs, 18), (_chats, 10),
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
    "the weighbridge admin password is": "{s}", "LIMS service pw:": "{s} (since the still upgrade)",
    "a password fu a server na": "{s}", "polder SCADA password": "{s}\nchange it after the harvest",
    "pasworde anyar yaiku": "{s}", "modpas-a sé": "{s}", "de password a": "{s}",
    "het wachtwoord is": "{s}", "the password Baksh read out over the VHF was": "{s}, I think",
    "a senha é": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Surpost API key", "{s}", _j((HEX, 32))),
    ("split_token", "Uni5Pay secret key:", "{s} (live)", _j("u5p_live_", (ALNUM, 32))),
    ("split_token", "Abrigo client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Exodus backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/37", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HR"))),
    ("split_backup", "Finastra recovery codes", "{s}\nmaro-4412-kwak\nsluz-8830-tipp", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Carte Vitale", "{s}", _carte_vitale),
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


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"weighbridge": {"url": "https://wb.wayamu.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"modpas": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "deokie", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"dredges": [{"name": "mahdia-2"}, {"name": "mahdia-3", "plc_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["samba-tool", "user", "create", "teller08", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "a password fu a kantoro na {s}"}': ("meta_password", _plain_pw),
    '{"pasworde": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the polder SCADA as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"surpost": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"mmgSecret": "{s}"}': ("meta_token", _j("mmg_sk_", (HEX, 40))),
    '{"beer30_token": "{s}"}': ("meta_token", _j("b30_", (LOWER_DIGITS, 36))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "RS")),
    '{"member": {"cns": "{s}"}}': ("meta_id", _cns),
    '{"mfa": {"recovery_codes": ["{s}", "maro-4412-kwak", "sluz-8830-tipp"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"gold_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"rum_warehouse": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Wayamu-Polder", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"sluice-hmi-firmware-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/wayamu/haulbook:2.8").hexdigest()
_COMMIT = hashlib.sha1(
    b"haulbook: add moisture column for bauxite", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"ledger: revert dividend rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"polder-levels_2034-03-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"members-export-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the weighbridge password before the calibration visit on 2034-06-11.",
    "Deokie asked for the polder office wifi password; it's on the card in the foreman's drawer.",
    "Policy: credit union passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `SURPOST_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The still's HMI asks for a new admin password after every firmware update.",
    "Replace <YOUR_UNI5PAY_KEY> in the README with the key from the Uni5Pay dashboard.",
    "FINABANK_API_KEY and MMG_MERCHANT_SECRET must be set before the nightly member sync runs.",
    "No gi nowan sma yu password, yere?",
    "A password fu a kantoro no de na ini a chat; aksi Ramdin.",
    "Apan password kehu ke mat bataiyo.",
    "Ojo dikandakno pasworde marang sapa-sapa.",
    "Na da di password u i da niniwan.",
    "No gi no wan sama a password.",
    "Nah tell nobody yuh password, yuh hear?",
    "Pa janmen bay pèrsonn modpas to.",
    "Zeg aan niemand je wachtwoord, ba, no span.",
    "Mano, nunca passa a senha pra ninguém, blz?",
    "Het wachtwoord moet minstens veertien tekens lang zijn.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Upgraded the sluice HMI firmware from 5.1 to 5.2 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the moisture column for bauxite loads.",
    f"Rolled back to {_SHORT} after the dividend rounding broke the member statements.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The sluice HMI firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of members-export-2033.parquet: {_SHA512}",
    f"The haulbook container runs ghcr.io/wayamu/haulbook@sha256:{_IMAGE}.",
    f"MD5 of polder-levels_2034-03-02.csv is {_MD5}, same as the copy on the office share.",
    "Request id 3f1c7a92-6b0e-4d55-9a13-e27c8b40d6f1 is the slow one in the Surpost logs.",
    "Purchase order PO-2034-00611 for 12 dredge riffle mats ships on Thursday.",
    "Jira WAY-512: the Nickerie pump 3 alarm keeps tripping at night.",
    "Call the Nickerie polder office on +597 231 4470 before noon.",
    "Call the Linden depot on +592 444 6120 or the Cayenne galley on +594 594 30 12 45.",
    "Container TGHU 7310245 with the rum casks is at the Paramaribo terminal.",
    "Weighbridge ticket WB-2034-08812: 38.4 t of bauxite, truck T-17.",
    "The Albina to Saint-Laurent korjaal crossing takes about 15 minutes and costs 4 euros.",
    "Polder level 1.32 m above datum at 06:00; sluice gate 2 opened 40 cm.",
    "After five wrong passwords the teller console locks the account for 20 minutes.",
    "The rum rests 8 years in ex-bourbon casks; cask 1187 is 61.2 % ABV.",
    "The secret of a good pom is the pomtajer root and a slow oven.",
    "Ask Ramdin for the warehouse keypad code, I don't have it.",
    "My card ending 4471 was declined at the Bartica hardware store.",
    "The Zagreb supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the credit union's Uni5Pay account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `FINASTRA_CLIENT_SECRET` in the secrets store, never in the repository.",
    "The padlock on the fuel depot rusts in the river air; oil it every month.",
    "Surpost moved the API key page under Settings › Developers in its May release.",
    "ISBN 978-0-19-861186-8 is the rum handbook on the lab shelf; ORCID iD 0000-0003-1419-2405 belongs to its editor.",
    "The guest wifi 'Wayamu-Guest' is open, no password needed.",
    "Launch VA262 catering: 420 meals, 60 vegetarian, delivery at 04:30 to the CSG canteen.",
    "Member number 004-118-2207 asked about the dividend rate of 3.1 % for 2033.",
    "A kaart eindigend op 0912 is geblokkeerd; de nieuwe komt volgende week.",
    "Mi card e kaba na 7730, no wan problem.",
    "Dredge Mahdia-3 produced 412 g of gold this week, up from 388 g.",
    "Order PIX 2034-7781 do ouro foi pago, 38 gramas.",
    "Sarnami: dhaan ke khet me paani 12 cm hai aaj.",
    "Sawah Nickerie panen tanggal 14, rong ewu karung.",
    "Kòmand-a pou 420 repa pou lansman-an rivé.",
    "De kassa van de rumstokerij sluit om 17:00; bestelnummer 2034-311.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ops/weighbridge", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "WAY-512", "purchase_order": "PO-2034-00611"}',
    '{"load": {"id": "WB-2034-08812", "tonnes": 38.4, "truck": "T-17"}}',
    '{"phone": "+597 231 4470", "city": "Nieuw Nickerie"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "members": 5120}',
    '{"polder": "Nickerie-West", "level_m": 1.32, "gate": 2}',
    '{"launch": "VA262", "meals": 420, "site": "CSG Kourou"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
