# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-eleventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-tenth's docstring, the
fifth to hundred-and-tenth only to search them (grep) for the languages, wordings, tools, vendors,
id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (a flush and a
section's altitude, a tea clone and a section number, a grade and a garden, a bush number and a
dish, a peak and four digits, a plucker and her kilos), names, places, templates, tools, vendors
and layouts, the way the gardens, factories, tasting room, auction house, hydro powerhouse,
ropeway, garden school and offices of Kanchenmist Estates (a fictional company) leak secrets into
an assistant's memory: gardens and factories at Kurseong, Mirik and Kalimpong in the Darjeeling
hills, at Ilam, Fikkal and Kanyam in eastern Nepal, at Temi and Namchi in Sikkim with an office at
Gangtok, a packing and export office at Paro and a garden at Samtse in Bhutan, withering troughs,
CTC and orthodox lines, a tasting room, the Sinchula auction house at Siliguri (fictional), a
hydro powerhouse at Rangpo, a leaf ropeway at Sombaria, a garden school and hospital, and buyers
in Hamburg, Shizuoka and Tehran (with a packer in Dublin, an importer in Rotterdam and a wholesaler
in Gdańsk). The texts are WhatsApp, Viber, Telegram, Signal, imo, WeChat, LINE, Threema, Zoho
Cliq, Flock, Slack, Teams, Google Chat, Messenger, Bale and Rubika messages, Google Keep, Samsung
Notes, OneNote, Zoho Notebook, ColorNote, Joplin, Apple Notes and Notion notes, Freshdesk, Zoho
Desk, ServiceDesk Plus, osTicket and Spiceworks tickets, e-mails, incident notes, a runbook,
README fragments, shell history (PuTTY, MobaXterm, Termius, Windows Terminal, JuiceSSH, Termux,
ConnectBot, cmd, PowerShell, Git Bash, WSL), configs, code (Python, PHP, a .NET appSettings line,
JSON), exports of Bruno, Thunder Client, Hoppscotch and Insomnia, voice-dictated text and requests
to the assistant itself, around the panels of withering, rolling, fermenting, drying, sorting,
weighing, tasting, power, ropeway, camera, network, server, school and payment hardware
(Ziehl-Abegg ZAplus fan controllers and an ebm-papst EC gateway on the troughs, a Delta DOP HMI on
the CTC line, a Siemens S7-1200 on the rotorvane, a Kinco HMI on the fermenting machine, a Siemens
LMV burner controller on the dryer, a Meyer colour sorter, Essae scales, a Sartorius Cubis II and a
Shimadzu UV-1900i in the tasting room, a Woodward easYgen-3000, a DEIF AGC 150, SEL-751 relays,
Socomec Diris Digiware meters and an IoTaWatt at the powerhouse, a WEG CFW11 drive and a Siemens
Comfort Panel on the ropeway, Hikvision NVRs (SADP, iVMS-4200) and a CP Plus DVR, a Sophos XGS
firewall, Worldlink, JioFiber and Tashi InfoComm routers, iDRAC9 and iLO 5, a Synology NAS, a
Microtek UPS, an Epson projector and a Raspberry Pi lab at the school, a Zebra label printer, a
Davis WeatherLink Live, Kenwood radios, an RTU5024 GSM gate opener, ePass2003 signature tokens,
LoRaWAN sensors and TallyVault). Tools none of heldouts 5 to 110 names: htdigest, DiskCryptor's
dccon, Samba's ldbmodify, ldbadd, ldbedit and ldbrename, OpenBSD's bioctl, macOS's fdesetup,
grub2-setpassword, mysqlaccess, mysqlhotcopy, mysql_upgrade, MySQL Utilities' mysqlserverinfo,
redis-stat, cppcryptfs, cracklib-check, pwscore, SQL Server replication's tablediff, replmerg and
distrib, the Raspberry Pi image customiser sdm, pi-gen's config, OpenStack's baremetal client,
Cloudflare's warp-cli, expressvpn and WinSW; beside them the commands the product names (sshpass,
mysql, redis-cli, sudo -S, xfreerdp, 7z, ipmitool, mosquitto_pub, net use, plink, zip -P) and
configs of KA Lite, OpenMRS, DHIS2, Zabbix, ddclient, 3proxy, SHOUTcast, Motion, Odoo, ERPNext,
NUT's upsmon, fetchmail, wpa_supplicant, Koha and inadyn in layouts of its own. About 44 % of the
texts are in other languages than English (by a rough count of the drawn samples): Lepcha (Róng,
in Latin letters), Tshangla (Sharchopkha, of eastern Bhutan), Sunwar (Kõits), Bantawa, Chamling,
Thangmi, Kurmali (Kudmali, of the tea-garden workers) and Khengkha, which no earlier docstring
names, and Nepali, Hindi, Bengali, Dzongkha, Standard Tibetan, Persian, German, Japanese,
Simplified Chinese, Russian, French, Korean, Dutch, Polish and Spanish in wordings of their own.
The eight new languages' wordings are the author's approximations, checked by no speaker, built
around their pronouns and possessives, the Nepali their speakers mix in (`ho`, `kasailai na`,
`pachhi`, `tespachi`, `shabda`, `naya`) and the loanwords people there really text (password,
email, wifi, card number, IBAN, API key, token, passport, PIN, code): Lepcha's `go sá` ("my"),
`hó sá` ("your") and the greeting `Khamri`; Tshangla's `jang-ga` ("my"), `nan-ga` ("your") and
`la`; Sunwar's `goke` ("my") and `ī-ke` ("yours"); Bantawa's `ungko` ("my") and the Kirati
greeting `Sewaro`; Chamling's `kako` ("my"); Thangmi's `gaiko` ("my"), `nan-ko` ("your") and
`hok` ("is"); Kurmali's `hamar` ("my"), `ker` ("of"), `hekai` ("is"), `aar` ("and"), `tarpar`
("after that"), `akshar` ("letter") and `keu ke nai bolbe` ("tell no one"); Khengkha's `ngai`
("my") and `la`: all guesses after published word lists or neighbouring languages; the Dzongkha
and Tibetan wordings (`ངའི་`, `ཨིན`, `གསང་ཚིག`, `རེད`) are likewise unchecked. Vendors (mjunction,
J Thomas, Contemporary Brokers, Parcon, Carritt Moran, Teabox, Vahdam, AgNext, DTDC, Safexpress,
Rivigo, Shadowfax, Trakntell, iTriangle, MobiKwik, eMudhra, Netcore, Pepipost, Verloop, DoubleTick,
ValueFirst, Farazsms, ConnectIPS, CellPay, Nepal Telecom, Daraz, Upaya, Bhutan National Bank,
Bhutan Post, Pasargad, Behpardakht, IranKish, Sepehr, PayPing, Zibal, Vandar, Jibit, SMS.ir,
Tipax, Alopeyk, Fukuyama Transporting, ecbeing, MakeShop, Veritrans, Ratepay, Billie, Cargoboard,
Forto, Lexware Office and Tradebyte) are ones heldouts 5 to 110 do not name; where a vendor
publishes no token shape the shape here is the author's guess (DTDC's 32-hex `X-Access-Token`,
Shadowfax's 40-hex DRF-style `Token`, Zibal's 24-hex merchant id, MobiKwik's 32-hex checksum
secret and PayPing's 64-hex token are as the author believes them; Teabox's `tbx_live_`,
DoubleTick's `key_`, Pasargad's base64 key, the JWTs of Vahdam, Upaya, Tipax and Alopeyk and every
other shape are guesses). The ids are kinds heldouts 5 to 110 do not use: India's Importer-Exporter
Code, drawn in a PAN's layout until python-stdnum's `in_.pan` accepts it (a PAN has no check
digit, only its layout and holder's kind are checked); the rest carry no check a library or this
file verifies (python-stdnum has no module for them): the Tea Board of India's RCMC, a Darjeeling
logo-and-GI licence, Bhutan's Special Residence Permit and route permit, Nepal's labour permit
(श्रम स्वीकृति), PAN (स्थायी लेखा नम्बर) and smart driving licence, a pupil's Permanent Education
Number (UDISE+), an Iranian passport, driving licence (گواهینامه), commercial card (کارت بازرگانی)
and economic code (کد اقتصادی), and Japan's NACCS importer-exporter code (輸出入者符号), drawn in the
shape the author believes they are printed in (the RCMC, GI licence, SRP and route permit numbering
wholly invented); and Indian, Nepali, Bhutanese, German and Japanese passports under Thangmi,
Lepcha, English, German and Japanese words, likewise unchecked. Card numbers pass Luhn (RuPay and
Iran's Shetab prefixes drawn here and checked with python-stdnum's `luhn`, and Visa, Mastercard,
JCB, Maestro, UnionPay and Amex from the value helpers). The IBANs are of countries used least by a
rough count over heldouts 5 to 110 (Germany, Britain, Ireland, the Netherlands, Poland, Finland,
Norway and Italy, each in about seven earlier corpora), drawn until `stdnum.iban` validates them
(Norway's account check included); seed phrases come from `mnemonic`'s English, Japanese,
Simplified Chinese, Korean, Russian, Spanish and French lists, with a valid checksum. 390 samples,
20 split fields and 20 metadata samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.in_ import pan as in_pan

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 111_640_283
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


_FLUSHES = ["FirstFlush", "Muscatel", "Monsoon", "Autumnal", "Springbud", "Moonlight",
            "Silvertip", "Clonal", "Rhododendron", "Oolong"]  # fmt: skip
_CLONES = ["AV2", "P312", "T78", "B157", "TV1", "RR17", "BS3", "HV39", "CP1", "K1", "T383"]
_GRADES = ["FTGFOP1", "SFTGFOP", "TGBOP", "BOPF", "GFOP", "FBOP", "TGFOP"]
_PEAKS = ["Kanchenjunga", "TigerHill", "Sandakphu", "Jhomolhari", "Tendong", "Phalut",
          "Singalila", "Dochula", "Maenam", "Pathibhara"]  # fmt: skip
_FOOD = ["momo", "thukpa", "churpi", "gundruk", "selroti", "datshi", "kinema", "tongba",
         "shaphaley", "sukuti", "jhol", "zheng"]  # fmt: skip
_PLACES = ["Kurseong", "Ilam", "Gangtok", "Paro", "Kalimpong", "Mirik", "Fikkal", "Kanyam",
           "Temi", "Namchi", "Samtse", "Rangpo", "Jorethang", "Trashigang", "Zhemgang",
           "Siliguri", "Sombaria"]  # fmt: skip
_NAMES = ["Pemba", "Dawa", "Tshering", "Karma", "Sonam", "Ugyen", "Kinley", "Jigme", "Anmol",
          "Bikash", "Sushila", "Manisha", "Roshan", "Prakash", "Sabina", "Nirmala", "Lakpa",
          "Norden", "Dichen", "Sangdup", "Budhua", "Somra", "Phulmani", "Etwari", "Henrike",
          "Haruto", "Behnaz", "Kourosh"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Ch41B4g4n", "Kurs30ng", "Musc4t3l", "K4nch3n", "Rh0d0d3ndr0n", "T34T4st3r",
         "Wh1th3r1ng", "R0p3w4y", "Ch4iP4t1"]  # fmt: skip


def _altitude(g: random.Random) -> str:
    """A section's name and its height, the way the garden staff build a password."""
    return f"{g.choice(_FLUSHES)}{g.randrange(1200, 2300)}m{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _altitude,
    lambda g: f"{g.choice(_CLONES)}-Sec{g.randrange(1, 40)}-{g.randrange(2019, 2033)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_GRADES)}_{g.choice(_PLACES).lower()}_{g.randrange(1995, 2033)}",
    lambda g: f"Bush{g.randrange(100, 10_000)}{g.choice(_FOOD).capitalize()}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PEAKS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Plucks{g.randrange(18, 45)}kg",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_FOOD)}{g.randrange(10, 100)}{g.choice(_PEAKS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, group 'Kurseong factory', Bikash: Ziehl-Abegg ZAplus controller on withering trough 7, web password {pw}",
    "Viber from Anmol (Ilam): ebm-papst EC fan gateway admin password {pw}",
    "Telegram, Sushila: the Delta DOP-107 HMI on the CTC line wants {pw} for the engineer level",
    "Signal, Pemba: Siemens S7-1200 web server on the rotorvane, user admin, password {pw}",
    "imo call note, Kanyam factory: Kinco HMI of the fermenting machine, password {pw}",
    "WeChat from Tshering (Paro): the dryer burner's Siemens LMV service password is {pw}",
    "LINE from Haruto-san (Shizuoka): the sample-room Sartorius Cubis II admin password is {pw}",
    "Threema from Henrike (Hamburg): our LabSolutions account on your Shimadzu UV-1900i, password {pw}",
    "Zoho Cliq #hydro: Woodward ToolKit password for the easYgen-3000 at the powerhouse {pw}",
    "Flock channel 'powerhouse': SEL-751 relay, level 2 password {pw}",
    "Slack #ropeway: WEG CFW11 drive on the Sombaria ropeway, parameter password {pw}",
    "Teams chat with Kinley: Siemens Comfort Panel on the ropeway's drive station, password {pw}",
    "Google Chat, Dawa: the IoTaWatt in the turbine house, admin password {pw}",
    "Messenger from Sabina: Hikvision DS-7616 NVR activated through SADP with password {pw}",
    "Bale message from Kourosh (Tehran): our buyer-portal password at the auction is {pw}",
    "Rubika from Behnaz: Digikala seller panel password for the Tehran tea shop {pw}",
    "Google Keep, 'gate & cameras': iVMS-4200 client password {pw}",
    "Samsung Notes on the factory tablet: CP Plus DVR admin password {pw}",
    "OneNote, Kalimpong office, page 'Network': Sophos XGS 2300 admin password {pw}",
    "Zoho Notebook card 'Ilam ISP': Worldlink ONT web password {pw}",
    "ColorNote on Sangdup's phone: Tashi InfoComm router password {pw}",
    "Joplin note 'Paro server room': iDRAC9 root password {pw}",
    "Apple Notes, Henrike: Synology DS923+ in the tasting room, admin password {pw}",
    "Notion page 'School lab': Epson EB-X49 projector web control password {pw}",
    "Freshdesk #6114: Zebra ZD421 label printer in the packing hall, admin password {pw}",
    "Zoho Desk ticket 3387: the TallyVault password for the Kurseong company is {pw}, please change it",
    "ServiceDesk Plus request 9021: Davis WeatherLink Live on the Upper Division, password {pw}",
    "osTicket #2211: Kenwood KPG programming password for the garden radios {pw}",
    "Spiceworks ticket 455: HPE iLO 5 on the auction server, Administrator password {pw}",
    "Hi Prakash,\n\nthe root password on the Sinchula auction catalogue server is now {pw}. Please put it in the vault and delete this mail.\n\nRegards,\nNorden",
    "Incident 2031-06-03: the Socomec meter at the Rangpo powerhouse was reachable from the internet, password {pw}",
    "Runbook: restarting the Meyer colour sorter after a jam\n1. stop the feeder\n2. log into the HMI as engineer\n3. password {pw}\n4. clear the ejector fault and restart",
    "README (tasting room rack)\nthe auction catalogue UI is at https://catalogue.kanchenmist.lan, admin password `{pw}`.",
    "my Druk PNB internet banking password is {pw} now",
    "can you remember my NIC Asia mobile banking password? it's {pw}",
    "dictated: the Luminous inverter app password is {pw} full stop",
    "after the reset the Raspberry Pi lab's teacher account password became {pw}",
    "go sá email password: {pw}",
    "Khamri! go sá Tashi InfoComm password {pw}, hó sá phone ma rakhnu",
    "jang-ga email password {pw} la",
    "Sonam: server-ga new password {pw} la, nan-ga diary ma na lekhu",
    "goke email password: {pw}",
    "Sewaro! ungko email password {pw} ho",
    "Sewaro, kako Facebook password {pw} ho, kasailai na",
    "gaiko email password {pw} hok",
    "hamar email password hekai {pw}",
    "Budhua: factory computer ker password hekai {pw}, keu ke nai bolbe",
    "ngai email password {pw} la",
    "मेरो इमेलको पासवर्ड चाहिँ {pw} हो",
    "फ्याक्ट्रीको कम्प्युटरको पासवर्ड: {pw}",
    "चाय बगान के दफ्तर वाले कंप्यूटर का पासवर्ड {pw} है",
    "ফ্যাক্টরির কম্পিউটারের পাসওয়ার্ডটা {pw}",
    "ངའི་ email གི་ password འདི་ {pw} ཨིན།",
    "ངའི་ email གྱི་ གསང་ཚིག་ནི་ {pw} རེད།",
    "رمز عبور پنل خریدار حراجی چای: {pw}",
    "das Passwort fürs Hamburger Lager-Terminal lautet {pw}",
    "試飲室のPCのパスワード、{pw} にしました",
    "拍卖行电脑密码改成了 {pw}",
    "пароль от ноутбука в дегустационной: {pw}",
    "le mot de passe de l'ordinateur de dégustation, c'est {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["pemba.s", "dawa", "tshering.d", "karma", "sonamw", "ugyen", "kinley.p", "jigme",
          "anmol", "bikash.r", "sushila", "manisha", "roshan", "prakash.t", "sabina", "nirmala",
          "lakpa", "norden.l", "dichen", "sangdup", "budhua", "somra", "phulmani", "etwari",
          "henrike", "joerg.k", "haruto", "yui.s", "behnaz", "kourosh", "svc-auction",
          "hydro-ops", "school-lab"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Bikash: the Essae scale login is {u} / {pw}",
    "Freshdesk #6130: {u} locked out of the Meyer sorter HMI, last password {pw}",
    "user {u} pass {pw}",
    "Zoho Desk › Powerhouse › DEIF AGC 150: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| catalogue server | {u} | {pw} |",
    "log into the ropeway HMI as {u} with {pw}",
    "iDRAC login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: hydro-hist-01\n  user: {u}\n  pass: {pw}",
    "Viber: account {u}, password {pw}",
    "system,user,password\nmeyer-sorter,{u},{pw}",
    "Kaizala: creds for the Kinco HMI are {u} and {pw}",
    "go sá user {u}, password {pw}",
    "jang-ga user {u}, password {pw} la",
    "ungko username {u}, password {pw} ho",
    "gaiko username {u} hok, password {pw}",
    "kako username {u}, password {pw} ho",
    "goke user {u}, password: {pw}",
    "hamar user hekai {u} aar password hekai {pw}",
    "मेरो युजरनेम {u}, पासवर्ड {pw}",
    "یوزر {u}، پسوردش {pw}، برای پنل حراج",
    "Login fürs Lager: Nutzer {u}, Kennwort {pw}",
    "静岡倉庫のログイン、ID {u} でパス {pw}",
    "用户名 {u}，密码 {pw}，拍卖行那台",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["muscatel", "rhododendron", "kanchenjunga", "sandakphu", "churpi", "gundruk",
               "tongba", "chaibagan", "ropeway", "withering", "fikkal", "maenam", "datshi",
               "silvertip", "phalut", "tendong"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, and then {d}",
    "password: it's {w}, then straight after it {d}",
    "for the auction server it's {w} with {d} on the end",
    "voice memo: the tasting-room wifi password is {w}, after it {d}, no gap",
    "type {w} and then {d}",
    "it's {w}{d}, word and number written together",
    "पासवर्ड {w} भन्ने शब्द हो, त्यसपछि {d}",
    "go sá password {w} shabda, tespachi {d}",
    "ungko password {w} ho, pachhi {d}",
    "hamar password hekai {w}, tarpar {d}",
    "Kennwort: erst {w}, gleich dahinter {d}",
    "رمز کلمه‌ی {w} است، بعدش {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "printf '%s\\n%s\\n' '{pw}' '{pw}' | htdigest -c /etc/apache2/catalogue.digest \"Sinchula Catalogue\" {u}",
    "dccon -mountall -p {pw}",
    "ldbmodify -H ldap://dc1.kanchenmist.lan -U 'KMIST\\{u}%{pw}' school-lab-ou.ldif",
    "ldbadd -H ldaps://dc2.kanchenmist.lan --user={u} --password='{pw}' plucker-accounts.ldif",
    "ldbedit -H ldap://dc1.kanchenmist.lan -U {u}%{pw} '(cn=Tasting Room)'",
    "ldbrename -H ldap://dc1.kanchenmist.lan -U '{u}%{pw}' 'CN=ropeway-pc,CN=Computers,DC=kanchenmist,DC=lan' 'CN=ropeway-hmi,CN=Computers,DC=kanchenmist,DC=lan'",
    "echo '{pw}' | bioctl -s -c C -l /dev/sd1a softraid0",
    "fdesetup enable -inputplist <<'EOF'\n<plist><dict><key>Username</key><string>{u}</string><key>Password</key><string>{pw}</string></dict></plist>\nEOF",
    "printf '{pw}\\n{pw}\\n' | grub2-setpassword",
    "mysqlaccess localhost auction_ro auction -U root -P '{pw}' --brief",
    "mysqlhotcopy --user={u} --password='{pw}' auction /srv/backup/hotcopy",
    "mysql_upgrade -u {u} -p'{pw}' --force",
    "mysqlserverinfo --server={u}:{pw}@db-kurseong.kanchenmist.lan:3306 --format=vertical -d",
    "redis-stat --auth={pw} redis.kanchenmist.lan:6379 5",
    "cppcryptfs.exe --mount=D:\\vault\\tasting --drive=T --password={pw} --tray",
    "echo '{pw}' | cracklib-check",
    "echo \"{pw}\" | pwscore",
    "tablediff -sourceserver SQL01 -sourcedatabase Auction -sourcetable Lots -sourceuser {u} -sourcepassword {pw} -destinationserver SQL02 -destinationdatabase Auction -destinationtable Lots -destinationuser {u} -destinationpassword {pw}",
    "replmerg -Publisher SQL01 -PublisherDB Auction -Publication LotsMerge -Subscriber PARO-SQL -SubscriberDB Auction -PublisherSecurityMode 0 -PublisherLogin {u} -PublisherPassword {pw}",
    "distrib -Publisher SQL01 -PublisherDB Auction -Subscriber ILAM-SQL -SubscriberDB Auction -Distributor SQL01 -DistributorSecurityMode 0 -DistributorLogin {u} -DistributorPassword {pw}",
    "sdm --customize --plugin user:\"adduser={u}|password={pw}\" --plugin L10n:host 2031-05-raspios-bookworm-arm64-lite.img",
    "echo 'FIRST_USER_NAME={u}' > config && echo 'FIRST_USER_PASS={pw}' >> config && ./build-docker.sh",
    "baremetal node create --driver ipmi --driver-info ipmi_address=10.40.0.21 --driver-info ipmi_username={u} --driver-info ipmi_password={pw} --name hydro-hist-01",
    "sshpass -p'{pw}' scp {u}@ropeway-hmi.kanchenmist.lan:/var/log/haul.csv .",
    "mysql --host=db-ilam.kanchenmist.lan --user={u} --password={pw} auction -e 'select count(*) from lots'",
    "redis-cli -h redis.kanchenmist.lan --user {u} -a '{pw}' --no-auth-warning info keyspace",
    "echo '{pw}' | sudo -S systemctl restart withering-fans",
    "xfreerdp /v:tasting-pc.kanchenmist.lan /u:{u} /p:'{pw}' /cert:ignore",
    "7z x -p'{pw}' Auction-Catalogue-Sale-22.7z",
    "ipmitool -I lanplus -H 10.40.0.21 -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.kanchenmist.lan -u {u} -P '{pw}' -t trough/7/fan -m 65",
    "net use T: \\\\nas-kurseong\\tasting {pw} /user:KMIST\\{u} /persistent:no",
    "plink -ssh {u}@hydro-gw.kanchenmist.lan -pw '{pw}' \"tail -n 50 /var/log/governor.log\"",
    "zip -P '{pw}' -r catalogue-sale-22.zip catalogue/",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PuTTY, ropeway-hmi: {c}", "MobaXterm, tab 'Kurseong factory':\n{c}",
    "Termius on Pemba's phone:\n$ {c}", "Windows Terminal, C:\\Users\\ops> {c}",
    "JuiceSSH on the factory tablet: {c}", "Termux ~ $ {c}", "ConnectBot, hydro-gw: {c}",
    "cmd on SQL01> {c}", "PS C:\\ops> {c}", "Git Bash (MINGW64) ~/auction $ {c}",
    "WSL Ubuntu, ~/scripts$ {c}", "history | tail -3\n  512  {c}",
    "Freshdesk #6120, the vendor's engineer ran: {c}", "Zoho Cliq from Bikash: ran this last night, {c}",
    "हिजो राति चलाएको कमान्ड: {c}", "Befehl vom Techniker aus Hamburg: {c}",
    "دستوری که دیشب زدم: {c}", "hamar chalawal command: {c}", "go sá command: {c}",
    "ungko command yo ho: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@10.20.7.64:554/Streaming/Channels/101",
    "mysql://{u}:{pw}@db-kurseong.kanchenmist.lan:3306/auction",
    "postgresql://{u}:{pw}@pg.kanchenmist.lan:5432/plucking?sslmode=require",
    "mongodb+srv://{u}:{pw}@catalogue.kanchenmist.in/lots?retryWrites=true",
    "redis://{u}:{pw}@redis.kanchenmist.lan:6379/2",
    "amqp://{u}:{pw}@mq.kanchenmist.lan:5672/weighbridge",
    "ftp://{u}:{pw}@ftp.kanchenmist.in/catalogues/",
    "mssql+pyodbc://{u}:{pw}@SQL01/Auction?driver=ODBC+Driver+18+for+SQL+Server",
    "clickhouse://{u}:{pw}@ch.kanchenmist.lan:9000/sensors",
    "jdbc:mysql://db-ilam.kanchenmist.lan:3306/auction?user={u}&password={pw}",
    "Server=SQL01;Database=Auction;User Id={u};Password={pw};TrustServerCertificate=True;",
    "imaps://{u}:{pw}@mail.kanchenmist.in:993/INBOX",
    "http://{u}:{pw}@iotawatt.powerhouse.kanchenmist.lan/status",
]  # fmt: skip
_URL_PLACES = [
    "CATALOGUE_DB_URL={c}", "Metabase connection (old one): {c}",
    "keep this connection string for me: {c}", "कनेक्शन स्ट्रिङ: {c}", "Verbindungsstring: {c}",
    "ServiceDesk Plus 9030: {c}", "Notion page 'Databases': {c}", "hamar connection string hekai {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_940_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kanchenmist-estates", "sub": f"acc_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "lots:read invoices:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("mjunction", "MJUNCTION_TEAAUCTION_KEY", _j((ALNUM, 40))),
    ("J Thomas", "JTHOMAS_CATALOGUE_TOKEN", _j((HEX, 40))),
    ("Contemporary Brokers", "CBL_BROKER_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Parcon", "PARCON_API_SECRET", _j((URLSAFE, 43))),
    ("Carritt Moran", "CARRITT_MORAN_TOKEN", _j((ALNUM, 32))),
    ("Teabox", "TEABOX_PARTNER_KEY", _j("tbx_live_", (ALNUM, 32))),
    ("Vahdam", "VAHDAM_SUPPLIER_TOKEN", _vendor_jwt("https://api.vahdam.com")),
    ("AgNext", "AGNEXT_QUALIX_API_KEY", _j((HEX, 64))),
    ("DTDC", "DTDC_API_KEY", _j((HEX, 32))),
    ("Safexpress", "SAFEXPRESS_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Rivigo", "RIVIGO_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Shadowfax", "SHADOWFAX_TOKEN", _j((HEX, 40))),
    ("Trakntell", "TRAKNTELL_API_TOKEN", _j((HEX, 32))),
    ("iTriangle", "ITRIANGLE_SECRET", _j((B64, 43), "=")),
    ("MobiKwik", "MOBIKWIK_SECRET_KEY", _j((HEX, 32))),
    ("eMudhra", "EMUDHRA_API_SECRET", _j((URLSAFE, 48))),
    ("Netcore", "NETCORE_API_KEY", _j((HEX, 32))),
    ("Pepipost", "PEPIPOST_API_KEY", _j((HEX, 32))),
    ("Verloop", "VERLOOP_API_KEY", _j((ALNUM, 40))),
    ("DoubleTick", "DOUBLETICK_API_KEY", _j("key_", (ALNUM, 36))),
    ("ValueFirst", "VALUEFIRST_TOKEN", _j((B64, 64))),
    ("Farazsms", "FARAZSMS_API_KEY", _j((URLSAFE, 44))),
    ("ConnectIPS", "CONNECTIPS_APP_SECRET", _j((HEX, 40))),
    ("CellPay", "CELLPAY_MERCHANT_SECRET", _j((ALNUM, 32))),
    ("Nepal Telecom", "NTC_BULKSMS_TOKEN", _j((HEX, 40))),
    ("Daraz", "DARAZ_APP_SECRET", _j((ALNUM, 32))),
    ("Upaya", "UPAYA_API_TOKEN", _vendor_jwt("https://api.upaya.com.np")),
    ("Bhutan National Bank", "BNB_MPAY_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Bhutan Post", "BHUTANPOST_TRACKING_KEY", lambda g: v.uuid4(g, "8")),
    ("Pasargad", "PASARGAD_IPG_PRIVATE_KEY", _j((B64, 86), "==")),
    ("Behpardakht", "BEHPARDAKHT_TERMINAL_PASSWORD", _j((ALNUM, 24))),
    ("IranKish", "IRANKISH_PASSPHRASE", _j((UPPER_HEX, 32))),
    ("Sepehr", "SEPEHR_TERMINAL_KEY", _j((HEX, 48))),
    ("PayPing", "PAYPING_TOKEN", _j((HEX, 64))),
    ("Zibal", "ZIBAL_MERCHANT", _j((HEX, 24))),
    ("Vandar", "VANDAR_API_KEY", _j((ALNUM, 40))),
    ("Jibit", "JIBIT_SECRET_KEY", _j((ALNUM, 44))),
    ("SMS.ir", "SMSIR_API_KEY", _j((ALNUM, 64))),
    ("Tipax", "TIPAX_API_TOKEN", _vendor_jwt("https://api.tipax.ir")),
    ("Alopeyk", "ALOPEYK_API_TOKEN", _vendor_jwt("https://api.alopeyk.com")),
    ("Fukuyama Transporting", "FUKUYAMA_API_KEY", _j((HEX, 32))),
    ("ecbeing", "ECBEING_API_SECRET", _j((ALNUM, 32))),
    ("MakeShop", "MAKESHOP_TOKEN", _j((HEX, 40))),
    ("Veritrans", "VERITRANS_MERCHANT_SECRET", _j((HEX, 64))),
    ("Ratepay", "RATEPAY_SECURITY_CODE", _j((HEX, 32))),
    ("Billie", "BILLIE_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Cargoboard", "CARGOBOARD_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Forto", "FORTO_API_TOKEN", _j((URLSAFE, 48))),
    ("Lexware Office", "LEXWARE_API_KEY", _j((URLSAFE, 40))),
    ("Tradebyte", "TRADEBYTE_API_SECRET", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}='{tok}'",
    "docker run -e {env}={tok} kmist/catalogue-sync:2.4",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "k8s secret, stringData:\n  {env}: {tok}",
    "crontab -e\n15 2 * * * {env}={tok} /opt/kmist/bin/sync-lots",
    "supervisord program:lots-sync\nenvironment={env}=\"{tok}\"",
    "GitHub Actions, env:\n  {env}: {tok}",
    "Kanchenmist ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Notion table 'Integrations': | {vendor} | 2031 | {tok} |",
    "Google Keep: rotate the {vendor} key {tok}",
    "WhatsApp, Bikash: {vendor} key for the lot sync: {tok}",
    "Viber: the {vendor} token we use now is {tok}, the old one is revoked",
    "Freshdesk #6141: {vendor} sync fails with 401, configured key {tok}",
    "Zoho Desk 3395: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "go sá {vendor} API key: {tok}",
    "jang-ga {vendor} API key {tok} la",
    "ungko {vendor} API key {tok} ho",
    "gaiko {vendor} API key {tok} hok",
    "hamar {vendor} API key hekai {tok}",
    "goke {vendor} API key: {tok}",
    "ngai {vendor} API key {tok} la",
    "kako {vendor} API key {tok} ho",
    "{vendor} को एपीआई की चाहिँ {tok} हो",
    "{vendor} का API की {tok} है",
    "{vendor}-এর এপিআই চাবি: {tok}",
    "کلید ای‌پی‌آی {vendor} برای سفارش‌های تهران: {tok}",
    "{vendor}-Zugangsschlüssel (API) fürs Hamburger Lager: {tok}",
    "{vendor} の APIキーは {tok} です",
    "{vendor} 接口密钥（拍卖行用）：{tok}",
    "{vendor}: API-ключ для аукционной выгрузки — {tok}",
    "la clé API {vendor} du catalogue des ventes : {tok}",
    "{vendor} 연동용 API 키: {tok}",
    "de {vendor}-API-sleutel voor de theeveiling: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    dtdc = _r(rng, HEX, 32)
    shadowfax = _r(rng, HEX, 40)
    zibal = _r(rng, HEX, 24)
    netcore = _r(rng, HEX, 32)
    mobikwik = _r(rng, HEX, 32)
    payping = _r(rng, HEX, 64)
    return [
        Sample("vendor_token", f'r = requests.post("https://blktracksvc.dtdc.com/dtdc-api/rest/JSONCnTrk/getTrackDetails", headers={{"X-Access-Token": "{dtdc}"}})', dtdc),
        Sample("vendor_token", f"curl -H 'Authorization: Token {shadowfax}' https://api.shadowfax.in/api/v3/clients/orders/", shadowfax),
        Sample("vendor_token", f'$zibal = new Zibal("{zibal}");', zibal),
        Sample("vendor_token", f"<add key=\"NetcoreApiKey\" value=\"{netcore}\" />", netcore),
        Sample("vendor_token", f"checksum = hmac.new(b\"{mobikwik}\", payload, hashlib.sha256)  # MobiKwik secret", mobikwik),
        Sample("vendor_token", f"payping_client = PayPing(token='{payping}')", payping),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it's shown only once, so here it is:\n{t}",
                "warp-cli registration license {t}", "expressvpn activate\nEnter activation code: {t}",
                "go sá token: {t}", "{t}\n^ the new one, the old one is revoked"]  # fmt: skip


def _warp_license(g: random.Random) -> str:
    return "-".join(_r(g, ALNUM, 8) for _ in range(3))


_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "=="),
                _warp_license, _j((UPPER_DIGITS, 23)), _j((LOWER_DIGITS, 52)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[_BARE_PLACES.index(t)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the soil-moisture node in Section 14 (OTAA): {h}": 32,
    "AppSKey of the Rangpo river-level sensor (ABP): {h}": 32,
    "HMAC secret for the ConnectIPS payment callback: {h}": 64,
    "AES key of the Essae scale's data export: {h}": 32,
    "IPsec pre-shared key (hex) of the Paro-Kurseong tunnel: {h}": 64,
    "Modbus gateway's TLS session ticket key, hex: {h}": 48,
    "ब्याकअपको इन्क्रिप्सन की: {h}": 64,
    "کلید رمزنگاری پشتیبان: {h}": 64,
    "hamar backup key hekai {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zoho Desk 3401: token copied from the browser's network tab {t}",
    "Cookie: lang=ne; kmist_session={t}",
    "CATALOGUE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "टोकन: {t}",
    "ungko token {t} ho",
    "Freshdesk chat transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_940_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@kanchenmist.in"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.kanchenmist.in/realms/estates",
            "azp": "auction-catalogue",
            "roles": ["taster", "auction"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the auction catalogue server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/catalogue.kanchenmist.in.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"CONNECTIPS_CREDITOR_KEY": "{key}", "merchant": "kanchenmist"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_hydro <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ServiceDesk Plus 9044, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "सर्भरको private key:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Hamburg buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus wallet backup, copying it off the card before I shred it: {p}": "english",
    "Keystone wallet recovery phrase\n{p}": "english",
    "Nunchuk wallet words (the old auction-deposit wallet, emptied): {p}": "english",
    "Sparrow wallet seed backup: {p}": "english",
    "voice memo: the Zengo recovery words are {p} and that's all of them": "english",
    "Notion page 'Tea fund wallet (retired)': {p}": "english",
    "Tangemウォレット、予備のリカバリーフレーズ → {p}": "japanese",
    "Bitget 钱包的备份助记词（旧的，已经转空了）：{p}": "chinese_simplified",
    "예전 Kaikas 지갑 시드 단어들: {p}": "korean",
    "слова восстановления старого кошелька MyTonWallet: {p}": "russian",
    "palabras de respaldo del monedero Xverse (ya vacío): {p}": "spanish",
    "les mots de secours du Ledger de l'acheteur de Lyon : {p}": "french",
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
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's, Shetab's: brands the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(
            rng, ["508527", "508159", "607093", "607432", "608117", "652150", "652845"], [16]
        )
    if brand == "shetab":
        return _card_of(
            rng, ["603799", "610433", "627412", "622106", "502229", "627353", "589463"], [16]
        )
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Bikash: the estate card for the Meyer sorter spares is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Zoho Desk 3410: pay the Woodward service visit with card {c}",
    "कम्पनीको कार्ड नम्बर चाहिँ {c} हो, म्याद {mm}/{yy}",
    "شماره کارت من: {c}",
    "go sá card number {c}, {mm}/{yy}",
    "hamar card number hekai {c}",
    "ungko card number {c} ho, {mm}/{yy}",
    "Firmenkarte Hamburg, Nummer {c}, Ablauf {mm}/{yy}",
    "カード番号は {c}、期限 {mm}/{yy}（会社のカード）",
    "jang-ga card number {c} la",
]  # fmt: skip


_BRANDS = ["rupay", "visa", "shetab", "mastercard", "jcb", "maestro", "unionpay", "amex"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, security code {cvv}",
               "the three digits on the back of the estate card: {cvv}",
               "Amex {c}, the four small digits above the number: {cvv}",
               "CVV2 کارت: {cvv}",
               "कार्डको पछाडिको तीन अंक: {cvv}",
               "Sicherheitscode auf der Rückseite der Firmenkarte: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


def _bban(rng: random.Random, country: str) -> str:
    """A BBAN in ``country``'s layout, with a bank code the way its banks print them."""
    if country == "DE":
        return "200" + _r(rng, D, 5) + _r(rng, D, 10)
    if country == "GB":
        return rng.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + _r(rng, D, 14)
    if country == "IE":
        return rng.choice(["AIBK", "BOFI", "IPBS"]) + _r(rng, D, 14)
    if country == "NL":
        return rng.choice(["RABO", "INGB", "ABNA", "TRIO"]) + _r(rng, D, 10)
    if country == "PL":
        return _r(rng, D, 24)
    if country == "FI":
        return _r(rng, D, 14)
    if country == "NO":
        return _r(rng, D, 11)
    return rng.choice(UPPER) + _r(rng, D, 10) + _r(rng, D, 12)  # IT: CIN, ABI, CAB, account


# Countries used least by a rough count over heldouts 5 to 110 (each in about seven earlier
# corpora); Germany, Britain, Ireland and the Netherlands are where the estates' buyers bank.
_IBAN_COUNTRIES = ["DE", "GB", "IE", "NL", "PL", "FI", "NO", "IT"]


def _iban(rng: random.Random, country: str) -> str:
    def make(g: random.Random) -> str:
        bban = _bban(g, country)
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KM-2031-207: please pay the Darjeeling second flush, lot 44, to {i} within 30 days",
    "save the Hamburg buyer's IBAN: {i}",
    "IBAN: {i}\nReference: Sale 22, lot 118",
    "WhatsApp #accounts: the Dublin packer's new bank details, IBAN {i}",
    "मेरो IBAN: {i}",
    "hamar IBAN hekai {i}",
    "go sá IBAN: {i}",
    "ungko IBAN {i} ho",
    "IBAN der Hamburger Teehandlung für die Rechnung: {i}",
    "IBAN van de Rotterdamse importeur: {i}",
    "numer IBAN hurtowni herbaty w Gdańsku: {i}",
    "gaiko IBAN {i} hok",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _in_iec(g: random.Random) -> str:
    """India's Importer-Exporter Code: since 2018 the firm's PAN, five letters (the fourth the
    holder's kind: F for a firm, C for a company), four digits and a letter; checked with
    python-stdnum's `in_.pan`, which knows the layout and the holder's kinds (PAN has no check
    digit)."""

    def make(h: random.Random) -> str:
        return f"{_r(h, UPPER, 3)}{h.choice('CF')}{_r(h, UPPER, 1)}{_r(h, D, 4)}{_r(h, UPPER, 1)}"

    return v.until(g, make, in_pan.is_valid)


def _tea_rcmc(g: random.Random) -> str:
    """The Tea Board of India's registration-cum-membership certificate (RCMC) of an exporter:
    invented numbering, no check."""
    return f"TB/RCMC/{g.choice(['KOL', 'SLG', 'GHY'])}/{g.randrange(2019, 2032)}/{_r(g, D, 5)}"


def _dj_gi(g: random.Random) -> str:
    """A Darjeeling tea logo and GI licence: invented numbering, no check."""
    return f"DJ-GI/{_r(g, D, 4)}/{g.choice(['M', 'P', 'E'])}{_r(g, D, 3)}"


def _bt_srp(g: random.Random) -> str:
    """Bhutan's Special Residence Permit: invented layout (SRP, the issuing office, digits)."""
    return f"SRP-{g.choice(['PLING', 'SAMTSE', 'GLP'])}-{_r(g, D, 7)}"


def _bt_route(g: random.Random) -> str:
    """A Bhutanese route permit: invented numbering, no check."""
    return f"RP/{g.randrange(2028, 2033)}/{_r(g, D, 6)}"


def _np_labour(g: random.Random) -> str:
    """Nepal's labour permit (श्रम स्वीकृति) sticker number: eight digits, no check."""
    return g.choice("123456789") + _r(g, D, 7)


def _np_pan(g: random.Random) -> str:
    """Nepal's PAN (स्थायी लेखा नम्बर): nine digits, no public check."""
    return g.choice("1346") + _r(g, D, 8)


def _np_licence(g: random.Random) -> str:
    """A Nepali smart driving licence: office, category and serial, no check."""
    return f"{g.randrange(1, 15):02d}-{g.randrange(1, 8):02d}-{_r(g, D, 8)}"


def _in_pen(g: random.Random) -> str:
    """A pupil's Permanent Education Number (UDISE+): eleven digits, no public check."""
    return g.choice("123456789") + _r(g, D, 10)


def _ir_passport(g: random.Random) -> str:
    """An Iranian passport: a letter and eight digits, no check."""
    return g.choice("XYZ") + _r(g, D, 8)


def _ir_licence(g: random.Random) -> str:
    """An Iranian driving licence (گواهینامه): ten digits, no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _ir_trade_card(g: random.Random) -> str:
    """An Iranian commercial card (کارت بازرگانی): eleven digits, no public check."""
    return "1" + _r(g, D, 10)


def _ir_economic(g: random.Random) -> str:
    """An Iranian economic code (کد اقتصادی): twelve digits, no public check."""
    return "4" + _r(g, D, 11)


def _jp_naccs(g: random.Random) -> str:
    """A Japanese NACCS importer-exporter code (輸出入者符号): five characters, no check."""
    return g.choice("PS") + _r(g, UPPER_DIGITS, 4)


def _in_passport(g: random.Random) -> str:
    return g.choice("JKLMNPRSTUVWZ") + _r(g, D, 7)


def _np_passport(g: random.Random) -> str:
    return "PA" + _r(g, D, 7)


def _bt_passport(g: random.Random) -> str:
    return "PB" + _r(g, D, 6)


def _de_passport(g: random.Random) -> str:
    return g.choice("CFGHJK") + _r(g, "CFGHJKLMNPRTVWXYZ0123456789", 8)


def _jp_passport(g: random.Random) -> str:
    return g.choice(["TK", "TR", "TS", "MZ"]) + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "IEC of the estate company, for the Bandar Abbas shipment: {s}": _in_iec,
    "Tea Board RCMC number for the export declaration: {s}": _tea_rcmc,
    "Darjeeling logo and GI licence of the Kurseong garden: {s}": _dj_gi,
    "Special Residence Permit of our Samtse supervisor: {s}": _bt_srp,
    "jang-ga route permit number {s} la": _bt_route,
    "ngai Special Residence Permit {s} la": _bt_srp,
    "मेरो श्रम स्वीकृति नम्बर: {s}": _np_labour,
    "goke labour permit number: {s}": _np_labour,
    "मेरो स्थायी लेखा नम्बर (PAN): {s}": _np_pan,
    "ungko driving licence number {s} ho": _np_licence,
    "PEN of Sukri's daughter at the garden school: {s}": _in_pen,
    "kako chhori ko PEN number {s} ho": _in_pen,
    "شماره گذرنامه‌ی من: {s}": _ir_passport,
    "شماره گواهینامه‌ی من: {s}": _ir_licence,
    "شماره کارت بازرگانی خریدار تهران: {s}": _ir_trade_card,
    "کد اقتصادی شرکت خریدار: {s}": _ir_economic,
    "静岡の輸入者の輸出入者符号：{s}": _jp_naccs,
    "gaiko passport number {s} hok": _in_passport,
    "go sá passport number: {s}": _np_passport,
    "Reisepassnummer von Henrike für das Visum: {s}": _de_passport,
    "春香さんのパスポート番号：{s}": _jp_passport,
    "Karma's passport for the Hamburg trip: {s}": _bt_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Zoho Workspace 2FA recovery codes\n{codes}", "spare sign-in codes for the estates' Microsoft 365 {codes}",
            "Verloop backup codes: {codes}", "दुई-चरण लगइनका जगेडा कोडहरू:\n{codes}",
            "کدهای پشتیبان ورود دو مرحله‌ای: {codes}", "hamar 2FA ker backup code gula hekai: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Ratepay:henrike@kanchenmist.in?secret={s}&issuer=Ratepay&period=30",
              "Aegis, manual setup key for the Billie login: {s}",
              "2FAS, secret key for the auction catalogue admin: {s}",
              "ungko 2FA secret {s} ho"]  # fmt: skip
_CODES = ["{c} is your DTDC login code", "ConnectIPS: कारोबार पुष्टि गर्न {c} प्रयोग गर्नुहोस्, यो कोड कसैसँग साझा नगर्नुहोस्",
          "رمز پویا: {c} — بانک پاسارگاد", "Ihr Bestätigungscode für Billie: {c}",
          "【MakeShop】ログイン確認コードは {c} です。有効期限は10分です。"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n", "; "][index % 5] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["KMIST-Factory", "KMIST-Tasting", "Worldlink-Ilam-5G", "JioFiber-Kurseong",
          "TashiCell-Paro", "BSNL-FTTH-Kalimpong", "Airtel_Gangtok_5G", "Vianet_Fikkal",
          "School-Lab-2G", "Ropeway-Upper", "HydroHouse", "DrukNet-Paro", "NT-FTTH-Kanyam",
          "Auction-Hall", "Bungalow-Guest"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "SSID: {s}\npassword: {pw}",
    "goke wifi {s} password: {pw}",
    "ngai wifi {s} password {pw} la",
    "raspi-config for the school lab: SSID {s}, passphrase {pw}",
    "the key printed under the JioFiber box: {pw}",
    "{s} नेटवर्कको wifi पासवर्ड चाहिँ {pw} हो",
    "go sá wifi {s} password {pw}",
    "hamar wifi {s} ker password hekai {pw}",
    "ungko wifi {s} password {pw} ho",
    "jang-ga wifi {s} password {pw} la",
    "رمز ورود به وای‌فای {s} اینه: {pw}",
    "WLAN {s}, Schlüssel {pw}",
    "gaiko wifi {s} password {pw} hok",
    "kako wifi {s} password {pw} ho",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("tbx_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("key_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out a character at a time: {t}", "[dictated over the WhatsApp call] {t}",
          "(spaced so the Viber preview hides it) {t}", "अक्षर-अक्षर गरेर पढ्दा: {t}", "hamar token, akshar akshar: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " / ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["ePass2003 DSC token PIN for the GST filing: {pw}", "मेरो ePass2003 टोकनको PIN: {pw}",
          "hamar godown tala ker code hekai {pw}", "go sá locker code: {pw}",
          "رمز دوم کارت: {pw}", "the ropeway cabin's door keypad takes {pw} then #",
          "SMS to the RTU5024 on the factory gate: {pw}TEL009779841275530#",
          "alarm panel installer code at the auction hall: {pw}",
          "ungko ATM PIN {pw} ho"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "ePass2003" in template:
        return {"pw": _r(rng, D, 8)}
    if "رمز دوم" in template:
        return {"pw": _r(rng, D, rng.choice([5, 6]))}
    return {"pw": _r(rng, D, 6 if "installer" in template else 4)}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["muscatel", "rhododendron", "withering", "rotorvane", "fermenting", "tippy",
                 "ropeway", "churpi", "gundruk", "monsoon", "auction", "tasting", "silvertip",
                 "kanchenjunga", "bungalow", "plucking"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the estates' vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "Enpass master passphrase: {p}": " ", "VeraCrypt volume passphrase (auction backups): {p}": ".",
            "मेरो backup passphrase: {p}": " ", "hamar backup passphrase hekai {p}": "_",
            "go sá passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Apache: RequestHeader set Authorization \"Basic {v}\"": True,
    "Thunder Client export: Authorization: Bearer {v}": False,
    "Hoppscotch collection, header Authorization = Basic {v}": True,
    "Insomnia export of the DTDC call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "WinSW catalogue-sync.xml:\n<service>\n  <id>catalogue-sync</id>\n  <serviceaccount>\n    <username>.\\svc-auction</username>\n    <password>{pw}</password>\n  </serviceaccount>\n</service>",
    "ka-lite local_settings.py:\nDATABASES = {{'default': {{'ENGINE': 'django.db.backends.postgresql', 'USER': 'kalite', 'PASSWORD': '{pw}'}}}}",
    "openmrs-runtime.properties (garden hospital):\nconnection.username=openmrs\nconnection.password={pw}",
    "dhis.conf:\nconnection.url = jdbc:postgresql://pg.kanchenmist.lan/dhis2\nconnection.username = dhis\nconnection.password = {pw}",
    "zabbix_server.conf:\nDBHost=pg.kanchenmist.lan\nDBUser=zabbix\nDBPassword={pw}",
    "ddclient.conf:\nprotocol=dyndns2\nserver=members.dyndns.org\nlogin=kmist-paro\npassword={pw}\ncam-paro.dyndns.org",
    "3proxy.cfg:\nusers tasting:CL:{pw}\nauth strong\nproxy -p3128",
    "sc_serv.conf (garden school radio):\nportbase=8000\npassword={pw}\nadminpassword=changeme-later",
    "motion.conf:\nstream_port 8081\nstream_auth_method 1\nstream_authentication viewer:{pw}",
    "odoo.conf:\n[options]\ndb_host = pg.kanchenmist.lan\ndb_user = odoo\ndb_password = {pw}",
    "site_config.json (ERPNext):\n{{\"db_name\": \"kmist_erp\", \"db_password\": \"{pw}\"}}",
    "upsmon.conf:\nMONITOR microtek@localhost 1 upsmon {pw} primary",
    ".fetchmailrc:\npoll mail.kanchenmist.in proto imap user \"auction\" password \"{pw}\" ssl",
    "wpa_supplicant.conf (school lab Pi):\nnetwork={{\n    ssid=\"School-Lab-2G\"\n    psk=\"{pw}\"\n}}",
    "koha-conf.xml:\n<config>\n <user>koha_school</user>\n <pass>{pw}</pass>\n</config>",
    "inadyn.conf:\nprovider default@freedns.afraid.org {{\n    username = kmist\n    password = {pw}\n    hostname = ropeway.kmist.example\n}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Pemba: tasting room wifi password?\nDichen: {pw}",
    "[05:48] anmol: root pw for the catalogue server?\n[05:49] prakash: {pw}",
    "Sabina: {pw} is the new Meyer sorter password",
    "Roshan: use {pw}, that's what the DEIF has now",
    "सुशीला: नयाँ पासवर्ड {pw} हो",
    "Somra: naya password hekai {pw}",
    "Norden: naya password {pw}, go sá phone ma chha",
    "Kinley: jang-ga new password {pw} la",
    "Behnaz: رمز جدید {pw} است",
    "Henrike: das neue Passwort ist {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200dword: {pw}", "p\u0430ssword = {pw}", "pass\u2063word → {pw}", "pαsswοrd: {pw}",
    "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍 {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "PASS\u034fWORD = {pw}", "पासवर्ड\u200c: {pw}",
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
    "the Meyer sorter admin password is": "{s}", "DEIF service pw:": "{s} (since the relay swap in May)",
    "कारखानाको पासवर्ड चाहिँ": "{s}", "ropeway HMI password": "{s}\nchange it after the monsoon",
    "hamar password hekai": "{s}", "رمز ورود سرور حراج:": "{s}", "go sá password": "{s}", "Sophos password": "{s}",
    "the password Kinley read out over the radio was": "{s}, I think", "ungko password": "{s} ho",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Netcore API key", "{s}", _j((HEX, 32))),
    ("split_token", "DoubleTick key:", "{s} (WhatsApp broadcasts)", _j("key_", (ALNUM, 36))),
    ("split_token", "Rivigo client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/36", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "DE"))),
    ("split_backup", "Zoho recovery codes", "{s}\nhpqe42-7kx9m2\nrnzt81-c4w0pa", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "IEC", "{s}", _in_iec),
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
    '{"sorter": {"url": "https://meyer-sorter.kanchenmist.lan", "engineer_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"कारखाना_पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kinley.p", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"relays": [{"name": "sel-751-a"}, {"name": "sel-751-b", "level2_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysqlhotcopy", "--user", "backup", "--password", "{s}", "auction", "/srv/backup"]}': ("meta_password", _plain_pw),
    '{"note": "hamar factory computer ker password hekai {s}"}': ("meta_password", _plain_pw),
    '{"رمز_عبور": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the ropeway HMI as engineer with the password {s}"}': ("meta_password", _plain_pw),
    '{"netcore": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"paypingToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"dtdc_access_token": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "shetab"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "NL")),
    '{"exporter": {"iec": "{s}"}}': ("meta_id", _in_iec),
    '{"mfa": {"recovery_codes": ["{s}", "hpqe42-7kx9m2", "rnzt81-c4w0pa"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tea_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"dsc_token": {"epass2003_pin": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "KMIST-Tasting", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"easygen-3000-firmware-2.14.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kanchenmist/catalogue:5.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"catalogue: add moisture column for second flush", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"lots: revert grade mapping", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"tasting-notes_2031-05-12.csv", usedforsecurity=False).hexdigest()
_SHA1 = hashlib.sha1(b"ka-lite-0.17.6.zip", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Meyer sorter password before the service visit on 2031-06-18.",
    "Dichen asked for the tasting room wifi password; it's on the card in the head taster's drawer.",
    "Policy: estate passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `NETCORE_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The ropeway HMI asks for a new engineer password after every firmware update.",
    "Replace <YOUR_DTDC_TOKEN> in the README with the token from your DTDC dashboard.",
    "PAYPING_TOKEN and ZIBAL_MERCHANT must be set before the nightly Tehran order sync runs.",
    "go sá password kasailai na bhannu.",
    "jang-ga password nan-ga phone ma ma rakhnu la.",
    "goke password ī-ke lagi hoina.",
    "ungko password kasailai pani na bhannu, Sewaro.",
    "kako password sabai lai na dinu.",
    "gaiko password nan-ko lagi hoina, hok?",
    "hamar password keu ke nai bolbe.",
    "ngai password i-ga phone ma na rakhnu la.",
    "आफ्नो पासवर्ड कसैलाई पनि नदिनुहोस्।",
    "बागान का पासवर्ड फ़ोन पर किसी को न बताएँ।",
    "নিজের পাসওয়ার্ড কাউকে দেবেন না।",
    "ཁྱོད་ཀྱི་ password འདི་ མི་གཞན་ལུ་ མ་སླབ།",
    "رمز عبورتان را به هیچ‌کس ندهید.",
    "Das Passwort muss mindestens vierzehn Zeichen haben, sagt die IT in Hamburg.",
    "パスワードは14文字以上で設定してください（静岡倉庫）。",
    "密码至少要十四位，拍卖行的规定。",
    "Upgraded the easYgen firmware from 2.12 to 2.14 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the moisture column for second-flush lots.",
    f"Rolled back to {_SHORT} after the grade mapping broke the catalogue export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The easYgen-3000 firmware 2.14 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-1 of ka-lite-0.17.6.zip: {_SHA1}",
    f"The catalogue container runs ghcr.io/kanchenmist/catalogue@sha256:{_IMAGE}.",
    f"MD5 of tasting-notes_2031-05-12.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3c9f14a2-6b7d-4e01-9a58-d2c6e8b4f017 is the slow one in the catalogue logs.",
    "Purchase order PO-2031-00732 for 600 withering-trough fan blades ships on Friday.",
    "Freshdesk #6114: the Zebra printer in the packing hall keeps jamming on the 100 mm labels.",
    "Booking KM-BKG-2031-0419: two rooms at the Kurseong bungalow for the Hamburg buyers, 14 to 17 May.",
    "Call the Ilam factory office on +977 27 520 414 before noon.",
    "The leaf truck WB 76 A 4417 leaves Kurseong at 6:30; the Gangtok van is SK 01 J 2231.",
    "Sale 22 of the auction: lot 118, 40 chests of FTGFOP1, 21.5 kg each.",
    "Invoice KM-2031-207 is for 1 200 kg of second flush at 1 450 rupees a kilo.",
    "The withering trough runs at 28 °C with 70 % relative humidity for 14 hours.",
    "After five wrong passwords the Sophos firewall locks the account for 30 minutes.",
    "The Sombaria ropeway is 1.8 km long and climbs 410 m; a cabin carries 300 kg of leaf.",
    "The secret of a good muscatel is the jassid bite in June.",
    "Ask Somra for the godown padlock code, I don't have it.",
    "My card ending 4471 was declined at the Siliguri hardware store.",
    "The Hamburg buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the estates' Zoho account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `DTDC_API_KEY` in the secrets store, never in the repository.",
    "The turbine runs at 1 500 rpm and gives 420 kW at full gate in the monsoon.",
    "DTDC moved the API token page under Settings › Developer in its March release.",
    "ISBN 978-81-7371-529-7 is the tea-processing handbook on the tasting room shelf.",
    "The guest wifi 'Bungalow-Guest' is open, no password needed.",
    "Lot KM-2031-SF-0118, 21.5 kg, moisture 3.1 %; the tasting score was 88.",
    "Spiceworks ticket 455 is closed; the iLO was updated to 3.05.",
    "Ticket ZD-3387: TallyVault must be switched on for the Kurseong company before the audit.",
    "Sewaro! Bhotey bazar ma momo khana jaun, 12 baje.",
    "Raspberry Pi lab: 24 pupils, 12 boards, ka-lite 0.17.6 on the server.",
    "The ePass2003 token expires on 2032-03-31; renew the DSC a month before.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/estates/meyer-sorter", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "6114", "purchase_order": "PO-2031-00732"}',
    '{"lot": {"id": "KM-2031-SF-0118", "weight_kg": 21.5, "moisture_pct": 3.1}}',
    '{"phone": "+977 27 520 414", "city": "Ilam"}',
    '{"mfa_enabled": true, "backup_codes_left": 8, "chests_in_stock": 1412}',
    '{"grade": "FTGFOP1", "garden": "Kurseong", "flush": "second"}',
    '{"vehicle": "WB 76 A 4417", "route": "Kurseong-Siliguri", "departs": "06:30"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
