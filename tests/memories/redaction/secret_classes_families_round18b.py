"""Tuning samples of round 18b (issue 46), in shapes of their own: a `-p` glued to its password
after any command's `-u USER` (`credentials`), a key given as a literal to an SDK's client
(`vendor_names`), a company's or a person's tax number after a word for one in many languages or
a purpose of a few words (`ids`), a list of random codes to the end of its run, a code lacking a
digit included (`code_lists`), a wifi key after a network named in words or a model, then a
clause (`wifi_keys`), and a token read out a character at a time with a sign among them. Part of
the families tuning corpus (`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from stdnum.ch import uid
from stdnum.hu import anum
from stdnum.pl import nip

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample


def _checked(rng: random.Random, n: int, valid: Callable[[str], bool]) -> str:
    """``n`` digits that ``valid`` takes and that fail with their last digit changed."""

    def ok(value: str) -> bool:
        changed = value[:-1] + str((int(value[-1]) + 1) % 10)
        return valid(value) and not valid(changed)

    return v.until(rng, lambda r: v.r(r, v.DIGITS, n), ok)


def _swiss(rng: random.Random) -> str:
    digits = _checked(rng, 9, lambda d: uid.is_valid("CHE" + d))
    return f"CHE-{digits[:3]}.{digits[3:6]}.{digits[6:]}"


def _hungarian(rng: random.Random) -> str:
    return "HU" + _checked(rng, 8, anum.is_valid)


def _polish(rng: random.Random) -> str:
    return _checked(rng, 10, nip.is_valid)


def _glued(rng: random.Random) -> str:
    words = ["tern", "corrie", "bothy", "sgurr", "lochan", "machair", "skerry"]
    return "_".join(rng.sample(words, 2)) + v.r(rng, v.DIGITS, 3) + rng.choice(["", "X", "q"])


def _hex32(rng: random.Random) -> str:
    return v.r(rng, v.HEX, 32)


def _codes(rng: random.Random) -> str:
    """Twelve to sixteen random codes of ten capitals and digits, two spaces or a tab apart; one
    or two may lack a digit, as random ones do."""
    alphabet = string.ascii_uppercase + v.DIGITS
    codes = [
        v.until(rng, lambda r: v.r(r, alphabet, 10), _mixed) for _ in range(rng.randint(12, 16))
    ]
    for at in rng.sample(range(2, len(codes) - 1), rng.randint(1, 2)):
        codes[at] = v.r(rng, string.ascii_uppercase, 10)
    return rng.choice(["  ", "\t", "   "]).join(codes)


def _mixed(value: str) -> bool:
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _wifi_phrase(rng: random.Random) -> str:
    words = ["tarn", "puffin", "heather", "cairn", "selkie", "bracken", "ptarmigan"]
    return "-".join(rng.sample(words, 2)) + "-" + v.r(rng, v.DIGITS, 4)


def _capitals(rng: random.Random) -> str:
    consonants = "BCDFGHJKLMNPQRSTVWXZ"
    return v.r(rng, consonants, 8) + v.r(rng, "AEU", 1) + v.r(rng, consonants, 3)


def _dictated(rng: random.Random) -> str:
    chars = list(v.r(rng, v.ALNUM, 30))
    chars[rng.randint(2, 27)] = rng.choice("|!#*")
    return "-".join(chars)


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{swiss}": _swiss,
    "{hu}": _hungarian,
    "{pl}": _polish,
    "{glued}": _glued,
    "{hex32}": _hex32,
    "{codes}": _codes,
    "{phrase}": _wifi_phrase,
    "{capitals}": _capitals,
    "{dictated}": _dictated,
}

TEMPLATES: dict[str, list[str]] = {
    # A `-p` glued to its password after `-u USER`: MySQL's clients and any other command.
    "cli_password": [
        "backup cron: mysqldump -h sql.lan -u backup -p{glued} shop > shop.sql",
        "mysqladmin --host=db.int -u root -p{glued} status",
        "ajouter au script : mycli -h 10.0.4.2 -u analyst -p{glued} ventes",
        "dbcli connect -u reporting -p{glued} --db warehouse",
    ],
    # A key as the first argument of a client's or a vendor's constructor.
    "vendor_named_key": [
        "gmaps = GoogleMapsClient('{hex32}')",
        'const geo = new PositionstackApi("{hex32}");',
        "owm = OpenWeatherMap('{hex32}')  # πελάτης καιρού",
        "client = MeteoService(key='{hex32}')",
    ],
    # A tax number after a word for one in another language, or a purpose of a few words.
    "national_id": [
        "UID der Firma (für die MWST-Abrechnung): {swiss}",
        "numero IDI della ditta → {swiss}",
        "a cég adószáma: {hu}",
        "NIP for the office rent invoice: {pl}",
        "numer podatkowy kontrahenta {pl}",
    ],
    # A list of random codes to its end, under any heading.
    "backup_codes": [
        "Tuta kurtarma kodlari\n{codes}",
        "codes de secours ProtonMail : {codes}",
        "varakoodit (Nextcloud)\n{codes}",
    ],
    # A wifi key after a network named in words, or a model then a clause.
    "wifi_key": [
        "wifi Eilidh's iPhone, iuchair {phrase}",
        "wlan Ferienwohnung Seeblick | schlüsselwort {phrase}",
        "hotspot Connor's Galaxy — {phrase}",
        "the guest wifi is Speedport Smart 4 and the code is {capitals}",
        "wifi: TP-Link_A7C2, and the passkey is {capitals}",
    ],
    # A token read out a character at a time, a sign among its characters.
    "spaced_token": [
        "[read aloud] {dictated}",
        "token dictated over the phone: {dictated}",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same words and shapes with no secret in them.
CLEAN = [
    "docker run -u 1000 -p8080:80 nginx",
    "tar -u backup -pzf site.tgz",
    "run = UUID('123e4567-e89b-42d3-a456-426614174000')",
    "oid = ObjectId('507f1f77bcf86cd799439011')",
    "api = HttpClient('https://api.example.com/v1/items')",
    "UID der Firma steht auf der Rechnung",
    "adószám nélkül nem lehet számlát kiállítani",
    "NIP for the office rent invoice: 5260250275",
    "error codes\nE1001  E1002  E1003  E1004  E1005  E1006  E1007",
    "wifi Morag's Pixel, signal drops near the kitchen window",
    "the guest wifi is Speedport Smart 4 and the model is SPEEDPORTSMART",
    "wifi Casa Rossi, channel 11 since the 2024 update",
    "|---|---|---|---|---|---|---|---|---|",
]
