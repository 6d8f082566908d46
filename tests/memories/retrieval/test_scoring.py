"""The one place a recall score is made: every part named, every weight in `ScoreWeights`."""

from __future__ import annotations

import uuid
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from memories.retrieval import scoring
from memories.retrieval.temporal import time_intent
from memories.retrieval.types import Candidate

NOW = datetime(2026, 11, 25, 12, 0, tzinfo=UTC)


def row(**fields: Any) -> dict[str, Any]:
    base = {
        "content": "", "kind": "fact", "tags": [], "confidence": 0.8, "relevance_score": 0.5,
        "created_at": NOW, "pointer": "", "entities": [], "scope": "user",
    }  # fmt: skip
    return {**base, **fields}


def test_each_part_has_its_name_and_its_weight() -> None:
    weights = scoring.ScoreWeights()
    a, b = uuid.uuid4(), uuid.uuid4()
    found = {
        a: Candidate(id=a, similarity=0.8, lexical=0.5, graph=0.5),
        b: Candidate(id=b, similarity=0.4),
    }
    rows = {
        a: row(
            kind="preference", tags=["tea"], entities=["urn:person:dana"], pointer="W-1/R-1/D-1"
        ),
        b: row(pointer="W-1/R-1/D-2"),
    }

    scored = {
        s.id: s
        for s in scoring.score(
            rows,
            found,
            query="which tea does Dana prefer",
            intent=None,
            use_vector=True,
            named=["urn:person:dana"],
            weights=weights,
        )
    }

    parts = scored[a].parts
    assert parts["vector"] == weights.vector * 0.8
    assert parts["lexical"] == weights.lexical * 0.5
    assert parts["graph"] == weights.graph * 0.5
    assert parts["preference"] == weights.preference
    assert parts["prior"] == weights.prior * 0.8 * 0.5
    assert parts["subject"] == weights.subject
    assert 0 < parts["room"] <= weights.room
    assert scored[a].score == sum(parts.values())
    # Both point at a turn and are not turns: distilled, each keeps the derived share.
    assert set(scored[b].parts) == {"vector", "lexical", "room", "prior", "derived"}
    before = sum(v for k, v in parts.items() if k != "derived")
    assert parts["derived"] == -(1 - weights.derived) * before


def test_changing_one_weight_changes_the_order() -> None:
    a, b = uuid.uuid4(), uuid.uuid4()
    found = {a: Candidate(id=a, similarity=0.9), b: Candidate(id=b, similarity=0.3, graph=1.0)}
    rows = {a: row(), b: row()}

    def best(weights: scoring.ScoreWeights) -> uuid.UUID:
        scored = scoring.score(
            rows, found, query="q", intent=None, use_vector=True, named=[], weights=weights
        )
        return max(scored, key=lambda s: s.score).id

    assert best(scoring.ScoreWeights()) == a  # 0.54 against 0.18 + 0.30 graph
    assert best(replace(scoring.ScoreWeights(), graph=0.5)) == b


def test_a_time_cue_adds_the_temporal_part() -> None:
    a = uuid.uuid4()
    intent = time_intent("what happened yesterday", now=NOW)
    assert intent is not None

    scored = scoring.score(
        {a: row(created_at=NOW.replace(day=24))}, {a: Candidate(id=a, lexical=1.0)},
        query="what happened yesterday", intent=intent, use_vector=False, named=[],
        weights=scoring.ScoreWeights(),
    )  # fmt: skip

    assert scored[0].parts["temporal"] > 0
    assert scored[0].parts["lexical"] == 1.0  # without a vector, BM25 alone, unweighted


def test_the_graph_walks_shape_is_named() -> None:
    one_hop = scoring.graph_hop_score(hop=1, matched=1, specificity=1.0)
    two_hops = scoring.graph_hop_score(hop=2, matched=1, specificity=1.0)

    assert one_hop == scoring.GRAPH_MATCH_BASE + scoring.GRAPH_MATCH_STEP
    assert two_hops == one_hop * scoring.GRAPH_HOP_DECAY
    assert scoring.graph_hop_score(hop=1, matched=9, specificity=1.0) == 1.0
    assert scoring.graph_hop_score(hop=1, matched=1, specificity=0.0) == 0.0
    assert scoring.entity_share(named=1, asked=2) == 0.5
    assert scoring.lexical_scale([2.0, 4.0]) == 4.0
    assert scoring.lexical_scale([]) == 1.0
