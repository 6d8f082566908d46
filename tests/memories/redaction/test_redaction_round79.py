# ruff: noqa: RUF001  (Greek capitals are the classes' own)
"""Round 79: held-out 231's misses and changed clean texts, read after its one blind measurement:
Italian's "key of access" (`la chiave d'accesso del … è …`); a card's code after Greeklish's
"the 3 numbers behind" (`ta 3 noumera piso`); Greece's ΑΦΜ in Latin letters (`AFM`, by its check
digit); Greek's "recovery codes" (`κωδικοί ανάκτησης`). Kept (231's three changed clean texts): a
Greek sentence that says where the password is (`… είναι στο συρτάρι …`: Greek's articles and
prepositions are prose), an activity's class code after `κωδικός ΚΑΔ` (and NACE's, ATECO's), a
ticket's or an order's reference in dashed groups after its word (`Bilet no …`)."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 78's rules (checked against them).
CAUGHT = [
    ('la chiave d\'accesso del router in cantina è "volta.mandraki.71"', "volta.mandraki.71"),
    ("AFM: 094259216, DOY Chanion", "094259216"),
    ("κωδικοί ανάκτησης | 40718255\n91836402\n27750319", "91836402"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Η Ελένη ζήτησε τον κωδικό του wifi· είναι στο ντουλάπι της κουζίνας.",
    "Ο κωδικός ΚΑΔ του καταστήματος είναι 56.10 (εστιατόρια).",
    "the code NACE of the company is 10.51",
    "Bilet no RHO-MRM-2031-0917, bir yetişkin.",
    "AFM: 094259217, DOY Chanion",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 78 took these only by the value model's guess; the class's rule names them.
NAMED = [("h karta mou, ta 3 noumera piso: 871", "card_code")]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
