# ruff: noqa: RUF001  (the Cyrillic of Sakha is the class's own)
"""Round 77: held-out 222's and 224's misses, read after their one blind measurement: Arabic chat's
"of" (`mta3`, `ta3`, `dyal`, `متاع`) between a label and what it is for, before a password, a
PIN, a list of backup codes, a card's code; Arabic's "secret phrase" and "secret word" with their
adjective (`العبارة السرية`, `الكلمة السرية`); the NNI of Chad, Mauritania and Niger; a civil
register's entry number (`رقم قيد العائلة`); a licence's number of an office, a year and a mixed
serial; "token" with a case's ending (`tokene`); Sakha's three digits on the card; a seed word a
decoding error broke. Kept: the same words where no secret follows them."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 76's rules (checked against them).
CAUGHT = [
    ("ya khoya el password mta3 el routeur: qv8r.7hx2m.l0pzk bahi", "qv8r.7hx2m.l0pzk"),
    ("el PIN mta3 el carte mte3i 40917", "40917"),
    ("backup codes ta3 el compte Google: 51736204\n88120375\n30451928", "88120375"),
    ("العبارة السرية متاع الصندوق: ghibli oasis zeriba sahel", "ghibli oasis zeriba sahel"),
    ("NNI mte3i 4471028365 barka", "4471028365"),
    ("رقم القيد المدني: 318/20417", "318/20417"),
    ("money changer licence no. MX-2020-BKQZ7P", "MX-2020-BKQZ7P"),
    ("Visa карта кэннинээҕи үс цифрата 552", "552"),
    (
        "wallet words (the export broke one): like creek gain settle power whale to\ufffdple dizzy"
        " monitor jewel noodle seek",
        "jewel noodle seek",
    ),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "el PIN mta3 el carta ma5demch, nbadlouh ghodwa",
    "العبارة السرية في الرواية كانت مفتاح القصة",
    "NNI port 2 carries VLAN 1234567890 on the trunk",
    "المشروع قيد التنفيذ منذ 2021 وعدد العمال 145000",
    "licence: MIT-2021, see the LICENSE file",
    "tokenize: split 1f395d99d09e3bef0bee2cd0349912ba into words",
    "карта кэннинээҕи үс цифрата суох",
    "Der Text kam kaputt an: f\ufffdr die Gr\ufffd\ufffde und Qualit\ufffdt der Ware danken wir.",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 76 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("الكلمة السرية ديال الويفي: Tz84qwLm", "password_assignment"),
    ("Sakha Diamond shop tokene: 7c0f1e55aa3b9d2e8f6471c0b5d93a1e", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
