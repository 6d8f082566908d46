# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-twenty-eighth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-twenty-fifth only to search them (grep) for the languages, wordings,
tools, flags, variables, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`);
never `memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-twenty-sixth, -seventh and -ninth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (228604917),
password words (a Bornean timber, a river and a year with a sign; a lodge animal and a terrace
village joined by a dash with a number; a name, a birth year, a sign and a longboat stop; leet
words of meranti, belian, enggang, sarang and lada with a year; a pepper grade and a town; a
swiftlet-house number with a sign; a river in capitals, a sign and a number; a generator's three
groups and random runs), names, places, templates, tools, vendors and layouts, the way the staff
of Rimbun Rajang Berhad (fictional: rice terraces by Bario, an orangutan lodge near Sepilok,
river longboats from Sibu to Kapit and Belaga, pepper farms around Serian and Sarikei, sawmill
services in Tawau and Miri, bird's-nest (swiftlet) houses by Sandakan and a cooperative bank, the
Koperasi Rimbun, with branches in Kuching, Sibu, Miri, Kota Kinabalu, Sandakan and Tawau) leak
secrets into an assistant's memory. The texts are WhatsApp, Telegram, Signal, WeChat, Viber,
LINE, Zoho Cliq, Teams and Slack messages, chat logs with times, Jira-style tickets, Wiki.js
tables, Apple Notes and Google Keep notes, e-mails, a runbook, a README, shell and PowerShell
prompts, a CI log, code (Python, Go, PHP, JavaScript, Kotlin, Rust and Dart), env files,
compose, Kubernetes and systemd configs, Otter voice-memo transcripts, dictated text and requests
to the assistant; the label's separators run from a colon, "is", a dash, an arrow and an emoji
to a new line, a tab, quotes (`'…'`, `"…"`, `«…»`, backticks), parentheses and a table's bar.

Tools, calls, flags and variables none of heldouts 5 to 225 names (each grepped for the command,
flag or variable itself): `nats --user … --password` (the CLI, not a URL),
`UV_PUBLISH_PASSWORD` before `uv publish`, Foundry's `cast send --private-key`, and the company's
own `kilnctl --kiln-operator-secret`, `padi-sync --coop-secret`, `sarangctl --nestkeeper-pw=`,
`longboat-manifest --skipper-pass`, `koopctl`, `maias-booking --maias-api-secret=`, `ladactl
--dryer-pin` and the variables `RIMBUN_KILN_DB_PASS`, `KOPERASI_CORE_DB_PASSWORD`,
`SARANG_CAM_PASSWORD` and `LONGBOAT_POS_SECRET`. Beside them commands of lightly used tools (each
in one earlier corpus by grep: mongostat, aescrypt, zuluCrypt-cli, outguess and InfluxDB 1's
`influx -username … -password`), and common layouts (env files, compose, systemd, Kubernetes
secrets, a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection
strings) in wordings of their own.

About 45 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 175 of 390): Iban, Bidayuh, Kadazandusun, Sabah Malay and Sarawak Malay texting,
the Foochow (Eastern Min) of Sibu in Latin letters, Bajau (Sama), and Borneo English texting;
Chinese, Japanese, Korean, Portuguese and Czech only in seed-phrase lines. The wordings are the
author's approximations, checked by no speaker, built around a few marker words and the loanwords
people there really text (password, wifi, PIN, token, API key, backup, login): Iban `aku`,
`nuan`, `kami`, `tu`, `udah`, `ngena`, `anang madah ka orang bukai`, `rumah panjai`, `jaku`,
`baru`; Bidayuh `akuh`, `amu`, `baruh`, `tarima kasih`; Kadazandusun `Kopivosian`,
`Kotohuadan`, `iti`, `nopo`, `nga`, `om`, `ngaran`, `baharu`, `oku`; Sabah Malay `bah`, `sia`,
`kasi`, `bilang`, `kunun`; Sarawak Malay `kamek`, `kitak`, `sik`, `ya`, `tok`, `dolok`, `aok`,
`madah`; Foochow `nguāi`, `nṳ̄`, `sê`, `sĭng`, `cī`, `dŏ̤ siê`, typed bare as `nguai`, `nu`,
`se`; Bajau `aku`, `kau`, `baha'u`, `magsukul`, `ngga'`, the glottal stop typed as the ASCII
apostrophe as people text it, though print writes `’` (`baha’u`, `popoilo’`); Borneo English
`lah`, `bah`, `can or not`. The thinnest guesses are the Bidayuh lines (`akuh`, `baruh`, `amu
pakai`), the Bajau lines (`baha'u`, `ngga' pabeya'`), the Foochow lines past their pronouns and
`sê` (`cī ciáh`, `ê`, `ga`, `hor`), Kadazandusun `au popoilo'` and `nopo nga`, and Iban `nukar`.

Vendors (SarawakPay, DuitNow QR, JomPAY, BigPay, GXBank, Aeon Bank, Boost Bank, Biztory,
Sendparcel, Tracking.my, Nuitee, Slurp, eSwiftlet, STIDC ePermit, MyDigital ID and MAQIS eCert,
each in no heldout 5 to 225 by grep, and the invented Rajang Express booking, Padiwatch,
Nestrace, Timberlink, Lada Exchange and Longhouse Stays). No shape here is one the author knows to
be real: every one is a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, a JWT for
GXBank, the prefixes `dnq_live_`, `bb_sk_`, `prod_` before a UUID for Nuitee, `rxb_`, `nt_sk_`);
the JWTs are well-formed and the Ethereum private key is 64 hex digits as Foundry takes it.

The ids are kinds heldouts 5 to 225 do not use, except three lightly used ones (in one to three
earlier corpora by grep): Malaysia's MyKad number, drawn until `stdnum.my.nric` validates its
birth date and birthplace code, the Sabah Native Certificate and the MOTAC guide licence. The
others, and those two, are invented shapes that no library or this file checks: a Malaysian
passport (a letter and eight digits, the layout believed real, nothing checked), a JPJ driving
licence number, a Sabah Native Certificate (Sijil Anak Negeri), a Sarawak Rivers Board longboat
licence, a Malaysian Pepper Board grower registration, an eSwiftlet (MAQIS) swiftlet-premises registration, an STIDC timber
licence and a MOTAC nature-guide licence. Card numbers pass Luhn (the value helpers' Visa,
Mastercard, Amex, Discover, JCB, Diners, UnionPay and Maestro, checked with python-stdnum's
`luhn`). The IBANs are of countries used least by a rough count over the IBAN shapes and IBAN
country lists of heldouts 5 to 225 (Gibraltar, Estonia, Croatia, Israel, Montenegro, São Tomé,
Timor-Leste and Somalia, in one to three corpora each by that count), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Simplified and Traditional Chinese,
Korean, Japanese, Portuguese and Czech lists, each with a valid checksum. Counts: 390 secret
samples, 20 field pairs and 20 metadata samples (430 scored, every secret unique), 60 clean texts
and 10 clean metadata dicts.
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
from stdnum.my import nric as my_nric

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 228_604_917
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


_TIMBER = ["Meranti", "Belian", "Kapur", "Keruing", "Ramin", "Bintangor", "Engkabang", "Selangan",
           "Jelutong", "Nyatoh", "Merbau", "Kempas", "Agathis", "Geronggang"]  # fmt: skip
_RIVERS = ["Rajang", "Baram", "Kinabatangan", "Batang Ai", "Limbang", "Lupar", "Padas", "Segama",
           "Kapit", "Belaga", "Balui", "Igan", "Oya", "Mukah"]  # fmt: skip
_ANIMALS = ["maias", "enggang", "kenyalang", "bekantan", "pelandok", "tembadau", "buaya",
            "tarsier", "kelawar", "babi-hutan", "landak", "ruai"]  # fmt: skip
_VILLAGES = ["Bario", "Pa'Umor", "Ramudu", "Long Dano", "Ba'Kelalan", "Semongok", "Serian",
             "Sarikei", "Kundasang", "Ranau", "Tenom", "Sukau", "Bilit", "Sepilok"]  # fmt: skip
_NAMES = ["Aloysius", "Jacinta", "Ugak", "Linggang", "Jimbun", "Dayang", "Awang", "Nurul",
          "Mojuntin", "Rosnah", "Sulaiman", "KingSiong", "MeiHua", "Sing", "Ah Hock", "Salbiah",
          "Jerome", "Gundaling", "Masing", "Juliana", "Tiong", "Norhayati"]  # fmt: skip
_STOPS = ["Kanowit", "Song", "Kapit", "Belaga", "Nanga Merit", "Pelagus", "Sibu", "Bakun"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["M3r4nt1", "B3l14n", "3ngg4ng", "S4r4ng", "L4d4", "K3ny4l4ng", "P4d1B4r10", "M41as"]


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


def _squash(word: str) -> str:
    return re.sub(r"[^A-Za-z]", "", word)


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_TIMBER)}{_squash(g.choice(_RIVERS))}{g.randrange(1970, 2033)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_ANIMALS).replace('-', '')}-{_squash(g.choice(_VILLAGES)).lower()}{g.randrange(10, 1000)}",
    lambda g: f"{_squash(g.choice(_NAMES)).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{_squash(g.choice(_STOPS))}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"LadaHitam{g.choice(['Sarikei', 'Serian', 'Betong', 'Kuching'])}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: f"Sarang{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}{g.randrange(10, 100)}",
    lambda g: f"{_squash(g.choice(_RIVERS)).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, 'Bario terrace crew', Aloysius: router admin password: {pw}",
    "Telegram, Sepilok lodge desk: the CCTV NVR password is {pw} lah",
    "Signal, Jacinta: dryer PLC at the Serian pepper shed, pw - {pw}",
    "Viber note: kiln HMI password → {pw}",
    "Slack #tawau-sawmill: password for the moulder panel 👉 {pw}",
    "Teams chat, Miri office: Password:\n{pw}",
    "Zoho Cliq, Kuching branch: the passbook printer admin password (\"{pw}\")",
    "WeChat, Sibu jetty: booking PC password '{pw}'",
    "Wiki.js page 'Lodge devices'\n| device | user | password |\n| NVR | admin | {pw} |",
    "Apple Notes, 'Lodge admin': password lodge ya = {pw}",
    "Google Keep: swiftlet house 7 camera pw ➡️ {pw}",
    "Jira SAW-412: reset the edger panel, temporary password «{pw}»",
    "email to Aida, Kota Kinabalu branch: Hi Aida, the new password for the member portal is {pw}. Regards, Jerome",
    "Otter voice memo: ok so the password for the tally laptop is {pw} ok bye",
    "nota: password PC teller koperasi {pw} sampai Mac, sik tauk madah",
    "remember this for me: the orangutan lodge booking PC password is {pw}",
    "Password akuh:\t{pw}",
    "pw (`{pw}`) timbang padi Bario, anang madah ka orang bukai",
    "PASSWORD kamek ⇒ {pw}",
    "LINE, Sandakan nest buyers: password baru {pw} bah, yang lama sudah expired",
    "Tu password baru komputer kami: {pw}",
    "Password wifi rumah panjai tu {pw}, anang madah ka orang bukai",
    "Aku udah nukar password: {pw}",
    "Nuan ngena password tu → {pw}",
    "Password akuh baruh: {pw}",
    "Amu pakai password {pw}, tarima kasih",
    "Kopivosian! Password di komputer nopo nga {pw}. Kotohuadan",
    "Iti no password baharu: {pw}",
    "Password di pejabat: \"{pw}\", au popoilo' dia",
    "Ni password wifi bah: {pw}",
    "Kasi sia password tu — {pw} bah, jangan bilang orang",
    "Sia sudah tukar password, yang baru {pw} kunun",
    "Password baru kamek: {pw}, sik tauk madah ke orang",
    "Kitak guna password tok dolok: {pw}",
    "Aok, password kiln ya {pw}",
    "nguai ê password sê {pw}",
    "cī ciáh sĭng password sê {pw}, dŏ̤ siê",
    "nu ê password se {pw} hor",
    "Password aku baha'u: {pw}, magsukul",
    "Kau pakai password {pw}, ngga' pabeya' ni a'a",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["aloysius", "jacinta.j", "hii.kingsiong", "ling.mh", "nurul", "awang.s", "dayang",
          "jimbun", "ugak", "linggang", "mojuntin", "rosnah", "sulaiman", "tiong.ch", "wong.ky",
          "ting.sk", "lau.mei", "gundaling", "masing.a"]  # fmt: skip

_LOGINS = [
    "login: {u} / {pw}",
    "user {u}, password {pw}",
    "coop teller system — ID: {u}  PW: {pw}",
    "{u}:{pw}@nas.rimbun.lan",
    "sign in as {u} with {pw}",
    "Nama pengguna: {u}\nKata laluan: {pw}",
    "Username {u}, password {pw} bah",
    "Login kamek {u}, password {pw}",
    "ngaran {u}, password {pw}",
    "Nama aku {u}, password {pw}",
    "u={u} p={pw}",
    "| kiln-scada | {u} | {pw} |",
    "creds for the kiln SCADA are {u} and {pw}",
    "nguai ê login: {u} / {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SPELL_A = ["enggang", "maias", "belian", "meranti", "sarang", "bekantan", "kenyalang", "tuak",
            "lada", "padi", "temuai", "perahu"]  # fmt: skip
_SPELL_B = ["bario", "kapit", "sukau", "tenom", "ranau", "sibu", "miri", "belaga", "serian",
            "tawau", "mukah", "sarikei"]  # fmt: skip
_SPELLED = [
    "the password is the word {w} followed by {d}",
    "password: {w} in small letters then {d}",
    "Password ya perkataan {w}, lepas ya nombor {d}",
    "Password: perkataan {w} tambah {d} bah",
    "Password tu jaku {w}, udah nya {d}",
    "it's {w} with a capital first letter and {d} at the end",
    "type {w}, then {d}; that's the lodge admin password",
    "Otter voice memo: password is {w}, all lowercase, then the numbers {d}",
    "nguai ê password sê {w} ga {d}",
    "Password iti nopo nga {w} om {d}",
    "the name of our longboat, {w}, followed by {d}",
    "Password akuh: {w}, baruh {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SPELL_A[index % len(_SPELL_A)] + rng.choice(_SPELL_B)  # each draw its own first word
    return {"w": word, "d": str(rng.randrange(100, 10_000))}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "nats --server nats://mq.rimbun.lan:4222 --user {u} --password {pw} pub tally.sibu ok",
    "influx -host tsdb.rimbun.lan -username {u} -password {pw} -database kiln",
    "UV_PUBLISH_PASSWORD={pw} uv publish --publish-url https://pypi.rimbun.lan/legacy/ dist/*",
    "mongostat --host mongo.rimbun.lan -u {u} --password {pw} --authenticationDatabase admin 5",
    "aescrypt -e -p {pw} anggota-2032.xlsx",
    "zuluCrypt-cli -o -d /dev/sdb1 -m backup -e rw -p {pw}",
    "outguess -k {pw} -d members.txt lodge.jpg lodge-out.jpg",
    "kilnctl --site tawau login --operator {u} --kiln-operator-secret {pw}",
    "padi-sync push --terrace bario-3 --coop-secret {pw}",
    "sarangctl unlock --house sandakan-07 --nestkeeper-pw={pw}",
    "longboat-manifest submit --skipper {u} --skipper-pass {pw} --route kapit-belaga",
    "koopctl teller reset --user {u} --new-password '{pw}'",
    "maias-booking import --maias-api-secret={pw} bookings.csv",
    "ladactl dryer set --dryer-pin {pw} --shed serian-2",
    "RIMBUN_KILN_DB_PASS={pw} ./kiln-report --month 2032-05",
    "KOPERASI_CORE_DB_PASSWORD='{pw}' python manage.py migrate",
]  # fmt: skip
_SHELLS = [
    "{c}", "aloysius@kch-nuc:~$ {c}", "PS C:\\koperasi> {c}", "Termius, 'sibu-jetty': {c}",
    "WindTerm session 'tawau-mill': {c}", "Tabby tab 2:\n$ {c}", "Warp block: {c}",
    "kamek run command tok: {c}", "sia run ni command bah: {c}", "aku ngena command tu: {c}",
    "nguai pak command: {c}", "GitLab CI job log:\n$ {c}", "runbook step 4: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.rimbun.lan:5432/koperasi",
    "mysql://{u}:{pw}@mill-db.rimbun.lan/sawmill",
    "mongodb+srv://{u}:{pw}@cluster0.rimbun.mongodb.net/nest",
    "redis://{u}:{pw}@cache.rimbun.lan:6379/2",
    "sftp://{u}:{pw}@edi.rimbun.my/outbox",
    "ftp://{u}:{pw}@cctv.sandakan.lan/",
    "amqp://{u}:{pw}@mq.rimbun.lan:5672/boats",
    "https://{u}:{pw}@nexus.rimbun.lan/repository/pypi/",
    "rtsp://{u}:{pw}@192.168.40.21:554/Streaming/Channels/101",
    "Server=sql.rimbun.lan;Database=Koperasi;User Id={u};Password={pw};",
    "jdbc:mariadb://db.rimbun.lan:3306/lada?user={u}&password={pw}",
    "clickhouse://{u}:{pw}@ch.rimbun.lan:9000/kiln",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "connection string tok: {c}", "ni connection string bah {c}",
    "Wiki.js 'Databases': {c}", "keep this for me: {c}", "Jira SAW-440: {c}", "`{c}`",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "rimbun-rajang", "sub": f"org_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "accounts:read payments:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("SarawakPay", "SARAWAKPAY_MERCHANT_SECRET", _j((HEX, 32))),
    ("DuitNow QR", "DUITNOW_QR_SIGNING_KEY", _j("dnq_live_", (ALNUM, 32))),
    ("JomPAY", "JOMPAY_BILLER_SECRET", lambda g: v.uuid4(g, "a")),
    ("BigPay", "BIGPAY_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("GXBank", "GXBANK_API_TOKEN", _vendor_jwt("https://api.gxbank.my")),
    ("Aeon Bank", "AEONBANK_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Boost Bank", "BOOSTBANK_API_KEY", _j("bb_sk_", (ALNUM, 32))),
    ("Biztory", "BIZTORY_API_TOKEN", _j((ALNUM, 40))),
    ("Sendparcel", "SENDPARCEL_API_KEY", _j((HEX, 40))),
    ("Tracking.my", "TRACKINGMY_API_KEY", _j((ALNUM, 32))),
    ("Nuitee", "NUITEE_API_KEY", lambda g: "prod_" + v.uuid4(g, "b")),
    ("Slurp", "SLURP_POS_TOKEN", _j((HEX, 64))),
    ("eSwiftlet", "ESWIFTLET_PORTAL_TOKEN", _j((B64, 43), "=")),
    ("STIDC ePermit", "STIDC_EPERMIT_KEY", _j((UPPER_DIGITS, 32))),
    ("MyDigital ID", "MYDIGITALID_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("MAQIS eCert", "MAQIS_ECERT_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Rajang Express booking", "RAJANG_EXPRESS_KEY", _j("rxb_", (ALNUM, 28))),
    ("Padiwatch", "PADIWATCH_API_KEY", _j((LOWER_DIGITS, 36))),
    ("Nestrace", "NESTRACE_SECRET_KEY", _j("nt_sk_", (ALNUM, 40))),
    ("Timberlink", "TIMBERLINK_TOKEN", _j((B64, 60), "==")),
    ("Lada Exchange", "LADAEX_API_SECRET", _j((UPPER_HEX, 48))),
    ("Longhouse Stays", "LONGHOUSESTAYS_API_KEY", _j((URLSAFE, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}=\"{tok}\"",
    "{vendor} API key: {tok}",
    "kunci API {vendor}: {tok}",
    "{vendor} API key baru kamek: {tok}",
    "ni {vendor} API key bah → {tok}",
    "API key {vendor} kami: {tok}",
    "{vendor} integration broken, current key {tok}",
    "Integrations › {vendor}: {tok}",
    "k8s Secret stringData:\n  {env}: \"{tok}\"",
    "{vendor} ê API key sê {tok}",
    "Kotohuadan! {vendor} API key: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    sarawakpay = _r(rng, HEX, 32)
    sendparcel = _r(rng, HEX, 40)
    biztory = _r(rng, ALNUM, 40)
    slurp = _r(rng, HEX, 64)
    tracking = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'r = requests.post(url, headers={{"X-SarawakPay-Secret": "{sarawakpay}"}})', sarawakpay),
        Sample("vendor_token", f'const sendparcel = new SendparcelClient({{ apiKey: "{sendparcel}" }});', sendparcel),
        Sample("vendor_token", f"$biztory = new BiztoryClient('rimbun-rajang', '{biztory}');", biztory),
        Sample("vendor_token", f'client := slurp.New("{slurp}") // POS at the Sepilok lodge cafe', slurp),
        Sample("vendor_token", f'buildConfigField("String", "TRACKINGMY_KEY", "\\"{tracking}\\"")', tracking),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "token tok {t}",
                "ni token bah {t}", "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of swiftlet house sensor SH-07 (OTAA): {h}": 32,
    "HMAC secret for the SarawakPay payment webhook: {h}": 64,
    "cast send --private-key 0x{h} 0xC0ffee00000000000000000000000000000000aa 'pay()'": 64,
    "pre-shared key of the Kapit jetty's IPsec tunnel (hex): {h}": 64,
    "kunci penyulitan backup: {h}": 64,
    "AES key for the kiln controller's config export: {h}": 32,
    "kunci backup kamek: {h}": 48,
    "encryption key backup ni bah: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 and "cast" not in template else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira KOP-77: token copied out of the browser's network tab {t}",
    "Cookie: lang=ms-MY; rimbun_session={t}",
    "MEMBER_PORTAL_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token kamek: {t}",
    "ni token bah {t}",
    "Zoho Cliq: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@rimbun.my"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.rimbun.my/realms/koperasi", "azp": "teller-console",
                   "groups": ["tellers", "kuching"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Tawau kiln server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/portal.rimbun.my.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SARAWAKPAY_SIGNING_KEY": "{key}", "merchant": "rimbun-lodge"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_jetty <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Jira SAW-450, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "private key server kamek:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the pepper buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Ledger backup of the lodge donation wallet, copying it off the card before I burn it: {p}": "english",
    "Trezor recovery seed\n{p}": "english",
    "seed words wallet koperasi (lama, sudah kosong): {p}": "english",
    "recovery phrase wallet kamek: {p}": "english",
    "Otter voice memo: the wallet recovery words are {p} and that's all": "english",
    "助记词，钱包备份：{p}": "chinese_simplified",
    "詩巫錢包助記詞：{p}": "chinese_traditional",
    "지갑 복구 문구: {p}": "korean",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "frase de recuperação da carteira do Kiko: {p}": "portuguese",
    "obnovovací fráze peněženky: {p}": "czech",
    "ni seed phrase wallet bah: {p}": "chinese_simplified",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        "; ".join(words),
        " ".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "WhatsApp, Jacinta: the coop card for the sawblade order is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Jira KOP-81: pay the longboat engine service with card {c}",
    "nombor kad kamek: {c}, {mm}/{yy}",
    "ni nombor kad sia bah: {c}",
    "nombor kad aku: {c}",
    "kad di oku: {c} ({mm}/{yy})",
    "nguai ê card: {c}",
    "Otter voice memo: card number {c}, expiry {mm} {yy}",
    "booking form, Sepilok lodge: card {c} / {mm}-{yy}",
    "kad aku baha'u: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "unionpay", "jcb", "diners", "discover", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    sep = ["", " ", "-", " "][index % 4]
    return {
        "c": v.grouped(number, sep, rng),
        "mm": f"{rng.randrange(1, 13):02d}",
        "yy": str(rng.randrange(33, 40)),
    }


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 04/35, security code {cvv}",
               "the three digits on the back are {cvv}",
               "Amex {c}, four-digit CID above the number: {cvv}",
               "tiga nombor belakang kad: {cvv} bah",
               "nombor CVV kamek {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"GI": "aaaa" + "c" * 15, "EE": "n" * 16, "HR": "n" * 17, "IL": "n" * 19,
                "ME": "n" * 18, "ST": "n" * 21, "TL": "n" * 19, "SO": "n" * 19}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice PB-2032-118: please pay the white pepper lot to {i} within 30 days",
    "save the timber buyer's IBAN: {i}",
    "IBAN: {i}\nReference: bird's nest lot 44, May",
    "WhatsApp #treasury: the Gibraltar broker's new bank details, IBAN {i}",
    "IBAN kamek: {i}",
    "ni IBAN sia bah {i}",
    "IBAN aku: {i}",
    "IBAN di oku: {i}",
    "nguai ê IBAN: {i}",
    "IBAN aku baha'u: {i}",
    "Jira KOP-90: refund to IBAN {i}",
    "e-mail from the Tallinn agent: our IBAN is {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _mykad(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        yy, mm, dd = h.randrange(50, 100), h.randrange(1, 13), h.randrange(1, 29)
        place = h.choice(["12", "13", "47", "48", "49", "50", "51", "52", "53"])
        return f"{yy:02d}{mm:02d}{dd:02d}-{place}-{_r(h, D, 4)}"

    return v.until(g, make, my_nric.is_valid)


_ID_MAKERS: dict[str, Maker] = {
    "mykad": _mykad,
    "passport": _j((UPPER, 1), (D, 8)),
    "jpj": _j("D", (D, 7), (UPPER, 1)),
    "san": _j("SAN/", (UPPER, 2), "/", (D, 6)),
    "srb": _j("SRB/SBU/", (D, 5), "/", (D, 2)),
    "mpb": _j("MPB-PK-", (D, 6)),
    "swiftlet": _j("MAQIS/SWT/SBH/", (D, 5)),
    "stidc": _j("STIDC/T/", (D, 4), "/", (D, 4)),
    "motac": _j("KPL/NG/", (D, 5)),
}  # fmt: skip
_NATIONAL = {  # template: the id's maker
    "MyKad no.: {n}": "mykad",
    "IC kamek: {n}": "mykad",
    "ni IC sia bah {n}": "mykad",
    "nombor IC aku: {n}": "mykad",
    "passport no. {n}, expires 2036": "passport",
    "nombor pasport kamek {n}": "passport",
    "JPJ driving licence: {n}": "jpj",
    "lesen memandu sia: {n}": "jpj",
    "Sijil Anak Negeri no. {n}": "san",
    "Sijil Anak Negeri di oku: {n}": "san",
    "Sarawak Rivers Board longboat licence {n}": "srb",
    "lesen perahu kami: {n}": "srb",
    "Malaysian Pepper Board grower registration: {n}": "mpb",
    "eSwiftlet premises registration {n}": "swiftlet",
    "STIDC timber licence: {n}": "stidc",
    "MOTAC nature guide licence {n}": "motac",
    "nguai ê IC: {n}": "mykad",
    "Wiki.js 'Staff ids' | Ugak | MyKad | {n} |": "mykad",
}  # fmt: skip


def _national_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"n": _ID_MAKERS[_NATIONAL[template]](rng)}


_national = _Family("national_id", list(_NATIONAL), _national_draw, "n")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 3)}{_r(rng, D, 3)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = ["Biztory 2FA recovery codes\n{codes}", "spare sign-in codes for the coop's Google Workspace {codes}",
            "BigPay backup codes: {codes}", "kod backup 2FA kamek:\n{codes}",
            "ni backup codes 2FA bah: {codes}", "backup code 2FA aku: {codes}",
            "2FA backup codes di oku: {codes}", "nguai ê 2FA backup codes: {codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 3) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")


_SEEDS_2FA = ["otpauth://totp/GXBank:nurul@rimbun.my?secret={s}&issuer=GXBank&digits=6",
              "Aegis, manual setup key for the Slurp login: {s}",
              "2FA secret kamek: {s}",
              "ni TOTP secret bah: {s}",
              "otpauth://totp/Koperasi%20Rimbun:teller7?secret={s}&algorithm=SHA1&period=30",
              "setup key for the eSwiftlet portal 2FA: {s}",
              "TOTP seed aku: {s}",
              "Google Authenticator manual entry (Timberlink): {s}"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_totp = _Family("totp_seed", _SEEDS_2FA, _totp_draw, "s")


_CODES = ["{c} is your BigPay verification code", "Kod pengesahan GXBank anda: {c}. Jangan kongsi",
          "ni OTP bah {c}", "kod OTP kamek {c}", "Use {c} to sign in to Nuitee"]  # fmt: skip
_codes = _Family("one_time_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_RECOVERY = ["Apple account recovery key: {k}", "recovery key BitLocker laptop kamek: {k}",
             "1Password Emergency Kit, Secret Key: {k}", "ni recovery key bah: {k}",
             "recovery code for the member portal admin: {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Apple" in template:
        return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}
    if "BitLocker" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    if "1Password" in template:
        return {"k": "A3-" + "-".join(_r(rng, UPPER_DIGITS, n) for n in (6, 6, 5, 5, 5, 5))}
    return {"k": "-".join(_r(rng, LOWER_DIGITS, 5) for _ in range(4))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["Rimbun-Lodge-5G", "BarioPadi_2G", "SibuJetty-Staff", "Sarang House 7", "KilnTawau",
          "Koperasi-KCH", "RumahPanjai Ugak", "LadaShed-Serian", "Sepilok Staff 5G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA3 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "network lodge {s}, password dia {pw} bah",
    "wifi at the Sukau jetty: {s} / {pw}",
    "the key printed under the Unifi box: {pw}",
    "Password wifi {s}: {pw}",
    "wifi {s} password ya {pw}",
    "ni password wifi {s} bah: {pw}",
    "Password wifi {s} tu {pw}",
    "Password wifi {s} nopo nga {pw}",
    "wifi {s} password akuh {pw}",
    "nguai ê wifi {s} password sê {pw}",
    "wifi {s} password aku: {pw}, magsukul",
    "LoRa gateway backhaul wifi: ssid {s}, psk {pw}",
    "wifi {s}? pw {pw} lah",
    "Kitak connect {s}, password {pw}",
    "Kopivosian, wifi {s} password: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 20)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_LOCKS = [
    "door code for the swiftlet house 7: {p}",
    "keypad at the Sepilok staff quarters: {p}#",
    "padlock on the longboat fuel store: {p}",
    "safe in the Sibu teller room, code {p}",
    "ATM PIN kamek {p}",
    "PIN pintu gudang lada: {p} bah",
    "kod pintu bilik tu {p}",
    "PIN di kad oku: {p}",
    "nguai ê PIN sê {p}",
    "PIN aku baha'u {p}",
    "gate code kiln yard ya {p}",
    "alarm code for the Tawau sawmill office: {p}",
    "Otter voice memo: the lodge safe is {p} ok",
    "PIN akuh {p}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _r(rng, D, [4, 6, 5, 6][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "p")


_PHRASE_WORDS = ["belian", "enggang", "sarang", "padi", "temuai", "perahu", "kenyalang", "meranti",
                 "tuak", "lada", "maias", "rumah", "panjai", "tajau", "sape", "terabai", "bubu",
                 "pua", "kumbu", "tenom"]  # fmt: skip
_PHRASES = ["Bitwarden master passphrase: {p}", "passphrase kamek: {p}", "ni passphrase bah: {p}",
            "KeePassXC database passphrase {p}", "passphrase aku: {p}", "VeraCrypt volume passphrase → {p}"]  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    sep = [" ", "-", ".", " "][index % 4]
    return {"p": sep.join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _Family("passphrase", _PHRASES, _phrase_draw, "p")


_AUTH = {  # template: whether it holds Basic credentials
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Basic {v}' https://portal.rimbun.my/api/members": True,
    "header Authorization kamek: Basic {v}": True,
    "Authorization: Bearer {v}": False,
    "Insomnia export: authorization: bearer {v}": False,
    "ni header bah: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nDB_HOST=pg.rimbun.lan\nDB_USER=koperasi\nDB_PASSWORD={pw}",
    "docker-compose.yml:\nservices:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: \"{pw}\"",
    "k8s Secret kiln-db:\nstringData:\n  password: {pw}",
    "/etc/systemd/system/kiln-report.service:\n[Service]\nEnvironment=RIMBUN_KILN_DB_PASS={pw}\nExecStart=/opt/kiln/report",
    "settings.py:\nDATABASES['default']['PASSWORD'] = \"{pw}\"",
    "main.go:\ndb, _ := sql.Open(\"mysql\", \"mill:{pw}@tcp(mill-db.rimbun.lan:3306)/sawmill\")",
    "config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "app.js:\nconst pool = new Pool({{ user: 'lodge', password: '{pw}', host: 'pg.rimbun.lan' }});",
    "Kotlin: val sarangCamPassword = \"{pw}\"",
    "main.rs:\nlet password = \"{pw}\"; // longboat POS",
    "database.yml:\nproduction:\n  username: teller\n  password: {pw}",
    "appsettings.json:\n\"ConnectionStrings\": {{ \"Core\": \"Server=sql.rimbun.lan;User Id=core;Password={pw};\" }}",
    "lib/config.dart:\nconst lodgeAdminPassword = '{pw}';",
    "compose override:\n      SARANG_CAM_PASSWORD: {pw}",
    "values.yaml (helm):\nauth:\n  rootPassword: \"{pw}\"",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"KilnTawau\"\n  psk=\"{pw}\"\n}}",
    ".pgpass:\npg.rimbun.lan:5432:koperasi:teller:{pw}",
    "config.ini:\n[longboat_pos]\nsecret = {pw}",
    "LONGBOAT_POS_SECRET={pw}",
    "README, 'Running locally': set `KOPERASI_CORE_DB_PASSWORD={pw}` before `make run`",
    "runbook 'Kiln restart', step 2: log into the HMI with password {pw}",
    "terraform.tfvars:\nlodge_db_password = \"{pw}\"",
    "application.properties:\nspring.datasource.password={pw}",
    "ansible host_vars/sibu-jetty.yml:\nbooking_db_password: {pw}",
    "my.cnf:\n[client]\nuser=mill\npassword={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Aloysius: lodge wifi password?\nJacinta: {pw}",
    "[06:12] ugak: root pw for the kiln server?\n[06:13] linggang: {pw}",
    "Nurul: {pw} is the new teller admin password",
    "Tiong: guna {pw} bah, ya password timbang sekarang",
    "[21:40] Jimbun: Password baru komputer kami {pw}\n[21:41] Masing: ok, terima kasih",
    "Dayang: password tok {pw}, sik tauk madah orang",
    "Mojuntin: Kopivosian, password baharu: {pw}",
    "Rosnah: ni password bah {pw}",
    "Sing: nguai ê password sĭng sê {pw}",
    "Sulaiman: password aku {pw}, magsukul",
    "[08:02] Gundaling: password akuh {pw}\n[08:03] Juliana: tarima kasih",
    "MeiHua: {pw} — that's the wifi password",
    "[14:15] Jerome: can or not share the NVR password?\n[14:16] Awang: {pw}",
    "Linggang: Aku udah nukar password, tu {pw}",
    "Ah Hock: nu ê password se {pw} hor",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 30), (_urls, 13), (_vendors, 50),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 5),
    (_ibans, 12), (_national, 20), (_backups, 8), (_totp, 8), (_codes, 5), (_recovery, 5),
    (_wifi, 18), (_locks, 14), (_phrases, 6), (_auth, 6), (_configs, 25), (_chats, 15),
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
    "the teller admin password is": "{s}", "kiln HMI pw:": "{s} (since the panel swap in March)",
    "Password baru kamek": "{s}", "Ni password wifi bah:": "{s}\nchange it after the harvest",
    "Tu password baru kami:": "{s}", "Password baharu:": "{s}", "nguai ê password sê": "{s}",
    "Password akuh baruh:": "{s}", "the password Ugak read out over the radio was": "{s}, I think",
    "Password aku baha'u:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "SarawakPay merchant secret", "{s}", _j((HEX, 32))),
    ("split_token", "Nestrace key:", "{s} (nest traceability)", _j("nt_sk_", (ALNUM, 40))),
    ("split_token", "JomPAY biller secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "lodge donation wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HR"))),
    ("split_backup", "BigPay recovery codes", "{s}\nKXR204-7QM2D\nBTW881-H3VZ9", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "MyKad no.", "{s}", _mykad),
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
    '{"kiln": {"url": "https://kiln.rimbun.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"kata_laluan": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "ugak", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"cameras": [{"name": "nest-a"}, {"name": "nest-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["nats", "--user", "ops", "--password", "{s}", "pub", "tally", "ok"]}': ("meta_password", _plain_pw),
    '{"note": "password baru kamek {s}"}': ("meta_password", _plain_pw),
    '{"password_wifi": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the teller console as ugak with the password {s}"}': ("meta_password", _plain_pw),
    '{"sarawakpay": {"merchant_secret": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"slurpToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"sendparcel_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"exporter": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "EE")),
    '{"member": {"mykad": "{s}"}}': ("meta_id", _mykad),
    '{"mfa": {"recovery_codes": ["{s}", "KXR204-7QM2D", "BTW881-H3VZ9"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donation_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fuel_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Rimbun-Lodge-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.8.6-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"kiln-plc-firmware-2.4.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/rimbun/teller-api:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"teller: add dividend column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"booking: revert jetty timetable", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"nest-grading_2032-05-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"pepper-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the kiln HMI password before the inspection on 2032-06-11.",
    "Jacinta asked for the lodge wifi password; it's on the card in the front desk drawer.",
    "Policy: coop passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `SARAWAKPAY_MERCHANT_SECRET=replace-me` is a placeholder.",
    "The teller console asks for a new password after every update.",
    "Replace <YOUR_SENDPARCEL_KEY> in the README with the key from your dashboard.",
    "BIGPAY_CLIENT_SECRET and SLURP_POS_TOKEN must be set before the nightly sync runs.",
    "Anang madah ka orang bukai password nuan.",
    "Sik payah madah password kitak ke sapa-sapa.",
    "Jangan bilang orang password ko bah.",
    "Au popoilo' password nu ko tulun.",
    "Amu ada pakai password mudah, tarima kasih.",
    "nṳ̄ ê password mò̤ gāng nè̤ng.",
    "Ngga' pabeya' password kau ni a'a.",
    "Password must be changed every 90 days lah, IT says.",
    "Kata laluan mesti sekurang-kurangnya empat belas aksara.",
    "パスワードは14文字以上にしてください。",
    "密码至少要十四个字符。",
    "Upgraded the kiln PLC firmware from 2.3 to 2.4.1 and pymodbus to 3.8.6 over the weekend.",
    f"commit {_COMMIT} adds the dividend column.",
    f"Rolled back to {_SHORT} after the jetty timetable broke the booking export.",
    f"requirements.txt: pymodbus==3.8.6 --hash=sha256:{_WHEEL_SUM}",
    f"The kiln PLC firmware 2.4.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of pepper-export-2031.parquet: {_SHA512}",
    f"The teller API container runs ghcr.io/rimbun/teller-api@sha256:{_IMAGE}.",
    f"MD5 of nest-grading_2032-05-03.csv is {_MD5}, same as the copy on the QC share.",
    "Request id 5c2e81b4-3d6a-4f19-a7e2-8b1d5a6f3e27 is the slow one in the portal logs.",
    "Purchase order PO-2032-00418 for 40 sacks of Sarikei white pepper ships on Thursday.",
    "Jira SAW-512: the Tawau kiln 3 alarm keeps tripping at night.",
    "Call the Sibu jetty office on +60 84-331 872 before noon.",
    "Container TGHU 4821736 with the belian planks is at Kuching port.",
    "Bill of lading RRB-MYS-2032-0077 covers the pepper, 18 pallets.",
    "HS code 0904.11 is pepper, neither crushed nor ground; 0410.90 covers edible bird's nests.",
    "Kiln 3 is at 62 °C and 45 % relative humidity; the drying shed is at 31 °C.",
    "After five wrong passwords the teller console locks the account for 20 minutes.",
    "The Kapit longboat is 32 m long and carries 80 passengers.",
    "The secret of good Bario rice is the cold water from the highlands.",
    "Ask Awang for the swiftlet house door code, I don't have it.",
    "My card ending 7733 was declined at the Miri hardware store.",
    "The Tallinn agent wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop's BigPay account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `NESTRACE_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the fuel store rusts in the river air; oil it every month.",
    "Biztory moved the API key page under Settings › Developers in its May release.",
    "ISBN 978-0-19-861186-8 is the handbook on the QC shelf.",
    "The guest wifi 'Rimbun-Guest' is open, no password needed.",
    "Lot number LOT-2032-SAR-0311, 60 kg, moisture 12.1 %; grade FAQ.",
    "Boat leaves Sibu 05:45, reaches Kapit around 09:00 bah.",
    "Kamek sik ingat password, nanti kamek tanya Awang.",
    "Sia lupa password bah, nanti sia reset.",
    "Aku deka ngubah password pagi tu.",
    "Kotohuadan, oku nopo nga tulun Bario.",
    "Member no. 10427 paid the annual share of RM 120 on 2032-03-02.",
    "Order #88213 from the Sandakan nest buyer: 4.2 kg, grade A.",
    "The OTP expires after 5 minutes; request a new one if it has passed.",
    "Tukar PIN kad ATM setiap tahun, kata bank.",
    "Kiln batch K-2032-117 ran 96 hours at 60 °C.",
    "Guide licence renewal is due in June; bring two photos.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/koperasi/teller", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.8.6"}}',
    '{"ticket": "SAW-512", "purchase_order": "PO-2032-00418"}',
    '{"lot": {"id": "LOT-2032-SAR-0311", "weight_kg": 60, "moisture_pct": 12.1}}',
    '{"phone": "+60 84-331 872", "city": "Sibu"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "sacks_in_stock": 1284}',
    '{"hs_code": "0904.11", "origin": "MY", "description": "white pepper"}',
    '{"container": "TGHU 4821736", "port": "Kuching", "eta": "2032-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
