"""Round 133: held-out 438's, 439's, 440's and 441's misses and changed clean texts, read after
their one blind measurement: Russian's code in the genitive after whose (`склада кода я 5593`);
Quechua's "it is" glued on a value by a dash before a password's word (`…-mi contraseña`), its
topic on the Spanish word for a code, a text message's code after a sender's name (`Marleni:
codigoqa 209127-mi`); a code and what it is for right after it (`código 497382 para entrar al
banco`); seven characters read out one at a time right after a password's label and a colon
(`ang password: S a b a 8 7 1`). Kept, the changed clean texts as classes: a parcel's number as
the post prints it after a word for its tracking (`BR778120334PE`); an order's number after
Japanese's, Chinese's or Korean's word for it (`注文番号 JP-2031-00418、…`).
"""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 132's rules (checked against them).
CAUGHT = [
    ("гаража кода я 7731", "7731"),
    ("Tq8#mallku-mi contraseña, Rosa nin", "Tq8#mallku"),
    ("Rosa: codigoqa 551902-mi", "551902"),
    ("punkupa codigon 4471-mi", "4471"),
    ("código 618204 para entrar a la oficina", "618204"),
    ("code 88213 to get in, the side door", "88213"),
    ("contraseña: Q u i p u 4 7", "Q u i p u 4 7"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "tracking da remessa de cabos: BR551230987PE",
    "rastreio da encomenda: PX123456789BR",
    "Tracking for the parcel: RR123456785CN",
    "注文番号 KR-2032-00915、明日発送します",
    "the code 12345 to enter the contest",
    "password: a b c 1 2 3",
    "Coda 2031 bars in the score",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
