# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-forty-sixth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-forty-second's docstring,
the fifth to hundred-and-forty-second only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time, any test
nor the reports, and the scrubber was never run on it. Its own seed, password words (a tree and a
board size, "Crabe", a year and a village, a junior-hockey team and a number, a ferry's name and a
year, a turbine unit and its megawatts, an AZERTY walk and digits as Saint-Pierre's French
keyboards invite, a village, a dog and a number joined by dots, a leet word of the trades and a
year, a dog's name and a date, a snow crab's carapace size, generated groups and runs), names,
places, templates, tools, vendors and layouts, the way the staff of Nordet Ressources (a fictional
forestry, snow-crab, hydro and ferry group of Quebec's North Shore, Acadia, Newfoundland and
Saint-Pierre-et-Miquelon: the Scierie Nordet sawmill and its dry kilns near Sept-Îles, a snow-crab
plant and its cooking line at Caraquet, the Chute-aux-Loups hydro station above Baie-Comeau with
its control room and river gauges, a ferry terminal at Fortune for the crossing to Saint-Pierre,
offices in Moncton, Corner Brook and St. John's, and the health centre of the Minashkuat band
council; staff from the Côte-Nord, the Acadian Peninsula, the Madawaska, the Magdalen Islands,
the Port-au-Port peninsula, the Lower North Shore, Saint-Pierre and Miquelon, Uashat, Listuguj,
Wemotaci, Kawawachikamach, Nain and Moose Factory, with Haitian, Mexican, Guatemalan, Filipino,
Vietnamese and Ukrainian workers and a Japanese crab buyer) leak secrets into an assistant's
memory. The texts are Teams, Slack, Beekeeper, Connecteam, Workvivo, Mattermost, Rocket.Chat,
Element, Wire, Google Chat, GroupMe, Discord, Signal, iMessage, SMS, Webex, Vocera and Zoom
messages, Microsoft To Do, Google Keep, Apple Notes, Notion and Obsidian notes, Jira Service
Management, Freshservice and Zendesk tickets, Confluence pages, an e-mail, an incident note, a
runbook, a README fragment, shell history (PowerShell, Windows Terminal, MobaXterm, Termius, Tabby,
a VS Code terminal, `history | grep`), configs, code (Lua, PowerBuilder, Delphi, VBA, C#, Visual
FoxPro, Python, Java, Ruby, JavaScript, PHP, Gradle), a TSO command, voice-dictated text and
requests to the assistant itself, around the panels of sawmill, crab-plant, hydro, ferry, clinic
and network hardware (a Valutec Valmatics and a Wellons kiln control, a Comact TrimExpert
optimizer, a Microtec Goldeneye scanner, a Frick Quantum HD ammonia compressor panel, a Marel
M3000 grading scale, a JBT GYRoCOMPACT spiral freezer, a Mettler Toledo Safeline X-ray, SEL-3530
RTAC and SEL-751 relays, a GE Multilin 869, an Andritz HIPASE excitation, a Woodward 505 governor,
a Hitachi Energy RTU560 with DNP3 Secure Authentication, a Schneider ION7650 meter, Campbell
Scientific CR1000X and Sutron XLink loggers, LoRaWAN moisture and river-level probes, a Kongsberg
K-Bridge, a Furuno FAR-2228 radar, an Intellian v150NX antenna controller, a Cobham Sailor 500, an
MTU Blue Vision display, a Starlink router, Gallagher Command Centre with DESFire cards, Philips
IntelliVue MX450, Omnicell XT, Welch Allyn Connex and Canon CXDI at the clinic, a Mitel MiVoice
Business, a FortiGate 60F, a Moxa EDS-G516E, an APC Smart-UPS, a Zebra ZD621 boarding-pass
printer, UniFi and a Vidéotron Helix box). Tools none of heldouts 5 to 142 names:
`ovirt-aaa-jdbc-tool user password-reset … --password=pass:…`, RACF's `ALTUSER … PHRASE('…')`,
Teradata's `tbuild -u "…TargetUserPassword='…'"`, LuaSQL's `env:connect`, PowerBuilder's
`SQLCA.LogPass`, Delphi FireDAC's `Params.Password`, ADODB's `cn.Open "…Password=…"`, Crystal
Reports' `SetDatabaseLogon`, `firebase functions:config:set`, ISC's `omshell` (`key omapi_key …`),
Gupta SQLTalk's `CONNECT db 1 user/…`, Visual FoxPro's `SQLSTRINGCONNECT`, NSS's `modutil
-changepw … -newpwfile` and `cmsutil -p`, `sqlanydb.connect(uid=…, pwd=…)`, `pyexasol.connect`,
`Jdbi.create(url, user, …)`, ActiveRecord's `establish_connection` and Pony ORM's `db.bind`; beside
them the commands the product names (sshpass, mysql, redis-cli, curl -u, docker login, htpasswd
-b, smbclient, 7z, openssl -pass, xfreerdp, net use, sqlplus, ipmitool, mosquitto_pub, sudo -S) and
the formats it names (.pgpass, pgbouncer's userlist, PHP's `define`, a SOCKS5 proxy URL with no
host, a wifi QR code), in layouts of its own. About 45 % of the texts are in other languages than
English (by a rough count of the drawn samples): Saint-Pierrais French (the French of
Saint-Pierre-et-Miquelon), Naskapi (Iyuw Iyimuun of Kawawachikamach, in Roman letters), Brayon
French (the French of the Madawaska), Madelinot French (the French of the Magdalen Islands),
Newfoundland French (the Franco-Terreneuvien of the Port-au-Port peninsula), Lower North Shore
English (the Coasters' English of Harrington Harbour and Blanc-Sablon), Labrador Inuttut (of Nain,
in Roman letters) and Moose Cree (the L-dialect of Moose Factory), which no earlier docstring
names, and Québécois French, Acadian French (Chiac), Haitian Creole, Mexican and Guatemalan
Spanish, Tagalog, Vietnamese, Ukrainian, Japanese, Korean, European Portuguese, German, Basque,
Lebanese Arabic and Mandarin, with Innu-aimun, Mi'kmaq and Atikamekw, in wordings of their own.
The eight new languages' wordings are the author's approximations, checked by no speaker, built
around a few marked words and the loanwords people there really text (password, wifi, user, email,
API key, passport, card, IBAN, command): Saint-Pierrais' `mot d'passe`, `à c't'heure`, `hein` and
`ouifi`; Naskapi's possessive prefix `ni-`, the demonstrative `an`, `mâk` ("and"), `nimâ awen`
("no one") and `ushkau` ("new"); Brayon's `icitte`, `asteure`, `drette`, `pantoute` and `pas
d'farce`; Madelinot's `j'avons`, `itou` and `baille`; Port-au-Port's `m'as`, `yeusse` and `back à
la shop`; the Coast's `b'y`, `'tis`, the after-perfect (`I'm after changin'`) and `me` for "my";
Inuttut's possessive suffix `-ga`/`-nga` on a loanword (`passwordiga`, `wifiga`), the allative
`-mut`, `una`, `nutâk` ("new") and `nakummek`; Moose Cree's `nîla`, `ni-`, `êkwa`, `oski` and
`namawiya awiyak`. The Naskapi and Inuttut forms are the thinnest guesses, and so are the few
Innu-aimun (`eukuan`, `ekâ uîtamu`), Mi'kmaq (`Kwe'`, `ni'n`, `wela'lin`) and Atikamekw (`Kwe`,
`ni`, `mikwetc`) lines. Vendors (PetalMD, AlayaCare, Omnimed, Purkinje, Medesync, Kinlogix,
Logibec, Juvonno, Dialogue, Medfar, Cliniconex, CognisantMD's Ocean, Mikata Health,
Bonjour-santé, Clic Santé, Mustimuhw, Novari, Medavie, FPInnovations, Tigercat's RemoteLog,
Haglöf, BID Group, Optimil, DeltaTrak, iTrade, Coveo, Employeur D, Acceo, Mogile, Rise People,
PayEvo, AutoEntry, Collage, ClockShark, TSheets, Paytrack, Inverite, Neo Financial, Shakepay,
Verafin, Unito, Botpress, AppDirect, Introhive, Radient360, Bluedrop, Medeo and Pocketpills) are
ones heldouts 5 to 142 do not name; Coveo's `xx` before a UUID and Botpress's `bp_pat_` are their
shapes as the author believes them, and every other shape (PetalMD's `pmd_`, Cliniconex's `cnx_`,
PayEvo's `pev_sk_`, TSheets' `S.n__…`, the UUIDs, hex runs, base64 runs and JWTs) is the author's
guess, since none of them publishes one the author knows. The ids are kinds heldouts 5 to 142 do
not use: a Québec (SAAQ) driving licence, a New Brunswick driver's licence, an IRCC Unique Client
Identifier, a CNESST claim file number, a WorkSafeNB claim number, a Saint-Pierre-et-Miquelon
Caisse de prévoyance sociale affiliate number, a Québec hunter's certificate, a Naskapi
beneficiary number under the Northeastern Québec Agreement, a Nunatsiavut beneficiary number, a
Newfoundland fish harvester's (PFHCB) certification number, a Haitian national identification
card (CIN), a Mexican cartilla militar, a Vietnamese citizen identity card (CCCD), a Ukrainian
citizen's internal passport booklet and a CCQ competency card, for which python-stdnum has no
module and which no library or this file checks (no check-digit algorithm is written here): they
are unchecked, their shapes as the author believes them or invented; passports under
Saint-Pierrais, Naskapi, Inuttut and Moose Cree words, likewise unchecked. Card numbers pass Luhn
(Canadian banks' debit client-card prefixes, as the author believes them, drawn here besides the
value helpers' brands, all checked with python-stdnum's `luhn`). The IBANs are of countries used
least by a rough count over the IBAN shapes of heldouts 5 to 142 (Burundi, Belarus, Djibouti,
Guatemala and Yemen, in nine corpora each, and the Falklands, Greenland and Saint Lucia, in ten),
drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, French,
Spanish, Portuguese, Japanese and Korean lists, each with a valid checksum. Counts: 390 secret
samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and 10 clean metadata
dicts.
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

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 146_508_917
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


_TREES = ["Epinette", "SapinBaumier", "Bouleau", "PinGris", "Meleze", "Thuya", "Tremble",
          "Merisier", "Pruche", "Erable"]  # fmt: skip
_BOARDS = ["2x4", "2x6", "2x8", "1x6", "4x4", "2x10"]
_TEAMS = ["Drakkar", "Oceanic", "Titan", "Wildcats", "Growlers", "Remparts", "Huskies", "Armada",
          "Islanders", "Eagles", "SeaDogs", "Phoenix"]  # fmt: skip
_BOATS = ["NordikPassant", "AtlanticJet", "CapAuxMeules", "Apollo", "Legionnaire", "Bellevue",
          "OceanNova", "MiquelonExpress", "Harbour-Breeze"]  # fmt: skip
_PLACES = ["SeptIles", "BaieComeau", "PortCartier", "HavreStPierre", "Caraquet", "Shippagan",
           "Lameque", "Moncton", "Edmundston", "CornerBrook", "StJohns", "Stephenville",
           "Harrington", "BlancSablon", "SaintPierre", "Miquelon", "CapAuxMeules", "Schefferville",
           "Kawawachikamach", "Nain", "MooseFactory", "Uashat", "Natashquan", "Listuguj",
           "Wemotaci", "Lourdes"]  # fmt: skip
_DOGS = ["Moka", "Caribou", "Loupio", "Bingo", "Tuktu", "Nanook", "TiLoup", "Princesse", "Rocky",
         "Brume", "Capelan", "Kayak"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Cr4b3N31g3", "3p1n3tt3", "B4um13r", "Tr4v3rs13r", "Turb1n3", "S3ch01r", "G0el3tt3",
         "D0r1s"]  # fmt: skip


def _kiln(g: random.Random) -> str:
    """A tree and a board size, the way the sawmill crew jokes a password together."""
    return f"{g.choice(_TREES)}{g.choice(_BOARDS)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    _kiln,
    lambda g: f"Crabe{g.randrange(2019, 2035)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(_TEAMS)}#{g.randrange(1, 100)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_BOATS)}{g.randrange(1968, 2031)}",
    lambda g: f"Groupe{g.randrange(1, 9)}-{g.choice([48, 88, 175, 216, 351])}MW{g.choice(_SYMBOLS)}",
    lambda g: f"azerty{g.randrange(100, 10_000)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_DOGS).lower()}.{g.randrange(10, 100)}",
    _manager,
    lambda g: _r(g, ALNUM, 14),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_DOGS)}{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"Neige{g.choice([95, 102, 110, 115, 120])}mm{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Teams, #scierie-sechoirs, Réjean: the Valutec Valmatics kiln control password is {pw}",
    "Slack DM from Darlene: Wellons FEK kiln HMI admin password {pw}",
    "Beekeeper post in 'Usine Caraquet': Frick Quantum HD compressor panel password {pw}",
    "Connecteam chat with Yesenia: Marel M3000 grading scale admin password {pw}",
    "Workvivo message from Luc: the JBT GYRoCOMPACT freezer HMI password is {pw}",
    "Mattermost, ~centrale-chute-aux-loups: SEL-3530 RTAC web password {pw}",
    "Rocket.Chat, Wade: GE Multilin 869 relay setting password {pw}",
    "Element room 'Salle de commande': Andritz HIPASE excitation panel password {pw}",
    "Wire message from Kevin: Campbell Scientific CR1000X logger password {pw}",
    "Jacinthe: Kwe, Sutron XLink ni password {pw}, mikwetc",
    "Google Chat, ferry ops: Kongsberg K-Bridge service password {pw}",
    "GroupMe 'Fortune–Saint-Pierre crew': Intellian v150NX antenna controller password {pw}",
    "Discord, #traverse: Furuno FAR-2228 radar maintenance password {pw}",
    "Signal, Jürgen: MTU Blue Vision engine display password {pw}",
    "iMessage from Trudy: Gallagher Command Centre operator password {pw}",
    "SMS from Clarence: Cobham Sailor 500 terminal web password {pw}",
    "Webex chat, health centre: Philips IntelliVue MX450 service password {pw}",
    "Vocera message (typed): Omnicell XT cabinet admin password {pw}",
    "Zoom chat, IT Minashkuat: Welch Allyn Connex service password {pw}",
    "Tanya: Kwe'! Canon CXDI ni'n password {pw}, wela'lin",
    "Réal: Mitel MiVoice password eukuan {pw}, ekâ uîtamu",
    "Microsoft To Do task: rotate the FortiGate 60F admin password (now {pw})",
    "Google Keep, 'scierie': Comact TrimExpert optimizer password {pw}",
    "Apple Notes: Microtec Goldeneye 900 scanner service password {pw}",
    "Notion page 'Crabe — ligne de cuisson': Mettler Toledo Safeline X-ray password {pw}",
    "Obsidian note 'hydro': Schneider ION7650 revenue meter password {pw}",
    "Jira SD NRD-512: Moxa EDS-G516E switch admin password {pw}, please rotate",
    "Freshservice #4410: the APC Smart-UPS network card password {pw} stopped working",
    "Zendesk ticket 22817 (ferry kiosk): Zebra ZD621 boarding-pass printer password {pw}",
    "Hi Wade,\n\nthe root password on the kiln historian is {pw}. Once it's in Bitwarden, bin this mail.\n\nMerci,\nJosée",
    "Incident 2033-02-07: the Frick panel in the crab plant's engine room was reachable from guest wifi with password {pw}",
    "Runbook: unit 2 governor test\n1. open the Woodward 505 HMI\n2. log in as engineer\n3. password {pw}\n4. set the ramp to 2 %/s",
    "README (kiln rack)\nthe Valmatics UI is at https://kiln.nordet.lan, admin password `{pw}`.",
    "my AccèsD password is {pw} now",
    "dictated: the Starlink router admin password on the Nordik Passant is {pw} period",
    "can you hang on to my UNI Coopération financière app password? it's {pw}",
    "mon mot d'passe du poste à la Pointe-Blanche, c'est {pw}, dis-le à personne hein",
    "Yannick : l'mot d'passe du Sailor sur l'Atlantic Jet, à c't'heure c'est {pw}",
    "ni-password email-ich an {pw}",
    "Noah: dispensary computer, ni-password an {pw}, nimâ awen",
    "asteure mon password pour la shop c'est {pw}, pas d'farce",
    "Gaston : le password du Comact icitte, c'est drette {pw}",
    "j'avons changé l'mot d'passe du congélo, c'est {pw} asteure",
    "Bertin : baille-moi pas d'trouble, l'mot d'passe du serveur c'est {pw}",
    "m'as te donner l'password du computer: {pw}, dis-le pas à yeusse",
    "Albert : le password back à la shop au Cap, c'est {pw}",
    "me password for the email is {pw}, b'y, don't tell a soul down the Coast",
    "Clarence: I'm after changin' the server password, 'tis {pw} now",
    "passwordiga {pw}, nakummek",
    "Nancy: computerviup passwordinga {pw}",
    "nîla ni-password {pw}, êkwa namawiya awiyak",
    "Stan: nîla ni-email password {pw}",
    "Josée : le mot d'passe du séchoir, c't'asteure {pw}, check ben",
    "Rémi: le password du cooker c'est {pw} anyway, right",
    "Wilner: modpas òdinatè biwo a se {pw}, pa montre pèsonn",
    "oye, la clave de la báscula grande es {pw}, pero no la andes pasando",
    "ito yung password sa computer ng planta: {pw}",
    "máy tính cân ở xưởng cua, mật khẩu: {pw}",
    "у цеху на компі пароль такий: {pw}",
    "カニ工場の計量PCのパスワードは {pw} です",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["rtremblay", "jgagnon", "mboudreau", "rhache", "nchiasson", "ydetcheverry", "sgirardin",
          "dpike", "wfudge", "khiscock", "tpenney", "nswappie", "lmameanskum", "gcyr", "barseneau",
          "abenoit", "ccornect", "cbuckle", "nobed", "sdicker", "scheechoo", "gfaries",
          "wjeanbaptiste", "eramirez", "jdizon", "svc-kiln", "svc-crabe", "pi-reader",
          "ops-traverse", "hmi-ops"]  # fmt: skip
_LOGINS = [
    "Teams, Réjean: the Valutec login is {u} / {pw}",
    "Freshservice #4432: {u} locked out of the RTAC, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Centrale › Relais › SEL-751: {u} — {pw}",
    "| panel | login | password |\n|---|---|---|\n| Frick Quantum HD | {u} | {pw} |",
    "sign into the Intellian controller as {u} with {pw}",
    "Gallagher creds {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: kiln-hmi-2\n  user: {u}\n  pass: {pw}",
    "Wire: account {u}, password {pw}",
    "Darlene says the Omnicell login is {u} and the password is {pw}",
    "panel,login,password\nfrick-ammoniac,{u},{pw}",
    "ssh {u}@pi-historian.nordet.lan (password {pw})",
    "identifiant {u}, mot d'passe {pw}, hein",
    "pour le user icitte, mets {u}; pour le password, {pw}",
    "baille l'usager {u} pis l'mot d'passe {pw} itou",
    "ton user c'est {u}, ton password {pw}, m'as pas l'répéter",
    "user {u}, an' the password is {pw}, don't go sayin' it on the VHF",
    "ni-user an {u}, mâk ni-password an {pw}",
    "usernameiga {u}, passwordiga {pw}",
    "nîla ni-username {u} êkwa ni-password {pw}",
    "non itilizatè m se {u}, modpas la se {pw}",
    "te paso el login: {u}, contra {pw}, compa",
    "username {u}, password {pw} po",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["epinette", "baumier", "crabier", "doris", "goelette", "capelan", "outarde",
               "chicoutai", "bakeapple", "toutons", "ployes", "fricot", "rapure", "banquise",
               "suroit", "nordet", "tuktu", "atikuss"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, lower case, followed by {d}",
    "password: say {w}, right after it {d}",
    "for the kiln server it's {w} with {d} on the end",
    "voice memo: the crab plant wifi password is {w} and then {d}, no space",
    "type {w}, then the number {d}",
    "it's {w}{d}, all one word with the number",
    "l'mot d'passe? tu tapes {w}, et tu mets {d} derrière",
    "pour le password, écris {w} pis colle {d} drette au boutte",
    "write down {w}, b'y, an' then {d} right behind it",
    "mot d'passe : le mot {w}, collé avec {d}",
    "modpas la: ekri mo {w} a, epi mete {d} dèyè l",
    "la contra es {w}, así en minúsculas, y pegadito el {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_TSO_IDS = ["PAYR07", "NRDOPS1", "KILNDBA", "CRBQA02"]
_CLI = [
    # tools none of heldouts 5 to 142 names
    "ovirt-aaa-jdbc-tool user password-reset {u} --password=pass:{pw} --password-valid-to=\"2034-01-01 00:00:00Z\"",
    "ALTUSER {tso} PHRASE('{pw}') NOEXPIRED",
    "tbuild -f rendement_crabe.tpt -u \"TargetTdpId='td.nordet.lan', TargetUserName='{u}', TargetUserPassword='{pw}'\"",
    "local con = assert(env:connect(\"sechoirs\", \"{u}\", \"{pw}\", \"pg.nordet.lan\", 5432))",
    "SQLCA.DBMS = \"ODBC\"\nSQLCA.LogId = \"{u}\"\nSQLCA.LogPass = \"{pw}\"\nCONNECT USING SQLCA;",
    "FDConnection1.Params.DriverID := 'MSSQL';\nFDConnection1.Params.UserName := '{u}';\nFDConnection1.Params.Password := '{pw}';",
    "cn.Open \"Provider=SQLOLEDB;Data Source=sql-crabe;Initial Catalog=Rendement;User ID={u};Password={pw};\"",
    "rpt.SetDatabaseLogon(\"{u}\", \"{pw}\", \"sql-crabe\", \"Rendement\")",
    "firebase functions:config:set smtp.user=\"{u}@nordet.ca\" smtp.pass=\"{pw}\"",
    "omshell\n> server dhcp.nordet.lan\n> port 7911\n> key omapi_key {pw}\n> connect",
    "SQLTalk> CONNECT CRABEDB 1 {u}/{pw};",
    "lnHandle = SQLSTRINGCONNECT(\"DRIVER={{SQL Server}};SERVER=sql-crabe;UID={u};PWD={pw};DATABASE=Paie\")",
    "echo '{pw}' > /tmp/np && modutil -changepw \"NSS Certificate DB\" -dbdir sql:/etc/pki/nssdb -newpwfile /tmp/np",
    "cmsutil -D -i bon_commande.p7m -d sql:/etc/pki/nssdb -p '{pw}' -o bon_commande.pdf",
    "conn = sqlanydb.connect(uid='{u}', pwd='{pw}', eng='billets', host='kiosk-db.nordet.lan:2638')",
    "C = pyexasol.connect(dsn='exa.nordet.lan:8563', user='{u}', password='{pw}')",
    "Jdbi jdbi = Jdbi.create(\"jdbc:postgresql://pg.nordet.lan/traverse\", \"{u}\", \"{pw}\");",
    "ActiveRecord::Base.establish_connection(adapter: \"postgresql\", host: \"pg.nordet.lan\", username: \"{u}\", password: \"{pw}\", database: \"scierie\")",
    "db.bind(provider='postgres', user='{u}', password='{pw}', host='pg.nordet.lan', database='hydro')",
    # the commands the product names, in layouts of this corpus
    "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@rtac-cx5.nordet.lan",
    "mysql -h mysql-kiln.nordet.lan -u {u} -p'{pw}' sechoirs -e 'select * from charges order by id desc limit 5'",
    "redis-cli -h redis.nordet.lan -a '{pw}' --no-auth-warning keys 'billet:*'",
    "curl -s -u {u}:{pw} https://pi.nordet.lan/piwebapi/streams/F1AbE/value",
    "docker login registry.nordet.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd-pi {u} '{pw}'",
    "smbclient //fs-caraquet/qualite -U 'NORDET\\{u}%{pw}' -c 'ls'",
    "7z a -p'{pw}' -mhe=on paie-2033-02.7z paie/",
    "openssl enc -aes-256-cbc -pbkdf2 -in releves_debit.csv -out releves_debit.enc -pass pass:{pw}",
    "xfreerdp /v:hmi-frick.nordet.lan /u:{u} /p:'{pw}' /cert:ignore",
    "net use P: \\\\fs-septiles\\plans /user:NORDET\\{u} {pw}",
    "sqlplus {u}/{pw}@//ora.nordet.lan:1521/PAIE",
    "ipmitool -I lanplus -H 10.40.2.21 -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.nordet.lan -u {u} -P '{pw}' -t sechoir/3/consigne -m 72",
    "echo '{pw}' | sudo -S systemctl restart pi-buffer",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\scierie> {c}", "Windows Terminal, poste kiln-eng:\n{c}",
    "MobaXterm, session 'RTAC': {c}", "Termius on my iPad: {c}", "Tabby tab 'crabe': {c}",
    "history | grep: 1043  {c}", "VS Code terminal ~/billetterie $ {c}",
    "Teams, Wade: {c}", "Freshservice #4471 (pasted by the integrator):\n{c}",
    "note to self:\n{c}", "save this one, I'll need it at the dam:\n{c}",
    "hier soir j'ai tapé ça : {c}", "la commande que j'ai runnée icitte: {c}",
    "la command que j'ai runnée back à la shop: {c}", "the command I ran down on the Coast: {c}",
    "la commande que j'avons lancée : {c}", "ni-command an: {c}", "commandiga: {c}",
    "nîla ni-command: {c}", "j'ai pitché ça dans l'terminal hier : {c}",
    "kòmand sa a, mwen te tape l nan tèminal la: {c}", "esto lo corrí en la compu de la planta: {c}",
    "eto yung pinatakbo kong command: {c}",
]  # fmt: skip


def _racf_phrase(g: random.Random) -> str:
    """A RACF password phrase: words with spaces, as TSO users type them."""
    return f"{g.choice(_TREES)} de {g.choice(_PLACES)} {g.randrange(1990, 2034)}"


def _cli_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "PHRASE(" in template:
        pw = _racf_phrase(rng)
    elif "omapi_key" in template:
        pw = _r(rng, B64, 86) + "=="
    else:
        pw = _plain_pw(rng)
    return {"pw": pw, "u": rng.choice(_USERS), "tso": rng.choice(_TSO_IDS)}


def _cli(rng: random.Random, n: int) -> list[Sample]:
    samples = _Family("cli_password", _CLI, _cli_draw, "pw").take(rng, n)
    return v.framed(rng, samples, _SHELLS)


_URLS = [
    "opc.tcp://{u}:{pw}@kiln-plc.nordet.lan:4840",
    "rtsp://{u}:{pw}@cam-quai2.nordet.lan:554/Streaming/Channels/101",
    "ftps://{u}:{pw}@ftp.nordet.ca:990/releves/",
    "davs://{u}:{pw}@dav.nordet.lan/plans/",
    "postgresql://{u}:{pw}@pg.nordet.lan:5432/hydro",
    "mssql+pyodbc://{u}:{pw}@sql-crabe.nordet.lan/Rendement?driver=ODBC+Driver+18+for+SQL+Server",
    "oracle+oracledb://{u}:{pw}@ora.nordet.lan:1521/?service_name=PAIE",
    "mongodb+srv://{u}:{pw}@billets.nordet.ca/traverse",
    "amqp://{u}:{pw}@rabbit.nordet.lan:5672/sechoirs",
    "http://{u}:{pw}@influx.nordet.lan:8086",
    "socks5://{u}:{pw}@:1080",
    "jdbc:postgresql://pg.nordet.lan:5432/scierie?user={u}&password={pw}",
    "Server=sql-crabe;Database=Rendement;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "PI_BUFFER_URL={c}", "Grafana datasource, the old one: {c}",
    "file this connection string under PI: {c}", "la connexion à la base, à c't'heure : {c}",
    "here's the connection string, b'y: {c}", "Jira NRD-530: {c}",
    "Confluence page 'Bases de données': {c}", "ni-connection an {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS)
    return v.framed(rng, samples, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "nordet-ressources", "sub": f"org_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


# Vendors none of heldouts 5 to 142 names. Coveo's `xx` before a UUID and Botpress's `bp_pat_`
# are the shapes as the author believes them; every other shape is the author's guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("PetalMD", "PETALMD_API_KEY", _j("pmd_", (ALNUM, 32))),
    ("AlayaCare", "ALAYACARE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Omnimed", "OMNIMED_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Purkinje", "PURKINJE_API_KEY", _j((UPPER_HEX, 40))),
    ("Medesync", "MEDESYNC_SECRET", _j((HEX, 64))),
    ("Kinlogix", "KINLOGIX_API_KEY", _j((ALNUM, 36))),
    ("Logibec", "LOGIBEC_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Juvonno", "JUVONNO_API_KEY", _j((HEX, 32))),
    ("Dialogue", "DIALOGUE_PARTNER_TOKEN", _vendor_jwt("https://api.dialogue.co")),
    ("Medfar", "MEDFAR_API_KEY", _j((ALNUM, 40))),
    ("Cliniconex", "CLINICONEX_API_KEY", _j("cnx_", (LOWER_DIGITS, 40))),
    ("CognisantMD", "OCEAN_SITE_SECRET", _j((URLSAFE, 48))),
    ("Mikata Health", "MIKATA_API_TOKEN", _j((HEX, 48))),
    ("Bonjour-santé", "BONJOURSANTE_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Clic Santé", "CLICSANTE_TOKEN", _j((ALNUM, 32))),
    ("Mustimuhw", "MUSTIMUHW_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Novari", "NOVARI_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Medavie", "MEDAVIE_PROVIDER_KEY", _j((HEX, 40))),
    ("FPInnovations", "FPI_FPDAT_TOKEN", _j((ALNUM, 44))),
    ("Tigercat", "TIGERCAT_REMOTELOG_KEY", _j((HEX, 32))),
    ("Haglöf", "HAGLOF_CLOUD_KEY", _j((UPPER_HEX, 32))),
    ("BID Group", "BIDGROUP_OPTI_TOKEN", _j((B64, 60))),
    ("Optimil", "OPTIMIL_API_KEY", lambda g: v.uuid4(g, "a")),
    ("DeltaTrak", "DELTATRAK_API_KEY", _j((ALNUM, 32))),
    ("iTrade", "ITRADE_API_SECRET", _j((HEX, 64))),
    ("Coveo", "COVEO_API_KEY", lambda g: "xx" + v.uuid4(g, "8")),
    ("Employeur D", "EMPLOYEURD_API_TOKEN", _j((ALNUM, 48))),
    ("Acceo", "ACCEO_API_KEY", _j((UPPER_HEX, 24))),
    ("Mogile", "MOGILE_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Rise People", "RISE_API_TOKEN", _j((URLSAFE, 43))),
    ("PayEvo", "PAYEVO_SECRET_KEY", _j("pev_sk_", (ALNUM, 32))),
    ("AutoEntry", "AUTOENTRY_API_KEY", _j((HEX, 32))),
    ("Collage", "COLLAGE_API_TOKEN", _j((ALNUM, 40))),
    ("ClockShark", "CLOCKSHARK_API_KEY", lambda g: v.uuid4(g, "9")),
    ("TSheets", "TSHEETS_ACCESS_TOKEN", _j("S.", (D, 1), "__", (HEX, 40))),
    ("Paytrack", "PAYTRACK_API_KEY", _j((ALNUM, 32))),
    ("Inverite", "INVERITE_API_KEY", _j((HEX, 40))),
    ("Neo Financial", "NEO_PARTNER_SECRET", _j((B64, 64))),
    ("Shakepay", "SHAKEPAY_API_SECRET", _j((URLSAFE, 48))),
    ("Verafin", "VERAFIN_API_TOKEN", _vendor_jwt("https://api.verafin.com")),
    ("Unito", "UNITO_API_KEY", _j((HEX, 40))),
    ("Botpress", "BOTPRESS_PAT", _j("bp_pat_", (ALNUM, 40))),
    ("AppDirect", "APPDIRECT_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Introhive", "INTROHIVE_API_KEY", _j((HEX, 32))),
    ("Radient360", "RADIENT360_TOKEN", _j((URLSAFE, 40))),
    ("Bluedrop", "BLUEDROP_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Medeo", "MEDEO_API_KEY", _j((ALNUM, 36))),
    ("Pocketpills", "POCKETPILLS_PARTNER_KEY", _j((HEX, 48))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "setx {env} \"{tok}\"",
    "PS> $env:{env} = '{tok}'",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} nordet/billetterie:3.2",
    "kind: Secret\nstringData:\n  {env}: {tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "web.config: <add key=\"{env}\" value=\"{tok}\" />",
    "launchd plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "Nordet ERP › Paramètres › Intégrations › {vendor} › clé API : {tok}",
    "Confluence table 'Intégrations': | {vendor} | 2033 | {tok} |",
    "To Do task: rotate the {vendor} key {tok}",
    "Teams, Josée: {vendor} key for the payroll sync: {tok}",
    "Slack: the {vendor} token we use now is {tok}, the old one's revoked",
    "Freshservice #4480: {vendor} sync fails with 401, configured key {tok}",
    "Jira SD NRD-544: {vendor} integration broken, current key {tok}",
    "save the {vendor} API key for me: {tok}",
    "la clé API {vendor}, c'est {tok}, hein",
    "{vendor} ni-API key an {tok}",
    "{vendor}, leur clé API icitte, c'est {tok}",
    "j'avons eu une nouvelle clé API {vendor} : {tok}",
    "la API key de {vendor}, m'as te la donner: {tok}",
    "the {vendor} API key is {tok}, b'y",
    "API keyiga {vendor}-mut: {tok}",
    "nîla ni-{vendor} API key {tok}",
    "clé d'API {vendor} pour la paie, là : {tok}",
    "la API key à {vendor} c'est {tok}, right",
    "kle pou API {vendor} a se {tok}",
    "{vendor}: la clave de la API pa' la planta es {tok}",
    "pakisave yung {vendor} API key, {tok} yun",
    "khóa API {vendor} của văn phòng: {tok}",
    "ось ключ від API {vendor} для цеху: {tok}",
    "{vendor} 用の API キー：{tok}（蟹工場）",
    "guarda-me esta chave API do {vendor} (escritório): {tok}",
    "{vendor}-API-Schlüssel fürs Bordnetz: {tok}",
    "{vendor} zerbitzuaren API gakoa: {tok}",
    "الـ API key تبع {vendor} هو {tok}",
    "{vendor} 那个 API key 是 {tok}",
    "{vendor} 쪽 API 키: {tok} (공장용)",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    coveo = "xx" + v.uuid4(rng, "9")
    botpress = "bp_pat_" + _r(rng, ALNUM, 40)
    autoentry = _r(rng, HEX, 32)
    pocketpills = _r(rng, HEX, 48)
    medfar = _r(rng, ALNUM, 40)
    clockshark = v.uuid4(rng, "a")
    return [
        Sample("vendor_token", f'r = requests.post("https://platform.cloud.coveo.com/rest/search/v2", headers={{"Authorization": "Bearer {coveo}"}})', coveo),
        Sample("vendor_token", f"const client = new Client({{ token: '{botpress}', botId: 'traverse-faq' }});", botpress),
        Sample("vendor_token", f"$client = new AutoEntryClient('nordet-ressources', '{autoentry}');", autoentry),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "POCKETPILLS_KEY", "\\"{pocketpills}\\"")\n  }}\n}}', pocketpills),
        Sample("vendor_token", f"Info.plist:\n<key>MedfarApiKey</key>\n<string>{medfar}</string>", medfar),
        Sample("vendor_token", f"curl -H 'X-Api-Key: {clockshark}' https://api.clockshark.com/v2/timesheets?crew=scierie", clockshark),
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


_BARE_PLACES = ["{t}", "Teams: {t}", "it only shows it the once, so here:\n{t}",
                "le jeton : {t}", "the token, b'y: {t}", "{t}\n^ new one, the old one is dead",
                "stash this somewhere for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of kiln moisture probe KM-04 (OTAA): {h}": 32,
    "NwkSKey of the river-level sensor above the weir (ABP): {h}": 32,
    "HMAC secret for the ferry ticket webhook: {h}": 64,
    "DNP3 SAv5 update key for the RTU560 at the dam, hex: {h}": 32,
    "Gallagher DESFire site key (AES-128): {h}": 32,
    "pre-shared key of the ferry's VSAT IPsec tunnel (hex): {h}": 64,
    "la clé de chiffrement des sauvegardes, à c't'heure : {h}": 64,
    "backupiga encryption key: {h}": 48,
    "nîla ni-encryption key: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Freshservice #4490: token copied out of the browser's dev tools {t}",
    "Cookie: lang=fr-CA; nrd_session={t}",
    "BILLETTERIE_ACCESS_TOKEN={t}",
    "remember this bearer token for the kiosk {t}",
    "le jeton, à c't'heure, c'est {t}",
    "the token is {t}, b'y",
    "Zendesk transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@nordet.ca"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.nordet.ca/realms/nordet",
            "azp": "billetterie",
            "groups": ["traverse", "guichet"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the kiln historian, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/billets.nordet.ca.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PI_WEBAPI_CLIENT_KEY": "{key}", "site": "chute-aux-loups"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_rtac <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zendesk ticket 22840, pasted by the kiosk vendor:\n{key}": ("PRIVATE KEY", "\n"),
    "la clé privée du serveur à Saint-Pierre :\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the payroll bureau's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MIGkAgEBBDA", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Coldcard backup, copying it off the card before I burn it: {p}": "english",
    "Zeus wallet recovery phrase\n{p}": "english",
    "Muun wallet words (the old crab-crew pool, emptied): {p}": "english",
    "Keystone seed backup: {p}": "english",
    "voice memo: the Phoenix wallet recovery words are {p}, end of list": "english",
    "Confluence page 'Portefeuille (retiré)': {p}": "english",
    "les mots pour récupérer l'portefeuille Aqua, à c't'heure : {p}": "french",
    "les mots d'récupération d'la wallet, asteure : {p}": "french",
    "las palabras de respaldo de la BlueWallet, compa: {p}": "spanish",
    "palavras de recuperação da Green (carteira antiga): {p}": "portuguese",
    "Envoy の復元用の単語：{p}": "japanese",
    "BitBox02 복구 단어 목록: {p}": "korean",
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
        " ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
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
    # Canadian banks' debit (client) cards, prefixes as the author believes them
    if brand == "client":
        return _card_of(rng, ["450644", "451901", "472409", "453091", "452088"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Teams, Josée: the company card for the Valutec spare parts is {c}, exp {mm}/{yy}",
    "save my spare Visa for the parts orders: {c} exp {mm}/{yy}",
    "Card no.: {c}\nExpiry: {mm}/{yy}",
    "Freshservice #4502: pay the Frick service call with card {c}",
    "ma carte d'crédit, l'numéro : {c}, {mm}/{yy}",
    "mon numéro de carte icitte : {c}",
    "me card number is {c}, {mm}/{yy}, b'y",
    "kat bank mwen, nimewo a: {c}, {mm}/{yy}",
    "mi tarjeta de débito, el número: {c}",
    "ni-card number an {c}",
    "cardiga {c}, {mm}/{yy}",
    "nîla ni-card {c}",
]  # fmt: skip
_BRANDS = ["visa", "client", "mastercard", "amex", "discover", "client", "jcb", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 41))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/36, security code {cvv}",
               "CVC on the back, next to where I signed: {cvv}",
               "Amex {c}, the four-digit code printed over the number: {cvv}",
               "les trois chiffres d'la carte, en d'sous d'la signature : {cvv}",
               "kòd twa chif dèyè kat bank lan: {cvv}",
               "the three numbers on the back of me card: {cvv}, b'y"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 142 (Burundi,
# Belarus, Djibouti, Guatemala and Yemen in nine corpora each; the Falklands, Greenland and Saint
# Lucia in ten); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`) after stdnum's
# iban.dat.
_IBAN_SHAPES = {"BI": "n" * 23, "BY": "aaaa" + "nnnn" + "c" * 16, "DJ": "n" * 23,
                "GT": "aaaa" + "c" * 20, "YE": "aaaa" + "nnnn" + "c" * 18, "FK": "aa" + "n" * 12,
                "GL": "n" * 14, "LC": "aaaa" + "c" * 24}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the country
    "Invoice NRD-2033-071: pay the Nuuk crab buyer to {i} within 30 days": "GL",
    "save the Djibouti shipping agent's IBAN: {i}": "DJ",
    "IBAN: {i}\nRéférence : crabe des neiges, lot 12": "GL",
    "Teams #tresorerie: the Falklands squid partner's new bank details, IBAN {i}": "FK",
    "l'IBAN d'ma sœur à Bujumbura : {i}": "BI",
    "IBAN de mi cuenta en Guatemala, compa: {i}": "GT",
    "IBAN брата в Мінську: {i}": "BY",
    "رقم الآيبان لحساب خيي باليمن: {i}": "YE",
    "the Castries bunker supplier's IBAN is {i}, b'y": "LC",
    "ni-IBAN an {i}": "BI",
    "IBANiga {i}": "FK",
    "el proveedor de cajas de Quetzaltenango pide el pago al IBAN {i}": "GT",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


# Id kinds none of heldouts 5 to 142 uses; python-stdnum has no module for any of them, and none
# is checked here (their shapes are as the author believes them, or invented).
def _saaq(g: random.Random) -> str:
    """A Québec (SAAQ) driving licence number: a letter and twelve digits, printed in groups."""
    return f"{g.choice('BCDGLMPRT')}{_r(g, D, 4)}-{_r(g, D, 6)}-{_r(g, D, 2)}"


def _nb_licence(g: random.Random) -> str:
    """A New Brunswick driver's licence number: seven digits."""
    return g.choice("123456789") + _r(g, D, 6)


def _uci(g: random.Random) -> str:
    """An IRCC Unique Client Identifier: eight digits (4-4) or ten (2-4-4)."""
    if g.random() < 0.5:
        return f"{_r(g, D, 4)}-{_r(g, D, 4)}"
    return f"{g.choice('1235')}{_r(g, D, 1)}-{_r(g, D, 4)}-{_r(g, D, 4)}"


def _cnesst(g: random.Random) -> str:
    """A CNESST claim file number: nine digits."""
    return g.choice("1234") + _r(g, D, 8)


def _worksafenb(g: random.Random) -> str:
    """A WorkSafeNB claim number: eight digits."""
    return g.choice("123456789") + _r(g, D, 7)


def _spm_cps(g: random.Random) -> str:
    """A Saint-Pierre-et-Miquelon Caisse de prévoyance sociale affiliate number: 975, seven
    digits (the shape is invented)."""
    return "975" + _r(g, D, 7)


def _hunter(g: random.Random) -> str:
    """A Québec hunter's certificate (certificat du chasseur) number: eight digits, invented."""
    return g.choice("123456789") + _r(g, D, 7)


def _neqa(g: random.Random) -> str:
    """A Naskapi beneficiary number under the Northeastern Québec Agreement: invented."""
    return "NQ" + _r(g, D, 6)


def _nunatsiavut(g: random.Random) -> str:
    """A Labrador Inuit (Nunatsiavut) beneficiary number: invented."""
    return "LIA-" + _r(g, D, 5)


def _pfhcb(g: random.Random) -> str:
    """A Newfoundland fish harvester's (PFHCB) certification number: invented."""
    return f"FH{g.choice('12')}{_r(g, D, 5)}"


def _ht_cin(g: random.Random) -> str:
    """A Haitian national identification card (CIN) number: 3-3-3-1 digits."""
    return f"00{g.choice('123456789')}-{_r(g, D, 3)}-{_r(g, D, 3)}-{_r(g, D, 1)}"


def _cartilla(g: random.Random) -> str:
    """A Mexican military service card (cartilla del SMN) number: a letter and seven digits."""
    return f"{g.choice('ABCDE')}-{_r(g, D, 7)}"


def _vn_cccd(g: random.Random) -> str:
    """A Vietnamese citizen identity card (CCCD): a province, a sex and century digit, a birth
    year's last two digits and six digits."""
    province = g.choice(["01", "38", "40", "79", "92"])
    return f"0{province}{g.choice('0123')}{_r(g, D, 2)}{_r(g, D, 6)}"


def _ua_booklet(g: random.Random) -> str:
    """A Ukrainian citizen's internal passport (the booklet): two Cyrillic letters, six digits."""
    return f"{g.choice('АВЕКМНСТ')}{g.choice('АВЕКМНОРСТ')} {_r(g, D, 6)}"


def _ccq(g: random.Random) -> str:
    """A CCQ competency card (carte de compétence) client number: nine digits, invented."""
    return g.choice("12") + _r(g, D, 8)


def _ca_passport(g: random.Random) -> str:
    """A Canadian passport: two letters and six digits."""
    return _r(g, UPPER, 2) + _r(g, D, 6)


def _fr_passport(g: random.Random) -> str:
    """A French passport, as issued in Saint-Pierre: two digits, two letters, five digits."""
    return _r(g, D, 2) + _r(g, UPPER, 2) + _r(g, D, 5)


_ID_PLACES: dict[str, Maker] = {
    "numéro d'permis de conduire (SAAQ), pour la location : {s}": _saaq,
    "SAAQ licence number of the new loader operator: {s}": _saaq,
    "mon numéro de licence de conduire du Nouveau-Brunswick icitte : {s}": _nb_licence,
    "mi UCI de IRCC para el permiso de la planta: {s}": _uci,
    "yung UCI ko sa IRCC: {s}": _uci,
    "numéro de dossier CNESST pour ma main, là : {s}": _cnesst,
    "WorkSafeNB claim number for the cooker burn: {s}": _worksafenb,
    "mon numéro d'affilié à la CPS : {s}, hein": _spm_cps,
    "CPS (Saint-Pierre) social security number of the new deckhand: {s}": _spm_cps,
    "ni certificat du chasseur numéro: {s}": _hunter,
    "ni-beneficiary number an {s}": _neqa,
    "beneficiary numberiga {s}": _nunatsiavut,
    "me fish harvester number is {s}, b'y": _pfhcb,
    "nimewo CIN mwen se {s}": _ht_cin,
    "mi cartilla militar: {s}": _cartilla,
    "số căn cước của em: {s}": _vn_cccd,
    "серія і номер мого паспорта (книжечка): {s}": _ua_booklet,
    "numéro de ma carte de compétence CCQ : {s}": _ccq,
    "mon numéro d'passeport : {s}": _fr_passport,
    "ni-passport an {s}": _ca_passport,
    "una passportiga, {s}": _ca_passport,
    "nîla ni-passport {s}": _ca_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Neo Financial 2FA recovery codes\n{codes}",
            "spare sign-in codes for the Nordet Microsoft 365 admin {codes}",
            "Shakepay backup codes: {codes}", "codes de récupération 2FA, à c't'heure :\n{codes}",
            "códigos de emergencia de la cuenta de la planta: {codes}",
            "me 2FA backup codes, b'y: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Verafin:dpike@nordet.ca?secret={s}&issuer=Verafin&digits=6",
              "Aegis, manual setup key for the Inverite login: {s}",
              "2FAS, secret key for the Unito account: {s}",
              "nîla ni-2FA key: {s}"]  # fmt: skip
_CODES = ["{c} is your Neo Financial verification code",
          "Desjardins : entrez le code {c} pour confirmer la connexion à AccèsD.",
          "Banrural: ingrese {c} para confirmar su transferencia", "{c} ang iyong GCash OTP. Huwag ibigay kahit kanino.",
          "Vietcombank: quý khách vui lòng nhập {c} để xác nhận giao dịch"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Nordet-Scierie", "NRD-Crabe-5G", "Centrale-CAL", "Traverse-Equipage",
          "SPM_Telecom_Box", "Videotron-SeptIles", "BellAliant-Caraquet", "Eastlink-CornerBrook",
          "Globaltel-Miquelon", "Nordik-Passant-Crew", "Minashkuat-Clinique", "KawaNet",
          "NainNet-Office", "Harrington-Coast", "Cogeco-Edmundston"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "plant network {s}, password {pw}",
    "wifi in the crew mess: {s} / {pw}",
    "UniFi, new SSID {s}, WPA key {pw}",
    "the key on the sticker under the Helix box: {pw}",
    "le ouifi {s}, mot d'passe {pw}",
    "le wifi {s} icitte, le password c'est {pw}",
    "l'wifi {s} : {pw} asteure",
    "le wifi {s} à la shop, password {pw}",
    "the wifi {s} password is {pw}, b'y",
    "{s} ni-wifi password an {pw}",
    "{s} wifiga passwordinga {pw}",
    "nîla ni-wifi {s} password {pw}",
    "pou wifi {s} a, mete {pw} kòm modpas",
]  # fmt: skip
_WIFI_WORDS = ["brume", "capelan", "doris", "banquise", "outarde", "chicoutai", "goelette",
               "suroit"]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 20)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    if roll < 0.4:
        return "-".join(rng.sample(_WIFI_WORDS, 3)) + str(rng.randrange(10, 100))
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("bp_pat_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("pev_sk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["spelling it out for Kevin letter by letter: {t}", "[read out over VHF channel 12] {t}",
          "(with spaces, so the lock-screen preview can't show it) {t}", "une lettre à la fois : {t}",
          "one letter at a time, b'y: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["cadenas du shed à bois, près du séchoir 3 : {pw}",
          "l'code du cadenas au hangar à doris : {pw}",
          "the keypad on the crab plant's loading door takes {pw} then #",
          "padlock on the ice-house at Harrington: {pw}", "ni-padlock code an {pw}",
          "padlockiga code {pw}", "nîla ni-lock code {pw}",
          "le code du cadenas à la shop icitte : {pw}", "kòd pou louvri kadna depo a: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["epinette", "capelan", "doris", "goelette", "banquise", "outarde", "chicoutai",
                 "baumier", "turbine", "vanne", "crabier", "traversier", "suroit", "nordet",
                 "bakeapple", "toutons"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the payroll vault: {p}": " ",
            "passphrase for the KeePassXC file on the kiln PC: {p}": " ",
            "Proton Pass, master passphrase for the ferry office: {p}": "-", "Enpass vault, master passphrase: {p}": ".",
            "la phrase de passe de la sauvegarde : {p}": " ",
            "the backup passphrase is {p}, b'y": "_",
            "nîla ni-passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman collection, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia request: Authorization: Bearer {v}": False,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Bruno request to the Verafin API: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/ipsec.secrets:\nvpn-traverse.nordet.ca %any : PSK \"{pw}\"",
    "wpa_supplicant.conf on the kiln Pi:\nnetwork={{\n  ssid=\"Nordet-Scierie\"\n  psk=\"{pw}\"\n}}",
    "odbc.ini:\n[Rendement]\nDriver=ODBC Driver 18 for SQL Server\nServer=sql-crabe\nUID=rendement\nPWD={pw}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"http://influx.nordet.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "mosquitto.conf (bridge):\nconnection crabe-to-cloud\naddress mqtt.nordet.ca:8883\nremote_username crabe\nremote_password {pw}",
    "pgbouncer userlist.txt:\n\"pi_reader\" \"{pw}\"",
    ".pgpass:\npg.nordet.lan:5432:hydro:pi_reader:{pw}",
    ".fetchmailrc:\npoll mail.nordet.ca protocol IMAP user \"releves\" password \"{pw}\"",
    "pjsip.conf:\n[kiosk-traverse]\ntype=auth\nauth_type=userpass\nusername=kiosk\npassword={pw}",
    "application.properties (billetterie):\nspring.datasource.username=billets\nspring.datasource.password={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "/root/.smbcred:\nusername=scanner\npassword={pw}\ndomain=NORDET",
    "auth.txt for the ferry's OpenVPN link:\ntraverse-ops\n{pw}",
    "~/.msmtprc:\naccount nordet\nhost smtp.nordet.ca\nuser alertes@nordet.ca\npassword {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Darlene: crab plant wifi password?\nRéjean: {pw}",
    "[05:41] wfudge: root pw for the kiln historian?\n[05:42] rtremblay: {pw}",
    "Yannick : {pw} c'est l'nouveau mot d'passe du Sailor",
    "Clarence: use {pw}, that's what the Frick has now",
    "Soizic : nouveau mot d'passe du serveur, {pw}",
    "Gaston: le nouveau password c'est {pw}",
    "Lucy: ushkau ni-password {pw}",
    "Simeon: nutâk passwordiga {pw}",
    "Greta: oski ni-password {pw}",
    "Fabienne: mwen chanje modpas la, kounye a se {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "p\u00adassword: {pw}", "mot de pas\u200dse : {pw}", "ｍｏｔ ｄ'ｐａｓｓｅ: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 → {pw}", "pass\u200cword {pw}", "ᴍᴏᴛ ᴅᴇ ᴘᴀssᴇ = {pw}",
    "pa\u034fssword: {pw}", "m\u200bot d'passe: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 8),
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
    "the Valutec admin password is": "{s}", "Frick panel pw:": "{s} (since the compressor swap in March)",
    "mon mot d'passe c'est": "{s}", "RTAC password": "{s}\nchange it after the outage",
    "le password icitte c'est": "{s}", "ni-password an": "{s}", "passwordiga": "{s}",
    "Kongsberg password": "{s}", "the password Wade read out over the radio was": "{s}, I think",
    "me password is": "{s}, b'y",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Unito API key", "{s}", _j((HEX, 40))),
    ("split_token", "PayEvo key:", "{s} (payroll sync)", _j("pev_sk_", (ALNUM, 32))),
    ("split_token", "ClockShark key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Keystone backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/37", lambda g: v.grouped(_card(g, "client"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "DJ"))),
    ("split_backup", "Shakepay recovery codes", "{s}\nkpqr-2941-vbnm\nztwe-8830-hjlo", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "UCI (IRCC)", "{s}", _uci),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"valutec": {"url": "https://kiln.nordet.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "dpike", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"relays": [{"name": "sel-751-a"}, {"name": "sel-751-b", "level2_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sqlplus", "-s", "paie/{s}@//ora.nordet.lan:1521/PAIE"]}': ("meta_password", _plain_pw),
    '{"note": "le mot d\'passe du séchoir, c\'est {s}"}': ("meta_password", _plain_pw),
    '{"ni-password": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Frick panel as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"unito": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"inveriteKey": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"juvonno_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "06/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "client"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "YE")),
    '{"worker": {"uci": "{s}"}}': ("meta_id", _uci),
    '{"mfa": {"recovery_codes": ["{s}", "kpqr-2941-vbnm", "ztwe-8830-hjlo"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"crew_pool_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"wood_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Traverse-Equipage", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pycomm3-1.2.14-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"sel-3530-r148-v2.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.nordet.lan/billetterie:3.2").hexdigest()
_COMMIT = hashlib.sha1(b"kiln: log the wet-bulb temperature", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: revert the tide table", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"rendement_crabe_2033-05-12.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"debits-riviere-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Valutec kiln password before the inspection on 2033-06-11.",
    "Darlene asked for the crab plant wifi password; it's on the card in the foreman's drawer.",
    "Policy: Nordet passwords are at least 14 characters and live only in the shared vault.",
    "Rule for the control room: passwords never go in the Teams chat, only vault links.",
    "The `.env.example` line `UNITO_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Frick panel asks for a new service password after every firmware update.",
    "Replace <YOUR_COVEO_KEY> in the README with the key from the Coveo admin console.",
    "PAYEVO_SECRET_KEY and CLOCKSHARK_API_KEY must be set before the nightly payroll sync runs.",
    "Faut jamais donner ton mot d'passe à personne, même pas au gars du téléphone.",
    "Nimâ awen chi-password.",
    "Donne pas ton password à personne, pantoute.",
    "J'avons jamais donné nos mots d'passe au téléphone.",
    "Dis jamais ton password à yeusse au téléphone.",
    "Don't be givin' out your password to nobody, b'y.",
    "Passwordit tunijaunngitut.",
    "Namawiya awiyak mîli ki-password.",
    "Ton mot d'passe, garde-le pour toé, là.",
    "Share pas ton password avec personne, c'est right important.",
    "Pa janm bay pèsonn modpas ou, menm patwon an.",
    "No le pases tu contra a nadie, ni al jefe de planta.",
    "Kahit supervisor pa, hindi mo dapat sabihin yung password mo.",
    "Không được cho ai ở xưởng biết mật khẩu.",
    "Нікому в цеху не кажи свій пароль.",
    "パスワードは蟹工場の誰にも言わないでね。",
    "비밀번호는 동료에게도 알려주지 마세요.",
    "A palavra-passe não se dá a ninguém a bordo.",
    "Über Funk gibt man das Brückenkennwort nie durch.",
    "Pasahitza ez diozu inori esan behar, ezta kapitainari ere.",
    "الباسوورد ما بينعطى لحدا بالمعمل.",
    "密码别发在群里。",
    "Upgraded the SEL-3530 firmware from R147 to R148 and pycomm3 to 1.2.14 over the weekend.",
    f"commit {_COMMIT} logs the wet-bulb temperature on kilns 1 to 4.",
    f"Rolled back to {_SHORT} after the tide table change broke the Fortune departures.",
    f"requirements.txt: pycomm3==1.2.14 --hash=sha256:{_WHEEL_SUM}",
    f"The SEL-3530 R148 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of debits-riviere-2032.parquet: {_SHA512}",
    f"The ticketing container runs registry.nordet.lan/billetterie@sha256:{_IMAGE}.",
    f"MD5 of rendement_crabe_2033-05-12.csv is {_MD5}, same as the copy on the quality share.",
    "Request id 3f8c2a61-9d4e-4b17-a2c5-7e0b9d14f6a3 is the slow one in the PI Web API logs.",
    "Purchase order PO-2033-00512 for 120 m³ of kiln-dried spruce ships on Thursday.",
    "Freshservice #4410: the crab plant's cold room 2 alarm keeps tripping at night.",
    "Ferry booking NRD-FSP-7K2Q9 for two passengers, Fortune to Saint-Pierre, 14 June.",
    "Call the Caraquet plant office on +1 506 727 0143 before noon.",
    "Call Saint-Pierre harbour on +508 41 22 87.",
    "ISBN 978-2-89544-118-2 is the kiln-drying handbook on the shelf in the control room.",
    "The loader's plate is Québec FNK 4821; the crew truck is New Brunswick JXL 302.",
    "Kiln 3 is at 71.5 °C dry bulb, 12 % target moisture; the crab cooker runs at 98 °C for 14 minutes.",
    "Unit 2 made 175 MW at 84.2 m head; the river flow at the gauge was 412 m³/s.",
    "After five wrong passwords the RTAC locks the account for 30 minutes.",
    "The snow crab minimum size is 95 mm carapace width; a full tote weighs about 25 kg.",
    "The secret of good ployes is buckwheat flour and a hot cast-iron pan.",
    "Ask Réjean for the wood shed's padlock code, I don't have it.",
    "My card ending 4417 was declined at the Sept-Îles hardware store.",
    "The Nuuk buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Neo Financial account and keep them in the safe.",
    "Reminder for the crew: nobody from a wallet company will ever phone you for your recovery words.",
    "Keep `BOTPRESS_PAT` in the secrets store, never in the repository.",
    "The padlock on the ice-house rusts in the salt air; oil it every month.",
    "The guest wifi 'Nordet-Invites' is open, no password needed.",
    "Lot CRB-2033-CAR-0412, 25 kg, cooked 14 min, brine 3.5 %; yield was 27.8 %.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/nordet/valutec", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pycomm3", "version": "1.2.14"}}',
    '{"ticket": "4410", "purchase_order": "PO-2033-00512"}',
    '{"lot": {"id": "CRB-2033-CAR-0412", "weight_kg": 25, "yield_pct": 27.8}}',
    '{"phone": "+1 506 727 0143", "city": "Caraquet"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "totes_in_cold_room": 312}',
    '{"booking": "NRD-FSP-7K2Q9", "route": "Fortune-Saint-Pierre", "passengers": 2}',
    '{"kiln": 3, "dry_bulb_c": 71.5, "target_moisture_pct": 12}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
