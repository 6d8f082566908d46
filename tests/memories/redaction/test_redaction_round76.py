"""Round 76: held-out 223's and 225's misses, read after their one blind measurement: a card's
code after Tagalog's and Tok Pisin's "of the card" (`CVV ng card ko ay …`, `CVV blo kat …`); a
company's id after where it is printed (`UBN of the roastery on the invoice: …`). Kept: an id
whose check digit fails there, the invoice's own number after its word."""

from __future__ import annotations

from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 75's rules (checked against them).
CAUGHT = [
    ("yung CVV ng card ni Ate ay 318", "318"),
    ("CVV blo kat bilong mi 906", "906"),
    ("Taiwan UBN of the Hsinchu tea shop on the invoice: 04595257", "04595257"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "Taiwan UBN of the Hsinchu tea shop on the invoice: 04595258",
    "UBN of the shop, invoice number: 04595257",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)
