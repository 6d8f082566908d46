# ruff: noqa: RUF001, RUF002  (the Chinese sample's full-width colon is the point)
"""Round 60: held-out 169's misses and changed clean texts, read after its one blind measurement:
a word spelled out letter by letter after itself, then a number (`topoz, that is T O P O Z, and
then 2077`); Tajik's card back (`се рақами пушти корт`), identity card (`shinosnoma`) and "at
least" (`kamash 14 ta`); a Chinese household register (`户口簿`); a Russian pass into a border
zone (`пропуск … №:`); a postcode in Persian and Kyrgyz (`کد پستی`, `почтанын индекси`), kept."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 59's rules (checked against them).
CAUGHT = [
    ("for the gate: lazurit, that is L A Z U R I T, and then 4417", "lazurit"),
    ("wifi: kestrel, K-E-S-T-R-E-L, followed by 88", "kestrel"),
    ("се рақами пушти корт: 952", "952"),
    ("户口本编号：KS402219873", "KS402219873"),
    ("пропуск на объект №: 14/302771", "14/302771"),
]

# Lookalikes that must be kept (the first changed by round 59's rules; the next two are in the
# shapes of the clean texts it changed in held-out 169).
KEPT = [
    "کد پستی دوشنبه 734025 است.",
    "paroli korporativi boyad kamash 12 ta boshad.",
    "почтанын индекси 720040, Бишкек.",
    "Parol kamida 12 ta belgidan iborat bo'lsin.",
    "My name is Anna, A N N A.",
    "Room B, that is B as in Bravo, and then floor 3",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)

# (text, kind): round 59 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("rakami shinosnomai Farhod 502318844", "national_id"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
