# ruff: noqa: RUF001, RUF002  (Cyrillic letters of the Kazakh label)
"""Round 134: held-out 442's, 443's, 444's and 445's misses and changed clean texts, read after
their one blind measurement: Kazakh's "this is the new … password" after a value, what it opens
starting with a digit and the word's Kazakh ending (`… — бұл жаңа 1С паролі`); Uzbek's "was my
password" (`… parolim edi`); the Caribbean creoles' "is the new password" alone (`… a di new
password`); Chinese's "is the … password" with Latin letters in what it opens (`… 就是工地WiFi的密码`);
Spanish's "are" before what a password is made of (`la contraseña son cuatro palabras: …`); a
login's word, a handle and a password joined by "and" (`login femke.devries and G3r4#18 for …`);
the Turkic "one by one" before groups read out (`bir bir: glpa - t-Us - …`). Kept, the changed
clean texts as classes: base64 said so on its line, no password's word there, whose decoding is
three words or more (`base64 of the route banner: …`); a valve's nominal size and pressure class
(`DN150 PN16`).
"""

from __future__ import annotations

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 133's rules (checked against them).
CAUGHT = [
    ("Mq7#vL2pz — бұл 1С паролі", "Mq7#vL2pz"),
    ("Tosh#8812 parolim edi, eslab qol", "Tosh#8812"),
    ("Harbour7731! a di new password", "Harbour7731!"),
    ("bodega7781 就是仓库WiFi的密码", "bodega7781"),
    ("la contraseña son cinco palabras: tujure pacu yomomo beni ceibo", "tujure pacu"),
    ("login ana.villca and Qoriwasi44 for the Odoo", "Qoriwasi44"),
    ("bir bir: glpa - t-Xq - kdtz - wjRm - PLok - ssaq - Gz", "glpa"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "base64 of the timetable note: YnVzIDQ0IGxlYXZlcyBUYXJheiBhdCBub29u",
    "vana DN200 PN25 geldi, fatura yarın",
    "las contraseñas son importantes",
    "I have a di password",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


def test_the_encoding_of_a_password_said_so_still_goes() -> None:
    text = "base64 of the password: aHVudGVyMiBpcyBteSBwYXNzd29yZA=="
    assert "aHVudGVy" not in scrub_secrets(text).text
