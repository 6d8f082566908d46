"""Held-out 29 (written blind, by a session that read none of the rules, after the value model's
second version was settled; measured once) keeps what the scrubber found on its blind
measurement, score only: 378 of 430 secrets with the rules alone (round 25's) and 405 with the
value model, first version and second (docs/benchmarks.md). One of its 60 clean texts is changed
by the model: unread, it stays a known false positive, and no second one may come. Its misses
have not been read."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout29
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_29_keeps_its_blind_measurement() -> None:
    report = measure(secret_classes_families_heldout29, "families held-out 29 (blind)")
    assert (report.total, report.clean_total) == (430, 60)
    # Only counts: the texts would show what the scrubber missed, and the corpus is unread.
    changed, scrubbed = len(report.false_positives), sum(report.scrubbed.values())
    assert changed <= 1, "a second clean lookalike of held-out 29 was changed"
    assert scrubbed >= 405, "fewer of held-out 29's secrets are scrubbed"
