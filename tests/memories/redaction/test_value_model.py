# ruff: noqa: RUF001  (labels of other languages are what these samples are)
"""The value model (`memories/redaction/value_model.py`): a learned second look at the words no
rule names, in the scrubber and on its own."""

from __future__ import annotations

import time

import numpy as np
import pytest

from memories.redaction import scrub_joined, scrub_secrets, value_model
from tests.memories.redaction import train_value_model

# Labels in languages no rule names (Malagasy, Māori, Haitian Creole, Samoan, Welsh, Hawaiian),
# none of them in a corpus: only the model finds their values.
UNNAMED_LABELS = [
    ("Ny tenimiafina ny solosaina: Vorona77Lanitra", "Vorona77Lanitra"),
    ("Ko te kupuhipa mō te rorohiko: Ruru88Moana", "Ruru88Moana"),
    ("Modpas pou wifi lakay la, Lapli45Wouj", "Lapli45Wouj"),
    ("Fa'aupuga lilo o le imeli: Niu55Tasi", "Niu55Tasi"),
    # (Welsh's "which is": its `ydi`, "is", is a rule's since round 95)
    ("Enw defnyddiwr ydi gwen, a'r gair cudd sy'n Draig77Mynydd", "Draig77Mynydd"),
    ("ʻŌlelo huna no ka lolouila: Honu22Kai", "Honu22Kai"),
]

EVERYDAY = [
    "Call me on 0176 2345 8890 after six.",
    "The build 4f2a9c1 shipped in version 2.17.3 on 2026-11-28.",
    "Meeting room B4 on floor 3, bring the HDMI adapter.",
    "We paid 1,234.56 EUR for 12 licences.",
    "The MD5 of the ISO is 5d41402abc4b2a76b9719d911017c592.",
    "Order #A-20261128-0042 ships on Monday.",
    "Run pip install torch==2.13.0 first.",
    "BM25 and the vector search both rank it first.",
    "Fixed in a13966f, the parent of 8b94abe.",
]


def test_the_weights_fill_the_table_and_the_threshold_is_a_probability() -> None:
    weights, bias, threshold, *_ = value_model._model()  # (the plain words' table: its own test)
    assert len(weights) == 1 << value_model.BITS
    assert np.isfinite(weights).all()
    assert np.isfinite(bias)
    assert 0.5 <= threshold < 1


@pytest.mark.parametrize(("text", "secret"), UNNAMED_LABELS)
def test_a_value_after_a_label_no_rule_names_is_scrubbed(text: str, secret: str) -> None:
    result = scrub_secrets(text)
    assert secret not in result.text
    assert result.found == ("likely_secret",)
    assert result.text.endswith("[REDACTED:likely_secret]")


@pytest.mark.parametrize("text", EVERYDAY)
def test_everyday_numbers_ids_and_hashes_are_kept(text: str) -> None:
    assert scrub_secrets(text).text == text


def test_markers_plain_words_and_short_words_are_never_candidates() -> None:
    text = "[REDACTED:password_assignment] the meeting is on Monday, ok A1?"
    assert list(value_model.candidates(text)) == []


def test_the_value_of_a_label_value_word_is_a_candidate_of_its_own() -> None:
    text = "wachtwoord=Tulp88Gracht"
    spans = [text[s:e] for s, e in value_model.candidates(text)]
    assert spans == ["wachtwoord=Tulp88Gracht", "Tulp88Gracht"]


def test_words_joined_by_hyphens_three_and_more_are_candidates_and_read_by_their_context() -> None:
    """A passphrase's shape (`taro-kumara-pipi-harakeke`) is a candidate (a compound with short
    parts, `mother-in-law`, is not); a package's name is one too, and the model keeps it."""
    words = _candidate_words("pouaka: taro-kumara-pipi-harakeke, mother-in-law")
    assert words == ["taro-kumara-pipi-harakeke"]
    phrase = "Ny tenimiafina ny disk: vorona-lanitra-rano-tany"
    assert value_model.likely_secrets(phrase) == [(phrase.index("vorona"), len(phrase))]
    for kept in ("pip install django-oauth-toolkit first", "a state-of-the-art, end-to-end system"):
        assert value_model.likely_secrets(kept) == []


def test_a_tag_s_brackets_cut_a_word() -> None:
    text = "<key>Pass</key><string>Vorona77Lanitra</string>"
    assert "Vorona77Lanitra" in _candidate_words(text)


def _candidate_words(text: str) -> list[str]:
    return [text[s:e] for s, e in value_model.candidates(text)]


def test_what_a_rule_already_redacted_is_not_scored_again() -> None:
    text = "Ny tenimiafina ny solosaina: Vorona77Lanitra"
    at = text.index("Vorona")
    assert value_model.likely_secrets(text) == [(at, len(text))]
    assert value_model.likely_secrets(text, taken=[(at, at + 3)]) == []


def test_scrubbing_scrubbed_text_changes_nothing() -> None:
    once = scrub_secrets(" ".join(t for t, _ in UNNAMED_LABELS)).text
    assert scrub_secrets(once).text == once


def test_the_model_reads_each_field_alone_and_never_a_word_alone() -> None:
    """A speaker's name, an id in a field of its own: no context to read, so only the rules
    judge it; a field with words around its value is read as usual."""
    speaker, said = scrub_joined(["Zedzqx4ebdaace534f", "Fa'aupuga lilo o le imeli: Niu55Tasi"])
    assert speaker.text == "Zedzqx4ebdaace534f"
    assert said.text.endswith("[REDACTED:likely_secret]")
    assert value_model.likely_secrets("Vorona77Lanitra") == []


@pytest.mark.parametrize(
    ("before", "value"),
    [
        ("Ny tenimiafina ny solosaina:", "vorona77lanitra"),
        ("Fa'aupuga lilo o le imeli", "Niu55Tasi"),
    ],
)
def test_a_later_field_of_one_word_is_read_after_the_field_before_it(
    before: str, value: str
) -> None:
    """A value in the field after its label, a chat's reply after its question: alone it has
    nothing to read (`scrub_secrets` keeps it), after the field before it, it goes."""
    assert scrub_secrets(value).text == value
    label, scrubbed = scrub_joined([before, value])
    assert (label.text, scrubbed.text) == (before, "[REDACTED:likely_secret]")
    assert scrub_joined([label.text, scrubbed.text])[1].text == scrubbed.text


@pytest.mark.parametrize(
    ("before", "value"),
    [("Which version do you run?", "v2.17.3"), ("Alice", "Thanks2U"), ("Where is it?", "RoomB4")],
)
def test_an_everyday_reply_of_one_word_is_kept(before: str, value: str) -> None:
    assert scrub_joined([before, value])[1].text == value


def test_a_word_read_beside_a_marker_is_not_judged_again() -> None:
    """Its context was read, on the first scrub, with what the marker replaced."""
    text = "[REDACTED:password_assignment] then Ny tenimiafina ny solosaina: Vorona77Lanitra"
    assert value_model.likely_secrets(text) == []


def test_a_long_run_of_values_is_read_in_linear_time() -> None:
    """A hostile memory of nothing but value-shaped words: ten times the text, about ten times
    the time (bounded generously: the machine is shared)."""
    words = [f"Ab{i}x{i * 7 % 1000}#" for i in range(20_000)]
    small, large = " ".join(words[:2_000]), " ".join(words)
    started = time.perf_counter()
    value_model.score_spans(small)
    small_s = time.perf_counter() - started
    started = time.perf_counter()
    value_model.score_spans(large)
    large_s = time.perf_counter() - started
    assert large_s < 30 * max(small_s, 0.01)


def test_training_learns_to_tell_a_corpus_s_secrets_from_its_clean_words() -> None:
    records = train_value_model.corpus_records("secret_classes_tuning")
    records += [train_value_model.Record((t,), None) for t in train_value_model.lookalikes(300)]
    weights, bias = train_value_model.fit(records)
    x, y = train_value_model.rows(records)
    z = np.array([bias + float(weights[row].sum()) for row in x])
    labels = np.array(y)
    assert labels.sum() > 100
    # Most secrets score above every clean word's median, and the fit separates the two.
    assert np.mean(z[labels == 1] > np.median(z[labels == 0])) > 0.95
    assert np.mean((z > 0) == (labels == 1)) > 0.95
