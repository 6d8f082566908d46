"""Three second looks after the rules and the model: a passphrase of hyphen-joined words judged
at a lower score than other words (`value_model.PASSPHRASE_THRESHOLD`), the other members of a
list of look-alikes of which two or more were found (`memories/redaction/siblings.py`), and a
metadata value of one word read under its key (`memories.redaction.json.learned_leaf`)."""

from __future__ import annotations

import time

import pytest

from memories.redaction import scrub_secrets, value_model
from memories.redaction.json import learned_leaf, scrub_json
from memories.redaction.siblings import siblings


def test_a_passphrase_after_a_label_no_rule_knows_is_taken_at_the_lower_score() -> None:
    # (Yoruba: "Efi: change it to …"; no rule names the words around it)
    text = "Efi: mo ti yi pada si pollen-garnet-yodel-brisket"
    [(start, end, score)] = value_model.score_spans(text)
    assert text[start:end] == "pollen-garnet-yodel-brisket"
    assert value_model.PASSPHRASE_THRESHOLD <= score < value_model._model().threshold
    assert scrub_secrets(text).text == "Efi: mo ti yi pada si [REDACTED:likely_secret]"


@pytest.mark.parametrize(
    "text",
    [
        "pip install django-oauth-toolkit",
        "Name: opentelemetry-exporter-otlp-proto-common",
        "Uhusiano wa vingi-kwa-vingi",
        "Många-till-många-samband",
        "ticket: fix-login-redirect-loop",
        "class: btn-primary-large-outline",
        "npm i eslint-plugin-react-hooks-extra",
        "remember pollen-garnet-yodel-brisket for later",  # (a word said, not a value given)
    ],
)
def test_hyphen_joined_words_of_everyday_and_technical_text_stay(text: str) -> None:
    assert scrub_secrets(text).text == text


def _spans(text: str, *words: str) -> list[tuple[int, int]]:
    return [(text.index(word), text.index(word) + len(word)) for word in words]


def test_the_rest_of_a_list_goes_with_two_members_found() -> None:
    text = "codes: 80TVE7S494 IJ6IB5T377 XM3L77B86Y A80MWX56Z3, ZJ1EQHOQSJ\nnext line A1B2C3D4E5"
    found = _spans(text, "80TVE7S494", "IJ6IB5T377")
    taken = sorted(text[s:e] for s, e, _ in siblings(text, found))
    assert taken == ["A80MWX56Z3", "XM3L77B86Y", "ZJ1EQHOQSJ"]  # (not the next line's)


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("codes: 80TVE7S494 IJ6IB5T377 XM3L77B86Y", ("80TVE7S494",)),  # one found: no list
        ("pins 48213907 55120984 11223344", ("48213907", "55120984")),  # digits alone
        ("words alpine, harbour, meadows", ("alpine", "harbour")),  # letters alone
        ("keys 80TVE7S494 IJ6IB5T377 XM3L77B86Y7", ("80TVE7S494", "IJ6IB5T377")),  # longer
        ("ids 80tve7s494 IJ6IB5T377 xm3l77b86y", ("80tve7s494", "IJ6IB5T377")),  # other cases
        ("codes 80TVE7S494 IJ6IB5T377 A1B2", ("80TVE7S4", "IJ6IB5T3")),  # parts, not tokens
    ],
)
def test_nothing_spreads_but_to_a_token_shaped_like_two_found(
    text: str, found: tuple[str, ...]
) -> None:
    assert list(siblings(text, _spans(text, *found))) == []


def test_a_long_line_of_look_alikes_is_read_in_linear_time() -> None:
    """Four times the line, about four times the time (the best of three runs each, bounded
    generously: the machine is shared; quadratic work would take sixteen times)."""

    def best(n: int) -> float:
        text = " ".join(f"A{i:08d}B" for i in range(n))
        found = [(0, 10), (11, 21)]
        runs = []
        for _ in range(3):
            started = time.perf_counter()
            assert sum(1 for _ in siblings(text, found)) == n - 2
            runs.append(time.perf_counter() - started)
        return min(runs)

    small, large = best(10_000), best(40_000)
    assert large < 10 * small + 0.05


def test_a_metadata_value_of_one_word_is_read_under_its_key() -> None:
    # (alone, "Zq8-lkM2x" has nothing around it to read; under its key the model calls it)
    assert scrub_secrets("Zq8-lkM2x").text == "Zq8-lkM2x"
    assert learned_leaf("router", "Zq8-lkM2x")
    scrubbed = scrub_json({"router": "Zq8-lkM2x", "floor": 3})
    assert scrubbed == {"router": "[REDACTED:likely_secret]", "floor": 3}
    assert scrub_json(scrubbed) == scrubbed


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("session_id", "Zq8-lkM2x"),  # an id's key: random by design
        ("router", "3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b"),  # a UUID
        ("router", "Zq8 lkM2x"),  # two words: read as text, not as a leaf
        ("channel", "C04ABCD123"),
        ("ticket", "JIRA-1234"),
        ("model", "gpt-4o-mini"),
        ("sha", "a1b2c3d"),
        ("trace", "4bf92f3577b34da6a3ce929d0e0e4736"),
        ("build", "2026.11.30+b91"),
        ("device", "iPhone15,2"),
        ("flight", "LH2025"),
        ("booking", "X7K9QZ"),
        ("image", "python:3.11-slim"),
        ("order", "ORD-778812"),
    ],
)
def test_ids_and_everyday_metadata_values_are_not_read_as_secrets(key: str, value: str) -> None:
    assert not learned_leaf(key, value)
