"""Held-out 16 (written blind, by a session that read none of the rules, while round 17 ran;
measured blind at 373 of 430 secrets with the rules of round 16, 403 after round 17 and 403
after round 18, then spent: its misses were read for round 19) keeps what that round reached:
430 of 430, no clean text touched (docs/benchmarks.md)."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout16
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_16_keeps_what_the_nineteenth_round_reached() -> None:
    report = measure(secret_classes_families_heldout16, "families held-out 16 (spent)")
    assert (report.total, report.clean_total) == (430, 60)
    assert not report.false_positives, "a clean lookalike of held-out 16 was changed"
    assert sum(report.scrubbed.values()) >= 430, "fewer of held-out 16's secrets are scrubbed"
