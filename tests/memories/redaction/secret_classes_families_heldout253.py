# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-fifty-third corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-forty-ninth's
docstring, the fifth to two-hundred-and-forty-ninth only to search them (grep) for the languages,
wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the
library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the two-hundred-and-fiftieth to
two-hundred-and-fifty-second), any other test, the reports, the benchmarks, the rest of
docs/security.md, the changelog nor the git history, and the scrubber was never run on it. Its own
seed (253418907), password words (an oil-mill word, a Kathiawar town, a number and a sign; two Gir
words and a number; a name, a birth year, a sign and a town; leet words of magfali, singtel,
pital, saavaj, kesar, Jafrabadi, Morbi, Rajkot, Gir forest and dudhal with a year; an oil tin's
size in litres, a number and a sign; a safari Gypsy's registration, its route and a year,
`GJ11…-R7-2031`, the way the booking desk notes a run; a town, a brass part and a year joined by
dots; a tile's size and a sign; a brass part in capitals with a number; a name, `Ni` and a Gir
word; a generator's three groups and random runs), names, places, templates, tools, vendors and
layouts, the way the staff of a fictional Kathiawar company (a groundnut oil mill in Rajkot, a
brass parts workshop in Jamnagar, a lion-safari jeep booking desk at Sasan Gir, a ceramic tile
factory's dispatch office in Morbi and a milk-collection centre run by a Maldhari cooperative)
leak secrets into an assistant's memory. The texts are chats with times (WhatsApp, Truecaller
chat, Google Messages, an Instagram DM), tickets, wiki breadcrumbs and tables, notes, e-mails,
runbooks, READMEs, shell and PowerShell prompts, Termux, voice-memo transcripts, dictated text and
requests to the assistant itself; the separators run from a colon, "is" (`છે`, `che`, `है`,
`hai`, `आहे`, `aahe`) and a dash to an arrow (`→`), an emoji (`👉`, `🔑`), a new line, typographic
and French quotes, backticks and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of earlier corpora
that name each): in none, Rajkot, Jamnagar, Sasan Gir, Maldhari, Kathiawadi, Gypsy, Tinytech,
Jyoti CNC, Ace Micromatic, Mitutoyo, Renishaw, Trimos, System Ceramics, Siti B&T, Milkotester,
Realtime Biometrics, Exide, Amara Raja, GTPL, Hathway, Tata Play, Akashganga, Prompt Dairy Tech,
DairyPlus, Zoomcar, Revv and `nmap --script … mysqlpass=` as a command line; in one, Morbi,
Udyam, `dbunload -c`, `dbbackup -c`, `pg_dumpall`, `vacuumdb`, `reindexdb`, `argocd repo add` and
`presto --password`; in two, Truecaller, Google Messages, Instagram DM, e-Shram, FSSAI,
`paexec -p`, `mongofiles`, `mongoexport`, `pg_restore`, `poetry config http-basic`, `tnftp`,
`axel`, `mytop`, `pgcenter`, `mariadb-backup`, `ncrack --pass`, `s3cmd --secret_key` and
`boundary authenticate password`. The common layouts and commands (env files, `export`,
compose files, systemd drop-ins, settings.py, wp-config, odoo.conf, grafana.ini, hostapd, rclone,
chap-secrets, Node-RED, Zabbix, `.pgpass`, `mysqldump`, `smbclient -U`, `xfreerdp /p:`, `zip -P`,
`7z -p`, `sshpass -p`, `curl -u`, `htpasswd -b`, `redis-cli -a`, `lftp -u`, `ldapsearch -w`,
`mosquitto_pub -P`, database URLs, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the
`WIFI:` QR string, CSV rows, Markdown tables, YAML, Bitwarden, KeePassXC, Enpass, VeraCrypt,
BitLocker and Aegis), all named in many earlier corpora, are in wordings of their own.

About half of the secret samples are in other languages than English (Indian English texting
with Gujarati mixed in, `bapu`, `bhai`, `ho`, counts as English here): Gujarati in Gujarati script
(`પાસવર્ડ … છે`, `મારો` "my", `નવો` "new", `કોઈને કહેતા નહીં` "don't tell anyone", `આભાર`
"thanks", `આ રહ્યો` "here it is", `નો`/`નું` "of", `યુઝરનેમ`, `કોડ`, `તાળાનો કોડ` "the lock's
code", `એક એક અક્ષર` "letter by letter", `આધાર નંબર`, `રેશન કાર્ડ`, `લાયસન્સ`) and romanised
Gujlish (`maro password … che`, `navo`, `koine kehta nahi`, `koine aapta nahi` "don't give it to
anyone", `aabhar`, `aa rahyo`, `lakhi lejo` "write it down", `no`/`ni`/`nu` "of", `ane` "and",
`pachi` "after", `chhelle` "at the end", `badli nakhyo` "changed it", `taala no code`);
Kathiawadi words (`bapu`, `halo bhai`, `haav` "yes", `j che` "is indeed"); Hindi in Devanagari
(`मेरा पासवर्ड है`, `किसी को मत बताना`, `धन्यवाद`, `नया`, `का`, `तिजोरी का कोड`, `आपका OTP … है,
किसी को न बताएं`) and romanised (`password … hai`, `kisi ko mat batana`, `shukriya`, `naya`,
`ye hai`, `pehle … phir`, `ek ek akshar`); Marathi from the migrant workers as a few phrases
(`माझा पासवर्ड … आहे`, `कोणाला सांगू नका`, `नवीन`, `तुमचा OTP … आहे`, `maza … aahe`, `kunala
sangu naka`, `dhanyavad`, `cha`/`chi` "of", `kulupacha code` "the padlock's code", `pudhche chaar
ank` "the four digits in front"); Portuguese, Italian, Spanish, French, Japanese and Czech only
around seed phrases kept by relatives and suppliers abroad. The wordings are the author's
approximations, checked by no speaker; the thinnest guesses are the Kathiawadi `haav` and `j
che`, the Gujlish `badli nakhyo` and `koine aapta nahi`, `ગોડાઉનના તાળાનો કોડ` as the way a
godown's lock code is written, the Marathi `kulupacha code` and `Amex card chya pudhche chaar
ank`, and the Gujarati `Amex ના આગળના ચાર અંક`.

Vendors (Fyers, Angel One, Shoonya, 5paisa, Sensibull, Paisabazaar, Zoomcar, Revv, Cashify,
WheelsEye, Prompt Dairy Tech, DairyPlus, Akashganga, mooOn, GTPL, Hathway, Tata Play, IDFC FIRST
Bank, Equitas, Suryoday, Utkarsh, Jana Small Finance, OneCard, Uni Cards, Shree Maruti Courier,
Shree Anjani Courier, Professional Couriers, VRL Logistics, LetsTransport, Bizom, FieldAssist,
Salesken, Wabis, BotSpace, Spine HRMS, Pocket HRMS, Qandle, Saral PayPack, IRIS GST, Munim,
Swiggy, Zomato, Magicpin, Posist and DotPe) are ones heldouts 5 to 249 do not name (grepped by
name). No shape here is one the author knows to be real: every one is a guess (hex, base64,
URL-safe, upper-case and alphanumeric runs, UUIDs, JWTs for Sensibull and Swiggy, and the
`zc_live_`, `oc_sk_`, `lt_` and `bs_` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: India's
Aadhaar (`stdnum.in_.aadhaar`, Verhoeff), the GSTIN of Gujarat (state 24, `stdnum.in_.gstin`,
Luhn mod 36) and Mauritius's national id (`stdnum.mu.nid`, mod 17; by grep `mu.nid` is in three
earlier corpora, `in_.aadhaar` in two, `in_.gstin` in four); India's PAN is validated by
`stdnum.in_.pan` for its format and holder type only. Kinds no library or this file checks (no
check-digit algorithm is written here; the shapes are guesses): an ABHA health account number,
an e-Shram UAN, an FSSAI licence, a Udyam registration, a Gujarat driving licence, an Indian
passport and a Gujarat ration card. Card numbers pass Luhn (RuPay prefixes drawn here and the
value helpers' Visa, Mastercard, Amex, Discover, UnionPay and JCB, checked with python-stdnum's
`luhn`); the card codes are Amex's four-digit CIDs only, drawn so that none reads as a year. India
issues no IBANs; the IBANs are of Qatar, Kuwait, Bahrain, Mauritius, Oman and the United Arab
Emirates, where the region's families work (a rough count over the country codes quoted in
heldouts 5 to 249 finds each in twenty-one to twenty-five corpora), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Portuguese, Italian, Spanish,
French, Japanese and Czech lists, each drawn until `Mnemonic(lang).check` accepts it. Counts: 390
secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret unique), 60
clean texts and 10 clean metadata dicts.
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
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import gstin as in_gstin
from stdnum.in_ import pan as in_pan
from stdnum.mu import nid as mu_nid

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 253_418_907
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


_MILL = ["Magfali", "Singtel", "Ghani", "Khol", "Expeller", "Kapas", "Tavdi", "Dabba", "Jeera",
         "Rayda", "Tal", "Kacchi"]  # fmt: skip
_BRASS = ["Pital", "Ferrule", "Knurl", "Insert", "Nipple", "Elbow", "Bushing", "Tee", "Socket"]
_GIR = ["Saavaj", "Sinh", "Sinhan", "Kesar", "Jafrabadi", "Gir", "Kankai", "Hiran", "Shingoda",
        "Devalia", "Baniya", "Nesdo"]  # fmt: skip
_TILES = ["Glaze", "Kiln", "Slab", "Vitrified", "Porcelain", "Satin", "Matt", "Carving"]
_PLACES = ["Rajkot", "Jamnagar", "Sasan", "Morbi", "Gondal", "Jetpur", "Wankaner", "Dhoraji",
           "Upleta", "Amreli", "Visavadar", "Talala", "Mendarda", "Khambha", "Dhari", "Kalawad",
           "Lalpur", "Dhrol"]  # fmt: skip
_NAMES = ["Bhikha", "Ramde", "Jiva", "Hiru", "Puna", "Dhanabhai", "Raniben", "Kanku", "Velji",
          "Govind", "Hansa", "Jashoda", "Mansukh", "Haresh", "Nilesh", "Dipti", "Bhavna", "Pravin",
          "Santosh", "Ganesh", "Vitthal", "Sunita", "Meghji", "Lakha", "Jamna", "Devayat"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["M4gf4l1", "S1ngt3l", "P1t4l", "S4v44j", "K3s4r", "J4fr4b4d1", "M0rb1", "R4jk0t",
         "G1rF0r3st", "Dudh4l"]  # fmt: skip


def _tin(g: random.Random) -> str:
    """An oil tin's size, a word and a sign, the way the mill's packers joke a password together."""
    return f"{g.choice(_MILL)}{g.choice([5, 15])}Ltr{g.randrange(10, 100)}{g.choice(_SYMBOLS)}"


def _gypsy(g: random.Random) -> str:
    """A safari jeep's registration, its route and a year, as the booking desk notes a run."""
    return f"GJ11{_r(g, UPPER, 2)}{g.randrange(1000, 10_000)}-R{g.randrange(1, 14)}-{g.randrange(2024, 2032)}"


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_MILL)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_GIR, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _tin,
    _gypsy,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_BRASS).lower()}.{g.randrange(1960, 2031)}",
    lambda g: f"{g.choice(_TILES)}{g.choice(['600x1200', '800x1600', '300x600'])}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_BRASS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: f"{g.choice(_NAMES)}Ni{g.choice(_GIR)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp group 'Mill night shift', Mansukh: the Tinytech expeller panel password is {pw}",
    "Truecaller chat from Haresh: Jyoti CNC PX10 controller admin password {pw}",
    "[21:14] Nilesh: Ace Micromatic turning centre, service password {pw}",
    "Google Messages from Pravin: Mitutoyo SJ-410 surface tester password {pw}",
    "Instagram DM (wrong place, sorry): Renishaw OMP40 probe software password {pw}",
    "note to self: Trimos V7 height gauge export PC password {pw}",
    "Dispatch office Morbi, ticket 3318: System Ceramics kiln HMI password {pw}",
    "Siti B&T press line supervisor password for the night shift: {pw}",
    "Milkotester Master Pro analyser at the Maldhari centre, admin password {pw}",
    "Realtime Biometrics T52 attendance device password {pw} (the Jamnagar gate)",
    "Exide inverter monitoring app password for the safari desk: {pw}",
    "Amara Raja battery bank portal, password {pw}",
    "GTPL broadband self-care password for the Rajkot mill: {pw}",
    "Hathway router admin password at the Jamnagar workshop is {pw}",
    "Tata Play account password for the lodge lobby TV: {pw}",
    "Akashganga milk collection software operator password {pw}",
    "Prompt Dairy Tech DPMCU password for the collection centre: {pw}",
    "DairyPlus app, society admin password {pw}",
    "Zoomcar host account for the spare safari Gypsy: password {pw}",
    "Revv partner login password {pw}, don't share it with the drivers",
    "Mitutoyo MeasurLink server password is {pw}",
    "please remember the Jyoti CNC DNC share password: {pw}",
    "મારો નવો પાસવર્ડ છે {pw}, કોઈને કહેતા નહીં",
    "Tinytech ઘાણીના પેનલનો પાસવર્ડ: {pw} — આભાર",
    "મિલ્કોટેસ્ટરનો પાસવર્ડ 👉 {pw}",
    "ડેરીપ્લસ એપનો પાસવર્ડ આ રહ્યો: {pw}",
    "bapu, Hathway router no password che {pw}, koine kehta nahi",
    "maro navo password {pw} che, lakhi lejo",
    "halo bhai, Siti press no password aa rahyo: {pw}",
    "Akashganga nu password {pw} che ho, aabhar",
    "haav, kiln HMI no password {pw} j che",
    "Zoomcar વાળી ગાડીનો પાસવર્ડ → {pw}",
    "मेरा पासवर्ड है {pw}, किसी को मत बताना",
    "Realtime मशीन का पासवर्ड: {pw} — धन्यवाद",
    "bhai, Exide app ka password {pw} hai, kisi ko mat batana",
    "naya password hai {pw}, shukriya",
    "माझा पासवर्ड {pw} आहे, कोणाला सांगू नका",
    "maza Tata Play password {pw} aahe, dhanyavad",
    "Renishaw software cha password {pw} aahe",
    "voice memo, Dipti: so the Trimos password is {pw}, okay bye",
    "(dictated) the Mitutoyo admin password is {pw} full stop",
    "hey assistant, remember my GTPL password: {pw}",
    "can you store this for me, Exide portal password {pw}",
    "Gir desk wiki › Devices › Lobby TV: password `{pw}`",
    "System Ceramics HMI password (new): “{pw}”",
    "kiln PLC pw - {pw}",
    "સાવજ ડેસ્કનું વાઇફાઇ નહીં, ટેબ્લેટનો પાસવર્ડ છે: {pw}",
    "tablet no pin nahi, password che: «{pw}»",
    "Amara Raja portal: user is the desk mail, password ({pw})",
    "Realtime T52 admin pw 🔑 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["bhikha.r", "ramde", "jiva", "hiru", "puna.b", "dhanabhai", "raniben", "kanku",
          "velji.p", "govind", "hansa.m", "jashoda", "mansukh", "haresh", "nilesh.k", "dipti",
          "bhavna", "pravin", "santosh.w", "ganesh.p", "vitthal", "sunita", "svc-kiln",
          "mill-ops", "desk-sasan"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Mansukh: the Tinytech panel login is {u} / {pw}",
    "Ticket 3321: {u} locked out of the Jyoti DNC server, last password {pw}",
    "usr {u} pw {pw}",
    "Mill wiki › Rajkot › Expeller line 2: {u} — {pw}",
    "| device | login | password |\n|---|---|---|\n| Siti B&T press | {u} | {pw} |",
    "sign into the Akashganga console as {u} with {pw}",
    "Milkotester login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- device: kiln-hmi-2\n  username: {u}\n  password: {pw}",
    "Haresh says the Mitutoyo account is {u} and the password is {pw}",
    "device,login,password\nrealtime-t52,{u},{pw}",
    "ssh {u}@mill-srv.kathiawar.lan (password {pw})",
    "creds for the DairyPlus admin are {u} and {pw}",
    "યુઝરનેમ {u}, પાસવર્ડ {pw}",
    "યુઝર: {u} / પાસવર્ડ: {pw} — કોઈને કહેતા નહીં",
    "username {u} ane password {pw} che",
    "id {u}, password {pw}, bapu",
    "यूज़रनेम {u}, पासवर्ड {pw}",
    "username {u} aur password {pw} hai",
    "युजरनेम {u} आणि पासवर्ड {pw} आहे",
    "username {u}, password {pw} aahe",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["magfali", "singdana", "saavaj", "kesariya", "jafrabadi", "pitalwala", "chhaash",
               "thepla", "khakhra", "kankai", "devalia", "ghughro", "bhungo", "ganthiya"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the kiln HMI it's {w} and {d} at the end",
    "voice memo: the lodge wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "પાસવર્ડ છે {w} શબ્દ, પછી {d}",
    "password ma pehla {w} lakho, pachi {d}",
    "पासवर्ड है {w} शब्द, उसके बाद {d}",
    "password mein pehle {w}, phir {d}",
    "पासवर्ड आहे {w} हा शब्द, नंतर {d}",
    "bapu, password {w} ane chhelle {d}",
]  # fmt: skip
_WORD_ORDER: list[str] = []


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if not _WORD_ORDER or index == 0:
        _WORD_ORDER[:] = rng.sample(_SAID_WORDS, len(_SAID_WORDS))
    word = _WORD_ORDER[index % len(_WORD_ORDER)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "nmap -p 3306 --script mysql-databases --script-args mysqluser={u},mysqlpass={pw} db.kathiawar.lan",
    "dbunload -c \"UID={u};PWD={pw};DBN=dairy;HOST=akash.kathiawar.lan\" -r reload.sql",
    "dbbackup -c \"UID={u};PWD={pw};DBN=dairy\" /backup/dairy",
    "PGPASSWORD='{pw}' pg_dumpall -h pg.kathiawar.lan -U {u} > all.sql",
    "PGPASSWORD={pw} vacuumdb -h pg.kathiawar.lan -U {u} --all --analyze",
    "PGPASSWORD={pw} reindexdb -h pg.kathiawar.lan -U {u} -d bookings",
    "argocd repo add https://git.kathiawar.lan/ops/safari.git --username {u} --password '{pw}'",
    "paexec \\\\tally-pc -u KATHIAWAR\\{u} -p '{pw}' cmd /c ipconfig",
    "mongofiles --host mongo.kathiawar.lan -u {u} -p '{pw}' --authenticationDatabase admin put challan.pdf",
    "mongoexport --uri 'mongodb://{u}:{pw}@mongo.kathiawar.lan/tiles' -c dispatch -o dispatch.json",
    "poetry config http-basic.kathiawar {u} '{pw}'",
    "BOUNDARY_AUTHENTICATE_PASSWORD_PASSWORD='{pw}' boundary authenticate password -login-name {u}",
    "tnftp ftp://{u}:{pw}@ftp.kathiawar.lan/challans/",
    "axel -n 4 ftp://{u}:{pw}@ftp.kathiawar.lan/catalogue-2032.pdf",
    "mytop -u {u} -p '{pw}' -h db.kathiawar.lan -d mill",
    "PGPASSWORD='{pw}' pgcenter top -h pg.kathiawar.lan -U {u} bookings",
    "mariadb-backup --backup --user={u} --password='{pw}' --target-dir=/backup/mill",
    "ncrack -p 22 --user {u} --pass '{pw}' 10.24.3.18",
    "PRESTO_PASSWORD='{pw}' presto --server https://presto.kathiawar.lan --user {u} --password",
    "pg_restore -d 'postgresql://{u}:{pw}@pg.kathiawar.lan/bookings' bookings.dump",
    "s3cmd --access_key={u} --secret_key='{pw}' ls s3://morbi-dispatch",
    "sqsh -S ASE_RAJKOT -U {u} -P '{pw}' -D accounts",
    "mysqldump --user={u} --password='{pw}' --single-transaction dairy > dairy.sql",
    "smbclient //tally-pc/data -U '{u}%{pw}'",
    "xfreerdp /v:tally-pc.kathiawar.lan /u:{u} /p:'{pw}' /cert:ignore",
    "zip -P '{pw}' salary-march.zip salary-march.xlsx",
    "7z a -p'{pw}' dispatch-2032.7z dispatch/",
    "sshpass -p '{pw}' ssh {u}@kiln-hmi.kathiawar.lan",
    "curl -u {u}:{pw} https://akash.kathiawar.lan/api/collections",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "redis-cli -h redis.kathiawar.lan -a '{pw}' info",
    "lftp -u {u},'{pw}' sftp://sftp.kathiawar.lan",
    "ldapsearch -x -D 'uid={u},ou=people,dc=kathiawar,dc=lan' -w '{pw}' -b dc=kathiawar,dc=lan",
    "mosquitto_pub -h mqtt.kathiawar.lan -u {u} -P '{pw}' -t dairy/fat -m 6.4",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "mansukh@mill-srv:~$ {c}", "PS C:\\tally> {c}", "Termux ~ $ {c}",
    "root@kiln-hmi:/# {c}", "haresh@jamnagar-cnc:~$ {c}", "zsh % {c}",
    "આ કમાન્ડ ચલાવ્યો: {c}", "ye command chalaya: {c}", "ha command chalavla: {c}",
    "runbook step 4:\n```\n{c}\n```", "history | tail -1\n  512  {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.kathiawar.lan:5432/bookings",
    "mysql://{u}:{pw}@db.kathiawar.lan:3306/mill",
    "mongodb+srv://{u}:{pw}@dairy.kathiawar.net/collections",
    "amqp://{u}:{pw}@mq.kathiawar.lan:5672/dispatch",
    "rtsp://{u}:{pw}@cam-gate.jamnagar.lan:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@ftp.kathiawar.lan/tally/",
    "redis://{u}:{pw}@redis.kathiawar.lan:6379/2",
    "Server=tally-sql;Database=Accounts;User Id={u};Password={pw};",
    "jdbc:mysql://db.kathiawar.lan:3306/tiles?user={u}&password={pw}",
    "mssql+pyodbc://{u}:{pw}@sql.kathiawar.lan/Dispatch?driver=ODBC+Driver+18+for+SQL+Server",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "ડેટાબેઝ URL: {c}",
    "DB ka URL ye hai: {c}", "ticket 3330: {c}", "mill wiki › Databases: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kathiawar-ops", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 86_400}  # fmt: skip
        return _jwt_of(g, {"alg": "HS256", "typ": "JWT"}, claims, 43)

    return make


# Every shape here is the author's guess, not a vendor's published format.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Fyers", "FYERS_SECRET_ID", _j((UPPER_DIGITS, 10))),
    ("Angel One", "ANGEL_SMARTAPI_KEY", _j((ALNUM, 8), (ALNUM, 24))),
    ("Shoonya", "SHOONYA_API_SECRET", _j((HEX, 32))),
    ("5paisa", "FIVEPAISA_ENCRYPTION_KEY", _j((ALNUM, 32))),
    ("Sensibull", "SENSIBULL_TOKEN", _vendor_jwt("https://api.sensibull.com")),
    ("Paisabazaar", "PAISABAZAAR_PARTNER_KEY", lambda g: v.uuid4(g, "8")),
    ("Zoomcar", "ZOOMCAR_HOST_API_KEY", _j("zc_live_", (ALNUM, 32))),
    ("Revv", "REVV_PARTNER_SECRET", _j((URLSAFE, 40))),
    ("Cashify", "CASHIFY_API_KEY", _j((UPPER_HEX, 32))),
    ("WheelsEye", "WHEELSEYE_TOKEN", _j((HEX, 40))),
    ("Prompt Dairy Tech", "PROMPT_DPMCU_API_KEY", _j((ALNUM, 36))),
    ("DairyPlus", "DAIRYPLUS_SOCIETY_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Akashganga", "AKASHGANGA_SYNC_KEY", _j((HEX, 48))),
    ("mooOn", "MOOON_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("GTPL", "GTPL_SELFCARE_TOKEN", _j((ALNUM, 40))),
    ("Hathway", "HATHWAY_API_KEY", _j((HEX, 32))),
    ("Tata Play", "TATAPLAY_PARTNER_KEY", _j((B64, 43), "=")),
    ("IDFC FIRST Bank", "IDFC_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Equitas", "EQUITAS_API_SECRET", lambda g: v.uuid4(g, "a")),
    ("Suryoday", "SURYODAY_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Utkarsh", "UTKARSH_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Jana Small Finance", "JANA_SFB_API_KEY", _j((HEX, 64))),
    ("OneCard", "ONECARD_PARTNER_SECRET", _j("oc_sk_", (ALNUM, 30))),
    ("Uni Cards", "UNI_CARDS_API_KEY", _j((ALNUM, 44))),
    ("Shree Maruti Courier", "SHREE_MARUTI_API_TOKEN", _j((HEX, 40))),
    ("Shree Anjani Courier", "ANJANI_COURIER_KEY", _j((UPPER_HEX, 24))),
    ("Professional Couriers", "TPC_API_KEY", _j((ALNUM, 32))),
    ("VRL Logistics", "VRL_CONSIGNOR_TOKEN", lambda g: v.uuid4(g, "b")),
    ("LetsTransport", "LETSTRANSPORT_API_KEY", _j("lt_", (LOWER_DIGITS, 40))),
    ("Bizom", "BIZOM_ACCESS_TOKEN", _j((HEX, 32))),
    ("FieldAssist", "FIELDASSIST_API_KEY", _j((B64, 56), "==")),
    ("Salesken", "SALESKEN_API_SECRET", _j((URLSAFE, 48))),
    ("Wabis", "WABIS_API_TOKEN", _j((ALNUM, 64))),
    ("BotSpace", "BOTSPACE_API_KEY", _j("bs_", (ALNUM, 36))),
    ("Spine HRMS", "SPINE_HRMS_KEY", lambda g: v.uuid4(g, "8")),
    ("Pocket HRMS", "POCKETHRMS_API_KEY", _j((UPPER_HEX, 40))),
    ("Qandle", "QANDLE_API_TOKEN", _j((HEX, 64))),
    ("Saral PayPack", "SARAL_LICENSE_KEY", _j((UPPER_DIGITS, 25))),
    ("IRIS GST", "IRIS_GST_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Munim", "MUNIM_API_KEY", _j((HEX, 32))),
    ("Swiggy", "SWIGGY_PARTNER_TOKEN", _vendor_jwt("https://partner.swiggy.com")),
    ("Zomato", "ZOMATO_MERCHANT_KEY", _j((HEX, 40))),
    ("Magicpin", "MAGICPIN_API_KEY", _j((ALNUM, 32))),
    ("Posist", "POSIST_ACCESS_TOKEN", _j((URLSAFE, 50))),
    ("DotPe", "DOTPE_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker-compose.yml:\n    environment:\n      {env}: {tok}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "settings.py: {env} = \"{tok}\"",
    "GitHub Actions secret {env} set to {tok}",
    "Ops portal › Settings › Integrations › {vendor} › API key: {tok}",
    "mill wiki table 'Integrations': | {vendor} | 2032 | {tok} |",
    "todo: rotate the {vendor} key {tok}",
    "WhatsApp, Haresh: {vendor} key for the dispatch sync: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "ticket 3340: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} ની API કી છે {tok}",
    "{vendor} ni API key {tok} che, koine aapta nahi",
    "{vendor} की API key {tok} है",
    "{vendor} ka API key ye hai: {tok}",
    "{vendor} ची API की {tok} आहे",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    hathway = _r(rng, HEX, 32)
    munim = _r(rng, HEX, 32)
    magicpin = _r(rng, ALNUM, 32)
    wabis = _r(rng, ALNUM, 64)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.hathway.example/v1/usage", headers={{"x-api-key": "{hathway}"}})', hathway),
        Sample("vendor_token", f"const munim = new MunimClient({{ apiKey: '{munim}' }});", munim),
        Sample("vendor_token", f'<string name="magicpin_api_key">{magicpin}</string>', magicpin),
        Sample("vendor_token", f"curl -H 'Authorization: Token {wabis}' https://api.wabis.example/v1/messages", wabis),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "aa token che {t}",
                "ये टोकन रख लो: {t}", "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the bulk milk chiller sensor BMC-04 (OTAA): {h}": 32,
    "HMAC secret for the jeep booking payment webhook: {h}": 64,
    "AES key of the Jyoti CNC program backups: {h}": 32,
    "pre-shared key of the Morbi-Rajkot IPsec tunnel (hex): {h}": 64,
    "ડેરીના બેકઅપની encryption કી: {h}": 64,
    "backup ki encryption key: {h}": 48,
    "Akashganga licence master key {h}": 40,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket 3355: token copied out of the browser's network tab {t}",
    "Cookie: lang=gu; gir_session={t}",
    "SAFARI_DESK_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "ટોકન: {t}",
    "token ye hai {t}",
    "Postman collection, auth → bearer {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@kathiawar.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.kathiawar.example/realms/ops", "azp": "safari-desk",
                   "roles": ["booking", "dispatch"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the mill server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.kathiawar.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EINVOICE_SIGNING_KEY": "{key}", "gstin_state": "24"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_kiln <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ticket 3361, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "સર્વરની પ્રાઇવેટ કી:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the bank's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "wallet backup, copying it off the card before I burn it: {p}": "english",
    "recovery phrase of the old desk wallet\n{p}": "english",
    "voice memo: the wallet recovery words are {p} and that's all": "english",
    "મારા વૉલેટના સીડ શબ્દો: {p} — કોઈને કહેતા નહીં": "english",
    "wallet ke recovery words: {p}, kisi ko mat batana": "english",
    "maza wallet recovery phrase: {p}": "english",
    "Kaka in Lisbon sent his frase de recuperação: {p}": "portuguese",
    "Bhavna's cousin in Milan, frase di recupero: {p}": "italian",
    "frase de recuperación del primo en Madrid: {p}": "spanish",
    "phrase de récupération (cousin in Montréal) : {p}": "french",
    "Kenji-san's 復元フレーズ：{p}": "japanese",
    "Prague supplier's obnovovací fráze: {p}": "czech",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _phrase_of(rng: random.Random, lang: str, words_n: int) -> str:
    """A phrase of ``lang`` drawn until ``Mnemonic(lang).check`` accepts it."""
    size = {12: 16, 18: 24, 24: 32}[words_n]
    return v.until(
        rng,
        lambda g: unicodedata.normalize(
            "NFC", str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(size))))
        ),
        lambda p: bool(_MNEMO[lang].check(p)),
    )


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 12, 18][index % 4]
    phrase = _phrase_of(rng, _SEED_PLACES[template], words_n)
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        "; ".join(words),
        " ".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
    ]
    if "ja" in _SEED_PLACES[template][:2]:
        return {"p": phrase}
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["508500", "606985", "607384", "652150", "817290"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Mansukh: the mill card for the Tinytech spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "ticket 3372: pay the kiln service visit with card {c}",
    "મારો કાર્ડ નંબર: {c}, {mm}/{yy}",
    "maro card number {c} che, expiry {mm}/{yy}",
    "मेरा कार्ड नंबर {c} है",
    "card number ye hai: {c} ({mm}/{yy})",
    "माझा कार्ड नंबर: {c}",
    "booking desk card on file → {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "rupay", "mastercard", "amex", "rupay", "discover", "unionpay", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c}, four-digit CID printed above the number: {cvv}",
               "the four digits on the front of the Amex, above the number: {cvv}",
               "Amex {c} — CID {cvv}",
               "Amex ના આગળના ચાર અંક: {cvv}",
               "Amex ke aage wale chaar number: {cvv}",
               "Amex card chya pudhche chaar ank: {cvv}"]  # fmt: skip


def _cid(g: random.Random) -> str:
    """Four digits that read as no year."""
    return v.until(g, lambda h: _r(h, D, 4), lambda s: s[:2] not in ("19", "20"))


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "amex"), " ", rng), "cvv": _cid(rng)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Where the region's families work abroad (each in twenty-one to twenty-five earlier corpora by a
# rough count); BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"QA": "aaaa" + "c" * 21, "KW": "aaaa" + "c" * 22, "BH": "aaaa" + "c" * 14,
                "MU": "aaaa" + "n" * 19 + "aaa", "OM": "nnn" + "c" * 16, "AE": "n" * 19}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KW-2032-118: please pay the Doha tile importer's refund to {i}",
    "save Hiru's brother's IBAN in Kuwait: {i}",
    "IBAN: {i}\nReference: groundnut oil, 40 tins",
    "WhatsApp #accounts: the Manama distributor's new bank details, IBAN {i}",
    "મામાનો IBAN: {i}",
    "mama no IBAN {i} che",
    "भाई का IBAN: {i}",
    "IBAN ye hai {i}, shukriya",
    "Port Louis buyer, IBAN {i}",
    "Muscat tile dealer IBAN → {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _aadhaar(g: random.Random) -> str:
    """An Aadhaar number: twelve digits, the last a Verhoeff check digit, spaced in fours."""
    number = v.until(g, lambda h: h.choice("23456789") + _r(h, D, 11), in_aadhaar.is_valid)
    return f"{number[:4]} {number[4:8]} {number[8:]}"


def _pan(g: random.Random) -> str:
    """An Indian PAN of a person (the fourth letter P): a format and a holder type, no check."""
    return v.until(
        g,
        lambda h: f"{_r(h, UPPER, 3)}P{_r(h, UPPER, 1)}{_r(h, D, 4)}{_r(h, UPPER, 1)}",
        in_pan.is_valid,
    )


def _gstin(g: random.Random) -> str:
    """A Gujarat GSTIN (state 24): a PAN, an entity number, Z and a Luhn mod 36 check."""
    alphabet = D + UPPER

    def make(h: random.Random) -> str:
        body = (
            f"24{_r(h, UPPER, 3)}{h.choice('CFP')}{_r(h, UPPER, 1)}{_r(h, D, 4)}{_r(h, UPPER, 1)}1Z"
        )
        total = 0
        for k, ch in enumerate(body):
            p = alphabet.index(ch) * (2 if k % 2 else 1)
            total += p // 36 + p % 36
        return body + alphabet[(36 - total % 36) % 36]

    return v.until(g, make, in_gstin.is_valid)


def _mu_nid(g: random.Random) -> str:
    """A Mauritian national id: the surname's initial, a birth date, six digits and a check
    character (mod 17)."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(60, 100):02d}"
        body = f"{h.choice(UPPER)}{born}{_r(h, D, 6)}"
        return body + mu_nid.calc_check_digit(body)

    return v.until(g, make, mu_nid.is_valid)


def _abha(g: random.Random) -> str:
    """An ABHA (health account) number: fourteen digits, no check a library knows."""
    n = g.choice("123456789") + _r(g, D, 13)
    return f"{n[:2]}-{n[2:6]}-{n[6:10]}-{n[10:]}"


def _eshram(g: random.Random) -> str:
    """An e-Shram UAN: twelve digits, no public check."""
    return g.choice("123456789") + _r(g, D, 11)


def _fssai(g: random.Random) -> str:
    """An FSSAI licence number: fourteen digits, starting 1 (central) or 2 (state), no check."""
    return g.choice("12") + "07" + _r(g, D, 11)


def _udyam(g: random.Random) -> str:
    return f"UDYAM-GJ-{g.choice(['03', '10', '20', '25'])}-{_r(g, D, 7)}"


def _gj_licence(g: random.Random) -> str:
    return f"GJ{g.choice(['03', '10', '11', '36'])} {g.randrange(2005, 2031)}{_r(g, D, 7)}"


def _in_passport(g: random.Random) -> str:
    return g.choice("JKLMNPRSTUVWZ") + _r(g, D, 7)


def _ration(g: random.Random) -> str:
    return "24" + _r(g, D, 10)


_ID_PLACES: dict[str, Maker] = {
    "Aadhaar of the new Gypsy driver, for the forest permit: {s}": _aadhaar,
    "મારો આધાર નંબર: {s}": _aadhaar,
    "mera aadhaar number {s} hai": _aadhaar,
    "Aadhaar (Santosh, Jamnagar workshop): {s}": _aadhaar,
    "PAN of Velji for the TDS form: {s}": _pan,
    "maro PAN {s} che": _pan,
    "GSTIN of the Rajkot oil mill for the e-way bill: {s}": _gstin,
    "Morbi dispatch office GSTIN → {s}": _gstin,
    "NIC of the Port Louis buyer (Mauritius): {s}": _mu_nid,
    "Mauritian national identity card number, Curepipe cousin: {s}": _mu_nid,
    "ABHA number of Raniben for the camp: {s}": _abha,
    "Ramde no ABHA number {s} che": _abha,
    "e-Shram UAN of Ganesh (from Jalna): {s}": _eshram,
    "माझा ई-श्रम नंबर {s} आहे": _eshram,
    "FSSAI licence of the groundnut oil brand: {s}": _fssai,
    "Udyam registration of the brass workshop: {s}": _udyam,
    "driving licence of Devayat (safari Gypsy): {s}": _gj_licence,
    "લાયસન્સ નંબર: {s}": _gj_licence,
    "passport of Haresh for the Dubai trade fair: {s}": _in_passport,
    "मेरा पासपोर्ट नंबर {s} है": _in_passport,
    "ration card no. of the Khambha family: {s}": _ration,
    "રેશન કાર્ડ નંબર {s}": _ration,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 2)}{_r(rng, D, 4)}-{_r(rng, UPPER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Google Workspace backup codes for the mill admin\n{codes}",
            "Zoho backup verification codes: {codes}", "2FA backup codes (Angel One): {codes}",
            "2FA ના બેકઅપ કોડ:\n{codes}", "2FA backup codes ye hain: {codes}",
            "bapu, backup codes lakhi lejo: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Fyers:haresh@kathiawar.example?secret={s}&issuer=Fyers&digits=6",
              "Aegis, manual setup key for the IDFC corporate login: {s}",
              "2FA secret for the Zoomcar host account: {s}",
              "TOTP સેટઅપ કી: {s}",
              "2FA setup key ye hai {s}"]  # fmt: skip
_CODES = ["{c} is your Shoonya verification code", "Your OTP for the Gir safari permit is {c}",
          "તમારો OTP {c} છે. કોઈને જણાવશો નહીં", "आपका OTP {c} है, किसी को न बताएं",
          "तुमचा OTP {c} आहे", "Use {c} to sign in to DairyPlus"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family(
    "otp_code", _CODES, lambda g, i, t: {"c": _r(g, "123456789", 1) + _r(g, D, 5)}, "c"
)


_RECOVERY = ["BitLocker recovery key of the Tally PC: {k}",
             "recovery key for the dispatch laptop: {k}",
             "Tally PC ni BitLocker recovery key {k} che",
             "BitLocker रिकवरी की: {k}",
             "Apple ID recovery key (Dipti's iPad): {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Apple" in template:
        return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}
    return {"k": "-".join(f"{rng.randrange(0, 65536) * 11:06d}"[-6:] for _ in range(8))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["Kathiawar-Mill", "KOM-Expeller-5G", "GTPL-Rajkot-Ghani", "Hathway_Jamnagar_Brass",
          "SasanDesk-5G", "GirLodge-Guest2", "Morbi-Dispatch", "JioFiber-Morbi-Kiln",
          "Maldhari-Dairy", "Airtel_Talala_Centre"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "mill network {s}, password {pw}",
    "wifi at the Sasan booking desk: {s} / {pw}",
    "the key printed under the GTPL box: {pw}",
    "વાઇફાઇ {s} નો પાસવર્ડ {pw} છે",
    "wifi {s} no password {pw} che",
    "वाईफाई {s} का पासवर्ड {pw} है",
    "wifi {s} cha password {pw} aahe",
    "milk centre tablet hotspot: ssid {s}, psk {pw}",
    "lodge wifi? → {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 12)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("zc_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("oc_sk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "એક એક અક્ષર: {t}", "ek ek akshar: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["workshop shutter lock code: {pw}", "the dispatch office door keypad takes {pw} then #",
          "milk centre cash box PIN {pw}", "ગોડાઉનના તાળાનો કોડ: {pw}",
          "godown na taala no code {pw} che", "तिजोरी का कोड {pw} है",
          "kulupacha code {pw} aahe", "ATM PIN of the desk card: {pw}",
          "jeep key box code → {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, "123456789", 1) + _r(rng, D, [3, 4, 5, 3][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["magfali", "ghani", "saavaj", "kesar", "jafrabadi", "pital", "ferrule", "kiln",
                 "glaze", "chhaash", "rotlo", "bajri", "kankai", "devalia", "gypsy", "dudh"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the mill vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "Enpass master passphrase: {p}": ".",
            "બેકઅપનો પાસફ્રેઝ: {p}": " ",
            "backup passphrase ye hai: {p}": "_",
            "VeraCrypt volume passphrase for the salary sheets: {p}": " ",
            "passphrase of the dispatch laptop's disk: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "HTTP request from the kiln gateway, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia raw request: Authorization: Bearer {v}": False,
    "Bruno collection, header Authorization = Basic {v}": True,
    "curl -H 'authorization: bearer {v}' https://akash.kathiawar.lan/api/v2/shifts": False,
    "Hoppscotch, auth header: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nDB_HOST=db.kathiawar.lan\nDB_USER=mill\nDB_PASSWORD={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "config/database.yml:\nproduction:\n  username: safari\n  password: {pw}",
    "application.properties:\nspring.datasource.username=dispatch\nspring.datasource.password={pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_user = odoo",
    "~/.pgpass:\npg.kathiawar.lan:5432:bookings:safari:{pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "hostapd.conf:\nssid=Maldhari-Dairy\nwpa=2\nwpa_passphrase={pw}",
    "docker-compose.yml:\n    environment:\n      MYSQL_ROOT_PASSWORD: {pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'mill', 'PASSWORD': '{pw}'}}}}",
    "rclone.conf:\n[tally-ftp]\ntype = ftp\nhost = ftp.kathiawar.lan\nuser = tally\npass = {pw}",
    "/etc/ppp/chap-secrets:\nmill * {pw} *",
    "config.json (Node-RED):\n{{\"mqtt\": {{\"user\": \"dairy\", \"password\": \"{pw}\"}}}}",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "[client]\nuser=mill\npassword={pw}",
    "appsettings.json:\n{{\"Smtp\": {{\"User\": \"alerts\", \"Password\": \"{pw}\"}}}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Mansukh: mill wifi password?\nHaresh: {pw}",
    "[06:12] pravin: root pw for the kiln HMI?\n[06:13] nilesh: {pw}",
    "Dipti: {pw} is the new Akashganga password",
    "Santosh: use {pw}, that's what the Jyoti CNC has now",
    "ભાવના: નવો પાસવર્ડ {pw} છે",
    "Raniben: navo password {pw} che, bapu",
    "गणेश: नया पासवर्ड {pw} है",
    "सुनीता: नवीन पासवर्ड {pw} आहे",
    "[19:40] Devayat: password badli nakhyo → {pw}",
    "Vitthal: navin password {pw}, kunala sangu naka",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 63), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 52),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 5), (_codes, 6), (_recovery, 5),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 9), (_phrases, 8), (_auth, 6), (_configs, 16),
    (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _phrase_of(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Tinytech panel password is": "{s}", "Jyoti CNC service pw:": "{s} (since the spindle swap)",
    "મારો પાસવર્ડ છે": "{s}", "Milkotester password": "{s}\nchange it after the monsoon",
    "maro password": "{s} che", "मेरा पासवर्ड है": "{s}", "password aahe": "{s}",
    "kiln HMI password": "{s}", "the password Devayat read out over the radio was": "{s}, I think",
    "navo password:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Hathway API key", "{s}", _j((HEX, 32))),
    ("split_token", "OneCard partner secret:", "{s} (card sync)", _j("oc_sk_", (ALNUM, 30))),
    ("split_token", "DairyPlus society token", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "wallet recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "QA"))),
    ("split_backup", "Angel One backup codes", "{s}\nKT4821-9QM2\nBW8810-H3VZ", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Aadhaar", "{s}", _aadhaar),
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
    '{"kiln_hmi": {"url": "https://kiln.kathiawar.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"પાસવર્ડ": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "mansukh", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "cnc-1"}, {"name": "cnc-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mariadb-backup", "--backup", "--user", "bkp", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "Akashganga no password {s} che"}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Milkotester as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"hathway": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"qandleToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"munim_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"distributor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "KW")),
    '{"driver": {"aadhaar": "{s}"}}': ("meta_id", _aadhaar),
    '{"mfa": {"backup_codes": ["{s}", "KT4821-9QM2", "BW8810-H3VZ"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"desk_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"godown": {"lock_code": "{s}"}}': ("meta_pin", _j(("123456789", 1), (D, 4))),
    '{"wifi": {"ssid": "Maldhari-Dairy", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"milkotester-master-pro-fw-2.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kathiawar/safari-desk:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"dispatch: add pallet weight column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"mill: revert tin size mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"fat_snf_2032-05-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"dispatch-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the kiln HMI password before the Siti B&T service visit on 2032-06-11.",
    "Mansukh asked for the mill wifi password; it's on the card in the supervisor's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `HATHWAY_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Jyoti CNC controller asks for a new admin password after every software update.",
    "Replace <YOUR_ZOOMCAR_KEY> in the README with the key from your Zoomcar host dashboard.",
    "QANDLE_API_TOKEN and MUNIM_API_KEY must be set before the nightly payroll sync runs.",
    "તમારો પાસવર્ડ કોઈને કહેતા નહીં.",
    "password koine kehta nahi, bapu, e j niyam che.",
    "अपना पासवर्ड किसी को मत बताना।",
    "आपला पासवर्ड कोणाला सांगू नका.",
    "Password kam se kam chaudah akshar ka hona chahiye.",
    "પાસવર્ડ ઓછામાં ઓછો ચૌદ અક્ષરનો હોવો જોઈએ.",
    "Upgraded the Milkotester firmware from 2.6 to 2.7 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the pallet weight column to the Morbi dispatch sheet.",
    f"Rolled back to {_SHORT} after the tin size mapping broke the e-way bill export.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The Milkotester firmware 2.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of dispatch-export-2031.parquet: {_SHA512}",
    f"The safari desk container runs ghcr.io/kathiawar/safari-desk@sha256:{_IMAGE}.",
    f"MD5 of fat_snf_2032-05-03.csv is {_MD5}, same as the copy on the dairy share.",
    "Request id 3c9e71a4-8d2b-4f6e-a1c0-5b7d9e2f4a86 is the slow one in the booking logs.",
    "Purchase order PO-2032-00731 for 120 tins of groundnut oil ships on Thursday.",
    "Ticket 3314: the Morbi kiln 2 temperature alarm keeps tripping at night.",
    "Call the Sasan booking desk on +91 2877 285 541 before noon.",
    "Container TGHU 6194023 with the Doha tile order is at Mundra.",
    "E-way bill 2410 8765 4321 covers the Jamnagar brass consignment, 18 cartons.",
    "HS code 1508.10 is crude groundnut oil; 6907.21 is ceramic tiles; 7412.20 is brass fittings.",
    "Bulk milk chiller at 4.1 °C; average fat 6.4 % and SNF 9.1 % in the evening shift.",
    "After five wrong passwords the Akashganga console locks the account for 20 minutes.",
    "A tin of groundnut oil holds 15 litres; the Rajkot mill packs 900 tins a day.",
    "The secret of good Kathiawadi rotlo is bajri ground the same morning.",
    "Ask Mansukh for the godown lock code, I don't have it.",
    "My card ending 7733 was declined at the Gondal hardware store.",
    "The Doha importer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the mill's Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `ZOOMCAR_HOST_API_KEY` in the secrets store, never in the repository.",
    "The godown padlock rusts in the monsoon; oil it every month.",
    "Hathway moved the API key page under Settings › Developers in its May release.",
    "ISBN 978-0-19-861186-8 is the handbook on the dispatch shelf; ORCID iD 0000-0003-1419-2405 belongs to its editor.",
    "The guest wifi 'GirLodge-Guest' is open, no password needed.",
    "Lot GN-2032-RJT-0311, 40 tins, free fatty acid 0.8 %; moisture 0.1 %.",
    "Safari route 7 leaves Sasan at 06:45; permit slots open 30 days ahead on the forest website.",
    "Rajkot's PIN code is 360001 and the Sasan Gir post office is 362135.",
    "GJ-03 is Rajkot's RTO code and GJ-11 is Junagadh's; the Gypsy numbers start with them.",
    "Tile size 600x1200 mm, grade AAA, batch 2032-05-B14, shade 07, 2 pieces a box.",
    "Brass ferrule drawing BR-FR-2032-14 rev C, tolerance 0.05 mm, CZ121 alloy.",
    "Invoice INV/2032/0417 for 2 400 boxes of 800x1600 slabs, due 30 days.",
    "The Gir lion census counted 891 lions; the next one is in 2035.",
    "Milk collection slip 0418, society code MD-22, 46.5 litres at 6.2 % fat.",
    "UPI id of the milk centre is printed on the counter for the farmers, not a secret.",
    "The Tinytech expeller's manual says: change the default password on first start.",
    "IFSC code BARB0RAJKOT is the Rajkot branch; it's printed on every cheque.",
    "PNR 4521 876 903 for the Saurashtra Mail to Mumbai, coach S4.",
    "bapu, kale savare 6 vage Gypsy taiyar rakhjo, route 4.",
    "kal subah 9 baje dispatch meeting hai, Morbi office mein.",
    "उद्या सकाळी कामावर लवकर या, गाडी सात वाजता निघेल.",
    "Version 4.2.1 of the booking app fixes the permit upload on Android 14.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/mill/kiln-hmi", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "3314", "purchase_order": "PO-2032-00731"}',
    '{"lot": {"id": "GN-2032-RJT-0311", "tins": 40, "ffa_pct": 0.8}}',
    '{"phone": "+91 2877 285 541", "city": "Sasan Gir"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "tins_in_stock": 1284}',
    '{"hs_code": "6907.21", "origin": "IN", "description": "glazed ceramic tiles"}',
    '{"safari": {"route": 7, "slot": "06:45", "vehicle_kind": "Gypsy"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
