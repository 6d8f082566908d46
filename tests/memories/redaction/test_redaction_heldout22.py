"""Held-out 22 (written blind, by a session that read none of the rules, while round 23 ran)
keeps what the scrubber found on its blind measurements: 370 of 430 secrets with the rules of
round 16, 383 with those of round 20, 394 with those of round 22, 395 after round 23 and 397
after round 24, no clean text touched (docs/benchmarks.md). It was then spent: its misses are
read for round 25."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout22
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_22_keeps_its_last_blind_measurement() -> None:
    report = measure(secret_classes_families_heldout22, "families held-out 22 (spent)")
    assert (report.total, report.clean_total) == (430, 60)
    assert not report.false_positives, "a clean lookalike of held-out 22 was changed"
    assert sum(report.scrubbed.values()) >= 397, "fewer of held-out 22's secrets are scrubbed"
