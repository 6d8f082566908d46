"""A token read out in groups with any one separator between, the same each time (issue 46: "a
token written with spaces between its characters"): spaces, a stop, dash, slash, bar, comma or
middle dot with spaces beside it, or a bar, comma or middle dot alone (`memories/redaction/
spaced.py`). Rows of words, numbers and labels with the same separators are kept."""

from __future__ import annotations

import random
import time

import pytest

from memories.redaction import scrub_secrets
from memories.redaction.spaced import chunked_runs

READ_OUT = [
    ("the token, spaced: kqH8 - kQrP - TsDS - uFEh - btyv - AYmq", "kQrPTsDS"),
    ("copy it without the dots: N6F9n · hBMIA · 6hQsr · pyVJa · 9mHCL · bbOMp", "hBMIA"),
    ("key: gh | p_ | hK | Va | Is | 9R | WU | Pi | eG | xK | Zt | BG", "9R"),
    ("so the bot won't take it: Zq7/Lm2/Xw9/Pt4/Rk8/Vb3/Hn6", "Lm2"),
    ("the token is np·m_·c5·d2·xF·Jw·iF·eG·uQ·V7·KQ·tM·u4", "iF·eG"),
    ("API key (read out): 4u98  hw7Z  YPU1  iM73  rzfR  KNUH  EKAI  7zt5", "YPU1"),
    ("mi clave: wP3kQ, 9xLmT, Rb2vN, Hq8sZ, Jd4cF, 7yGtK", "9xLmT"),
    ("the new key is a7Kd . pQ2x . Lm9R . zT4w . Vb8N . cH3j", "pQ2x"),
]

KEPT = [
    "Mon - Tue - Wed - Thu - Fri are open",
    "Rows A4 | B4 | C4 | D4 | E4 | F4 | G4 | H4",
    "Shelf 1 · 2 · 3 · 4 · 5 · 6 · 7 · 8 · 9 · 10 · 11 · 12 · 13 · 14 · 15 · 16",
    "Colours: red, blue, gold, pink, teal, navy, ruby, jade",
    "Route: Oslo - Bonn - Lyon - Graz - Pula - Bari",
    "Sizes S / M / L / XL / XXL in stock",
    "Room codes: K1a / K2b / K3c / K4d / K5e",
    "Serial 4F2A-9C1B-77DE-0A3F",
    "IP 10.0.12.7 and 10.0.12.8, mask 255.255.255.0",
    "Score 3 - 1, then 2 - 2, then 0 - 4, then 1 - 1",
]


@pytest.mark.parametrize(("text", "piece"), READ_OUT)
def test_a_token_read_out_with_one_separator_between_its_groups_is_scrubbed(
    text: str, piece: str
) -> None:
    scrubbed = scrub_secrets(text).text
    assert piece not in scrubbed
    assert "[REDACTED:" in scrubbed


@pytest.mark.parametrize("text", KEPT)
def test_rows_of_words_numbers_and_labels_are_kept(text: str) -> None:
    assert scrub_secrets(text).text == text


def test_the_run_is_found_where_an_earlier_look_alike_separator_differs() -> None:
    # (`dots: N6F9n` looks like the run's start to the first look; the run starts one group on)
    runs = list(chunked_runs("the dots: N6F9n · hBMIA · 6hQsr · pyVJa · 9mHCL"))
    assert [token for token, _ in runs] == ["N6F9nhBMIA6hQsrpyVJa9mHCL"]


def test_a_run_keeps_one_separator_and_ends_where_it_changes() -> None:
    text = "kqH8 - kQrP - TsDS - uFEh | btyv | AYmq"
    [(token, groups)] = list(chunked_runs(text))
    assert token == "kqH8kQrPTsDSuFEh"
    assert groups[-1] == (text.index("uFEh"), text.index("uFEh") + 4)


def test_a_hostile_run_of_mixed_separators_is_read_in_linear_time() -> None:
    """Groups that the first look takes for a run's start at every position, their separators
    never the same twice in a row: four times the text, about four times the time (bounded
    generously: the machine is shared)."""
    rng = random.Random(5)
    separators = [" ", " · ", "·", " - ", ", ", "  ", " | "]
    unit = "".join(
        rng.choice(["ab", "X1", "c", "YZ2"]) + rng.choice(separators) for _ in range(4000)
    )

    def seconds(text: str) -> float:
        started = time.perf_counter()
        list(chunked_runs(text))
        return time.perf_counter() - started

    seconds(unit)  # (warm)
    small, large = seconds(unit), seconds(unit * 4)
    assert large < 10 * small + 0.05
