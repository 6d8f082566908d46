# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-thirty-third corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-thirtieth's docstring, the
fifth to hundred-and-thirtieth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time, any test
nor the reports, and the scrubber was never run on it (one search whose file pattern was too wide
named, by file only, a corpus written at the same time as holding one English phrase; none was
opened, and this corpus dropped the phrase). Its own seed, password words (a blood group, a town
and a number, a frankincense grade or the khareef and a year, a name with a birth year and a town,
a drug and its dose, a haemoglobin reading and a name, a word of the Horn with 1991, 2333 or
Lake Assal's 155, two Kerala or Philippine dishes and towns run together, leet words for plasma,
platelet, drone, cold chain and Raysut, an ambulance unit and its town, a drone's name and
altitude, a town, a grade and a year joined by dots, generated groups), names, places, templates,
tools, vendors and layouts, the way the staff of Luban Crescent Health (a fictional hospital
group, blood bank and medical courier: the Khuwair central lab and the Dawa'a Luban pharmacies in
Muscat, Ruwi and Sohar, the Salalah regional blood bank with a drone courier base at Raysut flying
blood to Mirbat, Taqah, Sadah and Rakhyut, the Doraleh port clinic in Djibouti, the Hargeisa
hospital lab, the Berbera port clinic and ambulance dispatch and a partner reference lab in
Asmara, with staff from Oman, Somaliland, Djibouti, Eritrea, Ethiopia, the Philippines and Kerala)
leak secrets into an assistant's memory. The texts are WhatsApp, Botim, Teams, Signal, Viber,
Telegram, Wire, Element, Rocket.Chat, Zoom and Briar messages and a transcribed Zello channel,
Samsung Notes, Huawei Notepad, Apple Notes, ColorNote, Notesnook, Joplin, Notion, Microsoft To Do
and Todoist notes to self, ServiceDesk Plus, Freshservice, SysAid, Znuny, Zendesk and GLPI
tickets, e-mails, an incident note, a runbook, README fragments, shell history (PowerShell,
MobaXterm, PuTTY, SecureCRT, Windows Terminal, Termius, JuiceSSH, ConnectBot, Git Bash,
mRemoteNG, Royal TSX, iTerm2, kitty, WezTerm, zsh, fish, tmux, cron, a GitLab CI job), configs,
code, voice-dictated text and requests to the assistant itself, around the panels of apheresis,
blood-bank, lab, pharmacy, ambulance, drone, radio, satellite, network, camera and power hardware
(a Haemonetics MCS+, a Terumo Trima Accel, a Fresenius Kabi Amicus, a Cerus INTERCEPT
illuminator, a Helmer iB125 blood fridge and a Thermo TSX plasma freezer, a Roche cobas c 311, a
Mindray BC-6200, a Stago STA Compact Max, a Snibe Maglumi 800, a bioMérieux VITEK 2 Compact and a
Radiometer ABL800 FLEX, a BD Pyxis MedStation ES, an Omnicell cabinet and a Swisslog picker, a ZOLL
X Series, a LIFEPAK 15, a Hamilton T1 and a Philips Efficia DFM100, a Sepura SC20, a Wingcopter
198, a Matternet M2 station and a Swoop Aero Kite console, a Cobham Explorer 710 and a Thuraya
XT-Pro, a Yeastar P550 PBX, a Hikvision DS-7608NI and an Axis M3106, a Sophos XGS 2100, a
Teltonika RUT956 and a Huawei B535, an APC Smart-UPS SRT, Efento sensors, and Lenovo and HP
BIOS). Tools none of heldouts 5 to 130 names: dcm4che 5's mppsscu, mwlscu, stowrs, wadors,
qidors, ianscu, stgcmtscu and upsscu, dcm4che 2's dcmsnd, dcmqr, dcmmwl and dcmecho, Keycloak's
kcreg.sh, Lenovo's `Lenovo_SetBiosSetting` WMI class and HP's `Set-HPBIOSSetupPassword`; beside
them the commands the product names (sshpass, mysql -p, redis-cli -a, curl -u, docker login,
htpasswd -b, smbclient -U, 7z -p, zip -P, openssl -pass pass:, gpg --passphrase, xfreerdp /p:,
net use, sqlplus, lftp -u, ipmitool -P, sudo -S, keytool -storepass, ldapsearch -w) and configs
of Keycloak, Odoo, GNU Health, Moodle, Nextcloud, Mattermost, Asterisk, FreePBX, Traccar,
Grafana, Snipe-IT, GLPI, osTicket, Dolibarr, ERPNext and wpa_supplicant, in layouts of its own.
About 40 % of the texts are in other languages than English (by a rough count of the drawn
samples): Mehri and Jibbali (Shehri) of Dhofar, Soqotri of Socotra, Kumzari of Musandam, Harari
of Harar, Maay (Af-Maay) of the Somali inter-river region, Jeseri of Lakshadweep and Luwati (the
Lawatiya's speech in Muscat), which no earlier docstring names, and Gulf Arabic, Somali, Afar,
Tigrinya, Amharic, French, Tagalog, Malayalam (in its script and in Manglish), Hindi, Urdu,
Swahili, Italian, Oromo, Tamil and Bengali in wordings of their own (and Spanish, Portuguese,
Russian, Korean and Chinese in seed-phrase notes). The eight new languages' wordings are the
author's approximations, checked by no speaker, built around a possessive and a copula each and
the loanwords people there really text (password, wifi, code, number, card, IBAN, API key, user,
server, router, backup): Mehri's `pasword ðīyi hē …` and `əl təwaḳḳaf ḥād lə'`; Jibbali's
`pasword ðiyɛ ɛ …` and `ɛl təġɛ́r ɛ́ḥad`; Soqotri's `pasword diho …` and `'al ti'mor l-ḥad`;
Kumzari's `paswordum hī …` and `kasī ma-gō`; Harari's `passwordze hāl …` (also in Ge'ez letters)
and `'āḥadle 'āyhadirä`; Maay's `pasweerkey aa …` and `naf ha-'u sheegin`; Jeseri's `enday
password … aa` and `aarodum paraiyalle`; Luwati's `mujo password … aaye` and `kene na chejo`.
Soqotri, Kumzari, Harari and Luwati are the thinnest guesses (their possessives and copulas are
the author's, after Mehri, Persian, Amharic and Sindhi or Kutchi); Mehri and Jibbali lean on
published sketches, Maay on Somali and Jeseri on Malayalam; the Afar and Oromo lines are
approximations too. Vendors (Omantel, Telesom, Somtel, Dahabshiil, Djibouti Telecom, Hormuud EVC
Plus, Golis Sahal, Premier Wallet, OmanNet, Sohar International, Amwal Pay, Wingcopter,
Matternet, Swoop Aero, 4jawaly, Mobishastra, Ada Health, Aidbox, Site24x7, Freshping, Awasr,
Vodafone Oman, Oman Data Park, STC Pay, BenefitPay, Bank Dhofar, Bank Nizwa, Ahli Bank, Salaam
African Bank, CAC Bank, Ethio telecom, Quiqup, Careem, Talabat, Mrsool, Jahez, Dreams SMS,
Malaffi, Riayati, Nabidh, Nphies, Wasfaty, Tatmeen, Rassd, Skyports, Flytrex, HetrixTools,
Zenduty, Efento and Lifebank) are ones heldouts 5 to 130 do not name; none of them publishes a
token shape the author knows, so every shape here (Hormuud's `evc_live_`, Matternet's `mtn_`,
Skyports' `skp_`, Lifebank's `lb_live_`, Site24x7's Zoho-style `1000.<hex>.<hex>` refresh token,
the UUIDs, hex, base64 and random runs and the JWTs) is the author's guess. The ids are kinds
heldouts 5 to 130 do not use: an Omani labour card, an Oman Medical Specialty Board registration,
an Omani vehicle registration card (mulkiya), a Wafid (GAMCA) medical slip, a Saudi Commission
for Health Specialties registration, a Dubai Health Authority licence, an Abu Dhabi DOH licence,
a Qatar (QCHP) licence, a Bahrain NHRA licence, a Prometric eligibility id, a DataFlow
verification case number, an Omani health-insurance (Dhamani) member number, a Kerala Nurses and
Midwives Council registration, a Travancore-Cochin Medical Council registration, a Kerala Pravasi
Welfare Fund membership, an Ethiopian health professional's licence, a Djiboutian passport, a
Somaliland passport, national identity card and driving licence, an Eritrean national service
certificate and a Philippine OFW Pass; python-stdnum has no module for any of them and none is
checked by a library or this file (no check-digit algorithm is written here): they are
unchecked, their shapes invented or as the author believes them. Card numbers pass Luhn (Saudi
mada prefixes drawn here, the other brands from the value helpers, each checked with
python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the IBAN
shapes of heldouts 5 to 130 (Kuwait, France, Mauritania, Tunisia, Malta, Brazil, Iceland and
Latvia, in ten corpora each), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, French, Spanish, Italian, Portuguese, Russian, Korean and Simplified Chinese
lists, each with a valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata
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

SEED = 133_571_906
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


# The words the group's staff build passwords from: blood groups, frankincense grades and the
# monsoon, places of the Horn, dishes and towns of Kerala and the Philippines, drugs and doses.
_BLOOD = ["Oneg", "Opos", "Apos", "Aneg", "Bpos", "Bneg", "ABpos", "ABneg"]
_INCENSE = ["Hojari", "Najdi", "Shazri", "Shaabi", "Luban", "Khareef", "Mughsayl", "Sumhuram"]
_HORN = ["Hooyo", "Laasgeel", "Daallo", "Sheekh", "Sawa", "Nakfa", "Buna", "Meskel", "Assal",
         "Tadjourah", "Ardoukoba", "Dahlak"]  # fmt: skip
_HOME = ["Onam", "Sadya", "Appam", "Thrissur", "Kottayam", "Sinigang", "Adobo", "Halohalo",
         "Pandesal", "Batangas"]  # fmt: skip
_DRUGS = ["Heparin", "Oxytocin", "Ceftriaxone", "Tranexamic", "Adrenaline", "Ondansetron",
          "Fibrinogen", "Albumin"]  # fmt: skip
_DOSES = ["5000IU", "10IU", "1g", "500mg", "2g", "1mg", "4mg", "20pct"]
_PLACES = ["Salalah", "Raysut", "Mirbat", "Taqah", "Rakhyut", "Sadah", "Muscat", "Seeb", "Ruwi",
           "Khuwair", "Sohar", "Doraleh", "Balbala", "Hargeisa", "Berbera", "Burao", "Zeila",
           "Asmara", "Massawa", "Keren"]  # fmt: skip
_NAMES = ["Musallam", "Salim", "Aisha", "Muna", "Khalfan", "Maryam", "Talal", "Hodan",
          "Abdirahman", "Ifrah", "Guled", "Nimco", "Hamse", "Houmed", "Kadra", "Fatouma", "Yonas",
          "Senait", "Tesfay", "Luwam", "Mekdes", "Dawit", "Hiwot", "Maricel", "Arnel", "Liezel",
          "Jisha", "Sreejith", "Bincy", "Renjith", "Ajmal"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["H0j4r1", "Kh4r33f", "B3rb3r4", "Pl4sm4", "Pl4t3l3t", "Dr0n3", "C0ldCh41n", "R4ysut",
         "L4bR4t"]  # fmt: skip


def _reading(g: random.Random) -> str:
    """A haemoglobin reading and a name, the way the blood bank's nurses joke a password."""
    return f"Hb{g.randrange(70, 180) / 10:.1f}{g.choice(_NAMES)}{g.choice(_SYMBOLS)}"


def _groups(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BLOOD)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_INCENSE)}{g.randrange(2024, 2034)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2006)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: f"{g.choice(_DRUGS)}{g.choice(_DOSES)}{g.choice(_SYMBOLS)}",
    _reading,
    _groups,
    lambda g: f"{g.choice(_HORN)}{g.choice(_SYMBOLS)}{g.choice([1991, 1993, 1977, 2333, 155, 1035])}",
    lambda g: f"{g.choice(_HOME)}{g.choice(_HOME).lower()}{g.randrange(10, 100)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"Medic{g.randrange(1, 30):02d}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_INCENSE).lower()}.{g.randrange(1980, 2034)}",
    lambda g: f"Hudhud{g.choice([60, 90, 120, 150])}m{g.choice(_PLACES).lower()}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Salalah blood bank group, Musallam: Haemonetics MCS+ service password {pw}",
    "Botim message from Khalfan: Terumo Trima Accel admin password {pw}",
    "Teams chat, #khuwair-lab: Roche cobas c 311 service login password {pw}",
    "Signal from Hodan: the Mindray BC-6200 maintenance password is {pw}",
    "Viber, Berbera dispatch: ZOLL X Series case-review password {pw}",
    "Telegram, drone ops: Wingcopter 198 ground station password {pw}",
    "Zello channel 'Berbera EMS', transcribed: Sepura SC20 programming password {pw}",
    "Wire message, Asmara lab: bioMérieux VITEK 2 Compact password {pw}",
    "Element room #doraleh-clinic: Philips Efficia DFM100 service password {pw}",
    "Rocket.Chat, pharmacy ops: BD Pyxis MedStation ES override password {pw}",
    "Zoom chat during the audit call: Helmer iB125 blood fridge menu password {pw}",
    "Briar message (no signal at Rakhyut): Hamilton T1 ventilator service password {pw}",
    "Samsung Notes, 'blood bank': Fresenius Kabi Amicus password {pw}",
    "Huawei Notepad on the dispatch phone: Yeastar P550 PBX admin password {pw}",
    "Apple Notes 'Raysut': Matternet M2 station password {pw}",
    "ColorNote: Hikvision DS-7608NI NVR password {pw}",
    "Notesnook: Cobham Explorer 710 BGAN terminal password {pw}",
    "Microsoft To Do task: change the Thuraya XT-Pro web password (now {pw})",
    "ServiceDesk Plus request 4471: Stago STA Compact Max LIS password {pw} expired",
    "Freshservice ticket #2093: Cerus INTERCEPT illuminator password {pw} has to be reset after the firmware swap",
    "SysAid #318: Teltonika RUT956 in ambulance 7 answers on the WAN with password {pw}",
    "Znuny ticket 2032061410000031: APC Smart-UPS SRT network card password {pw}",
    "Hi Sreejith,\n\nthe Sophos XGS 2100 admin password at Khuwair is {pw}. Please wipe this mail after you've saved it.\n\nRegards,\nTalal",
    "Incident 2032-07-03: the Axis M3106 at the Doraleh gate was open to the internet with password {pw}",
    "Runbook: plasma freezer alarm at Salalah\n1. open the Thermo TSX web page\n2. choose the 'service' tile\n3. type {pw} into the password box\n4. acknowledge and write down the temperature",
    "README (Raysut drone base)\nthe Swoop Aero Kite console is at https://kite.raysut.lch.lan, admin password `{pw}`.",
    "my Bank Dhofar mobile banking password is {pw} now",
    "voice memo from the ambulance bay: LIFEPAK 15 data transfer needs {pw} as its password",
    "باسوورد ثلاجة بنك الدم في صلالة صار {pw}",
    "سالم: الرقم السري حق السيرفر الجديد {pw} لا تعطيه أحد",
    "Hodan: pasweerka cusub ee mashiinka Mindray waa {pw}",
    "Houmed: yi password server-h {pw} kinni",
    "ናይ ላብ ኮምፒተር ፓስዎርድ {pw} እዩ",
    "የመድሃኒት ቤቱ ኮምፒውተር የይለፍ ቃል {pw} ነው",
    "mdp du poste de tri à la clinique du port : {pw}",
    "Maricel: yung password ng Radiometer sa lab ay {pw} po",
    "ലാബിലെ സെർവറിന്റെ പാസ്‌വേഡ് {pw} ആണ്",
    "डिस्पैच वाले पीसी का पासवर्ड अब {pw} रखा है",
    "ایمبولینس والے ٹیبلٹ کا پاس ورڈ {pw} ہے",
    "nenosiri la kompyuta ya maabara ya Doraleh ni {pw}",
    "la password del PC del laboratorio di Asmara adesso è {pw}",
    "jecha icciitii kompiitara laabii {pw} dha",
    "மருந்தகக் கணினியின் கடவுச்சொல் {pw}",
    "ডিসপ্যাচ রুমের কম্পিউটারের পাসওয়ার্ড {pw}",
    "Musallam: pasword ðīyi hē {pw}",
    "pasword ðə-server hē {pw}, əl təwaḳḳaf ḥād lə'",
    "Salim: pasword ðiyɛ ɛ {pw}",
    "pasword ðɛ-router ɛ {pw}, ɛl təġɛ́r ɛ́ḥad",
    "pasword diho {pw}",
    "pasword di-kambyutar {pw}, 'al ti'mor l-ḥad",
    "paswordum hī {pw}",
    "pasword-e router hī {pw}, kasī ma-gō",
    "Abdulahi: passwordze hāl {pw}",
    "ፓስዎርድዜ ሃል {pw}",
    "pasweerkey aa {pw}",
    "pasweerki kombiyuutarki shaqada aa {pw}, naf ha-'u sheegin",
    "enday email password {pw} aa",
    "labile server password {pw} aa, aarodum paraiyalle",
    "mujo email password {pw} aaye",
    "lab ji computer jo password {pw} aaye, kene na chejo",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["musallam.k", "salim", "aisha.b", "muna", "khalfan", "talal.h", "hodan", "abdirahman",
          "ifrah.y", "guled", "nimco", "hamse", "houmed", "kadra", "yonas", "senait.t", "tesfay",
          "mekdes", "dawit", "maricel", "arnel.d", "liezel", "jisha", "sreejith", "bincy.m",
          "renjith", "ajmal", "svc-lis", "dispatch", "pharm-ruwi"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Musallam: the Trima Accel login is {u} / {pw}",
    "ServiceDesk Plus 4480: {u} locked out of the cobas, last password {pw}",
    "user {u} pass {pw}",
    "Joplin › Dispatch › Yeastar P550: {u} — {pw}",
    "| equipment | account | passwd |\n|:--|:--|:--|\n| Pyxis ES | {u} | {pw} |",
    "log into the Omnicell as {u} with {pw}",
    "Swisslog login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: nvr-doraleh\n  user: {u}\n  pass: {pw}",
    "Teams, Kadra: acct {u} pw {pw}",
    "Hamse: for the LIFEPAK use {u}, password {pw}",
    "equipment,login,passwd\nmaglumi-800,{u},{pw}",
    "اليوزر {u} والباسوورد {pw}",
    "magaca isticmaalaha waa {u}, pasweerkuna waa {pw}",
    "ተጠቃሚ {u}፣ ፓስዎርድ {pw}",
    "የተጠቃሚ ስሜ {u} ነው፤ የይለፍ ቃሌ ደግሞ {pw}",
    "compte {u}, et le mdp c'est {pw}",
    "ang user ay {u} at {pw} ang pass ng account na 'yan",
    "username {u}, password {pw} aanu",
    "ism ðīyi {u}, pasword ðīyi hē {pw}",
    "yūzar ðiyɛ {u}, pasword ðiyɛ ɛ {pw}",
    "yuusarkey aa {u}, pasweerkey aa {pw}",
    "enday username {u}, password {pw} aa",
    "mujo username {u} aaye, password {pw} aaye",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["hudhud", "luban", "khareef", "hojari", "sambuk", "laasgeel", "nakfa", "buna",
               "appam", "sinigang", "baobab", "mirbat", "tadjourah", "oryx", "jebel", "falaj"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password: {w}, no capitals, with {d} after it",
    "voice note: Helmer fridge password — say {w}, and glue {d} behind it",
    "for the dispatch PC: {w}, then tack {d} onto it",
    "dictated: Raysut wifi password, {w}, next {d}, all stuck together",
    "it's {w}{d}, word and number in one piece",
    "الباسوورد: أول شي كلمة {w} وبعدين الرقم {d}",
    "pasweerku waa ereyga {w}, kadibna {d}",
    "salitang {w} yung password, sundan mo ng {d}",
    "pasword hē kəlmēt {w}, wə-mən ġāyr {d}",
    "paswordum kalima {w}-a, pas {d}",
    "password {w} ennu vaakku, pinne {d}",
    "password ma pehla lafz {w} aaye, pachhe number {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "mppsscu -c MPPSSCP@ris.khuwair.lch.lan:11112 --user {u} --user-pass '{pw}' ct-chest-0412.dcm",
    "mwlscu -c WORKLIST@ris.khuwair.lch.lan:11112 --user {u} --user-pass '{pw}' -m ScheduledProcedureStepSequence.Modality=US",
    "stowrs -u {u}:{pw} --url https://pacs.lch.lan/dcm4chee-arc/aets/LCH/rs/studies echo-0412.dcm",
    "wadors -u {u}:{pw} https://pacs.lch.lan/dcm4chee-arc/aets/LCH/rs/studies/1.2.840.113619.2.55.3.604688119.969",
    "qidors -u {u}:{pw} --url https://pacs.lch.lan/dcm4chee-arc/aets/LCH/rs -m PatientID=BER-20931",
    "ianscu -c IANSCP@pacs.lch.lan:11112 --user {u} --user-pass '{pw}' study-0412/",
    "stgcmtscu -c LCH@pacs.lch.lan:11112 --user {u} --user-pass '{pw}' ultrasound-archive/",
    "upsscu -c UPSSCP@ris.lch.lan:11112 --user {u} --user-pass '{pw}' -O create",
    "dcmsnd LCH@pacs-old.lch.lan:104 ./berbera-xray/ -username {u} -passcode '{pw}'",
    "dcmqr -username {u} -passcode '{pw}' LCH@pacs-old.lch.lan:104 -qPatientID=HGA-55821",
    "dcmmwl -username {u} -passcode '{pw}' WORKLIST@ris-old.lch.lan:104 -mod=CR",
    "kcreg.sh config credentials --server https://sso.lch.lan --realm lch --user {u} --password '{pw}'",
    "dcmecho -username {u} -passcode '{pw}' LCH@pacs-old.lch.lan:104",
    "Set-HPBIOSSetupPassword -NewPassword '{pw}'",
    "(Get-WmiObject -Class Lenovo_SetBiosSetting -Namespace root\\wmi).SetBiosSetting(\"WakeOnLAN,Disable,{pw},ascii,us\")",
    "sshpass -p '{pw}' scp results.csv {u}@lis-gw.lch.lan:/inbox/",
    "mysql -h pharmacy-db.lch.lan -u {u} -p'{pw}' dawaa_stock -e 'select count(*) from batches'",
    "redis-cli -h cache.lch.lan -p 6380 -a '{pw}' --no-auth-warning dbsize",
    "curl -u {u}:{pw} -F file=@crossmatch.csv https://lis.khuwair.lch.lan/import",
    "docker login registry.lch.lan -u {u} -p '{pw}'",
    "htpasswd -b -c /etc/nginx/.dispatch_users {u} '{pw}'",
    "smbclient //fs.berbera.lch.lan/ecg -U '{u}%{pw}' -c 'get ecg-0731.pdf'",
    "7z a -p'{pw}' -mhe=on donors-2032.7z donors/",
    "zip -P '{pw}' -r crossmatch-july.zip crossmatch/",
    "openssl enc -aes-256-cbc -pbkdf2 -in plasma.xlsx -out plasma.enc -pass pass:{pw}",
    "gpg --pinentry-mode loopback --passphrase '{pw}' --batch -c inventory-doraleh.ods",
    "xfreerdp /v:pyxis-srv.lch.lan /u:{u} /p:'{pw}' /cert:ignore",
    "net use P: \\\\fs.khuwair.lch.lan\\pharmacy /user:LCH\\{u} {pw}",
    "sqlplus {u}/{pw}@//ora.khuwair.lch.lan:1521/LISPRD",
    "lftp -u {u},'{pw}' sftp://edi.lch.lan/outbound",
    "ipmitool -I lanplus -H 10.40.7.33 -U {u} -P '{pw}' sdr type Temperature",
    "echo '{pw}' | sudo -S systemctl restart lis-bridge",
    "keytool -importcert -alias nphies -file nphies.cer -keystore lch.jks -storepass '{pw}' -noprompt",
    "ldapsearch -x -H ldaps://dc.lch.lan -D 'cn={u},ou=svc,dc=lch,dc=lan' -w '{pw}' '(uid=hodan)'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Users\\talal> {c}", "MobaXterm [khuwair-lab]: {c}",
    "PuTTY, saved session 'berbera-gw': {c}", "SecureCRT log, tab 'pacs':\n{c}",
    "Windows Terminal, Ubuntu-22.04 $ {c}", "Termius on the dispatch iPad: {c}",
    "JuiceSSH from the ambulance tablet: {c}", "ConnectBot on the spare Android: {c}",
    "Git Bash MINGW64 ~/lis-bridge $ {c}", "mRemoteNG, 'Doraleh NVR': {c}", "Royal TSX, 'Asmara lab' connection: {c}",
    "iTerm2 ~ % {c}", "kitty @ raysut-gcs: {c}", "WezTerm: {c}",
    "cron on lis-gw: */15 * * * * {c}", "GitLab CI job 'pacs-sync':\n  script:\n    - {c}",
    "~/.zsh_history: : 1783411200:0;{c}", "~/.local/share/fish/fish_history:\n- cmd: {c}\n  when: 1783411299", "tmux, window 'lis', pane 3: {c}",
    "هذا الأمر اللي كتبته في التيرمنال: {c}", "amarka aan ku qoray terminal-ka: {c}", "commande tapée sur le serveur du port : {c}",
    "ito yung tinype ko sa terminal: {c}", "ഞാൻ ടെർമിനലിൽ അടിച്ചത്: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "https://{u}:{pw}@pacs.lch.lan/dcm4chee-arc/ui2/",
    "rtsp://{u}:{pw}@10.60.1.14:554/Streaming/Channels/101",
    "sftp://{u}:{pw}@edi.lubancrescent.net:2022/nphies/",
    "ftps://{u}:{pw}@ftp.asmara-reflab.lan:990/results/",
    "mongodb+srv://{u}:{pw}@cluster0.dispatch.lch.lan/calls?retryWrites=true",
    "postgresql://{u}:{pw}@pg.khuwair.lch.lan:5432/lis",
    "mysql+pymysql://{u}:{pw}@pharmacy-db.lch.lan/dawaa",
    "redis://{u}:{pw}@cache.lch.lan:6380/2",
    "amqp://{u}:{pw}@mq.lch.lan:5672/drones",
    "smb://{u}:{pw}@fs.berbera.lch.lan/ecg",
    "jdbc:postgresql://pg.khuwair.lch.lan:5432/lis?user={u}&password={pw}",
    "Server=sql.lch.lan;Database=Dispatch;User Id={u};Password={pw};TrustServerCertificate=True",
    "davs://{u}:{pw}@cloud.lch.lan/remote.php/dav/files/{u}/",
]  # fmt: skip
_URL_PLACES = [
    "LCH_LIS_DSN={c}", "Teams, #integrations: the old connection string {c}",
    "stash this for later, please: {c}", "Joplin 'connections': {c}", "هذا رابط الداتابيس القديم: {c}",
    "xiriirka database-ka: {c}", "Freshservice #2110: {c}", "GLPI ticket 1907: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "luban-crescent", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "missions:write telemetry:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# None of these vendors publishes a token shape the author knows: every shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Omantel", "OMANTEL_SMS_API_KEY", _j((HEX, 32))),
    ("Telesom", "TELESOM_ZAAD_MERCHANT_KEY", _j((ALNUM, 40))),
    ("Somtel", "SOMTEL_EDAHAB_API_SECRET", lambda g: v.uuid4(g, "9")),
    ("Dahabshiil", "DAHABSHIIL_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Djibouti Telecom", "DJTELECOM_SMS_TOKEN", _j((ALNUM, 32))),
    ("Hormuud EVC Plus", "EVCPLUS_API_KEY", _j("evc_live_", (ALNUM, 32))),
    ("Golis Sahal", "SAHAL_MERCHANT_TOKEN", _j((HEX, 40))),
    ("Premier Wallet", "PREMIER_WALLET_SECRET", _j((B64, 43), "=")),
    ("OmanNet", "OMANNET_TERMINAL_KEY", _j((UPPER_HEX, 32))),
    ("Sohar International", "SOHARINTL_OB_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Amwal Pay", "AMWALPAY_SECURE_HASH_KEY", _j((UPPER_HEX, 64))),
    ("Wingcopter", "WINGCOPTER_FLEET_TOKEN", _vendor_jwt("https://fleet.wingcopter.com")),
    ("Matternet", "MATTERNET_API_KEY", _j("mtn_", (ALNUM, 36))),
    ("Swoop Aero", "SWOOP_AERO_TOKEN", _vendor_jwt("https://auth.swoop.aero")),
    ("4jawaly", "FOURJAWALY_API_SECRET", _j((ALNUM, 40))),
    ("Mobishastra", "MOBISHASTRA_API_KEY", _j((HEX, 32))),
    ("Ada Health", "ADA_HEALTH_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Aidbox", "AIDBOX_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Site24x7", "SITE24X7_REFRESH_TOKEN", _j("1000.", (HEX, 32), ".", (HEX, 32))),
    ("Freshping", "FRESHPING_API_KEY", _j((ALNUM, 20))),
    ("Awasr", "AWASR_PORTAL_TOKEN", _j((HEX, 40))),
    ("Vodafone Oman", "VODAFONE_OM_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Oman Data Park", "ODP_OBJECT_STORAGE_SECRET", _j((B64, 40))),
    ("STC Pay", "STCPAY_MERCHANT_KEY", _j((ALNUM, 48))),
    ("BenefitPay", "BENEFITPAY_SECRET_KEY", _j((HEX, 64))),
    ("Bank Dhofar", "BANKDHOFAR_API_SECRET", _j((URLSAFE, 40))),
    ("Bank Nizwa", "BANKNIZWA_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Ahli Bank", "AHLIBANK_OB_SECRET", _j((ALNUM, 36))),
    ("Salaam African Bank", "SAB_DJ_API_KEY", _j((HEX, 32))),
    ("CAC Bank", "CACBANK_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Ethio telecom", "ETHIOTEL_SMS_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Quiqup", "QUIQUP_API_TOKEN", _j((HEX, 64))),
    ("Careem", "CAREEM_BUSINESS_KEY", _j((ALNUM, 40))),
    ("Talabat", "TALABAT_VENDOR_SECRET", _j((URLSAFE, 48))),
    ("Mrsool", "MRSOOL_API_KEY", _j((ALNUM, 32))),
    ("Jahez", "JAHEZ_PARTNER_TOKEN", _j((B64, 60))),
    ("Dreams SMS", "DREAMS_SMS_SECRET", _j((HEX, 32))),
    ("Malaffi", "MALAFFI_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Riayati", "RIAYATI_API_KEY", _j((ALNUM, 32))),
    ("Nabidh", "NABIDH_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Nphies", "NPHIES_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Wasfaty", "WASFATY_API_KEY", _j((HEX, 40))),
    ("Tatmeen", "TATMEEN_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Rassd", "RASSD_API_KEY", _j((UPPER_HEX, 32))),
    ("Skyports", "SKYPORTS_API_KEY", _j("skp_", (ALNUM, 40))),
    ("Flytrex", "FLYTREX_API_TOKEN", _j((URLSAFE, 43))),
    ("HetrixTools", "HETRIX_API_KEY", _j((HEX, 32))),
    ("Zenduty", "ZENDUTY_API_KEY", _j((HEX, 40))),
    ("Efento", "EFENTO_API_TOKEN", _j((ALNUM, 48))),
    ("Lifebank", "LIFEBANK_API_KEY", _j("lb_live_", (ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "compose.prod.yml:\n    environment:\n      - {env}={tok}",
    "Secret manifest (stringData):\n  {env}: \"{tok}\"",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "gh secret set {env} --repo lch/dispatch --body '{tok}'",
    "cmd.exe> setx {env} \"{tok}\"",
    "$env:{env} = '{tok}'  # PowerShell profile",
    "systemd unit, [Service]\nEnvironment=\"{env}={tok}\"",
    "LCH portal › Settings › Integrations › {vendor} › API key: {tok}",
    "Notion table 'integrations': | {vendor} | prod | {tok} |",
    "Todoist (due after Eid): {vendor} key {tok} to be replaced",
    "Teams, Talal: {vendor} key for the courier sync: {tok}",
    "Freshservice #2150: {vendor} webhook fails with 401, key in use {tok}",
    "SysAid #330: the {vendor} integration stopped syncing; the key configured is {tok}",
    "put our {vendor} API key in your notes for later: {tok}",
    "the {vendor} secret we use in prod is {tok}, the previous one has been killed",
    "هذا الـ API key مال {vendor}: {tok}",
    "API key-ga {vendor} ee aan isticmaalno waa {tok}",
    "{vendor} API key {tok} kinni",
    "ናይ {vendor} API key {tok} እዩ",
    "የ{vendor} API ቁልፍ {tok} ነው",
    "clé API {vendor} pour la clinique du port : {tok}",
    "{vendor} API key natin, pakisave: {tok}",
    "{vendor} API കീ: {tok}",
    "{vendor} वाली API की: {tok}",
    "{vendor} والی API key یہ ہے: {tok}",
    "{vendor}: ufunguo wao wa API tunaotumia ni {tok}",
    "per {vendor} il laboratorio usa questa chiave API: {tok}",
    "API kī ðə-{vendor} hē {tok}",
    "API kī ðɛ-{vendor} ɛ {tok}",
    "API kī di-{vendor} {tok}",
    "API kī-e {vendor} hī {tok}",
    "{vendor} API kīze hāl {tok}",
    "API kii {vendor} aa {tok}",
    "{vendor} API key {tok} aa",
    "{vendor} jo API key {tok} aaye",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    hetrix = _r(rng, HEX, 32)
    amwal = _r(rng, UPPER_HEX, 64)
    dahab = _r(rng, URLSAFE, 48)
    matternet = "mtn_" + _r(rng, ALNUM, 36)
    jawaly = _r(rng, ALNUM, 40)
    efento = _r(rng, ALNUM, 48)
    return [
        Sample("vendor_token", f"curl -s https://api.hetrixtools.com/v1/{hetrix}/uptime/monitors/0/30/", hetrix),
        Sample("vendor_token", f'const amwal = new AmwalPay({{ merchantId: "7731", terminalId: "19", secureHashKey: "{amwal}" }});', amwal),
        Sample("vendor_token", f'var client = new DahabshiilClient("lch-ops", "{dahab}");', dahab),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "MATTERNET_KEY", "\\"{matternet}\\"")\n  }}\n}}', matternet),
        Sample("vendor_token", f'requests.post("https://api-sms.4jawaly.com/api/v1/account/area/sms/send", auth=("lch-ops", "{jawaly}"), json=payload)', jawaly),
        Sample("vendor_token", f"Info.plist:\n<key>EfentoApiToken</key>\n<string>{efento}</string>", efento),
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


_BARE_PLACES = ["{t}", "Botim: {t}", "the portal shows it once only, copying it here:\n{t}", "هذا التوكن: {t}",
                "token-ka: {t}", "{t}\n^ fresh one, the previous got rotated out",
                "hold this string for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AppKey (OTAA) of the Efento sensor in plasma freezer 2: {h}": 32,
    "HMAC secret for the Amwal Pay callback: {h}": 64,
    "AES-128 key of the Wingcopter telemetry link: {h}": 32,
    "MAVLink signing key for Hudhud-3 (hex): {h}": 64,
    "IPsec pre-shared key between Khuwair and Doraleh, hex: {h}": 64,
    "مفتاح التشفير حق النسخ الاحتياطي: {h}": 64,
    "furaha sirta ee backup-ka (hex): {h}": 48,
    "clé de chiffrement des sauvegardes du PACS : {h}": 64,
    "backup encryption kī ðīyi hē {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Freshservice #2161: token copied from the browser devtools {t}",
    "Cookie: lang=ar-OM; lch_sid={t}",
    "LCH_DISPATCH_BEARER={t}",
    "store this bearer for the dispatch console: {t}",
    "التوكن: {t}",
    "token-kii dispatch-ka: {t}",
    "voilà le jeton pour le portail Nphies : {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_500_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@lubancrescent.net"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.lch.lan/realms/lch",
            "azp": "dispatch-console",
            "roles": ["dispatcher", "lab"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the LIS gateway, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/pacs.lch.lan.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"NPHIES_SIGNING_KEY": "{key}", "facility": "LCH-SLL"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_hudhud <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zendesk ticket 11822, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "المفتاح الخاص للسيرفر:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Asmara lab result drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup of the drone fund, copied off the phone before I wipe it: {p}": "english",
    "Sparrow, drone-parts wallet, backup words:\n{p}": "english",
    "voice memo, Exodus wallet of the ambulance fund: {p}, finished": "english",
    "كلمات الاسترداد لمحفظة صندوق الإسعاف: {p}": "english",
    "erayada soo celinta boorsada lacagta: {p}": "english",
    "phrase de récupération du portefeuille Ledger de la clinique : {p}": "french",
    "frase de recuperación de mi billetera (la de Djibouti): {p}": "spanish",
    "frase di recupero del portafoglio del laboratorio: {p}": "italian",
    "frase de recuperação da carteira do piloto: {p}": "portuguese",
    "сид-фраза кошелька для запчастей дронов: {p}": "russian",
    "지갑 복구 문구 (드론 기금): {p}": "korean",
    "钱包助记词（无人机基金）：{p}": "chinese_simplified",
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
        " | ".join(words),
        " ".join(f"({k}){w}" for k, w in enumerate(words, 1)),
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
    if brand == "mada":  # Saudi mada debit prefixes (a card kept from a nurse's Saudi years)
        return _card_of(rng, ["588845", "440647", "968208", "636120", "446404"], [16])
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "WhatsApp, Talal: the group card for the Pyxis spare parts is {c}, exp {mm}/{yy}",
    "second card for the Salalah trip: {c}, good until {mm}/{yy}",
    "Card no: {c}\nExp date: {mm}/{yy}",
    "Freshservice #2170: pay the Helmer service visit with card {c}",
    "هذي بطاقتي: {c} وتنتهي {mm}/{yy}",
    "lambarka kaarkayga: {c}",
    "ቁጽሪ ካርደይ: {c}",
    "የባንክ ካርዴ ቁጥር ይኸው፡ {c}",
    "ma carte bancaire : {c}, valable jusqu'à {mm}/{yy}",
    "eto yung numero ng card ko: {c}, {mm}/{yy}",
    "കാർഡിന്റെ നമ്പർ ഇതാണ്: {c}",
    "bitāḳat ðīyi: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mada", "mastercard", "amex", "unionpay", "jcb", "diners", "visa"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c}, valid to 09/36, CVV2 is {cvv}",
               "the 3-digit code next to the signature panel says {cvv}",
               "Amex {c}, the 4-digit CID printed on the front, right of the logo: {cvv}",
               "الثلاث أرقام اللي ورا البطاقة: {cvv}",
               "saddexda lambar ee kaarka gadaashiisa: {cvv}",
               "yung tatlong numero sa likod ng card ko: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 130; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"KW": "aaaa" + "c" * 22, "FR": "n" * 10 + "c" * 11 + "nn", "MR": "n" * 23,
                "TN": "n" * 20, "MT": "aaaa" + "n" * 5 + "c" * 18, "BR": "n" * 23 + "ac",
                "IS": "n" * 22, "LV": "aaaa" + "c" * 13}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the account's country
    "Invoice LCH-2032-311: pay the Kuwaiti reagent distributor to {i} before the 25th": "KW",
    "الآيبان حقي (حساب الكويت): {i}": "KW",
    "IBAN ðīyi hē {i}": "KW",
    "mon IBAN (le compte de Paris) : {i}": "FR",
    "mujo IBAN {i} aaye": "FR",
    "save the Nouakchott locum doctor's IBAN: {i}": "MR",
    "Tunis lab supplier, IBAN {i}": "TN",
    "lambarka IBAN-ka akoonkayga: {i}": "TN",
    "Teams #finance: the Valletta shipping agent's new IBAN {i}": "MT",
    "IBAN ko (yung sa Malta): {i}": "MT",
    "the São Paulo drone-parts supplier's IBAN: {i}": "BR",
    "IBAN: {i}\nRef: Reykjavik battery order, July": "IS",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


# Id kinds no earlier corpus uses; no library checks any of them and no check digit is written
# here: the shapes are invented or as the author believes them.
def _om_labour(g: random.Random) -> str:
    """An Omani labour card number: eight digits."""
    return g.choice("123456789") + _r(g, D, 7)


def _omsb(g: random.Random) -> str:
    """An Oman Medical Specialty Board registration."""
    return f"OMSB/{g.randrange(2018, 2033)}/{_r(g, D, 5)}"


def _mulkiya(g: random.Random) -> str:
    """An Omani vehicle registration card (mulkiya) number: nine digits."""
    return g.choice("123456789") + _r(g, D, 8)


def _wafid(g: random.Random) -> str:
    """A Wafid (GAMCA) medical slip number."""
    return f"W{g.randrange(28, 33)}{_r(g, D, 8)}"


def _scfhs(g: random.Random) -> str:
    """A Saudi Commission for Health Specialties registration."""
    return f"{g.randrange(10, 33)}{g.choice(['RN', 'RM', 'LT'])}{_r(g, D, 7)}"


def _dha(g: random.Random) -> str:
    """A Dubai Health Authority professional licence."""
    return f"DHA-P-{_r(g, D, 7)}"


def _doh(g: random.Random) -> str:
    """An Abu Dhabi DOH (formerly HAAD) licence."""
    return f"{g.choice(['GD', 'GN', 'GP'])}{_r(g, D, 5)}"


def _qchp(g: random.Random) -> str:
    """A Qatar (QCHP) licence."""
    return f"{g.choice('DNP')}{_r(g, D, 5)}"


def _nhra(g: random.Random) -> str:
    """A Bahrain NHRA licence."""
    return f"NHRA/{g.choice(['PH', 'RN', 'MD'])}/{g.randrange(2020, 2033)}/{_r(g, D, 4)}"


def _prometric(g: random.Random) -> str:
    """A Prometric eligibility id for a Gulf licensing exam."""
    return f"EID{_r(g, D, 9)}"


def _dataflow(g: random.Random) -> str:
    """A DataFlow primary-source verification case number."""
    return f"DFG{g.randrange(2028, 2033)}{_r(g, D, 7)}"


def _dhamani(g: random.Random) -> str:
    """An Omani health-insurance (Dhamani) member number."""
    return f"DHM-{_r(g, D, 9)}"


def _knmc(g: random.Random) -> str:
    """A Kerala Nurses and Midwives Council registration."""
    return f"KL{g.randrange(1995, 2030)}RN{_r(g, D, 5)}"


def _tcmc(g: random.Random) -> str:
    """A Travancore-Cochin Medical Council registration: five or six digits."""
    return g.choice("123456789") + _r(g, D, g.choice([4, 5]))


def _pravasi(g: random.Random) -> str:
    """A Kerala Pravasi Welfare Fund membership number."""
    return f"KPWF{_r(g, D, 10)}"


def _et_health_licence(g: random.Random) -> str:
    """An Ethiopian health professional's licence."""
    return f"HPL/{g.choice(['NUR', 'MLT', 'PHA'])}/{_r(g, D, 6)}"


def _dj_passport(g: random.Random) -> str:
    """A Djiboutian passport number."""
    return f"{g.choice('AB')}{_r(g, D, 7)}"


def _sl_passport(g: random.Random) -> str:
    """A Somaliland passport number."""
    return f"SL{_r(g, D, 7)}"


def _sl_id(g: random.Random) -> str:
    """A Somaliland national identity card number."""
    return f"{_r(g, D, 3)}-{_r(g, D, 6)}"


def _sl_licence(g: random.Random) -> str:
    """A Somaliland driving licence."""
    return f"DL{_r(g, D, 6)}{g.choice(UPPER)}"


def _er_service(g: random.Random) -> str:
    """An Eritrean national service release certificate."""
    return f"ERNS/{_r(g, D, 5)}/{g.randrange(2010, 2033)}"


def _ofw_pass(g: random.Random) -> str:
    """A Philippine OFW Pass number."""
    return f"{_r(g, D, 4)}-{_r(g, D, 4)}-{_r(g, D, 4)}"


_ID_PLACES: dict[str, Maker] = {
    "Oman labour card no. of the new phlebotomist: {s}": _om_labour,
    "numéro de mon passeport djiboutien : {s}": _dj_passport,
    "OMSB registration of Dr. Jisha, for the rota: {s}": _omsb,
    "mulkiya (registration card) of ambulance 4: {s}": _mulkiya,
    "Wafid (GAMCA) medical slip number for Arnel: {s}": _wafid,
    "SCFHS registration from my Riyadh years: {s}": _scfhs,
    "DHA licence of the locum anaesthetist: {s}": _dha,
    "رقم ترخيص دائرة الصحة أبوظبي: {s}": _doh,
    "QCHP licence no. on Liezel's CV: {s}": _qchp,
    "NHRA licence of the Manama pharmacist: {s}": _nhra,
    "Prometric eligibility ID for the DHA exam: {s}": _prometric,
    "DataFlow case number for my verification: {s}": _dataflow,
    "Dhamani member number ðīyi hē {s}": _dhamani,
    "ente KNMC registration number {s} aanu": _knmc,
    "TCMC registration number, Dr. Renjith: {s}": _tcmc,
    "Pravasi Welfare Fund membership number {s} aa": _pravasi,
    "የጤና ባለሙያ ፈቃድ ቁጥሬ፡ {s}": _et_health_licence,
    "lambarka baasaboorkayga Somaliland: {s}": _sl_passport,
    "kaarka aqoonsiga Somaliland-keyga aa {s}": _sl_id,
    "liisanka darawalnimada Somaliland: {s}": _sl_licence,
    "ቁጽሪ ሰርቲፊኬት ሃገራዊ ኣገልግሎት: {s}": _er_service,
    "OFW Pass number ko: {s}": _ofw_pass,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Site24x7 2FA recovery codes\n{codes}", "spare sign-in codes for the LCH Microsoft 365 tenant {codes}",
            "Zenduty backup codes: {codes}", "رموز الاسترداد الاحتياطية للتحقق بخطوتين:\n{codes}",
            "koodhadhka kaydka ah ee 2FA: {codes}", "eto mga backup code ko sa two-factor: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/LCH%20VPN:talal@lubancrescent.net?secret={s}&issuer=LCH%20VPN&period=30",
              "Aegis, manual setup key for the Nphies portal: {s}",
              "2FAS, secret key for the Tatmeen account: {s}",
              "مفتاح الإعداد للمصادقة الثنائية: {s}"]  # fmt: skip
_CODES = ["{c} is your Bank Dhofar one-time password. Do not share it.",
          "Telesom ZAAD: koodhkaaga xaqiijinta waa {c}",
          "أهلي بنك: رمز التحقق {c} صالح لمدة 5 دقائق",
          "Votre code Salaam African Bank : {c}",
          "Ang Maya verification code mo ay {c}"]  # fmt: skip


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


_SSIDS = ["LCH-Salalah-BloodBank", "Omantel-5G-4A2F", "Ooredoo-Home-77", "Awasr_FTTH_3C",
          "DjTelecom-Doraleh", "Telesom-Hargeisa-Lab", "Berbera-Dispatch", "EriTel-Asmara-Lab",
          "Raysut-Drone-Shed", "Dawaa-Ruwi-Staff", "LCH-Fleet", "Khuwair-Lab-5G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\nPSK: {pw}",
    "blood bank network {s}, password {pw}",
    "wifi at the Raysut drone shed: {s} / {pw}",
    "printed on the label on the back of the Huawei B535: WLAN key {pw}",
    "شبكة {s} الرقم السري {pw}",
    "wifi-ga {s} pasweerkiisu waa {pw}",
    "wifi {s} password {pw} kinni",
    "ፓስዎርድ ዋይፋይ {s}: {pw}",
    "wifi de la clinique {s}, clé {pw}",
    "sa wifi na {s}, ang pass ay {pw}",
    "വൈഫൈ {s} പാസ്‌വേഡ്: {pw}",
    "wifi {s} pasword hē {pw}",
    "wifi-ga {s} pasweerki aa {pw}",
    "{s} wifi password {pw} aa",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 13)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("evc_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("mtn_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out, one character at a time: {t}", "[dictated over the Yeastar line] {t}",
          "(spaced out, Teams shows previews on the lock screen) {t}", "حرف حرف: {t}", "xaraf xaraf: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["رقم قفل ثلاجة بنك الدم: {pw}", "koodhka qufulka bakhaarka: {pw}",
          "le cadenas de la réserve, combinaison {pw}", "code ng padlock sa stock room: {pw}",
          "drone shed keypad: punch {pw} and press the green button",
          "combination of the controlled-drugs safe at Ruwi: {pw}", "kōd ðə-ḳifl hē {pw}",
          "store room poottinte code {pw} aa", "የመቆለፊያው ኮድ፡ {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["hojari", "khareef", "sambuk", "oryx", "baobab", "dhow", "mirbat", "laasgeel",
                 "nakfa", "buna", "appam", "jebel", "wadi", "falaj", "sidr", "qahwa"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the lab vault: {p}": " ",
            "Enpass database passphrase: {p}": " ",
            "KeePassXC, lab.kdbx master phrase: {p}": "-", "Proton Pass extra password: {p}": ".",
            "عبارة المرور حق الباك أب: {p}": " ", "weedha sirta ee backup-ka: {p}": "_",
            "backup passphrase ðīyi hē {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman collection 'Nphies', pre-request header Authorization: Basic {v}": True,
    "haproxy.cfg, backend lis:\n  http-request set-header Authorization \"Basic {v}\"": True,
    "Insomnia, request 'claims/submit': Authorization: Bearer {v}": False,
    "claims.bru:\nauth:bearer {{\n  token: {v}\n}}": False,
    "Thunder Client collection 'Tatmeen', Authorization header: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "keycloak.conf:\ndb=postgres\ndb-username=keycloak\ndb-password={pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_host = pg.lch.lan",
    "trytond.conf (GNU Health):\n[database]\nuri = postgresql://health:{pw}@pg.lch.lan:5432/",
    "Moodle config.php:\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "Nextcloud config/config.php:\n  'dbuser' => 'nextcloud',\n  'dbpassword' => '{pw}',",
    "Mattermost config.json: \"DataSource\": \"postgres://mmuser:{pw}@pg.lch.lan:5432/mattermost?sslmode=disable\"",
    "sip.conf on the Berbera dispatch PBX:\n[ambulance7]\ntype=friend\nsecret={pw}\nhost=dynamic",
    "/etc/freepbx.conf:\n$amp_conf['AMPDBUSER'] = 'freepbxuser';\n$amp_conf['AMPDBPASS'] = '{pw}';",
    "traccar.xml:\n<entry key='database.user'>traccar</entry>\n<entry key='database.password'>{pw}</entry>",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "Snipe-IT .env:\nDB_USERNAME=snipeit\nDB_PASSWORD={pw}",
    "GLPI config/config_db.php:\npublic $dbuser = 'glpi';\npublic $dbpassword = '{pw}';",
    "osTicket include/ost-config.php:\ndefine('DBUSER', 'osticket');\ndefine('DBPASS', '{pw}');",
    "Dolibarr conf.php:\n$dolibarr_main_db_user='dolibarr';\n$dolibarr_main_db_pass='{pw}';",
    "ERPNext sites/lch/site_config.json:\n{{\"db_name\": \"_1bd3e0294da19198\", \"db_password\": \"{pw}\"}}",
    "wpa_supplicant.conf on the ambulance Pi:\nnetwork={{\n    ssid=\"LCH-Fleet\"\n    psk=\"{pw}\"\n}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Talal: dispatch wifi password?\nHamse: {pw}",
    "[07:41] sreejith: root pw for the pacs box?\n[07:42] ajmal: {pw}",
    "Hodan: Maglumi admin changed this morning → {pw}",
    "Maricel: {pw} na yung nasa Omnicell ngayon",
    "سالم: الباسوورد الجديد {pw}",
    "Guled: pasweerka cusubi waa {pw}",
    "Abdulahi: 'addis passwordze hāl {pw}",
    "Ahmad: pasword-e naw hī {pw}",
    "Saad: pasword ḥadīθ diho {pw}",
    "Zahra: navo password {pw} aaye",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2063word = {pw}", "pass\u034fword → {pw}", "pаsswоrd: {pw}",
    "𝗉𝖺𝗌𝗌𝗐𝗈𝗋𝖽 {pw}", "ｐａｓｓｗｏｒｄ：{pw}", "ᴾᴬˢˢᵂᴼᴿᴰ = {pw}", "p\u0430ssw\u03bfrd: {pw}",
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
    out: list[Sample] = []
    for k, (family, n) in enumerate(_PLAN):
        rng = random.Random(SEED + 10 + k)  # each family its own stream
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Trima admin password is": "{s}", "Pyxis override pw:": "{s} (since the swap in June)",
    "الرقم السري:": "{s}", "Helmer fridge password is": "{s}\nto be changed after the JCI audit",
    "pasweerku waa": "{s}", "mdp :": "{s}", "pasword ðīyi hē": "{s}", "enday password": "{s} aa",
    "the password Guled read out over the radio was": "{s}, I think", "mujo password": "{s} aaye",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Matternet API key", "{s}", _j("mtn_", (ALNUM, 36))),
    ("split_token", "Omantel key:", "{s} (for the SMS relay)", _j((HEX, 32))),
    ("split_token", "Nphies client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "drone-fund wallet words", "{s}", _english_seed),
    ("split_card", "card number", "{s} valid thru 10/35", lambda g: v.grouped(_card(g, "mada"), " ", g)),
    ("split_iban", "IBAN (Riga account)", "{s}", lambda g: v.iban_spaced(_iban(g, "LV"))),
    ("split_backup", "Site24x7 recovery codes", "{s}\nqzxw41-p83kd2\nmvta07-r2n6cj", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "OMSB registration", "{s}", _omsb),
    ("split_phrase", "Bitwarden master phrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"trima": {"url": "https://trima.salalah.lch.lan", "service_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"باسوورد": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "hamse", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"blood_fridges": [{"name": "bf-01"}, {"name": "bf-02", "menu_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["dcmsnd", "LCH@pacs-old.lch.lan:104", "scan.dcm", "-username", "svc-lis", "-passcode", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "pasweerka kombiyuutarka dispatch-ka waa {s}"}': ("meta_password", _plain_pw),
    '{"pasword_ðīyi": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Pyxis as pharm-ruwi with the password {s}"}': ("meta_password", _plain_pw),
    '{"matternet": {"api_key": "{s}"}}': ("meta_token", _j("mtn_", (ALNUM, 36))),
    '{"quiqupToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"omantel_sms_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "mada"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "TN")),
    '{"staff": {"omsb_registration": "{s}"}}': ("meta_id", _omsb),
    '{"mfa": {"recovery_codes": ["{s}", "qzxw41-p83kd2", "mvta07-r2n6cj"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"drone_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"drug_safe": {"combination": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "LCH-Salalah-BloodBank", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pynetdicom-2.1.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"wingcopter-gcs-3.8.2.img").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/lch/dispatch-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"lis: add crossmatch export for Berbera", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"claims: revert nphies mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"crossmatch_2032-07-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"donors-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Trima Accel service password before the Terumo visit on 2032-08-19.",
    "Hamse asked for the dispatch wifi password; it's on the card in the supervisor's drawer.",
    "Policy: LCH passwords are at least 14 characters and live only in the shared vault.",
    "Please stop pasting passwords into the WhatsApp groups; share them from the vault.",
    "The `.env.example` line `OMANTEL_SMS_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Pyxis asks for a new override password after every software update.",
    "Replace <YOUR_MATTERNET_KEY> in the README with the key from the Matternet dashboard.",
    "NPHIES_CLIENT_SECRET and TATMEEN_CLIENT_SECRET must be set before the claims sync runs.",
    "əl təwaḳḳaf pasword ðīyek ḥād lə'.",
    "ɛl təġɛ́r pasword ðiyɛk ɛ́ḥad.",
    "'al ti'mor pasword dihk l-ḥad.",
    "paswordit kasī ma-gō.",
    "passwordkha 'āḥadle 'āyhadirä.",
    "pasweerkaa naf ha-'u sheegin.",
    "ninday password aarodum paraiyalle.",
    "tojo password kene na chejo.",
    "لا تشارك كلمة السر مع أي أحد حتى لو قال إنه من الدعم الفني.",
    "Pasweerkaaga cidna ha la wadaagin, xitaa shaqaalaha IT-ga.",
    "ፓስዎርድካ ንማንም ኣይትሃብ።",
    "የይለፍ ቃልህን ለማንም አትስጥ።",
    "Le mot de passe de la clinique se change tous les trois mois, sans exception.",
    "Huwag mong ibigay ang password mo kahit kanino, kahit sa IT.",
    "പാസ്‌വേഡ് ആരുമായും പങ്കിടരുത്.",
    "ku password num-ih maybaxxisin.",
    "اپنا پاس ورڈ کسی کو مت بتائیں، چاہے وہ آئی ٹی والا ہی کیوں نہ ہو۔",
    "Upgraded the LIS bridge from 4.2 to 4.3.1 and pynetdicom to 2.1.1 over the weekend.",
    f"commit {_COMMIT} adds the crossmatch export for Berbera.",
    f"Went back to {_SHORT} when the Nphies claim mapping broke.",
    f"requirements.txt: pynetdicom==2.1.1 --hash=sha256:{_WHEEL_SUM}",
    f"The Wingcopter ground station image 3.8.2 has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of donors-export-2032.parquet: {_SHA512}",
    f"The dispatch API runs ghcr.io/lch/dispatch-api@sha256:{_IMAGE}.",
    f"MD5 of crossmatch_2032-07-14.csv is {_MD5}, matching the copy in the lab's shared folder.",
    "Request id 3f6c2a91-8d4e-4b7a-9e15-6a0c2d7f8b43 is the slow one in the LIS logs.",
    "Purchase order PO-2032-00731 for 200 CPDA-1 blood bags ships on Sunday.",
    "Freshservice #2093: the Salalah plasma freezer alarm keeps tripping at night.",
    "Call the Doraleh port clinic on +253 21 35 44 10 before noon.",
    "Booking LCH-SLL-7741: Muscat to Salalah on WY 904, 14 August, seat 12C.",
    "Ambulance 7 has the Omani plate 4521 DR; the Berbera unit is SL 0931.",
    "ISBN 978-0-19-968277-5 is the transfusion handbook on the blood bank shelf.",
    "A CPDA-1 bag holds 450 mL ± 10 %; red cells are kept at 4 °C, platelets at 22 °C with agitation.",
    "Hudhud-3 flew 38 km from Raysut to Rakhyut at 120 m in 31 minutes with 2 units of O negative.",
    "After five wrong passwords the Pyxis locks the account for 15 minutes.",
    "The secret of a good Salalah khareef is the fog on Jebel Qara.",
    "Ask Musallam for the drone shed keypad code, I don't have it.",
    "My card ending 4417 was declined at the Ruwi pharmacy.",
    "The Kuwaiti distributor wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Site24x7 account and keep them in the safe.",
    "No exchange or wallet helpdesk in Muscat or Hargeisa should ever ask for your twelve words.",
    "Keep `MATTERNET_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the Berbera store rusts in the salt air; oil it every month.",
    "Matternet moved the API key page under Settings › Developer in its June release.",
    "The guest wifi 'LCH-Guest' is open, no password needed.",
    "Hb 13.5 g/dL, platelets 245 ×10⁹/L, INR 1.1; crossmatch compatible for 2 units.",
    "Dispatch call 2032-07-31-0114: priority 1, Berbera port gate 3, ETA 6 minutes.",
    "The Thermo TSX freezer holds −30 °C; its alarm is set at −25 °C.",
    "The Omani ambulance line is 9999; the Somaliland one is 999.",
    "Lot LCH-REAG-2032-118 of anti-D reagent expires on 2033-03-31.",
    "password_min_length is 14 in the LIS config; replace-me is the placeholder in the template.",
    "Version 2.4.0 of the drone app fixes the battery reading; build 2401 is in testing.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-06-01T05:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/lch/trima", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pynetdicom", "version": "2.1.1"}}',
    '{"ticket": "2093", "purchase_order": "PO-2032-00731"}',
    '{"unit": {"product": "RBC", "group": "O neg", "volume_ml": 280, "expires": "2032-08-30"}}',
    '{"phone": "+253 21 35 44 10", "city": "Djibouti"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "units_in_stock": 412}',
    '{"flight": {"drone": "Hudhud-3", "distance_km": 38, "altitude_m": 120}}',
    '{"call": "2032-07-31-0114", "priority": 1, "eta_min": 6}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
