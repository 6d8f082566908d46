"""Round 103: held-out 318's, 319's, 320's and 321's misses and changed clean text, read after
their one blind measurement: a pet's name said as the password after a hyphened name's possessive
(`the name of A-ma's dog, …, followed by …`); Swahili's "then" as texted (`alafu`) and "at the
end" (`mwisho`); a value then Swahili's "is the new password" (`… ndio nenosiri jipya`); the card's
back in Gujarati's Latin letters (`card pachhad na tran ank: …`); Japanese's watchword in romaji
(`aikotoba`); Oromo's recovery codes (`koodota deebii`); Korea's business registration number by
its Korean name (`사업자등록번호`), a long qualifier between; Taiwanese Hokkien in Pe̍h-ōe-jī, its
password (`bi̍t-bé`), its "is" (`sī`) and its verification code (`ngē-chèng-bé`); letters whose
case switches at random said before "that's what I set for …"; Ethiopia's Fayda number after its
name. Kept: a Philippine official receipt's number (`OR No. 004517`). And a long line of numbers
in an id's grouping reads in linear time.
"""

from __future__ import annotations

import time

import pytest

from memories.redaction import id_formats, scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 102's rules (checked against them).
CAUGHT = [
    ("the name of Ka-lei's cat, Mochi, followed by 5521", "Mochi"),
    ("pass ni karafuu alafu 6612 mwisho", "karafuu"),
    ("Juma: PWANI#7731 ndio nenosiri jipya la router", "PWANI#7731"),
    ("card pachhad na tran ank: 618", "618"),
    ("the aikotoba is harbor plum kite meadow", "harbor plum kite meadow"),
    ("koodota deebii | 55018273\n90312746", "90312746"),
    ("ngē-chèng-bé sī 604417", "604417"),
    ("Omar: hKzRwQpLmTvXbN is what I set for the modem", "hKzRwQpLmTvXbN"),
    ("사업자등록번호 of the Busan shop that sells our tea: 214-86-18758", "214-86-18758"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Receipt OR No. 004417, 3 blankets, total PHP 8,100.00.",
    "Fayda Bank branch 1234 5678 9012",
    "PostgreSQL, that's what I set for the backend",
    "bit-be si 2024",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 102 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("bi̍t-bé sī Kinmen88Gaoliang!", "password_assignment"),
    ("lakkoofsa Fayda: 5530 1184 2796", "national_id"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)


def test_a_long_line_of_grouped_ids_reads_in_linear_time() -> None:
    """The words before each number in an id's grouping are read from its line's last
    characters only: four times the text takes about four times as long, not sixteen."""
    unit = "Steuernummer 12 345 678 901 "

    def seconds(size: int) -> float:
        text = (unit * (size // len(unit) + 1))[:size]
        started = time.perf_counter()
        list(id_formats.FAMILIES[0].find(text))
        return time.perf_counter() - started

    seconds(4_096)  # (warm)
    small, large = seconds(16_384), seconds(65_536)
    assert large < 10 * small + 0.05
