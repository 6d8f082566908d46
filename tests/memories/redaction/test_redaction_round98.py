"""Round 98: held-out 298's, 299's, 300's and 301's misses, read after their one blind
measurement: `user:password` with a generator's letters and no digit (`stipe:cSxKJ-…`); a value
summed up after its parts were said (`… and 6949 at the end, so gajeta6949`); a value first,
then "that's what he set for the router" in Croatian (`…, to mi je stavio za ruter`); a box the
keys are left in as a lock (`ključevi su u kutiji, kod …`); German's door code and a small number
before the colon, a keypad's `#` after the code (`Türcode Apartment 2: …#`); a word, "followed
by" and digits, then the machine it opens (`…, followed by 4951 — that's the dairy PC`);
Romansh's `plaid-clav`; Nepali's passport word (`राहदानी`); Tibetan's "secret word" romanised
(`sang-tsig`); a payment gateway's salt (`INTEGRITY_SALT`); Pakistan's NTN and identity card in
Latin letters (`shanakhti card`); Slovenia's company number (`matična številka`); a network's name
after a password's label, its key after the colon (`رمز وای‌فای <ssid>: …`). Kept: a commit's
short hash with no label before it (`Vratili smo na 316ce709b …`).
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 97's rules (checked against them).
CAUGHT = [
    ("ante:pRtWq-zMkLs-BvXnQ", "pRtWq-zMkLs-BvXnQ"),
    ("bura7712xx, to mi je stavio za ruter", "bura7712xx"),
    ("ključevi su u kutiji, kod 6604", "6604"),
    ("Türcode Apartment 4: 7719#", "7719"),
    ("plaid-clav: albula_4471_xx", "albula_4471_xx"),
    ("मेरो राहदानी नम्बर 28460317", "28460317"),
    ("lodge wifi sang-tsig: qhtw7rnpkbzd", "qhtw7rnpkbzd"),
    ('EASYPAISA_INTEGRITY_SALT: "Xk29bQpL7m"', "Xk29bQpL7m"),
    ("NTN of the boatyard: 7731902-4", "7731902-4"),
    ("mera shanakhti card nambar: 42101-1234567-3", "42101-1234567-3"),
    ("matična številka dobavitelja: 5300231000", "5300231000"),
    ("رمز وای‌فای Gwadar-Net-5G: kudt7kptpwzv", "kudt7kptpwzv"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Vratili smo se na 316ce709b jer je zaokruživanje pokvarilo račune.",
    "see README:GettingStarted",
    "ponedjeljak, to je stavio za sutra",
    "we took the tram, followed by 14 — that's the route",
    "so Split2019",
    "the integrity salt is rotated monthly",
    "password reset: see the docs",
    "the tor code is great",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 97 took these only by the value model's guess; the class's rule names them.
NAMED = [
    (
        "maslina with a small first letter and 2231 at the end, so maslina2231",
        "password_assignment",
    ),
    ("the name of our dog, bruno, followed by 3318 — that's the office PC", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
