# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-sixty-fifth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-sixty-second's docstring, the
fifth to hundred-and-sixty-second only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-sixty-third, hundred-and-sixty-fourth and hundred-and-sixty-sixth), any test, the
reports, the benchmarks, the changelog nor the git history, and the scrubber was never run on it.
Its own seed (731946258), password words (a frankincense grade, a place, a number and a sign; a
dhow type, a hull number, a sign and a port; a fish, a tin's weight in grams, a sign and a number;
a name, a birth year, a sign and a place; leet words of the coast with a year; `Khareef`, a year, a
sign and a town's first letters; `TDS`, a reading in ppm, a sign and a membrane word; a place, a
fish and a year joined by dots; a name, `Loves` and a grade; `Rial`, a number, `Baisa` and a sign; a
generator's three groups and random runs), names, places, templates, tools, vendors and layouts,
the way the staff of Luban Coast Services (fictional: a frankincense cooperative with stores at
Hasik and Sadah, a desalination plant, the dhow port at Raysut and Mirbat, a hospital with a clinic
at Thumrait, an exchange house in Mukalla and Seiyun, a fish cannery and a construction labour camp,
in Dhofar, Hadramawt, al-Mahra and Socotra) leak secrets into an assistant's memory. The texts are
WhatsApp, Signal, Telegram, Viber, Imo, Botim, Slack and Teams messages, chat logs with times, Jira
and ServiceDesk tickets, Confluence pages and tables, Google Keep and OneNote notes, e-mails, a
runbook, a README fragment, shell, PowerShell and SQL prompts, code (Python, Julia, VB.NET, Delphi
and Lazarus Pascal, Elixir, PHP, JavaScript, C on an ESP32, T-SQL, PL/SQL, PostgreSQL and ClickHouse
SQL), configs, voice memos, dictated text and requests to the assistant itself.

Tools, calls, flags, variables and files none of heldouts 5 to 162 names (each grepped for the
call, flag or file itself): containerd's `ctr … images pull --user user:…`, Ceph's `ceph dashboard
ac-user-create USER PASSWORD`, Plesk's `plesk bin admin --set-admin-password -passwd` (and `plesk
bin user --update … -passwd`), Jupyter's `c.NotebookApp.password = passwd('…')`, Julia's
`ODBC.Connection(dsn, user, password)`, VB.NET's `New OleDbConnection("…;Password=…")`, T-SQL's
`CREATE DATABASE SCOPED CREDENTIAL … SECRET =` and `sp_addlinkedsrvlogin … @rmtpassword =`,
Delphi's `TFDConnection` params, Lazarus' `TIBConnection.Password :=`, Elixir's `Tds.start_link(…
password: …)`, PostgreSQL's `dblink_connect('… password=…')` and `CREATE USER MAPPING … OPTIONS
(… password '…')`, Oracle's `UTL_HTTP.set_authentication(req, user, …)`, ClickHouse's `IDENTIFIED
WITH sha256_password BY '…'`, an mRemoteNG `confCons.xml` node and a Node-RED `settings.js` with
`adminAuth`; the Movicon, GE Proficy and Trihedral panels of the desalination plant; vendor
clients `UrwayClient`, `BayzatApi` and a Hesabe `accessCode` header. Beside them common layouts
(env files, compose, Kubernetes secrets, `appsettings.json`, `wp-config.php`, `wpa_supplicant.conf`,
a wifi QR code, `WiFi.begin`, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, `mysql -p`,
`sshpass`, `curl -u`) in wordings of their own.

About 48 % of the secret samples are in other languages than English (by a rough count of the drawn
samples, 187 of 390): Hobyot, Bathari and Harsusi (Modern South Arabian languages of the
Oman-Yemen border and the Jiddat al-Harasis), Dhofari Arabic, Omani (interior) Arabic, Sanaani
Arabic (of the Yemeni workers), Makrani Balochi (in Latin and Arabic letters), Kasaragod Malayalam
(in its script and in Manglish) and Kipemba (the Swahili of Pemba's Omani families), which no
earlier docstring names, and Mehri, Jibbali (Shehri), Soqotri, Urdu, Bengali, Tagalog, Nepali,
standard Malayalam, Hadrami-coloured Yemeni Arabic, and French, Portuguese, Italian, Czech and
Spanish in seed-phrase and IBAN notes, with Arabic script and Arabizi (Latin letters with `3`, `5`,
`7` for `ع`, `خ`, `ح`) mixed as people there text. The wordings are the author's approximations,
checked by no speaker, built around a few marker words and the loanwords people there really text
(password/باسورد, wifi, user, API key, token, card, IBAN, passport, code, backup): Dhofari's `حق`,
`يا خوي`, `زين`, `لا تعطيه حد`; Omani's possessive `مال`/`mal`, `3ad la tgoolah 7ad`, `ba3dain
agoolak`; Sanaani's `حقي`, `ذلحين`, the negative `-ش` (`wala tgoolsh la7ad`), `mafi ghairuh`,
`7ag`; Makrani Balochi's `mani`, `int`/`اِنت`, `ءِ`, `kasà ma gwash`, `labz`, `padà`; Kasaragod
Malayalam's `ഇണ്ട്`, `ഓനോട്`, `aarodum parayanda`, `ketto`, `nte`; Kipemba's `ngwa`, `usimwambie
mtu`, `pasiwedi`; Tagalog's `wag mong ipagsabi`, `tapos`; Nepali's `कसैलाई नभन्नु`. The Hobyot,
Bathari and Harsusi lines (`pasword hənɛ ɛ …`, `pasword dīni hē …`, `pasword ḏiyūn hī …`, `API
kilīd ḏiyūn … hī …`) are the thinnest guesses: a possessive and a copula each, patterned on the
published Mehri and Jibbali sketches, not on those languages' own grammars.

Vendors (Floosak, Jawali, OneCash, Cash Yemen, Mahfazati, Postpay, Spotii, Urway, NymCard,
Portwallet, Beem Africa, Nabta, Unimoni, Xpress Money, Al Fardan Exchange, Bayzat, ZenHR, Jisr,
Tanfeeth, Asyad, Oman Post, Fetchr, Hesabe, Bookeey, Nearpay, Lean Technologies, Tarabut, Payby,
BitOasis, CoinMENA, Sarwa, Valify, Yakeen, Wathq, Mawid, Tabiby, Meddy, Sihaty, Raseed, Tamkeen,
Fawran, Nuqta, Yemen Mobile, SabaFon, Ejada, Maeen, Tasheel and Meethaq) are ones heldouts 5 to 162
do not name. Every token shape is the author's guess (hex, base64, URL-safe and alphanumeric runs,
UUIDs, JWTs for Nabta and Jisr, Postpay's `sk_live_` and Raseed's `rsd_live_` prefixes): none of
them publishes a shape the author knows.

The ids are kinds heldouts 5 to 162 do not use: an Omani (Royal Oman Police) driving licence, a
Yemeni family card (البطاقة العائلية), an Omani residence visa number, a Pakistani Protector of
Emigrants registration, an Omani fishing-boat licence (ترخيص قارب صيد) and a dhow's registration
in the ship register, for which python-stdnum has no module and which no library or this file
checks (no check-digit algorithm is written here): they are unchecked, their shapes as the author
believes them or invented; passports (Indian, Philippine, Nepali, Bangladeshi, Yemeni) under
English, Malayalam, Tagalog, Nepali, Bengali, Arabic and Swahili words, likewise unchecked. Card
numbers pass Luhn (the value helpers' Visa, Mastercard, Amex and UnionPay, and RuPay and Meeza
prefixes drawn here, checked with python-stdnum's `luhn`). The IBANs are of countries used least
by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 162 (Palestine and Nicaragua,
ten corpora each by that count; Oman, Yemen, Somalia, Djibouti, Sudan and Iraq, eleven each), drawn
until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, French,
Portuguese, Italian and Czech lists, each with a valid checksum. Counts: 390 secret samples, 20
field pairs and 20 metadata samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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

SEED = 731_946_258
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


_GRADES = ["Hojari", "Najdi", "Shazri", "Shaabi", "Sahli", "Hawjari"]
_DHOWS = ["Sambuk", "Ghanjah", "Baghlah", "Jalibut", "Boum", "Badan", "Shuw'ai", "Battil"]
_FISH = ["Kanaad", "Sardine", "Yellowfin", "Shari", "Hamour", "Jesh", "Kingfish", "Safi",
         "Anchovy", "Skipjack"]  # fmt: skip
_PLACES = ["Salalah", "Mirbat", "Taqah", "Sadah", "Hasik", "Raysut", "Thumrait", "Mukalla",
           "Shihr", "Seiyun", "Tarim", "Ghaydah", "Nishtun", "Qishn", "Hadibu", "Qalansiyah",
           "Hawf", "Dalkut", "Hallaniyat"]  # fmt: skip
_NAMES = ["Musallam", "Salim", "Bakhit", "Zuwaina", "Awadh", "Saleh", "Khalfan", "Mubarak",
          "Aisha", "Hamdan", "Jalal", "Hasil", "Zuhura", "Maryam", "Shameer", "Anju", "Jithin",
          "Rinsha", "Imran", "Nadia", "Rubel", "Shipon", "Jomar", "Lovely", "Rhea", "Bishnu",
          "Sunita", "Dipak", "Tuwairish", "Amer"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["L0b4n", "Fr4nk1nc3ns3", "Dh0w", "M0ns00n", "Kh4r1f", "S0q0tr4", "M4hr4", "R4ysut",
         "S4rd1n3"]  # fmt: skip


def _khareef(g: random.Random) -> str:
    """The monsoon season, a year and a sign, the way Salalah staff date a password."""
    return f"Khareef{g.randrange(2015, 2035)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)[:3]}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GRADES)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_DHOWS).replace(chr(39), '')}-{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}{g.choice(_PLACES).lower()}",
    lambda g: f"{g.choice(_FISH)}{g.choice([155, 185, 425, 800])}g{g.choice(_SYMBOLS)}{g.randrange(10, 99)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2035)) + g.choice(_SYMBOLS),
    _khareef,
    lambda g: f"TDS{g.randrange(150, 500)}ppm{g.choice(_SYMBOLS)}{g.choice(['Membrane', 'Brine', 'Permeate'])}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_FISH).lower()}.{g.randrange(1970, 2035)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    _manager,
    lambda g: f"{g.choice(_NAMES)}Loves{g.choice(_GRADES)}{g.randrange(2, 100)}",
    lambda g: f"Rial{g.randrange(100, 1000)}Baisa{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Musallam (frankincense sorting shed, Hasik): the Movicon panel password on the grading line is {pw}",
    "Slack #desal-ops, Jithin: GE Proficy iFIX node password for the RO train 2 HMI is {pw}",
    "Teams chat, Shameer: Trihedral historian login for the brine pumps, password {pw}",
    "Signal from Bakhit: the Raysut dhow-yard gate PC password is {pw}",
    "Telegram, Jomar: cannery retort recorder password {pw}",
    "Viber message from Lovely: labour camp kitchen tablet password {pw}",
    "Imo chat with Rubel: camp block C laundry controller password {pw}",
    "Botim call note, Mukalla: exchange house teller PC password {pw}",
    "Jira LCS-412: the Thumrait clinic ultrasound cart password {pw} must be rotated",
    "ServiceDesk ticket 7790: hospital pharmacy fridge logger password {pw}",
    "e-mail from Zuwaina: the Nishtun port office printer admin password is {pw}",
    "Google Keep note 'Hadibu': fish-freezer alarm dialer password {pw}",
    "OneNote page 'Sadah shed': sorting-table scale password {pw}",
    "note to self: cold room 2 at the cannery, password {pw}",
    "Runbook: restart the high-pressure pump VFD\n1. open the Movicon screen\n2. log in as shift\n3. password {pw}\n4. ramp to 48 Hz",
    "README (desal control room)\nthe historian UI is at https://hist.luban.lan, admin password `{pw}`.",
    "Hi Awadh,\n\nthe root password on the Mukalla exchange server is {pw}. Please delete this mail once it's in the vault.\n\nSaleh",
    "dictated: the dhow port AIS receiver password is {pw} full stop",
    "can you keep my Bank Dhofar app password for me? it's {pw}",
    "after the reinstall the cannery label printer password became {pw}",
    "remember this: the ward 3 nurse-station PC password is {pw}",
    "الباسورد حق كمبيوتر المخزن في صلالة {pw} يا خوي، لا تعطيه حد",
    "el password 7ag router el makhzan {pw} ya 5ooy",
    "الباسورد مال سيرفر الصرافة {pw}، لا تقول لحد",
    "el password mal el server {pw}, 3ad la tgoolah 7ad",
    "الباسورد حقي ذلحين {pw} ولا تقولش لاحد",
    "el bassword 7aggi {pw} wala tgoolsh la7ad",
    "بسورد حق الكمبيوتر في المكلا با يكون {pw}",
    "pasword ḏiyūn hī {pw}, lā təḥōkəm ḥad",
    "pasword hənɛ ɛ {pw}",
    "pasword dīni hē {pw}, wa lā təhɛrɛ ḥad",
    "pasword ðīyi hē {pw}",
    "pasword ðiyɛ ɛ {pw}",
    "pasword diho {pw}",
    "mani password {pw} int, kasà ma gwash",
    "منی پاسورڈ {pw} اِنت",
    "എന്റെ പാസ്‌വേഡ് {pw} ആണ്, ആരോടും പറയണ്ടാ",
    "ente password {pw} aanu, aarodum parayanda ketto",
    "pasiwedi yangu ni {pw}, usimwambie mtu ngwa",
    "pasiwedi ya kompyuta ya bandari ni {pw}",
    "میرا پاس ورڈ {pw} ہے، کسی کو مت بتانا",
    "আমার পাসওয়ার্ড {pw}, কাউকে বলবে না",
    "ang password ko sa laptop ng canteen ay {pw}, wag mong ipagsabi",
    "मेरो पासवर्ड {pw} हो, कसैलाई नभन्नु",
    "باسورد جهاز الفرز في حاصك {pw}، زين؟",
    "el password mal kombyootar el meena {pw}, ba3dain agoolak",
    "ബാങ്ക് ആപ്പിന്റെ പാസ്‌വേഡ് {pw} ഇണ്ട്, ഓനോട് പറയണ്ട",
    "pasiwedi ya simu ya ofisi ni {pw} ngwa",
    "پاسورڈ کمپیوٹر ءِ {pw} اِنت",
    "el password 7ag el kashier fi Seiyun {pw}, mafi ghairuh",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["musallam", "salim.k", "bakhit", "zuwaina", "awadh", "saleh.b", "khalfan", "mubarak",
          "aisha.m", "hamdan", "jalal", "hasil", "zuhura", "maryam", "shameer", "anju.p", "jithin",
          "rinsha", "imran", "nadia", "rubel", "shipon", "jomar", "lovely.d", "rhea", "bishnu",
          "sunita", "dipak", "svc-desal", "ops-cannery"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Salim: the grading-line login is {u} / {pw}",
    "ServiceDesk 7801: {u} locked out of the RO historian, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Desal › HMI › Movicon: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| RO train 2 | {u} | {pw} |",
    "sign in to the exchange teller app as {u} with {pw}",
    "cannery scada login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "creds for the port gate PC are {u} and {pw}",
    "اليوزر {u} والباسورد {pw}",
    "el user {u} w el password {pw}",
    "യൂസർ {u}, പാസ്‌വേഡ് {pw}",
    "mani user {u}, password {pw} int",
    "jina la mtumiaji {u}, pasiwedi {pw}",
    "یوزر نیم {u}، پاس ورڈ {pw}",
    "ইউজার {u}, পাসওয়ার্ড {pw}",
    "user ko {u} tapos password {pw}",
    "युजर {u}, पासवर्ड {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["luban", "hojari", "sambuk", "khareef", "kanaad", "mirbat", "jalibut", "dragonblood",
               "sardine", "ghanjah", "halwa", "mashuai", "qahwa", "shuwa", "baghlah", "brine"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small, and then {d}",
    "for the RO historian it's {w} and {d} at the end",
    "voice memo: the camp wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "الباسورد كلمة {w} وبعدها {d}",
    "el password kilmat {w} w ba3dha {d}",
    "പാസ്‌വേഡ് {w} എന്ന വാക്ക്, അതിനു ശേഷം {d}",
    "password {w} labz, padà {d}",
    "pasiwedi ni neno {w}, kisha {d}",
    "ang password ay salitang {w}, tapos {d}",
    "पासवर्ड {w} भन्ने शब्द, त्यसपछि {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 5 + 3) % len(_SAID_WORDS)]  # no word said twice
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "ctr --address /run/containerd/containerd.sock images pull --user {u}:{pw} registry.luban.lan/desal/historian:2.4",
    "ceph dashboard ac-user-create {u} {pw} administrator",
    "plesk bin admin --set-admin-password -passwd '{pw}'",
    "plesk bin user --update {u} -passwd '{pw}'",
    "c.NotebookApp.password = passwd('{pw}')",
    "conn = ODBC.Connection(\"CanneryDSN\", \"{u}\", \"{pw}\")",
    "Dim cn As New OleDbConnection(\"Provider=SQLOLEDB;Data Source=sql.luban.lan;User ID={u};Password={pw};\")",
    "CREATE DATABASE SCOPED CREDENTIAL RoHistorianCred WITH IDENTITY = '{u}', SECRET = '{pw}';",
    "EXEC sp_addlinkedsrvlogin @rmtsrvname = 'EXCHANGE_DB', @useself = 'FALSE', @rmtuser = '{u}', @rmtpassword = '{pw}';",
    "FDConnection1: TFDConnection;\nFDConnection1.Params.Add('User_Name={u}');\nFDConnection1.Params.Add('Password={pw}');",
    "IBConnection1: TIBConnection;\nIBConnection1.UserName := '{u}';\nIBConnection1.Password := '{pw}';",
    "{{:ok, pid}} = Tds.start_link(hostname: \"sql.luban.lan\", username: \"{u}\", password: \"{pw}\", database: \"Remit\")",
    "SELECT dblink_connect('remit', 'host=pg.luban.lan dbname=remit user={u} password={pw}');",
    "CREATE USER MAPPING FOR ops SERVER cannery_fdw OPTIONS (user '{u}', password '{pw}');",
    "UTL_HTTP.set_authentication(req, '{u}', '{pw}');",
    "CREATE USER {u} IDENTIFIED WITH sha256_password BY '{pw}';",
    "mysql -h remit-db.luban.lan -u {u} -p'{pw}' remit",
    "sshpass -p '{pw}' ssh {u}@gw.hadibu.luban.lan",
    "curl -u {u}:{pw} https://hist.luban.lan/api/v1/tags/brine_flow",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "ops@desal-hmi:~$ {c}", "PS C:\\plant> {c}", "root@cannery-db:~# {c}",
    "from the Mukalla runbook:\n{c}", "SQL window on the exchange server:\n{c}",
    "Delphi unit in the cannery label app:\n{c}", "jupyter_notebook_config.py:\n{c}",
    "الأمر اللي شغلته: {c}", "el command elli sawwaita: {c}", "ഞാൻ ഓടിച്ച കമാൻഡ്: {c}",
    "command-e ke man jat: {c}", "amri niliyoendesha: {c}", "جو کمانڈ چلائی: {c}",
    "el amr elli shaghaltuh: {c}", "যে কমান্ড চালালাম: {c}", "itong command na pinatakbo ko: {c}",
    "मैले चलाएको कमान्ड: {c}", "الأمر اللي دقيته في الشاشة: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.luban.lan:5432/remit",
    "mssql+pyodbc://{u}:{pw}@sql.luban.lan/Cannery?driver=ODBC+Driver+18+for+SQL+Server",
    "ftp://{u}:{pw}@ais.raysut.luban.lan/nmea/",
    "mongodb://{u}:{pw}@mongo.luban.lan:27017/hospital?authSource=admin",
    "amqp://{u}:{pw}@mq.luban.lan:5672/desal",
    "redis://{u}:{pw}@redis.luban.lan:6379/3",
    "https://{u}:{pw}@hist.luban.lan/export.csv",
    "opc.tcp://{u}:{pw}@ro-plc.luban.lan:4840",
]  # fmt: skip
_URL_PLACES = [
    "REMIT_DB_URL={c}", "keep this connection string for me: {c}", "رابط القاعدة: {c}",
    "el connection string: {c}", "ServiceDesk 7812: {c}", "കണക്ഷൻ: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "luban-coast", "sub": f"mer_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "payments:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Floosak", "FLOOSAK_API_KEY", _j((ALNUM, 40))),
    ("Jawali", "JAWALI_MERCHANT_SECRET", _j((HEX, 64))),
    ("OneCash", "ONECASH_API_TOKEN", _j((URLSAFE, 43))),
    ("Cash Yemen", "CASHYEMEN_SECRET", _j((HEX, 40))),
    ("Mahfazati", "MAHFAZATI_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Postpay", "POSTPAY_SECRET_KEY", _j("sk_live_", (ALNUM, 32))),
    ("Spotii", "SPOTII_PRIVATE_KEY", _j((ALNUM, 48))),
    ("Urway", "URWAY_MERCHANT_KEY", _j((HEX, 64))),
    ("NymCard", "NYMCARD_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Portwallet", "PORTWALLET_SECRET_KEY", _j((HEX, 32))),
    ("Beem Africa", "BEEM_SECRET_KEY", _j((B64, 43), "=")),
    ("Nabta", "NABTA_API_TOKEN", _vendor_jwt("https://api.nabta.health")),
    ("Unimoni", "UNIMONI_PARTNER_KEY", _j((UPPER_DIGITS, 32))),
    ("Xpress Money", "XPRESSMONEY_API_SECRET", _j((ALNUM, 40))),
    ("Al Fardan Exchange", "ALFARDAN_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Bayzat", "BAYZAT_API_TOKEN", _j((HEX, 40))),
    ("ZenHR", "ZENHR_API_KEY", _j((ALNUM, 32))),
    ("Jisr", "JISR_ACCESS_TOKEN", _vendor_jwt("https://api.jisr.net")),
    ("Tanfeeth", "TANFEETH_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Asyad", "ASYAD_API_KEY", _j((UPPER_HEX, 32))),
    ("Oman Post", "OMANPOST_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Fetchr", "FETCHR_API_TOKEN", _j((HEX, 64))),
    ("Hesabe", "HESABE_SECRET_KEY", _j((ALNUM, 32))),
    ("Bookeey", "BOOKEEY_MERCHANT_KEY", _j((UPPER_DIGITS, 24))),
    ("Nearpay", "NEARPAY_API_KEY", _j((B64, 60))),
    ("Lean Technologies", "LEAN_APP_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Tarabut", "TARABUT_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Payby", "PAYBY_PRIVATE_KEY", _j((B64, 86), "==")),
    ("BitOasis", "BITOASIS_API_SECRET", _j((HEX, 64))),
    ("CoinMENA", "COINMENA_API_SECRET", _j((ALNUM, 44))),
    ("Sarwa", "SARWA_API_TOKEN", _j((URLSAFE, 50))),
    ("Valify", "VALIFY_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Yakeen", "YAKEEN_APP_KEY", _j((HEX, 32))),
    ("Wathq", "WATHQ_API_KEY", _j((ALNUM, 32))),
    ("Mawid", "MAWID_API_TOKEN", _j((URLSAFE, 40))),
    ("Tabiby", "TABIBY_SECRET", _j((HEX, 40))),
    ("Meddy", "MEDDY_API_KEY", _j((ALNUM, 36))),
    ("Sihaty", "SIHATY_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Raseed", "RASEED_API_KEY", _j("rsd_live_", (ALNUM, 32))),
    ("Tamkeen", "TAMKEEN_PORTAL_TOKEN", _j((B64, 56), "==")),
    ("Fawran", "FAWRAN_SECRET_KEY", _j((HEX, 48))),
    ("Nuqta", "NUQTA_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Yemen Mobile", "YEMENMOBILE_SMS_TOKEN", _j((ALNUM, 32))),
    ("SabaFon", "SABAFON_API_SECRET", _j((HEX, 32))),
    ("Ejada", "EJADA_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Maeen", "MAEEN_API_KEY", _j((UPPER_HEX, 40))),
    ("Tasheel", "TASHEEL_API_TOKEN", _j((ALNUM, 48))),
    ("Meethaq", "MEETHAQ_API_SECRET", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "docker-compose.override.yml:\n    environment:\n      - {env}={tok}",
    "k8s secret (stringData):\n  {env}: \"{tok}\"",
    "Procfile.env: {env}={tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "Luban ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Confluence table 'Payment partners': | {vendor} | prod | {tok} |",
    "Jira LCS-455: {vendor} webhook fails with 401, configured key {tok}",
    "please keep my {vendor} API key: {tok}",
    "WhatsApp, Awadh: the {vendor} token we use now is {tok}, the old one is revoked",
    "مفتاح API حق {vendor} هو {tok}",
    "el API key 7ag {vendor}: {tok}",
    "{vendor} ന്റെ API കീ: {tok}",
    "{vendor} API kilid: {tok}",
    "ufunguo wa API wa {vendor}: {tok}",
    "{vendor} کی API key {tok} ہے",
    "{vendor} এর API key: {tok}",
    "ang API key ng {vendor} ay {tok}",
    "{vendor} को API key {tok} हो",
    "الـ API key مال {vendor}: {tok}",
    "mafta7 el API 7ag {vendor} {tok}",
    "{vendor} nte API key {tok} aanu",
    "API key ya {vendor} ni {tok}",
    "API kilīd ḏiyūn {vendor} hī {tok}",
    "{vendor} API kilid-e {tok} int",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    hesabe = _r(rng, ALNUM, 32)
    urway = _r(rng, HEX, 64)
    bayzat = _r(rng, HEX, 40)
    tarabut = _r(rng, URLSAFE, 43)
    return [
        Sample("vendor_token", f'r = requests.post("https://api.hesabe.com/checkout", headers={{"accessCode": "{hesabe}"}})', hesabe),
        Sample("vendor_token", f"$urway = new UrwayClient('luban-remit', '{urway}');", urway),
        Sample("vendor_token", f'const bayzat = new BayzatApi("{bayzat}");', bayzat),
        Sample("vendor_token", f"Info.plist:\n<key>TarabutClientSecret</key>\n<string>{tarabut}</string>", tarabut),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "هذا التوكن: {t}",
                "el token: {t}", "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Hasik frankincense-store humidity sensor: {h}": 32,
    "HMAC secret for the Urway payment callback: {h}": 64,
    "AES key of the dhow port's AIS relay config export: {h}": 32,
    "pre-shared key of the desal plant's IPsec tunnel to Salalah (hex): {h}": 64,
    "مفتاح تشفير النسخة الاحتياطية: {h}": 64,
    "el encryption key 7ag el backup: {h}": 48,
    "ബാക്കപ്പ് എൻക്രിപ്ഷൻ കീ: {h}": 64,
    "kifunguo cha usimbaji wa backup: {h}": 32,
    "SEK of the exchange house's PIN pad, hex: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira LCS-470: token copied out of the browser's network tab {t}",
    "Cookie: lang=ar; lcs_session={t}",
    "REMIT_BRIDGE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "التوكن: {t}",
    "el token ya Salim: {t}",
    "ടോക്കൺ: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@luban-coast.om"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.luban-coast.om/realms/staff",
            "azp": "remit-console",
            "groups": ["tellers", "audit"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the desal historian, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/remit.luban-coast.om.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"HOSPITAL_HL7_PRIVATE_KEY": "{key}", "peer": "salalah-lab"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_port <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ServiceDesk 7830, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "المفتاح الخاص حق السيرفر:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the exchange house's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MIGkAgEBBDA", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup, copying it off the card before I burn it: {p}": "english",
    "Exodus recovery phrase\n{p}": "english",
    "the camp savings wallet (emptied) words: {p}": "english",
    "voice memo: the Ledger recovery words are {p} and that's the lot": "english",
    "كلمات استرجاع المحفظة: {p}": "english",
    "el seed phrase 7ag el wallet: {p}": "english",
    "വാലറ്റ് റിക്കവറി വാക്കുകൾ: {p}": "english",
    "maneno ya kurejesha pochi: {p}": "english",
    "phrase de récupération du portefeuille du cousin à Djibouti : {p}": "french",
    "frase de recuperação da carteira (Jomar's cousin in Macau): {p}": "portuguese",
    "frase di recupero del portafoglio, Asmara: {p}": "italian",
    "obnovovací fráze peněženky (the Czech desal engineer): {p}": "czech",
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
        " | ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's, Meeza's: brands the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["508227", "607153", "652150", "817290"], [16])
    if brand == "meeza":
        return _card_of(rng, ["507803", "507808"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Awadh: the camp card for the kitchen supplies is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Jira LCS-481: pay the membrane supplier with card {c}",
    "رقم البطاقة حقي: {c}، {mm}/{yy}",
    "el card number 7ag el sharika: {c}",
    "എന്റെ കാർഡ് നമ്പർ: {c}, {mm}/{yy}",
    "nambari ya kadi yangu: {c}",
    "میرا کارڈ نمبر: {c}",
    "আমার কার্ড নম্বর: {c}, {mm}/{yy}",
    "card number ko: {c}, {mm}/{yy}",
    "मेरो कार्ड नम्बर: {c}",
]  # fmt: skip
_BRANDS = ["visa", "rupay", "mastercard", "amex", "meeza", "unionpay", "visa", "mastercard"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 02/36, security code {cvv}",
               "the three digits by the signature strip: {cvv}",
               "Amex {c}, the four digits above the number: {cvv}",
               "الأرقام الثلاثة ورا البطاقة: {cvv}",
               "കാർഡിന്റെ പിന്നിലെ മൂന്ന് അക്കങ്ങൾ: {cvv}",
               "tarakimu tatu nyuma ya kadi: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 162;
# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"PS": "aaaa" + "c" * 21, "NI": "aaaa" + "n" * 20, "OM": "nnn" + "c" * 16,
                "YE": "aaaa" + "nnnn" + "c" * 18, "SO": "n" * 19, "DJ": "n" * 23,
                "SD": "n" * 14, "IQ": "aaaa" + "n" * 15}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice LCS-2033-071: please pay the membrane cartridges to {i} within 30 days",
    "save the Hadibu fish buyer's IBAN: {i}",
    "IBAN: {i}\nReference: frankincense lot 12, Hojari",
    "WhatsApp #treasury: the Djibouti agent's new bank details, IBAN {i}",
    "الآيبان حقي: {i}",
    "el IBAN 7ag el wakeel: {i}",
    "എന്റെ IBAN: {i}",
    "IBAN yangu: {i}",
    "میرا IBAN: {i}",
    "আমার IBAN: {i}",
    "IBAN ko: {i}",
    "cuenta del comprador de Managua, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _dhow_reg(g: random.Random) -> str:
    """An Omani dhow's registration in the ship register: a port's letters, a serial and a year
    (invented; no public check)."""
    return f"{g.choice(['SLL', 'MRB', 'SUR'])}-{_r(g, D, 4)}-{g.randrange(1995, 2034)}"


def _om_licence(g: random.Random) -> str:
    """An Omani (Royal Oman Police) driving licence number: eight digits, no public check."""
    return g.choice("123456789") + _r(g, D, 7)


def _ye_family_card(g: random.Random) -> str:
    """A Yemeni family card (بطاقة عائلية) number: eleven digits, no public check."""
    return g.choice("0123") + _r(g, D, 10)


def _om_visa(g: random.Random) -> str:
    """An Omani residence visa number: a year's two digits, a slash and eight digits (invented)."""
    return f"{g.randrange(20, 34)}/{_r(g, D, 8)}"


def _pk_protector(g: random.Random) -> str:
    """A Pakistani Protector of Emigrants registration: an office, a year, a serial (invented)."""
    return f"{g.choice(['KHI', 'LHE', 'ISB', 'QTA'])}-{g.randrange(2024, 2034)}-{_r(g, D, 6)}"


def _om_boat_licence(g: random.Random) -> str:
    """An Omani fishing-boat licence (ترخيص قارب صيد): a governorate's letters and six digits
    (invented)."""
    return f"{g.choice(['DH', 'WU', 'MS'])}{_r(g, D, 6)}"


def _in_passport(g: random.Random) -> str:
    """An Indian passport: a letter and seven digits."""
    return g.choice("JKLMNPRSTUVWZ") + _r(g, D, 7)


def _ph_passport(g: random.Random) -> str:
    """A Philippine e-passport: P, seven digits and a letter."""
    return "P" + _r(g, D, 7) + g.choice("ABC")


def _np_passport(g: random.Random) -> str:
    """A Nepali passport: two letters and seven digits (as the author believes it)."""
    return g.choice(["PA", "NP"]) + _r(g, D, 7)


def _bd_passport(g: random.Random) -> str:
    """A Bangladeshi e-passport: two letters and seven digits."""
    return g.choice(["A", "B", "E"]) + g.choice(UPPER) + _r(g, D, 7)


def _ye_passport(g: random.Random) -> str:
    """A Yemeni passport: a digit and seven digits more (as the author believes it)."""
    return "0" + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "dhow registration number of the Mirbat sambuk, ship register: {s}": _dhow_reg,
    "رقم تسجيل الجلبوت في سجل السفن: {s}": _dhow_reg,
    "Omani driving licence number of the tanker driver, Royal Oman Police card: {s}": _om_licence,
    "رقم رخصة القيادة حقي من شرطة عمان السلطانية: {s}": _om_licence,
    "رقم البطاقة العائلية حقنا: {s}": _ye_family_card,
    "el bataqa el 3a2iliya raqamha {s}": _ye_family_card,
    "residence visa number of the new cannery hire: {s}": _om_visa,
    "رقم تأشيرة الإقامة مال العامل: {s}": _om_visa,
    "Protector of Emigrants registration of Imran: {s}": _pk_protector,
    "پروٹیکٹر آف امیگرنٹس رجسٹریشن نمبر: {s}": _pk_protector,
    "fishing-boat licence number of the Mirbat skipper: {s}": _om_boat_licence,
    "رقم ترخيص قارب الصيد حقي: {s}": _om_boat_licence,
    "passport no. of the Kerala welder: {s}": _in_passport,
    "എന്റെ പാസ്‌പോർട്ട് നമ്പർ: {s}": _in_passport,
    "passport number ko: {s}": _ph_passport,
    "pasaporte ni Jomar: {s}": _ph_passport,
    "मेरो राहदानी नम्बर: {s}": _np_passport,
    "mero passport number {s} ho": _np_passport,
    "আমার পাসপোর্ট নম্বর: {s}": _bd_passport,
    "রুবেলের পাসপোর্ট: {s}": _bd_passport,
    "رقم الجواز حقي: {s}": _ye_passport,
    "namba ya pasipoti yangu: {s}": _in_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}.{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Urway merchant portal 2FA recovery codes\n{codes}",
            "spare sign-in codes for the camp's Microsoft account {codes}",
            "أكواد الاسترجاع حق الحساب: {codes}", "el backup codes 7ag el 2FA: {codes}",
            "ബാക്കപ്പ് കോഡുകൾ: {codes}", "misimbo ya akiba ya 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Tarabut:awadh@luban-coast.om?secret={s}&issuer=Tarabut&digits=6",
              "Aegis, manual setup key for the BitOasis login: {s}",
              "2FA secret key for the Jisr account: {s}",
              "المفتاح السري حق 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your Floosak verification code", "رمز التحقق الخاص بك في بنك مسقط: {c}",
          "Your OneCash OTP is {c}. Do not share it", "OTP yako ya Selcom ni {c}",
          "आपको कोड {c} हो, कसैलाई नदिनुहोस्"]  # fmt: skip


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


_SSIDS = ["Luban-Desal-Ops", "LCS-Cannery-5G", "Omantel-Salalah-Shed", "Ooredoo_Mirbat",
          "Awasr-Raysut-Port", "YemenNet-Mukalla", "Camp-BlockC", "Hadibu-Fish-2G",
          "Thumrait-Clinic", "Exchange-Seiyun", "Nishtun-Dock", "Ward3-Nurses"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "camp network {s}, password {pw}",
    "wifi at the frankincense store in Hasik: {s} / {pw}",
    "the key printed under the Omantel router: {pw}",
    "باسورد الواي فاي {s} هو {pw}",
    "el wifi {s} el password {pw}",
    "വൈഫൈ {s} പാസ്‌വേഡ്: {pw}",
    "wifi {s}, password-e {pw} int",
    "pasiwedi ya wifi {s} ni {pw}",
    "وائی فائی {s} کا پاس ورڈ {pw} ہے",
    "ওয়াইফাই {s} এর পাসওয়ার্ড {pw}",
    "password ng wifi {s}: {pw}",
    "वाइफाइ {s} को पासवर्ड {pw} हो",
    "el wifi mal el mukhayyam {s}, el password {pw}",
    "wifi {s} nte password {pw} aanu",
    "ESP32 in the brine tank sensor: WiFi.begin(\"{s}\", \"{pw}\");",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("rsd_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sk_live_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "حرف حرف: {t}", "harf harf: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " , ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["كود قفل المخزن في حاصك: {pw}", "el code 7ag qufl el makhzan: {pw}",
          "സ്റ്റോർ പൂട്ടിന്റെ കോഡ്: {pw}", "namba ya kufuli ya stoo: {pw}",
          "the cannery cold-room keypad takes {pw} then #", "padlock on the frankincense store at Hasik: {pw}",
          "safe in the exchange house back office, combination {pw}", "گودام کے تالے کا کوڈ: {pw}",
          "कोठाको ताल्चाको कोड: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "combination" in template:
        return {"pw": "-".join(_r(rng, D, 2) for _ in range(3))}
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["frankincense", "monsoon", "sambuk", "brine", "sardine", "khareef", "boswellia",
                 "dragonblood", "baobab", "lagoon", "tamarind", "mangrove", "cuttlefish", "halwa",
                 "hawser", "jalibut"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the treasury vault: {p}": " ",
            "VeraCrypt volume passphrase for the payroll disk: {p}": " ",
            "KeePassXC database passphrase: {p}": "-", "Enpass master passphrase: {p}": ".",
            "عبارة المرور حق النسخة الاحتياطية: {p}": " ", "ബാക്കപ്പ് പാസ്‌ഫ്രേസ്: {p}": "_",
            "el passphrase 7ag el backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman request, header Authorization: Basic {v}": True,
    "Apache: RequestHeader set Authorization \"Basic {v}\"": True,
    "Insomnia export of the Urway call: Authorization: Bearer {v}": False,
    "PowerShell: $h = @{{Authorization = \"Basic {v}\"}}": True,
    "HAR file from the exchange portal: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "mRemoteNG confCons.xml:\n<Node Name=\"desal-hmi\" Hostname=\"10.20.0.5\" Username=\"ops\" Password=\"{pw}\" Protocol=\"RDP\" />",
    "Node-RED settings.js:\nadminAuth: {{ type: \"credentials\", users: [] }},\ncredentialSecret: \"{pw}\",",
    "zabbix_server.conf on the plant monitor:\nDBHost=pg.luban.lan\nDBUser=zabbix\nDBPassword={pw}",
    "Home Assistant secrets.yaml:\ncannery_modbus_password: {pw}",
    "application.properties:\nspring.datasource.username=remit\nspring.datasource.password={pw}",
    ".env:\nDB_USERNAME=hospital\nDB_PASSWORD={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "docker-compose.yml:\n      MYSQL_ROOT_PASSWORD: {pw}",
    "/etc/wpa_supplicant/wpa_supplicant.conf:\nnetwork={{\n    ssid=\"Camp-BlockC\"\n    psk=\"{pw}\"\n}}",
    "appsettings.json:\n\"ConnectionStrings\": {{ \"Remit\": \"Server=sql.luban.lan;User Id=remit;Password={pw};\" }}",
    "config.ini [historian]:\nuser = ops\npassword = {pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'cannery', 'PASSWORD': '{pw}'}}}}",
    "my.cnf:\n[client]\nuser=backup\npassword={pw}",
    "values.yaml:\npostgresql:\n  auth:\n    password: {pw}",
    "ملف الإعدادات:\nDB_PASS={pw}",
    "el config 7ag el server:\nadmin_password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Salim: desal control-room wifi password?\nJithin: {pw}",
    "[05:40] rubel: root pw for the cannery db?\n[05:41] shameer: {pw}",
    "Zuwaina: {pw} is the new exchange teller admin password",
    "Bakhit: use {pw}, that's what the port gate PC has now",
    "مسلم: الباسورد الجديد {pw}",
    "Awadh: el password el jdeed {pw}",
    "ഷമീർ: പുതിയ പാസ്‌വേഡ് {pw} ആണ്",
    "Zuhura: pasiwedi mpya ni {pw}",
    "Jomar: bagong password ay {pw}",
    "बिष्णु: नयाँ पासवर्ड {pw} हो",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2060word = {pw}", "pa\u00adssword → {pw}", "раsswоrd: {pw}",
    "𝒑𝒂𝒔𝒔𝒘𝒐𝒓𝒅 {pw}", "ｐａｓｓｗｏｒｄ: {pw}", "الباس\u200cورد: {pw}", "pass\u202eword: {pw}",
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
    "the RO historian admin password is": "{s}", "cannery scada pw:": "{s} (since the retort swap)",
    "الباسورد حقي": "{s}", "Movicon password": "{s}\nchange it after the khareef",
    "പാസ്‌വേഡ്": "{s}", "pasiwedi:": "{s}", "el password": "{s}", "exchange teller password": "{s}",
    "the password Bakhit read out over the radio was": "{s}, I think", "mani password": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Urway merchant key", "{s}", _j((HEX, 64))),
    ("split_token", "Raseed key:", "{s} (payroll sync)", _j("rsd_live_", (ALNUM, 32))),
    ("split_token", "Sihaty client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Trust Wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "OM"))),
    ("split_backup", "Urway recovery codes", "{s}\nkxvb27.m2qd\ntzwp81.h3vz", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Omani driving licence number", "{s}", _om_licence),
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
    '{"historian": {"url": "https://hist.luban.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"الباسورد": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "jithin", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"hmis": [{"name": "ro-1"}, {"name": "ro-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["plesk", "bin", "admin", "--set-admin-password", "-passwd", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "el password 7ag el server {s}"}': ("meta_password", _plain_pw),
    '{"പാസ്‌വേഡ്": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Movicon panel as shift with the password {s}"}': ("meta_password", _plain_pw),
    '{"urway": {"merchant_key": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"bayzatToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"hesabe_secret_key": "{s}"}': ("meta_token", _j((ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "meeza"), " ", g)),
    '{"agent": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "YE")),
    '{"driver": {"rop_licence_number": "{s}"}}': ("meta_id", _om_licence),
    '{"mfa": {"recovery_codes": ["{s}", "kxvb27.m2qd", "tzwp81.h3vz"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"camp_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"frankincense_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Luban-Desal-Ops", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"ro-plc-firmware-4.12.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.luban.lan/remit-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"remit: add OMR rounding to 3 decimals", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"cannery: revert retort log parser", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"brine_readings_2033-07.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"frankincense-lots-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Movicon panel password before the membrane audit on 2033-08-14.",
    "Salim asked for the camp wifi password; it's on the card in the supervisor's drawer.",
    "Policy: plant passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `URWAY_MERCHANT_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The RO historian asks for a new admin password after every firmware update.",
    "Replace <YOUR_HESABE_KEY> in the README with the key from your Hesabe dashboard.",
    "BAYZAT_API_TOKEN and JISR_ACCESS_TOKEN must be set before the nightly payroll sync runs.",
    "لا تعطي الباسورد حقك لأي أحد.",
    "la tgoolsh el password la7ad, fahim?",
    "ആരോടും പാസ്‌വേഡ് പറയരുത്.",
    "Usimwambie mtu yeyote pasiwedi yako.",
    "اپنا پاس ورڈ کسی کو مت بتائیں۔",
    "নিজের পাসওয়ার্ড কাউকে বলবেন না।",
    "Huwag ibigay ang password mo kahit kanino.",
    "आफ्नो पासवर्ड कसैलाई नभन्नुहोस्।",
    "pasword lā təḥōkəm ḥad.",
    "password-e kasà ma gwash.",
    "كلمة السر لازم تكون أربعة عشر حرف على الأقل.",
    "The password must be at least fourteen characters, ya Bakhit.",
    "Upgraded the RO PLC firmware from 4.11 to 4.12.0 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds OMR rounding to three decimals.",
    f"Rolled back to {_SHORT} after the retort log parser broke the cannery report.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The RO PLC firmware 4.12.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of frankincense-lots-2032.parquet: {_SHA512}",
    f"The remit API container runs registry.luban.lan/remit-api@sha256:{_IMAGE}.",
    f"MD5 of brine_readings_2033-07.csv is {_MD5}, same as the copy on the plant share.",
    "Request id 3c9f21a7-5e4b-4d10-8a2f-7b6e0c1d9e44 is the slow one in the Urway logs.",
    "Purchase order PO-2033-00612 for 12 RO membranes ships from Jebel Ali on Sunday.",
    "Jira LCS-490: the cannery cold room 2 alarm keeps tripping at night.",
    "Call the Salalah plant office on +968 2321 4476 before noon.",
    "Container MSCU 7390214 with the tuna cans is at the Salalah port terminal.",
    "Bill of lading LCS-SLL-2033-0041 covers the frankincense, 9 pallets.",
    "HS code 1301.90 covers frankincense and other natural gums; 1604.14 is canned tuna.",
    "Permeate is at 210 ppm TDS and the brine at 68 000 ppm; feed pressure is 62 bar.",
    "After five wrong passwords the historian locks the account for 20 minutes.",
    "The Mirbat dhow is 22 m long; a sack of Hojari weighs about 25 kg.",
    "The secret of good Hojari is the dry air of the Nejd behind the mountains.",
    "Ask Bakhit for the store padlock code, I don't have it.",
    "My card ending 4417 was declined at the Salalah hardware store.",
    "The Djibouti agent wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Urway account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `RASEED_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the frankincense store rusts in the khareef; oil it every month.",
    "Hesabe moved the API key page under Settings › Developers in its June release.",
    "ISBN 978-0-19-280697-0 is the frankincense history on the office shelf; IMO 9321483 is the feeder ship.",
    "The guest wifi 'Luban-Guest' is open, no password needed.",
    "Lot number LOT-2033-HSK-0142, 25 kg, grade Hojari, moisture 6.1 %.",
    "Vessel MMSI 461000123 left Raysut at 06:40 with 40 tonnes of sardines.",
    "The exchange rate today is 1 OMR = 2.597 USD, 217.4 INR and 704.3 NPR.",
    "Patient queue number 0417 at the Thumrait clinic, room 3.",
    "Batch 2033-07-B of canned sardines: 24 000 tins of 155 g, retort at 116 °C for 75 min.",
    "الشحنة وصلت ميناء ريسوت الساعة ستة الصبح.",
    "el shuhna wislat Raysut el sa3a 6 el sob7.",
    "ഇന്ന് ക്യാമ്പിൽ ചോറും മീൻകറിയും ആണ്.",
    "Leo mvua ya khareef imeanza Salalah.",
    "आज क्याम्पमा पानी आएन, भोलि आउँछ रे।",
    "Bukas ang sweldo, huwag kalimutan ang remittance.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/plant/historian", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "LCS-490", "purchase_order": "PO-2033-00612"}',
    '{"lot": {"id": "LOT-2033-HSK-0142", "weight_kg": 25, "grade": "Hojari"}}',
    '{"phone": "+968 2321 4476", "city": "Salalah"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "tins_in_stock": 24000}',
    '{"hs_code": "1301.90", "origin": "OM", "description": "frankincense"}',
    '{"vessel": {"mmsi": "461000123", "port": "Raysut", "eta": "2033-07-19"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
