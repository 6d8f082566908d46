"""Round 99: held-out 302's, 303's, 304's and 305's misses, read after their one blind
measurement: Sri Lanka's NIC (`NIC eka 802311877V`, new module `lk_nic.py`); `ID` alone with
"tell no one" after the number (`ID yangu ni …, usimwambie mtu`); "is", a few words and a colon
before the value (`nenosiri ni maneno manne: …`); a qualifier of five words and a comma's clause
before the colon (`passphrase du disque de la compta, dis pas à qqn: …`); a chat's password
question closed by Arabic's question mark (`وش الباسوورد؟`); a word in capitals, a sign and digits
closing a line after a colon (`CALAO?5272`); the word for "word" in Lingala and Punu, perhaps its
"is", then the word and a number (`liloba ezali …, sima 857`); French texting's `c` before a
long token after the label's name (`la clé API Mayumba Mail c …`); Tamil's "three digits on the
back of the card" (`இலக்கங்கள்`, `அட்டை`); a padlock's name in Polish's genitive as a metadata key
(`kod_klodki`).
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 98's rules (checked against them).
CAUGHT = [
    ("my ID is 30517782, don't tell anyone", "30517782"),
    ("nywila ni maneno matano: mvule kasa ngalawa pwani dau", "mvule kasa ngalawa pwani dau"),
    ("the vault password is three words: heron quarry lantern", "heron quarry lantern"),
    (
        "passphrase du coffre de la boutique, garde ça pour toi: manioc okoumé rivière soleil",
        "manioc okoumé rivière soleil",
    ),
    ("خالد: شو الباسوورد؟\nليلى: 7kq2m-wfxtb-hzrnp", "7kq2m-wfxtb-hzrnp"),
    ("خالد: كلمة السر؟\nليلى: tq7mw-hxzpa-rnvkd", "tq7mw-hxzpa-rnvkd"),
    ("liloba ezali ndeke, sima 4402", "ndeke"),
    ("diloungou di mbumba, ku nima 7730", "mbumba"),
    ("அட்டையின் பின்னால் உள்ள நான்கு இலக்கங்கள்: 5521", "5521"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "my ID is 30517782, the clerk said to bring it",
    "order ID 30517782, don't tell anyone it shipped late",
    "the password is not valid: check it",
    "password is required: yes",
    'Secret scrubbing reads more classes: "became" and more',
    "Standard: ISO+9001",
    "ticket: ORDER#5520",
    "the word is out, and 2024.",
    "le lien du projet c https-docs-example-2024-v2 ok",
    "NIC eka aluth ekak ganna ona",
    "மூன்று இலக்கங்கள் போதும்",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 98 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("NIC eka 912405533V", "national_id"),
    ("clé du routeur du bureau: MANGUE?8814", "password_assignment"),
    ("la clé API Lagune Cloud c lgc-8f3a91d27bb04e6c9a15f0d2e4c7b6a1-fr", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)


def test_a_padlock_named_in_the_genitive_keeps_no_code() -> None:
    assert scrub_json({"garaz": {"kod_klodki": "83917"}}) == {
        "garaz": {"kod_klodki": "[REDACTED:password_assignment]"}
    }
