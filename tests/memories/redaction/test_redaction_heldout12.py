"""Held-out 12 (written blind, by a session that read none of the rules; measured blind at 363 of
430 secrets with the rules of round 12, 371 after round 13 and 380 after round 14, then spent:
its misses were read for round 15) keeps what that round reached: 430 of 430, no clean text
touched (docs/benchmarks.md)."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout12
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_12_keeps_what_the_fifteenth_round_reached() -> None:
    report = measure(secret_classes_families_heldout12, "families held-out 12 (spent)")
    assert (report.total, report.clean_total) == (430, 60)
    assert not report.false_positives, "a clean lookalike of held-out 12 was changed"
    assert sum(report.scrubbed.values()) >= 430, "fewer of held-out 12's secrets are scrubbed"
