"""Held-out 39-122 (written blind by sessions that read none of the rules, four after each of
rounds 27 to 32 and 34 to 48; each measured once blind, then spent: read for the next round) keep
what the rounds reached (docs/benchmarks.md, "Secret scrubbing"). Held-out 39-42 were measured
blind with round 27's rules and weights at 416, 416, 411 and 408 of 430 secrets, read for round
28 and trained on; held-out 43-46 with round 28's at 423, 414, 411 and 409, read for round 29;
held-out 47-50 with round 29's at 414, 422, 418 and 415, read for round 30; held-out 51-54 with
round 30's at 412, 418, 414 and 418, read for round 31; held-out 55-58 with round 31's at 423,
404, 415 and 408, read for round 32; held-out 59-62 with round 32's at 413, 418, 410 and 419, read
for round 33; held-out 63-66 with round 34's (its weights retrained with 43-62) at 413, 424, 421
and 414, read for round 35; held-out 67-70 with round 35's at 417, 425, 423 and 423, read for
round 36; held-out 71-74 with round 37's classes (read from 63-70's last misses) at 423, 425,
422 and 427 (round 36's rules alone: 423, 425, 422, 426), read for round 37 too; held-out 75-78
with round 37's at 420, 405, 421 and 423, read for round 38; held-out 79-82 with round 38's at
420, 426, 429 and 416, read for round 39; held-out 83-86 with round 40's classes (read from
71-82's last misses) at 421, 422, 418 and 427 (round 39's rules alone: the same), read for round
40 too; held-out 87-90 with round 40's at 422, 415, 421 and 421, read for round 41; held-out
91-94 with round 42's classes (read from 87-90's last misses) at 423, 408, 423 and 416 (round 41's
rules alone: 423, 408, 423 and 415), read for round 42 too; held-out 95-98 with round 43's
first classes (read from 91-94's last misses) at 416, 418, 417 and 416 (round 42's rules alone:
the same), read for round 43 too; held-out 99-102 with round 44's first classes (read from
92-98's last misses) at 411, 412, 418 and 422 (round 43's rules alone: the same), read for round
44 too; held-out 103-106 with round 44's at 418, 413, 426 and 417, read for round 45; held-out
107-110 with round 45's at 416, 423, 423 and 422, read for round 46; held-out 111-114 with round
46's at 418, 423, 423 and 426, read for round 47; held-out 115-118 with round 47's at 421, 415,
418 and 405, read for round 48; held-out 119-122 with round 48's at 416, 419, 421 and 415, read
for round 49 (the value model was trained on none of 63-122)."""

from __future__ import annotations

from types import ModuleType

import pytest

from tests.memories.redaction import (
    secret_classes_families_heldout39,
    secret_classes_families_heldout40,
    secret_classes_families_heldout41,
    secret_classes_families_heldout42,
    secret_classes_families_heldout43,
    secret_classes_families_heldout44,
    secret_classes_families_heldout45,
    secret_classes_families_heldout46,
    secret_classes_families_heldout47,
    secret_classes_families_heldout48,
    secret_classes_families_heldout49,
    secret_classes_families_heldout50,
    secret_classes_families_heldout51,
    secret_classes_families_heldout52,
    secret_classes_families_heldout53,
    secret_classes_families_heldout54,
    secret_classes_families_heldout55,
    secret_classes_families_heldout56,
    secret_classes_families_heldout57,
    secret_classes_families_heldout58,
    secret_classes_families_heldout59,
    secret_classes_families_heldout60,
    secret_classes_families_heldout61,
    secret_classes_families_heldout62,
    secret_classes_families_heldout63,
    secret_classes_families_heldout64,
    secret_classes_families_heldout65,
    secret_classes_families_heldout66,
    secret_classes_families_heldout67,
    secret_classes_families_heldout68,
    secret_classes_families_heldout69,
    secret_classes_families_heldout70,
    secret_classes_families_heldout71,
    secret_classes_families_heldout72,
    secret_classes_families_heldout73,
    secret_classes_families_heldout74,
    secret_classes_families_heldout75,
    secret_classes_families_heldout76,
    secret_classes_families_heldout77,
    secret_classes_families_heldout78,
    secret_classes_families_heldout79,
    secret_classes_families_heldout80,
    secret_classes_families_heldout81,
    secret_classes_families_heldout82,
    secret_classes_families_heldout83,
    secret_classes_families_heldout84,
    secret_classes_families_heldout85,
    secret_classes_families_heldout86,
    secret_classes_families_heldout87,
    secret_classes_families_heldout88,
    secret_classes_families_heldout89,
    secret_classes_families_heldout90,
    secret_classes_families_heldout91,
    secret_classes_families_heldout92,
    secret_classes_families_heldout93,
    secret_classes_families_heldout94,
    secret_classes_families_heldout95,
    secret_classes_families_heldout96,
    secret_classes_families_heldout97,
    secret_classes_families_heldout98,
    secret_classes_families_heldout99,
    secret_classes_families_heldout100,
    secret_classes_families_heldout101,
    secret_classes_families_heldout102,
    secret_classes_families_heldout103,
    secret_classes_families_heldout104,
    secret_classes_families_heldout105,
    secret_classes_families_heldout106,
    secret_classes_families_heldout107,
    secret_classes_families_heldout108,
    secret_classes_families_heldout109,
    secret_classes_families_heldout110,
    secret_classes_families_heldout111,
    secret_classes_families_heldout112,
    secret_classes_families_heldout113,
    secret_classes_families_heldout114,
    secret_classes_families_heldout115,
    secret_classes_families_heldout116,
    secret_classes_families_heldout117,
    secret_classes_families_heldout118,
    secret_classes_families_heldout119,
    secret_classes_families_heldout120,
    secret_classes_families_heldout121,
    secret_classes_families_heldout122,
    secret_classes_families_heldout123,
    secret_classes_families_heldout124,
    secret_classes_families_heldout125,
    secret_classes_families_heldout126,
    secret_classes_families_heldout127,
    secret_classes_families_heldout128,
    secret_classes_families_heldout129,
    secret_classes_families_heldout130,
    secret_classes_families_heldout131,
    secret_classes_families_heldout132,
    secret_classes_families_heldout133,
    secret_classes_families_heldout134,
)
from tests.memories.redaction.secret_classes_report import measure

# (corpus, number, secrets scrubbed at least, clean texts)
SPENT = [
    (secret_classes_families_heldout39, 39, 428, 70),
    (secret_classes_families_heldout40, 40, 427, 70),
    (secret_classes_families_heldout41, 41, 429, 70),
    (secret_classes_families_heldout42, 42, 426, 60),
    (secret_classes_families_heldout43, 43, 429, 70),
    (secret_classes_families_heldout44, 44, 429, 70),
    (secret_classes_families_heldout45, 45, 428, 70),
    (secret_classes_families_heldout46, 46, 429, 70),
    (secret_classes_families_heldout47, 47, 430, 70),
    (secret_classes_families_heldout48, 48, 427, 70),
    (secret_classes_families_heldout49, 49, 430, 70),
    (secret_classes_families_heldout50, 50, 427, 70),
    (secret_classes_families_heldout51, 51, 428, 70),
    (secret_classes_families_heldout52, 52, 430, 70),
    (secret_classes_families_heldout53, 53, 428, 70),
    (secret_classes_families_heldout54, 54, 429, 70),
    (secret_classes_families_heldout55, 55, 430, 70),
    (secret_classes_families_heldout56, 56, 430, 70),
    (secret_classes_families_heldout57, 57, 430, 70),
    (secret_classes_families_heldout58, 58, 430, 70),
    (secret_classes_families_heldout59, 59, 429, 70),
    (secret_classes_families_heldout60, 60, 428, 70),
    (secret_classes_families_heldout61, 61, 429, 70),
    (secret_classes_families_heldout62, 62, 427, 70),
    (secret_classes_families_heldout63, 63, 428, 70),
    (secret_classes_families_heldout64, 64, 429, 70),
    (secret_classes_families_heldout65, 65, 427, 70),
    (secret_classes_families_heldout66, 66, 428, 70),
    (secret_classes_families_heldout67, 67, 428, 70),
    (secret_classes_families_heldout68, 68, 429, 70),
    (secret_classes_families_heldout69, 69, 429, 70),
    (secret_classes_families_heldout70, 70, 429, 70),
    (secret_classes_families_heldout71, 71, 430, 70),
    (secret_classes_families_heldout72, 72, 430, 70),
    (secret_classes_families_heldout73, 73, 427, 70),
    (secret_classes_families_heldout74, 74, 430, 70),
    (secret_classes_families_heldout75, 75, 430, 70),
    (secret_classes_families_heldout76, 76, 430, 70),
    (secret_classes_families_heldout77, 77, 430, 70),
    (secret_classes_families_heldout78, 78, 430, 70),
    (secret_classes_families_heldout79, 79, 430, 70),
    (secret_classes_families_heldout80, 80, 430, 70),
    (secret_classes_families_heldout81, 81, 430, 70),
    (secret_classes_families_heldout82, 82, 427, 70),
    (secret_classes_families_heldout83, 83, 428, 70),
    (secret_classes_families_heldout84, 84, 429, 70),
    (secret_classes_families_heldout85, 85, 428, 70),
    (secret_classes_families_heldout86, 86, 430, 70),
    (secret_classes_families_heldout87, 87, 428, 70),
    (secret_classes_families_heldout88, 88, 429, 70),
    (secret_classes_families_heldout89, 89, 428, 70),
    (secret_classes_families_heldout90, 90, 428, 70),
    (secret_classes_families_heldout91, 91, 430, 70),
    (secret_classes_families_heldout92, 92, 429, 70),
    (secret_classes_families_heldout93, 93, 430, 70),
    (secret_classes_families_heldout94, 94, 430, 70),
    (secret_classes_families_heldout95, 95, 429, 70),
    (secret_classes_families_heldout96, 96, 430, 70),
    (secret_classes_families_heldout97, 97, 429, 70),
    (secret_classes_families_heldout98, 98, 428, 70),
    (secret_classes_families_heldout99, 99, 428, 70),
    (secret_classes_families_heldout100, 100, 427, 70),
    (secret_classes_families_heldout101, 101, 430, 70),
    (secret_classes_families_heldout102, 102, 430, 70),
    (secret_classes_families_heldout103, 103, 427, 70),
    (secret_classes_families_heldout104, 104, 430, 70),
    (secret_classes_families_heldout105, 105, 430, 70),
    (secret_classes_families_heldout106, 106, 427, 70),
    (secret_classes_families_heldout107, 107, 428, 70),
    (secret_classes_families_heldout108, 108, 430, 70),
    (secret_classes_families_heldout109, 109, 429, 70),
    (secret_classes_families_heldout110, 110, 429, 70),
    (secret_classes_families_heldout111, 111, 426, 70),
    (secret_classes_families_heldout112, 112, 430, 70),
    (secret_classes_families_heldout113, 113, 427, 70),
    (secret_classes_families_heldout114, 114, 430, 70),
    (secret_classes_families_heldout115, 115, 427, 70),
    (secret_classes_families_heldout116, 116, 427, 70),
    (secret_classes_families_heldout117, 117, 428, 70),
    (secret_classes_families_heldout118, 118, 423, 70),
    (secret_classes_families_heldout119, 119, 425, 70),
    (secret_classes_families_heldout120, 120, 425, 70),
    (secret_classes_families_heldout121, 121, 429, 70),
    (secret_classes_families_heldout122, 122, 425, 70),
    (secret_classes_families_heldout123, 123, 428, 70),
    (secret_classes_families_heldout124, 124, 428, 70),
    (secret_classes_families_heldout125, 125, 428, 70),
    (secret_classes_families_heldout126, 126, 429, 70),
    (secret_classes_families_heldout127, 127, 426, 70),
    (secret_classes_families_heldout128, 128, 428, 70),
    (secret_classes_families_heldout129, 129, 425, 70),
    (secret_classes_families_heldout130, 130, 423, 70),
    (secret_classes_families_heldout131, 131, 423, 70),
    (secret_classes_families_heldout132, 132, 426, 70),
    (secret_classes_families_heldout133, 133, 425, 70),
    (secret_classes_families_heldout134, 134, 423, 70),
]


@pytest.mark.parametrize(
    ("corpus", "number", "floor", "clean"), SPENT, ids=[f"held-out {row[1]}" for row in SPENT]
)
def test_a_spent_corpus_keeps_what_its_round_reached(
    corpus: ModuleType, number: int, floor: int, clean: int
) -> None:
    report = measure(corpus, f"families held-out {number} (spent)")
    assert (report.total, report.clean_total) == (430, clean)
    assert not report.false_positives, f"a clean lookalike of held-out {number} was changed"
    assert sum(report.scrubbed.values()) >= floor, f"fewer of held-out {number}'s secrets"
