"""Tuning samples of round 25b (issue 46), in shapes of their own: a hex key a few words after
the word for a key, a password's hash, a hex run named by what it encrypts in any language
(`hex_keys`); a key's secret half after its id and a colon; a key under any identifier that ends
in the word for one, a vendor's prefix of two pieces (`api_keys`); a registry login's `-p` value
of joined words (`credentials`); an identity card's number after `ID` and a card's or a number's
word of any language, an id's own acronym or an identity card's own word (`id_cards`); a session
cookie of random letters (`urls`). Part of the families tuning corpus
(`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one slot, the secret.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample


def _hex(rng: random.Random) -> str:
    return v.until(
        rng, lambda r: v.r(r, v.HEX, rng.choice([32, 40, 64])), lambda k: not k.isdigit()
    )


def _pair(rng: random.Random) -> str:
    return f"{v.uuid4(rng)}:{_hex(rng)}"


def _prefixed(rng: random.Random) -> str:
    prefix = rng.choice(["zx", "mlt", "qrk", "vnd"]) + rng.choice(["-live-", "_test_", "-prod-"])
    return prefix + _hex(rng)


def _words(rng: random.Random) -> str:
    words = ["tarwi", "lokum", "kvass", "ugali", "pelmeni", "arepa", "dolma", "injera", "sadza"]
    return "-".join(rng.sample(words, 4))


def _card(rng: random.Random) -> str:
    return v.r(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + str(rng.randint(1, 9)) + v.r(rng, v.DIGITS, 6)


def _digits(rng: random.Random) -> str:
    return str(rng.randint(1, 9)) + v.r(rng, v.DIGITS, rng.choice([8, 10, 12]))


def _letters(rng: random.Random) -> str:
    return v.until(
        rng,
        lambda r: v.r(r, "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ", 28),
        lambda k: sum(c.isupper() for c in k) >= 8 and sum(c.islower() for c in k) >= 8,
    )


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{hex}": _hex,
    "{pair}": _pair,
    "{prefixed}": _prefixed,
    "{words}": _words,
    "{card}": _card,
    "{digits}": _digits,
    "{letters}": _letters,
}

TEMPLATES: dict[str, list[str]] = {
    "hex_key": [
        "incident 77: the token still active {hex}, rotate it",
        "clé toujours utilisée {hex}",
        "the secret we shipped {hex}",
        "vault.conf adminPassword digest {hex}",
        "wachtwoord hash: {hex}",
        "Verschlüsselung des Archivs: {hex}",
        "шифрування диска = {hex}",
        "cifrado del respaldo: {hex}",
    ],
    "vendor_token": [
        "Quorvex API ключ: {pair}",
        "zorblatt key → {pair}",
        '{{"quorvexKey": "{prefixed}"}}',
        "ZORBLATT_KEY={prefixed}",
        "mlinzi wa API wa Quorvex: {prefixed}",
        "webhook signer → {prefixed} (rotate monthly)",
    ],
    "cli_password": [
        "regctl registry login ghcr.lan -u ci-bot -p {words}",
        "oras login harbor.local --username deploy --password {words}",
        "`nerdctl login -u ops -p {words} reg.example`",
    ],
    "national_id": [
        "ID kartasy nomeri: {card}",
        "numer karty ID {card}",
        "Id-kaart nr. {card}",
        "kitambulisho namba {digits}",
        "cédula: {digits}",
        "NID {digits}",
        "IDNR for the form → {digits}",
        "nafnskírteini nr. {card}",
        "katin shaida lamba {digits}",
    ],
    "session_cookie": [
        "Set-Cookie: auth_session={letters}; Path=/; HttpOnly",
        "cookie: lang=en; remember_token={letters}",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same words and shapes with no secret in them.
CLEAN: list[str] = [
    "the key was rotated in commit 3f2a9c8d7e6b5a4f3e2d1c0b9a8f7e6d5c4b3a29",
    "token balance file sha256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "encrypted backup checksum: 81be0e1f1f3cc5ddb7e97259ab8db539",
    "password hash algorithm: argon2id, 3 passes",
    '{"cacheKey": "6cfa95eee003156c38b79fbbafd57cdabcdb8b75"}',
    '{"sortKey": "2026-11-19", "i18nKey": "home.title"}',
    "docker run -u 1000 -p 8080:80 nginx",
    "login page: -u is the user flag, -p the port",
    "invoice ID nomru: AB1234567 paid",
    "PID 4194304 exited",
    "customer ID kart 48213377 renewed",
    "SIM card ID 8944501234",
    "Cookie: theme=dark; sessionName=ThemeDarkModeEnabled",
    "ID card photos are due by 20261130",
]
