"""Held-out 11 (written blind, by a session that read none of the rules; measured blind at 361 of
430 secrets with the rules of round 12 and 370 after round 13, then spent: its misses were read
for round 14) keeps what that round reached: 428 of 430, no clean text touched
(docs/benchmarks.md)."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout11
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_11_keeps_what_the_fourteenth_round_reached() -> None:
    report = measure(secret_classes_families_heldout11, "families held-out 11 (spent)")
    assert (report.total, report.clean_total) == (430, 60)
    assert not report.false_positives, "a clean lookalike of held-out 11 was changed"
    assert sum(report.scrubbed.values()) >= 428, "fewer of held-out 11's secrets are scrubbed"
