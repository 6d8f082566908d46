"""A record distilled from a turn (a mined fact) keeps `RECALL_DERIVED_WEIGHT` of its score, so
the turn's own words rank first where both match as well; a fact that alone matches still ranks."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any

import pytest

from memories.retrieval import fusion, scoring
from memories.retrieval.types import Candidate


def _row(content: str, *, kind: str, pointer: str) -> dict[str, Any]:
    return {
        "content": content, "kind": kind, "tags": [], "confidence": 0.5,
        "relevance_score": 0.5, "created_at": datetime(2026, 6, 2, tzinfo=UTC),
        "pointer": pointer, "entities": [], "scope": "user",
    }  # fmt: skip


def _scored(weights: scoring.ScoreWeights) -> dict[str, fusion.Scored]:
    turn, fact, saved = uuid.uuid4(), uuid.uuid4(), uuid.uuid4()
    rows = {
        turn: _row("I bought a Brompton in the spring.", kind="message", pointer="W-1/R-1/D-3"),
        fact: _row("Derek bought a Brompton in the spring.", kind="fact", pointer="W-1/R-1/D-3"),
        saved: _row("Derek bought a Brompton in the spring.", kind="fact", pointer=""),
    }
    found = {id_: Candidate(id=id_, similarity=0.7, lexical=0.8) for id_ in rows}
    scored = scoring.score(
        rows, found, query="Brompton", intent=None, use_vector=True, named=[], weights=weights
    )
    names = dict(zip(rows, ("turn", "fact", "saved"), strict=True))
    return {names[s.id]: s for s in scored}


def test_a_fact_pointing_at_its_turn_keeps_the_derived_share_of_its_score() -> None:
    weights = scoring.ScoreWeights(derived=0.8)
    by_name = _scored(weights)
    turn, fact, saved = by_name["turn"], by_name["fact"], by_name["saved"]

    assert "derived" not in turn.parts  # the turn itself
    assert "derived" not in saved.parts  # remembered on its own: nothing it was distilled from
    before = sum(v for k, v in fact.parts.items() if k != "derived")
    assert fact.parts["derived"] == pytest.approx(-0.2 * before)
    assert fact.score == pytest.approx(0.8 * before)
    assert turn.score > fact.score


def test_a_derived_weight_of_one_leaves_facts_alone() -> None:
    by_name = _scored(scoring.ScoreWeights(derived=1.0))
    assert "derived" not in by_name["fact"].parts
    assert by_name["fact"].score == pytest.approx(by_name["turn"].score)
