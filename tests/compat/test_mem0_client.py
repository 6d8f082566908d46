"""mem0's own Python client, unchanged, against Memory Layer at `/mem0`: the handshake, then
add, search, list, get, update, history and delete, for end users named by `user_id` under one
project-bound key. Each test fails when its route is removed."""

from __future__ import annotations

from collections.abc import Callable

import httpx
import pytest
from mem0 import MemoryClient
from mem0.exceptions import MemoryNotFoundError, ValidationError

from memories.models import ApiKey, Memory, Project
from tests.compat.conftest import project_key
from tests.palace.mcp.conftest import ServedApp

pytestmark = pytest.mark.django_db(transaction=True)

Client = Callable[[str], MemoryClient]


def test_ping_answers_status_ok_with_the_project_and_accepts_token_and_bearer(
    served_app: ServedApp, acme: Project, mem0_client: Client
) -> None:
    key = project_key(acme)
    client = mem0_client(key)
    assert client.project_id == "acme"
    assert client.org_id == "memory-layer"
    for scheme in ("Token", "Bearer"):
        answer = httpx.get(
            f"{served_app.url}/mem0/v1/ping/", headers={"Authorization": f"{scheme} {key}"}
        )
        assert answer.status_code == 200
        assert answer.json()["status"] == "ok"
    refused = httpx.get(f"{served_app.url}/mem0/v1/ping/", headers={"Authorization": "Token no"})
    assert refused.status_code == 401
    assert "detail" in refused.json()
    with pytest.raises(ValueError, match="Error"):
        MemoryClient(api_key="ml_unknown", host=f"{served_app.url}/mem0")


def test_add_search_list_get_delete_for_one_end_user(acme: Project, mem0_client: Client) -> None:
    client = mem0_client(project_key(acme))
    added = client.add(
        "I am allergic to peanuts", filters={"user_id": "alice-123"}, infer=False,
        metadata={"source": "chat"},
    )  # fmt: skip
    assert [event["event"] for event in added["results"]] == ["ADD"]
    memory_id = added["results"][0]["id"]
    client.add("I love hiking in the Alps", filters={"user_id": "bob-456"}, infer=False)

    found = client.search("peanut allergy", filters={"user_id": "alice-123"})
    assert [hit["id"] for hit in found["results"]] == [memory_id]
    assert 0.1 <= found["results"][0]["score"] <= 1.0
    assert client.search("hiking", filters={"user_id": "alice-123"})["results"] == []

    listed = client.get_all(filters={"user_id": "alice-123"})
    assert listed["count"] == 1
    assert listed["results"][0]["memory"] == "I am allergic to peanuts"
    assert listed["results"][0]["user_id"] == "alice-123"
    assert listed["results"][0]["metadata"] == {"source": "chat"}

    got = client.get(memory_id)
    assert got["memory"] == "I am allergic to peanuts"
    row = Memory.objects.get(pk=memory_id)
    assert row.subject == ["user_id:alice-123"]
    assert row.project_id == acme.pk

    assert "deleted" in client.delete(memory_id)["message"]
    with pytest.raises(MemoryNotFoundError):
        client.get(memory_id)
    assert client.get_all(filters={"user_id": "alice-123"})["count"] == 0


def test_two_end_users_saying_the_same_thing_keep_two_rows(
    acme: Project, mem0_client: Client
) -> None:
    client = mem0_client(project_key(acme))
    first = client.add("My favourite colour is green", filters={"user_id": "u1"}, infer=False)
    second = client.add("My favourite colour is green", filters={"user_id": "u2"}, infer=False)
    again = client.add("My favourite colour is green", filters={"user_id": "u1"}, infer=False)
    assert first["results"][0]["id"] != second["results"][0]["id"]
    assert again["results"][0] == {**first["results"][0], "event": "NONE"}


def test_search_and_list_require_an_entity_id(acme: Project, mem0_client: Client) -> None:
    client = mem0_client(project_key(acme))
    with pytest.raises(ValidationError, match="user_id"):
        client.search("anything")
    with pytest.raises(ValidationError, match="user_id"):
        client.get_all()


def test_update_and_history_follow_the_revision_chain(acme: Project, mem0_client: Client) -> None:
    client = mem0_client(project_key(acme))
    added = client.add("I live in Berlin", filters={"user_id": "u1"}, infer=False)
    memory_id = added["results"][0]["id"]
    updated = client.update(memory_id, text="I live in Hamburg")
    assert updated["memory"] == "I live in Hamburg"
    history = client.history(memory_id)
    assert [(h["old_memory"], h["new_memory"], h["event"]) for h in history] == [
        ("I live in Berlin", "I live in Hamburg", "UPDATE")
    ]


def test_categories_expiry_and_immutable_map_onto_tags_expiry_and_pins(
    acme: Project, mem0_client: Client
) -> None:
    client = mem0_client(project_key(acme))
    ApiKey.objects.filter(project=acme).update(trusted_to_pin=True)
    added = client.add(
        "I work night shifts", filters={"user_id": "u1"}, infer=False,
        expiration_date="2099-12-31", immutable=True, categories=["work"],
    )  # fmt: skip
    got = client.get(added["results"][0]["id"])
    assert (got["categories"], got["expiration_date"], got["immutable"]) == (
        ["work"], "2099-12-31", True,
    )  # fmt: skip
    row = Memory.objects.get(pk=got["id"])
    assert (row.tags, row.always_inject) == (["work"], True)
    assert row.expires_at is not None
    assert row.expires_at.isoformat() == "2100-01-01T00:00:00+00:00"
    changed = client.update(got["id"], expiration_date=None)
    assert changed["expiration_date"] is None


GHP = "ghp_" + "A1b2C3d4E5" * 3 + "xYz123"


def test_secrets_are_scrubbed_and_a_secret_in_an_entity_id_is_refused(
    served_app: ServedApp, acme: Project, mem0_client: Client
) -> None:
    client = mem0_client(project_key(acme))
    for infer in (False, True):
        client.add(
            f"My GitHub token is {GHP} and I love Rust", filters={"user_id": "u1"}, infer=infer
        )
    assert Memory.objects.exists()
    assert not any(GHP in row.content for row in Memory.objects.all())
    with pytest.raises(ValidationError, match="secret"):
        client.add("I like tea", filters={"user_id": GHP}, infer=False)
    unauthenticated = httpx.post(f"{served_app.url}/mem0/v3/memories/search/", json={})
    assert unauthenticated.status_code == 401
    assert "detail" in unauthenticated.json()
