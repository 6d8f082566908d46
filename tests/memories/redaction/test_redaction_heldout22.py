"""Held-out 22 (written blind, by a session that read none of the rules, while round 23 ran)
keeps what the scrubber found on its blind measurements, score only: 370 of 430 secrets with
the rules of round 16, 383 with those of round 20, 394 with those of round 22 and 395 after
round 23, no clean text touched (docs/benchmarks.md). Its misses have not been read."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout22
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_22_keeps_its_blind_measurement() -> None:
    report = measure(secret_classes_families_heldout22, "families held-out 22 (blind)")
    assert (report.total, report.clean_total) == (430, 60)
    # Only a count: the texts would show what the scrubber missed, and the corpus is unread.
    changed, scrubbed = len(report.false_positives), sum(report.scrubbed.values())
    assert changed == 0, "a clean lookalike of held-out 22 was changed"
    assert scrubbed >= 395, "fewer of held-out 22's secrets are scrubbed"
