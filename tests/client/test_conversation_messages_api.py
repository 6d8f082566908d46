"""A conversation's messages read back, the last taken back, all cleared (`/api/v1/conversations/
{id}/messages[/last]`): paging, metadata kept as sent, the short-term turns forgotten with the
message, and bad input answered 400 / 409 with the field named."""

from __future__ import annotations

from typing import Any

import pytest
from rest_framework.test import APIClient

from memories.services.short_term import recent_turns_read
from palace.services.conversations import MAX_MESSAGE_METADATA_BYTES
from tests.factories import UserFactory
from tests.factories.memories import api_key_for

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def api() -> tuple[APIClient, Any]:
    alice = UserFactory(username="alice")
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key_for(alice)[1]}")
    return client, alice


def _start(client: APIClient, count: int) -> str:
    messages = [
        {"role": "user", "content": f"turn {n}", "metadata": {"item": {"n": n, "call_id": "c"}}}
        for n in range(1, count + 1)
    ]
    answer = client.post(
        "/api/v1/conversations",
        {"external_id": "chat", "session": "s-1", "messages": messages},
        format="json",
    )
    assert answer.status_code == 201, answer.content
    return str(answer.json()["id"])


def test_messages_page_back_oldest_first_with_their_metadata(api: tuple[APIClient, Any]) -> None:
    client, _ = api
    chat = _start(client, 5)
    url = f"/api/v1/conversations/{chat}/messages"
    newest = client.get(url, {"limit": 2}).json()
    assert [m["content"] for m in newest["results"]] == ["turn 4", "turn 5"]
    assert newest["results"][0]["metadata"] == {"item": {"n": 4, "call_id": "c"}}
    assert newest["earlier"] == 4
    before = client.get(url, {"limit": 2, "before": newest["earlier"]}).json()
    assert [m["seq"] for m in before["results"]] == [2, 3]
    assert client.get(url, {"limit": 2, "before": 2}).json() == {
        "results": [client.get(url, {"limit": 1, "before": 2}).json()["results"][0]],
        "earlier": None,
    }


def test_taking_back_and_clearing_forget_the_session_turns(api: tuple[APIClient, Any]) -> None:
    client, alice = api
    chat = _start(client, 3)
    url = f"/api/v1/conversations/{chat}/messages"

    def recent() -> list[str]:
        return [t.content for t in recent_turns_read(owner_id=alice.pk, session="s-1")]

    assert recent() == ["turn 1", "turn 2", "turn 3"]
    popped = client.delete(f"{url}/last").json()
    assert popped["message"]["content"] == "turn 3"
    assert popped["conversation"]["message_count"] == 2
    assert recent() == ["turn 1", "turn 2"]
    cleared = client.delete(url).json()
    assert (cleared["removed"], cleared["conversation"]["message_count"]) == (2, 0)
    assert recent() == []
    assert client.delete(f"{url}/last").json()["message"] is None


@pytest.mark.parametrize(
    ("query", "field"),
    [({"limit": 0}, "limit"), ({"limit": 501}, "limit"), ({"before": "x"}, "before"),
     ({"after": 1}, "after")],
)  # fmt: skip
def test_a_bad_page_is_a_400_naming_the_parameter(
    api: tuple[APIClient, Any], query: dict[str, Any], field: str
) -> None:
    client, _ = api
    answer = client.get(f"/api/v1/conversations/{_start(client, 1)}/messages", query)
    assert answer.status_code == 400
    assert field in answer.json()["error"]["fields"]


def test_bad_metadata_and_an_ended_conversation_are_refused(api: tuple[APIClient, Any]) -> None:
    client, _ = api
    chat = _start(client, 1)
    url = f"/api/v1/conversations/{chat}/messages"
    not_object = client.post(url, {"messages": [{"content": "x", "metadata": [1]}]}, format="json")
    assert not_object.status_code == 400
    assert "messages.0.metadata" in not_object.json()["error"]["fields"]
    huge = {"content": "x", "metadata": {"blob": "a" * MAX_MESSAGE_METADATA_BYTES}}
    too_big = client.post(url, {"messages": [huge]}, format="json")
    assert too_big.status_code == 400
    assert "messages.0.metadata" in too_big.json()["error"]["fields"]
    client.post(f"/api/v1/conversations/{chat}/end", format="json")
    for answer in (client.delete(f"{url}/last"), client.delete(url)):
        assert answer.status_code == 409
        assert answer.json()["error"]["code"] == "conflict"
    assert len(client.get(url).json()["results"]) == 1  # nothing taken back
