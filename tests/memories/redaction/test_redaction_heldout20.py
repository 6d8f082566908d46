"""Held-out 20 (written blind, by a session that read none of the rules, while round 21 ran;
measured blind at 374 of 430 secrets with the rules of round 16, 385 with those of round 20, 394
after round 21 and 396 after round 22, then spent: its misses were read for round 23) keeps what
that round reached: 430 of 430, no clean text touched (docs/benchmarks.md)."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout20
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_20_keeps_what_the_twenty_third_round_reached() -> None:
    report = measure(secret_classes_families_heldout20, "families held-out 20 (spent)")
    assert (report.total, report.clean_total) == (430, 60)
    assert not report.false_positives, "a clean lookalike of held-out 20 was changed"
    assert sum(report.scrubbed.values()) >= 430, "fewer of held-out 20's secrets are scrubbed"
