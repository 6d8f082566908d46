"""A list of look-alikes (recovery codes after words no rule names) is judged together
(`value_model._listed`): each code alone may score under the threshold, the list's average
decides for all of them; lists of everyday names and ids stay."""

from __future__ import annotations

import random

import pytest

from memories.redaction import scrub_secrets, value_model

_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def _codes(seed: int, n: int = 8) -> list[str]:
    """``n`` codes of ten capitals and digits, each with both."""
    rng = random.Random(seed)
    out: list[str] = []
    while len(out) < n:
        code = "".join(rng.choice(_ALPHABET) for _ in range(10))
        if not code.isalpha() and not code.isdigit():
            out.append(code)
    return out


# Albanian and Serbian labels no rule names for a list of recovery codes (each list drawn so that
# fewer than two of its codes reach the threshold alone).
LISTS = [("kodet rezervë:", 16), ("rezervni kodovi za prijavu:", 9)]

EVERYDAY = [
    "Pods api-7f9c6d-x2k9p api-7f9c6d-q8w3z api-7f9c6d-m4n7b api-7f9c6d-t5r2c restarted",
    "Request ids 0f35970d-13a4 8f1b7633-5784 0fc1878d-1fa0 141312f1-2fa5",
    "Invoices INV20247499 INV20245252 INV20245594 INV20244610 are paid.",
    "Tracking: 1Z4847564696 1Z0623079868 1Z3078485319 1Z4130083690",
    "Flights LH400123 BA117245 AF001337 UA901234 were cancelled",
    "SKUs AB12CD34 EF56GH78 JK90LM12 NP34QR56 are out of stock",
    "Plates KA01AB1234 KA02CD5678 MH12EF9012 DL3CGH3456 were fined",
    "Dates: 2024-01-05 2024-02-07 2024-03-09 2024-04-11",
]


@pytest.mark.parametrize(("label", "seed"), LISTS)
def test_a_list_of_codes_is_taken_whole_though_some_score_under_the_threshold(
    label: str, seed: int
) -> None:
    codes = _codes(seed)
    text = f"{label} {' '.join(codes)}"
    scores = [p for *_, p in value_model.score_spans(text)]
    assert len(scores) == len(codes)
    assert sum(p >= value_model._model().threshold for p in scores) < 2  # (siblings need two)
    assert sum(scores) / len(scores) >= value_model.LIST_THRESHOLD
    taken = {text[s:e] for s, e in value_model.likely_secrets(text)}
    assert taken == set(codes)
    scrubbed = scrub_secrets(text).text
    assert not any(code in scrubbed for code in codes)


def test_fewer_than_four_alike_or_a_low_average_take_nothing_more() -> None:
    three = f"kodet rezervë: {' '.join(_codes(16, 3))}"
    assert value_model._listed(three, value_model.score_spans(three)) == []
    text = f"kodet rezervë: {' '.join(_codes(16))}"
    low = [(s, e, value_model.LIST_THRESHOLD - 0.01) for s, e, _ in value_model.score_spans(text)]
    assert value_model._listed(text, low) == []


def test_members_that_share_their_first_four_characters_are_a_series_not_codes() -> None:
    text = "Pods api-7f9c6d-x2k9p api-7f9c6d-q8w3z api-7f9c6d-m4n7b api-7f9c6d-t5r2c restarted"
    high = [(s, e, 0.9) for s, e, _ in value_model.score_spans(text)]
    assert len(high) == 4
    assert value_model._listed(text, high) == []


def test_a_list_is_judged_line_by_line() -> None:
    codes = _codes(16)
    text = "kodet rezervë:\n" + "\n".join(codes)  # one a line: no line holds a list
    scored = value_model.score_spans(text)
    assert value_model._listed(text, scored) == []


@pytest.mark.parametrize("text", EVERYDAY)
def test_everyday_lists_of_ids_are_kept(text: str) -> None:
    assert scrub_secrets(text).text == text
