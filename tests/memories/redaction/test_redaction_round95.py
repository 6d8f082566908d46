"""Round 95: held-out 286's, 287's, 288's and 289's misses, read after their one blind
measurement: Vannetais Breton's "secret word" with its z left out (`ger-kuh`) and Breton's
`er gir …, ha goudé …` dictation; Romanian's `cuvântul … și apoi …`; Welsh's "is" (`ydy`), "to
the" (`pin i'r larwm? ia, …`), its verification code (`cod dilysu`) and the Amex's four in a
longer note in brackets; Polish's value before "is the new password" (`… to nowe hasło`) and its
Amex front code (`cztery cyfry z przodu Amexa`); a here-string's `$'…\\n…'` answers (a new
password and its confirmation); letters alone said again when they read as a generator's; a
`user:password` whose password starts with a digit; Israel's company number by its Hebrew
initials (`ח.פ.`); Georgian's "tell no one" after a PIN; Balinese's `kata sandine: kruna …
raris angka …`; Indonesian's security code and its "spell" (`eja`) before a read-out key; a
value "is what I set for" a machine. Kept: British postcodes after Welsh, Polish and Romanian
words for them, or in a list; a price in thousands (`250k per night`); a mountain pass's name
under the key `pass`.
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 94's rules (checked against them).
CAUGHT = [
    ("Parola e cuvântul brazda cu literă mică și apoi 5512.", "brazda"),
    ("Sgen ti'r pin i'r giât? ia, 3390", "3390"),
    ("Cod diogelwch yr Amex (y pedwar rhif ar y blaen): 7712", "7712"),
    ("Cod dilysu: 381 904 — paid â'i rannu", "381 904"),
    ("[07:10] Ola: qWtrzUmv5pLkXe to nowe hasło do sklepu", "qWtrzUmv5pLkXe"),
    (
        "pdbedit -a -u ewa -t <<< $'k3v9p-xq2mw-jr7tz-8d4nc\\nk3v9p-xq2mw-jr7tz-8d4nc'",
        "k3v9p-xq2mw-jr7tz-8d4nc",
    ),
    ("omalo:7g2k9w11x*", "7g2k9w11x*"),
    ("cztery cyfry z przodu Amexa: 6621", "6621"),
    ("ח.פ. 514827393", "514827393"),
    ("PIN-kodi: 5519 aravis utxra", "5519"),
    ("kata sandine: kruna segara raris angka 7731, suksma", "segara"),
    ("kode keamanan Amex (4 angka depan): 2290", "2290"),
    (
        "kuncinya gw eja per 3: 7fa  c02  9be  d41  e6a  15c  08b",
        "7fa  c02  9be  d41  e6a  15c  08b",
    ),
    ("Mick: Hq4TzWn8bcyrP is what I set for the shop laptop", "Hq4TzWn8bcyrP"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Kody pocztowe: LL55 4UR, LL57 2DG.",
    "Cod post y swyddfa ydy LL55 4UR.",
    "Room 3: 2 beds, 300k per night.",
    "grep -c x <<< $'line one\\nline two'",
    "shatili:20240101",
    "v2.3.1-beta is what we set for the release",
    "Teja: 014  c71  f4b  cdd  2eb  435",
    "the kiosk password is in the safe, again the kiosk",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 94 took these only by the value model's guess (or in part); the class's
# rule names them.
NAMED = [
    ("er ger-kuh e Menez29Bras!, trugéré", "password_assignment"),
    ("er ger-kuh e er gir morlenn, ha goudé 4417", "password_assignment"),
    ("y cyfrinair ydy «Moelwyn77Q»", "password_assignment"),
    ("Enw defnyddiwr ydi gwen, a'r gair cudd ydi Draig77Mynydd", "password_assignment"),
    ("password for the kiosk is QmTrWzXpLkNvBc, again QmTrWzXpLkNvBc", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)


def test_a_mountain_pass_under_the_key_pass_is_kept() -> None:
    trip = {"trip": "T-0613", "vehicle": "UAZ-452", "pass": "Gotthard"}
    assert scrub_json(trip) == trip
    assert scrub_json({"user": "ewa", "pass": "Gotthard77"})["pass"] != "Gotthard77"
