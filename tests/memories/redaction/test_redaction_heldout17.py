"""Held-out 17 (written blind, by a session that read none of the rules, while round 17 ran;
measured blind at 365 of 430 secrets with the rules of round 16, 388 after round 17, 393 after
round 18 and 400 after round 19, then spent: its misses were read for round 20) keeps what that
round reached: 429 of 430, no clean text touched (docs/benchmarks.md)."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout17
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_17_keeps_what_the_twentieth_round_reached() -> None:
    report = measure(secret_classes_families_heldout17, "families held-out 17 (spent)")
    assert (report.total, report.clean_total) == (430, 60)
    assert not report.false_positives, "a clean lookalike of held-out 17 was changed"
    assert sum(report.scrubbed.values()) >= 429, "fewer of held-out 17's secrets are scrubbed"
