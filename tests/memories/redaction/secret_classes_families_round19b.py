"""Tuning samples of round 19b (issue 46), in shapes of their own: a key after "API" and the
word for a key, an elided article and whose key (`d'Holded`, `'s Lädele`), a shorter random run
there (`api_keys`); a key of a vendor's own prefix of short words then hex, in a constructor, a
JSON field or read out in groups (`vendors`); curl's or HTTPie's empty user before a key
(`credentials`); a register's or a VAT number named by a word's root in any language
(`registers`); a wifi key after a clause and a network's name, or after elided words
(`wifi_keys`). Part of the families tuning corpus (`secret_classes_families.py` draws from
`TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from stdnum.ee import registrikood
from stdnum.eu import vat
from stdnum.fi import ytunnus

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample


def _checked(rng: random.Random, n: int, valid: Callable[[str], bool]) -> str:
    """``n`` digits that ``valid`` takes and that fail with their last digit changed."""

    def ok(value: str) -> bool:
        changed = value[:-1] + str((int(value[-1]) + 1) % 10)
        return valid(value) and not valid(changed)

    return v.until(rng, lambda r: v.r(r, v.DIGITS, n), ok)


def _estonian(rng: random.Random) -> str:
    return _checked(rng, 8, registrikood.is_valid)


def _finnish(rng: random.Random) -> str:
    digits = _checked(rng, 8, ytunnus.is_valid)
    return f"{digits[:7]}-{digits[7]}"


def _vat(rng: random.Random) -> str:
    country, n = rng.choice([("FI", 8), ("EE", 9), ("LV", 11), ("DK", 8), ("SI", 8)])
    return country + _checked(rng, n, lambda d: vat.is_valid(country + d))


def _mixed(value: str) -> bool:
    return all(any(c in group for c in value) for group in (v.DIGITS, *_CASES))


_CASES = (string.ascii_lowercase, string.ascii_uppercase)


def _run20(rng: random.Random) -> str:
    """Twenty random letters of both cases and digits (a key shorter than most)."""
    return v.until(rng, lambda r: v.r(r, v.ALNUM, 20), _mixed)


def _uuid(rng: random.Random) -> str:
    value = v.uuid4(rng)
    return value.upper() if rng.random() < 0.5 else value


def _prefixed(rng: random.Random) -> str:
    """A vendor's own prefix of two or three short words, then 24 to 40 hex digits."""
    prefix = rng.choice(["pm_live_", "rf_sk_", "dx_prod_", "qa_tk_", "mk_srv_live_"])
    body = v.until(rng, lambda r: v.r(r, v.HEX, rng.randint(24, 40)), _hex_mixed)
    return prefix + body


def _hex_mixed(value: str) -> bool:
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _hex32(rng: random.Random) -> str:
    return v.until(rng, lambda r: v.r(r, v.HEX, 32), _hex_mixed)


def _in_fours(rng: random.Random) -> str:
    token = _prefixed(rng)
    return " ".join(token[i : i + 4] for i in range(0, len(token), 4))


def _wifi_password(rng: random.Random) -> str:
    words = ["Koffie", "Speculoos", "Vlaai", "Kermis", "Stroop", "Mosselen", "Frieten"]
    return "".join(rng.sample(words, 2)) + v.r(rng, v.DIGITS, 2)


def _lower_run(rng: random.Random) -> str:
    """Twelve small letters and digits, two digits at least (a router's printed key)."""
    return v.until(rng, lambda r: v.r(r, string.ascii_lowercase + v.DIGITS, 12), _two_digits)


def _two_digits(value: str) -> bool:
    return sum(c.isdigit() for c in value) >= 2 and any(c.isalpha() for c in value)


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{ee}": _estonian,
    "{fi}": _finnish,
    "{vat}": _vat,
    "{run20}": _run20,
    "{uuid}": _uuid,
    "{prefixed}": _prefixed,
    "{hex32}": _hex32,
    "{fours}": _in_fours,
    "{wifipw}": _wifi_password,
    "{lower}": _lower_run,
}

TEMPLATES: dict[str, list[str]] = {
    # A key after "API" and the word for a key, an elided article, whose key; shorter runs too.
    "vendor_named_key": [
        "la clau de l'API d'Holded: {uuid}",
        "dr API-Schlìssel vu 's Lädele: {run20}",
        "de API-sleutel van 't Loket → {uuid}",
        "ключ API д'Аптеки: {hex32}",
        "renderer = Pdfmonkey('{prefixed}')",
        '{{"renderformKey": "{prefixed}"}}',
        "export const mailer = new Postgrid(`{prefixed}`);",
    ],
    # An empty user before a key: the key as basic auth's password.
    "cli_password": [
        "curl -s https://api.example.net/v2/me -u ':{hex32}'",
        'curl --user=":{hex32}" https://hooks.example.org/ping',
        "http -a :{hex32} GET https://api.example.com/v1/account",
    ],
    # A register's or a VAT number, named by a word's root in the writer's language.
    "national_id": [
        "Handelsregister-Nr. der estnischen Tochter: {ee}",
        "rekisterinumero {fi}",
        "äriregistri kood {ee}",
        "Mehrwertsteuer-ID des Lieferanten {vat}",
        "arvonlisäverotunniste: {vat}",
        "PVN maksātāja numurs {vat}",
    ],
    # A wifi key after a clause and a network's name, or after elided words.
    "wifi_key": [
        "hotspot Vodafone-5G-71, d'r sleutel is {wifipw}",
        "wlan at the mas: Mas Pujol / {lower}",
        "wifi in de kroeg: Café 't Hoekje · {lower}",
    ],
    # A token of a vendor's own prefix, read out in groups of four.
    "spaced_token": [
        "dictated over the phone, four at a time: {fours}",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same words and shapes with no secret in them.
CLEAN: list[str] = [
    "curl -u ':' https://example.com/anonymous",
    "l'API d'Holded no respon des de les 9",
    "dr API-Schlìssel vu 's Lädele isch abgloffe",
    "renderer = Pdfmonkey('templates/invoice_v2')",
    '{"renderformKey": "invoice-template-main"}',
    "register 31415926 in the log",
    "registration opens 20250115 at 09:00",
    "Registration number: 55555555",
    "the VAT rate in Estonia went to 22 percent in 2024",
    "wifi Ooredoo-4G-22, l'hotel non lo sa",
    "wlan at the mas: Mas Pujol / ask the owner",
    "test_user_cache_lookup is a snake_case name",
]
