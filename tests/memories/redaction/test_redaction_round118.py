"""Round 118: held-out 378's, 379's, 380's and 381's misses and changed clean texts, read after
their one blind measurement: Kazakh's "code" in Latin letters, what it opens before it in the
genitive (`Aqsai qaqpasynyñ kody …`); Ukraine's taxpayer number by the name people give it (`ІПН
…`); Russian's "that's what I set on …" after a value (`…, вот что я поставила на роутер`); a
value closing its clause before a few words after a comma (`… a soursop.cassava.2020, hol' it
tight`); Quechua's "key number" and "hidden saying" (`kichana yupay: …`, `pakasqa rimay: …`); the
Levant's chat, "of" and "it is" (`el code tabaa el alarm huwe …`), and a name called after the
code (`… ya Fadi`); a connection string's password in the field after its user's. Kept, the
changed clean texts as classes: a postcode with its letter after a place's name of several words
(`El código postal de Tafí del Valle es T4137`); a version after a word, never a password said in
parts (`pin: pandas a 2.2.3`); a network card's hardware address; a book's ISBN in its groups.
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_joined, scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 117's rules (checked against them).
CAUGHT = [
    ("Oral qoimasynyñ kody 58213", "58213"),
    ("Zhaiyq2031, вот что я поставил на ноутбук", "Zhaiyq2031"),
    ("new password fi di booking portal a guava.mango.2024, hol' it tight", "guava.mango.2024"),
    ("kichana yupay: 6630", "6630"),
    ("pakasqa rimayniyqa: ichu qocha puna urqu wayra", "ichu qocha puna urqu wayra"),
    ("el code tabaa el boat huwe 7714 ya Rami", "7714"),
    ("el code tabaa el safe 90412 ya Rami", "90412"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "El código postal de Villa de Merlo es D5881",
    "pin: numpy a 1.26.4 hasta el próximo release",
    "MAC del router: A4-5E-60-C2-11-0F",
    "ISBN del libro de cocina: 978-0-306-40615-7",
    "Baursaq, вот что я поставила на стол",
    "Keenetic, вот что я поставила на полку",
    "el code tabaa el error huwe 404 ya Rami",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


def test_a_connection_strings_password_in_the_next_field_is_scrubbed() -> None:
    first, second = scrub_joined(["REDIS_URL=redis://cache:", "Wq7-Lmz3pt@redis.lan:6379/0"])
    assert "Wq7-Lmz3pt" not in second.text, second.text
    assert "redis.lan" in second.text
    assert first.text == "REDIS_URL=redis://cache:"


# (text, kind): round 117 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("ІПН бухгалтера: 1759013776", "national_id"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
