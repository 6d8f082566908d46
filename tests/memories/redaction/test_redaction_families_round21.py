"""Secret families, round 21 (issue 46): a code named by the word for "code" of any language,
inflected or compounded, then its digits (`code_stems`); a keypad's code said as what it takes; a
card's security code by the words for "three digits" and "card" in any order, or after `CVV` and
an "is" of any language (`numbers`); a password said as a word and then "the number"
(`said_numbers`); the word "password" as creoles and pidgins spell it, an Arabic "secret
number", and a label with any invisible format character inside (`labels`, `view`). Their
lookalikes stay. Its tuning samples are `secret_classes_families_round21.py`.
"""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, the secret that must go): in shapes other than the held-out corpora's and the tuning
# samples'.
CLASSES = [
    # The word for "code", inflected or compounded, in languages of its own.
    ("Kodu ya mlango wa nyuma: 40917", "40917"),
    ("garāžas kods: 662190", "662190"),
    ("Torkoden zur Garage: 81734", "81734"),
    ("код от подъезда — 2741", "2741"),
    ("kód k bráně je 90811", "90811"),
    # A keypad's code said as what it takes.
    ("the keysafe opens with 3390 then the latch", "3390"),
    # A card's security code by its description, or after `CVV` and an "is".
    ("dígitos tres atrás de la tarjeta: 831", "831"),
    ("drei Ziffern hinten auf der Karte: 4471", "4471"),
    ("CVC yw 552", "552"),
    # A word, then "the number".
    ("wachtwoord: marmot en dan het nummer 4418", "marmot"),
    ("the router one is tamarind and then the digits 0921", "tamarind"),
    # The word "password" as creoles and pidgins spell it; an Arabic "secret number".
    ("pasowɔd: Kumasi!2291", "Kumasi!2291"),
    ("paswood fi di bank: Zx81mopq77", "Zx81mopq77"),
    ("الرمز السري: qW7=dd99Lk", "qW7=dd99Lk"),
    # A label with an invisible format character inside.
    ("pass\u200eword: Jk2mmQ81xz", "Jk2mmQ81xz"),
    ("pa\u2061ss\u2062word = Hh71pPo0qa", "Hh71pPo0qa"),
]

# Lookalikes that stay as written.
KEPT = [
    "Postleitzahl: 10115",
    "kode pos: 40115",
    "exit code 137 after the OOM kill",
    "HTTP status code is 503",
    "the code is 4471",
    "code review: 1200 comments",
    "Fehlercode: 5043",
    "country code: 354",
    "the three numbers on the back of the card are raised",
    "we took the tram and then the number 14",
    "the keypad beeps 3 times when the battery is low",
    "the password must be at least 12 characters",
    "pass\u2060word policy: 90 days",
]


test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CLASSES, KEPT)
