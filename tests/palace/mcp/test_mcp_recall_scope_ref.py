"""memory_recall over MCP returns each hit's `scope_ref`, as POST /recall does."""

from __future__ import annotations

from typing import Any

import anyio
import pytest

from memories.models import ProjectMembership
from tests.factories import UserFactory
from tests.factories.memories import ProjectFactory, api_key_for
from tests.palace.mcp.conftest import ServedApp, mcp_session

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("transport", ["http", "stdio"])
def test_a_recalled_project_memory_names_its_project(served_app: ServedApp, transport: str) -> None:
    alice = UserFactory(username="alice")
    ProjectMembership.objects.create(
        project=ProjectFactory(slug="atlas", name="Atlas"), user=alice, can_manage=True
    )
    key = api_key_for(alice)[1]

    async def scenario() -> Any:
        async with mcp_session(served_app, transport, key) as client:
            saved = await client.call_tool(
                "memory_save",
                {"content": "Atlas deploys freeze on Fridays", "scope": "project",
                 "scope_ref": "atlas"},
            )  # fmt: skip
            recalled = await client.call_tool("memory_recall", {"query": "Atlas deploy freeze"})
            return saved.structured_content, recalled.structured_content

    saved, recalled = anyio.run(scenario)

    assert isinstance(saved, dict)
    assert isinstance(recalled, dict)
    hit = next(hit for hit in recalled["results"] if hit["id"] == saved["id"])
    assert hit["scope_ref"] == saved["scope_ref"] == "atlas"
