# ruff: noqa: RUF001  (words of other languages are what these samples are written in)
"""Tuning samples of round 18 (issue 46), in shapes of their own: capitalised words run together
with a sign after a colon or a bar, under a label no list has (`closing_value`); the Celtic
"word of passing" and the "pass-word" calque as labels, a passphrase of five plain words or more
(`label_words`, `assign`); a password spelled out with an aside, or joined by a bare "and" of
more languages (`spoken`); seed phrases one word a line with kana written apart, or joined to a
listed word before them (`codes`); a lock's code after a colon and a "secret number" (`pins`); a
card's code after any words and a colon (`numbers`); one recovery code alone, Steam Guard's by
its alphabet (`one_codes`); a password set to a value after a machine's name (`assign`). Part of
the families tuning corpus (`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Callable

from mnemonic import Mnemonic

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

_CAPS = ["Tidal", "Heron", "Quarry", "Moss", "Anvil", "Cobalt", "Furze", "Kestrel", "Ember"]
_SMALL = ["gorse", "plover", "basalt", "tansy", "sleet", "ochre", "wrasse", "thrift", "dunlin"]
_STEAM = "23456789BCDFGHJKMNPQRTVWXY"


def _camel(rng: random.Random) -> str:
    """Three or four capitalised words run together and a sign: `TidalHeronMoss#`."""
    return "".join(rng.sample(_CAPS, rng.choice((3, 4)))) + rng.choice("?&#*+")


def _phrase(rng: random.Random) -> str:
    """Five or six plain words, the first a participle: `weathered gorse plover basalt tansy`."""
    first = rng.choice(["weathered", "salted", "folded", "rusted", "gilded"])
    return " ".join([first, *rng.sample(_SMALL, rng.choice((4, 5)))])


def _word(rng: random.Random) -> str:
    return rng.choice(_SMALL)


def _hyphened(rng: random.Random) -> str:
    return "-".join(rng.sample(_SMALL, 2)) + "-" + v.r(rng, v.DIGITS, 4)


def _seed(language: str, sep: str, numbered: bool, form: str) -> Callable[[random.Random], str]:
    """A checksum-valid phrase of ``language``'s list in Unicode ``form``, its words joined by
    ``sep`` (each after its number where ``numbered``)."""

    def make(rng: random.Random) -> str:
        entropy = bytes(rng.randrange(256) for _ in range(16))
        words = str(Mnemonic(language).to_mnemonic(entropy)).replace("\u3000", " ").split(" ")
        if numbered:
            words = [f"{i}. {w}" if i > 1 else w for i, w in enumerate(words, 1)]
        return unicodedata.normalize(form, sep.join(words))

    return make


def _one_code(rng: random.Random) -> str:
    return v.until(
        rng,
        lambda r: v.r(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", rng.choice((6, 8))),
        lambda c: any(ch.isdigit() for ch in c) and any(ch.isalpha() for ch in c),
    )


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{camel}": _camel,
    "{phrase}": _phrase,
    "{w}": _word,
    "{hy}": _hyphened,
    "{ja}": _seed("japanese", "\n", True, "NFD"),
    "{es}": _seed("spanish", " · ", False, "NFC"),
    "{en}": _seed("english", " / ", False, "NFC"),
    "{pin4}": lambda rng: v.r(rng, "3456789", 1) + v.r(rng, v.DIGITS, 3),  # (no year)
    "{cvc}": lambda rng: v.r(rng, "123456789", 1) + v.r(rng, v.DIGITS, 2),
    "{steam}": lambda rng: v.until(
        rng, lambda r: v.r(r, _STEAM, 5), lambda c: any(ch.isdigit() for ch in c)
    ),
    "{one}": _one_code,
}

TEMPLATES: dict[str, list[str]] = {
    "labelled_password": [
        # Capitalised words and a sign after a colon or a bar, under a label no list has.
        "baat bu nëbbu bi: {camel}",
        "nya ɣaɣla na email: | {camel}",
        "hait tok bilong mail | {camel}",
        # The Celtic "word of passing", the "pass-word" calque.
        "gair cudd y banc: {hy}",
        "ger kuzh ar c'hoarier: {hy}",
        "fockle follit: {hy}",
        # Five plain words or more, the first a participle.
        "wachtwoordzin: {phrase}",
        "passphrase for the NAS: {phrase}",
        # Set to a value after a machine's or an account's name.
        "reset the srv-db01 password to {hy}",
        "updated the host42 password to {hy}",
    ],
    # Spelled out with an aside, or joined by a bare "and" of more languages.
    "spelled_password": [
        "password is {w}, the stone not the colour, then 4471",
        "Passwort ist {w}, wie der Vogel, dann 8260",
        "jelszó a szó {w} és 3390",
        "slaptažodis yra žodis {w} ir 5528",
        "parool on {w} ja 6603 lõpus",
        "heslo je {w} a 2291 na konci",
    ],
    # Seed phrases one word a line, kana written apart; joined to a listed word before them.
    "seed_phrase": [
        "秘密の言葉\n{ja}",
        "las palabras del monedero, en la caja {es}",
        "written on the paper in the desk {en}",
    ],
    # A lock's code after a colon; a "secret number".
    "pin_code": [
        "Zahlenschloss am Fahrrad: {pin4}",
        "caja fuerte del hotel: {pin4}",
        "hänglås på förrådet: {pin4}",
        "nambari ya siri ya mlango: {pin4}",
        "salainen numero: {pin4}",
    ],
    # A card's code after any words and a colon.
    "card_code": [
        "CVC der Kreditkarte: {cvc}",
        "CVV ng card ko: {cvc}",
        "Kartenprüfnummer meiner Visa: {cvc}",
    ],
    # One recovery code alone; Steam Guard's by its alphabet.
    "backup_codes": [
        "Steam Guard code for the alt account is {steam}",
        "recovery code for Epic: {one}",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same words and shapes with no secret in them.
CLEAN = [
    "Error: FileNotFoundAgain!",
    "it is safe to use port 8080 on the test box.",
    "the padlock on the shed rusted in 2024",
    "recovery code: ERROR, ask support",
    "Steam Guard has been on since 2021",
    "password is strong, the manager says, and 12 characters long",
    "CVV der Karte steht auf der Rückseite",
    "passphrase: stored in the vault",
]
