"""Round 126: held-out 410's, 411's, 412's and 413's misses and changed clean texts, read after
their one blind measurement: Quechua's spelling of "password", a vowel between `pas` and `word`
and its topic glued on (`pasawordqa … kashan`); a value glued to its colon, then what it is
(`Sachavaca75%: the password Dale uses for everything`); a card's code in the field after its
name (`CVV` | `867`); a vault's or a safe's phrase in Spanish and Portuguese (`la frase de la
bóveda es …`, `frase do cofre: …`). Kept, the changed clean text as a class: a number in a US
social security number's groups after a word for a telephone (`The co-op's landline 082-57-1394
is down`).
"""

from __future__ import annotations

from memories.redaction import scrub_joined, scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 125's rules (checked against them).
CAUGHT = [
    ("pasawordqa chaska.2029 kashan", "chaska.2029"),
    ("pasawordqa ayahuasca simi, chaymanta 4471", "ayahuasca simi, chaymanta 4471"),
    ("Ribereño88&: the password Rosa uses for the lodge", "Ribereño88&"),
    ("la frase de la bóveda es quebracho tusca chañar vinal", "quebracho tusca chañar vinal"),
    ("a frase do cofre é jatobá ipê cumaru angico", "jatobá ipê cumaru angico"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "The depot's landline 082-57-1394 is down until Thursday.",
    "call me at 219-45-7730 after six",
    "INC0012345: the password for the vpn expired",
    "10:30: my password expired again",
    "la frase de la bóveda es muy linda",
    "the pasaword form is broken",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


def test_a_card_code_in_the_field_after_its_name_is_scrubbed() -> None:
    """`CVV` in one field and its digits in the next (a form's label and value) read as one."""
    label, code = scrub_joined(["CVV", "867"])
    assert (label.text, code.text) == ("CVV", "[REDACTED:card_code]")
    label, code = scrub_joined(["CVV:", "4415"])
    assert code.text == "[REDACTED:card_code]"


def test_an_ssn_is_still_one_after_its_own_label() -> None:
    """A word for a telephone later on the line says nothing of a number under its own label."""
    assert scrub_secrets("my SSN is 082-57-1394, call me later").text == (
        "my SSN is [REDACTED:national_id], call me later"
    )
