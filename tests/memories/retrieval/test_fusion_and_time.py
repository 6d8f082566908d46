"""Pure parts of recall: budgets, deterministic ordering, time words, URN spotting."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

from memories.retrieval.candidates import entity_urns
from memories.retrieval.fusion import Scored, apply_budgets, order, scope_group
from memories.retrieval.pipeline import candidate_limit
from memories.retrieval.temporal import temporal_boost, time_intent

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
