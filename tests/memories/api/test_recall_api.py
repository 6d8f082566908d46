"""POST /api/v1/recall: the contract, strict validation, rules and scoping over HTTP."""

from __future__ import annotations

from typing import Any

import pytest

from memories.embeddings import reset_embedder
from tests.factories.memories import api_key_for
from tests.memories.api.conftest import World, bearer

URL = "/api/v1/recall"


pytestmark = pytest.mark.usefixtures("local_recall")


def test_recall_returns_the_contract_shape(world: World) -> None:
    response = world.client("alice_agent").post(
        URL, {"query": "deploy checklist", "explain": True}, format="json"
    )

    assert response.status_code == 200
    body = response.json()
    assert body["strategy"] == "auto"
    assert body["ranking"] == "hybrid+graph"
    assert body["degraded"] is False
    assert body["rerank"] == "skipped: no LLM configured"
    scopes = {hit["scope"] for hit in body["results"]}
    assert scopes == {"user", "persona", "project", "system", "global"}  # no session given
    hit = body["results"][0]
    assert set(hit) >= {"id", "content", "kind", "scope", "score", "explain"}


def test_recall_hits_carry_what_seed_002s_search_memory_returns(world: World) -> None:
    client = world.client("alice_agent")
    saved = world.client("alice").post(  # a person's always_inject takes effect at once
        "/api/v1/memories",
        {"content": "Deploy the gateway only after the canary has run an hour",
         "recall_hint": "gateway canary rule", "tags": ["deploys", "gateway"],
         "always_inject": True},
        format="json",
    ).json()  # fmt: skip

    body = client.post(URL, {"query": "gateway canary"}, format="json").json()

    hit = next(h for h in body["results"] if h["id"] == saved["id"])
    assert hit["recall_hint"] == "gateway canary rule"
    assert hit["tags"] == ["deploys", "gateway"]
    assert hit["always_inject"] is True
    assert hit["created_at"] == saved["created_at"]
    assert hit["matches_query"] is True


def test_recall_with_a_session_includes_that_threads_rows(world: World) -> None:
    body = world.client("alice_agent").post(
        URL, {"query": "deploy checklist", "session": "thread-1", "scopes": ["session"]},
        format="json",
    ).json()  # fmt: skip
    assert [hit["scope"] for hit in body["results"]] == ["session"]


def test_bob_recalls_only_what_bob_may_see(world: World) -> None:
    body = world.client("bob_agent").post(URL, {"query": "deploy checklist"}, format="json").json()
    assert [hit["scope"] for hit in body["results"]] == ["global"]
    assert "explain" not in body["results"][0]


def test_degraded_recall_says_so(world: World, settings: Any) -> None:
    settings.EMBEDDINGS_PROVIDER = "none"
    reset_embedder()
    body = (
        world.client("alice_agent")
        .post(URL, {"query": "deploy checklist", "strategy": "semantic"}, format="json")
        .json()
    )
    assert body["ranking"] == "lexical"
    assert body["degraded"] is True
    assert body["note"].startswith("embedding provider unavailable; results are lexical-only")
    assert body["results"]


@pytest.mark.parametrize(
    ("payload", "field"),
    [
        ({"query": "x", "strategy": "psychic"}, "strategy"),
        ({"query": "x", "kinds": ["poem"]}, "kinds"),
        ({"query": "x", "scopes": ["galaxy"]}, "scopes"),
        ({"query": "x", "top_k": 0}, "top_k"),
        ({"query": "x", "top_k": 51}, "top_k"),
        ({"query": "x", "top_k": "5"}, "top_k"),
        ({"query": "x", "explain": "yes"}, "explain"),
        ({"query": ""}, "query"),
        ({}, "query"),
        ({"query": "x", "limit": 3}, "limit"),
    ],
)
def test_bad_input_is_a_400_with_field_errors(
    world: World, payload: dict[str, Any], field: str
) -> None:
    response = world.client("alice_agent").post(URL, payload, format="json")
    assert response.status_code == 400
    fields = response.json()["error"]["fields"]
    assert any(key.split(".")[0] == field for key in fields), fields


def test_recall_needs_a_key_with_memory_read(world: World) -> None:
    _, manage_only = api_key_for(world.users["alice"], rules=("memory.manage",))
    assert bearer(manage_only).post(URL, {"query": "x"}, format="json").status_code == 403
    assert bearer("not-a-key").post(URL, {"query": "x"}, format="json").status_code == 401
