# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-twenty-second corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-twenty-first only through grep for the languages, wordings, tools, flags,
variables, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-twenty-third to two-hundred-and-twenty-fifth), any test, the reports, the
benchmarks, the changelog nor the git history, and the scrubber was never run on it. Its own seed
(222604917), password words (a Libyan date variety, a caravan or desert word, a number and a sign;
a town, a caravan word and a number; a name, a birth year, a sign and a town; date-crate weights;
leet words of Tasfirt, Azalai, Mehari, Guelta and hawala with a year; `Bus`, a line number and a
town; `Pump`, a power in kW and a town; a generator's four dotted groups and random runs), names,
places, templates, tools, vendors and layouts, the way the staff of Nakhla Sahel (fictional:
date-palm groves and a packing shed by Sabha and Ubari, a camel market in Murzuq, a Bilma salt
caravan, solar water pumps at Kufra, desert lodges in Ghat and Bardaï, a bus line Sabha–Ghat–Faya
and a hawala desk, across southern Libya and northern Chad) leak secrets into an assistant's
memory. The texts are WhatsApp, Telegram, Signal, Viber, Imo, Messenger, Slack, Teams, Element,
Google Chat and Zalo messages, chat logs with times, tickets, wiki pages and tables, notes, an
e-mail, a runbook, a README fragment, shell, PowerShell, Termux and tmux prompts, code (Python, Go,
Kotlin, PHP, Rust, Lua, Bash, C#, JavaScript), env files, compose, Kubernetes secrets, systemd
units, Spring and wpa_supplicant configs, a voice-memo transcript and requests to the assistant;
separators run from a colon, "is" and a dash to an arrow, a pointing hand, an emoji, a new line,
quotes, parentheses, a table's bar and a CSV comma.

Tools, flags and variables none of heldouts 5 to 221 names (each grepped): the company's own
`hawalactl login … --secret`, `qafila-sync --db-pass`, `nakhla-pumpctl --installer-pass` and
`busline-kiosk enroll --kiosk-pass` (`--db-pass` alone is in five), s3ql's `fs-passphrase`, and
the variables `QAFILA_DB_PASS` and `NAKHLA_LEDGER_DB_PASSWORD`. Beside them commands of lightly
used tools (each in one or two earlier corpora: str2str's `ntrip://` input, ntripclient, rtkrcv's
`inpstr1-path`, opensips-cli, wput, `YBPASSWORD` before ybsql, `multipass set local.passphrase`,
`lxc remote add --password`, `VBoxManage guestcontrol`, `SNOWSQL_PWD` before snowsql, Quectel's
`AT+QICSGP`, `skopeo --src-creds`, `aria2c --ftp-passwd`, `sendemail -xp`, `rethinkdb
--initial-password`, `kafka-configs` with `SCRAM-SHA-256=[password=…]`, Pat's
`secure_login_password`, sitecopy, vdirsyncer and Jasmin's jcli), and common layouts in wordings
of their own.

About 45 % of the secret samples are in other languages than English (by a rough count of the
templates drawn): Libyan Arabic in Arabic script (`متاع`, `تو`, `شن`, `باهي`, `ما تعطيهاش لحد`,
`الباسورد`, `كلمة السر`, `الرقم السري`) and in Arabizi (`mta3`, `tawa`, `shen`, `bahi`, `7awala`,
`ma t3tihash l 7ad`, `ra9m`, `jdid`), Chadian Arabic in Latin letters and once in Arabic script
(`hana`, `hassa`, `al-jadiid`, `ma tantiih le ayy zol`, `حق`, `هسع`), Chadian French texting
(`slt`, `frangin`, `frère`, `c`, `mdp`, `mot de pass`, `stp`, `on dit quoi`), Tamasheq in Latin
letters (`Azul`, `nnek`, `nin`, `n ehăn`, `tanemmert`, `awal`, `dagh`, `tamaynut`) and in Tifinagh
(`ⴰⵣⵓⵍ`, `ⵏⵏⴻⴽ`, `ⴰⵡⴰⵍ ⵏ ⵜⵓⴼⴼⵔⴰ`, `ⵡⵉⴼⵉ`), Tedaga and Dazaga, and French, Spanish, Italian,
Turkish and Korean only in seed-phrase lines. The wordings are the author's approximations,
checked by no speaker, built around marker words and the loanwords people text there (password,
mdp, wifi, PIN, token, server, API key, backup codes). The thinnest guesses: all Tedaga and
Dazaga lines (`ani`, `ni`, `ahu wer` are guesses around loanwords), the Tifinagh lines (written in
Neo-Tifinagh, which Tuareg texters rarely use; `ⵜⵓⴼⴼⵔⴰ` is Kabyle-leaning), Tamasheq `dagh`,
`tamaynut` and `ur tekfed`, and Chadian Arabic `al-sawweetah`.

Vendors (Tlync, Plutu, Masarat, LyPay, Tchadpay, Mobimoney, Yusr, NumoPay, Bokra, Aman Bank,
Taaj, Kaah Express, Juba Express, Tawakal, Dinarak, AsiaHawala, FastPay, Wemobi, BlaBlaCar, Yango,
Treepz, Swvl, Trella, Zola, d.light, Greenlight Planet, Baobab+, Koolboks, Aptech Africa, Okra
Solar, Solshare, Bodawerk, Shakti Pumps, Claro Energy, Ecozen, Must Power, Dankoff, Kineis,
Hiber, EOS Crop Monitoring, Bookinglayer, Gurtam) are ones heldouts 5 to 181 do not name (grepped
by name as a word). No shape here is one the author knows to be real: every one is a guess (hex,
base64, URL-safe and alphanumeric runs, UUIDs, JWTs for Plutu and Swvl, and the prefixes
`tlx_live_`, `lyp_`, `tdp_sk_`, `npk_`, `dnk_`, `y0_`, `trpz_`, `kbx_`, `okra_`, `apk.`); the JWTs
are well-formed.

The ids are kinds heldouts 5 to 221 do not use as such, and all are invented shapes that no
library or this file checks (no check-digit algorithm is written here): a Libyan national number
(twelve digits, sex and birth year first), a Chadian NNI, Libyan and Chadian passports, a Libyan
driving licence, a Chadian voter card, a Libyan family-register number (رقم قيد العائلة), a
Chadian camel-owner card, a Chadian CNPS number and a hawala agent licence. Card numbers pass
Luhn (the value helpers' brands, checked with python-stdnum's `luhn`). The IBANs are of countries
used least by a rough count over the IBAN shape tables and IBAN calls of heldouts 5 to 221
(Poland, France, Austria, Czechia, Ireland, the Netherlands, Germany and Romania), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, French, Spanish,
Italian, Turkish and Korean lists, each with a valid checksum. Counts: 390 secret samples, 20
field pairs and 20 metadata samples (430 scored, every secret unique), 60 clean texts and 10 clean
metadata dicts.
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

SEED = 222_604_917
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


_DATES = ["Tasfirt", "Bikraari", "Taghiat", "Saiedi", "Halima", "Khadrai", "Amersli", "Tamjohrt",
          "Aoucht", "Deglet", "Barhi", "Tagyat"]  # fmt: skip
_CARAVAN = ["Azalai", "Bilma", "Fachi", "Mehari", "Naga", "Hwar", "Amersal", "Taghlamt", "Tarkamt",
            "Ghibli", "Erg", "Reg", "Guelta", "Sebkha"]  # fmt: skip
_TOWNS = ["Sabha", "Ghat", "Murzuq", "Kufra", "Ubari", "Tazirbu", "Faya", "Bardai", "Zouar",
          "Ounianga", "Aouzou", "Gatrun", "Tmassah", "Wawkabir", "Fada", "Brak"]  # fmt: skip
_NAMES = ["Abubakar", "Mariama", "Ibrahim", "Fatime", "Mahamat", "Khadija", "Intalla", "Tinhinan",
          "Moussa", "Achta", "Salem", "Zeinab", "Ag Akly", "Hawa", "Allatchi", "Nour", "Milad",
          "Aicha", "Kellou", "Youssouf"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["T4sf1rt", "Az4l41", "M3h4r1", "G3lt4", "Bilm4", "K4r4v4n", "N4kh14", "S0l4rP", "H4w4l4"]


def _sack(g: random.Random) -> str:
    """A date variety and a crate's weight, the way the packing shed builds a password."""
    return f"{g.choice(_DATES)}{g.choice([5, 8, 10, 12, 20, 25])}kg{g.choice(_SYMBOLS)}"


def _gen(g: random.Random) -> str:
    """Four groups of five, small letters and digits, as a password manager writes them."""
    return ".".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_DATES)}{g.choice(_CARAVAN)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_TOWNS)}-{g.choice(_CARAVAN).lower()}-{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_NAMES).replace(' ', '').lower()}{g.randrange(1965, 2008)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2036)) + g.choice(_SYMBOLS),
    _sack,
    lambda g: f"{g.choice(_TOWNS).lower()}_{g.choice(_DATES).lower()}_{g.randrange(1970, 2036)}",
    lambda g: f"Bus{g.randrange(10, 99)}{g.choice(_TOWNS)}{g.choice(_SYMBOLS)}{_r(g, D, 2)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_CARAVAN).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _gen,
    lambda g: f"Pump{g.randrange(2, 40)}kW{g.choice(_TOWNS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, group 'Nakhla Sabha packing': the Lorentz PS2 pump controller password is {pw}",
    "Telegram from Milad: Grundfos CU 200 web password {pw}",
    "Signal, Intalla: the Victron Cerbo GX remote console password is {pw}",
    "Viber from the Kufra farm: Deye inverter app password {pw}",
    "Imo message, Mahamat: the lodge Mikrotik admin password -> {pw}",
    "Messenger, Bardai lodge: reception PC password: {pw}",
    "Slack #bus-ops: ticketing kiosk at Sabha station, password = {pw}",
    "Teams chat, treasury: the hawala ledger server password is \"{pw}\"",
    "Element room #caravan: Thuraya IP+ terminal web password ({pw})",
    "Google Chat, Murzuq yard: the camel-market scale PC password is {pw}",
    "Zalo message (the Chinese pump installer): controller password — {pw}",
    "ticket NKH-3112: the Faya bus depot router password is {pw}, please rotate",
    "ticket NKH-3140: salt warehouse CCTV NVR admin password 👉 {pw}",
    "Wiki › Lodges › Bardai: | reception Wi-Fi router | admin | {pw} |",
    "runbook, solar pump reset:\n1. open the controller page\n2. log in as installer\n3. password {pw}\n4. reset the dry-run fault",
    "README (date-sorting line, Ubari)\nthe HMI web page takes the admin password `{pw}`.",
    "Hi Salem,\n\nthe root password of the Sabha ticket server is {pw}. Delete this mail once it is in the vault.\n\nNour",
    "voice memo, transcribed: the password for the Kufra pump station is {pw} full stop",
    "note to self: Murzuq hawala desk PC password\n{pw}",
    "remember my lodge booking admin password please: {pw}",
    "Bus line 7 tablet (Sabha–Ghat): password is {pw}",
    "the camel-market tablet's PIN-less login password: '{pw}'",
    "الباسورد متاع راوتر المكتب في سبها هو {pw}",
    "الباسورد متاع الكمبيوتر تو: {pw} باهي؟",
    "ميلاد: كلمة السر متاع سيرفر الحوالات {pw} ما تعطيهاش لحد",
    "شن الباسورد متاع المضخة؟ ← {pw}",
    "el password mta3 el router fi Sabha huwa {pw}",
    "tawa el password mta3 el pc: {pw} bahi?",
    "Milad: el password mta3 server el 7awala {pw} ma t3tihash l 7ad",
    "shen el password mta3 el pompa? -> {pw}",
    "al-password hana al-kompyuter hassa {pw}",
    "Mahamat: al-password hana al-server al-jadiid {pw}, ma tantiih le ayy zol",
    "al-password hana al-routeur fi Faya: {pw}",
    "الباسورد حق الكمبيوتر هسع {pw}",
    "slt frangin le mdp du pc de la gare c {pw}",
    "Mdp du serveur hawala: {pw} (garde ça pour toi stp)",
    "mot de pass du routeur à Faya = {pw}",
    "on dit quoi, le mot de passe de la pompe solaire c'est {pw}",
    "Azul! password nnek n ordinateur: {pw}",
    "password nin n server: {pw}, tanemmert",
    "wifi n ehăn, password: {pw}",
    "ⴰⵣⵓⵍ! password ⵏⵏⴻⴽ: {pw}",
    "ⴰⵡⴰⵍ ⵏ ⵜⵓⴼⴼⵔⴰ ⵏ server: {pw}",
    "Tedaga: password ordinateur ani {pw}",
    "Dazaga: password server ni {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["abubakar", "mariama", "ibrahim.a", "fatime", "mahamat", "khadija", "intalla", "tinhinan",
          "moussa.k", "achta", "salem", "zeinab", "hawa", "allatchi", "nour", "milad", "aicha",
          "kellou", "youssouf", "svc-pumps", "kiosk-sabha", "hawala-ro"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Nour: the lodge booking admin is {u} / {pw}",
    "ticket NKH-3170: {u} locked out of the bus ticketing tablet, last password {pw}",
    "user {u}  pass {pw}",
    "Wiki › Pumps › Kufra well 4: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| hawala ledger | {u} | {pw} |",
    "log into the Victron VRM as {u} with {pw}",
    "login: {u}\npassword:\n{pw}",
    "- host: kiosk-ghat\n  username: {u}\n  password: {pw}",
    "system,login,password\nlodge-pms,{u},{pw}",
    "ssh {u}@pump-gw.nakhla.ly (password {pw})",
    "اليوزر {u} والباسورد {pw}",
    "el user {u} w el password {pw}",
    "al-user {u}, al-password hana-ah {pw}",
    "login {u} et mdp {pw} frère",
    "user nnek {u}, password {pw}",
    "اسم المستخدم {u} وكلمة السر {pw} باهي",
    "slt, l'identifiant c {u} et le mdp c {pw}",
    "tawa el login {u} w el pass {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["tasfirt", "bikraari", "taghiat", "azalai", "mehari", "guelta", "sebkha", "tagella",
               "bazin", "asida", "tinde", "aghrum", "bilma", "tarkamt", "kissar", "jiddar"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, all small, then {d}",
    "it's {w}{d}, word and number stuck together",
    "voice memo: the lodge wifi is {w} and then the number {d}, no space",
    "type {w}, then {d}",
    "الباسورد هو كلمة {w} وبعدها {d}",
    "el password hiya kelmet {w} w ba3dha {d}",
    "al-password kalaam {w}, ba'ad da {d}",
    "le mdp c'est le mot {w} et après {d}",
    "password: awal {w}, dagh {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS) + rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "hawalactl login --agent murzuq-02 --user {u} --secret '{pw}'",
    "qafila-sync --db-host ledger.nakhla.ly --db-user {u} --db-pass '{pw}' --since yesterday",
    "nakhla-pumpctl --site kufra-w4 --installer {u} --installer-pass '{pw}' reset-fault",
    "busline-kiosk enroll --station sabha-1 --operator {u} --kiosk-pass '{pw}'",
    "str2str -in ntrip://{u}:{pw}@caster.nakhla.ly:2101/UBARI0 -out serial://ttyUSB0:115200",
    "ntripclient -s caster.nakhla.ly -r 2101 -m KUFRA0 -u {u} -p '{pw}'",
    "opensips-cli -x user add {u}@voip.nakhla.ly '{pw}'",
    "wput tickets-2035-03.csv ftp://{u}:{pw}@ftp.nakhla.ly/bus/",
    "YBPASSWORD='{pw}' ybsql -h yb.nakhla.ly -U {u} -d ledger",
    "multipass set local.passphrase={pw}",
    "lxc remote add faya-host https://10.40.0.5:8443 --password='{pw}'",
    "VBoxManage guestcontrol kiosk-vm run --username {u} --password '{pw}' --exe /usr/bin/uptime",
    "SNOWSQL_PWD='{pw}' snowsql -a nakhla-dw -u {u} -d DATES",
    "AT+QICSGP=1,1,\"libyana.ly\",\"{u}\",\"{pw}\",1",
    "skopeo copy --src-creds {u}:{pw} docker://registry.nakhla.ly/kiosk:3.1 oci:kiosk",
    "aria2c --ftp-user={u} --ftp-passwd='{pw}' ftp://ftp.nakhla.ly/pumps/firmware.bin",
    "sendemail -f ops@nakhla.ly -t {u}@nakhla.ly -s smtp.nakhla.ly:587 -xu {u} -xp '{pw}' -m 'caravan left Bilma'",
    "rethinkdb --bind all --initial-password '{pw}'",
    "kafka-configs.sh --bootstrap-server kafka.nakhla.ly:9092 --alter --add-config 'SCRAM-SHA-256=[password={pw}]' --entity-type users --entity-name {u}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@pump-gw:~# {c}", "PS C:\\ops> {c}", "Termux on the depot phone:\n$ {c}",
    "tmux pane, salem@ledger:~$ {c}", "the command I ran: {c}", "الأمر اللي شغلته: {c}",
    "el command elli 5ademtou: {c}", "al-command al-sawweetah: {c}", "la commande que j'ai tapée : {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@ledger.nakhla.ly:5432/hawala",
    "mysql://{u}:{pw}@tickets-db.nakhla.ly/busline",
    "mongodb+srv://{u}:{pw}@camel-market.xk2lq.mongodb.net/auctions",
    "redis://{u}:{pw}@cache.nakhla.ly:6379/2",
    "ftp://{u}:{pw}@ftp.nakhla.ly/dates/",
    "https://{u}:{pw}@git.nakhla.ly/pumps/firmware.git",
    "amqp://{u}:{pw}@mq.nakhla.ly:5672/caravan",
    "rtsp://{u}:{pw}@cam-saltstore.nakhla.ly:554/ch1",
    "mqtt://{u}:{pw}@broker.nakhla.ly:1883",
    "Server=sql.nakhla.ly;Database=Lodges;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string: {c}", "رابط قاعدة البيانات: {c}",
    "el link mta3 el base: {c}", "lien de la base : {c}", "ticket NKH-3201: {c}",
    "Wiki › Databases: {c}",
    "al-link hana al-database: {c}", "الرابط الجديد متاع الداتابيز: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 2_050_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "nakhla-sahel", "sub": f"mer_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Tlync", "TLYNC_STORE_TOKEN", _j("tlx_live_", (ALNUM, 32))),
    ("Plutu", "PLUTU_ACCESS_TOKEN", _vendor_jwt("https://api.plutu.ly")),
    ("Masarat", "MASARAT_API_SECRET", _j((HEX, 48))),
    ("LyPay", "LYPAY_MERCHANT_KEY", _j("lyp_", (UPPER_DIGITS, 28))),
    ("Tchadpay", "TCHADPAY_SECRET_KEY", _j("tdp_sk_", (ALNUM, 36))),
    ("Mobimoney", "MOBIMONEY_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Yusr", "YUSR_API_KEY", _j((URLSAFE, 40))),
    ("NumoPay", "NUMOPAY_PRIVATE_KEY", _j("npk_", (HEX, 40))),
    ("Bokra", "BOKRA_API_TOKEN", _j((ALNUM, 44))),
    ("Aman Bank", "AMANBANK_OPENAPI_SECRET", _j((B64, 43), "=")),
    ("Taaj", "TAAJ_PARTNER_KEY", _j((UPPER_HEX, 32))),
    ("Kaah Express", "KAAH_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Juba Express", "JUBAEXPRESS_TOKEN", _j((HEX, 64))),
    ("Tawakal", "TAWAKAL_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Dinarak", "DINARAK_API_KEY", _j("dnk_", (ALNUM, 30))),
    ("AsiaHawala", "ASIAHAWALA_SECRET", _j((HEX, 40))),
    ("FastPay", "FASTPAY_STORE_PASSWORD", _j((ALNUM, 24))),
    ("Wemobi", "WEMOBI_API_KEY", _j((HEX, 32))),
    ("BlaBlaCar", "BLABLACAR_BUS_API_KEY", _j((ALNUM, 32))),
    ("Yango", "YANGO_DELIVERY_TOKEN", _j("y0_", (URLSAFE, 56))),
    ("Treepz", "TREEPZ_SECRET", _j("trpz_", (ALNUM, 32))),
    ("Swvl", "SWVL_PARTNER_TOKEN", _vendor_jwt("https://partners.swvl.com")),
    ("Trella", "TRELLA_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Zola", "ZOLA_PAYGO_KEY", _j((UPPER_DIGITS, 32))),
    ("d.light", "DLIGHT_ATLAS_TOKEN", _j((HEX, 48))),
    ("Greenlight Planet", "GLP_EASYBUY_SECRET", _j((B64, 64))),
    ("Baobab+", "BAOBABPLUS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Koolboks", "KOOLBOKS_FLEET_TOKEN", _j("kbx_", (ALNUM, 40))),
    ("Aptech Africa", "APTECH_PUMP_API_KEY", _j((HEX, 32))),
    ("Okra Solar", "OKRA_API_TOKEN", _j("okra_", (URLSAFE, 36))),
    ("Solshare", "SOLSHARE_SECRET", _j((ALNUM, 40))),
    ("Bodawerk", "BODAWERK_API_KEY", _j((UPPER_HEX, 40))),
    ("Shakti Pumps", "SHAKTI_RMS_TOKEN", _j((HEX, 64))),
    ("Claro Energy", "CLARO_API_SECRET", lambda g: v.uuid4(g, "b")),
    ("Ecozen", "ECOZEN_DEVICE_KEY", _j((ALNUM, 32))),
    ("Must Power", "MUSTPOWER_CLOUD_TOKEN", _j((LOWER_DIGITS, 48))),
    ("Dankoff", "DANKOFF_MONITOR_KEY", _j((HEX, 40))),
    ("Kineis", "KINEIS_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Hiber", "HIBER_API_TOKEN", _j((ALNUM, 48))),
    ("EOS Crop Monitoring", "EOSDA_API_KEY", _j("apk.", (HEX, 64))),
    ("Bookinglayer", "BOOKINGLAYER_API_KEY", _j((ALNUM, 40))),
    ("Gurtam", "GURTAM_TOKEN", _j((HEX, 72))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}='{tok}'",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: integrations\nstringData:\n  {env}: \"{tok}\"",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "fly secrets set {env}={tok}",
    "settings.py: {env} = \"{tok}\"",
    "const {env} = '{tok}';",
    "os.Setenv(\"{env}\", \"{tok}\")",
    "Nakhla ERP › Settings › Integrations › {vendor}: {tok}",
    "ticket NKH-3222: {vendor} integration broken, current key {tok}",
    "WhatsApp, Salem: the {vendor} key for the payouts is {tok}",
    "please keep my {vendor} API key: {tok}",
    "مفتاح API متاع {vendor}: {tok}",
    "el API key mta3 {vendor}: {tok}",
    "al-API key hana {vendor}: {tok}",
    "la clé d'API {vendor} c'est {tok}",
    "API key nnek n {vendor}: {tok}",
    "تو الكي متاع {vendor} هو {tok}",
    "tawa el key mta3 {vendor}: {tok}",
    "al-token hana {vendor} hassa {tok}",
    "le token {vendor} pour les paiements c'est {tok} frère",
    "token nnek n {vendor}: {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_CODE = [
    "Python:\nclient = HawalaClient(base_url=\"https://ledger.nakhla.ly\", api_key=\"{t}\")",
    "Go:\nreq.Header.Set(\"X-Api-Key\", \"{t}\")",
    "Kotlin:\nconst val PUMP_API_TOKEN = \"{t}\"",
    "PHP:\n$kiosk = new TicketKiosk('sabha-1', '{t}');",
    "Rust:\nlet token = \"{t}\"; // busline prod",
    "Lua (the pump gateway):\nlocal secret = \"{t}\"",
    "Bash:\nTOKEN='{t}' ./sync_caravan.sh",
    "C#:\nvar apiKey = \"{t}\"; // lodge booking sync",
]  # fmt: skip
_code = _Family("code_key", _CODE, lambda g, i, t: {"t": [_j((HEX, 40)), _j((URLSAFE, 44)), _j((ALNUM, 36))][i % 3](g)}, "t")  # fmt: skip


_BARE_PLACES = ["{t}", "it shows it only once, so:\n{t}", "ها التوكن: {t}", "hada el token: {t}",
                "{t}\n^ the new one", "garde-le moi: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 52)), _j((B64, 56), "=="), _j((LOWER_DIGITS, 48))]
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of the Kufra well-level sensor: {h}": 32,
    "HMAC secret of the hawala payout webhook: {h}": 64,
    "AES key of the ticket QR codes (hex): {h}": 32,
    "مفتاح التشفير متاع النسخ الاحتياطي: {h}": 64,
    "clé de chiffrement des sauvegardes : {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 2 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket NKH-3250: token copied from the browser {t}",
    "Cookie: lang=ar-LY; nkh_session={t}",
    "KIOSK_ACCESS_TOKEN={t}",
    "التوكن: {t}",
    "el token mta3i {t}",
    "le token du kiosque : {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 2_050_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256"][index % 3]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@nakhla.ly", "role": "agent"}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "deploy key of the pump gateway, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/tickets.nakhla.ly.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"LEDGER_SIGNING_KEY": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "المفتاح الخاص متاع السيرفر:\n{key}": ("EC PRIVATE KEY", "\n"),
    "clé privée du serveur de billets :\n{key}": ("PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 40) + "="]
    text = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": text, "secret": lines[2 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "old wallet of the hawala float, recovery words: {p}": "english",
    "voice memo: the seed words are {p} and that's all twelve": "english",
    "كلمات الاسترجاع متاع المحفظة: {p}": "english",
    "el seed mta3 el wallet: {p}": "english",
    "phrase de récupération du portefeuille : {p}": "french",
    "frase de recuperación (la billetera del socio de Madrid): {p}": "spanish",
    "frase di recupero del portafoglio: {p}": "italian",
    "cüzdan kurtarma kelimeleri: {p}": "turkish",
    "지갑 복구 문구: {p}": "korean",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_BRANDS = ["visa", "mastercard", "unionpay", "amex", "maestro", "jcb", "discover", "diners"]
_CARD_PLACES = [
    "WhatsApp, Zeinab: pay the Grundfos spare parts with the company card {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "ticket NKH-3280: book the Ghat lodge generator repair on card {c}",
    "رقم الكارت متاعي: {c}، {mm}/{yy}",
    "ra9m el carta mta3i {c} {mm}/{yy}",
    "al-raqam hana al-carte {c}",
    "numéro de ma carte: {c} exp {mm}/{yy}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " "][index % 4], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(36, 44))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/38, security code {cvv}",
               "the three digits on the back are {cvv}",
               "الأرقام الثلاثة اللي ورا الكارت: {cvv}",
               "les trois chiffres au dos: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "visa"), " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shape tables and IBAN calls of heldouts 5-221.
_IBAN_COUNTRIES = ["PL", "FR", "AT", "CZ", "IE", "NL", "DE", "RO"]


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_number(g, country), std_iban.is_valid)


_IBAN_PLACES = [
    "pay the Marseille date importer to IBAN {i} within 30 days",
    "save the Vienna pump supplier's IBAN: {i}",
    "IBAN: {i}\nRef: Bilma salt lot 12",
    "WhatsApp, treasury: new bank details of the Warsaw partner, IBAN {i}",
    "الآيبان متاع الشريك: {i}",
    "el IBAN mta3 el client: {i}",
    "IBAN du fournisseur à Lyon: {i}",
    "al-IBAN hana al-tajir: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ly_nn(g: random.Random) -> str:
    """A Libyan national number: twelve digits, 1 or 2 for the sex, then the birth year; no check."""
    return f"{g.choice('12')}{g.randrange(1950, 2006)}{_r(g, D, 7)}"


def _td_nni(g: random.Random) -> str:
    """A Chadian NNI on the biometric card: ten digits, invented shape, no check."""
    return g.choice("123456789") + _r(g, D, 9)


def _ly_passport(g: random.Random) -> str:
    return g.choice("ABN") + _r(g, D, 8)


def _td_passport(g: random.Random) -> str:
    return "P" + g.choice("AB") + _r(g, D, 7)


def _ly_licence(g: random.Random) -> str:
    return f"LY-{_r(g, D, 2)}-{_r(g, D, 6)}"


def _td_voter(g: random.Random) -> str:
    return f"TD{_r(g, D, 4)}{_r(g, UPPER, 2)}{_r(g, D, 5)}"


def _family_book(g: random.Random) -> str:
    return f"{_r(g, D, 3)}/{_r(g, D, 5)}"


def _camel_card(g: random.Random) -> str:
    return f"CHM-{g.choice(['FAY', 'BAR', 'ZOU'])}-{_r(g, D, 6)}"


def _cnps(g: random.Random) -> str:
    return f"{_r(g, D, 2)} {_r(g, D, 4)} {_r(g, D, 4)}"


def _hawala_licence(g: random.Random) -> str:
    return f"HW-{g.randrange(2015, 2036)}-{_r(g, UPPER_DIGITS, 6)}"


_ID_PLACES: dict[str, Maker] = {
    "my Libyan national number: {s}": _ly_nn,
    "الرقم الوطني متاعي {s}": _ly_nn,
    "el ra9m el watani mta3i {s}": _ly_nn,
    "mon NNI (carte biométrique du Tchad): {s}": _td_nni,
    "al-NNI hana-i {s}": _td_nni,
    "رقم جواز السفر الليبي: {s}": _ly_passport,
    "passport number (Libya) {s}": _ly_passport,
    "numéro de passeport tchadien: {s}": _td_passport,
    "رخصة السواقة متاعي رقم {s}": _ly_licence,
    "numéro carte d'électeur: {s}": _td_voter,
    "رقم قيد العائلة: {s}": _family_book,
    "carte de propriétaire de chameaux n° {s}": _camel_card,
    "mon numéro CNPS (sécurité sociale Tchad): {s}": _cnps,
    "hawala agent licence no. {s}": _hawala_licence,
    "passport nnek: {s}": _td_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Plutu 2FA recovery codes\n{codes}", "backup codes for the company Google account: {codes}",
            "أكواد الاسترجاع متاع 2FA:\n{codes}", "codes de secours 2FA : {codes}",
            "el backup codes mta3 el 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Nakhla:salem@nakhla.ly?secret={s}&issuer=Nakhla&digits=6",
              "2FA setup key for the hawala ledger: {s}",
              "TOTP secret of the Tlync merchant login: {s}",
              "مفتاح 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your Tlync verification code", "رمز التحقق متاعك: {c}",
          "votre code de confirmation Tchadpay: {c}", "el code mta3 el OTP: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = index % 4
    codes = v.backup_codes(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Nakhla-Office", "Bardai-Lodge", "Kufra-Pump4", "Sabha-Station", "Libyana-4G-3F2A",
          "Almadar-Faya", "Ghat-Guest", "Murzuq-Market"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\npassword: {pw}",
    "lodge wifi 📶 {s} / {pw}",
    "الواي فاي {s} والباسورد متاعه {pw}",
    "el wifi {s} w el password {pw}",
    "al-wifi hana {s}: al-password {pw}",
    "le wifi {s}, mdp: {pw}",
    "wifi n ehăn {s}, password {pw}",
    "ⵡⵉⴼⵉ {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    return _r(rng, D, 12) if rng.random() < 0.2 else _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL = ["reading it one character at a time: {t}", "[dictated on the phone] {t}",
          "حرف حرف: {t}", "lettre par lettre: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _r(rng, [HEX, ALNUM][index % 2], 32)
    if index % 3 == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    return {"t": [" ", "-"][index % 2].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the salt store padlock code is {pw}", "gate keypad at the Kufra pump station: {pw}#",
          "PIN of the hawala safe: {pw}", "الرقم السري متاع الخزنة: {pw}", "el PIN mta3 el carta {pw}",
          "al-PIN hana al-carte {pw}", "le code du cadenas du dépôt: {pw}", "code PIN nnek: {pw}",
          "AT+CPIN? no: the SIM PIN of the pump modem is {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [6, 5, 7, 8][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["tasfirt", "azalai", "guelta", "mehari", "sebkha", "tagella", "bilma", "ghibli",
                 "tenere", "amersal", "kissar", "tinde", "bazin", "erg"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase: {p}": " ", "KeePassXC database passphrase: {p}": "-",
            "العبارة السرية متاع الخزنة: {p}": " ", "phrase secrète du coffre: {p}": "."}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "curl -H 'Authorization: Basic {v}' https://ledger.nakhla.ly/api/float": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Postman header Authorization: Bearer {v}": False,
    "الهيدر: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, ALNUM, 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Pat (Winlink) config.json:\n{{\"mycall\": \"5A1NKH\", \"secure_login_password\": \"{pw}\"}}",
    "s3ql authinfo2:\n[backup]\nstorage-url: s3://nakhla-backups/ledger\nbackend-login: AKIAEXAMPLE\nfs-passphrase: {pw}",
    ".sitecopyrc:\nsite lodges\n  server ftp.nakhla.ly\n  username webmaster\n  password {pw}",
    "vdirsyncer config:\n[storage lodge_cal]\ntype = \"caldav\"\nurl = \"https://dav.nakhla.ly/\"\nusername = \"reception\"\npassword = \"{pw}\"",
    "rtkrcv.conf:\ninpstr1-path =rover:{pw}@caster.nakhla.ly:2101/KUFRA0",
    "jcli session:\njcli : user -a\n> username hawala_sms\n> password {pw}\n> uid hawala_sms\n> ok",
    "compose.yaml:\nservices:\n  ledger-db:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "k8s:\napiVersion: v1\nkind: Secret\nmetadata:\n  name: kiosk-db\nstringData:\n  password: {pw}",
    "systemd:\n[Service]\nEnvironment=QAFILA_DB_PASS={pw}",
    ".env:\nNAKHLA_LEDGER_DB_PASSWORD={pw}",
    "wpa_supplicant.conf on the pump gateway:\nnetwork={{\n  ssid=\"Kufra-Pump4\"\n  psk=\"{pw}\"\n}}",
    "application.yml:\nspring:\n  datasource:\n    username: busline\n    password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[07:12] Salem: password of the Sabha kiosk?\n[07:13] Nour: {pw}",
    "[21:40] Intalla: new lodge wifi password\n[21:41] Intalla: {pw}",
    "Abubakar: {pw} is the new pump password",
    "[08:02] ميلاد: الباسورد الجديد\n[08:03] ميلاد: {pw}",
    "[08:05] Khadija: el password el jdid {pw}",
    "[09:30] Mahamat: al-password al-jadiid {pw}",
    "[10:11] Achta: nouveau mdp {pw}",
    "[11:15] Tinhinan: password tamaynut: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}",
    "ｐａｓｓｗｏｒｄ: {pw}",
    "рassword = {pw}",
    "p a s s w o r d: {pw}",
]
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 23), (_spelled, 10), (_cli, 32), (_urls, 14), (_vendors, 56),
    (_code, 10), (_bare, 7), (_hexes, 7), (_jwts, 9), (_pems, 6), (_seeds, 12), (_cards, 12),
    (_cvvs, 5), (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 5), (_codes, 5),
    (_wifi, 16), (_spelled_tokens, 8), (_locks, 10), (_phrases, 6), (_auth, 6), (_configs, 16),
    (_chats, 12), (_hidden, 5),
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


_SPLIT_PASSWORDS = {
    "the Lorentz controller password is": "{s}", "kiosk pw:": "{s} (since the March update)",
    "الباسورد متاع السيرفر": "{s}", "el password mta3 el pompa": "{s}\nbadlou ba3d el 7assad",
    "al-password hana al-server": "{s}", "mdp:": "{s}", "password nnek": "{s}",
    "the password Intalla read out over the radio was": "{s}, I think",
    "hawala desk password": "{s}", "كلمة السر:": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Tlync store token", "{s}", _j("tlx_live_", (ALNUM, 32))),
    ("split_token", "Masarat API secret:", "{s} (payouts)", _j((HEX, 48))),
    ("split_token", "Kaah Express key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "wallet recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 03/39", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "PL"))),
    ("split_backup", "Plutu recovery codes", "{s}\n48201937\n55710284", lambda g: v.backup_codes(g, 1, 0)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "الرقم الوطني", "{s}", _ly_nn),
    ("split_pin", "PIN of the hawala safe", "{s}", _j((D, 7))),
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


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"pump": {"url": "https://pump-kufra4.nakhla.lan", "installer_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mdp": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "salem", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "sabha-1"}, {"name": "ghat-1", "admin_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["hawalactl", "login", "--agent", "murzuq-02", "--secret", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "الباسورد متاع الكمبيوتر {s}"}': ("meta_password", _plain_pw),
    '{"كلمة_السر": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Sabha ticket server as root with the password {s}"}': ("meta_password", _plain_pw),
    '{"plutu": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"tawakalToken": "{s}"}': ("meta_token", _j((URLSAFE, 48))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"wemobi_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"payment": {"card_number": "{s}", "exp": "05/39"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"partner": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AT")),
    '{"agent": {"national_number": "{s}"}}': ("meta_id", _ly_nn),
    '{"mfa": {"backup_codes": ["{s}", "61820473", "90417725"]}}': ("meta_otp", lambda g: v.backup_codes(g, 1, 0)[0]),
    '{"float_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"salt_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Bardai-Lodge", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"ps2-controller-fw-4.1.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.nakhla.ly/kiosk:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"tickets: add Ghat route", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ledger: revert fx rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"auction_2035-04-02.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the pump controller password before the harvest.",
    "Salem asked for the lodge wifi password; it is on the card at reception.",
    "Policy: company passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into WhatsApp; send a vault link instead.",
    "The `.env.example` line `TLYNC_STORE_TOKEN=replace-me` is a placeholder.",
    "Replace <YOUR_PLUTU_KEY> in the README with the key from the dashboard.",
    "MASARAT_API_SECRET and WEMOBI_API_KEY must be set before the nightly sync.",
    "The kiosk asks for a new password after every update.",
    "ما تعطيش الباسورد متاعك لحد.",
    "الباسورد لازم يكون فيه 14 حرف على الأقل.",
    "ma t3ti el password mta3ek l 7ad.",
    "el password lazem fih 14 7arf.",
    "ma tanti al-password hana-k le ayy zol.",
    "al-password lazim yakuun tawiil.",
    "Frère, donne jamais ton mdp à quelqu'un.",
    "Le mot de passe doit avoir au moins quatorze caractères.",
    "Azul! ur tekfed password nnek i hadd.",
    "ⴰⵣⵓⵍ! ⵜⴰⵏⴻⵎⵎⴻⵔⵜ.",
    "Tedaga: password ani, ahu wer.",
    "Upgraded the PS2 controller firmware from 4.0 to 4.1 and pymodbus to 3.9.2.",
    f"commit {_COMMIT} adds the Ghat route to the ticket app.",
    f"Rolled back to {_SHORT} after the FX rounding broke the ledger.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The PS2 controller firmware 4.1.0 has SHA-256 {_FIRMWARE_SUM}.",
    f"The kiosk container runs registry.nakhla.ly/kiosk@sha256:{_IMAGE}.",
    f"MD5 of auction_2035-04-02.csv is {_MD5}.",
    "Request id 3c9e1a7b-52d4-4f6e-a1b8-0d7c2e9f4a31 is the slow one in the logs.",
    "Order NKH-2035-00412: 120 crates of Tasfirt dates to Sabha on Thursday.",
    "Bus 7 leaves Sabha at 06:30 and reaches Ghat at 14:10.",
    "Call the Faya depot on +235 66 21 48 30 before noon.",
    "Call the Sabha office on +218 71 263 4410.",
    "Ticket NKH-3311: the Kufra pump trips on dry-run at midday.",
    "The Bilma salt caravan carried 340 bars this season.",
    "The camel market in Murzuq opens on Friday; a good mehari sold for 4200 dinars.",
    "The well at Kufra 4 is 86 m deep; the pump gives 12 m³ per hour at noon.",
    "After five wrong passwords the ledger locks the account for 20 minutes.",
    "My card ending 4417 was declined at the Sabha pharmacy.",
    "The Warsaw partner wants the IBAN without spaces on the invoice.",
    "Print the 2FA backup codes for the Plutu account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `GURTAM_TOKEN` in the secrets store, never in the repo.",
    "The padlock on the salt store rusts; oil it every month.",
    "The guest wifi 'Ghat-Guest' is open, no password needed.",
    "The PIN pad at the Faya kiosk is broken again.",
    "The hawala float for Murzuq is 18 000 dinars this week.",
    "الكود متاع الطلبية NKH-2035-00412 والكمية 120 صندوق.",
    "el commande NKH-2035-00418 fiha 80 carton tmar.",
    "Ordre de mission n° 2035/118 pour le convoi de Faya.",
    "al-bus nimra 7 yamshi min Sabha saa sitta.",
    "Le bus de Bardaï part à 7h, le ticket coûte 15 000 FCFA.",
    "The token limit of the assistant is 8000 tokens per call.",
    "The door code changed last week; ask Nour.",
    "Lot NKH-TAS-0311, 20 kg crates, moisture 18 %.",
    "ISBN 978-0-19-861186-8 is the date-palm handbook on the shelf.",
    "Version 2.31.0 of the ticket app was released on 2035-03-02.",
    "The API key field is required in the Tlync settings page.",
    "Where is the salt store padlock code kept?",
    "The secret of a good asida is patience.",
    "Solar array: 24 panels of 450 W, controller set to 380 V.",
    "Tracking number LY-7730-2291-04 for the pump spare parts.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2035-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/nakhla/pumps", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 88}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "NKH-3311", "order": "NKH-2035-00412"}',
    '{"lot": {"id": "NKH-TAS-0311", "weight_kg": 20, "moisture_pct": 18}}',
    '{"phone": "+218 71 263 4410", "city": "Sabha"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "crates_in_stock": 1284}',
    '{"bus": {"line": 7, "from": "Sabha", "to": "Ghat", "departs": "06:30"}}',
    '{"pump": {"site": "kufra-w4", "flow_m3_h": 12, "depth_m": 86}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
