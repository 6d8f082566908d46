# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-first corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the ninety-eighth's docstring, the fifth to
ninety-eighth only to search them (grep) for the languages, wordings, tools, vendors, id kinds and
IBAN countries already used (to use others), the sample types (`secret_classes_heldout.py`) and the
value helpers (`secret_classes_values.py`); never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time, any test nor the reports, and the scrubber was never
run on it. Its own seed, password words, names, places, templates, tools, vendors and layouts, the
way the mill crew, deckhands, store keepers, agents, nurses, fisheries observers and office of the
Tuaraki Sea-Lines & Copra Cooperative (fictional) leak secrets into an assistant's memory: a copra
mill and office at Luganville on Santo, a landing craft (the LC Tuaraki Star, fictional too),
outer-island stores at Lakatoro (Malekula), Auki (Malaita), Betio (Tarawa), Funafuti, Weno (Chuuk)
and Kolonia (Pohnpei), a shipping agent in Honiara, a solar-powered clinic at Lukunor in the
Mortlocks, a fisheries observer office in Kolonia, and buyers in Lautoka, Brisbane and Cebu (with a
broker at the Noro cannery and a Busan reefer calling). The texts are WhatsApp, Viber, Signal,
Messenger, Telegram, Teams, Slack, Google Chat, WeChat, KakaoTalk, LINE, Skype, Discord, Element
and Threema messages, SMS, Zello channel transcripts and read-outs over the HF sked, Google Keep,
Apple Notes, Samsung Notes and OneNote notes, Trello, Jira, Zendesk, Freshdesk and Spiceworks
tickets, Confluence pages, e-mails, incident notes, runbooks, README fragments, shell history and
scripts (bash history, Termius, Git Bash, Windows Terminal, cron, a Makefile, tmux, screen), Python
scripts and notebook cells, a Robot Framework test, an AutoIt script, configs, voice-dictated text
and requests to the assistant itself, around the panels of mill, marine, radio, satellite, power,
medical, network and store hardware (Siemens S7-1200 and KTP700, ABB ACS580, Cardinal 225, Furuno
FAR-2117, Icom RS-M500, Codan Envoy X2, Raymarine Axiom, Volvo Penta VODIA, Cummins QSB6.7
PowerCommand, Caterpillar EMCP 4.2, Sailor 250 FleetBroadband, Intellian v100, Iridium GO! exec,
Hughes HT2010, a Kacific modem, Peplink MAX BR1 Pro, MikroTik hAP ax3, UniFi Cloud Key Gen2,
Cambium cnPilot e410, Victron Cerbo GX, Selectronic SP PRO, Pylontech US5000, B Medical TCW 2043
SDD, Dulas VC150, GeneXpert IV, Hikvision DS-7608, Epson TM-T82III, a Linksys SPA2102 and an
OBi200, an e-monitoring recorder, LoRaWAN sensors and MIFARE DESFire store cards). Tools none of
heldouts 5 to 98 names: GNU mailutils' `movemail`, `aespipe`, `empty`, `dcpromo`, SQL Server's
`setup.exe /SAPWD`, Robot Framework's `Input Password`, AutoIt's `Send`, Playwright, PyMuPDF,
pdfplumber, pypdf, py7zr, rarfile, pykeepass, asyncssh, aiosmtplib, aioftp, imap_tools, webdav4,
requests_ntlm, pypsexec, the `wmi` module, pysnmp, exchangelib, yagmail, aiohttp, mechanize,
pyautogui, mysql-connector, pymongo, pysftp, pyzabbix, aiopg, peewee, jaydebeapi and wexpect, and
the configs of SpamAssassin, Sympa, amavisd, MRTG, NexoPOS, OpenHospital, a Linksys SPA2102, an
OBi200 and GnuCash's database URL; beside them the commands the product names (sshpass, mysql,
curl, redis-cli, smbclient, mosquitto_pub, ipmitool, 7z, openssl, gpg, plink, xfreerdp, lftp,
keytool, sudo -S, zip) in layouts of its own. About 40 % of the texts are in other languages than
English (by a rough count of the drawn samples): Mortlockese (of the Mortlocks, Chuuk),
Pingelapese, Mokilese (Mwoakilloa), Kapingamarangi and Nukuoro (the two Polynesian outliers of
Pohnpei State), Kwara'ae (Malaita), Roviana (New Georgia) and North Efate (Nakanamanga, Vanuatu),
which no earlier docstring names, and Bislama, Solomon Islands Pijin, Gilbertese, Tuvaluan,
Chuukese, Pohnpeian, Fijian, French, Tagalog, Hindi, Japanese, Korean, Simplified Chinese
(Traditional in one seed phrase's line), Indonesian, Vietnamese, Spanish and Portuguese in wordings
of their own. The eight new languages' wordings, and the Gilbertese, Tuvaluan, Chuukese, Pohnpeian
and Fijian ones, are the author's approximations, checked by no speaker, built around their
pronouns, possessives and articles and the loanwords people there really text (password, code,
wifi, API key, email, laptop, username, passport, number): Mortlockese `ai` ("my"), `ewe` ("the"),
`iei` ("it is"), `lon` ("in"), `sefo` ("new"), `kapas` ("word"), `mwirin` ("after"), `ousap`
("don't") and `kilisou` and `lampa` (Chuukese `kinisou`, "thanks", and `nampa`, "number", with the
Mortlocks' l for n); Pingelapese `ahi` ("my"), `ahmw` ("your"), `iei`, `kapw` ("new"), `lokaia`
("word"), `mwuhri` ("after") and `kalangan` ("thanks"); Mokilese `ahi`, `me` (as "is") and `sohte
ndaiong emen` ("tell no one"); Kapingamarangi `di` ("the"), `dagu` ("my"), `dau` ("your"), `go`
("it is"), `hoou` ("new"), `gubu` ("word"), `muli` ("after"), `ma` ("and") and `hudee hagailoa`
("don't tell"); Nukuoro `de` ("the"), `a au` ("of mine"), `ko`, `hou`, `kubu` and `nambaa`;
Kwara'ae `noku` and `nomu` ("my", "your"), `ne'e` ("this"), `fa` ("for"), `fa'alu` ("new"), `buri
ana` ("after it") and `tangio` ("thanks"); Roviana `sa` ("the"), `tagu` and `tamu` ("my", "your"),
`si` (its focus marker, as "is"), `pa` ("at"), `vaqura` ("new"), `zama` ("word") and `beto`
("then"); North Efate `nagku` and `nagkam` ("my", "your"), `ni` ("of"), `e` (as "is"), and the
Bislama loans `ale` ("then") and `tangkyu`: all guesses after published word lists or neighbouring
languages. Vendors (SailMail, Fleet Space, AISHub, Wakeo, Container xChange, Linescape, Trackwell,
Satlink, OLSPS, Thalos, SeaVision, Nasdaq Data Link, Commodities-API, MetalpriceAPI, Rocket Remit,
TerraPay, Fiserv, Westpac PayWay, BPOINT, CouriersPlease, WillyWeather, Solar Analytics, Sigenergy,
mSupply, Nookal, Coreplus, Power Diary, HotDoc, HealthEngine, Heidi Health, Coviu, SMS Broadcast,
Burst SMS, Kudosity, HERE, LBC Express, Neptune Pacific Line, Matson, Sofrana, Kyowa Shipping,
Mariana Express Lines, ANL, Air Vanuatu Cargo, Solomon Airlines Cargo, Helm Operations, Shipmate,
OrbitMI, Signol, Kounta and Manager.io) are ones heldouts 5 to 98 do not name; where a vendor
publishes no token shape the shape here is the author's guess (Nasdaq Data Link's 20 characters,
HERE's 43 URL-safe characters and PayWay's `T…_SEC_…` secret key are as the author believes them;
the UUIDs, the prefixes `sm_`, `fsp_`, `thl_`, `hd_live_`, `heidi_sk_`, `helm_` and `sgl_`, and
every other shape are guesses). The ids are kinds heldouts 5 to 98 do not use, and none carries a
check a library or this file verifies (python-stdnum has no module for Vanuatu, the Solomon
Islands, Kiribati, Tuvalu, the Federated States of Micronesia, the Marshall Islands or Fiji, and
AHPRA publishes no check): a Vanuatu driving licence, a Vanuatu TIN (Customs and Inland Revenue), a
Vanuatu birth certificate's registration number, a Vanuatu seafarer's identity document, a Tuvalu
National Provident Fund member number, a Marshall Islands social security (MISSA) number, a Pohnpei
State driver's licence, a Kiribati seafarer's discharge book, a Tuvalu Maritime Training Institute
certificate, a PIRFO fisheries observer number, an AHPRA registration (three letters and ten
digits, as printed), a Solomon Islands driver's licence and a Solomon Islands Inland Revenue TIN,
drawn in the shape the author believes they are printed in; and Micronesian, Solomon Islands and
Vanuatu passports under Mortlockese, Kapingamarangi, Nukuoro, Kwara'ae, Roviana and North Efate
words and a Fijian one in English, likewise unchecked. Card numbers pass Luhn (the value helpers'
brands, checked again with python-stdnum's `luhn`). The IBANs are of the countries used least by a
rough count over the IBAN sentences of heldouts 5 to 98 (Serbia, in seven corpora, then the British
Virgin Islands, the Faroe Islands, Iceland, the United Arab Emirates, Bahrain, Brazil and Malta,
eight each), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
French, Japanese, Korean, Simplified Chinese, Traditional Chinese, Spanish and Portuguese lists,
each from random entropy, so its checksum holds. 390 texts hold a secret, 20 field pairs and 20
metadata samples (430 scored), with 60 clean texts and 10 clean metadata samples that must be kept:
digests after the word that names them, a commit, versions, a request's UUID, a purchase order,
tickets, a flight and a cabin booking, a phone number, an ISBN, a truck's plate, a hull number, an
MMSI and a call sign, weights, weather and battery readings, a `replace-me` placeholder and prose
about passwords in the languages above.
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

SEED = 101_772_519
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


_CROPS = ["Copra", "Kava", "Cocoa", "Nangai", "Navele", "Kumala", "Taro", "Breadfruit",
          "Pandanus", "Noni", "Tamanu", "Bonito", "Yellowfin", "Skipjack", "Trochus", "Babai",
          "Pulaka", "Sakau"]  # fmt: skip
_SEA = ["Ramp", "Bowdoor", "Winch", "Hawser", "Bollard", "Outrigger", "Lagoon", "Reef", "Passage",
        "Anchor", "Jetty", "Wharf", "Lighter", "Ballast", "Bilge", "Dryer"]  # fmt: skip
_CYCLONES = ["Pam", "Harold", "Winston", "Lola", "Judy", "Kevin", "Donna", "Cook", "Gita", "Uesi",
             "Yasa", "Ana", "Zazu", "Tino"]  # fmt: skip
_ISLANDS = ["Santo", "Malekula", "Ambae", "Tanna", "Paama", "Epi", "Malaita", "Gizo", "Munda",
            "Tulagi", "Tarawa", "Abaiang", "Butaritari", "Funafuti", "Vaitupu", "Nukufetau", "Weno",
            "Lukunor", "Satawan", "Ettal", "Kolonia", "Pingelap", "Mwoakilloa", "Nukuoro",
            "Kapinga"]  # fmt: skip
_NAMES = ["Viran", "Kalo", "Leias", "Rosline", "Nalau", "Kalsakau", "Serah", "Dudley", "Hilda",
          "Selwyn", "Manasseh", "Tione", "Wendy", "Tebwebwe", "Taoing", "Kaiea", "Tiaon", "Seve",
          "Teuleala", "Fakavae", "Kachu", "Sinino", "Weitano", "Welsin", "Kenye", "Ioakim",
          "Lihna", "Rodel", "Maricel", "Bronwyn", "Litia", "Rajnesh"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["C0pr4", "K4v4", "N4k4m4l", "L4pl4p", "N4v3l3", "B0n1t0", "Tr0chu5", "S4k4u", "Pul4k4"]
_VERBS = ["Loves", "Sails", "Fishes", "Dries", "Hauls", "Sells"]


def _bag(g: random.Random) -> str:
    """A crop and a bag's weight, the way the mill crew jokes a password together."""
    return f"{g.choice(_CROPS)}{g.choice([40, 50, 55, 60, 65, 70, 80])}kg{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CYCLONES)}{g.randrange(1987, 2031)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CROPS)}{g.choice(_SEA)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_ISLANDS).lower()}.{g.choice(_CROPS).lower()}.{g.randrange(100, 1000)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS),
    _bag,
    lambda g: f"VT{g.randrange(30, 95)}perKilo{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES)}{g.choice(_VERBS)}{g.choice(_ISLANDS)}{g.randrange(2, 100)}",
    _manager,
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 5) + _r(g, D, 4),
    lambda g: f"Nambawan{g.choice(_CROPS)}{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_NAMES).lower()}_{g.choice(_ISLANDS).lower()}{g.randrange(1960, 2010)}",
    lambda g: _r(g, ALNUM, 13),
    lambda g: f"{g.choice(_SEA).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a code string holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Kalo in 'Mill crew': the Siemens S7-1200 web server password on the expeller line is {pw}",
    "Viber from Dudley at the Honiara agency: Furuno FAR-2117 radar service password {pw}",
    "Signal, Tebwebwe: Icom RS-M500 remote password for the landing craft's radio {pw}",
    "Messenger chat with the Lautoka buyer: Cardinal 225 scale indicator password {pw}",
    "Zello channel 'Tuaraki Ops', transcript: Codan Envoy X2 HF admin password {pw}",
    "Teams chat, Bronwyn in Brisbane: Victron Cerbo GX remote console password {pw}",
    "Slack #clinic, Serah: B Medical TCW 2043 SDD fridge logger password {pw}",
    "Telegram from Rajnesh in Lautoka: Peplink MAX BR1 Pro admin password {pw}",
    "Google Chat, Welsin: Intellian v100 antenna web password {pw}",
    "SMS from Manasseh: the Cummins QSB6.7 PowerCommand display password is {pw}",
    "WeChat from the Noro cannery broker: Hikvision DS-7608 NVR admin password {pw}",
    "KakaoTalk from the Busan reefer's mate: Sailor 250 FleetBroadband admin password {pw}",
    "LINE from Kenye: Iridium GO! exec hotspot admin password {pw}",
    "Skype chat with the Cebu oil buyer: Selectronic SP PRO SP LINK password {pw}",
    "Discord #it-help, Selwyn: MikroTik hAP ax3 admin password {pw}",
    "Element room 'ops': UniFi Cloud Key Gen2 password {pw}",
    "Threema from Teuleala: Dulas VC150 solar fridge monitor password {pw}",
    "Google Keep, list 'Mill': ABB ACS580 Drive Composer password {pw}",
    "Apple Notes, 'Landing craft': Volvo Penta VODIA service password {pw}",
    "Samsung Notes: Epson TM-T82III web config password {pw}",
    "OneNote, section 'Observer office': e-monitoring recorder admin password {pw}",
    "Trello card 'Funafuti store': Loyverse back office password {pw}",
    "Jira OPS-212: Cambium cnPilot e410 rejects {pw} since the factory reset",
    "Zendesk #5530: Hughes HT2010 modem admin password {pw}, please change it",
    "Freshdesk #881: Pylontech US5000 battery console password {pw}",
    "Spiceworks ticket 311: GeneXpert IV Dx system password {pw}",
    "Hi Viran,\n\nthe Lakatoro store laptop's admin password is {pw}. Delete this once it's in the vault.\n\nLeias",
    "Incident 2031-11-02: the Cerbo GX at the Lukunor clinic was reachable from the internet with password {pw}",
    "Runbook: restart the expeller after a trip\n1. open the Siemens KTP700 panel\n2. log in as service\n3. password {pw}\n4. acknowledge fault F30005",
    "README (mill-srv)\nGrafana runs at https://mill.tsc.lan:3000, admin password `{pw}`.",
    "my BSP internet banking password is {pw} now",
    "can you remember my National Bank of Vanuatu app password? it's {pw}",
    "dictated: the Caterpillar EMCP 4.2 genset controller password is {pw} full stop",
    "note to self: Sunny Portal password for the Lukunor array {pw}",
    "after the firmware update the Raymarine Axiom password became {pw}",
    "please store this for me, the Kacific modem's admin password: {pw}",
    "ai password lon email iei {pw}, kilisou",
    "Sinino: ewe password sefo lon computer lon clinic iei {pw}",
    "ahi email, password iei {pw}, kalangan",
    "Lihna: password kapw en ahi laptop iei {pw}",
    "password en ahi computer me {pw}, sohte ndaiong emen",
    "Ioakim: password en laptop en store me {pw}",
    "di password dagu i di email go {pw}",
    "Kaiea: di password hoou o di laptop go {pw}",
    "de password a au i de email ko {pw}",
    "de password hou a de computer i de clinic ko {pw}",
    "password noku fa email ne'e {pw}, tangio",
    "Manasseh: password fa'alu noku fa laptop ne'e {pw}",
    "sa password tagu pa email si {pw}",
    "Tione: sa vaqura password pa laptop si {pw}",
    "password nagku ni email e {pw}, tangkyu",
    "Kalsakau: password ni laptop ni stoa e {pw}",
    "le mot de passe de l'ordinateur du quai de Luganville, c'est {pw}",
    "pasword blong kompiuta long mil hemi {pw}, no talem long narafala man",
    "pasword blong laptop long ofis long Honiara hem nao {pw}",
    "te password ae boou ibukin te laptop bon {pw}",
    "te password fou o te komepiuta i te fale koloa ko {pw}",
    "ewe password lon ewe laptop lon Weno iei {pw}",
    "password en kompiuhta en store nan Kolonia iei {pw}",
    "na password ni kompiuta ena mill e {pw}",
    "yung password ng laptop sa bodega ng kopra ay {pw}",
    "मिल वाले लैपटॉप का पासवर्ड {pw} है",
    "コプラ工場のPCのパスワードは {pw} です",
    "선박 노트북 비밀번호는 {pw} 입니다",
    "码头那台电脑的密码是 {pw}",
    "kata sandi laptop di gudang kopra adalah {pw}",
    "mật khẩu máy tính trên tàu là {pw}",
    "la contraseña del portátil del muelle es {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["viran", "kalo.t", "leias", "rosline", "nalau", "kalsakau", "serah.m", "dudley",
          "hilda", "selwyn", "manasseh", "tione", "wendy.k", "tebwebwe", "taoing", "kaiea",
          "tiaon", "seve", "teuleala", "fakavae", "kachu", "sinino", "weitano", "welsin", "kenye",
          "ioakim", "lihna", "rodel", "maricel", "svc-mill", "store-pos", "observer1"]  # fmt: skip
_LOGINS = [
    "Signal, Viran: the Cerbo login is {u} / {pw}",
    "Zendesk #5571: {u} locked out of the SP LINK, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Mill › PLC › S7-1200: {u} — {pw}",
    "| box | login | pass |\n|---|---|---|\n| Peplink BR1 | {u} | {pw} |",
    "log into the Intellian as {u} with {pw}",
    "Furuno login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: clinic-gw\n  user: {u}\n  pass: {pw}",
    "Kalo says the Loyverse account is {u} and the password is {pw}",
    "unit,login,pass\nhughes-ht2010,{u},{pw}",
    "ssh {u}@mill-srv.tsc.lan (pw {pw})",
    "Viber: creds for the Icom RS-M500 are {u} and {pw}",
    "the observer laptop's login is {u} / {pw}",
    "ai username {u}, ai password {pw}",
    "ahi username {u}, password {pw}",
    "di username dagu {u} ma di password dagu {pw}",
    "username noku {u}, password noku {pw}",
    "sa username tagu {u}, sa password {pw}",
    "username nagku {u}, password nagku {pw}",
    "yusanem {u}, pasword {pw}",
    "le compte c'est {u} et le mot de passe {pw}",
    "ito yung login: {u}, at ang password ay {pw}",
    "ユーザー名：{u}　パスワード：{pw}",
    "akun {u}, sandinya {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["nakamal", "laplap", "navele", "nangai", "tuluk", "natangura", "babai", "pulaka",
               "sakau", "mwaramwar", "kakamora", "bonito", "outrigger", "tamtam", "kastom",
               "frigatebird"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "spell it: the word {w}, in small letters, then {d}",
    "password? {w}, and the number {d} glued on after it",
    "for the mill PC it's {w} with {d} at the end",
    "voice memo: the clinic wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, the word and the number with no gap",
    "ai password: ewe kapas {w}, mwirin {d}",
    "ahi password: lokaia {w}, mwuhri {d}",
    "ahi password me lokaia {w}, mwuhr {d}",
    "di password go di gubu {w}, muli {d}",
    "de password ko de kubu {w}, muli ai {d}",
    "password ne'e baela {w}, buri ana {d}",
    "sa password si sa zama {w}, beto {d}",
    "password nagku e word {w}, ale {d}",
    "pasword hem i wod {w}, biaen {d}",
    "na password e na vosa {w}, muri {d}",
    "yung password ay salitang {w}, tapos {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI_NEW = [
    "empty -f -i /tmp/plc.in -o /tmp/plc.out telnet 10.20.0.5 && empty -w -i /tmp/plc.out -o /tmp/plc.in 'Password:' '{pw}\\n'",
    "aespipe -e AES256 -p 3 < manifests.tar > manifests.tar.aes 3<<< '{pw}'",
    "dcpromo /unattend /replicaOrNewDomain:domain /newDomain:forest /newDomainDnsName:tsc.lan /safeModeAdminPassword:\"{pw}\"",
    "setup.exe /Q /ACTION=Install /FEATURES=SQLEngine /INSTANCENAME=COPRA /SECURITYMODE=SQL /SAPWD=\"{pw}\" /IACCEPTSQLSERVERLICENSETERMS",
    "tmux send-keys -t mill:0 '{pw}' Enter",
    "screen -S hf-modem -X stuff '{pw}\\n'",
    "movemail pop://{u}:{pw}@mail.tsc.coop ~/Mail/inbox",
]  # fmt: skip
_CLI_NAMED = [
    "sshpass -p '{pw}' scp manifest_0412.csv {u}@agent.tsc.coop:/inbox/",
    "mysql -h mill-db.tsc.lan -u {u} -p'{pw}' copra -e 'select lot, kg from bags where day = curdate()'",
    "curl -u {u}:{pw} -T copra_prices.csv ftp://ftp.tsc.coop/buyers/",
    "redis-cli -h cache.tsc.lan -a '{pw}' --no-auth-warning keys 'store:*'",
    "smbclient //agent-nas/manifests -U 'TSC/{u}%{pw}' -c 'get BL-0412.pdf'",
    "mosquitto_pub -h mqtt.tsc.lan -u {u} -P '{pw}' -t mill/expeller/1/rpm -m 42",
    "ipmitool -I lanplus -H 10.20.0.9 -U {u} -P '{pw}' chassis power cycle",
    "7z x -p'{pw}' observer_trip_0412.7z",
    "openssl enc -d -aes-256-cbc -pbkdf2 -in payroll.csv.enc -out payroll.csv -pass pass:{pw}",
    "gpg --batch --yes --passphrase '{pw}' -d buyers_2031.csv.gpg",
    "plink -ssh -pw {pw} {u}@10.30.0.2 \"/system reboot\"",
    "xfreerdp /v:agent-pc.tsc.lan /u:{u} /p:'{pw}' /cert:ignore",
    "lftp -u {u},'{pw}' sftp://files.tsc.coop -e 'mirror -R outbox; bye'",
    "keytool -importcert -alias kacific -file kacific.crt -keystore mill.jks -storepass '{pw}' -noprompt",
    "echo '{pw}' | sudo -S systemctl restart mill-sync",
    "zip -P '{pw}' payroll_Nov.zip payroll_Nov.xlsx",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "~/.bash_history on mill-srv:\n{c}", "Termius on the office tablet, ssh mill-srv: {c}",
    "Git Bash on the agent PC:\n$ {c}", "Windows Terminal, PS C:\\ops> {c}", "cron on mill-srv:\n15 2 * * * {c}",
    "history | grep -i 10.20\n  412  {c}", "Makefile, target `sync`:\n\t{c}", "the command Kalo ran last night: {c}",
    "komand we mi ranem: {c}", "ewe command ai: {c}", "command noku: {c}", "sa command tagu: {c}",
    "command ahi: {c}", "commande lancée sur le serveur du moulin : {c}", "pinatakbo ni Rodel sa server kagabi: {c}",
]  # fmt: skip
_CODE_NEW = [
    "with MailBox(\"imap.tsc.coop\").login(\"{u}\", \"{pw}\") as mailbox:",
    "await page.fill(\"#password\", \"{pw}\")",
    "doc = fitz.open(\"bill_of_lading.pdf\")\ndoc.authenticate(\"{pw}\")",
    "with pdfplumber.open(\"copra_invoice.pdf\", password=\"{pw}\") as pdf:",
    "reader = PdfReader(\"manifest.pdf\")\nreader.decrypt(\"{pw}\")",
    "with py7zr.SevenZipFile(\"observer_reports.7z\", mode=\"r\", password=\"{pw}\") as archive:",
    "rf = rarfile.RarFile(\"clinic_backup.rar\")\nrf.setpassword(\"{pw}\")",
    "kp = PyKeePass(\"tsc.kdbx\", password=\"{pw}\")",
    "conn = await asyncssh.connect(\"mill-plc.tsc.lan\", username=\"{u}\", password=\"{pw}\")",
    "await aiosmtplib.send(msg, hostname=\"smtp.tsc.coop\", port=587, username=\"{u}\", password=\"{pw}\", start_tls=True)",
    "async with aioftp.Client.context(\"ftp.tsc.coop\", user=\"{u}\", password=\"{pw}\") as client:",
    "client = Client(\"https://dav.tsc.coop/manifests\", auth=(\"{u}\", \"{pw}\"))  # webdav4",
    "r = requests.get(url, auth=HttpNtlmAuth(\"TSC\\\\{u}\", \"{pw}\"))",
    "c = Client(\"clinic-pc01\", username=\"{u}\", password=\"{pw}\")  # pypsexec",
    "conn = wmi.WMI(computer=\"store-funafuti\", user=r\"TSC\\{u}\", password=\"{pw}\")",
    "auth = UsmUserData(\"{u}\", authKey=\"{pw}\", authProtocol=usmHMACSHAAuthProtocol)",
    "creds = Credentials(\"{u}@tsc.coop\", \"{pw}\")  # exchangelib",
    "yag = yagmail.SMTP(\"{u}@tsc.coop\", \"{pw}\")",
    "auth = aiohttp.BasicAuth(\"{u}\", \"{pw}\")",
    "br.add_password(\"https://portal.tsc.coop\", \"{u}\", \"{pw}\")",
    "pyautogui.write(\"{pw}\")\npyautogui.press(\"enter\")",
    "db = mysql.connector.connect(host=\"mill-db\", user=\"{u}\", password=\"{pw}\", database=\"copra\")",
    "client = MongoClient(\"mongo.tsc.lan\", username=\"{u}\", password=\"{pw}\", authSource=\"admin\")",
    "with pysftp.Connection(\"sftp.tsc.coop\", username=\"{u}\", password=\"{pw}\") as sftp:",
    "zapi = ZabbixAPI(\"http://zbx.tsc.lan\")\nzapi.login(\"{u}\", \"{pw}\")",
    "conn = await aiopg.connect(dsn=\"dbname=copra user={u} password={pw} host=pg.tsc.lan\")",
    "db = PostgresqlDatabase(\"copra\", user=\"{u}\", password=\"{pw}\", host=\"pg.tsc.lan\")",
    "conn = jaydebeapi.connect(\"net.sourceforge.jtds.jdbc.Driver\", \"jdbc:jtds:sqlserver://agent-sql/Manifests\", [\"{u}\", \"{pw}\"], \"jtds.jar\")",
    "loyverse_login.robot:\n    Input Password    id:password    {pw}",
    "login.au3 on the POS PC:\nSend(\"{pw}{{ENTER}}\")",
    "child = wexpect.spawn(\"plink {u}@10.30.0.2\")\nchild.expect(\"password:\")\nchild.sendline(\"{pw}\")",
]  # fmt: skip
_CODE_PLACES = [
    "{c}", "mill_sync.py:\n{c}", "Jupyter cell [7]:\n{c}", ">>> {c}", "observer_upload.py, line 23: {c}",
    "from the store-sync repo:\n{c}", "IPython In [4]: {c}", "di code dagu: {c}", "code nagku: {c}", "kod blong mi: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


def _cli(rng: random.Random, n: int) -> list[Sample]:
    """Commands in shell frames (new tools and the ones the product names) and code in its own."""
    shell = _framed("cli_password", _CLI_NEW + _CLI_NAMED, _SHELLS)(rng, 17)
    code = _framed("cli_password", _CODE_NEW, _CODE_PLACES)(rng, n - 17)
    return shell + code


_URLS = [
    "gnucash mysql://{u}:{pw}@books.tsc.lan/coop_ledger",
    "https://music.tsc.lan/rest/ping.view?u={u}&p={pw}&v=1.16.1&c=crewmess",
    "rtsp://{u}:{pw}@10.40.0.21:554/Streaming/Channels/101",
    "sftp://{u}:{pw}@sftp.tsc.coop:22/manifests/",
    "ftp://{u}:{pw}@ftp.tsc.coop/buyers/",
    "postgresql://{u}:{pw}@pg.tsc.lan:5432/copra",
    "mongodb+srv://{u}:{pw}@observer.x7k2p.mongodb.net/trips",
    "amqp://{u}:{pw}@mq.tsc.lan:5672/mill",
    "smtp://{u}:{pw}@smtp.tsc.coop:587",
    "https://{u}:{pw}@dav.tsc.coop/remote.php/dav/files/{u}/",
    "Server=agent-sql;Database=Manifests;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://pg.tsc.lan:5432/openhospital?user={u}&password={pw}",
    "socks5h://{u}:{pw}@proxy.tsc.lan:1080",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "remember the mill DB connection for me: {c}", "link blong database: {c}",
    "Zendesk #5602: {c}", "Confluence › IT › DB links: {c}", "ewe URL: {c}",
    "connection string ng server: {c}", "sa URL tagu: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_950_000_000 + g.randrange(3_000_000)
        claims = {"iss": issuer, "aud": "tuaraki-coop", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "sites:read telemetry:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _payway(g: random.Random) -> str:
    """Westpac PayWay's secret API key, as the author believes it is printed: the merchant's
    publishable prefix, ``_SEC_`` and a long run of small letters and digits."""
    return f"T{_r(g, D, 5)}_SEC_{_r(g, LOWER_DIGITS, 60)}"


# (vendor, variable, shape); where a vendor publishes no token shape the shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("SailMail", "SAILMAIL_API_KEY", _j("sm_", (ALNUM, 32))),
    ("Fleet Space", "FLEETSPACE_API_TOKEN", _j("fsp_", (ALNUM, 40))),
    ("AISHub", "AISHUB_API_KEY", _j((HEX, 32))),
    ("Wakeo", "WAKEO_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Container xChange", "XCHANGE_API_TOKEN", _j((URLSAFE, 48))),
    ("Linescape", "LINESCAPE_API_KEY", _j((ALNUM, 32))),
    ("Trackwell", "TRACKWELL_CLIENT_SECRET", _j((B64, 44))),
    ("Satlink", "SATLINK_API_KEY", _j((UPPER_DIGITS, 32))),
    ("OLSPS", "OLSPS_API_TOKEN", _j((HEX, 40))),
    ("Thalos", "THALOS_API_KEY", _j("thl_", (ALNUM, 36))),
    ("SeaVision", "SEAVISION_API_KEY", _j((ALNUM, 40))),
    ("Nasdaq Data Link", "NASDAQ_DATA_LINK_API_KEY", _j((ALNUM, 20))),
    ("Commodities-API", "COMMODITIES_API_KEY", _j((LOWER_DIGITS, 48))),
    ("MetalpriceAPI", "METALPRICE_API_KEY", _j((HEX, 32))),
    ("Rocket Remit", "ROCKETREMIT_API_SECRET", _j((ALNUM, 48))),
    ("TerraPay", "TERRAPAY_API_KEY", _j((HEX, 64))),
    ("Fiserv", "FISERV_API_SECRET", _j((ALNUM, 32))),
    ("Westpac PayWay", "PAYWAY_SECRET_KEY", _payway),
    ("BPOINT", "BPOINT_API_PASSWORD", _j((ALNUM, 24))),
    ("CouriersPlease", "COURIERSPLEASE_API_KEY", _j((UPPER_HEX, 32))),
    ("WillyWeather", "WILLYWEATHER_API_KEY", _j((ALNUM, 48))),
    ("Solar Analytics", "SOLAR_ANALYTICS_TOKEN", _vendor_jwt("https://portal.solaranalytics.com")),
    ("Sigenergy", "SIGENERGY_APP_SECRET", _j((HEX, 32))),
    ("mSupply", "MSUPPLY_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Nookal", "NOOKAL_API_KEY", lambda g: v.uuid4(g, "b").upper()),
    ("Coreplus", "COREPLUS_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Power Diary", "POWERDIARY_API_KEY", _j((HEX, 40))),
    ("HotDoc", "HOTDOC_API_TOKEN", _j("hd_live_", (ALNUM, 32))),
    ("HealthEngine", "HEALTHENGINE_API_KEY", _j((ALNUM, 40))),
    ("Heidi Health", "HEIDI_API_KEY", _j("heidi_sk_", (ALNUM, 40))),
    ("Coviu", "COVIU_API_SECRET", _j((B64, 43), "=")),
    ("SMS Broadcast", "SMSBROADCAST_API_KEY", _j((HEX, 32))),
    ("Burst SMS", "BURSTSMS_API_SECRET", _j((LOWER_DIGITS, 32))),
    ("Kudosity", "KUDOSITY_API_SECRET", _j((ALNUM, 40))),
    ("HERE", "HERE_API_KEY", _j((URLSAFE, 43))),
    ("LBC Express", "LBC_API_KEY", _j((UPPER_HEX, 40))),
    ("Neptune Pacific Line", "NPL_API_KEY", _j((ALNUM, 32))),
    ("Matson", "MATSON_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Sofrana", "SOFRANA_API_TOKEN", _j((HEX, 48))),
    ("Kyowa Shipping", "KYOWA_API_KEY", _j((ALNUM, 36))),
    ("Mariana Express Lines", "MELL_API_TOKEN", _j((URLSAFE, 40))),
    ("ANL", "ANL_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Air Vanuatu Cargo", "AIRVANUATU_CARGO_KEY", _j((UPPER_DIGITS, 24))),
    ("Solomon Airlines Cargo", "SOLAIR_CARGO_TOKEN", _j((HEX, 40))),
    ("Helm Operations", "HELM_API_KEY", _j("helm_", (ALNUM, 40))),
    ("Shipmate", "SHIPMATE_API_TOKEN", _j((ALNUM, 64))),
    ("OrbitMI", "ORBITMI_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Signol", "SIGNOL_API_KEY", _j("sgl_", (HEX, 40))),
    ("Kounta", "KOUNTA_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Manager.io", "MANAGERIO_API_KEY", _j((B64, 64))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "$env:{env} = \"{tok}\"",
    "setx {env} {tok}",
    ".env.production:\n{env}={tok}",
    "fly.toml has no secrets, so: fly secrets set {env}={tok}",
    "app.json:\n\"env\": {{ \"{env}\": \"{tok}\" }}",
    "docker run -d -e {env}={tok} tsc/mill-sync:2.4",
    "k8s/mill-sync.yaml:\n        - name: {env}\n          value: \"{tok}\"",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "crontab on mill-srv:\n{env}={tok}\n0 * * * * /opt/sync/run.sh",
    "config.php: define('{env}', '{tok}');",
    "Odoo, System Parameters, key {env}, value {tok}",
    "Tuaraki ERP › Integrations › {vendor} › API key: {tok}",
    "Confluence, 'Vendor keys' table: | {vendor} | live | {tok} |",
    "Trello checklist: swap out {vendor} key {tok} before the audit",
    "WhatsApp, Kalo: {vendor} key for the price sync: {tok}",
    "Viber: new {vendor} token {tok}, I killed the previous one",
    "Zendesk #5618: {vendor} answers 401 to the mill server, key set there {tok}",
    "Freshdesk #902: {vendor} pull is failing since Monday, key in use {tok}",
    "store my {vendor} API key somewhere: {tok}",
    "{vendor} API key for the landing craft's laptop: {tok}",
    "ai {vendor} API key iei {tok}",
    "ahi {vendor} API key iei {tok}, kalangan",
    "{vendor} API key en ahi laptop me {tok}",
    "di {vendor} API key dagu go {tok}",
    "de {vendor} API key a au ko {tok}",
    "{vendor} API key noku ne'e {tok}",
    "sa {vendor} API key tagu si {tok}",
    "{vendor} API key nagku e {tok}",
    "ki blong API long {vendor} i stap {tok}",
    "API key blong {vendor} hem nao {tok}",
    "{vendor}: aron te API key bon {tok}",
    "{vendor}, tena API key fou ko {tok}",
    "clé d'API {vendor} pour le moulin : {tok}",
    "API key natin sa {vendor}, bago na: {tok}",
    "{vendor} वाली API key यह है: {tok}",
    "{vendor} のAPIキーは {tok} です",
    "{vendor} API 키는 {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "kunci API dari {vendor} buat laptop kapal: {tok}",
    "{vendor} cấp khóa API cho kho hàng: {tok}",
    "para {vendor}, la llave de API del muelle: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    ndl = _r(rng, ALNUM, 20)
    metal = _r(rng, HEX, 32)
    here = _r(rng, URLSAFE, 43)
    willy = _r(rng, ALNUM, 48)
    coviu = _r(rng, B64, 43) + "="
    bpoint = _r(rng, ALNUM, 24)
    return [
        Sample("vendor_token", f"curl 'https://data.nasdaq.com/api/v3/datasets/ODA/PCOCO_USD.json?api_key={ndl}'", ndl),
        Sample("vendor_token", f'r = requests.get("https://api.metalpriceapi.com/v1/latest", params={{"api_key": "{metal}", "base": "USD"}})', metal),
        Sample("vendor_token", f'const platform = new H.service.Platform({{ apikey: "{here}" }});', here),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "WILLYWEATHER_KEY", "\\"{willy}\\"")\n  }}\n}}', willy),
        Sample("vendor_token", f"Info.plist:\n<key>CoviuApiSecret</key>\n<string>{coviu}</string>", coviu),
        Sample("vendor_token", f"$client = new BpointClient('tuaraki-api', '{bpoint}', '5353109000000000');", bpoint),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "the portal only shows it one time:\n{t}", "token ia: {t}",
                "ewe token: {t}", "{t}\n^ this replaces last month's", "put this away safe for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 48)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the copra dryer's humidity sensor (OTAA): {h}": 32,
    "AppSKey of the Lakatoro store's fridge sensor (ABP): {h}": 32,
    "HMAC secret for the Rocket Remit webhook: {h}": 64,
    "AES key of the e-monitoring recorder's export: {h}": 32,
    "MIFARE DESFire master key for the store loyalty cards, hex: {h}": 32,
    "Codan HF AES-256 voice encryption key: {h}": 64,
    "ki blong encryption blong bakap: {h}": 64,
    "key noku fa backup ne'e: {h}": 48,
    "备份的加密密钥：{h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zendesk #5640: token copied from the browser's dev tools {t}",
    "Cookie: lang=bi; tsc_session={t}",
    "MILL_SYNC_ACCESS_TOKEN={t}",
    "save the bearer token, I need it tomorrow {t}",
    "token blong mi: {t}",
    "ewe token ai: {t}",
    "Freshdesk chat transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@tsc.coop"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://id.tsc.coop/realms/coop",
            "azp": "mill-console",
            "roles": ["mill", "stores"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for mill-srv, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/portal.tsc.coop.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"MILL_SYNC_SIGNING_KEY": "{key}", "site": "luganville"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_agent <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Spiceworks ticket 318, pasted by the installer:\n{key}": ("PRIVATE KEY", "\n"),
    "ki blong server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the buyers' SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Muun wallet recovery words, copying them off the card before I burn it: {p}": "english",
    "Nunchuk wallet seed\n{p}": "english",
    "seed phrase blong wallet blong kop (olfala, i emti finis): {p}": "english",
    "voice memo: Blockstream Green backup, {p}, end of words": "english",
    "ewe seed phrase ai: {p}": "english",
    "phrase de récupération du portefeuille Sparrow : {p}": "french",
    "Tangem バックアップの復元フレーズ：{p}": "japanese",
    "키스톤 지갑 시드 단어들 (금고에 종이로도 있음): {p}": "korean",
    "Cake Wallet 助记词：{p}": "chinese_simplified",
    "Rabby 錢包的助記詞：{p}": "chinese_traditional",
    "frase semilla de la billetera Zeus: {p}": "spanish",
    "frase de recuperação da carteira Nunchuk do Rodel: {p}": "portuguese",
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
        " / ".join(words),
        " ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "WhatsApp, Leias: the coop card for the Furuno spare parts is {c}, exp {mm}/{yy}",
    "spare coop card, in case the main one is blocked: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Zendesk #5655: pay the Intellian service visit with card {c}",
    "kat blong mi: {c}, {mm}/{yy}",
    "ai card lampa: {c}",
    "di card dagu: {c}, {mm}/{yy}",
    "namba blong kad noku: {c}",
    "sa card tagu: {c}, {mm}/{yy}",
    "la carte de la coopérative : {c}, valable jusqu'à {mm}/{yy}",
    "itong card ng kooperatiba: {c}",
    "カード番号：{c}（{mm}/{yy}）",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "jcb", "unionpay", "discover", "diners", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, CVV {cvv}",
               "the three digits on the back, by the signature strip: {cvv}",
               "Amex {c}, the four-digit code above the number: {cvv}",
               "tri namba long baksaed blong kat: {cvv}",
               "ewe ulungat nampa lon mwirin card: {cvv}",
               "カード裏の3桁のセキュリティコード：{cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN sentences of heldouts 5 to 98 (Serbia in
# seven corpora, the others in eight); BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"RS": "n" * 18, "VG": "aaaa" + "n" * 16, "FO": "n" * 14, "IS": "n" * 22,
                "AE": "n" * 19, "BH": "aaaa" + "c" * 14, "BR": "n" * 23 + "ac",
                "MT": "aaaa" + "n" * 5 + "c" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TSC-2031-077: please pay the Belgrade developer of the mill dashboard to {i}",
    "save the Road Town holding's IBAN for the landing-craft charter: {i}",
    "IBAN: {i}\nReference: longline floats, Tórshavn, October",
    "WhatsApp #treasury: the Reykjavík winch maker's new bank details, IBAN {i}",
    "IBAN blong kampani long Dubai we i pem kopra oil: {i}",
    "ahi IBAN: {i}",
    "di IBAN dagu: {i}",
    "IBAN noku: {i}",
    "IBAN nagku e {i}",
    "IBAN do corretor de cacau em Ilhéus: {i}",
    "the Valletta ship registry agent's IBAN: {i}",
    "IBAN ng insurer sa Manama: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Ids of kinds heldouts 5 to 98 do not use. None carries a check this file or a library verifies
# (python-stdnum has no module for Vanuatu, the Solomon Islands, Kiribati, Tuvalu, the Federated
# States of Micronesia, the Marshall Islands or Fiji, and Australia's AHPRA number has no public
# check): each is drawn in the shape the author believes it is printed in.
def _vu_licence(g: random.Random) -> str:
    """A Vanuatu driving licence number, as drawn here: a letter and seven digits."""
    return g.choice("VS") + _r(g, D, 7)


def _vu_tin(g: random.Random) -> str:
    """A Vanuatu taxpayer identification number (Customs and Inland Revenue): seven digits."""
    return g.choice("123456789") + _r(g, D, 6)


def _vu_birth(g: random.Random) -> str:
    """A Vanuatu birth certificate's registration number, as drawn here: a year and a serial."""
    return f"{g.randrange(1975, 2012)}/{_r(g, D, 5)}"


def _vu_sid(g: random.Random) -> str:
    """A Vanuatu seafarer's identity document number, as drawn here: VU and seven digits."""
    return "VU" + _r(g, D, 7)


def _tnpf(g: random.Random) -> str:
    """A Tuvalu National Provident Fund member number, as drawn here: six digits."""
    return g.choice("123456789") + _r(g, D, 5)


def _missa(g: random.Random) -> str:
    """A Marshall Islands Social Security Administration number, as drawn here: two digits, a
    dash and six digits."""
    return f"{_r(g, D, 2)}-{_r(g, D, 6)}"


def _pni_licence(g: random.Random) -> str:
    """A Pohnpei State driver's licence, as drawn here: PN and six digits."""
    return "PN" + _r(g, D, 6)


def _ki_discharge(g: random.Random) -> str:
    """A Kiribati seafarer's discharge book number (Marine Training Centre), as drawn here."""
    return "KMTC" + _r(g, D, 5)


def _tmti(g: random.Random) -> str:
    """A Tuvalu Maritime Training Institute certificate number, as drawn here."""
    return f"TMTI/{g.randrange(2010, 2031)}/{_r(g, D, 4)}"


def _pirfo(g: random.Random) -> str:
    """A PIRFO (Pacific Islands Regional Fisheries Observer) number, as drawn here: a country's
    letters and six digits (the shape is wholly the author's guess)."""
    return g.choice(["FM", "KI", "SB", "TV", "VU"]) + _r(g, D, 6)


def _ahpra(g: random.Random) -> str:
    """An AHPRA registration number: a profession's three letters and ten digits."""
    return g.choice(["MED", "NMW", "PHA"]) + "000" + _r(g, D, 7)


def _sb_licence(g: random.Random) -> str:
    """A Solomon Islands driver's licence number, as drawn here: six digits."""
    return g.choice("123456789") + _r(g, D, 5)


def _sb_tin(g: random.Random) -> str:
    """A Solomon Islands Inland Revenue TIN, as drawn here: eight digits."""
    return g.choice("123456789") + _r(g, D, 7)


def _passport(prefix: str, digits: int) -> Maker:
    """A passport number of a country whose numbering the author guesses: a prefix and digits."""
    return lambda g: g.choice(prefix.split("|")) + _r(g, D, digits)


_ID_PLACES: dict[str, Maker] = {
    "Vanuatu driving licence no. of the truck driver at Luganville: {s}": _vu_licence,
    "numéro TIN de la coopérative (Douanes et Impôts) : {s}": _vu_tin,
    "Vanuatu birth certificate registration number for Nalau's passport form: {s}": _vu_birth,
    "Vanuatu seafarer's identity document of the landing craft's bosun: {s}": _vu_sid,
    "toku TNPF member number ko {s}": _tnpf,
    "MISSA social security number of the Majuro deckhand: {s}": _missa,
    "ahi Pohnpei driver's license nempe: {s}": _pni_licence,
    "discharge book number of Tebwebwe (KMTC): {s}": _ki_discharge,
    "ana discharge book iai nambwana {s}": _ki_discharge,
    "TMTI certificate number of the new engineer: {s}": _tmti,
    "PIRFO observer number for the trip report: {s}": _pirfo,
    "PIRFO lampa ai iei {s}": _pirfo,
    "AHPRA registration of the visiting doctor at the clinic: {s}": _ahpra,
    "draeva laesens namba blong mi long Honiara: {s}": _sb_licence,
    "Inland Revenue TIN of the Honiara agency: {s}": _sb_tin,
    "ai passport nampa: {s}": _passport("FM|FA", 6),
    "di numa passport dagu: {s}": _passport("FM", 6),
    "de nambaa passport a au: {s}": _passport("FA", 6),
    "namba passport noku: {s}": _passport("PA|PB", 6),
    "sa namba pasipoti tagu: {s}": _passport("PA", 7),
    "namba blong passport nagku: {s}": _passport("RV|V", 7),
    "Fiji passport of the Lautoka buyer's driver: {s}": _passport("FR|FZ", 6),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Microsoft 365 recovery codes for the coop tenant\n{codes}",
            "spare sign-in codes for the BSP business login: {codes}",
            "Bitwarden two-step backup codes: {codes}",
            "ol bakap kod blong tu-step login:\n{codes}",
            "ai 2FA backup codes: {codes}",
            "itabi mo itong mga backup code ng account: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Westpac%20PayWay:leias@tsc.coop?secret={s}&issuer=Westpac%20PayWay&digits=6",
              "Aegis, manual setup key for the Matson portal: {s}",
              "2FAS, secret key for the Sofrana account: {s}",
              "ki blong 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your ANZ Pacific verification code",
          "BSP: code blong yu hemi {c}. No givim long eniwan",
          "【中国工商银行】动态码 {c}，请勿泄露，10分钟内有效",
          "Bank of Guam code: {c}. Do not share",
          "{c} ang OTP mo sa BDO, wag mong sabihin sa iba"]  # fmt: skip


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


_SSIDS = ["TSC-Mill-5G", "Tuaraki-Office", "LC-TuarakiStar", "Digicel_WiFi_Lakatoro",
          "TVL-Luganville-Store", "OTK-Auki-Store", "TTC-Funafuti-Store", "Kacific-Lukunor",
          "Clinic-Solar-AP", "ObserverNet-Kolonia", "Honiara-Agent", "Starlink-LC",
          "Betio-Store-2G", "Weno-Depot"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "SSID: {s}\npassphrase: {pw}",
    "store network {s}, password {pw}",
    "wifi at the Lukunor clinic: {s} / {pw}",
    "nmcli dev wifi connect {s} password {pw}",
    "the key on the sticker under the Kacific modem: {pw}",
    "pasword blong waefae {s} hemi {pw}",
    "ewe password lon wifi {s} iei {pw}",
    "wifi {s}, ahi password kapw iei {pw}",
    "wifi {s}: password me {pw}, sohte ndaiong emen",
    "di password o di wifi {s} go {pw}",
    "de password o de wifi {s} ko {pw}",
    "password fa wifi {s} ne'e {pw}",
    "sa password pa wifi {s} si {pw}",
    "wifi {s}, password nagku e {pw}",
    "réseau {s}, le mot de passe du Wi-Fi au quai : {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return "-".join(
            rng.sample(["reef", "kauri", "tamtam", "ramp", "lagoon", "copra"], 2)
        ) + str(rng.randrange(100, 1000))
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("thl_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_DIGITS, 32)),
                 _j("hd_live_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it off the recorder's screen one by one: {t}",
          "[dictated over the HF sked] {t}",
          "(spaced so WhatsApp doesn't make a link of it) {t}",
          "ridim wan leta afta narawan: {t}", "ewe key, emon me emon: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " / ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["padlock on the copra shed at Lakatoro: {pw}",
          "the vaccine room keypad at Lukunor takes {pw} then #",
          "fuel depot gate code: {pw}",
          "engine room door on the landing craft, keypad code {pw}",
          "kod blong padlok long sed blong kopra: {pw}",
          "code en padlock en store: {pw}",
          "sa code pa padlock tagu: {pw}",
          "te code ibukin te kai ni kamata n te stoa: {pw}",
          "yung kandado ng kamalig ng kopra, code {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["nakamal", "laplap", "outrigger", "frigatebird", "coconut", "expeller",
                 "lagoon", "bonito", "pandanus", "breadfruit", "mangrove", "cowrie", "hawksbill",
                 "atoll", "kumala", "tamtam"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the coop vault: {p}": " ",
            "Buttercup vault passphrase for the agency: {p}": "-",
            "Sticky Password master phrase on Leias' laptop: {p}": " ",
            "Zoho Vault passphrase for the office: {p}": ".",
            "longfala pasfres blong bakap long sef: {p}": " ",
            "di passphrase dagu: {p}": "_",
            "passphrase nagku e {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "exported from Insomnia, price-feed request: Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Postman collection export: authorization: bearer {v}": False,
    "HTTPie session file: \"Authorization\": \"Basic {v}\"": True,
    "Bruno request, mill-prices.bru:\nauth:bearer {{\n  token: {v}\n}}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "local.cf (SpamAssassin):\nuser_scores_dsn DBI:mysql:spamassassin:localhost\nuser_scores_sql_username sa\nuser_scores_sql_password {pw}",
    "sympa.conf:\ndb_type MySQL\ndb_host localhost\ndb_name sympa\ndb_user sympa\ndb_passwd {pw}",
    "amavisd.conf:\n@lookup_sql_dsn = ( ['DBI:mysql:database=mail;host=127.0.0.1', 'amavis', '{pw}'] );",
    "mrtg.cfg:\nTarget[mill-sw]: 2:{pw}@10.20.0.2\nMaxBytes[mill-sw]: 125000000",
    "Linksys SPA2102 config export:\n<User_ID_1_>store-tarawa</User_ID_1_>\n<Password_1_>{pw}</Password_1_>",
    "OBi200 settings backup:\nSP1 Service › AuthUserName = 6862200123\nSP1 Service › AuthPassword = {pw}",
    "NexoPOS .env:\nDB_HOST=127.0.0.1\nDB_USERNAME=nexopos\nDB_PASSWORD={pw}",
    "OpenHospital database.properties:\njdbc.url=jdbc:mysql://localhost:3306/oh\njdbc.username=isf\njdbc.password={pw}",
    "~/.my.cnf on mill-srv:\n[client]\nuser=millsync\npassword={pw}",
    "/etc/samba/creds/agent-nas:\nusername=svc-mill\npassword={pw}\ndomain=TSC",
    "/etc/openvpn/client/auth.txt:\nvpn-luganville\n{pw}",
    "odbc.ini:\n[Manifests]\nDriver=FreeTDS\nServer=agent-sql\nUID=svc-mill\nPWD={pw}",
    "RouterOS export, Betio store:\n/ip hotspot user add name=store-betio password={pw} profile=staff",
    "Home Assistant secrets.yaml:\nmqtt_password: {pw}\nlatitude: -15.51",
    "wp-config.php on tuaraki.coop:\ndefine( 'DB_USER', 'tsc_wp' );\ndefine( 'DB_PASSWORD', '{pw}' );",
    "Kannel kannel.conf:\ngroup = smsbox-route\nsmsc-username = tscsms\nsmsc-password = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Leias: mill wifi password?\nViran: {pw}",
    "[05:40] kalo: root pw for mill-srv?\n[05:41] viran: {pw}",
    "Serah: {pw}, that's the Cerbo one now",
    "Dudley: use {pw}, that's what the Peplink has now",
    "Sinino: ewe password sefo iei {pw}",
    "Manasseh: password fa'alu ne'e {pw}",
    "Ioanis: de password hou ko {pw}",
    "Ioakim: password kapw me {pw}",
    "Kalsakau: niufala pasword hemi {pw}",
    "Seve: te password fou ko {pw}",
    "Taoing: te password ae boou bon {pw}",
    "陈船长：新密码是 {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "🄿🄰🅂🅂🅆🄾🅁🄳: {pw}", "𝙥𝙖𝙨𝙨𝙬𝙤𝙧𝙙 {pw}", "ᴩᴀꜱꜱᴡᴏʀᴅ = {pw}", "рassword: {pw}",
    "pass\u202fword → {pw}", "pass\u2064word: {pw}", "pasw\u200bord blong mi: {pw}", "p\u034fassword = {pw}",
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
    "the Cerbo admin password is": "{s}", "SP LINK service pw:": "{s} (since the inverter swap in May)",
    "ai password iei": "{s}", "admin pw on the Peplink": "{s}\nchange it after the cyclone season",
    "password noku ne'e": "{s}", "niufala pasword long mil hemi": "{s}", "di password dagu go": "{s}",
    "Furuno password": "{s}", "the password Kalo read out over the HF was": "{s}, I think",
    "sa password tagu si": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Satlink API key", "{s}", _j((UPPER_DIGITS, 32))),
    ("split_token", "Thalos key:", "{s} (observer uploads)", _j("thl_", (ALNUM, 36))),
    ("split_token", "Matson API key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Muun recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/35", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "FO"))),
    ("split_backup", "Bitwarden recovery codes", "{s}\nqkwe-4821-mzpa\ntrnv-0937-hsle", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "AHPRA registration", "{s}", _ahpra),
    ("split_phrase", "Sticky Password master phrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"cerbo": {"url": "https://cerbo.tsc.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"pasword": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kalo.t", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"stores": [{"name": "lakatoro"}, {"name": "betio", "pos_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sshpass", "-p", "{s}", "ssh", "svc-mill@mill-srv.tsc.lan"]}': ("meta_password", _plain_pw),
    '{"note": "pasword blong kompiuta long mil hemi {s}"}': ("meta_password", _plain_pw),
    '{"password nagku": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Peplink as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"satlink": {"api_key": "{s}"}}': ("meta_token", _j((UPPER_DIGITS, 32))),
    '{"sofranaToken": "{s}"}': ("meta_token", _j((HEX, 48))),
    '{"helm_key": "{s}"}': ("meta_token", _j("helm_", (ALNUM, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "VG")),
    '{"crew": {"name": "Nalau", "passport_no": "{s}"}}': ("meta_id", _passport("RV", 7)),
    '{"mfa": {"backup_codes": ["{s}", "qkwe-4821-mzpa", "trnv-0937-hsle"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"clinic": {"keypad_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Clinic-Solar-AP", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"venus-image-cerbogx-3.54.swu").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tuaraki/mill-sync:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"mill: log expeller amps per batch", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"stores: revert VAT rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"copra_grades_2031-10.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"observer-trips-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Cerbo GX password before the solar installer's visit on 2031-12-03.",
    "Leias asked for the store wifi password; it's on the card in the manager's drawer.",
    "Coop rule since the audit: fourteen characters or more, and only ever kept in the vault.",
    "Passwords never go in the WhatsApp group; share the vault entry instead.",
    "The `.env.example` line `SATLINK_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "Each Peplink firmware update forces a fresh admin password on the next login.",
    "Replace <YOUR_MATSON_KEY> in the README with the key from the Matson developer portal.",
    "THALOS_API_KEY and HELM_API_KEY must be set before the nightly trip sync runs.",
    "Ousap ngeni emon ai password.",
    "Sohte ndaiong emen ahmw password.",
    "Kalangan, ahmw password kapw sohte mie nan email.",
    "Hudee hagailoa dau password gi di dangada.",
    "Hudee hagailoa de password a au.",
    "Si'ai ke fa'ada'ia password nomu fana ta wane.",
    "Koa tigi vivinia sa password tamu.",
    "Ku tik talem password nagkam ki naga.",
    "No talem pasword blong yu long eni man.",
    "Iu no sharem pasiwod blong iu wetem eni wantok.",
    "Tai kaotia am password nakon temanna.",
    "Sa faka iloa tou password ki se tino.",
    "Le mot de passe doit contenir au moins quatorze caractères, pas de date de naissance.",
    "Huwag ibigay ang password mo kahit kanino, kahit sa kapitan.",
    "パスワードは誕生日ではなく、十四文字以上で。",
    "Kata sandi minimal empat belas karakter, jangan pakai tanggal lahir.",
    "Upgraded the Cerbo GX from Venus OS 3.52 to 3.54 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} logs the expeller amps for every batch.",
    f"Rolled back to {_SHORT} after the VAT rounding broke the Betio till totals.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Venus OS 3.54 image for the Cerbo GX has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of observer-trips-2031.parquet: {_SHA512}",
    f"The mill-sync container runs ghcr.io/tuaraki/mill-sync@sha256:{_IMAGE}.",
    f"MD5 of copra_grades_2031-10.csv is {_MD5}, same as the copy on the agent's share.",
    "Request id 3f6c2a91-8d4e-4b7a-9e05-c1d27f843b60 is the slow one in the Satlink upload logs.",
    "Purchase order PO-2031-00612 for 120 bags of Santo copra ships on the next voyage.",
    "Zendesk #5530: the Lukunor clinic fridge alarm keeps tripping at night.",
    "Call the Honiara agency on +677 22 418 before noon.",
    "Container TSCU 4120584 with the Malaita copra is at the Honiara wharf.",
    "Bill of lading TSC-HIR-2031-0091 covers 38 tonnes of copra for Lautoka.",
    "Booking ref NV7QK2 for Dudley's flight Honiara–Brisbane on the 14th.",
    "Cabin booking LC-2031-118: two deck passengers from Lakatoro to Luganville.",
    "The copra dryer runs at 68 °C; the bags average 62.5 kg at 6 % moisture.",
    "After five wrong passwords the SP LINK locks the account for 15 minutes.",
    "The secret of good copra is drying it before the rain, not after.",
    "Ask Viran for the vaccine room keypad code, I don't have it.",
    "My card ending 4417 was declined at the Luganville hardware store.",
    "The Tórshavn supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop's Microsoft 365 tenant and keep them in the safe.",
    "Anyone asking for your wallet's recovery words is a scammer, support included.",
    "Keep `HELM_API_KEY` in the secrets store, never in the repository.",
    "Salt air seizes the copra shed padlock; a drop of oil each month keeps it turning.",
    "Matson moved the API key page under Account › Developers in its March release.",
    "ISBN 978-0-7022-3411-8 is the copra grading manual on the office shelf.",
    "The guest wifi 'Tuaraki-Guest' is open, no password needed.",
    "Lot LOT-2031-SAN-0412, 62 bags, 3.9 t, moisture 6.1 %; grade FMS.",
    "The landing craft's plate reads HIN VU-TSC-0031-K21 and its call sign is YJTS4.",
    "Truck plate 21-402 VL takes the copra from Lakatoro wharf to the mill.",
    "MMSI 576104900 is the landing craft; its AIS goes quiet past Paama.",
    "Wind 18 kn SE, swell 2.1 m, barometer 1009 hPa at Lukunor this morning.",
    "The clinic array is 12.6 kWp; the batteries held 74 % at dawn.",
    "Ticket OPS-233: the dryer's thermocouple reads 4 °C high; recalibrate next trip.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-10-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/cerbo", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "5530", "purchase_order": "PO-2031-00612"}',
    '{"lot": {"id": "LOT-2031-SAN-0412", "bags": 62, "moisture_pct": 6.1}}',
    '{"phone": "+677 22 418", "city": "Honiara"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bags_in_shed": 884}',
    '{"voyage": "V-2031-41", "ports": ["Luganville", "Lakatoro", "Port Vila"], "eta": "2031-11-19"}',
    '{"container": "TSCU 4120584", "carrier": "Neptune Pacific Line", "tonnes": 38}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
