# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-ninth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-sixth's docstring, the fifth
to hundred-and-sixth only to search them (grep) for the languages, wordings, tools, vendors, id
kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words, names, places,
templates, tools, vendors and layouts, the way the Lagoonlight Atoll Cooperative (a fictional
co-operative running solar microgrids, desalination and a tuna cannery across Pacific atolls) leaks
secrets into an assistant's memory: battery containers at Bonriki and Bikenibeu on Tarawa, Vaiaku on
Funafuti, Delap on Majuro, Anibare on Nauru and London on Kiritimati, reverse-osmosis plants at
Fongafale, Laura and Bonriki, a tuna cannery, ice plant and cold store at Betio, the inter-island
ferry MV Nei Tabera and the longliner FV Tekeraoi, a satellite internet hub at Bonriki, Tabwakea's
community school and the Aiwo health post, with an integrator in Darwin and a partner at Alyangula
on Groote Eylandt, a tuna buyer at Cianjhen and Donggang by Kaohsiung, and an office at Suva with a
dispatch desk at Levuka. The texts are Viber, Messenger, WhatsApp, imo, Signal, Teams, Google Chat,
Slack, Zello, Element, Telegram, LINE, Rocket.Chat, Mattermost and Discord messages, Google Keep,
OneNote, Notion and Todoist notes, Zendesk, Freshdesk, GLPI and Jira Service Management tickets,
e-mails, incident notes, a runbook, README fragments, shell history (PowerShell, cmd in Windows
Terminal, bash, zsh, fish, Termux, PuTTY, MobaXterm, tmux, screen, Git Bash, WSL, Tabby, kitty,
GNOME Terminal, iTerm2), configs, code (Python, JavaScript, C#, PHP, Gradle, q),
voice-dictated text and requests to the assistant itself, around the panels of power, water,
cannery, ship, satellite, network, school and clinic hardware (SMA Sunny Island and Sunny Home
Manager, a BYD Battery-Box HVS, Saft Intensium Max and Kokam KCE containers, a Schneider Conext
Gateway, a Deep Sea DSE8610 MkII and a Woodward easYgen-3500XT genset controller, a Victron Cerbo GX
and VRM, a Siemens KTP700 HMI, Danfoss iSave drives, a Grundfos CU 352, a Hach SC1000, a Unitronics
UniStream panel, Dragino LDDS75 tank sensors, a Steriflow retort, a Loma IQ4 metal detector, a GEA
Omni ammonia panel, a North Star flake-ice controller, a Furuno FAR-2117 radar, Volvo Penta VODIA, a
Gilat SkyEdge II-c hub, an Intellian v100NX and a Cobham Sailor 900 VSAT, a MikroTik CCR2004,
Cambium cnMaestro, pfSense, a Kolibri school server, an Epson EB-L210W projector, a B Medical TCW 40
SDD vaccine fridge and a GeneXpert Dx). Tools none of heldouts 5 to 106 names: IBM App Connect's
`mqsisetdbparms`, Oracle E-Business Suite's `FNDCPASS`, the tacacs_plus `tacacs_client`,
FreeRADIUS's `radsniff`, `runasspc`, joeware's `admod`, Windows' `dsacls`, the Tinkerforge shell,
Lenovo's `asu64`, `timescaledb-parallel-copy`, `redis_exporter`, `postgres_exporter`, Sysinternals'
`psgetsid` and `psfile`, kdb+'s `hopen`, asyncua's `uacall`, `pyrfc`, `ko`, Checkmk's `cmk-passwd`,
`pysma`, unixODBC's `iusql`, the MongoDB BI Connector's `mongosqld`, libmemcached's `memccat`, IBM
MQ's `amqsputc` and `panoramisk`, with configs of snmp_exporter, Quagga, ExaBGP and GoBGP; beside
them the commands the product names (sshpass, mysql, redis-cli, ipmitool, mosquitto_pub, 7z,
openssl, xfreerdp, net use, sqlcmd, smbclient, sudo -S, lftp, curl) and configs of Moodle, DHIS2,
OpenMRS, Mirth Connect, ERPNext, Nextcloud, Telegraf, FreeRADIUS, Mosquitto, Node-RED, LibreNMS,
Wiki.js and Squid in layouts of its own. About 42 % of the texts are in other languages than English
(by a rough count of the drawn samples): Sikaiana, Luangiua (Ontong Java), Pukapukan,
Rakahanga-Manihiki, Woleaian, Kadavu (the Fijian of Kadavu island), Rukai and Anindilyakwa, which no
earlier docstring names, and Gilbertese, Tuvaluan, Marshallese, Standard Fijian, Fiji Hindi, Samoan,
Tongan, Traditional Chinese, Japanese, Korean, Tagalog, Indonesian, Vietnamese, Spanish, French and
(in a seed phrase's label) Portuguese in wordings of their own. The eight new languages' wordings
are the author's approximations, checked by no speaker, built around their pronouns and possessives
and the English loanwords people on the atolls really text (password, wifi, code, server, laptop,
email, API key, passport, licence): Sikaiana's `taku` and `tau` ("my", "your"), `ko`, `hoou` ("new")
and `se` (guessed "don't"); Luangiua's `kaku` and `kau`, its articles `ka` and `ke` and `kanaka`
("person"), written with a k where its neighbours have t, a guess; Pukapukan's `taku`, `tau`, `te
wale` ("the house"), `tuatua` ("word") and `mei muri` ("after"); Rakahanga-Manihiki's `taku`, `hou`,
`ingoa` ("name"), `komupiuta`, `ofisi` and `kia orana`; Woleaian's `yaai`, `yaal` and `yoomw` ("my",
"its", "your") with `ye`, `faal` and `tipeli`, guessed; Kadavu's `nogu` (for Standard Fijian's
`noqu`, a guess), `vou`, `vosa`, `muri` and `laiseni ni draiva`; Rukai's suffixes `-li` and `-su`
("my", "your") with `ki` and `kay`, guessed, and Mandarin's 密碼; Anindilyakwa's `nganyangwa` and
`ningkwa` ("mine", "yours"), `-manja` and `warningka yinga`, guessed, with Kriol's spelling
`pasword`; the Gilbertese, Tuvaluan and Marshallese lines are the author's too and unchecked.
Vendors (APsystems, sonnen, Zeversolar, Evergen, Power Ledger, Zepben, HOMER Energy, XENDEE, Hach
Claros, Osmoflo, Elemental Water Makers, Boreal Light, TUFMAN, iFIMS, FishServe, Trimarine, Thai
Union, Thorium, Puma Energy, Pacific Energy, Eutelsat, Comtech, Pactel, Vocus, Telecom Fiji,
Vodafone Fiji, Ocean Link, Tuvalu Telecom, Ookla, Bank of Kiribati, National Bank of Tuvalu, Bank of
the Marshall Islands, Western Union, MoneyGram, DT One, Reloadly, Taishin, E.SUN, Appier, iKala,
Taiwan Mobile, Nearmap, Instaclustr, simPRO, Halaxy, Medical Director, Simprints, Sentral,
Mathletics and 12Go) are ones heldouts 5 to 106 do not name; every token shape here is the author's
guess (a hex run, a UUID, a random run, a JWT, or a prefix such as Power Ledger's `pl_live_`,
Elemental Water Makers' `ewm_` and Thorium's `thx_`, all invented), and Nearmap's key rides in its
tile URL's `apikey`. The ids are kinds heldouts 5 to 106 do not use: an Australian Healthcare
Provider Identifier for an individual (HPI-I, 800361) and for an organisation (HPI-O, 800362),
sixteen digits whose Luhn check digit python-stdnum's `luhn` verifies; a Taiwan driving licence,
whose number is its holder's national id, drawn until the published check (a letter's two digits and
nine digits weighted 1, 9, 8, ..., 1, 1; written in this file, since python-stdnum has no module for
it) holds; and, with no check a library or this file verifies, an Australian Medicare provider
number, an ImmiAccount Transaction Reference Number, a HAP ID, a Kiribati Seafarer Identity Document
(ILO C185), a Fiji LTA driving licence, a Taiwan police criminal record certificate (良民證) and
employment permit letter (聘僱許可函) for a foreign crew member, a Tuvalu coxswain certificate, a Ship
Security Officer certificate, a Kiribati fishing licence, an AFP National Police Check reference, a
Nauru passport, and Solomon Islands, Federated States of Micronesia and Taiwan passports, Cook
Islands driver licence and superannuation numbers and a Northern Territory driver licence under
Sikaiana, Luangiua, Woleaian, Rukai, Rakahanga-Manihiki, Pukapukan and Anindilyakwa words, drawn in
the shape the author believes they are printed in (most shapes wholly invented). Card numbers pass
Luhn (Visa, Mastercard, Amex, JCB, UnionPay, Maestro, Discover and Diners from the value helpers,
checked again with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count
over heldouts 5 to 106 (Israel, Estonia, Lithuania, Latvia, Hungary, Slovenia, Honduras and San
Marino, about eight corpora each), drawn with bank codes of the kind each prints until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Spanish, French, Traditional Chinese,
Japanese, Korean and Portuguese lists, each from random entropy, so its checksum holds. 390 texts
hold a secret, 20 field pairs and 20 metadata samples (390 + 20 + 20 = 430 scored), with 60 clean
texts and 10 clean metadata samples that must be kept unchanged.
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

SEED = 109_460_883
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


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


_FISH = ["Skipjack", "Yellowfin", "Bigeye", "Albacore", "Bonito", "Wahoo", "Trevally", "Baneawa",
         "Mahimahi", "Marlin", "Kingfish", "Octopus", "Parrotfish", "Sailfish"]  # fmt: skip
_ATOLL = ["Pandanus", "Breadfruit", "Babai", "Pulaka", "Kanava", "Maneaba", "Falekaupule",
          "Frigatebird", "Noddy", "Outrigger", "Lagoon", "Coconut", "Motu", "Kaibea"]  # fmt: skip
_PLACES = ["Betio", "Bairiki", "Bikenibeu", "Bonriki", "Fongafale", "Vaiaku", "Teone", "Delap",
           "Uliga", "Laura", "Aiwo", "Yaren", "Anibare", "Denigomodu", "Tabwakea", "London",
           "Banana", "Cianjhen", "Donggang", "Levuka", "Lautoka", "Suva", "Darwin",
           "Alyangula"]  # fmt: skip
_NAMES = ["Tebano", "Teretia", "Kaure", "Ioane", "Tekaai", "Seve", "Fakasoa", "Lopati", "Saaga",
          "Jebro", "Neijon", "Ribelab", "Detenamo", "Agigo", "Sereana", "Vilikesa", "Litia",
          "Tevita", "Ravinesh", "Shalini", "Pranesh", "ChihHao", "YuTing", "WeiLun", "Bronwyn",
          "Lachlan", "Mamarika", "Lalara"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Sk1pj4ck", "Y3ll0wf1n", "B1g3y3", "P4nd4nu5", "L4g00n", "B4n34w4", "M4n34b4",
         "Tr3v4lly", "0utr1gg3r"]  # fmt: skip


def _catch(g: random.Random) -> str:
    """A fish and a weight in kilos, the way the cannery crew builds a password from the day."""
    return f"{g.choice(_FISH)}{g.choice([7, 12, 18, 23, 31, 46, 58])}kg{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return ".".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


def _gen_serial(g: random.Random) -> str:
    """A genset's or inverter's serial with a symbol: what the installer left as the password."""
    return f"{_r(g, UPPER, 3)}{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}{_r(g, LOWER, 3)}"


# The ways people on the atolls pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.choice(_ATOLL)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "_".join(w.lower() for w in g.sample(_ATOLL, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "#%!?*", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2034)) + g.choice(_SYMBOLS),
    _catch,
    lambda g: f"{g.choice(_PLACES)}.{g.choice(_FISH).lower()}.{g.randrange(1970, 2034)}",
    lambda g: f"MV{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 1) + _r(g, LOWER, 5) + g.choice(_SYMBOLS) + _r(g, D, 4) + _r(g, UPPER, 1),
    lambda g: f"{g.choice(_ATOLL).upper()}-{g.randrange(100, 1000)}-{g.choice(_PLACES).lower()}",
    _manager,
    _gen_serial,
    lambda g: f"{g.choice(_NAMES)}Loves{g.choice(_FISH)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


# Said with a label. The eight new languages' lines are approximations (see the docstring).
_SAID = [
    "Viber, 'Bonriki battery' group, Tebano: the SMA Sunny Island cluster installer password is {pw}",
    "Messenger from Seve: Sunny Home Manager 2.0 login password {pw}",
    "WhatsApp, Lachlan in Darwin: BYD Battery-Box HVS BeConnect password {pw}",
    "imo chat with Jebro: Saft Intensium Max container HMI password {pw}",
    "Signal, Pranesh: Kokam KCE container BMS web password is {pw}",
    "Teams chat #microgrid-majuro: Schneider Conext Gateway admin password {pw}",
    "Google Chat, Delap powerhouse: DSE8610 MkII web UI password {pw}",
    "Slack DM from Bronwyn: Woodward easYgen-3500XT ToolKit password {pw}",
    "Viber, Fongafale RO plant: Siemens KTP700 Basic HMI password {pw}",
    "Zello transcript, RO night shift: the Danfoss iSave VFD panel password is {pw}",
    "Element room 'desal-laura': Grundfos CU 352 password {pw}",
    "Telegram from Ravinesh: Hach SC1000 service password {pw}",
    "LINE message from Yu-Ting in Kaohsiung: Unitronics UniStream panel password {pw}",
    "Rocket.Chat #cannery: Steriflow retort supervisor password {pw}",
    "Mattermost, Betio cannery QA: Loma IQ4 metal detector supervisor password {pw}",
    "Discord #cold-chain: GEA Omni panel password for the ammonia plant is {pw}",
    "Messenger group 'Ice plant Betio': North Star flake-ice controller password {pw}",
    "Viber from the MV Nei Tabera bridge: Furuno FAR-2117 service password {pw}",
    "WhatsApp from the chief engineer: Volvo Penta VODIA login password {pw}",
    "Teams, satellite hub at Bonriki: Gilat SkyEdge II-c NMS password {pw}",
    "Signal from Chih-Hao: Intellian v100NX ACU web password {pw}",
    "imo call note, Kiritimati: Cobham Sailor 900 VSAT admin password {pw}",
    "Google Keep note 'school server': Kolibri super admin password {pw}",
    "OneNote page 'Aiwo health post': B Medical TCW 40 SDD logger password {pw}",
    "Zendesk ticket 4471: GeneXpert Dx workstation password {pw} is rejected since Monday",
    "Freshdesk #2210: cnMaestro password {pw} for the Bikenibeu relay, please change it",
    "GLPI ticket 318: MikroTik CCR2004 at the hub, admin password {pw}, change it after the audit",
    "Jira SD-1902: Epson EB-L210W projector web password {pw} (Tabwakea classroom 3)",
    "Hi Shalini,\n\nthe administrator password for the Levuka dispatch PC is {pw}. Delete this once it is in Bitwarden.\n\nVinaka,\nLitia",
    "Incident 2033-02-09: the VRM portal of the Anibare container was shared with the whole team; its password at the time was {pw}",
    "Runbook: black start, Vaiaku battery container\n1. isolate feeder 2\n2. log into the Sunny Island display as installer\n3. password {pw}\n4. start the genset from the DSE panel",
    "README (hub rack, Bonriki)\nThe pfSense box answers on https://10.40.0.1, admin password `{pw}`.",
    "my ANZ Kiribati internet banking password is {pw}",
    "voice note: the password for the Bank of the Marshall Islands app is {pw} full stop",
    "Taku password o te imeli ko {pw}",
    "Te password hoou o te server ko {pw}, sa tuku ki nisi",
    "Kaku password o ke laptop ko {pw}",
    "Ka password hou o ka server ko {pw}",
    "Taku password o te imeli, ko {pw}",
    "Te password o te wale la: {pw}",
    "Kia orana, taku password hou no te imeli ko {pw}",
    "Ko {pw} te password o te komupiuta i te ofisi",
    "Password yaai ye {pw}",
    "Password yaal server ye {pw}, bwe faal",
    "Na nogu password ni imeli o {pw}",
    "Na password vou ni server sa {pw}",
    "Password-li ki email: {pw}",
    "server ki password-li kay {pw}",
    "Nganyangwa pasword {pw}",
    "Pasword ningkwa laptop-manja {pw}",
    "Au password n au email bon {pw}",
    "Toku password fou ko {pw}",
    "Password eo aō ilo laptop eo an ofiij ej {pw}",
    "Na noqu password ni Viber e {pw}",
    "hamar laptop ke password {pw} hai, kisi ke mat batana",
    "O le password o le komepiuta o {pw}",
    "Ko e password 'o e komipiuta 'i 'ofisi ko {pw}",
    "冷凍庫那台電腦的密碼是 {pw} 喔",
    "マグロ冷凍庫のPCのパスワード：{pw}",
    "yung password ng laptop sa barko ay {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["tebano.k", "teretia", "kaureb", "ioane.t", "tekaai", "seve", "fakasoa.l", "lopati",
          "saaga", "jebro", "neijon.r", "ribelab", "detenamo", "agigo", "sereana.v", "vilikesa",
          "litia", "tevita.n", "ravinesh", "shalini.p", "pranesh", "chihhao", "yuting.lin",
          "weilun", "bronwyn", "lachlan.m", "mamarika.j", "lalara", "svc-scada", "ro-operator",
          "bms-admin", "cannery-qa", "ferry-ops"]  # fmt: skip
_LOGINS = [
    "Viber, Tebano: the Sunny Portal login is {u} / {pw}",
    "Freshdesk #2237: {u} locked out of the GeneXpert workstation, last password {pw}",
    "acct {u} pw {pw}",
    "Notion › Sites › Funafuti RO › HMI: {u} — {pw}",
    "| site | user | pass |\n|---|---|---|\n| Laura RO HMI | {u} | {pw} |",
    "log into the cnMaestro as {u} with {pw}",
    "Steriflow login {u}:{pw}",
    "username: {u}\npass: {pw}",
    "- host: ro-laura-hmi\n  user: {u}\n  pass: {pw}",
    "Teams DM: use {u} with pw {pw}",
    "Bronwyn says the VRM account is {u} and the password is {pw}",
    "site;user;pwd\nbonriki-bess;{u};{pw}",
    "ssh {u}@hub-gw.lgl.lan   # pw {pw}",
    "Signal: creds for the Gilat NMS are {u} and {pw}",
    "aran te user {u} ao ana password {pw}",
    "igoa o te user ko {u} kae ko {pw} te password",
    "yaca ni vakayagataka {u}, password ni curu {pw}",
    "帳號 {u}，密碼 {pw}",
    "ユーザー名：{u}　パスワード：{pw}",
    "계정 {u} / 비밀번호 {pw}",
    "gamitin mo yung {u}, password {pw}",
    "user ko {u}, password nogu {pw}",
    "account-li {u}, password-li {pw}",
    "taku user ko {u}, taku password ko {pw}",
    "user yaai {u}, password yaai {pw}",
    "Ko {u} taku ingoa user, ko {pw} taku password",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["skipjack", "baneawa", "pulaka", "babai", "kanava", "maneaba", "bonito", "noddy",
               "frigatebird", "pandanus", "kaibea", "trevally", "outrigger", "falekaupule"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password for the Laura HMI: start with {w} in lowercase, follow it with {d}",
    "for the Sunny Island it's {w}, then {d} tacked straight on",
    "voice memo: hub wifi, say {w} and after it the figures {d} all joined up",
    "type {w} then {d}, that's the retort PC",
    "it's {w}{d}, one word with the digits stuck on",
    "ti te taeka ae {w} ao imwina {d}, anne te password",
    "muna ko {w}, kae te numela {d}, tena te password o te komupiuta",
    "vola na vosa {w}, qai muria e {d}, koya na password",
    "密碼是 {w} 這個字，後面接 {d}",
    "nogu password: vosa ko {w}, e muri ko {d}",
    "te password ko te tuatua {w}, mei muri {d}",
    "i-type mo yung {w}, sunod yung {d}, yun ang password",
    "the Cerbo: {w} in small letters, digits {d} glued behind",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "mqsisetdbparms LGLNODE -n jdbc::cannerydb -u {u} -p '{pw}'",
    "FNDCPASS apps/apps 0 Y system/manager USER {u} '{pw}'",
    "tacacs_client -H 10.40.0.9 -k '{pw}' -u {u} authenticate",
    "radsniff -i eth1 -s '{pw}' -f 'udp port 1812'",
    'runasspc /program:"C:\\Program Files\\SMA\\Sunny Explorer\\SunnyExplorer.exe" /domain:LAGOON /user:{u} /password:{pw}',
    'admod -b "CN=Kolibri Kiosk,OU=School,DC=lagoon,DC=local" -u LAGOON\\{u} -up {pw} description::"classroom 3"',
    'dsacls "OU=HealthPost,DC=lagoon,DC=local" /user:{u}@lagoon.local /passwd:{pw} /G "LAGOON\\nurses:GR"',
    "tinkerforge --host 10.40.3.17 --secret '{pw}' call industrial-dual-relay-bricklet Fa2 set-value true false",
    "asu64 show IMM.HostName1 --host 10.40.0.21 --user {u} --password '{pw}'",
    'timescaledb-parallel-copy --connection "host=tsdb.lgl.lan user={u} password={pw} sslmode=require" --db-name telemetry --table bess_readings --file bonriki-2033-02.csv --workers 4',
    "redis_exporter -redis.addr redis://cache.lgl.lan:6379 -redis.password '{pw}'",
    "DATA_SOURCE_URI=pg.lgl.lan:5432/ferry DATA_SOURCE_USER={u} DATA_SOURCE_PASS='{pw}' ./postgres_exporter",
    "psgetsid \\\\DISPATCH-PC -u LAGOON\\{u} -p {pw}",
    "psfile \\\\CANNERY-QA01 -u {u} -p {pw} C:\\QA\\retort-log.xlsx -c",
    "q)h:hopen `:kdb.lgl.lan:5010:{u}:{pw}",
    'uacall -u opc.tcp://{u}:{pw}@ro-laura-plc.lgl.lan:4840 -n "ns=3;s=RO" -m "ns=3;s=StartFlush"',
    "python -c \"from pyrfc import Connection; c = Connection(ashost='sap.lgl.lan', sysnr='00', client='310', user='{u}', passwd='{pw}')\"",
    "ko login ghcr.io -u {u} -p '{pw}'",
    "echo '{pw}' | cmk-passwd -i {u}",
    'sma = pysma.SMA(session, "https://10.40.2.5", "{pw}", group="installer")',
    "iusql -v CANNERY {u} {pw}",
    "mongosqld --auth --mongo-uri mongodb://mongo.lgl.lan:27017 --mongo-username {u} --mongo-password '{pw}'",
    "memccat --servers=cache.lgl.lan --username={u} --password='{pw}' ferry:manifest:0212",
    "printf '%s\\n' '{pw}' | MQSAMP_USER_ID={u} amqsputc LGL.TUNA.ORDERS QM_BETIO",
    "python3 -c \"from panoramisk import Manager; Manager(host='pbx.lgl.lan', username='{u}', secret='{pw}').connect()\"",
    "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@10.40.2.5 'dbus -y com.victronenergy.system /Dc/Battery/Soc GetValue'",
    "mysql -h ferrydb.lgl.lan -u {u} -p'{pw}' tickets -e 'select count(*) from bookings'",
    "redis-cli -h cache.lgl.lan -a '{pw}' --no-auth-warning info keyspace",
    "ipmitool -I lanplus -H 10.40.0.23 -U {u} -P '{pw}' chassis power cycle",
    "mosquitto_pub -h mqtt.lgl.lan -u {u} -P '{pw}' -t bess/bonriki/soc -m 71",
    "7z a -p'{pw}' -mhe=on vms-export-2033-02.7z vms/",
    "openssl enc -aes-256-cbc -pbkdf2 -in crew-list.xlsx -out crew-list.enc -pass pass:{pw}",
    "xfreerdp /v:dispatch-pc.lgl.lan /u:{u} /p:{pw} /cert:ignore",
    "net use S: \\\\fs01\\school {pw} /user:LAGOON\\{u} /persistent:no",
    "sqlcmd -S tcp:healthdb.lgl.lan -U {u} -P '{pw}' -Q \"SELECT TOP 5 * FROM visits\"",
    "smbclient //nas.lgl.lan/cannery -U '{u}%{pw}' -c 'ls'",
    "echo '{pw}' | sudo -S systemctl restart kolibri",
    "lftp -u {u},'{pw}' sftp://files.lagoonlight.coop",
    "curl -u {u}:{pw} http://10.40.1.8/cgi-bin/status.cgi",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Users\\tebano> {c}", "bash history on the hub gateway:\n{c}",
    "Termux on Seve's phone: {c}", "PuTTY session 'laura-ro': {c}", "MobaXterm tab 'bonriki-bess':\n{c}",
    "Windows Terminal, cmd: C:\\ops> {c}", "tmux pane 2 on scada01: {c}", "zsh ~/cannery % {c}",
    "Git Bash on the dispatch PC: {c}", "WSL Ubuntu, lachlan@DWN-LT04:~$ {c}",
    "Tabby tab 'kiritimati': {c}", "kitty on the ferry laptop: {c}",
    "GNOME Terminal, ro-operator@laura-ro:~$ {c}", "iTerm2 on Bronwyn's Mac:\n{c}",
    "screen session 'hub' (window 3): {c}", "fish, ioane@hub ~> {c}",
    "te command ae I karaoia: {c}", "te command ne fai ne au: {c}", "我剛剛下的指令：{c}",
    "さっき実行したコマンド：{c}", "na command au vakayagataka: {c}", "yung tinype ko kanina: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@tsdb.lgl.lan:5432/telemetry",
    "mssql+pyodbc://{u}:{pw}@healthdb.lgl.lan/openmrs?driver=ODBC+Driver+18+for+SQL+Server",
    "mysql+pymysql://{u}:{pw}@ferrydb.lgl.lan:3306/tickets",
    "mongodb+srv://{u}:{pw}@vms.lgl.lan/catch?authSource=admin",
    "redis://{u}:{pw}@cache.lgl.lan:6379/2",
    "opc.tcp://{u}:{pw}@ro-funafuti-plc.lgl.lan:4840",
    "rtsp://{u}:{pw}@10.40.6.31:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@files.lagoonlight.coop/vms/",
    "https://{u}:{pw}@nexus.lgl.lan/repository/pypi/simple",
    "influxdb://{u}:{pw}@influx.lgl.lan:8086/bess",
    "oracle+oracledb://{u}:{pw}@sap-db.lgl.lan:1521/?service_name=EBSPROD",
    "Server=healthdb.lgl.lan;Database=DHIS;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://tsdb.lgl.lan:5432/telemetry?user={u}&password={pw}",
    "mqtt://{u}:{pw}@mqtt.lgl.lan:1883",
]  # fmt: skip
_URL_PLACES = [
    "TELEMETRY_DB_URL={c}", "Grafana datasource 'telemetry-legacy': {c}", "hang on to this DSN for me: {c}",
    "連線字串：{c}", "te URL ni database: {c}", "GLPI #322: {c}", "Notion page 'Hub databases (old)': {c}",
    "接続文字列 {c}", "Sereana's note: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "lagoonlight-coop", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "telemetry:read sites:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "ES256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 86)

    return make


# Vendors none of heldouts 5 to 106 names; every token shape here is a guess (none is published).
_VENDORS: list[tuple[str, str, Maker]] = [
    ("APsystems", "APSYSTEMS_APP_SECRET", _j((ALNUM, 12))),
    ("sonnen", "SONNEN_AUTH_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Zeversolar", "ZEVERSOLAR_API_KEY", _j((UPPER_DIGITS, 20))),
    ("Evergen", "EVERGEN_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Power Ledger", "POWERLEDGER_API_KEY", _j("pl_live_", (ALNUM, 32))),
    ("Zepben", "ZEPBEN_CLIENT_SECRET", _j((ALNUM, 40))),
    ("HOMER Energy", "HOMER_API_KEY", _j((HEX, 40))),
    ("XENDEE", "XENDEE_API_TOKEN", _vendor_jwt("https://api.xendee.com")),
    ("Hach Claros", "CLAROS_API_KEY", _j((HEX, 32))),
    ("Osmoflo", "OSMOFLO_REMOTE_TOKEN", _j((B64, 44))),
    ("Elemental Water Makers", "EWM_PORTAL_KEY", _j("ewm_", (LOWER_DIGITS, 32))),
    ("Boreal Light", "BOREAL_API_KEY", _j((UPPER_HEX, 32))),
    ("TUFMAN", "TUFMAN_API_TOKEN", _j((HEX, 64))),
    ("iFIMS", "IFIMS_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("FishServe", "FISHSERVE_API_KEY", _j((ALNUM, 36))),
    ("Trimarine", "TRIMARINE_PORTAL_TOKEN", _j((URLSAFE, 48))),
    ("Thai Union", "THAIUNION_SUPPLIER_KEY", _j((HEX, 40))),
    ("Thorium", "THORIUM_VMS_KEY", _j("thx_", (ALNUM, 28))),
    ("Puma Energy", "PUMA_FUEL_API_KEY", _j((ALNUM, 32))),
    ("Pacific Energy", "PACIFICENERGY_ACCOUNT_TOKEN", _j((B64, 40), "==")),
    ("Eutelsat", "EUTELSAT_API_SECRET", _j((URLSAFE, 40))),
    ("Comtech", "COMTECH_NMS_TOKEN", _j((HEX, 48))),
    ("Pactel", "PACTEL_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Vocus", "VOCUS_API_TOKEN", _j((ALNUM, 48))),
    ("Telecom Fiji", "TFL_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Vodafone Fiji", "VODAFONE_FJ_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Ocean Link", "OCEANLINK_API_KEY", _j((HEX, 32))),
    ("Tuvalu Telecom", "TTC_BILLING_TOKEN", _j((LOWER_DIGITS, 40))),
    ("Ookla", "OOKLA_API_KEY", _j((ALNUM, 40))),
    ("Bank of Kiribati", "BOK_API_SECRET", _j((B64, 64))),
    ("National Bank of Tuvalu", "NBT_API_KEY", _j((UPPER_HEX, 40))),
    ("Bank of the Marshall Islands", "BOMI_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Western Union", "WU_PARTNER_SECRET", _j((ALNUM, 44))),
    ("MoneyGram", "MONEYGRAM_CLIENT_SECRET", _j((URLSAFE, 36))),
    ("DT One", "DTONE_API_SECRET", lambda g: v.uuid4(g, "8")),
    ("Reloadly", "RELOADLY_CLIENT_SECRET", _j((ALNUM, 50))),
    ("Taishin", "TAISHIN_API_KEY", _j((HEX, 32))),
    ("E.SUN", "ESUN_APP_SECRET", _j((ALNUM, 32))),
    ("Appier", "APPIER_API_KEY", _j((LOWER_DIGITS, 36))),
    ("iKala", "IKALA_API_TOKEN", _j((URLSAFE, 44))),
    ("Taiwan Mobile", "TWM_SMS_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Nearmap", "NEARMAP_API_KEY", _j((ALNUM, 56))),
    ("Instaclustr", "INSTACLUSTR_API_KEY", _j((HEX, 32))),
    ("simPRO", "SIMPRO_ACCESS_TOKEN", _j((HEX, 40))),
    ("Halaxy", "HALAXY_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Medical Director", "MD_HUB_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Simprints", "SIMPRINTS_PROJECT_SECRET", _j((ALNUM, 24))),
    ("Sentral", "SENTRAL_API_KEY", _j((HEX, 64))),
    ("Mathletics", "MATHLETICS_SCHOOL_TOKEN", _j((URLSAFE, 32))),
    ("12Go", "TWELVEGO_API_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "cmd: set {env}={tok}",
    '$env:{env} = "{tok}"',
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} lagoonlight/telemetry-bridge:2.3",
    "kubectl -n bridge create secret generic bridge-env --from-literal={env}={tok}",
    'appsettings.Production.json: "{env}": "{tok}"',
    'config.toml:\n[integrations]\n{env} = "{tok}"',
    "crontab -l: 15 * * * * {env}={tok} /opt/lgl/sync.sh",
    'supervisor program:bridge\nenvironment={env}="{tok}"',
    'setx {env} "{tok}"',
    "~/Library/LaunchAgents/coop.lagoonlight.sync.plist: <key>{env}</key> <string>{tok}</string>",
    "Lagoonlight portal › Settings › Integrations › {vendor} › API key: {tok}",
    "Notion table 'Integrations (prod)': | {vendor} | {tok} | Tebano |",
    "Todoist task: swap out {vendor} key {tok} before March",
    "Viber, Tebano: {vendor} key that the 2 a.m. job uses: {tok}",
    "Signal: current {vendor} token is {tok}; I killed the previous one this morning",
    "Freshdesk #2256: {vendor} pull fails with HTTP 401 although the key set is {tok}",
    "Zendesk 4480: {vendor} link down since Tuesday, key in use {tok}",
    "{vendor} API key, stash it for me: {tok}",
    "Ana API key {vendor} bon {tok}",
    "Tena API key mai {vendor}, ko {tok}",
    "API key eo an {vendor} ej {tok}",
    "Oqo na API key mai {vendor}: {tok}",
    "{vendor} wala API key ii hai: {tok}",
    "O le API key a {vendor} o {tok}",
    "Ko e API key 'a {vendor} ko {tok}",
    "{vendor} 那邊給的 API 金鑰是 {tok}",
    "{vendor}のAPIキーは {tok} です",
    "{vendor} API 키는 {tok}",
    "eto yung API key galing {vendor}: {tok}",
    "kunci API {vendor} buat server kapal: {tok}",
    "API key của {vendor} đây nha: {tok}",
    "para Kiritimati usamos esta key de la API de {vendor}: {tok}",
    "clé API {vendor} pour la conserverie : {tok}",
    "Taku ki API mai {vendor}: {tok}",
    "Ka API key o {vendor} ko {tok}",
    "Te API key a {vendor}, ko {tok}",
    "Ko {vendor} te API key: {tok}",
    "API key yaal {vendor} ye {tok}",
    "na API key i {vendor}: {tok}",
    "{vendor} API key-li: {tok}",
    "{vendor} API key nganyangwa: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    nearmap = _r(rng, ALNUM, 56)
    reloadly = _r(rng, ALNUM, 50)
    ookla = _r(rng, ALNUM, 40)
    western = _r(rng, ALNUM, 44)
    simprints = _r(rng, ALNUM, 24)
    thorium = "thx_" + _r(rng, ALNUM, 28)
    return [
        Sample("vendor_token", f"curl -o tile.jpg 'https://api.nearmap.com/tiles/v3/Vert/19/495312/271118.jpg?apikey={nearmap}'", nearmap),
        Sample("vendor_token", f'const reloadly = new ReloadlyClient({{ clientId: "lgl-topups", clientSecret: "{reloadly}", environment: "live" }});', reloadly),
        Sample("vendor_token", f'client.DefaultRequestHeaders.Add("X-Ookla-Key", "{ookla}");', ookla),
        Sample("vendor_token", f"$wu = new WesternUnionClient('LGL-KIR-01', '{western}');", western),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "SIMPRINTS_PROJECT_SECRET", "\\"{simprints}\\"")\n  }}\n}}', simprints),
        Sample("vendor_token", f"Info.plist (ferry tracker app):\n<key>ThoriumApiKey</key>\n<string>{thorium}</string>", thorium),
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


_BARE_PLACES = ["{t}", "Viber: {t}", "it shows it only once, so here it is:\n{t}", "te token: {t}",
                "這個 token 先存著：{t}", "{t}\n^ fresh one, previous expired", "don't lose this one: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 48)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AppKey for the Dragino LDDS75 on tank 2 at Laura (OTAA): {h}": 32,
    "AppSKey of the Bonriki fuel-tank sensor (ABP): {h}": 32,
    "HMAC secret for the ferry booking webhook: {h}": 64,
    "AES key of the Thorium VMS unit on FV Tekeraoi, hex: {h}": 32,
    "IPsec pre-shared key between the Bonriki hub and Darwin (hex): {h}": 64,
    "Sunny Island cluster backup encryption key, hex: {h}": 48,
    "冷凍庫門禁系統的 AES 金鑰：{h}": 64,
    "te AES key ni backup n te school: {h}": 64,
    "te ki o te backup i Funafuti: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "authorization: Bearer {t}",
    "Zendesk 4493: token copied from the browser's dev tools {t}",
    "Cookie: lang=gil; lgl_sid={t}",
    "FERRY_BRIDGE_JWT={t}",
    "bearer from the booking app, save it: {t}",
    "token 是 {t}",
    "te token: {t}",
    "Postman console › Headers › Authorization: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "RS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.lagoonlight.coop/realms/atolls",
            "azp": "microgrid-console",
            "roles": ["operator", "ro-plant"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "RS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key for the Bonriki SCADA box, put it in the vault:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/portal.lagoonlight.coop.key:\n{key}": ("PRIVATE KEY", "\n"),
    '{{"BOOKING_SIGNING_KEY": "{key}", "issuer": "ferry-booking"}}': ("EC PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_rsa_hub <<'EOF'\n{key}\nEOF": ("RSA PRIVATE KEY", "\n"),
    "Freshdesk #2262, pasted by the Darwin integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "伺服器的私鑰：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "GPG key for the Kaohsiung buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, typing it off the steel plate before I wipe it: {p}": "english",
    "Nunchuk wallet, 12 recovery words\n{p}": "english",
    "Zeus wallet words (the old fuel-fund wallet, emptied): {p}": "english",
    "Blockstream Green seed backup: {p}": "english",
    "voice memo: the recovery words for the Coinomi wallet are {p} — those are all the words": "english",
    "Notion page 'Fuel fund wallet (retired)': {p}": "english",
    "frase semilla de la billetera Exodus del armador: {p}": "spanish",
    "phrase secrète du portefeuille Ledger de la conserverie : {p}": "french",
    "Trust Wallet 的助記詞：{p}": "chinese_traditional",
    "BitPay ウォレットのシードフレーズ：{p}": "japanese",
    "Klip 지갑 복구 단어: {p}": "korean",
    "frase de recuperação da carteira Muun: {p}": "portuguese",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
        "  ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Viber, Tebano: the coop card for the Saft spare fuses is {c}, exp {mm}/{yy}",
    "keep my travel card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Freshdesk #2270: pay the Furuno service visit with card {c}",
    "我的卡號：{c}，到期 {mm}/{yy}",
    "au kaati ae boou, nambwa {c}, {mm}/{yy}",
    "te kaati a au, numela: {c}",
    "na noqu kadi: {c}, {mm}/{yy}",
    "Card-li {c}, {mm}/{yy}",
    "taku kaati: {c}, {mm}/{yy}",
    "カード番号 {c}　有効期限 {mm}/{yy}",
    "ito yung card ko, {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "jcb", "unionpay", "maestro", "discover", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} (good thru 09/36) CVV {cvv}",
               "the three little digits beside the signature panel: {cvv}",
               "Amex {c}, front of the card, small 4-digit CID: {cvv}",
               "卡片背面末三碼：{cvv}",
               "カード裏面のセキュリティコードは {cvv}",
               "te 3 nambwa i akuin te kaati: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 106 (eight corpora each); BBAN shapes
# after stdnum's iban.dat, with bank codes of the kind each country prints.
_IBAN_SHAPES = {"IL": ["010", "012", "020", "031"], "EE": ["22", "10", "77"],
                "LT": ["73000", "70440", "40100"], "LV": ["HABA", "UNLA", "RIKO"],
                "HU": ["117", "107", "120"], "SI": ["56", "02", "03"], "HN": ["BCAT", "FICO", "BAHO"],
                "SM": ["X06067", "Q03225", "R08540"]}  # fmt: skip


def _bban(g: random.Random, country: str) -> str:
    bank = g.choice(_IBAN_SHAPES[country])
    rest = {"IL": 16, "EE": 14, "LT": 11, "LV": 13, "HU": 21, "SI": 13, "HN": 20, "SM": 17}[country]
    if country == "SM":
        return bank + "0" + _r(g, D, 4) + _r(g, D, 12)
    return bank + _r(g, D, rest)


def _iban(rng: random.Random, country: str) -> str:
    def make(g: random.Random) -> str:
        bban = _bban(g, country)
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = {  # template: the country of the account
    "Invoice DS-2033-041: please pay the RO membranes to {i} by the end of April": "IL",
    "save the Tel Aviv pump supplier's IBAN: {i}": "IL",
    "Viber #finance: the Tallinn software firm's new bank details, IBAN {i}": "EE",
    "toku akaunu IBAN i Tallinn: {i}": "EE",
    "立陶宛感測器廠商的 IBAN：{i}": "LT",
    "IBAN for the Vilnius cold-chain sensor maker: {i}\nReference: LGL-PO-2033-0088": "LT",
    "au IBAN man te crewing agency i Riga: {i}": "LV",
    "na noqu IBAN mai Budapest: {i}": "HU",
    "IBAN yaai, bank i Ljubljana: {i}": "SI",
    "IBAN del proveedor de atún en La Ceiba: {i}": "HN",
    "supplier IBAN ki Honduras: {i}": "HN",
    "IBAN of the San Marino foundation that pays for the school's panels: {i}": "SM",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 0 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _hpi(prefix: str) -> Maker:
    """An Australian Healthcare Provider Identifier (HPI-I 800361, HPI-O 800362): sixteen digits
    whose last is a Luhn check digit (python-stdnum's ``luhn``)."""

    def make(g: random.Random) -> str:
        body = prefix + _r(g, D, 9)
        number = body + luhn.calc_check_digit(body)
        assert luhn.is_valid(number)
        return f"{number[:4]} {number[4:8]} {number[8:12]} {number[12:]}"

    return make


_TW_LETTERS = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36), strict=True))


def _tw_check(number: str) -> bool:
    """Taiwan's national id check: the letter's two digits and the nine digits, weighted 1, 9, 8,
    ..., 1, 1, sum to a multiple of ten (the published rule; written here, no library has it)."""
    code = _TW_LETTERS[number[0]]
    digits = [code // 10, code % 10] + [int(c) for c in number[1:]]
    weights = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1]
    return sum(d * w for d, w in zip(digits, weights, strict=True)) % 10 == 0


def _tw_licence(g: random.Random) -> str:
    """A Taiwan driving licence's number: the holder's national id (a letter, 1 or 2, eight
    digits), drawn until its check holds."""
    return v.until(g, lambda h: h.choice("ABEKMNT") + h.choice("12") + _r(h, D, 8), _tw_check)


def _medicare_provider(g: random.Random) -> str:
    """An Australian Medicare provider number: six digits, a location character and a check
    character; drawn in that shape, not checked."""
    return f"{_r(g, D, 6)}{g.choice('0123456789ABCDEFGHJK')}{g.choice('ABFHJKLTWXY')}"


def _trn(g: random.Random) -> str:
    """An ImmiAccount Transaction Reference Number as the author believes it looks: EGO and
    seven letters and digits; unchecked."""
    return "EGO" + _r(g, UPPER_DIGITS, 7)


def _hap_id(g: random.Random) -> str:
    """A HAP ID (the visa health examination's identifier): eight digits; unchecked."""
    return g.choice("2345") + _r(g, D, 7)


def _sid(g: random.Random) -> str:
    """A Kiribati Seafarer Identity Document (ILO C185) number, shape invented: KIR and seven."""
    return "KIR" + _r(g, D, 7)


def _fj_licence(g: random.Random) -> str:
    """A Fiji LTA driving licence number, shape invented: seven digits."""
    return g.choice("123456") + _r(g, D, 6)


def _tw_police(g: random.Random) -> str:
    """A Taiwan police criminal record certificate (良民證) number, shape invented."""
    return f"{g.randrange(112, 123)}警刑字第{_r(g, D, 7)}號"


def _tw_permit(g: random.Random) -> str:
    """A Taiwan employment permit letter for a foreign crew member, shape invented."""
    return f"勞動發事字第{g.randrange(112, 123)}{_r(g, D, 7)}號"


def _coxswain(g: random.Random) -> str:
    """A Tuvalu coxswain certificate number, shape invented."""
    return f"TV-CX-{g.randrange(2018, 2034)}-{_r(g, D, 4)}"


def _sso(g: random.Random) -> str:
    """A Ship Security Officer certificate number, shape invented."""
    return f"SSO/{_r(g, UPPER, 2)}/{_r(g, D, 6)}"


def _ki_fishing(g: random.Random) -> str:
    """A Kiribati fishing licence number, shape invented."""
    return f"KI-FL-{g.randrange(2030, 2034)}-{_r(g, D, 5)}"


def _afp_check(g: random.Random) -> str:
    """An AFP National Police Check reference, shape invented: NPC and ten digits."""
    return "NPC" + _r(g, D, 10)


def _sb_passport(g: random.Random) -> str:
    """A Solomon Islands passport number, shape invented: PA and seven digits."""
    return "PA" + _r(g, D, 7)


def _ck_licence(g: random.Random) -> str:
    """A Cook Islands driver licence number, shape invented."""
    return "CK" + _r(g, D, 6)


def _ck_super(g: random.Random) -> str:
    """A Cook Islands National Superannuation Fund member number, shape invented."""
    return g.choice("12") + _r(g, D, 5)


def _fsm_passport(g: random.Random) -> str:
    """A Federated States of Micronesia passport number, shape invented: FM and six digits."""
    return "FM" + _r(g, D, 6)


def _tw_passport(g: random.Random) -> str:
    """A Taiwan passport number: nine digits, no public check."""
    return g.choice("34") + _r(g, D, 8)


def _nt_licence(g: random.Random) -> str:
    """A Northern Territory driver licence number, shape invented: seven digits."""
    return _r(g, D, 7)


def _nr_passport(g: random.Random) -> str:
    """A Nauru passport number, shape invented: RN and six digits."""
    return "RN" + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "HPI-I of the Aiwo health post's nurse practitioner, for the My Health Record form: {s}": _hpi("800361"),
    "HPI-O of the Aiwo health post: {s}": _hpi("800362"),
    "Medicare provider number of the visiting GP from Darwin: {s}": _medicare_provider,
    "ImmiAccount TRN for Lopati's work visa: {s}": _trn,
    "HAP ID for the visa medical in Suva: {s}": _hap_id,
    "te Seafarer Identity Document (ILO 185) n au: {s}": _sid,
    "na nogu laiseni ni draiva mai Viti: {s}": _fj_licence,
    "我的駕照號碼：{s}": _tw_licence,
    "良民證字號：{s}": _tw_police,
    "印尼船員的聘僱許可函文號：{s}": _tw_permit,
    "toku coxswain certificate: {s}": _coxswain,
    "Ship Security Officer certificate of the MV Nei Tabera's mate: {s}": _sso,
    "Kiribati fishing licence for FV Tekeraoi: {s}": _ki_fishing,
    "AFP National Police Check reference for Bronwyn: {s}": _afp_check,
    "taku passport ko {s}": _sb_passport,
    "kaku passport ko {s}": _sb_passport,
    "taku driver licence o te Kuki Airani: {s}": _ck_licence,
    "taku numela superannuation: {s}": _ck_super,
    "passport yaai: {s}": _fsm_passport,
    "passport-li {s}": _tw_passport,
    "driver licence nganyangwa: {s}": _nt_licence,
    "my Nauru passport number is {s}": _nr_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Bank of Kiribati 2FA backup codes\n{codes}", "spare sign-in codes for the coop's Microsoft 365: {codes}",
            "Reloadly recovery codes: {codes}", "2FA 備用碼：\n{codes}",
            "te backup codes n au 2FA: {codes}", "2FA backup codes yaai: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Instaclustr:bronwyn@lagoonlight.coop?secret={s}&issuer=Instaclustr&period=30",
              "Aegis, manual entry key for the Nearmap login: {s}",
              "2FAS, setup key for the DT One portal: {s}",
              "te 2FA key n te Sunny Portal: {s}"]  # fmt: skip
_CODES = ["{c} is your Reloadly verification code", "【玉山銀行】您的驗證碼為{c}，請勿告知他人",
          "Am code bon {c}. Tai tuangnga temanna", "Halaxy: your sign-in code is {c}",
          "Tou code ko {c}, sa fakaasi ki se tino"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["LGL-Bonriki-Hub", "Lagoonlight-Staff", "TabwakeaSchool-5G", "AiwoHealthPost",
          "MV-NeiTabera-Crew", "Cannery-QA-2G", "Laura-RO-Plant", "Vaiaku-BESS", "Delap-Powerhouse",
          "Fongafale-RO", "Kiritimati-Office", "Betio-IcePlant", "Anibare-Container",
          "Kacific-Hub-Guest"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s} (WPA2-Personal), key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nPassword: {pw}",
    "the staff SSID is {s}, key {pw}",
    "the crew wifi on the ferry: {s} / {pw}",
    "Chromebook enrolment, network {s}, pre-shared key {pw}",
    "the sticker under the hub router says {pw}",
    "{s} 的 Wi-Fi 密碼：{pw}",
    "ana password te wifi {s} bon {pw}",
    "wifi {s} i Vaiaku — password ko {pw}",
    "kōjerbal wifi eo {s}, password: {pw}",
    "wifi {s}, na kena password e {pw}",
    "wifi {s}, na password nogu {pw}",
    "ka password o ke wifi {s}: {pw}",
    "wifi {s} password-li {pw}",
    "sa wifi na {s}, ang password niya {pw}",
    "wifi {s}, password yaai ye {pw}",
    "Sunny Island maintenance AP: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("thx_", (ALNUM, 16)), _j((HEX, 32)), _j((UPPER_DIGITS, 24)),
                 _j("pl_live_", (ALNUM, 20)), _j((ALNUM, 26))]  # fmt: skip
_SPELL = ["reading it out over the HF radio, one character at a time: {t}",
          "[dictated on the imo call] {t}", "(gaps in it so the Viber notification won't show it) {t}",
          "一個字一個字念給你：{t}", "te token, ti te leta teuana teuana: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 3] for k in range(0, len(token), 3))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["Bonriki battery container padlock: {pw}", "the RO plant gate keypad takes {pw} then #",
          "冷凍庫密碼鎖：{pw}", "te code n te padlock n te store: {pw}",
          "te code o te loka o te fale: {pw}", "na code ni loka ni sitoa: {pw}",
          "ダイヤル錠の番号は {pw}", "te code o te loka o te wale: {pw}",
          "vaccine fridge lock at the health post: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["skipjack", "pandanus", "breadfruit", "frigatebird", "outrigger", "maneaba",
                 "lagoon", "trevally", "babai", "pulaka", "kanava", "noddy", "bonito", "reef",
                 "copra", "longline"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the microgrid vault: {p}": " ",
            "KeePassXC database passphrase (cannery): {p}": "-",
            "Proton Pass vault passphrase, ferry office: {p}": " ",
            "Enpass passphrase for the school laptop vault: {p}": ".",
            "te passphrase n te backup: {p}": " ", "備份用的密語：{p}": "_",
            "na passphrase ni backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman request 'VMS export', header Authorization: Basic {v}": True,
    'HAProxy: http-request set-header Authorization "Basic {v}"': True,
    "Insomnia raw request: Authorization: Bearer {v}": False,
    "Bruno collection, auth header Basic {v}": True,
    "Thunder Client export of the Nearmap call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "snmp_exporter snmp.yml:\nauths:\n  lgl_v3:\n    version: 3\n    username: snmpmon\n    security_level: authNoPriv\n    auth_protocol: SHA\n    password: {pw}",
    "bgpd.conf (Quagga) on the hub:\nhostname bonriki-bgp\npassword {pw}\nrouter bgp 64512",
    "exabgp.conf:\nneighbor 10.40.0.2 {{\n  router-id 10.40.0.1;\n  local-as 64512;\n  peer-as 64513;\n  md5-password {pw};\n}}",
    "gobgpd.toml:\n[[neighbors]]\n  [neighbors.config]\n    neighbor-address = \"10.40.0.2\"\n    peer-as = 64513\n    auth-password = \"{pw}\"",
    "/var/www/moodle/config.php (school server):\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "DHIS2 /opt/dhis2/dhis.conf:\nconnection.username = dhis\nconnection.password = {pw}",
    "openmrs-runtime.properties:\nconnection.username=openmrs\nconnection.password={pw}",
    "mirth.properties:\ndatabase.username = mirthdb\ndatabase.password = {pw}",
    "ERPNext sites/cannery/site_config.json:\n{{\"db_name\": \"_1bd3e0294da19198\", \"db_password\": \"{pw}\"}}",
    "Nextcloud (health post share) config.php:\n'dbuser' => 'nextcloud',\n'dbpassword' => '{pw}',",
    "/etc/telegraf/telegraf.d/bess.conf:\n[[outputs.influxdb]]\n  urls = [\"http://influx.lgl.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "FreeRADIUS clients.conf:\nclient hub-ap {{\n  ipaddr = 10.40.0.0/24\n  secret = {pw}\n}}",
    "mosquitto.conf bridge to Darwin:\nconnection darwin-bridge\naddress mqtt.topend.example:8883\nremote_username lgl\nremote_password {pw}",
    "Node-RED on the Cerbo, settings.js:\n    credentialSecret: \"{pw}\",",
    "LibreNMS .env:\nDB_HOST=localhost\nDB_USERNAME=librenms\nDB_PASSWORD={pw}",
    "Wiki.js config.yml on the school server:\ndb:\n  type: postgres\n  host: localhost\n  user: wikijs\n  pass: {pw}",
    "squid.conf at the hub:\ncache_peer proxy.upstream.example parent 3128 0 no-query login=lgl:{pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Tebano: hub wifi password?\nSeve: {pw}",
    "[06:18] lachlan: root pw for the Cerbo?\n[06:19] bronwyn: {pw}",
    "Ioane: {pw} is the new Steriflow supervisor password",
    "Litia: try {pw}, that's what the GeneXpert has now",
    "Teretia: te password ae boou bon {pw}",
    "Lopati: te password fou ko {pw}",
    "Sereana: na password vou e {pw}",
    "林育婷：新密碼是 {pw}",
    "Mamarika: pasword nganyangwa {pw}",
    "Neijon: password eo ekāl ilo ofiij ej {pw}",
    "Tevita: na password vou ni server sa {pw}, kua ni tukuna",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "Sunny Island pass\u200bword: {pw}", "hub p\u0430ssw\u043erd = {pw}", "p̲a̲s̲s̲w̲o̲r̲d̲ (retort PC): {pw}",
    "🅿🅰🆂🆂🆆🅾🆁🅳 {pw}", "ᴾᴬˢˢᵂᴼᴿᴰ for the Cerbo: {pw}", "GeneXpert pass\u200dword → {pw}",
    "P\u200cASSWORD: {pw}", "pass\u2063word (the hub NAS): {pw}",
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
    "the Steriflow supervisor password is": "{s}",
    "Sunny Island installer pw:": "{s} (since the firmware update in January)",
    "密碼是": "{s}", "Conext gateway web pw": "{s}\nswap it once the cyclone season is over",
    "au password bon": "{s}", "password o te server nei ko": "{s}", "na password nogu": "{s}",
    "password-li": "{s}", "the password Seve read out over the HF radio was": "{s}, I think",
    "Pasword nganyangwa": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Instaclustr API key", "{s}", _j((HEX, 32))),
    ("split_token", "Thorium key:", "{s} (VMS on FV Tekeraoi)", _j("thx_", (ALNUM, 28))),
    ("split_token", "DT One API secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "Nunchuk 12 words (old multisig)", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/37", lambda g: v.grouped(_card(g, "jcb"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LV"))),
    ("split_backup", "Reloadly recovery codes", "{s}\ntepu-4821-kalo\nmwak-9034-rien", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "HPI-I", "{s}", _hpi("800361")),
    ("split_phrase", "Bitwarden vault passphrase (microgrid)", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"steriflow": {"url": "https://retort.lgl.lan", "supervisor_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"te_password": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "seve", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"sites": [{"name": "bonriki"}, {"name": "vaiaku", "installer_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mongosqld", "--auth", "--mongo-username", "bi", "--mongo-password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "冷凍庫電腦的密碼是 {s}"}': ("meta_password", _plain_pw),
    '{"密碼": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Conext Gateway as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"instaclustr": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"tufmanToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"ocean_link_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"request": {"headers": {"X-Auth-Token": "{s}"}}}': ("meta_token", _j((ALNUM, 40))),
    '{"billing": {"card": {"pan": "{s}", "expiry": "03/36"}}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"membrane_supplier": {"bank": {"iban": "{s}"}}}': ("meta_iban", lambda g: _iban(g, "HU")),
    '{"nurse": {"hpi_i": "{s}"}}': ("meta_id", _hpi("800361")),
    '{"two_factor": {"spare_codes": ["{s}", "tepu-4821-kalo", "mwak-9034-rien"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"fuel_fund_wallet": {"recovery_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"tank_sensor": {"lorawan": {"appskey": "{s}"}}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"container": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Vaiaku-BESS", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"sunny-island-3.30.12.up2").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/lagoonlight/telemetry-bridge:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"bess: add SoC column for Vaiaku", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: revert tide table import", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"retort-curves_2033-02-01.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"catch-log-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Sunny Island installer password before the SMA technician visits on 2033-03-14.",
    "Seve asked for the hub wifi password; it is on the card in the powerhouse drawer.",
    "Policy: coop passwords are at least 15 characters and live only in Bitwarden.",
    "Please don't paste passwords into Viber; share a Bitwarden Send link instead.",
    "The `.env.example` line `INSTACLUSTR_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The GeneXpert asks for a new password after every software update.",
    "Replace <YOUR_NEARMAP_KEY> in the README with the key from your Nearmap account page.",
    "TUFMAN_API_TOKEN and THORIUM_VMS_KEY must be set before the nightly catch sync runs.",
    "Tai tuangnga am password temanna.",
    "Sa fakaasi tou password ki se tino.",
    "Kakua ni tukuna na nomu password vei cei.",
    "請不要把密碼告訴任何人，包括主管。",
    "パスワードは家族にも教えないでね。",
    "Se tuku tau password ki he tangata.",
    "Se kuku kau password ki he kanaka.",
    "Auā e tuku tau password ki te tangata.",
    "Kare e tuku i tau password ki tetahi.",
    "Te ub tipeli password yoomw.",
    "Kakua ni vakaraitaka na nomu password.",
    "Password-su kai ka tubi.",
    "Pasword ningkwa, warningka yinga.",
    "Aua le ta'u atu lau password i se isi.",
    "'Oua 'e fakahā ho'o password ki ha taha.",
    "Huwag mong ibigay kahit kanino ang password mo.",
    "Jangan kasih tahu kata sandi ke siapa pun, ya.",
    "비밀번호는 절대 남에게 알려주지 마세요.",
    "La contraseña tiene que tener al menos quince caracteres.",
    "Le mot de passe doit faire au moins quinze caractères.",
    "apan password kisi ke mat batao, bhaiya.",
    "Jab ba ñan jabdewōt kōn am password.",
    "Upgraded the Cerbo GX from Venus OS 3.40 to 3.52 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the state-of-charge column for the Vaiaku container.",
    f"Rolled back to {_SHORT} after the tide table import broke the ferry timetable.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Sunny Island firmware 3.30.12 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of catch-log-2032.parquet: {_SHA512}",
    f"The bridge container runs ghcr.io/lagoonlight/telemetry-bridge@sha256:{_IMAGE}.",
    f"MD5 of retort-curves_2033-02-01.csv is {_MD5}, same as the copy on the QA share.",
    "Request id 3f6c2a91-7b4e-4d1a-9e52-c8a0b1d7f403 is the slow one in the booking logs.",
    "Purchase order PO-2033-00127 for 24 RO membranes ships from Haifa on Monday.",
    "Zendesk #4471: the Fongafale RO high-pressure pump trips on low suction at night.",
    "Ferry booking LGL-FUN-0314-22 is for two passengers and a motorbike, Funafuti to Nukufetau.",
    "Call the Bonriki hub on +686 7502 1184 before noon.",
    "Container MSKU 7713204 with the canned skipjack is at Betio wharf.",
    "ISBN 978-0-643-10985-8 is the atoll groundwater handbook on the hub's shelf.",
    "The Bairiki ute, plate T 4127, goes back with a full tank.",
    "HS code 1604.14 is prepared tuna, skipjack and bonito; 0302.33 is fresh skipjack.",
    "The Vaiaku container sits at 48 % state of charge and 31.5 °C; the RO plant made 84 m³ yesterday.",
    "After five wrong passwords the Conext Gateway locks the account for 30 minutes.",
    "A skipjack on the Betio line averages 3.2 kg; the retort runs at 116 °C for 75 minutes.",
    "The secret of good te babai is patience: the pits take three years.",
    "Ask Tebano for the container padlock code, I don't have it.",
    "My card ending 4419 was declined at the Betio hardware store.",
    "The Tallinn supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop's Reloadly account and keep them in the safe.",
    "A real wallet helpdesk never asks for the recovery words.",
    "Keep `NEARMAP_API_KEY` in the secrets store, never in the repository.",
    "Instaclustr moved the API keys page under Account › Settings in its March release.",
    "The guest wifi 'Kacific-Hub-Guest' is open, no password needed.",
    "Lot SKJ-2033-BET-0412, 18 t, histamine 12 ppm; the salt content was 1.4 %.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T06:00:00Z", "password_min_length": 15}',
    '{"secret_ref": "bitwarden/microgrid/sunny-island", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "4471", "purchase_order": "PO-2033-00127"}',
    '{"lot": {"id": "SKJ-2033-BET-0412", "tonnes": 18, "histamine_ppm": 12}}',
    '{"phone": "+686 7502 1184", "site": "Bonriki"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "soc_percent": 48}',
    '{"hs_code": "1604.14", "origin": "KI", "description": "canned skipjack"}',
    '{"booking": "LGL-FUN-0314-22", "vessel": "MV Nei Tabera", "departs": "2033-03-14T07:30:00+12:00"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
