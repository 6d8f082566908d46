# ruff: noqa: RUF001, RUF002  (the samples are in Cyrillic and Devanagari letters)
"""Round 130: held-out 426's, 427's, 428's and 429's misses and changed clean texts, read after
their one blind measurement: a password spelled out in Ukrainian (`з великої літери і … в кінці`);
seven characters read out one at a time after words that say so and a colon (`по буквам: S U L Y
3 2 0`); Chile's RUT by the name its identity card prints (`RUN …`); Hindi's "this (very) is the
password" after a value (`… — यही दुकान का पासवर्ड है`); a lock's code after a small number and an
arrow (`safe in villa 5 → 3578`); letters at random with a sign among them, then "that's what I set
for …"; a login pair's password of both cases with five consonants running (`… are yamila and
TEliHPLZTKZHY`); a CSV's comma after a setting's name (`smtp_password,…`); a password manager's
phrase in Spanish (`la frase de KeePass es …`). Kept, the changed clean texts as classes: where a
secret is kept, said in its place in JSON (`{"пароль": "в менеджере паролей"}`); a state word
under a secret's key (`{"mfa": "enabled"}`).
"""

from __future__ import annotations

from typing import Any

import pytest

from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 129's rules (checked against them).
CAUGHT = [
    ("пароль: слово Irtyshbaqsy з великої літери і 2208 в кінці", "Irtyshbaqsy"),
    ("слово Dniprovka з великої літери і 3310 в кінці", "Dniprovka"),
    ("по буквам: K A R A 4 1 7", "K A R A 4 1 7"),
    ("әріптеп: B I R 5 0 3 9", "B I R 5 0 3 9"),
    ("RUN 5.973.253-6 de la paciente", "5.973.253-6"),
    ("QpLx77mz! — यही गोदाम का पासवर्ड है", "QpLx77mz!"),
    ("safe in villa 4 → 2291", "2291"),
    ("vQeRtYuHnBgT#Zx — that's what I set for the router", "vQeRtYuHnBgT#Zx"),
    ("creds for the cold room PLC are marisol and TRnoPLKZVWQX", "TRnoPLKZVWQX"),
    ("mail_password,GGkwRT5pqLnZz", "GGkwRT5pqLnZz"),
    ("la frase de Bitwarden es olmo zorzal pircas molino", "olmo zorzal pircas molino"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "letter by letter: S M I T H J R",
    "run 5.973.253-6 times",
    "la frase de Bitwarden es muy larga",
    "creds for the team are alice and Harrison",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)

# Metadata that must be kept: where a secret is kept, said in its place; a state under its key.
KEPT_METADATA: list[dict[str, Any]] = [
    {"пароль": "в менеджере паролей", "ответственный": "Даулет"},
    {"password": "in the team vault", "owner": "Marisol"},
    {"contraseña": "en el gestor de contraseñas"},
    {"mfa": "enabled", "password_changed_at": "2031-03-02T10:14:00Z"},
    {"totp": "disabled"},
]


@pytest.mark.parametrize("metadata", KEPT_METADATA)
def test_the_lookalike_metadata_is_kept(metadata: dict[str, Any]) -> None:
    assert scrub_json(metadata) == metadata


def test_a_secret_beside_a_place_word_is_still_scrubbed() -> None:
    out = scrub_json({"password": "in vault9", "pin": "4471 in the safe"})
    assert "vault9" not in str(out), out
    assert "4471" not in str(out), out
