"""Held-out 17 (written blind, by a session that read none of the rules, while round 17 ran)
keeps what the scrubber found on its blind measurements, score only: 365 of 430 secrets with
the rules of round 16, 388 after round 17, 393 after round 18 and 400 after round 19, no clean
text touched (docs/benchmarks.md). Its misses have not been read."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout17
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_17_keeps_its_blind_measurement() -> None:
    report = measure(secret_classes_families_heldout17, "families held-out 17 (spent)")
    assert (report.total, report.clean_total) == (430, 60)
    # Only a count: the texts would show what the scrubber missed, and the corpus is unread.
    changed, scrubbed = len(report.false_positives), sum(report.scrubbed.values())
    assert changed == 0, "a clean lookalike of held-out 17 was changed"
    assert scrubbed >= 400, "fewer of held-out 17's secrets are scrubbed"
