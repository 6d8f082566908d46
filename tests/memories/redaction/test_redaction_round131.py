"""Round 131: held-out 430's, 431's, 432's and 433's misses and changed clean texts, read after
their one blind measurement: a system's own account and a password of letters whose case
switches at random, alone on their line (`root:SAuMUraOwnFZedy`); a word and a number set for a machine named after
a word of where or whose (`I set chifa9755 for the hostel router`); the Caribbean creoles' "is"
(`a`) before a lock's code that reads as a year; a field that holds a password's label, then a
value of three classes in the next field (`di password a` | `FerryBowline72! vale`); German's
"that is the password" after a value and an arrow (`… → das ist das Passwort für den
Hofrechner`). Kept, the changed clean text as a class: a product's code after "the product code
is" (`El código del producto es MNG-KENT-4KG-C9, no lo cambies`), printed on its label.
"""

from __future__ import annotations

from memories.redaction import scrub_joined
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 130's rules (checked against them).
CAUGHT = [
    ("admin:QwErTyUiOpAsDfGh", "QwErTyUiOpAsDfGh"),
    ("I set sechura4412 for the office router", "sechura4412"),
    ("de gate code fuh de yard a 1984", "1984"),
    ("tebot.gaiman.2031 → das ist das Passwort für den Laden", "tebot.gaiman.2031"),
    ("puerto.madryn.88 -> dies ist das Passwort", "puerto.madryn.88"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "El código del producto es AGR-MANGO-5KG-B2, no lo cambies en la etiqueta.",
    "The product code is TMB-KENT-4KG-C9, do not change it on the label.",
    "image:NginxAlpineLatest",
    "we bought node1234 for the office router",
    "the code for a 2024 model",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


def test_a_password_label_in_the_field_before_names_a_three_class_value() -> None:
    first, second = scrub_joined(["di password a", "SaltPond77! vale"])
    assert first.text == "di password a"
    assert "SaltPond77" not in second.text, second.text
