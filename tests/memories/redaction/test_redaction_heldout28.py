"""Held-out 28 (written blind, by a session that read none of the rules, while the value model
gained its second set of features; measured once, when they were settled) keeps what the
scrubber found on its blind measurement, score only: 387 of 430 secrets with the rules alone
(round 25's), 411 with the first value model and 412 with the last (docs/benchmarks.md). One of
its 60 clean texts is changed by the rules alone and a second by the model: unread, they stay
known false positives, and no third one may come. Its misses have not been read."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout28
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_28_keeps_its_blind_measurement() -> None:
    report = measure(secret_classes_families_heldout28, "families held-out 28 (blind)")
    assert (report.total, report.clean_total) == (430, 60)
    # Only counts: the texts would show what the scrubber missed, and the corpus is unread.
    changed, scrubbed = len(report.false_positives), sum(report.scrubbed.values())
    assert changed <= 2, "a third clean lookalike of held-out 28 was changed"
    assert scrubbed >= 412, "fewer of held-out 28's secrets are scrubbed"
