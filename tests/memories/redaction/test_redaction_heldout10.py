"""Held-out 10 (written blind; spent: its misses were read for the twelfth and thirteenth rounds)
keeps what the scrubber finds after them: all 430 secrets (378 on its one blind measurement), no
clean text touched (docs/benchmarks.md)."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout10
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_10_keeps_what_the_thirteenth_round_reached() -> None:
    report = measure(secret_classes_families_heldout10, "families held-out 10 (spent)")
    assert (report.total, report.clean_total) == (430, 60)
    assert not report.false_positives, "a clean lookalike of held-out 10 was changed"
    # Spent: its misses were read for rounds 12 and 13 (`secret_classes_families_round12.py`, …).
    assert sum(report.scrubbed.values()) >= 430, "fewer of held-out 10's secrets are scrubbed"
