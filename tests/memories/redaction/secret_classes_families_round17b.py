"""Tuning samples of round 17b (issue 46), in shapes of their own: a company's or an account's
number by stdnum's short name for it (`CNPJ`, `REGON`, `SIREN`, `ABN`, `EDRPOU`: `ids`), a list
of backup codes under a heading no list has, or none (`code_lists`), a config's `key:` with a
URL-safe random value, a sign or two inside (`api_keys`), and a wifi network's key after the
network's default name with no word for a password, or one no list has (`wifi_keys`). Part of the
families tuning corpus (`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from stdnum.au import abn
from stdnum.br import cnpj
from stdnum.fr import siren
from stdnum.pl import regon
from stdnum.ua import edrpou

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample


def _checked(rng: random.Random, n: int, valid: Callable[[str], bool]) -> str:
    """``n`` digits that ``valid`` takes and that fail with their last digit changed."""

    def ok(value: str) -> bool:
        changed = value[:-1] + str((int(value[-1]) + 1) % 10)
        return valid(value) and not valid(changed)

    return v.until(rng, lambda r: v.r(r, v.DIGITS, n), ok)


def _company(kind: str) -> Callable[[random.Random], str]:
    n, module = {
        "cnpj": (14, cnpj),
        "regon": (9, regon),
        "siren": (9, siren),
        "abn": (11, abn),
    }.get(kind, (8, edrpou))

    def make(rng: random.Random) -> str:
        number = _checked(rng, n, module.is_valid)
        return module.format(number) if kind in ("cnpj", "abn") else number

    return make


def _mixed(value: str) -> bool:
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _code(rng: random.Random, groups: tuple[int, ...], upper: bool) -> str:
    alphabet = (string.ascii_uppercase if upper else string.ascii_lowercase) + v.DIGITS
    return "-".join(v.r(rng, alphabet, n) for n in groups)


def _codes(rng: random.Random) -> str:
    groups = rng.choice([(4, 4), (5, 5), (10,), (4, 4, 4)])
    upper = rng.random() < 0.5
    codes = [
        v.until(rng, lambda r: _code(r, groups, upper), _mixed) for _ in range(rng.randint(6, 10))
    ]
    style = rng.choice(["lines", "bullets", "commas"])
    if style == "commas":
        return ", ".join(codes)
    if style == "bullets":
        return "\n".join(f"• {c}" for c in codes)
    return "\n".join(codes)


def _urlsafe(rng: random.Random) -> str:
    """A URL-safe base64 key of 32 with a `-` or `_` inside, three classes of letters and digits."""

    def make(r: random.Random) -> str:
        body = list(v.r(r, v.ALNUM, 32))
        for at in r.sample(range(2, 30), r.randint(1, 2)):
            body[at] = r.choice("-_")
        return "".join(body)

    def random_enough(value: str) -> bool:
        classes = (str.isdigit, str.islower, str.isupper)
        return all(sum(map(test, value)) >= 3 for test in classes)

    return v.until(rng, make, random_enough)


def _wifi_key(rng: random.Random) -> str:
    words = ["Marzapane", "Quercia", "Salvia", "Gabbiano", "Lampone", "Ortica", "Cipresso"]
    return "".join(rng.sample(words, 2)) + v.r(rng, v.DIGITS, 3)


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    **{f"{{{kind}}}": _company(kind) for kind in ("cnpj", "regon", "siren", "abn", "edrpou")},
    "{codes}": _codes,
    "{urlsafe}": _urlsafe,
    "{wifikey}": _wifi_key,
}

TEMPLATES: dict[str, list[str]] = {
    # A company's number by stdnum's short name for it, in prose of several languages.
    "national_id": [
        "CNPJ do fornecedor pra nota: {cnpj}",
        "numer REGON spółki {regon}",
        "SIREN de l'association → {siren}",
        "ABN (Pty Ltd): {abn}",
        "код ЄДРПОУ контрагента: {edrpou}",
    ],
    # Backup codes under a heading in a language no list has, or none at all.
    "backup_codes": [
        "kodu rezerwowe dla Proton:\n{codes}",
        "atsarginiai kodai (Bitwarden)\n{codes}",
        "misimbo ya akiba ya Google:\n{codes}",
        "còdis de secors — Nextcloud\n{codes}",
        "Dropbox\n{codes}",
        "{codes}",
    ],
    # A config's `key:` with a URL-safe random value, a sign or two inside.
    "config_file": [
        "cronitor:\n  key: {urlsafe}",
        "[statuscake]\nkey = {urlsafe}",
        "betteruptime:\n    key: '{urlsafe}'",
        "ntfy_key: {urlsafe}",
    ],
    # A network's default name, then its key: no word for a password, or one no list has.
    "wifi_key": [
        "wlan im Ferienhaus: Vodafone-7C4E / {wifikey}",
        "hotspot TIM-88123477, gakoa {wifikey}",
        "wifi Livebox-9A3C — {wifikey}",
        "wifi a casa di zia: SKY1A2B3 | {wifikey}",
        "the cabin's wifi: eir58213 → {wifikey}",
        "wifi DIGI-6D2F, gilt {wifikey}",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same words and shapes with no secret in them.
CLEAN = [
    "REGON spółki jest w KRS, numer sprawdź w CEIDG",
    "SIREN 732829321 was rejected by the form",  # (its check digit fails)
    "VAT rate 21 %, invoice 20240117 due in 30 days",
    "hosts:\nweb01\nweb02\nweb03\nweb04\nweb05\nweb06",
    "builds: v2024-11a, v2024-11b, v2024-11c, v2024-11d, v2024-11e, v2024-11f",
    "key: SummaryAgent-RecallV2-Config2024",
    "wifi NETGEAR47 keeps dropping since the update",
    "wifi Vodafone-7A21, signal weak in the kitchen",
    "wifi FASTWEB-K3P9Q2 — the router is in the hall",
]
