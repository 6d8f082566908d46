# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-twenty-second corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-eighteenth's docstring, the
fifth to hundred-and-eighteenth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (an ice word and a
station, a station and its winter-over year, a drum of Antarctic diesel and its litres, a
temperature below zero and a wind, a latitude and longitude with a firn word, a count of emperor
penguins, a Korean or Hindi word for ice or the pole and a year, a glacier word and a piece of field
kit), names, places, templates, tools, vendors and layouts, the way the staff of Meridian Nunatak
Polar Logistics (a fictional company) leak secrets into an assistant's memory: warehouses and
offices in Punta Arenas (the Tres Puentes bodega), Ushuaia (the Río Pipo shed), Hobart (shed 4 on
Macquarie Wharf and a satellite teleport), Christchurch (the Harewood hangar) and Cape Town (a cold
store at Duncan Dock), the icebreaker Skarvøy, Kvitnes Station with its blue-ice runway, its medical
bay and its met mast, the Halvmåne fuel depot and the Nilgiri field-training camp, with scientists
from India (a Ladakhi glaciologist from Leh, a Hyderabadi geophysicist, a Tamil doctor, a Malayali
radio operator), Korea (a Busan crewman and engineer, a glaciologist from Gwangju) and Norway (an
Ålesund crew and station leader), handlers from Chile and Argentina, pilots from Tasmania, a Moriori
cargo hand in Christchurch and Cape Town and Walvis Bay drivers. The texts are KakaoTalk, Signal,
Band, Zulip, Element, Mattermost, Wire, Threema, Rocket.Chat, Webex, Pumble, Chanty, Flock, Twist,
Keybase, Ryver, Google Chat, Session, Discord, Viber, WhatsApp and Slack messages, Obsidian, Joplin,
Logseq, Bear and Todoist notes, Confluence pages, Jira Service Management, Zammad and osTicket
tickets, an e-mail, an incident note, a runbook, a README fragment, shell history (Windows Terminal,
iTerm2, Alacritty, WezTerm, Ghostty, foot, Terminator, Tilix, Guake, Yakuake, Warp, Termux, Blink,
Royal TSX, mRemoteNG, Remmina, KiTTY, Solar-PuTTY, Bitvise, Tera Term, ZOC, WindTerm, Electerm,
FinalShell, zsh's and fish's history files, PowerShell), configs, code, voice-dictated text and
requests to the assistant itself, around the panels of ship, runway, fuel, medical, satellite,
survey, power and camera hardware (a Kongsberg K-Pos DP console, a Simrad EK80, a Sperry
VisionMaster FT, a Vaisala AviMet AWOS, an ADB SAFEGATE ALCMS, a Veeder-Root TLS-450PLUS, a Franklin
Fueling Colibri, a Philips IntelliVue MX450, a Zoll X Series, an Abbott i-STAT 1, a Siemens epoc, a
Welch Allyn Connex, an Intellian v240MT, a KVH TracPhone V7-HTS, a Gilat SkyEdge II-c, a Thales
VesseLINK, a Campbell CR1000X, a Leica GS18, a Septentrio PolaRx5, a Kässbohrer SNOWsat portal, a
ComAp InteliLite, a DEIF AGC-4, a Woodward easYgen-3500, an SMA Sunny Island, an Eaton 9PX, a Rittal
CMC III, an Axis Q6135-LE, a Mobotix M16 and a Teltonika RUTX11). Tools none of heldouts 5 to 118
names: globus-url-copy, BNC (the BKG Ntrip Client), FRRouting's `vtysh`, PDAL, GRASS's `db.login`,
TAK Server's UserManager, rcodesign, http-prompt, kurly, pgwatch, yuniql, oauth2c, jwt-cli, IBM
Storwize's `svctask`, DVSwitch's `dvswitch.sh`, open5gs-dbctl, wis2box and grpcui; beside them the
commands the product names (sshpass, redis-cli, mysql, docker login, htpasswd, smbclient, 7z,
openssl, gpg, plink, xfreerdp, net use, sqlplus, ipmitool, mosquitto_pub, sudo -S) and configs of
OpenBGPD (`tcp md5sig password`), PXELINUX (`MENU MASTER PASSWD`), dehydrated (`EAB_HMAC_KEY`),
CFSSL (`auth_keys`), radiosonde_auto_rx's `station.cfg`, TypeORM, Telegraf, Grafana, a MySQL client,
wpa_supplicant, pppd, unixODBC, a `.netrc`, a Mosquitto bridge, a compose file and Spring in layouts
of its own. About 42 % of the texts are in other languages than English (by a rough count of the
drawn samples): Sunnmørsk (the Norwegian of Sunnmøre), Gyeongsang Korean, Jeolla Korean, Ladakhi,
Dakhini (Deccani, the Urdu of Hyderabad), Kaaps (Afrikaaps, the Afrikaans of the Cape Flats),
Khoekhoegowab (Nama-Damara) and Moriori, which no earlier docstring names (Northern Norwegian,
Nynorsk, the Norwegian of Stavanger, Jejueo, the Korean of Central Asia, Tibetan, Afrikaans and
Māori are named before; these are not), and Chilean Spanish, Rioplatense Spanish, Norwegian Bokmål,
Korean, Hindi, Tamil, Malayalam, Afrikaans, isiXhosa, Māori, Russian, Simplified Chinese, Japanese,
German and French in wordings of their own. The eight new languages' wordings are the author's
approximations, checked by no speaker, built around their pronouns, possessives, copulas and
particles and the loanwords people there really text (password, wifi, code, PIN, IBAN, API key,
card, nommer, login): Sunnmørsk's `eg`, `mitt`/`mi` ("my"), `e` ("is"), `passorde` ("the password",
its t dropped), `ikkje`, `nokon`, `te` and `åt` ("for"), `så kjem` ("then comes"); Gyeongsang's
`아이가`, `인기라`, `-래이`, `마` ("hey"), `단디` ("carefully") and `그라고`; Jeolla's `-랑께`, `-여`, `-잉`, `헌티`
("to") and `-부러`; Ladakhi's `julley`, `nge` ("my"), `in` ("is"), `su-la ma zer` ("tell no
one"), `sarpa` ("new") and `jug-la` ("after"), in Latin letters; Dakhini's `nakko` ("don't"),
`kisiku` ("to anyone"), `haich` (an emphatic "is"), `miyan` and `samjhe`; Kaaps's `awê`, `bru`,
`vi'` ("for"), `se` (the possessive), `ek sê jou` and `moenie … nie`; Khoekhoegowab's `ti` ("my"),
`ge` (the declarative particle), `a` (read here as "is"), `tama` ("not") and `mî` ("say"), with
Afrikaans' `nommer`; Moriori's `ko`, `toku` ("my"), `te`, `o` and `Rēkohu`, borrowed from Māori
where the author knows no Moriori form: all guesses after published word lists or neighbouring
varieties. Vendors (Totum, Wyld Networks, EchoStar Mobile, Ligado, Satelles, OQ Technology,
Omnispace, Cloudloop, NAL Research, SITAONAIR, Theyr, Polar View, Koordinates, Seequent, Aerometrex,
Norkart, AfriGIS, Bhuvan, Practo, Lybrate, Tata 1mg, Teladoc, ManageMyHealth, Carepatron, Orion
Health, KT Cloud, Gabia, Goodsflow, Krutrim, Kahoot!, SnapScan, Zapper, Payflex, Adumo, Panacea
Mobile, SMSPortal, Lightstone, Parkable, WorkflowMax, Temando, Linkly, Sitemate, PedidosYa and
Materialize) are ones heldouts 5 to 118 do not name; none of them publishes a token shape the author
knows except Materialize's app password (`mzp_` and hex, as the author believes it), so every other
shape here (Totum's `tot_`, OQ Technology's `oqt_`, Carepatron's `cp_live_`, Parkable's `prk_`, the
UUIDs, hex runs, base64 runs and JWTs) is the author's guess. The ids are kinds heldouts 5 to 118 do
not use, the crews', pilots' and scientists' documents and the expedition's permits: a Korean marine
officer's licence (해기사 면허), radio operator's certificate (무선통신사) and military service number (군번), a
Korean Antarctic activity permit, a Norwegian seaman's book (sjøfartsbok), boat licence
(båtførerbevis) and snowmobile class of a driving licence (klasse S), a Chilean INACH authorisation,
an Argentine Dirección Nacional del Antártico permit, an Antarctica New Zealand environmental
permit, a CASA Aviation Reference Number, a DGCA pilot's licence, a Telangana driving licence, a
Ladakh domicile certificate, a South African professional driving permit (PrDP), a Tasmanian driver
licence and a New Zealand Kiwi Access card; python-stdnum has no module for any of them and none
carries a check a library or this file verifies (no check-digit algorithm is written here): they are
unchecked, their shapes as the author believes them or guessed. Card numbers pass Luhn (RuPay
prefixes drawn here, the others from the value helpers, each checked with python-stdnum's `luhn`).
The IBANs are of the countries used least by a rough count over the IBAN shapes of heldouts 5 to 118
(Albania, Burundi, Liechtenstein, Montenegro, Russia and Sudan in nine corpora each, Bulgaria and
Estonia in ten), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Korean, Spanish, Italian, Russian, Portuguese, Simplified Chinese and Japanese lists, from
random entropy (so their checksum holds). Counts: 390 secrets, 20 split fields and 20 metadata
samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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

SEED = 122_460_719
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


_ICE = ["Sastrugi", "Nunatak", "Katabatic", "Crevasse", "Growler", "Polynya", "Firn", "Serac",
        "Moraine", "Brash", "Icefall", "Whiteout", "Bergschrund", "Ablation", "Frazil", "Pancake"]  # fmt: skip
_KIT = ["Hagglunds", "Pistenbully", "Basler", "Twotter", "Zodiac", "Nansen", "Primus", "Jerrycan",
        "Sledge", "Pulk", "Bivvy", "Crampon", "Deadman", "Icescrew"]  # fmt: skip
_PLACES = ["Kvitnes", "Halvmane", "Skarvoy", "Nilgiri", "Harewood", "Macquarie", "DuncanDock",
           "TresPuentes", "RioPipo", "Heroy", "Leh", "Busan", "Gwangju", "Hyderabad", "Rekohu",
           "Walvis", "Mitchells"]  # fmt: skip
_NAMES = ["Sigrun", "Eirik", "Ingvild", "Torstein", "Marit", "Jihoon", "Seoyeon", "Donghyun",
          "Minji", "Hyewon", "Stanzin", "Tsering", "Arif", "Ananya", "Neha", "Jomon", "Catalina",
          "Matias", "Lautaro", "Romina", "Bronwyn", "Callum", "Aroha", "Hemi", "Ashraf", "Lwazi",
          "Elna", "Immanuel", "Ruben"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Cr3v4ss3", "P0lyny4", "K4t4b4t1c", "Nun4t4k", "S4strug1", "Gr0wl3r", "Wh1t30ut",
         "Bl4u1s", "Sk4rv0y"]  # fmt: skip
_KOREAN_WORDS = ["namgeuk", "bingha", "haebing", "eoreum", "nunbora", "bingsan", "geukji"]
_HINDI_WORDS = ["Himalay", "Barf", "Thanda", "Dhruv", "Hima", "Sheet", "Himan"]


def _latlon(g: random.Random) -> str:
    """A latitude south and a longitude east with a firn word, as a surveyor jokes one."""
    return f"{g.randrange(60, 90)}S{g.randrange(0, 180):03d}E-{g.choice(_ICE).lower()}"


def _manager(g: random.Random) -> str:
    """Three random groups of five, small letters and digits, joined by stops."""
    return ".".join(_r(g, LOWER_DIGITS, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_ICE)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES)}-Winter{g.randrange(2026, 2035)}{g.choice(_SYMBOLS)}",
    lambda g: f"AN8-{g.randrange(200, 9000)}L{g.choice(_SYMBOLS)}{g.choice(_ICE).lower()}",
    lambda g: f"Minus{g.randrange(20, 80)}{g.choice(_ICE)}{g.choice(_SYMBOLS)}",
    _latlon,
    lambda g: _r(g, ALNUM + "!$%&*?#", 16),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    _manager,
    lambda g: f"{g.randrange(1000, 30_000)}Emperors{g.choice(_SYMBOLS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2035)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_KOREAN_WORDS)}{g.randrange(2019, 2035)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(_ICE).lower()}-{g.choice(_KIT).lower()}-{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_HINDI_WORDS)}@{g.randrange(100, 1000)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "KakaoTalk from Park Ji-hoon: Kongsberg K-Pos DP console password on the Skarvøy is {pw}",
    "Signal, Sigrun: the Vaisala AviMet AWOS admin password at the blue-ice runway is {pw}",
    "Band post in 'Kvitnes winter team': Veeder-Root TLS-450PLUS password {pw}",
    "Zulip #depot-halvmane: Franklin Fueling Colibri web password {pw}",
    "Element room #medbay: Philips IntelliVue MX450 service password {pw}",
    "Mattermost DM from Ananya: the Zoll X Series admin password is {pw}",
    "Wire message from Callum: Intellian v240MT antenna controller password {pw}",
    "Threema, Eirik: KVH TracPhone V7-HTS web password {pw}",
    "Rocket.Chat #hobart-teleport: Gilat SkyEdge II-c modem password {pw}",
    "Webex chat during the resupply call: ADB SAFEGATE ALCMS operator password {pw}",
    "Pumble message from Stanzin: Campbell CR1000X web admin password {pw}",
    "Chanty, Romina: ComAp InteliLite genset controller password {pw}",
    "Flock DM: DEIF AGC-4 power management password {pw}",
    "Twist thread 'Powerhouse': SMA Sunny Island installer password {pw}",
    "Keybase chat with Bronwyn: Eaton 9PX UPS network card password {pw}",
    "Ryver topic 'Harewood hangar': Rittal CMC III password {pw}",
    "Google Chat, Matías: Axis Q6135-LE runway camera root password {pw}",
    "Session message: Mobotix M16 aurora camera admin password {pw}",
    "Discord #field-training: Leica GS18 controller password {pw}",
    "Viber from Lautaro: Septentrio PolaRx5 admin password {pw}",
    "WhatsApp group 'Skarvøy bridge': Sperry VisionMaster FT service password {pw}",
    "Obsidian note 'Medbay': Abbott i-STAT 1 analyser operator password {pw}",
    "Joplin note: Siemens epoc host password {pw}",
    "Logseq journal: Welch Allyn Connex service password {pw}",
    "Bear note 'teleport': Thales VesseLINK admin password {pw}",
    "Jira Service Management MNPL-2214: the Simrad EK80 processing unit password {pw} is shared by everybody",
    "Zammad ticket #4471: reset the Kässbohrer SNOWsat portal password, currently {pw}",
    "osTicket #8823: Woodward easYgen-3500 password {pw} visible on a shared photo",
    "Hi Torstein,\n\nthe root password on the Kvitnes met server is {pw}. Could you put it in the vault and then bin this mail.\n\nCheers,\nBronwyn",
    "Incident 2031-11-02: the Gilat modem at the Hobart teleport answered on its public address with admin password {pw}",
    "Runbook: fuel transfer Skarvøy to Halvmåne\n1. open the Veeder-Root console\n2. user: depot\n3. password: {pw}\n4. check tank 3 before the hose goes on",
    "README (runway met mast)\nThe AviMet web UI is at https://avimet.kvitnes.mnpl.lan, admin password `{pw}`.",
    "remember my Westpac online banking password for me: {pw}",
    "dictated: the crew wifi portal admin password is {pw} full stop",
    "Stanzin: AWS mast-i login password {pw} in",
    "passorde te ruteren på Skarvøy e {pw}, ikkje sei det te nokon",
    "Eirik: det nye passorde mitt åt maskinroms-PC-en e {pw}",
    "마, 기관실 PC 비번 {pw} 아이가. 아무한테도 말하지 마래이",
    "박지훈: 새 비번은 {pw} 인기라, 단디 적어 놔라",
    "내 메일 비번이 {pw} 이랑께, 딴 사람헌티 말허지 말어잉",
    "김서연: 연구실 노트북 비번 {pw} 여",
    "Julley! nge laptop-i password {pw} in, su-la ma zer",
    "miyan, depot wale computer ka password {pw} hai, kisiku bolna nakko",
    "Arif: mera naya password {pw} haich, yaad rakho",
    "awê bru, die depot se laptop password is {pw}, moenie dit vi' niemand sê nie",
    "Ashraf: die nuwe password vi' die cold store is {pw}, ek sê jou",
    "ti laptop password ge {pw} a, tama mî re",
    "Immanuel: ti email password ge {pw} a",
    "ko toku password mō te rorohiko o Rēkohu ko {pw}",
    "Hemi: ko te password hou o te hangar ko {pw}",
    "oye, la clave del computador de la bodega Tres Puentes es {pw}, po",
    "che, la contraseña de la compu del galpón es {pw}, no se la pases a nadie",
    "passordet til tankmåleren på depotet er {pw}",
    "선내 와이파이 관리자 비밀번호는 {pw} 입니다",
    "मेडिकल बे वाले लैपटॉप का पासवर्ड {pw} है",
    "மருத்துவ அறை கணினியின் கடவுச்சொல் {pw}",
    "റേഡിയോ റൂമിലെ പിസിയുടെ പാസ്‌വേഡ് {pw} ആണ്",
    "die wagwoord van die vraglys-rekenaar is {pw}",
    "iphasiwedi yekhompyutha yasedokhwe ithi {pw}",
    "Ko te kupuhipa o te rorohiko i te hangar ko {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["sigrun.r", "eirik", "ingvild", "torstein.u", "marit", "jihoon.park", "seoyeon",
          "donghyun", "minji.lee", "hyewon", "stanzin", "tsering.d", "arif.h", "ananya", "neha.k",
          "jomon", "catalina", "matias.o", "lautaro", "romina.s", "bronwyn", "callum.a", "aroha",
          "hemi", "ashraf", "lwazi", "elna", "immanuel", "ruben", "svc-avimet", "depot-ops"]  # fmt: skip
_LOGINS = [
    "Signal, Callum: the Intellian login is {u} / {pw}",
    "Zammad #4480: {u} locked out of the AviMet console, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Kvitnes › Powerhouse › ComAp: {u} — {pw}",
    "| unit | account | pwd |\n|---|---|---|\n| Veeder-Root TLS-450 | {u} | {pw} |",
    "log into the SNOWsat portal as {u} with {pw}",
    "Gilat login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: avimet-kvitnes\n  user: {u}\n  pass: {pw}",
    "Callum says the Thales account is {u}, pw {pw}",
    "host;login;pw\nsnowsat;{u};{pw}",
    "ssh {u}@met.kvitnes.mnpl.lan, pw {pw}",
    "brukarnamn {u}, passorde e {pw}",
    "아이디 {u}, 비번 {pw} 아이가",
    "아이디는 {u}, 비번은 {pw} 이랑께",
    "username {u} in, de-i password {pw} in",
    "username {u} hai aur password {pw}, samjhe?",
    "die username is {u} en die password is {pw}, bru",
    "ti username ge {u} a, password ge {pw} a",
    "ko toku ingoa {u}, ko toku password {pw}",
    "usuario {u}, clave {pw}, po",
    "Brukernavn {u}, passord {pw}",
    "観測棟の端末：アカウント {u}、パスワード欄には {pw}",
    "вход: учётная запись {u}, пароль к ней {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["sastrugi", "katabatic", "nunatak", "crevasse", "growler", "polynya", "firn",
               "skua", "petrel", "krill", "halvmane", "brash", "serac", "moraine", "frazil",
               "whiteout", "hagglunds", "pulk"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the pw: word {w}, no caps, {d} after",
    "password: {w}, with the digits {d} at its tail",
    "it's {w}{d}, all one word with the digits",
    "voice memo: the crew wifi is {w} then {d}, no spaces",
    "for the depot console type {w}, then {d}",
    "passorde: fyrst ordet {w}, så kjem {d}",
    "비번은 {w} 그라고 뒤에 {d} 붙이래이",
    "비번은 {w} 허고 끄트머리에 {d} 붙여부러",
    "password {w} in, de-i jug-la {d}",
    "pehle {w} likhna, uske baad {d}",
    "die password is die woord {w}, dan {d}",
    "la clave es {w} y al lado el número {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


# The tools none of heldouts 5 to 118 names; {pw} is a password, {tok} a random token, {key} and
# {opc} a SIM's 128-bit keys (the secret is the first).
_CLI_NEW = [
    "globus-url-copy -vb ftp://{u}:{pw}@gridftp.mnpl.aq/icecores/KV-31/ file:///data/icecores/",
    "bnc --nw --conf /dev/null --key mountPoints \"//{u}:{pw}@ntrip.mnpl.aq:2101/KVIT00ATA0 RTCM_3.3 ATA -71.95 2.47 no 1\"",
    "vtysh -c 'configure terminal' -c 'router bgp 64620' -c 'neighbor 10.62.0.1 password {pw}'",
    "pdal translate runway-scan.laz pgpointcloud --writers.pgpointcloud.connection=\"host=pg.mnpl.lan dbname=lidar user={u} password={pw}\" --writers.pgpointcloud.table=blueice",
    "db.login driver=pg database=glaciology user={u} password={pw} host=pg.mnpl.lan",
    "java -jar /opt/tak/utils/UserManager.jar usermod -A -p '{pw}' {u}",
    "rcodesign sign --p12-file mnpl-devid.p12 --p12-password '{pw}' FieldLog.app",
    "http-prompt https://depot.mnpl.aq/api/v2 --auth {u}:{pw}",
    "kurly -u {u}:{pw} https://avimet.kvitnes.mnpl.lan/api/metar",
    "pgwatch --sources=postgresql://{u}:{pw}@pg.mnpl.lan:5432/cargo --sink=postgresql://pgwatch@metrics.mnpl.lan/pgwatch",
    'yuniql run -p ./db --platform postgresql -c "Host=pg.mnpl.lan;Port=5432;Username={u};Password={pw};Database=cargo" -a',
    "oauth2c https://sso.mnpl.aq/realms/polar --client-id depot-cli --client-secret '{pw}' --grant-type client_credentials",
    "jwt encode --secret '{pw}' '{{\"sub\":\"depot-halvmane\",\"role\":\"fuel\"}}'",
    "svctask mkuser -name {u} -usergrp Administrator -password '{pw}'",
    "dvswitch.sh tune '{pw}@dmr.hobart.mnpl.aq:62031'",
    "open5gs-dbctl add 901709000031{imsi} {key} {opc}",
    "wis2box auth add-token --metadata-id urn:wmo:md:aq-mnpl:synop.kvitnes {tok}",
    "grpcui -H 'authorization: Bearer {tok}' telemetry.mnpl.aq:443",
]  # fmt: skip
# The commands the product names, in layouts of this corpus.
_CLI_NAMED = [
    "sshpass -p '{pw}' scp -P 2222 metar.txt {u}@avimet.kvitnes.mnpl.lan:/srv/in/",
    "redis-cli -h queue.mnpl.lan -p 6380 --user {u} -a '{pw}' --no-auth-warning xlen manifests",
    "mysql -h fuel-db.mnpl.lan -u{u} -p'{pw}' depot -e 'select tank, litres from tanks'",
    "docker login registry.mnpl.aq -u {u} -p '{pw}'",
    "htpasswd -bB /etc/nginx/.htpasswd-medbay {u} '{pw}'",
    "smbclient //nas.kvitnes.mnpl.lan/cargo -U '{u}%{pw}' -c 'ls'",
    "7z a -p'{pw}' -mhe=on crew-medicals-2031.7z medicals/",
    "openssl pkcs12 -export -in teleport.crt -inkey teleport.key -out teleport.p12 -passout pass:{pw}",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -c resupply-plan.ods",
    "plink -ssh {u}@10.62.4.20 -pw '{pw}' show status",
    "xfreerdp /v:medbay-ws.mnpl.lan /u:{u} /p:'{pw}' /cert:ignore",
    "net use Z: \\\\nas.kvitnes.mnpl.lan\\cargo {pw} /user:MNPL\\{u}",
    "sqlplus {u}/{pw}@//ora.mnpl.lan:1521/LOGIS",
    "ipmitool -I lanplus -H 10.62.9.11 -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.kvitnes.mnpl.lan -u {u} -P '{pw}' -t depot/tank3/level -m 71.4",
    "echo '{pw}' | sudo -S systemctl restart avimet",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\ops> {c}", "Windows Terminal (Ubuntu), ops@teleport:~$ {c}",
    "iTerm2, sigrun@kvitnes-met ~ % {c}", "Alacritty on the bridge laptop:\n{c}",
    "WezTerm tab 'teleport': {c}", "Ghostty ~/depot $ {c}", "foot terminal on the runway Pi: {c}",
    "Terminator, split 2: {c}", "Tilix on the met PC: {c}", "Guake: {c}", "Yakuake history: {c}",
    "Warp block:\n{c}", "Termux on the field tablet: {c}", "Blink shell (iPad) > {c}",
    "Royal TSX session 'Hobart teleport': {c}", "mRemoteNG log: {c}", "Remmina SSH tab: {c}",
    "KiTTY session log: {c}", "Solar-PuTTY: {c}", "Bitvise xterm window: {c}",
    "Tera Term log, COM4:\n{c}", "ZOC session 'Skarvøy engine room': {c}", "WindTerm: {c}",
    "Electerm tab 3: {c}", "FinalShell on the Punta Arenas box: {c}",
    "zsh history file:\n: 1953012345:0;{c}", "fish_history:\n- cmd: {c}\n  when: 1953012345",
    "denna kommandoen køyrde eg i går: {c}", "내가 돌린 명령어 아이가: {c}", "yeh command chalaya maine: {c}",
    "die command wat ek gerun het: {c}", "este es el comando que tiré: {c}",
    "вот что я набрал в терминале: {c}",
]  # fmt: skip


def _cli_value(rng: random.Random, template: str) -> tuple[dict[str, str], str]:
    fields = {"u": rng.choice(_USERS)}
    if "{key}" in template:
        key = v.hex_key(rng, 32).upper()
        fields |= {"key": key, "opc": v.hex_key(rng, 32).upper(), "imsi": _r(rng, D, 3)}
        return fields, key
    if "{tok}" in template:
        token = _r(rng, HEX, 40) if "wis2box" in template else _r(rng, URLSAFE, 43)
        return fields | {"tok": token}, token
    password = _plain_pw(rng)
    return fields | {"pw": password}, password


def _cli(rng: random.Random, n: int) -> list[Sample]:
    templates = _CLI_NEW + _CLI_NAMED
    assert n == len(templates)
    out = []
    for template in rng.sample(templates, len(templates)):
        fields, secret = _cli_value(rng, template)
        text = rng.choice(_SHELLS).format(c=template.format_map(fields))
        out.append(Sample("cli_password", text, secret))
    return out


_URLS = [
    "ntrip://{u}:{pw}@caster.mnpl.aq:2101/KVIT00ATA0",
    "rtsp://{u}:{pw}@cam-runway-north.mnpl.lan:554/axis-media/media.amp",
    "ftps://{u}:{pw}@ftp.mnpl.aq:990/obs/kvitnes/",
    "postgresql://{u}:{pw}@pg-glacio.mnpl.lan:5432/icecores",
    "mongodb+srv://{u}:{pw}@fuel-ledger.mnpl.aq/depot?retryWrites=true&w=majority",
    "redis://{u}:{pw}@queue.mnpl.lan:6379/2",
    "mssql+pyodbc://{u}:{pw}@medbay-sql.mnpl.lan/medrec?driver=ODBC+Driver+18+for+SQL+Server",
    "clickhouse://{u}:{pw}@telemetry.mnpl.lan:9000/ship",
    "imaps://{u}:{pw}@mail.mnpl.aq:993/INBOX",
    "davs://{u}:{pw}@files.mnpl.aq/remote.php/dav/files/manifests/",
    "Server=tcp:fueldb.mnpl.lan,1433;Database=Depot;User ID={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://pg-logistics.mnpl.lan/cargo?user={u}&password={pw}&ssl=true",
    "ftp://{u}:{pw}@10.62.7.31/CR1000X/",
]  # fmt: skip
_URL_PLACES = [
    "CARGO_DB_URL={c}", "old Metabase connection (before the migration): {c}",
    "store the conn string for me: {c}", "tilkoplinga vår e {c}",
    "DB 접속 주소 아이가: {c}", "la URL de la base es {c}, po", "die database URL is {c}",
    "Zammad #4490: {c}", "Obsidian vault, note 'db-strings': {c}", "Todoist task, 'move to vault': {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS)
    return v.framed(rng, samples, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_950_000_000 + g.randrange(4_000_000)
        claims = {"iss": issuer, "aud": "mnpl-logistics", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _uuid(variant: str) -> Maker:
    return lambda g: v.uuid4(g, variant)


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Totum", "TOTUM_API_KEY", _j("tot_", (ALNUM, 32))),
    ("Wyld Networks", "WYLD_CONNECT_TOKEN", _j((HEX, 40))),
    ("EchoStar Mobile", "ECHOSTAR_MOBILE_API_SECRET", _j((B64, 43), "=")),
    ("Ligado", "LIGADO_CLIENT_SECRET", _uuid("9")),
    ("Satelles", "SATELLES_STL_KEY", _j((UPPER_HEX, 32))),
    ("OQ Technology", "OQ_API_TOKEN", _j("oqt_", (URLSAFE, 40))),
    ("Omnispace", "OMNISPACE_API_KEY", _j((ALNUM, 48))),
    ("Cloudloop", "CLOUDLOOP_TOKEN", _j((LOWER_DIGITS, 40))),
    ("NAL Research", "NAL_SHOUT_API_KEY", _j((UPPER_DIGITS, 24))),
    ("SITAONAIR", "SITAONAIR_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Theyr", "THEYR_API_KEY", _j((HEX, 32))),
    ("Polar View", "POLARVIEW_TOKEN", _vendor_jwt("https://auth.polarview.aq")),
    ("Koordinates", "KOORDINATES_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Seequent", "SEEQUENT_EVO_TOKEN", _vendor_jwt("https://id.seequent.com")),
    ("Aerometrex", "AEROMETREX_API_KEY", _j((ALNUM, 40))),
    ("Norkart", "NORKART_API_KEY", _uuid("a")),
    ("AfriGIS", "AFRIGIS_CLIENT_SECRET", _j((ALNUM, 36))),
    ("Bhuvan", "BHUVAN_TOKEN", _j((HEX, 40))),
    ("Practo", "PRACTO_API_SECRET", _j((HEX, 64))),
    ("Lybrate", "LYBRATE_API_KEY", _j((ALNUM, 32))),
    ("Tata 1mg", "ONEMG_API_KEY", _j((UPPER_HEX, 40))),
    ("Teladoc", "TELADOC_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("ManageMyHealth", "MMH_API_KEY", _uuid("b")),
    ("Carepatron", "CAREPATRON_API_KEY", _j("cp_live_", (ALNUM, 32))),
    ("Orion Health", "ORION_HEALTH_CLIENT_SECRET", _j((B64, 44))),
    ("KT Cloud", "KTCLOUD_SECRET_KEY", _j((B64, 40))),
    ("Gabia", "GABIA_API_KEY", _j((ALNUM, 30))),
    ("Goodsflow", "GOODSFLOW_API_KEY", _j((HEX, 32))),
    ("Krutrim", "KRUTRIM_API_KEY", _j((URLSAFE, 44))),
    ("Kahoot!", "KAHOOT_API_TOKEN", _vendor_jwt("https://auth.kahoot.it")),
    ("SnapScan", "SNAPSCAN_API_KEY", _uuid("8")),
    ("Zapper", "ZAPPER_MERCHANT_SECRET", _j((HEX, 48))),
    ("Payflex", "PAYFLEX_CLIENT_SECRET", _j((ALNUM, 44))),
    ("Adumo", "ADUMO_APPLICATION_SECRET", _j((B64, 32))),
    ("Panacea Mobile", "PANACEA_API_KEY", _j((HEX, 32))),
    ("SMSPortal", "SMSPORTAL_API_SECRET", _j((ALNUM, 32))),
    ("Lightstone", "LIGHTSTONE_API_KEY", _j((HEX, 32))),
    ("Parkable", "PARKABLE_API_TOKEN", _j("prk_", (ALNUM, 40))),
    ("WorkflowMax", "WORKFLOWMAX_API_KEY", _j((UPPER_HEX, 32))),
    ("Temando", "TEMANDO_API_KEY", _j((ALNUM, 40))),
    ("Linkly", "LINKLY_SECRET", _j((HEX, 64))),
    ("Sitemate", "SITEMATE_API_KEY", _j((ALNUM, 48))),
    ("PedidosYa", "PEDIDOSYA_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Materialize", "MZ_APP_PASSWORD", _j("mzp_", (HEX, 64))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "set -gx {env} {tok}",
    "$env:{env} = \"{tok}\"",
    "setx {env} {tok}",
    ".env.local on the depot box:\n{env}=\"{tok}\"",
    "dokku config:set depot-sync {env}={tok}",
    "kubectl -n depot create secret generic depot-sync --from-literal={env}={tok}",
    "podman run -d --env {env}={tok} registry.mnpl.aq/depot-sync:3.1",
    "gh secret set {env} --body '{tok}'",
    "group_vars/teleport.yml:\n{env_l}: \"{tok}\"",
    "teleport.auto.tfvars:\n{env_l} = \"{tok}\"",
    "appsettings.Teleport.json: \"{vendor}\": {{ \"Key\": \"{tok}\", \"Region\": \"ap-southeast-2\" }}",
    "config/application-prod.yml:\n  {env_l}: {tok}",
    "Jenkins credential, secret text '{env}': {tok}",
    "Bitbucket repository variable {env} = {tok}",
    "chamber write depot-sync {env_l} {tok}",
    "Depot Admin ▸ Integrations ▸ {vendor} ▸ Secret: {tok}",
    "Confluence page 'Keys we hold', row: | {vendor} | since 2031 | {tok} |",
    "Todoist task: swap out the {vendor} key {tok} by 1 Oct",
    "Signal, Callum: {vendor} key for the ship tracker: {tok}",
    "Slack #teleport: switched {vendor} to the token {tok} today, previous one killed",
    "Zammad #4502: {vendor} returns 401 on every sync; the key we send is {tok}",
    "Jira MNPL-2240: {vendor} calls all 403 since Tuesday; key in the config is {tok}",
    "keep my {vendor} API key in your memory: {tok}",
    "nøkkelen åt {vendor}-API-et e {tok}",
    "{vendor} API 키 {tok} 아이가",
    "{vendor} API 키가 {tok} 이랑께",
    "{vendor}-i API key {tok} in",
    "{vendor} ka API key {tok} hai miyan",
    "die {vendor} API key is {tok}, bru",
    "{vendor} API key ge {tok} a",
    "ko te API key o {vendor} ko {tok}",
    "la key de {vendor} pa la API es {tok}, po",
    "che, te paso la key de la API de {vendor}: {tok}",
    "{vendor} sin API-nøkkel er {tok}",
    "{vendor} API 키: {tok}",
    "{vendor} के लिए API key रखी है: {tok}",
    "{vendor} API விசை: {tok}",
    "die API-sleutel wat {vendor} ons gegee het: {tok}",
    "Ko te kī API o {vendor}: {tok}",
    "{vendor}: апишный ключ — {tok}",
    "{vendor} 接口密钥：{tok}",
    "{vendor} 用 API キー → {tok}",
    "Zugangsschlüssel (API) von {vendor} im Depot: {tok}",
    "le jeton API {vendor} du dépôt de carburant : {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    totum = "tot_" + _r(rng, ALNUM, 32)
    theyr = _r(rng, HEX, 32)
    koordinates = _r(rng, LOWER_DIGITS, 32)
    practo = _r(rng, HEX, 64)
    carepatron = "cp_live_" + _r(rng, ALNUM, 32)
    snapscan = v.uuid4(rng, "a")
    return [
        Sample("vendor_token", f'client = TotumClient(api_key="{totum}", region="au")', totum),
        Sample("vendor_token", f"curl -s -H 'X-Theyr-Key: {theyr}' 'https://api.theyr.com/v1/ice?lat=-69.4&lon=3.1'", theyr),
        Sample("vendor_token", f'const kx = new Koordinates({{ apiKey: "{koordinates}", layer: 51153 }});', koordinates),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "PRACTO_API_SECRET", "\\"{practo}\\"")\n  }}\n}}', practo),
        Sample("vendor_token", f"Info.plist:\n<key>CarepatronApiKey</key>\n<string>{carepatron}</string>", carepatron),
        Sample("vendor_token", f"$snap = new SnapScanClient('mnpl-capetown', '{snapscan}');", snapscan),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, env_l=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "Slack: {t}", "the console shows it one time only, copying it here:\n{t}", "token-en e {t}",
                "이 토큰 아이가: {t}", "{t}\n^ that's the fresh one, the previous token is gone",
                "park this somewhere safe for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the fuel-tank sensor T3 (OTAA): {h}": 32,
    "subscriber K of the station SIM 901709000031007: {h}": 32,
    "HMAC key for the Linkly payment webhook: {h}": 64,
    "AES-256 key of the Iridium SBD payload encryption: {h}": 64,
    "Zigbee network key of the powerhouse sensors: {h}": 32,
    "signing secret of the Theyr ice-chart webhook, hex: {h}": 48,
    "krypteringsnøkkelen te backupen: {h}": 64,
    "백업 암호화 키 아이가: {h}": 64,
    "backup ka encryption key yeh hai: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zammad #4511: token copied from the browser's dev tools {t}",
    "Cookie: lang=nb-NO; mnpl_session={t}",
    "DEPOT_API_ACCESS_TOKEN={t}",
    "note the bearer token, pls: {t}",
    "토큰 아이가 {t}",
    "die token is {t}",
    "Insomnia timeline: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.mnpl.aq/realms/polar",
            "azp": "depot-console",
            "realm_access": {"roles": ["fuel", "cargo"]},
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS256": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Kvitnes met server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/pki/tls/private/teleport.mnpl.aq.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"TAK_SERVER_KEY": "{key}", "host": "tak.mnpl.aq"}}': ("PRIVATE KEY", "\\n"),
    "tee ~/.ssh/id_ecdsa_halvmane >/dev/null <<'KEY'\n{key}\nKEY": ("EC PRIVATE KEY", "\n"),
    "Zammad #4520, pasted by the VSAT installer:\n{key}": ("PRIVATE KEY", "\n"),
    "서버 개인 키 아이가:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Punta Arenas customs drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQcYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup (the winter-over fund, empty now): {p}": "english",
    "Nunchuk wallet's recovery words\n{p}": "english",
    "dictating: Zeus wallet, the words go {p}, end of list": "english",
    "Confluence page 'Crew crypto fund (retired)': {p}": "english",
    "지갑 복구 단어 아이가: {p}": "korean",
    "지갑 시드 문구랑께: {p}": "korean",
    "frase semilla de la billetera, po: {p}": "spanish",
    "parole di backup del wallet Cake: {p}": "italian",
    "мнемоника от Tonkeeper: {p}": "russian",
    "as palavras de recuperação da minha carteira Bitkit: {p}": "portuguese",
    "冷钱包的助记词，别外传：{p}": "chinese_simplified",
    "ウォレットの復元用の単語：{p}": "japanese",
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
        "  ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _rupay(rng: random.Random) -> str:
    """A Luhn-valid RuPay number (a brand the value helpers do not know), ungrouped."""
    prefix = rng.choice(["6521", "6522", "508227", "607153", "817290"])
    body = prefix + _r(rng, D, 16 - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    number = _rupay(rng) if brand == "rupay" else v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Signal, Bronwyn: the expedition card for the Hobart chandlery is {c}, exp {mm}/{yy}",
    "my reserve card for the trip: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Zammad #4519: pay the Intellian service visit with card {c}",
    "nummeret på kortet mitt e {c}, {mm}/{yy}",
    "내 카드 번호 {c} 아이가",
    "카드 번호는 {c} 이랑께, {mm}/{yy}",
    "nge card number {c} in",
    "apna card ka number {c} hai, expiry {mm}/{yy}",
    "my kaart se nommer is {c}",
    "ti card nommer ge {c} a",
    "mi tarjeta es la {c}, vence {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "rupay", "mastercard", "amex", "jcb", "unionpay", "discover", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c}, valid to 09/34, code on the back {cvv}",
               "the three digits on the back of the depot card: {cvv}",
               "Amex {c}, the small four digits on the front: {cvv}",
               "카드 뒷면 세 자리 {cvv} 아이가",
               "card ke peeche ke teen number: {cvv}",
               "die drie nommers agter op die kaart: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 118; BBAN shapes (a,
# n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"AL": "n" * 8 + "c" * 16, "BI": "n" * 23, "LI": "n" * 5 + "c" * 12,
                "ME": "n" * 18, "RU": "n" * 14 + "c" * 15, "SD": "n" * 14,
                "BG": "aaaa" + "n" * 6 + "c" * 8, "EE": "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES: dict[str, str | None] = {  # template: the country it names, if any
    "Invoice MNPL-2031-144: the Bar crewing agency wants payment to {i}, net 30": "ME",
    "save the Vaduz insurer's IBAN for the hull policy: {i}": "LI",
    "Slack #finance: the Tallinn survey contractor's new bank details, IBAN {i}": "EE",
    "the Varna ship chandler's IBAN: {i}": "BG",
    "Durrës welding subcontractor, IBAN {i}": "AL",
    "the Bujumbura coffee supplier for the station mess, IBAN {i}": "BI",
    "Dr Hiba's salary account in Khartoum, for the payroll form: {i}": "SD",
    "реквизиты для оплаты топлива, IBAN {i}": "RU",
    "kontoen mi i utlandet, IBAN: {i}": None,
    "내 IBAN {i} 아이가": None,
    "my IBAN is {i}, bru": None,
    "ti IBAN ge {i} a": None,
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    country = _IBAN_PLACES[template] or _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)]
    number = _iban(rng, country)
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _year(g: random.Random) -> int:
    return g.randrange(2012, 2032)


def _kr_officer(g: random.Random) -> str:
    """A Korean marine officer's licence (해기사 면허) number: a grade, a year, a serial."""
    return f"{g.choice('123456')}-{_year(g)}-{_r(g, D, 5)}"


def _kr_radio(g: random.Random) -> str:
    """A Korean radio operator's certificate number: a code, a year, a serial (a guess)."""
    return f"{g.choice(['11', '13', '21', '31'])}{g.randrange(10, 32)}{_r(g, D, 6)}"


def _kr_service(g: random.Random) -> str:
    """A Korean military service number (군번): the enlistment year and eight digits."""
    return f"{g.randrange(8, 24):02d}-{g.choice('1234567')}{_r(g, D, 7)}"


def _kr_antarctic(g: random.Random) -> str:
    """A Korean Antarctic activity permit's number (the shape is a guess)."""
    return f"KAP-{_year(g)}-{_r(g, D, 4)}"


def _no_seamans_book(g: random.Random) -> str:
    """A Norwegian seaman's book (sjøfartsbok) number: seven digits (as the author believes)."""
    return g.choice("123456789") + _r(g, D, 6)


def _no_boat(g: random.Random) -> str:
    """A Norwegian boat licence (båtførerbevis) number: ten digits (a guess)."""
    return g.choice("123456789") + _r(g, D, 9)


def _no_licence(g: random.Random) -> str:
    """A Norwegian driving licence's number, spaced as printed (a guess)."""
    return f"{_r(g, D, 2)} {_r(g, D, 8)} {_r(g, D, 1)}"


def _inach(g: random.Random) -> str:
    """A Chilean INACH authorisation number (a guess)."""
    return f"INACH-{_year(g)}-{_r(g, D, 4)}"


def _dna(g: random.Random) -> str:
    """An Argentine Dirección Nacional del Antártico permit (a guess)."""
    return f"DNA/PA/{_year(g)}/{_r(g, D, 4)}"


def _anz(g: random.Random) -> str:
    """An Antarctica New Zealand environmental permit (a guess)."""
    return f"ANZ-EPA-{_year(g)}-{_r(g, D, 3)}"


def _arn(g: random.Random) -> str:
    """A CASA Aviation Reference Number: six or seven digits."""
    return g.choice("1234567") + _r(g, D, g.choice([5, 6]))


def _dgca(g: random.Random) -> str:
    """An Indian DGCA pilot's licence number (as the author believes the shape)."""
    return f"{g.choice(['CPL', 'ATPL'])} {_r(g, D, 5)}"


def _ts_licence(g: random.Random) -> str:
    """A Telangana driving licence: the RTO's code, the year, seven digits."""
    return f"TS{g.choice(['07', '08', '09', '10', '11', '13'])} {_year(g)} {_r(g, D, 7)}"


def _ladakh_domicile(g: random.Random) -> str:
    """A Ladakh domicile certificate number (a guess)."""
    return f"LDK/DOM/{_year(g)}/{_r(g, D, 5)}"


def _prdp(g: random.Random) -> str:
    """A South African driving licence number, which a PrDP carries: twelve characters."""
    return f"{_r(g, D, 4)}{_r(g, D, 4)}{_r(g, UPPER_DIGITS, 4)}"


def _tas_licence(g: random.Random) -> str:
    """A Tasmanian driver licence number: a letter and six digits (as the author believes)."""
    return g.choice(UPPER) + _r(g, D, 6)


def _kiwi_access(g: random.Random) -> str:
    """A New Zealand Kiwi Access card number: two letters and six digits (a guess)."""
    return _r(g, UPPER, 2) + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "내 해기사 면허번호 {s} 아이가": _kr_officer,
    "해기사 면허 번호(1급 기관사): {s}": _kr_officer,
    "무선통신사 자격증 번호는 {s} 이랑께": _kr_radio,
    "Choi Dong-hyun's radio operator certificate (무선통신사): {s}": _kr_radio,
    "내 군번 {s} 아이가, 까묵지 마래이": _kr_service,
    "남극활동 허가번호: {s}": _kr_antarctic,
    "sjøfartsboka mi har nummer {s}": _no_seamans_book,
    "båtførerbevis nr. {s} (Marit)": _no_boat,
    "førarkortet mitt, klasse S: {s}": _no_licence,
    "autorización INACH del grupo de glaciología: {s}": _inach,
    "el permiso de la DNA para el campamento: {s}": _dna,
    "Antarctica NZ environmental permit for the Nilgiri camp: {s}": _anz,
    "Callum's CASA ARN for the Twin Otter paperwork: {s}": _arn,
    "Bronwyn's Tasmanian driver licence number: {s}": _tas_licence,
    "mera Telangana driving licence number {s} hai": _ts_licence,
    "DGCA लाइसेंस नंबर: {s}": _dgca,
    "nge domicile certificate number {s} in": _ladakh_domicile,
    "my PrDP nommer is {s}, vi' die fuel truck": _prdp,
    "ti PrDP nommer ge {s} a": _prdp,
    "PrDP-nommer van die tenkwa-drywer: {s}": _prdp,
    "ko toku Kiwi Access card ko {s}": _kiwi_access,
    "Kiwi Access card no. of the new cargo hand at Harewood: {s}": _kiwi_access,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["backup codes for the station's Google Workspace admin\n{codes}",
            "Proton Mail account, recovery codes: {codes}", "reservekodane åt Microsoft-kontoen: {codes}",
            "2단계 인증 백업 코드 아이가:\n{codes}", "2FA backup codes yeh hai: {codes}",
            "die 2FA backup codes: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/MNPL%20Teleport:callum@mnpl.aq?secret={s}&issuer=MNPL%20Teleport&period=30",
              "Aegis, manual entry for the Koordinates login, key: {s}",
              "2FAS, setup key for the SITAONAIR portal: {s}",
              "2FA 시크릿 키랑께: {s}"]  # fmt: skip
_CODES = ["{c} is your KT Cloud verification code",
          "[Web발신]\n[KT] 인증번호는 {c} 이고 타인 노출 금지",
          "{c} आपका OTP है। इसे किसी के साथ साझा न करें। - Practo",
          "Jou eenmalige PIN is {c}. Moenie dit deel nie.",
          "BancoEstado: código {c} para confirmar tu transferencia. Nunca lo entregues a nadie."]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["MNPL-Kvitnes-Crew", "Skarvoy-Bridge", "Halvmane-Depot", "CampNilgiri-Sat",
          "TresPuentes-Bodega", "RioPipo-Galpon", "Macquarie4-Shed", "Harewood-Hangar",
          "DuncanDock-Cold", "Kvitnes-MedBay", "Skarvoy-Crew-5G", "Blueice-ATC"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "the bridge network {s}, password {pw}",
    "wifi in the medbay: {s} / {pw}",
    "Pi Imager customisation for the runway Pi: wifi {s}, key {pw}",
    "the WPA key on the sticker under the Teltonika RUTX11: {pw}",
    "wifi-passorde te {s} e {pw}",
    "{s} 무선랜 암호 {pw} 아이가",
    "{s} 인터넷 비번은 {pw} 여",
    "{s} wifi-i password {pw} in",
    "{s} ke wifi mein {pw} daalna",
    "die wifi van {s}, daai password is {pw}",
    "{s} wifi password ge {pw} a",
    "la clave de la red {s} es {pw}",
    "Wi-Fi-passordet til {s} er {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("tot_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("prk_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out over the HF net, character by character: {t}",
          "(read to me over the Iridium handset) {t}",
          "(spaced out so the Slack preview won't show it) {t}",
          "한 글자씩 불러준다이: {t}", "ek ek letter likh raha hoon: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["koda åt hengelåsen på depotcontaineren: {pw}", "컨테이너 자물쇠 비번 {pw} 아이가",
          "godown ke taale ka code: {pw}", "die kode vi' die padlock by die hangar: {pw}",
          "lock-i code {pw} in", "candado del contenedor de la bodega: {pw}",
          "the medbay drug safe opens with {pw} then #", "keypad on the Halvmåne pump house: {pw}",
          "padlock code ge {pw} a"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["sastrugi", "nunatak", "katabatic", "crevasse", "growler", "polynya", "serac",
                 "moraine", "pulk", "sledge", "primus", "skua", "petrel", "krill", "frazil",
                 "bivvy"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the station vault: {p}": " ",
            "KeePassXC database passphrase (Hobart teleport): {p}": " ",
            "master passphrase of the Enpass vault on the bridge PC: {p}": "-", "LUKS passphrase for the field laptop: {p}": ".",
            "passfrasen åt backupen: {p}": " ", "백업 암호문 아이가: {p}": "_",
            "backup wala passphrase yeh hai: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia request 'tank levels', header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "HTTPie session file: \"Authorization\": \"Bearer {v}\"": False,
    "Bruno collection, auth: Basic {v}": True,
    "Postman console: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS: dict[str, Maker] = {  # template ({s}: the secret): the secret's maker
    "/etc/bgpd.conf (OpenBGPD on the teleport router):\nneighbor 10.62.0.1 {{\n    remote-as 64621\n    tcp md5sig password {s}\n}}": _plain_pw,
    "pxelinux.cfg/default:\nMENU TITLE Kvitnes PXE\nMENU MASTER PASSWD {s}\nLABEL rescue\n  KERNEL vmlinuz": _plain_pw,
    "/etc/dehydrated/config:\nCA=\"https://acme.sectigo.com/v2/OV\"\nEAB_KID=\"mnpl-7Qk2\"\nEAB_HMAC_KEY=\"{s}\"": _j((URLSAFE, 86)),
    "ca-config.json:\n{{\"auth_keys\": {{\"primary\": {{\"type\": \"standard\", \"key\": \"{s}\"}}}}}}": _j((UPPER_HEX, 32)),
    "station.cfg (radiosonde_auto_rx):\n[email]\nemail_enabled = True\nsmtp_server = smtp.mnpl.aq\nsmtp_login = sondes@mnpl.aq\nsmtp_password = {s}": _plain_pw,
    "ormconfig.json:\n{{\"type\": \"postgres\", \"host\": \"pg.mnpl.lan\", \"username\": \"cargo\", \"password\": \"{s}\", \"database\": \"cargo\"}}": _plain_pw,
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"http://influx.kvitnes.mnpl.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{s}\"": _plain_pw,
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {s}": _plain_pw,
    "~/.my.cnf on the depot box:\n[client]\nuser=depot\npassword={s}": _plain_pw,
    "wpa_supplicant.conf (runway met Pi):\nnetwork={{\n    ssid=\"Blueice-ATC\"\n    psk=\"{s}\"\n}}": _plain_pw,
    "/etc/ppp/peers/iridium:\n/dev/ttyUSB0 19200\nuser mnpl\npassword {s}\nnoauth": _plain_pw,
    "odbc.ini:\n[FuelDepot]\nDriver=ODBC Driver 18 for SQL Server\nServer=fueldb.mnpl.lan\nUID=depot\nPWD={s}": _plain_pw,
    "~/.netrc:\nmachine ftp.mnpl.aq login sondes password {s}": _plain_pw,
    "mosquitto.conf, bridge to Hobart:\nconnection hobart-bridge\naddress mqtt.hobart.mnpl.aq:8883\nremote_username kvitnes\nremote_password {s}": _plain_pw,
    "compose.yaml:\n  db:\n    image: postgis/postgis:16-3.4\n    environment:\n      POSTGRES_PASSWORD: \"{s}\"": _plain_pw,
    "application.properties:\nspring.datasource.url=jdbc:postgresql://pg.mnpl.lan/cargo\nspring.datasource.username=cargo\nspring.datasource.password={s}": _plain_pw,
}  # fmt: skip


def _config_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": _CONFIGS[template](rng)}


_configs = _Family("config_file", list(_CONFIGS), _config_draw, "s")


_CHATS = [
    "Callum: teleport modem password?\nBronwyn: {pw}",
    "[03:12] eirik: root pw for the engine-room PC?\n[03:14] torstein: {pw}",
    "Ananya: {pw} is the new medbay laptop password",
    "Matías: try {pw}, that's what the Colibri has now",
    "Ingvild: det nye passorde e {pw}",
    "최동현: 새 비번 {pw} 이다",
    "이민지: 새 비번 {pw} 이랑께",
    "Arif: naya password {pw} hai",
    "Ruben: die nuwe password is {pw}",
    "Tsering: password sarpa {pw} in",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "wi\u200bfi pass\u200bword: {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍 → {pw}", "pa\u034fssword = {pw}",
    "PASS\u2063WORD: {pw}", "ｐａｓｓｗｄ＝{pw}", "рassword: {pw}", "pass\u00adord: {pw}",
    "ⓟⓐⓢⓢⓦⓞⓡⓓ {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

Taker = Callable[[random.Random, int], list[Sample]]
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
    out: list[Sample] = []
    for k, (family, n) in enumerate(_PLAN):
        rng = random.Random(SEED + 10 + k)
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Veeder-Root admin password is": "{s}", "AviMet service pw:": "{s} (since the mast was rewired)",
    "passorde mitt e": "{s}", "비번은": "{s} 아이가\n까묵지 마래이", "nge login password": "{s} in",
    "mera password hai": "{s}", "die password is": "{s}, bru", "Gilat password": "{s}",
    "the password Torstein read out over the VHF was": "{s}, I think", "ti password ge": "{s} a",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Theyr API key", "{s}", _j((HEX, 32))),
    ("split_token", "Totum key:", "{s} (iridium trackers)", _j("tot_", (ALNUM, 32))),
    ("split_token", "Ligado client secret", "{s}", _uuid("9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/35", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LI"))),
    ("split_backup", "Proton Mail recovery codes", "{s}\nkvrt-4471-plmx\nsnow-9023-qbrt", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CASA ARN", "{s}", _arn),
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


def _json_pw(g: random.Random) -> str:
    """A password that a JSON string holds without escapes."""
    return v.until(g, _pw, lambda value: '"' not in value and "\\" not in value)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"avimet": {"url": "https://avimet.kvitnes.mnpl.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"passorde": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "torstein.u", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"tanks": [{"id": "T1"}, {"id": "T3", "console_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["kurly", "-u", "depot:{s}", "https://depot.mnpl.aq/api/v2/tanks"]}': ("meta_password", _plain_pw),
    '{"note": "기관실 PC 비번 {s} 아이가"}': ("meta_password", _json_pw),
    '{"비번": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the SNOWsat portal as callum.a with the password {s}"}': ("meta_password", _json_pw),
    '{"theyr": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"linklySecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"koordinates_key": "{s}"}': ("meta_token", _j((LOWER_DIGITS, 32))),
    '{"sync_call": {"hdrs": {"authorization": "Bearer {s}"}}}': ("meta_token", _j((ALNUM, 44))),
    '{"purchase": {"card": {"number": "{s}", "valid_thru": "04/37"}}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"crewing_agency": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "ME")),
    '{"pilot": {"casa_arn": "{s}"}}': ("meta_id", _arn),
    '{"twofa": {"spare_codes": ["{s}", "kvrt-4471-plmx", "snow-9023-qbrt"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"winterover_fund": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"tank_sensor": {"lorawan_appkey": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"pump_house": {"keypad_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Skarvoy-Crew-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pynmea2-1.19.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"avimet-5.3.2-firmware.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.mnpl.aq/depot-sync:3.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"depot: add tank 3 temperature compensation", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"cargo: revert manifest pdf layout", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"metar_kvitnes_2031-11.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"icecore-KV31-density.parquet").hexdigest()
_SHA1 = hashlib.sha1(b"teqc-2019Feb25-linux.zip", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Veeder-Root console password before the depot audit on 2031-12-03.",
    "Callum asked for the crew wifi password; it's on the card pinned in the mess.",
    "House rule: station passwords are 16+ characters and are kept only in the team vault.",
    "Please don't paste passwords into Signal groups; share a vault link instead.",
    "The `.env.example` line `THEYR_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "Replace <YOUR_KOORDINATES_KEY> in the README with the key from your Koordinates account.",
    "TOTUM_API_KEY and LINKLY_SECRET must be set before the nightly tracker sync runs.",
    "The depot-sync chart reads its token from ${DEPOT_SYNC_TOKEN}; never write the value in values.yaml.",
    "The AviMet console asks for a new admin password after every firmware update.",
    "After five wrong passwords the SNOWsat portal locks the account for 30 minutes.",
    "Ikkje sei passorde ditt te nokon, ikkje eingong te meg.",
    "비번은 아무한테도 알리지 마래이.",
    "비번은 아무헌티도 말허지 말어잉.",
    "Julley! password su-la ma zer.",
    "Password kisiku bolna nakko, samjhe?",
    "Moenie jou password vi' niemand gee nie, bru.",
    "Password tama mîba re.",
    "Ko te password, kaua e hoatu ki tētahi atu.",
    "Po, la clave nueva necesita dieciséis caracteres mínimo.",
    "Che, no le pases la contraseña a nadie.",
    "Nye passord skal være på seksten tegn eller mer.",
    "비밀번호는 16자 이상으로 설정해 주세요.",
    "पासवर्ड किसी के साथ साझा न करें।",
    "新しいパスワードは十六文字以上で設定すること。",
    "Пароль не пересылайте никому, даже мне.",
    "Ein Passwort unter sechzehn Zeichen lehnt der Stationsserver ab.",
    "Upgraded AviMet from 5.2 to 5.3.2 and pynmea2 to 1.19.0 during the November maintenance.",
    f"commit {_COMMIT} adds temperature compensation for tank 3.",
    f"Rolled back to {_SHORT} after the manifest PDF layout broke the customs upload.",
    f"requirements.txt: pynmea2==1.19.0 --hash=sha256:{_WHEEL_SUM}",
    f"The AviMet 5.3.2 firmware image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of icecore-KV31-density.parquet: {_SHA512}",
    f"The depot-sync container runs registry.mnpl.aq/depot-sync@sha256:{_IMAGE}.",
    f"MD5 of metar_kvitnes_2031-11.csv is {_MD5}, same as the copy on the Hobart share.",
    f"SHA1 checksum of teqc-2019Feb25-linux.zip: {_SHA1}",
    "Request id 3f9a2c71-8e4b-4d06-a5c2-17b9e0d4f6a3 is the slow one in the depot API logs.",
    "Purchase order PO-2031-0718 for 40 drums of AN8 ships from Cape Town on the 14th.",
    "Zammad #4471: the Halvmåne tank 3 gauge drifts by about 2 % overnight.",
    "Jira MNPL-2214 is closed; the EK80 is back on the shared network.",
    "Flight booking DRML-31-07 for six passengers, Cape Town to the blue-ice runway, departs 02:00.",
    "Call the Tres Puentes bodega on +56 61 222 4471 before noon, or Hobart on +61 3 6231 0042.",
    "ISBN 978-0-521-28467-7 is the glaciology handbook on the medbay shelf.",
    "The Hilux at the Punta Arenas warehouse has plate KXTR-42; the Cape Town truck is CA 412-871.",
    "Tank 3 holds 71.4 % of 250 000 L of AN8; it was -38.6 °C at 06:00 with wind 42 kn from the east.",
    "METAR AQKV 120600Z 14032KT 9999 FEW020 M28/M34 Q0978",
    "The runway is 2 900 m long and 60 m wide, at 72°01′S 2°32′E, 1 280 m above sea level.",
    "The Skarvøy is IMO 9310422, MMSI 257 123 450, 96 m long with a 2 000 m³ cargo hold.",
    "The winter-over team is fourteen people; the field-training camp takes eight at a time.",
    "Catalina says the secret of a good asado in Punta Arenas is patience and calafate sour.",
    "Ask Sigrun for the pump-house keypad code, I don't have it.",
    "My card ending 4471 was declined at the Hobart chandlery.",
    "The Vaduz insurer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the teleport admin account and keep them in the safe.",
    "Wallet support staff never need your recovery words; anyone asking is a scammer.",
    "Keep `MZ_APP_PASSWORD` in the secrets store, never in the repository.",
    "The padlock on the depot container freezes; use the de-icer spray before forcing it.",
    "Koordinates moved the API key page under Settings › Developers in its March release.",
    "The guest wifi 'MNPL-Guest' in the Christchurch office is open, no password needed.",
    "Ice core KV-31 section 112, 1.0 m, density 0.917 g/cm³, recovered from 412 m depth.",
    "Version 2.4.1 of the fuel app adds Korean and Norwegian; build 3318 is in TestFlight.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-10-01T07:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/depot/veeder-root", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 3318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pynmea2", "version": "1.19.0"}}',
    '{"ticket": "4471", "purchase_order": "PO-2031-0718"}',
    '{"tank": {"id": "T3", "level_pct": 71.4, "temp_c": -38.6}}',
    '{"phone": "+56 61 222 4471", "city": "Punta Arenas"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "drums_in_stock": 1212}',
    '{"vessel": {"name": "Skarvøy", "imo": "IMO 9310422", "length_m": 96}}',
    '{"flight": "DRML-31-07", "from": "Cape Town", "to": "Kvitnes", "pax": 6}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
