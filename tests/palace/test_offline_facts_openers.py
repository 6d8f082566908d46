"""A sentence that opens with a linking word ("Also, …", "And …", "Plus …") still becomes a fact
about its speaker, without the linking word ("Also, The user prefers …" was mined before)."""

from __future__ import annotations

import pytest

from palace.mining.offline.facts import facts_of_turn


@pytest.mark.parametrize(
    ("said", "fact"),
    [
        ("Also, I prefer short summaries.", "Dana prefers short summaries"),
        ("And I moved to Berlin in May.", "Dana moved to Berlin in May"),
        ("Plus I bought a kayak at REI.", "Dana bought a kayak at REI"),
        ("But I still play the cello every week.", "Dana still plays the cello every week"),
    ],
)
def test_a_linking_word_at_the_start_is_left_out_of_the_fact(said: str, fact: str) -> None:
    assert [f.text for f in facts_of_turn(said, speaker="Dana")] == [fact]


def test_a_name_that_starts_with_a_linking_word_is_kept() -> None:
    facts = facts_of_turn("Andy helped me move to Lisbon in June.", speaker="Dana")
    assert [f.text for f in facts] == ["Andy helped Dana move to Lisbon in June"]
