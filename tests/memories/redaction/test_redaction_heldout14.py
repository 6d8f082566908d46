"""Held-out 14 (written blind, by a session that read none of the rules, while round 15 ran)
keeps what the scrubber found on its blind measurements, score only: 368 of 430 secrets with the
rules of round 14, 395 after round 15 and 398 after round 16, no clean text touched
(docs/benchmarks.md). Its misses have not been read."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout14
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_14_keeps_its_blind_measurement() -> None:
    report = measure(secret_classes_families_heldout14, "families held-out 14 (blind)")
    assert (report.total, report.clean_total) == (430, 60)
    # Only a count: the texts would show what the scrubber missed, and the corpus is unread.
    changed, scrubbed = len(report.false_positives), sum(report.scrubbed.values())
    assert changed == 0, "a clean lookalike of held-out 14 was changed"
    assert scrubbed >= 398, "fewer of held-out 14's secrets are scrubbed"
