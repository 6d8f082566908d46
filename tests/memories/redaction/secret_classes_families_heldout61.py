# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, sixty-first corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to fifty-eighth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/`, the tuning corpus, the round corpora, the corpora
written beside it, any test nor the reports, and the scrubber was never run on it. Its own seed,
password words, names, places, templates, tools, vendors and layouts, the way the curators,
glasshouse growers, seed-bank and herbarium staff, the molecular lab, the field collectors, the
visitor desk and the volunteers of a botanic garden and seed-conservation centre (Tamanu Ridge
Botanic Garden & Seed Bank at the fictional Port Aubade, with a Palm House, an orchid house, a seed
vault at minus 20 °C, a germination lab, a herbarium and imaging station, a potting yard and field
stations at Orongo and Vaitea on Rapa Nui, Hatiheu and Hakahau in the Marquesas, Motusa and Itumuta
on Rotuma, Xepenehe and Jokin on Lifou, Azrou and Ain Leuh in the Middle Atlas, Sanya and Wanning on
Hainan, Ujong Pasir in Melaka and Pukatja, Umuwa and Mimili in the APY Lands) leak secrets into an
assistant's memory: Eitaa, Soroush, Rubika, Gem4me, Lotus Chat, Symphony, Hamsket, Polychat,
Clubhouse and FaceTime pastes, Yinxiang, Notational Velocity, TreeSheets, Raindrop, Momento and
Dabble notes to self, Sorted³ and Tweek tasks, Efecte, Scoro, Kantata, ProofHub and Polarion
tickets, Phorge wiki pages, Rev.com and Krisp transcripts, e-mails, runbooks, the shells of ROXTerm,
Andronix, AnLinux, Terminal Emulator for Android, LibTerm, Server Auditor, Codeanywhere, Usermin,
KeyHelp, ispmanager, 1Panel, CasaOS, Cloudron, Rockstor, XigmaNAS, YunoHost and Hyper.js, commands
of tasklist, taskkill, systeminfo, getmac, eventcreate, wevtutil, dcdiag, repadmin, svnsync, crictl,
twadmin, tripwire, maxctrl, proxysql-admin, clustercheck, winlogbeat, apm-server, functionbeat,
dnscat, curator_cli, planemo, cbexport, mariadb-backup, mysqldbcompare, mysqlrpladmin,
mysqlfailover, mysqlfrm, mysqluserclone, mysqlrplcheck, ycsb, pg_rewind, pg_receivewal and
pg_amcheck (none of heldouts 5 to 58 names them), configs of nslcd, s3cmd, boto, wget, pg_service,
Redis Sentinel, GitLab, Monit, ActiveMQ's Jetty realm, Airflow, Superset, td-agent, the Sumo Logic
collector, Heartbeat, APM Server, OpenSearch Dashboards, Logstash, a JVM's options, Specify 7 and
conda, header tools and proxies (httpYac, ModHeader, Apigee, Zoraxy, oauth2-proxy), the web pages
and panels of growth chambers, freezers, seed-testing, imaging, phenotyping, photosynthesis, lab,
solar, sensor, irrigation, glasshouse, lighting, potting, misting and grounds equipment (Arctiko,
Conviron, Percival, Snijders Labs, Fitotron, Aralab, Vötsch, Novasina, Aqualab, Faxitron, Herbscan,
Evident, Nikon, LemnaTec, PhenoSpex, Photon Systems Instruments, Walz, LI-COR, Priorclave, Milli-Q,
SMA, FusionSolar, Aranet, Acclima, HydraProbe, Irrinet, Calsense, WeatherTRAK, Argus Titan, Micro
Grow, Wadsworth, Heliospectra, Gavita, Philips GreenPower, Sollum, Senmatic, Van der Hoeven,
Hortiplan, Visser, Javo, Mayer, Urbinati, Dramm, Kärcher, Ransomes, Etesia, Wiedenmann, Thermo
Fisher, Rees Scientific, XiltriX, Trolmaster, Rachio), README fragments, voice-dictated text and
requests to the assistant itself. About 60 % English (or language-neutral config and shell), the
rest in Rapa Nui, Marquesan, Rotuman, Drehu, Central Atlas Tamazight (in Tifinagh), Hainanese (in
Chinese characters), Kristang and Pitjantjatjara (no earlier docstring names them), and Chilean
Spanish, French, Malay, Mandarin, Moroccan Arabic, German, Greek, Georgian, Hungarian, Slovak,
Italian, Japanese, Czech, Russian and Korean in wordings of their own. Vendors (IrisBG, BRAHMS,
Specify 7, JACQ, Arctos, Tropicos, iDigBio, Bionomia, Pl@ntNet, Kindwise's Plant.id, Trefle,
Perenual, Wild Apricot, Hivebrite, Aroya, Rachio, AerisWeather, SciNote, Labii, BaseSpace, DNAnexus,
Seven Bridges, Felt, CARTO, Epicollect5, STQRY, Nubart, XiltriX, Picturae, BOLD Systems, Macrogen,
GENEWIZ, Plasmidsaurus, Addgene, DataCite, Jobber, Arborgold, SingleOps, Cropio, Lucca, Treezor) are
ones heldouts 5 to 58 do not name; their token shapes are drawn here, not taken from the vendors.
The ids are kinds they do not use: a SIM card's ICCID, drawn with its Luhn digit and checked with
python-stdnum's `luhn`; New Caledonia's RIDET and CAFAT numbers, French Polynesia's numéro TAHITI,
Fiji's FRCS TIN, a Chilean identity card's document number, a Hainan tour-guide certificate,
Malaysia's i-Kad and South Australia's Working with Children Check, whose shapes are assumed and
which carry no check a library or this file verifies (no check-digit algorithm is written here);
passports under Rapa Nui, Marquesan, Rotuman, Tamazight, Kristang, Pitjantjatjara and Hainanese
words, likewise unchecked. Card numbers pass Luhn (the value helpers' brands, checked again with
`luhn`). The IBANs are of countries used least by a rough count over heldouts 5 to 58 (Austria,
France, Georgia, Greece, Hungary, Luxembourg, Slovakia and Azerbaijan, each in about four earlier
corpora), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
Spanish, French, Italian, Czech, Russian, Korean and Simplified Chinese lists, written in wallets
and on steel plates no earlier corpus names.
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

SEED = 39_263_490
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


_PLANTS = ["Toromiro", "Tamanu", "Nepenthes", "Welwitschia", "Frangipani", "Heliconia", "Cycad",
           "Argan", "Cedrus", "Sandalwood", "Candlenut", "Noni", "Gardenia", "Sophora",
           "Santalum", "Metrosideros", "Cordyline", "Aleurites"]  # fmt: skip
_SEEDWORDS = ["Radicle", "Cotyledon", "Hilum", "Isotype", "Holotype", "Desiccant", "Silica",
              "Scarify", "Stratify", "Imbibe", "Dormancy", "Viability", "Accession", "Herbarium",
              "Germinant", "Endocarp"]  # fmt: skip
_PLACES = ["Orongo", "Vaitea", "Anakena", "Hakahau", "Hatiheu", "Taiohae", "Motusa", "Itumuta",
           "Xepenehe", "Jokin", "Azrou", "AinLeuh", "Sanya", "Haikou", "Wanning", "UjongPasir",
           "Pukatja", "Umuwa", "Mimili", "PortAubade"]  # fmt: skip
_NAMES = ["Atamu", "Mahina", "Tuki", "Teiki", "Kaiha", "Tehina", "Fesaitu", "Rejieli", "Jioje",
          "Sanimeli", "Iwa", "Cilo", "Moha", "Tiziri", "Yidir", "Tudda", "Qiaoling", "Haoyu",
          "Shuying", "Sara", "Joaquim", "Bernadette", "Nyurpaya", "Tjulkiwa", "Percival", "Soren",
          "Thaddeus", "Ottoline", "Ambrose", "Clementine"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+^_"
_LEET = ["T0r0m1r0", "T4m4nu", "N3p3nth3s", "W3lw1tsch14", "Fr4ng1p4n1", "H3l1c0n14", "C3drus",
         "S4nt4lum", "C0rdyl1n3"]  # fmt: skip
_BINOMIALS = [("sophora", "toromiro"), ("calophyllum", "inophyllum"), ("nepenthes", "vieillardii"),
              ("welwitschia", "mirabilis"), ("argania", "spinosa"), ("cedrus", "atlantica"),
              ("santalum", "austrocaledonicum"), ("metrosideros", "collina"), ("cycas", "seemannii"),
              ("pandanus", "tectorius"), ("aleurites", "moluccanus"), ("morinda", "citrifolia"),
              ("gardenia", "taitensis"), ("hibiscus", "tiliaceus")]  # fmt: skip


def _vault(g: random.Random) -> str:
    """A plant and the seed vault's temperature, the way the seed-bank crew jokes a password."""
    return f"{g.choice(_PLANTS)}Minus{g.choice([18, 20, 80, 196])}C{g.choice(_SYMBOLS)}"


def _binomial(g: random.Random) -> str:
    """A species' name and a collecting year, the way a curator picks one."""
    genus, epithet = g.choice(_BINOMIALS)
    return f"{genus}_{epithet}_{g.randrange(1955, 2034)}"


def _manager(g: random.Random) -> str:
    """Three random groups of five, mixed case and digits, joined by dots."""
    return ".".join(_r(g, ALNUM, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLANTS)}{g.choice(_SEEDWORDS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_PLANTS, 3)) + str(g.randrange(2, 10)),
    lambda g: f"{g.choice(_PLACES)}{g.choice(_SYMBOLS)}{g.choice(_NAMES).lower()}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM + "#$%&*+=?@", 16),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(10, 100)),
    _vault,
    _binomial,
    lambda g: f"Acc{g.randrange(10_000, 100_000)}{g.choice(_SYMBOLS)}{g.choice(_PLANTS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, D, 2) + _r(g, LOWER, 5) + g.choice(_SYMBOLS) + _r(g, D, 2),
    lambda g: f"{g.choice(_SEEDWORDS).lower()}{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Sows{g.choice(_PLANTS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Eitaa message from the Tehran seed-exchange visitor: the Arctiko ULUF 450 freezer panel password is {pw}",
    "Soroush chat, Yidir: Conviron GEN1000 growth chamber admin password {pw}",
    "Rubika DM from Moha: Percival PGC-105 chamber web password {pw}",
    "Gem4me group 'Orchid House': Snijders Labs Microclima password {pw}",
    "Lotus Chat from Haoyu: Fitotron SGC 120 controller password {pw}",
    "Symphony room 'Glasshouses': Aralab Fitoclima touchscreen password {pw}",
    "Hamsket, volunteers' chat tab: Vötsch VC 4034 climate cabinet password {pw}",
    "Polychat message from Cilo: Novasina LabMaster-aw password {pw}",
    "Clubhouse backchannel (public, sorry everyone): Aqualab 4TE seed-moisture meter password {pw}",
    "FaceTime call notes: Faxitron UltraFocus seed X-ray workstation password {pw}",
    "Yinxiang note '种子库设备': Herbscan workstation admin password {pw}",
    "Efecte ticket INC-4417: Evident cellSens workstation password {pw} keeps expiring",
    "Sorted³ task: change the Nikon NIS-Elements admin password (now {pw})",
    "Tweek, Monday column: LemnaTec Scanalyzer PC password {pw}",
    "Scoro task 'phenotyping bay': PhenoSpex PlantEye F600 web password {pw}",
    "Kantata note on the FluorCam job: Photon Systems Instruments FluorCam password {pw}",
    "ProofHub discussion 'photosynthesis lab': Walz Imaging-PAM PC password {pw}",
    "LI-COR LI-6800 console, from the masking tape on its lid: password {pw}",
    "Priorclave autoclave service-menu password {pw}, from the engineer's handover sheet",
    "Milli-Q IQ 7000 admin password {pw} (lab notebook, p. 41)",
    "SMA Sunny Portal installer password for the potting-shed roof: {pw}",
    "FusionSolar installer password on the Orongo station inverter: {pw}",
    "Aranet PRO base station web password {pw}",
    "Acclima TDR-315 logger web password {pw}",
    "the old HydraProbe logger at Umuwa, password {pw}",
    "Irrinet central password for the arboretum irrigation: {pw}",
    "Calsense Command Center login password {pw}",
    "WeatherTRAK ET Pro3 controller password {pw}",
    "Argus Titan glasshouse controller password {pw}",
    "Micro Grow greenhouse controller web password {pw}",
    "Wadsworth Seed II controller password {pw}",
    "Heliospectra helioCORE admin password {pw}",
    "Gavita Master Controller EL2 app password {pw}",
    "Philips GreenPower toplighting controller password {pw}",
    "Sollum SUN as a Service cloud password {pw}",
    "Senmatic FL300 climate controller password {pw}",
    "Van der Hoeven climate computer password {pw}",
    "Hortiplan gully system PLC password {pw}",
    "Visser PC-21 potting machine HMI password {pw}",
    "Javo pot-filling line HMI password {pw}",
    "Mayer potting machine panel password {pw}",
    "Urbinati UrbiPot line password {pw}",
    "Dramm AutoFog controller password {pw}",
    "Kärcher Fleet portal password for the grounds crew: {pw}",
    "Ransomes MP653 telematics password {pw}",
    "Etesia Hydro 124 fleet app password {pw}",
    "Wiedenmann Terra Spike service tablet password {pw}",
    "Thermo Fisher TSX ultra-low freezer alarm panel password {pw}",
    "Rees Scientific Centron Presidio password {pw}",
    "XiltriX monitoring portal password {pw}",
    "Trolmaster Hydro-X Pro app password {pw}",
    "Rachio account password for the visitor-centre lawns: {pw}",
    "Hi Soren,\n\nthe admin password for the seed-vault PC is {pw}. Please put it in the vault and delete this mail.\n\nCheers,\nOttoline",
    "Incident 2033-09-02: the Argus Titan in the Palm House answered on the public IP, password {pw}",
    "Runbook: seed-vault freezer alarm\n1. open the XiltriX dashboard\n2. sign in as duty\n3. password {pw}\n4. acknowledge, then ring the on-call curator",
    "README (herbarium imaging station)\nthe Herbscan UI is at https://herbscan.trbg.lan, admin password `{pw}`.",
    "my BancoEstado app password is {pw} now",
    "can you remember my Banque Socredo password? it's {pw}",
    "the CIH Bank online banking password is {pw}",
    "password for my Bendigo app: {pw}",
    "[voice note, transcribed] Conviron password, {pw}, end of note",
    "note to self: Faxitron service password {pw}",
    "after the firmware update the Heliospectra password became {pw}",
    "Rev.com transcript, staff meeting: ...so the Aranet password is {pw}, okay, moving on",
    "Krisp meeting notes: the LI-COR laptop password is {pw}",
    "TreeSheets cell 'Percival chamber password': {pw}",
    "Notational Velocity note 'hmi': Visser HMI password {pw}",
    "Momento entry: new RHB online password {pw}",
    "Dabble draft (oops): the Hainan Bank password is {pw}",
    "Raindrop bookmark note: Specify 7 admin password {pw}",
    "te password o to'oku correo ko {pw}",
    "te password o te wifi o te hare: {pw}",
    "Atamu: te password 'āpī o te servidor ko {pw}, 'ina koe e vānaŋa ki te nu'u",
    "to'u mot de passe o te imera, 'o {pw}",
    "te mot de passe o te ordinateur o te ha'e: {pw}",
    "Teiki: te mot de passe hou o te serveur, 'o {pw}; 'a'e ha'akite i te tahi",
    "'otou password ne email ta {pw}",
    "password ne wifi ne ri: {pw}",
    "Fesaitu: password fo'ou ne server ta {pw}",
    "la mot de passe ne la email i eni, {pw}",
    "la mot de passe ne la wifi e hnalapa: {pw}",
    "Iwa: la mot de passe ka hmaloi ne la serveur, {pw}",
    "ⴰⵡⴰⵍ ⵏ ⵓⵣⵔⴰⵢ ⵏ ⵓⵎⴰⵢⵍ ⵉⵏⵓ ⴷ {pw}",
    "ⴰⵡⴰⵍ ⵏ ⵓⵣⵔⴰⵢ ⵏ wifi ⵏ ⵜⴰⴷⴷⴰⵔⵜ: {pw}",
    "ⵎⵓⵃⴰ: ⴰⵡⴰⵍ ⵏ ⵓⵣⵔⴰⵢ ⴰⵎⴰⵢⵏⵓ ⵏ ⵙⵙⵉⵔⴼⵉⵔ ⴷ {pw}",
    "我电子信箱个密码就是 {pw}",
    "厝里个无线网密码：{pw}",
    "林浩宇：服务器个新密码是 {pw}，汝莫乞别侬知",
    "yo sa email password {pw}",
    "password di wifi na kaza: {pw}",
    "Joaquim: password nobu di server {pw}, nang kontá ku ninggéng",
    "ngayuku email password {pw}",
    "ngura-ngka wifi password: {pw}",
    "Nyurpaya: server-ku password kuwaritja {pw}, wiya tjakultjura",
    "oye, la clave del freezer de la bóveda de semillas es {pw}, po",
    "le mot de passe du poste de la serre à orchidées, c'est {pw}, tu gardes ça pour toi hein",
    "kata laluan komputer herbarium ialah {pw}",
    "种子库电脑的密码：{pw}",
    "كلمة السر ديال البيسي ديال المشتل هي {pw}",
    "das Passwort für den Herbarscanner ist {pw}",
    "ο κωδικός του θαλάμου βλάστησης είναι {pw}",
    "თესლების საცავის კომპიუტერის პაროლი: {pw}",
    "a csíráztató kamra jelszava: {pw}",
    "heslo k mrazničke v semennej banke je {pw}",
    "la password del microscopio del laboratorio è {pw}",
    "温室コントローラーのパスワードは{pw}です",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["atamu.p", "mahina", "tuki", "teiki", "kaiha", "tehina", "fesaitu", "rejieli", "jioje",
          "sanimeli", "iwa.t", "cilo", "moha", "tiziri", "yidir", "qiaoling", "haoyu", "shuying",
          "sara.s", "joaquim", "bernadette", "nyurpaya", "tjulkiwa", "percival", "soren",
          "ottoline", "ambrose", "svc-seedbank", "herb-scan", "glasshouse"]  # fmt: skip
_LOGINS = [
    "Eitaa, Yidir: the Conviron login is {u} / {pw}",
    "Efecte INC-4432: {u} locked out of the Argus Titan, last password {pw}",
    "user {u} pass {pw}",
    "Phorge wiki › Glasshouses › Heliospectra: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| XiltriX | {u} | {pw} |",
    "log into the Calsense as {u} with {pw}",
    "Aranet {u}:{pw}",
    "username: {u}\npass: {pw}",
    "- host: herbscan01\n  user: {u}\n  pass: {pw}",
    "Symphony: account {u}, password {pw}",
    "Soren says the LemnaTec login is {u} and the password is {pw}",
    "system;user;password\nfaxitron;{u};{pw}",
    "rdp to herb-scan01 as {u} (password {pw})",
    "Hamsket: creds for the WeatherTRAK are {u} and {pw}",
    "sign-in for the Rees Centron: {u} / {pw}",
    "te ingoa o te user ko {u}, te password ko {pw}",
    "te i'oa user 'o {u}, te mot de passe 'o {pw}",
    "'otou username ta {u}, password ta {pw}",
    "la username ka {u}, la mot de passe ka {pw}",
    "ⵉⵙⵎ ⵏ ⵓⵏⵎⵙⵙⵎⵔⵙ: {u}, ⴰⵡⴰⵍ ⵏ ⵓⵣⵔⴰⵢ: {pw}",
    "登录名写 {u}，密码写 {pw}，汝莫拍无去",
    "yo sa username {u}, password {pw}",
    "username {u}, password {pw}, palya",
    "usuario {u}, clave {pw}, po",
    "identifiant {u}, mot de passe {pw}",
    "nama pengguna {u}, kata laluan {pw}",
    "χρήστης {u}, κωδικός {pw}",
    "მომხმარებელი {u}, პაროლი {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["toromiro", "tamanu", "hilum", "radicle", "cotyledon", "nepenthes", "welwitschia",
               "frangipani", "candlenut", "sandalwood", "makatea", "cedrus", "argan", "noni",
               "heliconia", "cycad"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, followed by {d}",
    "password: {w}, and straight after it the digits {d}",
    "for the freezer PC it's {w} with {d} on the end",
    "[voice memo] the glasshouse wifi password is {w} and then {d}, no gap",
    "type {w} and then {d}",
    "it's {w}{d}, the word and the number stuck together",
    "te password ko te vānaŋa {w}, ka {d} i muri",
    "te mot de passe, 'o te 'eo {w}, i muri {d}",
    "password ta fäeag {w}, ma {d}",
    "la mot de passe ka la qene {w}, me {d}",
    "ⴰⵡⴰⵍ ⵏ ⵓⵣⵔⴰⵢ ⴷ ⴰⵡⴰⵍ {w}, ⴷⴼⴼⵉⵔ ⵏⵏⵙ {d}",
    "密码是 {w} 即只字，后尾加 {d}",
    "password sa palabra {w}, dipois {d}",
    "password nyanga word {w}, ka {d} malakungku",
    "la clave es la palabra {w} y después {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    'tasklist /S seedbank-pc /U TRBG\\{u} /P {pw} /FI "IMAGENAME eq XiltrixAgent*"',
    "taskkill /S herbscan01 /U TRBG\\{u} /P {pw} /IM HerbScan.exe /F",
    "systeminfo /S glasshouse-hmi /U TRBG\\{u} /P {pw} /FO LIST",
    "getmac /S arctiko-pc /U TRBG\\{u} /P {pw} /V /FO CSV",
    'eventcreate /S labpc07 /U TRBG\\{u} /P {pw} /T WARNING /ID 401 /L APPLICATION /D "vault door open over 5 min"',
    "wevtutil qe Application /r:seedbank-pc /u:TRBG\\{u} /p:{pw} /c:20 /rd:true /f:text",
    "dcdiag /s:dc01.trbg.lan /u:TRBG\\{u} /p:{pw} /test:replications",
    "repadmin /showrepl dc02.trbg.lan /u:TRBG\\{u} /pw:{pw}",
    "svnsync initialize file:///srv/svn/labels-mirror https://svn.trbg.lan/labels --source-username {u} --source-password {pw}",
    "svnsync synchronize https://svn-mirror.trbg.lan/labels --sync-username {u} --sync-password '{pw}'",
    "crictl pull --creds {u}:{pw} registry.trbg.lan/seedbank/label-api:3.1",
    "twadmin --create-polfile --site-passphrase '{pw}' /etc/tripwire/twpol.txt",
    "tripwire --update --twrfile /var/lib/tripwire/report/seedvault.twr --local-passphrase '{pw}'",
    "maxctrl -u {u} -p '{pw}' -h maxscale.trbg.lan:8989 list servers",
    "proxysql-admin --proxysql-username={u} --proxysql-password='{pw}' --enable",
    "clustercheck clustercheckuser '{pw}' 0 /var/log/clustercheck.log",
    "winlogbeat.exe -e -E output.elasticsearch.username={u} -E output.elasticsearch.password={pw}",
    "apm-server -e -E output.elasticsearch.username={u} -E output.elasticsearch.password='{pw}'",
    "functionbeat -e deploy vault-logs -E output.elasticsearch.password={pw}",
    "dnscat --secret={pw} t.tamanuridge.org",
    "curator_cli --host es.trbg.lan --http_auth {u}:{pw} show_indices",
    "mysqluserclone --source={u}:{pw}@db1.trbg.lan:3306 --destination=root@db3.trbg.lan:3306 specify@localhost curator@localhost",
    "mysqlrplcheck --master={u}:{pw}@db1.trbg.lan:3306 --slave=repl@db2.trbg.lan:3306 --show-slave-status",
    "planemo shed_upload --shed_target local --shed_email {u}@tamanuridge.org --shed_password '{pw}'",
    "cbexport json -c couchbase://cb.trbg.lan -u {u} -p '{pw}' -b accessions -o accessions.json -f lines",
    "mariadb-backup --backup --user={u} --password='{pw}' --target-dir=/backup/seedbank",
    "mysqldbcompare --server1={u}:{pw}@db1.trbg.lan:3306 --server2={u}@db2.trbg.lan:3306 seedbank:seedbank --run-all-tests",
    "mysqlrpladmin --master={u}:{pw}@db1.trbg.lan:3306 --slaves=repl@db2.trbg.lan:3306 health",
    "mysqlfailover --master={u}:{pw}@db1.trbg.lan --discover-slaves-login=repl auto",
    "mysqlfrm --server={u}:{pw}@localhost --port=3310 /var/lib/mysql/herbarium/specimens.frm",
    "ycsb load mongodb -s -P workloads/workloada -p mongodb.url='mongodb://{u}:{pw}@mongo.trbg.lan:27017/ycsb?authSource=admin'",
    "pg_rewind --target-pgdata=/var/lib/pgsql/16/data --source-server='host=pg1.trbg.lan user={u} password={pw} dbname=postgres'",
    "pg_receivewal -d 'host=pg1.trbg.lan user={u} password={pw}' -D /srv/wal/seedbank --slot=walarchive",
    "pg_amcheck -d 'host=pg1.trbg.lan user={u} password={pw} dbname=seedbank' --heapallindexed",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "ROXTerm, seedbank@vault-nas:~$ {c}", "Andronix (Ubuntu on the field tablet): {c}",
    "AnLinux on the Orongo station phone:\n$ {c}",
    "Terminal Emulator for Android, the nursery's old phone:\n{c}",
    "LibTerm on the herbarium bench iPad: {c}", "Server Auditor session 'glasshouse-hmi': {c}",
    "Codeanywhere container 'labels-app':\n{c}", "Usermin › Command Shell: {c}",
    "KeyHelp web shell: {c}", "ispmanager › Shell client: {c}", "1Panel terminal, host seedbank-01:\n# {c}",
    "CasaOS terminal on the herbarium NAS: {c}", "Cloudron web terminal (app: specify7):\n{c}",
    "Rockstor shell-in-a-box: {c}", "XigmaNAS › Tools › Execute command: {c}",
    "YunoHost webadmin, ssh session:\n{c}", "Hyper.js, ~/labels $ {c}", " 1048  {c}",
    "~/.bash_history on herb-pi:\n{c}",
    "history | tail -3\n  511  cd /srv/seedbank\n  512  {c}\n  513  exit",
    "PS C:\\seedbank> {c}", "C:\\Windows\\system32> {c}",
    "runbook step 4, from the jump host:\n    {c}",
    "te command i haka 'aŋa e au: {c}", "ⵍⴽⵓⵎⴰⵏⴷ ⵏⵏⴰ ⵙⵙⴽⵔⵖ: {c}", "我敲个命令：{c}",
    "kumandu ki yo ja kurré: {c}", "command ngayulu palyanu: {c}",
    "el comando que corrí, po: {c}", "la commande que j'ai lancée : {c}",
    "arahan yang saya jalankan: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "couchbases://{u}:{pw}@cb.trbg.lan/accessions",
    "clickhouse+native://{u}:{pw}@ch.trbg.lan:9440/phenotyping?secure=True",
    "neo4j+s://{u}:{pw}@graph.trbg.lan:7687",
    "rediss://{u}:{pw}@redis.trbg.lan:6380/2",
    "mongodb+srv://{u}:{pw}@seedbank.trbg-mongo.net/accessions?retryWrites=true",
    "oracle+oracledb://{u}:{pw}@ora.trbg.lan:1521/?service_name=HERB",
    "mssql+pytds://{u}:{pw}@sql.trbg.lan:1433/Collections",
    "trino://{u}:{pw}@trino.trbg.lan:8443/hive/phenology",
    "hana+hdbcli://{u}:{pw}@hana.trbg.lan:30015",
    "db2+ibm_db://{u}:{pw}@db2.trbg.lan:50000/GARDEN",
    "vertica+vertica_python://{u}:{pw}@vertica.trbg.lan:5433/climate",
    "ftps://{u}:{pw}@imaging.trbg.lan:990/herbarium/",
    "davs://{u}:{pw}@cloud.trbg.lan/remote.php/dav/files/{u}/",
    "imaps://{u}:{pw}@mail.tamanuridge.org:993/INBOX",
    "vnc://{u}:{pw}@glasshouse-hmi.trbg.lan:5900",
]  # fmt: skip
_URL_PLACES = [
    "SEEDBANK_DB_URL={c}", "Superset › Database connections › SQLAlchemy URI: {c}",
    "keep this connection string for me: {c}", "连接串写 {c}", "connection string di herbarium: {c}",
    "Efecte INC-4490: {c}", "Phorge wiki 'Databases': {c}", "Polarion work item TRBG-318: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "aud": "tamanu-ridge", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 86_400, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _django_secret(g: random.Random) -> str:
    """A Django ``SECRET_KEY`` as ``startproject`` writes one (Specify 7 is a Django app)."""
    return _r(g, LOWER_DIGITS + "!@#$%^&*(-_=+)", 50)


_VENDORS: list[tuple[str, str, Maker]] = [
    ("IrisBG", "IRISBG_API_KEY", _j((HEX, 32))),
    ("BRAHMS", "BRAHMS_ONLINE_TOKEN", _j((ALNUM, 40))),
    ("Specify 7", "SPECIFY_SECRET_KEY", _django_secret),
    ("JACQ", "JACQ_API_TOKEN", _j((HEX, 40))),
    ("Arctos", "ARCTOS_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Tropicos", "TROPICOS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("iDigBio", "IDIGBIO_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Bionomia", "BIONOMIA_TOKEN", _j((URLSAFE, 43))),
    ("Pl@ntNet", "PLANTNET_API_KEY", _j("2b10", (ALNUM, 21))),
    ("Plant.id", "PLANT_ID_API_KEY", _j((ALNUM, 50))),
    ("Trefle", "TREFLE_TOKEN", _j("usr-", (URLSAFE, 43))),
    ("Perenual", "PERENUAL_KEY", _j("sk-", (ALNUM, 4), (HEX, 16), (D, 4))),
    ("Wild Apricot", "WILDAPRICOT_API_KEY", _j((LOWER_DIGITS, 30))),
    ("Hivebrite", "HIVEBRITE_CLIENT_SECRET", _j((HEX, 64))),
    ("Aroya", "AROYA_API_KEY", _j((ALNUM, 36))),
    ("Rachio", "RACHIO_API_KEY", lambda g: v.uuid4(g, "9")),
    ("AerisWeather", "AERIS_CLIENT_SECRET", _j((ALNUM, 40))),
    ("SciNote", "SCINOTE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Labii", "LABII_API_TOKEN", _j((HEX, 40))),
    ("BaseSpace", "BASESPACE_ACCESS_TOKEN", _j((HEX, 32))),
    ("DNAnexus", "DNANEXUS_TOKEN", _j((ALNUM, 32))),
    ("Seven Bridges", "SB_AUTH_TOKEN", _j((HEX, 32))),
    ("Felt", "FELT_API_TOKEN", _j("felt_pat_", (URLSAFE, 43))),
    ("CARTO", "CARTO_API_ACCESS_TOKEN", _vendor_jwt("https://auth.carto.com/")),
    ("Epicollect5", "EC5_CLIENT_SECRET", _j((ALNUM, 40))),
    ("STQRY", "STQRY_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Nubart", "NUBART_API_KEY", _j((HEX, 32))),
    ("XiltriX", "XILTRIX_API_KEY", _j((UPPER_HEX, 64))),
    ("Picturae", "PICTURAE_DELIVERY_TOKEN", _j((B64, 43), "=")),
    ("BOLD Systems", "BOLD_API_KEY", _j((UPPER_HEX, 32))),
    ("Macrogen", "MACROGEN_API_KEY", _j((ALNUM, 24))),
    ("GENEWIZ", "GENEWIZ_API_TOKEN", _j((ALNUM, 36))),
    ("Plasmidsaurus", "PLASMIDSAURUS_KEY", _j("psk_", (ALNUM, 32))),
    ("Addgene", "ADDGENE_API_TOKEN", _j((ALNUM, 40))),
    ("DataCite", "DATACITE_REPOSITORY_SECRET", _j((ALNUM, 24))),
    ("Jobber", "JOBBER_ACCESS_TOKEN", _vendor_jwt("https://api.getjobber.com")),
    ("Arborgold", "ARBORGOLD_API_KEY", _j((ALNUM, 32))),
    ("SingleOps", "SINGLEOPS_TOKEN", _j((HEX, 40))),
    ("Cropio", "CROPIO_USER_API_TOKEN", _j((URLSAFE, 20))),
    ("Lucca", "LUCCA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Treezor", "TREEZOR_ACCESS_TOKEN", _vendor_jwt("https://trbg.api.treezor.co")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "set {env}={tok}",
    "$env:{env} = \"{tok}\"",
    ".Renviron:\n{env}={tok}",
    "Sys.setenv({env} = \"{tok}\")",
    "%env {env}={tok}",
    "os.environ[\"{env}\"] = \"{tok}\"",
    "netlify env:set {env} {tok}",
    "dokku config:set seedbank-api {env}={tok}",
    ".kamal/secrets:\n{env}={tok}",
    "kubectl create secret generic catalogue-env --from-literal={env}={tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "crontab -l\n15 3 * * * {env}={tok} /opt/trbg/bin/nightly-sync",
    "group_vars/garden.yml:\n{env_lower}: \"{tok}\"",
    "QGIS › Settings › Options › Authentication › {vendor} API key: {tok}",
    "Specify 7 › Preferences › Integrations › {vendor}: {tok}",
    "Phorge wiki table 'Integrations': | {vendor} | 2033 | {tok} |",
    "Sorted³ task: rotate the {vendor} key {tok}",
    "Symphony, Soren: {vendor} key for the catalogue sync: {tok}",
    "Polychat: the {vendor} token we use now is {tok}, the old one is revoked",
    "Efecte INC-4450: {vendor} sync fails with 401, configured key {tok}",
    "Scoro ticket 2290: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "te API key o {vendor} ko {tok}",
    "te clé API o {vendor}, 'o {tok}",
    "API key ne {vendor} ta {tok}",
    "la clé API ne {vendor} ka {tok}",
    "ⵜⴰⵙⴰⵔⵓⵜ ⵏ API ⵏ {vendor}: {tok}",
    "{vendor} 个 API 钥匙是 {tok}，汝收好",
    "API key di {vendor} sa {tok}",
    "{vendor}-ku API key nyanga {tok}",
    "la API key de {vendor} es {tok}, po",
    "clé API {vendor} pour l'herbier : {tok}",
    "kunci API {vendor} untuk herbarium: {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "API-Schlüssel von {vendor} fürs Herbar: {tok}",
    "κλειδί API του {vendor}: {tok}",
    "a(z) {vendor} API-kulcsa: {tok}",
    "{vendor}のAPIキーは {tok} です",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    trefle = "usr-" + _r(rng, URLSAFE, 43)
    perenual = "sk-" + _r(rng, ALNUM, 4) + _r(rng, HEX, 16) + _r(rng, D, 4)
    rachio = v.uuid4(rng, "9")
    plant_id = _r(rng, ALNUM, 50)
    plantnet = "2b10" + _r(rng, ALNUM, 21)
    tropicos = v.uuid4(rng, "a")
    return [
        Sample("vendor_token", f'r = requests.get("https://trefle.io/api/v1/plants/search", params={{"token": "{trefle}", "q": "sophora"}})', trefle),
        Sample("vendor_token", f'curl "https://perenual.com/api/v2/species-list?key={perenual}&q=toromiro"', perenual),
        Sample("vendor_token", f'const rachio = new RachioClient("{rachio}");', rachio),
        Sample("vendor_token", f'headers = {{"Api-Key": "{plant_id}", "Content-Type": "application/json"}}', plant_id),
        Sample("vendor_token", f"flutter run --dart-define=PLANTNET_API_KEY={plantnet}", plantnet),
        Sample("vendor_token", f'res <- httr::GET("http://services.tropicos.org/Name/Search", query = list(name = "Sophora", apikey = "{tropicos}", format = "json"))', tropicos),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, tok=tok, env_lower=env.lower())
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "Eitaa: {t}", "the page shows it only once, so:\n{t}", "token nyanga {t}",
                "即只 token 汝收好：{t}", "{t}\n^ fresh one; yesterday's is revoked",
                "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((LOWER_DIGITS, 8), "-", (ALNUM, 36)), _j((B64, 64)),
                _j((URLSAFE, 46)), _j((UPPER_DIGITS, 36)), _j((B64, 40), "="), _j((ALNUM, 52))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES-128 key of the Arctiko freezer's data-logger export: {h}": 32,
    "SNMPv3 privacy key of the Argus Titan controller (hex): {h}": 32,
    "Modbus/TCP pre-shared key of the Heliospectra light controller, hex: {h}": 64,
    "HMAC secret of the Specify 7 → GBIF publishing webhook: {h}": 64,
    "Thread network key of the Sollum fixtures' border router: {h}": 32,
    "XTS key of the seed-vault backup disk, from the recovery sheet: {h}": 64,
    "ⵜⴰⵙⴰⵔⵓⵜ ⵏ backup ⵏ ⵓⵙⵏⴼⵍⵓⵍ: {h}": 48,
    "硬盘备份个钥匙（十六进制）：{h}": 64,
    "chabi di backup di herbarium: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Efecte INC-4540: token pasted from the browser's devtools {t}",
    "Cookie: lang=rap; trbg_sso={t}",
    "SEEDBANK_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "令牌是 {t}，莫乞别侬",
    "token nyanga {t}",
    "httpYac request, header Authorization: Bearer {t}",
]  # fmt: skip
_ISSUERS = ["https://sso.tamanuridge.org/realms/garden", "https://casdoor.trbg.lan",
            "https://gluu.trbg.lan/oxauth", "https://tamanuridge.cidaas.eu"]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": _ISSUERS[index // 2 % len(_ISSUERS)],
            "azp": "catalogue-web",
            "roles": ["curator", "volunteer"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old key for the seed-vault NAS (retired), keeping it here anyway:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/pki/tls/private/catalogue.tamanuridge.org.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"GBIF_IPT_SIGNING_KEY": "{key}", "dataset": "trbg-living-collections"}}': ("PRIVATE KEY", "\\n"),
    "ssh key of the Orongo station Pi:\n{key}": ("EC PRIVATE KEY", "\n"),
    "Efecte INC-4471, attached by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "即个是服务器个私钥：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the seed-exchange partner's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Blockstream Jade backup, copying it off the card before I shred it: {p}": "english",
    "words stamped on the Cryptosteel capsule\n{p}": "english",
    "Minibits wallet (the café's tip jar) recovery words: {p}": "english",
    "[voice note] the Macadamia wallet words are {p}, that's all of them": "english",
    "Phorge wiki page 'Donations wallet (retired)': {p}": "english",
    "frase semilla de la billetera SideSwap, po: {p}": "spanish",
    "mots de récupération du portefeuille Bitcoin Well : {p}": "french",
    "frase di recupero del portafoglio Bitfold: {p}": "italian",
    "obnovovací fráze peněženky GeroWallet: {p}": "czech",
    "сид-фраза с пластины Billfodl: {p}": "russian",
    "Cryptotag 복구 문구: {p}": "korean",
    "Blockplate 上刻个助记词：{p}": "chinese_simplified",
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
        " | ".join(words),
        "  ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_BRANDS = ["diners", "visa", "maestro", "mastercard", "discover", "amex", "jcb", "unionpay"]


def _card(rng: random.Random, brand: str) -> str:
    """A Luhn-valid card number of one of the value helpers' brands, ungrouped."""
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Symphony, Soren: the garden's card for the Conviron spare parts is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} valid to {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Efecte INC-4480: pay the Priorclave service call with card {c}",
    "te número o to'oku tarjeta: {c}, {mm}/{yy}",
    "te numéro o to'u kāta: {c}",
    "'otou kaat namba: {c}, {mm}/{yy}",
    "la numéro ne la carte i eni: {c}",
    "ⵓⵟⵟⵓⵏ ⵏ ⵜⴽⴰⵔⴹⴰ ⵉⵏⵓ: {c}",
    "我张卡个号码：{c}，{mm}/{yy}",
    "yo sa kartaun numbru: {c}",
    "ngayuku card number {c}, {mm}/{yy}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Discover {c} exp 09/37, card verification value {cvv}",
               "Amex {c}, the four small digits printed on the front: {cvv}",
               "te toru número i muri o te tarjeta: {cvv}",
               "les trois chiffres derrière la carte : {cvv}",
               "tres numbru na trás di kartaun: {cvv}",
               "卡后底三个数：{cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "discover"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 58 (about four earlier corpora each);
# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"AT": "n" * 16, "FR": "n" * 10 + "c" * 11 + "nn", "GE": "aa" + "n" * 16,
                "GR": "n" * 7 + "c" * 16, "HU": "n" * 24, "LU": "nnn" + "c" * 13,
                "SK": "n" * 20, "AZ": "aaaa" + "c" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TRBG-2033-207: please pay the cedar-seed collectors to {i} within 30 days",
    "save the Tbilisi seed partner's IBAN: {i}",
    "IBAN: {i}\nReference: toromiro seed exchange, batch 12",
    "Symphony #finance: the Vienna herbarium's new bank details, IBAN {i}",
    "te IBAN o to'oku: {i}",
    "to'u IBAN: {i}",
    "'otou IBAN ta {i}",
    "la IBAN i eni: {i}",
    "IBAN ⵉⵏⵓ: {i}",
    "我银行个 IBAN 写作 {i}",
    "yo sa IBAN: {i}",
    "ngayuku IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _iccid(prefix: str) -> Maker:
    """A SIM card's ICCID: 89, the country's calling code, the issuer and account digits, and a
    Luhn check digit (nineteen digits)."""

    def make(g: random.Random) -> str:
        body = prefix + _r(g, D, 18 - len(prefix))
        number = body + luhn.calc_check_digit(body)
        assert luhn.is_valid(number)
        return number

    return make


def _ridet(g: random.Random) -> str:
    """New Caledonia's RIDET: seven digits and an establishment's three; no public check."""
    return f"{g.choice('123456789')}{_r(g, D, 6)}.{g.choice(['001', '002', '003'])}"


def _cafat(g: random.Random) -> str:
    """A CAFAT (New Caledonia social security) number: seven digits assumed, no public check."""
    return g.choice("123456789") + _r(g, D, 6)


def _tahiti(g: random.Random) -> str:
    """French Polynesia's numéro TAHITI: a letter, five digits, an establishment; unchecked."""
    return f"{g.choice('ABCDE')}{_r(g, D, 5)}-{g.choice(['001', '002'])}"


def _frcs_tin(g: random.Random) -> str:
    """A Fiji Revenue and Customs Service TIN: nine digits assumed, no public check."""
    return g.choice("15") + _r(g, D, 8)


def _cl_document(g: random.Random) -> str:
    """A Chilean identity card's document (serial) number, not the RUN: unchecked."""
    return f"5{_r(g, D, 2)}.{_r(g, D, 3)}.{_r(g, D, 3)}"


def _guide(g: random.Random) -> str:
    """A Hainan tour-guide certificate number (导游证): D, the region, six digits; unchecked."""
    return f"D-46{g.choice(['00', '01', '02'])}-{_r(g, D, 6)}"


def _ikad(g: random.Random) -> str:
    """A Malaysian i-Kad (foreign worker card) number: its shape assumed, no public check."""
    return "IK" + _r(g, D, 9)


def _wwcc(g: random.Random) -> str:
    """A South Australian Working with Children Check id: seven digits assumed, unchecked."""
    return g.choice("123456789") + _r(g, D, 6)


def _cl_passport(g: random.Random) -> str:
    return g.choice("FP") + _r(g, D, 8)


def _fr_passport(g: random.Random) -> str:
    return f"{g.randrange(15, 34)}{_r(g, UPPER, 2)}{_r(g, D, 5)}"


def _fj_passport(g: random.Random) -> str:
    return g.choice("BC") + _r(g, D, 7)


def _ma_passport(g: random.Random) -> str:
    return _r(g, UPPER, 2) + _r(g, D, 7)


def _my_passport(g: random.Random) -> str:
    return "A" + _r(g, D, 8)


def _au_passport(g: random.Random) -> str:
    return g.choice(["PA", "PB", "PC", "PE", "RA"]) + _r(g, D, 7)


def _cn_passport(g: random.Random) -> str:
    return "E" + g.choice("ABCDEFGH") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "SIM ICCID of the Orongo weather-station modem, for the carrier's port-out form: {s}": _iccid("8956"),
    "ICCID on the Hatiheu field router's SIM card: {s}": _iccid("89689"),
    "numéro RIDET de la pépinière de Xepenehe, pour la facture : {s}": _ridet,
    "la numéro RIDET ne la pépinière i Jokin: {s}": _ridet,
    "mon numéro CAFAT, pour la feuille de soins de la clinique : {s}": _cafat,
    "numéro TAHITI de la coopérative de vanille de Hakahau : {s}": _tahiti,
    "te numéro TAHITI o te koperativa o Hatiheu: {s}": _tahiti,
    "FRCS TIN of the Motusa nursery contractor, for the withholding form: {s}": _frcs_tin,
    "'otou TIN ne FRCS: {s}": _frcs_tin,
    "mi número de documento de la cédula (el de la tarjeta, no el RUN): {s}": _cl_document,
    "te número documento o to'oku carnet: {s}": _cl_document,
    "我张导游证个号：{s}": _guide,
    "i-Kad number of the Ujong Pasir nursery hand: {s}": _ikad,
    "SA Working with Children Check ID for the school-holiday volunteers' roster: {s}": _wwcc,
    "ngayuku Working with Children Check number {s}": _wwcc,
    "te número pasaporte o to'oku: {s}": _cl_passport,
    "to'u numéro passeport: {s}": _fr_passport,
    "'otou passport namba ta {s}": _fj_passport,
    "ⵓⵟⵟⵓⵏ ⵏ ⵍⴱⴰⵙⴱⵓⵔ ⵉⵏⵓ: {s}": _ma_passport,
    "yo sa passport numbru: {s}": _my_passport,
    "ngayuku passport number {s}": _au_passport,
    "汝记下我个护照号：{s}": _cn_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Hivebrite 2FA recovery codes\n{codes}", "DNAnexus backup codes (print, then lock away): {codes}",
            "Felt recovery codes: {codes}", "2FA 个后备码：\n{codes}",
            "2FA backup ⵏ ⵓⵙⵏⴼⵍⵓⵍ: {codes}", "kodi di backup 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Hivebrite:ottoline@tamanuridge.org?secret={s}&issuer=Hivebrite&period=30",
              "WinAuth, manual setup key for the DNAnexus login: {s}",
              "GNOME Authenticator, secret for the Wild Apricot admin: {s}",
              "2FA key ne BaseSpace ta {s}"]  # fmt: skip
_CODES = ["BancoEstado: tu clave dinámica es {c}", "【海南银行】您的验证码为{c}，请勿泄露",
          "Socredo : votre code de confirmation est {c}", "RHB: Kod TAC anda ialah {c}. Jangan kongsi.",
          "Use {c} to confirm your Bendigo Bank login"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 7 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["TRBG-Glasshouse", "TRBG-SeedVault-5G", "PalmHouse-IoT", "Orongo-Station",
          "Vaitea-Nursery", "Hatiheu-Field", "Motusa-Camp", "Mobilis-Xepenehe",
          "Maroc-Telecom-AinLeuh", "CMCC-Sanya-5G", "Maxis-UjongPasir", "Optus-Pukatja",
          "Umuwa-Office", "Herbarium-Lab"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "glasshouse network {s}, password {pw}",
    "wifi at the Orongo station: {s} / {pw}",
    "ESP32 sketch for the misting sensors:\nconst char* ssid = \"{s}\";\nconst char* pass = \"{pw}\";",
    "the key on the sticker under the Mobilis box: {pw}",
    "te password o te wifi {s} ko {pw}",
    "te mot de passe o te wifi {s}, 'o {pw}",
    "wifi {s}, password ta {pw}",
    "la mot de passe ne la wifi {s} ka {pw}",
    "ⴰⵡⴰⵍ ⵏ ⵓⵣⵔⴰⵢ ⵏ wifi {s} ⴷ {pw}",
    "{s} 个 WiFi 密码：{pw}",
    "password di wifi {s} sa {pw}",
    "wifi {s} password {pw}",
    "Aranet base station uplink → SSID {s} / PSK {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("felt_pat_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("usr-", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out character by character: {t}", "[dictated on the FaceTime call] {t}",
          "(split up so the chat preview doesn't show it) {t}", "一个字一个字念：{t}",
          "ho'e ho'e: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    if style == 4:
        return {"t": "\n".join(token[k : k + 8] for k in range(0, len(token), 8))}
    return {"t": [" ", "."][style // 2].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["Nitrokey 3 user PIN for the signing laptop: {pw}", "OnlyKey PIN (profile 1): {pw}",
          "combination of the padlock on the Orongo seed shed: {pw}",
          "keypad of the seed-vault anteroom: {pw}, then the key symbol",
          "te code o te candado o te hare: {pw}", "ⵍⴽⵓⴷ ⵏ ⵓⵇⴼⵍ ⵏ ⵜⴰⵃⴰⵏⵓⵜ: {pw}",
          "kód visiaceho zámku na sklade semien: {pw}", "kodi di kadiadu na porta di viveru: {pw}",
          "shed-ku padlock number {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [6, 4, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["toromiro", "hilum", "radicle", "cotyledon", "candlenut", "makatea", "noni",
                 "tamanu", "frangipani", "heliconia", "nepenthes", "welwitschia", "cycad",
                 "argan", "cedrus", "sandalwood"]  # fmt: skip
_PHRASES = {"Devolutions Hub vault passphrase: {p}": " ",
            "F-Secure ID PROTECTION master passphrase: {p}": " ",
            "Trend Micro ID Password Manager master phrase: {p}": "-",
            "Secrets (Mac) vault passphrase: {p}": ".", "备份盘个口令：{p}": " ",
            "frazi sekretu di backup: {p}": "_", "backup-ku passphrase {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "httpYac file, catalogue.http:\nGET https://catalogue.trbg.lan/api/lots\nAuthorization: Basic {v}": True,
    "ModHeader profile 'catalogue': Authorization = Basic {v}": True,
    "Apigee trace, request header Authorization: Bearer {v}": False,
    "Zoraxy rule, upstream header: Authorization: Basic {v}": True,
    "oauth2-proxy debug log: upstream request authorization=bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/nslcd.conf:\nuri ldaps://dc01.trbg.lan\nbinddn cn=nslcd,ou=svc,dc=trbg,dc=lan\nbindpw {pw}",
    "~/.s3cfg for the MinIO herbarium images:\n[default]\nhost_base = s3.trbg.lan\naccess_key = herbarium\nsecret_key = {pw}",
    "~/.boto:\n[Credentials]\ngs_access_key_id = GOOGTRBGHERB\ngs_secret_access_key = {pw}",
    "~/.wgetrc:\nhttp_user = mirror\nhttp_password = {pw}",
    "~/.pg_service.conf:\n[seedbank]\nhost=pg.trbg.lan\ndbname=seedbank\nuser=specify\npassword={pw}",
    "sentinel.conf:\nsentinel monitor labels 10.20.0.5 6379 2\nsentinel auth-pass labels {pw}",
    "/etc/gitlab/gitlab.rb:\ngitlab_rails['smtp_user_name'] = \"git@tamanuridge.org\"\ngitlab_rails['smtp_password'] = \"{pw}\"",
    "/etc/monitrc:\nset httpd port 2812\n    allow admin:{pw}",
    "activemq/conf/jetty-realm.properties:\nadmin: {pw}, admin",
    "airflow.cfg:\n[smtp]\nsmtp_user = airflow@tamanuridge.org\nsmtp_password = {pw}",
    "superset_config.py:\nSQLALCHEMY_DATABASE_URI = \"postgresql://superset:{pw}@pg.trbg.lan/superset\"",
    "td-agent.conf:\n<match seedbank.**>\n  @type elasticsearch\n  user fluentd\n  password {pw}\n</match>",
    "Sumo Logic collector user.properties:\nname=vault-logger\naccessid=suTRBGvault\naccesskey={pw}",
    "heartbeat.yml:\noutput.elasticsearch:\n  username: \"heartbeat_writer\"\n  password: \"{pw}\"",
    "apm-server.yml:\napm-server:\n  auth:\n    secret_token: \"{pw}\"",
    "opensearch_dashboards.yml:\nopensearch.username: kibanaserver\nopensearch.password: {pw}",
    "logstash.yml:\nxpack.monitoring.elasticsearch.username: logstash_system\nxpack.monitoring.elasticsearch.password: {pw}",
    "jvm.options:\n-Djavax.net.ssl.keyStore=/etc/trbg/catalogue.p12\n-Djavax.net.ssl.keyStorePassword={pw}",
    "specifyweb/settings/local_specify_settings.py:\nMASTER_NAME = 'master'\nMASTER_PASSWORD = '{pw}'",
    "/usr/bin/clustercheck (edited):\nMYSQL_USERNAME=\"clustercheckuser\"\nMYSQL_PASSWORD=\"{pw}\"",
    "~/.condarc:\nchannels:\n  - https://conda:{pw}@conda.trbg.lan/t/botany\n  - conda-forge",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Clementine: what's the vault freezer password again?\nSoren: {pw}",
    "[07:41] ottoline: pw for the herbarium scanner?\n[07:42] percival: {pw}",
    "Tehina: {pw} is the new Conviron chamber password",
    "Ambrose: use {pw}, that's what the Argus Titan has now",
    "Mahina: te password 'āpī ko {pw}",
    "Kaiha: te mot de passe hou, 'o {pw}",
    "Rejieli: password fo'ou ta {pw}",
    "Cilo: la mot de passe ka hmaloi, {pw}",
    "ⵜⵉⵣⵉⵔⵉ: ⴰⵡⴰⵍ ⵏ ⵓⵣⵔⴰⵢ ⴰⵎⴰⵢⵏⵓ ⴷ {pw}",
    "符巧玲：密码换成 {pw} 了，汝记紧",
    "Sara: password nobu {pw}",
    "Tjulkiwa: password kuwaritja {pw}",
    "Tudda: lpassword jdid howa {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200cword = {pw}", "passwοrd: {pw}", "Ｐａｓｓｗｏｒｄ：{pw}",
    "𝖕𝖆𝖘𝖘𝖜𝖔𝖗𝖉 {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍: {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ = {pw}", "pa\u034fssword → {pw}",
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
    "the Conviron admin password is": "{s}", "Argus Titan pw:": "{s} (since the controller swap in August)",
    "密码就是": "{s}", "XiltriX password": "{s}\nchange it after the audit",
    "ⴰⵡⴰⵍ ⵏ ⵓⵣⵔⴰⵢ:": "{s}", "te password ko": "{s}", "password ta": "{s}",
    "yo sa password": "{s}", "Heliospectra login password, as written on the whiteboard:": "{s}",
    "ngayuku password": "{s}",
}  # fmt: skip
_CODE_SHAPE_EXTRA = "mbrw-5521-q8k3\ntcva-0947-h2n6"
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "BaseSpace access token", "{s}", _j((HEX, 32))),
    ("split_token", "Felt key:", "{s} (map embeds)", _j("felt_pat_", (URLSAFE, 43))),
    ("split_token", "Rachio API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Blockstream Jade words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/37", lambda g: v.grouped(_card(g, "discover"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "GE"))),
    ("split_backup", "Hivebrite recovery codes", "{s}\n" + _CODE_SHAPE_EXTRA, lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ICCID", "{s}", _iccid("8956")),
    ("split_phrase", "Devolutions Hub passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"argus_titan": {"url": "https://titan.trbg.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"kata_laluan": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "soren", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"chambers": [{"id": "conviron-1"}, {"id": "percival-2", "panel_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mariadb-backup", "--backup", "--user", "backup", "--password", "{s}", "--target-dir", "/backup"]}': ("meta_password", _plain_pw),
    '{"note": "种子库电脑个密码就是 {s}"}': ("meta_password", _plain_pw),
    '{"ⴰⵡⴰⵍ_ⵏ_ⵓⵣⵔⴰⵢ": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in to the XiltriX portal as duty with the password {s}"}': ("meta_password", _plain_pw),
    '{"basespace": {"access_token": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"feltToken": "{s}"}': ("meta_token", _j("felt_pat_", (URLSAFE, 43))),
    '{"rachio_key": "{s}"}': ("meta_token", lambda g: v.uuid4(g, "9")),
    '{"request": {"headers": {"Api-Key": "{s}"}}}': ("meta_token", _j((ALNUM, 50))),
    '{"donation": {"card": "{s}", "expiry": "02/38"}}': ("meta_card", lambda g: v.grouped(_card(g, "jcb"), " ", g)),
    '{"partner": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "HU")),
    '{"sim": {"iccid": "{s}"}}': ("meta_id", _iccid("89679")),
    '{"2fa": {"backup_codes": ["{s}", "mbrw-5521-q8k3", "tcva-0947-h2n6"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donations_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"thread": {"network_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"seed_shed": {"padlock": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "TRBG-SeedVault-5G", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pygbif-0.6.5-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"titan-controller-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.trbg.lan/catalogue/web:7.1").hexdigest()
_COMMIT = hashlib.sha1(b"accessions: add germination percentage", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"labels: revert barcode font", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"germination_trial_2033-08.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"herbarium-export-2032.dwca.zip").hexdigest()
_SHA384 = hashlib.sha384(b"specify7-backup-2033-09-30.sql.gz").hexdigest()

CLEAN = [
    "Remind me to change the Conviron chamber password before the audit on 2033-10-14.",
    "Soren asked for the glasshouse wifi password; it's on the laminated card in the potting shed.",
    "Policy: garden passwords are at least 16 characters and live only in the Devolutions Hub vault.",
    "Please don't post passwords in Symphony; send a vault link instead.",
    "The `.env.example` line `TREFLE_TOKEN=changeme` is a placeholder; the real token is in the vault.",
    "The Argus Titan asks for a new admin password after every firmware upgrade.",
    "Replace <YOUR_PLANTNET_KEY> in the README with the key from your Pl@ntNet account page.",
    "BASESPACE_ACCESS_TOKEN and SB_AUTH_TOKEN must be set before the nightly sequencing sync runs.",
    "'Ina koe e vānaŋa i tō'ou password ki te nu'u.",
    "'A'e ha'akite i to 'oe mot de passe i te tahi.",
    "'Äe kat fäeag se ne'ne 'ou password.",
    "Thatre hamëne la mot de passe i nyipë koi ketre atr.",
    "ⵓⵔ ⵜⵜⵉⵏⵉ ⴰⵡⴰⵍ ⵏ ⵓⵣⵔⴰⵢ ⵏⵏⴽ ⵉ ⵢⴰⵏ.",
    "汝个密码莫共别侬讲。",
    "Nang kontá bos sa password ku ninggéng.",
    "Nyuntumpa password wiya tjakultjura anangu kutjupa-kutjupangka.",
    "La clave tiene que tener por lo menos dieciséis caracteres, po.",
    "Le mot de passe doit faire au moins seize caractères, hein.",
    "Kata laluan mesti sekurang-kurangnya enam belas aksara.",
    "Ο κωδικός πρέπει να έχει τουλάχιστον δεκαέξι χαρακτήρες.",
    "パスワードは十六文字以上で設定してね。",
    "პაროლი უნდა იყოს მინიმუმ თექვსმეტი სიმბოლო.",
    "Upgraded the Argus Titan firmware from 5.1 to 5.2 and pygbif to 0.6.5 on Tuesday.",
    f"commit {_COMMIT} adds the germination percentage column.",
    f"Reverted to {_SHORT} after the barcode font change broke the herbarium labels.",
    f"requirements.txt: pygbif==0.6.5 --hash=sha256:{_WHEEL_SUM}",
    f"The Titan controller firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of herbarium-export-2032.dwca.zip: {_SHA512}",
    f"The catalogue web container runs registry.trbg.lan/catalogue/web@sha256:{_IMAGE}.",
    f"MD5 of germination_trial_2033-08.csv is {_MD5}, identical to the copy on the lab share.",
    f"SHA-384 digest of the Specify 7 backup from 30 September: {_SHA384}",
    "Request id 4c9e2a71-8b3d-4f6e-a012-7d5b9c3e1f80 is the slow call in the Tropicos logs.",
    "Purchase order PO-2033-00731 for 12 Conviron shelf lamps ships on Friday.",
    "Efecte INC-4417: the seed-vault freezer alarm keeps going off at 03:00.",
    "Call the Orongo field station on +56 32 210 0473 before noon.",
    "Accession TRBG-2033-0417, Sophora toromiro, 212 seeds, collected 2033-03-02 at Orongo.",
    "Herbarium barcode TRBG00048213 is the Cedrus atlantica isotype from Ain Leuh.",
    "Germination test: 47 of 50 seeds came up after 21 days at 20 °C, so viability is 94 %.",
    "The seed vault runs at −20 °C and 15 % relative humidity; the drying room is at 15 °C.",
    "After five wrong passwords the XiltriX portal locks the account for 30 minutes.",
    "The Palm House is 32 m long and 18 m high; the big Pandanus needs pruning in May.",
    "The secret to germinating Welwitschia is warm sand and a lot of patience.",
    "Ask Percival for the seed-shed padlock code, I don't have it.",
    "My card ending 4417 was declined at the Port Aubade garden centre.",
    "The Tbilisi partner wants the IBAN on the invoice in groups of four.",
    "Print the 2FA backup codes for the Hivebrite admin and put them in the safe.",
    "No wallet support team will ever ask for your recovery phrase.",
    "Keep `FELT_API_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the Orongo seed shed seizes up in the salt wind; spray it every month.",
    "Pl@ntNet moved the API key page under My account › Settings in its spring release.",
    "ISBN 978-0-306-40615-7 is the seed-bank manual on the lab shelf; ORCID iD 0000-0002-1825-0097 belongs to its editor.",
    "The guest wifi 'TRBG-Visitors' is open, no password needed.",
    "Seed lot SL-2033-118: 4.2 g, 1830 seeds, moisture 5.1 %, thousand-seed weight 2.3 g.",
    "种子库明早八点开门，汝莫迟到。",
    "ⴰⵣⵓⵍ ⴼⵍⵍⴰⵡⵏ! ⵜⴰⵏⵎⵎⵉⵔⵜ.",
    "'Iorana! Ko oti te haka tanu i te toromiro i Orongo.",
    "Bos teng kuza pra fazé amanyang na viveru?",
    "Palya, seeds tjuta ngaranyi fridge-ngka.",
    "Version 7.1 of the catalogue web app adds the GBIF export button.",
    "Phone the Hainan partner on +86 898 6536 1200 about the Wanning seed shipment.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-09-01T08:00:00Z", "password_policy": "min 16 chars"}',
    '{"secret_ref": "vault/garden/argus-titan", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pygbif", "version": "0.6.5"}}',
    '{"ticket": "INC-4417", "purchase_order": "PO-2033-00731"}',
    '{"accession": {"id": "TRBG-2033-0417", "seeds": 212, "moisture_pct": 5.1}}',
    '{"phone": "+56 32 210 0473", "station": "Orongo"}',
    '{"mfa_enabled": true, "backup_codes_left": 8, "seed_lots": 4127}',
    '{"request_id": "4c9e2a71-8b3d-4f6e-a012-7d5b9c3e1f80", "status": 504}',
    '{"taxon": "Sophora toromiro", "family": "Fabaceae", "iucn": "EW"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
