# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-forty-fourth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-forty-second's docstring,
the fifth to hundred-and-forty-second only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time, any test
nor the reports, and the scrubber was never run on it. Its own seed, password words (a tea grade,
a sign, an estate's elevation and its name; a cricketer and his record number; an atoll's code
and an island; a seaplane's tail, its route and a departure time; a dive site and its depth; an
Ayurveda herb and a number; two dishes and a number; a festival and a year; a pet name and a birth
year; an estate, a grade and a year; an island and a dish; generated groups and runs), names,
places, templates, tools, vendors and layouts, the way the staff of Nilkandu Estates & Atolls (a
fictional tea, resort, diving and seaplane group: a tea estate and factory at Kurunduella near
Nuwara Eliya with its withering troughs, CTC rolling line, fermenting machine and dryer, an office
and an Ayurveda clinic in Kandy, a booking desk in Galle, a dive centre with its compressor room
at Nilaveli near Trincomalee, a head office and the seaplane dispatch on the Velana lagoon at
Malé, a resort island in Baa Atoll, Raiyvilu, with its desalination plant, villas and front
office, and an office in Hithadhoo, Addu; staff from the hill country, Kandy, the south coast,
Jaffna, Batticaloa and the Kandy Malays, from Malé, Addu and Huvadhu, from Kerala's Malabar, from
Barisal and Nepal, and Russian, German, Italian and Chinese dive and spa staff) leak secrets into
an assistant's memory. The texts are Viber, WhatsApp, imo, Zoho Cliq, Teams, Signal, Telegram,
Slack, Google Chat, Messenger, LINE, Threema, Wire, Zulip, Mattermost, Webex, Rocket.Chat,
Chatwork, Skype and Discord messages, Google Keep, Apple Notes, Samsung Notes, OneNote, Obsidian,
Notion and Standard Notes notes to self, Todoist, Trello and Asana tasks, Freshdesk and Zoho Desk
tickets, e-mails, an incident note, a runbook, README fragments, shell history (bash, zsh, fish,
PowerShell, Git Bash, Termius, Windows Terminal, a Slack snippet), configs, code, voice-dictated
text and requests to the assistant itself, around the panels of the hardware such a group runs
(a Siemens LOGO!, an ABB ACS580 drive, a Weintek cMT3072 HMI, a Kett PM-650 moisture meter, Delta
DVP and Fatek controllers on the tea line; a Grundfos CUE, a Hach SC200, a ProMinent DULCOMETER,
a Schneider M221, a SIMATIC KTP700 and a Tasmota dosing relay at the desalination plant; a Bauer
B-Control Micro, a Coltri MCH-16, an Analox O2EII and a Nuvair membrane at the dive centre; Garmin
Pilot tablets, an Iridium GO! exec, a Davis WeatherLink Live, an Icom RS-BA1 and an ADS-B feeder
at dispatch; Opera PMS, Micros Simphony, Salto ProAccess SPACE, dormakaba Ambiance, a Grandstream
UCM6302, UniFi, MikroTik and Omada network gear, Huawei and ZTE fibre routers of Dhiraagu and SLT,
a Dialog 4G router, Brother label printers, Hikvision and Dahua recorders, BACnet controllers,
Z-Wave locks, wM-Bus meters and DESFire key cards). Tools none of heldouts 5 to 142 names:
Tasmota's `decode-config`, Teradata's `tbuild`, `orchestrator-client -b`, Exasol's `exajload`,
`hey -a`, ModeSMixer2's `--web-auth`, bacnet-stack's `bacrd` and `bacdcc` (a device's password),
goproxy's `proxy http -a`, the WiFiManager library's `autoConnect`, a KurrentDB URL, `adb pair`'s
code, a londiste ini and Flexisip's users file; beside them the commands the product names
(sshpass, mysql, mariadb, redis-cli, curl -u, xh -a, docker login, htpasswd -b, smbclient, 7z,
zip -P, openssl -pass, gpg --passphrase, plink, xfreerdp, net use, sqlplus, lftp, ipmitool,
mosquitto_pub, sudo -S, kinit, passwd --stdin, keytool -storepass, rabbitmqctl add_user,
ldapsearch -w, sqlcmd, cqlsh, SNMPv3's -A, ssh-keygen -N, `IDENTIFIED BY`) and the formats it
names (.pgpass, chap-secrets, an INI `[credentials]` section, unattend.xml, Terraform's `default`,
PHP's `define`, a SOCKS5 proxy URL with no host), in layouts of its own. About 43 % of the texts
are in other languages than English (by a rough count of the drawn samples): Malaiyaha (Up-Country,
estate) Tamil (in Latin and Tamil letters), Jaffna Tamil, Sri Lankan Creole Malay, Sri Lanka
Portuguese Creole (of Batticaloa), Addu Dhivehi (Addu bas, in Latin letters), Huvadhu Dhivehi
(Huvadhu bas, in Latin letters), Barishali Bengali (of Barisal, in Bengali and Latin letters) and
Mappila (Malabar) Malayalam (in Malayalam and Latin letters), which no earlier docstring names, and
Sinhala (in its script and in Latin letters, the Singlish of chats), Tamil, Dhivehi (Thaana and
Latin), Malayalam, Hindi, Bengali, Nepali, Russian, German, Italian, French, Simplified Chinese,
Japanese and Spanish in wordings of their own. The eight new languages' wordings are the author's
approximations, checked by no speaker, built around a possessive (and for some a connective, a
copula or a negation) and the loanwords people there really text (password, wifi, username, API
key, card, passport, IBAN, command, backup): Malaiyaha's `ennoda`, `thaan`, `thorai`, `apram` and
`yaarukkum sollaatheenga`; Jaffna's `என்ர`, the genitive `-இன்ர`, `எண்ட` and `ஆருக்கும்
சொல்லாதையுங்கோ`; Sri Lanka Malay's genitive `=pe` (`go=pe`, `kitham=pe`), its dative `=nang`, `abis`
and `jang … kaasi thau`; the Portuguese creole's `yo=su`, `=pa`, `novo`, `palaavra`, `depoy` and
`ningeem=pa nu falaa`; Addu's `ahannge`, `paasuwodaki`, `kee aki` and `kaakuves nubunaa`;
Huvadhu's `ahannage`, `paaswodey` and `ey`; Barishali's `মোগো`, `হইল`, `শব্দডা`, `হের পর` and `কাউরে কইও
না`; Mappila's `ഇന്റെ` / `inte`, `aan`, `vaakk`, `athinte shesham` and `aarodum parayanda`. The Addu
and Huvadhu forms and the creole's genitive are the thinnest guesses. Vendors (Ideamart, Mobitel
mSpace, Hutch, LankaQR, FriMi, Dhiraagu, Fenaka, BML Connect, Fahipay, mFaisaa, IDS Next, Duetto,
IDeaS, OTA Insight, GuestJoy, Canary Technologies, Aviapages, Halemind, Notify.lk, Text.lk, Mintpay,
Webxpay, MPGS, Soundtrack Your Brand, Paycorp, Bancstac, Cendyn, TravelClick, iHotelier, Maxxton,
Zaplox, OpenKey, WebHotelier, Triptease, Bookboost, Asksuite, Quicktext, Amenitiz, Skyplan,
eTechLog, Medesk, Mocdoc, Kapruka, PickMe, Koombiyo, Grasshoppers, Domex and Promptxpress) are
ones heldouts 5 to 142 do not name; none of them publishes a token shape the author knows, so
every shape here (Fahipay's `fp_sk_`, Canary's `cnry_live_`, Triptease's `tt_live_`, Text.lk's
`id|secret`, the UUIDs, hex runs, base64 runs and JWTs) is the author's guess. The ids are kinds
heldouts 5 to 142 do not use: a Sri Lanka Medical Council (SLMC) registration, an Ayurvedic
Medical Council (SLAMC) registration, an SLTDA national tourist guide licence, a tea smallholder's
TSHDA registration, an Aswesuma welfare beneficiary number, a Grama Niladhari certificate's
number, India's eMigrate registration, Bangladesh's BMET smart card, Nepal's FEIMS labour permit,
an SSI diver number, a DAN member number and an FAA pilot certificate number, for which
python-stdnum has no module and which no library or this file checks (no check-digit algorithm
is written for them): they are unchecked, their shapes invented or as the author believes them;
passports (Sri Lankan, Maldivian, Indian, Bangladeshi) under Malaiyaha, Jaffna, Addu, Huvadhu,
Mappila, Barishali, Sri Lanka Malay and Portuguese-creole words, likewise unchecked; and
Germany's Krankenversicherungsnummer, whose check digit is computed here by its published rule
(python-stdnum has no module for it). Card numbers pass Luhn (RuPay and Mir prefixes, as the
author believes them, drawn here besides the value helpers' brands, all checked with
python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the IBAN
shapes of heldouts 5 to 142 (Burundi, Belarus, Djibouti, Guatemala, Mongolia and Yemen, in nine
corpora each, Russia and the United Arab Emirates, in ten), drawn until `stdnum.iban` validates
them; seed phrases come from `mnemonic`'s English, Russian, Italian, Simplified Chinese and
Spanish lists, each with a valid checksum. Counts: 390 secret samples, 20 field pairs and 20
metadata samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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
from stdnum import ean as std_ean
from stdnum import iban as std_iban
from stdnum import isbn as std_isbn
from stdnum import luhn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 144_613_027
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


# What the staff of Nilkandu Estates & Atolls build their passwords from.
_GRADES = ["BOP", "BOPF", "FBOP", "OP1", "Pekoe", "Dust1", "FBOPF", "OPA", "BOP1", "PF1"]
_ESTATES = ["Kurunduella", "Kandapola", "Ambewela", "Hanthana", "Welimada", "Ragala", "Uda",
            "Pundaluoya", "Agarapatana", "Nanuoya"]  # fmt: skip
_ELEVATIONS = [1868, 1920, 2040, 1650, 1790, 2100, 1524]
_ISLANDS = ["Raiyvilu", "Hithadhoo", "Feydhoo", "Maradhoo", "Meedhoo", "Dharavandhoo",
            "Eydhafushi", "Hanifaru", "Nilaveli", "Uppuveli", "Velana", "Hulhumale",
            "Kandufushi", "Gan"]  # fmt: skip
_ATOLLS = ["S", "F", "K", "Baa", "Addu", "Seenu"]
_SITES = ["MaaKandu", "HanifaruBay", "PigeonIsland", "BritishLoyalty", "SwamiRock", "DhigaliHaa",
          "FishHead", "KudaGiri", "SharkPoint", "MantaPoint"]  # fmt: skip
_CRICKET = [("Sanga", 319), ("Murali", 800), ("Mahela", 374), ("Sanath", 340), ("Malinga", 4),
            ("Aravinda", 96), ("Dilshan", 193), ("Vaas", 8)]  # fmt: skip
_HERBS = ["Ashwagandha", "Kothalahimbutu", "Venivel", "Polpala", "Iramusu", "Triphala", "Brahmi",
          "Katuwelbatu", "Beli"]  # fmt: skip
_FOODS = ["kottu", "kiribath", "pittu", "hoppers", "mashuni", "garudhiya", "rihaakuru",
          "bondibaiy", "thambili", "kithul", "lunumiris", "idiyappam", "masroshi", "gulha"]  # fmt: skip
_TAILS = ["8Q-NKA", "8Q-NKB", "8Q-NKC", "8Q-NKD", "8Q-NKF"]
_ROUTES = ["MLE", "GAN", "DRV", "HAQ", "KDM", "TMF"]
_NICKS = ["podda", "chooti", "baba", "thambi", "kanna", "molu", "dhon", "kuda", "appachchi",
          "ammi", "raja", "chellam"]  # fmt: skip
_FESTIVALS = ["Vesak", "Avurudu", "Poson", "Deepavali", "Thaipongal", "Eid", "Kurumba"]
_SYMBOLS = "!#$%&*?@+=^~"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


def _cricket(g: random.Random) -> str:
    """A cricketer's name and his record number, a sign and two digits."""
    name, score = g.choice(_CRICKET)
    return f"{name}{score}{g.choice(_SYMBOLS)}{g.randrange(10, 40)}"


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GRADES)}{g.choice(_SYMBOLS)}{g.choice(_ELEVATIONS)}{g.choice(_ESTATES)}",
    _cricket,
    lambda g: f"{g.choice(_ATOLLS)}.{g.choice(_ISLANDS)}{g.choice('#@!*')}{g.randrange(2, 100)}",
    lambda g: f"{g.choice(_TAILS)}@{g.choice(_ROUTES)}{g.randrange(6, 18):02d}{g.choice(['00', '15', '30', '45'])}",
    lambda g: f"{g.choice(_SITES)}{g.randrange(12, 41)}m{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_HERBS)}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: "-".join(g.sample(_FOODS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_FESTIVALS)}{g.randrange(2028, 2034)}{g.choice(_SYMBOLS)}",
    _manager,
    lambda g: _r(g, ALNUM + "!$%*?#", 16),
    lambda g: f"{g.choice(_NICKS)}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 13),
    lambda g: f"{g.choice(_ESTATES).lower()}_{g.choice(_GRADES).lower()}_{g.randrange(2026, 2034)}",
    lambda g: f"{g.choice(_ISLANDS)}{g.choice(_FOODS).capitalize()}{g.randrange(10, 100)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Viber, 'Kurunduella factory' group, Selvaraj: the Siemens LOGO! web server password on the withering trough panel is {pw}",
    "WhatsApp from Chamara: ABB ACS580 drive (trough 4) assistant panel password {pw}",
    "Zoho Cliq, #tea-factory: Weintek cMT3072 HMI admin password {pw}",
    "Teams chat, Nuwan: Kett PM-650 moisture meter laptop password {pw}",
    "Signal from Ishara: Delta DVP PLC program password for the CTC line is {pw}",
    "imo message from the estate office: Fatek HMI on the rolling table, password {pw}",
    "Telegram, Shiham: Grundfos CUE drive password for the RO high-pressure pump {pw}",
    "Slack #raiyvilu-utilities: Hach SC200 controller service password is {pw}",
    "Google Chat, Mifzal: ProMinent DULCOMETER diaLog DACb password {pw}",
    "Messenger from Zuhair: the Schneider M221 in the desal container, web password {pw}",
    "LINE message from Chen Yu: SIMATIC KTP700 Basic panel password {pw}",
    "Threema from Jens (dive base): Bauer B-Control Micro admin password {pw}",
    "Wire chat, Katrin: Coltri MCH-16 ET touchscreen password {pw}",
    "Viber Community 'Trinco dive crew': Analox O2EII logger password {pw}",
    "Zulip stream 'seaplane-ops', Oksana: Garmin Pilot tablet password for 8Q-NKC is {pw}",
    "Mattermost #dispatch: Iridium GO! exec admin password {pw}",
    "Webex chat: Davis WeatherLink Live console password at the Velana lagoon dock {pw}",
    "Rocket.Chat DM from Artyom: Icom RS-BA1 remote server password {pw}",
    "Chatwork message from the Kandy clinic: Brother QL-820NWB admin password {pw}",
    "Skype chat, Dr. Dilhani: clinic reception PC password {pw}",
    "Discord staff server, #booking-desk: Opera PMS workstation password {pw}",
    "Google Keep note: Salto ProAccess SPACE operator password {pw}",
    "Apple Notes 'Raiyvilu IT': dormakaba Ambiance password {pw}",
    "Samsung Notes: Grandstream UCM6302 admin password {pw}",
    "OneNote page 'Galle booking desk': Micros Simphony manager password {pw}",
    "Obsidian daily note: Hikvision DS-7608 NVR password for the clinic {pw}",
    "Notion page 'Seaplane dock': UniFi Express admin password {pw}",
    "Standard Notes: MikroTik hAP ax2 admin password {pw}",
    "Todoist task: change the Omada controller password (now {pw})",
    "Trello card 'Trinco compressor room': Nuvair nitrox membrane panel password {pw}",
    "Asana task 182: the Dahua XVR password at the Kandy clinic is {pw}, rotate it",
    "Freshdesk ticket #5521: Huawei HG8145V5 (Dhiraagu fibre) admin password {pw}",
    "Zoho Desk #3390: ZTE F670L (SLT fibre) admin password {pw} must be changed",
    "Hi Tharindu,\n\nthe administrator password on the Nuwara Eliya factory server is {pw}. Please move it into Bitwarden and delete this mail.\n\nRegards,\nSanduni",
    "Incident 2032-03-09: the Grundfos CUE on the Raiyvilu RO skid answered on the guest VLAN with password {pw}",
    "Runbook: restart RO train 2 after a membrane flush\n1. open the SIMATIC panel\n2. user: operator\n3. password {pw}\n4. start the HP pump and watch the conductivity",
    "README (dive base rack)\nthe Bauer B-Control UI is at http://compressor.nilkandu.lan, admin password `{pw}`.",
    "please remember my Sampath Vishwa password: {pw}",
    "my HNB SOLO password is {pw} now",
    "dictated: the Opera night audit password is {pw} full stop",
    "note to self: Coltri service menu password {pw}",
    "after the firmware update the Hach controller password became {pw}",
    "මගේ ඊමේල් එකේ පාස්වර්ඩ් එක {pw}",
    "ෆැක්ටරි එකේ PC එකේ පාස්වර්ඩ් එක: {pw}",
    "Kasun: machan factory scale eke password eka {pw}, kaatawath kiyanna epa",
    "mage Dialog app eke password eka {pw}",
    "என் மின்னஞ்சலின் கடவுச்சொல் {pw}",
    "ennoda email password {pw} thaan",
    "thorai bungalow computer password: {pw}, yaarukkum sollaatheenga",
    "லயத்து ஆபீஸ் கம்ப்யூட்டர் பாஸ்வேர்டு {pw} தான்",
    "என்ர ஈமெயிலின்ர பாஸ்வேர்ட் {pw}",
    "டைவ் சென்டர் கொம்பியூட்டரின்ர பாஸ்வேர்ட் {pw}, ஆருக்கும் சொல்லாதையுங்கோ",
    "އަހަރެންގެ އީމެއިލްގެ ޕާސްވޯޑަކީ {pw}",
    "Shazna: desal room computer ge password akee {pw}",
    "ahannge email ge paasuwodaki {pw}",
    "Mifzal: Hithadhoo office PC ge paasuwodaki {pw}, kaakuves nubunaa",
    "ahannage email paaswodey {pw}",
    "Niuma: seaplane dock tablet ge paaswodey {pw}",
    "go=pe email password {pw}",
    "Rizvi: kitham=pe Kandy clinic computer=pe password {pw}, jang sapa=nang kaasi thau",
    "yo=su email password {pw}",
    "Dennis: dive centre compressor=su novo password {pw}, ningeem=pa nu falaa",
    "মোগো ডাইভ সেন্টারের কম্পিউটারের পাসওয়ার্ড {pw}, কাউরে কইও না",
    "Rafiqul: mogo desal plant-er computer-er password {pw}",
    "ഇന്റെ ഇമെയിലിന്റെ പാസ്‌വേഡ് {pw} ആണ്",
    "Shameer: inte laptop-nte password {pw} aan, aarodum parayanda",
    "ക്ലിനിക്കിലെ ലാപ്‌ടോപ്പിന്റെ പാസ്‌വേഡ് {pw}",
    "रिसेप्शन के पीसी में लॉगिन का पासवर्ड {pw} है",
    "ডাইভ সেন্টারের ল্যাপটপের পাসওয়ার্ড {pw}",
    "डाइभ सेन्टरको कम्प्युटरको पासवर्ड {pw} हो",
    "пароль на планшете в вилле 12: {pw}",
    "Tauchbasis, Kompressor-Panel: neues Kennwort lautet {pw}",
    "la password del tablet della spa ayurvedica è {pw}",
    "le mot de passe du routeur de la villa 7 : {pw}",
    "潜水中心那台电脑的密码是 {pw}",
    "水上飛行機ディスパッチのPCのパスワードは {pw} です",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["chamara", "sanduni.p", "nuwan", "ishara", "tharindu", "kasun.w", "selvaraj",
          "letchumi", "tharshan", "kavitha.s", "shiham", "mifzal", "shazna.m", "zuhair", "niuma",
          "shameer", "anoop.k", "rafiqul", "shahin", "bishnu", "artyom", "oksana", "jens",
          "katrin", "matteo", "giulia", "chenyu", "rizvi", "dennis", "svc-opera", "ro-operator",
          "dispatch"]  # fmt: skip
_LOGINS = [
    "Viber, Chamara: the Opera PMS login is {u} / {pw}",
    "Zoho Desk #3402: {u} locked out of the Salto SPACE console, last password {pw}",
    "uid={u} pw={pw}",
    "Notion › Raiyvilu › Utilities › RO skid HMI: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Micros Simphony | {u} | {pw} |",
    "log into the Hach controller as {u} with {pw}",
    "Grundfos GO login {u}:{pw}",
    "username: {u}\npwd: {pw}",
    "- host: desal-hmi.raiyvilu.lan\n  user: {u}\n  pass: {pw}",
    "Teams: account {u}, password {pw}",
    "Kasun says the clinic booking account is {u} and the password is {pw}",
    "system,user,password\nopera-pms,{u},{pw}",
    "ssh {u}@factory-srv.nilkandu.lan  # pw {pw}",
    "Slack: creds for the Bauer panel are {u} and {pw}",
    "user name eka {u}, password eka {pw}",
    "පරිශීලක නාමය {u}, පාස්වර්ඩ් එක {pw}",
    "username {u}, password {pw} thaan",
    "யூசர்நேம் {u}, என்ர பாஸ்வேர்ட் {pw}",
    "ޔޫޒަރނޭމް {u}، ޕާސްވޯޑް {pw}",
    "username {u}, paasuwodaki {pw}",
    "go=pe username {u}, go=pe password {pw}",
    "yo=su username {u}, yo=su password {pw}",
    "মোগো ইউজারনেম {u}, পাসওয়ার্ড {pw}",
    "inte username {u}, password {pw} aan",
    "Benutzername {u}, Passwort {pw}",
    "логин {u}, пароль {pw}",
    "账号 {u}，密码 {pw}",
    "utente {u}, password {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kottu", "kiribath", "pittu", "hoppers", "mashuni", "garudhiya", "rihaakuru",
               "bondibaiy", "thambili", "kithul", "lunumiris", "idiyappam", "masroshi", "gulha",
               "pekoe", "dhoni"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small, then {d}",
    "for the Opera terminal it's {w} and then {d} at the end",
    "voice note: clinic wifi is {w} followed by {d}, no space",
    "it's {w}{d}, the word and the number stuck together",
    "type {w} first, then {d}",
    "password eka {w} kiyana wachane, eeta passe {d}",
    "password {w}-nu oru word, apram {d}",
    "பாஸ்வேர்ட் {w} எண்ட சொல், பிறகு {d}",
    "password akee {w} ey bas, eyge fahathun {d}",
    "password {w} ini kata, abis {d}",
    "password {w} palaavra, depoy {d}",
    "পাসওয়ার্ড হইল {w} শব্দডা, হের পর {d}",
    "password {w} enna vaakk, athinte shesham {d}",
    "Kennwort: das Wort {w}, dahinter {d}",
    "пароль складывается так: {w}, а следом {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "decode-config.py -s tasmota-ro-dosing.raiyvilu.lan -p '{pw}' --backup-file ro-dosing.json",
    "tbuild -f load_guest_folios.tpt -u \"TargetTdpId='td.nilkandu.lan', TargetUserName='{u}', TargetUserPassword='{pw}'\"",
    "orchestrator-client -b '{u}:{pw}' -c clusters",
    "exajload -c exa.nilkandu.lan:8563 -u {u} -P '{pw}' -sql \"IMPORT INTO stage.folios FROM LOCAL CSV FILE 'folios.csv'\"",
    "hey -n 200 -c 20 -a '{u}:{pw}' https://booking.nilkandu.mv/api/availability",
    "./modesmixer2 --inConnect 127.0.0.1:30005 --web 8080 --web-auth {u}:{pw} --location 4.19:73.53",
    "bacrd 260001 1 {pw}",
    "bacdcc 260002 1 60 {pw}",
    "proxy http -t tcp -p ':38080' -a '{u}:{pw}'",
    "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@ro-hmi.raiyvilu.lan",
    "mysql -h opera-rep.nilkandu.lan -u {u} -p'{pw}' folios -e 'select count(*) from res'",
    "redis-cli -h 10.40.2.8 -a '{pw}' --no-auth-warning info replication",
    "htpasswd -b /etc/nginx/.htpasswd-dispatch {u} '{pw}'",
    "smbclient //galle-nas/booking -U '{u}%{pw}' -c 'ls'",
    "7z a -p'{pw}' -mhe=on guest-passports-2032.7z scans/",
    "zip -P '{pw}' ayurveda-intake.zip intake/*.pdf",
    "openssl enc -aes-256-cbc -pbkdf2 -in payroll.csv -out payroll.enc -pass pass:'{pw}'",
    "gpg --batch --passphrase '{pw}' --symmetric compressor-log-2032.csv",
    "plink -ssh -pw '{pw}' {u}@10.20.0.5 'uptime'",
    "xfreerdp /v:opera-app01 /u:{u} /p:'{pw}' /dynamic-resolution",
    "net use Z: \\\\galle-fs01\\scans {pw} /user:NILKANDU\\{u}",
    "sqlplus {u}/{pw}@//opera-db.nilkandu.lan:1521/OPERA",
    "lftp -u {u},'{pw}' sftp://edi.nilkandu.mv",
    "ipmitool -I lanplus -H 10.30.0.11 -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.raiyvilu.lan -u {u} -P '{pw}' -t desal/ro1/cmd -m flush",
    "echo '{pw}' | sudo -S systemctl restart opera-ifc",
    "keytool -importcert -alias dispatch -file ca.pem -keystore truststore.jks -storepass '{pw}'",
    "rabbitmqctl add_user {u} '{pw}'",
    "docker login registry.nilkandu.lan -u {u} -p '{pw}'",
    "ldapsearch -H ldap://dc1.nilkandu.lan -D 'cn={u},ou=svc,dc=nilkandu,dc=lan' -w '{pw}' '(uid=*)'",
    "sqlcmd -S galle-sql01 -U {u} -P '{pw}' -Q \"SELECT TOP 5 * FROM Bookings\"",
    "curl -su '{u}:{pw}' https://weather.velana-dock.lan/v1/current",
    "xh -a {u}:'{pw}' get https://dispatch.nilkandu.mv/api/flights",
    "printf '%s\\n' '{pw}' | kinit {u}@NILKANDU.LAN",
    "mariadb -u{u} -p'{pw}' -h 127.0.0.1 opera_interface",
    "CREATE USER '{u}'@'%' IDENTIFIED BY '{pw}';",
    "echo '{pw}' | passwd --stdin {u}",
    "snmpget -v3 -l authPriv -u {u} -a SHA -A '{pw}' -x AES -X 'priv-{u}-2032' 10.50.0.2 sysUpTime.0",
    "cqlsh cass1.nilkandu.lan -u {u} -p '{pw}'",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/id_dispatch",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Users\\opera> {c}", "tharindu@factory-srv:~$ {c}",
    "root@ro-hmi:/opt# {c}", "[dispatch@mle-ops ~]$ {c}", "~/.bash_history:\n{c}",
    "zsh history on the booking Mac: {c}", "fish (dive base laptop)> {c}",
    "Termius snippet 'desal': {c}", "Windows Terminal at the Galle desk: {c}",
    "Slack snippet from Nuwan:\n```\n{c}\n```", "Git Bash, MINGW64 ~/opera-ifc\n$ {c}",
    "mage command eka run kala: {c}", "நான் ஓட்டின கமாண்ட்: {c}", "mi command run kurevi: {c}",
    "go=pe command: {c}", "запускал ровно так: {c}", "hab das so ausgeführt: {c}",
    "我跑的命令：{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "kurrentdb://{u}:{pw}@esdb.nilkandu.lan:2113?tls=true",
    "rtsp://{u}:{pw}@10.60.1.21:554/Streaming/Channels/101",
    "ftps://{u}:{pw}@ftp.nilkandu.mv:990/opera/exports",
    "postgres://{u}:{pw}@pg-dispatch.nilkandu.mv:5432/flights?sslmode=require",
    "mysql://{u}:{pw}@opera-rep.nilkandu.lan:3306/ifc",
    "mongodb://{u}:{pw}@mongo1.nilkandu.lan:27017,mongo2.nilkandu.lan:27017/bookings?replicaSet=rs0",
    "redis://{u}:{pw}@10.40.2.8:6379/3",
    "mqtt://{u}:{pw}@mqtt.raiyvilu.lan:1883",
    "https://{u}:{pw}@nvr.kandy-clinic.lan/ISAPI/System/deviceInfo",
    "socks5://{u}:{pw}@:1080",
    "Server=galle-sql01;Database=Bookings;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://pg-dispatch.nilkandu.mv:5432/flights?user={u}&password={pw}",
    "davs://{u}:{pw}@dav.nilkandu.lan/clinic/",
    "amqp://{u}:{pw}@mq.nilkandu.lan:5672/%2Fbookings",
]  # fmt: skip
_URL_PLACES = [
    "DISPATCH_DB_URL={c}", "keep this connection string: {c}", "DB connection eka: {c}",
    "கனெக்ஷன் ஸ்ட்ரிங் {c}", "Slack #booking-dev: {c}", "Obsidian note 'integrations': {c}",
    "строка подключения: {c}", "连接字符串：{c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_962_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "aud": "nilkandu", "sub": f"prop_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "bookings rates"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# None of these vendors publishes a token shape the author knows: every shape here is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Ideamart", "IDEAMART_APP_PASSWORD", _j((HEX, 32))),
    ("Mobitel mSpace", "MSPACE_APP_PASSWORD", _j((HEX, 32))),
    ("Hutch", "HUTCH_SMS_API_KEY", _j((ALNUM, 40))),
    ("LankaQR", "LANKAQR_MERCHANT_SECRET", _j((B64, 43), "=")),
    ("FriMi", "FRIMI_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Dhiraagu", "DHIRAAGU_SMS_TOKEN", _vendor_jwt("https://api.dhiraagu.com.mv")),
    ("Fenaka", "FENAKA_BILLING_KEY", _j((UPPER_HEX, 32))),
    ("BML Connect", "BML_CONNECT_API_KEY", _j((ALNUM, 64))),
    ("Fahipay", "FAHIPAY_SECRET_KEY", _j("fp_sk_", (ALNUM, 32))),
    ("mFaisaa", "MFAISAA_MERCHANT_KEY", _j((HEX, 40))),
    ("IDS Next", "IDSNEXT_INTERFACE_TOKEN", _j((B64, 60))),
    ("Duetto", "DUETTO_API_KEY", lambda g: v.uuid4(g, "a")),
    ("IDeaS", "IDEAS_G3_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("OTA Insight", "OTAINSIGHT_API_TOKEN", _j((HEX, 64))),
    ("GuestJoy", "GUESTJOY_API_KEY", _j((ALNUM, 32))),
    ("Canary Technologies", "CANARY_API_SECRET", _j("cnry_live_", (ALNUM, 36))),
    ("Aviapages", "AVIAPAGES_API_TOKEN", _j((HEX, 40))),
    ("Halemind", "HALEMIND_API_KEY", _j((ALNUM, 48))),
    ("Notify.lk", "NOTIFYLK_API_KEY", _j((ALNUM, 20))),
    ("Text.lk", "TEXTLK_API_TOKEN", lambda g: f"{g.randrange(100, 9999)}|{_r(g, ALNUM, 40)}"),
    ("Mintpay", "MINTPAY_MERCHANT_SECRET", _j((HEX, 64))),
    ("Webxpay", "WEBXPAY_SECRET_KEY", lambda g: v.uuid4(g, "b")),
    ("MPGS", "MPGS_API_PASSWORD", _j((HEX, 32))),
    ("Soundtrack Your Brand", "SOUNDTRACK_API_TOKEN", _j((B64, 64))),
    ("Paycorp", "PAYCORP_HMAC_SECRET", _j((ALNUM, 32))),
    ("Bancstac", "BANCSTAC_AUTH_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Cendyn", "CENDYN_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("TravelClick", "TRAVELCLICK_API_KEY", _j((UPPER_DIGITS, 32))),
    ("iHotelier", "IHOTELIER_HTNG_PASSWORD", _j((ALNUM, 24))),
    ("Maxxton", "MAXXTON_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Zaplox", "ZAPLOX_API_KEY", _j((HEX, 48))),
    ("OpenKey", "OPENKEY_AUTH_TOKEN", _vendor_jwt("https://api.openkey.co")),
    ("WebHotelier", "WEBHOTELIER_API_PASSWORD", _j((ALNUM, 32))),
    ("Triptease", "TRIPTEASE_API_KEY", _j("tt_live_", (ALNUM, 32))),
    ("Bookboost", "BOOKBOOST_API_TOKEN", _j((B64, 56))),
    ("Asksuite", "ASKSUITE_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Quicktext", "QUICKTEXT_API_KEY", _j((HEX, 40))),
    ("Amenitiz", "AMENITIZ_API_KEY", _j((ALNUM, 40))),
    ("Skyplan", "SKYPLAN_API_KEY", _j((UPPER_DIGITS, 24))),
    ("eTechLog", "ETECHLOG_SYNC_TOKEN", _j((URLSAFE, 64))),
    ("Medesk", "MEDESK_API_KEY", _j((HEX, 32))),
    ("Mocdoc", "MOCDOC_CLIENT_SECRET", _j((ALNUM, 36))),
    ("Kapruka", "KAPRUKA_PARTNER_KEY", _j((ALNUM, 30))),
    ("PickMe", "PICKME_BUSINESS_TOKEN", _vendor_jwt("https://business.pickme.lk")),
    ("Koombiyo", "KOOMBIYO_API_KEY", _j((ALNUM, 32))),
    ("Grasshoppers", "GRASSHOPPERS_API_TOKEN", _j((HEX, 40))),
    ("Domex", "DOMEX_API_KEY", _j((UPPER_HEX, 40))),
    ("Promptxpress", "PROMPTXPRESS_API_KEY", _j((B64, 43), "=")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} nilkandu/booking-sync:2.3",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "gh secret set {env} --body '{tok}'",
    "group_vars/resort.yml:\n{envl}: \"{tok}\"",
    "terraform.tfvars:\n{envl} = \"{tok}\"",
    "php-fpm pool www.conf:\nenv[{env}] = {tok}",
    "setx {env} \"{tok}\"",
    "PowerShell: $env:{env} = '{tok}'",
    "nginx site: fastcgi_param {env} {tok};",
    "Opera interface setup › {vendor} › API key: {tok}",
    "Notion table 'Vendors': | {vendor} | booking sync | {tok} |",
    "Todoist: rotate the {vendor} key {tok}",
    "Viber, Tharindu: {vendor} key for the channel sync: {tok}",
    "Teams: the {vendor} token in use now is {tok}; the old one is revoked",
    "Freshdesk #5540: {vendor} sync returns 401, configured key {tok}",
    "Zoho Desk #3412: {vendor} integration broken, current key {tok}",
    "please save my {vendor} API key: {tok}",
    "{vendor} API key eka {tok}",
    "{vendor} API යතුර: {tok}",
    "{vendor} API சாவி: {tok}",
    "{vendor} API key {tok} thaan",
    "{vendor} இன்ர API key {tok}",
    "{vendor} ގެ API ކީ: {tok}",
    "{vendor} ge API kee aki {tok}",
    "{vendor} API kee ey {tok}",
    "{vendor}=pe API key {tok}",
    "{vendor}=su API key {tok}",
    "{vendor}-এর API কি হইল {tok}",
    "{vendor} API key {tok} aan",
    "{vendor} API കീ: {tok}",
    "{vendor} के लिए हमारी API key {tok} है",
    "{vendor} API key चाहिँ {tok} हो",
    "API-ключ {vendor} для ресепшена: {tok}",
    "API-Schlüssel für {vendor} (Buchungssync): {tok}",
    "chiave API di {vendor} per la reception: {tok}",
    "{vendor} 接口密钥：{tok}",
    "{vendor} のAPIキーは {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    notify = _r(rng, ALNUM, 20)
    textlk = f"{rng.randrange(100, 9999)}|{_r(rng, ALNUM, 40)}"
    mpgs = _r(rng, HEX, 32)
    koombiyo = _r(rng, ALNUM, 32)
    fahipay = "fp_sk_" + _r(rng, ALNUM, 32)
    medesk = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'requests.post("https://app.notify.lk/api/v1/send", data={{"user_id": "28114", "api_key": "{notify}", "sender_id": "NILKANDU"}})', notify),
        Sample("vendor_token", f'curl -X POST https://app.text.lk/api/v3/sms/send -H "Authorization: Bearer {textlk}" -d recipient=94771234567', textlk),
        Sample("vendor_token", f'const gateway = new MpgsClient("TESTNILKANDU01", "{mpgs}");', mpgs),
        Sample("vendor_token", f"Config/Release.xcconfig:\nKOOMBIYO_API_KEY = {koombiyo}", koombiyo),
        Sample("vendor_token", f"$fahipay = new FahipayGateway(['merchant' => 'NKA-MV', 'secret' => '{fahipay}']);", fahipay),
        Sample("vendor_token", f'client = MedeskApi(api_key="{medesk}", base_url="https://api.medesk.net")', medesk),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, envl=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "Viber: {t}", "it shows it only once, copying it here:\n{t}", "token eka {t}",
                "டோக்கன்: {t}", "{t}\n^ the new one, the old one is revoked", "hold on to this: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Z-Wave S2 Access key of the villa 12 door lock: {h}": 32,
    "LoRaWAN AppKey of the RO tank level sensor (OTAA): {h}": 32,
    "HMAC secret for the BML Connect webhook: {h}": 64,
    "AES-256 key of the Opera export job, hex: {h}": 64,
    "wM-Bus AES key of the desal flow meter FM-02: {h}": 32,
    "DESFire application master key for the villa key cards: {h}": 32,
    "backup encryption key eka: {h}": 64,
    "ބެކަޕްގެ އެންކްރިޕްޝަން ކީ: {h}": 64,
    "бэкап диспетчерской шифруется вот этим ключом: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Freshdesk #5561: token copied from the browser devtools {t}",
    "Cookie: lang=si; nk_session={t}",
    "BOOKING_SYNC_TOKEN={t}",
    "save this bearer token for me {t}",
    "token eka {t}",
    "令牌：{t}",
    "token akee {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_962_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS256", "HS256", "RS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "email": f"{rng.choice(_USERS)}@nilkandu.lk"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.nilkandu.lk/realms/staff",
            "azp": "opera-bridge",
            "roles": ["front-office", "night-audit"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS256": 342, "HS256": 43, "RS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the factory server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.nilkandu.mv.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"DISPATCH_SIGNING_KEY": "{key}", "kid": "mle-1"}}': ("PRIVATE KEY", "\\n"),
    "tee /root/.ssh/id_ecdsa_desal >/dev/null <<'KEY'\n{key}\nKEY": ("EC PRIVATE KEY", "\n"),
    "Zoho Desk #3430, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "சேர்வரின்ர பிரைவேட் கீ:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Opera SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpQIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Ledger backup words for the resort's USDT float, copied off the card: {p}": "english",
    "Trust Wallet recovery phrase\n{p}": "english",
    "Exodus words (the old tip-jar wallet, empty now): {p}": "english",
    "voice note: the Sparrow wallet seed is {p} and that's all of it": "english",
    "Notion page 'Dive shop crypto (retired)': {p}": "english",
    "Viber, Nuwan: Electrum seed {p}": "english",
    "mage wallet eke seed words: {p}": "english",
    "wallet ge seed phrase akee {p}": "english",
    "секретная фраза MetaMask Артёма: {p}": "russian",
    "frase di recupero del Ledger di Matteo: {p}": "italian",
    "imToken 助记词：{p}": "chinese_simplified",
    "frase semilla de la billetera del huésped de la villa 3: {p}": "spanish",
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
        " · ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's and Mir's, as the author believes
    them: brands the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["6521", "6522", "508227", "607094"], [16])
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2204"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Viber, Sanduni: the resort card for the Bauer spare parts is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} valid till {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Zoho Desk #3444: pay the Coltri service visit with card {c}",
    "mage card number eka {c}, {mm}/{yy}",
    "කාඩ් අංකය: {c}",
    "என்ர கார்ட் நம்பர் {c}, {mm}/{yy}",
    "އަހަރެންގެ ކާޑު ނަންބަރު: {c}",
    "go=pe card number {c}",
    "মোগো কার্ডের নাম্বার {c}, {mm}/{yy}",
    "номер карты гостя: {c}, до {mm}/{yy}",
    "客人的卡号：{c}，有效期 {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "rupay", "mastercard", "amex", "mir", "unionpay", "jcb", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 41))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/35, CVV {cvv}",
               "the three digits on the back of the resort card: {cvv}",
               "Amex {c}, the four-digit code printed above the number: {cvv}",
               "card eke pitipasse thiyena ankay thuna: {cvv}",
               "கார்டுக்குப் பின்னால இருக்கிற மூணு நம்பர்: {cvv}",
               "CVC на гостевой карте (сзади, три знака): {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 142; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"BI": "n" * 23, "BY": "aaaa" + "n" * 20, "DJ": "n" * 23, "GT": "aaaa" + "n" * 20,
                "MN": "n" * 16, "YE": "aaaa" + "n" * 22, "RU": "n" * 29, "AE": "n" * 19}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the account's country
    "Invoice NK-2032-207: pay the Bujumbura tea-machinery broker to {i} within 30 days": "BI",
    "save the Minsk tour operator's IBAN: {i}": "BY",
    "IBAN: {i}\nRef: Baa Atoll water villa 12, April": "RU",
    "Teams #finance: the Djibouti dive-gear supplier's new account, IBAN {i}": "DJ",
    "the refund for the Ulaanbaatar group goes to IBAN {i}": "MN",
    "Aden agent's commission account: {i}": "YE",
    "IBAN гостя, предоплату вернуть сюда: {i}": "RU",
    "mage Dubai account eke IBAN eka {i}": "AE",
    "IBAN: {i} — ފައިސާ ފޮނުވާނީ މި އެކައުންޓަށް": "GT",
    "মোগো দুবাইর একাউন্টের IBAN {i}": "AE",
    "agent Minsk=su IBAN {i}": "BY",
    "IBAN del fornitore di caffè del Guatemala: {i}": "GT",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


# Ids with no python-stdnum module: unchecked, their shapes invented or as the author believes them.
def _slmc(g: random.Random) -> str:
    """A Sri Lanka Medical Council registration: five digits, no public check."""
    return str(g.randrange(12_000, 48_000))


def _slamc(g: random.Random) -> str:
    """An Ayurvedic Medical Council registration: an invented series, a letter and a serial."""
    return f"SLAMC/{g.choice('RGU')}/{g.randrange(10_000, 30_000)}"


def _sltda_guide(g: random.Random) -> str:
    """A national tourist guide licence: invented, NTG, the year and a serial."""
    return f"NTG/{g.randrange(2026, 2033)}/{g.randrange(1000, 10_000):04d}"


def _tshda(g: random.Random) -> str:
    """A smallholder's registration with the tea board: invented, a district and six digits."""
    return f"TSHDA/{g.choice(['NE', 'BD', 'KY', 'RP'])}/{_r(g, D, 6)}"


def _aswesuma(g: random.Random) -> str:
    """A welfare beneficiary number: invented, a district's two digits and ten more."""
    return f"{g.randrange(11, 26)}{_r(g, D, 10)}"


def _gn_cert(g: random.Random) -> str:
    """A Grama Niladhari certificate: invented, the division's code, the year and a serial."""
    return f"GN/{g.randrange(400, 600)}A/{g.randrange(2028, 2033)}/{g.randrange(100, 1000)}"


def _emigrate(g: random.Random) -> str:
    """An Indian eMigrate registration: invented, E and eleven digits."""
    return "E" + _r(g, D, 11)


def _bmet(g: random.Random) -> str:
    """A Bangladeshi BMET smart card: invented, twelve digits."""
    return g.choice("123456789") + _r(g, D, 11)


def _feims(g: random.Random) -> str:
    """A Nepali labour permit (FEIMS) number: invented, eight digits."""
    return g.choice("3456789") + _r(g, D, 7)


def _ssi_diver(g: random.Random) -> str:
    """An SSI diver number: seven digits, as the author believes it; no public check."""
    return g.choice("123456789") + _r(g, D, 6)


def _dan_member(g: random.Random) -> str:
    """A DAN member number: invented, eight digits."""
    return g.choice("123456789") + _r(g, D, 7)


def _faa_cert(g: random.Random) -> str:
    """An FAA pilot certificate number: seven digits, no public check."""
    return g.choice("23456789") + _r(g, D, 6)


def _kvnr(g: random.Random) -> str:
    """A German health insurance number (Krankenversicherungsnummer): a letter and nine digits,
    the last a check digit computed here by the published rule (the letter as two digits, weights
    1 and 2 in turn, digit sums, modulo 10); no library checks it."""
    letter, body = g.choice(UPPER), _r(g, D, 8)
    digits = f"{ord(letter) - 64:02d}{body}"
    total = sum(sum(map(int, str(int(c) * (1 + k % 2)))) for k, c in enumerate(digits))
    return f"{letter}{body}{total % 10}"


def _lk_passport(g: random.Random) -> str:
    """A Sri Lankan passport: N and seven digits."""
    return "N" + _r(g, D, 7)


def _mv_passport(g: random.Random) -> str:
    """A Maldivian passport: invented, two letters and seven digits."""
    return g.choice(["LA", "LB", "MA"]) + _r(g, D, 7)


def _in_passport(g: random.Random) -> str:
    """An Indian passport: a letter and seven digits."""
    return g.choice("JKLMNPRSTUVWZ") + _r(g, D, 7)


def _bd_passport(g: random.Random) -> str:
    """A Bangladeshi e-passport: A and eight digits."""
    return g.choice("AB") + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "SLMC registration number of the resort doctor, for the Health Protection Agency form: {s}": _slmc,
    "SLMC reg. no. (Dr. Perera, house calls in Galle): {s}": _slmc,
    "SLAMC registration of the Ayurveda physician at the Kandy clinic: {s}": _slamc,
    "ආයුර්වේද වෛද්‍ය සභාවේ ලියාපදිංචි අංකය (SLAMC): {s}": _slamc,
    "SLTDA national tourist guide licence of Kasun, for the Kandy tour: {s}": _sltda_guide,
    "TSHDA smallholder registration of Letchumi's plot in Kandapola: {s}": _tshda,
    "Aswesuma beneficiary number of the estate worker Muthulingam: {s}": _aswesuma,
    "Grama Niladhari certificate no. for Selvaraj's police report: {s}": _gn_cert,
    "eMigrate registration of Anoop (Kerala, hired for Raiyvilu): {s}": _emigrate,
    "BMET smart card number of Rafiqul, for the work permit file: {s}": _bmet,
    "Nepal labour permit (FEIMS) number of Bishnu: {s}": _feims,
    "SSI diver number of the guest in villa 12: {s}": _ssi_diver,
    "DAN member number for the chamber referral: {s}": _dan_member,
    "FAA pilot certificate number of Captain Reyes (Twin Otter, seasonal): {s}": _faa_cert,
    "Krankenversicherungsnummer von Frau Keller (Villa 9), für die Klinik: {s}": _kvnr,
    "ahannge passport number aki {s}": _mv_passport,
    "ahannage passport ey {s}": _mv_passport,
    "ennoda passport number {s} thaan": _lk_passport,
    "என்ர பாஸ்போர்ட் நம்பர் {s}": _lk_passport,
    "inte passport number {s} aan": _in_passport,
    "মোগো পাসপোর্টের নাম্বার {s}": _bd_passport,
    "go=pe passport number {s}": _lk_passport,
    "yo=su passport {s}": _lk_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, D, 4)} {_r(rng, D, 4)}" for _ in range(n)]


_BACKUPS = ["Bitwarden 2FA recovery codes (resort admin)\n{codes}",
            "spare sign-in codes for the Nilkandu Google Workspace {codes}",
            "BML Connect backup codes: {codes}", "2FA backup codes tika: {codes}",
            "2FA ބެކަޕް ކޯޑުތައް:\n{codes}", "запасные коды двухфакторки: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Nilkandu:sanduni@nilkandu.lk?secret={s}&issuer=Nilkandu&period=30",
              "Aegis, manual entry for the Opera Cloud login: {s}",
              "2FAS, setup key for the BML Connect merchant portal: {s}",
              "2FA secret key eka: {s}"]  # fmt: skip
_CODES = ["HNB: {c} is your OTP for the SOLO login. Do not share it.",
          "ඔබගේ OTP කේතය {c}. කිසිවෙකුට නොදෙන්න.",
          "ތިޔަ OTP އަކީ {c}",
          "Ваш одноразовый код {c}, действует пять минут; сотрудникам банка его не называйте.",
          "adb pair 192.168.10.44:37125 {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Nilkandu-Staff", "NK-Raiyvilu-BOH", "Dialog 4G 517", "SLT-Fiber-7C21",
          "Dhiraagu-Fibre-2G", "Ooredoo_5G_A31F", "Kurunduella-Factory", "Velana-Dock",
          "Trinco-DiveBase", "KandyClinic-5G", "Hithadhoo-Office", "Galle-Desk"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "staff network {s}, password {pw}",
    "wifi at the dive base: {s} / {pw}",
    "WiFiManager on the dosing ESP32: wm.autoConnect(\"{s}\", \"{pw}\");",
    "the key on the sticker under the Dialog router: {pw}",
    "{s} wifi eke password eka {pw}",
    "{s} වයිෆයි එකේ පාස්වර්ඩ් එක {pw}",
    "line room wifi Kurunduella-Lines password {pw} thaan",
    "{s} வைஃபைன்ர பாஸ்வேர்ட் {pw}",
    "{s} ވައިފައިގެ ޕާސްވޯޑް: {pw}",
    "{s} wifi ge paasuwodaki {pw}",
    "wifi {s}=su password {pw}",
    "{s} wifi password {pw} aan",
    "вайфай {s}, пароль {pw}",
    "{s} वाइफाइको पासवर्ड {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 14)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("fp_sk_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("tt_live_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out a character at a time: {t}", "[dictated on the Viber call] {t}",
          "(spaced so the preview hides it) {t}", "akuren akura: {t}", "一个一个字母：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " : ".join(token[k : k + 3] for k in range(0, len(token), 3))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the dive locker padlock at Nilaveli: {pw}", "compressor room door keypad takes {pw} then #",
          "key safe at the Kandy clinic: {pw}", "store eke padlock code eka {pw}",
          "ගබඩාවේ ඉබ්බාගේ කෝඩ් එක: {pw}", "ஸ்டோர் பூட்டின்ர கோட் {pw}",
          "ސްޓޯރުގެ ތަޅުގެ ކޯޑު: {pw}", "store=pe padlock code {pw}",
          "Zahlenschloss am Tauchspind: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kithul", "thambili", "dhoni", "hulhangu", "iruvai", "withering", "rotorvane",
                 "pekoe", "lagoon", "manta", "bodumas", "kandu", "faru", "thila", "giri",
                 "fermenter"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the ops vault: {p}": " ",
            "KeePassXC database passphrase (dispatch): {p}": "-",
            "VeraCrypt container with the guest passport scans, passphrase: {p}": " ",
            "1Password family vault passphrase: {p}": ".",
            "backup passphrase eka: {p}": "_", "backup ge passphrase akee {p}": " ",
            "фраза-пароль для бэкапа виллы: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman collection, header Authorization: Basic {v}": True,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Insomnia request: Authorization: Bearer {v}": False,
    "Bruno environment, header Authorization = Basic {v}": True,
    "HTTPie session file: \"Authorization\": \"Bearer {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "londiste.ini:\n[londiste]\njob_name = opera_to_dw\ndb = dbname=opera host=pg1.nilkandu.lan user=londiste password={pw}",
    "/etc/flexisip/users.db:\nversion:1\nreception@sip.nilkandu.mv clrtxt:{pw} ;",
    "ifc8.ini (Opera interface PC):\n[PMS]\nHost=opera-app01\nUser=IFC\nPassword={pw}",
    "/etc/nut/upsd.users:\n[monuser]\n    password = {pw}\n    upsmon primary",
    "frigate config.yml:\nmqtt:\n  host: mqtt.raiyvilu.lan\n  user: frigate\n  password: {pw}",
    "/etc/mosquitto/conf.d/bridge.conf:\nconnection dock-to-mle\naddress mqtt.nilkandu.mv:8883\nremote_username velana\nremote_password {pw}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"http://influx.raiyvilu.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "odbc.ini:\n[OperaDW]\nDriver=PostgreSQL Unicode\nServername=pg1.nilkandu.lan\nUsername=bi\nPassword={pw}",
    "wp-config.php (resort site):\ndefine( 'DB_PASSWORD', '{pw}' );",
    "application.properties (dispatch service):\nspring.datasource.username=dispatch\nspring.datasource.password={pw}",
    "booking-sync config.yaml:\ndatabase:\n  host: pg-dispatch.nilkandu.mv\n  user: booking_sync\n  password: \"{pw}\"",
    "~/.pgpass:\npg-dispatch.nilkandu.mv:5432:flights:dispatch:{pw}",
    "/etc/ppp/chap-secrets:\n# client  server  secret  IP\nraiyvilu  *  {pw}  *",
    "[credentials]\nopera_user = ifc\nopera_password = {pw}",
    "unattend.xml (booking desk PCs):\n<AdministratorPassword>\n  <Value>{pw}</Value>\n  <PlainText>true</PlainText>\n</AdministratorPassword>",
    "variables.tf:\nvariable \"dispatch_db_password\" {{\n  default = \"{pw}\"\n}}",
    "/etc/samba/creds-galle (mount.cifs credentials):\nusername=scanner\npassword={pw}",
    "Home Assistant secrets.yaml:\nro_plc_password: {pw}",
    "~/.msmtprc:\naccount resort\nhost smtp.nilkandu.mv\nuser alerts@nilkandu.mv\npassword {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Tharindu: factory wifi password?\nSanduni: {pw}",
    "[07:45] shiham: root pw for the RO HMI?\n[07:46] mifzal: {pw}",
    "Artyom: {pw} is the new Opera supervisor password",
    "Kasun: use {pw}, that's what the Coltri has now",
    "Nuwan: aluth password eka {pw}",
    "Selvaraj: puthu password {pw} thaan",
    "Tharshan: புது பாஸ்வேர்ட் {pw}",
    "Shazna: އައު ޕާސްވޯޑަކީ {pw}",
    "Dennis: novo password {pw}",
    "Shahin: নতুন পাসওয়ার্ড হইল {pw}",
    "Shameer: puthiya password {pw} aan",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2060word → {pw}", "Pass\u00adword = {pw}", "раsswоrd: {pw}",
    "ｐａｓｓｗｏｒｄ：{pw}", "𝗉𝖺𝗌𝗌𝗐𝗈𝗋𝖽 {pw}", "pass\u200dword: {pw}", "PASS\ufeffWORD = {pw}",
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
    "the Opera supervisor's password these days is": "{s}", "Hach service pw:": "{s} (since the controller swap in May)",
    "මගේ පාස්වර්ඩ් එක": "{s}", "RO HMI password": "{s}\nchange it after the membrane job",
    "என்ர பாஸ்வேர்ட்": "{s}", "ޕާސްވޯޑަކީ": "{s}", "go=pe password": "{s}",
    "Coltri password": "{s}", "the password Shiham read out on the radio was": "{s}, I think",
    "inte password": "{s} aan",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Duetto API key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_token", "Triptease key:", "{s} (rate widget)", _j("tt_live_", (ALNUM, 32))),
    ("split_token", "Cendyn client secret", "{s}", _j((URLSAFE, 48))),
    ("split_seed", "Electrum seed words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/36", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "BI"))),
    ("split_backup", "BML Connect recovery codes", "{s}\n7qk2m-x9f4d\nh3v8p-2rn6w", lambda g: _backup_list(g, 1, 2)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "SLMC registration no.", "{s}", _slmc),
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
    '{"hach_sc200": {"url": "https://hach.raiyvilu.lan", "service_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"paasuwodu": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "selvaraj", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"panels": [{"name": "ro-train-1"}, {"name": "ro-train-2", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sqlcmd", "-S", "galle-sql01", "-U", "night_audit", "-P", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "Opera PC එකේ පාස්වර්ඩ් එක {s}"}': ("meta_password", _plain_pw),
    '{"பாஸ்வேர்ட்": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in to the Bauer panel as diveops with the password {s}"}': ("meta_password", _plain_pw),
    '{"duetto": {"api_key": "{s}"}}': ("meta_token", lambda g: v.uuid4(g, "a")),
    '{"otaInsightToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"medesk_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "11/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MN")),
    '{"guest": {"kvnr": "{s}"}}': ("meta_id", _kvnr),
    '{"mfa": {"backup_codes": ["{s}", "58194027", "30617748"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 0)[0]),
    '{"tip_jar_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"zwave": {"s2_access_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"dive_locker": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Trinco-DiveBase", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"sc200-firmware-3.12.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.nilkandu.lan/booking-sync:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"factory: add withering trough humidity", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"opera: revert folio export", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"compressor_log_2032-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"dispatch-export-2031.parquet").hexdigest()
_ISBN = str(std_isbn.format("978955301247" + std_ean.calc_check_digit("978955301247")))
assert std_isbn.is_valid(_ISBN)

CLEAN = [
    "Before the membrane supplier comes on 2032-04-18 the Hach controller password has to be changed; remind me.",
    "Selvaraj wanted the factory wifi password, so I pointed him to the card in the kanakkapillai's drawer.",
    "Policy: every Nilkandu password has 14 characters or more and is stored only in Bitwarden.",
    "Nobody should drop passwords into Viber groups; a Bitwarden Send link does the job.",
    "In `.env.example`, `MPGS_API_PASSWORD=replace-me` only marks where the real value goes.",
    "Opera forces a password change on the front-office terminals every 90 days.",
    "The README's <YOUR_NOTIFYLK_KEY> stands for the key each developer copies from the Notify.lk dashboard.",
    "The nightly rate sync refuses to start unless TRIPTEASE_API_KEY and DUETTO_API_KEY are set.",
    "password eka kaatawath kiyanna epa, machan.",
    "ඔබේ පාස්වර්ඩ් එක කාටවත් කියන්න එපා.",
    "உங்கள் கடவுச்சொல்லை வேறு எவருடனும் பகிர்ந்துகொள்ள வேண்டாம்.",
    "password-a yaarukkum sollaatheenga, thorai sonnaaru.",
    "பாஸ்வேர்டை ஆருக்கும் சொல்லாதையுங்கோ.",
    "ޕާސްވޯޑް ކާކަށްވެސް ނުބުނާތި.",
    "paasuwodu kaakuves nubunaa.",
    "password sapa=nang jang kaasi thau.",
    "password ningeem=pa nu falaa.",
    "পাসওয়ার্ড কাউরে কইও না, হোনো।",
    "password aarodum parayanda, ketto.",
    "Laut IT der Tauchbasis braucht jedes Kennwort vierzehn Zeichen oder mehr.",
    "Минимум четырнадцать знаков в каждом пароле, так решил отдел ИТ.",
    "Secondo l'IT del resort ogni password va cambiata ogni tre mesi.",
    "密码至少要十四个字符。",
    "नया पासवर्ड चौदह अक्षरों से छोटा नहीं रखना, यह आईटी का नियम है।",
    "Weekend work: Hach SC200 firmware 3.10 → 3.12, pymodbus 3.9.2 on the RO gateway.",
    f"commit {_COMMIT} adds the withering-trough humidity column.",
    f"Rolled the interface back to {_SHORT} once the folio export started failing night audit.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"Hach lists SHA-256 checksum {_FIRMWARE_SUM} for the SC200 3.12 image.",
    f"SHA-512 of dispatch-export-2031.parquet: {_SHA512}",
    f"The booking sync runs registry.nilkandu.lan/booking-sync@sha256:{_IMAGE}.",
    f"MD5 of compressor_log_2032-03.csv is {_MD5}, matching the dive base NAS copy.",
    "In the booking sync logs, request id 3f9c2a71-8e4b-4d0a-9b15-6c2e7d8f1a04 took 9.4 s.",
    "Purchase order PO-2032-03561: 12 RO membranes, shipping from Colombo on Friday.",
    "Zoho Desk #3390: the Raiyvilu RO train trips on high conductivity at night.",
    "The Kurunduella estate office answers on +94 52 222 4817 until ten.",
    "Seaplane 8Q-NKC is on the Velana lagoon dock for its 100-hour check.",
    "Booking NK-MLE-2032-00481: two adults, Baa Atoll water villa, 6 nights.",
    "The BOPF from the 14 March batch came out at 3.2 % moisture; fermentation ran 95 minutes.",
    "The desal plant made 182 m³ yesterday at 38 bar; permeate conductivity was 410 µS/cm.",
    "The Salto console locks an operator out for 15 minutes once three wrong passwords are typed.",
    "The Bauer filled 64 tanks today; the filter cartridge is at 71 % and due on Friday.",
    f"ISBN {_ISBN} is the Sri Lankan tea-processing handbook on the factory shelf.",
    "Kasun knows the compressor-room keypad code; I was never given it.",
    "The Kandy pharmacy declined my card ending 4417 this morning.",
    "The Bujumbura broker asks for the IBAN without spaces on every invoice.",
    "The BML Connect 2FA backup codes should be printed and locked in the office safe.",
    "Real wallet support never asks anyone for a recovery phrase.",
    "`FAHIPAY_SECRET_KEY` belongs in the secrets store; it must never be committed.",
    "Salt air rusts the dive locker padlock, so it gets oiled every week.",
    "Since its last release the Notify.lk dashboard shows API keys under Settings › API.",
    "'Nilkandu-Guest' has no password; guests only tick the terms on the splash page.",
    "Lot KUR-2032-0314: 480 kg made tea, BOPF grade, from 1868 m.",
    "Dive log: Maa Kandu, deepest point 27.9 m, 52 minutes, water at 29 °C.",
    "Vehicle WP CAB-4417 takes the guests from Kandy to the estate on Sunday.",
    "Flight NK 214 leaves Velana at 14:35 for Baa Atoll with 11 passengers and 180 kg of baggage.",
    "Nuwara Eliya was at 14 °C and 92 % humidity at 6 am; the leaf came in wet.",
    "Гости из виллы 12 попросили сменить вайфай-пароль — уже сменили.",
    "パスワードは定期的に変更してください。",
    "आफ्नो पासवर्ड कहिल्यै कसैसँग साझा नगर्नुहोस्।",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-03-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "bitwarden/ops/opera", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 388}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "3390", "purchase_order": "PO-2032-03561"}',
    '{"lot": {"id": "KUR-2032-0314", "grade": "BOPF", "weight_kg": 480}}',
    '{"phone": "+94 52 222 4817", "estate": "Kurunduella"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "tanks_filled": 64}',
    '{"flight": "NK 214", "aircraft": "8Q-NKC", "pax": 11}',
    '{"booking": "NK-MLE-2032-00481", "villa": "water villa 12", "nights": 6}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
