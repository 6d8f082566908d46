"""Held-out 21 (written blind, by a session that read none of the rules, while round 21 ended;
measured blind at 364 of 430 secrets with the rules of round 16, 373 with those of round 20, 378
after round 21, 381 after round 22 and 383 after round 23, then spent: its misses were read for
round 24) keeps what that round reached: 428 of 430, no clean text touched
(docs/benchmarks.md)."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout21
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_21_keeps_what_the_twenty_fourth_round_reached() -> None:
    report = measure(secret_classes_families_heldout21, "families held-out 21 (spent)")
    assert (report.total, report.clean_total) == (430, 60)
    assert not report.false_positives, "a clean lookalike of held-out 21 was changed"
    assert sum(report.scrubbed.values()) >= 428, "fewer of held-out 21's secrets are scrubbed"
