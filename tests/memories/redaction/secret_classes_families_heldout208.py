# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-eighth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-fifth only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-sixth, -seventh and -ninth), any test, the reports, the benchmarks, the changelog
nor the git history, and the scrubber was never run on it. Its own seed (208614377), password
words (a tea garden, a plucking weight and a sign; two jhum crops joined by a dash with a number;
a name, a birth year, a sign and a river; a bamboo species in leet with a year; a launch's name in
capitals, a sign and a number; a festival, a year and a hill town; a medicine's brand and its
strength; a top-up amount and `Flexi`; a generator's three groups and random runs), names,
places, templates, tools, vendors and layouts, the way the staff of Chengi Valley Holdings
(fictional: tea gardens by Khagrachari and Udaipur, bamboo-craft workshops in Rangamati, river
launches on Kaptai lake and the Karnaphuli, jhum-farm advisory in Bandarban, a microfinance branch
network, pharmacies and a mobile top-up agency, with an office in Agartala) leak secrets into an
assistant's memory. The texts are WhatsApp, Messenger, imo, Viber, Telegram, Signal and Slack
messages, chat logs with times, tickets, wiki pages and tables, notes, e-mails, runbooks, README
fragments, shell prompts, voice-memo transcripts, code (Python, Go, JavaScript, PHP, Kotlin, Rust,
Ruby, C#, Dart and Java), env files, compose, Kubernetes and systemd configs and requests to the
assistant itself; the label's separators run from a colon, "is" and a dash to an arrow, an emoji,
a new line, quotes, parentheses, a pipe and an equals sign.

Tools, flags and variables none of heldouts 5 to 205 names (each grepped for the command, the
flag or the variable itself): the real `dumbproxy -auth 'static://?…&password=…'` and `okteto
context use … --token`, and the company's own command-line tools `jhumctl`, `topupctl`,
`chengi-launch`, `ghatpass`, `lendenctl`, `osudh-pos`, `baansync`, `pluckd`, `bizu-kiosk` and
`hillsms` with their `--dealer-pin`, `--agent-pw`, `--mfs-pin`, `--cashbox-secret`,
`--pos-passwd`, `--launch-pass`, `--hub-password`, `--branch-pw`, `--sms-gw-pass` and
`--estate-key` flags, and variables prefixed `CHENGI_`, `JHUM_`, `FLEXIHUB_` and `LENDEN_`.

About 46 % of the secret samples are in other languages than English (178 of 390 by a rough count of the
drawn samples over the marker words below): Chakma, Marma, Kokborok (Tripuri), Sylheti, Bengali
texted in Latin letters (Banglish), Bengali script and the Mizo of the Tripura-Mizoram border,
each built around a few marker words and the loanwords people there text (password, wifi, PIN,
token, server, API key, backup, code): Sylheti `amar`, `oilo`, `nua`, `kaore khoyo na`, `dilam`;
Banglish `amar`, `holo`, `er`, `vai`, `ta`, `notun`, `kauke bolba na`, `plz`; Kokborok `ani`,
`nini`, `-ni`, `tei`, `kwrwi`, `Khulumkha`; Mizo `ka`, `chu`, `a ni`, `thar`, `tu hnenah mah hrilh
suh`, `ka lawm e`; Marma (romanized, Arakanese-like) `nga ye`, `ka`, `ba`, `kyezu`; Chakma
(romanized) `Ju ju`, `mor`, `-or`, `notun`, `kaore na kobe`. The wordings are the author's
approximations, checked by no speaker; the Chakma and Marma lines (genitive `-or`, `nga ye … ka
… ba`) and the Kokborok `tei` and `kwrwi` sentences are the thinnest guesses. Apostrophes are
typed plain, as people text them, though print writes `’`.

Vendors (ShopUp, eCourier, OK Wallet, SureCash, SSL Wireless, BulkSMSBD, Alpha SMS, Osudpotro,
Arogga, Shwapno, Bikroy, Shohoz, Jatri, Perdix, Paysprint, Roinet, Ujjivan, CreditMantri, ekPay,
Nexus Pay, Meghna Pay, Trust Axiata, Jiomart, TallyKhata, Hishab, Truck Lagbe, Priyoshop,
Pickaboo, Rokomari, Chorki, Hoichoi, Khaas Food) are ones heldouts 5 to 205 do not name (grepped by
name). No shape here is one the author knows to be real: every one is a guess (hex, base64,
URL-safe and alphanumeric runs, UUIDs, `sk_live_`-like prefixes `shpu_`, `okw_live_`, `sslw-`,
`bsbd_`, `prdx_`, JWTs for ShopUp and Jatri); the JWTs are well-formed.

The ids are kinds heldouts 5 to 205 do not use or use once, two of them checked: India's GSTIN
(Tripura's state code 16), drawn until `stdnum.in_.gstin` validates its check character, and the
Indian voter card's EPIC number, drawn until `stdnum.in_.epic` validates its Luhn digit. The others
are invented shapes that no library or this file checks: a Bangladesh Microcredit Regulatory
Authority licence, a DGDA drug-retail licence, a Tripura driving licence (`TR01`), an Indian
passport under Kokborok and Mizo words, a Mizoram Inner Line Permit, a CHT hill-district permanent
resident certificate and a BIWTA launch master's certificate. Card numbers pass Luhn (RuPay
prefixes drawn here and the value helpers' Visa, Mastercard, Amex, UnionPay, JCB, Discover and
Maestro, checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough
count over the IBAN shapes and IBAN calls of heldouts 5 to 205 (Spain, Sweden, Poland, Bulgaria,
Greece, Guatemala, Italy and Moldova, sixteen or seventeen corpora each by that count), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Czech, Korean, Russian,
Simplified Chinese and Italian lists, each with a valid checksum. Counts: 390 secret samples, 20
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
from stdnum.in_ import epic as in_epic
from stdnum.in_ import gstin as in_gstin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 208_614_377
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


_GARDENS = ["Kaptai", "Panchari", "Dighinala", "Mahalchhari", "Thanchi", "Ruma", "Sajek",
            "Matiranga", "Ramgarh", "Amarpur", "Belonia", "Sabroom", "Kailashahar", "Khowai"]  # fmt: skip
_CROPS = ["binni", "marpha", "kakrol", "til", "jumchal", "chinal", "kochu", "bhutta", "mesta",
          "haldi", "ada", "kaon"]  # fmt: skip
_RIVERS = ["Karnaphuli", "Chengi", "Maini", "Sangu", "Matamuhuri", "Kasalong", "Gomati", "Haora",
           "Khowai", "Feni", "Dhalai", "Juri"]  # fmt: skip
_NAMES = ["Aungsha", "Mraching", "Ushwe", "Thowai", "Jumli", "Pulin", "Bishnu", "Anjali",
          "Ranjit", "Sumon", "Tania", "Mitali", "Lalremsiama", "Zothanpuii", "Vanlal", "Lalrin",
          "Nirupam", "Debashis", "Kanchan", "Ripa", "Shapla", "Joyonto", "Kyaw", "Nuching"]  # fmt: skip
_BAMBOO = ["Mr1t1ng4", "B41jj4", "Mul1B4mb00", "D0lu", "T3ll4", "K4nt4B4ns"]
_LAUNCHES = ["SAJEKRANI", "KAPTAIEXPRESS", "SUBALONG", "BARKAL", "CHENGIQUEEN", "GOMATIDOOT"]
_FESTIVALS = ["Bizu", "Sangrai", "Boisuk", "Biju", "Chapchar", "Garia", "Kharchi"]
_DRUGS = ["Napa500", "Seclo20", "Fexo120", "Monas10", "Ace500", "Tusca100", "Rolac10", "Maxpro20"]
_SYMBOLS = "!#$%&*?@+=^~"


def _manager(g: random.Random) -> str:
    """Three random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GARDENS)}{g.randrange(18, 46)}kg{g.choice(_SYMBOLS)}",
    lambda g: "-".join(g.sample(_CROPS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2008)}{g.choice(_SYMBOLS)}{g.choice(_RIVERS)}",
    lambda g: g.choice(_BAMBOO) + str(g.randrange(1990, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_LAUNCHES)}{g.choice(_SYMBOLS)}{g.randrange(100, 10_000)}",
    lambda g: f"{g.choice(_FESTIVALS)}{g.randrange(2015, 2031)}{g.choice(_GARDENS)}",
    lambda g: f"{g.choice(_DRUGS)}{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}{g.randrange(10, 100)}",
    lambda g: f"Flexi{g.choice([49, 99, 149, 299, 499])}{_r(g, LOWER, 3)}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    _manager,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, 'Panchari Tea Garden office', Pulin: the weighbridge PC password is {pw}",
    "imo message from Aungsha: Kaptai launch ghat ticket counter password → {pw}",
    "Viber group 'Bamboo workshop Rangamati': the laser-cutter PC password: {pw}",
    "Messenger from Ranjit: pharmacy POS admin password - {pw}",
    "Slack #topup-ops: dealer portal password is \"{pw}\"",
    "Signal note to self: microfinance branch server root password 🔑 {pw}",
    "Telegram, Agartala office: the Tally server password (new) {pw}",
    "[07:42] bishnu: launch GPS tracker admin password?\n[07:43] anjali: {pw}",
    "[21:10] sumon: tea factory SCADA login password → {pw}",
    "Ticket CVH-1184: the Udaipur pharmacy fridge logger password {pw} stopped working",
    "Ticket CVH-1207 (top-up agency): reset the Paysprint retailer panel, current password {pw}",
    "Wiki › Launches › MV Barkal › Echo sounder\n| field | value |\n|---|---|\n| password | {pw} |",
    "jhum advisory tablet er password ({pw})",
    "Hi Nirupam,\n\nthe loan-officer laptop password is {pw}. Please delete this mail after you note it.\n\nThanks,\nMitali",
    "Runbook: withering trough fans\n1. open the controller page\n2. log in as admin\n3. password\n{pw}\n4. set trough 3 to 28 °C",
    "README (Khagrachari branch rack)\nthe NAS is at https://nas.chengi.lan, admin password `{pw}`.",
    "voice memo transcript: ok so the Ruma clinic pharmacy password is {pw} full stop",
    "please remember my Tripura Gramin Bank app password: {pw}",
    "my Dutch-Bangla Rocket app password is {pw} now",
    "note to self: the bamboo export portal password = {pw}",
    "after the reset the tea auction portal password became {pw}",
    "Password for the Sabroom agent tablet 👉 {pw}",
    "Dighinala branch laptop-or password: '{pw}'",
    "Kailashahar dokan-er PC er notun password holo {pw}, user same",
    "amar email-or password oilo {pw}",
    "ami router-or nua password dilam: {pw}, kaore khoyo na",
    "Ushwe: server-or password ekhon {pw} oilo",
    "tea garden-or office PC-or password oilo {pw}",
    "amar gmail er password holo {pw}",
    "vai, server er pass ta {pw}",
    "notun password ta {pw}, kauke bolba na plz",
    "pharmacy PC er password → {pw}",
    "launch er GPS er password holo \"{pw}\"",
    "আমার ইমেইলের পাসওয়ার্ড হলো {pw}",
    "দোকানের কম্পিউটারের পাসওয়ার্ড: {pw}",
    "Khulumkha! ani email-ni password {pw}",
    "ani router-ni password: {pw}, nini kwrwi hiwi",
    "Thowai: server-ni password thar {pw}",
    "ani bank app-ni password tei PIN kwrwi, password {pw}",
    "Ka email password chu {pw} a ni",
    "Ka router password thar chu: {pw}",
    "Lalremsiama: server password chu {pw} a ni, tu hnenah mah hrilh suh",
    "Pharmacy computer password chu {pw} a ni, ka lawm e",
    "nga ye email password ka {pw} ba",
    "nga ye router password ka → {pw} ba, kyezu",
    "Mraching: server password ka {pw} ba",
    "Ju ju! mor email-or password {pw}",
    "mor router-or notun password: {pw}, kaore na kobe",
    "Jumli: server-or password {pw}",
    "bamboo workshop-or PC-or password - {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["aungsha", "mraching", "ushwe", "thowai", "jumli", "pulin.c", "bishnu", "anjali.d",
          "ranjit", "sumon", "tania.t", "mitali", "lalremsiama", "zothanpuii", "vanlal",
          "nirupam", "debashis", "kanchan", "ripa", "shapla", "joyonto", "kyaw", "nuching",
          "svc-topup", "ops-launch", "branch-kgr"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Pulin: the weighbridge login is {u} / {pw}",
    "Ticket CVH-1233: {u} locked out of the loan system, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Pharmacy › Udaipur › POS: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| Tally (Agartala) | {u} | {pw} |",
    "log in to the launch booking panel as {u} with {pw}",
    "top-up portal login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: branch-kgr-01\n  username: {u}\n  password: {pw}",
    "Viber: account {u}, password {pw}",
    "Ranjit says the auction portal account is {u} and the password is {pw}",
    "system,login,password\ntea-scada,{u},{pw}",
    "amar user {u}, password oilo {pw}",
    "username {u}, password holo {pw} vai",
    "ani user-ni nam {u}, password {pw}",
    "Ka username chu {u}, password chu {pw} a ni",
    "nga ye user ka {u}, password ka {pw} ba",
    "mor user {u}, password {pw}",
    "ইউজার {u}, পাসওয়ার্ড {pw}",
    "creds for the Sabroom tablet: {u} and {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["binnibhat", "marpha", "jumchal", "sangrai", "chapchar", "kaptai", "sajek",
               "mritinga", "bizuful", "gomati", "haora", "tlawng", "khowai", "chengi", "kasalong",
               "subalong", "pangkhua", "bawmzo", "rajbila", "nilgiri"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, then {d}",
    "password: it's {w}, straight after it the number {d}",
    "voice memo: the pharmacy wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the launch office password",
    "it's {w}{d}, word and digits joined",
    "password holo {w} shobdo ta, tarpor {d}",
    "password oilo {w}, tar bade {d}",
    "password chu {w} tih a ni, a hnuah {d}",
    "ani password {w}, ulo {d}",
    "পাসওয়ার্ড হলো {w} শব্দটা, তারপর {d}",
    "password ka {w} ba, pi yaw {d}",
    "mor password {w}, tarpor {d}",
    "the name of our launch, {w}, followed by {d}",
    "{w}{d} — that's the top-up dealer password",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 7 + 3) % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "jhumctl sync --advisor {u} --hub-password '{pw}' --district bandarban",
    "topupctl recharge --msisdn 01711000000 --amount 49 --dealer-pin '{pw}'",
    "topupctl login --agent {u} --agent-pw {pw}",
    "chengi-launch board --vessel barkal --user {u} --launch-pass '{pw}'",
    "ghatpass issue --counter kaptai-2 --operator {u} --pos-passwd '{pw}'",
    "lendenctl disburse --branch kgr-03 --officer {u} --cashbox-secret '{pw}'",
    "lendenctl report --branch-pw '{pw}' --branch udp-01 --user {u}",
    "osudh-pos unlock --till 2 --cashier {u} --pos-passwd {pw}",
    "baansync push --workshop rangamati --user {u} --hub-password={pw}",
    "pluckd --estate panchari --user {u} --estate-key '{pw}' --weigh-sync",
    "bizu-kiosk --admin {u} --mfs-pin '{pw}' --till 4",
    "hillsms send --to 01811000000 --sms-gw-user {u} --sms-gw-pass '{pw}' 'Loan due tomorrow'",
    "dumbproxy -bind-address :8080 -auth 'static://?username={u}&password={pw}'",
    "okteto context use https://okteto.chengi.net --token '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "ops@branch-kgr-01:~$ {c}", "PS C:\\chengi> {c}",
    "Termux on the agent phone:\n$ {c}", "history | tail -3\n  412  {c}",
    "tmux pane 2 on launch-gw: {c}", "CI log, job deploy-topup:\n+ {c}",
    "ei command ta chalaisi: {c}", "command chalailam: {c}", "command ka hmang: {c}",
    "ani command: {c}", "যে কমান্ড চালালাম: {c}", "command ka {c} ba",
    "vai ei command ta dekho: {c}", "he command hi ka tih chu: {c}", "ami ei command dilam: {c}",
    "mor chalano command: {c}", "nini command-ni: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.chengi.lan:5432/loans",
    "mysql://{u}:{pw}@tally-bridge.chengi.lan:3306/ledger",
    "mongodb+srv://{u}:{pw}@topup.chengi-cluster.net/recharges",
    "redis://{u}:{pw}@redis.chengi.lan:6379/2",
    "amqp://{u}:{pw}@mq.chengi.lan:5672/launches",
    "sftp://{u}:{pw}@files.chengi.net:22/pharmacy/",
    "ftp://{u}:{pw}@weighbridge.panchari.lan/exports/",
    "mssql+pyodbc://{u}:{pw}@sql.chengi.lan/Pharmacy?driver=ODBC+Driver+18+for+SQL+Server",
    "https://{u}:{pw}@git.chengi.lan/jhum/advisory.git",
    "Server=sql.chengi.lan;Database=Microfinance;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "LENDEN_DATABASE_URL={c}", "keep this connection string for me: {c}", "DB URL holo {c}",
    "Ticket CVH-1240: {c}", "Wiki page 'Databases': {c}", "connection string chu {c} a ni",
    "connection oilo {c}", "amar DB string holo {c}", "ani connection: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "chengi-valley", "sub": f"mer_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("ShopUp", "SHOPUP_API_TOKEN", _vendor_jwt("https://api.shopup.com.bd")),
    ("eCourier", "ECOURIER_API_SECRET", _j((ALNUM, 32))),
    ("OK Wallet", "OKWALLET_SECRET_KEY", _j("okw_live_", (ALNUM, 32))),
    ("SureCash", "SURECASH_MERCHANT_KEY", _j((HEX, 40))),
    ("SSL Wireless", "SSLWIRELESS_API_TOKEN", _j("sslw-", (ALNUM, 36))),
    ("BulkSMSBD", "BULKSMSBD_API_KEY", _j("bsbd_", (ALNUM, 30))),
    ("Alpha SMS", "ALPHASMS_API_KEY", _j((HEX, 48))),
    ("Osudpotro", "OSUDPOTRO_PARTNER_KEY", lambda g: v.uuid4(g, "9")),
    ("Arogga", "AROGGA_API_SECRET", _j((URLSAFE, 43))),
    ("Shwapno", "SHWAPNO_B2B_KEY", _j((UPPER_HEX, 32))),
    ("Bikroy", "BIKROY_API_KEY", _j((ALNUM, 40))),
    ("Shohoz", "SHOHOZ_CLIENT_SECRET", _j((B64, 44))),
    ("Jatri", "JATRI_ACCESS_TOKEN", _vendor_jwt("https://auth.jatri.co")),
    ("Perdix", "PERDIX_API_KEY", _j("prdx_", (LOWER_DIGITS, 40))),
    ("Paysprint", "PAYSPRINT_JWT_KEY", _j((B64, 64))),
    ("Roinet", "ROINET_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Ujjivan", "UJJIVAN_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("CreditMantri", "CREDITMANTRI_TOKEN", _j((HEX, 64))),
    ("ekPay", "EKPAY_SECRET_KEY", _j((ALNUM, 48))),
    ("Nexus Pay", "NEXUSPAY_APP_SECRET", _j((HEX, 32))),
    ("Meghna Pay", "MEGHNAPAY_API_KEY", _j((URLSAFE, 40))),
    ("Trust Axiata", "TAP_MERCHANT_SECRET", _j((ALNUM, 36))),
    ("Jiomart", "JIOMART_SELLER_TOKEN", _j((LOWER_DIGITS, 48))),
    ("TallyKhata", "TALLYKHATA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Hishab", "HISHAB_SECRET", _j((B64, 56), "==")),
    ("Truck Lagbe", "TRUCKLAGBE_API_KEY", _j((ALNUM, 44))),
    ("Priyoshop", "PRIYOSHOP_API_SECRET", _j((HEX, 40))),
    ("Pickaboo", "PICKABOO_API_KEY", _j((UPPER_HEX, 40))),
    ("Rokomari", "ROKOMARI_PARTNER_TOKEN", _j((ALNUM, 32))),
    ("Chorki", "CHORKI_API_KEY", _j((URLSAFE, 48))),
    ("Hoichoi", "HOICHOI_API_SECRET", _j((HEX, 48))),
    ("Khaas Food", "KHAASFOOD_API_KEY", _j((ALNUM, 28))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "systemd unit:\n[Service]\nEnvironment={env}={tok}",
    "k8s secret:\nstringData:\n  {env}: \"{tok}\"",
    "{vendor} key ta holo {tok}, vai",
    "Admin › Settings › Integrations › {vendor} › API key: {tok}",
    "Wiki table 'Integrations': | {vendor} | 2031 | {tok} |",
    "Ticket CVH-1266: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken, current key {tok}",
    "{vendor} API key thar chu {tok} a ni, ka lawm e",
    "please keep my {vendor} API key: {tok}",
    "{vendor} er API key holo {tok}",
    "{vendor}-or API key oilo {tok}",
    "{vendor} API key chu {tok} a ni",
    "{vendor}-ni API key: {tok}",
    "{vendor} API key ka {tok} ba",
    "{vendor}-or API key → {tok}",
    "{vendor}-এর API key: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    ecourier = _r(rng, ALNUM, 32)
    surecash = _r(rng, HEX, 40)
    alpha = _r(rng, HEX, 48)
    bikroy = _r(rng, ALNUM, 40)
    roinet = _r(rng, UPPER_DIGITS, 32)
    nexus = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'r = requests.post("https://backoffice.ecourier.com.bd/api/order-place", headers={{"API-SECRET": "{ecourier}"}})', ecourier),
        Sample("vendor_token", f'client := surecash.New("chengi-topup", "{surecash}")', surecash),
        Sample("vendor_token", f"const alpha = new AlphaSms({{ apiKey: '{alpha}' }});", alpha),
        Sample("vendor_token", f"$bikroy = new BikroyClient('{bikroy}');", bikroy),
        Sample("vendor_token", f'val roinet = RoinetApi(key = "{roinet}")', roinet),
        Sample("vendor_token", f'let nexus = NexusPay::new("chengi", "{nexus}");', nexus),
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


_BARE_PLACES = ["{t}", "it shows it only once, so here:\n{t}", "token ta {t}",
                "token chu {t} a ni", "{t}\n^ new one, the old one is revoked",
                "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Panchari soil sensor S-11: {h}": 32,
    "HMAC secret for the top-up callback: {h}": 64,
    "AES key of the launch ticket QR codes: {h}": 32,
    "pre-shared key of the Agartala–Khagrachari IPsec tunnel (hex): {h}": 64,
    "backup er encryption key: {h}": 64,
    "backup encryption key chu {h} a ni": 48,
    "backup-ni encryption key: {h}": 64,
    "ব্যাকআপের এনক্রিপশন কী: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket CVH-1271: token copied from the browser's network tab {t}",
    "Cookie: lang=bn; cvh_session={t}",
    "FLEXIHUB_GATEWAY_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token ta holo {t}",
    "token chu {t} a ni",
    "curl -H 'Authorization: Bearer {t}' https://api.chengi.net/loans",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@chengi.net"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.chengi.net/realms/field",
            "azp": "loan-app",
            "roles": ["officer"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the loan server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/topup.chengi.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PAYMENT_SIGNING_KEY": "{key}", "merchant": "chengi-topup"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_launch <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "server er private key:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Ticket CVH-1290, pasted by the vendor:\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the bank's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


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
    "recovery phrase of the old top-up float wallet\n{p}": "english",
    "voice memo: the wallet recovery words are {p} and that's all": "english",
    "wallet er seed phrase: {p}": "english",
    "wallet seed phrase chu {p} a ni": "english",
    "wallet-ni seed words: {p}": "english",
    "obnovovací fráze peněženky: {p}": "czech",
    "지갑 복구 문구: {p}": "korean",
    "фраза восстановления кошелька: {p}": "russian",
    "钱包助记词：{p}": "chinese_simplified",
    "frase di recupero del portafoglio: {p}": "italian",
    "mor wallet-or seed phrase: {p}": "english",
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
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(words),
        " ".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
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
    if brand == "rupay":
        return _card_of(rng, ["607153", "608001", "652150", "817200", "508227"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Ranjit: the company card for the launch engine parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Ticket CVH-1302: pay the pharmacy fridge repair with card {c}",
    "amar card number holo {c}, {mm}/{yy}",
    "amar card-or number oilo {c}",
    "Ka card number chu {c} a ni, {mm}/{yy}",
    "ani card-ni number: {c}",
    "nga ye card number ka {c} ba",
    "mor card-or number: {c}, {mm}/{yy}",
    "আমার কার্ডের নম্বর: {c}",
    "RuPay card for the Agartala office: {c}",
]  # fmt: skip
_BRANDS = ["visa", "rupay", "mastercard", "amex", "rupay", "unionpay", "jcb", "discover", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, "rupay" if "RuPay" in template else _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 06/36, security code {cvv}",
               "the three digits on the back are {cvv}",
               "Amex {c}, four-digit CID above the number: {cvv}",
               "card er pichoner tin digit: {cvv}",
               "card hnung lama number pathum chu {cvv} a ni"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 205; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"ES": "n" * 20, "SE": "n" * 20, "PL": "n" * 24, "BG": "aaaa" + "n" * 6 + "c" * 8,
                "GR": "n" * 7 + "c" * 16, "GT": "aaaa" + "n" * 20, "IT": "a" + "n" * 10 + "c" * 12,
                "MD": "aa" + "n" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice CVH-EX-2031-44: please pay the bamboo lamp shipment to {i} within 30 days",
    "save the Valencia buyer's IBAN: {i}",
    "IBAN: {i}\nReference: Panchari second flush, lot 7",
    "Slack #treasury: the Stockholm tea importer's new bank details, IBAN {i}",
    "amar IBAN holo {i}",
    "IBAN oilo {i}",
    "IBAN chu {i} a ni",
    "ani IBAN: {i}",
    "nga ye IBAN ka {i} ba",
    "mor IBAN: {i}",
    "ক্রেতার IBAN: {i}",
    "Milan craft shop account, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _gstin(g: random.Random) -> str:
    """An Indian GSTIN of Tripura (state 16): a PAN, an entity digit, Z and a check character."""

    def make(h: random.Random) -> str:
        pan = _r(h, UPPER, 3) + h.choice("CPFH") + _r(h, UPPER, 1) + _r(h, D, 4) + _r(h, UPPER, 1)
        return f"16{pan}{h.choice('123')}Z{h.choice(UPPER_DIGITS)}"

    return v.until(g, make, in_gstin.is_valid)


def _epic(g: random.Random) -> str:
    """An Indian voter card (EPIC) number: three letters, six digits and a Luhn digit."""
    return v.until(g, lambda h: _r(h, UPPER, 3) + _r(h, D, 7), in_epic.is_valid)


def _mra(g: random.Random) -> str:
    """A Bangladesh MRA licence number: no public check."""
    return f"{g.randrange(1, 10)}{_r(g, D, 4)}-{g.randrange(10, 99)}-{_r(g, D, 5)}-{g.randrange(100, 999)}"


def _dgda(g: random.Random) -> str:
    """A DGDA drug-retail licence: no public check."""
    return f"DC-{_r(g, D, 5)}/{g.randrange(2015, 2031)}"


def _tr_licence(g: random.Random) -> str:
    """A Tripura driving licence: state, office, year and seven digits; no public check."""
    return f"TR0{g.randrange(1, 8)} {g.randrange(2008, 2031)}{_r(g, D, 7)}"


def _in_passport(g: random.Random) -> str:
    """An Indian passport: a letter and seven digits."""
    return g.choice("MNPRTVZ") + _r(g, D, 7)


def _ilp(g: random.Random) -> str:
    """A Mizoram Inner Line Permit number: invented shape, no check."""
    return f"ILP/MZ/{g.randrange(2024, 2031)}/{_r(g, D, 6)}"


def _cht_prc(g: random.Random) -> str:
    """A CHT hill-district permanent resident certificate: invented shape, no check."""
    return f"{g.choice(['RHDC', 'BHDC', 'KHDC'])}-PRC-{_r(g, D, 7)}"


def _biwta(g: random.Random) -> str:
    """A BIWTA launch master's certificate: invented shape, no check."""
    return f"BIWTA/IM-{g.choice(['I', 'II'])}/{_r(g, D, 5)}"


_ID_PLACES: dict[str, Maker] = {
    "GSTIN of the Agartala office, for the bamboo invoices: {s}": _gstin,
    "amader GSTIN holo {s}": _gstin,
    "Udaipur pharmacy GSTIN chu {s} a ni": _gstin,
    "my voter card (EPIC) number: {s}": _epic,
    "ani EPIC number: {s}": _epic,
    "amar voter card er EPIC number {s}": _epic,
    "MRA licence number of the microfinance arm: {s}": _mra,
    "MRA licence oilo {s}": _mra,
    "DGDA drug licence of the Rangamati pharmacy: {s}": _dgda,
    "pharmacy-or drug licence: {s}": _dgda,
    "my Tripura driving licence: {s}": _tr_licence,
    "ani driving licence: {s}": _tr_licence,
    "ani passport number: {s}": _in_passport,
    "Ka passport number chu {s} a ni": _in_passport,
    "Ka Inner Line Permit number chu {s}": _ilp,
    "ILP number for the Mizoram trip: {s}": _ilp,
    "permanent resident certificate (hill district) no. {s}": _cht_prc,
    "mor PRC number: {s}": _cht_prc,
    "launch master's certificate of MV Barkal's serang: {s}": _biwta,
    "serang-or master certificate: {s}": _biwta,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 3)}{_r(rng, D, 3)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = ["Google Workspace 2FA backup codes for the loan desk\n{codes}",
            "recovery codes for the top-up portal admin: {codes}",
            "2FA backup code gulo: {codes}", "2FA backup code chu:\n{codes}",
            "2FA backup code oilo: {codes}", "২এফএ ব্যাকআপ কোড:\n{codes}",
            "ani 2FA backup codes: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/ChengiTopup:ranjit@chengi.net?secret={s}&issuer=ChengiTopup&digits=6",
              "2FA setup key for the loan system admin: {s}",
              "TOTP secret (manual entry) for the pharmacy portal: {s}",
              "2FA setup key holo {s}", "TOTP secret chu {s} a ni",
              "otpauth://totp/Agartala%20Office:mitali?secret={s}&period=30"]  # fmt: skip
_CODES = ["{c} is your Chengi Valley verification code", "Your OTP is {c}. Do not share it with anyone.",
          "apnar OTP holo {c}, kauke diben na", "OTP chu {c} a ni", "verification code oilo {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Chengi-Office", "CVH-Pharmacy-5G", "Panchari TeaGarden", "Kaptai Ghat WiFi",
          "Barkal-Launch", "GP-Khagrachari-4G", "Bamboo Workshop 2G", "AGT-Office-5G",
          "Udaipur Medico", "Jhum Advisory Hub"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "office network {s}, password {pw}",
    "wifi at the launch ghat: {s} / {pw}",
    "the key printed under the router box: {pw}",
    "{s} er wifi password holo {pw}",
    "wifi {s}-or password oilo {pw}",
    "wifi {s} password chu {pw} a ni",
    "wifi {s}-ni password: {pw}",
    "wifi {s} password ka {pw} ba",
    "mor wifi {s}-or password → {pw}",
    "ওয়াইফাই {s}-এর পাসওয়ার্ড: {pw}",
    "guest wifi ({s}) uses {pw}",
    "{s}\n{pw}",
    "Raspberry Pi in the withering shed, wireless: SSID {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 12)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("okw_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("bsbd_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the imo call] {t}",
          "(spaced so the preview hides it) {t}", "ekta ekta kore: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the pharmacy shutter padlock code: {pw}", "godown er tala code holo {pw}",
          "launch cabin lock code chu {pw} a ni", "ani ATM PIN {pw}", "amar bKash PIN oilo {pw}",
          "mor SIM PIN: {pw}", "nga ye door code ka {pw} ba", "the safe in the branch takes {pw} then #",
          "cold room keypad (vaccines): {pw}", "top-up agent PIN → {pw}", "দরজার কোড: {pw}",
          "Ka locker code chu {pw} a ni"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["binni", "marpha", "kakrol", "mritinga", "baijja", "kaptai", "sajek", "sangu",
                 "chengi", "karnaphuli", "bizu", "sangrai", "gomati", "khowai", "pluck", "launch"]  # fmt: skip
_PHRASES = {"password manager master passphrase for the office vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "backup er passphrase holo {p}": " ", "backup passphrase chu {p} a ni": ".",
            "ani vault passphrase: {p}": " ", "disk encryption passphrase (branch laptop): {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "curl -H 'Authorization: Basic {v}' https://topup.chengi.net/api/balance": True,
    "Insomnia export: Authorization: Bearer {v}": False,
    "HTTP log of the launch booking call: authorization: bearer {v}": False,
    "header ta holo Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nCHENGI_DB_HOST=pg.chengi.lan\nCHENGI_DB_PASSWORD={pw}",
    ".env.local:\nLENDEN_SMTP_USER=alerts@chengi.net\nLENDEN_SMTP_PASS={pw}",
    "compose.yaml:\n  topup-api:\n    environment:\n      FLEXIHUB_DB_PASSWORD: \"{pw}\"",
    "docker-compose.yml:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: jhum-db\nstringData:\n  JHUM_DB_PASSWORD: \"{pw}\"",
    "values.yaml (jhum-advisory):\nauth:\n  adminUser: admin\n  adminPassword: {pw}",
    "/etc/systemd/system/pluckd.service:\n[Service]\nEnvironment=CHENGI_SCALE_PASS={pw}\nExecStart=/usr/local/bin/pluckd",
    "topup.ini:\n[gateway]\nuser = chengi\npassword = {pw}",
    "appsettings.json:\n{{\"Ledger\": {{\"User\": \"lenden\", \"Password\": \"{pw}\"}}}}",
    "config.toml (launch tracker):\n[mqtt]\nusername = \"tracker\"\npassword = \"{pw}\"",
    "application.properties:\nspring.datasource.username=pharmacy\nspring.datasource.password={pw}",
    "ansible group_vars/branches.yml:\nbranch_admin_password: \"{pw}\"",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    ".pgpass:\npg.chengi.lan:5432:loans:lenden:{pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "Python:\nconn = psycopg.connect(host=\"pg.chengi.lan\", user=\"lenden\", password=\"{pw}\")",
    "Go:\ndb, _ := sql.Open(\"mysql\", \"topup:{pw}@tcp(db.chengi.lan:3306)/recharges\")",
    "JavaScript:\nconst pool = new Pool({{ user: 'pharmacy', password: '{pw}', host: 'pg.chengi.lan' }});",
    "PHP:\n$pdo = new PDO('mysql:host=db.chengi.lan;dbname=launch', 'launch', '{pw}');",
    "Kotlin:\nval smtpPassword = \"{pw}\"",
    "Rust:\nlet client = Client::new(\"tracker\", \"{pw}\");\n// TODO move to env",
    "Ruby:\nRedis.new(host: 'redis.chengi.lan', password: '{pw}')",
    "C#:\nvar creds = new NetworkCredential(\"alerts@chengi.net\", \"{pw}\");",
    "Dart (agent app):\nconst agentPassword = '{pw}';",
    "Java:\nDataSource ds = build(\"jdbc:postgresql://pg.chengi.lan/loans\", \"lenden\", \"{pw}\");",
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "Pulin: weighbridge password?\nAnjali: {pw}",
    "[06:12] kyaw: launch ghat PC pw?\n[06:13] nuching: {pw}",
    "Ranjit: {pw} is the new pharmacy admin password",
    "Sumon: use {pw}, that's what the top-up server has now",
    "Ushwe: nua password oilo {pw}",
    "Tania: notun password holo {pw}",
    "Vanlal: password thar chu {pw} a ni",
    "Thowai: password thar {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 67), (_logins, 24), (_spelled, 14), (_cli, 34), (_urls, 13), (_vendors, 50),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 5),
    (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 6), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 12), (_phrases, 6), (_auth, 6), (_configs, 14), (_code, 10),
    (_chats, 8),
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
    "the weighbridge admin password is": "{s}", "pharmacy POS pw:": "{s} (since the new till)",
    "amar password holo": "{s}", "launch tracker password": "{s}\nchange it after Bizu",
    "password oilo": "{s}", "password chu": "{s} a ni", "ani password:": "{s}",
    "the password Kyaw read out over the phone was": "{s}, I think", "nga ye password ka": "{s} ba",
    "mor password:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "SureCash merchant key", "{s}", _j((HEX, 40))),
    ("split_token", "BulkSMSBD key:", "{s} (loan reminders)", _j("bsbd_", (ALNUM, 30))),
    ("split_token", "Ujjivan client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "float wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "BG"))),
    ("split_backup", "top-up portal recovery codes", "{s}\nQWE482-7TR2D\nBNM771-K3VZ8", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "GSTIN", "{s}", _gstin),
    ("split_phrase", "vault passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"weighbridge": {"url": "https://wb.panchari.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"password": "{s}", "site": "Udaipur pharmacy"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kyaw", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"launches": [{"name": "barkal"}, {"name": "subalong", "tracker_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["topupctl", "login", "--agent", "sumon", "--agent-pw", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "amar server er password holo {s}"}': ("meta_password", _plain_pw),
    '{"পাসওয়ার্ড": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the loan system as lenden with the password {s}"}': ("meta_password", _plain_pw),
    '{"surecash": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"okWalletSecret": "{s}"}': ("meta_token", _j("okw_live_", (ALNUM, 32))),
    '{"ekpay_key": "{s}"}': ("meta_token", _j((ALNUM, 48))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "GR")),
    '{"office": {"gstin": "{s}"}}': ("meta_id", _gstin),
    '{"mfa": {"recovery_codes": ["{s}", "QWE482-7TR2D", "BNM771-K3VZ8"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"float_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"godown": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "CVH-Pharmacy-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"weighbridge-controller-4.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/chengi/topup-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"loans: add weekly collection sheet", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"launch: revert fare table", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"plucking_2031-04-12.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"pharmacy-stock-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the weighbridge password before the audit on 2031-06-11.",
    "Pulin asked for the office wifi password; it's on the card in the manager's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `SURECASH_MERCHANT_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The loan system asks for a new password every 90 days.",
    "Replace <YOUR_BULKSMSBD_KEY> in the README with the key from your dashboard.",
    "FLEXIHUB_DB_PASSWORD and LENDEN_SMTP_PASS must be set before the nightly sync runs.",
    "amar password kauke bolbo na, tension nio na.",
    "password ta vault e ache, ami pathabo na.",
    "kaore password khoyo na, bhai.",
    "password oilo vault-or bhitre, ami dimu na.",
    "I password tu hnenah mah hrilh suh.",
    "Password chu vault-ah a awm, ka thawn lovang.",
    "nini password kwrwi hiwi, vault-o tong.",
    "password ka vault tway hma ba.",
    "mor password kaore na kobe.",
    "পাসওয়ার্ড কাউকে বলবেন না।",
    "পাসওয়ার্ড অন্তত ১৪ অক্ষরের হতে হবে।",
    "The password must be at least fourteen characters long.",
    "Upgraded the weighbridge firmware from 4.1 to 4.2 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the weekly collection sheet.",
    f"Rolled back to {_SHORT} after the fare table broke the launch booking.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The weighbridge controller firmware 4.2.0 has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of pharmacy-stock-2031.parquet: {_SHA512}",
    f"The top-up API container runs ghcr.io/chengi/topup-api@sha256:{_IMAGE}.",
    f"MD5 of plucking_2031-04-12.csv is {_MD5}, same as the copy on the share.",
    "Request id 3f6a1c2e-8b4d-4e7a-9c10-5d2b7e8f4a61 is the slow one in the top-up logs.",
    "Purchase order PO-2031-00311 for 200 bamboo lamps ships on Thursday.",
    "Ticket CVH-1400: the Panchari withering fan 3 keeps tripping at night.",
    "Call the Khagrachari branch on +880 371 61 234 before noon.",
    "Launch MV Barkal leaves Rangamati reserve bazar at 07:30 and reaches Barkal at 11:00.",
    "Loan account 2031-KGR-00418 paid its twelfth weekly instalment of 1,250 taka.",
    "The Panchari garden plucked 4,820 kg of green leaf on Tuesday; made tea was 1,096 kg.",
    "The vaccine fridge is at 5.2 °C; keep it between 2 and 8 °C.",
    "After five wrong passwords the loan system locks the account for 20 minutes.",
    "A jhum plot near Ruma is about 0.8 hectares; binni rice goes in after the first rain.",
    "The secret of good Panchari tea is plucking two leaves and a bud before nine.",
    "Ask Kyaw for the godown padlock code, I don't have it.",
    "My card ending 4417 was declined at the Agartala hardware store.",
    "The Valencia buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the top-up portal and keep them in the branch safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `OKWALLET_SECRET_KEY` in the secrets store, never in the repository.",
    "Recharge of 49 taka to 01711-000000 succeeded, transaction 8C4F2A91.",
    "Invoice total is ₹ 18,450 including 18 % GST.",
    "ISBN 978-0-19-861186-8 is the handbook on the shelf in the Agartala office.",
    "The guest wifi 'Chengi-Guest' is open, no password needed.",
    "Lot PAN-2031-SF-07, 60 kg, moisture 3.1 %; the tasting score was 82.",
    "OTP codes expire after five minutes; never read one out on a call.",
    "The PIN pad at the Udaipur pharmacy is broken again.",
    "Bizu starts on 12 April; the launch office closes for three days.",
    "Ka password ka thlak dawn, vault-ah ka dah ang.",
    "notun password ta kalke dibo, ajke na.",
    "The API key rotation for the SMS gateway is scheduled for Friday.",
    "Token counts: prompt 812, completion 144.",
    "The launch ticket number is KPT-2031-004511, seat 14.",
    "GST is charged at 12 % on the bamboo furniture and 5 % on tea.",
    "The passphrase must contain at least four words.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/topup/gateway", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "1400", "purchase_order": "PO-2031-00311"}',
    '{"lot": {"id": "PAN-2031-SF-07", "weight_kg": 60, "moisture_pct": 3.1}}',
    '{"phone": "+880 371 61 234", "city": "Khagrachari"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "lamps_in_stock": 412}',
    '{"launch": "MV Barkal", "departs": "07:30", "fare_taka": 220}',
    '{"loan": "2031-KGR-00418", "instalment": 12, "amount_taka": 1250}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
