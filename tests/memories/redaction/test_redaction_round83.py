"""Round 83: held-out 242's, 243's, 244's and 245's misses, read after their one blind
measurement: the Amex's front code in more languages (Latvian's `četri cipari`, Faroese's `fýra
tølini`, Hungarian's `négy számjegy`, Meitei's `mari`); Finnish slang's `salis`, the Norwegian
loan with a Finnish ending (`passordin`) and "now it is" in the Nordic languages (`…, nyt se on
…`); Norwegian's, Faroese's and Hungarian's passphrase (`hovedpassfrasen`,
`loyniorðsetningurin`, `mesterjelmondata`); Rusyn's and Ukrainian's `гесло`, `гасло`; Meitei's
loanword in Meetei Mayek and in Bengali letters with Assamese's `ৱ`; Mizo's topic `chu` before a
PIN and its "it is" (`a ni`) closing the clause; "tell no one" in Romanian, Mizo and Finnish.
Kept (244's and 245's changed clean texts): India's postal PIN code named as a place's (`Aizawl's
PIN code is …`, a `pin_code` key beside a city's), an invoice's number after Ukrainian's
`рахунок №`, a ticket's reference under a `ticket` key."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 82's rules (checked against them).
CAUGHT = [
    ("Amex kartes priekšpusē četri cipari: 3318", "3318"),
    ("az Amex elején lévő négy számjegy: 2207", "2207"),
    ("salis on Inari.Kota.2031, älä kerro kellekkää", "Inari.Kota.2031"),
    ("wlanin Poroerotus salis on k7mq2xv9ptr4", "k7mq2xv9ptr4"),
    ("hovedpassfrasen e reinsdyr kuksa torsk lavvu", "reinsdyr kuksa"),
    ("loyniorðsetningurin: grind_skerpikjot_rast_heima", "grind_skerpikjot"),
    ("a jelszókezelő mesterjelmondata: csizma_tulip_harang_kemence_szilva", "csizma_tulip"),
    ("ka ATM PIN chu 5512 a ni, tumah hrilh suh", "5512"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Aizawl's PIN code is 796001, Imphal's 795001 and Silchar's 788001.",
    "Дякую за рахунок №2033/77 від 14.03.",
    "salis is a nice word",
    "Гасло України: слава",
    "the Amex card has four numbers on its front",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 82 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("mie vaihoin passordin, nyt se on Vadso-Skrei-88!", "password_assignment"),
    ("гесло до пошты: Cernivci-2033", "password_assignment"),
    ("ꯄꯥꯁꯋꯥꯔꯗ Loktak-2031!", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)


def test_a_postal_pin_code_beside_a_city_and_a_ticket_reference_are_kept() -> None:
    address = {"city": "Kolasib", "pin_code": "796081"}
    assert scrub_json(address) == address
    assert scrub_json({"ticket": "Hygger-318"}) == {"ticket": "Hygger-318"}
    assert scrub_json({"pin_code": "796081"}) == {"pin_code": "[REDACTED:password_assignment]"}
    assert (
        scrub_secrets("my ATM PIN code is 796001").text
        == "my ATM PIN code is [REDACTED:password_assignment]"
    )
