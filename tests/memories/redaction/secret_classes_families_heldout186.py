# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-eighty-sixth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-eighty-fifth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-eighty-seventh to hundred-and-eighty-ninth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (186472905),
password words (a teak or hardwood word, a log word, a number and a sign; two border dishes joined
by dots with a number; a name, a birth year, a sign and a border town; leet words of thanaka,
longyi, teak logs, Paw San rice, mohinga and sinker logs with a year and a sign; a rice variety, a
grade and a harvest year; a town in capitals, a sign and a kilometre post; a truck model and a
Tak plate number; a name, `Teak` and a number; a generator's four groups and random runs), names,
places, templates, tools, vendors and layouts, the way the staff of Dawna Ridge (fictional: a
teak-salvage yard raising sinker logs from the Moei, a rice mill outside Mae Sot, a border clinic,
a long-haul trucking fleet on the Asian Highway to Myawaddy and Hpa-an, a refugee school in Mae La
camp, a Mae Sariang office, a Loikaw liaison and savings groups run on phones) leak secrets into an
assistant's memory. The texts are LINE, LINE OpenChat, Viber, Viber communities, Messenger,
Messenger Lite, Telegram, Signal, WhatsApp and Element messages, chat logs with times, Jira-style
tickets, BookStack pages and tables, Google Keep, Obsidian and sticky-note notes, an e-mail, a
runbook, README fragments, shell, Termux, JuiceSSH, PuTTY and Winbox prompts, SMS and AT commands
sent to trackers and modems, code (Python, JavaScript, PHP, Go, Kotlin, Dart, C#, Ruby, Rust and
ESP-IDF C), configs, voice-memo transcripts, dictated text and requests to the assistant itself;
the label's separators run from a colon, "is" and a dash to an arrow, an emoji arrow, a new line,
quotes (`"…"`, `'…'`, `«…»`, backticks), parentheses, a tab and a table's bar.

Tools, calls, flags, variables and files none of heldouts 5 to 185 names (each grepped for the
command, flag or variable itself): Kolibri's `manage provisiondevice --superuserpassword`,
Sugarizer Server's `add-admin.sh`, `sedutil-cli --setLockingRange`, RouterOS's `/interface
sstp-client add`, `/interface ovpn-client add` and `/interface l2tp-client add`, VyOS's `set vpn
ipsec authentication psk … secret`, eCryptfs's `passphrase_passwd=`, `dar -K`, Bandizip's `bz x
-p:`, `apksigner --key-pass`, ZoneMinder's `zmupdate.pl --user --pass`, `airdecap-ng -p`,
`dislocker -u`, LuCI's `/cgi-bin/luci/rpc/auth`, `ubus call session login`, a Coban tracker's
`adminip…`, `apn…` and `begin…` SMS, a Teltonika tracker's `getgps` SMS, Queclink's `AT+GTSRI`,
RAK's `at+set_config=lora:app_key:`, ESP-AT's `AT+CWJAP_DEF`, a Huawei AC's `psk pass-phrase`, an
`ipsec.secrets` PSK line, and the variables `DAWNA_TRACCAR_PASSWORD`,
`DAWNA_WEIGHBRIDGE_DB_PASS`, `DAWNA_SUGARIZER_ADMIN_PASS` and `HOSXP_DB_PASSWORD`. Beside them commands of lightly used tools with flags in one or two earlier
corpora at most (murmurd's `-supw`, ogr2ogr's `PG:"… password=…"`, jasypt's `encrypt.sh`, hdparm's
`--security-unlock`), configs of Kolibri's `options.ini`, HOSxP and JHCIS (the last two laid out
by guess), Traccar, ZoneMinder, murmur, proxychains, wvdial and NetworkManager, and common layouts (env files,
compose, systemd, Kubernetes secrets, a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and
Bearer headers, connection strings) in wordings of their own.

About 48 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 186 of 390): Sgaw Karen in its own script and romanised, Pwo Karen (romanised),
Mon, Kayah Li (Eastern Kayah), Burmese texting in Latin letters, northern Thai (Kham Mueang)
texting and Thai texting, and Simplified Chinese, Japanese, Korean, Spanish, Portuguese and Czech
only in seed-phrase lines. Myanmar-script lines are typed in Unicode, not Zawgyi (and their
letter wa, `ဝ`, is not a Latin o). The wordings are the author's approximations, checked by no
speaker, built around a few marker words and the loanwords people there really text (password, pass, wifi,
PIN, token, API key, server, user): Sgaw Karen `ယ` (my), `မ့ၢ်` (is), `အသီ` (new), `ဟံၣ်` (house),
`ဒီး` (and), `အဝဲ` (he, she), `တၢ်ဘျုး` (thanks), `တဟ့ၣ်ပှၤဂၤဘၣ်` (don't give it to anyone),
romanised `ya`, `mu`, `a thee`, `hee`, `dee`, `ta blu`, `ta heh pgha ba`; Mon `အဲ` (I), `ဏံ` (this), `ပ္ဍဲ` (in), `တုဲ`
(then), `သ္ၚိ` (house), `တၚ်ဂုဏ်` (thanks); Burmese texting's `nga`, `nint`, `ka`, `ko`, `par`,
`naw`, `a thit`, `pyaung lite pyi`, `ma pyaw nae naw`, `kyay zu tin par tal`, `yone`, `eain`,
`soe tae sa-kar`, `pyi yin`, `nout mhar`, `nae`; Kham Mueang's `ตี้`, `เจ้า`, `เน่อ`, `ขอบใจ๋`, `หื้อ`,
`ก่`, `ปี้`, `ใจ้`, `โฮงเฮียน`, `ข้าเจ้า`, `บ่ดี`; Thai texting's `รหัส`, `พาส`, `คือ`, `นะคะ`, `ค่า`,
`ครับ`, `จ้า`, `งับ`, `ยูส`, `ไอดี`, `เปลี่ยนเป็น`, `อย่าบอกใครนะ`, `ฝากจำ`. The Pwo Karen lines (`yə`,
`mə`, `lə`, `dah bluh`, `lə khaw`) and the Kayah Li lines (a transliteration of "password"
`ꤕꤢ꤬ꤞꤝꤢ꤬`, `ꤛꤢ꤬` for "my", `ꤒꤟꤢ꤭` for "new" and `ꤢ꤬ꤞꤢ꤬` before a value, in Kayah Li letters) are
the thinnest guesses, then the Mon `ပ္ဍဲ … တၚ်ဂုဏ်` lines and Sgaw's `တဟ့ၣ်ပှၤဂၤဘၣ်`.

Vendors (WavePay, AYA Pay, CB Pay, OK Dollar, uab pay, Citizen Pay, M-Pitesan, Mytel Pay, LINE
MAN, Krungsri, Krungthai, Paotang, PaySolutions, Ksher, Beam Checkout, Bitkub, Satang, Zipmex,
Finnomena, Jitta, Giztix, Porlor, Skootar, Trukkin, Cargoshare, Thai Post, Best Express, SCG
Express, Nim Express, Alpha Fast, Royal Express, Frontiir, Longdo, FlowAccount, Shipnity,
Freshket, Wongnai, Bangchak, Easy Rice, Seekster, DreamSave and SAVIX) are ones heldouts 5 to 185
do not name (grepped by name). No shape here is one the author knows to be real: every one is a
guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs for Finnomena, Thai Post and
DreamSave, and the prefixes `uab_sk_`, `lm_live_`, `beam_sk_`, `spk_`, `af_`, `er_`); the JWTs are
well-formed and the Microsoft recovery code follows its published five groups of five.

The ids are kinds heldouts 5 to 185 do not use, except four lightly used ones that carry a check:
a Thai company's registration (MOA) number (`stdnum.th.moa`), a Thai taxpayer number
(`stdnum.th.tin`), a Singapore buyer's UEN (`stdnum.sg.uen`) and a Thai personal number of the
categories given to children of migrants (6 and 7, `stdnum.th.pin`), each drawn until its module
validates it. The others are invented shapes that no library or this file checks (no check-digit
algorithm is written here): a Myanmar Certificate of Identity, a Myanmar "Passport for Job" (PJ),
a Myanmar driving licence, a Thai public-transport (type 4) truck-driving licence, a Myanmar
household list (Form 10) number, a Mae La camp household registration, a Thai migrant
health-insurance card and a Thai teacher's professional licence. Card numbers pass Luhn (the value
helpers' Visa, Mastercard, Amex, JCB and UnionPay, and an MPU-like `9503` prefix that is the
author's guess, checked with python-stdnum's `luhn`). The IBANs are of countries used least by a
rough count over the IBAN shapes and IBAN calls of heldouts 5 to 185 (Gibraltar, Guatemala and El
Salvador in twelve corpora each by that count; Andorra, the Falklands, Saint Lucia, Palestine and
Somalia in thirteen), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Simplified Chinese, Japanese, Korean, Spanish, Portuguese, French and Czech lists, each
with a valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430
scored, every secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.sg import uen as sg_uen
from stdnum.th import moa as th_moa
from stdnum.th import pin as th_pin
from stdnum.th import tin as th_tin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 186_472_905
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


_TEAK = ["Tectona", "Pyinkado", "Padauk", "Ironwood", "Heartwood", "Sinker", "Burl", "Xylia",
         "Yinma", "Thitka"]  # fmt: skip
_LOGWORDS = ["Log", "Raft", "Yard", "Winch", "Skid", "Mill", "Chain", "Barge"]
_DISHES = ["mohinga", "khaosoi", "saioua", "laphet", "namprik", "htamin", "khanomjeen",
           "hinjo", "shankhao", "kaengHang"]  # fmt: skip
_TOWNS = ["MaeSot", "Myawaddy", "MaeSariang", "Hpaan", "Loikaw", "MaeLa", "Umphang",
          "Kawkareik", "MaeRamat", "Thasongyang", "Demoso", "Mawlamyine", "Phopphra"]  # fmt: skip
_NAMES = ["PawHtoo", "EhDoh", "LerWah", "HserPaw", "KawHtoo", "MuMu", "ThawThi", "Banya",
          "MiSar", "KhuReh", "ZawMin", "Thida", "Hnin", "Somchai", "Ploy", "Jiraporn", "Boonmee",
          "Saengduean", "Arthit", "Nok"]  # fmt: skip
_RICE = ["HomMali", "KhaoKam", "Pawsan", "Emata", "Shwebo", "Sanpatong", "KhaoNiao", "Manawthukha"]
_GRADES = ["A1", "5pct", "100B", "25pct", "Super", "Gold"]
_TRUCKS = ["Hino500", "FVM240", "Fuso", "FXZ360", "Actros", "VolvoFH"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Th4n4k4", "L0ngy1", "T34kL0g", "P4ws4n", "M0h1ng4", "S1nk3r", "P4d4uk"]


def _groups(g: random.Random) -> str:
    """Four groups of five capitals and digits, as a generator writes them."""
    return "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(4))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_TEAK)}{g.choice(_LOGWORDS)}{g.randrange(10, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_DISHES, 2)) + str(g.randrange(10, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_RICE)}{g.choice(_GRADES)}{g.randrange(2015, 2034)}",
    lambda g: f"{g.choice(_TOWNS).upper()}{g.choice(_SYMBOLS)}km{g.randrange(4, 900)}",
    lambda g: f"{g.choice(_TRUCKS)}-{g.randrange(60, 72)}{g.randrange(1000, 10_000)}",
    _groups,
    lambda g: f"{g.choice(_NAMES)}Teak{g.randrange(10, 10_000)}",
    lambda g: _r(g, ALNUM, 16),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


# Kayah Li: a transliteration of "password", "my", "new" and a particle (the thinnest guesses).
_KL_PW, _KL_MY, _KL_NEW, _KL_IS = "ꤕꤢ꤬ꤞꤝꤢ꤬", "ꤛꤢ꤬", "ꤒꤟꤢ꤭", "ꤢ꤬ꤞꤢ꤬"

_SAID = [
    "LINE, group 'Moei Mill office', Pi Kham: weighbridge PC password: {pw}",
    "Viber from Saw Eh Doh: the Delta HMI on dryer 2 — {pw}",
    "Messenger, Naw Paw Htoo: the clinic server admin password is {pw}",
    "Telegram, #haulage: fleet portal password → {pw}",
    "Signal note to self: 🔑 {pw} (teak yard NVR)",
    "WhatsApp, Ko Zaw Min: school laptop admin password\n{pw}",
    "Ticket DR-4471: reset the savings-group laptop, new password \"{pw}\"",
    "BookStack › Mill › Husker PLC | password | {pw} |",
    "note: JHCIS login for the Mae Ramat outreach post (password: {pw})",
    "Hi Naw Hser,\n\nthe password for the border clinic's lab PC is {pw}. Delete this mail after you log in.\n\nSaw Ler Wah",
    "Runbook, truck tracker server:\n1. ssh to traccar-01\n2. sudo -i, password {pw}\n3. restart the service",
    "README (teak yard gate PC): local admin password `{pw}`",
    "voice memo transcript: okay so the password for the dryer screen is {pw} full stop",
    "please remember my Krungsri app password: {pw}",
    "dictated to the assistant: the Myawaddy office router password is {pw}",
    "Sticky note photo, OCR: PASSWORD = {pw}",
    "BookStack page 'Clinic IT', ultrasound PC password: {pw}",
    "LINE OpenChat (wrong chat, sorry): ZoneMinder admin password - {pw}",
    "Viber community 'Dawna drivers': the fuel-log tablet password is now {pw}",
    "Google Keep: school laptop cart password «{pw}»",
    "Telegram saved messages: pw for the rice moisture meter app: {pw}",
    "Element DM from Khu Reh: the Loikaw office NAS password is '{pw}'",
    "Jira DR-512: the HOSxP server root password {pw} was posted in a group chat, rotate it",
    "password for my Bitkub account ➡️ {pw}",
    "my Gmail password changed to {pw}",
    "admin password (mill CCTV):\t{pw}",
    "Messenger Lite, Ma Thida: the accounts PC password is {pw}, don't tell the drivers",
    "Obsidian note 'Mae La school': projector admin password = {pw}",
    "ယ email အ password မ့ၢ် {pw} တၢ်ဘျုး",
    "ဟံၣ် wifi အ password အသီ: {pw}",
    "Naw Paw Htoo: clinic server အ password အသီ မ့ၢ် {pw}, တဟ့ၣ်ပှၤဂၤဘၣ်",
    "Viber, Saw Eh Doh: ယ laptop password → {pw}",
    "ya email password mu {pw}, ta blu",
    "Saw Kaw Htoo: mill PC password a thee mu {pw}",
    "hee wifi password: {pw} (ta heh pgha ba)",
    "yə email password mə {pw}",
    "Naw Mu Mu: password lə server mə {pw}, dah bluh",
    "password email အဲ ဏံ: {pw}",
    "Mi Sar: password server ပ္ဍဲ clinic — {pw} တၚ်ဂုဏ်",
    "သ္ၚိ wifi password «{pw}»",
    f"{_KL_PW} email: {{pw}}",
    f"Khu Reh: {_KL_PW} server {_KL_IS} {{pw}}",
    f"wifi {_KL_MY} {_KL_PW} — {{pw}}",
    "nga gmail password ka {pw} par",
    "Ko Zaw: yone computer password a thit ko {pw} lo pyaung lite pyi, ma pyaw nae naw",
    "eain wifi pass ka {pw} naw",
    "Ma Hnin: server password → {pw} kyay zu tin par tal",
    "clinic laptop pw ka \"{pw}\" par a ko",
    "Viber, Ko Aung: truck GPS app password ka {pw}",
    "nint AYA Pay password ko {pw} lo pyaung lite tal",
    "รหัสคอมตี้โรงสี: {pw} เน่อ",
    "ปี้คำ: พาสเวิร์ดไวไฟตี้โฮงเฮียน {pw} บ่ดีบอกคนอื่นเน่อ",
    "รหัสอีเมลของข้าเจ้า → {pw} ขอบใจ๋เจ้า",
    "อู้หื้อฟังเน่อ password server ตี้คลินิก {pw}",
    "LINE, ป้อบุญมี: รหัสคอมตี้ลานไม้สัก ({pw}) ก่",
    "รหัสผ่านอีเมลพี่คือ {pw} นะคะ",
    "พาสไวไฟออฟฟิศแม่สอด: {pw} ค่า",
    "น้องพลอย: รหัสเข้าเครื่องบัญชีเปลี่ยนเป็น {pw} แล้วนะ อย่าบอกใครนะ",
    "LINE, พี่สมชาย: รหัส server คลินิก — {pw} ครับ",
    "พาสเวิร์ดแอป Krungthai NEXT ของแม่ \"{pw}\" จ้า",
    "ฝากจำรหัสคอมโรงสีให้หน่อย: {pw}",
    "รหัส admin กล้องวงจรปิด ➡️ {pw} งับ",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["pawhtoo", "ehdoh", "lerwah.s", "hserpaw", "kawhtoo", "mumu.n", "thawthi", "banya",
          "misar", "khureh", "zawmin", "thida.m", "hnin", "somchai.k", "ploy", "jiraporn",
          "boonmee", "saengduean", "arthit.w", "nok", "svc-weighbridge", "clinic-lab",
          "school-admin", "fleet-ops"]  # fmt: skip
_LOGINS = [
    "LINE, Pi Kham: weighbridge login {u} / {pw}",
    "Jira DR-530: {u} locked out of HOSxP, last password {pw}",
    "user {u} pass {pw}",
    "BookStack › Clinic › Lab PC: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Traccar | {u} | {pw} |",
    "sign into Kolibri as {u} with {pw}",
    "ZoneMinder login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: mill-nvr\n  user: {u}\n  pass: {pw}",
    "Viber, Saw Ler Wah: the FlowAccount login is {u} and the password is {pw}",
    "ယ user name မ့ၢ် {u} ဒီး password မ့ၢ် {pw}",
    "user {u} dee password {pw}, ta blu",
    "yə user {u}, password mə {pw}",
    "user အဲ {u} တုဲ password {pw}",
    f"user {{u}} {_KL_PW} {{pw}}",
    "user name ka {u}, password ka {pw} par",
    "Ko Aung: login {u} nae {pw} naw",
    "yone account ka {u}, pass {pw}",
    "ยูสเซอร์ {u} พาส {pw} เน่อ",
    "ปี้คำ: ไอดีตี้ใจ้ {u} รหัส {pw}",
    "ยูส {u} พาส {pw} นะคะ",
    "ชื่อผู้ใช้: {u}\nรหัสผ่าน: {pw}",
    "ไอดี {u} รหัส {pw} ครับ",
    "LINE, น้องนก: เข้าระบบด้วย {u} / {pw} ค่า",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["thanaka", "longyi", "mohinga", "padauk", "pyinkado", "hommali", "laphet",
               "htamin", "sinker", "dawna", "moei", "kawkareik", "thingyan", "tamarind",
               "bamboo", "buffalo"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, lowercase, then {d}",
    "voice memo: clinic wifi is {w} and then the number {d}, no space",
    "it's {w}{d}, the word and the digits together",
    "password mu {w} dee {d}",
    "password မ့ၢ် {w} ဒီး {d}",
    "password ဏံ {w} တုဲ {d}",
    "password ka '{w}' soe tae sa-kar, pyi yin {d}",
    "{w} nout mhar {d} par, space ma par buu",
    "รหัสคือคำว่า {w} ตามด้วย {d}",
    "พาสคือ {w}{d} ติดกันนะ",
    "พาสเป็นคำว่า {w} แล้วก่ {d} เจ้า",
    "รหัสตี้ไวไฟ: คำว่า {w} ต่อด้วย {d} เน่อ",
    f"{_KL_PW}: {{w}} + {{d}}",
    "password mə {w}, {d} lə khaw",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]  # each word once: every secret unique
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "kolibri manage provisiondevice --facility 'Mae La Learning Centre' --preset nonformal --superusername {u} --superuserpassword '{pw}' --language_id my",
    "sh add-admin.sh {u} {pw} http://127.0.0.1:8080/auth/signup",
    "sedutil-cli --setLockingRange 0 RW {pw} /dev/nvme0",
    "/interface sstp-client add connect-to=vpn.dawna.net name=sstp-maesot user={u} password={pw} disabled=no",
    "/interface ovpn-client add connect-to=ovpn.dawna.net name=ovpn-hpaan user={u} password={pw} cipher=aes256-gcm",
    "/interface l2tp-client add connect-to=l2tp.dawna.net name=l2tp-loikaw user={u} password={pw} use-ipsec=no",
    "set vpn ipsec authentication psk MYAWADDY secret {pw}",
    "mount -t ecryptfs /srv/clinic/records /srv/clinic/records -o key=passphrase:passphrase_passwd={pw},ecryptfs_cipher=aes,ecryptfs_key_bytes=32,ecryptfs_passthrough=n",
    "dar -x /mnt/usb/school_full -K aes:{pw} -R /srv/restore",
    "bz x -p:{pw} -o:D:\\restore clinic-lab-2033.zip",
    "apksigner sign --ks dawna-school.jks --ks-key-alias school --key-pass pass:{pw} app-release.apk",
    "zmupdate.pl --user={u} --pass={pw} --version=1.36.33",
    "airdecap-ng -e DawnaMill-2G -p {pw} capture-mill-01.cap",
    "dislocker -V /dev/sdb1 -u{pw} -- /mnt/bitlocker",
    "curl -s http://192.168.8.1/cgi-bin/luci/rpc/auth -d '{{\"id\":1,\"method\":\"login\",\"params\":[\"root\",\"{pw}\"]}}'",
    "ubus -S call session login '{{\"username\":\"root\",\"password\":\"{pw}\"}}'",
    "murmurd -ini /etc/murmur.ini -supw {pw}",
    "ogr2ogr -f PostgreSQL PG:\"host=gis.dawna.lan dbname=teak user={u} password={pw}\" salvage_logs.gpkg",
    "encrypt.sh input=\"jdbc-pass\" password={pw} algorithm=PBEWithMD5AndDES",
    "hdparm --user-master u --security-unlock {pw} /dev/sdb",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Termux on Ko Aung's phone:\n$ {c}", "JuiceSSH, mill-gw: {c}",
    "PuTTY to the clinic box:\n# {c}", "Winbox terminal, MaeSot-GW: {c}",
    "root@weighbridge:~# {c}", "history | tail -3\n  512  {c}",
    "คำสั่งที่พิมพ์ไป: {c}", "nga run lite tae command: {c}", "command ตี้ปี้คำพิมพ์: {c}",
    "ယ command: {c}", "command ဏံ: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


def _coban(g: random.Random) -> str:
    """A Coban tracker's password: six digits."""
    return _r(g, D, 6)


_DEVICE: dict[str, Maker] = {  # an SMS or AT command: the secret's maker
    "SMS to the tracker on truck 70-4412: adminip{s} 203.0.113.41 5013": _coban,
    "ส่ง SMS ไปที่ GPS รถสิบล้อ: apn{s} internet": _coban,
    "SMS to the Coban on the Fuso: begin{s}": _coban,
    "SMS to the FMB920 on the Hino: fleetops {s} getgps": _plain_pw,
    "AT+GTSRI={s},3,,1,203.0.113.41,5013,,0,,0,0,,,,0011$": lambda g: "dw" + _r(g, LOWER_DIGITS, 5),
    "at+set_config=lora:app_key:{s}": _j((UPPER_HEX, 32)),
    "Huawei AC, wlan security-profile mill: security wpa2 psk pass-phrase {s} aes": _plain_pw,
    'ESP32 serial monitor: AT+CWJAP_DEF="DawnaDryer","{s}"': _plain_pw,
}  # fmt: skip


def _device(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_DEVICE), n):
        secret = _DEVICE[template](rng)
        out.append(Sample("cli_password", template.replace("{s}", secret), secret))
    return out


_URLS = [
    "mysql://{u}:{pw}@hosxp-db.dawna.lan:3306/hos",
    "postgresql://{u}:{pw}@gis.dawna.lan:5432/teak",
    "mongodb://{u}:{pw}@ledger.dawna.lan:27017/savings?authSource=admin",
    "rtsp://{u}:{pw}@cam-yard2.dawna.lan:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@weighbridge.dawna.lan/exports/",
    "mqtt://{u}:{pw}@iot.dawna.lan:1883",
    "redis://{u}:{pw}@cache.dawna.lan:6379/2",
    "https://{u}:{pw}@kolibri.maela-school.lan/",
    "jdbc:mysql://jhcis.dawna.lan:3333/jhcis?user={u}&password={pw}",
    "Server=acc.dawna.lan;Database=FlowSync;User Id={u};Password={pw};TrustServerCertificate=True",
    "ntrip://{u}:{pw}@rtk.dawna.net:2101/MSOT0",
    "smtp://{u}:{pw}@mail.dawna.net:587",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this for me: {c}", "Jira DR-601: {c}", "BookStack 'Databases': {c}",
    "connection string ka {c} par", "สตริงเชื่อมต่อ: {c}", "ယ connection string: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "dawna-ridge", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("WavePay", "WAVEPAY_MERCHANT_SECRET", _j((HEX, 64))),
    ("AYA Pay", "AYAPAY_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("CB Pay", "CBPAY_AUTH_TOKEN", _j((ALNUM, 40))),
    ("OK Dollar", "OKDOLLAR_API_KEY", _j((UPPER_HEX, 32))),
    ("uab pay", "UABPAY_SECRET_KEY", _j("uab_sk_", (ALNUM, 32))),
    ("Citizen Pay", "CITIZENPAY_API_KEY", lambda g: v.uuid4(g, "a")),
    ("M-Pitesan", "MPITESAN_TOKEN", _j((HEX, 40))),
    ("Mytel Pay", "MYTELPAY_APP_SECRET", _j((ALNUM, 32))),
    ("LINE MAN", "LINEMAN_API_KEY", _j("lm_live_", (ALNUM, 32))),
    ("Krungsri", "KRUNGSRI_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Krungthai", "KTB_API_SECRET", _j((B64, 43), "=")),
    ("Paotang", "PAOTANG_PARTNER_KEY", _j((HEX, 48))),
    ("PaySolutions", "PAYSOLUTIONS_SECRET_KEY", _j((ALNUM, 32))),
    ("Ksher", "KSHER_PRIVATE_TOKEN", _j((HEX, 64))),
    ("Beam Checkout", "BEAM_API_KEY", _j("beam_sk_", (ALNUM, 36))),
    ("Bitkub", "BITKUB_API_SECRET", _j((HEX, 64))),
    ("Satang", "SATANG_API_SECRET", _j("spk_", (HEX, 40))),
    ("Zipmex", "ZIPMEX_API_SECRET", _j((URLSAFE, 48))),
    ("Finnomena", "FINNOMENA_TOKEN", _vendor_jwt("https://api.finnomena.com")),
    ("Jitta", "JITTA_API_KEY", _j((ALNUM, 40))),
    ("Giztix", "GIZTIX_API_KEY", _j((HEX, 32))),
    ("Porlor", "PORLOR_TOKEN", _j((ALNUM, 48))),
    ("Skootar", "SKOOTAR_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Trukkin", "TRUKKIN_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Cargoshare", "CARGOSHARE_API_TOKEN", _j((HEX, 40))),
    ("Thai Post", "THAIPOST_TRACK_TOKEN", _vendor_jwt("https://trackapi.thailandpost.co.th")),
    ("Best Express", "BEST_EXPRESS_APP_SECRET", _j((UPPER_HEX, 32))),
    ("SCG Express", "SCGEXPRESS_API_KEY", _j((ALNUM, 32))),
    ("Nim Express", "NIMEXPRESS_TOKEN", _j((HEX, 32))),
    ("Alpha Fast", "ALPHAFAST_API_KEY", _j("af_", (ALNUM, 40))),
    ("Royal Express", "ROYALX_API_KEY", _j((ALNUM, 36))),
    ("Frontiir", "FRONTIIR_PORTAL_TOKEN", _j((B64, 40))),
    ("Longdo", "LONGDO_MAP_KEY", _j((HEX, 32))),
    ("FlowAccount", "FLOWACCOUNT_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Shipnity", "SHIPNITY_API_TOKEN", _j((HEX, 40))),
    ("Freshket", "FRESHKET_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Wongnai", "WONGNAI_PARTNER_SECRET", _j((ALNUM, 44))),
    ("Bangchak", "BANGCHAK_FLEET_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Easy Rice", "EASYRICE_DEVICE_TOKEN", _j("er_", (HEX, 48))),
    ("Seekster", "SEEKSTER_API_KEY", _j((ALNUM, 32))),
    ("DreamSave", "DREAMSAVE_SYNC_TOKEN", _vendor_jwt("https://sync.dreamsave.example")),
    ("SAVIX", "SAVIX_API_KEY", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "PowerShell: $env:{env} = \"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} dawna/haulage-sync:2.3",
    "k8s Secret:\nstringData:\n  {env}: \"{tok}\"",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "compose.yaml:\n    environment:\n      - {env}={tok}",
    "Dawna ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "BookStack table 'Integrations': | {vendor} | prod | {tok} |",
    "Jira DR-640: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken again, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "LINE, Pi Kham: {vendor} key for the mill: {tok}",
    "Viber, Saw Eh Doh: the {vendor} token we use now is {tok}, the old one is revoked",
    "API key ของ {vendor} คือ {tok} นะคะ",
    "คีย์ API {vendor}: {tok}",
    "โทเคน {vendor} ใหม่ → {tok} ครับ",
    "{vendor} API key ตี้ใจ้อยู่: {tok} เจ้า",
    "API key {vendor} ของโรงสี {tok} เน่อ",
    "{vendor} API key ka {tok} par",
    "{vendor} token a thit ka {tok} naw",
    "Ko Aung: {vendor} key ko {tok} lo pyaung lite pyi",
    "{vendor} API key မ့ၢ် {tok}",
    "ယ {vendor} token: {tok} တၢ်ဘျုး",
    "{vendor} API key mu {tok}, ta blu",
    "{vendor} API key ဏံ: {tok}",
    "key API {vendor} ပ္ဍဲ server: {tok}",
    f"{{vendor}} API key {_KL_IS} {{tok}}",
    "yə {vendor} API key mə {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    longdo = _r(rng, HEX, 32)
    bitkub = _r(rng, HEX, 64)
    flow = _r(rng, URLSAFE, 43)
    ksher = _r(rng, HEX, 64)
    return [
        Sample("vendor_token", f'resp = httpx.get("https://search.longdo.com/mapsearch/json/search", params={{"keyword": "Mae Sot", "key": "{longdo}"}})', longdo),
        Sample("vendor_token", f'const bitkub = new BitkubClient(process.env.BITKUB_KEY, "{bitkub}");', bitkub),
        Sample("vendor_token", f'private const val FLOWACCOUNT_SECRET = "{flow}"', flow),
        Sample("vendor_token", f'client := ksher.NewClient("mch41245", "{ksher}")', ksher),
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


_BARE_PLACES = ["{t}", "LINE: {t}", "it's shown once, so here:\n{t}", "token ใหม่: {t}",
                "token a thit: {t}", "{t}\n^ new one, the old one is dead"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the dryer humidity node DR-04: {h}": 32,
    "NwkSKey of the teak-yard gate sensor (ABP): {h}": 32,
    "HMAC secret for the WavePay callback: {h}": 64,
    "AES key of the weighbridge export (hex): {h}": 32,
    "pre-shared key of the Myawaddy IPsec tunnel (hex): {h}": 64,
    "คีย์เข้ารหัสไฟล์สำรอง: {h}": 64,
    "backup encryption key ka {h} par": 48,
    "ယ backup key: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira DR-655: token copied from the browser devtools {t}",
    "Cookie: lang=my; dawna_session={t}",
    "HAULAGE_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token ของระบบคลินิก: {t}",
    "token ka {t} par",
    "Telegram, Saw Ler Wah: access token {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@dawna.net"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.dawna.net/realms/ridge",
            "azp": "fleet-console",
            "groups": ["drivers", "mill"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the weighbridge server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/clinic.dawna.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"TRACCAR_TLS_KEY": "{key}", "host": "gps.dawna.net"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_mill <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Jira DR-660, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "คีย์ส่วนตัวของเซิร์ฟเวอร์:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "server private key ka:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MIGkAgEBBDA", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    block = [f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"]
    return {"key": joiner.join(block), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Bitkub Next wallet recovery phrase for the savings group: {p}": "english",
    "OKX Wallet backup, copying it off the card before I burn it: {p}": "english",
    "voice memo: the Keplr recovery words are {p} and that's all of them": "english",
    "คำกู้คืนกระเป๋าของกลุ่มออมทรัพย์: {p}": "english",
    "wallet seed ka {p} par": "english",
    "ယ wallet seed: {p}": "english",
    "Bitget Wallet 助记词（妙瓦底的供应商）：{p}": "chinese_simplified",
    "ウォレットの復元フレーズ（トラック部品の仕入れ用）：{p}": "japanese",
    "지갑 복구 문구: {p}": "korean",
    "frase de recuperación de la billetera del comprador de teca: {p}": "spanish",
    "frase de recuperação da carteira do doador: {p}": "portuguese",
    "obnovovací fráze peněženky dárce školy: {p}": "czech",
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
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
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
    if brand == "mpu":  # an MPU-like prefix: the author's guess
        return _card_of(rng, ["9503"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "LINE, Pi Kham: the mill card for the husker spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Jira DR-672: pay the truck tyre order with card {c}",
    "Viber, Ma Thida: card for the clinic's lab reagents {c} ({mm}/{yy})",
    "เลขบัตรเครดิตพี่: {c} หมดอายุ {mm}/{yy} นะคะ",
    "เลขบัตรตี้ใจ้จ่ายค่าน้ำมัน {c} เจ้า",
    "card number ka {c}, {mm}/{yy} par",
    "MPU card ka {c}",
    "ယ card number: {c}",
    "card အဲ: {c}",
    "เลขบัตร: {c} ครับ",
]  # fmt: skip
_BRANDS = ["visa", "mpu", "mastercard", "jcb", "unionpay", "amex"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "mpu" if "MPU" in template else _BRANDS[index % len(_BRANDS)]
    number = _card(rng, brand)
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVV {cvv}",
               "the three digits on the back of the fuel card: {cvv}",
               "Amex {c}, the four-digit code above the number: {cvv}",
               "เลขหลังบัตร 3 ตัว: {cvv} ค่า",
               "card nout kyaw ka nan pat thone lone: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 185; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"GI": "aaaa" + "c" * 15, "GT": "aaaa" + "n" * 20, "SV": "aaaa" + "n" * 20,
                "FK": "aa" + "n" * 12, "LC": "aaaa" + "c" * 24, "PS": "aaaa" + "c" * 21,
                "SO": "n" * 19, "AD": "n" * 8 + "c" * 12}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice DR-2033-041: please pay the salvaged teak deposit to {i} within 14 days",
    "save the school donor's IBAN: {i}",
    "IBAN: {i}\nReference: Mae La school term 2",
    "Telegram #treasury: the clinic supplier's new bank details, IBAN {i}",
    "email from the Antigua teak buyer: remit to IBAN {i}",
    "Jira DR-680: refund the rice buyer to {i}",
    "IBAN ของผู้บริจาค: {i} ค่ะ",
    "IBAN ตี้ต้องโอนหื้อ: {i} เจ้า",
    "donor IBAN ka {i} par",
    "ယ IBAN: {i}",
    "IBAN ဏံ: {i}",
    "IBAN ผู้ซื้อไม้สัก → {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _moa(g: random.Random) -> str:
    """A Thai company's MOA registration number: 0, twelve digits, th.pin's check digit."""
    number = v.until(g, lambda h: "0" + h.choice("1235679") + _r(h, D, 11), th_moa.is_valid)
    return str(th_moa.format(number))


def _th_tin(g: random.Random) -> str:
    """A Thai taxpayer number (a person's PIN here), validated by th.tin."""
    return v.until(g, lambda h: h.choice("1358") + _r(h, D, 12), th_tin.is_valid)


def _uen(g: random.Random) -> str:
    """A Singapore company's UEN: a year, five digits and a check letter."""
    return v.until(
        g, lambda h: f"{h.randrange(1995, 2024)}{_r(h, D, 5)}{h.choice(UPPER)}", sg_uen.is_valid
    )


def _th_pin_migrant(g: random.Random) -> str:
    """A Thai personal number of category 6 or 7 (migrants and their children born here)."""
    number = v.until(g, lambda h: h.choice("67") + _r(h, D, 12), th_pin.is_valid)
    return str(th_pin.format(number))


def _mm_ci(g: random.Random) -> str:
    """A Myanmar Certificate of Identity: two letters and six digits, no public check."""
    return g.choice(["CA", "CB", "CC", "CD"]) + _r(g, D, 6)


def _pj_passport(g: random.Random) -> str:
    """A Myanmar Passport for Job: PJ and six digits, no public check."""
    return "PJ" + _r(g, D, 6)


def _mm_licence(g: random.Random) -> str:
    """A Myanmar driving licence: a class letter, a serial and a year, no public check."""
    return f"{g.choice('ABCDE')}/{_r(g, D, 5)}/{g.randrange(10, 25)}"


def _th_type4(g: random.Random) -> str:
    """A Thai public-transport (type 4) driving licence: a BE year and six digits, invented."""
    return f"{g.randrange(55, 67)}{_r(g, D, 6)}"


def _form10(g: random.Random) -> str:
    """A Myanmar household list (Form 10) number, invented."""
    return f"{g.randrange(1, 15):02d}/{_r(g, D, 4)}/{_r(g, D, 5)}"


def _camp_reg(g: random.Random) -> str:
    """A Mae La camp household registration number, invented."""
    return f"MLA-{_r(g, D, 2)}-{_r(g, D, 6)}"


def _health_card(g: random.Random) -> str:
    """A Thai migrant health-insurance card number, invented."""
    return f"HI{g.randrange(63, 70)}{_r(g, D, 8)}"


def _teacher_licence(g: random.Random) -> str:
    """A Thai teacher's professional licence number, invented."""
    return f"{g.randrange(60, 69)}1{_r(g, D, 4)}{_r(g, D, 6)}"


_ID_PLACES: dict[str, Maker] = {
    "registration number of Moei Valley Rice Mill Co., Ltd. for the export form: {s}": _moa,
    "เลขทะเบียนนิติบุคคลของโรงสี: {s}": _moa,
    "my Thai tax ID for the salary slip: {s}": _th_tin,
    "เลขประจำตัวผู้เสียภาษีของพี่: {s} นะคะ": _th_tin,
    "UEN of the Singapore teak buyer, from their KYC mail: {s}": _uen,
    "Naw Mu Mu's daughter's Thai ID number (category 7): {s}": _th_pin_migrant,
    "เลขประจำตัว 13 หลักของน้อง (ขึ้นต้นด้วย 6): {s}": _th_pin_migrant,
    "my CI number is {s}": _mm_ci,
    "CI number ka {s} par": _mm_ci,
    "PJ passport number ka {s}": _pj_passport,
    "Saw Kaw Htoo's PJ passport: {s}": _pj_passport,
    "driver licence (Myanmar) of Ko Zaw Min: {s}": _mm_licence,
    "ယ driving licence: {s}": _mm_licence,
    "ใบขับขี่ ท.4 ของพี่คำ: {s} เจ้า": _th_type4,
    "Form 10 number ka {s} par": _form10,
    "household registration in Mae La: {s}": _camp_reg,
    "camp registration ဏံ: {s}": _camp_reg,
    "เลขบัตรประกันสุขภาพแรงงานต่างด้าว: {s}": _health_card,
    "my teacher licence number: {s}": _teacher_licence,
    f"{_KL_MY} teacher licence: {{s}}": _teacher_licence,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [
        f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}"
        for _ in range(n)
    ]


_BACKUPS = ["FlowAccount 2FA recovery codes\n{codes}", "backup codes for the clinic's Google Workspace {codes}",
            "Bitkub backup codes: {codes}", "โค้ดสำรอง 2FA:\n{codes}",
            "2FA backup codes ka {codes}", "ယ 2FA backup codes: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Bitkub:ploy@dawna.net?secret={s}&issuer=Bitkub&digits=6",
              "Aegis, manual setup key for the FlowAccount login: {s}",
              "2FA setup key ของ Krungsri Biz: {s}",
              "TOTP secret ka {s} par",
              "2FA secret for the clinic's VPN: {s}"]  # fmt: skip
_CODES = ["{c} is your Bitkub verification code", "รหัส OTP ของคุณคือ {c} (อ้างอิง: KXPT) ห้ามบอกผู้อื่น",
          "Wave OTP ka {c} par", "LINE MAN: use {c} to sign in",
          "ယ OTP: {c}"]  # fmt: skip
_RECOVERY = ["Microsoft account recovery code for the school's Office 365: {s}",
             "recovery code of the clinic's Proton account: {s}",
             "รหัสกู้คืนบัญชี: {s}", "recovery code ka {s}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Microsoft" in template:
        return {"s": "-".join(_r(rng, "BCDFGHJKMPQRTVWXY2346789", 5) for _ in range(5))}
    return {"s": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(6))}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")
_recovery = _Family("recovery_code", _RECOVERY, _recovery_draw, "s")


_SSIDS = ["DawnaMill-2G", "DawnaMill-5G", "MaeSot-Clinic", "AIS_Fibre_7F2A", "TRUE_GIGATEX_9C1",
          "3BB_TeakYard_5G", "MPT-Myawaddy", "Frontiir-Hpaan", "MaeLa-School", "Loikaw-Office",
          "Dawna-Drivers", "MaeSariang-Guest"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "mill office network {s}, password {pw}",
    "wifi at the clinic: {s} / {pw}",
    "Raspberry Pi first boot (school server), wireless: SSID {s}, passphrase {pw}",
    "the key printed under the AIS router: {pw}",
    "ไวไฟ {s} รหัส {pw} นะคะ",
    "พาสไวไฟ {s}: {pw} ค่า",
    "ไวไฟตี้โรงสี {s} รหัสเป็น {pw} เจ้า",
    "wifi {s} ตี้โฮงเฮียน: {pw} เน่อ",
    "wifi {s} pass ka {pw} par",
    "yone wifi {s} password: {pw}",
    "wifi {s} အ password မ့ၢ် {pw}",
    "wifi {s} password mu {pw}",
    "wifi {s} password ဏံ {pw}",
    f"wifi {{s}} {_KL_PW}: {{pw}}",
    "wifi {s} password mə {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 12)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("lm_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("beam_sk_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Viber call] {t}",
          "(spaced so the LINE preview hides it) {t}", "ทีละตัว: {t}",
          "ta lone chin: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["ATM PIN for the mill's Krungsri card: {pw}", "gate code at the teak yard: {pw}#",
          "padlock on the savings-group cash box: {pw}", "pharmacy safe at the border clinic: {pw}",
          "SIM PIN of the tracker SIM: {pw}", "DreamSave app PIN for the Mae La group: {pw}",
          "รหัส ATM ของแม่: {pw}", "รหัสประตูโรงสี {pw} แล้วกด #", "รหัสตู้เซฟตี้คลินิก: {pw} เจ้า",
          "ATM PIN ka {pw} par", "gate code ka {pw}", "အဝဲ ATM PIN: {pw}", "PIN ဏံ {pw}",
          f"{_KL_MY} PIN: {{pw}}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["teak", "padauk", "moei", "dawna", "thanaka", "longyi", "mohinga", "paddy",
                 "buffalo", "elephant", "tamarind", "bamboo", "monsoon", "raft", "sawmill",
                 "husker"]  # fmt: skip
_PHRASES = {"KeePassXC database passphrase for the clinic: {p}": " ",
            "Bitwarden master passphrase: {p}": "-",
            "VeraCrypt volume passphrase (payroll USB): {p}": " ",
            "passphrase ของไฟล์ backup: {p}": ".",
            "passphrase ka {p} par": " ",
            "ယ passphrase: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman header, weighbridge API: Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "curl -H 'Authorization: Bearer {v}' https://gps.dawna.net/api/devices": False,
    "Bruno collection 'clinic', header Authorization = Basic {v}": True,
    "HTTPie: http GET https://wb.dawna.lan/tickets 'Authorization: bearer {v}'": False,
    "ส่วนหัว Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/kolibri/options.ini:\n[Database]\nDATABASE_ENGINE = postgres\nDATABASE_USER = kolibri\nDATABASE_PASSWORD = {pw}",
    ".env (haulage-sync):\nDAWNA_TRACCAR_USER=ops\nDAWNA_TRACCAR_PASSWORD={pw}",
    "docker-compose.yml:\n  zoneminder:\n    environment:\n      - ZM_DB_USER=zmuser\n      - ZM_DB_PASS={pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: hosxp-db\nstringData:\n  HOSXP_DB_PASSWORD: \"{pw}\"",
    "/etc/systemd/system/weighbridge-sync.service:\n[Service]\nEnvironment=DAWNA_WEIGHBRIDGE_DB_PASS={pw}\nExecStart=/opt/wb/sync",
    "/etc/ipsec.secrets:\n203.0.113.41 198.51.100.7 : PSK \"{pw}\"",
    "hosxp.ini:\n[Database]\nServer=hosxp-db.dawna.lan\nUser=sa\nPassword={pw}",
    "JHCIS my.cnf:\n[client]\nport=3333\nuser=root\npassword={pw}",
    "traccar.xml:\n<entry key='database.user'>traccar</entry>\n<entry key='database.password'>{pw}</entry>",
    "proxychains.conf:\n[ProxyList]\nsocks5 10.8.0.1 1080 dawna {pw}",
    "murmur.ini:\nserverpassword={pw}\nusers=50",
    "RouterOS export:\n/ppp secret\nadd name=truck-70-4412 password={pw} service=l2tp",
    "/etc/NetworkManager/system-connections/School.nmconnection:\n[wifi-security]\nkey-mgmt=wpa-psk\npsk={pw}",
    "sugarizer.env:\nDAWNA_SUGARIZER_ADMIN_PASS={pw}",
    "wvdial.conf:\n[Dialer mpt]\nUsername = mpt\nPassword = {pw}",
    "pg_service.conf:\n[teak]\nhost=gis.dawna.lan\ndbname=teak\nuser=gis\npassword={pw}",
    "ESPHome secrets.yaml (dryer node):\nwifi_password: \"{pw}\"",
    "config.php (savings-group ledger):\n$db_pass = '{pw}';",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    'conn = pymysql.connect(host="jhcis.dawna.lan", port=3333, user="root", password="{pw}", db="jhcis")',
    'const pool = mysql.createPool({{ host: "hosxp-db", user: "report", password: "{pw}" }});',
    "$pdo = new PDO('mysql:host=ledger.dawna.lan;dbname=vsla', 'vsla', '{pw}');",
    'db, err := sql.Open("postgres", "host=gis.dawna.lan user=gis password={pw} dbname=teak")',
    'val api = WeighbridgeApi(baseUrl = "https://wb.dawna.lan", secret = "{tok}")',
    "const wavePaySecret = '{tok}';",
    'var cs = "Server=acc.dawna.lan;User Id=sa;Password={pw};";',
    'Sidekiq.configure_server {{ |c| c.redis = {{ url: "redis://:{pw}@cache.dawna.lan:6379/0" }} }}',
    'let client = Client::new("https://tracker.dawna.net", "{tok}");',
    'wifi_config_t cfg = {{ .sta = {{ .ssid = "DawnaDryer", .password = "{pw}" }} }};',
]  # fmt: skip


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    value = _r(rng, ALNUM, 32) if "{tok}" in template else _plain_pw(rng)
    return {"pw": value, "tok": value}


_code = _Family("code_secret", _CODE, _code_draw, "pw")


_CHATS = [
    "[07:42] Ko Aung: yone wifi pass ka?\n[07:43] Ma Hnin: {pw}",
    "[21:10] Naw Paw Htoo: clinic server password?\n[21:12] Saw Ler Wah: {pw}",
    "Pi Kham: รหัสคอมโรงสีอะหยังก่?\nBoonmee: {pw} เจ้า",
    "พี่สมชาย: รหัส wifi อะไรครับ\nน้องพลอย: {pw} ค่า",
    "Saw Eh Doh: {pw} mu password a thee",
    "Mi Sar: {pw} ဏံ password server",
    f"Khu Reh: {{pw}} — {_KL_PW} {_KL_NEW}",
    "Ko Zaw Min: {pw} lo pyaung lite pyi, truck app password",
    "[06:05] Jiraporn: use {pw}, that's what I set for the weighbridge",
    "Nok: {pw} is the new Kolibri admin password",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 62), (_logins, 24), (_spelled, 14), (_cli, 24), (_device, 8), (_urls, 12),
    (_vendors, 46), (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 5), (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 5), (_codes, 5),
    (_recovery, 4), (_wifi, 18), (_spelled_tokens, 8), (_locks, 14), (_phrases, 6), (_auth, 6),
    (_configs, 18), (_code, 10), (_chats, 10),
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
    "the weighbridge PC password is": "{s}", "HOSxP admin pw:": "{s}\nchange it after the audit",
    "รหัสผ่าน:": "{s} ค่ะ", "password ka": "{s} par", "ယ password မ့ၢ်": "{s}",
    "password ဏံ": "{s}", "พาสตี้โรงสี": "{s} เจ้า", _KL_PW: "{s}",
    "password mu": "{s}, ta blu", "Kolibri superuser password": "{s} (the school laptop)",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Longdo map key", "{s}", _j((HEX, 32))),
    ("split_token", "Bitkub API secret:", "{s} (read-only)", _j((HEX, 64))),
    ("split_token", "Krungsri client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "savings group wallet words", "{s}", _english_seed),
    ("split_card", "เลขบัตร", "{s} exp 11/38", lambda g: v.grouped(v.card(g, "jcb"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LC"))),
    ("split_backup", "FlowAccount recovery codes", "{s}\nq7m2-x9pl-4rtw\nb3nd-8kf5-zz2c", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "เลขทะเบียนนิติบุคคล", "{s}", _moa),
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
    '{"weighbridge": {"url": "https://wb.dawna.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"รหัสผ่าน": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "zawmin", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"nvrs": [{"name": "yard-1"}, {"name": "mill-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["kolibri", "manage", "provisiondevice", "--superusername", "admin", "--superuserpassword", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "yone wifi pass ka {s} par"}': ("meta_password", _plain_pw),
    '{"transcript": "the password for the clinic server is {s}"}': ("meta_password", _plain_pw),
    '{"ksher": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"giztixToken": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"lineman_key": "{s}"}': ("meta_token", _j("lm_live_", (ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "mpu"), " ", g)),
    '{"donor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "FK")),
    '{"buyer": {"uen": "{s}"}}': ("meta_id", _uen),
    '{"mfa": {"recovery_codes": ["{s}", "k2m9-p4xq-7vtr", "w8zn-3hcd-6jfa"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"savings_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cash_box": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "DawnaMill-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
    '{"driver": {"pj_passport": "{s}"}}': ("meta_id", _pj_passport),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"fmb920-firmware-03.28.07.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/dawna/haulage-sync:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"weighbridge: add moisture column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"fleet: revert route cache", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"paddy_intake_2033-11-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"teak-salvage-register-2033.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the weighbridge PC password before the audit on 2033-11-20.",
    "Ko Aung asked for the mill wifi password; it's on the card in the foreman's drawer.",
    "Policy: Dawna passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into LINE; share a vault link instead.",
    "The `.env.example` line `LONGDO_MAP_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The HOSxP server asks for a new admin password every 90 days.",
    "Replace <YOUR_BITKUB_KEY> in the README with the key from your Bitkub dashboard.",
    "KSHER_PRIVATE_TOKEN and GIZTIX_API_KEY must be set before the nightly sync runs.",
    "อย่าส่งรหัสผ่านทาง LINE นะคะ ให้ใช้ vault แทน",
    "รหัสผ่านต้องยาวอย่างน้อย 14 ตัวอักษร",
    "บ่ดีส่งพาสทาง LINE เน่อ ใจ้ vault เจ้า",
    "password ko LINE mhar ma poh par nae naw",
    "password a thit ko vault htae mhar pae htar par tal",
    "ယ password တဟ့ၣ်ပှၤဂၤဘၣ်",
    "password ဟွံ ဓဝ် LINE",
    "password ta heh pgha ba, ta blu",
    "Upgraded the FMB920 firmware from 03.27 to 03.28 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the moisture column to weighbridge tickets.",
    f"Rolled back to {_SHORT} after the route cache broke the Myawaddy ETAs.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The FMB920 firmware image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of teak-salvage-register-2033.xlsx: {_SHA512}",
    f"The sync container runs ghcr.io/dawna/haulage-sync@sha256:{_IMAGE}.",
    f"MD5 of paddy_intake_2033-11-02.csv is {_MD5}, same as the copy on the mill share.",
    "Request id 4c2e81d7-9b3a-4e60-a1f5-7d0c3b9e2a64 is the slow one in the Traccar logs.",
    "Purchase order PO-2033-00271 for 30 tonnes of Hom Mali paddy arrives on Thursday.",
    "Jira DR-4490: the dryer 2 temperature alarm keeps tripping at night.",
    "Call the Mae Sot mill office on +66 55 532 418 before noon.",
    "Ko Zaw's Myawaddy number is +95 9 4251 8830.",
    "Truck 70-4412 left the Mae Sot depot at 05:40 with 18 pallets for Hpa-an.",
    "Thai Post tracking EF582914376TH is the clinic's reagent parcel.",
    "Weighbridge ticket WB-33-118204: gross 24,880 kg, tare 9,120 kg.",
    "Moisture of lot PADDY-2033-0412 is 14.2 %; the dryer target is 13.5 %.",
    "The sinker log from the Moei measured 7.4 m and about 1.1 m³ of teak.",
    "GPS fix of the salvage barge: 16.7129 N, 98.5681 E.",
    "After five wrong passwords the HOSxP server locks the account for 30 minutes.",
    "My card ending 4412 was declined at the Mae Sot hardware store.",
    "The Saint Lucia donor wants the IBAN on the receipt without spaces.",
    "Print the 2FA backup codes for the school's Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `BITKUB_API_SECRET` in the secrets store, never in the repository.",
    "The padlock on the savings-group cash box rusts in the rainy season; oil it every month.",
    "Bitkub moved the API key page under Settings › API in its June release.",
    "The guest wifi 'MaeSariang-Guest' is open, no password needed.",
    "เลขที่ใบสั่งซื้อ PO-2033-00271 ข้าวหอมมะลิ 30 ตัน",
    "โทรหาโรงสีที่เบอร์ 055 532 418 ก่อนเที่ยงนะคะ",
    "รถบรรทุก 70-4412 ออกจากแม่สอดตอน 05:40 ครับ",
    "ความชื้นข้าวเปลือก 14.2 % เจ้า",
    "truck 70-4412 ka Myawaddy ko 05:40 mhar htwet twar par pyi",
    "ယ phone number +95 9 4251 8830",
    "clinic ဏံ ပ္ဍဲ Mae Sot",
    "order number ka PO-2033-00288 par",
    "OTP ย่อมาจาก one-time password ไม่ต้องจดไว้นะ",
    "The school uses Kolibri offline; the superuser is created once at setup.",
    "Rotate the Traccar admin password when a driver leaves.",
    "The secret to good mohinga is the banana stem.",
    "PIN pads at the fuel station in Kawkareik are often broken.",
    "token budget for the assistant is 8,000 tokens per call",
    "ISBN 978-974-02-1429-1 is the Karen-Thai dictionary on the school shelf.",
    "Lot TEAK-2033-S041, 38 logs, average girth 1.9 m; grade B.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-10-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/dawna/hosxp", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 412}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "DR-4490", "purchase_order": "PO-2033-00271"}',
    '{"lot": {"id": "PADDY-2033-0412", "weight_kg": 30000, "moisture_pct": 14.2}}',
    '{"phone": "+66 55 532 418", "city": "Mae Sot"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "trucks_on_road": 14}',
    '{"tracking": "EF582914376TH", "carrier": "Thai Post"}',
    '{"truck": "70-4412", "route": "Mae Sot - Hpa-an", "eta": "2033-11-03"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
