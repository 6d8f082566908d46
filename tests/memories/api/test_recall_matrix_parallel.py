"""The scoping matrix for recall over HTTP with committed rows, as in production: BM25 on the
request's connection, the embedding and vector arm on a worker's own. Each principal gets
exactly the memories it may see, each of them found by the worker's vector arm too."""

from __future__ import annotations

import pytest

from memories.embeddings.storage import embedding_text, memory_embedding_store, prepare_vectors
from memories.search import workers
from tests.memories.api.conftest import PRINCIPALS, SCOPES, World
from tests.memories.api.test_scoping_matrix import VISIBLE

# Committed rows, and the local embedder, so the vector arm runs on the worker.
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("local_recall")]

URL = "/api/v1/recall"


@pytest.fixture
def embedded_world(world: World) -> World:
    for memory in world.memories.values():
        text = embedding_text(
            content=memory.content, recall_hint=memory.recall_hint, kind=memory.kind
        )
        memory_embedding_store(memory=memory, prepared=prepare_vectors([text])[0])
    return world


@pytest.mark.parametrize("who", PRINCIPALS)
def test_recall_on_two_connections_returns_exactly_what_each_principal_may_see(
    embedded_world: World, who: str
) -> None:
    response = embedded_world.client(who).post(
        URL,
        {"query": "what is on the deploy checklist", "strategy": "semantic", "top_k": 50,
         "scopes": list(SCOPES), "session": "thread-1", "explain": True},
        format="json",
    )  # fmt: skip

    assert response.status_code == 200, response.content
    body = response.json()
    assert body["ranking"] == "hybrid"
    expected = {str(m.pk) for scope, m in embedded_world.memories.items() if who in VISIBLE[scope]}
    assert {hit["id"] for hit in body["results"]} == expected
    # Every hit came through the worker's vector arm too (and nothing else did).
    assert all(hit["explain"]["similarity"] is not None for hit in body["results"])
    assert workers.connection_count() == 1
