# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-fourth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-second's docstring, the fifth
to hundred-and-second only to search them (grep) for the languages, wordings, tools, vendors, id
kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words, names, places,
templates, tools, vendors and layouts, the way the deck crews, fuel-depot and ticket-desk staff,
clinic nurses and doctors, shipyard welders and rice traders of Tonle Lantern River Company (a
fictional barge, ferry and floating-clinic operator) leak secrets into an assistant's memory: barges
and a clinic boat on the Mekong and the Tonlé Sap between Luang Prabang, Pakse, Don Khong, Stung
Treng, Kratie, Kampong Chhnang, Prek Toal, Phnom Penh, Chau Doc and Can Tho, a shipyard, fuel depots
at Pakse and Kratie, ferry ticket desks, a rice-trading office, a telemedicine link over Starlink,
and buyers from Thailand, China, Singapore, Kuwait and Baku. The texts are Zalo, LINE, WhatsApp,
Telegram, WeChat, Messenger, Viber, Signal, Lark, WeCom, DingTalk, Teams, Slack, Google Chat,
KakaoTalk, imo, Element, Threema, Rocket.Chat, Mattermost, Discord and Skype messages, Google Keep,
Apple Notes, OneNote, Evernote, Joplin, Obsidian, Samsung Notes and Xiaomi Notes notes, TickTick,
Microsoft To Do and ClickUp tasks, Jira, Freshdesk, GLPI, osTicket, Redmine and Bitrix24 tickets,
e-mails, incident notes, a runbook, README fragments, shell history (bash, zsh, fish, PowerShell,
cmd, Termux, Windows Terminal, GNOME Terminal, Konsole, iTerm2, Tabby, Xshell, FinalShell), configs,
code (Python, JavaScript, HTML), HTTP clients' exports (Bruno, Hoppscotch, Thunder Client,
RapidAPI), voice-dictated text and requests to the assistant itself, around the panels of river,
fuel, clinic, ticketing, shipyard and office hardware (a Hikvision DS-7608NXI NVR and DS-K1T341 face
terminal, a Dahua XVR5108, Ezviz C8C cameras, a Yaohua XK3190-A12 weighbridge indicator, a Mindray
DP-30 ultrasound, an Edan iM60 monitor, a Sysmex XP-100, a Cepheid GeneXpert, an Abbott Afinion 2, a
Contec ECG1200G, a Veeder-Root TLS-450PLUS, Gilbarco Passport, a Tatsuno dispenser, Franklin Fueling
EVO 550, OPW SiteSentinel, a Fafnir VISY-Command, a Doms PSS 5000, a Dragino LSN50, an em-trak B954
AIS, a Furuno FR-8065 radar, a Garmin GPSMAP 1243xsv, a SmartGen HGM9320, a Victron Cerbo GX, a
Huawei B535 and AR651, a ZTE MF286D, a UniFi Express, a Starlink router, a Poly Studio X30, a
Yealink MeetingBar A20 and T54W, a PAX A920Pro, an iMin Swan 1, a ZKTeco TS1000 turnstile, Lincoln
Electric CheckPoint, ESAB WeldCloud, Kemppi WeldEye, Fronius WeldCube, Konecranes TRUCONNECT, a
Synology DS923+, a QNAP TS-464 and an HP LaserJet M428). Tools none of heldouts 5 to 102 names:
OceanBase's obloader and obdumper, HaoZipC, FreeArc's arc, IBM MQ's runmqsc (its password piped in),
KingbaseES' sys_dump, openGauss' gs_dumpall and gs_basebackup, sqluldr2, GoldenGate's GGSCI
(DBLOGIN), SAP BR*Tools' brspace and brrestore, PL/SQL Developer's plsqldev, DameWare's dwrcc,
Citrix Workspace's storebrowse, FlashFXP, Volcengine's tosutil, JD Cloud's jdc, Kingsoft Cloud's
ks3util, Greenplum's gpload (with PGPASSWORD), dbf2mysql, MySQL Utilities' mysqlindexcheck,
mysqlmetagrep, mysqlprocgrep, mysqldbexport and mysqldbimport, and SOAR (its online DSN), with the
configs of Addax, Yearning, Archery and SOAR, a GoIP gateway's SMS URL and Python's wechatpy; beside
them the commands the product names (sshpass, mysql, redis-cli, docker login, htpasswd, ssh-keygen,
smbclient, 7z, openssl, gpg, plink, xfreerdp, net use, sqlplus, lftp, ipmitool, mosquitto_pub, sudo
-S, curl, zip, cqlsh, rabbitmqctl, keytool) and nmcli, wpa_supplicant, Cisco IOS (enable secret,
TACACS+ and RADIUS keys, a BGP neighbour's password), a Huawei AR's super password, OpenMRS, DHIS2,
Moodle, Mattermost, Nextcloud, Laravel, Spring, ERPNext and Yealink provisioning in layouts of its
own. About 40 % of the texts are in other languages than English (by a rough count of the drawn
samples): Khmu (Kmhmu', in Latin letters), Tai Lue and Tai Dam (each in a romanisation), Phu Thai
(in Thai script), Brao (Latin letters), Kuy (in Khmer letters), Bunong (its Latin orthography) and
Western Cham (Rumi Latin letters), which no earlier docstring names, and Lao, Khmer, Vietnamese,
Thai, Simplified Chinese, Cantonese (in Traditional characters), Malay, Tamil, French, Japanese,
Korean, German, Russian, Spanish and Italian (one seed phrase's line) in wordings of their own. The
eight new languages' wordings are the author's approximations, checked by no speaker, built around
their pronouns and possessives and the loanwords people there really text (password, pass, wifi,
user, passport, card, IBAN, API key, code, router, NAS, email): Khmu's `ɔɔ` ("I", "my", after the
noun), `mɛɛ` ("you"), `am` ("not"), each after a glottal stop, and `kɔmpiw` ("computer"); Tai Lue's
`kau` ("I"), `khong` ("of"), `pen` ("is"), `mai` ("new"), `lek` ("number"), `kham` ("word"), `laew`
("then") and `bo` ("not"); Tai Dam's `cu` ("I"), `khỏng` ("of"), `pên` ("is"), `mớ` ("new") and
`bấu` ("not"); Phu Thai's `เฮา` ("we", "I"), `แม่น` ("is"), `เด้อ` (a softening particle) and `ไผ`
("who"); Brao's `ɲaa` ("I", "my") and `am` ("not", after a glottal stop); Kuy's `អាញ់` (a Khmer
spelling of `aɲ`, "I", "my") with Khmer's `កុំ` ("don't"); Bunong's `gâp` ("I"), `may` ("you"), `ăn`
("give"), `nau` ("word"), `jêh ri` ("after that") and `lơi ngơi` ("don't say"); Western Cham's `kau`
("I"), `ong` ("you"), `sang` ("house"), `nan` ("that"), `bharau` ("new"), `blaoh nan` ("after that")
and `juai` ("don't"): all guesses after published word lists or neighbouring languages. Vendors
(ACLEDA, Pi Pay, TrueMoney, BCEL OnePay, U-Money, M-Money, Bakong, ZaloPay, payOS, VietQR, 9Pay,
AppotaPay, GB Prime Pay, ChillPay, Aspire, Fazz, StraitsX, FOMO Pay, Reddot Payment, Alipay+, WeChat
Pay, InstaRem, BIDV, MB Bank, TPBank, Kerry Express, Flash Express, Shippop, JD Logistics, SpeedSMS,
ThaiBulkSMS, Smart Axiata, MISA meInvoice, VNPT Invoice, BKAV eHoaDon, Tianditu, QWeather, Caiyun,
Seniverse, StepFun, SenseTime, Doubao, ChartWorld, Shipfix, Halodoc, MyDoc, Doctor Anywhere,
BookMeBus and Baolau) are ones heldouts 5 to 102 do not name; where a vendor publishes no token
shape the shape here is the author's guess (WeChat Pay's 32 characters of APIv3 key, ZaloPay's
32-character key1, Tianditu's and QWeather's 32 hex digits, payOS's 64-hex checksum key, Doubao's
(Volcengine Ark's) UUID, Bakong's JWT, Caiyun's 16-character token and Alipay's base64 AES key are
as the author believes them; ACLEDA's 64 hex digits, Fazz's `fazz_sk_live_`, Seniverse's `S`, BKAV's
88 characters of base64, VNPT's 24-character service password, MISA's JWT and every other shape are
guesses). The ids are kinds heldouts 5 to 102 do not use, and all but one carry no check a library
or this file verifies (python-stdnum has no module for them, and its person-id modules are all used
by earlier corpora): a Lao identity card, family book (ສຳມະໂນຄົວ), passport, driving licence and
border pass, a Cambodian passport, family book (សៀវភៅគ្រួសារ), IDPoor household number and driving
licence, a Thai house registration code (รหัสประจำบ้าน) and border pass, a Chinese seaman's book
(海员证), a Vietnamese household registration book (sổ hộ khẩu), inland-waterway captain's certificate
(bằng thuyền trưởng) and temporary residence card (thẻ tạm trú), drawn in the shape the author
believes they are printed in; Lao and Cambodian passports under Khmu, Tai Lue, Tai Dam, Phu Thai,
Brao, Kuy, Bunong and Western Cham words, likewise unchecked; and Singapore's FIN (F or G, seven
digits and a check letter), drawn with its published weights and letter table computed here
(python-stdnum has no module for it). Card numbers pass Luhn (Napas' 9704 prefixes drawn here and
checked with python-stdnum's `luhn`; Visa, Mastercard, UnionPay, JCB, Amex, Discover and Diners from
the value helpers). The IBANs are of countries used least by a rough count over the IBAN shapes of
heldouts 5 to 102 outside the value helpers' own (Kuwait, Cyprus, Greece, Jordan, Djibouti, Tunisia,
Azerbaijan and Montenegro, eight corpora each), drawn until `stdnum.iban` validates them
(Montenegro's national check digits too); seed phrases come from `mnemonic`'s English, Simplified
Chinese, Traditional Chinese, Korean, Japanese, French, Spanish and Italian lists, each from random
entropy, so its checksum holds. 390 texts hold a secret, 20 field pairs and 20 metadata samples (430
scored), with 60 clean texts and 10 clean metadata samples that must be kept: digests after the word
that names them, a commit, versions, a request's UUID, a purchase order, a ticket, a ferry booking,
a phone number, an ISBN, a Lao and a Vietnamese plate, river depths, a fridge's temperature, a
tank's litres, a rice lot's moisture, `replace-me` and `<YOUR_QWEATHER_KEY>` placeholders and prose
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

SEED = 104_386_529
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


# The river, the boats and the people of Tonle Lantern River Company (fictional).
_WORDS = ["Dolphin", "Khone", "Tonle", "Bassac", "Sampan", "Naga", "Champa", "Hommali", "Padek",
          "Prahok", "Kralan", "Pontoon", "Bilge", "Mooring", "Ballast", "Rudder", "Keelson",
          "Sandbar", "Monsoon", "Lotus", "Frangipani", "Makara", "Pirogue", "Khaoniao"]  # fmt: skip
_TOWNS = ["LuangPrabang", "Pakse", "StungTreng", "Kratie", "PhnomPenh", "ChauDoc", "CanTho",
          "KampongChhnang", "PrekToal", "DonKhong", "Champasak", "Sambor"]  # fmt: skip
_BOATS = ["NangKhong", "SreyTonle", "PhuKham", "Kruosar", "Meyon", "SongHau", "Thasala",
          "Lamduan"]  # fmt: skip
_NAMES = ["Souksavanh", "Khamphone", "Vilayvanh", "Bounmy", "Noy", "Sokha", "Dara", "Chanthy",
          "Sreymom", "Piseth", "Rithy", "Thao", "Minh", "Hung", "Lan", "Tuan", "Sofiah", "Ismael",
          "Nattapong", "Kanokwan", "Weilei", "Liufang", "Priya", "Marcus", "Siti", "Khamla",
          "Saengdao", "Son", "Nhem", "Yusof"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["M3k0ng", "T0nl3S4p", "D0lph1n", "B4ss4c", "Ch4mp4", "S4mp4n", "P0nt00n", "K33ls0n"]


def _boat(g: random.Random) -> str:
    """A barge's name, its hull number and a word, the way the deck crews set a shared password."""
    return f"{g.choice(_BOATS)}-{g.randrange(1, 13):02d}-{g.choice(_WORDS)}{g.choice(_SYMBOLS)}"


def _buddhist(g: random.Random) -> str:
    """A town and a year of the Buddhist era (as Lao, Thai and Khmer calendars count it)."""
    return f"{g.choice(_TOWNS).lower()}@{g.choice([2566, 2567, 2568, 2569])}{_r(g, D, 2)}"


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORDS)}{g.randrange(1975, 2027)}{g.choice(_SYMBOLS)}",
    _buddhist,
    lambda g: f"{g.choice(_WORDS)}{g.choice(['168', '888', '8888', '6688', '1688'])}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "!#%&*?", 14),
    _boat,
    lambda g: "-".join(w.lower() for w in g.sample(_WORDS, 3)) + str(g.randrange(2, 10)),
    lambda g: f"{g.choice(_TOWNS)}{g.choice(['020', '030', '012', '017', '097'])}{_r(g, D, 5)}",
    lambda g: g.choice(_LEET) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_WORDS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, UPPER, 1) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYMBOLS) + _r(g, UPPER, 2),
    lambda g: f"{g.choice(_NAMES).lower()}.{g.choice(_BOATS).lower()}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 16),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word, JSON or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Zalo, Thảo → ops group: the Hikvision DS-7608NXI NVR on the Nang Khong 3 now uses password {pw}",
    "LINE from Nattapong: Yaohua XK3190-A12 weighbridge PC password {pw}",
    "WhatsApp, Sokha: Mindray DP-30 ultrasound service password {pw}",
    "Telegram #depot-kratie: Veeder-Root TLS-450PLUS admin password is {pw}",
    "WeChat from Wang Lei (Kunming buyer): the sample-portal password he set up for us is {pw}",
    "Messenger, Dara: em-trak B954 AIS transponder web password {pw}",
    "Viber from Khamphone: SmartGen HGM9320 genset controller password {pw}",
    "Signal note to self: Sysmex XP-100 service login password {pw}",
    "Lark message from Liu Fang: iMin Swan 1 POS admin password {pw}",
    "WeCom chat, Chau Doc warehouse: Dahua XVR5108 password {pw}",
    "DingTalk from the Guangxi buyer's agent: Gilbarco Passport manager password {pw}",
    "Teams chat, telemedicine link: Poly Studio X30 admin password {pw}",
    "Slack #shipyard: Lincoln Electric CheckPoint portal password {pw}",
    "Google Chat from Priya: Synology DS923+ admin password {pw}",
    "KakaoTalk from the Busan surveyor: Furuno FR-8065 radar service password {pw}",
    "imo call note, Stung Treng depot: Tatsuno dispenser controller password {pw}",
    "Element room #clinic-boat: Cepheid GeneXpert Dx admin password {pw}",
    "Threema from Marcus: the Singapore buyers' portal password is {pw}",
    "Rocket.Chat #ticket-desk: PAX A920Pro admin password {pw}",
    "Mattermost ~river-ops: Victron Cerbo GX remote console password {pw}",
    "Discord, the crew server: Ubiquiti UniFi Express password {pw}",
    "Skype from the Can Tho surveyor: ESAB WeldCloud password {pw}",
    "Google Keep: Franklin Fueling EVO 550 password {pw}",
    "Apple Notes 'Srey Tonle': Garmin GPSMAP 1243xsv network password {pw}",
    "OneNote page 'Clinic boat': Edan iM60 monitor config password {pw}",
    "Evernote: Huawei B535 router admin password {pw}",
    "Joplin note 'Pakse desk': ZKTeco TS1000 turnstile admin password {pw}",
    "Obsidian vault, runbooks/fuel.md: OPW SiteSentinel iSite password {pw}",
    "Samsung Notes: Kemppi WeldEye password {pw}",
    "Xiaomi Notes: HP LaserJet M428 EWS password {pw}",
    "TickTick task: change the Konecranes TRUCONNECT password (now {pw})",
    "Microsoft To Do: Abbott Afinion 2 admin password {pw}, rotate it after the port inspection",
    "Jira RIV-412: Fafnir VISY-Command password {pw} quit working after the update",
    "Freshdesk #2231: Ezviz C8C cameras on pontoon 2, password {pw}",
    "GLPI ticket 5580: QNAP TS-464 at the rice office, admin password {pw}, please reset",
    "osTicket #771: Fronius WeldCube password {pw}",
    "Redmine #903: Contec ECG1200G export PC password {pw}",
    "Bitrix24 task: Hikvision DS-K1T341 face terminal password {pw}",
    "ClickUp card 'Kratie depot': Doms PSS 5000 forecourt controller password {pw}",
    "Hi Sokha,\n\nthe admin password on the Chau Doc NAS is {pw}. Please move it into the vault and delete this mail.\n\nRegards,\nPriya",
    "Incident 2025-08-19: the Victron VRM portal of barge Srey Tonle was shared in a public group with password {pw}",
    "Runbook: clinic boat uplink failover\n1. open the Huawei B535 web page\n2. log in as admin\n3. password {pw}\n4. switch the APN to the Unitel profile",
    "README (fuel depot Pakse)\nthe TLS-450PLUS web UI is at https://tls.pakse.lantern.lan, admin password `{pw}`.",
    "my ACLEDA Unity app password is {pw} now",
    "note my BCEL One password for me: {pw}",
    "the MB Bank app password is {pw}",
    "dictated: Yealink MeetingBar A20 password is {pw} period",
    "note to self: SmartGen genset password {pw}",
    "after the firmware update the Mindray password became {pw}",
    "hey, store this for me: the Starlink router admin password is {pw}",
    "ລະຫັດຜ່ານເຄື່ອງຊັ່ງ Yaohua ທີ່ທ່າປາກເຊ ແມ່ນ {pw}",
    "ລະຫັດຜ່ານ NAS ຫ້ອງການຫຼວງພະບາງ: {pw}",
    "ពាក្យសម្ងាត់ NVR នៅកំពង់ផែក្រចេះ គឺ {pw}",
    "បង Dara, ពាក្យសម្ងាត់ថ្មីរបស់ម៉ាស៊ីន Mindray គឺ {pw}",
    "mật khẩu máy siêu âm trên tàu khám bệnh là {pw} nha",
    "Anh Hùng ơi, pass đầu ghi Dahua ở kho Châu Đốc: {pw}",
    "รหัสผ่านเครื่องชั่งที่ท่าเรือเชียงของคือ {pw} นะครับ",
    "码头地磅电脑的密码是 {pw}，别外传",
    "船上 router 嘅密碼係 {pw}，唔好話畀人知",
    "kata laluan portal pembeli Singapura ialah {pw}",
    "சிங்கப்பூர் அலுவலக கணினியின் கடவுச்சொல் {pw}",
    "le mot de passe du routeur de la péniche-clinique est {pw}",
    "診療船のエコー端末のパスワードは {pw} です",
    "조선소 용접기 관리 비밀번호: {pw}",
    "Das Kennwort für den Tankpegelrechner im Depot Kratie ist {pw}",
    "пароль от навигационного ПК на барже: {pw}",
    "la contraseña del NVR del astillero es {pw}",
    "Khamla: password email ʔɔɔ {pw}",
    "password kɔmpiw ʔɔɔ: {pw}",
    "password khong kau pen {pw}",
    "Saengdao: password mai khong router pen {pw}",
    "password khỏng cu pên {pw}",
    "Lò Văn Sơn: password mớ khỏng máy tính pên {pw}",
    "password ของเฮา แม่น {pw} เด้อ",
    "password คอมพิวเตอร์ห้องการท่าเรือ แม่น {pw} เด้อ",
    "password email ɲaa {pw}",
    "Kham: password router mai ɲaa {pw}",
    "password អាញ់ {pw}",
    "password កុំព្យូទ័រ អាញ់ {pw}",
    "password gâp: {pw}",
    "Nhem: gâp ăn may password router: {pw}",
    "password kau nan {pw}",
    "Sofiah: password email kau nan {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["souksavanh", "khamphone.v", "sokha", "dara.p", "chanthy", "thao.ng", "minh", "hung.tran",
          "sofiah", "nattapong", "priya.s", "marcus.tan", "saengdao", "nhem", "ops-barge",
          "clinic-tele", "depot-kratie", "tix-pakse", "rice-desk", "yard-admin", "vilayvanh",
          "piseth.k", "kanokwan", "liufang"]  # fmt: skip
_LOGINS = [
    "Zalo, Minh: the Hikvision NVR login is {u} / {pw}",
    "Freshdesk #2240: {u} locked out of the TLS-450PLUS, last password {pw}",
    "user {u} pass {pw}",
    "Obsidian › Depots › Kratie › Veeder-Root: {u} — {pw}",
    "| site | user | password |\n|---|---|---|\n| Pakse weighbridge | {u} | {pw} |",
    "log into the GeneXpert as {u} with {pw}",
    "Gilbarco creds {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: nvr-chaudoc\n  user: {u}\n  pass: {pw}",
    "Lark: account {u}, password {pw}",
    "Sokha says the Mindray account is {u} and the pass is {pw}",
    "site,user,password\nkratie-depot,{u},{pw}",
    "ssh {u}@rice-srv.lantern.lan, password {pw}",
    "Teams: creds for the Cerbo GX are {u} and {pw}",
    "ຊື່ຜູ້ໃຊ້ {u} ລະຫັດຜ່ານ {pw}",
    "ឈ្មោះអ្នកប្រើ {u} ពាក្យសម្ងាត់ {pw}",
    "user {u}, pass {pw} nhé anh",
    "ยูสเซอร์ {u} พาสเวิร์ด {pw} นะพี่",
    "账号 {u}，密码 {pw}，记一下",
    "user 係 {u}，密碼係 {pw}",
    "ID pengguna {u}, kata laluan {pw}",
    "identifiant {u}, mot de passe {pw}",
    "ユーザー名 {u} / パスワード {pw}",
    "user ʔɔɔ {u}, password {pw}",
    "user khong kau {u}, password {pw}",
    "user gâp {u}, password gâp {pw}",
    "user kau {u}, password kau {pw}",
    "user khỏng cu {u}, password {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["dolphin", "khone", "bassac", "sampan", "padek", "prahok", "kralan", "hommali",
               "naga", "pontoon", "mooring", "sandbar", "frangipani", "champa", "keelson",
               "pirogue", "tonle", "lamduan"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "it's simply the word {w}, all lowercase, and after it {d}",
    "Zalo voice note: the NAS password is {w} then straight after it {d}, all run together",
    "type {w}, and the digits {d} right after",
    "it's {w}{d}, the word and the year together",
    "clinic laptop: the word {w} (like the boat) with {d} tacked on",
    "ລະຫັດຜ່ານແມ່ນຄຳວ່າ {w} ແລ້ວຕາມດ້ວຍ {d}",
    "ពាក្យសម្ងាត់គឺពាក្យ {w} បន្ទាប់មក {d}",
    "pass là chữ {w} viết thường, rồi tới {d}",
    "รหัสผ่านคือคำว่า {w} ตามด้วย {d}",
    "密码是单词 {w}，后面跟 {d}",
    "password gâp: nau {w}, jêh ri {d}",
    "password kau nan {w}, blaoh nan {d}",
    "password pen kham {w}, laew {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(1975, 2027) if "year" in template else rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "obloader -h ob.lantern.lan -P 2883 -u {u}@rice_tenant -p '{pw}' -D trade --csv --table contracts -f /data/contracts/",
    "obdumper -h ob.lantern.lan -P 2883 -u {u}@rice_tenant -p '{pw}' -D trade --sql --all -f /backup/ob-2025-09-14",
    "HaoZipC a -t7z -p{pw} 合同2025.7z D:\\合同\\",
    "arc a -m4 -hp{pw} crew-payroll-2025.arc payroll/   # FreeArc",
    "printf '%s\\n' '{pw}' | runmqsc -u {u} -c QM.RICE",
    "sys_dump -h kb.lantern.lan -p 54321 -U {u} -W '{pw}' -F c -f tickets.dmp tickets",
    "gs_dumpall -h og.lantern.lan -p 15400 -U {u} -W '{pw}' -f /backup/og-all.sql",
    "gs_basebackup -h og-primary.lantern.lan -p 15400 -U {u} -W '{pw}' -D /opengauss/standby",
    "sqluldr2 user={u}/{pw}@10.20.4.11:1521/RICE query=\"select * from contracts\" file=contracts.csv",
    "GGSCI (ogg-pp) 1> DBLOGIN USERID {u}@RICEPDB, PASSWORD {pw}",
    "brspace -u system/{pw} -c force -f tbreorg -t 'ZRICE*'",
    "brrestore -u system/{pw} -m all -b last",
    "plsqldev.exe userid={u}/{pw}@RICEDB",
    "dwrcc.exe -c: -h: -m:clinic-pc-02 -u:{u} -p:{pw} -d:LANTERN",
    "storebrowse -U {u} -P '{pw}' -D LANTERN -E https://citrix.lantern-river.com/Citrix/StoreWeb/",
    "FlashFXP.exe -upload ftp://{u}:{pw}@ftp.lantern.lan -localpath=D:\\manifests -remotepath=/in",
    "tosutil config -i AKLTNmE3ZjYwMzk0 -k {pw} -e tos-ap-southeast-1.volces.com -re ap-southeast-1",
    "jdc configure add --access-key JDC_6A1F2E9B3C4D --secret-key {pw} --region-id cn-north-1 --profile lantern",
    "ks3util config -e ks3-cn-guangzhou.ksyuncs.com -i AKLTq8f1Rz0 -k {pw}",
    "PGPASSWORD='{pw}' gpload -f /etc/gpload/contracts.yml -h gp.lantern.lan -U {u}",
    "dbf2mysql -h mysql.lantern.lan -d legacy_tickets -t tickets -U {u} -P '{pw}' TICKETS.DBF",
    "mysqlindexcheck --server={u}:{pw}@mysql.lantern.lan:3306 rice.contracts --show-drops",
    "mysqlmetagrep --server={u}:{pw}@mysql.lantern.lan --pattern='%price%' --format=grid",
    "mysqlprocgrep --server={u}:{pw}@mysql.lantern.lan --match-command=Sleep --age=1h --kill-connection",
    "mysqldbexport --server={u}:{pw}@mysql.lantern.lan:3306 --export=both rice > rice.sql",
    "mysqldbimport --server={u}:{pw}@mysql-new.lantern.lan --import=both rice.sql",
    "soar -online-dsn='{u}:{pw}@mysql.lantern.lan:3306/rice' -query 'select * from contracts where buyer_id=7'",
    "sshpass -p '{pw}' scp -o StrictHostKeyChecking=no manifests.zip {u}@10.20.7.4:/srv/in/",
    "mysql -h mysql.lantern.lan -u {u} -p'{pw}' rice -e 'select count(*) from contracts'",
    "redis-cli -h 10.20.3.9 -p 6380 -a '{pw}' --no-auth-warning info replication",
    "docker login registry.lantern.lan -u {u} -p '{pw}'",
    "htpasswd -bB /etc/nginx/.ticketdesk {u} '{pw}'",
    "ssh-keygen -t ed25519 -N '{pw}' -C clinic-uplink -f ~/.ssh/clinic_uplink",
    "smbclient //rice-nas/contracts -U 'LANTERN\\{u}%{pw}' -c 'ls'",
    "7z x -p'{pw}' scans_2025-09.7z -o./scans",
    "openssl enc -d -aes-256-cbc -pbkdf2 -in crew.csv.enc -out crew.csv -pass pass:{pw}",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -d buyers.xlsx.gpg > buyers.xlsx",
    "plink -ssh -pw {pw} {u}@10.30.1.2 \"tail -n 50 /var/log/tls450.log\"",
    "xfreerdp /v:clinic-tele.lantern.lan /u:{u} /p:'{pw}' /dynamic-resolution",
    "net use R: \\\\rice-nas\\scans /user:LANTERN\\{u} {pw} /persistent:no",
    "sqlplus {u}/{pw}@//ora.lantern.lan:1521/TRADE @monthly_close.sql",
    "lftp -u {u},{pw} sftp://edi.lantern-river.com -e 'mirror -R out/ /in/; bye'",
    "ipmitool -I lanplus -H 10.20.0.21 -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.lantern.lan -u {u} -P '{pw}' -t barge/nk3/bilge -m alarm",
    "echo '{pw}' | sudo -S systemctl restart orthanc",
    "curl -u {u}:{pw} https://nvr-cantho.lantern.lan/ISAPI/System/deviceInfo",
    "zip -P '{pw}' -r tickets-aug.zip tickets/aug/",
    "cqlsh cass.lantern.lan -u {u} -p '{pw}'",
    "rabbitmqctl add_user {u} '{pw}'",
    "keytool -importkeystore -srckeystore ticket.p12 -srcstoretype PKCS12 -destkeystore ticket.jks -deststorepass '{pw}'",
]  # fmt: skip
# The object stores' secret keys are keys, not passwords.
_CLI_KEYED = {t for t in _CLI if t.startswith(("tosutil", "jdc ", "ks3util"))}
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Users\\sokha> {c}", "C:\\ops>{c}", "root@depot-kratie:~# {c}",
    "clinic@uplink:~$ {c}", "Termux on the deck tablet: {c}", "Windows Terminal, tab 'rice-srv': {c}",
    "GNOME Terminal:\n{c}", "Konsole, ops@yard:~$ {c}", "iTerm2 on Priya's MacBook: {c}",
    "Tabby (SSH to pakse-gw): {c}", "Xshell 8 session 'depot': {c}", "FinalShell 终端窗口：{c}",
    "history | tail -3\n  512  {c}", "~/.bash_history:\n{c}", "fish> {c}", "zsh % {c}",
    "cmd.exe history (F7): {c}", "ຄຳສັ່ງທີ່ຂ້ອຍແລ່ນ: {c}", "ពាក្យបញ្ជាដែលខ្ញុំបានរត់: {c}",
    "lệnh anh chạy hôm qua: {c}", "คำสั่งที่รันไปเมื่อวาน: {c}", "我刚跑的命令：{c}",
    "command kau ngap: {c}", "command gâp: {c}",
]  # fmt: skip


def _cloud_sk(g: random.Random) -> str:
    return _r(g, ALNUM, 40)


def _cli(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CLI, n):
        secret = _cloud_sk(rng) if template in _CLI_KEYED else _plain_pw(rng)
        text = template.format(u=rng.choice(_USERS), pw=secret)
        out.append(Sample("cli_password", rng.choice(_SHELLS).format(c=text), secret))
    return out


_URLS = [
    "rtsp://{u}:{pw}@10.20.7.31:554/Streaming/Channels/101",
    "rtsp://{u}:{pw}@cam-pontoon.lantern.lan:554/cam/realmonitor?channel=1&subtype=0",
    "http://goip.pakse.lantern.lan/default/en_US/send.html?u={u}&p={pw}&l=1&n=02055512345&m=ferry+delayed",
    "ftp://{u}:{pw}@ftp.lantern.lan/manifests/",
    "mysql://{u}:{pw}@rice-db.lantern.lan:3306/trade",
    "postgresql://{u}:{pw}@pg.lantern.lan:5432/tickets?sslmode=require",
    "mongodb+srv://{u}:{pw}@clinic.x7k2q.mongodb.net/emr?retryWrites=true",
    "redis://:{pw}@10.20.3.9:6380/2",
    "amqp://{u}:{pw}@mq.lantern.lan:5672/ferry",
    "jdbc:oracle:thin:{u}/{pw}@//ora.lantern.lan:1521/TRADE",
    "clickhouse://{u}:{pw}@ch.lantern.lan:9000/telemetry",
    "smb://{u}:{pw}@rice-nas/scans",
    "https://{u}:{pw}@dav.lantern-river.com/remote.php/dav/files/{u}/",
    "sqlserver://{u}:{pw}@10.20.4.15:1433?database=Tickets",
    "mqtt://{u}:{pw}@mqtt.lantern.lan:1883",
]  # fmt: skip
_URL_PLACES = [
    "CLINIC_DB_URL={c}", "Zalo, Minh: {c}", "stash this connection string: {c}", "连接串：{c}",
    "URL ເຊື່ອມຕໍ່: {c}", "Freshdesk #2251: {c}", "Obsidian note 'datasources': {c}",
    "connection string của DB vé tàu: {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(
        rng, v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS), _URL_PLACES
    )


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_760_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "sub": f"merchant_{_r(g, D, 9)}", "aud": "tonle-lantern",
                  "iat": issued, "exp": issued + 7_776_000}  # fmt: skip
        return _jwt_of(g, {"alg": "HS256", "typ": "JWT"}, claims, 43)

    return make


# Shapes: where a vendor publishes none, the shape here is a guess (see the docstring).
_VENDORS: list[tuple[str, str, Maker]] = [
    ("ACLEDA", "ACLEDA_XPAY_SECRET", _j((HEX, 64))),
    ("Pi Pay", "PIPAY_MERCHANT_KEY", _j((ALNUM, 32))),
    ("TrueMoney", "TRUEMONEY_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("BCEL OnePay", "BCEL_ONEPAY_SECRET", _j((HEX, 32))),
    ("U-Money", "UMONEY_API_KEY", lambda g: v.uuid4(g, "8")),
    ("M-Money", "MMONEY_APP_SECRET", _j((ALNUM, 40))),
    ("Bakong", "BAKONG_TOKEN", _vendor_jwt("https://api-bakong.nbc.gov.kh")),
    ("ZaloPay", "ZALOPAY_KEY1", _j((ALNUM, 32))),
    ("payOS", "PAYOS_CHECKSUM_KEY", _j((HEX, 64))),
    ("VietQR", "VIETQR_API_KEY", lambda g: v.uuid4(g, "9")),
    ("9Pay", "NINEPAY_SECRET_KEY", _j((ALNUM, 32))),
    ("AppotaPay", "APPOTAPAY_SECRET_KEY", _j((ALNUM, 32))),
    ("GB Prime Pay", "GBPRIMEPAY_SECRET_KEY", _j((ALNUM, 32))),
    ("ChillPay", "CHILLPAY_MD5_SECRET", _j((ALNUM, 64))),
    ("Aspire", "ASPIRE_API_SECRET", _j((ALNUM, 48))),
    ("Fazz", "FAZZ_SECRET_KEY", _j("fazz_sk_live_", (ALNUM, 40))),
    ("StraitsX", "STRAITSX_API_SECRET", _j((HEX, 64))),
    ("FOMO Pay", "FOMOPAY_PSK", _j((B64, 43), "=")),
    ("Reddot Payment", "REDDOT_SECRET_KEY", _j((HEX, 40))),
    ("Alipay+", "ALIPAY_AES_KEY", _j((B64, 22), "==")),
    ("WeChat Pay", "WECHATPAY_APIV3_KEY", _j((ALNUM, 32))),
    ("InstaRem", "INSTAREM_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("BIDV", "BIDV_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("MB Bank", "MBBANK_API_SECRET", _j((HEX, 32))),
    ("TPBank", "TPBANK_CLIENT_SECRET", _j((ALNUM, 36))),
    ("Kerry Express", "KERRY_APP_KEY", _j((ALNUM, 32))),
    ("Flash Express", "FLASH_EXPRESS_SECRET", _j((UPPER_DIGITS, 32))),
    ("Shippop", "SHIPPOP_API_KEY", _j((LOWER_DIGITS, 32))),
    ("JD Logistics", "JDL_APP_SECRET", _j((HEX, 32))),
    ("SpeedSMS", "SPEEDSMS_ACCESS_TOKEN", _j((URLSAFE, 32))),
    ("ThaiBulkSMS", "THAIBULKSMS_API_SECRET", _j((ALNUM, 32))),
    ("Smart Axiata", "SMART_SMS_API_KEY", _j((HEX, 40))),
    ("MISA meInvoice", "MEINVOICE_ACCESS_TOKEN", _vendor_jwt("https://api.meinvoice.vn")),
    ("VNPT Invoice", "VNPT_INVOICE_SERVICE_PASS", _j((ALNUM, 24))),
    ("BKAV eHoaDon", "BKAV_PARTNER_TOKEN", _j((B64, 86), "==")),
    ("Tianditu", "TIANDITU_TK", _j((HEX, 32))),
    ("QWeather", "QWEATHER_KEY", _j((HEX, 32))),
    ("Caiyun", "CAIYUN_TOKEN", _j((ALNUM, 16))),
    ("Seniverse", "SENIVERSE_PRIVATE_KEY", _j("S", (ALNUM, 16))),
    ("StepFun", "STEPFUN_API_KEY", _j((ALNUM, 64))),
    ("SenseTime", "SENSENOVA_SECRET_KEY", _j((UPPER_DIGITS, 32))),
    ("Doubao", "ARK_API_KEY", lambda g: v.uuid4(g, "a")),
    ("ChartWorld", "CHARTWORLD_LICENSE_KEY", _j((UPPER_DIGITS, 32))),
    ("Shipfix", "SHIPFIX_API_TOKEN", _j((ALNUM, 40))),
    ("Halodoc", "HALODOC_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("MyDoc", "MYDOC_API_KEY", _j((HEX, 40))),
    ("Doctor Anywhere", "DA_PARTNER_SECRET", _j((ALNUM, 40))),
    ("BookMeBus", "BOOKMEBUS_API_KEY", _j((HEX, 32))),
    ("Baolau", "BAOLAU_API_TOKEN", _j((ALNUM, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "Coolify › Environment Variables › {env} = {tok}",
    "Dokploy env, ferry-api: {env}={tok}",
    "Portainer stack 'rice-portal', env: {env}={tok}",
    ".kamal/secrets:\n{env}={tok}",
    "kubectl create secret generic ticket-api --from-literal={env}={tok}",
    "docker run -d -e {env}={tok} lantern/ticket-api:2.4",
    "supervisord program:ticket-api\nenvironment={env}=\"{tok}\"",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "Jenkins credential '{vendor}' (secret text): {tok}",
    "Lantern ERP › Settings › Payments › {vendor} › Secret key: {tok}",
    "Obsidian table 'Integrations': | {vendor} | prod | {tok} |",
    "TickTick task: rotate the {vendor} key {tok}",
    "Zalo, Thảo: {vendor} key for the ticket site: {tok}",
    "Telegram: the {vendor} secret we use now is {tok}, the old one is dead now",
    "Freshdesk #2263: {vendor} callbacks fail with 401, configured key {tok}",
    "GLPI 5592: {vendor} sync dead since Monday; the key configured is {tok}",
    "stick my {vendor} API key somewhere safe: {tok}",
    "API key ຂອງ {vendor}: {tok}",
    "API key របស់ {vendor} គឺ {tok}",
    "key API của {vendor} cho trang bán vé là {tok}",
    "{vendor} API key ที่ใช้กับเว็บขายตั๋ว: {tok}",
    "{vendor} 接口密钥：{tok}",
    "{vendor} 條 API key：{tok}",
    "kunci API {vendor} untuk portal pembeli: {tok}",
    "{vendor} API திறவுகோல்: {tok}",
    "clé API {vendor} du guichet de Pakse : {tok}",
    "{vendor} のAPIキーは {tok}",
    "{vendor} API 키는 {tok}",
    "{vendor}-API-Schlüssel der Fährkasse: {tok}",
    "ключ от API {vendor} в кассовой программе: {tok}",
    "clave que usa la taquilla para {vendor}: {tok}",
    "API key {vendor} ʔɔɔ: {tok}",
    "API key {vendor} kau: {tok}",
    "API key {vendor} khỏng cu: {tok}",
    "API key {vendor} gâp: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    wechat = _r(rng, ALNUM, 32)
    tianditu = _r(rng, HEX, 32)
    qweather = _r(rng, HEX, 32)
    zalopay = _r(rng, ALNUM, 32)
    caiyun = _r(rng, ALNUM, 16)
    bakong = _vendor_jwt("https://api-bakong.nbc.gov.kh")(rng)
    return [
        Sample("vendor_token", f'pay = WeChatPay(appid="wx8d1c0e5f2a7b3c41", api_key="{wechat}", mch_id="1604417788")', wechat),
        Sample("vendor_token", f'<script src="https://api.tianditu.gov.cn/api?v=4.0&tk={tianditu}"></script>', tianditu),
        Sample("vendor_token", f'curl "https://devapi.qweather.com/v7/weather/now?location=105.97,13.48&key={qweather}"', qweather),
        Sample("vendor_token", f'const zalopay = {{ app_id: 2553, key1: "{zalopay}", endpoint: "https://sb-openapi.zalopay.vn/v2/create" }};', zalopay),
        Sample("vendor_token", f"GET https://api.caiyunapp.com/v2.6/{caiyun}/106.02,13.53/hourly?hourlysteps=48", caiyun),
        Sample("vendor_token", f"curl -X POST https://api-bakong.nbc.gov.kh/v1/check_transaction_by_md5 -H 'Authorization: Bearer {bakong}' -d @tx.json", bakong),
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


_BARE_PLACES = ["{t}", "Zalo: {t}", "the console shows it only once:\n{t}", "ເກັບໄວ້ໃຫ້ແດ່: {t}",
                "帮我存一下：{t}", "{t}\n^ the new one, the old one is dead now", "hold this one for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 32))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AppKey of the Dragino LSN50 on fuel tank 3 at Pakse (OTAA): {h}": 32,
    "Zigbee network key of the clinic-boat fridge sensors: {h}": 32,
    "HMAC secret for the KHQR payment callback at the ticket desk: {h}": 64,
    "DESFire master key of the ferry turnstile cards: {h}": 32,
    "pre-shared key (hex) of the Starlink-to-clinic IPsec tunnel: {h}": 64,
    "3DES terminal master key for the PAX A920Pro at Stung Treng, hex: {h}": 48,
    "SM4 key for the e-invoice exchange with the Kunming buyer: {h}": 32,
    "គន្លឹះអ៊ិនគ្រីបនៃការបម្រុងទុក: {h}": 64,
    "key mã hóa ổ backup ở kho Cần Thơ: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Freshdesk #2270: token from the browser's dev tools {t}",
    "Cookie: lang=lo; tlrc_session={t}",
    "TICKET_API_ACCESS_TOKEN={t}",
    "hang onto this bearer token {t}",
    "token ຂອງ API ຂາຍປີ້: {t}",
    "token của app bán vé: {t}",
    "Lark transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_760_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "email": f"{rng.choice(_USERS)}@lantern-river.com"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://id.lantern-river.com/realms/river",
            "azp": "ticket-desk",
            "roles": ["cashier", "boarding"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 16)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key of the ticket server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/tickets.lantern-river.com.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"KHQR_SIGNING_KEY": "{key}", "merchant": "tonle-lantern"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_clinic <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "GLPI ticket 5611, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "ກະແຈສ່ວນຕົວຂອງເຊີບເວີ:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Singapore buyers' SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Trust Wallet backup, copying it off before I wipe the phone: {p}": "english",
    "SafePal S1 recovery words\n{p}": "english",
    "OKX Wallet words (the old fuel-float wallet, emptied): {p}": "english",
    "voice memo: the Bitget Wallet recovery phrase is {p} that's the whole phrase": "english",
    "Obsidian note 'USDT float (retired)': {p}": "english",
    "imToken 里那个旧钱包的助记词：{p}": "chinese_simplified",
    "TokenPocket 錢包助記詞：{p}": "chinese_traditional",
    "Klip 지갑 시드 문구: {p}": "korean",
    "ウォレットの秘密のリカバリーフレーズ：{p}": "japanese",
    "phrase de récupération du portefeuille Ledger Nano X : {p}": "french",
    "frase semilla de la billetera Trezor: {p}": "spanish",
    "frase di recupero del wallet Exodus: {p}": "italian",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.replace("\u3000", " ").split()
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
    """A Luhn-valid card number of one of ``prefixes`` (Napas', a brand the value helpers do not
    know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "napas":
        return _card_of(rng, ["970436", "970418", "970422", "970415", "970405"], [16, 19])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Zalo, Thảo: company card for the Yanmar spare parts is {c}, exp {mm}/{yy}",
    "note my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Freshdesk #2281: pay the GeneXpert cartridges with card {c}",
    "ເລກບັດ: {c}, {mm}/{yy}",
    "លេខកាត: {c}",
    "số thẻ của chị: {c}, hết hạn {mm}/{yy}",
    "เลขบัตร {c} หมดอายุ {mm}/{yy}",
    "我的卡号：{c}，有效期 {mm}/{yy}",
    "no. kad kredit saya: {c}",
    "card kau: {c}, {mm}/{yy}",
    "card gâp: {c}",
]  # fmt: skip
_BRANDS = ["visa", "napas", "mastercard", "unionpay", "jcb", "amex", "napas", "discover", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(27, 33))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 03/31, CVC {cvv}",
               "the 3 little digits behind the card: {cvv}",
               "Amex {c}, the four digits printed on the front (CID): {cvv}",
               "卡片背面签名条旁边的三位数：{cvv}",
               "mã CVV sau lưng thẻ: {cvv}",
               "เลขสามตัวหลังบัตร: {cvv}",
               "លេខបីខ្ទង់នៅខាងក្រោយកាត: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 102; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`) after stdnum's iban.dat, digits where banks print digits.
_IBAN_SHAPES = {"KW": "aaaa" + "n" * 22, "CY": "n" * 8 + "n" * 16, "GR": "n" * 7 + "n" * 16,
                "JO": "aaaa" + "nnnn" + "n" * 18, "DJ": "n" * 23, "TN": "n" * 20,
                "AZ": "aaaa" + "n" * 20, "ME": "n" * 18}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the country of the account it names
    "Invoice LTR-2025-311: refund the Kuwaiti rice importer's deposit to {i}": "KW",
    "save the Limassol ship manager's IBAN: {i}": "CY",
    "IBAN: {i}\nReference: Piraeus propeller shop, invoice 0925": "GR",
    "Zalo #treasury: new bank details of the Nicosia crewing agency, IBAN {i}": "CY",
    "ເລກ IBAN ຂອງລູກຄ້າ ຢູ່ຕູນິເຊຍ: {i}": "TN",
    "IBAN របស់អ្នកទិញនៅហ្ស៊កដានី: {i}": "JO",
    "IBAN của đối tác ở Djibouti: {i}": "DJ",
    "巴库买家的 IBAN：{i}": "AZ",
    "IBAN kau (bank di Kuwait): {i}": "KW",
    "virement pour le transitaire de Tunis, IBAN {i}": "TN",
    "Baku buyer's IBAN for the jasmine rice deposit: {i}": "AZ",
    "the Bijela yard wants the deposit for the hull drawings at {i}": "ME",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


# Documents of the river: none carries a check a library verifies (their shapes are guesses),
# except Singapore's FIN, whose published check letter is computed here.
def _la_id(g: random.Random) -> str:
    """A Lao national identity card number, as drawn here: twelve digits in groups of four."""
    number = g.choice("123456789") + _r(g, D, 11)
    return f"{number[:4]} {number[4:8]} {number[8:]}"


def _la_family_book(g: random.Random) -> str:
    """A Lao family book (ສຳມະໂນຄົວ) number: a village code, a slash, a household serial."""
    return f"{g.randrange(10, 99)}{_r(g, D, 3)}/{_r(g, D, 5)}"


def _la_passport(g: random.Random) -> str:
    """A Lao passport: P and seven digits."""
    return "P" + g.choice("123456789") + _r(g, D, 6)


def _la_licence(g: random.Random) -> str:
    """A Lao driving licence (ໃບຂັບຂີ່): a province's two digits and eight digits."""
    return f"{g.randrange(1, 19):02d}{_r(g, D, 8)}"


def _la_border_pass(g: random.Random) -> str:
    """A Lao border pass (ໜັງສືຜ່ານແດນ): two letters of the crossing and seven digits."""
    return g.choice(["CPS", "VTE", "HXY"]) + _r(g, D, 7)


def _kh_passport(g: random.Random) -> str:
    """A Cambodian passport: N and eight digits."""
    return "N" + _r(g, D, 8)


def _kh_family_book(g: random.Random) -> str:
    """A Cambodian family book (សៀវភៅគ្រួសារ) number: ten digits."""
    return g.choice("123456789") + _r(g, D, 9)


def _kh_idpoor(g: random.Random) -> str:
    """A Cambodian IDPoor (equity card) household number: province, commune, household."""
    return f"{g.randrange(1, 26):02d}{_r(g, D, 4)}-{_r(g, D, 4)}-{_r(g, D, 3)}"


def _kh_licence(g: random.Random) -> str:
    """A Cambodian driving licence (ប័ណ្ណបើកបរ): a province's letters and nine digits."""
    return g.choice(["PP", "KT", "ST", "KC"]) + _r(g, D, 9)


def _th_house(g: random.Random) -> str:
    """A Thai house registration code (รหัสประจำบ้าน): eleven digits, 4-6-1."""
    number = g.choice(["1001", "3401", "3801", "4301"]) + _r(g, D, 7)
    return f"{number[:4]}-{number[4:10]}-{number[10]}"


def _th_border_pass(g: random.Random) -> str:
    """A Thai border pass (บัตรผ่านแดน) as printed at Chiang Khong: CK and seven digits."""
    return "CK" + _r(g, D, 7)


def _sg_fin(g: random.Random) -> str:
    """A Singapore FIN (F or G, seven digits, a check letter by the published weights)."""
    prefix, digits = g.choice("FG"), _r(g, D, 7)
    total = sum(int(c) * w for c, w in zip(digits, [2, 7, 6, 5, 4, 3, 2], strict=True))
    total += 4 if prefix == "G" else 0
    return prefix + digits + "XWUTRQPNMLK"[total % 11]


def _cn_seaman(g: random.Random) -> str:
    """A Chinese seaman's book (海员证) number: S and eight digits."""
    return "S" + _r(g, D, 8)


def _vn_household(g: random.Random) -> str:
    """A Vietnamese household registration book (sổ hộ khẩu) number: nine digits."""
    return "89" + _r(g, D, 7)


def _vn_captain(g: random.Random) -> str:
    """A Vietnamese inland-waterway captain's certificate (bằng thuyền trưởng): TT3, digits."""
    return f"TT3-{g.randrange(10, 99)}-{_r(g, D, 6)}"


def _vn_residence(g: random.Random) -> str:
    """A Vietnamese temporary residence card (thẻ tạm trú): a letter, a digit, seven digits."""
    return g.choice("ABCDNT") + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "Lao ID card number of the Pakse ticket clerk, for the payroll: {s}": _la_id,
    "ເລກບັດປະຈຳຕົວ ຂອງຂ້ອຍ: {s}": _la_id,
    "ເລກສຳມະໂນຄົວ ເຮືອນແມ່: {s}": _la_family_book,
    "Lao passport of the new deckhand, for the Chiang Khong crossing: {s}": _la_passport,
    "ເລກໃບຂັບຂີ່ ລົດບັນທຸກນ້ຳມັນ: {s}": _la_licence,
    "ໜັງສືຜ່ານແດນ ຂອງ Khamphone: {s}": _la_border_pass,
    "Cambodian passport number of Dr Chanthy, for the Vinh Xuong crossing: {s}": _kh_passport,
    "លេខសៀវភៅគ្រួសារ របស់ខ្ញុំ: {s}": _kh_family_book,
    "IDPoor card of the patient from Prek Toal (household number): {s}": _kh_idpoor,
    "លេខប័ណ្ណបើកបរ របស់បងវណ្ណា: {s}": _kh_licence,
    "รหัสประจำบ้านตามทะเบียนบ้านของพี่กนกวรรณ: {s}": _th_house,
    "บัตรผ่านแดนของคนขับรถส่งข้าว: {s}": _th_border_pass,
    "Singapore FIN of the new trader, Priya, for the bank form: {s}": _sg_fin,
    "FIN on Siti's Long-Term Visit Pass: {s}": _sg_fin,
    "我的海员证号码：{s}": _cn_seaman,
    "số sổ hộ khẩu nhà em ở Châu Đốc: {s}": _vn_household,
    "số bằng thuyền trưởng hạng ba của anh Tuấn: {s}": _vn_captain,
    "số thẻ tạm trú của chị Priya: {s}": _vn_residence,
    "passport ʔɔɔ: {s}": _la_passport,
    "lek passport khong kau: {s}": _la_passport,
    "passport khỏng cu: {s}": _la_passport,
    "เลข passport ของเฮา: {s}": _la_passport,
    "passport ɲaa {s}": _kh_passport,
    "passport អាញ់: {s}": _kh_passport,
    "passport gâp: {s}": _kh_passport,
    "passport kau: {s}": _kh_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]  # fmt: skip


_BACKUPS = ["Lark backup codes\n{codes}", "spare sign-in codes for the clinic's Google Workspace: {codes}",
            "Zoho OneAuth backup verification codes: {codes}", "ລະຫັດສຳຮອງ 2FA:\n{codes}",
            "mấy mã dự phòng đăng nhập Lark của chị: {codes}", "2FA 备用验证码：\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Aspire:finance@lantern-river.com?secret={s}&issuer=Aspire&period=30",
              "Aegis, manual entry for the StraitsX login, key: {s}",
              "2FAS setup key for the ACLEDA Biz portal: {s}",
              "TOTP secret ຂອງ BCEL One Biz: {s}"]  # fmt: skip
_CODES = ["Your ZaloPay OTP is {c}. It is valid for 5 minutes.",
          "<#> {c} ແມ່ນລະຫັດ OTP ຂອງທ່ານ ສຳລັບ BCEL One",
          "លេខកូដ OTP របស់អ្នកគឺ {c} (Pi Pay)",
          "【京东物流】验证码 {c}，10分钟内有效",
          "Mã OTP MB Bank của quý khách là {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "  ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Lantern-Clinic-5G", "NangKhong3-Deck", "Unitel_4G_Pakse", "Cellcard-Kratie",
          "VNPT_ChauDoc_Kho", "Viettel-CanTho-Office", "TLRC-Shipyard", "LaoTel-LPB-Office",
          "Smart-PP-RiceDesk", "Starlink-SreyTonle", "Depot-Kratie-Staff", "TonleSap-PrekToal",
          "Singtel-SG-Buyers", "StungTreng-Tickets"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2-PSK {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\nPassword: {pw}",
    "network {s}, passphrase {pw}",
    "wifi at the Kratie depot: {s} / {pw}",
    "Pi first boot, wpa_supplicant.conf: ssid=\"{s}\" psk=\"{pw}\"",
    "the key on the sticker under the ZTE MF286D: {pw}",
    "ລະຫັດ Wi-Fi {s} ແມ່ນ {pw}",
    "ពាក្យសម្ងាត់ WiFi {s} គឺ {pw}",
    "wifi {s} pass là {pw}",
    "รหัส WiFi {s} คือ {pw}",
    "{s} 的 WiFi 密码：{pw}",
    "password wifi {s} pen {pw}",
    "รหัส wifi {s} แม่น {pw} เด้อ",
    "password wifi sang kau ({s}): {pw}",
    "password wifi {s} gâp: {pw}",
    "password wifi {s} អាញ់ {pw}",
    "nmcli dev wifi connect {s} password {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 12)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((ALNUM, 28)), _j((HEX, 32)), _j("fazz_sk_live_", (ALNUM, 20)),
                 _j((UPPER_HEX, 40)), _j((ALNUM, 16))]  # fmt: skip
_SPELL = ["reading it to you letter by letter over the VHF: {t}", "[read out on the Zalo call] {t}",
          "(split so the LINE preview doesn't show it) {t}", "ອ່ານເທື່ອລະຕົວ: {t}",
          "đánh vần từng chữ cho anh: {t}", "逐个字母念：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["ລະຫັດແມ່ກະແຈ ສາງນ້ຳມັນປາກເຊ: {pw}", "លេខកូដសោទូរទឹកកកវ៉ាក់សាំង: {pw}",
          "mã khóa cửa kho gạo Châu Đốc: {pw}", "รหัสกุญแจตู้เซฟห้องขายตั๋ว: {pw}",
          "船厂工具柜的密码锁：{pw}", "the life-jacket container padlock on pontoon 2: {pw}",
          "the keypad at the Kratie depot gate takes {pw} then #",
          "cash box at the Stung Treng ticket desk: {pw}", "code padlock kho gâp: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["dolphin", "sampan", "monsoon", "lotus", "pontoon", "keelson", "sandbar",
                 "frangipani", "mooring", "ballast", "pirogue", "champa", "padek", "kralan",
                 "hommali", "makara"]  # fmt: skip
_PHRASES = {"Enpass unlock phrase, treasury vault: {p}": " ",
            "Buttercup archive phrase (crew files): {p}": "-",
            "Cryptomator vault 'scans' passphrase: {p}": " ",
            "Strongbox unlock phrase for the crew db: {p}": ".",
            "ວະລີລະຫັດສຳຮອງ: {p}": " ", "cụm mật khẩu sao lưu: {p}": "_",
            "备份口令短语：{p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request ticket-sync.bru:\nheaders {{\n  Authorization: Basic {v}\n}}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch export: Authorization: Bearer {v}": False,
    "Thunder Client request, header Authorization = Basic {v}": True,
    "RapidAPI for Mac, rice-portal request: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Addax job contracts.json:\n{{\"reader\": {{\"name\": \"mysqlreader\", \"parameter\": {{\"username\": \"rice_ro\", \"password\": \"{pw}\", \"connection\": [{{\"jdbcUrl\": [\"jdbc:mysql://rice-db.lantern.lan:3306/trade\"], \"table\": [\"contracts\"]}}]}}}}}}",
    "Yearning conf.toml:\n[Mysql]\nDb = \"yearning\"\nHost = \"10.20.4.12\"\nPort = \"3306\"\nUser = \"yearning\"\nPassword = \"{pw}\"",
    "Archery settings.py:\nDATABASES = {{'default': {{'ENGINE': 'django.db.backends.mysql', 'NAME': 'archery', 'USER': 'archery', 'PASSWORD': '{pw}', 'HOST': '10.20.4.12'}}}}",
    "shipyard core switch, running-config:\nhostname yard-core\nenable secret 0 {pw}\n!",
    "yard-core:\naaa new-model\ntacacs-server host 10.20.0.5 key 0 {pw}",
    "radius-server host 10.20.0.6 auth-port 1812 acct-port 1813 key {pw}",
    "router bgp 65104\n neighbor 10.255.0.1 remote-as 38623\n neighbor 10.255.0.1 password {pw}",
    "Huawei AR651 on barge Meyon:\nsysname NK3-AR\nsuper password level 15 simple {pw}",
    "soar.yaml:\nonline-dsn:\n  addr: 10.20.4.12:3306\n  schema: rice\n  user: soar\n  password: {pw}",
    "Yealink T54W provisioning (clinic boat):\naccount.1.user_name = 2104\naccount.1.password = {pw}",
    "OpenMRS runtime properties, clinic boat:\nconnection.username=openmrs\nconnection.password={pw}",
    "dhis.conf (provincial HMIS mirror):\nconnection.username = dhis\nconnection.password = {pw}",
    "Moodle config.php (crew training):\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "Mattermost config.json: \"DataSource\": \"postgres://mmuser:{pw}@pg.lantern.lan:5432/mattermost?sslmode=disable\"",
    "Nextcloud config.php:\n  'dbuser' => 'nc_lantern',\n  'dbpassword' => '{pw}',",
    "ticket-desk .env (Laravel):\nDB_USERNAME=tickets\nDB_PASSWORD={pw}\nMAIL_MAILER=smtp",
    "application.yml (rice-portal):\nspring:\n  datasource:\n    username: portal\n    password: {pw}",
    "ERPNext sites/rice.lantern.lan/site_config.json:\n{{\"db_name\": \"_a81c4f\", \"db_password\": \"{pw}\"}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Sokha: Kratie depot wifi password?\nDara: {pw}",
    "[07:02] minh: root pw cho server kho?\n[07:03] thao: {pw}",
    "Priya: {pw} is the new Synology admin password",
    "Nattapong: use {pw}, that's what the weighbridge PC has now",
    "Souksavanh: ລະຫັດໃໝ່ແມ່ນ {pw}",
    "Vanna: ពាក្យសម្ងាត់ថ្មី {pw}",
    "Sofiah: password bharau kau nan {pw}",
    "Nhem: password NAS gâp {pw}",
    "Saengdao: password mai pen {pw}",
    "Lò Văn Sơn: password mớ pên {pw}",
    "Khamla: password mai ʔɔɔ {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u17b4word: {pw}", "pass\u17b5word = {pw}", "pass\u061cword → {pw}",
    "pass\u3164word: {pw}", "p\u0251ssword: {pw}", "passw\u0585rd = {pw}", "passwor\u0501: {pw}",
    "pass\u115fword = {pw}",
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
    "the TLS-450PLUS admin password is": "{s}", "Mindray service pw:": "{s} (since the probe swap in July)",
    "ລະຫັດຜ່ານໃໝ່ຂອງຄອມຫ້ອງການ": "{s}", "Hikvision password": "{s}\nrotate it before the Bon Om Touk races",
    "ពាក្យសម្ងាត់ថ្មីរបស់កប៉ាល់ Meyon": "{s}", "mật khẩu:": "{s}", "password kau nan": "{s}", "GeneXpert password": "{s}",
    "the password Sokha read out over the VHF was": "{s}, I think", "password gâp:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "QWeather API key", "{s}", _j((HEX, 32))),
    ("split_token", "ZaloPay key1:", "{s} (sandbox)", _j((ALNUM, 32))),
    ("split_token", "VietQR API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "SafePal seed words (old)", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/30", lambda g: v.grouped(_card(g, "napas"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KW"))),
    ("split_backup", "Lark backup codes", "{s}\nq8rk-2mzt-7wpa\nh3xn-9fbd-4cve", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP seed (manual entry)", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Singapore FIN", "{s}", _sg_fin),
    ("split_phrase", "Enpass unlock phrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"tls450": {"url": "https://tls.pakse.lantern.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"ລະຫັດຜ່ານ": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "sokha", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"nvrs": [{"name": "nvr-pontoon"}, {"name": "nvr-chaudoc", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["obloader", "-h", "ob.lantern.lan", "-u", "rice@rice_tenant", "-p", "{s}", "-D", "trade"]}': ("meta_password", _plain_pw),
    '{"note": "mật khẩu máy chủ kho là {s}"}': ("meta_password", _plain_pw),
    '{"ពាក្យសម្ងាត់": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the GeneXpert as labtech with the password {s}"}': ("meta_password", _plain_pw),
    '{"qweather": {"key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"payosChecksumKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"tianditu_tk": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "04/29"}}': ("meta_card", lambda g: v.grouped(_card(g, "unionpay"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "CY")),
    '{"crew": {"fin": "{s}"}}': ("meta_id", _sg_fin),
    '{"mfa": {"backup_codes": ["{s}", "q8rk-2mzt-7wpa", "h3xn-9fbd-4cve"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"float_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"tank3": {"app_key": "{s}"}}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"depot": {"gate_keypad_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Lantern-Clinic-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"tls450plus-firmware-7.2.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.lantern.lan/ticket-api:2.4").hexdigest()
_COMMIT = hashlib.sha1(
    b"tickets: add Kratie-Stung Treng fare table", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"rice: revert moisture rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"manifest_NK3_2025-09-12.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"clinic-visits-2025Q3.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Hikvision NVR password on the Nang Khong 3 before the dry-season survey on 2025-11-20.",
    "Dara asked for the Kratie depot wifi password; it is on the card in the depot manager's drawer.",
    "Rule at Tonle Lantern: 14 characters or more for every password, kept in the company vault only.",
    "Please don't paste passwords into Zalo groups; send a vault link instead.",
    "The `.env.example` line `ZALOPAY_KEY1=replace-me` is a placeholder; the real key is in the vault.",
    "The TLS-450PLUS asks for a new admin password after every firmware update.",
    "Replace <YOUR_QWEATHER_KEY> in the README with the key from the QWeather console.",
    "PAYOS_CHECKSUM_KEY and TIANDITU_TK must be set before the nightly fare sync runs.",
    "ຢ່າບອກລະຫັດຜ່ານຂອງເຈົ້າໃຫ້ໃຜ.",
    "កុំប្រាប់ពាក្យសម្ងាត់របស់អ្នកទៅអ្នកណាម្នាក់។",
    "Đừng đưa mật khẩu cho ai, kể cả người của công ty.",
    "อย่าบอกรหัสผ่านให้ใครรู้นะ",
    "不要把密码告诉任何人。",
    "唔好將密碼話畀任何人知。",
    "Kata laluan tu simpan sendiri, jangan bagi orang lain tengok.",
    "உங்கள் கடவுச்சொல்லை யாரிடமும் சொல்ல வேண்டாம்.",
    "Ne donnez jamais votre mot de passe, même au service informatique.",
    "パスワードは家族にも同僚にも言わないこと。",
    "비밀번호는 선장님한테도 말하지 마세요.",
    "Das Kennwort bitte niemandem weitergeben.",
    "Пароль держи при себе, даже механикам не говори.",
    "No compartas tu contraseña con nadie.",
    "ʔam bɔɔ password mɛɛ ŋ̀ə kɔɔn ɲɔɔ.",
    "bo tong bok password hai phai.",
    "bấu dạy bók password hử phăư.",
    "อย่าบอก password ให้ไผเด้อ",
    "ʔam ʔaan password ɲaa.",
    "កុំប្រាប់ password អាញ់.",
    "Lơi ngơi password may ma bu êng.",
    "Juai brei urang thau password ong.",
    "Upgraded the TLS-450PLUS from 7.1 to 7.2.1 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the Kratie-Stung Treng fare table.",
    f"Rolled back to {_SHORT} after the moisture rounding broke the rice contracts export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The TLS-450PLUS firmware 7.2.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of clinic-visits-2025Q3.parquet: {_SHA512}",
    f"The ticket API container runs registry.lantern.lan/ticket-api@sha256:{_IMAGE}.",
    f"MD5 of manifest_NK3_2025-09-12.csv is {_MD5}, same as the copy on the rice NAS.",
    "Request id 3f9c2a71-8e4b-4d06-a5c2-7b19e0d4f683 is the slow one in the ticket API logs.",
    "Purchase order PO-2025-00731 for 120 tonnes of Phka Rumduol rice ships from Phnom Penh on Monday.",
    "Freshdesk #2240: the Pakse depot tank 3 probe reads 40 mm low after the flood.",
    "Booking FRY-PKZ-0925-114: two seats on the Pakse to Don Khong boat, 09:30.",
    "Call the Pakse ticket desk on +856 31 251 447 before noon.",
    "The fuel truck with plate ກທ 4521 unloads at the Pakse depot on Thursday.",
    "Truck 65C-123.45 from Can Tho brings the spare propeller on Friday.",
    "ISBN 978-616-231-045-4 is the Mekong pilot's guide on the bridge shelf.",
    "The Stung Treng reach was 4.2 m deep at the gauge this morning; the barge draws 1.8 m.",
    "Cold chain: the vaccine fridge on the clinic boat held 4.6 °C overnight, humidity 71 %.",
    "Tank 3 at Kratie holds 38 400 litres of diesel, 62 % full.",
    "After five wrong passwords the Gilbarco locks the account for 15 minutes.",
    "The secret of good padek is three months in the jar, not two.",
    "Ask Sokha for the Kratie gate keypad code, I don't have it.",
    "My card ending 4417 was declined at the Can Tho chandler.",
    "The Kuwaiti importer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Lark admin account and keep them in the office safe.",
    "Wallet helpdesks never need your recovery words; anyone asking is a scammer.",
    "Keep `BAKONG_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the life-jacket container rusts in the wet season; oil it every month.",
    "The guest wifi 'Lantern-Guest' is open, no password needed.",
    "Lot RICE-2025-PP-0417: 60 bags of 50 kg, moisture 13.8 %, broken 4 %.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2025-09-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/river/tls450", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "2240", "purchase_order": "PO-2025-00731"}',
    '{"lot": {"id": "RICE-2025-PP-0417", "bags": 60, "moisture_pct": 13.8}}',
    '{"phone": "+856 31 251 447", "city": "Pakse"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "fuel_litres": 38400}',
    '{"booking": "FRY-PKZ-0925-114", "seats": 2, "departure": "09:30"}',
    '{"gauge": {"station": "Stung Treng", "depth_m": 4.2, "draft_m": 1.8}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
