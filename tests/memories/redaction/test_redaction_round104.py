# ruff: noqa: RUF001  (words of other languages are what this file is about)
"""Round 104: held-out 322's, 323's, 324's and 325's misses and changed clean text, read after
their one blind measurement: Xhosa's password word with its prefix (`iphaswedi`), "the word that
says" (`ligama elithi`) and "after that" (`emva koko`); Spanish's password word with Quechua's
possessive and topic glued on (`contraseñanqa`); Norwegian's "write …, then …" (`skriv …, så …`);
Japanese's passphrase in romaji (`pasufureezu wa …`), its passcode with a macron (`pasukōdo`), a
code closed by a particle and a clause (`… dayo, hayaku`), "… is the new password" in romaji
(`… wa atarashii pasuwaado`) and two-step authentication's key (`2段階認証の…キー`); a code named
by what it opens after it (`die kode is … vir die hek`, `… for the gate`); the Nordic and German
key box (`nøkkelboksen`, `Schlüsselkasten`) and code lock (`kodelås`); a card's code after the
last four named in Spanish (`terminada en 7454: …`); the ASCII arrow back to a
label (`… <- clave del correo`); Swahili's password loanword after "is" (`… ndio pasiwedi`);
Spanish's and Norwegian's "that's what I put on the router" (`…, eso le puse al router`, `… — det
er det eg sette på ruteren`); a word said to the reader, a strong token, a sentence after it
(`apuntá: …. Es la del banco`); a chat's answer in letters whose case switches at random; the
ESP boards' uploader (`espota.py -a …`); Norway's VAT number (`NO … MVA`); Nordic words for "with
spaces" before a spaced token. Kept: a promotion's code said by what it takes off (`… for ten
percent off`) and Malagasy's password policy (`tsy maintsy manana litera …`).
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 103's rules (checked against them).
CAUGHT = [
    ("iphaswedi ligama elithi ntaba, emva koko 4471", "ntaba"),
    ("contraseñanqa wayta simi, chaymanta 582", "wayta"),
    ("skriv multe, så 9043", "multe"),
    ("pasufureezu wa kelp harbor mist lantern gull", "kelp harbor mist lantern gull"),
    ("pasukōdo wa 73914 ne", "73914"),
    ("the code is 40917 for the boathouse.", "40917"),
    ("die kode is 88213 vir die stoor", "88213"),
    ("nøkkelboksen ved naust 3, kode 6620", "6620"),
    ('{"stabbur": {"kodelås": "7315"}}', "7315"),
    ("CVV de la tarjeta terminada en 3381: 527", "527"),
    ("2段階認証のセキュリティキー：QWMR TZHB KXPL VNSD", "QWMR TZHB KXPL VNSD"),
    ("Ana 09:10: marea_roja_77 <- clave del wifi de la bodega", "marea_roja_77"),
    ("Qm7vRz2kT%wp wa atarashii pasuwaado desu", "Qm7vRz2kT%wp"),
    ("zawadi2011*, ndio pasiwedi ya duka", "zawadi2011*"),
    ("hRtkWqPzMvLxN4, eso le puse al módem de la finca", "hRtkWqPzMvLxN4"),
    ("skarv7741 — det er det eg sette på ruteren", "skarv7741"),
    ("anotá: QRmuvbz841!kt. Es la de la tarjeta, che", "QRmuvbz841!kt"),
    ("espota.py -i 192.168.4.1 -a kelp_forest_12 -f firmware.bin", "kelp_forest_12"),
    ("MVA-nummer til Bryggeriet på fakturaen: NO 923 609 016 MVA", "NO 923 609 016"),
    (
        "(med mellomrom) r  t  k  _  q  W  m  Z  p  L  x  V  c  N  b  T  y  H  s  D  f",
        "W  m  Z  p  L  x",
    ),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Use the code CARMENERE10 for ten percent off at the cellar door.",
    "Ny tenimiafina dia tsy maintsy manana litera valo farafahakeliny.",
    "the code is 2024 for example",
    "Skriv rapporten, så 2 timer",
    "MVA-nummer: NO 923 609 017 MVA",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 103 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("[08:15] lerato: phasewete?\n[08:16] palesa: qXMnzTbwRkEyuP", "password_assignment"),
    ("kakunin koodo wa 552071 dayo, isoide", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
