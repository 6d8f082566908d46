# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-ninety-eighth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-ninety-seventh only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-ninety-ninth to two-hundred-and-first), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (198473061),
password words (a date variety, a place and a year with a sign; a camel breed, a sign and a lot
number; a frankincense grade joined to a wadi by a dot; a dhow type in capitals with a number; a
honey (sidr, samr, dawani) with a hive count; leet forms of luban, sidr, baghlah and khanjar with a
year; a name, a birth year, a sign and a town; generator groups and random runs), names, places,
templates, tools, vendors and layouts, the way the staff of Lubān Sea Trading (fictional: date
palms and a camel market in Salalah and Thumrait, a reverse-osmosis desalination plant at Mirbat,
frankincense grading in Hasik and Sadah, dhows out of Nishtun and Al Ghaydah, mountain honey from
the Dhofar jabal and Socotra, and a small exchange house with counters in Salalah, Al Ghaydah and
Hadibu) leak secrets into an assistant's memory. The texts are WhatsApp, Telegram, Signal, Imo,
Botim, Teams, Slack and Zulip messages, chat logs with times, tickets, wiki
tables, notes, an e-mail, runbooks, README fragments, shell prompts, voice-memo transcripts, code
(Python, JavaScript, Go, PHP, Ruby, Kotlin, C#, Rust, Bash and Lua), configs (compose, Kubernetes,
systemd, env files) and requests to the assistant itself; the label's separators run from a colon,
"is" and a dash to an arrow, an emoji, a new line, quotes (`"…"`, `«…»`), parentheses and a bar.

Tools, calls, flags and variables heldouts 5 to 197 do not name, each grepped for the command,
flag or variable itself: Mercurial's `--config auth.<name>.password=`, MLDonkey's telnet `auth`,
`check_nrpe … -a` with a password argument, `svn … --password`, and the company's own variables
`MIRBAT_RO_SCADA_PASSWORD`, `HADIBU_HONEY_SHOP_TOKEN`, `NISHTUN_DHOW_AIS_KEY`,
`SALALAH_FX_RATES_SECRET`, `GHAYDAH_CAMEL_AUCTION_DB_PASS` and `LUBAN_LAB_API_KEY`. Beside them
commands of lightly used tools (each in one earlier corpus by the grep): `emqx ctl admins passwd`,
`influx v1 auth create --password`, fluent-bit's `-p http_passwd=`, `snmptrap -A`, tshark's
`wpa-pwd` key, `logstash-keystore add … --stdin`, `xo-cli --register`, `yunohost user create -p`,
`pulumi config set --secret`, `doctl auth init -t`, `scw init secret-key=`, `tccli configure set
secretKey`, KooCLI's `--cli-secret-key`, `aliyun configure set --access-key-secret` and `wpa_cli
set_network … psk`.

About 46 % of the secret samples are in other languages than English (by a rough count of the drawn
samples, 181 of 390): Mehri, Shehri (Jibbali), Soqotri and Harsusi, typed in Arabic letters as
people text them, Dhofari and Hadrami Arabic texting in Arabic script and in Arabizi, with the Gulf
loanwords people really type (باسورد / الباسوورد, واي فاي, PIN / البن, توكن, السيرفر, الكود). The
wordings are the author's approximations, checked by no speaker: Dhofari and Gulf `ترا`, `الحين`,
`أبا`, `زين`, `يا خوي`, `وايد`; Hadrami `ذلحين`, `با`, `ايش`, `حق`, `يا ولد`; Arabizi `tra`,
`el7een`, `7ag`, `ya5oy`, `zain`, `ma 3lik` (the ʿayn, which print writes `’`, is typed `3`). The
Mehri (`هوه` "I", `هيت` "you", `حوم` "want"), Harsusi (same pronouns, `ذيمه` "this"), Shehri (`هي`
"I", `إت` "you", `ذا`) and Soqotri (`هو`, `هت`, `دي`) lines are the thinnest guesses: a few
pronouns and demonstratives around Arabic loanwords, likely wrong in spelling and grammar.

Vendors (Ahlibank, Akeed, Mzoon, Renna, Y-Telecom, AdenNet, TeleYemen, Tadhamon, Metito, ACWA,
Hydranautics, Toray, Fisia, IDE Technologies, Acciona, WaterGEMS, Aquasuite, Mwasalat, Muscat
Clearing, Oman Arab Bank, Dhofar Insurance, Tejuri, Haraj, OpenSooq, Dubizzle, Namshi, Sadad, KNET,
Travelex and Tabadul) are ones heldouts 5 to 197 do not name (grepped by name). No shape here is
one the author knows to be real: every one is a guess (hex, base64, URL-safe and alphanumeric runs,
UUIDs, prefixes such as `akd_live_`, `mzn-`, `acwa_pk_`, `tbdl.`); the JWTs are well-formed.

The ids: India's PAN and Pakistan's CNIC (dhow crews and market hands), drawn until
`stdnum.in_.pan` and `stdnum.pk.cnic` accept them (format checks; lightly used before), and Egypt's
tax number, drawn until `stdnum.eg.tn` validates its check digit. The rest are invented shapes that
no library or this file checks: an Omani passport number, an Omani civil number, a Royal Oman
Police driving licence, a Yemeni national id card number, a Yemeni seaman's book, a camel
passport (microchip and registry number) from the Dhofar camel registry, and a dhow's fishing
licence. Card numbers pass Luhn (the value helpers' brands, checked with python-stdnum's `luhn`).
The IBANs are of countries used least by a rough count over the IBAN shapes of heldouts 5 to 197
(Hungary, Romania, Germany, France, Switzerland, Ireland, Mauritius, Pakistan and Turkey), drawn
until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Spanish, Czech,
Russian, Turkish, Korean, Chinese (simplified) and Italian lists, each with a valid checksum.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.eg import tn as eg_tn
from stdnum.in_ import pan as in_pan
from stdnum.pk import cnic as pk_cnic

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 198_473_061
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

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(50):  # a value drawn twice is drawn again
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if secret not in seen:
                    break
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_DATES = ["Khalas", "Fard", "Khenaizi", "Naghal", "Barhi", "Medjool", "Khasab", "Mabsli", "Zamli"]
_CAMELS = ["Majaheem", "Maghateer", "Wadha", "Hamra", "Safra", "Shaele", "Naqa", "Hijin"]
_LUBAN = ["Hojari", "Najdi", "Shazri", "Shaabi", "Luban", "Fusoos", "Boswellia"]
_WADIS = ["Dawkah", "Andhur", "Hasik", "Sadah", "Darbat", "Ayun", "Hawf", "Mughsayl"]
_DHOWS = ["Sambuk", "Baghlah", "Ghanjah", "Boum", "Jalibut", "Shuw", "Badan"]
_HONEY = ["Sidr", "Samr", "Dawani", "Qatad", "Luban"]
_TOWNS = ["Salalah", "Mirbat", "Taqah", "Thumrait", "Ghaydah", "Nishtun", "Hadibu", "Qalansiyah",
          "Sayhut", "Hasik", "Rakhyut", "Dalkut", "Qishn"]  # fmt: skip
_NAMES = ["Salim", "Musallam", "Said", "Ahmed", "Awadh", "Fatma", "Aisha", "Bakhit", "Rashid",
          "Mabrouk", "Salma", "Hamdan", "Saeed", "Marzouq", "Noora", "Ali", "Omar", "Khamis"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Lub4n", "S1dr", "B4ghl4h", "Kh4nj4r", "M1rb4t", "S0q0tr4", "D4w4n1", "J4b4l"]


# The ways people pick passwords here, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_DATES)}{g.choice(_TOWNS)}{g.randrange(1990, 2031)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CAMELS)}{g.choice(_SYMBOLS)}Lot{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_LUBAN).lower()}.{g.choice(_WADIS).lower()}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_DHOWS).upper()}{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_HONEY)}{g.randrange(12, 400)}Hives{g.choice(_SYMBOLS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2008)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


# Passwords after labels, many languages and separators.
_SAID = [
    "WhatsApp, Salim: the RO plant HMI password is {pw}",
    "Telegram from Musallam: password: {pw}",
    "Signal, Fatma → me: camel-market POS admin password → {pw}",
    "Botim message: the exchange counter PC password 👉 {pw}",
    "Imo chat with Bakhit: wifi password at the Thumrait yard - {pw}",
    "Teams #mirbat-desal: SCADA engineer password is {pw} (rotate after Ramadan)",
    "Slack DM, Noora: password\n{pw}",
    "Zulip stream 'hasik-grading' > topic 'lab pc': password = \"{pw}\"",
    "note to self: Hadibu shop laptop password ({pw})",
    "Ticket LST-2231: reset done, new password: «{pw}»",
    "| Hadibu honey shop | admin | {pw} |",
    "e-mail from Awadh: Subject: dhow tracker\nThe login password is {pw}. Please keep it.",
    "Runbook step 4: log into the brine pump VFD with password `{pw}`",
    "voice memo: ok so the password for the Nishtun office printer is {pw}, bye",
    "الباسورد حق السيرفر: {pw}",
    "كلمة المرور الجديدة للبرنامج هي {pw}",
    "ترا الباسوورد الحين {pw} يا خوي",
    "باسورد الواي فاي حق سوق الجمال ← {pw}",
    "ذلحين الباسورد حق الكاونتر {pw} لا تنساه",
    "يا ولد ايش الباسورد؟ هو {pw}",
    "tra el password el7een {pw} ya5oy",
    "el bassword 7ag el server: {pw}",
    "password 7ag el exchange counter = {pw} ma 3lik",
    "el pass ely 7ateenah: {pw}",
    "هوه باسورد ديمه {pw}",
    "هيت حوم باسورد؟ ها {pw}",
    "ذيمه باسورد حق المكتب: {pw}",
    "هي باسورد ذا: {pw}",
    "إت الباسورد: {pw}",
    "هو باسورد دي {pw}",
    "هت، الباسورد حق حديبو {pw}",
    "Mehri (ترجمه): هوه باسورد ديمه ← {pw}",
    "زين، الرمز السري حق الإيميل 🔑 {pw}",
    "أبا أحفظ الباسورد حق اللابتوب: {pw}",
    "الباسورد وايد طويل بس هذا هو: \"{pw}\"",
    "pw (Ghaydah office) - {pw}",
]  # fmt: skip
_said = _Family("label_password", _SAID, _with(_pw), "pw")


_SENTENCES = [
    "Rashid changed the weighbridge login to {pw} this morning, tell the night shift.",
    "I set the frankincense lab's Windows password to {pw} so the interns can log in.",
    "Remember that the Qalansiyah router login is admin with {pw} until Khamis resets it.",
    "The accountant's laptop now opens with {pw}, he wrote it on the Ramadan calendar.",
    "ترا غيرت الباسورد حق الكمبيوتر وصار {pw}",
    "سالم قال إن الباسورد الجديد {pw} من أمس",
    "el password sar {pw} ba3d ma ghayarnah",
    "Awadh gayyar el password 7ag el router w 7ata {pw}",
    "هوه غيرت باسورد {pw}",
    "Log in as cashier2 and the password is {pw} for the counter in Al Ghaydah.",
    "تو غيرت باسورد الكاونتر حق الغيضة، صار {pw}",
    "ba yseer el password {pw} min bukrah",
    "هي غيرت باسورد ذا {pw}",
    "ذلحين با يكون الباسورد {pw} للكل",
]  # fmt: skip
_sentences = _Family("sentence_password", _SENTENCES, _with(_pw), "pw")


_SPOKEN_WORDS = ["sidr", "luban", "hojari", "naqa", "sambuk", "darbat", "khareef", "jabal",
                 "dawkah", "ghanjah", "mughsayl", "sadah"]  # fmt: skip
_SPELLED = [
    "Voice memo transcript: the password is {w} {d}, all one word, small letters",
    "dictated: password {w} then the numbers {d}",
    "التسجيل الصوتي: الباسورد {w} وبعدين الأرقام {d}",
    "voice note: el password {w} w ba3daha {d} kolha ma3 ba3d",
    "spelled out on the call: {s}",
    "read letter by letter: {s}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SPOKEN_WORDS) + _r(rng, LOWER, 3)
    digits = _r(rng, D, 5)
    spelled = " ".join(_r(rng, ALNUM, 14))
    return {"w": word, "d": digits, "s": spelled, "secret": spelled if "{s}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_PINS = [
    "PIN for the exchange house safe: {pw}",
    "door code of the Mirbat RO control room is {pw}#",
    "the padlock on the luban store in Hasik: {pw}",
    "keypad at the camel market gate → {pw}",
    "bank card PIN (the company card) = {pw}",
    "الرمز حق الباب {pw}",
    "البن حق البطاقة: {pw}",
    "كود الخزنة ذلحين {pw}",
    "el PIN 7ag el bataqa {pw}",
    "code el bab 7ag el mkhzan: {pw}",
    "هوه PIN {pw}",
    "SIM PIN for the dhow's satellite modem: {pw}",
]  # fmt: skip
_pins = _Family("pin_code", _PINS, _with(lambda g: _r(g, D, g.choice([6, 7, 8]))), "pw")


_SSIDS = ["Luban-Office", "MirbatRO-Ctrl", "CamelSouq-5G", "Hadibu-Honey", "Nishtun-Port",
          "Omantel-Fibre-7731", "Ooredoo-4G-22"]  # fmt: skip
_WIFI = [
    "wifi {ssid}: {pw}",
    "WIFI:T:WPA;S:{ssid};P:{pw};;",
    "WPA key for {ssid} is {pw}",
    "واي فاي {ssid} الباسورد {pw}",
    "الواي فاي حق المكتب ({ssid}): {pw}",
    "el wifi {ssid} w el pass {pw}",
    "هوه واي فاي {ssid}: {pw}",
    "wpa_cli -i wlan0 set_network 0 psk '\"{pw}\"'",
    "tshark -r khareef.pcap -o 'uat:80211_keys:\"wpa-pwd\",\"{pw}:{ssid}\"'",
]  # fmt: skip
_wifi = _Family("wifi_key", _WIFI, _with(_plain_pw, ssid=_SSIDS), "pw")


# (vendor, variable, maker)
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Ahlibank", "AHLIBANK_API_KEY", _j((HEX, 40))),
    ("Akeed", "AKEED_SECRET", _j("akd_live_", (ALNUM, 32))),
    ("Mzoon", "MZOON_TOKEN", _j("mzn-", (LOWER_DIGITS, 36))),
    ("Renna", "RENNA_API_KEY", _j((UPPER_DIGITS, 28))),
    ("Y-Telecom", "YTELECOM_KEY", _j((HEX, 32))),
    ("AdenNet", "ADENNET_TOKEN", lambda g: v.uuid4(g, "b")),
    ("TeleYemen", "TELEYEMEN_API_SECRET", _j((B64, 40), "==")),
    ("Tadhamon", "TADHAMON_KEY", _j("tdh_", (ALNUM, 30))),
    ("Metito", "METITO_API_KEY", _j((HEX, 48))),
    ("ACWA", "ACWA_PORTAL_KEY", _j("acwa_pk_", (ALNUM, 28))),
    ("Hydranautics", "IMSDESIGN_TOKEN", _j((URLSAFE, 43))),
    ("Toray", "TORAY_DS2_KEY", _j((UPPER_HEX, 32))),
    ("Fisia", "FISIA_TOKEN", _j((ALNUM, 36))),
    ("IDE Technologies", "IDE_API_KEY", _j("ide_", (HEX, 40))),
    ("Acciona", "ACCIONA_AGUA_SECRET", _j((ALNUM, 24), ".", (ALNUM, 24))),
    ("WaterGEMS", "WATERGEMS_LICENSE", _j((UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5))),
    ("Aquasuite", "AQUASUITE_API_KEY", _j((HEX, 64))),
    ("Mwasalat", "MWASALAT_TOKEN", _j((ALNUM, 40))),
    ("Muscat Clearing", "MCDC_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Oman Arab Bank", "OAB_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Dhofar Insurance", "DHOFAR_INS_KEY", _j("dic_", (LOWER_DIGITS, 32))),
    ("Tejuri", "TEJURI_TOKEN", _j((HEX, 36))),
    ("Haraj", "HARAJ_API_KEY", _j((ALNUM, 32))),
    ("OpenSooq", "OPENSOOQ_TOKEN", _j("osq_", (ALNUM, 40))),
    ("Dubizzle", "DUBIZZLE_API_KEY", _j((HEX, 32))),
    ("Namshi", "NAMSHI_SECRET", _j((B64, 44))),
    ("Sadad", "SADAD_MERCHANT_KEY", _j((UPPER_DIGITS, 32))),
    ("KNET", "KNET_TRANPORTAL_PASSWORD", _j((ALNUM, 20))),
    ("Travelex", "TRAVELEX_API_KEY", _j((HEX, 40))),
    ("Tabadul", "TABADUL_TOKEN", _j("tbdl.", (URLSAFE, 40))),
]  # fmt: skip
_NAMED = [
    "{vendor} API key: {tok}",
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "new {vendor} key for the exchange house integration is {tok}",
    "{vendor} integration broken, current key {tok}",
    "Settings › Integrations › {vendor}: {tok}",
    "مفتاح API حق {vendor}: {tok}",
    "التوكن حق {vendor} {tok}",
    "el token 7ag {vendor}: {tok}",
    "{vendor} token 👉 {tok}",
    "ترا المفتاح الجديد حق {vendor} هو {tok}",
    "el API key 7ag {vendor} el7een {tok}",
    "os.environ[\"{env}\"] = \"{tok}\"",
    "| {vendor} | {env} | {tok} |",
]  # fmt: skip


def _vendor_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    vendor, env, make = (
        _VENDORS[index % len(_VENDORS)] if index < len(_VENDORS) else rng.choice(_VENDORS)
    )
    return {"vendor": vendor, "env": env, "tok": make(rng)}


_vendors = _Family("vendor_token", _NAMED, _vendor_draw, "tok")


def _jwt(rng: random.Random) -> str:
    header = v.b64url({"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"})
    claims = v.b64url({"sub": rng.choice(_NAMES).lower(), "iss": rng.choice(["fx.luban.om", "desal.luban.om", "souq.luban.om"]),
                       "iat": rng.randrange(1_800_000_000, 1_900_000_000), "jti": _r(rng, HEX, 12)})  # fmt: skip
    return f"{header}.{claims}.{_r(rng, URLSAFE, 43)}"


_JWTS = [
    "the FX rates API returns {pw}",
    "Authorization: Bearer {pw}",
    "التوكن حق تطبيق الصرافة: {pw}",
    "session token from the camel auction app {pw}",
    "el jwt 7ag el app: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://fx.luban.om/v2/rates",
]  # fmt: skip
_jwts = _Family("jwt", _JWTS, _with(_jwt), "pw")


_PEM_KINDS = ["RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY"]
_PEMS = [
    "key for the dhow AIS uploader:\n-----BEGIN {kind}-----\n{pw}\n-----END {kind}-----",
    "المفتاح الخاص حق السيرفر\n-----BEGIN {kind}-----\n{pw}\n-----END {kind}-----",
    "README, deploy/keys/mirbat.pem:\n```\n-----BEGIN {kind}-----\n{pw}\n-----END {kind}-----\n```",
]  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lines = [_r(rng, B64, 64) for _ in range(rng.randrange(5, 9))] + [_r(rng, B64, 20) + "=="]
    return {"kind": rng.choice(_PEM_KINDS), "pw": "\n".join(lines)}


_pems = _Family("pem_key", _PEMS, _pem_draw, "pw")


def _basic(rng: random.Random) -> str:
    user = rng.choice(_NAMES).lower()
    return base64.b64encode(f"{user}:{_plain_pw(rng)}".encode()).decode()


_AUTH = [
    "Authorization: Basic {pw}",
    "curl -H \"Authorization: Basic {pw}\" https://scada.mirbat.luban.lan/api/pumps",
    "الهيدر: Authorization: Basic {pw}",
    "Authorization: Bearer {tok}",
    "proxy_set_header Authorization \"Bearer {tok}\";",
    "el header: Bearer {tok}",
]  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    basic, tok = _basic(rng), _r(rng, ALNUM, 40)
    return {"pw": basic, "tok": tok, "secret": tok if "{tok}" in template else basic}


_auth = _Family("auth_header", _AUTH, _auth_draw, "pw")


_USERS = ["salim", "musallam", "fatma.k", "awadh", "noora", "bakhit", "fx_admin", "scada"]
_URLS = [
    "postgres://{u}:{pw}@db.fx.luban.lan:5432/counters",
    "mysql://{u}:{pw}@10.8.1.4/camel_auction",
    "mongodb+srv://{u}:{pw}@honey.abcd1.mongodb.net/shop",
    "redis://:{pw}@cache.mirbat.luban.lan:6379/2",
    "amqp://{u}:{pw}@mq.nishtun.luban.lan:5672/ais",
    "ftp://{u}:{pw}@ftp.luban.om/grading/",
    "mssql://{u}:{pw}@fxsql01:1433/Remit",
    "Server=fxsql01;Database=Remit;User Id={u};Password={pw};",
    "opc.tcp://{u}:{pw}@ro-plc.mirbat.luban.lan:4840",
    "السيرفر: postgresql://{u}:{pw}@db.luban.lan/souq",
    "el connection string: mysql://{u}:{pw}@127.0.0.1/fx",
    "رابط قاعدة البيانات حق المزاد: mongodb://{u}:{pw}@10.8.1.9/auction",
    "el db 7ag el honey shop: postgres://{u}:{pw}@db/shop",
]  # fmt: skip
_urls = _Family("connection_string", _URLS, _with(_plain_pw, u=_USERS), "pw")


_ENVS = [
    ".env\nDEBUG=0\nMIRBAT_RO_SCADA_PASSWORD={pw}\n",
    "HADIBU_HONEY_SHOP_TOKEN={pw}",
    "NISHTUN_DHOW_AIS_KEY={pw}",
    "export SALALAH_FX_RATES_SECRET='{pw}'",
    "GHAYDAH_CAMEL_AUCTION_DB_PASS={pw}",
    "LUBAN_LAB_API_KEY=\"{pw}\"",
    "ملف .env:\nDB_PASSWORD={pw}",
    "el .env feeh: SECRET_KEY={pw}",
    "ترا حطيت في الـ env: API_PASSWORD={pw}",
    "هوه .env: DB_PASS={pw}",
]  # fmt: skip
_envs = _Family("env_file", _ENVS, _with(_plain_pw), "pw")


_CONFIGS = [
    "docker-compose.yml:\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: fx-db\nstringData:\n  password: {pw}",
    "[Service]\nEnvironment=MIRBAT_RO_SCADA_PASSWORD={pw}\nExecStart=/opt/ro/bin/hmi",
    "fluent-bit -i tail -p path=/var/log/ro.log -o es -p host=es.luban.lan -p http_user=fb -p http_passwd={pw}",
    "config.yaml (camel auction):\ndatabase:\n  user: auction\n  password: \"{pw}\"",
    "nrpe.cfg:\ncommand[check_fx_db]=/usr/lib/nagios/plugins/check_pgsql -H fxdb -l nagios -p {pw}",
    "kubectl create secret generic honey-shop --from-literal=password={pw}",
    "الكونفيج:\n  password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "conn = psycopg.connect(host=\"fxdb\", user=\"fx\", password=\"{pw}\")",
    "const client = new Client({{ user: 'souq', password: '{pw}' }});",
    "db, _ := sql.Open(\"mysql\", \"auction:{pw}@tcp(10.8.1.4)/camels\")",
    "$pdo = new PDO('mysql:host=localhost;dbname=honey', 'shop', '{pw}');",
    "Redis.new(host: 'cache', password: '{pw}')",
    "val password = \"{pw}\" // Mirbat HMI bridge",
    "var cs = \"Server=fxsql01;User Id=fx;Password={pw};\";",
    "let api_key = \"{pw}\"; // LUBAN_LAB",
    "PGPASSWORD='{pw}' psql -h fxdb -U fx remit",
    "local password = \"{pw}\" -- dhow tracker lua script",
    "# الباسورد حق السيرفر\nPASSWORD = \"{pw}\"",
    "// el password 7ag el api\nconst pass = \"{pw}\";",
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_CLI = [
    "hg pull https://hg.luban.lan/grading --config auth.lab.prefix=hg.luban.lan --config auth.lab.username={u} --config auth.lab.password={pw}",
    "telnet mldonkey.luban.lan 4000\n> auth admin {pw}",
    "check_nrpe -H fxsql01 -c check_mssql -a {u} {pw}",
    "svn checkout https://svn.luban.lan/desal --username {u} --password {pw}",
    "emqx ctl admins passwd admin {pw}",
    "influx v1 auth create --username {u} --password {pw} --read-bucket ro_plant",
    "snmptrap -v 3 -u {u} -l authNoPriv -a SHA -A {pw} ro-plc.mirbat.luban.lan '' 1.3.6.1.4.1.8072.2.3.0.1",
    "echo '{pw}' | bin/logstash-keystore add ES_PWD --stdin",
    "xo-cli --register https://xo.luban.lan {u} {pw}",
    "yunohost user create {u} -F 'Honey Shop' -d luban.om -p {pw}",
    "pulumi config set --secret dbPassword {pw}",
    "mysql -u {u} -p{pw} camel_auction",
]  # fmt: skip
_CLI_TOKENS = [
    "doctl auth init -t dop_v1_{t}",
    "scw init secret-key={t}",
    "tccli configure set secretKey {t}",
    "hcloud configure set --cli-region=me-east-1 --cli-access-key=AKLUBAN7Q --cli-secret-key={t}",
    "aliyun configure set --access-key-id LTAI5tLuban --access-key-secret {t}",
]  # fmt: skip
_SHELLS = ["{c}", "$ {c}", "salim@fx-counter:~$ {c}", "root@mirbat-ro:/opt# {c}", "PS C:\\fx> {c}",
           "ran this on the Hadibu box: {c}", "شغلت هذا الأمر: {c}", "el command: {c}", "ذلحين شغلت: {c}",
           "هوه شغل: {c}", "tra shaghalt hatha: {c}",
           "[2031-11-04 07:12] awadh: {c}"]  # fmt: skip


def _cli_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _plain_pw(rng), "u": rng.choice(_USERS), "t": _r(rng, HEX, 40)}


class _Cli(_Family):
    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = super().take(rng, n, seen)
        return [Sample(s.cls, rng.choice(_SHELLS).replace("{c}", s.text), s.secret) for s in out]


_cli = _Cli("cli_password", _CLI, _cli_draw, "pw")
_cli_tokens = _Cli(
    "cli_token", _CLI_TOKENS, lambda g, i, t: {"t": _r(g, HEX, g.choice([32, 40, 64]))}, "t"
)


_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]
_CARDS = [
    "company card {c} exp 09/33",
    "card number: {c}",
    "رقم البطاقة {c}",
    "el card 7agi {c} expiry 04/32",
    "pay the Travelex invoice with {c}",
    "هوه بطاقة {c}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, rng.choice([" ", "-", ""]), rng)}


_cards = _Family("card_number", _CARDS, _card_draw, "c")

_CVVS = [
    "Visa {c}, the three digits on the back are {cvv}",
    "security code on the back: {cvv} (card {c})",
    "الرمز اللي ورا البطاقة {cvv}، البطاقة {c}",
    "CVV {cvv} for {c}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "visa"), " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_cvv", _CVVS, _cvv_draw, "cvv")


_IBAN_SHAPES = {
    "HU": "n" * 24, "RO": "aaaa" + "c" * 16, "DE": "n" * 18, "FR": "n" * 10 + "c" * 11 + "nn",
    "CH": "n" * 5 + "c" * 12, "IE": "aaaa" + "n" * 14, "MU": "aaaa" + "n" * 19 + "aaa",
    "PK": "aaaa" + "c" * 16, "TR": "n" * 5 + "0" + "c" * 16,
}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    value = v.iban_shaped(rng, country, _IBAN_SHAPES)
    assert std_iban.is_valid(value)
    return value


_IBANS = [
    "IBAN for the remittance: {c}",
    "beneficiary IBAN {c}",
    "الآيبان حق المورد: {c}",
    "el IBAN 7ag el supplier {c}",
    "| supplier | {c} |",
    "wire the frankincense payment to {c}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"c": v.iban_spaced(number) if rng.random() < 0.5 else number}


_ibans = _Family("iban", _IBANS, _iban_draw, "c")


def _pan(g: random.Random) -> str:
    return v.until(g, _j((UPPER, 3), "P", (UPPER, 1), (D, 4), (UPPER, 1)), in_pan.is_valid)


def _cnic(g: random.Random) -> str:
    return v.until(
        g,
        lambda h: f"{_r(h, '1234567', 1)}{_r(h, D, 4)}-{_r(h, D, 7)}-{_r(h, D, 1)}",
        pk_cnic.is_valid,
    )


def _eg_tn(g: random.Random) -> str:
    return v.until(g, lambda h: f"{_r(h, D, 3)}-{_r(h, D, 3)}-{_r(h, D, 3)}", eg_tn.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("PAN card of the Nishtun crew boss: {c}", _pan),
    ("Musallam's Indian PAN {c}", _pan),
    ("CNIC of the market hand: {c}", _cnic),
    ("رقم البطاقة الباكستانية (CNIC) {c}", _cnic),
    ("Egyptian tax registration number: {c}", _eg_tn),
    ("Omani passport number {c}", _j((UPPER, 1), (D, 8))),
    ("رقم الجواز العماني: {c}", _j((UPPER, 1), (D, 8))),
    ("civil number (بطاقة مدنية): {c}", _j((D, 8))),
    ("ROP driving licence no. {c}", _j((D, 8))),
    ("رقم البطاقة الشخصية اليمنية {c}", _j((D, 11))),
    ("Yemeni seaman's book number: {c}", _j("YSB", (D, 7))),
    ("camel passport (Dhofar camel registry) {c}", _j("DCR-", (D, 6), "-", (UPPER_DIGITS, 4))),
    ("camel microchip id: {c}", _j("784", (D, 12))),
    ("fishing licence of the sambuk: {c}", _j("MAF/DH/", (D, 5))),
    ("el passport 7ag Salim: {c}", _j((UPPER, 1), (D, 8))),
    ("هوه جواز {c}", _j((UPPER, 2), (D, 7))),
]  # fmt: skip
_ids = _Family(
    "national_id",
    [t for t, _ in _IDS],
    lambda g, i, t: {"c": dict(_IDS)[t](g)},
    "c",
)


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "czech", "russian", "turkish",
                                             "korean", "chinese_simplified", "italian")}  # fmt: skip
_SEEDS = {
    "Ledger backup for the exchange-house treasury: {p}": "english",
    "seed phrase: {p}": "english",
    "كلمات الاسترجاع حق المحفظة: {p}": "english",
    "frase semilla del socio de Valencia: {p}": "spanish",
    "obnovovací fráze: {p}": "czech",
    "сид-фраза кошелька: {p}": "russian",
    "kurtarma kelimeleri: {p}": "turkish",
    "복구 문구: {p}": "korean",
    "助记词：{p}": "chinese_simplified",
    "frase di recupero: {p}": "italian",
    "el seed 7ag el wallet:\n{p}": "english",
    "هوه كلمات المحفظة {p}": "english",
}  # fmt: skip


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = rng.choice([12, 12, 24, 18])
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words]))
    return {"p": str(_MNEMO[_SEEDS[template]].to_mnemonic(entropy))}


_seeds = _Family("seed_phrase", list(_SEEDS), _seed_draw, "p")


_BACKUPS = [
    "Google backup codes for fx@luban.om:\n{codes}",
    "2FA backup codes (Oman Arab Bank portal): {codes}",
    "أكواد الاحتياط حق الإيميل:\n{codes}",
    "el backup codes: {codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, rng.randrange(5, 9), rng.randrange(4))
    sep = "\n" if "\n" in template else rng.choice([", ", " "])
    return {"codes": sep.join(codes), "secret": codes[0]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")


_TOTPS = [
    "otpauth://totp/Luban:{u}?secret={pw}&issuer=Luban",
    "TOTP secret for the SCADA VPN: {pw}",
    "2FA seed: {pw}",
    "السر حق المصادقة الثنائية (TOTP): {pw}",
    "el 2FA secret {pw}",
    "otpauth://totp/FX%20Counter:{u}?issuer=FX&secret={pw}&digits=6",
]  # fmt: skip
_totp = _Family(
    "totp_seed", _TOTPS, _with(lambda g: v.totp_secret(g, spaced=False), u=_USERS), "pw"
)


_RECOVERY = [
    "recovery key for the Mirbat laptop: {pw}",
    "Apple recovery key: {pw}",
    "مفتاح الاسترداد {pw}",
]  # fmt: skip
_recovery = _Family(
    "recovery_code",
    _RECOVERY,
    _with(lambda g: "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(7))),
    "pw",
)

_CODES = [
    "{pw} is your Ahlibank verification code",
    "رمز التحقق: {pw}",
    "Your sign-in code is {pw}",
    "el code ely wasalni {pw}",
    "الكود اللي وصلني {pw}",
]  # fmt: skip
_codes = _Family("otp_code", _CODES, _with(lambda g: _r(g, D, 6)), "pw")


_CHATS = [
    "[07:41] salim: password for the weighbridge?\n[07:42] bakhit: {pw}",
    "[21:03] Noora: الباسورد؟\n[21:04] Fatma: {pw}",
    "[11:15] awadh: el pass?\n[11:16] musallam: {pw}",
    "[06:30] rashid: root pw for mirbat-ro?\n[06:31] khamis: {pw}",
    "[14:02] سالم: الباسورد الجديد\n[14:02] سالم: {pw}",
    "[09:10] aisha: هيت حوم باسورد؟\n[09:11] omar: {pw}",
    "[18:44] said: {pw} is the camel auction admin now",
    "[22:17] مسلم: هيت حوم باسورد المزاد؟\n[22:18] سعيد: {pw}",
    "[05:55] hamdan: el pass 7ag el dhow tracker?\n[05:56] marzouq: {pw}",
    "[13:20] salma: الباسورد حق الواي فاي {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_PHRASE_WORDS = ["khareef", "sambuk", "luban", "sidr", "dawkah", "mirbat", "naqa", "jabal",
                 "ghanjah", "darbat", "hojari", "qishn", "baghlah", "sadah"]  # fmt: skip
_PHRASES = [
    "KeePass master passphrase: {pw}",
    "the passphrase is {pw}",
    "عبارة المرور: {pw}",
    "el passphrase: {pw}",
    "عبارة السر حق المحفظة {pw}",
]  # fmt: skip
_phrases = _Family(
    "passphrase",
    _PHRASES,
    _with(lambda g: g.choice([" ", "-"]).join(g.sample(_PHRASE_WORDS, 4))),
    "pw",
)


_REQUESTS = [
    "Please remember my exchange-house portal password: {pw}",
    "Save this for me: the honey shop's Shopify admin password is {pw}",
    "احفظ لي الباسورد حق البنك: {pw}",
    "tthakar el password 7agi {pw} law sama7t",
    "Can you store the dhow tracker login? user awadh, password {pw}",
    "ذكرني بالباسورد: {pw}",
    "ya5oy ihfadh el password hatha: {pw}",
    "هوه حوم تحفظ باسورد: {pw}",
]  # fmt: skip
_requests = _Family("assistant_request", _REQUESTS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family, int]] = [
    (_said, 76), (_sentences, 14), (_spelled, 12), (_pins, 18), (_wifi, 16), (_vendors, 36),
    (_jwts, 8), (_pems, 6), (_auth, 8), (_urls, 14), (_envs, 12), (_configs, 12), (_code, 12),
    (_cli, 22), (_cli_tokens, 5), (_cards, 12), (_cvvs, 4), (_ibans, 12), (_ids, 18), (_seeds, 12),
    (_backups, 8), (_totp, 8), (_recovery, 6), (_codes, 6), (_chats, 16), (_phrases, 8),
    (_requests, 9),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# (class, first field, second field with {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the RO plant HMI password is", "{s}", _pw),
    ("split_password", "الباسورد:", "{s}", _pw),
    ("split_password", "el password 7ag el counter", "{s} (ma 3lik)", _pw),
    ("split_password", "هوه باسورد", "{s}", _pw),
    ("split_password", "Camel auction admin pw:", "{s}\nchange it after the season", _pw),
    ("split_password", "wifi Luban-Office", "{s}", _plain_pw),
    ("split_password", "كلمة المرور", "{s}", _pw),
    ("split_password", "Password", "{s}", _pw),
    ("split_token", "Metito API key", "{s}", _j((HEX, 48))),
    ("split_token", "Tabadul token:", "{s}", _j("tbdl.", (URLSAFE, 40))),
    ("split_token", "التوكن حق أكيد", "{s}", _j("akd_live_", (ALNUM, 32))),
    ("split_seed", "seed words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 02/34", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HU"))),
    ("split_backup", "backup codes", "{s}\n58210473\n90316628", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "PAN", "{s}", _pan),
    ("split_pin", "PIN حق الخزنة", "{s}", _j((D, 8))),
    ("split_jwt", "Bearer", "{s}", _jwt),
    ("split_phrase", "passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [
        FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLITS
    ]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"scada": {"host": "ro-plc.mirbat", "password": "{s}"}}': ("meta_password", _plain_pw),
    '{"باسورد": "{s}"}': ("meta_password", _plain_pw),
    '{"counter": {"user": "cashier2", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"pumps": [{"name": "hp-1"}, {"name": "hp-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["svn", "update", "--username", "noora", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "الباسورد حق الكاونتر {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "el password 7ag el server {s}"}': ("meta_password", _plain_pw),
    '{"metito": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 48))),
    '{"travelexToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"env": {"HADIBU_HONEY_SHOP_TOKEN": "{s}"}}': ("meta_token", _j((ALNUM, 36))),
    '{"payment": {"card_number": "{s}", "exp": "05/35"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "RO")),
    '{"crew": {"cnic": "{s}"}}': ("meta_id", _cnic),
    '{"mfa": {"backup_codes": ["{s}", "41907326", "66120583"]}}': ("meta_otp", _j((D, 8))),
    '{"treasury_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"totp": {"secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"safe": {"door_code": "{s}"}}': ("meta_pin", _j((D, 8))),
    '{"wifi": {"ssid": "CamelSouq-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
    '{"jwt": "{s}"}': ("meta_token", _jwt),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"ro-hmi-firmware-5.2.0.bin").hexdigest()
_COMMIT = hashlib.sha1(b"fx: round rates to three decimals", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"auction: revert lot numbering", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"grading_2031-10-02.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "The password policy for the exchange counters is 14 characters and a change every 90 days.",
    "Noora asked for the Mirbat wifi password; it's on the card in the control room drawer.",
    "Please don't paste passwords into WhatsApp; use the vault link instead.",
    "The RO plant HMI asks for a new password after each firmware update.",
    "Replace <YOUR_METITO_KEY> in the README with the key from the portal.",
    "HADIBU_HONEY_SHOP_TOKEN must be set before the nightly sync runs.",
    "The `.env.example` line `TRAVELEX_API_KEY=changeme` is a placeholder.",
    "لا ترسل الباسورد في الواتساب.",
    "الباسورد لازم يكون ١٤ حرف على الأقل.",
    "ترا الباسورد في الخزنة، اسأل سالم.",
    "ذلحين با نغير الباسوردات كلها بعد الخريف.",
    "tra el password 3ind Salim, is2lah",
    "ma 3indi el password, ask Awadh",
    "هوه ما عندي باسورد",
    "Remind me to rotate the camel auction passwords after the season.",
    "The PIN pad at the Al Ghaydah counter is broken again.",
    "A PIN is required for every card payment at the honey shop.",
    "The door code changed last week; ask Khamis.",
    "Where is the safe code kept now?",
    "The seed phrase is written on paper and kept in the treasury safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Print the 2FA backup codes and keep them in the safe.",
    "The TOTP app is on the shift supervisor's phone.",
    "My card ending 4471 was declined at the Salalah fuel station.",
    "The supplier wants the IBAN on the invoice without spaces.",
    "The API key field is required in the Tabadul form.",
    "Token counts: prompt 512, completion 128.",
    "The JWT expires after 15 minutes; the app refreshes it.",
    "The private key never leaves the HSM.",
    "Basic auth is disabled on the new SCADA gateway.",
    f"commit {_COMMIT} rounds the FX rates to three decimals.",
    f"Rolled back to {_SHORT} after the lot numbering broke.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The HMI firmware 5.2.0 image has SHA-256 {_FIRMWARE_SUM}.",
    f"MD5 of grading_2031-10-02.csv is {_MD5}.",
    "Request id 3e9b1c27-5d4a-4f18-a6e2-7c0d9a4f1e36 is the slow one in the FX logs.",
    "Purchase order PO-2031-00733 for 120 kg of Hojari ships on Sunday.",
    "Ticket LST-2240: the brine discharge sensor keeps alarming at night.",
    "Call the Salalah counter on +968 2329 1845 before noon.",
    "Container MSKU 7719204 with the dates is at Salalah port.",
    "Bill of lading LST-SLL-2031-0042 covers 18 pallets of Khalas dates.",
    "HS code 0804.10 is dates; 1301.90 covers frankincense resin.",
    "The RO permeate is at 320 µS/cm and the brine at 68 g/L.",
    "After five wrong passwords the portal locks the account for 20 minutes.",
    "Lot 2031-HSK-117: 40 kg Hojari, grade one.",
    "The camel auction lot 311 sold for 4,200 rials.",
    "The secret of good Sidr honey is the autumn bloom on the jabal.",
    "Ask Rashid for the keypad code, I don't have it.",
    "The guest wifi 'Luban-Guest' is open, no password needed.",
    "الواي فاي حق الضيوف مفتوح بدون باسورد.",
    "el wifi 7ag el dhyoof ma feeh password",
    "Password reset link expires in 30 minutes.",
    "The dhow Al-Nishtun IMO 9074729 sails on Tuesday.",
    "Exchange rate today: 1 OMR = 2.60 USD, 1 OMR = 650 YER.",
    "The passphrase must contain at least four words.",
    "Keep `METITO_API_KEY` in the secrets store, never in the repository.",
    "رقم الطلب 88213 جاهز للاستلام من حديبو.",
    "موعد الخريف يبدأ في يونيو.",
    "The backup of the FX database ran at 02:00 and took 14 minutes.",
    "Version 4.2.1 of the dhow tracker fixed the AIS parsing.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-10-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/fx/counter", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "LST-2240", "purchase_order": "PO-2031-00733"}',
    '{"lot": {"id": "2031-HSK-117", "weight_kg": 40, "grade": 1}}',
    '{"phone": "+968 2329 1845", "city": "Salalah"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "hives": 312}',
    '{"hs_code": "0804.10", "origin": "OM", "description": "dates"}',
    '{"container": "MSKU 7719204", "port": "Salalah", "eta": "2031-11-20"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
