# ruff: noqa: RUF001  (the words of other languages are this file's data)
"""Tuning samples of round 21 (issue 46), in wordings of their own: a code named by the word for
"code" of any language, inflected or compounded, then its digits (`code_stems`); a keypad's code
said as what it takes; a card's security code by the words for "three digits" and "card" of any
language, or after `CVV` and an "is" (`numbers`); a password said as a word and then "the
number" (`said_numbers`); the word "password" as creoles and pidgins spell it, and a label with
an invisible format character inside (`labels`, `view`). Part of the families tuning corpus
(`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

_SAID_WORDS = ["kookaburra", "quinoa", "pastizz", "skyr", "tuwo", "borzoi", "lampion", "dhow"]
_PHRASE_WORDS = ["harbour", "lantern", "basil", "tortoise", "copper", "sorghum", "fjord", "kettle",
                 "yak", "millet", "cobalt", "heron"]  # fmt: skip


def _digits(rng: random.Random) -> str:
    return v.r(rng, v.DIGITS, rng.choice([4, 5, 6, 8]))


def _card_code(rng: random.Random) -> str:
    return v.r(rng, v.DIGITS, rng.choice([3, 3, 4]))


def _word(rng: random.Random) -> str:
    return rng.choice(_SAID_WORDS)


def _phrase(rng: random.Random) -> str:
    return " ".join(rng.sample(_PHRASE_WORDS, rng.randint(4, 6)))


def _password(rng: random.Random) -> str:
    return v.until(rng, lambda r: v.r(r, v.ALNUM, rng.randint(10, 14)), _mixed)


def _mixed(value: str) -> bool:
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _number(rng: random.Random) -> str:
    return str(rng.randrange(10, 10_000))


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{d}": _digits,
    "{cvv}": _card_code,
    "{w}": _word,
    "{p}": _phrase,
    "{pw}": _password,
}

TEMPLATES: dict[str, list[str]] = {
    # A code named by the word for "code", inflected or compounded, any language; a keypad's
    # code said as what it takes.
    "pin_code": [
        "il-kodiċi tal-bieb ta' barra: {d}",  # Maltese
        "kóðinn að hliðinu: {d}",  # Icelandic
        "koodu ilẹkun ile: {d}",  # Yoruba
        "punku kodigo: {d}",  # Quechua
        "хаалганы код: {d}",  # Mongolian
        "kodi i portës është {d}",  # Albanian
        "atearen kodea: {d}",  # Basque
        "uksekood on {d}",  # Estonian
        "durų kodas yra {d}",  # Lithuanian
        "cod y giât: {d}",  # Welsh
        "ang code ng gate ay {d}",  # Tagalog
        "staðfestingarkóði: {d}",  # Icelandic
        "баталгаажуулах код: {d}",  # Mongolian
        "kodi i verifikimit: {d}",  # Albanian
        "the lockbox accepts {d} and then you pull the lever",
        "digicode prend {d} puis #",
    ],
    # A card's security code by the words for its three digits and the card, or after `CVV`.
    "card_code": [
        "it-tliet numri wara tal-karta: {cvv}",  # Maltese
        "þrír tölustafir aftan á kortinu: {cvv}",  # Icelandic
        "lambobi uku a bayan katin: {cvv}",  # Hausa
        "CVV2 ni {cvv}",
        "CSC hè {cvv}",
    ],
    # A word, then "the number" and its digits.
    "spelled_password": [
        "Il-password hija l-kelma {w} u mbagħad in-numru {d}",  # Maltese
        "kalmar sirri: kalmar {w} sannan lamba {d}",  # Hausa
        "password niya: {w} tapos ang numero {d}",  # Tagalog
        "das Passwort ist {w} und danach die Zahl {d}",
        "şifre: {w} ve ardından sayı {d} sonunda",
        "for the wifi at mum's it's {w} and after that the number {d}",
    ],
    # The word "password" spelled as creoles and pidgins do, then a passphrase.
    "passphrase": [
        "di paswɔd fɔ di laptop: {p}",
        "Paasword kombiyuutarka: {p}",
        "pasvord bilong drive: {p}",
    ],
    # A label with an invisible format character inside (every one of Unicode's, category Cf).
    "password_assignment": [
        "pass\u2066word: {pw}",
        "pass\ufeffword = {pw}",
        "pass\u180eword: {pw}",
        "pass\U000e0020word: {pw}",
        "pass\u061cword: {pw}",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    template = rng.choice(TEMPLATES[cls])
    if cls == "spelled_password":  # (the word is the secret; the number is drawn apart)
        word = _word(rng)
        text = template.replace("{w}", word).replace("{d}", _number(rng))
        return Sample(cls, text, word)
    return v.slotted(cls, [template], _MAKERS, rng)


# Lookalikes: the same words and shapes with no secret in them.
CLEAN: list[str] = [
    "zip code: 94107",
    "the HTTP status code is 503",
    "código postal: 28013",
    "kode pos: 40115",
    "Fehlercode: 5043",
    "exit code 137 after the OOM kill",
    "country code: 354",
    "promo code: 2025",
    '{"code": 400, "message": "bad request"}',
    "the code is 4471",
    "code review: 1200 comments",
    "Kodak Portra 400, two rolls",
    "the three numbers on the back of the card are raised",
    "the three numbers of the lottery: 7, 12, 31",
    "we took the tram and then the number 14",
    "the password must be at least 12 characters",
    "CVV is printed on the back",
    "the keypad beeps 3 times when the battery is low",
    "pass\u2060word policy: 90 days",
]
