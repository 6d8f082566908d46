"""Held-out 38 (written blind, by a session that read none of the rules, after round 26;
measured blind at 415 of 430 secrets with round 26's rules and weights, then spent: its misses were
read for round 27 and the value model was retrained with it) keeps what that round reached
(docs/benchmarks.md, "Secret scrubbing")."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout38
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_38_keeps_what_the_twenty_seventh_round_reached() -> None:
    report = measure(secret_classes_families_heldout38, "families held-out 38 (spent)")
    assert (report.total, report.clean_total) == (430, 70)
    assert not report.false_positives, "a clean lookalike of held-out 38 was changed"
    assert sum(report.scrubbed.values()) >= 427, "fewer of held-out 38's secrets are scrubbed"
