"""Tuning samples of round 19 (issue 46), in shapes of their own: a password of the shape a
person makes of words and a number (a number, then words joined by one sign, commas included; a
word, an underscore and five digits or more; four capitalised words and a number) after a label
of any language and whatever joins them (`shaped`), the loanword for "password" with a case
ending in an abugida (`label_words`), a Romance "code of access" and a door's code from the
family's stems, an alarm's code with what to type around it (`pins`), and "the word …, and after
it …" (`spoken`). Part of the families tuning corpus (`secret_classes_families.py` draws from
`TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

_WORDS = [
    "talo", "pintxo", "cawl", "txakoli", "sobrasada", "ensaimada", "bannock", "crowdie",
    "pierogi", "kvass", "lefse", "rakfisk", "burek", "ajvar", "halloumi", "koulouri",
]  # fmt: skip


def _led(rng: random.Random) -> str:
    """A number, then three or four words joined by one sign."""
    sign = rng.choice(["-", ",", "+", "-"])
    return v.r(rng, v.DIGITS, rng.randint(1, 2)) + sign.join(rng.sample(_WORDS, rng.randint(3, 4)))


def _underscored(rng: random.Random) -> str:
    return rng.choice(_WORDS) + rng.choice(["_", "__"]) + v.r(rng, v.DIGITS, rng.randint(5, 7))


def _camel(rng: random.Random) -> str:
    words = "".join(w.capitalize() for w in rng.sample(_WORDS, rng.randint(4, 5)))
    return words + v.r(rng, v.DIGITS, rng.randint(1, 3))


def _code(rng: random.Random) -> str:
    return v.until(rng, lambda r: v.r(r, v.DIGITS, rng.randint(4, 6)), lambda c: c[:2] != "19")


def _spelled(rng: random.Random) -> str:
    return rng.choice(_WORDS) + rng.choice([" and after it ", " and after that "]) + _code(rng)


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{led}": _led,
    "{underscored}": _underscored,
    "{camel}": _camel,
    "{code}": _code,
    "{spelled}": _spelled,
}

TEMPLATES: dict[str, list[str]] = {
    # A value of a person's passphrase shape after a label, whatever word joins them.
    "labelled_password": [
        "o contrasinal do correo segue sendo {led}",
        "cyfrinair y llwybrydd yw {led}",
        "Kennwort fürs NAS bleibt {underscored} bis Montag",
        "wachwoord vaan de printer: {camel}",
        "hasło do panelu wciąż {underscored}, zmienić po wdrożeniu",
        "parolă router: {led} (nu o schimba)",
        "பாஸ்வேர்டு {camel}",
        "පාස්වර්ඩය {underscored}",
        "admin pw still {camel} since the migration",
        "codi d'accés del banc: {led}",
    ],
    # A door's or an alarm's code: the Romance stems, what to type around it.
    "pin_code": [
        "codi de la porta: {code}",
        "codul portii {code}",
        "alarme : tapez {code} puis OFF",
        "Alarmanlage: tippe {code} dann OK",
        "alarma: marca {code} y luego OFF",
    ],
    # "The word …, and after it …" after an account's name.
    "spelled_password": [
        "Netflix login — the word {spelled}",
        "for grandma's tablet: the word {spelled}",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same words and shapes with no secret in them.
CLEAN = [
    "password policy: 3rd-party-tools must not store it",
    "the password for user_48213 was reset by the helpdesk",
    "build_20240101 failed after the password change",
    "password reset on the PowerEdgeR740 and the MacBookPro16",
    "alarm: enter the hallway then press OFF",
    "alarm: wait 2024 seconds then OFF",
    "the word count and after it 250 more lines",
    "codi de la porta: see the wiki",
    "password still the same as last week, ask Iolo",
]
