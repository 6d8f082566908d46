"""Held-out 39-42 (written blind by sessions that read none of the rules, after round 27;
measured blind with round 27's rules and weights at 416, 416, 411 and 408 of 430 secrets, then
spent: their misses were read for round 28 and the value model was retrained with them) keep
what that round reached (docs/benchmarks.md, "Secret scrubbing")."""

from __future__ import annotations

from types import ModuleType

import pytest

from tests.memories.redaction import (
    secret_classes_families_heldout39,
    secret_classes_families_heldout40,
    secret_classes_families_heldout41,
    secret_classes_families_heldout42,
)
from tests.memories.redaction.secret_classes_report import measure

# (corpus, number, secrets scrubbed at least, clean texts)
SPENT = [
    (secret_classes_families_heldout39, 39, 428, 70),
    (secret_classes_families_heldout40, 40, 427, 70),
    (secret_classes_families_heldout41, 41, 429, 70),
    (secret_classes_families_heldout42, 42, 427, 60),
]


@pytest.mark.parametrize(
    ("corpus", "number", "floor", "clean"), SPENT, ids=[f"held-out {row[1]}" for row in SPENT]
)
def test_a_round_28_corpus_keeps_what_the_round_reached(
    corpus: ModuleType, number: int, floor: int, clean: int
) -> None:
    report = measure(corpus, f"families held-out {number} (spent)")
    assert (report.total, report.clean_total) == (430, clean)
    assert not report.false_positives, f"a clean lookalike of held-out {number} was changed"
    assert sum(report.scrubbed.values()) >= floor, f"fewer of held-out {number}'s secrets"
