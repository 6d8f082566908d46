"""A bonus never lifts a record with no evidence of its own above one with: a chat turn of the
best-matching conversation that matches nothing gets no room bonus, so the default recall
(`auto`) keeps the one relevant memory the graph walk finds (through the REST recall API)."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from rest_framework.test import APIClient

from memories.retrieval import scoring
from memories.retrieval.temporal import time_intent
from memories.retrieval.types import Candidate, evidence_of
from memories.scoping import principal_for_user
from memories.services.graph.writes import entity_upsert, relation_assert
from palace.mining.pipeline import conversation_mine
from palace.services.conversations import MessageIn, conversation_ingest
from tests.factories.memories import api_key_for

RECALL, MEMORIES = "/api/v1/recall", "/api/v1/memories"
QUERY = "what should Zara keep in mind?"
# A chat about a move and a kitchen: a few words in common with the query, nothing about Zara.
CHAT = [
    ("Sam", "We are finally moving to the new flat next month."),
    ("Assistant", "Exciting! Do you have a plan for the boxes?"),
    ("Sam", "Keep the kitchen boxes apart, the glasses break easily."),
    ("Assistant", "Good idea, label them on every side."),
    ("Sam", "Never mind the sofa, the movers take care of it."),
    ("Assistant", "That saves you a lot of lifting."),
    ("Sam", "The landlord wants the keys back by the first."),
    ("Assistant", "Set a reminder a few days before."),
    ("Sam", "I should book the van for Saturday morning."),
    ("Assistant", "Saturday mornings fill up fast, book soon."),
    ("Sam", "The new flat has a balcony facing the park."),
    ("Assistant", "Perfect for plants in the summer."),
]
FALCON_NOTE = "Falcon's release freezes the public API two weeks before launch day."


def _chat(user: Any) -> None:
    start = datetime(2026, 10, 3, 18, 0, tzinfo=UTC)
    conversation, _ = conversation_ingest(
        principal=principal_for_user(user), external_id="moving-day", title="Moving",
        started_at=start,
        messages=[
            MessageIn(speaker=speaker, content=text, sent_at=start + timedelta(minutes=i),
                      external_id=f"m{i + 1}")
            for i, (speaker, text) in enumerate(CHAT)
        ],
    )  # fmt: skip
    conversation_mine(conversation_id=str(conversation.pk))


def _zara_manages_falcon(user: Any) -> str:
    zara = entity_upsert(owner_id=user.pk, name="Zara", kind="person")
    falcon = entity_upsert(owner_id=user.pk, name="Project Falcon", kind="project")
    relation_assert(owner_id=user.pk, subject=zara, predicate="manages", obj=falcon)
    return falcon.urn


def _recall(client: APIClient, **body: Any) -> list[dict[str, Any]]:
    response = client.post(RECALL, {"query": QUERY, "top_k": 8, **body}, format="json")
    assert response.status_code == 200, response.json()
    return list(response.json()["results"])


@pytest.mark.django_db
def test_auto_keeps_the_memory_the_graph_finds_beside_an_unrelated_chat(alice: Any) -> None:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key_for(alice)[1]}")
    _chat(alice)
    saved = client.post(
        MEMORIES, {"content": FALCON_NOTE, "entities": [_zara_manages_falcon(alice)]},
        format="json",
    )  # fmt: skip
    assert saved.status_code == 201, saved.json()
    note = saved.json()["id"]

    by_graph = [hit["id"] for hit in _recall(client, strategy="graph")]
    by_auto = _recall(client, explain=True)

    assert note in by_graph
    assert note in [hit["id"] for hit in by_auto], [(h["content"], h["explain"]) for h in by_auto]
    # Every turn ranked above the note has evidence of its own; none gets a room bonus without.
    for hit in by_auto:
        if not hit["matches_query"]:
            assert "room" not in hit["explain"]["parts"], hit


def _row(pointer: str, **fields: Any) -> dict[str, Any]:
    base = {
        "content": "", "kind": "preference", "tags": ["move"], "confidence": 0.9,
        "relevance_score": 0.9, "created_at": datetime(2026, 10, 3, tzinfo=UTC),
        "pointer": pointer, "entities": ["urn:ml:person:sam"], "scope": "user",
    }  # fmt: skip
    return {**base, **fields}


def test_a_record_without_evidence_of_its_own_gets_no_bonus() -> None:
    """Two turns of the best room, both the subject's preferences on the day the query names:
    the one whose meaning is close gets every bonus, the one that matches nothing none, so
    its score is what its arms found and no more."""
    weights = scoring.ScoreWeights()
    close, stray = uuid.uuid4(), uuid.uuid4()
    rows = {close: _row("W-1/R-1/D-1"), stray: _row("W-1/R-1/D-2")}
    found = {
        close: Candidate(id=close, similarity=0.6),
        stray: Candidate(id=stray, similarity=0.1, lexical=0.9, lexical_partial=True),
    }
    query = "what does Sam like about the move on October 3, 2026"
    intent = time_intent(query, now=datetime(2026, 10, 5, tzinfo=UTC))
    assert not evidence_of(found[stray]).matches_query
    assert evidence_of(found[close]).matches_query

    made = scoring.score(
        rows, found, query=query, intent=intent, use_vector=True,
        named=["urn:ml:person:sam"], weights=weights,
    )  # fmt: skip
    scored = {s.id: s.parts for s in made}

    assert {"room", "temporal", "preference", "prior", "subject"} <= set(scored[close])
    # A preference distilled from its turn keeps the derived share of what its arms found.
    assert set(scored[stray]) == {"vector", "lexical", "derived"}
    assert sum(scored[stray].values()) == pytest.approx(
        weights.derived * (weights.vector * 0.1 + weights.lexical * 0.9)
    )
