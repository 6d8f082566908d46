"""Held-out 23 (written blind, by a session that read none of the rules, while round 24 ran)
keeps what the scrubber found on its blind measurements, score only: 361 of 430 secrets with
the rules of round 20, 371 with those of round 23, 376 after round 24, 380 after round 25 and
409 with the value model, no clean text touched (docs/benchmarks.md). Its misses have not been
read."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout23
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_23_keeps_its_blind_measurement() -> None:
    report = measure(secret_classes_families_heldout23, "families held-out 23 (blind)")
    assert (report.total, report.clean_total) == (430, 60)
    # Only a count: the texts would show what the scrubber missed, and the corpus is unread.
    changed, scrubbed = len(report.false_positives), sum(report.scrubbed.values())
    assert changed == 0, "a clean lookalike of held-out 23 was changed"
    assert scrubbed >= 409, "fewer of held-out 23's secrets are scrubbed"
