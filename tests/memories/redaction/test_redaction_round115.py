"""Round 115: held-out 366's, 367's, 368's and 369's misses and changed clean texts, read after
their one blind measurement: Mandarin's "is" in pinyin after its label (`mima shi …`); Aymara's
"secret word" without its `t`, its topic glued on (`jamasa arupax …`, `jamasa aru machaqa …`);
Argentina's CUIL by its name, Quechua's possessive and topic glued on (`CUILniyqa …`); Arabic
chat's "I have" between a code's word and its digits (`el code 3ande …`). Kept, the changed clean
texts as classes: a device's serial number after its name (`SN HW2033G0417`); an SSH key's
fingerprint, its digest's scheme before it (`host key: SHA256:…`), which no login's pair reads as
a user and a password.
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 114's rules (checked against them).
CAUGHT = [
    ("router mima shi qf7k2m9xw3", "qf7k2m9xw3"),
    ("Grenville office wifi mima shi tb4n8r2kz7", "tb4n8r2kz7"),
    ("CUILniyqa 20123456786", "20123456786"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Serial number of the pump: SN KX2291B0533, warranty to 2036.",
    "Host key fingerprint: SHA256:9hT3kQ2nVb7LmX0pR4sYe8dF1gJ5wK6zA2cN3oP7uBq",
    "CUILniyqa 20123456787",
    "el code 3andi 12",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 114 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("wifi-n jamasa arupax Tacna_Ilo_2231 ukawa", "password_assignment"),
    ("jamasa aru machaqa Candarave_Toquepala_778 ukhamawa", "password_assignment"),
    ("el code 3andi 482913", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
