"""Round 100: held-out 306's, 307's, 308's and 309's misses, read after their one blind
measurement: Persian's "its password" in Latin letters (`ramzesh … hast`); Iran's national code
by its check digit (`code melli`, new module `ir_melli.py`); the card-back digits in Arabic's
Latin letters (`el arqam el thalatha wara el batga …`) and Ukrainian (`три цифри на звороті`); a
name's possessive before the card (`… of Vovó's card are …`); a card's code after its last four,
named so (`CVV for the card ending 8197 is …`, `cartão final 3151 é …`); Polish's `szyfr` for a
padlock's code; Ukrainian's "that's what I set on the router" after a value and "secret word"
(`таємне слово`); Bermudian's `ees` before a padlock's code and before "da new password"; a word
and then "the year" as a spelled password; a value then "word and numbers together" in
Portuguese; Portuguese's recovery codes (`códigos de recuperação`). Kept: Persian's tracking
and order codes (`کد پیگیری سفارش: …`) and a shop's telephone number after "contact" in Persian
digits (`شماره تماس فروشگاه: ۰۷۶-…`).
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 99's rules (checked against them).
CAUGHT = [
    ("ramzesh Kx7mQp2Lw! hast, yadet bashe", "Kx7mQp2Lw!"),
    ("code melli-e Reza 0499370899 e", "0499370899"),
    ("el arqam el thalatha wara el batga 412", "412"),
    ("три цифри на звороті: 583", "583"),
    ("the three digits on the back of Grandma's card are 662", "662"),
    ("Kim: CVV for the card ending 4412 is 913", "913"),
    ("o CVV do cartão final 9921 é 318", "318"),
    ("таємне слово | smereka potik polonyna vatra", "smereka potik polonyna vatra"),
    ("Bermudiana-K7% ees da new password fa da dock", "Bermudiana-K7%"),
    ("the password is the word tamarind and then the year, all lower case", "tamarind"),
    ("garoupa2231, palavra e números juntos", "garoupa2231"),
    ("códigos de recuperação | 71820394\n55201938\n90183746", "55201938"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "کد پیگیری سفارش: 1402-7731",
    "شماره تماس فروشگاه: ۰۷۶-۳۵۴۴۱۹۰۲",
    "the year is the word and then the year",
    "szyfr Cezara przesuwa o 3 litery",
    "the card ending 4412 is expired",
    "lote 2024, ano e números juntos",
    "code melli-e Reza 0499370898 e",
    "el arqam wara el bab kathira",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 99 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("kod melli: 1288055315", "national_id"),
    ("szyfr do kłódki w garażu: 4471", "password_assignment"),
    ("Taras: kozak55xPetro, то я поставив на ноутбук", "password_assignment"),
    ("da gate padlock ees 5820", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
