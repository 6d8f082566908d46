"""Held-out 27 (written blind, by a session that read none of the rules, while the value model
gained its second set of features) keeps what the scrubber found on its blind measurements,
score only: 382 of 430 secrets with the rules alone (round 25's), 410 with the first value
model and 411 with the later ones, no clean text touched (docs/benchmarks.md). Its misses have
not been read."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout27
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_27_keeps_its_blind_measurement() -> None:
    report = measure(secret_classes_families_heldout27, "families held-out 27 (blind)")
    assert (report.total, report.clean_total) == (430, 60)
    # Only counts: the texts would show what the scrubber missed, and the corpus is unread.
    changed, scrubbed = len(report.false_positives), sum(report.scrubbed.values())
    assert changed == 0, "a clean lookalike of held-out 27 was changed"
    assert scrubbed >= 411, "fewer of held-out 27's secrets are scrubbed"
