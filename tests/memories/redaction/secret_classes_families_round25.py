# ruff: noqa: RUF001  (words of other scripts and their dashes are what these samples say)
"""Tuning samples of round 25 (issue 46), in wordings of their own: four small words joined by a
dash or a dot with no digit after a label of any language (`generated_values.joined_phrase`); a
joined-word password with a sign inside or after it (`Word.Word*91`, `word.word11+`,
`CamelWords=569`: `shapes.generator_shaped`); the password word in any spelling with words of any
script between it and the value, the value first and `is the … password` after it, a phrase's
label with its words, a card's code by a *security number* compound, a secret number in Bantu
languages, a word and a number said apart (`password_words`). Part of the families tuning corpus
(`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one slot, the secret.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

_WORDS = ["quartz", "moraine", "tamarind", "ocelot", "yucca", "fennel", "bayou", "sorrel"]
_WORDS += ["kestrel", "mangrove", "obsidian", "papaya", "juniper", "tundra", "walrus"]
_SAID = ["tamarind", "ocelot", "sorrel", "bayou", "yucca", "mangrove"]


def _joined(rng: random.Random) -> str:
    return rng.choice("-.").join(rng.sample(_WORDS, rng.randint(4, 5)))


def _signed(rng: random.Random) -> str:
    a, b = (w.capitalize() for w in rng.sample(_WORDS, 2))
    number = str(rng.randint(10, 999))
    return rng.choice(
        [f"{a}.{b}*{number}", f"{a.lower()}_{b.lower()}{number}+", f"{a}{b}={number}"]
    )


def _strong(rng: random.Random) -> str:
    return v.until(
        rng,
        lambda r: v.r(r, v.ALNUM + "%!#", 18),
        lambda k: sum(c.isdigit() for c in k) >= 3 and any(c in "%!#" for c in k),
    )


def _phrase(rng: random.Random) -> str:
    return " ".join(rng.sample(_WORDS, rng.randint(4, 6)))


def _phrase5(rng: random.Random) -> str:
    return " ".join(rng.sample(_WORDS, rng.randint(5, 7)))


def _said(rng: random.Random) -> str:
    return rng.choice(_SAID)


def _code(rng: random.Random) -> str:
    return str(rng.randint(100, 9999))


def _number(rng: random.Random) -> str:
    return str(rng.randint(10_000, 99_999_999))


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{joined}": _joined,
    "{signed}": _signed,
    "{strong}": _strong,
    "{phrase5}": _phrase5,
    "{phrase}": _phrase,
    "{said}": _said,
    "{code}": _code,
    "{number}": _number,
}

TEMPLATES: dict[str, list[str]] = {
    "password_assignment": [
        "Jelszó a NAS-hoz a pincében: {joined}",
        "ny parolin'ny tranon'ny wifi — {joined}",
        "oyi ọrọ igbaniwọle fun kọmputa: {signed}",
        "Το συνθηματικό του ρούτερ: {signed}",
        "heslo k tiskárně v kanceláři {joined}",
        "passwurd fi di laptop a yaad: {signed}",
        "{strong} was the old Jenkins deploy password",
        "{strong} is our shared 1Password vault key",
        "il-password tal-modem id-dar = {signed}",
    ],
    "passphrase": [
        "seed phrase {phrase}",
        "vault passphrase {phrase}.",
        "frasa ya ufunguo wa diski: {phrase}",
        "Schlüsselsatz der Festplatte: {phrase}",
        "backup drive encryption words: {phrase5}",
    ],
    "spelled_password": [
        "Лозинката е {said} и 4471 на крајот",
        "for the smart lock it's {said} and 3308 on the end",
        "Parola e {said} e poi 9921",
        "Pasvorto: {said} kaj 6640 post ĝi",
    ],
    "card_code": [
        "Sicherheitsnummer auf der Kartenrückseite: {code}",
        "security no. on the back of the card {code}",
        "turvanumero kortin takana: {code}",
    ],
    "pin_code": [
        "namba ya siri ya kufuli: {number}",
        "nambari ya mlango wa ofisi: {number}",
        "nomboro ya ekhaya: {number}",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same labels, joined words, numbers and phrases with no secret in them.
CLEAN: list[str] = [
    "the state-of-the-art end-to-end pipeline is up-to-date",
    "npm i eslint-plugin-react-hooks-extra",
    "class: btn-primary-large-outline",
    "see docs/getting-started-with-the-api for details",
    "password reset page: https://example.com/reset-your-password",
    "the password field is required, min length 12",
    "namba ya simu: 0712345678",
    "security number of the ticket in the queue is high",
    "Social Security No. 1935 act is history",
    "the phrase below is from a song",
    "ingredients: flour sugar butter eggs milk",
    "MaxConnections=100 in the pool config",
    "release notes: fix the login page and the dashboard charts",
    "for the printer it's tray two and 500 sheets",
    "we met at the cafe and 12 people came",
]
