# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-forty-second corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-thirty-eighth's docstring,
the fifth to hundred-and-thirty-eighth only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time, any test
nor the reports, and the scrubber was never run on it. Its own seed, password words (a Mecca
district, a tower's floor and a Hijri year, a date variety and a year, a name with a Hijri birth
year and a district, a bus route and a coach's fleet number, a dish, a district and a number, a
keyboard walk and a district, a room number and a date variety, a name, a team and a number, a
dish in capitals and four digits, generated groups and runs), names, places, templates, tools,
vendors and layouts, the way the staff of the Diyafa Pilgrim Group (DPG, a fictional hajj and
umrah hotel, catering, medical and transport network: the Burj Diyafa hotel tower in Mecca's Ajyad
with its key-card, room-control and lift systems, a second hotel in Medina's Markaziya, a catering
kitchen in Jeddah's Al-Khumra, a field clinic in the Mina camps, a bus fleet with its dispatch room
at the Shoqiyah depot, an office in Taif, and pilgrim-group agencies in Dhaka's Naya Paltan,
Karachi's Saddar, Jakarta's Cempaka Putih, Kano's Sabon Gari and Istanbul's Aksaray, with agents
in Niamey; staff from the Hejaz, the Gulf, Hadramawt and Jizan, Mecca's Rohingya of Al-Nakkasa,
Mirpur and the Pothohar plateau, Noakhali, Palembang, Banyumas, Kedah, Kano, Turkey and Iran)
leak secrets into an assistant's memory. The texts are WhatsApp, Telegram, imo, BiP, Botim,
Teams, Slack, Google Chat, Signal, Viber, Zoom, Webex, Element, Rocket.Chat, Skype and Messenger
messages, Google Keep, Samsung Notes, ColorNote, OneNote, Apple Notes, Evernote, Joplin,
Simplenote, Xiaomi Notes and Notion notes to self, ServiceDesk Plus, Freshservice, Zendesk, Zoho
Desk, osTicket, GLPI, ServiceNow and Jira Service Management tickets, e-mails, an incident note, a
runbook, README fragments, shell history (bash, zsh, fish, PowerShell, Termux, MobaXterm, Tabby,
Windows Terminal, a crontab line), configs, code, voice-dictated text and requests to the
assistant itself, around the panels of hotel, kitchen, clinic, fleet and network hardware (Fujitec
and Mitsubishi Electric lift controls, ASSA ABLOY Vostio key cards with MIFARE and DESFire
credentials, Honeywell INNCOM and Interel room controls, a Nomadix gateway, Ruckus SmartZone, a
Yeastar PBX, a Panasonic KX-NS1000, Avaya J179 phones, an Epson projector, a Crestron processor,
Bosch PRAESENSA, a Rational iCombi Pro, Winterhalter and Hobart dishwashers, Testo Saveris and
Vaisala viewLinc monitoring, Mindray BeneVision, Philips IntelliVue, a Sysmex XN-350, an Abbott
i-STAT, a Zoll AED Plus, a Dräger Oxylog, Edan and Fukuda Denshi monitors, a Samsung HS40
ultrasound, Mobitec destination signs, Webasto and Konvekta coach climate units, Thermo King, a
Mobileye 8 Connect, an iStartek VT900 tracker, a YubiHSM and an STC router). Tools none of heldouts
5 to 138 names: FOSUserBundle's `fos:user:create`, `yubihsm-shell`, `iw … connect … key` (a WEP
key), pypjlink, PHP's `sqlsrv_connect`, `oci_connect` and `odbc_connect`, Npgsql's
`NpgsqlConnection`, ODP.NET's `OracleConnection`, EF Core's `UseSqlServer`, an Xtream Codes IPTV
line (`get.php`), MifareClassicTool's key file, Avaya's `46xxsettings.txt` (`PROCPSWD`),
PHPMailer, Cube's `CUBEJS_DB_PASS` and twemproxy's `nutcracker.yml`; beside them the commands the
product names (sshpass, mysql, redis-cli, curl -u, docker login, htpasswd -b, smbclient, 7z, zip
-P, openssl -pass, gpg --passphrase, plink, xfreerdp, net use, sqlplus, lftp, ipmitool,
mosquitto_pub, sudo -S, ldapsearch -w, keytool -storepass, sqlcmd, rabbitmqctl add_user, xh -a,
isql, kinit, passwd --stdin, `set_password(…)`, `IDENTIFIED BY`) and the formats it names (.pgpass,
pgbouncer's userlist, chap-secrets, nslcd's `bindpw`, an INI `[credentials]` section,
unattend.xml, Terraform's `default`, PHP's `define`, a SOCKS5 proxy URL with no host), in layouts
of its own. About 43 % of the texts are in other languages than English (by a rough count of the
drawn samples): Rohingya (in Latin letters), Hadrami Arabic, Jizani (Tihami) Arabic,
Pahari-Pothwari (in Roman letters), Noakhailla (the Bengali of Noakhali), Palembang Malay, Kedah
Malay (pelat Utara) and Banyumasan Javanese (ngapak), which no earlier docstring names, and
Hejazi and Gulf Arabic, Modern Standard Arabic, Urdu, Bengali, Indonesian, Malay, Hausa, Turkish,
Persian, French, Pashto, Punjabi (in Shahmukhi), Javanese, Sundanese, Nigerian Pidgin, Yoruba,
Somali and Swahili in wordings of their own. The eight new languages' wordings are the author's
approximations, checked by no speaker, built around a possessive (and for some a connective or a
negation) and the loanwords people there really text (password, wifi, user, email, API key,
passport, card, IBAN, command): Rohingya's `añr …`, the genitive `or`, `hoilde` and `kerereyó no
hoiyó`; Hadrami's `حقي`, `ذلحين`, the future `با` and `لا تعلّم حد`; Jizani's article `am-`
(`امباسوورد`, `امواي فاي`, `امكود`); Pothwari's genitive `na`, `ae` and `kisay kii na dasso`;
Noakhailla's `আঁর`, `অইল`, `কেঅরে কইও না` and its p turned h (`হাসওয়ার্ড`, `হাসপোর্ট`); Palembang's
`kito`, `siapo-siapo` and `galo samo`; Kedah's `cek`, `hang`, `habaq` and `la ni`; Banyumasan's
`inyong`, `kiye` and `aja dikandhani maring`. The Rohingya and Jizani forms are the thinnest
guesses. Vendors (Nusuk Masar, Tasheer, Enjaz, Maqam, Qiwa, Mudad, ZATCA, Wafeq, Rewaa,
HungerStation, SAPTCO, Zajil, flynas, flyadeal, Saudia, Jeeny, Kaiian, Sehhaty, Tabeeb, Labayh,
SADAD, Kuickpay, 1LINK, Bykea, aamarPay, shurjoPay, RedX, Steadfast, Paperfly, Chaldal, Praava,
DocTime, Moota, Peruri, Xilnex, Bumpa, Vendease, Shuttlers, Hepsijet, Kolay İK, BizimHesap,
Parcelhub, Quore, Flexkeeping, Shiji, Agilysys, Apicbase, MarketMan and Siskopatuh) are ones
heldouts 5 to 138 do not name; none of them publishes a token shape the author knows, so every
shape here (Maqam's `mqm_`, Wafeq's `wfq_`, Labayh's `lbh_live_`, Bumpa's `bmp_live_`, the UUIDs,
hex runs, base64 runs and JWTs) is the author's guess. The ids are kinds heldouts 5 to 138 do not
use: a Saudi hajj permit's number, a Nusuk card's number, a Saudi bus operating card (بطاقة
تشغيل), an Indonesian hajj queue number (nomor porsi haji), a Bangladeshi hajj pre-registration
tracking number, a Pakistani hajj application's number, a Turkish Diyanet hajj registration
number, a Nigerian NAHCON pilgrim number, a Pakistani PMDC registration, a Bangladeshi BMDC
registration and a Nigerian MDCN folio number, for which python-stdnum has no module and which no
library or this file checks (no check-digit algorithm is written here): they are unchecked, their
shapes invented or as the author believes them; passports under Rohingya, Hadrami, Palembang,
Kedah, Pothwari, Noakhailla and Hausa words, likewise unchecked; and Morocco's ICE, drawn until
python-stdnum's `ma.ice` validates its check digits. Card numbers pass Luhn (mada, PayPak and GPN
prefixes, as the author believes them, drawn here besides the value helpers' brands, all checked
with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the IBAN
shapes of heldouts 5 to 138 (Mauritius, Germany, Bahrain, Qatar, Lebanon, Azerbaijan, Kosovo and
the Netherlands, in seven or eight corpora each), drawn until `stdnum.iban` validates them; seed
phrases come from `mnemonic`'s English, Turkish, French, Spanish, Portuguese and Simplified
Chinese lists, each with a valid checksum. Counts: 390 secret samples, 20 field pairs and 20
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
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ma import ice as ma_ice

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 142_660_917
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


_DATES = ["Ajwa", "Sukkari", "Safawi", "Khudri", "Sagai", "Barhi", "Mabroom", "Rutab", "Anbara",
          "Segai", "Ruthana", "Khalas"]  # fmt: skip
_DISHES = ["Mandi", "Kabsa", "Mutabbaq", "Saleeg", "Biryani", "Nihari", "Pempek", "Rendang",
           "Tuwo", "Suya", "Pide", "Harees", "Haleem", "Khichuri", "Lontong", "Mendoan",
           "Bingka", "Masoor"]  # fmt: skip
_PLACES = ["Ajyad", "Misfalah", "Aziziyah", "Kudai", "Shoqiyah", "Nakkasa", "Markaziya", "Quba",
           "Awali", "Khumra", "Balad", "Hada", "Shafa", "Paltan", "Saddar", "Cempaka", "SabonGari",
           "Aksaray", "Purwokerto", "AlorSetar", "Plaju", "Mirpur", "Sonapur", "Sabya", "Mukalla",
           "Arafat", "Muzdalifah"]  # fmt: skip
_NAMES = ["Faisal", "Hafsa", "Imran", "Rafiq", "Serkan", "Aisyah", "Musa", "Yusuf", "Nurul",
          "Bilkisu", "Farid", "Tahmina", "Zainab", "Ahmad", "Salim", "Mahmud", "Hamza", "Ruqayya",
          "Dewi", "Azlan", "Baraka", "Hawa", "Kemal", "Shirin", "Reza", "Abdou", "Moussa",
          "Khadija", "Anwar", "Ubaid", "Sajid", "Rumana"]  # fmt: skip
_TEAMS = ["Qalandars", "Tigers", "Pillars", "Persib", "Ittihad", "Ahli", "Hilal", "Sriwijaya",
          "Galatasaray", "Abahani", "Kedah", "Kings"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["L4bb41k", "Z4mz4m", "M1q4t", "Ajy4d", "K4bs4", "M4nd1", "B1ry4n1", "P3mp3k", "Kh4mr4",
         "Sh4ttl3"]  # fmt: skip
_WALKS = ["1qaz@WSX", "!QAZ2wsx", "Zaq1@wsx", "qwe!@#ASD", "1q2w3e4r!", "Qaz123!@#"]


def _tower(g: random.Random) -> str:
    """A district, the tower's floor and a Hijri year, the way the hotel engineers build one."""
    return f"{g.choice(_PLACES)}{g.randrange(2, 40)}F{g.choice(_SYMBOLS)}{g.randrange(1440, 1460)}"


def _route(g: random.Random) -> str:
    """A bus route and a coach's fleet number, the dispatch room's habit."""
    return f"Route{g.randrange(1, 30)}-Bus{g.randrange(100, 999)}{g.choice(['', '!', '#', '*'])}"


def _manager(g: random.Random) -> str:
    """Three random groups of five, letters and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _tower,
    lambda g: f"{g.choice(_DATES)}{g.randrange(2024, 2034)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1395, 1430)}@{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "!#%&*?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1440, 1460)) + g.choice(_SYMBOLS),
    _route,
    lambda g: f"{g.choice(_DISHES).lower()}_{g.choice(_PLACES).lower()}_{g.randrange(10, 100)}",
    lambda g: g.choice(_WALKS) + g.choice(_PLACES),
    lambda g: f"Room{g.randrange(101, 2340)}{g.choice(_SYMBOLS)}{g.choice(_DATES)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}{g.choice(_TEAMS)}{g.randrange(1, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_DISHES).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Burj Diyafa engineering group, Faisal: the Fujitec lift monitoring PC password is {pw}",
    "Telegram from Imran (Karachi desk): ASSA ABLOY Vostio admin password {pw}",
    "imo message from Rafiq: the Honeywell INNCOM e7 room controller web password {pw}",
    "BiP message from Serkan: Nomadix AG 5900 gateway password {pw}",
    "Botim chat with the night manager: Interel room panel service password {pw}",
    "Teams, #kitchen-khumra: Rational iCombi Pro ConnectedCooking password {pw}",
    "Slack #clinic-mina: Mindray BeneVision central station password {pw}",
    "Google Chat, dispatch room: Mobitec destination-sign software password {pw}",
    "Signal from Dr. Hafsa: Sysmex XN-350 service login password {pw}",
    "Viber from Musa (Kano office): Yeastar P560 PBX admin password {pw}",
    "Zoom chat during the pre-season call: Panasonic KX-NS1000 installer password {pw}",
    "Webex chat, ballroom AV: the Epson EB-PU2010 projector web password is {pw}",
    "Element room 'IT Medina': Ruckus SmartZone 300 admin password {pw}",
    "Rocket.Chat #fleet: the Webasto Thermo Test diagnosis password is {pw}",
    "Skype message from Yusuf: Konvekta UltraLight controller service password {pw}",
    "Messenger from Aisyah (Jakarta): Testo Saveris 2 cloud password {pw}",
    "Google Keep note 'Mina camp clinic': Philips IntelliVue MX450 service password {pw}",
    "Samsung Notes: Zoll AED Plus configuration password {pw}",
    "ColorNote, 'bus depot Shoqiyah': Thermo King TracKing password {pw}",
    "OneNote page 'Kitchen HACCP': Winterhalter PT-M web password {pw}",
    "Apple Notes on the chef's iPad: the Hobart FT1000 service password is {pw}",
    "Evernote 'Burj Diyafa lifts': Mitsubishi Electric group controller password {pw}",
    "Joplin note: Bosch PRAESENSA system controller admin password {pw}",
    "Simplenote: Crestron CP4N processor password {pw}",
    "Xiaomi Notes: Samsung HS40 ultrasound admin password {pw}",
    "ServiceDesk Plus request 4471: the Vaisala viewLinc password {pw} has expired",
    "Freshservice #2210: Abbott i-STAT 1 DE customisation password {pw}",
    "Zendesk #8812 from the Medina front desk: Opera workstation password {pw}, locked twice",
    "Zoho Desk 3390: Dräger Oxylog 3000 plus service password {pw}",
    "osTicket #1034: the Avaya J179 phones' admin password is {pw}, please rotate",
    "GLPI ticket 771: Edan iM50 monitor password {pw}",
    "ServiceNow INC0041872: Fukuda Denshi DS-8007 central monitor password {pw}",
    "Jira SM DIY-552: Mobileye 8 Connect fleet portal password {pw}",
    "Freshservice #2233: the iStartek VT900 web platform password {pw} stopped working",
    "Salam Anwar,\n\nthe root password of the Khumra kitchen NAS is {pw}. Please delete the mail once it's saved in Bitwarden.\n\nRegards,\nZainab",
    "Incident 1453-11-07 (Mina): the Vaisala viewLinc server answered from the guest wifi with password {pw}",
    "Runbook: manual lift recall, tower B\n1. open the Fujitec monitoring PC\n2. log in as engineer\n3. password {pw}\n4. send car 4 to the lobby",
    "README (clinic rack, Mina camp 7)\nThe Mindray gateway is at https://bv-gw.diyafa.lan, admin password `{pw}`.",
    "my Meezan Bank app password is {pw} now",
    "remember my Jaiz Bank internet banking password for me: {pw}",
    "Kuveyt Türk mobile password: {pw}",
    "dictated: the Rational portal password is {pw} end of note",
    "note to self: Thermo King service laptop password {pw}",
    "after the reset the Vostio password became {pw}",
    "يا شباب، الباسوورد حق كمبيوتر الاستقبال دحين {pw}",
    "الباسوورد حق جهاز الكاشير في المطبخ: {pw}",
    "ترى كلمة السر مال جهاز البصمة {pw}",
    "كلمة السر مال حساب الأسطول: {pw}، لا تطرشها لأحد",
    "كلمة المرور لحساب بريد المكتب هي {pw}",
    "استقبال والے کمپیوٹر کا پاس ورڈ اب {pw} ہو گیا ہے",
    "میرے ای میل کا نیا پاس ورڈ: {pw}",
    "অফিসের ল্যাপটপের নতুন পাসওয়ার্ড {pw}, কাউকে বলবেন না",
    "password laptop resepsionis sekarang {pw}, jangan disebar ke grup ya",
    "kata laluan e-mel pejabat ialah {pw}",
    "kalmar sirri ta kwamfutar ofishin Kano yanzu {pw}",
    "mailimin şifresi değişti, yenisi {pw}",
    "acentenin bilgisayar şifresi: {pw}",
    "رمز عبور ایمیلم الان {pw} است",
    "mot de passe de la boîte mail de l'agence de Niamey : {pw}",
    "د دفتر د کمپیوټر پاسورډ {pw} دی",
    "دفتر والے کمپیوٹر دا پاسورڈ {pw} اے",
    "sandhi laptop kantor saiki {pw}",
    "password email abdi téh {pw}, ulah dibéjakeun",
    "di office laptop password na {pw} o",
    "ọ̀rọ̀ aṣínà tuntun fún kọ̀ǹpútà ọ́fíìsì wa ni {pw}",
    "erayga sirta ah ee kombiyuutarka xafiiska waa {pw}",
    "nenosiri jipya la kompyuta ya ofisi ni {pw}",
    "añr email or password hoilde {pw}",
    "office computer or password: {pw}, kerereyó no hoiyó",
    "الباسوورد حق الإيميل حقي ذلحين {pw}",
    "با أرسل لك الباسوورد حق اللابتوب: {pw}، لا تعلّم حد",
    "امباسوورد حق امكمبيوتر {pw}",
    "امباسوورد حقي {pw} لا تقوله لاحد",
    "mera email na password {pw} ae",
    "office aale computer na password {pw} ae, kisay kii na dasso",
    "আঁর মেইলের হাসওয়ার্ড অইল {pw}",
    "অফিসের কম্পিউটারের হাসওয়ার্ড {pw}, কেঅরে কইও না",
    "password email aku tu {pw}, jangan kau kasih tau siapo-siapo",
    "password laptop kantor kito galo samo, {pw}",
    "password email cek {pw}, hang jangan habaq kat sapa-sapa",
    "password pc kaunter la ni {pw}",
    "password emaile inyong {pw}, aja dikandhani maring sapa-sapa",
    "password komputer kantor kiye {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["faisal.h", "hafsa", "imran.k", "rafiq", "serkan", "aisyah", "musa.kano", "yusuf",
          "nurul", "bilkisu", "farid", "tahmina", "zainab.r", "ahmad.s", "salim", "mahmud",
          "hamza", "ruqayya", "dewi", "azlan", "baraka", "hawa", "kemal", "shirin", "reza",
          "abdou", "moussa", "khadija", "anwar", "ubaid", "svc-keycard", "fleet-ops",
          "kitchen-hq", "clinic-mina"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Faisal: the Vostio login is {u} / {pw}",
    "ServiceDesk Plus #4480: {u} locked out of the Rational portal, last password {pw}",
    "user={u} pass={pw}",
    "Notion › Hotel IT › Lifts › Fujitec PC: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| INNCOM | {u} | {pw} |",
    "log into the Mobitec software as {u} with {pw}",
    "Nomadix login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: nas-khumra\n  login: {u}\n  pass: {pw}",
    "Telegram: account {u}, password {pw}",
    "Imran says the Yeastar account is {u} and the password is {pw}",
    "system,user,password\nviewlinc,{u},{pw}",
    "ssh {u}@dispatch-srv.diyafa.lan (password {pw})",
    "imo: creds for the Testo cloud are {u} and {pw}",
    "اليوزر {u} والرقم السري {pw} للنظام",
    "یوزر نیم {u}، پاس ورڈ {pw}",
    "লগইন আইডি {u}, আর পাসওয়ার্ড {pw}",
    "login pakai {u}, sandinya {pw}",
    "kullanıcı {u}, parolası {pw}",
    "sunan shiga {u}, kalmar sirrinsa {pw}",
    "identifiant : {u} — mot de passe : {pw}",
    "añr user {u}, password or {pw}",
    "اليوزر حقي {u} والباسوورد {pw}",
    "user {u} te password {pw} ae",
    "user cek {u}, password dia {pw}",
    "user inyong {u}, password {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["zamzam", "miqat", "ajwa", "sukkari", "kabsa", "mandi", "pempek", "tuwo", "suya",
               "mutabbaq", "khumra", "misfalah", "nakkasa", "saleeg", "mendoan", "bingka",
               "harees", "kudai"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small, and after it {d}",
    "password: first {w}, then the digits {d}",
    "for the lift PC it's {w} with {d} on the end",
    "voice note, the bus depot's wifi password is {w} and then {d}, no space in between",
    "write {w}, then {d}",
    "it's {w}{d}, the word and the number stuck together",
    "الباسوورد هو كلمة {w} وتلصق بعدها {d}",
    "پاس ورڈ کے شروع میں لفظ {w} ہے، اس کے بعد {d}",
    "passwordnya diawali kata {w}, disambung {d}",
    "şifrenin başı {w}, sonuna {d} ekle",
    "password or {w} lekhi, hoile {d}",
    "password dia perkataan {w}, lepas tu tambah {d}",
    "password tembung {w}, terus {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "php bin/console fos:user:create {u} {u}@diyafa-pg.sa '{pw}'",
    "yubihsm-shell --connector=http://127.0.0.1:12345 --authkey=2 --password='{pw}' -a list-objects",
    "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@10.40.2.11 'systemctl restart vostio-sync'",
    "mysql -h db.diyafa.lan -u {u} -p'{pw}' catering -e 'select count(*) from meal_orders'",
    "redis-cli -h 10.40.3.5 -a '{pw}' --no-auth-warning keys 'room:*'",
    "curl -u {u}:{pw} https://viewlinc.diyafa.lan/api/v1/locations",
    "docker login registry.diyafa.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.kitchen {u} '{pw}'",
    "smbclient //nas-khumra/haccp -U '{u}%{pw}' -c 'ls'",
    "7z a -p'{pw}' -mhe=on manifests-1453.7z manifests/",
    "zip -P '{pw}' visas-batch12.zip visas/*.pdf",
    "openssl enc -aes-256-cbc -pbkdf2 -in pilgrims.csv -out pilgrims.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -d rooming-list.xlsx.gpg > rooming-list.xlsx",
    "plink -ssh {u}@10.40.2.20 -pw '{pw}' uptime",
    "xfreerdp /v:opera-ws03.diyafa.lan /u:{u} /p:'{pw}' /cert:ignore",
    "net use Z: \\\\fs01\\rooming '{pw}' /user:DIYAFA\\{u}",
    "sqlplus {u}/{pw}@//ora.diyafa.lan:1521/PMS",
    "lftp -u {u},'{pw}' sftp://edi.diyafa.lan",
    "ipmitool -I lanplus -H 10.40.9.2 -U {u} -P '{pw}' chassis status",
    "mosquitto_pub -h mqtt.diyafa.lan -u {u} -P '{pw}' -t kitchen/coldroom/3 -m ping",
    "echo '{pw}' | sudo -S systemctl restart inncom-bridge",
    "ldapsearch -x -H ldap://dc1.diyafa.lan -D 'cn={u},ou=it,dc=diyafa,dc=lan' -w '{pw}' '(uid=*)'",
    "keytool -importcert -alias sadad -file sadad.cer -keystore pay.jks -storepass '{pw}' -noprompt",
    "sqlcmd -S sql01.diyafa.lan -U {u} -P '{pw}' -d Pilgrims -Q 'select @@version'",
    "rabbitmqctl add_user {u} '{pw}'",
    "xh -a {u}:{pw} get https://fleet.diyafa.lan/api/buses",
    "isql ClinicDSN {u} '{pw}'",
    "echo '{pw}' | kinit {u}@DIYAFA.LAN",
    "echo '{pw}' | passwd --stdin {u}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@burj-ops:~# {c}", "Termux on the dispatcher's phone:\n$ {c}",
    "Windows Terminal, dispatch PC: {c}", "MobaXterm, session 'nas-khumra': {c}",
    "bash history on vostio-01:\n  412  {c}", "zsh, imran@karachi-mbp ~ % {c}",
    "Tabby, tab 'clinic-gw': {c}", "crontab -l on the depot box:\n*/30 * * * * {c}",
    "fish, dewi@jkt-ops ~> {c}", "PowerShell 7 on the kitchen PC:\nPS C:\\ops> {c}",
    "هذا الأمر اللي مشّيته: {c}", "جو کمانڈ چلائی وہ یہ ہے: {c}", "perintah yang tadi saya ketik di server: {c}",
    "sunucuda yazdığım komut: {c}", "umarnin da na rubuta a sabar: {c}", "añr command: {c}",
    "امكوماند اللي شغلته: {c}", "command cek run: {c}", "perintah sing inyong jalankan: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_CODE = [
    "$conn = sqlsrv_connect('sql01.diyafa.lan', ['Database' => 'Catering', 'UID' => '{u}', 'PWD' => '{pw}']);",
    "$c = oci_connect('{u}', '{pw}', '//ora.diyafa.lan:1521/PMS');",
    "$db = odbc_connect('ClinicDSN', '{u}', '{pw}');",
    "from pypjlink import Projector\nwith Projector.from_address('10.20.4.31') as p:\n    p.authenticate('{pw}')\n    p.set_power('on')",
    "user.set_password('{pw}')  # {u}, reset from the shell",
    "CREATE USER '{u}'@'%' IDENTIFIED BY '{pw}';",
    'await using var conn = new NpgsqlConnection("Host=pg.diyafa.lan;Username={u};Password={pw};Database=fleet");',
    'using var ora = new OracleConnection("User Id={u};Password={pw};Data Source=ora.diyafa.lan:1521/PMS");',
]  # fmt: skip
_CODE_PLACES = ["{c}", "in app/db.php:\n{c}", "snippet from the repo:\n{c}", "الكود حق السكربت:\n{c}",
                "kode di server kantor:\n{c}", "{c}\n// TODO move to the vault"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    code = _framed("cli_password", _CODE, _CODE_PLACES)(rng, 8)
    return _framed("cli_password", _CLI, _SHELLS)(rng, n - len(code)) + code


_URLS = [
    "http://iptv.diyafa.lan:8080/get.php?username={u}&password={pw}&type=m3u_plus&output=ts",
    "rtsp://{u}:{pw}@10.8.0.21:554/live/ch1",
    "sftp://{u}:{pw}@edi.diyafa.lan:2222/manifests/",
    "mssql+pyodbc://{u}:{pw}@sql01.diyafa.lan/Pilgrims?driver=ODBC+Driver+18+for+SQL+Server",
    "mongodb://{u}:{pw}@mongo.diyafa.lan:27017/fleet?authSource=admin",
    "redis://{u}:{pw}@10.40.3.5:6379/2",
    "Server=db.diyafa.lan;User ID={u};Password={pw};Database=kitchen",
    "Data Source=ora.diyafa.lan:1521/PMS;User Id={u};Password={pw};Pooling=true",
    "options.UseSqlServer(\"Server=sql01;Database=Pilgrims;User Id={u};Password={pw};TrustServerCertificate=True\")",
    "Host=pg-replica.diyafa.lan;Port=5432;Database=fleet;Username={u};Password={pw}",
    "jdbc:oracle:thin:{u}/{pw}@//ora.diyafa.lan:1521/PMS",
    "davs://{u}:{pw}@cloud.diyafa.lan/remote.php/dav/files/{u}/",
    "socks5://{u}:{pw}@:1080",
]  # fmt: skip
_URL_PLACES = [
    "FLEET_DB_URL={c}", "the IPTV line for the rooms: {c}", "keep this connection for me: {c}",
    "سلسلة الاتصال حق القاعدة: {c}", "connection string kita: {c}", "ServiceDesk Plus #4502: {c}",
    "Notion page 'Databases': {c}", "bağlantı cümlesi: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "diyafa-pilgrim-group", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "bookings:read manifests:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# No vendor below publishes a token shape the author knows: every shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Nusuk Masar", "NUSUK_MASAR_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Tasheer", "TASHEER_API_KEY", _j((HEX, 32))),
    ("Enjaz", "ENJAZ_API_TOKEN", _j((ALNUM, 40))),
    ("Maqam", "MAQAM_API_KEY", _j("mqm_", (ALNUM, 32))),
    ("Qiwa", "QIWA_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Mudad", "MUDAD_API_KEY", _j((UPPER_HEX, 40))),
    ("ZATCA", "ZATCA_CSID_SECRET", _j((B64, 43), "=")),
    ("Wafeq", "WAFEQ_API_KEY", _j("wfq_", (ALNUM, 40))),
    ("Rewaa", "REWAA_ACCESS_TOKEN", _vendor_jwt("https://api.rewaatech.com")),
    ("HungerStation", "HUNGERSTATION_PARTNER_SECRET", _j((HEX, 64))),
    ("SAPTCO", "SAPTCO_B2B_KEY", lambda g: v.uuid4(g, "9")),
    ("Zajil", "ZAJIL_API_KEY", _j((ALNUM, 32))),
    ("flynas", "FLYNAS_NDC_API_KEY", _j((ALNUM, 32))),
    ("flyadeal", "FLYADEAL_API_SECRET", _j((URLSAFE, 40))),
    ("Saudia", "SAUDIA_NDC_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Jeeny", "JEENY_BUSINESS_TOKEN", _vendor_jwt("https://business.jeeny.me")),
    ("Kaiian", "KAIIAN_API_KEY", _j((HEX, 40))),
    ("Sehhaty", "SEHHATY_CLIENT_SECRET", _j((B64, 64))),
    ("Tabeeb", "TABEEB_API_KEY", _j((ALNUM, 48))),
    ("Labayh", "LABAYH_API_TOKEN", _j("lbh_live_", (ALNUM, 32))),
    ("SADAD", "SADAD_BILLER_SECRET", _j((UPPER_DIGITS, 32))),
    ("Kuickpay", "KUICKPAY_API_KEY", _j((HEX, 32))),
    ("1LINK", "ONELINK_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Bykea", "BYKEA_API_TOKEN", _j((ALNUM, 40))),
    ("aamarPay", "AAMARPAY_SIGNATURE_KEY", _j((HEX, 32))),
    ("shurjoPay", "SHURJOPAY_SECRET", _j((ALNUM, 24))),
    ("RedX", "REDX_API_ACCESS_TOKEN", _vendor_jwt("https://openapi.redx.com.bd")),
    ("Steadfast", "STEADFAST_SECRET_KEY", _j((LOWER_DIGITS, 32))),
    ("Paperfly", "PAPERFLY_API_KEY", _j((ALNUM, 36))),
    ("Chaldal", "CHALDAL_B2B_TOKEN", _j((URLSAFE, 48))),
    ("Praava", "PRAAVA_API_KEY", lambda g: v.uuid4(g, "9")),
    ("DocTime", "DOCTIME_PARTNER_KEY", _j((HEX, 40))),
    ("Moota", "MOOTA_API_TOKEN", _vendor_jwt("https://app.moota.co")),
    ("Peruri", "PERURI_ESIGN_API_KEY", _j((ALNUM, 44))),
    ("Xilnex", "XILNEX_APP_SECRET", _j((B64, 43), "=")),
    ("Bumpa", "BUMPA_API_KEY", _j("bmp_live_", (ALNUM, 32))),
    ("Vendease", "VENDEASE_API_KEY", _j((HEX, 64))),
    ("Shuttlers", "SHUTTLERS_CORPORATE_TOKEN", _j((URLSAFE, 43))),
    ("Hepsijet", "HEPSIJET_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Kolay İK", "KOLAYIK_API_TOKEN", _vendor_jwt("https://api.kolayik.com")),
    ("BizimHesap", "BIZIMHESAP_FIRM_TOKEN", _j((UPPER_HEX, 32))),
    ("Parcelhub", "PARCELHUB_API_KEY", _j((ALNUM, 40))),
    ("Quore", "QUORE_API_TOKEN", _j((HEX, 40))),
    ("Flexkeeping", "FLEXKEEPING_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Shiji", "SHIJI_APP_SECRET", _j((HEX, 32))),
    ("Agilysys", "AGILYSYS_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Apicbase", "APICBASE_CLIENT_SECRET", _j((ALNUM, 40))),
    ("MarketMan", "MARKETMAN_API_SECRET", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "k8s Secret, stringData:\n  {env}: {tok}",
    "wrangler.toml:\n[vars]\n{env} = \"{tok}\"",
    "docker run -d -e {env}={tok} diyafa/manifest-sync:3.2",
    "GitHub Actions secret {env} for the pilgrim-app repo: {tok}",
    "Bitrise env var {env} = {tok}",
    "Codemagic environment group 'prod': {env} → {tok}",
    "supervisord: [program:manifest-sync] environment={env}=\"{tok}\"",
    "launchd plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "ecosystem.config.cjs: env_production: {{ {env}: '{tok}' }}",
    "Diyafa ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Airtable base 'Integrations', row {vendor}: {tok}",
    "ServiceDesk Plus #4490: {vendor} webhook returns 401, the key in use is {tok}",
    "Freshservice #2240: {vendor} integration broken, current key {tok}",
    "WhatsApp, Imran: {vendor} key for the group manifests: {tok}",
    "Telegram: new {vendor} token {tok}, the old one is revoked",
    "store this {vendor} API key for me: {tok}",
    "هذا مفتاح الـAPI حقنا في {vendor}: {tok}",
    "مفتاح الـ API الخاص بـ {vendor} هو {tok}",
    "{vendor} کے لیے ہماری API key: {tok}",
    "{vendor}-এর নতুন API কী: {tok}",
    "API key {vendor} kita yang baru: {tok}",
    "kunci API {vendor} untuk pejabat: {tok}",
    "makullin {vendor} na shiga API shi ne {tok}",
    "{vendor} entegrasyonunun API anahtarı: {tok}",
    "کلید API سرویس {vendor}: {tok}",
    "clé API {vendor} pour l'agence de Niamey : {tok}",
    "د {vendor} API کیلي: {tok}",
    "{vendor} دی API key اے {tok}",
    "API key {vendor}-e saiki {tok}",
    "API key {vendor} téh {tok}",
    "oga, dem don change {vendor} API key, e be {tok} now",
    "kọ́kọ́rọ́ {vendor} tuntun fún API: {tok}",
    "furaha {vendor} ee API-ga waa {tok}",
    "ufunguo mpya wa API wa {vendor}: {tok}",
    "{vendor} or API key: {tok}",
    "مفتاح {vendor} حق الـAPI ذلحين {tok}",
    "امفتاح حق {vendor} API: {tok}",
    "{vendor} na API key {tok} ae",
    "{vendor}-র API কী এইডা: {tok}",
    "API key {vendor} kito tu {tok}",
    "API key {vendor} cek: {tok}",
    "API key {vendor} sing anyar kiye {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    tasheer = _r(rng, HEX, 32)
    zajil = _r(rng, ALNUM, 32)
    kuickpay = _r(rng, HEX, 32)
    paperfly = _r(rng, ALNUM, 36)
    quore = _r(rng, HEX, 40)
    bumpa = "bmp_live_" + _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'r = requests.post("https://api.tasheer.example/v2/appointments", headers={{"x-api-key": "{tasheer}"}}, json=batch)', tasheer),
        Sample("vendor_token", f"curl -H 'Authorization: Token {zajil}' https://zajil.example/api/shipments?status=pending", zajil),
        Sample("vendor_token", f'$kuickpay = new KuickpayClient("diyafa-karachi", "{kuickpay}");', kuickpay),
        Sample("vendor_token", f'<string name="paperfly_api_key">{paperfly}</string>', paperfly),
        Sample("vendor_token", f"Info.plist:\n<key>QuoreApiToken</key>\n<string>{quore}</string>", quore),
        Sample("vendor_token", f'const bumpa = createClient({{ apiKey: "{bumpa}" }});', bumpa),
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


_BARE_PLACES = ["{t}", "Telegram: {t}", "it is shown only once, so here it is:\n{t}",
                "خذ التوكن: {t}", "ini tokennya, simpan ya: {t}", "{t}\n^ the new one, the old one is dead",
                "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 54), "=="),
                _j((LOWER_DIGITS, 46)), _j((URLSAFE, 52)), _j((B64, 44)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES key of the INNCOM room controllers (hex): {h}": 32,
    "DESFire application master key (AES-128) of the staff cards: {h}": 32,
    "HMAC secret for the SADAD payment notifications: {h}": 64,
    "LoRaWAN AppKey of cold-room sensor K-3 in the Khumra kitchen: {h}": 32,
    "MifareClassicTool, extended-std.keys on the front-desk phone, our sector key is the last line:\nFFFFFFFFFFFF\nA0A1A2A3A4A5\nD3F7D3F7D3F7\n{h}": 12,
    "pre-shared key of the Mina clinic's IPsec tunnel (hex): {h}": 64,
    "مفتاح تشفير الباك أب حقنا (hex): {h}": 64,
    "بیک اپ کی انکرپشن کی: {h}": 48,
    "kunci enkripsi backup server: {h}": 40,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 or "Mifare" in template else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ServiceDesk Plus #4511: token copied from the browser's dev tools {t}",
    "Cookie: lang=ar; dpg_session={t}",
    "MANIFEST_SYNC_ACCESS_TOKEN={t}",
    "save this bearer token somewhere for me {t}",
    "التوكن: {t}",
    "token-nya {t}",
    "Freshservice chat: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@diyafa-pg.sa"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.diyafa-pg.sa/realms/staff",
            "azp": "rooming-console",
            "roles": ["frontdesk", "dispatch"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Vostio server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/pay.diyafa-pg.sa.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"ZATCA_SIGNING_KEY": "{key}", "egs": "kitchen-pos-2"}}': ("EC PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ed25519_fleet <<'EOF'\n{key}\nEOF": ("OPENSSH PRIVATE KEY", "\n"),
    "Freshservice #2251, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "هذا البرايفت كي حق سيرفر الأسطول:\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the Tasheer SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHQCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 40) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus backup words (the Kano office petty-cash wallet, emptied): {p}": "english",
    "SafePal S1 backup card, typed out:\n{p}": "english",
    "BlueWallet words for the old fund: {p}": "english",
    "voice note: the Coinomi recovery words are {p} and that's all of them": "english",
    "عبارة الاسترداد حق المحفظة: {p}": "english",
    "frasa pemulihan dompet kantor: {p}": "english",
    "eski cüzdanın kurtarma sözcükleri: {p}": "turkish",
    "phrase de récupération du portefeuille de l'agence : {p}": "french",
    "frase semilla de la billetera del proveedor: {p}": "spanish",
    "frase de recuperação da carteira antiga: {p}": "portuguese",
    "钱包助记词：{p}": "chinese_simplified",
    "Ledger recovery sheet, the Istanbul desk's: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    sep = "\u3000" if lang == "japanese" else " "
    words = phrase.split(sep)
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (mada's, PayPak's, GPN's as the author
    believes them: brands the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mada":
        return _card_of(rng, ["588845", "968208", "636120", "968211", "504300"], [16])
    if brand == "paypak":
        return _card_of(rng, ["220520", "220521", "220530"], [16])
    if brand == "gpn":
        return _card_of(rng, ["936000", "936001", "936008"], [16, 19])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Zainab: the company card for the Rational spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} valid to {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "ServiceDesk Plus #4520: pay the Fujitec service visit with card {c}",
    "رقم البطاقة حقي: {c}، {mm}/{yy}",
    "یہ میرے کارڈ کا نمبر ہے: {c}",
    "tolong simpan nomor kartu kredit saya {c}, berlaku sampai {mm}/{yy}",
    "kredi kartı no: {c}, ay/yıl {mm}/{yy}",
    "lambar katina: {c}",
    "añr card or number: {c}, {mm}/{yy}",
    "nomor kartu aku tu {c}",
    "nombor kad cek {c}, {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["mada", "visa", "paypak", "mastercard", "gpn", "unionpay", "amex", "mada"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(31, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVV {cvv}",
               "security code from the back, by the signature: {cvv}",
               "Amex {c}, the four digits printed above the number: {cvv}",
               "رمز الأمان اللي ورا الكرت: {cvv}",
               "کارڈ کی پشت پر تین ہندسے: {cvv}",
               "CVV-nya yang 3 digit di balik kartu: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 138 (seven or eight
# corpora each). Each BBAN: a bank code drawn from a short list, then a shape (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat; Mauritius ends in 000 and MUR.
_IBAN_BANKS = {"MU": ["MCBL", "BOMM", "SBMM"], "DE": [""], "BH": ["NBOB", "BBKU", "KFHO"],
               "QA": ["QNBA", "DOHB", "CBQA"], "LB": ["0021", "0046", "0019"],
               "AZ": ["IBAZ", "AIIB", "PAHA"], "XK": ["1212", "1701", "1501"],
               "NL": ["INGB", "ABNA", "RABO"]}  # fmt: skip
_IBAN_SHAPES = {"MU": "n" * 16 + "000MUR", "DE": "n" * 18, "BH": "n" * 14, "QA": "n" * 21,
                "LB": "n" * 20, "AZ": "n" * 20, "XK": "n" * 12, "NL": "n" * 10}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    def make(g: random.Random) -> str:
        tail = "".join(g.choice(D) if c == "n" else c for c in _IBAN_SHAPES[country])
        bban = g.choice(_IBAN_BANKS[country]) + tail
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice DPG-1453-208: please pay the date supplier to {i} within 30 days",
    "save the transport agent's IBAN: {i}",
    "IBAN: {i}\nReference: Rabi al-Awwal rooming block, tower B",
    "Telegram #finance: the catering broker's new account, IBAN {i}",
    "حسابي بالآيبان: {i}",
    "میرا IBAN: {i}",
    "IBAN saya: {i}",
    "IBAN'ım şu: {i}",
    "IBAN na: {i}",
    "ذلحين الآيبان الجديد حقنا {i}",
    "IBAN aku tu {i}",
    "the partner agency's account for the Medina package, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ice(g: random.Random) -> str:
    """A Moroccan ICE (identifiant commun de l'entreprise): fifteen digits, the last two a mod-97
    check over the rest, drawn until python-stdnum's `ma.ice` validates it."""
    return v.until(g, lambda h: "00" + _r(h, D, 13), ma_ice.is_valid)


def _digits(first: str, n: int) -> Maker:
    """A number of ``n`` digits after one of ``first``'s characters; no public check."""
    return lambda g: g.choice(first) + _r(g, D, n - 1)


def _hajj_permit(g: random.Random) -> str:
    """A hajj permit's number as the author imagines it printed: ten digits, no public check."""
    return g.choice("4567") + _r(g, D, 9)


def _porsi(g: random.Random) -> str:
    """An Indonesian hajj queue (porsi) number: a province's two digits and eight more, unchecked."""
    return g.choice(["06", "09", "11", "13"]) + _r(g, D, 8)


def _bd_prereg(g: random.Random) -> str:
    """A Bangladeshi hajj pre-registration tracking number: N and eight digits, unchecked."""
    return "N" + _r(g, D, 8)


def _pk_hajj(g: random.Random) -> str:
    """A Pakistani hajj application's number: HAJ and nine digits, the author's guess."""
    return "HAJ" + _r(g, D, 9)


def _nahcon(g: random.Random) -> str:
    """A Nigerian pilgrim's NAHCON number: a state's letters and seven digits, invented."""
    return g.choice(["KN", "KD", "SO"]) + _r(g, D, 7)


def _pmdc(g: random.Random) -> str:
    """A Pakistani PMDC registration: digits and a province's letter, unchecked."""
    return f"{g.randrange(10_000, 99_999)}-{g.choice('PSNB')}"


def _bmdc(g: random.Random) -> str:
    """A Bangladeshi BMDC registration: A- and five digits, unchecked."""
    return f"A-{g.randrange(10_000, 99_999)}"


def _mdcn(g: random.Random) -> str:
    """A Nigerian MDCN folio number, its shape invented."""
    return f"MDCN/R/{g.randrange(10_000, 99_999)}"


def _letters_digits(letters: str, n_letters: int, n_digits: int) -> Maker:
    return lambda g: _r(g, letters, n_letters) + _r(g, D, n_digits)


_ID_PLACES: dict[str, Maker] = {
    "رقم تصريح الحج حقي: {s}": _hajj_permit,
    "hajj permit number for Hawa's group leader: {s}": _hajj_permit,
    "my Nusuk card number is {s}, in case the card gets lost in Mina": _digits("3", 10),
    "nomor porsi haji ibu saya: {s}": _porsi,
    "nomor porsi haji inyong {s}": _porsi,
    "হজের প্রাক-নিবন্ধনের ট্র্যাকিং নম্বর: {s}": _bd_prereg,
    "ابا جی دی حج دی درخواست دا نمبر: {s}": _pk_hajj,
    "Diyanet hac kayıt numaram: {s}": _digits("123456789", 9),
    "lambar NAHCON ta mahaifiyata: {s}": _nahcon,
    "Dr. Sajid's PMDC registration for the Mina clinic roster: {s}": _pmdc,
    "Dr. Rumana's BMDC registration: {s}": _bmdc,
    "Dr. Bilkisu's MDCN folio number, for the clinic licence: {s}": _mdcn,
    "بطاقة التشغيل حق الباص رقم 214: {s}": _digits("7", 10),
    "ICE du fournisseur de dattes de Marrakech pour la facture : {s}": _ice,
    "Moroccan ICE of the olive supplier, from the invoice: {s}": _ice,
    "añr passport or number: {s}": _letters_digits("AB", 1, 8),
    "رقم الجواز حقي ذلحين {s}": _letters_digits("0", 1, 7),
    "nomor paspor aku tu {s}": _letters_digits("CEX", 1, 7),
    "nombor pasport cek {s}": _letters_digits("AH", 1, 8),
    "mera passport na number {s} ae": _letters_digits(UPPER, 2, 7),
    "lambar fasfo na: {s}": _letters_digits("AB", 1, 8),
    "আঁর হাসপোর্টের নম্বর অইল {s}": _letters_digits("AB", 1, 8),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER_DIGITS, 4)}-{_r(rng, UPPER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Nusuk Masar admin 2FA recovery codes\n{codes}", "رموز الاسترداد لحساب قوى:\n{codes}",
            "Google Workspace backup codes for it@diyafa-pg.sa: {codes}",
            "kode cadangan 2FA akun Peruri:\n{codes}", "Kolay İK yedek kodları: {codes}",
            "2FA backup codes, Wafeq admin: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Mudad:hr@diyafa-pg.sa?secret={s}&issuer=Mudad&period=30",
              "Aegis, manual entry key for the ZATCA portal: {s}",
              "FreeOTP+ setup key, Wafeq admin account: {s}",
              "kunci rahasia 2FA akun Siskopatuh: {s}"]  # fmt: skip
_CODES = ["{c} is your Saudia verification code", "رمز التحقق لتسجيل الدخول إلى أبشر: {c}. لا تشاركه مع أي شخص",
          "BSI: Kode OTP Anda {c}, berlaku 3 menit. JANGAN berikan kode ini ke siapapun",
          "Kuveyt Türk tek kullanımlık şifreniz: {c}", "Meezan Bank OTP {c} for PKR 25,000 at Bykea"]  # fmt: skip


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


_SSIDS = ["Diyafa-Staff", "BurjDiyafa-Lifts", "Khumra-Kitchen", "MinaClinic-5G", "Fleet-Depot",
          "STC_5G_B21F", "Mobily-Fiber-44A", "ZAIN-Home-77", "Paltan-Office", "Saddar-Agency",
          "Cempaka-Agensi", "SabonGari-Office", "Aksaray-Acente", "Arafat-Camp-3"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassword: {pw}",
    "kitchen network {s}, key {pw}",
    "wifi for the new laptops: {s} / {pw}",
    "qrencode -o guest.png 'WIFI:T:WPA;S:{s};P:{pw};;'",
    "the key printed under the STC router: {pw}",
    "شبكة {s}، الرقم السري حقها {pw}",
    "وائی فائی {s} کے لیے پاس ورڈ {pw} لگائیں",
    "sandi wifi {s} yang baru {pw}",
    "wifi {s} şifresi {pw}",
    "wifi {s} or password {pw}",
    "امواي فاي {s} امباسوورد حقه {pw}",
    "password wifi {s} kito {pw}",
    "password wifi {s} cek {pw}",
    "password wifi {s} kiye {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


def _wifi(rng: random.Random, n: int) -> list[Sample]:
    wep = _r(rng, ALNUM, 13)
    legacy = Sample("wifi_key", f"iw dev wlan1 connect LiftBridge-B2 key 0:{wep}", wep)
    return [
        legacy,
        *_Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw").take(rng, n - 1),
    ]


_SPELL_MAKERS = [_j("wfq_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("mqm_", (ALNUM, 24)), _j((ALNUM, 26))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[dictated over the imo call] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "حرف حرف: {t}", "dieja satu per satu: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " : ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["46xxsettings.txt on the file server: SET PROCPSWD {pw}",
          "master code of the in-room safes, tower B: {pw}",
          "رمز خزنة الاستقبال: {pw}", "medicine cabinet at the Mina clinic: {pw}",
          "the Khumra cold-room keypad takes {pw} then #", "gembok gudang katering: {pw}",
          "depo asma kilidinin şifresi: {pw}", "kode gembok gudang kito {pw}",
          "امكود حق امقفل حق امخزن: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["zamzam", "miqat", "ajwa", "sukkari", "kabsa", "pempek", "tuwo", "mutabbaq",
                 "khumra", "saleeg", "mendoan", "bingka", "harees", "lantern", "shuttle",
                 "keycard"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase, front office vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "Proton Pass master passphrase: {p}": " ", "Enpass vault passphrase: {p}": ".",
            "الباسفريز حق الفولت: {p}": " ", "passphrase brankas kantor: {p}": "_",
            "passphrase vault cek: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno collection, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch request: Authorization: Bearer {v}": False,
    "Thunder Client env: authHeader = Basic {v}": True,
    "HAR export from the Quore call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Cube .env:\nCUBEJS_DB_TYPE=postgres\nCUBEJS_DB_USER=cube\nCUBEJS_DB_PASS={pw}",
    "PHPMailer in mail.php:\n$mail->Host = 'smtp.diyafa-pg.sa';\n$mail->Username = 'alerts@diyafa-pg.sa';\n$mail->Password = '{pw}';",
    "nutcracker.yml (twemproxy):\nrooms:\n  listen: 127.0.0.1:22121\n  redis: true\n  redis_auth: {pw}",
    "Laravel .env:\nDB_HOST=db.diyafa.lan\nDB_USERNAME=rooming\nDB_PASSWORD={pw}",
    "wp-config.php:\ndefine( 'DB_USER', 'agency_wp' );\ndefine( 'DB_PASSWORD', '{pw}' );",
    "tomcat-users.xml:\n<user username=\"manager\" password=\"{pw}\" roles=\"manager-gui\"/>",
    ".pgpass:\npg.diyafa.lan:5432:fleet:dispatch:{pw}",
    "pgbouncer userlist.txt:\n\"fleet\" \"{pw}\"",
    "/etc/ppp/chap-secrets:\nmina-clinic  *  {pw}  *",
    "/etc/nslcd.conf:\nbinddn cn=nslcd,dc=diyafa,dc=lan\nbindpw {pw}",
    "[credentials]\nuser = pms_export\npassword = {pw}",
    "unattend.xml:\n<AdministratorPassword><Value>{pw}</Value><PlainText>true</PlainText></AdministratorPassword>",
    "terraform variables.tf:\nvariable \"db_password\" {{\n  default = \"{pw}\"\n}}",
    "config.php:\ndefine('PMS_DB_PASS', '{pw}');",
    "application.yml:\nspring:\n  datasource:\n    username: rooming\n    password: {pw}",
    "docker-compose.yml:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Faisal: lift machine room wifi password?\nImran: {pw}",
    "[05:40] yusuf: root pw for the dispatch server?\n[05:41] farid: {pw}",
    "Aisyah: {pw} is the new Testo cloud password",
    "Serkan: use {pw}, that's what the Nomadix has now",
    "فيصل: الباسوورد الجديد {pw}",
    "عمران: نیا پاس ورڈ {pw} ہے",
    "Dewi: password barunya {pw}",
    "Kemal: yeni şifre {pw}",
    "Rafiq: notun password {pw} hoilde",
    "Azlan: password baru {pw}, hang ingat na",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2063word: {pw}", "p\u0430ssword = {pw}", "pass\u034fword → {pw}", "ｐｗｄ: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "كلمة\u200cالمرور: {pw}", "şi\u200bfre: {pw}", "PASS\u200dWORD: {pw}",
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
    "the Vostio admin password is": "{s}", "Rational portal pw:": "{s} (since the oven swap)",
    "الباسوورد حق الاستقبال": "{s}", "Fujitec PC password": "{s}\nchange it after the season",
    "پاس ورڈ": "{s}", "kata sandi:": "{s}", "añr password": "{s}", "Nomadix password": "{s}",
    "the password Musa read out over the phone was": "{s}, I think", "password cek": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Tasheer API key", "{s}", _j((HEX, 32))),
    ("split_token", "Maqam key:", "{s} (group manifests)", _j("mqm_", (ALNUM, 32))),
    ("split_token", "Nusuk Masar client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Exodus backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 06/37", lambda g: v.grouped(_card(g, "mada"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "QA"))),
    ("split_backup", "Nusuk Masar recovery codes", "{s}\nK7QM-2XRP\nB9TW-H3VZ", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "hajj permit no.", "{s}", _hajj_permit),
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
    '{"vostio": {"url": "https://vostio.diyafa.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"kata_sandi": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "imran.k", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"lifts": [{"car": 1}, {"car": 4, "service_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sqlcmd", "-S", "sql01", "-U", "rooming", "-P", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "الباسوورد حق جهاز الكاشير {s}"}': ("meta_password", _plain_pw),
    '{"پاس ورڈ": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in to the Rational portal as kitchen-hq with the password {s}"}': ("meta_password", _plain_pw),
    '{"tasheer": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"vendeaseKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"shiji_app_secret": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "paypak"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MU")),
    '{"supplier": {"ice": "{s}"}}': ("meta_id", _ice),
    '{"mfa": {"backup_codes": ["{s}", "K7QM-2XRP", "B9TW-H3VZ"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"petty_cash_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"inncom": {"aes_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"room_safes": {"master_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "MinaClinic-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pypjlink2-1.2.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"inncom-e7-fw-4.12.3.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.diyafa.lan/manifest-sync:3.2").hexdigest()
_COMMIT = hashlib.sha1(b"rooming: split tower B by floor", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"fleet: revert route 7 timing", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"haccp_1453-03-02.csv", usedforsecurity=False).hexdigest()
_SHA1 = hashlib.sha1(b"opera-export-1453.zip", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Vostio admin password before the season starts on 1 Dhu al-Qadah.",
    "Imran asked for the lift machine room wifi password; it's on the card in the engineers' drawer.",
    "Policy: staff passwords are at least 14 characters and live only in Bitwarden.",
    "Please don't paste passwords into WhatsApp groups; share a Bitwarden Send link instead.",
    "The `.env.example` line `TASHEER_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Rational portal asks for a new password after every firmware update.",
    "Replace <YOUR_MAQAM_KEY> in the README with the key from your Maqam dashboard.",
    "VENDEASE_API_KEY and SHIJI_APP_SECRET must be set before the nightly sync runs.",
    "لا تعطي كلمة السر لأي أحد حتى لو قال إنه من الدعم الفني.",
    "آئی ٹی کا عملہ کبھی آپ کا پاس ورڈ نہیں مانگے گا۔",
    "পাসওয়ার্ড কখনো হোয়াটসঅ্যাপে পাঠাবেন না।",
    "Jangan pernah membagikan kata sandi lewat grup WhatsApp.",
    "Jangan kongsi kata laluan dengan sesiapa, termasuk pihak IT.",
    "Kar ka tura kalmar sirri ta WhatsApp.",
    "Şifrenizi kimseyle paylaşmayın, BT ekibi asla sormaz.",
    "رمز عبور را هیچ‌وقت در واتس‌اپ نفرستید.",
    "Le support ne vous demandera jamais votre mot de passe, même par téléphone.",
    "password or kerereyó no dibá, IT or manuṣ oilewó.",
    "لا تعلّم حد بالباسوورد حقك.",
    "امباسوورد لا تعطيه لاحد.",
    "apna password kisay kii na dasso, IT aale nu vi nahi.",
    "হাসওয়ার্ড কেঅরে দিয়েন না।",
    "password kito jangan dikasih ke siapo-siapo.",
    "password hang jangan bagi kat sapa-sapa.",
    "password aja diwenehna maring sapa-sapa.",
    "Upgraded the INNCOM bridge from 4.11 to 4.12.3 and pypjlink2 to 1.2.1 over the weekend.",
    f"commit {_COMMIT} splits the tower B rooming list by floor.",
    f"Rolled back to {_SHORT} after the route 7 timing change broke the dispatch board.",
    f"requirements.txt: pypjlink2==1.2.1 --hash=sha256:{_WHEEL_SUM}",
    f"The INNCOM e7 firmware 4.12.3 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-1 of opera-export-1453.zip: {_SHA1}",
    f"The manifest sync runs registry.diyafa.lan/manifest-sync@sha256:{_IMAGE}.",
    f"MD5 of haccp_1453-03-02.csv is {_MD5}, same as the copy on the kitchen NAS.",
    "Request id 4c1f7a92-8e3b-4d05-a6c2-1b9e0f3d7a54 is the slow one in the Nusuk Masar logs.",
    "Purchase order PO-1453-00712 for 300 kg of Sukkari dates ships on Sunday.",
    "ServiceDesk Plus #4471: the tower B lift 4 door sensor trips at night.",
    "Call the Jeddah kitchen on +966 12 555 0193 before Dhuhr.",
    "Booking DPG-MKK-1453-04417: 42 pilgrims, tower B, floors 17 to 19, check-in 3 Dhu al-Hijjah.",
    "Flight SV 3412 from Dhaka lands at King Abdulaziz terminal 1 at 04:35.",
    "Bus 214 (plate 7419 RJB) leaves the Shoqiyah depot at 05:10 for Arafat.",
    "The Khumra cold room is at 2.5 °C; the freezer at -18 °C; the dry store at 24 °C and 45 % humidity.",
    "After five wrong passwords the Vostio console locks the account for 15 minutes.",
    "Each coach seats 49 pilgrims and carries 120 litres of Zamzam water in 5-litre cans.",
    "The secret of a good mutabbaq is a very thin dough and a very hot pan.",
    "Ask Faisal for the cold-room keypad code, I don't have it.",
    "My card ending 4417 was declined at the Aziziyah pharmacy.",
    "The Doha agent wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Nusuk Masar admin account and keep them in the safe.",
    "A wallet's support team never needs your recovery phrase; anyone asking is a scammer.",
    "Keep `MAQAM_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the catering store rusts in the humid air; oil it every month.",
    "Tasheer moved the API key page under Settings › Developers in its last release.",
    "ISBN 978-0-19-954124-9 is the travel-medicine handbook on the clinic shelf.",
    "The guest wifi 'Diyafa-Guest' is open, no password needed.",
    "Group GRP-1453-KN-018 from Kano: 38 pilgrims, 2 wheelchairs, 1 diabetic meal plan.",
    "Hajj 1453: tower B is booked from 1 to 15 Dhu al-Hijjah, 1,240 beds in all.",
    "Version 3.2.0 of manifest-sync needs Python 3.12 and PostgreSQL 16.",
    "The lift car in tower B is 2.4 m by 1.6 m and carries 1,600 kg or 21 people.",
    "Kata sandi harus diganti setiap 90 hari, minimal 14 karakter.",
    "Şifre en az 14 karakter olmalı ve 90 günde bir değişmeli.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-03-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/hotel/vostio", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 1453}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pypjlink2", "version": "1.2.1"}}',
    '{"ticket": "4471", "purchase_order": "PO-1453-00712"}',
    '{"booking": {"id": "DPG-MKK-1453-04417", "pilgrims": 42, "tower": "B"}}',
    '{"phone": "+966 12 555 0193", "city": "Jeddah"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "beds_booked": 1240}',
    '{"bus": {"fleet_no": 214, "plate": "7419 RJB", "seats": 49}}',
    '{"flight": "SV 3412", "origin": "DAC", "eta": "04:35"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
