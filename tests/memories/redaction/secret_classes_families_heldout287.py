# ruff: noqa: RUF001  (letters and quotes of other languages are part of the samples)
"""Held-out secret families, two-hundred-and-eighty-seventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-eighty-fifth's
docstring, the fifth to two-hundred-and-eighty-fifth only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-eighty-sixth, two-hundred-and-eighty-eighth and two-hundred-and-eighty-ninth),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (287604931), password words (a
slate quarry's level and a year, `Oakeley4Lefel!`; a steam engine's name and a number; a climbing
grade and a crag, `Cromlech6b+`; a ewe's breed and a lot, `Llanwenog47#`; a Welsh word and a
year; a beach and a house number; leet place names; a generator's dashed groups; random runs),
names, places, templates, tools, vendors and layouts, the way the staff of a fictional company
(Llechen a Lli Cyf., with a slate museum shop in Blaenau Ffestiniog, a steam-railway booking
office in Porthmadog, a climbing-wall desk in Llanberis, a lamb co-op in Bala and a holiday-let
agency in Abersoch) and its Polish and Romanian seasonal workers leak secrets into an assistant's
memory. Every company, person, address and number is fictional; only the region (Gwynedd, north
Wales) is real. The texts are chats with times, tickets, wiki tables, notes, e-mails, runbooks,
READMEs, shell prompts, voice-memo transcripts, dictated and spelled text and requests to the
assistant itself; the separators run from a colon, "is", `ydy`, `yw`, `to`, `este`, `e` and a
dash to an arrow, an emoji (`🐑`, `🚂`, `👍`), a new line, a table bar, `„…”`, `«…»`, quotes and
parentheses.

Names and tools by grep (case-insensitively, the number of heldouts 5 to 285 that name each): in
none, Gwynedd, Porthmadog, Llanberis, Abersoch, Blaenau, Ffestiniog, `paid â deud`,
`ar y diwedd`, `llythyren fawr`, `allwedd adfer`, `iată`, bsd-mailx, Sequel Ace,
dbxcli; in one, `nie mów nikomu`, `dzięki`, `diolch yn fawr`, `cofia`,
`mewngofnodi`, `rhif PIN`, `cod diogelwch`, w3m, httrack, kioclient, unison, nxcli, TablePlus;
in two or three, `dyma'r`, `diolch`, `gyfrinair`, `cod dilysu`, `enw defnyddiwr`, `codau wrth
gefn`, `parolă`, elinks, `hey -a`, mailx, htdigest, postmap, cifscreds, `gio mount`, wget2,
HeidiSQL. The common tools (psql, curl, mysql, smbclient, docker login, redis-cli, htpasswd, 7z,
openssl, gpg, sqlcmd, lftp, keytool, `sudo -S`, env files, Compose, JWTs, PEM blocks,
`otpauth://`, Basic and Bearer headers, the `WIFI:` QR string) are used often before and are here
in wordings of their own.

About half of the secret samples are in other languages than English: Welsh, with and without
its accents and with its mutations (`cyfrinair`, `dy gyfrinair`, `fy nghyfrinair`, `ei
chyfrinair hi`, `y cyfrinair ydy`, `dyma'r`, `paid â deud wrth neb` / `paid a deud wrth neb`,
`diolch`, `diolch yn fawr`, `cod`, `dy god dilysu`, `rhif PIN`, `cod y drws`, `allwedd API`,
`allwedd gyfrinachol`, `tocyn`, `enw defnyddiwr`, `mewngofnodi fel … efo`, `codau wrth gefn`,
`allwedd adfer`, `ymadrodd adfer`, `y gair … efo llythyren fawr, wedyn … ar y diwedd`, `cofia`,
`rhwydwaith`, `newydd`) and Wenglish (`y password i'r til ydy`, `sgen ti'r pin?`, `ia`, `del`);
the Polish of seasonal workers, with and without its diacritics (`hasło`, `haslo`, `to`, `oto`,
`nowe hasło`, `nie mów nikomu`, `dzięki`, `kod PIN`, `klucz API`, `kod weryfikacyjny`, `kody
zapasowe`, `słowo … z dużej litery, potem …`, `login … hasło …`); and the Romanian of seasonal
workers (`parola`, `parolă`, `parola mea este`, `e`, `uite parola`, `iată`, `nu spune la
nimeni`, `mersi`, `mulțumesc`, `codul PIN`, `cheia API`, `codul de verificare`, `coduri de
rezervă`, `cuvântul … cu literă mare și apoi …`, `utilizator … parola …`). The wordings are the
author's approximations, checked by no speaker; the thinnest guesses are the Welsh technical
coinages (`allwedd adfer`, `ymadrodd adfer`, `geiriau hadau`, `tocyn mynediad`, `codau wrth
gefn`, `cyfrinair y rhwydwaith`), north-Walian `sgen ti`, and Romanian `coduri de rezervă` and
`cheia de recuperare`.

Vendors (by grep, in no earlier corpus: SuperControl, Rock Gym Pro, QuickFile, Gatekeeper,
Sykes Cottages, Goodlord, Fixflo, Payit, Groundsure, SuperSaaS, Zenbooker, Pure360, Clockwork
SMS, Voodoo SMS, FireText, Yay.com, CloudCall, Circleloop, Spotlight Reporting, Handepay,
Barclaycard, Receipt Bank, Yale Conexis; in one: Uplisting, FreeToBook, Bookster, DigiTickets,
Spektrix, Bookwhen, Capitan, FreeAgent, AgriWebb, Breedr, Shearwell, Farmplan, KashFlow, Resova,
Esendex, Textmagic, Paymentsense, takepayments, Pandle, AutoEntry, Syft, Elavon, Opayo,
Worldpay). No shape here is one the author knows to be real: every one is a guess (hex, base64,
URL-safe, upper-case and alphanumeric runs, UUIDs, and the `sc_live_`, `rgp_`, `gk_`, `fxf_`,
`pyt_sk_`, `cw_`, `vsms_`, `ft_`, `yay_`, `cap_`, `ps_sk_` and `T_S_` prefixes), beside a few published shapes
(GitHub, Slack, Stripe, AWS) in wordings of their own; the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: the UK's
Unique Taxpayer Reference (`stdnum.gb.utr`, in four earlier corpora), the NHS number
(`stdnum.gb.nhs`, three), the UK VAT number (`stdnum.gb.vat`, three), Poland's PESEL
(`stdnum.pl.pesel`, two) and REGON (`stdnum.pl.regon`, one), Romania's CNP (`stdnum.ro.cnp`,
four) and CUI (`stdnum.ro.cui`, three). Kinds no library or this file checks (no check-digit
algorithm is written here; the shapes are guesses): a UK passport, a DVLA driving licence
number, a Polish identity card (dowód osobisty) and a Romanian identity card's series and
number. Card numbers pass Luhn (the value helpers' Visa, Mastercard, Amex, Maestro and Discover,
checked with python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only. The IBANs
are of the United Kingdom, Poland and Romania (where the staff bank) and of the Dominican
Republic, Gibraltar, Moldova, Belarus and Israel (the countries a rough grep of heldouts 5 to 285
finds least, in zero to three corpora each, a count that surely misses some), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Czech, Portuguese,
Italian, French, Spanish and Traditional Chinese lists (no Turkish nor Russian), each checked
with `Mnemonic(lang).check`. Every secret is drawn again until it is new and no clean text holds
it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.gb import nhs as gb_nhs
from stdnum.gb import utr as gb_utr
from stdnum.gb import vat as gb_vat
from stdnum.pl import pesel as pl_pesel
from stdnum.pl import regon as pl_regon
from stdnum.ro import cnp as ro_cnp
from stdnum.ro import cui as ro_cui

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 287_604_931
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
Maker = v.Maker
_r, _j = v.r, v.token

# ---------------------------------------------------------------- clean texts (checked against)

_COMMIT = hashlib.sha1(b"booking: add the Santa Special trains", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"till: fix VAT rounding", usedforsecurity=False).hexdigest()[:9]
_WHEEL = hashlib.sha256(b"reportlab-4.2.5-py3-none-any.whl").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/llechen/bookings:2.7").hexdigest()
_MD5 = hashlib.md5(b"wyn-lot-export-2033-09.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"lets-calendar-2034.ics").hexdigest()

CLEAN = [
    "Cofia newid y cyfrinair ar y til cyn yr archwiliad ddydd Llun.",
    "Paid â rhannu dy gyfrinair efo neb, dim hyd yn oed efo fi.",
    "Mae'r cyfrinair yn y sêff yn swyddfa Porthmadog, gofyn i Gwenllian.",
    "Nie podawaj nikomu hasła do kasy, dzięki.",
    "Hasło musi mieć co najmniej 14 znaków.",
    "Nu spune nimănui parola, te rog, nici mie.",
    "Parola trebuie să aibă cel puțin 14 caractere.",
    "Policy: shop passwords are 14 characters or more and live only in the team vault.",
    "Please don't paste passwords into the WhatsApp group; share a vault link instead.",
    "The booking office asks for a new password every 90 days, which Dafydd hates.",
    "Replace <YOUR_SUPERCONTROL_KEY> in the README with the key from the SuperControl dashboard.",
    "SYKES_API_TOKEN and FIXFLO_API_KEY must be set before the nightly sync runs.",
    "The `.env.example` line `ROCKGYMPRO_KEY=changeme` is a placeholder; the real key is in the vault.",
    "Gofyn i Elin am god y drws yn Llanberis, does gen i ddim o.",
    "Dw i wedi anghofio fy nghyfrinair eto, ffonia fi.",
    "Ask Osian for the climbing wall's alarm code, I don't have it.",
    f"commit {_COMMIT} adds the Santa Special trains to the timetable.",
    f"Rolled back to {_SHORT} after the VAT rounding broke the shop's till export.",
    f"requirements.txt: reportlab==4.2.5 --hash=sha256:{_WHEEL}",
    f"The bookings container runs ghcr.io/llechen/bookings@sha256:{_IMAGE}.",
    f"MD5 of wyn-lot-export-2033-09.csv is {_MD5}, same as the copy on the co-op share.",
    f"SHA-512 of lets-calendar-2034.ics: {_SHA512}",
    "Request id 3f9c2a71-8b4e-4d20-9a6f-51c7e0d2b84a is the slow one in the booking logs.",
    "Order SHOP-2033-01187: two slate coasters and a Blaenau mug, posted Thursday.",
    "Ticket FR-4471: the Porthmadog printer jams on the Santa Special tickets.",
    "Call the Bala co-op office on 01678 520 447 before noon.",
    "Call Abersoch lettings on +44 1758 712 093 about the changeover.",
    "The Welsh Highland train from Porthmadog leaves at 10:15; the return is at 15:40.",
    "Lot 212 at Bala mart: 34 Welsh Mountain ewe lambs, 38.5 kg average, sold at 142p/kg.",
    "Postcode LL41 3NB is the slate museum shop; LL49 9NF is the booking office.",
    "The Llanberis wall's new route is graded 6b+ and set in blue holds.",
    "HS code 6802.93 covers worked slate; 2514.00 is slate, roughly trimmed.",
    "ISBN 978-1-84527-311-4 is the slate history on the shop's front table.",
    "The A487 and the A496 both close for the rally weekend in October.",
    "Route 1B bus from Blaenau Ffestiniog meets the 11:05 train at Porthmadog.",
    "Holiday let 'Tŷ Gwyn' sleeps six; changeover day is Saturday, check-in from 16:00.",
    "The secret of good Bala lamb is the late summer grass on the hill.",
    "My card ending 4419 was declined at the Abersoch chandlery.",
    "The accountant wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the shop's Barclaycard account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "The guest wifi 'Llechen-Ymwelwyr' is open, no password needed.",
    "After five wrong PINs the card terminal locks for half an hour.",
    "Cod post y siop ydy LL41 3NB, a'r rhif ffôn ydy 01766 830 662.",
    "Trên 10:15 o Borthmadog, platfform 2, diolch yn fawr.",
    "Pociąg odjeżdża o 10:15 z peronu 2, bilet kosztuje 28 funtów.",
    "Trenul pleacă la 10:15 de pe peronul 2; biletul costă 28 de lire.",
    "Upgraded the booking system from 3.4 to 3.6 and reportlab to 4.2.5 over the weekend.",
    "Sprint 2033-W41: move the Rock Gym Pro export to Mondays.",
    "Engine No. 7 'Prince' is in the shed until the boiler test on 2033-11-02.",
    "The slate museum's Oakeley level tour runs at 11:00 and 14:00, max 12 people.",
    "Ear tag UK 0123456 00417 on the Llanwenog ram that went lame.",
    "Booking ref PB-88213-C for the 6-berth cottage in Abersoch, 14–21 August.",
    "Wifi password policy: WPA2, 16 characters, changed every season.",
    "Where do we keep the recovery key for the shop laptop? Ask Ffion.",
    "Gruffydd says the Fixflo key expired; he's asking the landlord for a new one.",
    "A tocyn (ticket) for the 10:15 costs £28 return, £14 for children.",
    "Kody pocztowe: LL41 3NB, LL49 9NF, LL23 7SR.",
    "Codurile poștale ale birourilor: LL41 3NB și LL53 7AP.",
    "The lamb co-op's VAT return is due on the 7th; the accountant has the figures.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-10-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/llechen/till", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL}", "package": "reportlab", "version": "4.2.5"}}',
    '{"ticket": "FR-4471", "order": "SHOP-2033-01187"}',
    '{"lot": {"id": 212, "head": 34, "avg_kg": 38.5, "breed": "Welsh Mountain"}}',
    '{"phone": "01678 520 447", "town": "Bala", "postcode": "LL23 7SR"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "coasters_in_stock": 412}',
    '{"hs_code": "6802.93", "origin": "GB", "description": "worked slate"}',
    '{"train": {"departs": "10:15", "from": "Porthmadog", "platform": 2}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
_CLEAN_ALL = "\n".join(CLEAN + _CLEAN_METADATA_JSON)

# ---------------------------------------------------------------- value makers

_SLATE = ["Oakeley", "Llechwedd", "Maenofferen", "Gloddfa", "Cwmorthin", "Rhiwbach", "Diffwys",
          "Dinorwig", "Penrhyn", "Croesor"]  # fmt: skip
_ENGINES = ["Prince", "Linda", "Blanche", "Palmerston", "Taliesin", "Russell", "Merddin", "Lilla",
            "Welshpony", "Garratt"]  # fmt: skip
_CRAGS = ["Cromlech", "Tremadog", "Cloggy", "Idwal", "Gogarth", "Bwlch", "Craig", "Tryfan"]
_GRADES = ["6a", "6b+", "6c", "7a", "5+", "E1", "HVS", "VS"]
_BREEDS = ["Llanwenog", "Beulah", "Lleyn", "Balwen", "Torddu", "Badger", "Kerry", "Hill"]
_WELSH = ["defaid", "llechen", "hiraeth", "cwtsh", "mynydd", "tywod", "draig", "cariad", "eryri",
          "afon", "hwyl", "coed"]  # fmt: skip
_BEACHES = ["Porth", "Abersoch", "Machroes", "Hellsmouth", "Llanbedrog", "Warren", "Benar"]
_PLACES = ["Blaenau", "Ffestiniog", "Porthmadog", "Llanberis", "Bala", "Abersoch", "Tanygrisiau",
           "Beddgelert", "Pwllheli", "Cricieth", "Harlech", "Llanuwchllyn"]  # fmt: skip
_NAMES = ["Gwenllian", "Dafydd", "Elin", "Osian", "Ffion", "Gruffydd", "Iolo", "Mared", "Sion",
          "Nia", "Bethan", "Meirion", "Agnieszka", "Tomasz", "Kasia", "Paweł", "Marek", "Zofia",
          "Ionuț", "Andreea", "Mihai", "Ioana", "Florin", "Bianca"]  # fmt: skip
_USERS = ["gwenllian", "dafydd.w", "elin_h", "osian", "ffion.j", "gruff", "tomasz.k", "agnieszka",
          "ionut.p", "andreea", "shopadmin", "booking", "wall-desk", "coop"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = [
    "Bl43n4u",
    "P0rthm4d0g",
    "Ll4nb3r1s",
    "B4l4",
    "4b3rs0ch",
    "Ffest1n10g",
    "Tryf4n",
    "Cr1c13th",
]


def _picks() -> list[Maker]:
    return [
        lambda g: f"{g.choice(_SLATE)}{g.randrange(1, 10)}Lefel{g.choice(_SYMBOLS)}",
        lambda g: f"{g.choice(_ENGINES)}{g.randrange(1863, 2034)}{g.choice(_SYMBOLS)}",
        lambda g: f"{g.choice(_CRAGS)}{g.choice(_GRADES)}{g.randrange(10, 100)}",
        lambda g: f"{g.choice(_BREEDS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
        lambda g: f"{g.choice(_WELSH).capitalize()}{g.randrange(1970, 2034)}{g.choice(_SYMBOLS)}",
        lambda g: f"{g.choice(_BEACHES)}{g.randrange(1, 80)}{g.choice(_SYMBOLS)}{g.choice(_WELSH)}",
        lambda g: g.choice(_LEET) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS),
        lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
        lambda g: _r(g, ALNUM + "!$%&?", 16),
        lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_PLACES)}",
        lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
        lambda g: _r(g, ALNUM, 14),
    ]


_PICKS = _picks()


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain_pw(g: random.Random) -> str:
    """A password that a URL, a shell word or a config value holds as written."""
    ok = set(ALNUM + "._-~")
    return v.until(g, _pw, lambda s: set(s) <= ok)


def _card(g: random.Random, brand: str) -> str:
    return v.until(g, lambda h: v.card(h, brand), luhn.is_valid)


def _iban(g: random.Random, country: str) -> str:
    shapes = {"GB": "aaaa" + "n" * 14, "PL": "n" * 24, "RO": "aaaa" + "c" * 16,
              "DO": "cccc" + "n" * 20, "GI": "aaaa" + "c" * 15, "MD": "cc" + "c" * 18,
              "BY": "cccc" + "nnnn" + "c" * 16, "IL": "n" * 19}  # fmt: skip
    return v.until(g, lambda h: v.iban_shaped(h, country, shapes), std_iban.is_valid)


def _utr(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 10), gb_utr.is_valid)


def _nhs(g: random.Random) -> str:
    n = v.until(g, lambda h: _r(h, "4", 1) + _r(h, D, 9), gb_nhs.is_valid)
    return f"{n[:3]} {n[3:6]} {n[6:]}"


def _gbvat(g: random.Random) -> str:
    n = v.until(g, lambda h: _r(h, "123456789", 1) + _r(h, D, 8), gb_vat.is_valid)
    return f"GB{n[:3]} {n[3:7]} {n[7:]}"


def _pesel(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}{_r(h, D, 5)}"

    return v.until(g, make, pl_pesel.is_valid)


def _regon(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, "123456789", 1) + _r(h, D, 8), pl_regon.is_valid)


def _cnp(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.choice('12')}{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}{h.randrange(1, 47):02d}{_r(h, D, 4)}"

    return v.until(g, make, ro_cnp.is_valid)


def _cui(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, "123456789", 1) + _r(h, D, 7), ro_cui.is_valid)


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "czech", "portuguese", "italian", "french", "spanish", "chinese_traditional")}  # fmt: skip


def _seed(g: random.Random, lang: str, words: int) -> str:
    nbytes = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    m = _MNEMO[lang]

    def make(h: random.Random) -> str:
        return str(m.to_mnemonic(bytes(h.randrange(256) for _ in range(nbytes))))

    return v.until(g, make, m.check)


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": g.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"})
    body = v.b64url({"sub": g.choice(_USERS), "iss": g.choice(["bookings.llechen.cymru", "wall.llechen.cymru"]), "iat": g.randrange(2_000_000_000, 2_100_000_000)})  # fmt: skip
    sig = base64.urlsafe_b64encode(bytes(g.randrange(256) for _ in range(32))).decode().rstrip("=")
    return f"{head}.{body}.{sig}"


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    raw = base64.b64encode(
        bytes(g.randrange(256) for _ in range(g.choice([180, 240, 300])))
    ).decode()
    lines = [raw[i : i + 64] for i in range(0, len(raw), 64)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def _wifi_key(g: random.Random) -> str:
    return g.choice(
        [
            lambda: f"{g.choice(_WELSH)}-{g.choice(_WELSH)}-{g.randrange(10, 100)}",
            lambda: _r(g, ALNUM, 16),
            lambda: f"{g.choice(_BREEDS)}{g.choice(_PLACES)}{g.randrange(100, 1000)}",
            lambda: _r(g, UPPER_DIGITS, 12),
        ]
    )()


def _phrase(g: random.Random) -> str:
    words = g.sample(["llechen", "trên", "defaid", "tywod", "rhaff", "mynydd", "cwch", "stêm",
                      "oen", "traeth", "harbwr", "chwarel", "injan", "carabiner", "gwlân", "niwl"], 4)  # fmt: skip
    return g.choice([" ", "-", "."]).join(words)


def _backup(g: random.Random, n: int) -> list[str]:
    style = g.randrange(3)
    if style == 0:
        return [f"{_r(g, D, 4)} {_r(g, D, 4)}" for _ in range(n)]
    if style == 1:
        return [f"{_r(g, LOWER_DIGITS, 4)}-{_r(g, LOWER_DIGITS, 4)}" for _ in range(n)]
    return [_r(g, UPPER_DIGITS, 10) for _ in range(n)]


def _spaced(value: str, sep: str, size: int) -> str:
    return sep.join(value[i : i + size] for i in range(0, len(value), size))


# ---------------------------------------------------------------- families

Family = Callable[[random.Random, int, set[str]], list[Sample]]


def _fresh(g: random.Random, make: Maker, seen: set[str]) -> str:
    """A value never drawn before, at least four characters, that no clean text holds."""
    return v.until(g, make, lambda s: len(s) >= 4 and s not in seen and s not in _CLEAN_ALL)


def _family(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Family:
    """Samples of ``templates``, each ``{pw}`` a fresh value of ``make``, each pool a pick."""

    def take(g: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for template in v.cycle(g, templates, n):
            secret = _fresh(g, make, seen)
            seen.add(secret)
            extra = {k: g.choice(p) for k, p in pools.items()}
            out.append(Sample(cls, template.format(pw=secret, **extra), secret))
        return out

    return take


_LABELLED = [
    # English, north-Walian English
    "Note to self: the Blaenau shop till password is {pw}",
    "[09:02] Gwenllian: booking office PC password → {pw}",
    "Ticket FR-5120, Porthmadog: reset the ticket printer's admin password to {pw} as asked.",
    "Runbook, wall desk, step 3: log into the kiosk with password {pw}",
    "Email from Dafydd — Subject: shop laptop\nPassword is {pw}. Delete this after, ta.",
    "voice memo 07:41, Bala mart: right so the co-op weighing PC password is {pw}, got that?",
    "Hey assistant, remember the Abersoch key-safe app password for me: {pw}",
    "Wiki › Shop › Till\n| system | password |\n|---|---|\n| Epos back office | {pw} |",
    "Osian on the wall desk: the auto-belay log-in password's {pw} now, innit",
    "README (lets-admin): default admin password \u2018{pw}\u2019 — change on first boot.",
    "Password for the Santa Special booking spreadsheet (protected): {pw} 🚂",
    "The cottage owner portal password (Tŷ Gwyn) is \"{pw}\" — don't give it the cleaners.",
    "gwenllian@shop:~$ # till backoffice password is {pw}",
    "Can you save this for later: lamb co-op email password = {pw}",
    "Mared: changed the Abersoch lettings mailbox password to {pw} 👍",
    # Welsh
    "Y cyfrinair i'r til ydy {pw}",
    "Dyma'r cyfrinair newydd: {pw} — paid â deud wrth neb.",
    "dyma dy gyfrinair newydd: {pw} - paid a deud wrth neb, diolch",
    "Fy nghyfrinair i ar gyfer y swyddfa docynnau ydy {pw}",
    "Ei chyfrinair hi i'r system archebu yw {pw}",
    "Cyfrinair y cyfrifiadur yn y mart: {pw} (diolch yn fawr, Iolo)",
    "Nodyn: cyfrinair newydd y wal ddringo → {pw}",
    "Y password i'r booking system ydy {pw}, ok del?",
    "cyfrinair: {pw}\ncofia, paid a deud wrth neb 🐑",
    "Sion: ia, y cyfrinair ydy «{pw}», diolch",
    # Polish
    "Hasło do kasy w sklepie to {pw}",
    "haslo do komputera w biurze to {pw}, nie mow nikomu",
    "Oto nowe hasło: {pw} — nie mów nikomu, dzięki!",
    "Tomasz: hasło do skrzynki mailowej „{pw}”",
    "Agnieszka: moje hasło do grafiku to {pw} 🙏",
    "Nowe hasło do panelu rezerwacji: {pw}. Dzięki!",
    # Romanian
    "Parola de la casa de marcat e {pw}",
    "Uite parola: {pw}, nu spune la nimeni. Mersi!",
    "parola mea este {pw} (pentru programul de ture)",
    "Iată parola nouă pentru laptopul din magazin: {pw}",
    "Ionuț: parola de la e-mailul cooperativei e „{pw}”, mulțumesc",
    "Andreea: parolă nouă pt. sistemul de rezervări → {pw}",
]  # fmt: skip

_CHATS = [
    "[08:14] Elin: what's the password for the wall's booking laptop?\n[08:15] Osian: {pw}",
    "Dafydd: till password?\nGwenllian: {pw}",
    "[17:02] Mared: {pw} is the new password for the owner portal",
    "Iolo: use {pw}, that's what I set on the mart PC",
    "Elin: sgen ti'r password i'r laptop?\nOsian: ia, {pw}",
    "[10:31] Bethan: be 'di'r cyfrinair?\n[10:32] Meirion: {pw}",
    "Nia: {pw} ydy'r cyfrinair newydd, diolch",
    "Kasia: jakie jest hasło do wifi?\nMarek: {pw}",
    "[06:55] Paweł: {pw} to nowe hasło do kasy",
    "Mihai: care e parola la laptop?\nIoana: {pw}",
    "[19:20] Florin: {pw} e parola nouă, mersi",
    "Zofia: hasło? \nTomasz: {pw} 👍",
]  # fmt: skip

_SPELLED_W = ["chwarelwr", "llechfaen", "hwyaden", "crempogen", "brithyll", "tylluan", "gwennol",
              "mwyalchen", "draenog", "gwiwer", "ceiliog", "bwthyn", "cwningen", "pysgotwr",
              "rheilffordd", "sgodyn", "barcud", "cigfran", "dyfrgi", "llwynog"]  # fmt: skip


def _spelled(g: random.Random, n: int, seen: set[str]) -> list[Sample]:
    """A password said as a word and a number; the secret is the word as written (or, where the
    word and the number stand joined, the two together)."""
    templates = [
        "The password is the word {w} with a capital first letter, then {num} at the end.",
        "Dictated: password's '{w}', capital {c}, and {num} after it, no space.",
        "Y cyfrinair ydy'r gair {w} efo llythyren fawr, wedyn {num} ar y diwedd.",
        "cyfrinair: y gair {w}, llythyren fawr ar y dechrau, a {num} ar y diwedd",
        "Hasło to słowo {w} z dużej litery, potem {num}.",
        "haslo to slowo {w} z duzej litery i potem {num}, bez spacji",
        "Parola e cuvântul {w} cu literă mare și apoi {num}.",
        "parola e cuvantul {w} cu litera mare si apoi {num}, fara spatiu",
        "It's {W}{num}, the word and the number joined — that's the shop PC password.",
        "type {w}, then {num}; that's the booking laptop password",
    ]
    out = []
    for template in v.cycle(g, templates, n):
        while True:
            w, num = g.choice(_SPELLED_W), str(g.randrange(100, 10_000))
            secret = w.capitalize() + num if "{W}{num}" in template else w
            if secret not in seen and secret not in _CLEAN_ALL:
                break
        seen.add(secret)
        text = template.format(w=w, W=w.capitalize(), c=w[0].upper(), num=num)
        out.append(Sample("spelled_password", text, secret))
    return out


_PASSPHRASES = [
    "The passphrase for the shop laptop's disk is {pw}",
    "Bitwarden master passphrase (Gwenllian): {pw}",
    "Ymadrodd cyfrinair y gliniadur: {pw}",
    "passphrase → {pw}",
    "Fraza hasła do dysku: {pw}",
    "Fraza de acces pentru laptop este {pw}",
    "voice memo: the disk passphrase is {pw}, four words, all small letters",
    "Y cyfrinair ydy pedwar gair: {pw}",
]  # fmt: skip

_LOGINS = [
    "login: {u} / {pw}",
    "creds for the SuperControl back end: {u} and {pw}",
    "sign in as {u} with {pw}",
    "Rock Gym Pro desk login → user {u}, password {pw}",
    "{u}:{pw}",
    "u={u} p={pw}",
    "| user | password |\n|---|---|\n| {u} | {pw} |",
    "Enw defnyddiwr: {u}\nCyfrinair: {pw}",
    "mewngofnodi fel {u} efo {pw}",
    "Login: {u}, hasło: {pw}",
    "utilizator {u}, parola {pw}",
    "Mewngofnodi i'r til: {u} / {pw} (diolch!)",
    "user {u} pass {pw} for the Breedr co-op account",
    "Zaloguj się jako {u}, hasło {pw}",
]  # fmt: skip

_PINS = [
    "The safe in the Porthmadog office: PIN {pw}",
    "Yale Conexis code for the Abersoch cottage door is {pw}",
    "key safe at Tŷ Gwyn → {pw}",
    "Cod y drws yn Llanberis ydy {pw}",
    "Rhif PIN y cerdyn ydy {pw}, paid â deud wrth neb",
    "rhif PIN y sêff: {pw}",
    "Kod PIN do sejfu to {pw}",
    "kod do drzwi magazynu: {pw}",
    "Codul PIN de la card e {pw}",
    "codul de la ușa din spate: {pw}",
    "alarm code for the slate museum shop: {pw}#",
    "Sgen ti'r pin i'r larwm? ia, {pw}",
]  # fmt: skip


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 5, 6]))


def _cards(g: random.Random, n: int, seen: set[str]) -> list[Sample]:
    templates = [
        ("Card for the Sykes Cottages invoice: {pw} exp 09/35", " "),
        ("Rhif y cerdyn: {pw}", " "),
        ("Numer karty: {pw}, ważna do 04/36", " "),
        ("Numărul cardului: {pw}", "-"),
        ("company Barclaycard → {pw}", ""),
        ("Dictated: card number {pw}, expiry ten thirty-five", " "),
        ("the shop's Handepay float card is {pw}", "-"),
        ("cerdyn y co-op: {pw} (dod i ben 03/36)", " "),
    ]
    brands = ["visa", "mastercard", "amex", "maestro", "discover"]
    out = []
    for (template, sep), brand in zip(v.cycle(g, templates, n), v.cycle(g, brands, n), strict=True):
        secret = _fresh(g, lambda h, b=brand, s=sep: v.grouped(_card(h, b), s, h), seen)
        seen.add(secret)
        out.append(Sample("card_number", template.format(pw=secret), secret))
    return out


_CVVS = [
    "Amex security code (the four on the front): {pw}",
    "The four digits on the front of the Amex are {pw}",
    "Cod diogelwch yr Amex (y pedwar rhif ar y blaen): {pw}",
    "Kod CID z przodu karty Amex: {pw}",
    "Codul de securitate de pe fața cardului Amex: {pw}",
    "CID on the front of the shop Amex → {pw}",
]  # fmt: skip


def _cid(g: random.Random) -> str:
    return str(g.randrange(3000, 10_000))


def _ibans(g: random.Random, n: int, seen: set[str]) -> list[Sample]:
    templates = [
        ("Pay the Bala co-op into {pw}, reference WYN-212.", "GB", True),
        ("IBAN y siop: {pw}", "GB", False),
        ("Moje konto w Polsce: IBAN {pw}", "PL", True),
        ("numer konta do wypłaty → {pw}", "PL", False),
        ("Contul meu din România: {pw}", "RO", True),
        ("IBAN-ul pentru salariu e {pw}", "RO", False),
        ("Supplier in Santo Domingo (slate tiles): {pw}", "DO", True),
        ("Gibraltar yacht charter refund to {pw}", "GI", False),
        ("Andreea's sister's account in Chișinău: {pw}", "MD", True),
        ("Iban for the Minsk rope supplier: {pw}", "BY", False),
        ("Haifa climbing-hold maker, IBAN {pw}", "IL", True),
        ("Cyfrif y landlord (Abersoch): {pw}", "GB", True),
    ]
    out = []
    for template, country, spaced in v.cycle(g, templates, n):
        secret = _fresh(
            g, lambda h, c=country, s=spaced: v.iban_spaced(_iban(h, c)) if s else _iban(h, c), seen
        )
        seen.add(secret)
        out.append(Sample("iban", template.format(pw=secret), secret))
    return out


_IDS: list[tuple[str, Maker]] = [
    ("UTR for Dafydd's self-assessment: {pw}", _utr),
    ("Unique Taxpayer Reference (Iolo, lambing work): {pw}", _utr),
    ("NHS number for Elin, for the climbing-wall accident form: {pw}", _nhs),
    ("Rhif GIG Osian: {pw}", _nhs),
    ("Our VAT number on the shop invoice is {pw}", _gbvat),
    ("PESEL Tomasza: {pw}", _pesel),
    ("Mój numer PESEL to {pw}", _pesel),
    ("REGON firmy Pawła (sprzątanie domków): {pw}", _regon),
    ("CNP-ul meu este {pw}", _cnp),
    ("CNP Ionuț (pentru contract): {pw}", _cnp),
    ("CUI firma lui Mihai: {pw}", _cui),
    ("Passport number (Gwenllian, for the Holyhead ferry): {pw}", lambda g: _r(g, D, 9)),
    ("Rhif pasbort Meirion: {pw}", lambda g: _r(g, D, 9)),
    ("Driving licence number for the van insurance: {pw}", lambda g: _r(g, UPPER, 5) + _r(g, D, 6) + _r(g, UPPER, 2) + _r(g, D, 1) + _r(g, UPPER, 2)),
    ("Numer dowodu osobistego Kasi: {pw}", lambda g: _r(g, UPPER, 3) + _r(g, D, 6)),
    ("Seria și numărul buletinului: {pw}", lambda g: _r(g, UPPER, 2) + " " + _r(g, D, 6)),
    ("NHS number: {pw}", _nhs),
    ("UTR (Mared) → {pw}", _utr),
    ("Numer PESEL Zofii → {pw}", _pesel),
    ("Codul numeric personal al Andreei: {pw}", _cnp),
]  # fmt: skip


def _ids(g: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for template, make in v.cycle(g, _IDS, n):
        secret = _fresh(g, make, seen)
        seen.add(secret)
        out.append(Sample("national_id", template.format(pw=secret), secret))
    return out


_VENDORS: list[tuple[str, Maker]] = [
    ("SuperControl API key: {pw}", _j("sc_live_", (ALNUM, 32))),
    ("Rock Gym Pro API key for the wall desk → {pw}", _j("rgp_", (HEX, 40))),
    ("QuickFile account API key {pw}", _j((UPPER_DIGITS, 8), "-", (UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 12))),
    ("Gatekeeper (farm) integration broken, current key {pw}", _j("gk_", (URLSAFE, 36))),
    ("Sykes Cottages owner API token: {pw}", _j((HEX, 48))),
    ("Goodlord API key = {pw}", _j((ALNUM, 40))),
    ("Fixflo bearer key for Abersoch: {pw}", _j("fxf_", (ALNUM, 34))),
    ("Payit secret key {pw}", _j("pyt_sk_", (ALNUM, 32))),
    ("Groundsure API key (searches for the new let): {pw}", lambda g: v.uuid4(g, "b")),
    ("SuperSaaS API key: {pw}", _j((URLSAFE, 22))),
    ("Zenbooker API token → {pw}", _j((HEX, 64))),
    ("Pure360 API key {pw}", _j((ALNUM, 32))),
    ("Clockwork SMS key: {pw}", _j("cw_", (HEX, 40))),
    ("Voodoo SMS API key {pw}", _j("vsms_", (ALNUM, 30))),
    ("FireText API key → {pw}", _j("ft_", (ALNUM, 36))),
    ("Yay.com API token {pw}", _j("yay_", (HEX, 40))),
    ("CloudCall API key: {pw}", lambda g: v.uuid4(g, "8")),
    ("Circleloop API key {pw}", _j((ALNUM, 44))),
    ("Spotlight Reporting key: {pw}", _j((HEX, 32))),
    ("Receipt Bank (Dext) token {pw}", _j((B64, 43), "=")),
    ("Uplisting API key for the lets: {pw}", _j((ALNUM, 32))),
    ("FreeToBook key → {pw}", _j((HEX, 40))),
    ("Bookster API key {pw}", _j((UPPER_DIGITS, 32))),
    ("DigiTickets API key for the railway shop: {pw}", _j((HEX, 32))),
    ("Spektrix API key {pw}", _j((ALNUM, 48))),
    ("Bookwhen API token: {pw}", _j((LOWER_DIGITS, 40))),
    ("Capitan API key (wall memberships) {pw}", _j("cap_", (ALNUM, 36))),
    ("FreeAgent client secret: {pw}", _j((URLSAFE, 22))),
    ("AgriWebb API key → {pw}", lambda g: v.uuid4(g, "9")),
    ("Breedr token {pw}", _j((ALNUM, 40))),
    ("Shearwell EID API key: {pw}", _j((UPPER_DIGITS, 24))),
    ("Farmplan key {pw}", _j((HEX, 40))),
    ("KashFlow API key: {pw}", _j((UPPER_DIGITS, 8), "-", (UPPER_DIGITS, 8), "-", (UPPER_DIGITS, 8))),
    ("Resova API key {pw}", _j((ALNUM, 40))),
    ("Esendex password token: {pw}", _j((HEX, 36))),
    ("Textmagic API key {pw}", _j((ALNUM, 30))),
    ("Paymentsense secret key → {pw}", _j("ps_sk_", (ALNUM, 32))),
    ("Opayo integration key {pw}", _j((ALNUM, 50))),
    ("Elavon merchant secret: {pw}", _j((HEX, 40))),
    ("Worldpay service key {pw}", lambda g: "T_S_" + v.uuid4(g, "a")),
    ("Allwedd API SuperControl: {pw}", _j("sc_live_", (ALNUM, 32))),
    ("allwedd gyfrinachol Payit ydy {pw}", _j("pyt_sk_", (ALNUM, 32))),
    ("Tocyn mynediad Bookwhen: {pw}", _j((LOWER_DIGITS, 40))),
    ("Klucz API do Textmagic: {pw}", _j((ALNUM, 30))),
    ("klucz API Shearwell → {pw}", _j((UPPER_DIGITS, 24))),
    ("Cheia API pentru Resova e {pw}", _j((ALNUM, 40))),
    ("cheia API de la FireText: {pw}", _j("ft_", (ALNUM, 36))),
    ("GitHub token for the bookings repo: {pw}", _j("ghp_", (ALNUM, 36))),
    ("Slack bot token for #siop: {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe key for the shop website: {pw}", _j("sk_live_", (ALNUM, 24))),
]  # fmt: skip


def _vendors(g: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for template, make in v.cycle(g, _VENDORS, n):
        secret = _fresh(g, make, seen)
        seen.add(secret)
        out.append(Sample("vendor_key", template.format(pw=secret), secret))
    return out


def _aws(g: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for i in range(n):
        key_id = _fresh(g, _j("AKIA", (UPPER_DIGITS, 16)), seen)
        seen.add(key_id)
        secret = _fresh(g, _j((B64, 40)), seen)
        seen.add(secret)
        if i % 2:
            text = f"~/.aws/credentials on the shop NAS:\n[llechen-backup]\naws_access_key_id = {key_id}\naws_secret_access_key = {secret}"
        else:
            text = f"Allwedd gyfrinachol AWS y backups: {secret} (id {key_id})"
        out.append(Sample("cloud_key", text, secret))
    return out


_AUTH = [
    ("curl -H 'Authorization: Bearer {pw}' https://api.supercontrol.example/v3/bookings", "bearer"),
    ("hey -a dafydd:{pw} https://bookings.llechen.cymru/health", "plain"),
    ("Authorization: Basic {pw}", "basic"),
    ("Pennawd: Authorization: Bearer {pw}", "bearer"),
    ("w3m header: Authorization: Basic {pw}", "basic"),
    ("nagłówek Authorization: Bearer {pw}", "bearer"),
    ("antet Authorization: Bearer {pw}", "bearer"),
    ("httrack --header 'Authorization: Bearer {pw}' https://wiki.llechen.cymru", "bearer"),
]  # fmt: skip


def _basic(g: random.Random) -> str:
    return base64.b64encode(f"{g.choice(_USERS)}:{_plain_pw(g)}".encode()).decode()


def _auth(g: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for template, kind in v.cycle(g, _AUTH, n):
        if kind == "basic":
            make: Maker = _basic
        elif kind == "plain":
            make = _plain_pw
        else:
            make = _j((URLSAFE, 40))
        secret = _fresh(g, make, seen)
        seen.add(secret)
        out.append(Sample("auth_header", template.format(pw=secret), secret))
    return out


_JWTS = [
    "session cookie from the booking site: {pw}",
    "JWT for the wall desk kiosk → {pw}",
    "tocyn JWT y system archebu: {pw}",
    "token JWT do panelu: {pw}",
    "tokenul JWT: {pw}",
    "export LLECHEN_SESSION={pw}",
    "Authorization: Bearer {pw}",
    "Hey assistant, keep this access token for the API tests: {pw}",
]  # fmt: skip

_PEMS = [
    "Deploy key for the bookings server:\n{pw}",
    "Allwedd breifat y gweinydd:\n{pw}",
    "klucz prywatny z serwera:\n{pw}",
    "cheia privată de pe server:\n{pw}",
    "README › deploy: paste this into ~/.ssh/id_llechen\n{pw}",
    "cat wall-desk.key\n{pw}",
]  # fmt: skip

_OTPS = [
    "Your Barclaycard verification code is {pw}",
    "{pw} is your SuperControl sign-in code",
    "Dy god dilysu ydy {pw}",
    "Cod dilysu: {pw} — paid â'i rannu",
    "Twój kod weryfikacyjny: {pw}",
    "kod weryfikacyjny {pw}, nie mów nikomu",
    "Codul de verificare este {pw}",
    "Codul tău: {pw}. Nu-l spune nimănui.",
    "Use {pw} to sign in to FreeAgent",
    "[11:02] Elin: the code that came through is {pw}",
]  # fmt: skip


def _otp(g: random.Random) -> str:
    c = _r(g, D, 6)
    return g.choice([c, f"{c[:3]} {c[3:]}", f"{c[:3]}-{c[3:]}"])


_TOTPS = [
    "TOTP secret for the shop Barclaycard login: {pw}",
    "2FA setup key (couldn't scan the QR): {pw}",
    "otpauth://totp/Llechen:gwenllian?secret={pw}&issuer=Llechen",
    "Allwedd 2FA: {pw}",
    "sekret TOTP do panelu: {pw}",
    "secretul TOTP pentru contul magazinului: {pw}",
    "otpauth://totp/SuperControl:bookings%40llechen.cymru?secret={pw}&issuer=SuperControl&digits=6",
    "manual key for the authenticator → {pw}",
]  # fmt: skip

_BACKUPS = [
    "Barclaycard backup codes:\n{pw}\n{b}\n{c}",
    "Codau wrth gefn y cyfrif: {pw}, {b}, {c}",
    "Kody zapasowe do konta Google:\n{pw}\n{b}\n{c}",
    "Coduri de rezervă pentru contul magazinului: {pw} {b} {c}",
    "2FA backup code for FreeAgent: {pw}",
    "backup codes (GitHub, bookings org): {pw} {b} {c}",
    "Recovery codes for the Sykes owner account:\n1. {pw}\n2. {b}\n3. {c}",
    "codau wrth gefn:\n{pw}\n{b}\n{c}\ndiolch!",
]  # fmt: skip


def _backups(g: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for template in v.cycle(g, _BACKUPS, n):
        while True:
            codes = _backup(g, 3)
            if all(c not in seen and c not in _CLEAN_ALL for c in codes) and len(set(codes)) == 3:
                break
        seen.update(codes)
        out.append(
            Sample("backup_codes", template.format(pw=codes[0], b=codes[1], c=codes[2]), codes[0])
        )
    return out


_RECOVERY = [
    "BitLocker recovery key for the shop laptop: {pw}",
    "Allwedd adfer y gliniadur: {pw}",
    "Klucz odzyskiwania BitLockera: {pw}",
    "Cheia de recuperare BitLocker: {pw}",
    "FileVault recovery key (booking office Mac): {pw}",
    "Recovery key for the 1Password account → {pw}",
]  # fmt: skip


def _recovery_key(g: random.Random) -> str:
    if g.random() < 0.6:
        return "-".join(_r(g, D, 6) for _ in range(8))
    return "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(6))


_SEEDS = [
    ("Seed phrase for the shop's crypto tip jar: {pw}", "english", 12),
    ("Ymadrodd adfer y waled: {pw}", "english", 12),
    ("geiriau hadau'r waled (24): {pw}", "english", 24),
    ("Fraza odzyskiwania: {pw}", "czech", 12),
    ("Fraza de recuperare a portofelului: {pw}", "italian", 12),
    ("Marek's wallet words: {pw}", "portuguese", 12),
    ("recovery phrase (French list, from Ioana's phone): {pw}", "french", 12),
    ("seed words → {pw}", "spanish", 12),
    ("助記詞 from the Taiwan student's wallet: {pw}", "chinese_traditional", 12),
    ("Hey assistant, store my recovery phrase: {pw}", "english", 18),
    ("słowa seed: {pw}", "czech", 15),
    ("cuvintele seed: {pw}", "portuguese", 24),
]  # fmt: skip


def _seeds(g: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for template, lang, words in v.cycle(g, _SEEDS, n):
        secret = _fresh(g, lambda h, la=lang, w=words: _seed(h, la, w), seen)
        seen.add(secret)
        out.append(Sample("seed_phrase", template.format(pw=secret), secret))
    return out


_SPACED = [
    ("voice memo: the SuperControl key, reading it out: {pw}", " ", 4),
    ("Dafydd read the key over the phone: {pw}", " - ", 4),
    ("allwedd API, fesul pedwar: {pw}", " ", 4),
    ("klucz czytany po kolei: {pw}", " · ", 5),
    ("cheia, pe grupe: {pw}", " | ", 4),
    ("token spelled one by one: {pw}", " ", 1),
    ("Rock Gym Pro key as dictated: {pw}", ", ", 6),
    ("the Goodlord key in groups → {pw}", " / ", 5),
    ("tocyn, un llythyren ar y tro: {pw}", ".", 1),
    ("Osian typed the key like this: {pw}", "_", 4),
]  # fmt: skip


def _spaced_tokens(g: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for template, sep, size in v.cycle(g, _SPACED, n):
        length = 20 if size == 1 else 32
        secret = _fresh(
            g, lambda h, s=sep, z=size, n_=length: _spaced(_r(h, ALNUM, n_), s, z), seen
        )
        seen.add(secret)
        out.append(Sample("spaced_token", template.format(pw=secret), secret))
    return out


_WIFI = [
    "Wifi in the Blaenau shop: network Llechen-Siop, password {pw}",
    "Network: Tŷ Gwyn Guests / {pw}",
    "WIFI:T:WPA;S:Abersoch-Lets-5G;P:{pw};;",
    "Rhwydwaith: Wal-Llanberis\nCyfrinair y rhwydwaith: {pw}",
    "cyfrinair y wifi ydy {pw}",
    "Hasło do wifi w domku: {pw}",
    "haslo do wifi (Bala-Coop-Office) to {pw}",
    "Parola de la wifi e {pw}",
    "parola wifi-ului din căsuță: {pw}",
    "wifi Booking Office Porthmadog / {pw}",
    "nmcli dev wifi connect 'Chwarel Shop' password '{pw}'",
    "the WPA key for the museum's network is {pw}",
    "guest wifi card in the cottage: SSID Cricieth-Hideaway, key {pw}",
    "wifi? \nMeirion: {pw}",
    "Welcome book, page 2: Wi-Fi 'Machroes View' — password: {pw}",
    "uci set wireless.default_radio0.key='{pw}'",
]  # fmt: skip

_CONFIGS = [
    ".env (bookings):\nDB_HOST=db.llechen.lan\nDB_USER=bookings\nDB_PASSWORD={pw}",
    "DATABASE_URL=postgres://bookings:{pw}@db.llechen.lan:5432/bookings",
    "mysql://till:{pw}@10.0.4.12:3306/epos",
    "docker-compose.yml:\n  db:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'lets', 'PASSWORD': '{pw}'}}}}",
    "config/mailer.yml:\nsmtp:\n  user: siop@llechen.cymru\n  password: \"{pw}\"",
    "/etc/postfix/sasl_passwd (then postmap):\n[smtp.llechen.cymru]:587 siop@llechen.cymru:{pw}",
    "~/.netrc:\nmachine ftp.llechen.cymru login shop password {pw}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "appsettings.json: {{\"ConnectionStrings\": {{\"Till\": \"Server=till-sql;User Id=sa;Password={pw};\"}}}}",
    "application.properties:\nspring.datasource.username=wall\nspring.datasource.password={pw}",
    "mongodb://coop:{pw}@mongo.bala.lan:27017/wyn",
    "redis://:{pw}@cache.llechen.lan:6379/0",
    "amqp://bookings:{pw}@mq.llechen.lan:5672/",
    "HeidiSQL session notes: host 10.0.4.12, user till, password {pw}",
    "Sequel Ace favourite 'epos': user till, password {pw}",
    "TablePlus connection (lets-db): password = {pw}",
    "Python in the till sync script:\nconn = pymysql.connect(host='10.0.4.12', user='till', password='{pw}')",
    "const db = new Pool({{ user: 'wall', password: '{pw}', host: 'db.llechen.lan' }});",
    "ffeil .env y siop:\nSMTP_PASS={pw}",
    "plik .env:\nREDIS_PASSWORD={pw}",
    "fișierul .env:\nMAIL_PASSWORD={pw}",
]  # fmt: skip

_CLI = [
    "gwenllian@shop:~$ mysql -u till -p{pw} epos",
    "$ psql 'postgresql://bookings:{pw}@db.llechen.lan/bookings'",
    "curl -u shop:{pw} https://nas.llechen.lan/api/backup",
    "smbclient //nas/siop -U gwenllian%{pw}",
    "docker login registry.llechen.cymru -u deploy -p {pw}",
    "redis-cli -h cache.llechen.lan -a {pw} ping",
    "htpasswd -b /etc/nginx/.htpasswd wall {pw}",
    "7z a -p{pw} accounts-2033.7z accounts/",
    "zip -P {pw} payslips-sept.zip payslips/",
    "openssl enc -aes-256-cbc -in lets.csv -out lets.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c payroll.ods",
    "sqlcmd -S till-sql -U sa -P {pw}",
    "lftp -u shop,{pw} ftp.llechen.cymru",
    "keytool -genkey -alias till -keystore till.jks -storepass {pw}",
    "echo {pw} | sudo -S systemctl restart bookings",
    "sshpass -p {pw} ssh pi@kiosk.wall.lan",
    "wget2 --user=shop --password={pw} https://nas.llechen.lan/exports/lets.csv",
    "mailx -S smtp-auth-password={pw} -S smtp-auth-user=siop@llechen.cymru osian@llechen.cymru",
    "bsd-mailx with msmtp: msmtp --passwordeval='echo {pw}' -a siop",
    "gio mount smb://gwenllian:{pw}@nas/siop",
    "cifscreds add nas -u gwenllian  # typed {pw}",
    "kioclient5 ls 'sftp://shop:{pw}@nas.llechen.lan/'",
    "elinks -auth shop:{pw} http://printer.porthmadog.lan",
    "unison /srv/lets ssh://lets:{pw}@backup.lan//srv/lets",
    "htdigest /etc/apache2/.htdigest wiki gruff  # entered {pw}",
    "nxcli login --user shop --password {pw}",
    "dbxcli login  # token pasted: {pw}",
    "Terminal, Bala mart PC:\nC:\\> net use \\\\nas\\coop /user:coop {pw}",
    "rclone config create nas webdav url https://nas.llechen.lan user shop pass {pw}",
    "xfreerdp /v:till-sql /u:administrator /p:{pw}",
]  # fmt: skip


def _cli_draw(g: random.Random) -> str:
    return _plain_pw(g)


_PLAN: list[tuple[Family, int]] = [
    (_family("label_password", _LABELLED, _pw), 60),
    (_family("chat_password", _CHATS, _pw), 20),
    (_spelled, 14),
    (_family("passphrase", _PASSPHRASES, _phrase), 10),
    (_family("login_pair", _LOGINS, _plain_pw, u=_USERS), 24),
    (_family("pin_code", _PINS, _pin), 16),
    (_cards, 12),
    (_family("card_code", _CVVS, _cid), 8),
    (_ibans, 12),
    (_ids, 20),
    (_vendors, 50),
    (_aws, 4),
    (_auth, 8),
    (_family("jwt", _JWTS, _jwt), 8),
    (_family("pem_key", _PEMS, _pem), 6),
    (_family("otp_code", _OTPS, _otp), 10),
    (_family("totp_secret", _TOTPS, lambda g: _r(g, BASE32, g.choice([16, 32]))), 8),
    (_backups, 8),
    (_family("recovery_key", _RECOVERY, _recovery_key), 6),
    (_seeds, 12),
    (_spaced_tokens, 10),
    (_family("wifi_key", _WIFI, _wifi_key), 16),
    (_family("config_file", _CONFIGS, _plain_pw), 22),
    (_family("cli_password", _CLI, _cli_draw), 26),
]


def _all(rng: random.Random) -> tuple[list[Sample], set[str]]:
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family(rng, n, seen)
    return out, seen


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return _all(random.Random(SEED))[0]


def _used() -> set[str]:
    return _all(random.Random(SEED))[1]


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the till password is", "{s}", _pw),
    ("split_password", "Y cyfrinair ydy", "{s}\npaid â deud wrth neb", _pw),
    ("split_password", "dy gyfrinair newydd:", "{s} (diolch!)", _pw),
    ("split_password", "Hasło do kasy to", "{s}", _pw),
    ("split_password", "nowe haslo:", "{s} nie mow nikomu", _pw),
    ("split_password", "Parola mea este", "{s}", _pw),
    ("split_password", "parola de la laptop e", "{s}, mersi", _pw),
    ("split_password", "Wall desk kiosk password", "{s}\nchange it after half-term", _pw),
    ("split_password", "the password Osian shouted across the wall was", "{s}, I think", _pw),
    ("split_token", "SuperControl API key", "{s}", _j("sc_live_", (ALNUM, 32))),
    ("split_token", "Allwedd API Rock Gym Pro:", "{s}", _j("rgp_", (HEX, 40))),
    ("split_token", "Groundsure key", "{s} (searches)", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Ymadrodd adfer y waled:", "{s}", lambda g: _seed(g, "english", 12)),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "RO"))),
    ("split_backup", "Codau wrth gefn", "{s}\n4417 8823\n9051 2276", lambda g: f"{_r(g, D, 4)} {_r(g, D, 4)}"),
    ("split_otp", "TOTP secret", "{s}", lambda g: _spaced(_r(g, BASE32, 32), " ", 4)),
    ("split_id", "PESEL", "{s}", _pesel),
    ("split_pin", "Cod y drws yn Llanberis:", "{s}", lambda g: _r(g, D, 6)),
    ("split_wifi", "Hasło do wifi w domku", "{s}", _wifi_key),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    seen = _used()
    out = []
    for cls, first, second, make in _SPLITS:
        secret = _fresh(rng, make, seen)
        seen.add(secret)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: list[tuple[str, str, Maker]] = [
    ('{"till": {"url": "https://till.llechen.lan", "admin_password": "{s}"}}', "meta_password", _plain_pw),
    ('{"cyfrinair": "{s}"}', "meta_password", _plain_pw),
    ('{"hasło": "{s}"}', "meta_password", _plain_pw),
    ('{"parola": "{s}"}', "meta_password", _plain_pw),
    ('{"account": {"user": "osian", "passwd": "{s}"}}', "meta_password", _plain_pw),
    ('{"argv": ["mysql", "-u", "till", "--password", "{s}", "epos"]}', "meta_password", _plain_pw),
    ('{"note": "Y cyfrinair newydd ydy {s}"}', "meta_password", _plain_pw),
    ('{"transcript": "log into the Bala mart PC as coop with the password {s}"}', "meta_password", _plain_pw),
    ('{"supercontrol": {"api_key": "{s}"}}', "meta_token", _j("sc_live_", (ALNUM, 32))),
    ('{"fixflo_token": "{s}"}', "meta_token", _j("fxf_", (ALNUM, 34))),
    ('{"headers": {"Authorization": "Bearer {s}"}}', "meta_token", _j((URLSAFE, 40))),
    ('{"payment": {"card_number": "{s}", "exp": "07/36"}}', "meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    ('{"payroll": {"iban": "{s}"}}', "meta_iban", lambda g: _iban(g, "PL")),
    ('{"worker": {"cnp": "{s}"}}', "meta_id", _cnp),
    ('{"staff": {"nhs_number": "{s}"}}', "meta_id", _nhs),
    ('{"2fa": {"backup": ["{s}", "8812 4490", "3307 6651"]}}', "meta_otp", lambda g: f"{_r(g, D, 4)} {_r(g, D, 4)}"),
    ('{"tip_jar_wallet": {"seed_words": "{s}"}}', "meta_seed", lambda g: _seed(g, "english", 12)),
    ('{"totp": {"secret": "{s}"}}', "meta_key", lambda g: _r(g, BASE32, 32)),
    ('{"ty_gwyn": {"key_safe_code": "{s}"}}', "meta_pin", lambda g: _r(g, D, 5)),
    ('{"wifi": {"ssid": "Llechen-Siop", "psk": "{s}"}}', "meta_wifi", _wifi_key),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    seen = _used()
    for pair in field_pairs():
        seen.add(pair.secret)
    out = []
    for text, cls, make in _METADATA:
        secret = _fresh(rng, make, seen)
        seen.add(secret)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out
