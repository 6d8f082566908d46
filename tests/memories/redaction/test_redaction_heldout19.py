"""Held-out 19 (written blind, by a session that read none of the rules, while round 20 ran;
measured blind at 390 of 430 secrets with the rules of round 16, 398 after round 19, 402 after
round 20 and 410 after round 21, then spent: its misses were read for round 22) keeps what that
round reached: 430 of 430, no clean text touched (docs/benchmarks.md)."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout19
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_19_keeps_what_the_twenty_second_round_reached() -> None:
    report = measure(secret_classes_families_heldout19, "families held-out 19 (spent)")
    assert (report.total, report.clean_total) == (430, 60)
    assert not report.false_positives, "a clean lookalike of held-out 19 was changed"
    assert sum(report.scrubbed.values()) >= 430, "fewer of held-out 19's secrets are scrubbed"
