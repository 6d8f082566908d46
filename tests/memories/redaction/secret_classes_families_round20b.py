"""Tuning samples of round 20b (issue 46), in shapes of their own: a key after `Authorization:`
and a vendor's own scheme word (`__init__`'s bearer pattern); a key whose prefix names a key
(`skey_`, `pkey_test_`, `apikey_`), in a command, a flag, prose or read out in groups
(`vendors`); a register's number after its abbreviation with a dot (`Org.nr`, `Reg. No.`:
`registers`); a setter of a dotted key path ending in a secret's part (`config_files`); a router's
key of random capitals after a network's name and a slash (`wifi_keys`). Part of the families
tuning corpus (`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
import re
import string
from collections.abc import Callable

from stdnum.dk import cvr
from stdnum.no import orgnr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

_LOWER = string.ascii_lowercase + v.DIGITS


def _checked(rng: random.Random, n: int, valid: Callable[[str], bool]) -> str:
    """``n`` digits that ``valid`` takes and that fail with their last digit changed."""

    def ok(value: str) -> bool:
        changed = value[:-1] + str((int(value[-1]) + 1) % 10)
        return valid(value) and not valid(changed)

    return v.until(rng, lambda r: v.r(r, v.DIGITS, n), ok)


def _mixed(value: str) -> bool:
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _hex(rng: random.Random) -> str:
    return v.until(rng, lambda r: v.r(r, v.HEX, rng.choice([32, 40])), _mixed)


def _named_key(rng: random.Random) -> str:
    """A prefix that names a key, perhaps a mode, then a random run of small letters and digits."""
    prefix = rng.choice(["skey_", "pkey_test_", "skey_test_", "apikey_", "seckey_live_"])
    return prefix + v.until(rng, lambda r: v.r(r, _LOWER, rng.randint(18, 30)), _mixed)


def _in_fives(rng: random.Random) -> str:
    """A key read out five at a time; most groups hold a digit (a run of small letters alone
    reads as words, as `spaced` says)."""
    token = v.until(rng, _named_key, _digit_groups)
    return " ".join(token[i : i + 5] for i in range(0, len(token), 5))


def _digit_groups(token: str) -> bool:
    groups = [token[i : i + 5] for i in range(0, len(token), 5)]
    return 2 * sum(any(c.isdigit() for c in g) for g in groups) > len(groups)


def _org(rng: random.Random) -> str:
    return _checked(rng, 9, orgnr.is_valid)


def _cvr(rng: random.Random) -> str:
    return _checked(rng, 8, cvr.is_valid)


def _password(rng: random.Random) -> str:
    return v.until(rng, lambda r: v.r(r, v.ALNUM, rng.randint(10, 16)), _mixed)


def _capitals(rng: random.Random) -> str:
    """Ten or twelve random capitals without vowels, a digit or two among them (not a model's
    shape, capitals then digits then a suffix: `WBVVC38ZCT` reads as one)."""
    alphabet = "BCDFGHJKLMNPQRSTVWXZ" * 3 + "23456789"
    return v.until(rng, lambda r: v.r(r, alphabet, rng.choice([10, 12])), _not_model)


def _not_model(value: str) -> bool:
    return _mixed(value) and _MODEL_RE.fullmatch(value) is None


_MODEL_RE = re.compile(r"[A-Z]{1,6}-?\d{2,6}[A-Za-z]{0,3}\d{0,2}")


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{hex}": _hex,
    "{named}": _named_key,
    "{fives}": _in_fives,
    "{org}": _org,
    "{cvr}": _cvr,
    "{pw}": _password,
    "{caps}": _capitals,
}

TEMPLATES: dict[str, list[str]] = {
    # A key after `Authorization:` and a vendor's own scheme word.
    "vendor_token": [
        'requests.get(url, headers={{"Authorization": "NaverAK {hex}"}})',
        "fetch(u, {{ headers: {{ Authorization: 'Zoho-oauthtoken {hex}' }} }})",
        "Invoke-RestMethod -Headers @{{Authorization='Papago {hex}'}} -Uri $u",
        # A key whose prefix names a key: in a command, a flag, prose.
        "wget --header 'X-Auth: yes' --user {named} --password '' https://api.example.net",
        "terraform apply -var payments_key={named}",
        "ang bagong susi ay {named}, palitan mo sa staging",
        "nouvelle clé générée : {named}",
    ],
    # The same read out in groups.
    "spaced_token": [
        "dictée en groupes de cinq : {fives}",
    ],
    # A register's number after its abbreviation with a dot.
    "national_id": [
        "Leverandør org.nr. {org}",
        "Firma Org.-Nr.: {org} MVA",
        "Danish Reg. No. {cvr} on the quote",
    ],
    # A setter of a dotted key path whose last part is a secret's.
    "config_file": [
        "uci set wireless.@wifi-iface[1].psk='{pw}' && uci commit",
        "sysctl-ish: net.vpn.tunnel0.secret = {pw}",
        "mqtt.broker.pass: {pw}",
    ],
    # A router's key of random capitals after a network's name and a slash.
    "wifi_key": [
        "WLAN im Ferienhaus: Vodafone-A1B2 / {caps}",
        "hotspot kamar: IndiHome-77Q1 | {caps}",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same words and shapes with no secret in them.
CLEAN: list[str] = [
    "Authorization: pending until the contract is signed",
    'headers = {"Authorization": "NaverAK " + api_key}',
    "monkey_patch_helpers in the test module",
    "the pkey_test_ fixture lives in conftest",
    "org.nr. kommer på fakturaen i morgen",
    "see the docs at example.org no. 3 of the list",
    "uci set wireless.@wifi-iface[1].ssid='Casa2G'",
    "ssl.key: /etc/ssl/private/server.pem",
    "config.shortcut.key=Ctrl+Shift+F12",
    "WLAN im Ferienhaus: Casa Rossi / SIEHEZETTEL",
]
