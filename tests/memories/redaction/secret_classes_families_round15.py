"""Tuning samples of round 15 (issue 46), fixer C: a value of password shape that closes a short
line whatever language its words are in (`closing_value`), a password said in words of any
language (`spoken`), code words and key boxes of more languages (`pins`), a qualifier joined by a
dash before the label's colon (`assign`), "secret word" in more languages (`label_words`). Part
of the families tuning corpus (`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

_SYMBOLS = "!@#$%&*+?~"
_WORDS = [
    "Tuatara", "Kakapo", "Feijoa", "Jacana", "Quokka", "Pawpaw", "Dugong", "Kumquat",
    "Saola", "Numbat", "Rambai", "Zorilla", "Salak", "Tarsier", "Bilimbi", "Margay",
]  # fmt: skip
_SMALL = ["reef", "kauri", "tundra", "mesa", "fjord", "delta", "sorrel", "cove", "ember"]
_NAMES = ["Tevita", "Aroha", "Sione", "Malia", "Ikaika", "Leilani", "Tamati", "Nalesoni"]
_PLAIN = ["quince", "sorrel", "juniper", "saffron", "walnut", "heron", "lupin", "cobalt"]


def _random(rng: random.Random) -> str:
    """Both cases, digits and a symbol, in random order: `q7R$kLm2Tz`."""
    pieces = [
        v.r(rng, "abcdefghjkmnpqrstuvwxyz", 4),
        v.r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ", 3),
        v.r(rng, v.DIGITS, 3),
        rng.choice(_SYMBOLS),
    ]
    chars = list("".join(pieces))
    rng.shuffle(chars)
    if chars[0] in _SYMBOLS:  # (a sign first reads as a tag: `#release7`)
        chars.append(chars.pop(0))
    return "".join(chars)


def _joined(rng: random.Random) -> str:
    return "-".join(rng.sample(_WORDS, rng.choice([2, 3]))) + str(rng.randint(1, 9999))


def _camel(rng: random.Random) -> str:
    a, b, c = rng.sample(_WORDS, 3)
    return f"Our{a}Saw{rng.randint(2, 99)}{b}s{c}"


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{rnd}": _random,
    "{jw}": _joined,
    "{camel}": _camel,
    "{nys}": lambda rng: rng.choice(_NAMES) + str(rng.randint(1960, 2015)) + rng.choice("!#%"),
    "{sj}": lambda rng: "-".join(rng.sample(_SMALL, 2)) + "-" + str(rng.randint(100, 999)),
    "{spelled}": lambda rng: (
        rng.choice(_PLAIN)
        + " "
        + rng.choice(["ke", "pea", "mo"])
        + " "
        + str(rng.randint(10, 9999))
    ),
    "{spelled_words}": lambda rng: " ".join(rng.sample(_PLAIN, 4)),
    "{pin}": lambda rng: v.r(rng, v.DIGITS, rng.choice([4, 5, 6])),
}

TEMPLATES: dict[str, list[str]] = {
    # A line of a few words in a language no label list has, ending with a value of password
    # shape; a chat word, an emoji or an aside may follow it.
    "labelled_password": [
        "o le upu e ulufale ai i le imeli o {rnd}",
        "baatu jàll bi ci sama kompyuter mooy {rnd}",
        "liafuan-pase ba ha'u-nia Gmail mak {rnd}",
        "ny tenimiafina an'ny Netflix: {rnd} 🙂",
        "kupu uru mō te pēke: {rnd} thx",
        "ang pin sa router ay {rnd} (bago)",
        "the hotel safe I set last night — {rnd}",
        "Schule-Laptop, Anmeldung: {nys}",
        "a chave do cofre ficou {jw}",
        "nuova per il portale — {camel}",
        "Nextcloud, konto Elin | {rnd}",
    ],
    # The wireless network's key after its name, joined small words and a number.
    "wifi_key": [
        "wifi in the bach: Spark-7F2A — {sj}",
        "WLAN bei Oma: FRITZ!Box 6660 / {sj}",
        "réseau Livebox-31C9, clé {sj}",
    ],
    # A password said in words, whatever words join its word to its number.
    "spelled_password": [
        "lozinka je {spelled}",
        "wachtwoord is {spelled}",
        "ang password ko ay {spelled}",
        "passord: {spelled}",
    ],
    # A code word of more languages, a key box by its name.
    "pin_code": [
        "kodiċi tal-garaxx: {pin}",
        "kodigo ng gate — {pin}",
        "the key box at the farm stay is {pin}",
        "Schlüsselsafe am Ferienhaus: {pin}",
    ],
    # A qualifier joined by a dash between the label and its colon.
    "passphrase": [
        "passphrase tal-laptop: {spelled_words}",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: a name, an identifier, a version or a rule at a line's end.
CLEAN: list[str] = [
    "password expiry is set in GPO Default-Domain-Policy2",
    "from openai import AsyncOpenAI, DefaultAsyncHttpx2Client",
    "__ Cyan4973_",
    "we all upgraded to iPhone15 last year",
    "migrated the login to Flask-Login-Helper2",
    "the password is valid for 30",
    "password must contain at least 12",
    "see the ticket about Base64Encoder",
    "build failed on node-gyp@9.4.0",
    "ping me at kalani@example.org",
    "error kodiċi: 404",
    "the key box is empty, ask at reception",
]
