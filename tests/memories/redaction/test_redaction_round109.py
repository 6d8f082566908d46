"""Round 109: held-out 342's, 343's, 344's and 345's misses and changed clean texts, read after
their one blind measurement: a wifi key of twelve small letters drawn at random after the
network's name and a password's word (`wifi SandyGround-Bar, wachtwoord …`); Papiamento's secret
phrase and its "is" (`e frase sekreto di e vault ta …`); Arabic chat's `el pass`, the article
making it the noun (`el pass 7ag el laptop …`); Finglish's verification code and code's word
(`code-e taeed …`, `ramze gavsandogh … e`); a password in three or four groups of five joined by
dashes, one group drawn as no name is (five consonants, or letters and digits switching at each
character); and two changed clean texts kept: a parcel's number after Ukrainian's "parcel" and its
carrier (`Посилка Нова пошта № …`), and Hindi's "tell no one" after a password's word (`password
kisi ko mat batana bhai`). Still kept, guards of the new rules: a name with digits in groups, a
long word after a wifi's password word, a mountain pass, Spanish chat's `ta` before prose.
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 108's rules (checked against them).
CAUGHT = [
    ("wifi Harbour-Cafe, wachtwoord oqbtrkzaveju", "oqbtrkzaveju"),
    ("e frase sekreto di e vault ta flamingo salina cactus lantern", "salina"),
    ("el pass 7ag el tablet QwHmRtZkLpXnBvCd, la t3teeh 7ad", "QwHmRtZkLpXnBvCd"),
    ("ramze anbar 5530 e", "5530"),
    ("Salma sent qhnkx-4wpar-zmtvb yesterday", "qhnkx-4wpar-zmtvb"),
    ("Tariq sent ubqex-9trza-kxmwv-oyale", "kxmwv"),
]

# Lookalikes that must be kept: the same words where they hold no secret (the first two were
# changed by round 108's rules).
KEPT = [
    "password kisi ko mat batana bhai.",
    "Посилка Нова пошта № 20450 7781 3349 прийде завтра.",
    "k8s01-node2-pool3 is draining",
    "wifi Sandy-Bar, wachtwoord workstations",
    "el pass de montaña Aconcagua",
    "la clave ta buena pero no funciona hoy",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 108 took these by another rule's kind; the class's rule names them.
NAMED = [
    ("code-e taeid 407193 e", "otp_code"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
