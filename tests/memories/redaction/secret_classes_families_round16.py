"""Tuning samples of round 16 (issue 46), fixer C: "secret word" and the password's loanword in
more languages and scripts (`label_words`), four words joined with a number as a passphrase
(`shaped`, `closing_value`), "the word … then 42" without a label and in more languages
(`spoken`), a lock's combination by its shape, door codes of the Celtic languages and Low German
(`labels`), card codes and one-time codes in more words (`numbers`, `codes`), a network's key on
the line below its name, a few words between a label and its colon (`assign`). Part of the
families tuning corpus (`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

_BIRDS = ["godwit", "dunlin", "shrike", "bittern", "plover", "redstart", "wryneck", "siskin"]
_TOOLS = ["oboe", "zither", "sitar", "bassoon", "lute", "marimba", "ocarina", "tabla"]
_NAMES = ["Lerato", "Thabo", "Eilidh", "Morwenna", "Hinrich", "Gwenael", "Ashenafi", "Dilan"]


def _named(rng: random.Random) -> str:
    """A name, a year, a symbol: `Lerato.1974!`."""
    return (
        rng.choice(_NAMES) + rng.choice(".-_") + str(rng.randint(1950, 2012)) + rng.choice("!#?%")
    )


def _dotted(rng: random.Random) -> str:
    """Four or five words joined by one sign, a number on the last: `godwit.oboe.siskin.lute42`."""
    parts = rng.sample(_BIRDS, 2) + rng.sample(_TOOLS, rng.choice([2, 3]))
    rng.shuffle(parts)
    return rng.choice(".-_").join(parts) + str(rng.randint(10, 999))


def _camel(rng: random.Random) -> str:
    return rng.choice(_BIRDS) + rng.choice(_TOOLS).capitalize() + str(rng.randint(1000, 9999))


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "{named}": _named,
    "{dotted}": _dotted,
    "{camel}": _camel,
    "{n3}": lambda rng: str(rng.randint(100, 999)),
    "{pin}": lambda rng: v.r(rng, v.DIGITS, rng.choice([4, 5, 6])),
    "{otp}": lambda rng: v.r(rng, v.DIGITS, 6),
    "{combo}": lambda rng: "-".join(f"{rng.randint(0, 39):02}" for _ in range(3)),
    "{bird}": lambda rng: rng.choice(_BIRDS),
    "{words}": lambda rng: " ".join(rng.sample(_BIRDS + _TOOLS, 5)),
}

TEMPLATES: dict[str, list[str]] = {
    # "Secret word" and the loanword in more languages and scripts; a possessive inside the
    # label, the word's other forms.
    "labelled_password": [
        "lentswe la sephiri la banka ke {named}",
        "Lefoko la gago la sephiri: {named}",
        "وشەی نهێنی بۆ wifi: {named}",
        "پاس ورڈ نئين: {named}",
        "ڪمپيوٽر جو پاسورڊ {named}",
        "የይለፍ ቃሌ {named} ነው",
        "መሕለፊ ቃልካ {named}",
        "peyva veşartî ya e-nameyê: {named}",
        "kennwoort vun de Kass: {named}",
        "pled-clav dal computer: {named}",
        "Passwoort för't Netflix-Konto — {named}",
    ],
    # Four words or more joined with a number: a passphrase wherever it stands.
    "passphrase": [
        "(pw {dotted})",
        "the passphrase for the encrypted tarball of the 2019 tax papers is {dotted}",
        "ger-tremen ar bank: {dotted}",
        "Wachtwoord {dotted} graag niet delen",
        "facal-faire an t-seann laptop: {words}",
        "passphrase of the old NAS volume: {words}",
    ],
    # "The word …, then a number": without a label, and in more languages.
    "spelled_password": [
        "for the alarm app: the word {bird} followed by 58",
        "router login is easy, the word {bird} and then 2024.",
        "dat Woort {bird} un denn 77, dat is dat Passwoort",
        "am facal {bird} agus an uair sin 316",
    ],
    # A lock's combination by its shape; a door's code in the Celtic languages and Low German.
    "pin_code": [
        "gym locker, combination {combo}",
        "Kombination vom Fahrradschloss: {combo}",
        "cod y drws ffrynt: {pin}",
        "kod an nor a-dreñv {pin}",
        "cód an dorais: {pin}",
        "Döörkood {pin}",
    ],
    # The card's code and a one-time code in more words.
    "card_code": [
        "cod diogelwch y cerdyn: {n3}",
        "Sekerheitscode achter op de Kaart {n3}",
        "cód slándála ar chúl an chárta: {n3}",
    ],
    "otp_code": [
        "Dein Anmeldecode für O2 lautet {otp}",
        "Your verification code for 1Password is {otp}",
    ],
    # A network's key on the line below its name, or after its name and a dash.
    "wifi_key": [
        "SSID: Gaststube-5G\nkey: {camel}",
        "hotspot Moto G84\nkey = {camel}",
        "wifi at the bothy: BT-Hub6-2F8A — {dotted}",
    ],
}


def sample(cls: str, rng: random.Random) -> Sample:
    return v.slotted(cls, TEMPLATES[cls], _MAKERS, rng)


# Lookalikes: the same words with a name, a reference, a date or a count after them.
CLEAN: list[str] = [
    "the word count is 500",
    "the word godwit followed by a question mark",
    "combination therapy since 2019-04-12",
    "the winning combination 12 of 49",
    "Döörcode ännert sik nich",
    "import com.example.billing.v2 from the shared lib",
    "see docs.python.org.uk.mirror3 for the copy",
    "hotspot: Pixel 8\nkey points: battery, range",
    "Ihr Bestätigungscode ist abgelaufen",
    "pled-clav: vegl",
    "the password policy for contractors: at least twelve characters and a symbol",
    "vakantie.foto.strand.zee2019 is the folder name",
]
