# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-thirtieth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-twenty-sixth's docstring, the
fifth to hundred-and-twenty-sixth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time, any test
nor the reports, and the scrubber was never run on it. Its own seed, password words (a Rishikesh
rapid and a number, a Himalayan peak and its height, a pilgrims' chant and 108, a name with a birth
year and a town, two rivers and a year, a turbidity reading, an oximeter reading and a drug, a
Bhutanese valley, an Israeli backpacker's "yalla" and a town, leet words for the raft, the ashram,
the permit and chlorine, generated groups), names, places, templates, tools, vendors and layouts,
the way the staff of the Dhara Yatra Collective (a fictional pilgrimage-town network on the upper
Ganges and in the foothills: Shanti Kutir and Gangadwar ashram guesthouses in Rishikesh and
Haridwar, the Kaudiyala Rapids rafting outfit with a base camp at Shivpuri, a water-treatment plant
at Muni ki Reti, a homestay and depot at Joshimath, a trekking-permit office on Lakeside in Pokhara
and a mobile clinic van between Lumbini, Bhairahawa and Joshimath, with staff from India, Nepal,
Bhutan and Israel) leak secrets into an assistant's memory. The texts are WhatsApp, Telegram,
Signal, Viber, imo, Messenger, Instagram, WeChat, LINE, Slack, Teams, Google Chat, Zoho Cliq,
Discord, Element, Zulip and SMS messages, Google Keep, Samsung Notes, Apple Notes, OneNote, Notion,
Obsidian, Joplin, Simplenote, Standard Notes, Evernote, Todoist, TickTick and Trello notes to self,
Zoho Desk, Freshdesk, osTicket, Zammad, GLPI and Jira Service Management tickets, e-mails, an
incident note, a runbook, README fragments, shell history (bash, zsh, fish, PowerShell, Termux,
tmux, screen, cron, a Jenkins step, a GitLab CI job, an Ansible task, Warp), configs, code,
voice-dictated text and requests to the assistant itself, around the panels of water-treatment,
solar, clinic, cold-chain, permit-office, hotel-lock, network, camera, radio and payment hardware
(a Hach SC1000 controller, a ProMinent DULCOMARIN 3, a Grundfos CU 352, a Siemens LOGO! 8, a Delta
DOP-107 HMI, a Trojan UVSwift, an ABB ACS580 drive, a Kirloskar iGreen genset, a Victron Cerbo GX,
a Luminous NXG inverter, a Mindray BC-20s, an Erba Chem-5X, a Sysmex XP-100, a BPL Cardiart, an
Edan SE-1200, a Samsung HS40, a Cepheid GeneXpert, a Molbio Truenat, a Haier HBC-260 and a
Vestfrost MK 304 vaccine fridge, a Zebra ZC300, an Evolis Primacy 2 and an HID Fargo HDP5000 card
printer, a Canon DR-C225 scanner, a Mantra MFS100 and an eSSL X990, a Kaba Saflok, a VingCard
Visionline and a Hune encoder, a CP Plus and a Dahua NVR, TP-Link Omada, Ruckus R550, Cambium ePMP
3000 and Ubiquiti airMAX links, a MikroTik hEX, a JioFiber and an Airtel Xstream box, a Nepal
Telecom HG8145V5, a Garmin inReach Mini 2, a Motorola DP4400 programmed through its CPS, a Paytm
Soundbox and a Posiflex terminal). Tools none of heldouts 5 to 126 names: DCMTK's findscu and
echoscu, idevicebackup2, cupsaddsmb, gitlab-rake, Elastic Heartbeat's keystore, xpdf, zathura, bzr,
pesign, evmctl, gnutls-cli and the openmrs-sdk Maven plugin on the command line; beside them the
commands the product names (sshpass, mysql, redis-cli, curl -u, docker login, htpasswd, smbclient,
7z, openssl, gpg --passphrase, plink, xfreerdp, net use, sqlplus, lftp, ipmitool, mosquitto_pub,
sudo -S, ldapsearch, zip -P, keytool) and configs of Orthanc, OpenMRS, DHIS2, FreeRADIUS,
CoovaChilli, hostapd, ESPHome, Telegraf, Zabbix, Mosquitto bridges, QloApps, weewx, msmtp,
fetchmail and Home Assistant, in layouts of its own. About 43 % of the texts are in other languages
than English (by a rough count of the drawn samples): Jaunsari (of Jaunsar-Bawar above Dehradun),
Rongpo (the speech of the Marchha and Tolchha of the Niti and Mana valleys above Joshimath),
Byangsi (the Rung speech of Dharchula and the Byans valley), Thakali (of Thak Khola, spoken by
Pokhara's lodge families), Hyolmo (Yolmo, of Helambu), Chhantyal (of Myagdi), Doteli (Dotyali, of
far-western Nepal) and Brokpa (of Merak and Sakteng in eastern Bhutan), which no earlier docstring
names, and Hindi, Nepali, Hebrew, Russian, German, French, Spanish, Italian, Dutch, Portuguese,
Japanese, Korean, Chinese, Bengali and Dzongkha in wordings of their own (and Czech in one
seed-phrase note). The eight new languages' wordings are the author's approximations, checked by no
speaker, built around a possessive and a copula each and the loanwords people there really text
(password, wifi, code, number, card, IBAN, API key, user, server, router, permit): Jaunsari's
`mera … ro … asa` and `kesi kai na bolde`; Rongpo's `gu … -a … ni` and `kesi-lai ma-lo`; Byangsi's
`jiye … -ko … le` and `sudo-ta ma-ci`; Thakali's `ngae … -ri … mu` and `sulai ma-pin`; Hyolmo's
`ngai … -gi … yin` and `su-la ma-sung`; Chhantyal's `ngi … -ko … ta` and `khai-lai ma-bhan`;
Doteli's `म्यारो … हो`, `myaro … ho` and `kasaikan nabhanya`; Brokpa's `nge … -gi … ing` and
`mi-ga ma-sä`. Rongpo, Byangsi, Chhantyal and Brokpa are the thinnest guesses (their possessives
and copulas are the author's, after neighbouring languages); Jaunsari, Thakali, Hyolmo and Doteli
lean on published sketches and on Garhwali, Gurung, Tibetan and Nepali. Vendors (RateGain,
AxisRooms, ResAvenue, Stayflexi, Hotelzify, SynXis, DerbySoft, eRevMax, YieldPlanet, Cubilis,
TravClan, Singenuity, Namaste Pay, Hamro Pay, Moru, NepalPay, F1Soft, Open Money, PostPe,
Yeshinvoice, CreditGuard, eTeeru, Ncell, Subisu, DishHome, Classic Tech, Galli Maps, Baato, Tootle,
inDrive, Rapido, Gett, TextBee, BotPenguin, Periskope, Bhashini, Eka Care, HealthPlix, Clinicea,
Tricog, Dozee, SigTuple, 5C Network, Zenatix, WeGoT, SmarTerra, SurePass, Zimyo, Marg ERP and E2E
Networks) are ones heldouts 5 to 126 do not name; none of them publishes a token shape the author
knows, so every shape here (Stayflexi's `sfx_live_`, Namaste Pay's `nmp_sk_`, Baato's `bpk.`, the
UUIDs, hex runs, base64 runs and JWTs) is the author's guess. The ids are kinds heldouts 5 to 126
do not use: an Annapurna Conservation Area (ACAP) entry permit, a Char Dham yatra registration, a
Nepal Health Insurance Board insuree number, Nepal Medical Council and Nepal Pharmacy Council
registrations, an Uttarakhand Medical Council registration, a Nepal Tourism Board trekking-guide
licence, a Nepali CDS beneficiary-owner id (BOID), a Bhutanese (RSTA) driving licence, an Israeli
Ministry of Health nursing licence and the Identity Certificate India issues to Tibetan refugees;
python-stdnum has no module for any of them and none is checked by a library or this file (no
check-digit algorithm is written here): they are unchecked, their shapes invented or as the author
believes them. Card numbers pass Luhn (RuPay prefixes and sixteen-digit Visa numbers drawn here,
the others from the value helpers, each checked with python-stdnum's `luhn`). The IBANs are of
countries used least by a rough count over the IBAN shapes of heldouts 5 to 126 (Andorra, Costa
Rica, the Falkland Islands, Saint Lucia, Oman, Saudi Arabia, Somalia and the British Virgin
Islands, in eight corpora each), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Russian, Korean, Japanese, Simplified Chinese, Spanish, French, Czech,
Italian and Portuguese lists, each with a valid checksum. Counts: 390 secret samples, 20 field
pairs and 20 metadata samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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

SEED = 130_527_883
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


_RAPIDS = ["ReturnToSender", "RollerCoaster", "GolfCourse", "ClubHouse", "ThreeBlindMice",
           "TheWall", "CrossFire", "Daniels Dip", "Initiation", "HiltonRapid", "BlackMoney",
           "Tee-Off"]  # fmt: skip
_PEAKS = {"Nilkantha": 6596, "NandaDevi": 7816, "Kamet": 7756, "Trishul": 7120,
          "Machhapuchhre": 6993, "Annapurna": 8091, "Dhaulagiri": 8167, "Hardeol": 7151,
          "Chaukhamba": 7138, "JomolhariBT": 7326, "Dronagiri": 7066, "Bandarpunch": 6316}  # fmt: skip
_CHANTS = ["HarHarGange", "JaiBadriVishal", "BamBamBhole", "JaiMaaGanga", "OmNamahShivay",
           "HariOmTatSat", "JaiKedar", "BuddhamSharanam"]  # fmt: skip
_PEOPLE = ["pasang", "dawa", "nima", "sunita", "bishnu", "kamala", "prakash", "laxmi", "deepak",
           "kavita", "sunil", "meenakshi", "harish", "pooja", "tshering", "karma", "pema",
           "sonam", "kinley", "noa", "itai", "yael", "omer", "tamar"]  # fmt: skip
_TOWNS = ["Rishikesh", "Haridwar", "Joshimath", "Auli", "Shivpuri", "Kaudiyala", "Tapovan",
          "Pokhara", "Lakeside", "Sarangkot", "Lumbini", "Bhairahawa", "Paro", "Punakha",
          "Thimphu", "Chakrata", "Dharchula", "Jomsom", "Helambu", "Beni"]  # fmt: skip
_RIVERS = ["ganga", "bhagirathi", "alaknanda", "mandakini", "dhauliganga", "seti", "kaligandaki",
           "marsyangdi", "rapti", "punatsangchhu", "yamuna", "tons"]  # fmt: skip
_VALLEYS = ["Paro", "Punakha", "Bumthang", "Haa", "Trongsa", "Merak", "Sakteng", "Phobjikha"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["R4ftGu1d3", "Ashr4m", "P3rm1tD3sk", "Ch10r1n3", "Y4tr4", "Gh4tW4ll4h", "Cl1n1cV4n",
         "Sh4nt1Kut1r", "Pr4s4d"]  # fmt: skip


def _peak(g: random.Random) -> str:
    name = g.choice(list(_PEAKS))
    return f"{name}{_PEAKS[name]}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_RAPIDS).replace(' ', '')}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    _peak,
    lambda g: f"{g.choice(_CHANTS)}{g.choice([108, 1008, 51, 21, 11])}{g.choice(['', '!', '@', '#'])}",
    lambda g: f"{g.choice(_PEOPLE)}{g.randrange(1962, 2008)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: "_".join(g.sample(_RIVERS, 2)) + "_" + str(g.randrange(2018, 2034)),
    lambda g: f"Turbidity{g.randrange(1, 20)}NTU{g.choice(_SYMBOLS)}",
    lambda g: f"SpO2-{g.randrange(84, 100)}-{g.choice(['Diamox', 'ORS', 'Zinc', 'Amoxy'])}",
    lambda g: f"Druk{g.choice(_VALLEYS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"Yalla{g.choice(['Pokhara', 'Rishikesh', 'Kasol', 'Manali', 'Bhagsu'])}{g.randrange(2015, 2033)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2034)) + g.choice(_SYMBOLS),
    _manager,
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Deepak (WTP Muni ki Reti): the Hach SC1000 controller password is {pw}",
    "Telegram from Harish: ProMinent DULCOMARIN 3 service password {pw}",
    "Signal, Kavita: Grundfos CU 352 admin password {pw}",
    "Viber message from Bishnu: Siemens LOGO! 8 web server password {pw}",
    "imo message, night shift at the plant: Delta DOP-107 HMI password {pw}",
    "Messenger from Sunil: the Trojan UVSwift panel password is {pw}",
    "Instagram DM (yes, really) from Itai: ABB ACS580 drive assistant password {pw}",
    "WeChat from the genset installer: Kirloskar iGreen controller password {pw}",
    "LINE message from Pema: Victron Cerbo GX remote console password {pw}",
    "Slack #plant-ops: Luminous NXG inverter app password {pw}",
    "Teams chat, mobile clinic: Mindray BC-20s service password {pw}",
    "Google Chat, Dr. Meenakshi: Erba Chem-5X admin password {pw}",
    "Zoho Cliq from Laxmi: Sysmex XP-100 supervisor password {pw}",
    "Discord #clinic-van: BPL Cardiart 9108 ECG export password {pw}",
    "Element room 'Lumbini camp': the Edan SE-1200 admin password is {pw}",
    "Zulip stream clinic, topic ultrasound: Samsung HS40 service password {pw}",
    "SMS from Prakash: GeneXpert Dx admin password {pw}",
    "WhatsApp, Dr. Yael: Molbio Truenat device password {pw}",
    "Telegram, cold chain: Haier HBC-260 logger password {pw}",
    "Signal from Tamar: Vestfrost MK 304 alarm unit password {pw}",
    "Viber, permit desk Lakeside: Zebra ZC300 card printer admin password {pw}",
    "imo from Gyanu: Evolis Primacy 2 printer password {pw}",
    "Slack #permits: HID Fargo HDP5000 web password {pw}",
    "Teams, permit office: Canon DR-C225 scanner's CaptureOnTouch password {pw}",
    "WhatsApp from Sonam: Mantra MFS100 RD service password {pw}",
    "Google Chat, HR: eSSL X990 attendance machine admin password {pw}",
    "Zoho Cliq, Shanti Kutir front desk: Kaba Saflok encoder password {pw}",
    "Discord DM from Omer: VingCard Visionline admin password {pw}",
    "Telegram, Gangadwar ashram: the Hune lock encoder password is {pw}",
    "Signal from Tshering: CP Plus NVR admin password {pw}",
    "Element DM: Dahua NVR4108 admin password {pw}",
    "WhatsApp, Anil: TP-Link Omada controller password {pw}",
    "Viber from Dawa: Ruckus R550 unleashed admin password {pw}",
    "Slack #network: Cambium ePMP 3000 link to Shivpuri, admin password {pw}",
    "Google Keep note 'airMAX': Ubiquiti NanoBeam password {pw}",
    "Samsung Notes: MikroTik hEX admin password {pw}",
    "Apple Notes 'Joshimath depot': JioFiber router admin password {pw}",
    "OneNote page 'Raft base': Airtel Xstream box password {pw}",
    "Notion page 'Pokhara office': Nepal Telecom HG8145V5 admin password {pw}",
    "Obsidian note raft-safety.md: Garmin inReach Mini 2 Explore account password {pw}",
    "Joplin note: Motorola CPS codeplug password for the DP4400 radios {pw}",
    "Simplenote: Paytm for Business (Soundbox) login password {pw}",
    "Standard Notes: Posiflex POS back-office password {pw}",
    "Evernote 'Shanti Kutir': QloApps admin password {pw}",
    "Todoist task: change the Hach SC1000 password, it's still {pw}",
    "TickTick reminder: rotate the Orthanc admin password (now {pw})",
    "Trello card 'Clinic van checklist': DHIS2 tracker password {pw}",
    "Zoho Desk ticket 4471: the Grundfos CU 352 password {pw} no longer works",
    "Freshdesk #2209: reset the Cerbo GX password, current one {pw}",
    "osTicket #118: Saflok encoder locked after a power cut, password {pw}",
    "Zammad ticket 50731: the CP Plus NVR password {pw} is on a sticker, please rotate",
    "GLPI ticket 3390: Mindray BC-20s service password {pw} must be changed",
    "Jira SD DYC-771: the ProMinent password {pw} was shared on WhatsApp, rotate it",
    "Hi Harish,\n\nthe root password on the plant's SCADA PC is {pw}. Delete this mail once it's in the vault.\n\nThanks,\nDeepak",
    "Incident 2032-03-19: the Dahua NVR at Gangadwar answered on the internet with password {pw}",
    "Runbook: chlorine dosing override\n1. open the DULCOMARIN 3 web page\n2. log in as service\n3. password {pw}\n4. set the setpoint to 0.5 mg/l",
    "README (plant rack)\nthe Delta HMI is at http://hmi.wtp.dharayatra.lan, admin password `{pw}`.",
    "my SBI YONO password is {pw} now",
    "can you remember my Nabil Bank app password? it's {pw}",
    "please keep my Bank of Bhutan mBoB password: {pw}",
    "store this for me: my Bank Hapoalim app password is {pw}",
    "dictated: the Victron VRM portal password is {pw} full stop",
    "note to self: Saflok encoder service password {pw}",
    "after the update the Truenat password became {pw}",
    "mera mail ro password {pw} asa",
    "ashram ra reception computer ro password: {pw}, kesi kai na bolde",
    "Harish: nawa server ro password {pw} asa",
    "मेरा फोन रो पासवर्ड {pw} असा",
    "gu mail-a password {pw} ni",
    "Joshimath homestay-a router-a password: {pw}, kesi-lai ma-lo",
    "Dinesh: gu naya server-a password {pw} ni",
    "गु फोन-अ पासवर्ड {pw} नि",
    "jiye mail-ko password {pw} le",
    "Dharchula daftar-ko computer-ko password: {pw}, sudo-ta ma-ci",
    "Gunjyal: nayu server-ko password {pw} le",
    "ngae email-ri password {pw} mu",
    "Lakeside lodge-ri router-ri password: {pw}, sulai ma-pin",
    "ङाए इमेलरि पासवर्ड {pw} मु",
    "ngai mail-gi password {pw} yin",
    "gompa guesthouse-gi computer-gi password: {pw}, su-la ma-sung",
    "Dawa: server sarpa-gi password {pw} yin",
    "ngi email-ko password {pw} ta",
    "Myagdi office-ko computer-ko password: {pw}, khai-lai ma-bhan",
    "Pun: nayã server-ko password {pw} ta",
    "म्यारो इमेलको पासवर्ड {pw} हो",
    "myaro phone ko password {pw} ho, kasaikan nabhanya",
    "Bhatt: Dhangadhi office ko nayã server ko password {pw} ho",
    "nge mail-gi password {pw} ing",
    "Sakteng guesthouse-gi router-gi password: {pw}, mi-ga ma-sä",
    "Tshering: server sarpa-gi password {pw} ing",
    "आश्रम वाले रिसेप्शन कंप्यूटर का पासवर्ड अभी {pw} रखा है",
    "लेकसाइड अफिसको कम्प्युटरमा पासवर्ड {pw} हालेँ, अरूलाई नभन्नू",
    "הסיסמה של מחשב הרפטינג בשיבפורי היא {pw}, אל תעביר הלאה",
    "пароль от ноутбука в клинике-автобусе — {pw}, никому",
    "das Passwort für den Laptop im Raft-Camp ist jetzt {pw}",
    "le mot de passe du poste de l'ashram, c'est désormais {pw}",
    "la contraseña del portátil del campamento de rafting es {pw}",
    "la password del tablet dell'ambulatorio mobile è {pw}",
    "het wachtwoord van de pc bij de raftbalie is {pw}",
    "a senha do tablet do balcão de licenças é {pw}",
    "アシュラム受付のPCのパスワードは {pw} です",
    "래프팅 베이스캠프 노트북 비밀번호는 {pw} 입니다",
    "诊所车上那台平板的密码是 {pw}",
    "ক্লিনিক ভ্যানের ল্যাপটপের পাসওয়ার্ড হলো {pw}",
    "ངའི་ ཨི་མེལ་གྱི་ password {pw} ཨིན།",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["deepak.rawat", "kavita", "sunil.b", "meenakshi", "harish.u", "pooja.t", "anil",
          "rekha.c", "pasang", "dawa.sherpa", "nima", "sunita.g", "bishnu", "kamala", "prakash.t",
          "laxmi", "tshering", "karma.d", "pema", "sonam.w", "kinley", "noa.levi", "itai",
          "yael.b", "omer", "tamar", "svc-raft", "clinic-van", "wtp-scada", "permit-desk"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Deepak: the Hach controller login is {u} / {pw}",
    "Zoho Desk #4480: {u} locked out of the Saflok encoder, last password {pw}",
    "user {u} pass {pw}",
    "Notion › Plant › SCADA › Delta HMI: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Orthanc | {u} | {pw} |",
    "sign into the Cerbo GX as {u} with {pw}",
    "Omada login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: nvr-gangadwar\n  user: {u}\n  pass: {pw}",
    "Slack: account {u}, password {pw}",
    "Kavita says the DHIS2 account is {u} and the password is {pw}",
    "system,user,password\nqloapps,{u},{pw}",
    "ssh {u}@wtp-hmi.dharayatra.lan (password {pw})",
    "Telegram: creds for the Truenat are {u} and {pw}",
    "mera user {u} asa, ar password {pw}",
    "gu login-a user {u} ni, gu password {pw} ni",
    "jiye user {u} le, jiye password {pw} le",
    "ngae user-ri min {u} mu, ngae password {pw} mu",
    "ngai user-gi ming {u} yin, ngai password {pw} yin",
    "ngi login-ko user {u} ta, ngi password {pw} ta",
    "myaro user {u} ho, myaro password {pw} ho",
    "nge user-gi ming {u} ing, nge password {pw} ing",
    "लॉगिन के लिए यूज़र {u} डालो, फिर पासवर्ड {pw}",
    "प्रणालीमा छिर्न प्रयोगकर्ता {u} अनि पासवर्ड {pw} हाल्नुस्",
    "להתחבר עם המשתמש {u} והסיסמה {pw}, אחי",
    "логин {u}, пароль {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["ganga", "bhagirathi", "alaknanda", "nilkantha", "tapovan", "phewa", "begnas",
               "momo", "thukpa", "gundruk", "datshi", "shivpuri", "kaudiyala", "sarangkot",
               "jhula", "prasad", "paddle", "helmet"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password = the word {w} in small letters, and straight after it {d}",
    "voice note: the raft-base wifi password is {w} followed by {d}, no space",
    "for the plant HMI it's {w} and {d} at the end",
    "type {w}, then {d}",
    "Pasang dictated it: {w}{d}, no capitals anywhere",
    "पासवर्ड में पहले {w} लिखो, फिर ठीक पीछे {d}",
    "पासवर्ड {w} भन्ने शब्द हो, अनि त्यसपछि {d}",
    "בסיסמה כותבים קודם {w} ומיד אחרי זה {d}",
    "password asa shabd {w}, tes pachhe {d}",
    "पासवर्ड {w} भन्या शब्द हो, त्यापछा {d}",
    "ngae password {w} bhanne shabda mu, ti-lipa {d}",
    "password {w} zer-ken tshig yin, de-je {d}",
    "password-di {w} ing, ze-le {d}",
    "password {w} shabda ta, ghyaa {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "findscu -v -S -aet DYC_VAN1 -aec ORTHANC_RKS --user {u} --password '{pw}' pacs.dharayatra.lan 4242 -k QueryRetrieveLevel=STUDY -k PatientName='BHATT*'",
    "echoscu -aet DYC_VAN2 -aec ORTHANC_RKS --user {u} --password {pw} pacs.dharayatra.lan 4242",
    "idevicebackup2 -i encryption on '{pw}'",
    "cupsaddsmb -H printsrv.dharayatra.lan -U '{u}%{pw}' -a -v",
    "sudo gitlab-rake gitlab:setup GITLAB_ROOT_PASSWORD='{pw}' DISABLE_DATABASE_ENVIRONMENT_CHECK=1",
    "echo -n '{pw}' | heartbeat keystore add ES_PWD --stdin --force",
    "xpdf -upw '{pw}' /srv/permits/acap-batch-0412.pdf",
    "zathura -w '{pw}' ~/Downloads/lab-report-van1.pdf",
    "bzr branch https://{u}:{pw}@code.dharayatra.lan/bzr/ashram-bookings ashram-bookings",
    "pesign -i vmlinuz -o vmlinuz.signed -s -c 'DYC Secure Boot' -n /etc/pki/pesign --pinval='{pw}'",
    "evmctl sign --imasig --key /etc/keys/privkey_evm.pem --pass='{pw}' /usr/local/bin/dosing-ctl",
    "gnutls-cli --srpusername={u} --srppasswd='{pw}' -p 5556 scada.dharayatra.lan",
    "mvn openmrs-sdk:setup -DserverId=mobile-clinic -DdbUri='jdbc:mysql://localhost:3306/openmrs' -DdbUser={u} -DdbPassword='{pw}'",
    "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@wtp-hmi.dharayatra.lan 'sudo systemctl restart modbus-bridge'",
    "mysql -h 127.0.0.1 -u {u} -p'{pw}' ashram_bookings -e 'select count(*) from rooms where floor=2'",
    "redis-cli -h cache.dharayatra.lan -a '{pw}' --no-auth-warning keys 'permit:*'",
    "curl -u {u}:{pw} -X POST https://orthanc.dharayatra.lan/tools/find -d '{{\"Level\":\"Study\",\"Query\":{{}}}}'",
    "docker login registry.dharayatra.lan -u {u} -p '{pw}'",
    "htpasswd -bc /etc/nginx/.htpasswd-permits {u} '{pw}'",
    "smbclient //nas-rks/guestlists -U '{u}%{pw}' -c 'get 2032-04-guests.xlsx'",
    "7z x clinic-backup-0411.7z -p'{pw}' -o/srv/restore",
    "openssl enc -d -aes-256-cbc -pbkdf2 -in guests.csv.enc -out guests.csv -pass pass:{pw}",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -d permits-export.csv.gpg > permits.csv",
    "plink -ssh -pw '{pw}' {u}@10.40.0.1 \"/system reboot\"",
    "xfreerdp /v:frontdesk-pc.dharayatra.lan /u:{u} /p:'{pw}' /cert:ignore",
    "net use P: \\\\permit-fs\\scans /user:DHARA\\{u} {pw} /persistent:yes",
    "sqlplus {u}/{pw}@//erp.dharayatra.lan:1521/HOTEL",
    "lftp -u {u},'{pw}' sftp://backup.dharayatra.org -e 'mirror -R /srv/orthanc orthanc; bye'",
    "ipmitool -I lanplus -H 10.40.0.9 -U {u} -P '{pw}' chassis power cycle",
    "mosquitto_pub -h mqtt.dharayatra.lan -u {u} -P '{pw}' -t wtp/clarifier/turbidity -m 3.8",
    "printf '%s\\n' '{pw}' | sudo -S apt-get install -y chrony",
    "ldapsearch -x -H ldap://dc.dharayatra.lan -D 'cn={u},ou=staff,dc=dharayatra,dc=lan' -w '{pw}' '(mail=*)'",
    "zip -P '{pw}' -r tims-scans-april.zip scans/",
    "keytool -importkeystore -srckeystore van.p12 -srcstoretype PKCS12 -destkeystore van.jks -deststorepass '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "pasang@wtp-hmi:~$ {c}", "PS C:\\Users\\frontdesk> {c}",
    "Termux on the raft-base tablet:\n$ {c}", "tmux pane 2 (clinic-van):\n{c}",
    "screen -r orthanc, then: {c}", "crontab -l on the permit box:\n15 2 * * * {c}",
    "Jenkins 'nightly-backup' step:\n+ {c}", "GitLab CI job log, stage deploy:\n$ {c}",
    "Ansible task:\n- ansible.builtin.shell: {c}", "Windows Terminal, Ubuntu tab: {c}",
    "~/.bash_history on the ashram NUC:\n{c}", "fish history, Noa's laptop: {c}",
    "zsh on the Joshimath mini PC % {c}", "Warp block shared by Itai:\n{c}",
    "WhatsApp to Deepak: run this on the NUC -> {c}",
    "सर्वर पर मैंने ये चलाया था: {c}", "पम्प हाउसको कम्प्युटरमा यो चलाएँ: {c}", "הרצתי את הפקודה הזאת: {c}",
    "Harish bola yo command chalao: {c}", "मैले चलायाको कमान्ड यो हो: {c}",
    "ngae command-ri kura: {c}", "ngai command: {c}", "запускал вот так: {c}",
    "so hab ich's gestartet: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@nvr-gangadwar.dharayatra.lan:554/cam/realmonitor?channel=3&subtype=0",
    "http://{u}:{pw}@192.168.10.64/ISAPI/Streaming/channels/101/picture",
    "sftp://{u}:{pw}@backup.dharayatra.org:2222/orthanc/",
    "mongodb://{u}:{pw}@mongo.dharayatra.lan:27017/bookings?authSource=admin",
    "postgresql://{u}:{pw}@pg.dharayatra.lan:5432/dhis2",
    "mysql+pymysql://{u}:{pw}@qloapps-db.dharayatra.lan/qloapps",
    "amqp://{u}:{pw}@mq.dharayatra.lan:5672/permits",
    "redis://{u}:{pw}@cache.dharayatra.lan:6379/2",
    "ftp://{u}:{pw}@scanner-drop.dharayatra.lan/permits/",
    "davs://{u}:{pw}@files.dharayatra.org/remote.php/dav/files/clinic/",
    "ldap://{u}:{pw}@dc.dharayatra.lan:389/dc=dharayatra,dc=lan",
    "jdbc:mysql://mysql.dharayatra.lan:3306/openmrs?user={u}&password={pw}&useSSL=false",
    "Server=pos.dharayatra.lan,1433;Database=Folio;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "ORTHANC_DB_URL={c}", "Metabase, old connection: {c}", "keep this connection string for me: {c}",
    "क्लिनिक डेटाबेस की कनेक्शन लाइन: {c}", "myaro database URL {c} ho", "Zammad #50744: {c}",
    "Obsidian note db-links.md: {c}", "החיבור לבסיס הנתונים: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_962_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "dhara-yatra", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read payments:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("RateGain", "RATEGAIN_API_KEY", _j((HEX, 32))),
    ("AxisRooms", "AXISROOMS_ACCESS_TOKEN", _j((ALNUM, 40))),
    ("ResAvenue", "RESAVENUE_SECRET", lambda g: v.uuid4(g, "8")),
    ("Stayflexi", "STAYFLEXI_API_KEY", _j("sfx_live_", (ALNUM, 32))),
    ("Hotelzify", "HOTELZIFY_TOKEN", _j((URLSAFE, 48))),
    ("SynXis", "SYNXIS_CLIENT_SECRET", _j((ALNUM, 36))),
    ("DerbySoft", "DERBYSOFT_API_TOKEN", _j((HEX, 40))),
    ("eRevMax", "EREVMAX_PASSKEY", _j((UPPER_DIGITS, 24))),
    ("YieldPlanet", "YIELDPLANET_API_KEY", _j((HEX, 64))),
    ("Cubilis", "CUBILIS_API_KEY", lambda g: v.uuid4(g, "9")),
    ("TravClan", "TRAVCLAN_API_SECRET", _j((B64, 44))),
    ("Singenuity", "SINGENUITY_API_KEY", _j((ALNUM, 32))),
    ("Namaste Pay", "NAMASTEPAY_SECRET_KEY", _j("nmp_sk_", (ALNUM, 36))),
    ("Hamro Pay", "HAMROPAY_MERCHANT_SECRET", _j((HEX, 48))),
    ("Moru", "MORU_API_KEY", _j((ALNUM, 40))),
    ("NepalPay", "NEPALPAY_APP_SECRET", _j((B64, 64))),
    ("F1Soft", "F1SOFT_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Open Money", "OPEN_MONEY_SECRET_KEY", _j((HEX, 40))),
    ("PostPe", "POSTPE_API_TOKEN", _vendor_jwt("https://api.postpe.in")),
    ("Yeshinvoice", "YESHINVOICE_SECRET", lambda g: v.uuid4(g, "a")),
    ("CreditGuard", "CREDITGUARD_API_KEY", _j((ALNUM, 24))),
    ("eTeeru", "ETEERU_SECRET", _j((ALNUM, 32))),
    ("Ncell", "NCELL_SMS_API_KEY", _j((HEX, 32))),
    ("Subisu", "SUBISU_PORTAL_TOKEN", _j((URLSAFE, 40))),
    ("DishHome", "DISHHOME_API_KEY", _j((ALNUM, 28))),
    ("Classic Tech", "CLASSICTECH_API_TOKEN", _j((HEX, 40))),
    ("Galli Maps", "GALLI_MAPS_ACCESS_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Baato", "BAATO_ACCESS_TOKEN", _j("bpk.", (ALNUM, 32))),
    ("Tootle", "TOOTLE_PARTNER_KEY", _j((ALNUM, 40))),
    ("inDrive", "INDRIVE_API_TOKEN", _j((URLSAFE, 64))),
    ("Rapido", "RAPIDO_CLIENT_SECRET", _j((HEX, 64))),
    ("Gett", "GETT_CLIENT_SECRET", _j((ALNUM, 40))),
    ("TextBee", "TEXTBEE_API_KEY", lambda g: v.uuid4(g, "9")),
    ("BotPenguin", "BOTPENGUIN_API_KEY", _j((HEX, 32))),
    ("Periskope", "PERISKOPE_API_KEY", _vendor_jwt("https://api.periskope.app")),
    ("Bhashini", "BHASHINI_ULCA_API_KEY", _j((ALNUM, 40))),
    ("Eka Care", "EKACARE_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("HealthPlix", "HEALTHPLIX_API_KEY", _j((ALNUM, 32))),
    ("Clinicea", "CLINICEA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Tricog", "TRICOG_DEVICE_TOKEN", _j((HEX, 40))),
    ("Dozee", "DOZEE_API_KEY", _j((ALNUM, 36))),
    ("SigTuple", "SIGTUPLE_API_SECRET", _j((B64, 43), "=")),
    ("5C Network", "FIVEC_API_KEY", _j((HEX, 32))),
    ("Zenatix", "ZENATIX_API_TOKEN", _j((ALNUM, 48))),
    ("WeGoT", "WEGOT_API_KEY", _j((UPPER_DIGITS, 32))),
    ("SmarTerra", "SMARTERRA_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("SurePass", "SUREPASS_TOKEN", _vendor_jwt("https://kyc-api.surepass.io")),
    ("Zimyo", "ZIMYO_API_KEY", _j((HEX, 40))),
    ("Marg ERP", "MARG_ERP_DECRYPTION_KEY", _j((ALNUM, 32))),
    ("E2E Networks", "E2E_API_KEY", lambda g: v.uuid4(g, "8")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "PowerShell: $env:{env} = '{tok}'",
    ".env.production on the bookings box:\n{env}={tok}",
    "fly secrets set {env}={tok}",
    "kubectl create secret generic bookings-env --from-literal={env}={tok}",
    "railway variables --set \"{env}={tok}\"",
    "docker run -d -e {env}={tok} dhara/bookings:2.4",
    "GitHub Actions, repository secret pasted into the workflow by mistake:\n      {env}: {tok}",
    "values-prod.yaml:\nenv:\n  - name: {env}\n    value: \"{tok}\"",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "settings.py (QloApps bridge): {env} = \"{tok}\"",
    "Dhara Bookings › Settings › Integrations › {vendor} › API key: {tok}",
    "Notion table 'Integrations': | {vendor} | prod | {tok} |",
    "Todoist: rotate the {vendor} key {tok}",
    "WhatsApp, Anil: {vendor} key for the channel sync: {tok}",
    "Slack: the {vendor} token we use now is {tok}, the old one is revoked",
    "Freshdesk #2231: {vendor} sync fails with 401, configured key {tok}",
    "Zammad ticket 50760: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} ri API key {tok} asa",
    "{vendor}-a API key {tok} ni",
    "{vendor}-ko API key {tok} le",
    "{vendor}-ri API key {tok} mu",
    "{vendor}-gi API key {tok} yin",
    "{vendor}-ko API key {tok} ta",
    "यो {vendor} वाल्लो API key हो: {tok}",
    "{vendor}-gi API key {tok} ing",
    "{vendor} वाली API चाबी संभाल के रखना: {tok}",
    "{vendor} को API साँचो: {tok}",
    "תשמור את מפתח ה-API החדש מ-{vendor}: {tok}",
    "вот новый API-ключ от {vendor}, он для системы брони гестхауса: {tok}",
    "fürs Gästehaus nehmen wir jetzt diesen {vendor}-API-Schlüssel: {tok}",
    "pour l'ashram, la nouvelle clé d'API chez {vendor} : {tok}",
    "para el sistema de reservas usamos esta clave API de {vendor}: {tok}",
    "per l'ambulatorio mobile teniamo questa chiave API di {vendor}: {tok}",
    "de raftbalie gebruikt nu deze {vendor}-API-sleutel: {tok}",
    "no balcão de licenças usamos a chave API do {vendor}: {tok}",
    "予約システム用に {vendor} のAPIキーを控えておいて：{tok}",
    "{vendor} API 키 (예약 시스템용): {tok}",
    "帮我记一下 {vendor} 给诊所用的 API 密钥：{tok}",
    "ক্লিনিকের জন্য {vendor} থেকে পাওয়া API কী রেখে দিও: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    galli = v.uuid4(rng, "b")
    baato = "bpk." + _r(rng, ALNUM, 32)
    textbee = v.uuid4(rng, "9")
    eka = _r(rng, URLSAFE, 48)
    dozee = _r(rng, ALNUM, 36)
    yesh = v.uuid4(rng, "a")
    return [
        Sample("vendor_token", f'r = requests.get("https://route-init.gallimap.com/api/v1/search/autocomplete", params={{"accessToken": "{galli}", "word": "Lakeside"}})', galli),
        Sample("vendor_token", f"curl 'https://api.baato.io/api/v1/search?key={baato}&q=Sarangkot'", baato),
        Sample("vendor_token", f'const sms = new TextBeeClient("{textbee}", {{ device: "permit-desk-phone" }});', textbee),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "EKA_CLIENT_SECRET", "\\"{eka}\\"")\n  }}\n}}', eka),
        Sample("vendor_token", f"Info.plist:\n<key>DozeeApiKey</key>\n<string>{dozee}</string>", dozee),
        Sample("vendor_token", f"$invoices = new YeshinvoiceApi('dhara-yatra', '{yesh}');", yesh),
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


_BARE_PLACES = ["{t}", "Slack: {t}", "it only shows it once, so here:\n{t}", "yo token rakhi de: {t}",
                "यो टोकन राखिदिनु: {t}", "{t}\n^ new one, the old one is dead", "תשמור לי את זה: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 42)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 52)), _j((B64, 44)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the clarifier level sensor WTP-LV-02 (OTAA): {h}": 32,
    "NwkSKey of the Shivpuri river-gauge node (ABP): {h}": 32,
    "HMAC secret for the Namaste Pay payment webhook: {h}": 64,
    "Saflok encoder's site key, hex: {h}": 32,
    "Cambium ePMP link pre-shared key (hex) for the Kaudiyala hop: {h}": 64,
    "BDK for the Posiflex card terminals, hex: {h}": 32,
    "बैकअप की एन्क्रिप्शन कुंजी: {h}": 64,
    "backup ri encryption key {h} asa": 48,
    "ngai backup-gi encryption key: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zammad #50771: token copied from the browser's network tab {t}",
    "Cookie: lang=ne; dyc_session={t}",
    "BOOKINGS_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "टोकन यह है {t}",
    "ngae token {t} mu",
    "Freshdesk chat transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_962_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@dharayatra.org"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://id.dharayatra.org/realms/staff",
            "azp": "permit-desk",
            "roles": ["frontdesk", "clinic"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the plant's SCADA PC, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/bookings.dharayatra.org.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"ORTHANC_TLS_KEY": "{key}", "peer": "pacs-rishikesh"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_van <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "osTicket #131, pasted by the vendor:\n{key}": ("PRIVATE KEY", "\n"),
    "सर्वरको निजी कुञ्जी:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the permit-scan SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
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
    "Zengo export, copying it off before I wipe the tablet: {p}": "english",
    "Exodus wallet recovery phrase\n{p}": "english",
    "ngai wallet-gi tshig (Rabby, the old donation wallet): {p}": "english",
    "voice memo: the Coinbase Wallet recovery words are {p} and that's all of them": "english",
    "фраза восстановления кошелька Trust: {p}": "russian",
    "지갑 복구 구문 (Uniswap Wallet): {p}": "korean",
    "MetaMask の復元フレーズ：{p}": "japanese",
    "旧的 TokenPocket 钱包，捐款用的，助记词如下：{p}": "chinese_simplified",
    "frase de recuperación de la cartera Phantom: {p}": "spanish",
    "phrase de récupération du portefeuille Ledger Live : {p}": "french",
    "záložní slova k Trezoru z ášramu (už prázdný): {p}": "czech",
    "frase di recupero del portafoglio BlueWallet (quello delle donazioni, vuoto): {p}": "italian",
}  # fmt: skip
_MNEMO = {
    lang: Mnemonic(lang)
    for lang in dict.fromkeys(["english", "portuguese", *_SEED_PLACES.values()])
}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " · ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's: a brand the value helpers do not
    know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["6521", "6522", "6070", "6081", "5085", "5089"], [16])
    if brand == "visa":  # sixteen digits, as Indian and Nepali banks issue them
        return _card_of(rng, ["4"], [16])
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "WhatsApp, Anil: the collective's card for the Grundfos spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Freshdesk #2240: pay the Mindray service visit with card {c}",
    "mera card ro number {c} asa, {mm}/{yy}",
    "ngae card-ri number {c} mu",
    "म्यारो कार्डको नम्बर {c} हो",
    "nge card-gi number {c} ing, {mm}/{yy}",
    "कार्ड वाला नंबर लिख लो {c}, एक्सपायरी {mm}/{yy}",
    "תרשום את האשראי של הקבוצה {c}, בתוקף עד {mm}/{yy}",
    "карта для оплаты рафтинга {c}, запиши",
    "我的卡号：{c}，有效期 {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["rupay", "visa", "mastercard", "amex", "unionpay", "jcb", "diners", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["RuPay {c} exp 09/36, CVV {cvv}",
               "the three digits printed beside the signature panel: {cvv}",
               "Amex {c}, the four small digits above the number: {cvv}",
               "card ra pichhe ra teen ank: {cvv}",
               "कार्ड पलटो तो पीछे तीन नंबर दिखेंगे, वो हैं {cvv}",
               "מאחורה על הכרטיס יש קוד של שלוש ספרות, {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "rupay"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 126 (in eight
# corpora each); BBAN shapes (a, n, c, 0 as in `secret_classes_values.iban_shaped`), after
# stdnum's iban.dat.
_IBAN_SHAPES = {"AD": "n" * 8 + "c" * 12, "CR": "0" + "n" * 17, "FK": "aa" + "n" * 12,
                "LC": "aaaa" + "n" * 24, "OM": "nnn" + "n" * 16, "SA": "nn" + "n" * 18,
                "SO": "n" * 19, "VG": "aaaa" + "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice DYC-2032-044: please pay the Pacuare raft-guide exchange fee to {i} within 15 days",
    "save the Andorran kayak school's IBAN: {i}",
    "IBAN: {i}\nReference: yoga retreat deposit, group 7",
    "Slack #accounts: the Muscat trekking group's refund goes to IBAN {i}",
    "IBAN ro number {i} asa",
    "gu bank-a IBAN {i} ni",
    "jiye IBAN {i} le",
    "myaro IBAN {i} ho",
    "ngai IBAN {i} yin",
    "मेरा IBAN: {i}",
    "ה-IBAN של התורם: {i}",
    "IBAN del donante para el ashram: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _acap(g: random.Random) -> str:
    """An ACAP entry permit: an issuing office, a Nepali (B.S.) year and six digits (invented)."""
    return f"{g.choice(['KTM', 'PKR', 'BSH'])}-{g.randrange(2086, 2090)}-{_r(g, D, 6)}"


def _char_dham(g: random.Random) -> str:
    """A Char Dham yatra registration: UTT and twelve digits (the author's guess)."""
    return "UTT" + _r(g, D, 12)


def _hib(g: random.Random) -> str:
    """A Nepal Health Insurance Board insuree number: ten digits, unchecked."""
    return g.choice("123456789") + _r(g, D, 9)


def _nmc(g: random.Random) -> str:
    """A Nepal Medical Council registration: five digits, unchecked."""
    return str(g.randrange(10_000, 29_999))


def _npc(g: random.Random) -> str:
    """A Nepal Pharmacy Council registration: a category letter and four digits (invented)."""
    return f"{g.choice('AB')}-{g.randrange(1000, 9999)}"


def _ukmc(g: random.Random) -> str:
    """An Uttarakhand Medical Council registration: UKMC, a serial and the year (invented)."""
    return f"UKMC/{g.randrange(1000, 9999)}/{g.randrange(2008, 2033)}"


def _ntb_guide(g: random.Random) -> str:
    """A Nepal Tourism Board trekking-guide licence: TG and five digits (invented)."""
    return f"TG{_r(g, D, 5)}"


def _boid(g: random.Random) -> str:
    """A Nepali CDS beneficiary-owner id: 1301 and twelve digits, unchecked."""
    return "1301" + _r(g, D, 12)


def _bt_licence(g: random.Random) -> str:
    """A Bhutanese (RSTA) driving licence: a region's letter and seven digits (a guess)."""
    return g.choice("TPGS") + _r(g, D, 7)


def _il_nurse(g: random.Random) -> str:
    """An Israeli Ministry of Health nursing licence: six digits, unchecked."""
    return str(g.randrange(100_000, 999_999))


def _tibetan_ic(g: random.Random) -> str:
    """The Identity Certificate India issues to Tibetan refugees: a letter and seven digits (a
    guess)."""
    return g.choice("YZ") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "ACAP entry permit for the Jomsom group, printed at the Pokhara office: {s}": _acap,
    "ngae ACAP permit-ri number {s} mu": _acap,
    "Char Dham yatra registration for Mrs. Semwal's family: {s}": _char_dham,
    "Char Dham yatra registration ro number {s} asa": _char_dham,
    "Health Insurance Board (Nepal) insuree number of the porter: {s}": _hib,
    "म्यारो स्वास्थ्य बीमा नम्बर {s} हो": _hib,
    "Dr. Bishnu's Nepal Medical Council registration, for the camp poster: NMC No. {s}": _nmc,
    "ngi NMC darta number {s} ta": _nmc,
    "Nepal Pharmacy Council registration of the van's pharmacist: {s}": _npc,
    "नेपाल फार्मेसी काउन्सिल दर्ता नं. {s}": _npc,
    "Uttarakhand Medical Council registration for Dr. Meenakshi: {s}": _ukmc,
    "gu Uttarakhand Medical Council registration-a number {s} ni": _ukmc,
    "Nepal Tourism Board trekking-guide licence of Dawa: {s}": _ntb_guide,
    "ngai trekking-guide licence-gi number {s} yin": _ntb_guide,
    "my BOID for the IPO application: {s}": _boid,
    "मेरो BOID नम्बर: {s}": _boid,
    "Bhutanese driving licence (RSTA) of Karma, for the van insurance: {s}": _bt_licence,
    "nge Bhutan driving licence-gi number {s} ing": _bt_licence,
    "Yael's Israeli Ministry of Health nursing licence number: {s}": _il_nurse,
    "מספר רישיון הסיעוד שלי ממשרד הבריאות: {s}": _il_nurse,
    "Identity Certificate (the yellow booklet) of Tenzin, for the Bhutan visa: {s}": _tibetan_ic,
    "jiye Identity Certificate-ko number {s} le": _tibetan_ic,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, UPPER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Zoho Mail 2FA backup verification codes\n{codes}",
            "spare sign-in codes for the collective's Microsoft 365: {codes}",
            "Namaste Pay merchant backup codes: {codes}",
            "2FA ra backup code:\n{codes}",
            "Zoho वाले दो-चरण सत्यापन के बचे हुए कोड: {codes}",
            "קודי גיבוי לאימות דו-שלבי: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/DHIS2:kavita@dharayatra.org?secret={s}&issuer=DHIS2&period=30",
              "Aegis, manual entry for the Orthanc admin: secret {s}",
              "FreeOTP setup key for the QloApps back office: {s}",
              "ngae 2FA setup key {s} mu"]  # fmt: skip
_CODES = ["{c} is your Hamro Pay verification code. Do not share it.",
          "SBI: OTP for your YONO login is {c}. Valid for 3 minutes.",
          "तपाईंको NepalPay OTP {c} हो",
          "קוד האימות שלך ל-Gett הוא {c}",
          "Bank of Bhutan: your mBoB OTP is {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["ShantiKutir-Guest", "Gangadwar_Ashram_5G", "JioFiber-Rawat-5G", "Airtel_Xstream_Shivpuri",
          "KaudiyalaRapids-Camp", "WTP-MuniKiReti-OT", "NTFiber-Lakeside-201", "Vianet_Permit_Office",
          "ClinicVan-1", "Joshimath-Homestay", "Lumbini_Camp_Clinic", "TashiCell-MiFi-88",
          "Tapovan Cafe Wifi", "Auli-Depot-2G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "SSID: {s}\nkey: {pw}",
    "ཝའི་ཕའི་ {s} གི་ password {pw} ཨིན།",
    "wifi at the raft base: {s} / {pw}",
    "Raspberry Pi Imager, wireless LAN: SSID {s}, password {pw}",
    "the key on the sticker under the JioFiber box: {pw}",
    "ashram ra wifi {s} ro password {pw} asa",
    "homestay-a wifi {s}-a password {pw} ni",
    "lodge-ri wifi {s}-ri password {pw} mu",
    "guesthouse-gi wifi {s}-gi password {pw} yin",
    "office-ko wifi {s}-ko password {pw} ta",
    "clinic ko wifi {s} ko password {pw} ho",
    "रिसेप्शन पे वाईफाई {s} चलता है, उसमें {pw} डालो",
    "הסיסמה לוויי-פיי {s} היא {pw}",
    "ESP32 water-meter provisioning: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 10)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("nmp_sk_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sfx_live_", (ALNUM, 22)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[read over the Viber call] {t}",
          "(spaced so the Slack preview doesn't show it) {t}", "अक्षर अलग अलग करके भेज रहा हूँ: {t}",
          "ek-ek akshar alag kar ke bhej raha: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["godam ra taale ro code {pw} asa", "gu godam-a tala-a code {pw} ni",
          "jiye godam-ko tala-ko code {pw} le", "bhandar-ri tala-ri code {pw} mu",
          "भण्डारको तालाको कोड {pw} हो", "the raft-store padlock at Shivpuri: {pw}",
          "the vaccine-room door keypad takes {pw} then #", "राफ्ट स्टोर वाले ताले पर {pw} घुमाना",
          "הכספת הקטנה בקבלה נפתחת עם {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["paddle", "ghat", "jhula", "tapovan", "rhododendron", "yak", "prayer", "flag",
                 "glacier", "turbidity", "clarifier", "lantern", "monsoon", "porter", "thukpa",
                 "conch"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the front-desk vault: {p}": " ",
            "VeraCrypt volume passphrase (clinic archive): {p}": " ",
            "Enpass master passphrase: {p}": "-", "KeePassXC database passphrase: {p}": ".",
            "mera backup ro passphrase yo asa: {p}": " ", "क्लिनिक बैकअप वाला पासफ़्रेज़ याद रखना {p}": "_",
            "ngae backup-ri passphrase {p} mu": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch collection export: Authorization: Bearer {v}": False,
    "Thunder Client env, header Authorization = Basic {v}": True,
    "Yaak request to the Galli Maps proxy: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "orthanc.json:\n{{\n  \"AuthenticationEnabled\": true,\n  \"RegisteredUsers\": {{ \"clinic\": \"{pw}\" }}\n}}",
    "openmrs-runtime.properties:\nconnection.username=openmrs\nconnection.password={pw}\nconnection.url=jdbc:mysql://localhost:3306/openmrs",
    "dhis.conf:\nconnection.url = jdbc:postgresql://pg.dharayatra.lan/dhis2\nconnection.username = dhis\nconnection.password = {pw}",
    "/etc/freeradius/3.0/clients.conf:\nclient omada {{\n    ipaddr = 10.40.0.2\n    secret = {pw}\n}}",
    "/etc/freeradius/3.0/users:\nguest-room-12  Cleartext-Password := \"{pw}\"",
    "/etc/chilli/config:\nHS_UAMSECRET={pw}\nHS_RADSECRET=testing123",
    "hostapd.conf:\ninterface=wlan0\nssid=ClinicVan-1\nwpa=2\nwpa_passphrase={pw}",
    "esphome water-meter.yaml:\nwifi:\n  ssid: WTP-MuniKiReti-OT\n  password: \"{pw}\"",
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"http://influx.dharayatra.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "zabbix_server.conf:\nDBHost=localhost\nDBName=zabbix\nDBUser=zabbix\nDBPassword={pw}",
    "mosquitto bridge, conf.d/cloud.conf:\nconnection plant-to-cloud\naddress mqtt.dharayatra.org:8883\nremote_username wtp\nremote_password {pw}",
    "QloApps config/settings.inc.php:\ndefine('_DB_USER_', 'qloapps');\ndefine('_DB_PASSWD_', '{pw}');",
    "weewx.conf:\n[StdRESTful]\n    [[Wunderground]]\n        station = IRISHI12\n        password = {pw}",
    "~/.msmtprc:\naccount alerts\nhost smtp.dharayatra.org\nuser alerts@dharayatra.org\npassword {pw}",
    "~/.fetchmailrc:\npoll imap.dharayatra.org protocol IMAP user \"permits\" password \"{pw}\"",
    "Home Assistant secrets.yaml:\ncerbo_gx_password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Noa: raft-base wifi password?\nPasang: {pw}",
    "[05:48] sunil: root pw for the SCADA PC?\n[05:49] deepak: {pw}",
    "Kavita: {pw} is the new Orthanc admin password",
    "Omer: use {pw}, that's what the Saflok encoder has now",
    "Harish: nawa password {pw} asa",
    "Sherchan: nayã password {pw} mu",
    "Bhatt: nayã password {pw} ho",
    "Tshering: password sarpa {pw} ing",
    "सुनीता: नयाँ पासवर्ड {pw} हो",
    "יעל: החלפתי את הסיסמה של הטאבלט, עכשיו {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2063word = {pw}", "pa\u00adss\u00adword -> {pw}",
    "рaѕѕwоrd: {pw}", "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ｐｗｄ：{pw}", "p\u200da\u200dss\u200dword {pw}",
    "पास\u200dवर्ड: {pw}",
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


def _portuguese_seed(g: random.Random) -> str:
    phrase = str(_MNEMO["portuguese"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))
    return unicodedata.normalize("NFC", phrase)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Saflok encoder password is": "{s}", "Hach SC1000 service pw:": "{s} (since the probe swap)",
    "मेरा पासवर्ड है": "{s}", "Cerbo GX password": "{s}\nchange it after the monsoon",
    "mera laptop ro password": "{s} asa", "ngae password": "{s} mu", "הסיסמה של המחשב בקבלה": "{s}",
    "Omada password": "{s}", "what Pasang shouted across the river as the new password was": "{s}, I think",
    "म्यारो पासवर्ड": "{s} हो",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "RateGain API key", "{s}", _j((HEX, 32))),
    ("split_token", "Stayflexi key:", "{s} (channel manager)", _j("sfx_live_", (ALNUM, 32))),
    ("split_token", "Cubilis API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Exodus backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/37", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LC"))),
    ("split_backup", "Zoho Mail backup codes", "{s}\nkqzt-4812-M3RA\nwpeb-0937-ZC7N", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Char Dham yatra registration", "{s}", _char_dham),
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
    '{"saflok": {"url": "https://encoder.shantikutir.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"password": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "harish.u", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"nvrs": [{"site": "gangadwar"}, {"site": "shanti-kutir", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["findscu", "-aet", "DYC_VAN1", "--user", "clinic", "--password", "{s}", "pacs.dharayatra.lan", "4242"]}': ("meta_password", _plain_pw),
    '{"note": "आश्रम वाले कंप्यूटर का पासवर्ड {s} है"}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Cerbo GX as installer with the password {s}"}': ("meta_password", _plain_pw),
    '{"ratesync": {"rategain_api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"yieldPlanetKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"textbee_key": "{s}"}': ("meta_token", lambda g: v.uuid4(g, "9")),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"donor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AD")),
    '{"guide": {"ntb_licence": "{s}"}}': ("meta_id", _ntb_guide),
    '{"mfa": {"backup_codes": ["{s}", "kqzt-4812-M3RA", "wpeb-0937-ZC7N"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"ashram_wallet": {"seed_words": "{s}"}}': ("meta_seed", _portuguese_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"raft_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "ClinicVan-1", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pydicom-3.0.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"cerbo-gx-venus-v3.52.swu").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/dhara/bookings:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"permits: add ACAP batch export", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"clinic: revert SpO2 alert threshold", usedforsecurity=False).hexdigest()[
    :10
]
_MD5 = hashlib.md5(b"turbidity_2032-04-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"orthanc-export-2031.tar").hexdigest()

CLEAN = [
    "Remind me to change the Saflok encoder password before the inspection on 2032-05-08.",
    "Noa asked for the raft-base wifi password; it's on the laminated card at the gear shed.",
    "Policy: collective passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp groups; send a vault link instead.",
    "The `.env.example` line `RATEGAIN_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Hach controller asks for a new admin password after every firmware update.",
    "Replace <YOUR_BAATO_KEY> in the README with the key from your Baato dashboard.",
    "STAYFLEXI_API_KEY and NCELL_SMS_API_KEY must be set before the nightly sync runs.",
    "kesi kai apna password na bolde.",
    "kesi-lai gu password ma-lo.",
    "sudo-ta jiye password ma-ci.",
    "ngae password sulai ma-pin.",
    "su-la password ma-sung.",
    "khai-lai password ma-bhan.",
    "आफ्नो पासवर्ड कसैकन नभन्या।",
    "mi-ga password ma-sä.",
    "राफ्टिंग गाइड भी आपका पासवर्ड कभी नहीं मांगेंगे।",
    "अनुमतिपत्र कार्यालयले कहिल्यै पासवर्ड फोनमा सोध्दैन।",
    "אל תמסרו את הסיסמה לאף אחד, גם לא לצוות.",
    "Пароли в клинике меняем каждые девяносто дней, без исключений.",
    "Das Passwort muss mindestens vierzehn Zeichen haben, bitte.",
    "À l'ashram, personne ne note son mot de passe sur le registre.",
    "En el campamento nadie apunta la contraseña en la pizarra.",
    "ラフティングのガイドがパスワードを聞くことはありません。",
    "Upgraded the Cerbo GX from Venus 3.50 to 3.52 and pydicom to 3.0.1 on Sunday.",
    f"commit {_COMMIT} adds the ACAP batch export.",
    f"Rolled back to {_SHORT} after the SpO2 alert threshold change paged everyone at night.",
    f"requirements.txt: pydicom==3.0.1 --hash=sha256:{_WHEEL_SUM}",
    f"The Venus OS 3.52 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of orthanc-export-2031.tar: {_SHA512}",
    f"The bookings container runs ghcr.io/dhara/bookings@sha256:{_IMAGE}.",
    f"MD5 of turbidity_2032-04-02.csv is {_MD5}, same as the copy on the plant share.",
    "Request id 4f1c8e27-93ab-4d06-b2f5-7e0a91c3d684 is the slow one in the RateGain logs.",
    "Purchase order PO-DYC-2032-0137 for 12 raft helmets and 20 PFDs ships on Monday.",
    "Zammad #50731: the CP Plus NVR at Gangadwar drops camera 3 every night.",
    "Call the Lakeside permit office on +977 61 463 218 before noon.",
    "Booking SK-2032-0419 for room 12 at Shanti Kutir is for three nights, two guests.",
    "Raft trip RT-0823 from Shivpuri leaves at 09:30 with 18 guests in 3 rafts.",
    "The van's plate is UK 07 TA 4821; the Pokhara jeep is Ga 1 Pa 2345.",
    "Turbidity at the clarifier outlet was 3.8 NTU; residual chlorine 0.6 mg/l at 06:00.",
    "After five wrong passwords the Cerbo GX locks the remote console for 15 minutes.",
    "The Kaudiyala stretch is 16 km, grade III+; the Shivpuri stretch is 9 km.",
    "The secret of a good thukpa is the bone broth, not the noodles.",
    "Ask Deepak for the plant's keypad code, I don't have it.",
    "My card ending 4417 was declined at the Haridwar pharmacy.",
    "The Andorran kayak school wants the IBAN on the invoice with spaces.",
    "Print the 2FA backup codes for the collective's Zoho account and keep them in the safe.",
    "No wallet's support team will ever ask for your recovery phrase.",
    "Keep `YIELDPLANET_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the raft store rusts in the monsoon; oil it every month.",
    "RateGain moved the API key page under Settings › Developers in its March release.",
    "ISBN 978-93-5118-034-7 is the trekking first-aid handbook on the clinic shelf.",
    "The guest wifi 'ShantiKutir-Open' is open, no password needed.",
    "SpO2 was 91 % at Joshimath and 96 % at Rishikesh; the van's fridge held 4.2 °C all day.",
    "Permit batch 2032-04 has 146 ACAP permits and 38 TIMS cards, all printed.",
    "पासवर्ड बदलने का लिंक 30 मिनट में खत्म हो जाता है।",
    "पासवर्ड नीति: कम्तीमा १४ अक्षर, हरेक ९० दिनमा परिवर्तन।",
    "The Grundfos CU 352 runs firmware 8.2.1; the Hach SC1000 runs 3.40.",
    "La password del wifi è scritta sulla lavagna della reception.",
    "password འདི་ མི་ལུ་ སླབ་ནི་མེད།",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T06:30:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/dyc/saflok", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pydicom", "version": "3.0.1"}}',
    '{"ticket": "50731", "purchase_order": "PO-DYC-2032-0137"}',
    '{"raft_trip": {"id": "RT-0823", "guests": 18, "rafts": 3}}',
    '{"phone": "+977 61 463 218", "city": "Pokhara"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "permits_printed": 146}',
    '{"turbidity_ntu": 3.8, "chlorine_mg_l": 0.6, "site": "Muni ki Reti"}',
    '{"booking": "SK-2032-0419", "room": 12, "nights": 3}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
