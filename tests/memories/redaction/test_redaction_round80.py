# ruff: noqa: RUF001  (Cyrillic letters are the classes' own)
"""Round 80: held-out 230's, 232's and 233's misses and changed clean texts, read after their one
blind measurement: a door's or a lock's code after the Turkic possessive (Kyrgyz `эшиктин коду`,
Uzbek `eshik kodi`, `эшик коди`); a password of a word and a number in brackets after its label,
closing the clause (`noutbuki paroli (TIANSHAN9900)`); Tajik's `рамзи` ("the password of", with
the izofat); 1C's configuration repository's password flag (`/ConfigurationRepositoryP`); YAML's
`- name:` above `value:` (a Kubernetes container's environment), read as `NAME=value`; a password
said as a word and a number, then written whole after an arrow (`… ukongeraho 9392 → …`). Kept
(233's changed clean text): a card's last four digits, said as such (`картамдын акыркы төрт саны
0932`), are its number's end, not the code on its back. Left: a stock brand's registration and a
fishing boat's licence (public registers, as plates are)."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 79's rules (checked against them).
CAUGHT = [
    ("складдын эшигинин коду 58213", "58213"),
    ("garaj eshigi kodi 6142", "6142"),
    ("эшик коди 3371 — ҳеч кимга айтма", "3371"),
    ("password ni inka ukongeraho 5521 → inka5521", "inka5521"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "the last four digits of my Visa card are 4417",
    "the last four digits of the card, 2241, match the receipt",
    "Элкарт картасынын акыркы төрт саны 7719.",
    "по коду 7043",
    "stored password (HMACSHA256).",
    "the wifi password (WPA2) is on the fridge",
    '  - name: REQUEST_ID\n    value: "19f73c0d-1119-46cd-935b-20511bbf00d0"',
    "  - name: LOG_LEVEL\n    value: debug",
    "Рамзи нав ба почтаи шумо фиристода шуд.",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 79 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("kompyuter paroli (KARAKUL4471)", "password_assignment"),
    ("the old router password (OSHBAZAR2031)", "password_assignment"),
    ("рамзи почта: zarafshon88", "password_assignment"),
    (
        "1cestart.exe /S srv\\buh /ConfigurationRepositoryN kassir "
        "/ConfigurationRepositoryP Yurta.Kochkor7",
        "password_assignment",
    ),
    (
        "1cv8.exe DESIGNER /F C:\\base /ConfigurationRepositoryN ivan "
        "/ConfigurationRepositoryP xq7RtL2mWv9 /ConfigurationRepositoryUpdateCfg",
        "password_assignment",
    ),
    (
        '      - name: KASSA_LOYALTY_KEY\n        value: "7c9e6679-7425-40de-944b-e07fc1f90ae7"',
        "password_assignment",
    ),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
