"""Held-out 18 (written blind, by a session that read none of the rules, while round 19 ran;
measured blind at 379 of 430 secrets with the rules of round 16, 390 after round 18, 391 after
round 19 and 394 after round 20, then spent: its misses were read for round 21) keeps what that
round reached: 430 of 430, no clean text touched (docs/benchmarks.md)."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout18
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_18_keeps_what_the_twenty_first_round_reached() -> None:
    report = measure(secret_classes_families_heldout18, "families held-out 18 (spent)")
    assert (report.total, report.clean_total) == (430, 60)
    assert not report.false_positives, "a clean lookalike of held-out 18 was changed"
    assert sum(report.scrubbed.values()) >= 430, "fewer of held-out 18's secrets are scrubbed"
