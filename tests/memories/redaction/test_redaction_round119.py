# ruff: noqa: RUF001, RUF002
"""Round 119: held-out 382's, 383's, 384's and 385's misses and changed clean texts, read after
their one blind measurement: Turkish's "and after it" between a password's word and its number
(`… kelimesi ve ardından 9623`); Turkish's "my PIN" (`pinim 4103`); Kazakh's "secret word" typed
with Russian letters or as a key's name (`КУПИЯ_СОЗ=…`); Mandarin's "is" in pinyin after a
one-time code's name (`yanzhengma shi …`); Spanish's "with a capital at the start" (`Trucha con
mayúscula al inicio y 8200 al final`); mcrypt's key (`mcrypt -k …`); a signing key's password fed
to minisign or signify (`minisign -S … <<< '…'`); a card's code as "the numbers on the back" (`—
los números de atrás son 693`). Kept, the changed clean texts as classes: a file's checksum after
the digest's name, the file's name holding `api` (`sha256 of leche-api-2.4.1.tar.gz: …`); a note
in brackets after a password's flag (`mysql -u ventas -p  (te pedirá la clave)`).
"""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests, named_test

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 118's rules (checked against them).
CAUGHT = [
    ("pinimiz 7719", "7719"),
    ("ҚҰПИЯ_СӨЗ=Zhaiyq7731q", "Zhaiyq7731q"),
    ("Cóndor con mayúscula al inicio y 4471 al final", "4471"),
    ("mcrypt -k tuna.cactus.2027 planilla.xls", "tuna.cactus.2027"),
    ("signify -S -s ~/.signify/lote.sec -m lote.csv <<< 'mate.cocido.2030'", "mate.cocido.2030"),
    ("4111 1111 1111 1111 — the numbers on the back are 737", "737"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "sha256 of billing-api-1.9.0.tar.gz: "
    "5b1d8c2f0a9e7d3c4b6a8f1e2d3c4b5a6f7e8d9c0b1a2f3e4d5c6b7a8f9e0d1c",
    "mariadb -u caja -p  (pide la clave)",
    "the numbers on the back are 23 and 7",
    "pinim kırıldı, yenisini aldım",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 118 took these only partly, or by another rule's guess; the class's rule
# names the whole value.
NAMED = [
    ("şifre seed kelimesi ve ardından 5512", "password_assignment", "seed"),
    ("wode yanzhengma shi 551902", "otp_code", "551902"),
]


test_the_rule_names_it = named_test(NAMED)
