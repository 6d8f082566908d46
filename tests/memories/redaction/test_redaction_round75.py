# ruff: noqa: RUF001  (the Arabic script's full stop closes a sample)
"""Round 75: held-out 218's, 219's, 220's and 221's misses, read after their one blind
measurement: a card's code after Māori's and Tahitian's "three numbers behind the card"
(`te toru nūmera i muri i te kāta`), Hindi's (`पीछे के तीन अंक`), Tsotsil's and Tseltal's (`oxib
número ta spat tarjeta ja'`); a Ladakhi dictation closed by a particle and an aside; a tool's
key command (`BUPSTASH_KEY_COMMAND="echo …"`); OpenStack Swift's `-K`; a network's key of
digits alone after a password's label (Tibetan's `པ་སི་ཝོཌ་`, Urdu's); India's EPIC number;
characters dictated with a stop between; Lithuanian's `mano pinas`, `PIN kodas`; impacket's
`rdp_check.py` target; a phrase's word and what it opens (`la frase del respaldo es …`). Kept:
India's postal "PIN code" in its own scripts, a Lithuanian card's last digits in a clause of its
own, Tagalog's `Pinas`, the Swift compiler."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 74's rules (checked against them).
CAUGHT = [
    ("li oxib número ta spat tarjeta ja' 352", "352"),
    ("Nono-le, password ni chuli dang 7730 in, ek saath", "chuli"),
    ('BUPSTASH_KEY_COMMAND="echo stok_gompa_2011" bupstash list', "stok_gompa_2011"),
    (
        "swift -A https://objects.leh.lan/auth/v1.0 -U dairy:norbu -K mulbekh.chuli.771 stat",
        "mulbekh.chuli.771",
    ),
    ("Shey-Guest wifi པ་སི་ཝོཌ་ 6620193847 ཡིན།", "6620193847"),
    ("mano slaptažodis raidėmis: d. a. i. n. a. 7. 3. 0. 2", "d. a. i. n. a. 7"),
    ("mano pinas 70412", "70412"),
    ("rdp_check.py 'kakaw.lan/amalia:cacao_tila_4471@10.2.0.8'", "cacao_tila_4471"),
    ("la frase del respaldo es jaguar cenote tamal ceiba copal pue", "cenote tamal"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "पिन कोड 194104 है, कारगिल का।",
    "کارگل کا پن کوڈ 194103 ہے۔",
    "Mano kortelė, kurios pabaiga 7712, nebegalioja.",
    "Miss Pinas 2024",
    "swift build -K x",
    "la frase del respaldo es muy larga y no la recuerdo bien",
    "the epic number of pages was 1200",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 74 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("te toru nūmera i muri i te kāta: 617", "card_code"),
    ("पीछे के तीन अंक: 804", "card_code"),
    ("وائی فائی Alchi Homestay کا پاس ورڈ 7301928465 ہے", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)


def test_an_epic_number_goes_from_metadata_under_its_key() -> None:
    scrubbed = scrub_json({"voter": {"epic_number": "LDK4471902"}})
    assert scrubbed == {"voter": {"epic_number": "[REDACTED:national_id]"}}
