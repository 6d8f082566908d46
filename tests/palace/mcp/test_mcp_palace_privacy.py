"""The privacy model over MCP (the SDK's own client on the served app): an admin's key reads
nothing of another person's palace or graph: her conversation, its turns and her mined entities
answer exactly like missing ones, her entities are not listed, and recall returns none of her
turns."""

from __future__ import annotations

from typing import Any

import anyio
import pytest
from mcp_types import CallToolResult

from tests.factories import AdminFactory, UserFactory
from tests.factories.memories import api_key_for
from tests.palace.mcp.conftest import ServedApp, mcp_session, rest

pytestmark = pytest.mark.django_db(transaction=True)

TURN = "support group on Tuesday"


def body(result: CallToolResult) -> dict[str, Any]:
    assert isinstance(result.structured_content, dict)
    return result.structured_content


def test_an_admins_key_reads_nothing_of_another_persons_palace(served_app: ServedApp) -> None:
    alice, admin = UserFactory(username="alice"), AdminFactory(username="root")
    alice_key, admin_key = api_key_for(alice)[1], api_key_for(admin)[1]
    with rest(served_app, alice_key) as http:
        chat = http.post(
            "conversations",
            json={"external_id": "alice-chat", "messages": [{"content": f"I went to a {TURN}."}]},
        ).json()
        relation = http.post(
            "relations",
            json={"subject": {"name": "Caroline"}, "predicate": "attends", "value": "a group"},
        ).json()
    entity_id = relation["relation"]["subject"]["id"]
    calls = {
        "conversation_get": {"conversation_id": chat["id"]},
        "conversation_messages": {"conversation_id": chat["id"]},
        "entity_timeline": {"entity_id": entity_id},
    }
    missing = {
        "conversation_get": {"conversation_id": "00000000-0000-0000-0000-000000000007"},
        "conversation_messages": {"conversation_id": "00000000-0000-0000-0000-000000000007"},
        "entity_timeline": {"entity_id": 999999999},
    }

    async def scenario(key: str) -> Any:
        async with mcp_session(served_app, "http", key) as client:
            answers = {name: body(await client.call_tool(name, a)) for name, a in calls.items()}
            absent = {name: body(await client.call_tool(name, a)) for name, a in missing.items()}
            listed = body(await client.call_tool("entity_list", {}))
            recall = body(await client.call_tool("memory_recall", {"query": TURN}))
            return answers, absent, listed, recall

    answers, absent, listed, recall = anyio.run(scenario, admin_key)
    assert answers == absent
    assert all(row["id"] != entity_id for row in listed["results"])
    assert TURN not in str(recall)
    # The same calls as alice's key: hers.
    answers, _, listed, _ = anyio.run(scenario, alice_key)
    assert answers["conversation_get"]["id"] == chat["id"]
    assert TURN in str(answers["conversation_messages"])
    assert any(row["id"] == entity_id for row in listed["results"])
