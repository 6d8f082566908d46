"""The MCP SDK's own client against the served app (gunicorn): a key bound to a persona that has
not opted in lists no tools and every call is refused naming the setting; opted in to reads, the
same key lists the read tools only; a role's revoked writes hide the write tools at once."""

from __future__ import annotations

from typing import Any

import anyio
import pytest
from django.contrib.auth.models import Group

from memories.models import ALL_RULES, Persona, RoleRevocation
from tests.factories import UserFactory
from tests.factories.memories import PersonaFactory, api_key_for
from tests.palace.mcp.conftest import (  # noqa: F401 - fixtures of this module too
    _fast_passwords,
    _fresh_rate_limits,
    mcp_session,
    served_app,
)

pytestmark = pytest.mark.django_db(transaction=True)


def _listed_and_recall(app: Any, raw_key: str) -> tuple[set[str], Any]:
    async def scenario() -> tuple[set[str], Any]:
        async with mcp_session(app, "http", raw_key) as client:
            names = {tool.name for tool in (await client.list_tools()).tools}
            return names, await client.call_tool("memory_recall", {"query": "deploys"})

    return anyio.run(scenario)


def test_a_persona_key_lists_only_the_tools_its_persona_allows(served_app: Any) -> None:  # noqa: F811
    alice = UserFactory(username="alice")
    quiet = PersonaFactory(slug="quiet", allowed_tools=[])
    quiet.members.add(alice)
    _, raw = api_key_for(alice, persona=quiet)

    names, recall = _listed_and_recall(served_app, raw)
    assert names == set()
    assert recall.is_error
    assert "persona 'quiet' has not opted in" in recall.structured_content["error"]["message"]

    Persona.objects.filter(pk=quiet.pk).update(allowed_tools=["memory.read"])
    names, recall = _listed_and_recall(served_app, raw)
    assert {"memory_recall", "memory_context", "memory_list"} <= names
    assert not names & {"memory_save", "memory_forget", "conversation_start"}
    assert not recall.is_error


def test_a_roles_revoked_writes_hide_the_write_tools(served_app: Any) -> None:  # noqa: F811
    bob = UserFactory(username="bob")
    interns = Group.objects.create(name="interns")
    bob.groups.add(interns)
    _, raw = api_key_for(bob, rules=ALL_RULES)
    assert "memory_save" in _listed_and_recall(served_app, raw)[0]

    RoleRevocation.objects.create(kind="group", group=interns, rule="memory.manage")
    names, _ = _listed_and_recall(served_app, raw)
    assert "memory_save" not in names
    assert "memory_recall" in names
