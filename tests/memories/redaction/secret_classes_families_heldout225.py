# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-twenty-fifth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-twenty-first only to search them (grep) for the languages, wordings,
tools, flags, variables, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`);
never `memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-twenty-second to two-hundred-and-twenty-fourth), any test, the reports, the
benchmarks, the changelog nor the git history, and the scrubber was never run on it. Its own seed
(225604817), password words (a sago or buai word, a bundle's weight or a price and a sign; a dive
site, a depth and a sign; an outboard's make and horsepower with a year; a PMV route number, a town
and a sign; leet Tok Pisin words (kaukau, kulau, mumu, buai, tabu) with a year; a name, a birth
year, a sign and an island; a generator's three groups and random runs), names, places, templates,
tools, vendors and layouts, the way the staff of Tubuan Trading (fictional: sago flour from
Namatanai, betel nut (buai) buying in Buka, a dive resort off Kavieng, a cocoa fermentery by
Arawa, an outboard-motor repair shop in Lorengau, a PMV bus line on the Buka-Arawa-Kieta road and
a village savings club (a "tabu" club) across New Ireland, Manus and Bougainville) leak secrets
into an assistant's memory. The texts are WhatsApp, Messenger, Viber, Signal, Telegram, Teams and
Slack messages, SMS, chat logs with times, tickets, wiki tables, notes, e-mails, runbooks, README
fragments, shell prompts, code (Python, JavaScript, Go, PHP, Kotlin, C#, Ruby, Rust, Lua, Dart),
configs (env files, compose, Kubernetes secrets, systemd units), voice-memo transcripts and
requests to the assistant itself; the label's separators run from a colon, "is" and a dash (the
en dash `–` a phone's keyboard types) to an arrow, an emoji, a new line, quotes, parentheses and a
table's bar.

Tools, commands and flags none of heldouts 5 to 221 names (each grepped for the command or the
flag itself): the company's own CLIs `savclub`, `pmvfleet`, `kakaodry`,
`sagoflow`, `obdiag`, `kinamoni`, `reefsync` and `sagoweigh` with their invented flags
(`--pin-phrase`, `--op-pass`, `--service-password`, `--passwd-inline`, `--dealer-pw`,
`--club-secret`, `--shop-secret`, `--weigh-pass`), and SMS commands of TK103-style GPS trackers in
the PMV buses (`admin<password> <phone>`, `password<old> <new>`), which no earlier corpus writes;
the variables `TUBUAN_SAVCLUB_PIN`, `PMV_FLEET_PASS`, `KAKAODRY_SERVICE_PW`, `REEFSYNC_SECRET` and
`SAGOFLOW_DB_PASS` are the company's own. Beside them the Quectel `AT+QICSGP` command, used in one
earlier corpus.

About 47 % of the secret samples are in other languages than English (by a rough count of marker
words over the drawn samples, 185 of 390): Tok Pisin (written in full and as
texted: `blo`, `lo`, `nupla`, `pw`), Tolai (Kuanua), Nalik, Halia, Nasioi, Titan (Manus) and PNG
English texting (`bro`, `ya`, `dis`, `pls`, `tru`, `ok nau`). The wordings are the author's
approximations, checked by no speaker, built on a few marker words and the loanwords people
really text (password, pasword, wifi, PIN, token, server, kod, namba): Tok Pisin `bilong`, `em`,
`nupela`, `no ken tokim narapela`, `tenkyu`, `plis`, `long haus`, `wanpela wanpela leta`; Kuanua
`kaugu` (my), the article `ra`, `ma` (and), `tabu` (shell money) and `maravai` (thanks); the Nalik,
Halia, Titan and Nasioi lines put a Tok Pisin frame around a guessed possessive (`-gu`/`nagu`,
`hagu`, `ndrou`, `nóo`) and a guessed thanks, and are the thinnest guesses of all, with Kuanua's
`maravai` next.

Vendors (PNG Power, Trukai, Paradise Foods, Credit Corporation, Kina Securities, Ela Motors, PNG
Ports, SkyMate, Nationwide Microbank, Vodafone PNG, Capsule CRM, Hike POS, Reckon, Airlines PNG,
Brian Bell, Boroko Motors, Capital Insurance, Comrade Trustee, Consort Express, Coral Sea Hotels,
Daltron, Hevilift, Islands Petroleum, Kumul Petroleum, Link PNG, Lutheran Shipping, Niu Power,
Pacific MMI, Rabaul Shipping, Steamships, Trans Niugini Tours, Treid Pacific, Tyre Power, Walindi,
Lissenung, Bank of PNG and myIRC) are ones heldouts 5 to 221 do not name (grepped by name;
`Reckon` matches there only as the verb). No shape here is one the author knows to be real: every
one is a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs, and prefixes such as
`ppl_live_`, `nmb_sk_`, `kina_`, `hkp_`); the JWTs are well-formed.

The ids are kinds heldouts 5 to 221 do not use, and unchecked invented shapes (no check-digit
algorithm is written here): a Manus provincial outboard licence and a New Ireland skipper's
outboard licence, a PMV operator's permit of the Road Traffic Authority, an Autonomous Bougainville
voter card, a Cocoa Board exporter licence, a PMV driver's PSV badge (named in one earlier
corpus), a PNG NID written with "namba" and PNG passports; two lightly used
kinds carry a check (Australia's TFN and New Zealand's IRD number, for seasonal workers, each in
three earlier corpora), drawn until `stdnum.au.tfn` and `stdnum.nz.ird` validate them. Card
numbers pass Luhn (the value helpers' brands, checked with python-stdnum's `luhn`). The IBANs are
of countries used least by a rough count over heldouts 5 to 221 (Czechia, Ireland and Romania by
the helpers' shapes, Azerbaijan, Georgia, Kazakhstan, Saint Lucia and Moldova after stdnum's
iban.dat), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
Korean, Czech, Russian, Italian and Chinese (simplified) lists, each with a valid checksum. Counts:
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
from stdnum.au import tfn as au_tfn
from stdnum.nz import ird as nz_ird

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 225_604_817
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


_SAGO = ["Sago", "Buai", "Daka", "Kambang", "Kulau", "Kaukau", "Mumu", "Saksak", "Tapiok",
         "Kokonas", "Kakao", "Galip", "Aibika", "Tulip", "Pitpit", "Kumu"]  # fmt: skip
_SITES = ["Albatross", "Echuca", "Planet", "Byron", "Lissenung", "Ral", "Nusa", "Chapmans",
          "Kapepa", "Pinnacle", "Mioko", "Kulu", "Hansa", "Nago"]  # fmt: skip
_MOTORS = ["Yamaha", "Enduro", "Suzuki", "Tohatsu", "Evinrude", "Mercury", "Parsun"]
_TOWNS = ["Kavieng", "Lorengau", "Buka", "Arawa", "Namatanai", "Kieta", "Sohano", "Tinputz",
          "Wakunai", "Panguna", "Lihir", "Momote", "Lemakot", "Konos", "Siwai", "Torokina"]  # fmt: skip
_NAMES = ["Kila", "Ephraim", "Rosa", "Tomas", "Lucy", "Peni", "Kapi", "Tonny", "Ruth", "Elias",
          "Hilda", "Alois", "Bernard", "Theresa", "Grace", "Moses", "Serah", "Pius", "Benedict",
          "Ishmael", "Naomi", "Raphael", "Dominica", "Lazarus", "Jacinta", "Pokawin", "Kiapsel"]  # fmt: skip
_ISLANDS = ["Manus", "Tabar", "Mussau", "Emirau", "Nissan", "Taiof", "Petats", "Rambutyo",
            "Lou", "Baluan", "Djaul", "Nusalik", "Carteret", "Feni"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K4uk4u", "Kul4u", "Mumu", "Bu41", "T4bu", "S4ks4k", "G4l1p", "K4k40", "W4nt0k"]


def _manager(g: random.Random) -> str:
    """Three random groups of six, letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS + UPPER, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SAGO)}{g.choice([10, 20, 25, 40, 50])}kg{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_SAGO)}K{g.randrange(2, 60)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: f"{g.choice(_SITES)}{g.randrange(12, 45)}m{g.choice(_SYMBOLS)}{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_MOTORS)}{g.choice([15, 25, 40, 60, 75])}hp{g.randrange(1998, 2031)}{g.choice(_SYMBOLS)}{_r(g, LOWER, 2)}",
    lambda g: f"Route{g.randrange(1, 40)}{g.choice(_TOWNS)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1975, 2031)) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_ISLANDS)}",
    _manager,
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_TOWNS).lower()}_{g.choice(_SAGO).lower()}_{g.randrange(1000, 10_000)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Kila: the Kavieng dive shop booking PC password is {pw}",
    "Messenger from Ephraim: sago mill scale admin password {pw}",
    "Viber, #buai-buying Buka: the buying-shed laptop password is {pw}",
    "Signal note to self: Arawa fermentery dryer panel password → {pw}",
    "Teams chat, Lorengau workshop: outboard diagnostic laptop password – {pw}",
    "Slack #pmv-ops: fleet tracker portal password 👉 {pw}",
    "Telegram, Rosa: savings club ledger PC password is \"{pw}\"",
    "Ticket TT-2291: Namatanai warehouse NAS password ({pw}) must be rotated",
    "Wiki › Dive shop › Compressor: | panel | service | {pw} |",
    "Note, Kieta depot:\npassword\n{pw}",
    "Hi Tomas,\n\nthe root password on the Buka booking server is {pw}. Please delete this mail once it's in the vault.\n\nThanks,\nLucy",
    "Runbook: restart the fermentery dryer\n1. open the panel web page\n2. log in as service\n3. password {pw}\n4. set box 3 to 55 °C",
    "README (dive shop rack)\nthe booking UI is at https://book.tubuan.lan, admin password `{pw}`.",
    "voice memo: the PMV ticket machine password is {pw} full stop",
    "can you remember my BSP internet banking password? it's {pw}",
    "after the reinstall the Lorengau shop password became {pw}",
    "remember for me: the Kavieng compressor logger password '{pw}'",
    "Pasword bilong imel bilong mi em {pw}",
    "wifi pasword long haus em {pw}, no ken tokim narapela",
    "Kila: nupela pasword bilong server em {pw}",
    "pasword bilong komputa long stoa em {pw}, tenkyu",
    "plis holim pasword bilong mi: {pw}",
    "pw blo email blo mi em {pw}",
    "nupla pw blo ledger lo club: {pw}",
    "Peni: pw lo tracker portal em {pw} ok",
    "A password kaugu ra email {pw}",
    "Kapi: ra password kaugu ra server {pw}, maravai",
    "ra wifi password ta ra pal {pw}",
    "password nagu long imel: {pw}",
    "Tonny: password nagu long server {pw}, tenkyu tru",
    "password hagu long imel {pw}",
    "Ruth: password hagu long server em {pw}",
    "password ndrou long imel: {pw}",
    "Elias: password ndrou long server {pw}",
    "password nóo long imel em {pw}",
    "Hilda: password nóo long server em {pw}",
    "bro the server pw is {pw} ya",
    "pls keep dis pw {pw} tru",
    "ok nau, the dryer pw → {pw}",
    "dis is my email password: {pw}, dnt share ya",
    "pasword bilong fon bilong mi em {pw}",
    "Lazarus: pw blo booking PC {pw}, no ken tokim narapela",
    "ra password kaugu ta ra tabu club {pw}",
    "Jacinta: password ndrou long ledger em {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["kila", "ephraim.t", "rosa", "tomas", "lucy.p", "peni", "kapi", "tonny", "ruth.k",
          "elias", "hilda", "alois", "bernard", "theresa", "grace.m", "moses", "serah", "pius",
          "benedict", "ishmael", "naomi", "svc-dryer", "svc-fleet", "divedesk", "clubledger"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Alois: the dryer login is {u} / {pw}",
    "Ticket TT-2310: {u} locked out of the booking PC, last password {pw}",
    "usr {u} pwd {pw}",
    "| system | login | password |\n|---|---|---|\n| fleet portal | {u} | {pw} |",
    "login: {u}\npassword: {pw}",
    "sign into the club ledger as {u} with {pw}",
    "ssh {u}@dryer.tubuan.lan (password {pw})",
    "nem bilong yusa em {u}, pasword em {pw}",
    "yusa {u} pw {pw} ok",
    "ra yusa {u} ma ra password kaugu {pw}",
    "bro login is {u} n pw is {pw}",
    "username {u} — password nagu {pw}",
    "pasword bilong {u} em {pw}",
    "yusa {u}, password hagu {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kaukau", "kulau", "saksak", "galip", "aibika", "kumu", "pitpit", "mumu", "tapiok",
               "kambang", "daka", "tulip", "kokonas", "kanu", "wantok", "garamut", "kundu"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, small letters, and then {d}",
    "voice memo: the dive shop wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "pasword em dispela tok {w}, bihain {d}",
    "pw em {w} na {d} lo las",
    "ra password {w} ma {d}",
    "bro its {w} den {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 7) % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "savclub login --member {u} --pin-phrase '{pw}'",
    "pmvfleet sync --depot buka --operator {u} --op-pass={pw}",
    "kakaodry --dryer arawa-2 --user {u} --service-password '{pw}' set temp 55",
    "sagoflow export --mill namatanai -U {u} --passwd-inline {pw}",
    "obdiag --port /dev/ttyUSB0 --dealer {u} --dealer-pw '{pw}' read-faults",
    "kinamoni transfer --from club --user {u} --club-secret '{pw}' --amount 250",
    "reefsync push --shop kavieng --user {u} --shop-secret {pw}",
    "sagoweigh calibrate --scale mill-1 --user {u} --weigh-pass='{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "tubuan@dryer:~$ {c}", "PS C:\\ops> {c}", "kila@fleet-pi:~ $ {c}",
    "dispela komand mi ranim: {c}", "komand Peni i ranim: {c}", "bro i ran dis: {c}",
    "komand bilong dryer: {c}", "ra command kaugu: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_TRACKER = [
    "SMS to the PMV 14 tracker: admin{pw} 67571234567",
    "sent to bus 7's GPS box: password{old} {pw}",
    "SMS long tracker bilong bas 9: password{old} {pw}",
    "Quectel modem in the fleet box: AT+QICSGP=1,1,\"digicelpng\",\"fleet\",\"{pw}\",1",
    "tracker SMS log\n[07:02] > password{old} {pw}\n[07:03] < password ok",
    "bro sms dis to the tracker: admin{pw} 67579876543",
]  # fmt: skip


def _tracker_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "QICSGP" in template:
        return {"pw": _plain_pw(rng), "old": ""}
    return {"pw": _r(rng, D, 6), "old": _r(rng, D, 6)}


_tracker = _Family("cli_password", _TRACKER, _tracker_draw, "pw")


_URLS = [
    "postgresql://{u}:{pw}@db.tubuan.lan:5432/sago",
    "mysql://{u}:{pw}@ledger.tubuan.lan:3306/club",
    "mongodb+srv://{u}:{pw}@reef0.tubuan.net/bookings",
    "redis://{u}:{pw}@cache.tubuan.lan:6379/2",
    "amqp://{u}:{pw}@mq.tubuan.lan:5672/fleet",
    "ftp://{u}:{pw}@files.tubuan.lan/cocoa/",
    "https://{u}:{pw}@git.tubuan.lan/ops/dryer.git",
    "Server=sql.tubuan.lan;Database=Club;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "SAGOFLOW_DB_URL={c}", "keep this connection string for me: {c}", "DB URL blo ledger: {c}",
    "Ticket TT-2340: {c}", "Wiki › Databases: {c}", "konekson bilong database em {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tubuan-trading", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("PNG Power", "PNGPOWER_EASYPAY_KEY", _j("ppl_live_", (ALNUM, 32))),
    ("Trukai", "TRUKAI_PORTAL_TOKEN", _j((HEX, 40))),
    ("Paradise Foods", "PARADISE_FOODS_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Credit Corporation", "CREDITCORP_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Kina Securities", "KINA_SEC_API_KEY", _j("kina_", (ALNUM, 36))),
    ("Ela Motors", "ELA_MOTORS_PARTS_KEY", _j((HEX, 32))),
    ("PNG Ports", "PNGPORTS_API_TOKEN", _vendor_jwt("https://api.pngports.com.pg")),
    ("SkyMate", "SKYMATE_API_KEY", _j((ALNUM, 40))),
    ("Nationwide Microbank", "NMB_SECRET_KEY", _j("nmb_sk_", (ALNUM, 32))),
    ("Vodafone PNG", "VODAFONE_PNG_SMS_KEY", _j((HEX, 64))),
    ("Capsule CRM", "CAPSULE_API_TOKEN", _j((URLSAFE, 64))),
    ("Hike POS", "HIKE_POS_API_KEY", _j("hkp_", (ALNUM, 40))),
    ("Reckon", "RECKON_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Airlines PNG", "AIRLINES_PNG_TOKEN", _j((UPPER_HEX, 48))),
    ("Brian Bell", "BRIANBELL_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Boroko Motors", "BOROKO_MOTORS_KEY", _j((ALNUM, 32))),
    ("Capital Insurance", "CAPITAL_INS_API_SECRET", _j((HEX, 48))),
    ("Comrade Trustee", "COMRADE_TRUSTEE_TOKEN", _j((URLSAFE, 40))),
    ("Consort Express", "CONSORT_EXPRESS_KEY", _j((UPPER_DIGITS, 24))),
    ("Coral Sea Hotels", "CORALSEA_BOOKING_KEY", _j((B64, 56), "==")),
    ("Daltron", "DALTRON_API_KEY", _j((HEX, 32))),
    ("Hevilift", "HEVILIFT_CHARTER_TOKEN", _vendor_jwt("https://api.hevilift.com")),
    ("Islands Petroleum", "ISLANDS_PETROLEUM_KEY", _j((ALNUM, 36))),
    ("Kumul Petroleum", "KUMUL_PETROLEUM_SECRET", lambda g: v.uuid4(g, "b")),
    ("Link PNG", "LINKPNG_API_KEY", _j((HEX, 40))),
    ("Lutheran Shipping", "LUTHERAN_SHIPPING_KEY", _j((LOWER_DIGITS, 40))),
    ("Niu Power", "NIU_POWER_API_KEY", _j((ALNUM, 44))),
    ("Pacific MMI", "PACIFIC_MMI_SECRET", _j((HEX, 64))),
    ("Rabaul Shipping", "RABAUL_SHIPPING_KEY", lambda g: v.uuid4(g, "8")),
    ("Steamships", "STEAMSHIPS_API_KEY", _j((UPPER_HEX, 32))),
    ("Trans Niugini Tours", "TNT_API_KEY", _j((HEX, 32))),
    ("Treid Pacific", "TREID_PACIFIC_KEY", _j((ALNUM, 32))),
    ("Tyre Power", "TYREPOWER_API_TOKEN", _j((B64, 64))),
    ("Walindi", "WALINDI_BOOKING_SECRET", _j((URLSAFE, 32))),
    ("Lissenung", "LISSENUNG_API_KEY", _j((HEX, 40))),
    ("Bank of PNG", "BPNG_REPORTING_SECRET", _j((ALNUM, 40))),
    ("myIRC", "MYIRC_API_TOKEN", _vendor_jwt("https://myirc.irc.gov.pg")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "systemd unit:\n[Service]\nEnvironment={env}={tok}",
    "k8s secret, stringData:\n  {env}: \"{tok}\"",
    "Dockerfile:\nENV {env}={tok}",
    "Tubuan ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Wiki table 'Integrations': | {vendor} | 2033 | {tok} |",
    "Ticket TT-2377: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "WhatsApp, Kila: {vendor} key for the sync: {tok}",
    "API ki bilong {vendor} em {tok}",
    "{vendor} API key blo mi: {tok}",
    "ra API key kaugu ta {vendor}: {tok}",
    "bro {vendor} api key is {tok} ya",
    "API key nagu long {vendor}: {tok}",
    "ki bilong API bilong {vendor}: {tok}",
    "{vendor} key blo club {tok}",
    "ra API key ta {vendor} {tok}, maravai",
    "pls keep dis {vendor} key {tok}",
    "API key hagu long {vendor}: {tok}",
    "API key ndrou long {vendor} em {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    tm = _r(rng, ALNUM, 30)
    hike = "hkp_" + _r(rng, ALNUM, 40)
    daltron = _r(rng, HEX, 32)
    link = _r(rng, HEX, 40)
    niu = _r(rng, ALNUM, 44)
    ppl = "ppl_live_" + _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.capsulecrm.com/api/v2/parties", auth=("tubuan", "{tm}"))', tm),
        Sample("vendor_token", f'const hike = new HikeClient({{ apiKey: "{hike}" }});', hike),
        Sample("vendor_token", f'client := daltron.New("{daltron}")', daltron),
        Sample("vendor_token", f"$link = new LinkPngClient('tubuan', '{link}');", link),
        Sample("vendor_token", f'val niuPowerKey = "{niu}"', niu),
        Sample("vendor_token", f'easypay = PngPower::Client.new(api_key: "{ppl}")', ppl),
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


_CODE = {  # template: the key's maker
    'Python:\nREEFSYNC_SECRET = "{s}"': _j((URLSAFE, 40)),
    'JavaScript:\nconst pmvFleetPass = "{s}";': _j((ALNUM, 24), "!"),
    'Go:\nconst kakaodryServicePW = "{s}"': _j((ALNUM, 20), "#", (D, 3)),
    "PHP:\n$savclubPin = '{s}';": _j((ALNUM, 18), "%"),
    'Kotlin:\nprivate const val SAGOFLOW_DB_PASS = "{s}"': _j((ALNUM, 22)),
    'C#:\nprivate const string ClubLedgerSecret = "{s}";': _j((HEX, 48)),
    'Ruby:\nTUBUAN_SAVCLUB_PIN = "{s}"': _j((ALNUM, 16), "$", (D, 2)),
    'Rust:\nconst DRYER_TOKEN: &str = "{s}";': _j((B64, 44)),
    'Lua:\nlocal fleet_password = "{s}"': _j((ALNUM, 18), "?"),
    "Dart:\nconst reefApiSecret = '{s}';": _j((URLSAFE, 36)),
}  # fmt: skip
_code = _Family("code_secret", list(_CODE), lambda g, i, t: {"s": _CODE[t](g)}, "s")


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "token em {t}",
                "{t}\n^ new one, the old one is dead", "bro keep dis token {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Arawa dryer sensor (OTAA): {h}": 32,
    "HMAC secret for the savings-club payment webhook: {h}": 64,
    "pre-shared key of the Lorengau-Kavieng IPsec tunnel (hex): {h}": 64,
    "ki bilong encryption bilong backup: {h}": 48,
    "ra encryption key kaugu: {h}": 32,
    "dive logger export AES key: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket TT-2391: token copied out of the browser's network tab {t}",
    "Cookie: lang=tpi; tubuan_session={t}",
    "FLEET_PORTAL_ACCESS_TOKEN={t}",
    "token bilong portal em {t}",
    "bro dis the bearer token {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@tubuan.com.pg"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.tubuan.com.pg/realms/ops", "azp": "fleet-console"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Buka booking server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/book.tubuan.com.pg.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"FLEET_SIGNING_KEY": "{key}", "depot": "buka"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_dryer <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "private ki bilong server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Ticket TT-2402, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    key = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": key, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "wallet backup, copying it off the card before I burn it: {p}": "english",
    "voice memo: the club wallet recovery words are {p} and that's all": "english",
    "Wiki page 'Tabu club wallet (retired)': {p}": "english",
    "ol tok bilong wallet backup: {p}": "english",
    "지갑 복구 문구: {p}": "korean",
    "obnovovací fráze peněženky: {p}": "czech",
    "фраза восстановления кошелька: {p}": "russian",
    "frase di recupero del portafoglio: {p}": "italian",
    "钱包助记词：{p}": "chinese_simplified",
    "bro dis the seed words {p}": "english",
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
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(words),
        " ".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "WhatsApp, Rosa: the company card for the outboard parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Ticket TT-2415: pay the Yamaha parts order with card {c}",
    "namba bilong kat bilong mi: {c}, {mm}/{yy}",
    "kat namba blo mi {c} exp {mm}/{yy}",
    "ra card namba kaugu: {c}",
    "bro card no. {c} exp {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "jcb", "unionpay", "discover", "diners", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " ", "."][index % 5], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 04/36, security code {cvv}",
               "the three digits on the back are {cvv}",
               "Amex {c}, four-digit CID printed above the number: {cvv}",
               "tripela namba long baksait bilong kat: {cvv}",
               "CVV blo kat {cvv}",
               "bro the 3 digits at the back r {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 221; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"AZ": "aaaa" + "c" * 20, "GE": "aa" + "n" * 16, "KZ": "nnn" + "c" * 13,
                "LC": "aaaa" + "c" * 24, "MD": "cc" + "c" * 18}  # fmt: skip
_IBAN_COUNTRIES = ["CZ", "AZ", "IE", "GE", "RO", "KZ", "LC", "MD"]


def _iban(rng: random.Random, country: str) -> str:
    if country in _IBAN_SHAPES:
        return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)
    return v.until(rng, lambda g: v.iban_number(g, country), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TT-2033-118: please pay the cocoa boxes to {i} within 30 days",
    "save the Dublin buyer's IBAN: {i}",
    "IBAN: {i}\nReference: sago lot 44, May",
    "WhatsApp #treasury: the Tbilisi dive-gear supplier's new bank details, IBAN {i}",
    "IBAN bilong mi: {i}",
    "IBAN blo supplier {i} ok",
    "ra IBAN kaugu: {i}",
    "bro dis the IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _tfn(g: random.Random) -> str:
    """An Australian TFN: nine digits with a weighted mod-11 check."""
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 8), au_tfn.is_valid)
    return str(au_tfn.format(number))


def _ird(g: random.Random) -> str:
    """A New Zealand IRD number: eight or nine digits with a mod-11 check digit."""
    number = v.until(g, lambda h: h.choice("1") + _r(h, D, 8), nz_ird.is_valid)
    return str(nz_ird.format(number))


_ID_PLACES: dict[str, Maker] = {
    "my Australian TFN from the seasonal work: {s}": _tfn,
    "TFN bilong mi long Australia: {s}": _tfn,
    "IRD number from the New Zealand picking season: {s}": _ird,
    "IRD namba blo mi {s}": _ird,
    "outboard licence (Manus provincial) of the banana boat: {s}": _j("MNS-OB-", (D, 6)),
    "namba bilong outboard licence bilong mi: {s}": _j("MNS-OB-", (D, 6)),
    "PMV operator permit (RTA) for bus 14: {s}": _j("PMV-", (UPPER, 2), "-", (D, 6)),
    "dive-shop skipper's outboard licence: {s}": _j("NIP-OB-", (D, 6)),
    "ABG voter card number: {s}": _j("ABG", (D, 9)),
    "ra voter card kaugu: {s}": _j("ABG", (D, 9)),
    "Cocoa Board exporter licence of the fermentery: {s}": _j("CB-EXP-", (D, 5), (UPPER, 1)),
    "PSV badge of the bus 14 driver: {s}": _j("PSV", (D, 7)),
    "NID namba bilong mi: {s}": _j((D, 10)),
    "passport namba bilong mi: {s}": _j("P", (D, 7)),
    "bro my passport no. {s}": _j("P", (D, 7)),
    "passport nagu: {s}": _j("P", (D, 7)),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 3)}{_r(rng, D, 3)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = ["Microsoft 365 recovery codes for the club account\n{codes}",
            "spare sign-in codes for the dive shop's Google account {codes}",
            "backup codes: {codes}", "2FA bekap kod:\n{codes}",
            "2FA backup kod blo mi: {codes}", "ra backup code kaugu: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Tubuan:kila@tubuan.com.pg?secret={s}&issuer=Tubuan&digits=6",
              "Authenticator, manual setup key for the fleet portal: {s}",
              "TOTP secret for the club ledger: {s}",
              "2FA sikrit ki bilong portal: {s}"]  # fmt: skip
_CODES = ["{c} is your verification code", "Yu kod bilong verify em {c}. No ken givim narapela",
          "BSP code: {c}. dnt share", "Use {c} to sign in to the club ledger"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Tubuan-Office", "Kavieng-DiveShop-5G", "Digicel_WiFi_Buka", "Arawa-Fermentery",
          "Lorengau-Workshop", "PMV-Depot-Kieta", "Namatanai-Mill", "Club-Ledger",
          "Vodafone-Lorengau", "Sohano-Guest"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "dive shop network {s}, password {pw}",
    "the key printed under the Digicel box: {pw}",
    "wifi pasword bilong {s} em {pw}",
    "wifi {s} pw {pw}",
    "ra wifi password ta {s}: {pw}",
    "bro wifi {s} pw is {pw}",
    "wifi password nagu ({s}): {pw}",
    "wifi bilong haus: {s} / {pw}",
    "wifi pasword ndrou ({s}) {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("kina_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 28))]
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "wanpela wanpela leta: {t}", "bro spell: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 3 == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    return {"t": [" ", "-"][index % 2].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kod bilong lok bilong stoa: {pw}", "kod blo padlock lo sed {pw}",
          "the fermentery door keypad takes {pw} then #", "padlock on the dive locker: {pw}",
          "PIN bilong kat bilong mi em {pw}", "PIN blo MiCash {pw}", "ra PIN kaugu {pw}",
          "bro the gate code is {pw}", "safe combination at the club office: {pw}",
          "PIN nagu: {pw}", "SIM PIN for the tracker in bus 9: {pw}", "PIN hagu {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["sago", "buai", "daka", "kambang", "galip", "garamut", "kundu", "tubuan",
                 "dukduk", "kanu", "outrigger", "fermentery", "compressor", "reef", "tabu",
                 "kulau"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the club vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-", "backup passphrase: {p}": ".",
            "passphrase bilong backup: {p}": " ", "ra passphrase kaugu: {p}": "_",
            "bro vault passphrase {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "curl -H 'Authorization: Bearer {v}' https://fleet.tubuan.lan/api/buses": False,
    "header Authorization = Basic {v}": True,
    "Postman, fleet API: authorization: bearer {v}": False,
    "hedda bilong API: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nTUBUAN_SAVCLUB_PIN={pw}",
    ".env:\nPMV_FLEET_PASS={pw}\nPMV_FLEET_USER=svc-fleet",
    "compose.yaml:\n  db:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "k8s secret:\napiVersion: v1\nkind: Secret\nstringData:\n  KAKAODRY_SERVICE_PW: {pw}",
    "systemd unit:\n[Service]\nEnvironment=SAGOFLOW_DB_PASS={pw}",
    "config.ini:\n[ledger]\nuser = clubledger\npassword = {pw}",
    "settings.yaml:\nreefsync:\n  secret: {pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "application.properties:\nspring.datasource.password={pw}",
    "docker run -e REEFSYNC_SECRET={pw} tubuan/reefsync",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Kila: dive shop wifi password?\nRosa: {pw}",
    "[06:12] peni: root pw for the Buka server?\n[06:13] tomas: {pw}",
    "Grace: {pw} is the new dryer admin password",
    "Moses: nupela pasword em {pw}",
    "Serah: pw nau em {pw}",
    "Pius: ra password {pw}",
    "Naomi: bro new pw {pw}",
    "Benedict: password nagu nau {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 57), (_logins, 22), (_spelled, 12), (_cli, 26), (_tracker, 8), (_urls, 12),
    (_vendors, 52), (_code, 8), (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12),
    (_cards, 12), (_cvvs, 6), (_ibans, 12), (_national, 18), (_backups, 7), (_totp, 6),
    (_codes, 6), (_wifi, 16), (_spelled_tokens, 9), (_locks, 12), (_phrases, 7), (_auth, 6),
    (_configs, 14), (_chats, 20),
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
    "the dryer admin password is": "{s}", "dive shop pw:": "{s} (since the new router)",
    "pasword bilong mi em": "{s}", "ledger password": "{s}\nchange it after the meeting",
    "pw blo server": "{s}", "ra password kaugu": "{s}", "bro the pw is": "{s}",
    "password nagu": "{s}", "the password Peni read out over the radio was": "{s}, I think",
    "fleet portal password": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Capsule CRM API key", "{s}", _j((ALNUM, 30))),
    ("split_token", "Kina Securities key:", "{s} (club investments)", _j("kina_", (ALNUM, 36))),
    ("split_token", "Kumul Petroleum client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "GE"))),
    ("split_backup", "recovery codes", "{s}\nKPR204-7QM2D\nBTN881-H3VZ9", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "TFN", "{s}", _tfn),
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
    '{"dryer": {"url": "https://dryer.tubuan.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"pasword": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "peni", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"buses": [{"name": "pmv-7"}, {"name": "pmv-9", "tracker_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["pmvfleet", "sync", "--operator", "kila", "--op-pass", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "pasword bilong komputa em {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the club ledger as kila with the password {s}"}': ("meta_password", _plain_pw),
    '{"PMV_FLEET_PASS": "{s}"}': ("meta_password", _plain_pw),
    '{"capsule": {"api_key": "{s}"}}': ("meta_token", _j((ALNUM, 30))),
    '{"daltronToken": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"link_png_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/37"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "KZ")),
    '{"worker": {"ird_number": "{s}"}}': ("meta_id", _ird),
    '{"mfa": {"recovery_codes": ["{s}", "KPR204-7QM2D", "BTN881-H3VZ9"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"club_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"dive_locker": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Kavieng-DiveShop-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"dryer-controller-2.7.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tubuan/fleet-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"fleet: add route 14 timetable", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ledger: revert interest rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"dive_log_2033-05-03.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the dryer panel password before the inspection on 2033-06-11.",
    "Kila asked for the dive shop wifi password; it's on the card behind the counter.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `CAPSULE_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "Replace <YOUR_DALTRON_KEY> in the README with the key from the Daltron dashboard.",
    "PMV_FLEET_PASS and REEFSYNC_SECRET must be set before the nightly sync runs.",
    "The booking PC asks for a new password after every Windows update.",
    "No ken tokim narapela pasword bilong yu.",
    "Pasword i mas i gat 14 leta o moa.",
    "Mi lusim pasword bilong mi, plis helpim mi long senisim.",
    "pw blo mi i no wok, bai mi senisim tumora.",
    "Tenkyu tru long helpim mi long wifi.",
    "Ra password kaugu i pa boina, maravai.",
    "Tabu club meeting long Sarere long 2 klok.",
    "Password nagu i lus, tenkyu.",
    "Password hagu i senis pinis.",
    "Password ndrou i no stap.",
    "Password nóo i lus long fon.",
    "bro dnt send ur pw on fb ya",
    "pls reset my pw, i forgot it tru",
    "ok nau, the new pw policy starts Monday",
    "Upgraded the dryer controller from 2.6 to 2.7.1 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the route 14 timetable.",
    f"Rolled back to {_SHORT} after the interest rounding broke the club ledger.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The dryer controller 2.7.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The fleet API container runs ghcr.io/tubuan/fleet-api@sha256:{_IMAGE}.",
    f"MD5 of dive_log_2033-05-03.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 4c1e7a92-5b3d-4e0f-a8c6-1d2b9e7f3a50 is the slow one in the fleet logs.",
    "Purchase order PO-2033-00418 for 40 bags of Namatanai sago ships on Thursday.",
    "Ticket TT-2291: the Arawa dryer alarm keeps tripping at night.",
    "Call the Kavieng dive shop on +675 984 2210 before noon.",
    "Order 118-4471 for two Yamaha 40 hp water pumps is at the Lorengau wharf.",
    "Bill of lading TT-KAV-2033-0077 covers the cocoa, 18 bags.",
    "Box 3 of the fermentery is at 48 °C on day four; turn it tomorrow.",
    "After five wrong passwords the ledger locks the account for 20 minutes.",
    "The Namatanai sago bundle weighs about 20 kg; buai sells at K2 a bunch in Buka.",
    "The secret of good cocoa is a six-day ferment and slow drying.",
    "Ask Rosa for the gate code, I don't have it.",
    "My card ending 7733 was declined at the Buka hardware store.",
    "The Tbilisi supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the club account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `CAPSULE_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the dive locker rusts in the salt air; oil it every month.",
    "PMV 14 runs Buka to Arawa at 6:30, fare K20; route 9 goes on to Kieta.",
    "Dive at Albatross Passage, max depth 28 m, 52 minutes, 200 bar to 60 bar.",
    "The Yamaha 40 hp on the banana boat needs a new impeller, part 6H4-44352-02.",
    "The guest wifi 'Sohano-Guest' is open, no password needed.",
    "Sago lot SG-2033-NAM-0311, 60 kg, moisture 12.1 %.",
    "Tabu club savings this month: K4,280 from 31 members, interest 2 %.",
    "NASFUND statement arrives every June; the member portal moved to a new address.",
    "The IRD asks seasonal workers to file by 7 July.",
    "Mi laik baim 20 liter petrol long Kavieng, K6.50 long wanpela liter.",
    "Bas i go long Arawa long 7 klok moning.",
    "ISBN 978-9980-86-123-4 is the Tok Pisin phrasebook on the office shelf.",
    "The compressor's oil was changed at 1,250 hours; next change at 1,500.",
    "Tracker on bus 9 reports every 60 seconds over GPRS.",
    "Kina Securities moved the API key page under Settings › Developers this year.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ops/dryer", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "TT-2291", "purchase_order": "PO-2033-00418"}',
    '{"lot": {"id": "SG-2033-NAM-0311", "weight_kg": 60, "moisture_pct": 12.1}}',
    '{"phone": "+675 984 2210", "town": "Kavieng"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "members": 31}',
    '{"route": "PMV 14", "from": "Buka", "to": "Arawa", "fare_kina": 20}',
    '{"dive": {"site": "Albatross Passage", "max_depth_m": 28, "minutes": 52}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
