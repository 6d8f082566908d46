# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-thirty-second corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-twenty-ninth only to search them (grep) for the languages, wordings,
tools, flags, variables, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`);
never `memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-thirtieth to two-hundred-and-thirty-third, its own aside), any test, the reports,
the benchmarks, the changelog nor the git history, and the scrubber was never run on it. Its own
seed (232604917), password words (a station or a river and a number of head or kilometres and a
sign; two bush foods or fish joined by a dash with a number; a name, a birth year, a sign and a
town; leet words of the boab, the barramundi, the mango, the road train and the saltie with a
year; a mango variety and a tray count; `Lugger`, a number and a pearling town; a paddock word in
capitals, a sign and a number; a generator's four groups and random runs), names, places,
templates, tools, vendors and layouts, the way the staff of Boabline Group (fictional: a cattle
station off the Gibb River Road, a mango farm and packing shed at Kununurra, crocodile tours and a
barramundi charter out of Wyndham and Darwin, an Aboriginal art centre at Fitzroy Crossing, a
road-train haulier at Katherine and a small community bank in Broome) leak secrets into an
assistant's memory. The texts are Signal, WhatsApp, Messenger, Teams, Slack, Telegram and SMS
messages, two-way radio and satellite-phone notes, chat logs with times, helpdesk tickets, wiki
tables, notes to self, e-mails, runbooks, README fragments, shell prompts, code (Python, Go,
JavaScript, PHP, Ruby, Kotlin, C#, Rust and PowerShell), configs, voice-memo transcripts and
requests to the assistant itself; the label's separators run from a colon, "is", a dash and an
arrow to an emoji, a new line, quotes (`"…"`, `“…”`, `«…»`), parentheses, backticks and a table's bar.

Tools, calls, flags and variables none or at most one of heldouts 5 to 229 names (each grepped for
the command or flag itself): PlatformIO's `--upload-flags --auth=`, `monetdbd set passphrase=`,
`edb-psql` with a `password=` conninfo, `openvpn --auth-user-pass` fed by a printf, `rman
target`, `dsmc set password`, `expo login -p`, Gradle's `-Psigning.password=`, Maven's
`-Dgpg.passphrase=`, `nuget setapikey`, `choco apikey --key`, `cargo login`, `rancher login
--token`, `flux create secret git --password`, Halyard's `hal config … --password`,
`buildkite-agent start --token`, `gitlab-runner register --registration-token`, Ant's
`-Dkeystore.password=` and the company's own `stationctl`, `nlis-push`, `croc-book`, `packshed`
and `rt-dispatch` (invented), and the variables `BOAB_NLIS_PASSWORD`, `BOAB_PACKSHED_DB_PASS`,
`BOAB_CROCBOOK_SECRET`, `BOAB_ROADTRAIN_PIN`, `BOAB_ARTCENTRE_TOKEN` and `BOAB_BANK_HSM_PIN`.
Common layouts beside them (env files, compose, Kubernetes secrets, systemd units, a wifi QR code,
`otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection strings) in wordings of their
own.

About 46 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 179 of 390): Kriol of the Kimberley, Yolŋu Matha, Walmajarri, Bardi, Torres Strait Creole
(Yumplatok) texting, the Malay of Broome's pearling families as texted, and outback Australian
English texting (counted as English). The wordings are the author's approximations, checked by no
speaker, built around a few marker words and the loanwords people text (password, paswod, wifi,
PIN, token, server, API key): Kriol's `dat`, `im`, `bla`/`blanga`, `mela`, `yu`, `nomo`,
`tellim`, `enibodi`, `bin jenjim`, `niu`, `gudwan`, `dijan`, `na`, `yuwai`; Yolŋu Matha's
`ŋarraku`, `dhuwal`, `ŋunhi`, `yuṯa`, `manymak`, `bäyŋu`, `nhuŋu`, `yo`; Walmajarri's
`ngajukura`, `yuwayi`, `nyuntu`; Bardi's `ngay`, `aarli`, `buru`; Yumplatok's `blo`, `em`, `ai
bin chenjim`, `nau`, `eso`, `yawo`, `mipla`, `wanem`; Broome Malay's `kata laluan`, `saya`, `kat`,
`jangan bagi tau sapa-sapa`, `tu`, `je`, `lah`, `Pak Cik`, `Mak Cik`, `pengguna`, `untuk`,
`syarikat`, `pejabat`, `nombor`, `kunci`; outback texting's `mate`, `arvo`,
`servo`, `ute`, `righto`, `yeah nah`, `ta`, `stn`. The apostrophe is typed as `'`, though print writes `’`. The Walmajarri and Bardi lines (a possessive or
a pronoun and a loanword, nothing more) and Yolŋu's `nhuŋu … bäyŋu ŋuli lakaram` are the thinnest guesses.

Vendors (iKnowStock, StockMate, Herdmaster, Cattlelink, Bovitrack, MyFarmWeb, Farmdeck, Flurosat,
DataFarming, Cibo Labs, Zetifi, Jacana, Desart, Waringarri, Mangkaja, Liquid Tours, FishAngler,
Transmit SMS, Vision6, Ascora, Geoop, Quicka, Banked, Fiskil, Thriday, Saasu, Gruntify,
Trackabout, Smartrak, Coretex, Transvirtual, CartonCloud, Followmont and Adatree) are ones
heldouts 5 to 229 do not name (grepped by name). No shape here is one the author knows to be real:
every one is a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs for Cattlelink and
Fiskil, and the prefixes `iks_live_`, `hm_pat_`, `fd-`, `cibo_sk_`, `qk_live_`, `thr_`, `cc_api_`
and `adt_`); the JWTs are well-formed.

The ids: two lightly used kinds with a check, Australia's ABN and ACN, drawn until `stdnum.au.abn`
and `stdnum.au.acn` validate them (each in one earlier corpus by grep), and kinds no earlier
corpus names, whose shapes are invented and checked by no library or this file: an NT heavy
combination (HC/MC) licence number, a WA commercial fishing boat licence, an NT Parks commercial
tour operator permit, an NT crocodile farm permit, an NT Seniors Card number, a Kimberley stock
brand registration and Australian passports under Kriol, Yumplatok and Malay words. Card numbers
pass Luhn (the value helpers' Visa, Mastercard, Amex, Discover, JCB, Diners and UnionPay, checked
with python-stdnum's `luhn`). The IBANs are of the countries used least by a rough grep of IBAN
shapes and calls over heldouts 5 to 229 (Albania, Belarus, Djibouti, the Faroe Islands, Greenland,
Iceland, Jordan and Mauritius, nineteen or twenty corpora each by that count), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Spanish, French,
Italian, Portuguese, Czech and Korean lists, each with a valid checksum. Counts: 390 secret
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
from stdnum.au import abn as au_abn
from stdnum.au import acn as au_acn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 232_604_917
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


_STATIONS = ["Mornington", "Drysdale", "Ellenbrae", "Carlton", "Ivanhoe", "Tableland", "Mabel",
             "Gibb", "Pentecost", "Durack", "Ord", "Fitzroy", "Margaret", "Victoria", "Daly",
             "Katherine", "Roper", "Cambridge"]  # fmt: skip
_BUSH = ["boab", "gubinge", "bush-plum", "barra", "threadfin", "jewfish", "mudcrab", "magpie-goose",
         "kakadu", "pandanus", "cheeky-yam", "waterlily", "mango", "saltie"]  # fmt: skip
_TOWNS = ["Broome", "Kununurra", "Darwin", "Katherine", "Wyndham", "FitzroyCrossing", "Derby",
          "HallsCreek", "Warmun", "Timber", "Beagle", "OnePoint", "Lombadina", "Ardyaloon"]  # fmt: skip
_NAMES = ["Jarrah", "Kirra", "Shanice", "Dwayne", "Lorraine", "Tjapu", "Nyree", "Ahmat", "Rahman",
          "Hashim", "Siti", "Yasmin", "Ganambarr", "Djalu", "Wanbi", "Mabo", "Tatipata", "Nona",
          "Trent", "Bec", "Shazza", "Gazza", "Marlee", "Jedda", "Lenny", "Corrie"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["B04bTr33", "B4rr4mund1", "M4ng0Sh3d", "R04dTr41n", "S4lt13", "Gub1ng3", "Dr0v3r",
         "Cr0cT0ur"]  # fmt: skip
_MANGO = ["KP", "R2E2", "Calypso", "Honeygold", "Keitt", "Palmer"]
_PADDOCK = ["BULLOCK", "HEIFER", "WEANER", "YARDS", "BORE", "TURKEYNEST", "SPINIFEX", "BILLABONG"]


def _generator(g: random.Random) -> str:
    """Four random groups of four, as a password manager writes them."""
    return "-".join(_r(g, ALNUM, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_STATIONS)}{g.randrange(100, 9000)}hd{g.choice(_SYMBOLS)}",
    lambda g: "-".join(g.sample(_BUSH, 2)) + str(g.randrange(10, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2010)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2032)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_MANGO)}{g.randrange(100, 5000)}trays{g.choice(_SYMBOLS)}",
    lambda g: f"Lugger{g.randrange(10, 100)}{g.choice(_TOWNS)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PADDOCK)}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: _r(g, ALNUM + "!$%&?", 16),
    lambda g: f"{g.choice(_STATIONS).lower()}_{g.choice(_BUSH).replace('-', '')}_{g.randrange(10, 100)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Signal, Jarrah: the Gallagher fence energiser web login password is {pw}",
    "WhatsApp from Kirra (mango shed): packline PC password → {pw}",
    "Teams chat, #stations: Mornington bore telemetry portal password - {pw}",
    "Slack #croc-tours: the booking tablet password is “{pw}”",
    "SMS from Dwayne: road train 4 dispatch tablet pw {pw}",
    "Messenger, Lorraine (art centre): gallery laptop password 🔑 {pw}",
    "Telegram, Trent: the barra charter boat chartplotter password is {pw}",
    "sat phone note, Iridium call from the Drysdale yards: office PC password ({pw})",
    "UHF ch 18, written down after the call: the weighbridge password is {pw}",
    "note to self — Broome branch teller terminal password:\n{pw}",
    "Helpdesk #3117: the Kununurra packshed label printer password {pw} stopped working",
    "Helpdesk #3124: reset the Katherine depot Wi-Fi admin, current password {pw}",
    "Wiki › Stations › Ellenbrae › Solar inverter | admin | {pw} |",
    "Hi Bec,\n\nthe root password on the Darwin booking server is {pw}. Please delete this once it's in the vault.\n\nCheers,\nCorrie",
    "Runbook: mango cold-room override\n1. open the controller page\n2. log in as service\n3. password {pw}\n4. hold compressor 2",
    "README (croc tours)\nthe tide-table kiosk runs at http://kiosk.boabline.lan, admin password `{pw}`.",
    "voice memo: the Wyndham boat ramp camera password is {pw} full stop",
    "can you remember my community bank app password? it's {pw}",
    "please keep this for me, the art centre Square reader password: «{pw}»",
    "my password for the station payroll is {pw}",
    "after the cyclone reboot the Fitzroy Crossing NAS password became {pw}",
    "Dat paswod bla wifi im {pw}",
    "Mela niu paswod bla kampyuta im {pw}, yu nomo tellim enibodi",
    "Paswod bla bank app blanga mi: {pw}",
    "Gudwan, dijan im dat paswod: {pw}",
    "Olabat bin jenjim paswod, im {pw} na",
    "Yuwai, paswod bla ofis kampyuta → {pw}",
    "Ŋarraku password dhuwal {pw}",
    "password ŋunhi wifi-wuŋ: {pw}, manymak",
    "Dhuwal yuṯa password: {pw}",
    "Yo, nhuŋu password {pw}, bäyŋu ŋuli lakaram",
    "Ngajukura password {pw}",
    "yuwayi, nyuntu password {pw}",
    "Ngay password: {pw}",
    "aarli boat wifi password ngay: {pw}",
    "Paswod blo wifi em {pw}",
    "Ai bin chenjim paswod, em {pw} nau. Eso",
    "Niu paswod blo kompyuta em {pw}, yawo",
    "Mipla paswod blo bank: {pw}",
    "Wanem paswod blo server? em {pw}",
    "kata laluan wifi kat bangsal: {pw}",
    "Kata laluan saya {pw}, jangan bagi tau sapa-sapa",
    "Pak Cik, password lugger tu {pw} je",
    "kata laluan bank app saya → {pw} lah",
    "Siti: kata laluan komputer pejabat \"{pw}\"",
    "Paswod bla stesin kampyuta im: {pw}",
    "Dijan paswod bla eftpos im “{pw}”",
    "Mi bin jenjim paswod bla gelari laptop → {pw}",
    "Paswod bla Starlink rauta im\n{pw}",
    "Ŋarraku bank password: {pw}",
    "dhuwal password ŋunhi computer-wuŋ → {pw}",
    "Ngajukura wifi password: {pw}",
    "Ngay computer password ({pw})",
    "Paswod blo bot em “{pw}”",
    "Dhis paswod blo laptop: {pw}, no tellim nobodi",
    "Paswod blo mipla eftpos 👉 {pw}",
    "kata laluan komputer lugger: {pw}",
    "kata laluan e-mel saya\n{pw}",
    "Mak Cik, kata laluan wifi rumah tu {pw} je",
    "kata laluan baru server → {pw}",
    "mate the servo wifi pw is {pw}",
    "yeah nah the ute's tracker pw changed, now {pw}",
    "righto, stn office pc pw: {pw} cheers",
    "arvo update: croc boat tablet pw - {pw}, ta",
    "new pw for the roadhouse eftpos backend 👉 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["jarrah", "kirra.w", "shanice", "dwayne", "lorraine", "tjapu", "nyree", "ahmat",
          "rahman.h", "siti", "yasmin", "djalu", "wanbi", "trent", "bec.o", "gazza", "marlee",
          "jedda", "lenny", "corrie", "svc-packshed", "svc-nlis", "croc-kiosk", "rt-dispatch"]  # fmt: skip
_LOGINS = [
    "Signal, Jarrah: the NLIS database login is {u} / {pw}",
    "Helpdesk #3140: {u} locked out of the packshed grader, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Road trains › Telematics: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| croc booking | {u} | {pw} |",
    "sign into the weighbridge PC as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "- host: packshed-grader\n  username: {u}\n  password: {pw}",
    "creds for the gallery POS are {u} and {pw}",
    "system,user,password\nbank-teller,{u},{pw}",
    "Yusa {u}, paswod {pw}",
    "Nem bla yusa im {u}, paswod im {pw}",
    "ŋarraku username {u}, password {pw}",
    "Yusa nem blo mi {u}, paswod em {pw}",
    "nama pengguna {u}, kata laluan {pw}",
    "username saya {u}, kata laluan {pw}",
    "mate it's {u} and {pw} for the stn laptop",
    "Ngay username {u}, password {pw}",
    "Yusa bla stesin kampyuta: {u}, paswod: {pw}",
    "Yusa blo bot em {u}, paswod {pw}",
    "pengguna {u} dan kata laluan {pw} untuk pejabat",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["spinifex", "gubinge", "jabiru", "brolga", "billabong", "pindan", "bungarra",
               "wattle", "coolibah", "barramundi", "cassowary", "dingo", "quoll", "goanna",
               "kingfisher", "pearlshell"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, small letters, and then {d}",
    "voice memo: the shed wifi password is {w} and straight after it {d}, no space",
    "type {w}, then {d}",
    "it's {w} with a capital first letter and {d} at the end",
    "Paswod im dat werd {w}, den {d}",
    "Paswod em dhat wod {w}, den {d}",
    "kata laluan: perkataan {w}, lepas tu {d}",
    "password dhuwal {w}, bala {d}",
    "mate, pw's {w} then {d}, all lower case",
    "Ngay password: {w}, den {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    return {"w": word, "d": str(rng.randrange(100, 10_000)), "secret": word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "pio run -t upload --upload-port 10.40.1.17 --upload-flags --auth={pw}",
    "monetdbd set passphrase={pw} /var/monetdb5/dbfarm",
    "edb-psql \"host=pg.boabline.lan dbname=nlis user={u} password={pw}\"",
    "printf '{u}\\n{pw}\\n' > /etc/openvpn/creds && openvpn --config katherine.ovpn --auth-user-pass /etc/openvpn/creds",
    "rman target sys/{pw}@STATIONDB",
    "dsmc set password OldOne2031 {pw}",
    "expo login -u {u} -p {pw}",
    "./gradlew assembleRelease -Psigning.password={pw}",
    "mvn deploy -Dgpg.passphrase={pw}",
    "ant release -Dkeystore.password={pw}",
    "flux create secret git stations-repo --url=https://git.boabline.lan/ops/stations --username={u} --password={pw}",
    "hal config provider docker-registry account add boabline --address registry.boabline.lan --username {u} --password {pw}",
    "stationctl login --station drysdale --user {u} --password {pw}",
    "nlis-push --pic-file yard-tally.csv --mla-user {u} --mla-pass {pw}",
    "croc-book sync --operator wyndham --api-secret {pw}",
    "packshed export --grader-host 10.40.2.5 --grader-pass {pw}",
    "rt-dispatch --depot katherine --driver {u} --pin-code {pw}",
    "BOAB_PACKSHED_DB_PASS={pw} ./nightly-pack-report.sh",
]  # fmt: skip
_CLI_TOKENS = [
    "nuget setapikey {pw} -source https://nuget.boabline.lan/v3/index.json",
    "choco apikey --key {pw} --source https://choco.boabline.lan/",
    "cargo login {pw}",
    "rancher login https://rancher.boabline.lan --token {pw}",
    "buildkite-agent start --token {pw}",
    "gitlab-runner register --url https://git.boabline.lan --registration-token {pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "jarrah@stn-office:~$ {c}", "PS C:\\ops> {c}",
    "root@packshed:/opt/grader# {c}", "Helpdesk #3152, pasted by the contractor:\n{c}",
    "Slack #ops, Lenny: ran this on the depot box\n{c}", "runbook step 4:\n    {c}",
    "dijan kamand ai bin ranim: {c}", "kamand blo Lenny: {c}", "arahan yang saya jalankan: {c}",
    "mate ran this on the ute laptop: {c}", "dhuwal command: {c}", "kamand blanga Dwayne: {c}",
    "arahan untuk server: {c}", "kamand blo depo kompyuta: {c}",
]  # fmt: skip


def _cli_take(rng: random.Random, n: int) -> list[Sample]:
    def token(g: random.Random) -> str:
        return _r(g, ALNUM, 36)

    plain = v.fill(rng, "cli_password", _CLI, n - len(_CLI_TOKENS), _plain_pw, u=_USERS)
    tokens = v.fill(rng, "cli_password", _CLI_TOKENS, len(_CLI_TOKENS), token)
    return v.framed(rng, plain + tokens, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.boabline.lan:5432/nlis",
    "mysql://{u}:{pw}@db.packshed.lan:3306/grader",
    "mongodb+srv://{u}:{pw}@crocbook.boabline.net/bookings",
    "redis://{u}:{pw}@cache.boabline.lan:6379/0",
    "amqp://{u}:{pw}@mq.katherine.lan:5672/dispatch",
    "sftp://{u}:{pw}@edi.bank.boabline.net.au:2222/in/",
    "ftp://{u}:{pw}@camera-ramp.wyndham.lan/",
    "https://{u}:{pw}@nas.fitzroy.lan:5001/photos",
    "Server=sql.boabline.lan;Database=Teller;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://pg.boabline.lan/nlis?user={u}&password={pw}",
]  # fmt: skip
_URL_PLACES = [
    "NLIS_DB_URL={c}", "keep this connection string for me: {c}", "Wiki › Databases: {c}",
    "Helpdesk #3160: {c}", "Dat database URL im {c}", "URL pangkalan data: {c}",
    "database URL blo mipla em {c}", "dhuwal database URL: {c}",
]  # fmt: skip


def _urls_take(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(
        rng, v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS), _URL_PLACES
    )


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "boabline", "sub": f"org_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("iKnowStock", "IKNOWSTOCK_API_KEY", _j("iks_live_", (ALNUM, 32))),
    ("StockMate", "STOCKMATE_TOKEN", _j((HEX, 40))),
    ("Herdmaster", "HERDMASTER_PAT", _j("hm_pat_", (ALNUM, 36))),
    ("Cattlelink", "CATTLELINK_ACCESS_TOKEN", _vendor_jwt("https://auth.cattlelink.example")),
    ("Bovitrack", "BOVITRACK_API_KEY", lambda g: v.uuid4(g, "8")),
    ("MyFarmWeb", "MYFARMWEB_SECRET", _j((B64, 44))),
    ("Farmdeck", "FARMDECK_API_KEY", _j("fd-", (LOWER_DIGITS, 40))),
    ("Flurosat", "FLUROSAT_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("DataFarming", "DATAFARMING_API_KEY", _j((HEX, 32))),
    ("Cibo Labs", "CIBO_SECRET_KEY", _j("cibo_sk_", (ALNUM, 32))),
    ("Zetifi", "ZETIFI_API_TOKEN", _j((UPPER_DIGITS, 32))),
    ("Jacana", "JACANA_API_KEY", _j((HEX, 64))),
    ("Desart", "DESART_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Waringarri", "WARINGARRI_SHOP_TOKEN", _j((ALNUM, 40))),
    ("Mangkaja", "MANGKAJA_STORE_KEY", _j((URLSAFE, 48))),
    ("Liquid Tours", "LIQUIDTOURS_API_KEY", _j((HEX, 40))),
    ("FishAngler", "FISHANGLER_TOKEN", _j((ALNUM, 48))),
    ("Transmit SMS", "TRANSMITSMS_API_SECRET", _j((ALNUM, 32))),
    ("Vision6", "VISION6_API_KEY", _j((HEX, 48))),
    ("Ascora", "ASCORA_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Geoop", "GEOOP_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Quicka", "QUICKA_SECRET_KEY", _j("qk_live_", (ALNUM, 32))),
    ("Banked", "BANKED_API_SECRET", _j((URLSAFE, 40))),
    ("Fiskil", "FISKIL_ACCESS_TOKEN", _vendor_jwt("https://api.fiskil.example")),
    ("Thriday", "THRIDAY_API_KEY", _j("thr_", (ALNUM, 36))),
    ("Saasu", "SAASU_WSACCESS_KEY", _j((UPPER_HEX, 32))),
    ("Gruntify", "GRUNTIFY_API_KEY", _j((B64, 60))),
    ("Trackabout", "TRACKABOUT_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Smartrak", "SMARTRAK_API_TOKEN", _j((HEX, 40))),
    ("Coretex", "CORETEX_CLIENT_SECRET", _j((ALNUM, 44))),
    ("Transvirtual", "TRANSVIRTUAL_API_KEY", _j((UPPER_DIGITS, 40))),
    ("CartonCloud", "CARTONCLOUD_CLIENT_SECRET", _j("cc_api_", (ALNUM, 32))),
    ("Followmont", "FOLLOWMONT_API_KEY", _j((HEX, 32))),
    ("Adatree", "ADATREE_CLIENT_SECRET", _j("adt_", (URLSAFE, 40))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}='{tok}'",
    "compose.yaml:\n    environment:\n      - {env}={tok}",
    "k8s secret, stringData:\n  {env}: \"{tok}\"",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "Boabline ops › Settings › Integrations › {vendor}: {tok}",
    "Wiki › Integrations: | {vendor} | prod | {tok} |",
    "Helpdesk #3177: {vendor} integration broken, current key {tok}",
    "Slack #stations, Jarrah: {vendor} API key for the sync: {tok}",
    "please keep my {vendor} API key: {tok}",
    "config.py:\n{env} = \"{tok}\"",
    "main.go: client := api.New(\"{tok}\") // {vendor}",
    "const {vendor_id}Key = '{tok}'; // {vendor}",
    "Dat {vendor} API key im {tok}",
    "{vendor} API key blanga mela: {tok}",
    "{vendor} API key blo mipla em {tok}",
    "API key {vendor} saya: {tok}",
    "kunci API {vendor} kat pejabat: {tok}",
    "ŋarraku {vendor} API key dhuwal {tok}",
    "Olabat {vendor} token im {tok}",
    "Dijan {vendor} sikrit im {tok}",
    "{vendor} token blo mipla kampani: {tok}",
    "token {vendor} untuk pejabat Broome: {tok}",
    "ŋarraku {vendor} token: {tok}",
    "{vendor} key blo server em {tok}",
    "kunci API {vendor} untuk server: {tok}",
    "dhuwal {vendor} API key: {tok}",
    "mate the {vendor} API key is {tok}, don't lose it",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    stockmate = _r(rng, HEX, 40)
    jacana = _r(rng, HEX, 64)
    quicka = "qk_live_" + _r(rng, ALNUM, 32)
    geoop = _r(rng, ALNUM, 40)
    vision6 = _r(rng, HEX, 48)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.stockmate.example/mobs", headers={{"X-Api-Key": "{stockmate}"}})', stockmate),
        Sample("vendor_token", f'var client = new JacanaClient("{jacana}");', jacana),
        Sample("vendor_token", f"$quicka = new QuickaApi('{quicka}');", quicka),
        Sample("vendor_token", f'val geoop = GeoopService(secret = "{geoop}")', geoop),
        Sample("vendor_token", f'$env:VISION6_API_KEY = "{vision6}"', vision6),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        vendor_id = re.sub(r"\W", "", vendor).lower()
        text = template.format(vendor=vendor, env=env, tok=tok, vendor_id=vendor_id)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "Signal: {t}", "it only shows it once, so here:\n{t}", "dijan token: {t}",
                "token blo mipla: {t}", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 46)), _j((URLSAFE, 52)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of the Mabel bore water-level sensor: {h}": 32,
    "HMAC secret for the croc-tour booking webhook: {h}": 64,
    "AES key of the cold-room logger export: {h}": 32,
    "pre-shared key of the Broome branch IPsec tunnel (hex): {h}": 64,
    "BOAB_BANK_HSM_PIN wrapping key, hex: {h}": 48,
    "encryption key blanga backup: {h}": 64,
    "kunci enkripsi backup: {h}": 48,
    "Meshtastic channel key for the stock-camp radios (hex): {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Helpdesk #3188: token copied out of the browser's network tab {t}",
    "Cookie: theme=dark; boab_session={t}",
    "CROCBOOK_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token blanga mi: {t}",
    "token saya {t}",
    "token em {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@boabline.net.au"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://id.boabline.net.au/realms/ops", "azp": "stations-app"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key for the packshed server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/crocbook.boabline.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"BANK_GATEWAY_PRIVATE_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_depot <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Helpdesk #3190, pasted by the installer:\n{key}": ("PRIVATE KEY", "\n"),
    "private key blanga server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "kunci peribadi server:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    block = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": block, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "Exodus wallet recovery phrase, off the card before I burn it: {p}": "english",
    "voice memo: the art centre's old wallet words are {p} and that's the lot": "english",
    "Wiki › Bank › Cold wallet (retired): {p}": "english",
    "seed phrase blanga mi: {p}": "english",
    "frasa pemulihan dompet saya: {p}": "english",
    "frase de recuperación de la billetera: {p}": "spanish",
    "phrase de récupération du portefeuille : {p}": "french",
    "frase di recupero del portafoglio: {p}": "italian",
    "frase de recuperação da carteira: {p}": "portuguese",
    "obnovovací fráze peněženky: {p}": "czech",
    "지갑 복구 문구: {p}": "korean",
    "seed wod blo mipla wallet: {p}": "english",
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
        " | ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Signal, Bec: the station card for the bore pump parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nExpiry: {mm}/{yy}",
    "Helpdesk #3201: pay the grader service visit with card {c}",
    "Kad nomba blanga mi: {c}, {mm}/{yy}",
    "Kad namba blo mi em {c}",
    "nombor kad saya: {c}, {mm}/{yy}",
    "mate, card's {c} exp {mm}/{yy}",
    "Kad blo mipla bisnis: {c}, {mm}/{yy}",
    "kad kredit syarikat: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " "][index % 4], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 08/35, security code {cvv}",
               "the three digits on the back are {cvv}",
               "Amex {c}, four-digit CID above the number: {cvv}",
               "tri nomba langa bekside bla kad: {cvv}",
               "nombor CVV belakang kad: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough grep over heldouts 5 to 229; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"AL": "n" * 8 + "c" * 16, "BY": "cccc" + "nnnn" + "c" * 16, "DJ": "n" * 23,
                "FO": "n" * 14, "GL": "n" * 14, "IS": "n" * 22, "JO": "aaaa" + "nnnn" + "c" * 18,
                "MU": "aaaa" + "n" * 16 + "000" + "aaa"}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice BL-2032-077: please pay the pearl-shell buyer to {i} within 30 days",
    "save the Reykjavík barramundi importer's IBAN: {i}",
    "IBAN: {i}\nReference: mango consignment 12",
    "Teams #finance: the Amman art buyer's new bank details, IBAN {i}",
    "IBAN blanga mi: {i}",
    "IBAN blo mi em {i}",
    "IBAN saya: {i}",
    "mate, the Tórshavn fish buyer's IBAN is {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _abn(g: random.Random) -> str:
    """An Australian Business Number, drawn until its weighted mod-89 check holds."""
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), au_abn.is_valid)
    return str(au_abn.format(number))


def _acn(g: random.Random) -> str:
    """An Australian Company Number, drawn until its weighted check digit holds."""
    number = v.until(g, lambda h: _r(h, D, 9), au_acn.is_valid)
    return str(au_acn.format(number))


def _hc_licence(g: random.Random) -> str:
    """An NT heavy-combination licence number (invented shape, no check)."""
    return g.choice("123456789") + _r(g, D, 6)


def _fbl(g: random.Random) -> str:
    """A WA commercial fishing boat licence (invented shape, no check)."""
    return f"FBL {g.randrange(100, 3000)}"


def _tour_permit(g: random.Random) -> str:
    """An NT Parks commercial tour operator permit (invented shape, no check)."""
    return f"CTO-{g.randrange(2028, 2033)}-{_r(g, D, 5)}"


def _croc_permit(g: random.Random) -> str:
    """An NT crocodile farm permit (invented shape, no check)."""
    return f"CFP{_r(g, D, 6)}"


def _seniors(g: random.Random) -> str:
    """An NT Seniors Card number (invented shape, no check)."""
    return "SC" + _r(g, D, 8)


def _brand(g: random.Random) -> str:
    """A Kimberley stock brand registration (invented shape, no check)."""
    return f"WA-{_r(g, UPPER, 1)}{g.randrange(1, 10)}{_r(g, UPPER, 1)}-{_r(g, D, 5)}"


def _au_passport(g: random.Random) -> str:
    """An Australian passport: a letter or two and seven digits (no public check)."""
    return g.choice(["P", "R", "PA", "PB", "RA"]) + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "ABN of Boabline Cattle Pty Ltd for the invoice: {s}": _abn,
    "ABN blanga art centre: {s}": _abn,
    "ABN syarikat lugger: {s}": _abn,
    "ACN of the croc-tour company, from the ASIC extract: {s}": _acn,
    "ACN blo mipla kampani: {s}": _acn,
    "my NT heavy combination licence number: {s}": _hc_licence,
    "Drayva laisens nomba blanga mi (HC): {s}": _hc_licence,
    "WA commercial fishing boat licence of the barra boat: {s}": _fbl,
    "NT Parks commercial tour operator permit for the croc cruise: {s}": _tour_permit,
    "crocodile farm permit no. {s}": _croc_permit,
    "Nan's NT Seniors Card number: {s}": _seniors,
    "stock brand registration, Ellenbrae mob: {s}": _brand,
    "Pasport nomba blanga mi: {s}": _au_passport,
    "Paspot namba blo mi em {s}": _au_passport,
    "nombor pasport saya: {s}": _au_passport,
    "passport number for the Bali trip: {s}": _au_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Xero 2FA recovery codes\n{codes}", "spare sign-in codes for the station's Microsoft account {codes}",
            "backup codes blanga mi: {codes}", "kod sandaran 2FA saya:\n{codes}",
            "backup code blo mipla: {codes}", "mate, the MYOB backup codes: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Boabline:bec.o@boabline.net.au?secret={s}&issuer=Boabline&period=30",
              "Authy manual setup key for the bank portal: {s}",
              "TOTP secret blanga mi: {s}",
              "kunci rahsia 2FA: {s}",
              "2FA setup key for the NLIS login (couldn't scan the QR code): {s}"]  # fmt: skip
_CODES = ["{c} is your Boabline Bank verification code", "Yu kod im {c}. Nomo tellim enibodi",
          "Kod pengesahan anda: {c}", "your code em {c}, eso", "Use {c} to sign in to the NLIS portal",
          "one-time code for the croc-book admin: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Boabline-Office", "Drysdale-Homestead", "KNX-Packshed-5G", "CrocTours-Wyndham",
          "Barra-Charter-Boat", "FitzroyArtCentre", "RT-Depot-Katherine", "BroomeBranch-Staff",
          "Starlink-Ellenbrae", "Telstra4G-ute"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "homestead network {s}, password {pw}",
    "the key printed under the Starlink router: {pw}",
    "Wifi {s} paswod im {pw}",
    "Paswod blo wifi {s} em {pw}",
    "kata laluan wifi {s}: {pw}",
    "wifi {s} password dhuwal {pw}",
    "mate the {s} wifi is {pw}",
    "Dat wifi {s}, paswod → {pw}",
    "wifi {s} blo mipla, paswod {pw}",
    "aarli boat wifi {s}, ngay password {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("iks_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("thr_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the sat phone] {t}",
          "(spaced so the Signal preview hides it) {t}", "wanbala wanbala leta: {t}",
          "satu-satu huruf: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the fuel bowser padlock at the Mabel bore: {pw}", "Lok kod bla shed: {pw}",
          "kod mangga stor: {pw}", "Kod blo lok blo shed em {pw}",
          "the packshed cold-room keypad takes {pw} then #", "BOAB_ROADTRAIN_PIN={pw}",
          "my bank card PIN is {pw}", "PIN blanga mi kad: {pw}", "PIN kad saya {pw}",
          "mate gate code at the depot is {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["spinifex", "boab", "billabong", "brolga", "jabiru", "pindan", "gubinge",
                 "saltwater", "mudcrab", "threadfin", "roadtrain", "bullock", "turkeynest",
                 "windmill", "pearlshell", "lugger"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the office vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "Proton Pass master passphrase: {p}": ".",
            "passphrase blanga backup: {p}": " ",
            "frasa laluan backup: {p}": "_",
            "passphrase blo mipla: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Postman request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "curl -H 'Authorization: Bearer {v}' https://api.boabline.net.au/mobs": False,
    "Bruno collection, auth header = Basic {v}": True,
    "Helpdesk #3211 log: authorization: bearer {v}": False,
    "Authorization header blanga mi: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nBOAB_NLIS_PASSWORD={pw}\nNLIS_USER=svc-nlis",
    "docker-compose.yml:\n  grader-db:\n    environment:\n      MYSQL_ROOT_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: crocbook\nstringData:\n  BOAB_CROCBOOK_SECRET: {pw}",
    "/etc/systemd/system/nlis-push.service:\n[Service]\nEnvironment=BOAB_NLIS_PASSWORD={pw}",
    "appsettings.json:\n{{\"ConnectionStrings\": {{\"Teller\": \"Server=sql;User Id=teller;Password={pw}\"}}}}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'packshed', 'PASSWORD': '{pw}'}}}}",
    "config.rb:\nconfig.stationctl_password = \"{pw}\"",
    "application.properties:\nspring.datasource.username=rt\nspring.datasource.password={pw}",
    "main.rs:\nlet pass = \"{pw}\"; // BOAB_ROADTRAIN portal",
    "local.settings.php:\n$config['gallery_db_password'] = '{pw}';",
    "ansible group_vars/stations.yml:\nstation_admin_password: \"{pw}\"",
    "netplan 50-homestead.yaml:\n      access-points:\n        \"Drysdale-Homestead\":\n          password: \"{pw}\"",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"KNX-Packshed-5G\"\n  psk=\"{pw}\"\n}}",
    "BOAB_ARTCENTRE_TOKEN={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Kirra: packshed wifi password?\nJarrah: {pw}",
    "[05:48] trent: root pw for the depot box?\n[05:49] lenny: {pw}",
    "Bec: {pw} is the new croc-book admin password",
    "Dwayne: use {pw}, that's what the weighbridge has now",
    "Jedda: niu paswod im {pw}",
    "Ahmat: niu paswod em {pw}",
    "Siti: kata laluan baru {pw}",
    "Djalu: yuṯa password dhuwal {pw}",
    "Gazza: yeah pw's {pw} now mate",
    "Marlee: paswod bla gelari im {pw}",
    "Mabo: paswod blo bot em {pw} nau",
    "Rahman: kata laluan lugger {pw}",
    "Wanbi: ŋarraku password dhuwal {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pa\u00adssword = {pw}", "раsswоrd → {pw}", "ｐａｓｓｗｏｒｄ: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 82), (_logins, 24), (_spelled, 14), (_cli_take, 30), (_urls_take, 12), (_vendors, 50),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 18), (_backups, 6), (_totp, 5), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 10), (_phrases, 7), (_auth, 6), (_configs, 10), (_chats, 12),
    (_hidden, 3),
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
    "the weighbridge admin password is": "{s}", "packshed grader pw:": "{s} (since the March update)",
    "Dat paswod im": "{s}", "croc-book password": "{s}\nchange it after the wet",
    "Paswod blo wifi em": "{s}", "kata laluan:": "{s}", "Ŋarraku password dhuwal": "{s}",
    "depot PC password": "{s}", "the password Dwayne read over the UHF was": "{s}, I reckon",
    "mate the pw's": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Followmont API key", "{s}", _j((HEX, 32))),
    ("split_token", "Thriday key:", "{s} (bookkeeping sync)", _j("thr_", (ALNUM, 36))),
    ("split_token", "Trackabout API key", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/36", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IS"))),
    ("split_backup", "Xero recovery codes", "{s}\n48213907\n55102846", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ABN", "{s}", _abn),
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
    '{"weighbridge": {"url": "http://wb.drysdale.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"paswod": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "jedda", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"graders": [{"name": "line-1"}, {"name": "line-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["edb-psql", "host=pg.boabline.lan user=svc-nlis password={s}"]}': ("meta_password", _plain_pw),
    '{"note": "kata laluan komputer pejabat {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the croc-book admin as bec with the password {s}"}': ("meta_password", _plain_pw),
    '{"kata_laluan": "{s}"}': ("meta_password", _plain_pw),
    '{"followmont": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"smartrakToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"jacana_key": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "FO")),
    '{"supplier": {"abn": "{s}"}}': ("meta_id", _abn),
    '{"mfa": {"recovery_codes": ["{s}", "kqwe42-z8m3pd", "tyrb17-x0vn2k"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"art_centre_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fuel_bowser": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "KNX-Packshed-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"grader-firmware-4.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.boabline.lan/crocbook:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"nlis: add PIC column to yard tally", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"packshed: revert tray-count rounding", usedforsecurity=False).hexdigest()[
    :9
]
_MD5 = hashlib.md5(b"muster_2032-06-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"mango-season-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the weighbridge password before the muster on 2032-06-11.",
    "Kirra asked for the packshed wifi password; it's on the card in the office drawer.",
    "Policy: Boabline passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Signal; share a vault link instead.",
    "The `.env.example` line `FOLLOWMONT_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The grader asks for a new admin password after every firmware update.",
    "Replace <YOUR_THRIDAY_KEY> in the README with the key from your Thriday settings.",
    "BOAB_NLIS_PASSWORD and JACANA_API_KEY must be set before the nightly sync runs.",
    "Yu nomo tellim enibodi yu paswod, orait?",
    "Paswod blo yu, no tellim nobodi. Eso.",
    "Jangan bagi tau sapa-sapa kata laluan awak.",
    "Bäyŋu lakaram nhuŋu password.",
    "mate never text your pw to anyone, righto",
    "Mela gada meeting tumoro langa art centre.",
    "Mipla go fishing tumoro, yawo.",
    "Kata laluan mesti sekurang-kurangnya empat belas aksara.",
    "Upgraded the grader firmware from 4.1 to 4.2 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the PIC column to the yard tally.",
    f"Rolled back to {_SHORT} after the tray-count rounding broke the packing report.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The grader firmware 4.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of mango-season-2031.parquet: {_SHA512}",
    f"The booking API runs registry.boabline.lan/crocbook@sha256:{_IMAGE}.",
    f"MD5 of muster_2032-06-03.csv is {_MD5}, same as the copy on the station share.",
    "Request id 3f9a21c7-6b0e-4d12-a8f3-5e7c1b9d0a42 is the slow one in the booking logs.",
    "Purchase order PO-2032-00731 for 900 trays of KP mangoes ships on Thursday.",
    "Helpdesk #3117: the Kununurra cold room alarm keeps tripping at night.",
    "Call the Drysdale homestead on (08) 9161 4326 before smoko.",
    "Road train 4 left Katherine at 04:30 with 3 decks of weaners, ETA Wyndham 14:00.",
    "NLIS PIC lookups are public; the yard tally lists 412 head for the Ellenbrae mob.",
    "Tide at Wyndham: high 7.9 m at 11:42, low 0.6 m at 18:05.",
    "The barra charter is booked for 6 people on 2032-07-14, meet at the boat ramp.",
    "After five wrong passwords the bank portal locks the account for 30 minutes.",
    "A road train in the NT can run to 53.5 m; ours are triples.",
    "The secret to a good mango season is a dry, cool June.",
    "Ask Dwayne for the depot gate code, I don't have it.",
    "My card ending 4471 was declined at the Halls Creek roadhouse.",
    "The Reykjavík importer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the station's Xero account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SMARTRAK_API_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the fuel bowser rusts in the wet; oil it every month.",
    "Trackabout moved the API key page under Settings › Developers in its May release.",
    "The guest wifi 'Boabline-Guest' is open, no password needed.",
    "Lot MNG-2032-KP-0118, 7 kg trays, brix 16.4; 880 trays packed on Tuesday.",
    "Art centre invoice INV-2032-0412: three canvases, 120 × 90 cm, ochre on linen.",
    "Croc cruise 2 saw 14 salties, the biggest about 5 m, near the Ord mouth.",
    "Stock camp on channel 18; the homestead is on channel 22.",
    "Mela bin muster 400 bulluk langa Drysdale.",
    "Dhuwal manymak, bala ŋarra marrtji.",
    "Ngay aarli nyambard? no worries, Tuesday.",
    "Saya pergi Broome minggu depan, lugger dah siap.",
    "arvo muster done, 312 head through the yards, ta",
    "The Broome branch opens 9:30 to 16:00, closed Sundays.",
    "Meshtastic node 7 on the Mabel bore reports 63 % battery.",
    "ISBN 978-0-646-44512-9 is the station's cattle handbook; the ORCID iD 0000-0002-1825-0097 is the vet's.",
    "Version 2.7.1 of the croc-book app fixes the tide widget.",
    "BSB 066-000 is printed on every branch's deposit slip.",
    "Order 2032-118-4471 for 40 m of poly pipe arrives Friday.",
    "The new password policy starts on 1 July; nothing changes for PINs.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/boabline/nlis", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "3117", "purchase_order": "PO-2032-00731"}',
    '{"lot": {"id": "MNG-2032-KP-0118", "trays": 880, "brix": 16.4}}',
    '{"phone": "(08) 9161 4326", "town": "Kununurra"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "head_in_yards": 412}',
    '{"tide": {"port": "Wyndham", "high_m": 7.9, "time": "11:42"}}',
    '{"road_train": 4, "decks": 3, "eta": "2032-06-02T14:00:00+09:30"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
