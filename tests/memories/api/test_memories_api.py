"""The /memories API doing its job: remember, dedup, list with cursor pages, read, update with
history, lifecycle and governance, and the browser session path (CSRF enforced)."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework.test import APIClient

from memories.models import Memory
from memories.scoping import principal_for_user
from memories.services.lifecycle.governance import memory_ask_curators
from tests.factories.memories import MemoryFactory
from tests.memories.api.conftest import MEMORIES_URL, World, memory_url

OUT_FIELDS = {
    "id", "content", "recall_hint", "kind", "tags", "source", "scope", "scope_ref", "status",
    "stale_reason", "confidence", "relevance_score", "expires_at", "approved_by", "approved_at",
    "always_inject", "always_inject_proposed", "superseded_by", "entities", "metadata", "pointer", "source_conversation",
    "source_run", "created_at", "updated_at",
}  # fmt: skip


def test_remember_returns_201_with_the_record(world: World, alice_api: APIClient) -> None:
    body = {
        "content": "The billing service retries webhooks three times with exponential backoff.",
        "recall_hint": "billing webhook retry policy",
        "kind": "knowledge",
        "scope": "project",
        "scope_ref": "apollo",
        "tags": ["billing", "webhooks"],
        "entities": ["urn:li:dataset:(urn:li:dataPlatform:kafka,billing.events,PROD)"],
        "relevance_score": 0.8,
        "metadata": {"ticket": "OPS-12"},
    }
    response = alice_api.post(MEMORIES_URL, body, format="json")
    assert response.status_code == 201, response.content
    out = response.json()
    assert set(out) == OUT_FIELDS | {"deduplicated", "superseded"}
    assert out["deduplicated"] is False
    assert (out["scope"], out["scope_ref"], out["kind"]) == ("project", "apollo", "knowledge")
    assert out["source"] == "agent"
    assert Memory.objects.filter(pk=out["id"], owner=world.users["alice"]).exists()


def test_remember_near_duplicate_returns_200_deduplicated(
    world: World, alice_api: APIClient
) -> None:
    body = {"content": "Deploys to production are frozen every Friday after 15:00."}
    first = alice_api.post(MEMORIES_URL, body, format="json")
    again = alice_api.post(MEMORIES_URL, body, format="json")
    assert first.status_code == 201
    assert again.status_code == 200, again.content
    assert again.json()["deduplicated"] is True
    assert again.json()["id"] == first.json()["id"]
    assert Memory.objects.count() == len(world.memories) + 1


def test_remember_in_a_scope_one_may_not_write_is_refused(world: World) -> None:
    bob = world.client("bob_agent")
    response = bob.post(
        MEMORIES_URL, {"content": "x y z", "scope": "project", "scope_ref": "apollo"}, format="json"
    )
    # Not his project: answered like one that does not exist, so nothing tells it exists.
    assert response.status_code == 400
    assert response.json()["error"]["fields"] == {"scope_ref": ["unknown project 'apollo'"]}
    response = bob.post(MEMORIES_URL, {"content": "x y z", "scope": "global"}, format="json")
    assert response.status_code == 403
    assert Memory.objects.count() == len(world.memories)


def test_list_pages_with_an_opaque_cursor_newest_first(world: World, alice_api: APIClient) -> None:
    for i in range(7):
        MemoryFactory(owner=world.users["alice"], content=f"paging note {i} about rivers")
    seen: list[str] = []
    url: str | None = f"{MEMORIES_URL}?limit=3"
    pages = 0
    while url:
        response = alice_api.get(url)
        assert response.status_code == 200, response.content
        page = response.json()
        assert set(page) == {"results", "next"}
        assert len(page["results"]) <= 3
        seen += [row["id"] for row in page["results"]]
        url = page["next"]
        pages += 1
    visible = Memory.objects.filter(owner=world.users["alice"]).exclude(scope="persona").count()
    assert len(seen) == len(set(seen))
    assert len(seen) >= visible
    stamps = list(
        Memory.objects.filter(pk__in=seen)
        .order_by("-updated_at", "-id")
        .values_list("id", flat=True)
    )
    assert [str(s) for s in stamps] == seen
    assert pages == -(-len(seen) // 3)


def test_list_filters(world: World, alice_api: APIClient) -> None:
    MemoryFactory(
        owner=world.users["alice"],
        kind="warning",
        tags=["prod"],
        content="never run migrations by hand",
    )
    rows = alice_api.get(MEMORIES_URL, {"kind": "warning"}).json()["results"]
    assert [r["kind"] for r in rows] == ["warning"]
    rows = alice_api.get(MEMORIES_URL, {"tag": "prod"}).json()["results"]
    assert len(rows) == 1
    rows = alice_api.get(MEMORIES_URL, {"scope": "session"}).json()["results"]
    assert {r["scope"] for r in rows} == {"session"}
    rows = alice_api.get(MEMORIES_URL, {"q": "migrations"}).json()["results"]
    assert [r["content"] for r in rows] == ["never run migrations by hand"]


def test_list_query_count_does_not_grow_with_rows(world: World, alice_api: APIClient) -> None:
    def count() -> int:
        with CaptureQueriesContext(connection) as ctx:
            assert alice_api.get(MEMORIES_URL, {"limit": 100}).status_code == 200
        return len(ctx.captured_queries)

    count()  # the key's first use writes its last_used_at; later uses within a minute do not
    few = count()
    for i in range(15):
        MemoryFactory(
            owner=world.users["alice"], content=f"bulk {i}", approved_by=world.users["admin"]
        )
    assert count() == few


def test_update_records_history_oldest_first(world: World, alice_api: APIClient) -> None:
    memory = world.memories["user"]
    original = memory.content
    response = alice_api.patch(
        memory_url(memory.pk), {"content": "The deploy checklist has 9 steps."}, format="json"
    )
    assert response.status_code == 200, response.content
    assert response.json()["content"] == "The deploy checklist has 9 steps."
    alice_api.patch(memory_url(memory.pk), {"tags": ["deploy"]}, format="json")
    history = alice_api.get(memory_url(memory.pk, "history"))
    assert history.status_code == 200
    body = history.json()
    assert body["memory_id"] == str(memory.pk)
    assert body["results"][0]["content"] == original
    stamps = [r["created_at"] for r in body["results"]]
    assert stamps == sorted(stamps)


def test_forget_restore_feedback_always_inject(world: World, alice_api: APIClient) -> None:
    memory = world.memories["user"]
    out = alice_api.post(memory_url(memory.pk, "forget"), {}, format="json").json()
    assert out["status"] == "archived"
    out = alice_api.post(memory_url(memory.pk, "restore")).json()
    assert out["status"] == "active"
    before = Memory.objects.get(pk=memory.pk).confidence
    out = alice_api.post(
        memory_url(memory.pk, "feedback"), {"outcome": "success"}, format="json"
    ).json()
    assert out["confidence"] == pytest.approx(min(1.0, before + 0.1))
    out = alice_api.post(
        memory_url(memory.pk, "always-inject"), {"value": True}, format="json"
    ).json()
    assert out["always_inject"] is False  # an agent's pin is a proposal a person confirms
    assert out["always_inject_proposed"] is True


def test_admin_approves_and_hard_deletes_with_confirmation(world: World) -> None:
    admin = world.client("admin")
    memory = world.memories["user"]
    # private to alice: open to curators because she asks them to erase it
    owner = principal_for_user(world.users["alice"])
    memory_ask_curators(principal=owner, memory_id=memory.pk, request="erasure")
    out = admin.post(memory_url(memory.pk, "approve")).json()
    assert (out["approved_by"], out["confidence"]) == ("admin", 1.0)
    response = admin.post(
        memory_url(memory.pk, "forget"), {"hard": True, "confirm": "wrong"}, format="json"
    )
    assert response.status_code == 400
    assert "confirm" in response.json()["error"]["fields"]
    assert Memory.objects.filter(pk=memory.pk).exists()
    response = admin.post(
        memory_url(memory.pk, "forget"), {"hard": True, "confirm": str(memory.pk)}, format="json"
    )
    assert response.status_code == 204
    assert not Memory.objects.filter(pk=memory.pk).exists()


def test_an_admin_agent_key_never_hard_deletes(world: World) -> None:
    from tests.factories.memories import api_key_for

    _, raw = api_key_for(world.users["admin"])
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    memory = world.memories["user"]
    response = client.post(
        memory_url(memory.pk, "forget"), {"hard": True, "confirm": str(memory.pk)}, format="json"
    )
    assert response.status_code == 403
    assert Memory.objects.filter(pk=memory.pk).exists()


def test_session_requests_must_carry_a_csrf_token(world: World) -> None:
    client = APIClient(enforce_csrf_checks=True)
    client.force_login(world.users["alice"])
    assert client.get(MEMORIES_URL).status_code == 200  # safe methods need no token
    response = client.post(MEMORIES_URL, {"content": "csrf-less write"}, format="json")
    assert response.status_code == 403
    assert response.json()["error"]["code"]
    assert Memory.objects.count() == len(world.memories)
    client.get("/accounts/login/")  # sets the csrftoken cookie
    token = client.cookies["csrftoken"].value
    response = client.post(
        MEMORIES_URL,
        {"content": "a write with its CSRF token"},
        format="json",
        HTTP_X_CSRFTOKEN=token,
    )
    assert response.status_code == 201, response.content


def test_openapi_lists_every_memory_operation(world: World) -> None:
    response = APIClient().get("/api/schema/", {"format": "json"})
    assert response.status_code == 200
    paths: dict[str, Any] = response.json()["paths"]
    ops = {(p, m) for p, item in paths.items() for m in item if p.startswith("/api/v1/memories")}
    assert ("/api/v1/memories", "post") in ops
    assert ("/api/v1/memories", "get") in ops
    assert ("/api/v1/memories/{memory_id}", "patch") in ops
    for action in ("forget", "restore", "approve", "feedback", "always-inject"):
        assert (f"/api/v1/memories/{{memory_id}}/{action}", "post") in ops
    assert ("/api/v1/memories/{memory_id}/history", "get") in ops
