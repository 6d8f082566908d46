# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-twenty-seventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-twenty-sixth's docstring,
the fifth to hundred-and-twenty-sixth only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (a volcano and an
eruption's year, a seismic station with a channel and a number, a cheese and a wheel's weight in
kilos, a geothermal well and its temperature in degrees, a name with a birth year and a town, a
Japanese volcano and a year, two Icelandic volcanoes and a number, a lodge suite and a number, two
rescue call signs around a number, Icelandic and Andean place names with their own letters and a
number, leet words for the volcano, the geyser, the páramo and the lahar, generated groups), names,
places, templates, tools, vendors and layouts, the way the staff of Red Yanaurku (a fictional
volcano observatory, geothermal plant, lodge chain, cheese cooperative and search-and-rescue team
in the Andes of Ecuador and southern Colombia) leak secrets into an assistant's memory:
solar-powered seismograph, GNSS, gas (DOAS) and camera stations around Tungurahua, Sangay,
Chimborazo, Galeras, Puracé and Azufral, the control room of the Yanasacha geothermal well field,
lodges at Baños (Hostería Runtún), on the Carihuairazo, at Laguna de La Cocha near Pasto and near
Popayán, a cheese cooperative at Salinas and a rescue team at the Chimborazo base, with
volcanologists from Ecuador, Colombia, Japan and Iceland. The texts are WhatsApp, Telegram,
Signal, Slack, Element, Matrix, Mattermost, Google Chat, Teams, Viber, Discord, Wire, Threema,
iMessage and SMS messages and a Zello transcript, Google Keep, Apple Notes, Joplin, OneNote,
Simplenote, Standard Notes and Notion notes, Jira, GLPI, Zammad, osTicket, Redmine and Freshdesk
tickets and a Trello card, an e-mail, an incident note, a runbook, a README fragment, shell history
(bash, zsh, fish, cron, tmux, PowerShell, a Makefile, a Jenkins console), configs, code,
voice-dictated text and requests to the assistant itself, around the panels of seismic, geodetic,
gas, camera, solar, radio, satellite, control-room, cheese-plant and lodge hardware (a Nanometrics
Centaur, a Güralp Minimus, a Kinemetrics Obsidian, a Quanterra Q330S+, a Raspberry Shake RS4D, a
Campbell CR1000X, a Septentrio PolaRx5, a Trimble Alloy, a Leica GR50, a Victron Cerbo GX and
SmartSolar, a Morningstar TriStar MPPT, a Ubiquiti Rocket 5AC, a Cambium ePMP 3000, a Teltonika
RUT955, a Motorola DGP 8550e, a Hughes 9202 BGAN, a FLIR A700, an Axis Q1961-TE, an Optris PI 640,
an Avantes spectrometer, a Yokogawa CENTUM VP, Siemens PCS 7, a GE Mark VIe with ToolboxST, a
Woodward 505, Bently Nevada 3500 and System 1, a Dräger Polytron 8700, PI Vision, a Weintek
cMT3072, an Ekomilk and a Lactoscan milk analyser, Salto and Onity key-card encoders, DJI
FlightHub 2). Tools none of heldouts 5 to 126 names: nmxptool, IRIS's FetchData, SeisComP's scolv,
scxmldump, scevtls, scquery and scmm (with a `scmp://` URL), gempa's capstool, HinetPy and
asf_search in Python one-liners, and the configs of MSNoise, Earthworm's q3302ew, the NOVAC program
and Kinemetrics' Rockhound, with Lhaplus and FFFTP named in Japanese notes; pfSense's `pfSsh.php
playback changepassword`, `rancher login` and CRBasic's `SetSecurity` are commands of programs an
earlier corpus names, but not these commands. Beside them the commands the product names (sshpass,
mysql, redis-cli, curl -u, docker login, htpasswd, smbclient, 7z, openssl, gpg --passphrase,
plink, xfreerdp, net use, sqlplus, lftp, ipmitool, mosquitto_pub, snmpget -A/-X, sudo -S,
keytool's -srcstorepass for Ecuador's electronic-signature .p12, ldapsearch -w, zip -P, sqlcmd)
and configs of SeisComP's scmaster, telegraf, pppd, Odoo, an OPC UA bridge, Ignition, ODK
Collect, Frigate, .pgpass, msmtp, wpa_supplicant, Home Assistant and a compose file, in layouts of
its own. About 45 % of the texts are in other languages than English (by a rough count of the
drawn samples): Shuar (Chicham), Tsafiki (the Tsáchila language), Cha'palaa (the Chachi
language), Awapit (Awa Pit), Nasa Yuwe (Páez), Namtrik (the Misak or Guambiano language), Kamëntšá
(Camsá) and A'ingae (Cofán), which no earlier docstring names (Kichwa, named before, is not used),
and Ecuadorian (highland) and Pasto Colombian Spanish, Japanese, Icelandic, German, French,
Brazilian Portuguese, Italian, Dutch, Hebrew, Korean, Simplified Chinese, Russian, Polish, Swedish
and Czech in wordings of their own. The eight new languages' wordings are the author's
approximations, checked by no speaker and surely wrong in places, built around possessives,
pronouns and a few particles and the Spanish and English loanwords people there really text
(clave, password, contraseña, usuario, correo, computadora, tarjeta, pasaporte, candado, código,
wifi, API key, IBAN): Shuar's `winia` ("my"), `yamaram` ("new"), `juu` ("this"), `ainawai` (a
copula), `atsa ujakatme` ("don't tell"), `chicham` ("word") and `nuya` ("and"); Tsafiki's `lachi`
("my"), `ya` ("house"), `jun`, `nato` ("new") and `manka fikie` ("don't say"); Cha'palaa's `la'ba`
("my"), `ya`, `ura` ("good") and `tsenmi`; Awapit's `nash` ("my"), `yal` ("house") and `pit`
("word"); Nasa Yuwe's `kwe'sx` ("our"), `yat` ("house"), `kiwe` ("land"), `ew` ("good") and `mena
vxite`; Namtrik's `namui` ("our"), `nai` ("my"), `ya` and `misak wam`; Kamëntšá's `atšbe` ("my"),
`bëngbe` ("our") and `ndoñ biyá`; A'ingae's `ingi` ("our") and `ñu ma'ñi`: guesses after
published descriptions and place and group names, the copulas, negations and verbs least sure of
all. Vendors (Datafast, PayPhone, Deuna, Medianet, Pagoplux, Gintracom, Dátil, Perseo,
Servientrega, Tramaco, Laar Courier, Tipti, Xtrim, Puntonet, Coordinadora, Interrapidísimo,
Deprisa, Mensajeros Urbanos, Rappi, Addi, Movii, Powwi, Lulo Bank, Truora, Jelou, Treble, Elibom,
Prometeo, Loggro, World Office, The Factory HKA, Carvajal, Facturatech, Plemsi, Raspberry Shake,
Campbell Cloud, WeatherXM, Descartes Labs, SkyFi, Dataplicity, Teya, Helisa, Kvika, Arion,
Carbfix, SARTrack, Veoci, WebEOC and Omnibees) are ones heldouts 5 to 126 do not name; none of
them publishes a token shape the author knows, so every shape here (Datafast's base64 of an
entity's id and password joined by a bar, Plemsi's `plm_`, the JWTs of PayPhone, Laar Courier and
Truora, the UUIDs, hex, base64 and random runs) is the author's guess; `rancher login`'s
`token-xxxxx:…` pair is Rancher's API token as the author remembers it. The ids are kinds
heldouts 5 to 126 do not use: the código dactilar printed on an Ecuadorian cédula, a Tarjeta Andina de
Migración number, a COPNIA professional registration, an Ecuadorian national tourism guide
licence, an ASEGUIM mountain-guide card, a Sisbén IV form number, a Colombian civil register's
serial, a SENESCYT degree registration, a Colombian geologist's professional card, an Ecuadorian
drone operator's certificate, and Ecuadorian and Colombian passports under the eight new
languages' words; python-stdnum has no module for any of them and none is checked by a library or
this file (no check-digit algorithm is written here): they are unchecked, their shapes as the
author believes them or guessed. Card numbers pass Luhn (Elo and Cabal prefixes drawn here, the
others, Diners Club among them, from the value helpers, each checked with python-stdnum's `luhn`).
The IBANs are of countries used least by a rough count over the IBAN shapes of heldouts 5 to 126
(the Holy See, Montenegro, Sweden, São Tomé and Príncipe, Ukraine, Gibraltar, Jordan and
Luxembourg, in four to six corpora each), drawn until `stdnum.iban` validates them (Montenegro's
national check digits included); seed phrases come from `mnemonic`'s English, Spanish, Japanese,
Portuguese, French, Italian, Czech, Korean and Simplified Chinese lists, checksum-valid from random
entropy. 390 secret-bearing samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean
texts and 10 clean metadata dicts.
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

SEED = 127_604_319
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


# The network's own words: volcanoes and their eruption years, seismic stations and channels, the
# geothermal wells, the cooperative's cheeses, the lodges' rooms and the rescue team's call signs.
_VOLCANOES = ["Tungurahua", "Cotopaxi", "Sangay", "Reventador", "Chimborazo", "Pichincha",
              "Cayambe", "Quilotoa", "Galeras", "Purace", "Sotara", "Azufral", "Cumbal", "Chiles",
              "DonaJuana", "Antisana", "Altar", "Imbabura"]  # fmt: skip
_ERUPTIONS = [1999, 2006, 2014, 1993, 1989, 2002, 2015, 1877, 1797, 2010, 2016, 1949, 1768, 2026]
_JP_VOLCANOES = ["sakurajima", "asama", "aso", "unzen", "ontake", "kirishima", "shinmoedake",
                 "usu", "miyakejima"]  # fmt: skip
_IS_VOLCANOES = ["hekla", "katla", "askja", "krafla", "grimsvotn", "bardarbunga", "eldfell",
                 "surtsey", "fagradalsfjall"]  # fmt: skip
_CHEESES = ["Quesillo", "Fresco", "Andino", "Mozzarella", "Cuajada", "Paria", "Tilsit", "Dambo",
            "Gruyere", "Hoja"]  # fmt: skip
_STATIONS = ["PONO", "RUNT", "YANA", "CHUQ", "PURA", "SOTA", "CUMB", "AZUF", "ULBA", "PATA",
             "LLIG", "QUIL"]  # fmt: skip
_CHANNELS = ["HHZ", "HHN", "HHE", "BDF", "ENZ", "BHZ"]
_ROOMS = ["Condor", "Colibri", "Curiquingue", "Gallito", "Tangara", "Quinde", "Frailejon",
          "Chuquiragua"]  # fmt: skip
_WELLS = ["YS3D", "YS7", "YS9A", "YS11", "YR2", "YR5D"]
_PLACES = ["Banos", "Riobamba", "Pasto", "Popayan", "Guaranda", "Penipe", "Pelileo", "Ipiales",
           "Silvia", "Sibundoy", "Totoro", "Salinas", "Latacunga", "Runtun"]  # fmt: skip
_NAMES = ["Wilmer", "Jessenia", "Fausto", "Rocio", "Patricio", "Mayra", "Byron", "Jhoanna",
          "Darwin", "Yesid", "Leidy", "Jair", "Adriana", "Harold", "Yuliana", "Haruka", "Takeshi",
          "Naomi", "Kenta", "Sigrun", "Gunnar", "Asdis", "Hrafn", "Tiris", "Ayda", "Juanjo"]  # fmt: skip
_CALLSIGNS = ["Condor", "Puma", "Oso", "Halcon", "Colibri", "Lobo", "Quinde", "Venado"]
_SYMBOLS = "!#$%&*?@+=^"
_LEET = ["V0lc4n", "G3ys3r", "Qu3s1ll0", "P4r4m0", "R3fug10", "Ch4gr4", "L4h4r", "S1sm0",
         "C4ld3r4"]  # fmt: skip
_ICELANDIC = ["Þórsmörk", "Jökulsá", "Skaftá", "Mýrdalur", "Þingvellir", "Hveragerði"]
_ENYE = ["Cañar", "Piñán", "Ñuñurco", "Añaquito", "Peñas", "Baños"]


def _apple_style(g: random.Random) -> str:
    """Three groups of six small letters, one of them a capital and one a digit, as a password
    manager suggests them."""
    groups = [list(_r(g, LOWER, 6)) for _ in range(3)]
    a, b = g.sample(range(3), 2)
    groups[a][g.randrange(6)] = g.choice(UPPER)
    groups[b][g.randrange(6)] = g.choice(D)
    return "-".join("".join(group) for group in groups)


# The ways the network's people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_VOLCANOES)}{g.choice(_ERUPTIONS)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_STATIONS)}-{g.choice(_CHANNELS)}-{g.randrange(1000, 10_000)}",
    lambda g: f"{g.choice(_CHEESES)}{g.choice([5, 10, 20, 25, 40])}kg{g.choice(_SYMBOLS)}",
    lambda g: f"Pozo{g.choice(_WELLS)}{g.randrange(180, 320)}grados",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    _apple_style,
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_JP_VOLCANOES)}-{g.randrange(1700, 2033)}{g.choice('!#%&')}",
    lambda g: "_".join(g.sample(_IS_VOLCANOES, 2)) + str(g.randrange(10, 100)),
    lambda g: f"Suite{g.choice(_ROOMS)}{g.randrange(1, 30)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CALLSIGNS).upper()}{g.choice(_SYMBOLS)}{g.randrange(100, 1000)}{g.choice(_CALLSIGNS)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_ICELANDIC)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_ENYE)}{g.randrange(1000, 10_000)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Wilmer: the Nanometrics Centaur at PONO, web admin password {pw}",
    "Telegram group 'Red sísmica Nariño', Yesid: Güralp Minimus at CUMB, password {pw}",
    "Signal from Haruka: Kinemetrics Obsidian at RUNT, Rockhound web password {pw}",
    "Slack #field-stations: Quanterra Q330S+ at YANA, Baler web password {pw}",
    "Element room #geodesy: the Septentrio PolaRx5 web UI admin password is {pw}",
    "Mattermost, Gunnar: Trimble Alloy at AZUF, admin password {pw}",
    "Google Chat, Naomi: Raspberry Shake RS4D in the Hostería Runtún garden, password {pw}",
    "Teams chat, solar crew: Victron Cerbo GX remote console password {pw}",
    "Viber from Darwin: Morningstar TriStar MPPT at ULBA, web password {pw}",
    "Discord #radio-links: Ubiquiti Rocket 5AC on the Pondoa repeater, password {pw}",
    "Wire message, Jair: Cambium ePMP 3000 on Cerro Bordoncillo, admin password {pw}",
    "Threema from Takeshi: FLIR A700 summit camera password {pw}",
    "iMessage from Ásdís: Axis Q1961-TE thermal camera root password {pw}",
    "SMS from Byron: Teltonika RUT955 at ULBA, new admin password {pw}",
    "Zello channel 'Rescate', transcribed: the Motorola DGP 8550e repeater programming password is {pw}",
    "Google Keep note 'DOAS': Avantes spectrometer PC at PATA, Windows password {pw}",
    "Apple Notes, 'Sala de control': Yokogawa CENTUM VP engineering station password {pw}",
    "Joplin note 'turbine': GE Mark VIe, ToolboxST login password {pw}",
    "Jira GEO-311: Woodward 505 governor HMI password {pw}, please reset after the overhaul",
    "GLPI ticket 2288: Siemens PCS 7 OS client password {pw} expired on Monday",
    "Zammad #4471: the Weintek cMT3072 on cheese vat 2 still has password {pw}",
    "osTicket 1093: Ekomilk analyzer PC password {pw}",
    "Trello card 'Lodge locks': Salto encoder at Refugio Carihuairazo, operator password {pw}",
    "Hi Patricio,\n\nthe DJI FlightHub 2 password for the rescue team is {pw}. Please delete this mail once it's stored in Bitwarden.\n\nMayra",
    "Incident 2032-03-18: the Hughes 9202 BGAN terminal at the Sangay camp answered on the internet with password {pw}",
    "Runbook: restart acquisition at PONO\n1. open the Centaur web UI\n2. sign in with the admin account\n3. type {pw} in the password box\n4. Acquisition > Restart",
    "README (geothermal historian)\nPI Vision runs at https://pivision.yanaurku.lan, service password `{pw}`.",
    "note to self: Banco Pichincha app password {pw}",
    "dictated: the Iridium portal password for the rescue trackers is {pw} period, new line",
    "after the firmware update the Optris PI 640 password became {pw}",
    "ve ñaño, la clave del Centaur de PONO quedó {pw}, de ley no la pases a nadie",
    "ala, la contraseña del computador de la posada de La Cocha es {pw}",
    "Lhaplusで固めたZIPのパスワードは {pw} です（武田さんへ）",
    "FFFTPのホスト設定、PATAのパスワード：{pw}",
    "Íslykillinn minn er núna {pw}, ekki segja neinum",
    "Das Kennwort für den Gästelaptop in der Hostería heißt jetzt {pw}",
    "le mot de passe du PC de la fromagerie de Salinas, c'est {pw}",
    "a senha do notebook da pousada em Baños ficou {pw}",
    "la password del computer del rifugio al Chimborazo è {pw}",
    "Matrix DM from Kenta: the Leica GR50 at QUIL, admin password {pw}",
    "הסיסמה למחשב בקבלה של ההוסטל היא {pw}",
    "Standard Notes: the VictronConnect password for the SmartSolar at CHUQ is {pw}",
    "观测站笔记本的开机密码是 {pw}",
    "OneNote page 'Sala de control': Bently Nevada System 1 password {pw}",
    "Freshdesk ticket 88120: Onity encoder at Posada La Cocha, password {pw}",
    "Simplenote 'cheese plant': Lactoscan SP software admin password {pw}",
    "Redmine #552: the Dräger Polytron 8700 service password is {pw}, rotate it after the audit",
    "Winia clave yamaram: {pw}, atsa ujakatme",
    "Tiris: Centaur PONO password juu {pw} ainawai",
    "lachi computadora clave {pw} jun, manka fikie",
    "Aguavil: lachi correo clave: {pw}",
    "la'ba correo clave {pw}, ura",
    "Añapa: la'ba ya computadora clave: {pw}",
    "nash computadora clave: {pw}",
    "Nastacuás: nash Centaur clave {pw}",
    "kwe'sx cabildo computador clave: {pw}",
    "Ayda: kwe'sx correo clave {pw}, ew",
    "namui cooperativa correo clave: {pw}",
    "atšbe correo clave {pw}",
    "Quenamá: ingi computadora clave: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["wchicaiza", "jguaman", "fyanez", "rpilamunga", "pnaranjo", "mquishpe", "bcaiza",
          "jtoapanta", "dsailema", "ybolanos", "ljojoa", "jmunoz", "achaves", "hortega",
          "ybenavides", "h.oikawa", "t.kuwahara", "n.ishizuka", "k.morimoto", "sigrun.h",
          "gunnar.t", "asdis.r", "hrafn.e", "sysop", "geotermia", "recepcion", "quesera",
          "rescate3"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Fausto: the Centaur at PONO, login {u} / {pw}",
    "GLPI #7301: {u} can't get into the PCS 7 OS client, last password {pw}",
    "user {u} pass {pw}",
    "Notion › Stations › RUNT › Obsidian: {u} — {pw}",
    "| site | account | pw |\n|---|---|---|\n| PURA | {u} | {pw} |",
    "get into VRM with user {u} and {pw}",
    "ToolboxST login {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "- host: rut955-ulba\n  user: {u}\n  pass: {pw}",
    "Telegram, Leidy: account {u}, pass {pw}",
    "Yuliana says the booking-engine login is {u} and the password is {pw}",
    "sitio,login,pw\nchuq,{u},{pw}",
    "ssh {u}@centaur-sota.yanaurku.lan   # password {pw}",
    "Slack: creds for the Bently Nevada 3500 rack are {u} and {pw}",
    "ユーザー名 {u}、パスワード {pw}（プラセのロガー）",
    "notandi {u}, lykilorð {pw}",
    "Login-Name {u}, Kennwort {pw} (Gästelaptop)",
    "winia usuario {u}, winia clave {pw}",
    "usuario {u}, clave {pw}, kwe'sx yat",
    "atšbe usuario {u} — atšbe clave {pw}",
    "nash usuario: {u} / nash clave: {pw}",
    "usuario {u} y la clave {pw}, ñaño",
    "아이디는 {u}, 비밀번호는 {pw}",
    "שם משתמש {u}, סיסמה {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["chagra", "cuy", "locro", "fanesca", "chulpi", "mote", "guagua", "achira",
               "pailon", "frailejon", "quinde", "lahar", "tefra", "piroclasto", "ceniza",
               "quesillo"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "pw for the tiltmeter laptop: the word {w}, lowercase, plus {d}",
    "password: {w}, straight into the digits {d}",
    "for the Centaur it's {w}, {d} stuck to the end",
    "voice memo: lodge laptop password, {w} then {d}, no gap",
    "type {w}, then {d}",
    "it's {w}{d}, word first, digits glued on",
    "la clave va con la palabra {w} y remata con {d}",
    "パスワード：「{w}」って単語に {d} をつなげたもの",
    "lykilorðið: fyrst orðið {w}, síðan talan {d}",
    "winia clave chicham {w}, nuya {d}",
    "kwe'sx clave: palabra {w}, número {d}",
    "the Runtún laptop: {w}, and the number {d} right after it",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "nmxptool -H naqs.yanaurku.lan -P 28002 -u {u} -p '{pw}' -C 'Y7.PONO.HH?' -m ./pono",
    "FetchData -N Y7 -S RUNT -C 'HH?' -s 2032-03-18T04:00:00 -e 2032-03-18T05:00:00 -a {u}:{pw} -o runt-swarm.mseed",
    "scolv -d mysql://{u}:{pw}@seiscomp.yanaurku.lan/seiscomp --debug",
    "scxmldump -d mysql://{u}:{pw}@seiscomp.yanaurku.lan/seiscomp -E yanaurku2032fkqz -PAMf -o event.xml",
    "scevtls -d postgresql://{u}:{pw}@seiscomp-db.yanaurku.lan/seiscomp --begin '2032-03-01' --end '2032-03-31'",
    "scquery -d mysql://{u}:{pw}@seiscomp.yanaurku.lan/seiscomp eventByAuthor 2032-03-01 2032-03-31 scautoloc",
    "scmm -H 'scmp://{u}:{pw}@seiscomp.yanaurku.lan:18180/production'",
    "capstool -H {u}:{pw}@caps.yanaurku.lan:18002 -Q",
    "printf '{pw}\\n{pw}\\n' | pfSsh.php playback changepassword admin",
    "python -c \"from HinetPy import Client; c = Client('{u}', '{pw}'); c.get_continuous_waveform('0101', '2032-03-18T04:00', 20)\"",
    "python -c \"import asf_search as asf; s = asf.ASFSession().auth_with_creds('{u}', '{pw}')\"",
    "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@centaur-pono.yanaurku.lan 'sudo systemctl restart seedlink'",
    "mysql -h seiscomp.yanaurku.lan -u {u} -p'{pw}' seiscomp -e 'select count(*) from Event'",
    "redis-cli -h hmi-cache.yanaurku.lan -a '{pw}' --no-auth-warning keys 'well:*'",
    "curl -u {u}:{pw} 'https://fdsn.yanaurku.lan/fdsnws/dataselect/1/queryauth?net=Y7&sta=PONO&cha=HHZ&starttime=2032-03-18T04:00:00&endtime=2032-03-18T04:10:00' -o pono.mseed",
    "docker login registry.yanaurku.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd-helicorders {u} '{pw}'",
    "smbclient //nas-riobamba.yanaurku.lan/sismogramas -U '{u}%{pw}' -c 'ls'",
    "7z a -p'{pw}' -mhe=on sangay-termicas-2032-03.7z termicas/",
    "openssl enc -aes-256-cbc -pbkdf2 -in planilla-leche.xlsx -out planilla-leche.enc -pass pass:'{pw}'",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -d well-logs-YS7.tar.gpg > well-logs-YS7.tar",
    "plink -ssh -pw {pw} {u}@rut955-ulba.yanaurku.lan /sbin/reboot",
    "xfreerdp /v:pcs7-os1.yanaurku.lan /u:{u} /p:'{pw}' /cert:ignore",
    "net use Z: \\\\hist-pi\\exports /user:GEOTERMIA\\{u} {pw}",
    "sqlplus {u}/{pw}@//oracle-lodges.yanaurku.lan:1521/RESERVAS",
    "lftp -u {u},{pw} sftp://novac.yanaurku.lan -e 'mirror /upload/PATA ./pata; bye'",
    "ipmitool -I lanplus -H 10.41.0.20 -U {u} -P '{pw}' chassis power cycle",
    "mosquitto_pub -h mqtt.yanaurku.lan -u {u} -P '{pw}' -t 'lodge/cocha/boiler/setpoint' -m 62",
    "snmpget -v3 -l authPriv -u {u} -a SHA -A '{pw}' -x AES -X '{pw}' 10.41.3.1 sysUpTime.0",
    "echo '{pw}' | sudo -S systemctl restart seedlink",
    "keytool -importkeystore -srckeystore firma-yanaurku.p12 -srcstoretype PKCS12 -srcstorepass '{pw}' -destkeystore sri.jks -deststorepass '{pw}'",
    "ldapsearch -x -H ldap://dc.yanaurku.lan -D 'cn={u},ou=rescate,dc=yanaurku,dc=lan' -w '{pw}' '(uid=*)'",
    "zip -P '{pw}' fichas-huespedes-marzo.zip fichas/*.pdf",
    "sqlcmd -S pi-sql.yanaurku.lan -U {u} -P '{pw}' -Q 'SELECT TOP 5 tag FROM piarchive..picomp'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "sysop@seiscomp-yanaurku:~$ {c}", "root@centaur-pono:~# {c}",
    "PS C:\\Users\\control> {c}", "C:\\Campbellsci> {c}",
    "~/.bash_history on the SeisComP box:\n 2041  {c}", ": 1962834410:0;{c}",
    "- cmd: {c}\n  when: 1962834410", "crontab: */10 * * * * {c}",
    "Makefile, target fetch:\n\t{c}", "tmux pane 'estaciones': {c}",
    "comando que corrí en el servidor de la red: {c}", "昨日叩いたコマンド：{c}",
    "skipun úr söguskránni minni: {c}", "winia comando: {c}", "lachi comando: {c}",
    "history | grep on the geothermal HMI box:\n 311  {c}", "ran this from the lodge's NUC: {c}",
    "Jenkins console, nightly-fetch #412:\n+ {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-sangay.yanaurku.lan:554/Streaming/Channels/101",
    "ntrip://{u}:{pw}@caster.yanaurku.lan:2101/PONO00ECU0",
    "https://{u}:{pw}@fdsn.yanaurku.lan/fdsnws/dataselect/1/queryauth?net=Y7&sta=RUNT",
    "mysql://{u}:{pw}@seiscomp.yanaurku.lan:3306/seiscomp",
    "opc.tcp://{u}:{pw}@hist-opc.yanaurku.lan:4840/geotermia",
    "ftp://{u}:{pw}@novac.yanaurku.lan/upload/PATA/",
    "postgresql://{u}:{pw}@pg-lodges.yanaurku.lan:5432/reservas",
    "mqtt://{u}:{pw}@mqtt.yanaurku.lan:1883",
    "sftp://{u}:{pw}@quesera-nas.yanaurku.lan:22/planillas",
    "amqp://{u}:{pw}@rabbit.yanaurku.lan:5672/alertas",
    "mongodb://{u}:{pw}@mongo-rescate.yanaurku.lan:27017/incidentes?authSource=admin",
    "http://{u}:{pw}@192.168.10.20/cgi-bin/snapshot.cgi",
    "Server=pi-sql.yanaurku.lan;Database=PIFD;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "SEISCOMP_DB={c}", "put this connection string in your notes: {c}", "GLPI #2310: {c}",
    "cadena de conexión del respaldo: {c}", "接続文字列：{c}", "сохрани себе URL базы хостела: {c}",
    "Obsidian note 'links': {c}", "winia URL: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "yanaurku", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "api"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _oppwa_token(g: random.Random) -> str:
    """A bearer token as Datafast's gateway shows it: an entity's user id and its password,
    joined by a bar and base64-encoded (the author's reading of it)."""
    raw = f"8ac7a4c{_r(g, HEX, 25)}|{_r(g, ALNUM, 10)}"
    return base64.b64encode(raw.encode()).decode()


# None of these vendors publishes a token shape the author knows: every shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Datafast", "DATAFAST_ACCESS_TOKEN", _oppwa_token),
    ("PayPhone", "PAYPHONE_TOKEN", _vendor_jwt("https://pay.payphonetodoesposible.com")),
    ("Deuna", "DEUNA_API_SECRET", _j((HEX, 64))),
    ("Medianet", "MEDIANET_MERCHANT_KEY", _j((UPPER_HEX, 32))),
    ("Pagoplux", "PAGOPLUX_SECRET_KEY", _j((ALNUM, 40))),
    ("Gintracom", "GINTRACOM_API_KEY", _j((ALNUM, 43))),
    ("Dátil", "DATIL_API_KEY", _j((HEX, 32))),
    ("Perseo", "PERSEO_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Servientrega", "SERVIENTREGA_TOKEN", _j((URLSAFE, 48))),
    ("Tramaco", "TRAMACO_API_TOKEN", _j((ALNUM, 32))),
    ("Laar Courier", "LAAR_API_TOKEN", _vendor_jwt("https://api.laarcourier.com")),
    ("Tipti", "TIPTI_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Xtrim", "XTRIM_PORTAL_TOKEN", _j((ALNUM, 36))),
    ("Puntonet", "PUNTONET_API_KEY", _j((HEX, 32))),
    ("Coordinadora", "COORDINADORA_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Interrapidísimo", "INTERRAPIDISIMO_TOKEN", _j((B64, 64))),
    ("Deprisa", "DEPRISA_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Mensajeros Urbanos", "MU_ACCESS_TOKEN", _j((HEX, 40))),
    ("Rappi", "RAPPI_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Addi", "ADDI_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Movii", "MOVII_API_KEY", _j((ALNUM, 32))),
    ("Powwi", "POWWI_SECRET", _j((HEX, 64))),
    ("Lulo Bank", "LULO_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Truora", "TRUORA_API_KEY", _vendor_jwt("https://api.truora.com")),
    ("Jelou", "JELOU_BOT_TOKEN", _j((ALNUM, 40))),
    ("Treble", "TREBLE_API_KEY", _j((HEX, 32))),
    ("Elibom", "ELIBOM_API_KEY", _j((ALNUM, 24))),
    ("Prometeo", "PROMETEO_API_KEY", _j((ALNUM, 64))),
    ("Loggro", "LOGGRO_API_TOKEN", _j((URLSAFE, 43))),
    ("World Office", "WORLDOFFICE_TOKEN", _j((B64, 86), "==")),
    ("The Factory HKA", "HKA_TOKEN_EMPRESA", _j((LOWER_DIGITS, 40))),
    ("Carvajal", "CARVAJAL_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Facturatech", "FACTURATECH_API_KEY", _j((HEX, 64))),
    ("Plemsi", "PLEMSI_API_KEY", _j("plm_", (ALNUM, 36))),
    ("Raspberry Shake", "SHAKENET_API_TOKEN", _j((HEX, 40))),
    ("Campbell Cloud", "CAMPBELL_CLOUD_API_KEY", _j((URLSAFE, 48))),
    ("WeatherXM", "WEATHERXM_API_KEY", _j((HEX, 32))),
    ("Descartes Labs", "DESCARTESLABS_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("SkyFi", "SKYFI_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Dataplicity", "DATAPLICITY_TOKEN", _j((HEX, 32))),
    ("Teya", "TEYA_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Helisa", "HELISA_API_KEY", _j((UPPER_HEX, 40))),
    ("Kvika", "KVIKA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Arion", "ARION_OPENBANKING_SECRET", _j((URLSAFE, 40))),
    ("Carbfix", "CARBFIX_DATA_TOKEN", _j((HEX, 40))),
    ("SARTrack", "SARTRACK_SERVER_KEY", _j((UPPER_DIGITS, 24))),
    ("Veoci", "VEOCI_API_TOKEN", _j((ALNUM, 64))),
    ("WebEOC", "WEBEOC_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Omnibees", "OMNIBEES_API_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} yanaurku/lodge-sync:3.2",
    "kubectl Secret, stringData:\n  {env}: {tok}",
    "heroku config:set {env}={tok} -a lodge-sync",
    "supervisord program:lodge-sync\nenvironment={env}=\"{tok}\"",
    "appsettings.Development.json: \"{env}\": \"{tok}\"",
    "wp-config.php: define('{env}', '{tok}');",
    "Odoo › Parámetros del sistema › {env} = {tok}",
    "Panel › Integraciones › {vendor} › API key: {tok}",
    "Notion DB 'Integraciones' row: | {vendor} | activa | {tok} |",
    "Jira GEO-340: {vendor} callback answers 401; key in the config: {tok}",
    "Zammad #8490: {vendor} sync down since Friday, the key in settings is {tok}",
    "WhatsApp, Yuliana: {vendor} key for the lodge sync: {tok}",
    "Slack #integraciones: {vendor} token rotated, new → {tok}",
    "can you store my {vendor} API key: {tok}",
    "{vendor} nos pasó esta API key, ve, no la subas al repo: {tok}",
    "la llave de la API que nos dio {vendor} para las posadas: {tok}",
    "{vendor} から届いたAPIキー、これ → {tok}",
    "API-lykillinn frá {vendor} sem við notum núna: {tok}",
    "den API-Schlüssel hat uns {vendor} für die Hostería geschickt: {tok}",
    "{vendor} nous a envoyé une nouvelle clé API : {tok}",
    "a {vendor} mandou uma chave de API nova pra pousada: {tok}",
    "la chiave per le API di {vendor}, quella del rifugio: {tok}",
    "{vendor} heeft ons deze API-sleutel gestuurd: {tok}",
    "מפתח API של {vendor}: {tok}",
    "{vendor} API 키는 {tok}",
    "{vendor} 那边新发的 API 密钥：{tok}",
    "{vendor} прислали новый API-ключ для хостела: {tok}",
    "{vendor} przysłał nam nowy klucz do API: {tok}",
    "{vendor} gav oss den här API-nyckeln till vandrarhemmet: {tok}",
    "API klíč, který nám poslal {vendor}: {tok}",
    "winia {vendor} API key: {tok}",
    "lachi {vendor} API key jun {tok}",
    "la'ba {vendor} API key: {tok}",
    "nash {vendor} API key {tok}",
    "kwe'sx {vendor} API key: {tok}",
    "namui {vendor} API key: {tok}",
    "bëngbe {vendor} API key: {tok}",
    "ingi {vendor} API key: {tok}",
    "{vendor} dashboard › Developers › API keys › 'lodge-sync': {tok}",
    "email from {vendor} onboarding: your production key is {tok}",
    "Postman environment 'prod', variable {env} = {tok}",
    "the {vendor} sandbox key stopped working, the prod key is {tok}",
    "Ansible group_vars/lodges.yml (not vaulted!):\n{env}: {tok}",
    "systemd unit override:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "Bitwarden note 'integraciones' → {vendor}: {tok}",
    "GitHub Actions secret {env}, set by Yesid on Monday: {tok}",
    "terraform.tfvars:\n{env} = \"{tok}\"",
    "Grafana contact point for {vendor}, the key field: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    rancher = f"token-{_r(rng, LOWER_DIGITS, 5)}:{_r(rng, LOWER_DIGITS, 54)}"
    weatherxm = _r(rng, HEX, 32)
    datafast = _oppwa_token(rng)
    shakenet = _r(rng, HEX, 40)
    tramaco = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f"rancher login https://rancher.yanaurku.lan/v3 --token {rancher} --context c-m-7x2kq:p-8hd4f", rancher),
        Sample("vendor_token", f'r = requests.get("https://pro.weatherxm.com/api/v1/stations/near", params={{"lat": -1.39, "lon": -78.42}}, headers={{"X-API-KEY": "{weatherxm}"}})', weatherxm),
        Sample("vendor_token", f'curl https://eu-prod.oppwa.com/v1/checkouts -H "Authorization: Bearer {datafast}" -d "amount=84.00" -d "currency=USD"', datafast),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "SHAKENET_TOKEN", "\\"{shakenet}\\"")\n  }}\n}}', shakenet),
        Sample("vendor_token", f"$tramaco = new TramacoClient('yanaurku-posadas', '{tramaco}');", tramaco),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "copied before the page closed:\n{t}", "apúntame esto por fa: {t}",
                "これ保存しておいて：{t}", "{t}\n^ this is the new one, the old one is dead",
                "zapisz mi to, proszę, to do panelu rezerwacji: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "q3302ew.d for PONO:\nQ330SerialNumber 0x0100000A3F21B7C4\nQ330AuthCode 0x{h}": 16,
    "AES-128 key of the CR1000X PakBus encryption at the AFM lahar station (hex): {h}": 32,
    "HMAC key for the Datafast webhook signature: {h}": 64,
    "AES key for the Iridium SBD payloads of the rescue trackers: {h}": 32,
    "Salto site key of the lodge locks (hex): {h}": 32,
    "firmware signing key for the AFM loggers, hex: {h}": 64,
    "バックアップの暗号鍵（hex）：{h}": 64,
    "AES-nyckeln som krypterar säkerhetskopiorna (hex): {h}": 64,
    "llave AES del respaldo de la quesera: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 or "Q330" in template else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "GLPI #2315: token copied from the browser's network tab {t}",
    "Cookie: lang=es-EC; yanaurku_session={t}",
    "LODGE_SYNC_ACCESS_TOKEN={t}",
    "stash this bearer token for the FDSN tests: {t}",
    "ese token que te dije: {t}",
    "dit token stond in de logs van de boekingsmodule: {t}",
    "Zammad chat transcript, the user pasted: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS256", "HS256", "RS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@yanaurku.org.ec"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.yanaurku.org.ec/realms/red",
            "azp": "helicorder-web",
            "roles": ["vigilancia", "rescate"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"ES256": 86, "RS256": 342, "HS256": 43, "RS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Centaur at PONO, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/fdsn.yanaurku.lan.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SRI_SIGNING_KEY": "{key}", "ruc_alias": "posadas"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_rescate <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Jira GEO-355, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "観測網の踏み台サーバーの秘密鍵：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "llave privada de la firma electrónica (sacada del .p12):\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFHzBJBgkqhkiG9w0BBQ0wPDAbBgkqhkiG9w0BBQwwDgQI"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head, tail = f"-----BEGIN {kind}-----", f"-----END {kind}-----"
    return {"key": joiner.join([head, *lines, tail]), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trezor backup for the lodges' USDC float, copying it off the card before I shred it: {p}": "english",
    "Sparrow wallet words, copied off the steel plate\n{p}": "english",
    "voice memo: BlueWallet words for the tip jar, {p}, done": "english",
    "frase semilla de la billetera Muun, ve: {p}": "spanish",
    "las palabras de respaldo de la billetera de la quesera: {p}": "spanish",
    "ウォレットの復元フレーズ（武田さん用）：{p}": "japanese",
    "frase de recuperação da carteira Phoenix: {p}": "portuguese",
    "les mots de secours du Ledger de la fromagerie : {p}": "french",
    "parole di recupero del portafoglio Exodus del rifugio: {p}": "italian",
    "slova pro obnovu Trezoru z chaty: {p}": "czech",
    "지갑 시드 문구 적어 둔 거: {p}": "korean",
    "钱包助记词：{p}": "chinese_simplified",
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
        "\n".join(" ".join(words[k : k + 6]) for k in range(0, len(words), 6)),
        " / ".join(words),
        "  ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Elo's and Cabal's: brands the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "elo":
        return _card_of(rng, ["636368", "438935", "504175", "451416", "636297", "509048"], [16])
    if brand == "cabal":
        return _card_of(rng, ["604201", "589657", "603522"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Yuliana: the lodge card for the booking-engine invoice is {c}, exp {mm}/{yy}",
    "keep my spare card for the Riobamba trips: {c} exp {mm}/{yy}",
    "Card no: {c}\nGood thru: {mm}/{yy}",
    "GLPI #2320: pay the Centaur repair with card {c}",
    "カード番号：{c}（有効期限 {mm}/{yy}）",
    "númerið á kortinu: {c}, rennur út {mm}/{yy}",
    "winia tarjeta número: {c}",
    "lachi tarjeta {c} jun, {mm}/{yy}",
    "nash tarjeta: {c}",
    "atšbe tarjeta número {c}",
    "the cooperative's card, for the rennet order: {c}",
    "karta firmowa schroniska: {c}, data ważności {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["diners", "visa", "elo", "mastercard", "jcb", "cabal", "amex", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} venc. 09/34, CVV {cvv}",
               "the three digits on the back of the lodge card: {cvv}",
               "Amex {c}, the four little digits printed over the number: {cvv}",
               "de la tarjeta de la posada, los 3 números del reverso: {cvv}",
               "カードの裏にある3桁の数字は {cvv}",
               "aqueles três numerinhos no verso do cartão da pousada: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 126; BBAN shapes
# (a, n, c, 0 as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"VA": "n" * 18, "ME": "n" * 18, "SE": "n" * 20, "ST": "n" * 21,
                "UA": "n" * 6 + "00000" + "n" * 14, "GI": "aaaa" + "c" * 15,
                "JO": "aaaa" + "nnnn" + "0000" + "n" * 14, "LU": "n" * 16}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the account's country
    "Invoice YAN-L-2032-118: please refund the Runtún deposit to {i}": "GI",
    "save the Kyiv geophysicist's IBAN for the per diem: {i}": "UA",
    "IBAN: {i}\nReference: queso andino, lot 44": "LU",
    "Slack #finanzas: the foundation's grant account for the rescue team, IBAN {i}": "VA",
    "the Swedish volunteer's IBAN, for the refund: {i}": "SE",
    "振込先 IBAN：{i}": "LU",
    "IBAN reikningsins hjá gistiheimilinu: {i}": "SE",
    "winia IBAN: {i}": "ME",
    "kwe'sx IBAN: {i}": "VA",
    "namui IBAN {i}": "JO",
    "ingi IBAN: {i}": "ST",
    "la'ba IBAN: {i}": "ME",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


# Documents of the network's people with no check a library or this file verifies: their shapes
# are the author's belief or guess.
def _dactilar(g: random.Random) -> str:
    """The fingerprint code printed on the back of an Ecuadorian cédula: a letter, four digits,
    a letter, four digits."""
    return f"{g.choice('AEIOUV')}{_r(g, D, 4)}{g.choice('AEIOUV')}{_r(g, D, 4)}"


def _tam(g: random.Random) -> str:
    """A Tarjeta Andina de Migración number (guessed: eight digits)."""
    return g.choice("123456789") + _r(g, D, 7)


def _copnia(g: random.Random) -> str:
    """A COPNIA professional registration: a department's code, 202 and six digits."""
    return f"{g.choice(['52', '19', '76', '25'])}202-{_r(g, D, 6)}"


def _guide_licence(g: random.Random) -> str:
    """An Ecuadorian national tourism guide licence (guessed shape)."""
    return f"GN-{g.randrange(2020, 2033)}-{_r(g, D, 5)}"


def _aseguim(g: random.Random) -> str:
    """An Ecuadorian mountain guides' association card (guessed shape)."""
    return f"{g.choice(['AM', 'GM', 'AA'])}-{_r(g, D, 4)}"


def _sisben(g: random.Random) -> str:
    """A Sisbén IV survey form number: a municipality's code and fifteen digits (guessed)."""
    return g.choice(["52001", "19001", "52356"]) + _r(g, D, 15)


def _registro_civil(g: random.Random) -> str:
    """A Colombian civil register's serial (guessed: ten digits)."""
    return g.choice("456") + _r(g, D, 9)


def _senescyt(g: random.Random) -> str:
    """A degree's SENESCYT registration: an institution, a year and a serial."""
    return f"{_r(g, D, 4)}-{g.randrange(2005, 2032)}-{_r(g, D, 7)}"


def _cpg(g: random.Random) -> str:
    """A Colombian geologist's professional card number (guessed: five digits)."""
    return g.choice("123") + _r(g, D, 4)


def _rpas(g: random.Random) -> str:
    """An Ecuadorian drone operator's certificate (guessed shape)."""
    return f"EC-RPAS-{_r(g, D, 4)}"


def _ec_passport(g: random.Random) -> str:
    """An Ecuadorian passport (guessed: A and eight digits)."""
    return "A" + _r(g, D, 8)


def _co_passport(g: random.Random) -> str:
    """A Colombian passport: two letters and six digits (as the author believes)."""
    return g.choice(["AV", "AW", "AT", "AX"]) + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "código dactilar de mi cédula: {s}": _dactilar,
    "Tiris: winia código dactilar {s}": _dactilar,
    "número de la Tarjeta Andina (TAM) de la huésped alemana: {s}": _tam,
    "TAM no. of the Dutch volunteer, for the migration form: {s}": _tam,
    "matrícula profesional COPNIA del ingeniero de la planta: {s}": _copnia,
    "Harold's COPNIA registration for the geothermal permit: {s}": _copnia,
    "licencia de guía nacional de turismo de Darwin: {s}": _guide_licence,
    "Naomi's Ecuadorian guide licence no. {s}": _guide_licence,
    "carné ASEGUIM del guía de alta montaña: {s}": _aseguim,
    "ficha del Sisbén de mi mamá: {s}": _sisben,
    "namui registro civil, indicativo serial {s}": _registro_civil,
    "registro SENESCYT del título de Haruka: {s}": _senescyt,
    "tarjeta profesional de geólogo (CPG): {s}": _cpg,
    "certificado de operador RPAS (DGAC) del piloto del dron de rescate: {s}": _rpas,
    "winia pasaporte número {s}": _ec_passport,
    "lachi pasaporte {s} jun": _ec_passport,
    "la'ba pasaporte: {s}": _ec_passport,
    "nash pasaporte {s}": _co_passport,
    "Ayda pasaporte: {s}, kwe'sx kiwe": _co_passport,
    "nai pasaporte: {s}": _co_passport,
    "atšbe pasaporte: {s}": _co_passport,
    "ingi pasaporte {s}": _ec_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Google Workspace backup codes for yanaurku.org.ec:\n{codes}",
            "booking engine 2FA backup codes, print them for the lodge safe: {codes}",
            "Proton recovery codes, printed and laminated: {codes}", "2段階認証の予備コード：\n{codes}",
            "varakóðar fyrir tveggja þátta auðkenningu: {codes}", "winia 2FA backup codes: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Datafast:recepcion@yanaurku.org.ec?secret={s}&issuer=Datafast&period=30",
              "Aegis, manual entry for the Rappi Aliados login: {s}",
              "2FA setup key for the Campbell Cloud account: {s}",
              "clave de configuración 2FA de Prometeo: {s}"]  # fmt: skip
_CODES = ["Banco Pichincha: tu código de seguridad es {c}. No lo compartas con nadie.",
          "{c} es tu código para ingresar a Nequi",
          "【アカウント認証】確認コード：{c}",
          "Auðkenniskóðinn þinn er {c}",
          "Your Produbanco verification code is {c}; it expires in 5 minutes"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "\n", " "][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Posada-LaCocha-Huespedes", "HosteriaRuntun_5G", "CNT_GPON_RIOBAMBA", "Netlife-Banos",
          "ETB-Popayan-Casa", "Claro_Pasto_2G", "YAN-Estacion-PONO", "Quesera-Paramo",
          "Refugio-Carihuairazo", "TP-Link_CHUQ", "Rescate-Base-Chimborazo",
          "Geotermia-Ctrl", "Xtrim_F2A1", "Movistar_7A3C"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s} — WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\nkey: {pw}",
    "guest network {s}, password {pw}",
    "wifi at the Salinas cheese plant: {s} / {pw}",
    "hostapd.conf on the station Pi:\nssid={s}\nwpa_passphrase={pw}",
    "the key on the sticker under the Netlife router: {pw}",
    "Wi-Fi「{s}」、パスワード {pw}",
    "산장 와이파이 {s}, 비번 {pw}",
    "winia wifi {s} clave {pw}",
    "lachi ya wifi {s}: {pw}",
    "la'ba ya wifi {s} clave {pw}",
    "nash yal wifi {s} / {pw}",
    "kwe'sx yat wifi {s}, clave {pw}",
    "namui ya wifi {s}: {pw}",
    "WLAN {s}, Schlüssel {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 32)), _j("plm_", (ALNUM, 20)), _j((UPPER_HEX, 40)), _j((ALNUM, 30)),
                 _j((URLSAFE, 24))]  # fmt: skip
_SPELL = ["here it is letter by letter, as Byron read it: {t}", "[dictado por radio] {t}",
          "(with spaces so the lock-screen preview doesn't show it) {t}", "一文字ずつ：{t}", "(znak za znakem, jak to Byron diktoval) {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["candado de la caseta sísmica de PONO: {pw}",
          "the key safe at Hostería Runtún takes {pw} then OK",
          "padlock on the rescue container at the Chimborazo base: {pw}",
          "cold-room door at the cheese plant, keypad code {pw}",
          "CR1000X program, line 3: SetSecurity ({pw},0,0)",
          "код от сейфа на ресепшене: {pw}",
          "talnalásinn á gámnum: {pw}",
          "winia candado código: {pw}",
          "kwe'sx bodega candado: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "SetSecurity" in template:  # a logger's security code: 1 to 65535
        return {"pw": str(rng.randrange(1000, 65_536))}
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["lahar", "tefra", "fumarola", "caldera", "paramo", "frailejon", "quesillo",
                 "chagra", "ceniza", "geiser", "azufre", "colibri", "condor", "piroclasto",
                 "magma", "andesita"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the rescue vault: {p}": " ",
            "KeePassXC, master key of rescate.kdbx: {p}": "-",
            "passphrase of the encrypted well-logs volume: {p}": ".",
            "frase de paso del respaldo de la red: {p}": " ",
            "la phrase de passe du KeePass de l'hostería : {p}": " ", "lykilsetningin fyrir afritið: {p}": "_", "winia passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia, Basic Auth header copied out: Authorization: Basic {v}": True,
    "nginx upstream to the FDSN box: proxy_set_header Authorization \"Basic {v}\";": True,
    "HTTPie: http GET https://api.yanaurku.lan/stations 'Authorization: Bearer {v}'": False,
    "Bruno, Auth tab → Bearer Token: {v}": False,
    "Hoppscotch export: Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "msnoise db.ini, as I typed it into 'msnoise db init':\n[msnoise]\ntech = 2\nhostname = pg.yanaurku.lan\ndatabase = msnoise_tungurahua\nusername = msnoise\npassword = {pw}",
    "scmaster.cfg:\nqueues.production.processors.messages.dbstore.driver = mysql\nqueues.production.processors.messages.dbstore.write = sysop:{pw}@localhost/seiscomp",
    "NovacProgram configuration, FTP upload:\n<FTPServer>\n  <address>novac.yanaurku.lan</address>\n  <username>pata</username>\n  <password>{pw}</password>\n</FTPServer>",
    "rockhound.conf on the Obsidian at RUNT:\nseedlink.enabled = true\nftp.user = rockhound\nftp.password = {pw}",
    "telegraf.conf on the solar logger:\n[[outputs.influxdb]]\n  urls = [\"http://influx.yanaurku.lan:8086\"]\n  username = \"solar\"\n  password = \"{pw}\"",
    "/etc/ppp/peers/cnt-lte:\nuser \"cnt\"\npassword \"{pw}\"\nconnect \"/usr/sbin/chat -v -f /etc/chatscripts/gprs\"",
    "odoo.conf (cooperativa quesera):\n[options]\ndb_host = pg-quesera.yanaurku.lan\ndb_user = odoo\ndb_password = {pw}",
    "OPC UA bridge settings.json:\n{{\"endpoint\": \"opc.tcp://centum-hist.yanaurku.lan:4840\", \"user\": \"opcbridge\", \"password\": \"{pw}\"}}",
    "Ignition gateway, database connection 'PI_SQL':\nusername=ignition\npassword={pw}\nurl=jdbc:sqlserver://pi-sql.yanaurku.lan:1433",
    "ODK Collect settings, exported:\n{{\"general\": {{\"server_url\": \"https://odk.yanaurku.lan/v1/projects/3\", \"username\": \"brigada3\", \"password\": \"{pw}\"}}}}",
    "Frigate NVR at the Sangay camp, config/config.yml:\nmqtt:\n  host: mqtt.yanaurku.lan\n  user: nvr-sangay\n  password: {pw}",
    "~/.pgpass:\npg-lodges.yanaurku.lan:5432:reservas:booking_sync:{pw}",
    "~/.msmtprc:\naccount quesera\nhost smtp.yanaurku.org.ec\nuser facturas@yanaurku.org.ec\npassword {pw}",
    "wpa_supplicant.conf for the station Pi:\nnetwork={{\n  ssid=\"YAN-Estacion-PONO\"\n  psk=\"{pw}\"\n}}",
    "Home Assistant secrets.yaml (Posada La Cocha):\nboiler_modbus_password: {pw}",
    "docker-compose.yml (booking engine):\n    environment:\n      MYSQL_ROOT_PASSWORD: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Haruka: Centaur PONO password?\nWilmer: {pw}",
    "[05:41] gunnar: root pw for the SeisComP box?\n[05:42] fausto: {pw}",
    "Yesid: {pw} is the new booking-engine admin password",
    "Jhoanna: use {pw}, that's what the Lactoscan has now",
    "ハルカ：新しいパスワードは {pw} だよ",
    "Sigrún: nýja lykilorðið er {pw}",
    "Tiris: yamaram clave {pw}",
    "Aguavil: nato clave {pw} jun",
    "Añapa: ura clave {pw}",
    "Juanjo: bëngbe clave {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "contra\u00adseña = {pw}", "cla\u2060ve: {pw}", "パス\u200dワード：{pw}",
    "lykil\ufefforð: {pw}", "pass𝘸ord ⇒ {pw}", "ｃｌａｖｅ: {pw}", "PASS\u2063WORD = {pw}",
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
    "the Centaur admin password is": "{s}", "Obsidian service pw:": "{s} (since the February swap)",
    "clave del computador de la quesera:": "{s}", "Victron password": "{s}\nchange it after the rainy season",
    "パスワードは": "{s}", "lykilorðið á stöðinni:": "{s}", "winia clave": "{s}", "kwe'sx clave:": "{s}",
    "the password Byron read out over the radio was": "{s}, I think", "atšbe clave": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "WeatherXM API key", "{s}", _j((HEX, 32))),
    ("split_token", "Datil key:", "{s} (facturación electrónica)", _j((HEX, 32))),
    ("split_token", "Kvika client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Sparrow seed, from the steel plate", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 11/35", lambda g: v.grouped(_card(g, "diners"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "UA"))),
    ("split_backup", "Proton codes, laminated", "{s}\nqmvd-4821-tkzs\nhwpa-0937-lbne", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "código dactilar", "{s}", _dactilar),
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
    '{"centaur": {"url": "https://centaur-pono.yanaurku.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"clave": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "wchicaiza", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"stations": [{"code": "PONO"}, {"code": "RUNT", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["nmxptool", "-H", "naqs.yanaurku.lan", "-u", "sysop", "-p", "{s}", "-C", "Y7.PONO.HHZ"]}': ("meta_password", _plain_pw),
    '{"note": "ロガーのパスワードは {s} です"}': ("meta_password", _plain_pw),
    '{"lykilorð": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Yokogawa station as engineer with the password {s}"}': ("meta_password", _plain_pw),
    '{"weatherxm": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"truoraToken": "{s}"}': ("meta_token", _vendor_jwt("https://api.truora.com")),
    '{"deuna_secret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "05/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    '{"huesped": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "JO")),
    '{"guia": {"codigo_dactilar": "{s}"}}': ("meta_id", _dactilar),
    '{"2fa": {"codigos_respaldo": ["{s}", "qmvd-4821-tkzs", "hwpa-0937-lbne"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donaciones_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"afm_logger": {"pakbus_aes_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"caseta_pono": {"candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "HosteriaRuntun_5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"obspy-1.5.0-cp311-cp311-manylinux_x86_64.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"centaur-firmware-4.11.2.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.yanaurku.lan/helicorder-web:2.7").hexdigest()
_COMMIT = hashlib.sha1(
    b"picker: raise the STA/LTA trigger at PONO", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(
    b"lodges: revert the Cloudbeds room mapping", usedforsecurity=False
).hexdigest()[:9]
_MD5 = hashlib.md5(b"planilla-leche-2032-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"sangay-termicas-2032-03.tar").hexdigest()

CLEAN = [
    "Remind me to change the Centaur password at PONO before the maintenance trip on 2032-04-11.",
    "Gunnar asked for the Hostería Runtún wifi password; it's on the card at reception.",
    "Policy: network passwords are at least 14 characters and live only in the shared Bitwarden vault.",
    "Passwords never go into the WhatsApp group: send a Bitwarden Send link.",
    "The `.env.example` line `WEATHERXM_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Obsidian's web page asks for a new admin password after every firmware update.",
    "Replace <YOUR_DATIL_KEY> in the README with the key from your Dátil dashboard.",
    "PAYPHONE_TOKEN and TRUORA_API_KEY must be set before the nightly booking sync runs.",
    "No le pases la clave a nadie, ve.",
    "La contraseña tiene que tener mínimo catorce caracteres, ñaño.",
    "パスワードは誰にも教えないでくださいね。",
    "Aldrei gefa upp lykilorðið þitt í síma.",
    "Das Kennwort bitte nie per Chat verschicken.",
    "Ne partagez jamais le mot de passe de la fromagerie par SMS.",
    "Nunca mande a senha da pousada pelo grupo.",
    "Atsa ujakatme winia clave.",
    "Manka fikie lachi clave.",
    "Tsenmi ma'ya la'ba clave.",
    "Awa pit: na ma kal nash clave.",
    "Mena vxite kwe'sx clave.",
    "Misak wam: nai chik namui clave.",
    "Ndoñ biyá atšbe clave.",
    "Ñu ma'ñi ingi clave.",
    "Upgraded the Centaur firmware from 4.10 to 4.11.2 and ObsPy to 1.5.0 over the weekend.",
    f"commit {_COMMIT} raises the STA/LTA trigger at PONO.",
    f"Rolled back to {_SHORT} after the room mapping broke the booking sync.",
    f"requirements.txt: obspy==1.5.0 --hash=sha256:{_WHEEL_SUM}",
    f"The Centaur firmware 4.11.2 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of sangay-termicas-2032-03.tar: {_SHA512}",
    f"The helicorder container runs registry.yanaurku.lan/helicorder-web@sha256:{_IMAGE}.",
    f"MD5 of planilla-leche-2032-03.csv is {_MD5}, same as the copy on the cooperative's NAS.",
    "Request id 4c8e27a1-95d3-4b60-a1f2-7e0b3d9c5a14 is the slow one in the FDSN logs.",
    "Purchase order OC-2032-00731 for 12 solar panels for CHUQ ships on Thursday.",
    "GLPI #2291: the Refugio Carihuairazo boiler trips at night when it's below zero.",
    "Reserva CB-2032-04417: two nights in the Colibrí suite, 14 to 16 April.",
    "Call the Posada La Cocha front desk on +57 602 731 4480 before noon.",
    "Call the observatory in Baños on +593 3 274 0189 if the ash falls on the road.",
    "The rescue pickup has plate PCX-4821; the lodge van is HBA-7310.",
    "ISBN 978-9942-12-345-9 is the hazard-map booklet on the reception shelf.",
    "Well YS-7: wellhead 247 °C, 12.5 bar, 38 kg/s of steam at 06:00.",
    "SO2 flux at Tungurahua this morning: 2,400 t/d; RSAM at PONO 340 counts.",
    "The PONO vault is at 3,410 m; the station draws 6.8 W from two 100 W panels.",
    "After five wrong passwords the PCS 7 client locks the account for 20 minutes.",
    "The queso andino wheel weighs about 5 kg and ripens for 60 days at 12 °C.",
    "The secret of the Salinas cheese is the milk from the páramo, not the rennet.",
    "Ask Wilmer for the key-safe code at Runtún, I don't have it.",
    "My card ending 4471 was declined at the hardware store in Riobamba.",
    "The Kyiv university wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the booking engine and keep them in the lodge safe.",
    "Real wallet support never asks for your seed words, whatever the DM says.",
    "Keep `PAYPHONE_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the PONO vault rusts in the rain; oil it every visit.",
    "WeatherXM moved the API key page under Settings › Developers in its last redesign.",
    "The lodge guest wifi 'Runtun-Invitados' is open, no password needed.",
    "Earthquake 2032-03-18 04:21:07 UTC, M 3.4, depth 8 km, 6 km NE of Baños.",
    "Número de autorización del RIDE: 1803203201179200123400120010020000048121234567811.",
    "Lote QA-2032-0311 de queso fresco: 120 unidades, pH 6.4, humedad 52 %.",
    "GNSS station AZUF moved 4.2 mm east in March; the tiltmeter at RUNT shows 1.8 µrad.",
    "Flight plan for the rescue drone: 120 m AGL, 14 minutes, battery at 87 %.",
    "The seismometer's serial number is T120-4487 and its sensitivity is 1,203 V/(m/s).",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_last_rotated": "2032-04-02T06:30:00Z", "password_min_chars": 14}',
    '{"secret_ref": "vault/red/centaur-pono", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "obspy", "version": "1.5.0"}}',
    '{"ticket": "2291", "purchase_order": "OC-2032-00731"}',
    '{"well": {"id": "YS-7", "wellhead_c": 247, "pressure_bar": 12.5}}',
    '{"phone": "+593 3 274 0189", "city": "Baños"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cheeses_in_stock": 412}',
    '{"event": {"time": "2032-03-18T04:21:07Z", "magnitude": 3.4, "depth_km": 8}}',
    '{"booking": "CB-2032-04417", "room": "Colibrí", "nights": 2}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
