"""A card's code (`… on the back of the card: 613`): a group of three digits is a candidate of
the value model, scored by a table of its own (`value_model.short`) at the usual threshold; a
group of a longer number is not one."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from memories.redaction import scrub_secrets, value_model
from tests.memories.redaction import train_value_model
from tests.memories.redaction.weights_copy import weights_changed

# Said with words no rule names (Albanian, Finnish, a paraphrase); only the short table finds them.
CODES = [
    "numri i sigurisë në shpinë të kartës: 613",
    "kortin takana olevat numerot: 613",
    "the little number by the signature: 613",
]

KEPT = [
    ":width: 110",
    "return 500 <= code <= 599",
    "HTTP 404 Not Found",
    "The flight leaves from gate 112.",
    "Call 030 294 7731 after six.",
    "Room 214 is free on Monday.",
    "We measured 12 157 texts.",
    "The bus 147 stops here.",
    "Set the oven to 180 degrees.",
]


def _short(text: str) -> list[str]:
    return [text[s:e] for s, e in value_model.candidates(text) if value_model.short(text[s:e])]


def test_a_group_of_three_digits_is_a_candidate_unless_it_is_part_of_a_longer_number() -> None:
    assert _short("the code on the back: 613") == ["613"]
    assert _short("(613)") == ["613"]
    assert _short("We measured 12 157 texts.") == []  # a thousands group
    assert _short("+48 601 234 567") == []  # a phone's groups
    assert _short("the code is 61") == []  # two digits, no group of three
    assert _short("[REDACTED:card_code] 613 613") == []  # groups of one number


@pytest.mark.parametrize("text", CODES)
def test_a_card_code_after_words_no_rule_names_is_scrubbed(text: str) -> None:
    at = text.index("613")
    assert value_model.likely_secrets(text) == [(at, at + 3)]
    assert "613" not in scrub_secrets(text).text


@pytest.mark.parametrize("text", KEPT)
def test_everyday_groups_of_three_digits_are_kept(text: str) -> None:
    assert scrub_secrets(text).text == text


def test_the_groups_of_three_digits_have_a_table_of_their_own(tmp_path: Path) -> None:
    model = value_model._model()
    assert len(model.short_weights) == 1 << value_model.BITS
    assert np.isfinite(model.short_weights).all()
    with weights_changed(tmp_path, short_bias=np.float64(-30.0)):
        assert value_model.likely_secrets(CODES[0]) == []
    assert value_model.likely_secrets(CODES[0])


def test_training_learns_to_tell_a_card_code_from_other_groups_of_three_digits() -> None:
    records = train_value_model.corpus_records("secret_classes_families")
    records += [train_value_model.Record((t,), None) for t in KEPT]
    weights, bias = train_value_model.fit(records, kind="short")
    x, y = train_value_model.rows(records, kind="short")
    z = np.array([bias + float(weights[row].sum()) for row in x])
    labels = np.array(y)
    assert labels.sum() > 20
    assert np.mean((z > 0) == (labels == 1)) > 0.9
