"""Held-out 21 (written blind, by a session that read none of the rules, while round 21 ended)
keeps what the scrubber found on its blind measurements, score only: 364 of 430 secrets with
the rules of round 16, 373 with those of round 20, 378 after round 21, 381 after round 22
and 383 after round 23, no clean text touched (docs/benchmarks.md). Its misses have not been read."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout21
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_21_keeps_its_blind_measurement() -> None:
    report = measure(secret_classes_families_heldout21, "families held-out 21 (blind)")
    assert (report.total, report.clean_total) == (430, 60)
    # Only a count: the texts would show what the scrubber missed, and the corpus is unread.
    changed, scrubbed = len(report.false_positives), sum(report.scrubbed.values())
    assert changed == 0, "a clean lookalike of held-out 21 was changed"
    assert scrubbed >= 383, "fewer of held-out 21's secrets are scrubbed"
