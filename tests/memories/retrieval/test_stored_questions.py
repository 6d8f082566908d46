"""A question stored as a memory is weak evidence for the same question asked of recall: the
memory that answers it ranks above it, whether the two are turns of one conversation (by
pointer) or memories saved on their own (through the REST recall API)."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from tests.factories.memories import api_key_for

RECALL, MEMORIES = "/api/v1/recall", "/api/v1/memories"
ASKED = "Which bike did you end up buying in the spring?"
TOLD = "I bought a Brompton folding bike from the shop on Elm Street in the spring."


def _client(user: Any) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key_for(user)[1]}")
    return client


def _save(client: APIClient, content: str) -> str:
    response = client.post(MEMORIES, {"content": content}, format="json")
    assert response.status_code == 201, response.json()
    return str(response.json()["id"])


def _recall(client: APIClient, query: str, **body: Any) -> list[dict[str, Any]]:
    response = client.post(RECALL, {"query": query, "explain": True, **body}, format="json")
    assert response.status_code == 200, response.json()
    return list(response.json()["results"])


@pytest.mark.django_db
def test_asked_a_question_a_saved_answer_outranks_the_saved_question(alice: Any) -> None:
    client = _client(alice)
    asked, told = _save(client, ASKED), _save(client, TOLD)
    _save(client, "The team offsite moved to the lake house in June.")
    _save(client, "Ana's laptop charger is in the second drawer.")

    hits = _recall(client, "which bike did I buy?")

    ranked = [hit["id"] for hit in hits]
    assert told in ranked
    assert asked in ranked
    assert ranked.index(told) < ranked.index(asked), [(h["content"], h["explain"]) for h in hits]
    parts = {hit["id"]: hit["explain"]["parts"] for hit in hits}
    assert parts[asked]["asking"] < 0
    assert parts[told]["answer"] > 0


@pytest.mark.django_db
def test_a_saved_question_passes_nothing_to_a_memory_about_something_else(alice: Any) -> None:
    """The answer of a saved question is a memory that tells about what it asks: one that shares
    none of the question's words gets nothing from it."""
    client = _client(alice)
    _save(client, ASKED)
    elsewhere = _save(client, "I bought a new kettle for the office kitchen last week.")

    hits = _recall(client, "which bike did I buy?")

    parts = {hit["id"]: hit["explain"]["parts"] for hit in hits}
    assert "answer" not in parts[elsewhere]


@pytest.mark.django_db
def test_a_statement_query_lifts_no_saved_answer(alice: Any) -> None:
    client = _client(alice)
    _save(client, ASKED)
    told = _save(client, TOLD)

    hits = _recall(client, "Brompton bike purchase")

    parts = {hit["id"]: hit["explain"]["parts"] for hit in hits}
    assert "answer" not in parts[told]
    assert all("asking" not in p for p in parts.values())
