# ruff: noqa: RUF001, RUF002  (the samples are in Tajik's Cyrillic letters and a creole's apostrophe)
"""Round 129: held-out 422's, 423's, 424's and 425's misses and changed clean texts, read after
their one blind measurement: Tajik's "is the password" after a value (`… парол аст`); Tajik's code
of a door, a gate, a lock or a safe (`рамзи дари анбор: …`); a safe's code after the number of the
room it stands in (`the safe in room 214: 40821`); a password's recipe by its first words, "the
name of our …", then a name and a number after "followed by"; the Caribbean creoles' "that's the
password" with its `'s` (`… — dat’s di password fi di PC`); an encrypted backup's repository
password said as words after its label (`restic repo password …`); Aymara's "hidden word"
(`imt'at aru`). Kept, the changed clean text as a class: a base64 run whose decoding is written
beside it. A security's public number (an ISIN, a CUSIP or CINS, a SEDOL) is still kept by design.
"""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 128's rules (checked against them).
CAUGHT = [
    ("Dushanbe2031! парол аст, ба касе нагӯ", "Dushanbe2031!"),
    ("рамзи дари гараж: 40917", "40917"),
    ("рамзи дарвоза анбор: 6614", "6614"),
    ("the safe in room 317: 90412", "90412"),
    ("the safe in office 1204 is 7730", "7730"),
    ("the name of our horse, Buraqtai41, followed by 2021", "Buraqtai41, followed by 2021"),
    ("reef.grouper.2041 — dat’s di password fi di office PC", "reef.grouper.2041"),
    ("borg repo password lantern oyster quinoa meadow", "lantern oyster quinoa meadow"),
    ("imt'at aru: qhantati ukat 417", "qhantati ukat 417"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "the base64 of the banner is aG9sYSBtdW5kbyAy (it reads hola mundo 2).",
    "the safe in room 214: 10:30 for the audit",
    "the name of our street, Elm, followed by 12 more houses",
    "restic repo password rotation happens every month",
    "ISIN KYG8761L1096 of the fund's class A shares",
    "Ин парол аст, ки мо дар бораи он гап задем",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
