"""mem0's Python client on the rest of its memory calls: entities, delete by entity, batch,
feedback, events, the filter language, and what is not supported — against the served app."""

from __future__ import annotations

from collections.abc import Callable

import httpx
import pytest
from mem0 import MemoryClient
from mem0.exceptions import MemoryNotFoundError

from memories.models import Memory, Project, Status
from tests.compat.conftest import project_key
from tests.palace.mcp.conftest import ServedApp

pytestmark = pytest.mark.django_db(transaction=True)

Client = Callable[[str], MemoryClient]


def _add(client: MemoryClient, text: str, **ids: str) -> str:
    return str(client.add(text, filters=ids, infer=False)["results"][0]["id"])


def test_users_lists_each_entity_and_delete_users_forgets_one(
    acme: Project, mem0_client: Client
) -> None:
    client = mem0_client(project_key(acme))
    _add(client, "I drink green tea every morning", user_id="u1", agent_id="coach")
    _add(client, "I run five kilometres on Sundays", user_id="u2")
    entities = {(e["type"], e["name"]): e["total_memories"] for e in client.users()["results"]}
    assert entities == {("user", "u1"): 1, ("user", "u2"): 1, ("agent", "coach"): 1}

    client.delete_users(user_id="u1")
    assert client.get_all(filters={"user_id": "u1"})["count"] == 0
    assert client.get_all(filters={"user_id": "u2"})["count"] == 1
    with pytest.raises(MemoryNotFoundError):
        client.delete_users(user_id="nobody")


def test_delete_all_forgets_one_end_users_memories_or_every_ones_with_star(
    acme: Project, mem0_client: Client
) -> None:
    client = mem0_client(project_key(acme))
    _add(client, "I live in Lisbon", user_id="u1")
    _add(client, "I live in Oslo", user_id="u2")
    _add(client, "I live in Rome", user_id="u3")
    client.delete_all(user_id="u1")
    assert client.get_all(filters={"user_id": "*"})["count"] == 2
    client.delete_all(user_id="*")
    assert client.get_all(filters={"user_id": "*"})["count"] == 0
    assert set(Memory.objects.values_list("status", flat=True)) == {Status.ARCHIVED}


def test_batch_update_and_delete_are_all_or_nothing(acme: Project, mem0_client: Client) -> None:
    client = mem0_client(project_key(acme))
    one = _add(client, "My dentist is Dr Lee", user_id="u1")
    two = _add(client, "My gym is on Main Street", user_id="u1")
    client.batch_update([
        {"memory_id": one, "text": "My dentist is Dr Park"},
        {"memory_id": two, "metadata": {"checked": True}},
    ])  # fmt: skip
    assert client.get(one)["memory"] == "My dentist is Dr Park"
    assert client.get(two)["metadata"] == {"checked": True}
    missing = "00000000-0000-0000-0000-000000000000"
    with pytest.raises(MemoryNotFoundError):
        client.batch_delete([{"memory_id": one}, {"memory_id": missing}])
    assert client.get(one)["memory"] == "My dentist is Dr Park"  # nothing was deleted
    client.batch_delete([{"memory_id": one}, {"memory_id": two}])
    assert client.get_all(filters={"user_id": "u1"})["count"] == 0


def test_feedback_moves_confidence_through_our_feedback(acme: Project, mem0_client: Client) -> None:
    client = mem0_client(project_key(acme))
    memory_id = _add(client, "I prefer aisle seats", user_id="u1")
    before = Memory.objects.get(pk=memory_id).confidence
    answer = client.feedback(memory_id, feedback="NEGATIVE", feedback_reason="wrong")
    assert answer["feedback"] == "NEGATIVE"
    assert Memory.objects.get(pk=memory_id).confidence < before


def test_filters_are_translated_to_sql(acme: Project, mem0_client: Client) -> None:
    client = mem0_client(project_key(acme))
    _add(client, "I collect stamps", user_id="u1", agent_id="a1")
    _add(client, "I collect coins", user_id="u2", agent_id="a1")
    client.add("I collect shells", filters={"user_id": "u3"}, infer=False, metadata={"tier": 2})

    def ids(filters: dict[str, object]) -> set[str | None]:
        return {m["user_id"] for m in client.get_all(filters=filters)["results"]}

    assert ids({"AND": [{"agent_id": "a1"}, {"user_id": {"ne": "u1"}}]}) == {"u2"}
    assert ids({"OR": [{"user_id": "u1"}, {"user_id": "u3"}]}) == {"u1", "u3"}
    assert ids({"user_id": {"in": ["u2", "u3", "u9"]}}) == {"u2", "u3"}
    assert ids({"user_id": "*", "metadata": {"tier": {"gte": 2}}}) == {"u3"}
    assert ids({"user_id": {"icontains": "U"}, "NOT": [{"agent_id": "a1"}]}) == {"u3"}
    assert ids({"user_id": "*", "created_at": {"gte": "2000-01-01"}}) == {"u1", "u2", "u3"}
    assert ids({"user_id": "*", "created_at": {"lt": "2000-01-01"}}) == set()
    found = client.search("stamps", filters={"AND": [{"agent_id": "a1"}, {"user_id": "u2"}]})
    assert all(hit["user_id"] == "u2" for hit in found["results"])


def test_every_path_answers_without_a_redirect_and_unsupported_ones_say_so(
    served_app: ServedApp, acme: Project
) -> None:
    headers = {"Authorization": f"Token {project_key(acme)}"}
    with httpx.Client(base_url=f"{served_app.url}/mem0", headers=headers) as http:
        for path in ("/v1/ping", "/v1/memories", "/v1/entities"):
            answer = http.get(path)
            assert answer.status_code == 404, path  # never a 301 the clients would not follow
        webhooks = http.get("/api/v1/webhooks/projects/acme/")
        assert webhooks.status_code == 404
        assert "not supported" in webhooks.json()["detail"]
        event = http.get("/v1/event/abc/")
        assert event.status_code == 404
        assert "event" in event.json()["detail"]
