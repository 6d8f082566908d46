"""Tuning samples of round 20 (issue 46), in shapes of their own: an elided label written with a
space after its apostrophe (`clau d' accés`, `parola d' ordine`); two or three words joined by
one sign with a number glued to the end, a few words after a label, no separator needed
(`shaped`); a said password with its word for "word" after it, then "after that" and a number,
in scripts whose vowel signs are marks (`spoken`); one plain word dictated after an account's
colon; any arrow before a card's or a keypad's code; a rescue or fallback code, Steam Guard's of
any shape (`one_codes`); a keypad's instruction, "type … and press …" (`pins`); the loanword
"passphrase" of the Indic scripts; a password of letters and a symbol whose case switches often.
Part of the families tuning corpus (`secret_classes_families.py` draws from `TEMPLATES` and
`CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import itertools
import random
import string
from collections.abc import Callable

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

_WORDS = [
    "tembleque", "quesito", "mofongo", "alcapurria", "pastelon", "bacalaito", "sorullo",
    "chicharron", "guanime", "pionono", "majarete", "limber", "arepa", "tostone",
]  # fmt: skip


def _joined(rng: random.Random) -> str:
    """Two or three words joined by one sign, a number glued to the last one."""
    sign = rng.choice("-_.")
    words = rng.sample(_WORDS, rng.choice([2, 3]))
    return sign.join(words) + v.r(rng, v.DIGITS, rng.randint(2, 4))


def _word(rng: random.Random) -> str:
    return rng.choice(_WORDS)


def _said(rng: random.Random) -> str:
    """A word, the script's word for "word", "after that" and a number (`spoken`)."""
    word, number = _word(rng), v.r(rng, v.DIGITS, 3)
    return rng.choice(
        [
            f"{word} शब्द, ओकरे पीछे {number}",  # (Maithili-like)
            f"{word} শব্দ, তার পরে {number}",  # (Bengali)
            f"{word} ਸ਼ਬਦ, ਉਸ ਤੋਂ ਬਾਅਦ {number}",  # (Punjabi)
        ]
    )


def _dictated(rng: random.Random) -> str:
    return f"{_word(rng)} followed by {v.r(rng, v.DIGITS, 4)}"


def _digits(n: int) -> Callable[[random.Random], str]:
    return lambda rng: v.r(rng, v.DIGITS, n)


def _rescue(rng: random.Random) -> str:
    """Seven capitals and digits, both in it (a single rescue code)."""
    alphabet = string.ascii_uppercase + v.DIGITS
    return v.until(rng, lambda r: v.r(r, alphabet, 7), _both)


def _both(value: str) -> bool:
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _random_letters(rng: random.Random) -> str:
    """Twelve letters whose case switches often, a symbol inside, no digit."""

    def switches(value: str) -> bool:
        cases = [c.isupper() for c in value if c.isalpha()]
        return sum(a != b for a, b in itertools.pairwise(cases)) >= 7

    def make(r: random.Random) -> str:
        letters = v.r(r, string.ascii_letters, 11)
        return letters[:6] + r.choice("#&%*") + letters[6:]

    return v.until(rng, make, switches)


def _phrase(rng: random.Random) -> str:
    return " ".join(rng.sample(["lagoon", "bramble", "oxcart", "tinsmith", "quince", "heron"], 4))


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{joined}": _joined,
    "{said}": _said,
    "{dictated}": _dictated,
    "{d3}": _digits(3),
    "{d5}": _digits(5),
    "{rescue}": _rescue,
    "{letters}": _random_letters,
    "{phrase}": _phrase,
}

TEMPLATES: dict[str, list[str]] = {
    # Joined words and a number, a few words after the label, no separator.
    "labelled_password_clause": [
        "contraseña del wifi de la abuela todavía {joined}",
        "Passwort vom Drucker im Keller immer noch {joined} seit März",
        "senha do roteador lá de casa {joined}",
    ],
    # Said in words: the word for "word" after the word, then "after that".
    "spelled_password": [
        "पासवर्ड है {said}",
        "পাসওয়ার্ড হল {said}",
        "login for the Tidal account: {dictated}",
    ],
    # Any arrow before a card's code.
    "card_code": [
        "CVC ⟹ {d3}",
        "código de seguridad ⇒ {d3}",
    ],
    # A keypad's instruction, and the code loanword's spellings.
    "pin_code": [
        "keypad at the loading dock: enter {d5} then press UNLOCK",
        "দুৱাৰৰ ক'ড: {d5}",
    ],
    # A rescue or fallback code, Steam Guard's of any shape.
    "recovery_code": [
        "Battle.net fallback code: {rescue}",
        "Steam Guard emergency one: {rescue}",
    ],
    # An elided label with a space after its apostrophe; a password of letters and a symbol
    # whose case switches often, after an unknown "is".
    "labelled_password": [
        "la parola d' ordine del NAS: {joined}",
        "clau d' accés del portal de clients → {joined}",
        "lo mot d' passa de la box es {joined}",
        "password ya router ni {letters} kwa sasa",
    ],
    # The loanword "passphrase" of the Indic scripts.
    "passphrase": [
        "बैकअप का पासफ्रेज: {phrase}",
        "ਪਾਸਫ੍ਰੇਜ਼: {phrase}",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same words and shapes with no secret in them.
CLEAN: list[str] = [
    "la parola d' ordine è cambiata ieri",
    "password for build-agent42 is in the vault",
    "Agenda: lunch and then 1400",
    "Steam Guard is on since version 2024",
    "alarm panel: type the date and press OK",
    "the iPhone&iPad bundle costs less",
    "security code ⇒ ask the cardholder",
]
