# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-sixth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-fifth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-seventh to two-hundred-and-ninth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (206731584),
password words (a fish or animal word of the Arctic with a number and a sign; a sled dog's name, a
year and a town; a settlement in capitals, a sign and a number; two Kalaallisut or Inuktitut
words joined by dots or dashes with a number; leet words of the halibut, the musk ox, the iceberg
and the husky with a year; a boat's name and a hull number; a generator's groups and random
runs), names, places, templates, tools, vendors and layouts, the way the staff of Aputsiaq Nunat
(fictional: a halibut plant in Ilulissat, musk-ox tours from Kangerlussuaq and Cambridge Bay, a
shipping agency in Nuuk, a small hydro plant by Sisimiut, dog-sled trips from Tasiilaq and Pond
Inlet, a clinic in Iqaluit and a cooperative store in every settlement) leak secrets into an
assistant's memory. The texts are Messenger, WhatsApp, Signal, Teams, Slack and SMS messages, chat
logs with times, helpdesk tickets, wiki pages and tables, notes to self, e-mails, runbooks, README
fragments, shell and PowerShell prompts, code (Python, Go, Kotlin, C#, PHP, Ruby, Rust, Lua and a
Makefile), configs (env files, compose, Kubernetes, systemd, INI files of the plant and the
clinic), voice-memo transcripts read out over a satellite phone or a VHF radio, dictated text and
requests to the assistant itself; separators run from a colon, "is", "er", "tassa" and a dash to
an arrow, a pointing hand, an emoji, a new line, quotes, parentheses and a table's bar.

Tools, files and flags that a grep over heldouts 5 to 205 does not find (each command, file or
flag grepped): `sieve-connect` with its `--passwordfd` fed by a here-string or an `echo`,
`ipa-getkeytab -P` fed the same way, Amanda's `/etc/amandapass` (`//host/share user%password`
lines), and the company's own variables `APUTSIAQ_HALIBUT_DB_PASS`, `QMQ_SLED_TRACKER_TOKEN`,
`NUNAT_SCADA_PW`, `UMIMMAK_BOOKING_KEY`, `UMIMMAK_DB_PASSWORD`, `KLINIK_HL7_PASSWORD` and
`PISIFFIK_POS_SECRET`. Most other command lines a clinic, a plant and a shipping agency would use
are already in earlier corpora (the grep found them all), so the rest are common layouts (env
files, compose, systemd, Kubernetes secrets, INI files, a wifi QR code, `otpauth://`, JWTs, PEM
blocks, Basic and Bearer headers, connection strings) in wordings of their own.

About 48 % of the secret samples are in other languages than English (by a rough count of the
drawn samples): Kalaallisut (West Greenlandic), Tunumiisut (East Greenlandic of Tasiilaq),
Inuktitut in syllabics and in Latin letters (Iqaluit, Pond Inlet), Inuinnaqtun (Cambridge Bay),
Danish as it is texted in Greenland, and Nunavut English texting. The wordings are the author's
approximations, checked by no speaker, built around a few marker words and the loanwords people
really text (password, wifi, PIN, kode, token, server, backup): Kalaallisut `tassa`, `una`,
`nutaaq`, `-iga`/`-ga` (my), `-ia` (its), `qujanaq`, `aap`, `naamik`, `aluu`, `ullumi`,
`allanngortiguk`, `isertaat`; Tunumiisut `qujanaraali`, `tassa`, `Tasiilami`, `ii`, `password-it`;
Inuktitut syllabics `ᐅᓇ`, `ᓄᑖᖅ`, `ᖁᔭᓐᓇᒦᒃ`, `ᐄ`, `ᐅᓪᓛᒃᑯᑦ`, `ᐃᑲᔪᕐᓗᒍ`; Inuktitut Latin `una`, `nutaaq`,
`qujannamiik`, `ii`, `atii`, `taima`, `-ga`; Inuinnaqtun `quana`, `quanaqqutit`, `naami`,
`Iqaluktuuttiami`, `taima`; Danish texting `koden er`, `kodeordet er`, `adgangskode`, `mvh`, `vh`,
`tak`, `hej`, `husk`, `pw er`, `glem ikke`; Nunavut English `ayi`, `atii`, `eh`, `lol`, `k`. The
Tunumiisut lines (`qujanaraali`, `password-it`), the Inuinnaqtun lines beyond `quana` and `taima`,
the Kalaallisut `isertaat` for a PIN and `allanngortiguk`, and the syllabic `ᐃᑲᔪᕐᓗᒍ` are the
thinnest guesses. Apostrophes are typed as ASCII, as people text them, though print writes
`’` (`qimmit’`).

Vendors: the company's partners and suppliers are fictional (Qimmeq Track, Umimmak Booking,
Nanoq Ledger, Siku Weather, Pisiffik POS, Aputi Pay, Sermeq Charter, Tikaaq Fleet, Kajak Cloud,
Nuna Health Link, Tuttu Freight, Qajaq Sign, Ukaleeraq Mail, Nattoralik SMS, Pingo Inventory) with
Telus Health and Wagestream, the two real names here that the grep does not find. No shape here
is one the author knows to be real: every one is a guess (hex, base64, URL-safe and alphanumeric
runs, UUIDs, prefixes such as `qmq_live_`, `umb_`, `nnl-`, `siku.`, `pfk_pos_`, `ap_sk_`,
`tlh_` and `wgs-`); the JWTs are well-formed.

The ids are kinds heldouts 5 to 205 do not name, except one lightly used checked kind: Denmark's
CVR number (not found by the grep), drawn until `stdnum.dk.cvr` validates its check digit, and
Canada's Business Number (in one earlier corpus), drawn until `stdnum.ca.bn` validates it. The
others are invented shapes that no library or this
file checks (no check-digit algorithm is written here): a Greenland hunting licence
(jagtbevis/piniartup uppernarsaataa), a Nunavut Health Care Plan card, a Nunavut Tunngavik
enrolment number (NTI), a Canadian firearms licence (PAL), a Nunavut driver's
licence, a Greenland sea-master's certificate, a NemKonto number and Danish and Canadian
passports. Card numbers pass Luhn (the value helpers' brands, checked with python-stdnum's
`luhn`). The IBANs are of countries used least by a rough count over the IBAN shapes and IBAN
calls of heldouts 5 to 205 (the Falklands, Mongolia, Somalia, the British Virgin Islands and
Moldova, sixteen corpora each by that count) with Greenland and the Faroe Islands for the theme,
drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Czech,
Portuguese, Korean, Russian, Turkish and Simplified Chinese lists, each with a valid checksum.
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
from stdnum.ca import bn as ca_bn
from stdnum.dk import cvr as dk_cvr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 206_731_584
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
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). A value
    already planted elsewhere in the corpus is drawn again."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(200):
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


_ARCTIC = ["Qaleralik", "Umimmak", "Nanoq", "Qimmeq", "Tuttu", "Iluliaq", "Sermeq", "Kajak",
           "Natsiq", "Aarluk", "Ukaleq", "Tiriaq", "Aqisseq", "Nattoralik", "Kapisilik",
           "Ammassat", "Saattuaq", "Qilalugaq"]  # fmt: skip
_DOGS = ["Aaju", "Piitaq", "Nukik", "Siku", "Pukak", "Tartoq", "Ujarak", "Qajaq", "Miki",
         "Sammi", "Uumaa", "Kunuk", "Tuma", "Inuk"]  # fmt: skip
_TOWNS = ["Nuuk", "Ilulissat", "Sisimiut", "Tasiilaq", "Iqaluit", "PondInlet", "CambridgeBay",
          "Kangerlussuaq", "Qaqortoq", "Upernavik", "Kulusuk", "Mittimatalik", "Iqaluktuuttiaq",
          "Aasiaat", "Maniitsoq"]  # fmt: skip
_WORDS = ["sila", "nuna", "imaq", "siku", "qaqqaq", "kangerluk", "nunat", "aput", "anori",
          "ukiuq", "aasaq", "ulloq", "unnuaq", "tarraq", "puisi", "qajaq", "umiaq"]  # fmt: skip
_LEET = ["Q4l3r4l1k", "Um1mm4k", "1lul14q", "Qimm3q", "H4l1but", "Musk0x", "Husky",
         "S3rm3q", "Tu77u"]  # fmt: skip
_BOATS = ["Aviaq", "Masik", "Nuka", "Kiliutaq", "Arnarulunnguaq", "Sarfaq", "Paarnaq"]
_SYMBOLS = "!#$%&*?@+=^~"


def _fish(g: random.Random) -> str:
    return f"{g.choice(_ARCTIC)}{g.randrange(10, 1000)}{g.choice(_SYMBOLS)}"


_PICKS: list[Maker] = [
    _fish,
    lambda g: f"{g.choice(_DOGS)}{g.randrange(1990, 2031)}{g.choice(_TOWNS)}",
    lambda g: f"{g.choice(_TOWNS).upper()}{g.choice(_SYMBOLS)}{g.randrange(100, 10_000)}",
    lambda g: g.choice(".-").join(g.sample(_WORDS, 2)) + str(g.randrange(10, 1000)),
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_BOATS)}-GR{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, ALNUM + "!$%&?", 16),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 15),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English and Nunavut English texting
    "Messenger, Piitaq: the Ilulissat halibut plant scale server password is {pw}",
    "Slack #hydro-sisimiut: turbine HMI admin password: {pw}",
    "Teams chat, shipping agency Nuuk: the customs portal password → {pw}",
    "SMS from Aqqalu: clinic fridge logger pw - {pw}",
    "note to self: co-op till back office password\n{pw}",
    "ayi the musk ox booking admin password is {pw} lol",
    "k so the sled dog tracker login pw is \"{pw}\" eh",
    "👉 password for the Pond Inlet store router: {pw}",
    "WhatsApp, 07:12 Nivi: password for the Cambridge Bay tour laptop (new) ({pw})",
    "Runbook, step 4: log into the governor panel, password 🔑 {pw}",
    "Signal from Malik: the harbour office PC password = {pw}",
    "Wiki | Hydro PLC | admin | {pw} |",
    # Kalaallisut
    "Password-iga nutaaq tassa {pw}, qujanaq",
    "Aluu! Fabrikkip serveriata password-ia: {pw}",
    "Una password nutaaq: {pw} — allanngortiguk ullumi",
    "Wifi-mi password-ia {pw} aap",
    "Nuummi kontorip password-ia → {pw}",
    "password-iga ullumi allanngortippara, tassa \"{pw}\"",
    "qujanaq! password-ia: {pw} naamik allamut",
    # Tunumiisut
    "Tasiilami qimmit GPS-iata password-it tassa {pw}, qujanaraali",
    "ii, password-it: {pw}",
    "Tasiilami niuertarfiup password-ia {pw} qujanaraali",
    # Inuktitut syllabics
    "ᐅᓇ password ᓄᑖᖅ: {pw} ᖁᔭᓐᓇᒦᒃ",
    "ᐅᓪᓛᒃᑯᑦ password ᐃᒡᓗᖃᕐᕕᒻᒥ → {pw}",
    "ᐄ, ᓯᕗᓪᓕᖅᐹᖅ password: {pw}",
    "ᐃᑲᔪᕐᓗᒍ: clinic computer password ᐅᓇ {pw}",
    # Inuktitut in Latin letters
    "una password nutaaq {pw} qujannamiik",
    "atii, storemi password-ga: {pw}",
    "ullaakkut password-ga {pw} taima",
    # Inuinnaqtun
    "Iqaluktuuttiami tour laptop password una {pw}, quana",
    "quanaqqutit! password nutaaq: {pw}",
    "naami, password una: {pw} taima",
    # Danish texting of Greenland
    "Hej! Koden til fabrikkens server er {pw} mvh Arnaq",
    "kodeordet er {pw}, glem ikke at skifte det",
    "pw er {pw} vh Lars",
    "adgangskode til kontoret: {pw} tak",
    "husk: adgangskode → {pw}",
    "Adgangskoden til Sisimiut-værket er \"{pw}\" (skift den i morgen)",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["piitaq", "nivi", "aqqalu", "malik", "arnaq", "lars.h", "inuk.k", "admin", "ops",
          "hydro", "klinik", "store", "tours", "agent"]  # fmt: skip
_LOGINS = [
    "Ticket HD-4471: the shipping-agency ERP login is {u} / {pw}",
    "user {u}\npass {pw}",
    "login: {u} password: {pw}",
    "Kiinaa: {u}\nPassword-ia: {pw}",
    "atuisoq {u}, password-ia {pw}",
    "ᐊᑐᖅᑎ {u} password {pw}",
    "atuqti {u}, password-ga {pw}",
    "Bruger: {u} / Kodeord: {pw}",
    "brugernavn {u} og kode {pw}",
    "user {u} pw {pw} for the sled booking site eh",
    "| {u} | {pw} | musk ox booking admin |",
    "Aluu, {u}-ip password-ia: {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SPELLED = [
    "voice memo (Iridium call, bad line): the password is {w} then the numbers {d}",
    "over VHF: password {w}, I repeat {w}, numbers {d}",
    "dictated: password is {w}{d} all one word",
    "Password-ia tassa oqaatsit {w}, kisitsisit {d}",
    "ᐅᖃᐅᓯᖅ {w}, ᓈᒃᑯᑎᑦ {d} — password",
    "password una {w}, numbers {d}",
    "koden er ordet {w} og så {d}",
    "Otter transcript: uh password is {w}{d} capital first letter",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_ARCTIC + _DOGS) + rng.choice(["", "aq", "ssuaq"])
    number = str(rng.randrange(100, 100_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "sieve-connect -s mail.aputsiaq.gl -u {u} --passwordfd 0 <<< '{pw}'",
    "ipa-getkeytab -s ipa.aputsiaq.lan -p HTTP/hd.aputsiaq.lan -k /etc/http.keytab -P <<< '{pw}'",
    "echo '{pw}' | sieve-connect --passwordfd 0 -s imap.nunat.ca -u {u} --list",
    "printf '//fs-nuuk/klinik  {u}%{pw}\\n' | sudo tee -a /etc/amandapass",
    "printf '%s\\n' '{pw}' | ipa-getkeytab -s ipa.nunat.ca -p host/pos-pond.nunat.ca -k /etc/krb5.keytab -P",
    "sieve-connect --server mail.aputsiaq.gl --user {u} --passwordfd 3 --upload halibut.sieve 3<<< '{pw}'",
    "echo '//nas-ilulissat/fisk {u}%{pw}' >> /etc/amandapass",
]  # fmt: skip
_SHELLS = [
    "{u}@halibut-srv:~$ {c}", "PS C:\\scada> {c}", "[root@store-pond ~]# {c}",
    "history on the Sisimiut box:\n  412  {c}", "command uatsinnut: {c}", "ᑲᒪᓐᑦ: {c}",
    "Kommandoen jeg kørte: {c}", "ran this eh: {c}", "runbook, step 7:\n```\n{c}\n```",
    "HD-4502: tried {c} and it hangs",
]  # fmt: skip


def _cli_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    pw, u = _plain_pw(rng), rng.choice(_USERS)
    return {"c": rng.choice(_CLI).format(u=u, pw=pw), "u": u, "secret": pw}


_cli = _Family("cli_password", _SHELLS, _cli_draw, "c")


_URLS = [
    "postgresql://{u}:{pw}@pg.aputsiaq.lan:5432/halibut",
    "mysql://{u}:{pw}@db.nunat.ca:3306/coop_pos",
    "mongodb+srv://{u}:{pw}@tours.nunat.mongodb.net/umimmak",
    "amqp://{u}:{pw}@mq.aputsiaq.lan:5672/shipping",
    "redis://{u}:{pw}@cache.aputsiaq.lan:6379/2",
    "ftp://{u}:{pw}@hydro-logger.sisimiut.lan/exports/",
    "mqtt://{u}:{pw}@rtu.sisimiut.lan:1883",
    "https://{u}:{pw}@wiki.nunat.ca/clinic/",
    "Server=sql.nunat.ca;Database=Klinik;User Id={u};Password={pw};",
    "jdbc:postgresql://pg.aputsiaq.lan/ships?user={u}&password={pw}",
]  # fmt: skip
_URL_PLACES = [
    "HALIBUT_DB_URL={c}", "connection string, hold on to it: {c}", "databasip URL-ia: {c}",
    "forbindelsesstrengen er {c}", "ᑕᑯᓗᒍ: {c}", "HD-4519: {c}", "wiki 'Databaser': {c}",
]  # fmt: skip


def _url_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    pw = _plain_pw(rng)
    return {"c": rng.choice(_URLS).format(u=rng.choice(_USERS), pw=pw), "secret": pw}


_urls = _Family("connection_string", _URL_PLACES, _url_draw, "c")


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(3_000_000)
        claims = {"iss": issuer, "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}", "iat": issued,
                  "exp": issued + 86_400 * 30, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "HS256", "typ": "JWT"}, claims, 43)

    return make


# (vendor, env variable, token maker)
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Qimmeq Track", "QMQ_SLED_TRACKER_TOKEN", _j("qmq_live_", (ALNUM, 32))),
    ("Umimmak Booking", "UMIMMAK_BOOKING_KEY", _j("umb_", (HEX, 40))),
    ("Nanoq Ledger", "NANOQ_LEDGER_KEY", _j("nnl-", (URLSAFE, 36))),
    ("Siku Weather", "SIKU_WEATHER_KEY", _j("siku.", (LOWER_DIGITS, 32))),
    ("Pisiffik POS", "PISIFFIK_POS_SECRET", _j("pfk_pos_", (ALNUM, 30))),
    ("Aputi Pay", "APUTI_PAY_SECRET", _j("ap_sk_", (ALNUM, 40))),
    ("Sermeq Charter", "SERMEQ_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Tikaaq Fleet", "TIKAAQ_TOKEN", _vendor_jwt("https://auth.tikaaq.example")),
    ("Kajak Cloud", "KAJAK_ACCESS_KEY", _j("KJK", (UPPER_DIGITS, 21))),
    ("Nuna Health Link", "NUNA_HL_SECRET", _j((B64, 43), "=")),
    ("Tuttu Freight", "TUTTU_API_KEY", _j((HEX, 32))),
    ("Qajaq Sign", "QAJAQ_SIGN_TOKEN", _j("qs1.", (URLSAFE, 24), ".", (URLSAFE, 24))),
    ("Ukaleeraq Mail", "UKALEERAQ_SMTP_KEY", _j("ukm-", (LOWER_DIGITS, 8), "-", (ALNUM, 32))),
    ("Nattoralik SMS", "NATTORALIK_SMS_TOKEN", _j((ALNUM, 48))),
    ("Pingo Inventory", "PINGO_API_KEY", _j("pgi_", (HEX, 48))),
    ("Telus Health", "TELUS_HEALTH_CLIENT_SECRET", _j("tlh_", (ALNUM, 36))),
    ("Wagestream", "WAGESTREAM_API_KEY", _j("wgs-", (URLSAFE, 40))),
]  # fmt: skip
_NAMED = [
    "{vendor} API key: {tok}",
    "{env}={tok}",
    "export {env}='{tok}'",
    "the {vendor} integration broke again, current key {tok}",
    "{vendor}-ip API key-ia tassa {tok}",
    "{vendor} API-nøglen er {tok}",
    "ᐅᓇ {vendor} API key: {tok}",
    "{vendor} API key una {tok} qujannamiik",
    "Settings › Integrations › {vendor}: {tok}",
    "k here's the {vendor} token eh {tok}",
    'headers = {{"X-Api-Key": "{tok}"}}  # {vendor}',
    "{vendor} token (don't lose it): {tok}",
]  # fmt: skip


def _vendor_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    vendor, env, make = _VENDORS[index % len(_VENDORS)]
    return {"vendor": vendor, "env": env, "tok": make(rng)}


_vendors = _Family("vendor_token", _NAMED, _vendor_draw, "tok")


_CODE = [
    'client = QimmeqClient(api_key="{pw}")',
    'db, _ := sql.Open("postgres", "user=hydro password={pw} host=pg.aputsiaq.lan")',
    'val scadaPassword = "{pw}"',
    'var conn = new NpgsqlConnection("Host=pg;Username=klinik;Password={pw}");',
    "$pdo = new PDO('mysql:host=db.nunat.ca;dbname=coop', 'store', '{pw}');",
    "Aputsiaq::Halibut.configure {{ |c| c.password = '{pw}' }}",
    'let password = "{pw}"; // scada',
    'local mqtt_pass = "{pw}" -- rtu sisimiut',
    "deploy:\n\tcurl -u ops:{pw} https://nexus.aputsiaq.lan/repo/upload",
    'smtp.login("alerts@aputsiaq.gl", "{pw}")',
    "NUNAT_SCADA_PW = '{pw}'  # Sisimiut turbine",
    'os.environ["KLINIK_HL7_PASSWORD"] = "{pw}"',
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_BARE_PLACES = ["{t}", "Messenger: {t}", "only shows it once, so:\n{t}", "una token: {t}",
                "ᑐᑭᖅ: {t}", "{t}\n^ den nye, den gamle er død", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of the halibut freezer sensor F-03: {h}": 32,
    "AES key for the turbine RTU's DNP3 secure auth: {h}": 32,
    "HMAC secret for the Aputi Pay webhook: {h}": 64,
    "backup-ip encryption key-ia: {h}": 64,
    "krypteringsnøglen til backuppen: {h}": 64,
    "ᐅᓇ backup key: {h}": 48,
    "WireGuard preshared key, hex version: {h}": 64,
    "Inmarsat terminal IPsec PSK (hex) {h}": 40,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization token from the booking app's devtools: {t}",
    "id_token for the clinic portal {t}",
    "token-ia: {t}",
    "tokenet fra appen: {t}",
    "ᐅᓇ token {t}",
    "jwt una {t} quana",
    "curl -H 'Authorization: Bearer {t}' https://api.aputsiaq.gl/v2/catch",
    "localStorage.access_token = \"{t}\"",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    alg = ["RS256", "HS256", "ES256", "HS384"][index % 4]
    issued = 1_958_000_000 + rng.randrange(4_000_000)
    claims = {"iss": "https://id.aputsiaq.gl", "sub": _r(rng, LOWER_DIGITS, 16), "iat": issued,
              "exp": issued + 3600, "aud": ["halibut", "tours", "klinik"][index % 3]}  # fmt: skip
    sig = {"RS256": 342, "HS256": 43, "ES256": 86, "HS384": 64}[alg]
    return {"t": _jwt_of(rng, {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "deploy key for the halibut server, keep it:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/klinik.nunat.ca.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"HL7_TLS_KEY": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_hydro <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "HD-4530, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "serverip private key-ia:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "den private nøgle til SFTP:\n{key}": ("PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    text = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": text, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "wallet recovery phrase for the co-op's crypto tips: {p}": "english",
    "seed words, writing them down before the boat trip:\n{p}": "english",
    "wallet-ip oqaasii: {p}": "english",
    "gendannelsesfrase til wallet: {p}": "english",
    "obnovovací fráze (Petr's wallet): {p}": "czech",
    "frase de recuperação da carteira do Tiago: {p}": "portuguese",
    "복구 문구 (Jisoo): {p}": "korean",
    "сид-фраза кошелька Ивана: {p}": "russian",
    "kurtarma kelimeleri (Emre): {p}": "turkish",
    "助记词（老王的钱包）：{p}": "chinese_simplified",
    "ᐅᓇ seed phrase: {p}": "english",
    "seed phrase una {p} quana": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    mnemo = _MNEMO[_SEED_PLACES[template]]
    size = [16, 16, 20, 24, 32][index % 5]
    return {"p": str(mnemo.to_mnemonic(bytes(rng.randrange(256) for _ in range(size))))}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "unionpay", "maestro", "diners"]


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "co-op card for the fuel order: {c} exp 09/33",
    "kortnummer {c}, udløb 04/34",
    "kortip normua: {c}",
    "ᐅᓇ card number {c}",
    "card una {c} exp 12/31 quana",
    "pay the helicopter charter with {c}",
    "company Visa for the Iqaluit hotel: {c}",
    "kort til flybilletten: {c} (udløber 02/32)",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " "][index % 4], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "security code on the back: {cvv}", "CVV {cvv}", "kontrolcifre på bagsiden: {cvv}",
    "the three digits on the back are {cvv}", "CVC-ia {cvv}", "sikkerhedskode {cvv}",
]  # fmt: skip
_cvvs = _Family("card_code", _CVV_PLACES, lambda g, i, t: {"cvv": _r(g, D, 3 + (i == 2))}, "cvv")


_IBAN_SHAPES = {"FK": "aa" + "n" * 12, "MN": "n" * 16, "SO": "n" * 19, "VG": "aaaa" + "n" * 16,
                "MD": "c" * 20, "GL": "n" * 14, "FO": "n" * 14}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice AN-2033-071: pay the halibut freight to {i}",
    "IBAN: {i}\nReference: musk ox tour deposit",
    "kontoip IBAN-ia: {i}",
    "IBAN til fiskeriets konto: {i}",
    "ᐅᓇ IBAN {i}",
    "IBAN una {i} quana",
    "the Stanley supplier's IBAN is {i}",
    "save the ship chandler's bank details, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cvr(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(1, 10)) + _r(h, D, 7), dk_cvr.is_valid)


def _bn(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(1, 10)) + _r(h, D, 8), ca_bn.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "CVR-nummer for fiskefabrikken: {s}": _cvr,
    "CVR-normua: {s}": _cvr,
    "Business Number for the Iqaluit store: {s}": _bn,
    "BN una {s}": _bn,
    "jagtbevis nr. {s}": _j("GL-J", (D, 6)),
    "piniartup uppernarsaataata normua {s}": _j("GL-J", (D, 6)),
    "Nunavut health card number {s}": _j((D, 9)),
    "ᐋᓐᓂᐊᖃᕐᓇᙱᑦᑐᓕᕆᓂᕐᒧᑦ card number ᐅᓇ {s}": _j((D, 9)),
    "NTI enrolment number {s}": _j("N", (D, 6)),
    "PAL licence number: {s}": _j((D, 8), ".", (D, 4)),
    "Nunavut driver's licence {s}": _j((D, 6), "-", (D, 3)),
    "skipperbevis nr {s}": _j("SKB-", (D, 5)),
    "NemKonto: {s}": _j((D, 4), " ", (D, 10)),
    "pasnummer {s}": _j((D, 9)),
    "passport number (Canada) {s}": _j((UPPER, 2), (D, 6)),
    "passport-iga normua {s}": _j((D, 9)),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Google backup codes for the agency account\n{codes}", "backup koder: {codes}",
            "2FA backup codes-it: {codes}", "ᐅᓇ 2FA backup codes:\n{codes}",
            "recovery codes (Slack) {codes}", "backup codes una: {codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, index % 4)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_TOTP = [
    "otpauth://totp/Aputsiaq:nivi@aputsiaq.gl?secret={s}&issuer=Aputsiaq",
    "TOTP secret for the SCADA VPN: {s}",
    "2FA-ip nøglia: {s}",
    "2FA nøgle (manuel opsætning): {s}",
    "ᐅᓇ 2FA key {s}",
    "setup key for the clinic's 2FA {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_totp = _Family("otp_secret", _TOTP, _totp_draw, "s")
_CODES = ["{c} is your Aputi Pay verification code", "Din bekræftelseskode er {c}",
          "Verification code: {c}", "kodeq: {c} — allamut tunniunnagu",
          "ᐅᓇ code {c}", "Use {c} to sign in to Qimmeq Track"]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Aputsiaq-Plant", "Halibut-5G", "Tusass-Home-42", "Sisimiut-Hydro", "Klinik-Staff",
          "CoopStore-Pond", "Qiniq-7731", "Umimmak-Tours", "Tasiilaq-Kennel"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, password {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\nkey: {pw}",
    "Wifi-mi {s} password-ia tassa {pw}",
    "wifi {s}: password-ia {pw} qujanaq",
    "Tasiilami wifi {s} password-it {pw}",
    "ᐅᓇ wifi {s} password {pw}",
    "wifi {s} password-ga {pw} atii",
    "wifi una {s}, password {pw} quana",
    "wifi-koden til {s} er {pw}",
    "kode til wifi ({s}) → {pw}",
    "guest wifi at the Iqaluit store eh {s} / {pw}",
    "WPA2 key for {s}: {pw}",
    "hotspot on the boat, {s}, pw {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("qmq_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("umb_", (HEX, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out over the sat phone, letter by letter: {t}", "[VHF, channel 16 no, 72] {t}",
          "oqaaseqatigiit ataasiakkaarlugit: {t}", "bogstav for bogstav: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "door code for the fish plant: {pw}#",
    "koden til døren er {pw}",
    "PIN-koden er {pw}",
    "isertaatit: {pw}",
    "kennelip matuata kodia {pw}",
    "Tasiilami quersuup kodia {pw} qujanaraali",
    "ᐅᓇ PIN {pw}",
    "PIN-ga {pw} taima",
    "lock code una {pw} quana",
    "the key safe at the Pond Inlet store is {pw} eh",
    "bank card PIN = {pw}",
    "alarm code for the clinic: {pw}",
    "gate code at the hydro intake → {pw}",
    "padlock on the sled shed: {pw}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4, 8][index % 5])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["iceberg", "kayak", "halibut", "musk", "tundra", "husky", "fjord", "aurora",
                 "harpoon", "lantern", "snowmobile", "ptarmigan", "narwhal", "sealskin",
                 "glacier", "driftwood", "caribou", "anorak"]  # fmt: skip
_PHRASES = [
    "passphrase: {p}", "the passphrase is {p}", "password-ia oqaaseqatigiit: {p}",
    "kodeordet er {p}", "ᐅᓇ passphrase {p}", "passphrase una {p} quana", "master passphrase → {p}",
]  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": rng.choice([" ", "-", "."]).join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _Family("passphrase", _PHRASES, _phrase_draw, "p")


_AUTH = {
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Bearer {v}' https://api.nunat.ca/stock": False,
    "header-ia: Authorization: Basic {v}": True,
    "Postman-headeren: Authorization: Bearer {v}": False,
    "ᐅᓇ header Authorization: Bearer {v}": False,
    "proxy-authorization: basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nAPUTSIAQ_HALIBUT_DB_PASS={pw}\nAPUTSIAQ_HALIBUT_DB_HOST=pg.aputsiaq.lan",
    "docker-compose.yml:\nservices:\n  pos:\n    environment:\n      PISIFFIK_POS_SECRET: \"{pw}\"",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: klinik-db\nstringData:\n  password: {pw}",
    "[Service]\nEnvironment=NUNAT_SCADA_PW={pw}\nExecStart=/opt/scada/bin/collector",
    "historian.ini:\n[Historian]\nServer=hist.sisimiut.lan\nUser=hydro\nPassword={pw}",
    "hl7-bridge.conf:\nlistener.port=2575\nKLINIK_HL7_PASSWORD={pw}",
    "sensors.conf:\nmqtt_user = sensors\nmqtt_pass = {pw}",
    "/etc/amandapass:\n//fs-nuuk/skibe  backup%{pw}",
    "values.yaml:\npostgresql:\n  auth:\n    password: \"{pw}\"",
    "application.properties:\nspring.datasource.password={pw}",
    "settings.ini:\n[mail]\nsmtp_password = {pw}",
    "fetch.toml:\n[source.fish_auction]\nuser = \"aputsiaq\"\npassword = \"{pw}\"",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "tours.env:\nUMIMMAK_DB_PASSWORD={pw}",
    "kennel.yaml:\ntracker:\n  user: tasiilaq\n  password: {pw}",
    "store.cfg:\n[pos]\nadmin_pass={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Nivi: wifi password?\nMalik: {pw}",
    "[06:12] piitaq: root pw for the freezer server?\n[06:13] aqqalu: {pw}",
    "Arnaq: {pw} is the new tour-laptop password",
    "Inuk: use {pw}, that's what the till has now",
    "Aqqalu: password nutaaq tassa {pw}",
    "Malik: password-ia {pw} qujanaq",
    "Kunuk (Tasiilaq): password-it {pw}",
    "ᓄᕙᒃ: ᐅᓇ password {pw}",
    "Leetia: password-ga nutaaq {pw}",
    "Kilabuk: una password {pw} quana",
    "Lars: det nye kodeord er {pw}",
    "Pia: koden er {pw} 👍",
    "Jeannie: ayi new pw {pw} lol",
    "[21:40] tuma: password ➡️ {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family, int]] = [
    (_said, 60), (_logins, 20), (_spelled, 12), (_cli, 30), (_urls, 13), (_vendors, 50),
    (_code, 12), (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 20), (_backups, 8), (_totp, 6), (_codes, 6),
    (_wifi, 16), (_spelled_tokens, 8), (_locks, 14), (_phrases, 7), (_auth, 6), (_configs, 16),
    (_chats, 14),
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


_SPLIT_PASSWORDS = {
    "the halibut plant server password is": "{s}", "Password-iga tassa": "{s}",
    "Tasiilami password-it": "{s} qujanaraali", "ᐅᓇ password": "{s}",
    "password-ga nutaaq": "{s}\ntaima", "password una": "{s}, quana",
    "Koden er": "{s} (skift den efter sæsonen)", "SCADA pw:": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Qimmeq Track API key", "{s}", _j("qmq_live_", (ALNUM, 32))),
    ("split_token", "Tuttu Freight key:", "{s} (freight quotes)", _j((HEX, 32))),
    ("split_token", "Sermeq Charter client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "wallet-ip oqaasii", "{s}", _english_seed),
    ("split_card", "kortnummer", "{s} exp 11/34", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "GL"))),
    ("split_backup", "backup koder", "{s}\n48213907\n77120394", _j((D, 8))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CVR-nummer", "{s}", _cvr),
    ("split_pin", "isertaatit", "{s}", _j((D, 4))),
    ("split_wifi", "wifi Halibut-5G password-ia", "{s}", _plain_pw),
    ("split_phrase", "passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    out = []
    for cls, first, second, make in rows:
        text, secret = _fill(rng, second, make)
        out.append(FieldPair(cls, first, text, secret))
    return out


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"scada": {"host": "hmi.sisimiut.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"adgangskode": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "nivi", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "line-1"}, {"name": "line-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"note": "password-iga nutaaq tassa {s}"}': ("meta_password", _plain_pw),
    '{"ᐅᓇ": "password {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the historian as hydro with the password {s}"}': ("meta_password", _plain_pw),
    '{"argv": ["sieve-connect", "-s", "mail.aputsiaq.gl", "--passwordfd", "0", "{s}"]}': ("meta_password", _plain_pw),
    '{"qimmeq": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"umimmakToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"tuttu_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/34"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "FO")),
    '{"company": {"cvr": "{s}"}}': ("meta_id", _cvr),
    '{"mfa": {"recovery_codes": ["{s}", "31870245", "90127764"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"kennel": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Klinik-Staff", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for text, (cls, make) in _METADATA.items():
        filled, secret = _fill(rng, text, make)
        out.append(MetadataSample(cls, json.loads(filled), secret))
    return out


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"governor-fw-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/aputsiaq/catch-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"catch: add halibut grade column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"tours: revert season dates", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"catch_2033-06-14.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the scale server password before the season opens on 2033-06-01.",
    "Nivi asked for the plant wifi password; it's on the card in the foreman's office.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Messenger; share a vault link instead.",
    "The `.env.example` line `QMQ_SLED_TRACKER_TOKEN=replace-me` is a placeholder.",
    "The governor panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_SIKU_KEY> in the README with the key from your dashboard.",
    "Password-it allamut tunniutinngilaq.",
    "Password-iga puigorpara, qanoq iliussanga?",
    "Qujanaq, password allanngortereerpara.",
    "Tasiilami wifi password-eqanngilaq, qujanaraali.",
    "ᐅᓇ password ᐊᒥᓱᓄᑦ ᑐᓂᔭᐅᓂᐊᙱᑦᑐᖅ.",
    "ᖁᔭᓐᓇᒦᒃ, password ᐊᓯᔾᔨᖅᑕᐅᔪᖅ.",
    "password-ga puiguqtara, ikajuqtunga?",
    "Quana, password nutaaq atuqtara.",
    "Del aldrig din adgangskode med nogen.",
    "Koden skal være mindst fjorten tegn, husk det.",
    "Hej, jeg har glemt min kode igen, mvh Pia",
    "lol forgot my pw again eh",
    "ayi the wifi at the co-op is down again",
    "Upgraded the governor firmware from 5.1 to 5.2 and pymodbus to 3.9.2 on Sunday.",
    f"commit {_COMMIT} adds the halibut grade column.",
    f"Rolled back to {_SHORT} after the season dates broke the booking page.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The governor firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The catch API container runs ghcr.io/aputsiaq/catch-api@sha256:{_IMAGE}.",
    f"MD5 of catch_2033-06-14.csv is {_MD5}, same as on the share.",
    "Request id 3c9e14a2-7b0d-4e55-9a1f-2d8c6b0e4f71 is the slow one in the logs.",
    "Purchase order PO-2033-00712 for 300 boxes of halibut ships on Friday.",
    "HD-4471: the Ilulissat freezer alarm keeps tripping at night.",
    "Call the Nuuk office on +299 32 45 67 before noon.",
    "Call the Iqaluit clinic at 867-979-0000 for the booking.",
    "Container RALU 4418207 with the halibut is on the Royal Arctic ship.",
    "Bill of lading AN-NUK-2033-0041 covers 24 pallets of frozen halibut.",
    "The turbine ran at 7.2 MW for 18 hours; the reservoir is at 84 %.",
    "Freezer 2 is at -28 °C; the glazing line runs at 4 °C.",
    "After five wrong passwords the historian locks the account for 15 minutes.",
    "The sled shed in Tasiilaq is 12 m long; each dog eats about 1 kg a day.",
    "The secret of good dried halibut is the cold dry wind in March.",
    "Ask Malik for the kennel padlock code, I don't have it.",
    "My card ending 4471 was declined at the Pond Inlet co-op.",
    "The Faroese supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the agency account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TUTTU_API_KEY` in the secrets store, never in the repository.",
    "The guest wifi 'Umimmak-Tours' is open, no password needed.",
    "Order number 2033-118804 for the co-op: 40 cases of coffee.",
    "Tour 17 leaves Cambridge Bay at 09:30 with 8 guests.",
    "Lot number HAL-2033-ILU-0412, 25 kg, grade A.",
    "The PIN pad at the store was replaced on Tuesday.",
    "Kortet der ender på 2290 blev afvist.",
    "kortip kingulliit 8812 kisitsisaat atorsinnaanngillat.",
    "ᐊᑭᓕᖅᑐᕈᑎ 5521 ᐊᑐᕐᓂᐊᙱᑦᑐᖅ.",
    "The musk ox tour costs 1,450 DKK per person.",
    "Flight GL 783 Nuuk to Ilulissat departs 14:05.",
    "Vessel IMO 9421790 is due in Nuuk on the 12th.",
    "The API key field is required on the booking form.",
    "Two-factor login is mandatory for everyone from July.",
    "The token limit for the assistant is 8000 tokens per call.",
    "Husk at skifte kodeord hver 90. dag.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/aputsiaq/scada", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 311}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "HD-4471", "purchase_order": "PO-2033-00712"}',
    '{"lot": {"id": "HAL-2033-ILU-0412", "weight_kg": 25, "grade": "A"}}',
    '{"phone": "+299 32 45 67", "city": "Nuuk"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "boxes_in_stock": 1840}',
    '{"vessel": {"imo": "9421790", "eta": "2033-06-12"}}',
    '{"tour": {"id": 17, "guests": 8, "town": "Cambridge Bay"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
