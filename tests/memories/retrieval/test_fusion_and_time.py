"""Pure parts of recall: budgets, deterministic ordering, time words, URN spotting."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from memories.retrieval.fusion import Scored, apply_budgets, order, scope_group
from memories.retrieval.pipeline import candidate_limit
from memories.retrieval.temporal import temporal_boost, time_intent
from memories.retrieval.terms import entity_urns

NOW = datetime(2026, 6, 15, 12, tzinfo=UTC)


def scored(score: float, scope: str, n: int) -> Scored:
    return Scored(id=uuid.UUID(int=n), score=score, scope=scope)


def test_budgets_reserve_room_per_scope_group_then_fill_with_the_best() -> None:
    ranked = order(
        [scored(0.9 - i * 0.01, "global", i) for i in range(6)]
        + [scored(0.5, "user", 10), scored(0.4, "project", 11), scored(0.3, "session", 12)]
    )
    picked = apply_budgets(ranked, top_k=5, budgets={"session": 2, "profile": 4, "global": 2})
    # global budget 2 (ids 0, 1), then user/project within profile, session within session;
    # the remaining globals are better leftovers but top_k is already full.
    assert [p.id.int for p in picked] == [0, 1, 10, 11, 12]


def test_without_budgets_it_is_just_the_top_k() -> None:
    ranked = order([scored(0.1 * i, "global", i) for i in range(5)])
    assert [p.id.int for p in apply_budgets(ranked, top_k=2, budgets=None)] == [4, 3]


def test_equal_scores_break_ties_on_id() -> None:
    ranked = order([scored(0.5, "user", 2), scored(0.5, "user", 1)])
    assert [p.id.int for p in ranked] == [1, 2]


def test_user_persona_system_rows_count_toward_the_profile_budget() -> None:
    assert {scope_group(s) for s in ("user", "persona", "system", "project")} == {"profile"}


def test_time_words_anchor_the_query() -> None:
    yesterday = time_intent("what did we ship yesterday?", now=NOW)
    dated = time_intent("notes from 2026-03-01", now=NOW)
    assert yesterday is not None
    assert yesterday.anchor == NOW - timedelta(days=1)
    assert dated is not None
    assert dated.anchor.date().isoformat() == "2026-03-01"
    assert time_intent("how do we deploy", now=NOW) is None
    near = temporal_boost(NOW, yesterday, weight=0.2, half_life_days=7)
    far = temporal_boost(NOW - timedelta(days=90), yesterday, weight=0.2, half_life_days=7)
    assert near > 0.18 > far


def test_urns_are_found_in_free_text() -> None:
    assert entity_urns("ask urn:person:dana, or urn:project:apollo.") == [
        "urn:person:dana",
        "urn:project:apollo",
    ]


def test_the_candidate_pool_deepens_with_the_results_asked_for(settings: Any) -> None:
    settings.RECALL_CANDIDATES = 50
    settings.RECALL_CANDIDATES_PER_RESULT = 4
    assert candidate_limit(8) == 50
    assert candidate_limit(50) == 200


@pytest.mark.parametrize(
    ("query", "start", "end"),
    [
        ("what did she paint on October 13, 2023?", "2023-10-13", "2023-10-14"),
        ("what did Gina find on 1 February, 2023?", "2023-02-01", "2023-02-02"),
        ("who came on the 3rd of May 2023", "2023-05-03", "2023-05-04"),
        ("which class did Maria start in December 2023?", "2023-12-01", "2024-01-01"),
        ("what setback came in Sept. 2022", "2022-09-01", "2022-10-01"),
        ("how many trips to the beach in 2023?", "2023-01-01", "2024-01-01"),
        ("when did we go camping in June?", "2026-06-01", "2026-07-01"),  # the latest June
        ("plans made in December", "2025-12-01", "2026-01-01"),  # not yet this year's
        ("notes from 2026-03-01", "2026-03-01", "2026-03-02"),
    ],
)
def test_calendar_dates_name_an_interval(query: str, start: str, end: str) -> None:
    intent = time_intent(query, now=NOW)
    assert intent is not None
    assert intent.until is not None
    assert (intent.anchor.date().isoformat(), intent.until.date().isoformat()) == (start, end)


def test_words_that_only_look_like_dates_name_nothing() -> None:
    assert time_intent("you may want to check the logs", now=NOW) is None
    assert time_intent("deploy 2023 servers", now=NOW) is None  # a number, not "in 2023"
    assert time_intent("release on 31 February, 2023", now=NOW) is None  # no such day


def test_inside_the_interval_the_boost_is_whole_and_it_halves_per_half_life_outside() -> None:
    intent = time_intent("what happened in October 2023?", now=NOW)
    assert intent is not None

    def boost(when: datetime) -> float:
        return temporal_boost(when, intent, weight=0.2, half_life_days=7)

    assert boost(datetime(2023, 10, 1, tzinfo=UTC)) == pytest.approx(0.2)
    assert boost(datetime(2023, 10, 31, 23, tzinfo=UTC)) == pytest.approx(0.2)
    assert boost(datetime(2023, 11, 8, tzinfo=UTC)) == pytest.approx(0.1)  # a week after the end
    assert boost(datetime(2023, 9, 24, tzinfo=UTC)) == pytest.approx(0.1)  # a week before
    assert boost(datetime(2023, 6, 1, tzinfo=UTC)) < 0.001
