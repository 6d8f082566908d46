"""A spelled-out password (`tamborim plus 4410`): a plain lower-case word a group of digits
follows closely is a candidate of the value model, scored by weights of its own
(`value_model.spelled`), at `SPELLED_THRESHOLD`."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from memories.redaction import scrub_secrets, value_model
from tests.memories.redaction import train_value_model
from tests.memories.redaction.weights_copy import weights_changed

# Said with words no rule names; only the plain words' table finds it. (A Tagalog sample, `Ang
# lihim na salita ay tamborim tapos 4410`, scores 0.47 with the weights of round 34, under their
# threshold of 0.65: no longer found.)
SPELLED = [
    "for the garage opener it's tamborim plus 4410",
]

# Plain words before numbers in everyday and technical text.
KEPT = [
    "Raise a 404 for an invalid date.",
    "return an HTTP 304 response (unmodified) or 412 response",
    "Max length for domain name labels is 63 characters per RFC 1034.",
    "Call the Harare office on +263 24 270 4418 after 10.",
    "We met in 2019 and again in 2023.",
    "The crate weighs 42 kg and costs 1200 euros.",
    "The meeting moved to room 4410 on Tuesday.",
    "Order the kumara and 12 eggs before Friday.",
    "In total, you will have 20 threads running (10 Python, 10 OpenBLAS).",
]


def _candidates(text: str) -> list[str]:
    return [text[s:e] for s, e in value_model.candidates(text)]


def test_a_plain_word_a_group_of_digits_follows_on_its_line_is_a_candidate() -> None:
    def plain(text: str) -> list[str]:
        return [w for w in _candidates(text) if not w.isdigit()]  # (four digits are one too)

    assert plain("it is tamborim, then 4410") == ["tamborim", "then"]
    assert plain("it is tamborim, then 44") == ["tamborim", "then"]
    assert plain("tamborim one two six ten 4410") == ["tamborim"]  # five words on
    assert plain("tamborim one two six ten was 4410") == []  # six: too far
    assert plain("it is tamborim\n4410") == []  # another line
    assert plain("it is tamborim, then the number") == []  # no digits
    assert plain("it is tamborim, then 1") == []  # one digit is not a group
    assert plain("we had 63 characters then 4410") == ["then"]  # a counted word
    assert plain("it is Tamborim then 4410") == ["then"]  # a name, not a plain word


@pytest.mark.parametrize("text", SPELLED)
def test_a_spelled_out_password_after_words_no_rule_names_is_scrubbed(text: str) -> None:
    at = text.index("tamborim")
    assert value_model.likely_secrets(text) == [(at, at + len("tamborim"))]
    assert "tamborim" not in scrub_secrets(text).text


@pytest.mark.parametrize("text", KEPT)
def test_plain_words_before_everyday_numbers_are_kept(text: str) -> None:
    assert scrub_secrets(text).text == text


def test_the_plain_words_have_a_table_of_their_own(tmp_path: Path) -> None:
    model = value_model._model()
    assert len(model.spelled_weights) == len(model.weights) == 1 << value_model.BITS
    assert np.isfinite(model.spelled_weights).all()
    assert np.isfinite(model.spelled_bias)
    assert 0 < value_model.SPELLED_THRESHOLD < model.threshold
    # With that table silenced and the other kept, the spelled-out password stays.
    with weights_changed(tmp_path, spelled_bias=np.float64(-30.0)):
        assert value_model.likely_secrets(SPELLED[0]) == []
    assert value_model.likely_secrets(SPELLED[0])


def test_training_learns_to_tell_a_spelled_out_password_from_the_words_around_it() -> None:
    records = train_value_model.corpus_records("secret_classes_families")
    weights, bias = train_value_model.fit(records, kind="plain")
    x, y = train_value_model.rows(records, kind="plain")
    z = np.array([bias + float(weights[row].sum()) for row in x])
    labels = np.array(y)
    assert labels.sum() > 100
    assert np.mean((z > 0) == (labels == 1)) > 0.95
    # Value-shaped words are the other table's: no row is in both.
    value_rows, _ = train_value_model.rows(records)
    assert len(value_rows) > len(x)
