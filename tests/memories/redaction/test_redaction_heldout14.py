"""Held-out 14 (written blind, by a session that read none of the rules, while round 15 ran;
measured blind at 368 of 430 secrets with the rules of round 14, 395 after round 15 and 398
after round 16, then spent: its misses were read for round 17) keeps what that round reached:
430 of 430, no clean text touched (docs/benchmarks.md)."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout14
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_14_keeps_what_the_seventeenth_round_reached() -> None:
    report = measure(secret_classes_families_heldout14, "families held-out 14 (spent)")
    assert (report.total, report.clean_total) == (430, 60)
    assert not report.false_positives, "a clean lookalike of held-out 14 was changed"
    assert sum(report.scrubbed.values()) >= 430, "fewer of held-out 14's secrets are scrubbed"
