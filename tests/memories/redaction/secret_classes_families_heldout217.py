# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-seventeenth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-thirteenth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-fourteenth to two-hundred-and-sixteenth), any test, the reports, the benchmarks,
the changelog nor the git history, and the scrubber was never run on it. Its own seed (217604931),
password words (a salmon run, a spawning creek's number and a sign; a logging-camp word, a year and
a sign; a float plane's type and its tail letters; a carving word and a village; a cannery line
and a can count; Chinook Jargon words joined by dots with a number; Punjabi mill-town words in
Latin letters and a year; a name, a birth year and `Gwaii`; a generator's groups and random runs),
names, places, templates, tools, vendors and layouts, the way the staff of Naikoon Tidewater
Holdings (fictional: a salmon hatchery at Tlell, a logging camp at Juskatla, float planes out of
Masset and Prince Rupert's Seal Cove, a totem-carving shed at Skidegate, a cannery museum near Port
Edward, a passenger ferry to Bella Coola, a sawmill crew in Terrace and Kitimat, and the North Coast
Tidewater Credit Union) leak secrets into an assistant's memory. The texts are WhatsApp, Signal,
Messenger, Teams, Slack, Discord, Google Chat, Viber, iMessage and SMS messages, chat logs with
times, tickets, wiki tables, notes, an e-mail, runbooks, README fragments, shell prompts, code
(Python, JavaScript, Go, Ruby, Rust, PHP, Kotlin, Elixir, Nim, Bash and PowerShell), configs,
voice-memo transcripts, dictated text and requests to the assistant itself; the label's
separators run from a colon, "is" and a dash to an arrow, an emoji, a new line, quotes, a table's
bar and parentheses.

Tools, calls, flags, variables and files none of heldouts 5 to 213 names (each grepped): aprsc's
`PassCode` line beside its `ServerId`, Plane Finder's pfclient `sharecode`, mbsync's `PassCmd`
fed by an `echo`, `snmpset -A`, Nim's `NIMBLE_GITHUB_API_TOKEN`, rebar3's `hex.config`, and the
company's own variables (`NAIKOON_*`, `TLELL_HATCHERY_*`). Beside them commands of lightly used
tools (one to three earlier corpora each: `fbtracemgr -pas`, `piaware-config flightaware-password`,
`fr24feed`, `ykman oath accounts add`, `oathtool`, `keepassxc-cli`, `s5cmd`, `juicefs format`)
and common layouts (env files, compose, systemd units, Kubernetes secrets, a wifi QR code,
`otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection strings) in wordings of their
own.

About 48 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, marker words or other scripts in the text, 189 of 390, north-coast texting and the
Czech, Korean, Chinese, Turkish and Portuguese seed-phrase lines counted among them): Haida (X̱aad Kíl of Masset and X̱aaydaa
Kil of Skidegate), Sm'algyax (Coast Tsimshian), Nisga'a, Gitxsan, Chinook Jargon (Chinuk Wawa),
the Punjabi of the Terrace and Kitimat mill crews (Gurmukhi and Latin-letter texting) and
north-coast English texting. The wordings are the author's approximations, checked by no
speaker, built around a few marker words and the loanwords people text (password, wifi, PIN,
token, server, code): Haida `háw'aa` (thanks), `dii`/`díi` (I, my), `dáng` (you), `gám` (not),
`Gwaay`; Sm'algyax `t'oyaxsut 'nüüsm` (thanks), `'nüüyu` (I), `'nüün` (you), `gwa'a` (this),
`nah` (past); Nisga'a `t'ooyaksiy n'iin` (thanks), `n'iiy`, `n'iin`, `sim`; Gitxsan `t'ooyaxsi'y
n'iin`, `n'iiy`, `Gitxsanimx`; Chinook Jargon `klahowya`, `mahsie`, `nika`, `mika`, `yaka`,
`okoke`, `chee`, `wake`, `mamook`, `wawa`, `kopa`, `hiyu`, `tilikum`, `kloshe`, `skookum`,
`saltchuck`, `iskum`, `nanitch`; Punjabi `ਪਾਸਵਰਡ`, `ਵਾਈਫਾਈ`, `ਕੋਡ`, `ਹੈ`, `ਨਵਾਂ`, `ਕਿਸੇ ਨੂੰ ਨਾ ਦੱਸਿਓ`,
`ਧੰਨਵਾਦ`, `paaji`, `veerji`, `aa`, `da`, `kise nu na dasseo`; coast English `eh`, `bud`, `skookum`,
`the chuck`, `lol`. The Haida lines (only the few words above around loanwords), the Sm'algyax
`gwa'a` and `nah`, the Nisga'a `sim` and the Gitxsan lines are the thinnest guesses; the
glottal stop is typed as the ASCII apostrophe, as people text it, though print often writes
`’` (`háw’aa`, `t’oyaxsut`).

Vendors (ReelData, John Deere TimberMatic, Central 1, Float, Loop, EagleView, adsb.lol, Vernon
Systems, Borrowell and Ocean Networks Canada's Oceans 3.0) are ones heldouts 5 to 213 do not name
(grepped by name). No shape here is one the author knows to be real except Ocean Networks
Canada's token, believed a UUID; every other is a guess (hex, base64, URL-safe and alphanumeric
runs, `rd_live_`, `c1_`, `float_sk_` and `lp_` prefixes, JWTs for TimberMatic and Vernon).

The ids are kinds heldouts 5 to 213 use little, each drawn until python-stdnum validates it:
Canada's Business Number (`ca.bn`), British Columbia's Personal Health Number (`ca.bc_phn`),
India's PAN (`in_.pan`, its format) and Aadhaar VID (`in_.vid`, its Verhoeff digit); and kinds no
earlier corpus names, invented shapes that no library or this file checks: a BC Services Card
number, a BC Outdoor Card number, a Restricted Operator Certificate (Maritime), a Nisga'a Lisims
enrolment number, a Haida citizenship card number and Canadian and Indian passports. Card numbers
pass Luhn (the value helpers' brands, checked with python-stdnum's `luhn`). The IBANs are of the
countries used least by a rough count over heldouts 5 to 213 (the Dominican Republic, Egypt, the
Vatican, Burundi, Belarus, Iceland, Jordan and Kuwait), drawn until `stdnum.iban` validates them;
seed phrases come from `mnemonic`'s English, Czech, Korean, Traditional Chinese, Turkish and
Portuguese lists, each with a valid checksum. Counts: 390 secret samples, 20 field pairs and 20
metadata samples (430 scored, every secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.ca import bc_phn as ca_phn
from stdnum.ca import bn as ca_bn
from stdnum.in_ import pan as in_pan
from stdnum.in_ import vid as in_vid

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 217_604_931
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


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
            for _ in range(200):  # every secret of the file unique: draw again on a repeat
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if secret not in seen:
                    break
            seen.add(secret)
            text = fields["text"] if "text" in fields else template.format_map(fields)
            out.append(Sample(self.cls, text, secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_RUNS = ["Coho", "Sockeye", "Chinook", "Chum", "Pink", "Steelhead", "Oolichan", "Herring",
         "Halibut", "Lingcod", "Cutthroat"]  # fmt: skip
_CAMP = ["Skidder", "Yarder", "Choker", "Spar", "Grapple", "Landing", "Highball", "Bucker",
         "Faller", "Slash", "Boom"]  # fmt: skip
_PLANES = ["Beaver", "Otter", "Goose", "Widgeon", "Norseman", "Cessna185", "Caravan"]
_CARVE = ["Adze", "Cedar", "Raven", "Eagle", "Frog", "Bear", "Pole", "Formline", "Canoe"]
_VILLAGES = ["Masset", "Skidegate", "Tlell", "Juskatla", "Sandspit", "Rupert", "Kitimat",
             "BellaCoola", "Terrace", "Kitkatla", "Gingolx", "Kispiox", "Hazelton", "Aiyansh",
             "Hartley", "PortEdward", "Kitsumkalum"]  # fmt: skip
_WAWA = ["skookum", "saltchuck", "tillicum", "kloshe", "hyas", "tenas", "chee", "klatawa",
         "potlatch", "illahee", "sitkum", "kunamokst"]  # fmt: skip
_MILL = ["chakki", "lakkad", "mill", "shift", "chanan", "pind", "jatt", "sher", "dhol"]
_NAMES = ["Wade", "Brandi", "Colby", "Jolene", "Tyler", "Shawna", "Marcel", "Kyle", "Dawn",
          "Gurpreet", "Harjit", "Simran", "Manpreet", "Jaskaran", "Navdeep", "Raven", "Della",
          "Clint", "Marlene", "Trevor"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"


def _tail(g: random.Random) -> str:
    return "CF" + _r(g, UPPER, 3)


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_RUNS)}Creek{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CAMP)}{g.randrange(1975, 2031)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLANES)}-{_tail(g)}-{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_CARVE)}{g.choice(_VILLAGES)}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: f"Line{g.randrange(1, 9)}Cans{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_WAWA, 3)) + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_MILL)}{g.choice(_MILL).capitalize()}{g.randrange(1980, 2031)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}Gwaii{g.choice(_SYMBOLS)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Slack #hatchery, Wade: the incubation-room controller password: {pw}",
    "Teams message from Brandi - Juskatla skidder cab computer password is {pw}",
    "Signal, Colby: Seal Cove fuel-dock kiosk pw → {pw}",
    "Messenger, Tyler: cannery museum till admin password 🔑 {pw}",
    "WhatsApp, Gurpreet: scale-house PC password\n{pw}",
    "Discord #float-ops: the dispatch laptop password is \"{pw}\"",
    "Viber, Shawna: teller terminal password at the credit union ({pw})",
    "Google Chat, Marcel: Bella Coola ferry ticket kiosk password - {pw}",
    "iMessage from Kyle: carving shed NAS password: {pw}",
    "SMS from Dawn: hatchery oxygen alarm panel password is {pw}",
    "Dii password {pw} — háw'aa!",
    "Dáng password: {pw}. Gám nobody else, háw'aa",
    "Masset office: díi wifi password → {pw} háw'aa",
    "X̱aaydaa Kil text from Skidegate: dáng laptop password \"{pw}\", háw'aa",
    "Gwaay carving shed, dii computer password: {pw}",
    "'Nüüyu password gwa'a: {pw}. T'oyaxsut 'nüüsm",
    "Sm'algyax text from Lax Kw'alaams: 'nüün password nah change, gwa'a {pw}",
    "T'oyaxsut 'nüüsm! server password - {pw}",
    "N'iiy password: {pw} — t'ooyaksiy n'iin",
    "Nisga'a office, Gingolx: n'iin sim password → {pw}",
    "T'ooyaxsi'y n'iin, Gitxsanimx class laptop password: {pw}",
    "Gitxsan office Hazelton, n'iiy password (\"{pw}\")",
    "Klahowya! Nika chee password yaka {pw}. Mahsie",
    "Okoke mika password: {pw} — wake mamook wawa kopa hiyu tilikum",
    "Chinuk Wawa group: nika laptop password → {pw}, mahsie!",
    "Nanitch: okoke chee server password \"{pw}\" kloshe",
    "ਵੀਰ ਜੀ, ਮਿੱਲ ਵਾਲੇ ਕੰਪਿਊਟਰ ਦਾ ਪਾਸਵਰਡ: {pw}",
    "ਨਵਾਂ ਪਾਸਵਰਡ ਹੈ {pw} — ਕਿਸੇ ਨੂੰ ਨਾ ਦੱਸਿਓ",
    "paaji, scale house da password {pw} aa, kise nu na dasseo",
    "veerji kiln computer da navan password → {pw}",
    "ਪਾਸਵਰਡ 👉 {pw} ਧੰਨਵਾਦ",
    "hey bud pw for the skiff chartplotter is {pw} eh",
    "lol ok the rec centre office pw is {pw}, dont tell Clint",
    "crew cab tablet password - {pw} eh, skookum",
    "| Kitimat mill HMI | admin | {pw} |",
    "Note: Terrace shop laptop\npassword\n{pw}",
]  # fmt: skip
_said = _Family("label_password", _SAID, _with(_pw), "pw")


_USERS = ["wade.h", "brandi", "colby", "jolene.w", "tyler", "shawna", "marcel", "kyle.r",
          "gurpreet.s", "harjit", "simran.k", "jaskaran", "navdeep", "della", "ops", "hatchery"]  # fmt: skip
_LOGINS = [
    "log in to the Tlell hatchery PLC laptop as {u}, password {pw}",
    "the float-ops tablet: user {u} and the password is {pw}",
    "For the credit union back office use {u} / {pw}",
    "Juskatla camp server - user {u}, pass {pw}",
    "museum collections DB: login {u}, password {pw}, please keep it quiet",
    "user {u}, password {pw} for the Prince Rupert ferry booking console",
    "nika iskum okoke login: {u} / {pw}, mahsie",
    "ਲਾਗਇਨ {u}, ਪਾਸਵਰਡ {pw}",
    "paaji login {u} te password {pw} aa",
    "'nüün login {u}, password {pw} — t'oyaxsut 'nüüsm",
    "dáng login {u}, password {pw}, háw'aa",
    "n'iin user {u} password {pw}",
]  # fmt: skip
_logins = _Family("login_password", _LOGINS, _with(_plain_pw, u=_USERS), "pw")


_SPOKEN_WORDS = ["sockeye", "steelhead", "oolichan", "yarder", "widgeon", "norseman", "formline",
                 "skookum", "saltchuck", "chanan", "kispiox", "juskatla"]  # fmt: skip
_SPELLED = [
    "voice memo: the password is {w} all lower case then {d}, so {w}{d}",
    "[transcript] uh, password, it's {w}, like the word, then the numbers {d}",
    "Reading it out for Della: {w} then {d} - {w}{d}",
    "voice note (Punjabi): ਪਾਸਵਰਡ ਹੈ {w}{d}, ਛੋਟੇ ਅੱਖਰ",
    "Otter transcript: okay nika password yaka {w}{d}, mahsie",
    "radio call from the Otter: password {w}{d}, copy?",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word, number = rng.choice(_SPOKEN_WORDS), str(rng.randrange(100, 100_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "snmpset -v3 -u {u} -l authPriv -a SHA -A {pw} -x AES -X {pw}x hatch-ups.naikoon.lan 1.3.6.1.2.1.1.4.0 s ops",
    "fbtracemgr -se hatch-db:service_mgr -user SYSDBA -pas {pw} -list",
    "sudo piaware-config flightaware-password {pw}",
    "mysql -h mill-db.naikoon.lan -u {u} --password={pw} scalehouse",
    "PGPASSWORD={pw} psql -h cu-db.naikoon.lan -U {u} members",
    "curl -u {u}:{pw} https://museum.naikoon.lan/api/objects",
    "sshpass -p {pw} ssh {u}@juskatla-camp.naikoon.lan",
    "redis-cli -h ferry-cache.naikoon.lan -a {pw} ping",
    "keepassxc-cli open -k ops.key naikoon.kdbx <<< {pw}",
    "echo {pw} | sudo -S systemctl restart incubation-monitor",
    "docker login registry.naikoon.lan -u {u} -p {pw}",
    "mosquitto_sub -h tlell-mqtt -u {u} -P {pw} -t 'hatchery/#'",
    "ldapsearch -x -D cn={u},dc=naikoon,dc=lan -w {pw} -b dc=naikoon,dc=lan",
    "smbclient //carving-nas/photos -U {u}%{pw}",
    "zip -P {pw} payroll-terrace.zip payroll.csv",
    "sqlcmd -S cu-sql.naikoon.lan -U {u} -P {pw} -Q 'select 1'",
]  # fmt: skip
_SHELLS = [
    "{c}", "wade@tlell-nuc:~$ {c}", "PS C:\\ops> {c}", "[root@juskatla ~]# {c}",
    "history | tail -1\n  512  {c}", "ran this on the float base box: {c}",
    "ਇਹ ਕਮਾਂਡ ਚਲਾਈ: {c}", "nika mamook okoke: {c}", "dii command: {c}",
    "'nüüyu nah run gwa'a: {c}", "bud ran: {c}",
]  # fmt: skip


def _cli_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    pw = _plain_pw(rng)
    command = template.format(u=rng.choice(_USERS), pw=pw)
    return {"text": rng.choice(_SHELLS).replace("{c}", command), "c": command, "secret": pw}


_cli = _Family("cli_password", _CLI, _cli_draw, "c")


_URLS = [
    "postgres://{u}:{pw}@cu-db.naikoon.lan:5432/members",
    "mysql://{u}:{pw}@mill-db.naikoon.lan/scalehouse",
    "mongodb+srv://{u}:{pw}@hatchery.mongo.naikoon.net/fry?retryWrites=true",
    "amqp://{u}:{pw}@ferry-mq.naikoon.lan:5672/bookings",
    "redis://:{pw}@ferry-cache.naikoon.lan:6379/0",
    "ftp://{u}:{pw}@ftp.naikoon.net/cannery-scans/",
    "https://{u}:{pw}@wiki.naikoon.lan/float-ops",
    "smtp://{u}:{pw}@mail.naikoon.net:587",
    "jdbc:sqlserver://cu-sql.naikoon.lan;user={u};password={pw}",
    "Server=mill-sql;Database=Tally;User Id={u};Password={pw};",
    "rtsp://{u}:{pw}@cam-seal-cove.naikoon.lan:554/live",
]  # fmt: skip
_URL_PLACES = ["{c}", "DATABASE_URL={c}", "connection string: {c}", "ਕਨੈਕਸ਼ਨ: {c}",
               "okoke url: {c}", "conn → {c}", "`{c}`"]  # fmt: skip


def _url_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    pw = _plain_pw(rng)
    url = template.format(u=rng.choice(_USERS), pw=pw)
    return {"text": rng.choice(_URL_PLACES).replace("{c}", url), "c": url, "secret": pw}


_urls = _Family("url_password", _URLS, _url_draw, "c")


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(rng: random.Random) -> str:
        claims = {
            "iss": issuer,
            "sub": _r(rng, LOWER_DIGITS, 12),
            "iat": 1_900_000_000 + rng.randrange(10**6),
        }
        return _jwt_of(rng, {"alg": "HS256", "typ": "JWT"}, claims, 43)

    return make


_VENDOR_MAKERS: dict[str, Maker] = {
    "ReelData": _j("rd_live_", (ALNUM, 32)),
    "TimberMatic": _vendor_jwt("timbermatic"),
    "Central 1": _j("c1_", (HEX, 40)),
    "Float": _j("float_sk_", (URLSAFE, 36)),
    "Loop": _j("lp_", (ALNUM, 30)),
    "EagleView": _j((HEX, 32)),
    "adsb.lol": _j((ALNUM, 40)),
    "Vernon Systems": _vendor_jwt("vernon-collections"),
    "Borrowell": _j((B64, 40), "=="),
    "Oceans 3.0": lambda g: v.uuid4(g, g.choice("89ab")),
}
_NAMED = [
    "ReelData API key for the hatchery camera counts: {ReelData}",
    "Slack #hatchery: ReelData integration broken, current key {ReelData}",
    "TimberMatic Maps token (Juskatla block 7): {TimberMatic}",
    "the TimberMatic API token is {TimberMatic}",
    "Central 1 API key: {Central 1}",
    "CENTRAL1_API_KEY={Central 1}",
    "Float corporate card API key → {Float}",
    "FLOAT_API_KEY=\"{Float}\"",
    "Loop card API key: {Loop}",
    "Integrations › Loop: {Loop}",
    "EagleView API key for the camp roof survey: {EagleView}",
    "EAGLEVIEW_CLIENT_SECRET={EagleView}",
    "adsb.lol feeder API key {adsb.lol}",
    "Vernon Systems collections API token: {Vernon Systems}",
    "Borrowell partner API key: {Borrowell}",
    "Ocean Networks Canada Oceans 3.0 token: {Oceans 3.0}",
    "ONC_TOKEN={Oceans 3.0}",
    "ਰੀਲਡਾਟਾ ਦੀ API key: {ReelData}",
    "nika Central 1 API key yaka {Central 1}",
    "dii EagleView API key: {EagleView} háw'aa",
]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _NAMED, n):
        name = next(name for name in _VENDOR_MAKERS if "{" + name + "}" in template)
        value = v.until(rng, _VENDOR_MAKERS[name], lambda s: s not in seen)
        seen.add(value)
        out.append(Sample("vendor_token", template.replace("{" + name + "}", value), value))
    return out


_GENERIC: dict[str, Maker] = {  # template: the token's maker (its prefix in the secret)
    "GitHub token for the museum site deploy: {t}": _j("ghp_", (ALNUM, 36)),
    "Slack bot token for #float-ops: {t}": _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24)),
    "Stripe key for the cannery gift shop: {t}": _j("sk_live_", (ALNUM, 24)),
    "OpenAI key in the hatchery notebook: {t}": _j("sk-proj-", (URLSAFE, 48)),
    "AWS secret access key for the s3 bucket of scans: {t}": _j((B64, 40)),
    "Anthropic key for the ferry bot: {t}": _j("sk-ant-api03-", (URLSAFE, 93), "AA"),
    "Hugging Face token {t}": _j("hf_", (ALNUM, 34)),
    "SendGrid key {t}": _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43)),
    "Twilio auth token for the ferry SMS alerts: {t}": _j((HEX, 32)),
    "GitLab token {t}": _j("glpat-", (URLSAFE, 20)),
}  # fmt: skip
_generic = _Family("vendor_token", list(_GENERIC), lambda g, i, t: {"t": _GENERIC[t](g)}, "t")


_BARE = ["{t}", "here: {t}", "okoke token: {t}", "ਟੋਕਨ: {t}", "token → {t}",
         "it only shows once so\n{t}", "dii token {t}", "'nüüyu token: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((HEX, 64)), _j((B64, 56), "=="), _j((URLSAFE, 40)),
                _j((UPPER_HEX, 48))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "the ferry booking API session token: {t}",
    "JWT from the museum kiosk: {t}",
    "ਟੋਕਨ ਹੈ {t}",
    "okoke JWT: {t}",
    "localStorage.setItem('token', '{t}')",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    claims = {"sub": rng.choice(_USERS), "role": rng.choice(["admin", "teller", "dispatch"]),
              "exp": 1_950_000_000 + rng.randrange(10**6)}  # fmt: skip
    header = {"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    return {"t": _jwt_of(rng, header, claims, rng.choice([43, 86, 64]))}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "deploy key for the museum site:\n{key}": "OPENSSH PRIVATE KEY",
    "float-ops TLS key (do not commit):\n{key}": "PRIVATE KEY",
    "ਸਰਵਰ ਦੀ key:\n{key}": "RSA PRIVATE KEY",
    "okoke key:\n{key}": "EC PRIVATE KEY",
    "dii ssh key, háw'aa\n{key}": "OPENSSH PRIVATE KEY",
}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = _PEM_PLACES[template]
    lines = [_r(rng, B64, 64) for _ in range(8)] + [_r(rng, B64, 20) + "=="]
    block = "\n".join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": block, "secret": lines[2 + index % 5]}


_pems = _Family("pem_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "credit union crypto desk test wallet, 12 words: {p}": "english",
    "recovery phrase for the hatchery donation wallet:\n{p}": "english",
    "seed (Czech list, Marcel's wallet): {p}": "czech",
    "복구 구문: {p}": "korean",
    "助記詞：{p}": "chinese_traditional",
    "kurtarma kelimeleri: {p}": "turkish",
    "frase de recuperação: {p}": "portuguese",
    "nika wallet seed words: {p}": "english",
    "ਵਾਲਿਟ ਦੇ ਸ਼ਬਦ: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    bits = rng.choice([16, 16, 32])
    phrase = str(
        _MNEMO[_SEED_PLACES[template]].to_mnemonic(bytes(rng.randrange(256) for _ in range(bits)))
    )
    if index % 4 == 3:
        phrase = "\n".join(f"{k + 1}. {w}" for k, w in enumerate(phrase.split()))
    return {"p": phrase}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "card for the float-plane fuel account: {c} exp 09/33",
    "gift shop test card {c}",
    "ਕਾਰਡ ਨੰਬਰ {c}",
    "nika card {c}, mahsie",
    "credit union member's card {c} (reported stolen)",
    "dii card: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "unionpay", "diners", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " "][index % 4], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")

_CVV_PLACES = [
    "Visa {c} exp 04/34, security code {cvv}",
    "the three digits on the back are {cvv} (card {c})",
    "ਕਾਰਡ {c}, ਪਿੱਛੇ ਵਾਲਾ ਕੋਡ {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, "visa")
    return {"c": number, "cvv": _r(rng, D, 3), "secret": number}


_cvvs = _Family("card_cvv", _CVV_PLACES, _cvv_draw, "c")


_IBAN_SHAPES = {"DO": "aaaa" + "n" * 20, "EG": "n" * 25, "VA": "n" * 18, "BI": "n" * 23,
                "BY": "cccc" + "nnnn" + "c" * 16, "IS": "n" * 22, "JO": "aaaa" + "nnnn" + "c" * 18,
                "KW": "aaaa" + "c" * 22}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "pay the carver's invoice to IBAN {i}",
    "IBAN: {i}",
    "ਆਈਬੈਨ {i}",
    "nika IBAN yaka {i}",
    "wire for the museum loan, IBAN {i}, ref CAN-2033",
    "dii bank IBAN → {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _bn(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 9), ca_bn.is_valid)


def _phn(g: random.Random) -> str:
    return v.until(g, lambda h: "9" + _r(h, D, 9), ca_phn.is_valid)


def _pan(g: random.Random) -> str:
    return v.until(
        g,
        lambda h: _r(h, UPPER, 3) + "P" + _r(h, UPPER, 1) + _r(h, D, 4) + _r(h, UPPER, 1),
        in_pan.is_valid,
    )


def _vid(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 15), in_vid.is_valid)


_ID_MAKERS: dict[str, Maker] = {
    "bn": _bn, "phn": _phn, "pan": _pan, "vid": _vid,
    "bcsc": lambda g: "S" + _r(g, D, 8),
    "outdoor": lambda g: "OC" + _r(g, D, 8),
    "rocm": lambda g: "ROC-M " + _r(g, D, 6),
    "nlg": lambda g: "NLG-" + _r(g, D, 6),
    "haida": lambda g: "HN" + _r(g, D, 7),
    "ca_pp": lambda g: _r(g, UPPER, 2) + _r(g, D, 6),
    "in_pp": lambda g: g.choice("JKLMNPRSTVWZ") + _r(g, D, 7),
}  # fmt: skip
_NATIONAL = [
    "Business Number for the hatchery society: {bn}",
    "BN {bn} on the cannery museum's GST filing",
    "PHN {phn} (Della's care card)",
    "ਮੇਰਾ PHN ਹੈ {phn}",
    "PAN card: {pan}",
    "ਪੈਨ ਨੰਬਰ {pan}",
    "Aadhaar VID {vid}",
    "BC Services Card number: {bcsc}",
    "BC Outdoor Card {outdoor} for the steelhead licence",
    "Restricted Operator Certificate (Maritime): {rocm}",
    "Nisga'a Lisims enrolment number {nlg}",
    "Haida citizenship card no. {haida}, háw'aa",
    "Canadian passport {ca_pp}",
    "ਪਾਸਪੋਰਟ ਨੰਬਰ {in_pp}",
    "passport number (India): {in_pp}",
    "nika passport {ca_pp}",
]  # fmt: skip


def _id_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    slot = next(slot for slot in _ID_MAKERS if "{" + slot + "}" in template)
    value = _ID_MAKERS[slot](rng)
    return {slot: value, "secret": value}


_national = _Family("national_id", _NATIONAL, _id_draw, "secret")


def _backup_list(rng: random.Random, n: int) -> list[str]:
    return [f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = [
    "credit union admin 2FA backup codes:\n{codes}",
    "recovery codes for the float-ops Google account {codes}",
    "ਬੈਕਅੱਪ ਕੋਡ: {codes}",
    "okoke backup codes: {codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, 10)
    sep = "\n" if "\n" in template else ", "
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_TOTP = [
    "otpauth://totp/Naikoon:{u}?secret={s}&issuer=Naikoon",
    "TOTP secret for the museum admin: {s}",
    "ykman oath accounts add ferry-admin {s}",
    "oathtool --totp -b {s}",
    "2FA seed ਹੈ {s}",
    "nika 2FA secret: {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    spaced = (
        index % 2 == 1
        and "otpauth" not in template
        and "ykman" not in template
        and "oathtool" not in template
    )
    return {"s": v.totp_secret(rng, spaced=spaced), "u": rng.choice(_USERS)}


_totp = _Family("otp_secret", _TOTP, _totp_draw, "s")

_CODES = ["{c} is your Central 1 verification code", "ਤੁਹਾਡਾ ਵੈਰੀਫਿਕੇਸ਼ਨ ਕੋਡ {c} ਹੈ",
          "verification code: {c}", "Use {c} to sign in to the booking site", "okoke code {c}"]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Naikoon-Hatchery", "Juskatla-Camp", "SealCove-Float", "Skidegate-Carving",
          "Cannery-Museum", "FerryDeck-5G", "NCTCU-Staff", "Terrace-Mill"]  # fmt: skip
_WIFI = [
    "wifi {s}, password {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\nkey: {pw}",
    "ਵਾਈਫਾਈ {s} ਦਾ ਪਾਸਵਰਡ {pw} ਹੈ",
    "paaji {s} wifi da password {pw}",
    "okoke wifi {s} password yaka {pw}, mahsie",
    "dii wifi {s}: {pw} háw'aa",
    "'nüüyu wifi {s}, password gwa'a {pw}",
    "n'iiy wifi {s} password {pw}",
    "camp wifi is {s} and the pw is {pw} eh",
    "WPA2 passphrase for {s} → {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.2:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 32)), _j("rd_live_", (ALNUM, 16)), _j((UPPER_HEX, 40)), _j((ALNUM, 28))]
_SPELL = ["reading the key out one character at a time: {t}", "[dictated on the radio] {t}",
          "ਇੱਕ ਇੱਕ ਅੱਖਰ: {t}", "tenas tenas: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 3 == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    return {"t": [" ", "-"][index % 2].join(token)}


_spaced = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "hatchery gate code: {pw}",
    "the float shed door keypad is {pw} then #",
    "carving shed lock → {pw}",
    "ATM PIN for the camp card: {pw}",
    "ਗੇਟ ਦਾ ਕੋਡ {pw} ਹੈ",
    "paaji mill gate da code {pw}",
    "okoke door code yaka {pw}",
    "dii door code {pw}",
    "museum alarm code is {pw}",
    "n'iiy PIN: {pw}",
    "'nüüyu PIN gwa'a {pw}",
    "the lockbox at Seal Cove 🔒 {pw}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 6][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["cedar", "raven", "oolichan", "yarder", "widgeon", "spar", "adze", "kelp",
                 "herring", "skookum", "chanan", "gillnet", "muskeg", "tidepool"]  # fmt: skip
_PHRASES = {"KeePassXC database passphrase: {p}": " ", "Bitwarden master passphrase: {p}": "-",
            "ਪਾਸਫਰੇਜ਼: {p}": " ", "nika passphrase: {p}": ".", "backup passphrase: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "curl -H 'Authorization: Basic {v}' https://museum.naikoon.lan/api": True,
    "header: Authorization: Bearer {v}": False,
    "Postman → Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Bearer {v}\";": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "aprsc.conf:\nServerId VE7NTH-10\nPassCode {pw}",
    "/etc/pfclient-config.json:\n{{\"sharecode\":\"{pw}\",\"lat\":54.3,\"lon\":-130.4}}",
    "~/.mbsyncrc:\nIMAPAccount naikoon\nUser ops@naikoon.net\nPassCmd \"echo {pw}\"",
    "/etc/fr24feed.ini:\nreceiver=\"dvbt\"\nfr24key=\"{pw}\"",
    ".env:\nTLELL_HATCHERY_DB_PASSWORD={pw}\nTLELL_HATCHERY_DB_HOST=db",
    "docker-compose.yml:\n  environment:\n    POSTGRES_USER: ferry\n    POSTGRES_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: cu-core\nstringData:\n  password: {pw}",
    "/etc/systemd/system/scalehouse.service:\n[Service]\nEnvironment=NAIKOON_SCALE_PASSWORD={pw}",
    "~/.config/rebar3/hex.config:\n{{api_key, <<\"{pw}\">>}}.",
    "NIMBLE_GITHUB_API_TOKEN={pw} nimble publish",
    "juicefs format --storage s3 --bucket https://cans.s3 --access-key AKx --secret-key {pw} redis://db/1 cans",
    "s5cmd --credentials-file /dev/null ls  # AWS_SECRET_ACCESS_KEY={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "db = connect(host='cu-db', user='teller', password='{pw}')",
    "const client = new Client({{ user: 'ferry', password: '{pw}' }});",
    "cfg := mysql.Config{{User: \"mill\", Passwd: \"{pw}\"}}",
    "Redis.new(host: 'ferry-cache', password: '{pw}')",
    "let pass = \"{pw}\"; // TODO move to vault",
    "$pdo = new PDO($dsn, 'museum', '{pw}');",
    "val password = \"{pw}\" // Kitimat HMI",
    "config :naikoon, Repo, password: \"{pw}\"",
    "let apiToken = \"{pw}\"  # Nim, hatchery counter",
    "$env:NAIKOON_ADMIN_PASSWORD = '{pw}'",
    "export NAIKOON_FLOAT_TOKEN='{pw}'",
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "[07:02] Wade: incubation room pw?\n[07:03] Dawn: {pw}",
    "[18:40] Harjit: ਨਵਾਂ ਪਾਸਵਰਡ?\n[18:41] Simran: {pw}",
    "[05:55] Colby: dispatch laptop\n[05:56] Marcel: {pw} lol",
    "Gurpreet: paaji password ki aa?\nNavdeep: {pw}",
    "Raven: dáng password?\nDella: {pw}, háw'aa",
    "Trevor: mika password?\nClint: nika password {pw}, mahsie",
    "[12:10] Marlene: 'nüün password?\n[12:12] Jolene: {pw}",
    "Kyle: n'iin password?\nBrandi: {pw}",
    "Tyler: {pw} is the new museum admin password",
    "Shawna: use {pw}, that's what the teller box has now",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_ASKS = [
    "Hey assistant, remember that the Juskatla server password is {pw}",
    "Please save this for me: credit union VPN password {pw}",
    "Subject: float base laptop\n\nHi Marcel, the password is {pw}. Cheers, Dawn",
    "Ticket NCT-4471: ferry kiosk locked out; reset admin password to {pw}",
    "Runbook, Tlell hatchery: 3. Log in with the service password {pw}",
    "README (scalehouse): default admin password is {pw}, change it",
    "Wiki · Cannery museum | POS | password | {pw} |",
    "remember for me: ਮਿੱਲ ਦਾ ਪਾਸਵਰਡ {pw}",
    "mamook remember: nika password {pw}",
    "note to self: dii password {pw}",
]  # fmt: skip
_asks = _Family("request_password", _ASKS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 30), (_urls, 14), (_vendors, 30),
    (_generic, 10), (_bare, 10), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 6), (_codes, 5), (_wifi, 16),
    (_spaced, 8), (_locks, 14), (_phrases, 7), (_auth, 8), (_configs, 16), (_code, 12),
    (_chats, 12), (_asks, 13),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen) if isinstance(family, _Family) else family(rng, n, seen)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


_SPLIT_PASSWORDS = {
    "the hatchery controller password is": "{s}", "ਪਾਸਵਰਡ": "{s} ਹੈ",
    "nika password yaka": "{s}, mahsie", "dii password": "{s}\nháw'aa",
    "Juskatla camp server pw:": "{s} (since the fire season)", "'nüüyu password": "{s}",
    "paaji password": "{s} aa", "float-ops tablet password -": "{s}",
    "n'iiy password": "{s}", "teller terminal password (new):": "{s} eh",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "ReelData API key", "{s}", _VENDOR_MAKERS["ReelData"]),
    ("split_token", "Ocean Networks token:", "{s} (hydrophone feed)", _VENDOR_MAKERS["Oceans 3.0"]),
    ("split_token", "Central 1 key", "{s}", _VENDOR_MAKERS["Central 1"]),
    ("split_seed", "wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/34", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IS"))),
    ("split_backup", "backup codes", "{s}\nk2x9-m4pq\nz8r1-w7tn", lambda g: _backup_list(g, 1)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "PHN", "{s}", _phn),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """A label at the end of one field, the secret at the start of the next."""
    rng = random.Random(SEED + 1)
    out = []
    for first, second in _SPLIT_PASSWORDS.items():
        text, secret = _fill(rng, second, _plain_pw)
        out.append(FieldPair("split_password", first, text, secret))
    for cls, first, second, make in _SPLIT_OTHERS:
        text, secret = _fill(rng, second, make)
        out.append(FieldPair(cls, first, text, secret))
    return out


_METADATA = {
    '{"password": "{s}"}': ("meta_password", _plain_pw),
    '{"camp": {"server": {"pw": "{s}"}}}': ("meta_password", _plain_pw),
    '{"ਪਾਸਵਰਡ": "{s}"}': ("meta_password", _plain_pw),
    '{"note": "nika password yaka {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the teller box as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"float_ops": [{"login": "dispatch", "passwd": "{s}"}]}': ("meta_password", _plain_pw),
    '{"reeldata": {"api_key": "{s}"}}': ("meta_token", _VENDOR_MAKERS["ReelData"]),
    '{"eagleviewToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"onc_token": "{s}"}': ("meta_token", _VENDOR_MAKERS["Oceans 3.0"]),
    '{"payment": {"card_number": "{s}", "exp": "03/35"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"carver": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "JO")),
    '{"society": {"business_number": "{s}"}}': ("meta_id", _bn),
    '{"mfa": {"recovery_codes": ["{s}", "q7w2-x9za", "m3n8-p0ly"]}}': ("meta_otp", lambda g: _backup_list(g, 1)[0]),
    '{"donation_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"totp": {"secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"float_shed": {"door_code": "{s}"}}': ("meta_pin", _j((D, 7))),
    '{"wifi": {"ssid": "Juskatla-Camp", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
    '{"env": {"NAIKOON_SCALE_PASSWORD": "{s}"}}': ("meta_password", _plain_pw),
    '{"dii": {"password": "{s}", "note": "háw\'aa"}}': ("meta_password", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"hatchery-o2-controller-2.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.naikoon.lan/ferry-api:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"fry counts: add Tlell creek raceway", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"museum: revert kiosk theme", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"scale_tickets_2033-04.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the hatchery controller password before the fry release on 2033-05-14.",
    "Wade asked for the camp wifi password; it's on the card in the cookhouse.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the float-ops channel; send a vault link.",
    "The `.env.example` line `REELDATA_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_ONC_TOKEN> in the README with the token from your Oceans 3.0 profile.",
    "CENTRAL1_API_KEY must be set before the nightly member sync runs.",
    "Dii password gám, háw'aa.",
    "Gám dáng password, never share it, háw'aa.",
    "T'oyaxsut 'nüüsm, 'nüüyu password nah change.",
    "T'ooyaksiy n'iin, the password is in the vault.",
    "T'ooyaxsi'y n'iin for the Gitxsanimx class today.",
    "Klahowya tilikum! Wake mamook wawa mika password kopa hiyu tilikum.",
    "Mahsie! Nika password chako chee, okoke kloshe.",
    "ਆਪਣਾ ਪਾਸਵਰਡ ਕਿਸੇ ਨੂੰ ਨਾ ਦੱਸਿਓ।",
    "ਪਾਸਵਰਡ ਘੱਟੋ-ਘੱਟ 14 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ।",
    "paaji password kise nu na dasseo, vault ch aa",
    "hey bud the pw changed again, ask Clint eh",
    "Upgraded the O2 controller firmware from 2.6 to 2.7 and pymodbus to 3.9.1.",
    f"commit {_COMMIT} adds the Tlell creek raceway to the fry counts.",
    f"Rolled back to {_SHORT} after the kiosk theme broke the museum till.",
    f"requirements.txt: pymodbus==3.9.1 --hash=sha256:{_WHEEL_SUM}",
    f"The O2 controller firmware 2.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The ferry API runs registry.naikoon.lan/ferry-api@sha256:{_IMAGE}.",
    f"MD5 of scale_tickets_2033-04.csv is {_MD5}.",
    "Request id 3f6a1c2e-8b4d-4e07-a9c5-d1e2f3a4b5c6 is the slow one in the booking logs.",
    "Purchase order PO-2033-00712 for 12 totes of cedar bark ships Thursday.",
    "Ticket NCT-4472: the Seal Cove dock light is out again.",
    "Call the Masset float base on 250-626-0199 before noon.",
    "Ferry sailing 14 to Bella Coola leaves at 07:30 from berth 2.",
    "Float plane C-FXYZ is booked for the Kitkatla run on Friday.",
    "Tail numbers C-GNKT and C-FBCO are both in for their 100-hour inspection.",
    "Raceway 4 is at 7.5 °C; 62,000 coho fry counted on Monday.",
    "After five wrong passwords the teller terminal locks for 30 minutes.",
    "The new totem pole is 12 m of red cedar; raising is on 2033-07-20.",
    "The cannery museum's line 2 canned 1,400 cans an hour in 1951.",
    "My card ending 4417 was declined at the Terrace hardware store.",
    "The carver wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the credit union admin account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `NAIKOON_SCALE_PASSWORD` in the secrets store, never in the repository.",
    "The guest wifi 'Cannery-Museum-Guest' is open, no password needed.",
    "Scale ticket 20330412-0318: 38.4 tonnes of hemlock, Juskatla block 7.",
    "Member number 00482 asked about the term deposit rate, 4.1 %.",
    "The door code changed last week; ask Della for it.",
    "A PIN is required for every card payment at the gift shop.",
    "The PIN pad at the Skidegate branch is broken.",
    "ISBN 978-1-55017-123-4 is the formline book in the carving shed.",
    "Tide at Prince Rupert: high 6.8 m at 11:42, low 0.9 m at 17:55.",
    "Order 88213 for 40 litres of avgas is on the Seal Cove account.",
    "The secret of good smoked oolichan is alder, not cedar.",
    "Token budget for the booking bot is 8000 tokens per call.",
    "The API key field is required on the Integrations page.",
    "The passphrase must contain at least four words.",
    "Postal code V0T 1M0 is Masset; V0T 1S0 is Skidegate.",
    "Lot 2033-COHO-07: 18,500 smolts, mean weight 21.3 g.",
    "Phone tree: Wade 250-559-0142, Dawn 250-626-0177.",
    "ਵਾਈਫਾਈ ਮਹਿਮਾਨਾਂ ਲਈ ਖੁੱਲ੍ਹਾ ਹੈ, ਪਾਸਵਰਡ ਦੀ ਲੋੜ ਨਹੀਂ।",
    "Okoke saltchuck hyas kloshe today, the Beaver flies at noon.",
    "Háw'aa to everyone who came to the pole raising in Skidegate.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/naikoon/hatchery", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 217}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.1"}}',
    '{"ticket": "NCT-4472", "purchase_order": "PO-2033-00712"}',
    '{"lot": {"id": "2033-COHO-07", "smolts": 18500, "mean_weight_g": 21.3}}',
    '{"phone": "250-626-0199", "town": "Masset"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "fry_counted": 62000}',
    '{"sailing": 14, "route": "Prince Rupert - Bella Coola", "berth": 2}',
    '{"aircraft": "C-FXYZ", "type": "DHC-2 Beaver", "hours": 100}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
