# ruff: noqa: RUF001  (labels in other scripts are what this file is about)
"""Tuning samples of the classes held-out 7 found raw, in shapes of their own (issue 46, eighth
round): other languages, tools, wordings and values than that corpus's sentences. Part of the
families tuning corpus (`secret_classes_families.py` draws from `TEMPLATES` and `CLEAN`).

Each template holds one `{v}`, the secret; its class's maker (`_MAKERS`) draws the value.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import Sample

TEMPLATES: dict[str, list[str]] = {
    # Password labels typed in a hurry (a letter dropped), inflected or in more languages
    # (Indonesian `sandi`, Swahili `nywila`, `neno la siri`, Albanian `fjalëkalimi`, Hebrew
    # `סיסמא`, Dutch `ww`, Redis's `requirepass`); a qualifier in Belarusian or Swahili; a colon
    # then a table's bar; a run of dots; a question mark before the pointer; `got set to`,
    # Portuguese `ficou`; a long note in brackets.
    "labelled_password": [
        "pasword: {v}", "the passwrd is {v}", "psswd = {v}", "paswd {v}", "sandi wifi: {v}",
        "sandinya {v}", "password-ku {v}", "nywila: {v}", "neno la siri ni {v}",
        "fjalëkalimin tim: {v}", "סיסמא: {v}", "ww: {v}", "requirepass {v}",
        "пароль ад банка: {v}", "nenosiri la benki: {v}", "password: | {v} |",
        "Passwort...... {v}", "pw? => {v}", "the root password got changed to {v}",
        "a senha do roteador ficou {v}", "password (reset by IT yesterday, use it once): {v}",
    ],
    # Spelled out in more languages: "the word" (Indonesian `kata`, Hebrew `המילה`, Greek `λέξη`,
    # Ukrainian `це слово`, Hungarian `… szó`), then "after it" in the label's language.
    "spelled_password": [
        "kata sandi: kata {w} lalu angka {d}", "sandinya kata {w} kemudian {d}",
        "пароль: це слово {w}, потім {d}", "הסיסמא היא המילה {w} ואז {d}",
        "ο κωδικός: λέξη {w}, μετά {d}", "a jelszavam a {w} szó, aztán {d}",
        "hasło to wyraz {w} i na końcu {d}", "the password is the word {w}, then the digits {d}",
    ],
}  # fmt: skip

_WORDS = ["quokka", "saffron", "tundra", "mango", "heron", "cobalt", "fjord", "lychee"]


def _password(rng: random.Random) -> str:
    return (
        rng.choice(_WORDS).title()
        + rng.choice("!#$%&*~^+=")
        + v.r(rng, v.DIGITS, 2)
        + v.r(rng, string.ascii_lowercase, 3)
    )


_MAKERS: dict[str, Callable[[random.Random], str]] = {
    "labelled_password": _password,
}  # fmt: skip


def sample(cls: str, rng: random.Random) -> Sample:
    if cls == "spelled_password":
        word, digits = rng.choice(_WORDS), v.r(rng, v.DIGITS, 3)
        return Sample(cls, rng.choice(TEMPLATES[cls]).format(w=word, d=digits), word)
    value = _MAKERS[cls](rng)
    return Sample(cls, rng.choice(TEMPLATES[cls]).format(v=value), value)


# Lookalikes of this round's classes: prose and data that hold no secret.
CLEAN = [
    "Sandi said hello to everyone at the party",
    "the password got set to expire in 90 days",
    "a senha ficou fraca demais",
    "ww: see you tomorrow at the station",
    "the passwd file is world readable",
    "the pasword reset page is down again",
    "Password..... see the wiki",
    "password: | see below |",
    "requirepass yes",
    "nenosiri la wifi ni refu sana",
    "kata sandi baru akan dikirim lalu 2 hari lagi",
    "the word cactus, then 3 more words",
]
