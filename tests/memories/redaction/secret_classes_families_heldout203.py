# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-third corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-first only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-second, two-hundred-and-fourth and two-hundred-and-fifth), any test, the reports,
the benchmarks, the changelog nor the git history, and the scrubber was never run on it. Its own
seed (203581447), password words (a gravel word of the dredge, a river and a number and a sign; a
rice variety, its bag weight and a sign; a palm-oil word and a year; leet words of the dredge,
the palm, the tapper's knife and the okada with a year; a name, a birth year, a sign and a town;
a radio station's frequency glued to a word; `Osusu` or `Susu` with a number and a sign; a
generator's groups and random runs), names, places, templates, tools, vendors and layouts, the way
the staff of Sewa Delta Holdings (fictional: a diamond dredge on the Sewa near Kenema, a rice mill
in Makeni, palm-oil presses by Bo, rubber tappers by Gbarnga, a motorbike-taxi (okada, pehn-pehn)
fleet in Freetown and Monrovia, a community radio station in Buchanan and village savings groups)
leak secrets into an assistant's memory. The texts are WhatsApp, Telegram, Signal, Viber, IMO,
Messenger, Teams and Slack messages, SMS, chat logs with times, tickets, wiki tables, notes, an
e-mail, runbooks, a README fragment, shell prompts, code (Python, JavaScript, Go, PHP, Kotlin,
Dart, Lua and C#), env files, compose, Kubernetes and systemd configs, voice-memo transcripts and
requests to the assistant itself; the separators run from a colon, "is", a dash and an arrow to an
emoji, a new line, quotes, parentheses and a table's bar.

Tools, calls, flags and variables none of heldouts 5 to 201 names (each grepped for the command,
flag or variable itself): Mongoose OS's `mos config-set wifi.sta.pass=`, SonoBus's
`--group-password`, a SHOUTcast transcoder's `sc_trans` config (`streampassword_1`), a BELABOX
`config.json` (`srtla_passphrase`, `relay_passphrase`), and the company's own scripts and variables
(`sewactl`, `sewa-millpos`, `sewa-vsla`, `sewa-okada`, `sewa-tapper`, `sewa-weighbridge`,
`sewa-radio`, `SEWA_DREDGE_PLC_PASS`, `SEWA_MILL_DB_PASSWORD`, `SEWA_VSLA_LEDGER_SECRET`), each with
its own flags (`--operator-pass`, `--cashier-passphrase`, `--treasurer-secret`, `--fleet-passcode`,
`--collector-key`, `--wb-password`, `--source-secret`). Common layouts (env files, compose,
systemd, Kubernetes secrets, a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer
headers, connection strings) are written in wordings of their own.

About 47 % of the secret samples are in other languages than English (by a rough count of the
templates): Krio, Liberian English (Kolokwa) texting, Temne, Mende, Kpelle, Vai and Bassa, and
French, Spanish, Portuguese, Italian, Czech and Korean only in seed-phrase lines. The wordings are
the author's approximations, checked by no speaker, built around a few marker words and the
loanwords people there text (password, pass, wifi, PIN, token, API key, server, backup): Krio's
`mi`, `di`, `na` ("is"), `fɔ`, `nyu`, `nɔ tɛl nɔbɔdi`, `wetin`, `padi`, `tɛnki`, `os`, `kɔd`;
Kolokwa's `da` ("is"), `my man`, `oh`, `yah`, `I beg you`, `ma pass`, `small-small`, `pehn-pehn`,
`ain't` (`ain’t` in print), `to be`; Temne's `sekɛ`, `ka`, `ŋa`; Mende's `bua`, `bi sie`, `nya`, `a`; Kpelle's `yâ`,
`ŋ́`, `kɛ`; Vai's `í`, `ànúwà`; Bassa's `m̀`, `kè`. The Temne, Mende, Kpelle, Vai and Bassa
lines (a greeting or a pronoun and a copula around loanwords) are the thinnest guesses; the Krio
and Kolokwa lines follow how those creoles are commonly texted.

Vendors (Monime, Qcell, Lonestar Cell MTN MoMo, Sierratel, LBDI, GN Bank, Union Trust Bank,
Kallpa, Easy Solar, PEG Africa, Sokoa, Chomoka, PlayIt Live, NextKast, OnAir Pro, Voscast,
Shoutca.st, RadioCaster, Wavestreaming, Instreamatic, Spacial, Aiir, Boomplay, Lexus Softmac, OGI
Systems, Rapaport, IDEX Online, Diamdel, Okavango Diamond Company, Agridence, Helixtap, Rubberway,
Fieldproxy, Poimapper, Protrack, GPS51, Tracksolid and Smsala) are ones heldouts 5 to 201 do not
name (grepped by name). No shape here is one the author knows to be real: every one is a guess
(hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs for Monime and Rapaport, `sk_live_`-like
prefixes `kp_sk_`, `qcl_`, `esl_live_`, `agd_`, `plk_`); the JWTs are well-formed.

The ids are kinds heldouts 5 to 201 do not use, except two lightly used ones that carry a check:
Ghana's TIN, drawn until `stdnum.gh.tin` validates its check character, and Guinea's NIFP, drawn
until `stdnum.gn.nifp` validates its Luhn digit. The others are invented shapes that no library or
this file checks (no check-digit algorithm is written here): a Sierra Leone NCRA national
identification number (NIN), a Sierra Leone NASSIT number, a Sierra Leone Road Safety Authority
(SLRSA) driving licence, a Sierra Leone passport, an NRA TIN, a Liberian national ID (NIR) card
number, a Liberian NASSCORP number, a Liberian driver's licence, a Liberian passport, an LRA TIN, a
Gold and Diamond Office (GDO) artisanal mining licence and a diamond dealer's licence. Card numbers
pass Luhn (Verve's prefixes drawn here and the value helpers' Visa, Mastercard, UnionPay, JCB and
Discover, checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough
count over the IBAN shapes and IBAN calls of heldouts 5 to 201 (Croatia, Lithuania, Poland,
Portugal, Spain, the United Kingdom, Italy and Austria, in fifteen or sixteen corpora each by that
count), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
French, Spanish, Portuguese, Italian, Czech and Korean lists, each with a valid checksum. Counts:
390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret unique), 60
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
from stdnum.gh import tin as gh_tin
from stdnum.gn import nifp as gn_nifp

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 203_581_447
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


_GRAVEL = ["Gravel", "Kimberlite", "Overburden", "Sluice", "Jig", "Tailings", "Pan", "Shovel",
           "Carat", "Dredge", "Sieve", "Pump"]  # fmt: skip
_RIVERS = ["Sewa", "Moa", "Mano", "Rokel", "Jong", "Taia", "Lofa", "StPaul", "Cestos", "Farmington",
           "Bafi", "Pampana"]  # fmt: skip
_RICE = ["Nerica", "Rok", "Pa", "Gbengben", "Mabinty", "Kissi", "Jasmine", "Parboil", "Pepper"]
_PALM = ["Palmkernel", "Tenera", "Dura", "Pisifera", "Kernel", "Press", "Fruitbunch", "Sludge"]
_PLACES = ["Freetown", "Bo", "Makeni", "Kenema", "Koidu", "Tongo", "Monrovia", "Gbarnga",
           "Buchanan", "Kakata", "Ganta", "Harbel", "Lunsar", "Magburaka", "Zwedru"]  # fmt: skip
_NAMES = ["Aminata", "Mohamed", "Fatmata", "Ibrahim", "Kadiatu", "Sorie", "Isatu", "Alimamy",
          "Mariama", "Foday", "Hawa", "Sahr", "Musu", "Tamba", "Nyuma", "Kollie", "Korto",
          "Flomo", "Garmai", "Saye", "Comfort", "Prince", "Hawa", "Momolu", "Jallah", "Yassah",
          "Siaffa", "Zoe", "Varney", "Boakai"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Dr3dg3", "P4lmK3rn3l", "T4pp3r", "0k4d4", "D14m0nd", "Sw4mpR1c3", "R4d10W4v3", "5usu"]


def _rice_bag(g: random.Random) -> str:
    """A rice variety and a bag's weight, as the mill crew jokes a password together."""
    return f"{g.choice(_RICE)}{g.choice([25, 50, 90, 100])}kg{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GRAVEL)}{g.choice(_RIVERS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    _rice_bag,
    lambda g: f"{g.choice(_PALM)}{g.randrange(1961, 2031)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(['FM', 'Fm', 'fm'])}{g.randrange(88, 108)}{g.choice(['Buchanan', 'Wave', 'Voice', 'Salone'])}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(['Osusu', 'Susu', 'Osusu'])}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    _generator,
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_RIVERS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Aminata: the dredge PLC web password is {pw}",
    "Telegram group 'Sewa dredge crew', Sahr: pump panel password → {pw}",
    "Signal from Foday: rice mill scale password - {pw}",
    "Viber message from Tamba: weighbridge PC password 🔑 {pw}",
    "IMO chat, Bo press: the palm-oil press HMI password is \"{pw}\"",
    "Teams chat: studio console password (Buchanan FM) {pw}",
    "Slack #okada-fleet: tracker portal password\n{pw}",
    "SMS from Kollie: rubber collection tablet password: {pw}",
    "ticket SD-4411: the Makeni mill server root password ({pw}) must be rotated",
    "Wiki › Radio › Transmitter: password = {pw}",
    "note to self: Kenema diamond office safe PC password {pw}",
    "Hi Mariama,\n\nthe admin password on the savings-group laptop is {pw}. Delete this mail once it's in the vault.\n\nThanks,\nIbrahim",
    "Runbook: restart the dredge pump\n1. open the Siemens panel\n2. log in as service\n3. password {pw}\n4. start pump P2",
    "README (studio rack)\nthe audio router UI is at https://router.sewa.lan, admin password `{pw}`.",
    "voice memo: the generator controller password is {pw} full stop",
    "remember my Rokel bank app password for me: {pw}",
    "after the reset the tracker password became {pw}",
    "[09:14] flomo: new password for the Gbarnga collection app is '{pw}'",
    "Mi email password na {pw}",
    "di router password na os: {pw}",
    "Aminata: di nyu password fɔ di server na {pw}, nɔ tɛl nɔbɔdi",
    "padi, di password fɔ di mil kompyuta na {pw}",
    "di dredge panel password na «{pw}»",
    "Sorie: mi nyu password na {pw} 👍",
    "tɛnki! di password fɔ di radio stɛshɔn na: {pw}",
    "wetin na di scale password? na {pw}",
    "My man, da generator panel password da {pw} oh",
    "da wifi password for the station: {pw}, yah",
    "Ma pass for the MoMo app da {pw}, I beg you don't tell nobody",
    "Korto: the new server pass da {pw} oh",
    "my people, the pehn-pehn tracker password da {pw}",
    "the mill computer password to be {pw}, small-small change it",
    "Varney: tapper app password da -> {pw}",
    "Sekɛ! password ka server ŋa {pw}",
    "password ka kompyuta: {pw}",
    "Bua! nya password a {pw}, bi sie",
    "nya email password a: {pw}",
    "Yâ, ŋ́ password kɛ {pw}",
    "Kpelle line from Flomo: server password kɛ {pw}",
    "Í password: {pw}, ànúwà",
    "Vai note from Momolu: server password {pw}",
    "M̀ password kè {pw}",
    "Bassa text from Yassah: M̀ server password kè {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["aminata", "mohamed.k", "fatmata", "ibrahim", "kadiatu", "sorie", "isatu.b", "alimamy",
          "mariama", "foday", "sahr.t", "musu", "tamba", "nyuma", "kollie", "korto", "flomo",
          "garmai", "saye", "momolu", "jallah", "yassah", "varney", "svc-dredge", "mill-ops"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Sahr: the dredge PLC login is {u} / {pw}",
    "ticket SD-4420: {u} locked out of the mill ERP, last password {pw}",
    "usr {u} pwd {pw}",
    "Wiki › Fleet › Tracker portal: {u} — {pw}",
    "| device | login | password |\n|---|---|---|\n| weighbridge PC | {u} | {pw} |",
    "sign into the studio console as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "- host: press-bo-2\n  username: {u}\n  password: {pw}",
    "Musu says the savings app account is {u} and the password is {pw}",
    "device,login,password\ntapper-tablet-7,{u},{pw}",
    "ssh {u}@mill.sewa.lan (password {pw})",
    "mi username na {u} ɛn mi password na {pw}",
    "username: {u}, password: {pw} — nɔ tɛl nɔbɔdi",
    "my man, the username da {u} and the pass da {pw}",
    "ma login da {u} / {pw} oh",
    "nya username a {u}, nya password a {pw}",
    "username ka {u}, password ka {pw}",
    "ŋ́ username kɛ {u}, password kɛ {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["sewa", "okada", "osusu", "kernel", "tapper", "sluice", "kenema", "gbarnga",
               "lappa", "cassava", "plasas", "gari", "benniseed", "ogiri", "kanya", "fufu",
               "jollof", "potato", "dumboy"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, then {d}",
    "password: it's {w}, straight after it the number {d}",
    "voice memo: the studio wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "di password na di wɔd {w}, afta dat {d}",
    "password na {w} wit {d} na di ɛnd",
    "the password da the word {w}, then {d} behind it",
    "my man, type {w} first, then {d}",
    "nya password a {w}, then {d}",
    "password ka {w} ŋa {d}",
    "ŋ́ password kɛ {w}, {d} behind it",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 7) % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "mos config-set wifi.sta.ssid=SewaDredge wifi.sta.pass={pw}",
    "mos config-set --port /dev/ttyUSB0 wifi.ap.pass={pw} wifi.ap.enable=true",
    "sonobus --connect --group buchanan-live --group-password '{pw}' --username {u}",
    "sewactl login --operator {u} --operator-pass '{pw}' --site kenema-dredge",
    "sewa-millpos enroll --cashier {u} --cashier-passphrase '{pw}' --till 3",
    "sewa-vsla sync --group makeni-women --treasurer {u} --treasurer-secret '{pw}'",
    "sewa-okada fleet login -u {u} --fleet-passcode '{pw}'",
    "sewa-tapper upload --collector {u} --collector-key '{pw}' --plot GB-17",
    "sewa-weighbridge connect --host wb1.sewa.lan --wb-user {u} --wb-password '{pw}'",
    "sewa-radio push --mount /live --source-user {u} --source-secret '{pw}'",
    "SEWA_DREDGE_PLC_PASS='{pw}' sewactl plc status --unit P2",
    "SEWA_MILL_DB_PASSWORD={pw} sewa-millpos migrate",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "aminata@mill-srv:~$ {c}", "PS C:\\sewa> {c}", "Termux on the okada office phone:\n$ {c}",
    "ran this on the dredge laptop: {c}", "history | tail -1\n  512  {c}",
    "dis na di command wey a run: {c}", "di command na: {c}", "my man, I ran this: {c}",
    "the command I run da: {c}", "command ka: {c}", "nya command a: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.sewa.lan:5432/mill",
    "mysql://{u}:{pw}@db.sewa.lan/vsla",
    "mongodb+srv://{u}:{pw}@cluster0.sewa-fleet.net/okada",
    "amqp://{u}:{pw}@mq.sewa.lan:5672/tapper",
    "mqtt://{u}:{pw}@broker.sewa.lan:1883",
    "ftp://{u}:{pw}@files.sewa.lan/radio/ads",
    "redis://{u}:{pw}@cache.sewa.lan:6379/2",
    "https://{u}:{pw}@git.sewa.lan/dredge/plc-config.git",
    "rtsp://{u}:{pw}@cam-press-bo.sewa.lan:554/live",
    "jdbc:postgresql://pg.sewa.lan/mill?user={u}&password={pw}",
    "Server=sql.sewa.lan;Database=Payroll;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "di database URL na {c}",
    "the DB link da {c} oh", "ticket SD-4433: {c}", "Wiki › Databases: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "sewa-delta", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "payments:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Monime", "MONIME_ACCESS_TOKEN", _vendor_jwt("https://api.monime.io")),
    ("Qcell", "QCELL_SMS_API_KEY", _j("qcl_", (ALNUM, 32))),
    ("Lonestar MoMo", "LONESTAR_MOMO_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Sierratel", "SIERRATEL_API_SECRET", _j((ALNUM, 40))),
    ("LBDI", "LBDI_OPENBANK_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("GN Bank", "GNBANK_API_KEY", _j((UPPER_HEX, 40))),
    ("Union Trust Bank", "UTB_API_TOKEN", _j((URLSAFE, 43))),
    ("Kallpa", "KALLPA_SECRET_KEY", _j("kp_sk_", (ALNUM, 32))),
    ("Easy Solar", "EASYSOLAR_API_KEY", _j("esl_live_", (ALNUM, 30))),
    ("PEG Africa", "PEG_PAYGO_TOKEN", _j((HEX, 40))),
    ("Sokoa", "SOKOA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Chomoka", "CHOMOKA_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("PlayIt Live", "PLAYITLIVE_REMOTE_KEY", _j((UPPER_DIGITS, 32))),
    ("NextKast", "NEXTKAST_API_KEY", _j((HEX, 32))),
    ("OnAir Pro", "ONAIRPRO_TOKEN", _j((B64, 64))),
    ("Voscast", "VOSCAST_API_KEY", _j((ALNUM, 32))),
    ("Shoutca.st", "SHOUTCAST_HOST_API_KEY", _j((HEX, 40))),
    ("RadioCaster", "RADIOCASTER_API_TOKEN", _j((ALNUM, 36))),
    ("Wavestreaming", "WAVESTREAMING_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Instreamatic", "INSTREAMATIC_SECRET", _j((URLSAFE, 40))),
    ("Spacial", "SPACIAL_API_KEY", _j((UPPER_HEX, 32))),
    ("Aiir", "AIIR_API_KEY", _j((HEX, 64))),
    ("Boomplay", "BOOMPLAY_PARTNER_SECRET", _j((ALNUM, 48))),
    ("Lexus Softmac", "SOFTMAC_LICENCE_TOKEN", _j((B64, 44))),
    ("OGI Systems", "OGI_API_KEY", _j((HEX, 40))),
    ("Rapaport", "RAPAPORT_ACCESS_TOKEN", _vendor_jwt("https://auth.rapaport.com")),
    ("IDEX Online", "IDEX_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Diamdel", "DIAMDEL_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Okavango Diamond Company", "ODC_TENDER_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Agridence", "AGRIDENCE_API_KEY", _j("agd_", (ALNUM, 36))),
    ("Helixtap", "HELIXTAP_TOKEN", _j((HEX, 48))),
    ("Rubberway", "RUBBERWAY_API_KEY", _j((ALNUM, 32))),
    ("Fieldproxy", "FIELDPROXY_API_KEY", _j((URLSAFE, 40))),
    ("Poimapper", "POIMAPPER_API_TOKEN", _j((HEX, 32))),
    ("Protrack", "PROTRACK_ACCESS_TOKEN", _j((HEX, 32))),
    ("GPS51", "GPS51_TOKEN", _j((LOWER_DIGITS, 40))),
    ("Tracksolid", "TRACKSOLID_APP_SECRET", _j((HEX, 32))),
    ("Smsala", "SMSALA_API_KEY", _j("plk_", (ALNUM, 34))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker-compose.yml:\n    environment:\n      - {env}={tok}",
    "k8s secret (stringData):\n  {env}: \"{tok}\"",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "fly secrets set {env}={tok}",
    "Sewa ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Wiki table 'Integrations': | {vendor} | live | {tok} |",
    "WhatsApp, Ibrahim: {vendor} key for the payouts: {tok}",
    "ticket SD-4450: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "di {vendor} API key na {tok}",
    "{vendor} API key fɔ di mil: {tok}, nɔ tɛl nɔbɔdi",
    "my man, the {vendor} API key da {tok} oh",
    "da {vendor} token to be {tok}, yah",
    "{vendor} API key ka: {tok}",
    "nya {vendor} API key a {tok}",
    "{vendor} API key kɛ {tok}",
    "M̀ {vendor} API key kè {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    monime, qcell, poimapper = _r(rng, ALNUM, 40), _r(rng, ALNUM, 32), _r(rng, HEX, 32)
    protrack, smsala, okavango = _r(rng, HEX, 32), _r(rng, ALNUM, 34), v.uuid4(rng, "9")
    return [
        Sample("vendor_token", f'r = requests.post("https://api.monime.io/payouts", headers={{"Authorization": "Bearer {monime}"}})', monime),
        Sample("vendor_token", f"curl -H 'X-Qcell-Key: {qcell}' https://sms.qcell.gm/api/v1/send", qcell),
        Sample("vendor_token", f'const client = new PoimapperClient({{ apiToken: "{poimapper}" }});', poimapper),
        Sample("vendor_token", f'val protrack = ProtrackApi(account = "sewa-okada", accessToken = "{protrack}")', protrack),
        Sample("vendor_token", f"$sms = new SmsalaClient('sewa', '{smsala}');", smsala),
        Sample("vendor_token", f'final odc = OdcTenderClient(apiKey: "{okavango}");', okavango),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "di token na {t}",
                "the token da {t} oh", "{t}\n^ new one, the old one is dead", "hold this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the rubber-plot rain gauge RG-04: {h}": 32,
    "HMAC secret for the Monime payout webhook: {h}": 64,
    "AES key of the dredge telemetry uplink: {h}": 32,
    "pre-shared key of the studio-to-transmitter link (hex): {h}": 64,
    "di encryption key fɔ di backup na {h}": 64,
    "the backup encryption key da {h}": 48,
    "backup key ka: {h}": 32,
    "nya backup key a {h}": 64,
    "okada tracker AES key → {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket SD-4461: token copied out of the browser's network tab {t}",
    "Cookie: lang=en-SL; sewa_session={t}",
    "VSLA_LEDGER_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "di token na {t}",
    "the token da {t} oh",
    "token ka: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@sewadelta.sl"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://id.sewadelta.sl/realms/staff", "azp": "mill-console",
                   "groups": ["mill", "dredge"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the mill server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/radio.sewadelta.sl.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PAYOUT_SIGNING_KEY": "{key}", "partner": "monime"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_dredge <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ticket SD-4470, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "di server private key na dis:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the diamond export office:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "recovery phrase of the savings group's USDT wallet\n{p}": "english",
    "di wallet recovery wɔd dɛn na: {p}": "english",
    "my man, the wallet seed words da {p}": "english",
    "voice memo: the wallet recovery words are {p} and that's all": "english",
    "nya wallet words a: {p}": "english",
    "phrase de récupération du portefeuille de Guinée : {p}": "french",
    "frase de recuperación de la billetera: {p}": "spanish",
    "frase de recuperação da carteira: {p}": "portuguese",
    "frase di recupero del portafoglio: {p}": "italian",
    "obnovovací fráze peněženky: {p}": "czech",
    "지갑 복구 문구: {p}": "korean",
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
        ", ".join(words),
        " ".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Verve's, which the value helpers do not
    know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "verve":
        return _card_of(rng, ["506099", "506118", "506145", "650004", "650019"], [16, 19])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Ibrahim: the company card for the dredge spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "ticket SD-4480: pay the transmitter repair with card {c}",
    "mi kad nɔmba na {c}, {mm}/{yy}",
    "di Verve kad nɔmba: {c}",
    "my man, ma card number da {c}, {mm}/{yy}",
    "the card number to be {c} oh",
    "nya card number a {c}",
    "card number ka: {c}",
    "ŋ́ card number kɛ {c}",
    "M̀ card number kè {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "verve", "mastercard", "unionpay", "verve", "jcb", "discover", "visa"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/35, security code {cvv}",
               "the three digits on the back by the signature: {cvv}",
               "Amex {c}, four-digit code printed on the front: {cvv}",
               "di tri nɔmba dɛn na di bak na di kad: {cvv}",
               "the three numbers behind the card da {cvv} oh",
               "card back number ka: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 201; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"HR": "n" * 17, "LT": "n" * 16, "PL": "n" * 24, "PT": "n" * 21, "ES": "n" * 20,
                "GB": "aaaa" + "n" * 14, "IT": "a" + "n" * 10 + "c" * 12, "AT": "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice SD-2033-051: please pay the dredge pump parts to {i} within 30 days",
    "save the Lisbon palm-oil buyer's IBAN: {i}",
    "IBAN: {i}\nReference: rubber lot 12, March",
    "WhatsApp #finance: the Zagreb engine supplier's new bank details, IBAN {i}",
    "mi IBAN na {i}",
    "di IBAN fɔ di bayer na: {i}",
    "ma IBAN da {i} oh",
    "the buyer IBAN to be {i}",
    "nya IBAN a {i}",
    "IBAN ka: {i}",
    "ŋ́ IBAN kɛ {i}",
    "account of the Vilnius radio-parts shop, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _gh_tin(g: random.Random) -> str:
    """A Ghana TIN: P, C, G, Q or V, two zeros, seven digits and a weighted mod-11 check."""
    return v.until(g, lambda h: h.choice("PCGQV") + "00" + _r(h, D, 8), gh_tin.is_valid)


def _gn_nifp(g: random.Random) -> str:
    """A Guinean NIFP: nine digits, the last a Luhn digit."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 8), gn_nifp.is_valid)


def _sl_nin(g: random.Random) -> str:
    """A Sierra Leone NCRA national identification number: an invented shape, no check."""
    return _r(g, UPPER_DIGITS, 4) + _r(g, D, 4)


def _sl_nassit(g: random.Random) -> str:
    """A Sierra Leone NASSIT social-security number: invented, a letter and ten digits."""
    return g.choice("SF") + _r(g, D, 10)


def _sl_licence(g: random.Random) -> str:
    """An SLRSA driving licence: invented, SL, two digits of a year, a dash and seven digits."""
    return f"SL{g.randrange(10, 34)}-{_r(g, D, 7)}"


def _sl_passport(g: random.Random) -> str:
    """A Sierra Leone passport: invented, two letters and seven digits."""
    return g.choice(["EA", "EB", "EC"]) + _r(g, D, 7)


def _sl_tin(g: random.Random) -> str:
    """A Sierra Leone NRA TIN: invented, ten digits."""
    return "1" + _r(g, D, 9)


def _lr_nir(g: random.Random) -> str:
    """A Liberian national ID (NIR) card number: invented, LBR and nine digits."""
    return "LBR" + _r(g, D, 9)


def _lr_nasscorp(g: random.Random) -> str:
    """A Liberian NASSCORP number: invented, twelve digits in three groups."""
    return f"{_r(g, D, 4)}-{_r(g, D, 4)}-{_r(g, D, 4)}"


def _lr_licence(g: random.Random) -> str:
    """A Liberian driver's licence: invented, DL, a county's two letters and eight digits."""
    return "DL" + g.choice(["MO", "BO", "GB", "NI"]) + _r(g, D, 8)


def _lr_passport(g: random.Random) -> str:
    """A Liberian passport: invented, OO or PP and seven digits."""
    return g.choice(["OO", "PP"]) + _r(g, D, 7)


def _lr_tin(g: random.Random) -> str:
    """A Liberian LRA TIN: invented, nine digits."""
    return "5" + _r(g, D, 8)


def _gdo_licence(g: random.Random) -> str:
    """An artisanal mining licence from the Gold and Diamond Office: invented."""
    return f"AML/{g.choice(['KN', 'KD', 'BO'])}/{g.randrange(2019, 2034)}/{_r(g, D, 5)}"


def _dealer_licence(g: random.Random) -> str:
    """A diamond dealer's licence: invented."""
    return f"DDL-{_r(g, D, 4)}-{_r(g, UPPER, 2)}"


_ID_PLACES: dict[str, Maker] = {
    "Ghana TIN of the Tema palm-oil buyer, for the invoice: {s}": _gh_tin,
    "di Ghana TIN fɔ di bayer na {s}": _gh_tin,
    "Guinea NIFP of the Conakry rice trader: {s}": _gn_nifp,
    "the Guinea NIFP for the Nzérékoré supplier da {s}": _gn_nifp,
    "my NIN from the NCRA card: {s}": _sl_nin,
    "mi NIN (NCRA) na {s}": _sl_nin,
    "NASSIT number of the mill foreman: {s}": _sl_nassit,
    "mi NASSIT nɔmba na {s}": _sl_nassit,
    "SLRSA driving licence number: {s}": _sl_licence,
    "mi draybin laysens nɔmba na {s}": _sl_licence,
    "Sierra Leone passport no.: {s}": _sl_passport,
    "mi paspɔt nɔmba na {s}": _sl_passport,
    "NRA TIN of the rice mill: {s}": _sl_tin,
    "my national ID card number (NIR): {s}": _lr_nir,
    "ma national ID number da {s} oh": _lr_nir,
    "NASSCORP number for the tapper's file: {s}": _lr_nasscorp,
    "my man, ma driver license number da {s}": _lr_licence,
    "ma Liberian passport number to be {s}": _lr_passport,
    "LRA TIN of the Buchanan radio station: {s}": _lr_tin,
    "nya passport number a {s}": _sl_passport,
    "GDO artisanal mining licence of the Tongo plot: {s}": _gdo_licence,
    "diamond dealer licence number ka: {s}": _dealer_licence,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Monime dashboard 2FA recovery codes\n{codes}", "spare sign-in codes for the company Google account {codes}",
            "Rapaport backup codes: {codes}", "di 2FA backup kɔd dɛn:\n{codes}",
            "my man, the 2FA backup codes da: {codes}", "nya 2FA backup codes a: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Monime:aminata@sewadelta.sl?secret={s}&issuer=Monime&digits=6",
              "2FA setup key for the GN Bank login (manual entry): {s}",
              "TOTP secret of the radio station's Boomplay account: {s}",
              "di 2FA sikrit na {s}"]  # fmt: skip
_CODES = ["{c} is your Monime verification code", "Orange Money: your OTP is {c}. Do not share.",
          "Afrimoney code: {c}. Nɔ gi ɛnibɔdi", "the verification code da {c} oh",
          "LBDI mobile: use {c} to sign in"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Sewa-Dredge-Office", "Makeni-Mill-5G", "BoPress_Guest", "Buchanan FM Studio",
          "Okada-Yard-Freetown", "Gbarnga-Tappers", "Kenema-Diamond-Office", "LONESTAR-4G-8812",
          "Africell_MiFi_31", "Orange-Flybox-2207", "VSLA-Makeni", "Harbel-Camp-WiFi"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "studio network {s}, password {pw}",
    "wifi at the Bo press: {s} / {pw}",
    "the key printed under the Africell MiFi: {pw}",
    "di wifi {s} password na {pw}",
    "wetin na di wifi password? na {pw}",
    "my man, the wifi {s} password da {pw} oh",
    "the {s} wifi pass to be {pw}",
    "wifi {s} password ka: {pw}",
    "nya wifi password a {pw}",
    "wifi password kɛ {pw}",
    "M̀ wifi password kè {pw}",
    "Raspberry Pi imager, wireless LAN: SSID {s}, password {pw}",
    "MiFi admin page › WLAN › key: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("esl_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("qcl_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated on the phone] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "wan wan lɛta: {t}", "one-one letter, my man: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["di padlɔk kɔd fɔ di stɔ na {pw}", "di dɔ kɔd na di mil na {pw}",
          "the safe code at the diamond office da {pw}", "the gate code to be {pw} oh",
          "the studio door keypad takes {pw} then #", "padlock on the rubber store at Harbel: {pw}",
          "my MoMo PIN: {pw}", "mi Orange Money PIN na {pw}", "nya PIN a {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["cassava", "palmwine", "kernel", "sluice", "dredge", "okada", "tapper", "latex",
                 "paddy", "husk", "lappa", "osusu", "mangrove", "harmattan", "riverbank", "jollof"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the finance vault: {p}": " ",
            "KeePassXC database passphrase: {p}": " ",
            "Proton Pass passphrase: {p}": "-", "VeraCrypt volume passphrase for the books: {p}": ".",
            "di backup passphrase na {p}": " ", "the backup passphrase da {p}": "_",
            "nya passphrase a {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "curl -H 'Authorization: Bearer {v}' https://api.sewadelta.sl/v1/lots": False,
    "Insomnia export, header Authorization = Basic {v}": True,
    "di header na: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "sc_trans.conf:\nencoder_1=mp3\nbitrate_1=64000\noutprotocol_1=3\nserverip_1=radio.sewadelta.sl\nstreampassword_1={pw}",
    "belabox config.json:\n{{\"srt_latency\": 2000, \"srtla_addr\": \"relay.sewadelta.sl\", \"srtla_passphrase\": \"{pw}\"}}",
    "belabox config.json:\n{{\"relay_server\": \"fra\", \"relay_account\": \"sewa\", \"relay_passphrase\": \"{pw}\"}}",
    ".env:\nSEWA_MILL_DB_USER=mill\nSEWA_MILL_DB_PASSWORD={pw}",
    ".env.local:\nSEWA_VSLA_LEDGER_SECRET={pw}",
    "docker-compose.yml:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: mill\n      POSTGRES_PASSWORD: {pw}",
    "k8s:\napiVersion: v1\nkind: Secret\nmetadata:\n  name: dredge-plc\nstringData:\n  SEWA_DREDGE_PLC_PASS: \"{pw}\"",
    "/etc/systemd/system/sewa-radio.service:\n[Service]\nEnvironment=ICECAST_SOURCE_PASSWORD={pw}\nExecStart=/usr/local/bin/sewa-radio push",
    "icecast.xml:\n<authentication>\n  <source-password>{pw}</source-password>\n</authentication>",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "application.properties:\nspring.datasource.username=vsla\nspring.datasource.password={pw}",
    "settings.py:\nDATABASES = {{\"default\": {{\"USER\": \"okada\", \"PASSWORD\": \"{pw}\"}}}}",
    "config.yaml (tapper app):\nsync:\n  user: collector\n  password: \"{pw}\"",
    "rclone.conf:\n[sewa-ftp]\ntype = ftp\nhost = files.sewa.lan\nuser = radio\npass = {pw}",
    "appsettings.json:\n{{\"ConnectionStrings\": {{\"Mill\": \"Host=pg.sewa.lan;Username=mill;Password={pw}\"}}}}",
    "terraform.tfvars:\nmill_db_password = \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Sahr: dredge wifi password?\nAminata: {pw}",
    "[06:12] foday: root pw for the mill server?\n[06:13] ibrahim: {pw}",
    "Korto: {pw} da the new tracker password",
    "Flomo: use {pw}, that's what the studio PC has now",
    "Isatu: di nyu password na {pw}",
    "Sorie: {pw} — na di password fɔ di mil",
    "Varney: my man, the new pass da {pw} oh",
    "Musu: nya password a {pw}",
    "Alimamy: password ka {pw}",
    "Yassah: M̀ password kè {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_CODE = [
    'DB_PASS = "{pw}"  # mill reporting script',
    'const plcPassword = "{pw}"; // dredge pump panel',
    'db, _ := sql.Open("postgres", "user=vsla password={pw} host=pg.sewa.lan")',
    '$pdo = new PDO("mysql:host=db.sewa.lan;dbname=okada", "okada", "{pw}");',
    'val radioSourcePassword = "{pw}"',
    "final tapperSyncPassword = '{pw}';",
    'local wifi_password = "{pw}" -- Lua on the ESP at the press',
    'var conn = new NpgsqlConnection("Host=pg.sewa.lan;Username=mill;Password={pw}");',
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_code, 8),
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
    "the dredge PLC password is": "{s}", "mill server pw:": "{s} (since the March reinstall)",
    "mi password na": "{s}", "studio PC password": "{s}\nchange it after the elections coverage",
    "ma pass da": "{s} oh", "di wifi password na:": "{s}", "nya password a": "{s}",
    "tracker portal password": "{s}",
    "the password Sahr read out over the radio was": "{s}, I think", "password ka": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "NextKast API key", "{s}", _j((HEX, 32))),
    ("split_token", "Easy Solar key:", "{s} (PAYGo unlocks)", _j("esl_live_", (ALNUM, 30))),
    ("split_token", "LBDI client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "savings wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/36", lambda g: v.grouped(_card(g, "verve"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HR"))),
    ("split_backup", "Monime recovery codes", "{s}\nkqzt-4821-mwpe\nrbvn-0937-hslu", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Ghana TIN", "{s}", _gh_tin),
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
    '{"dredge": {"plc_url": "https://plc.sewa.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mi_password": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "korto", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"presses": [{"name": "bo-1"}, {"name": "bo-2", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sewactl", "login", "--operator", "sahr", "--operator-pass", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "di password fɔ di mil server na {s}"}': ("meta_password", _plain_pw),
    '{"note": "my man, the studio pass da {s} oh"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the weighbridge as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"nextkast": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"helixtapToken": "{s}"}': ("meta_token", _j((HEX, 48))),
    '{"protrack_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "verve"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LT")),
    '{"trader": {"nifp": "{s}"}}': ("meta_id", _gn_nifp),
    '{"mfa": {"recovery_codes": ["{s}", "kqzt-4821-mwpe", "rbvn-0937-hslu"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"vsla_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"rubber_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Buchanan FM Studio", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"plc-firmware-4.2.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/sewadelta/mill-api:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"mill: add paddy moisture column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"okada: revert fare table", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"carat_log_2033-03-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"vsla-ledger-export-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the dredge PLC password before the inspection on 2033-04-11.",
    "Sahr asked for the studio wifi password; it's on the card in the manager's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `NEXTKAST_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The weighbridge PC asks for a new password after every Windows update.",
    "Replace <YOUR_MONIME_TOKEN> in the README with the token from your Monime dashboard.",
    "SEWA_MILL_DB_PASSWORD and PROTRACK_ACCESS_TOKEN must be set before the nightly sync runs.",
    "Nɔ tɛl nɔbɔdi yu password, yu yɛri?",
    "Di password fɔ gɛt fɔtin lɛta ɔ mɔ.",
    "My man, don't give nobody your password oh.",
    "The password to be long-long, ain't short.",
    "Bua! bi sie fɔ di mitin.",
    "Sekɛ, tɛnki fɔ di rays.",
    "Yâ, the meeting da tomorrow.",
    "Ask Korto for the rubber store padlock code, I don't have it.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "La contraseña debe tener al menos catorce caracteres.",
    "Upgraded the PLC firmware from 4.1 to 4.2.7 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the paddy moisture column.",
    f"Rolled back to {_SHORT} after the fare table broke the okada app.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The PLC firmware 4.2.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of vsla-ledger-export-2033.parquet: {_SHA512}",
    f"The mill API container runs ghcr.io/sewadelta/mill-api@sha256:{_IMAGE}.",
    f"MD5 of carat_log_2033-03-02.csv is {_MD5}, same as the copy on the share.",
    "Request id 3c9e41a7-8b2d-4f10-a6e3-5d7c0b9f2e41 is the slow one in the payout logs.",
    "Purchase order PO-2033-00217 for 120 bags of parboiled rice ships on Friday.",
    "Ticket SD-4502: the Bo press boiler alarm keeps tripping at night.",
    "Call the Kenema office on +232 76 514 208 before noon.",
    "Call the Monrovia office on +231 77 645 1290 after two.",
    "Container MSCU 5829163 with the palm kernel oil is at Freetown Queen Elizabeth II Quay.",
    "Bill of lading SDH-FNA-2033-0041 covers the rubber, 14 pallets.",
    "HS code 1511.10 is crude palm oil; 4001.22 is technically specified natural rubber.",
    "The dredge pumped 1,840 cubic metres of gravel on Tuesday; 23.4 carats were recovered.",
    "After five wrong passwords the tracker portal locks the account for 20 minutes.",
    "The Makeni mill hulls about 3 tonnes of paddy an hour.",
    "The secret of good palm oil is pressing the bunches within two days of harvest.",
    "My card ending 4417 was declined at the Bo hardware store.",
    "The Zagreb supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Monime account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `EASYSOLAR_API_KEY` in the secrets store, never in the repository.",
    "Monime moved the API key page under Settings › Developers in its April release.",
    "The guest wifi 'BoPress_Guest' is open, no password needed.",
    "Okada KB-4417 was serviced at 12,400 km; next service at 15,000 km.",
    "Buchanan FM broadcasts on 97.3 MHz from 6 am to midnight.",
    "The savings group meets every Thursday; the share price is 5,000 leones.",
    "Lot TAP-2033-GB-0192: 850 kg of cup lump, DRC 52 %.",
    "ISBN 978-0-19-280269-9 is the Krio dictionary on the studio shelf.",
    "Di mitin fɔ di osusu na Tɔsde, na tri ɔklɔk.",
    "My man, the okada fare from Red Light to Broad Street da 50 LD.",
    "The pehn-pehn boys want new helmets before the rainy season.",
    "Your MoMo PIN should never be shared with anyone, not even the agent.",
    "The generator uses 12 litres of diesel for a full night of broadcasting.",
    "Rotate the PLC password every 90 days, per the dredge safety plan.",
    "The vault entry 'dredge/plc' was updated by Aminata on 2033-03-30.",
    "IMEI 35-209900-176148-1 belongs to the broken tracker on KB-2210.",
    "The Harbel rubber store opens at 7 and closes at 4.",
    "Version 2.3.14 of the mill app fixes the receipt printer bug.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/dredge/plc", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "SD-4502", "purchase_order": "PO-2033-00217"}',
    '{"lot": {"id": "TAP-2033-GB-0192", "weight_kg": 850, "drc_pct": 52}}',
    '{"phone": "+232 76 514 208", "city": "Kenema"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bags_in_stock": 1460}',
    '{"hs_code": "1511.10", "origin": "SL", "description": "crude palm oil"}',
    '{"container": "MSCU 5829163", "carrier": "MSC", "eta": "2033-05-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
