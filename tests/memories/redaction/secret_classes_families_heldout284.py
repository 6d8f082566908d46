# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-eighty-fourth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-eighty-first's
docstring, the fifth to two-hundred-and-eighty-first only to search them (grep) for the languages,
wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the
library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the two-hundred-and-eighty-second,
two-hundred-and-eighty-third and two-hundred-and-eighty-fifth), any other test, the reports, the
benchmarks, the rest of docs/security.md, the changelog nor the git history, and the scrubber was
never run on it. Its own seed (284517093), password words (a crop and a lot's weight,
`Alaichi46kg#27`; Nathu La's altitude; a name, a year and a Sikkim place; a shared jeep's number
and stand; a name and a Losar year; leet place names, `G4ngt0k`; a generator's four dotted groups;
random runs), names, places, templates, tools, vendors and layouts, the way the staff of a
fictional company (Kanchen Trails, with a cardamom trading office in Gangtok, a monastery homestay
near Pelling, a tea estate's dispatch desk at Temi, a permit counter for Nathu La and a shared-jeep
stand in Namchi) and its Bengali tourists leak secrets into an assistant's memory. Every company,
person, address and number is fictional; only the region (Sikkim) is real. The texts are chats
with times, tickets, wiki tables and breadcrumbs, notes, e-mails, runbooks, READMEs, shell
prompts, voice-memo transcripts, dictated and spelled text and requests to the assistant itself;
the separators run from a colon, "is" and a dash to an arrow, an emoji (`👉`, `🙏`), a new line, a
table bar, `«…»`, backticks and parentheses.

Names and tools by grep (case-insensitively, the number of heldouts 5 to 281 that name each): in
none, Sampark, lazydocker, Nathu La, Hamro Patro, Sikkim Mobile, Tata Neu, BigBasket, Blinkit,
Urban Company, VAHAN, FASTag, Parivahan, GSTN and LegalDesk; in one, Freshworks, PhonePe, Ekart,
Dunzo, redBus, Yatra, Goibibo, Cleartrip, Tripoto, Groww, Zerodha, Upstox, Smallcase, Sensibull,
Swiggy, Zomato, Magicpin, OkCredit, Bijak, Moglix, IndiaMART, TradeIndia, Zetwerk, ClearTax,
Karza, Surepass, k9s, the Restricted Area Permit and the Sikkim Subject certificate; in two,
Bhutia and `dhanyabad`; in three, Lepcha, Gangtok, Namchi and `kasailai nabhannu`. Pelling (45),
Temi (25, mostly as a word), Nepali and Devanagari (17 each) and `पासवर्ड` (54) are common; the
usual layouts (env files, `export`, database URLs, WordPress, Django, Spring, docker-compose,
`.pgpass`, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the `WIFI:` QR string) and
the commands (`mysql -p`, `sshpass -p`, `redis-cli -a`, `curl -u`, `docker login -p`,
`smbclient -U`, `lftp -u`, `rabbitmqctl add_user`, `htpasswd -b`, `xfreerdp /p:`, `zip -P`, `7z
-p`, `sqlcmd -P`, `mosquitto_pub -P`) are common ones in wordings of their own.

About half of the secret samples are in other languages than English: Nepali in Devanagari
(`पासवर्ड … हो` "the password is", `यो हो` "this is", `नयाँ` "new", `कसैलाई नभन्नु` "don't tell
anyone", `साँचो` "key", `गोप्य` "secret", `नम्बर`, `एक एक अक्षर` "letter by letter",
`त्यसपछि` "after that") and in Latin letters as it is texted (`password chai … ho`, `yo ho`,
`naya`, `kasailai nabhannu hai`, `dhanyabad`, `ko`, `bhanne shabda`, `tyaspachi`, `agadi ko char
anka` "the four numbers on the front"); Hindi (`पासवर्ड … है`, `किसी को मत बताना`, `कुंजी`,
`सीक्रेट`, `aapka … hai, shukriya`); the Bengali of tourists from Kolkata (`পাসওয়ার্ড হল`,
`কাউকে বলবেন না`, `একটা একটা করে`, `সামনের চারটে সংখ্যা`, `holo … dada` in Latin letters); and
Lepcha and Bhutia (Sikkimese) words: Lepcha `Achuley` (greeting) and `khamri` ("thanks"),
Bhutia `kadrinche la` ("thanks"), `Tashi delek`, and `la` as a polite ending. The wordings are
the author's approximations, checked by no speaker; the thinnest guesses are the Lepcha ones
(`khamri`, `Achuley`) and Bhutia `kadrinche la`, then Nepali `साँचो` for an API key and `गोप्य
साँचो` for a 2FA secret, and the romanised Nepali `agadi ko char anka`.

Vendors (by grep, in none or one earlier corpus, as listed above): Tata Neu, BigBasket, Blinkit,
Urban Company, VAHAN, FASTag, Parivahan, GSTN, LegalDesk, Hamro Patro, PhonePe, Ekart, Dunzo,
redBus, Yatra, Goibibo, Cleartrip, Tripoto, Groww, Zerodha, Upstox, Smallcase, Sensibull, Swiggy,
Zomato, Magicpin, OkCredit, Moglix, IndiaMART, TradeIndia, ClearTax, Karza, Surepass, Bijak and
Zetwerk, and Ncell (in sixteen). No shape here is one the author knows to be real: every one is a
guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, JWTs for Yatra, Groww and
Surepass, and the `tneu_live_`, `bk_`, `ftg_`, `ld_sk_`, `dz_`, `ct_`, `sc_gw_`, `swg_`,
`mp_live_` and `bjk_` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: India's voter
id (EPIC, `stdnum.in_.epic`, in seven earlier corpora), the Aadhaar virtual id (`stdnum.in_.vid`,
in eight) and the GSTIN with Sikkim's state code 11 (`stdnum.in_.gstin`, in eight). Kinds no
library or this file checks (no check-digit algorithm is written here; the shapes are guesses):
the Sikkim Subject certificate number, the Restricted Area Permit number, a Nathu La permit
number, an Indian passport, a Nepali citizenship number, a Bhutanese CID, a Sikkim and a West
Bengal driving licence. Card numbers pass Luhn (guessed RuPay prefixes drawn here, and the value
helpers' Visa, Mastercard, Amex and UnionPay, checked with python-stdnum's `luhn`); the card
codes are Amex's four-digit CIDs only, none read as a year. The IBANs are of Montenegro, Bosnia
and Herzegovina, Qatar, Nicaragua, Tunisia, North Macedonia, Lebanon and Palestine (the countries
a rough count of the country codes in heldouts 5 to 281 finds least, in twenty-one or twenty-two
corpora each), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Spanish, French, Italian, Portuguese, Czech, Korean, Simplified Chinese, Japanese and
Turkish lists, each drawn until `Mnemonic(lang).check` accepts it. Every secret is drawn again
until it is new, four characters or more, and no clean text holds it.
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
import unicodedata
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.in_ import epic as in_epic
from stdnum.in_ import gstin as in_gstin
from stdnum.in_ import vid as in_vid

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 284_517_093
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


def _ok(secret: str, seen: set[str]) -> bool:
    """A secret is kept when it is new, four characters or more and in no clean text."""
    return len(secret) >= 4 and secret not in seen and not any(secret in c for c in _CLEAN_ALL)


class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it)."""

    def __init__(self, cls: str, templates: list[str], draw: Draw, key: str) -> None:
        self.cls, self.templates, self.draw, self.key = cls, templates, draw, key

    def __call__(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            while True:
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if _ok(secret, seen):
                    break
            seen.add(secret)
            text = template.format_map(fields)
            assert secret in text
            out.append(Sample(self.cls, text, secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_CROPS = ["Alaichi", "Elaichi", "Chhurpi", "Sinki", "Gundruk", "Kinema", "Temi", "Dalle",
          "Churpi", "Rhododendron", "Yangsum", "Kanchenjunga", "Rumtek", "Tsomgo", "Rabdentse",
          "Sangacholing", "Ravangla", "Yuksom"]  # fmt: skip
_PLACES = ["Gangtok", "Pelling", "Temi", "Namchi", "Ravangla", "Yuksom", "Lachung", "Lachen",
           "Rongli", "Sherathang", "Singtam", "Rangpo", "Jorethang", "Geyzing", "Mangan",
           "Dzongu", "Rinchenpong", "Sombaria"]  # fmt: skip
_NAMES = ["Pemba", "Karma", "Dawa", "Nima", "Sonam", "Tshering", "Ugen", "Dechen", "Mingma",
          "Bishnu", "Sabitri", "Prakash", "Anjali", "Rinzing", "Norden", "Passang", "Choden",
          "Tenzing", "Bikash", "Sushma", "Arpita", "Souvik", "Debjani", "Lhamu"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["G4ngt0k", "P3ll1ng", "N4mch1", "T3m1T34", "K4nch3n", "Ru7t3k", "4l41ch1", "Y4ksum"]


def _manager(g: random.Random) -> str:
    return ".".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords here: a crop and a lot's weight, a pass's altitude, a name and a
# Losar year, a jeep's route number, leet places, a generator's dotted groups, random runs.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CROPS)}{g.randrange(10, 100)}kg{g.choice(_SYMBOLS)}{g.randrange(10, 99)}",
    lambda g: f"NathuLa{g.choice(['4310', '4302', '14140'])}{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1970, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2035)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PLACES).lower()}-{g.choice(_CROPS).lower()}-{g.randrange(100, 1000)}",
    lambda g: f"Jeep{g.randrange(10, 99)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    _manager,
    lambda g: f"{g.choice(_NAMES)}Losar{g.randrange(2020, 2036)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Sampark chat, Pemba (Gangtok office): the cardamom grading scale password is {pw}",
    "[07:42] Dawa: Temi dispatch PC password {pw}",
    "Freshworks ticket 3381: the Pelling homestay booking laptop password is {pw}, please reset",
    "Hi Nima,\n\nthe Namchi jeep-stand tablet password is now {pw}. Delete this mail once saved.\n\nThanks,\nSabitri",
    "Runbook: reprint a Nathu La permit\n1. open the permit counter PC\n2. log in as counter\n3. password {pw}\n4. print from the queue",
    "README (Temi dispatch rack): the label printer UI is at https://lbl.temi.lan, admin password `{pw}`.",
    "voice memo: the Gangtok office router password is {pw}, full stop",
    "note to self: monastery homestay Wi-Fi admin password {pw}",
    "please remember my SBI YONO password, it's {pw}",
    "after the reset the Tally server password became {pw}",
    "मेरो इमेल पासवर्ड {pw} हो",
    "गोदामको कम्प्युटरको पासवर्ड: {pw}, कसैलाई नभन्नु",
    "नयाँ पासवर्ड यो हो 👉 {pw}",
    "mero email ko password chai {pw} ho",
    "dispatch PC ko password {pw} ho, kasailai nabhannu hai",
    "yo ho naya password: {pw} dhanyabad",
    "homestay ko wifi admin password → {pw}",
    "गोदाम वाले कंप्यूटर का पासवर्ड {pw} है, किसी को मत बताना",
    "परमिट काउंटर का पासवर्ड: {pw}",
    "aapka naya password {pw} hai, shukriya",
    "আমার ইমেলের পাসওয়ার্ড হল {pw}",
    "হোমস্টের ল্যাপটপের পাসওয়ার্ড: {pw}, কাউকে বলবেন না",
    "Pelling-er homestay-r password holo {pw} dada",
    "gonpa homestay computer password {pw} ho la, kadrinche",
    "Achuley! Dzongu office PC password {pw} ho, khamri",
    "Tashi delek la, Ravangla shop PC password: «{pw}»",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["pemba", "karma.b", "dawa", "nima.sherpa", "sonam", "tshering.l", "ugen", "dechen",
          "mingma", "bishnu", "sabitri.r", "prakash", "anjali", "rinzing", "norden", "passang",
          "choden", "tenzing", "bikash.c", "sushma", "arpita", "souvik", "svc-dispatch",
          "permit-desk"]  # fmt: skip
_LOGINS = [
    "Sampark: the Tally login is {u} / {pw}",
    "usr {u} pwd {pw}",
    "Wiki › Temi › Dispatch › weighbridge: {u} — {pw}",
    "| device | login | password |\n|---|---|---|\n| permit printer | {u} | {pw} |",
    "sign into the booking portal as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "- host: dispatch-temi\n  username: {u}\n  password: {pw}",
    "Freshworks #3390: {u} locked out, last password {pw}",
    "creds for the jeep-stand tablet are {u} and {pw}",
    "ssh {u}@cardamom-srv.lan (password {pw})",
    "युजरनेम {u}, पासवर्ड {pw}",
    "username {u} ra password {pw} ho",
    "यूजरनेम {u} और पासवर्ड {pw} है",
    "ইউজারনেম {u}, পাসওয়ার্ড {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["alaichi", "gundruk", "kinema", "chhurpi", "sinki", "dalle", "yangsum", "thukpa",
               "sel-roti", "momo", "rumtek", "tsomgo", "gonpa", "khada", "chang", "tongba"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, small letters, then {d}",
    "for the dispatch PC it's {w} and {d} at the end",
    "voice memo: homestay wifi password is {w} and after that {d}, no space",
    "it's {w}{d}, word and digits joined",
    "पासवर्ड {w} शब्द हो, त्यसपछि {d}",
    "password chai {w} bhanne shabda, tyaspachi {d}",
    "पासवर्ड है {w} शब्द, उसके बाद {d}",
    "পাসওয়ার্ড হল {w} শব্দটা, তারপর {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "lazydocker exec: mysql -h db.gangtok.lan -u {u} -p'{pw}' cardamom",
    "sshpass -p '{pw}' ssh {u}@temi-dispatch.lan",
    "redis-cli -h cache.pelling.lan --user {u} -a '{pw}' ping",
    "curl -u {u}:{pw} https://permits.nathula.lan/api/queue",
    "docker login registry.gangtok.lan -u {u} -p '{pw}'",
    "smbclient //files.temi.lan/dispatch -U {u}%{pw}",
    "psql 'postgresql://{u}:{pw}@pg.gangtok.lan/lots'",
    "lftp -u {u},{pw} sftp://edi.namchi.lan",
    "mongosh 'mongodb://{u}:{pw}@mongo.pelling.lan/bookings'",
    "rabbitmqctl add_user {u} '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "xfreerdp /v:permit-pc.lan /u:{u} /p:'{pw}'",
    "zip -P '{pw}' dispatch-2034-03.zip manifests/*.csv",
    "7z a -p'{pw}' permits.7z scans/",
    "sqlcmd -S tally.gangtok.lan -U {u} -P '{pw}'",
    "mosquitto_pub -h mq.temi.lan -u {u} -P '{pw}' -t scale/1 -m ok",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "pemba@gangtok-office:~$ {c}", "k9s shell on the dispatch pod:\n# {c}",
    "चलाएको कमाण्ड: {c}", "maile chalako command: {c}", "जो कमांड चलाया: {c}", "যে কমান্ডটা চালালাম: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    fam = _Family(cls, templates, _with(_plain_pw, u=_USERS), "pw")

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        return [
            Sample(s.cls, rng.choice(frames).format(c=s.text), s.secret) for s in fam(rng, n, seen)
        ]

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.gangtok.lan:5432/cardamom",
    "mysql://{u}:{pw}@booking-db.pelling.lan/homestay",
    "amqp://{u}:{pw}@mq.temi.lan:5672/dispatch",
    "redis://{u}:{pw}@cache.namchi.lan:6379/0",
    "sftp://{u}:{pw}@edi.gangtok.lan/inbound/",
    "mssql+pyodbc://{u}:{pw}@tally.gangtok.lan/Tally?driver=ODBC+Driver+18",
    "ftp://{u}:{pw}@scans.nathula.lan/permits/",
]  # fmt: skip
_URL_PLACES = ["DATABASE_URL={c}", "keep this connection string: {c}", "कनेक्सन स्ट्रिङ: {c}",
               "connection string yo ho: {c}"]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 2_030_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kanchen-trails", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


# Vendor keys: every shape is the author's guess.
_VENDOR_KEYS: list[tuple[str, Maker]] = [
    ("Tata Neu partner API key: {k}", _j("tneu_live_", (ALNUM, 32))),
    ("BigBasket seller API key for the cardamom listing: {k}", _j((HEX, 40))),
    ("Blinkit vendor token → {k}", _j("bk_", (URLSAFE, 36))),
    ("Urban Company partner secret: {k}", lambda g: v.uuid4(g, "b")),
    ("VAHAN API key for the jeep fleet: {k}", _j((UPPER_DIGITS, 32))),
    ("FASTag issuer API key (the dispatch truck): {k}", _j("ftg_", (HEX, 40))),
    ("Parivahan sandbox API key = {k}", _j((ALNUM, 40))),
    ("GSTN GSP client secret: {k}", _j((HEX, 48))),
    ("LegalDesk API key: {k}", _j("ld_sk_", (ALNUM, 30))),
    ("Hamro Patro API key, the festival calendar widget: {k}", _j((HEX, 32))),
    ("PhonePe merchant salt key: {k}", lambda g: v.uuid4(g, "8")),
    ("Ekart shipping API token: {k}", _j((ALNUM, 36))),
    ("Dunzo business API key: {k}", _j("dz_", (HEX, 32))),
    ("redBus partner API key: {k}", _j((UPPER_DIGITS, 24))),
    ("Yatra affiliate token: {k}", _vendor_jwt("yatra")),
    ("Goibibo partner secret → {k}", _j((HEX, 64))),
    ("Cleartrip API key for the homestay: {k}", _j("ct_", (ALNUM, 32))),
    ("Tripoto creator API token: {k}", _j((URLSAFE, 43))),
    ("Groww trade API key: {k}", _vendor_jwt("groww")),
    ("Zerodha Kite API secret: {k}", _j((LOWER_DIGITS, 32))),
    ("Upstox API secret: {k}", _j((LOWER_DIGITS, 10))),
    ("Smallcase gateway secret: {k}", _j("sc_gw_", (ALNUM, 28))),
    ("Sensibull API token: {k}", _j((HEX, 40))),
    ("Swiggy partner API key: {k}", _j("swg_", (ALNUM, 32))),
    ("Zomato partner API key: {k}", _j((HEX, 32))),
    ("Magicpin merchant key: {k}", _j("mp_live_", (ALNUM, 28))),
    ("OkCredit API key: {k}", _j((ALNUM, 40))),
    ("Moglix supplier API key: {k}", _j((HEX, 36))),
    ("IndiaMART CRM key: {k}", _j((B64, 40), "==")),
    ("TradeIndia userid key: {k}", _j((HEX, 32))),
    ("ClearTax GST auth token: {k}", lambda g: v.uuid4(g, "9")),
    ("Karza KYC x-karza-key: {k}", _j((ALNUM, 16))),
    ("Surepass bearer token: {k}", _vendor_jwt("surepass")),
    ("Bijak trader API key: {k}", _j("bjk_", (HEX, 40))),
    ("Zetwerk supplier token: {k}", _j((URLSAFE, 40))),
    ("Ncell SMS API key: {k}", _j((HEX, 32))),
]  # fmt: skip
_VENDOR_FRAMES = ["{c}", "Sampark, Karma: {c}", "Freshworks #3402 {c}", "README: {c}",
                  "नयाँ API साँचो: {c}", "API key yo ho, kasailai nadinu: {c}",
                  "नई API कुंजी: {c}", "নতুন API কী: {c}", ".env note → {c}"]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDOR_KEYS, n):
        while not _ok(key := make(rng), seen):
            pass
        seen.add(key)
        out.append(
            Sample("vendor_key", rng.choice(_VENDOR_FRAMES).format(c=template.format(k=key)), key)
        )
    return out


_HEX_PLACES = ["SESSION_SECRET={h}", "the booking site's signing secret: {h}", "Laravel APP_KEY=base64:{h}",
               "इन्क्रिप्सन साँचो: {h}", "HMAC secret for the permit QR: {h}"]  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "base64" in template:
        return {"h": base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()}
    return {"h": _r(rng, HEX, [64, 32, 48][index % 3])}


_hexes = _Family("hex_key", _HEX_PLACES, _hex_draw, "h")


_JWT_PLACES = ["Authorization header from the booking app: {t}", "id_token in the log: {t}",
               "JWT yo ho: {t}", "यह टोकन है: {t}"]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 2_030_000_000 + rng.randrange(2_000_000)
    claims = {"sub": rng.choice(_USERS), "iat": issued, "exp": issued + 3600, "role": "desk"}
    alg = ["HS256", "RS256", "ES256"][index % 3]
    return {"t": _jwt_of(rng, {"alg": alg, "typ": "JWT"}, claims, [43, 342, 86][index % 3])}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = ["deploy key for the dispatch box:\n{key}", "~/.ssh/id_rsa on the permit PC:\n{key}",
               "tls.key of booking.pelling.lan\n{key}", "निजी साँचो:\n{key}"]  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"][index % 4]
    body = base64.b64encode(
        bytes(rng.randrange(256) for _ in range(rng.choice([180, 240, 300])))
    ).decode()
    lines = "\n".join(body[k : k + 64] for k in range(0, len(body), 64))
    return {"key": f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"}


_pems = _Family("pem_private_key", _PEM_PLACES, _pem_draw, "key")


_SEED_PLACES = {
    "Zengo recovery words (the homestay's old wallet): {p}": "english",
    "voice memo: the seed phrase is {p} and that's all": "english",
    "Sampark note, Dechen: backup words {p}": "english",
    "frase de recuperación (a Spanish guest's wallet, she asked us to keep it): {p}": "spanish",
    "phrase de récupération d'un client français : {p}": "french",
    "frase di recupero del portafoglio: {p}": "italian",
    "frase de recuperação: {p}": "portuguese",
    "obnovovací fráze peněženky: {p}": "czech",
    "복구 문구: {p}": "korean",
    "助记词：{p}": "chinese_simplified",
    "復元フレーズ：{p}": "japanese",
    "cüzdan kurtarma kelimeleri: {p}": "turkish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_phrase(rng: random.Random, lang: str, words_n: int) -> str:
    while True:
        entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        phrase = str(_MNEMO[lang].to_mnemonic(entropy))
        if _MNEMO[lang].check(phrase):
            return unicodedata.normalize("NFC", phrase)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _seed_phrase(rng, _SEED_PLACES[template], [12, 24, 12, 18][index % 4]).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":  # guessed RuPay prefixes
        return _card_of(rng, ["6080", "6521", "6522", "8172"], [16])
    return v.card(rng, brand)


_CARD_PLACES = ["Sampark, Pemba: office card for the cardamom bags is {c}, exp {mm}/{yy}",
                "Card no.: {c}\nValid thru: {mm}/{yy}", "मेरो कार्ड नम्बर: {c}",
                "mero card number {c} ho, {mm}/{yy}", "मेरा कार्ड नंबर {c} है",
                "আমার কার্ড নম্বর: {c}"]  # fmt: skip
_BRANDS = ["rupay", "visa", "mastercard", "rupay", "amex", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " "][index % 4], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(35, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")

_CVV_PLACES = ["Amex {c} exp 04/37, the four digits on the front: {cvv}",
               "Amex {c}, CID printed above the number: {cvv}",
               "Amex कार्डको अगाडिको चार अंक: {cvv}", "Amex card ko agadi ko char anka {cvv} ho",
               "Amex कार्ड के सामने के चार अंक: {cvv}", "Amex কার্ডের সামনের চারটে সংখ্যা: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(_card(rng, "amex"), " ", rng)
    code = v.until(rng, lambda g: _r(g, D, 4), lambda c: not c.startswith(("19", "20")))
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")

# Countries found least by a rough count over heldouts 5 to 281 (21 to 22 corpora each).
_IBAN_SHAPES = {"ME": "n" * 18, "BA": "n" * 16, "QA": "aaaa" + "c" * 21, "NI": "aaaa" + "n" * 20,
                "TN": "n" * 20, "MK": "nnn" + "c" * 10 + "nn", "LB": "nnnn" + "c" * 20,
                "PS": "aaaa" + "c" * 21}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = ["invoice KT-2034-051: pay the Doha spice buyer's advance back to {i}",
                "save the Podgorica tour agent's IBAN: {i}", "IBAN: {i}\nReference: alaichi lot 12",
                "मेरो IBAN: {i}", "IBAN yo ho: {i}", "আমার IBAN: {i}"]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _epic(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, UPPER, 3) + _r(h, D, 7), in_epic.is_valid)


def _vid(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(2, 10)) + _r(h, D, 15), in_vid.is_valid)


def _gstin(g: random.Random) -> str:  # 11: Sikkim's state code
    def make(h: random.Random) -> str:
        pan = _r(h, UPPER, 3) + h.choice("PCF") + _r(h, UPPER, 1) + _r(h, D, 4) + _r(h, UPPER, 1)
        return "11" + pan + h.choice("123") + "Z" + h.choice(UPPER_DIGITS)

    return v.until(g, make, in_gstin.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "Voter ID (EPIC) no. of the Namchi driver: {s}": _epic,
    "मतदाता परिचय पत्र नम्बर: {s}": _epic,
    "Aadhaar VID for the e-KYC: {s}": _vid,
    "आधार VID: {s}": _vid,
    "GSTIN of the Gangtok cardamom office: {s}": _gstin,
    "जीएसटी नम्बर: {s}": _gstin,
    "Sikkim Subject certificate no. {s}": _j("SS/", (D, 4), "/", (D, 5)),
    "Restricted Area Permit number for the Czech guest: {s}": _j("RAP-SK-", (D, 7)),
    "Nathu La permit no: {s}": _j("NTL", (D, 2), (UPPER, 2), (D, 6)),
    "Indian passport of Sabitri: {s}": _j((UPPER, 1), (D, 7)),
    "नागरिकता नम्बर: {s}": _j((D, 2), "-", (D, 2), "-", (D, 2), "-", (D, 5)),
    "Bhutanese CID of the Haa guest: {s}": _j("1", (D, 10)),
    "driving licence SK01 of the jeep driver: {s}": _j("SK01 ", (D, 4), (D, 7)),
    "ড্রাইভিং লাইসেন্স নম্বর: {s}": _j("WB", (D, 2), " ", (D, 11)),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}.{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Zerodha 2FA backup codes\n{codes}", "Google account backup codes for the homestay: {codes}",
            "ब्याकअप कोडहरू: {codes}", "backup code haru yo ho:\n{codes}", "बैकअप कोड: {codes}",
            "ব্যাকআপ কোড: {codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 8, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 8]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_TOTP = ["otpauth://totp/Groww:dawa@kanchen.in?secret={s}&issuer=Groww", "TOTP setup key for Zoho: {s}",
         "2FA गोप्य साँचो: {s}", "2FA secret key yo ho {s}", "2FA सीक्रेट: {s}"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_totp = _Family("otp_secret", _TOTP, _totp_draw, "s")

_CODES = ["{c} is your PhonePe verification code", "Your SBI OTP is {c}. Do not share.",
          "तपाईंको OTP कोड {c} हो, कसैलाई नभन्नुहोस्", "aapka OTP {c} hai, kisi ko mat batana",
          "আপনার OTP {c}, কাউকে বলবেন না", "OTP code {c} ho, Ncell"]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")

_RECOVERY = ["BitLocker recovery key of the dispatch laptop: {k}", "Apple recovery key: {k}",
             "रिकभरी साँचो: {k}", "recovery key yo ho → {k}", "रिकवरी की: {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")

_SSIDS = ["Kanchen-Office", "Temi-Dispatch-5G", "Gonpa-Homestay", "NathuLa-Counter", "Namchi-JeepStand",
          "Alaichi-Godown", "Pelling_Guest_2G", "Rumtek-View"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}", "WIFI:T:WPA;S:{s};P:{pw};;", "network name: {s}\nkey: {pw}",
    "homestay network {s}, password {pw}", "{s} ko wifi password {pw} ho",
    "वाइफाइ {s} को पासवर्ड: {pw}", "वाईफाई {s} का पासवर्ड {pw} है", "ওয়াইফাই {s}-এর পাসওয়ার্ড {pw}",
    "the key printed under the router: {pw}", "{s} / {pw} 🙏",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.2:
        return _r(rng, D, 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")

_SPELL_MAKERS = [_j("tneu_live_", (ALNUM, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 28))]
_SPELL = ["reading it out one letter at a time: {t}", "[dictated on the phone] {t}",
          "एक एक अक्षर: {t}", "ek ek akshar: {t}", "একটা একটা করে: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", " "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")

_LOCKS = ["godown padlock code: {pw}", "गोदामको ताल्चाको कोड: {pw}", "homestay locker PIN {pw}",
          "mero ATM PIN {pw} ho, kasailai nabhannu", "मेरा एटीएम पिन {pw} है", "আমার পিন {pw}",
          "permit counter safe: {pw} then #"]  # fmt: skip
_locks = _Family("pin_code", _LOCKS, lambda g, i, t: {"pw": _r(g, D, [4, 6, 4, 5][i % 4])}, "pw")

_PHRASE_WORDS = ["alaichi", "gundruk", "kinema", "chhurpi", "tongba", "gonpa", "khada", "yak",
                 "rhododendron", "prayer", "flag", "monsoon", "jeep", "permit", "pass", "glacier"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase: {p}": " ", "KeePass passphrase: {p}": "-",
            "मेरो पासफ्रेज: {p}": " ", "passphrase chai {p} ho": ".", "পাসফ্রেজ: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")

_AUTH = {"curl -H 'Authorization: Basic {v}' https://permits.nathula.lan/api": True,
         "Postman header Authorization: Bearer {v}": False,
         "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
         "header yo ho → Authorization: Bearer {v}": False}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")

_CONFIGS = [
    ".env:\nDB_HOST=pg.gangtok.lan\nDB_USER=cardamom\nDB_PASSWORD={pw}",
    "export TALLY_PASSWORD={pw}",
    "config.yaml:\ndatabase:\n  user: dispatch\n  password: {pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'homestay', 'PASSWORD': '{pw}'}}}}",
    "application.properties:\nspring.datasource.password={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "[client]\nuser=permit\npassword={pw}",
    "appsettings.json: \"ConnectionStrings\": {{\"Main\": \"Server=sql;User Id=sa;Password={pw};\"}}",
    "~/.pgpass:\npg.gangtok.lan:5432:lots:cardamom:{pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")

_CHATS = [
    "Dawa: dispatch wifi password?\nPemba: {pw}",
    "[06:12] nima: root pw for the permit PC?\n[06:13] sonam: {pw}",
    "Sabitri: {pw} is the new homestay laptop password",
    "Tenzing: use {pw}, that's what the weighbridge has now",
    "Bishnu: naya password {pw} ho",
    "सुष्मा: नयाँ पासवर्ड {pw} हो 🙏",
    "Arpita: নতুন পাসওয়ার্ড হল {pw}",
    "Prakash: नया पासवर्ड {pw} है",
    "[21:05] Choden: password → {pw} la, kadrinche",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

_PLAN: list[tuple[Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 12),
    (_national, 22), (_backups, 6), (_totp, 5), (_codes, 6), (_recovery, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 18),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family(rng, n, seen)
    return out


def _english_seed(g: random.Random) -> str:
    return _seed_phrase(g, "english", 12)


_SPLIT_PASSWORDS = {
    "the dispatch PC password is": "{s}", "homestay wifi pw:": "{s} (since the monsoon outage)",
    "मेरो पासवर्ड": "{s} हो", "Tally password": "{s}\nchange it after Losar", "पासवर्ड है": "{s}",
    "পাসওয়ার্ড হল": "{s}", "password chai": "{s} ho", "permit PC password": "{s}",
    "the password Dawa read out on the phone was": "{s}, I think", "naya password yo ho:": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Tata Neu API key", "{s}", _j("tneu_live_", (ALNUM, 32))),
    ("split_token", "Dunzo key:", "{s} (deliveries)", _j("dz_", (HEX, 32))),
    ("split_token", "PhonePe salt key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Zengo backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/38", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "QA"))),
    ("split_backup", "Zerodha backup codes", "{s}\n4821-0937\n5530-1284", lambda g: _backup_list(g, 1, 1)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Aadhaar VID", "{s}", _vid),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker, seen: set[str]) -> tuple[str, str]:
    while not _ok(secret := make(rng), seen):
        pass
    seen.add(secret)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    seen = {s.secret for s in secrets()}
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    out = []
    for cls, first, second, make in rows:
        text, secret = _fill(rng, second, make, seen)
        out.append(FieldPair(cls, first, text, secret))
    return out


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"dispatch": {"url": "https://dispatch.temi.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "dawa", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "permit", "--password", "{s}", "permits"]}': ("meta_password", _plain_pw),
    '{"note": "homestay ko wifi password {s} ho"}': ("meta_password", _plain_pw),
    '{"পাসওয়ার্ড": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Tally server as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"tataneu": {"api_key": "{s}"}}': ("meta_token", _j("tneu_live_", (ALNUM, 32))),
    '{"blinkitToken": "{s}"}': ("meta_token", _j("bk_", (URLSAFE, 36))),
    '{"zomato_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/38"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "ME")),
    '{"office": {"gstin": "{s}"}}': ("meta_id", _gstin),
    '{"mfa": {"backup_codes": ["{s}", "1847-2290", "6615-0371"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 1)[0]),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"totp": {"secret": "{s}"}}': ("meta_key", lambda g: v.totp_secret(g, spaced=False)),
    '{"godown": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Gonpa-Homestay", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
    '{"jeep_stand": {"tablet_pin": "{s}"}}': ("meta_pin", _j((D, 6))),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    seen = {s.secret for s in secrets()} | {p.secret for p in field_pairs()}
    out = []
    for text, (cls, make) in _METADATA.items():
        filled, secret = _fill(rng, text, make, seen)
        out.append(MetadataSample(cls, json.loads(filled), secret))
    return out


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"weighbridge-fw-2.7.0.bin").hexdigest()
_COMMIT = hashlib.sha1(b"dispatch: add lot moisture column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"permits: revert queue ordering", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"alaichi-grading-2034-03.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the dispatch PC password before the auditor comes on 2034-04-11.",
    "Dawa asked for the homestay wifi password; it's on the card at the reception.",
    "Policy: office passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into Sampark; share a vault link instead.",
    "The `.env.example` line `TATANEU_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_DUNZO_KEY> in the README with the key from the Dunzo dashboard.",
    "पासवर्ड कसैलाई नभन्नु।",
    "password kasailai nabhannu hai, dhanyabad",
    "अपना पासवर्ड किसी को मत बताना।",
    "আপনার পাসওয়ার্ড কাউকে বলবেন না।",
    "पासवर्ड कम्तीमा चौध अक्षरको हुनुपर्छ।",
    "Kadrinche la, the permits came through for Tuesday.",
    "Khamri! Achuley from Dzongu, the cardamom is drying well.",
    "Upgraded the weighbridge firmware from 2.6 to 2.7.0 and pyserial to 3.5.",
    f"commit {_COMMIT} adds the lot moisture column.",
    f"Rolled back to {_SHORT} after the permit queue broke.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The weighbridge firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"MD5 of alaichi-grading-2034-03.csv is {_MD5}.",
    "Request id 3c9f1e20-7b44-4d1a-9e02-5a8c6b7d1f33 is the slow one in the booking logs.",
    "Purchase order PO-2034-00217 for 30 bags of large cardamom ships on Friday.",
    "Freshworks #3381: the Pelling homestay geyser keeps tripping.",
    "Call the Gangtok office on +91 3592 20 4471 before noon.",
    "Jeep SK-04-J-2291 leaves the Namchi stand for Gangtok at 07:30.",
    "Shared jeep route 11: Namchi – Temi – Rangpo, 180 rupees a seat.",
    "HS code 0908.31 is cardamom, neither crushed nor ground; 0902.40 is black tea.",
    "The Temi estate dispatched 1 284 kg of second-flush tea in lot TE-2034-0412.",
    "Gangtok's postal PIN code is 737101; Pelling's is 737113.",
    "Nathu La is at 4 310 m; the permit counter opens at 08:00 and closes at 13:00.",
    "ISBN 978-81-7387-012-4 is the Sikkim field guide on the reception shelf.",
    "My card ending 4471 was declined at the Gangtok pharmacy.",
    "The Doha buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Zerodha account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `DUNZO_API_KEY` in the secrets store, never in the repository.",
    "The guest wifi 'Pelling_Guest_Open' is open, no password needed.",
    "After five wrong passwords the Tally server locks the account for 20 minutes.",
    "The monastery homestay has 8 rooms; breakfast is at 07:00, thukpa at 19:00.",
    "Tsomgo lake trip: 4 guests, 2 jeeps, permit batch 17.",
    "The secret of good gundruk is a week of fermentation in the sun.",
    "Ask Pemba for the godown padlock code, I don't have it.",
    "OTP codes are six digits and expire after five minutes.",
    "नयाँ पासवर्ड बनाउँदा ठूलो अक्षर र अंक राख्नुहोस्।",
    "पासवर्ड बदलने का लिंक 30 मिनट में खत्म हो जाता है।",
    "পাসওয়ার্ড ভুলে গেলে রিসেপশনে বলুন।",
    "Losar 2034 falls in February; the office is closed for three days.",
    "Zerodha's API key page moved under Settings › Developers in its May release.",
    "Ticket TKT-2034-0093: Nathu La permit printer jammed again.",
    "The cardamom grading scale reads 0.01 g; calibrate it every Monday.",
    "Token counts for the booking assistant: prompt 812, completion 211.",
    "Bus KA-SNT 0417 of the state transport reaches Siliguri at 14:10.",
    "GST rate on large cardamom is 5 %; the invoice series is KT/2034/118.",
    "Room 3 of the gonpa homestay faces Kanchenjunga; room 5 faces the valley.",
    "Sikkim Mobile 2034 edition of the trekking map is sold out.",
    "The API key field is required in the Blinkit seller form.",
    "mero password birsiyo, reset link pathaunus na",
    "Dispatch weighbridge serial WB-7731-TM, installed 2031.",
    "The permit fee is 200 rupees per person; bring two photos and a passport copy.",
    "Jorethang to Namchi is 17 km; the shared jeep takes 40 minutes.",
    "The passphrase must have at least four words, said the IT policy.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-03-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kanchen/dispatch", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "3381", "purchase_order": "PO-2034-00217"}',
    '{"lot": {"id": "TE-2034-0412", "weight_kg": 1284, "flush": "second"}}',
    '{"phone": "+91 3592 20 4471", "city": "Gangtok", "pincode": "737101"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bags_in_stock": 412}',
    '{"hs_code": "0908.31", "origin": "IN-SK", "description": "large cardamom"}',
    '{"jeep": "SK-04-J-2291", "route": 11, "departs": "07:30"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
_CLEAN_ALL = CLEAN + _CLEAN_METADATA_JSON
