"""Held-out 24 (written blind, by a session that read none of the rules, while round 25 ran)
keeps what the scrubber found on its blind measurements, score only: 375 of 430 secrets with
the rules of round 20, 387 with those of round 23, 391 after round 24, 392 after round 25 and
416 with the value model (docs/benchmarks.md). One of its 60 clean texts has been changed by
every one of those rule sets, and the value model changes a second: unread, they stay known
false positives, and no third one may come. Its misses have not been read."""

from __future__ import annotations

from tests.memories.redaction import secret_classes_families_heldout24
from tests.memories.redaction.secret_classes_report import measure


def test_held_out_24_keeps_its_blind_measurement() -> None:
    report = measure(secret_classes_families_heldout24, "families held-out 24 (blind)")
    assert (report.total, report.clean_total) == (430, 60)
    # Only counts: the texts would show what the scrubber missed, and the corpus is unread.
    changed, scrubbed = len(report.false_positives), sum(report.scrubbed.values())
    assert changed <= 2, "a third clean lookalike of held-out 24 was changed"
    assert scrubbed >= 416, "fewer of held-out 24's secrets are scrubbed"
