"""mem0's AsyncMemoryClient on the same routes, and concurrent identical adds for one end user
leaving one row (dedup under the same lock as our own API)."""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor

import anyio
import httpx
import pytest
from mem0 import AsyncMemoryClient

from memories.models import Memory, Project
from tests.compat.conftest import project_key
from tests.palace.mcp.conftest import ServedApp

pytestmark = pytest.mark.django_db(transaction=True)
assert os.environ["MEM0_TELEMETRY"] == "false"


def test_the_async_client_adds_searches_lists_and_deletes(
    served_app: ServedApp, acme: Project
) -> None:
    key = project_key(acme)

    async def scenario() -> tuple[bool, int, list[str], int]:
        client = AsyncMemoryClient(api_key=key, host=f"{served_app.url}/mem0")
        added = await client.add("I keep bees", filters={"user_id": "a1"}, infer=False)
        memory_id = added["results"][0]["id"]
        found = await client.search("bees", filters={"user_id": "a1"})
        listed = await client.get_all(filters={"user_id": "a1"})
        history = await client.history(memory_id)
        await client.delete(memory_id)
        after = await client.get_all(filters={"user_id": "a1"})
        return (
            [hit["id"] for hit in found["results"]] == [memory_id],
            listed["count"],
            [h["event"] for h in history],
            after["count"],
        )

    found_it, count, history, after = anyio.run(scenario)
    assert (found_it, count, history, after) == (True, 1, [], 0)


def test_concurrent_identical_adds_for_one_end_user_leave_one_row(
    served_app: ServedApp, acme: Project
) -> None:
    headers = {"Authorization": f"Token {project_key(acme)}"}
    body = {"messages": "I speak Portuguese", "filters": {"user_id": "c1"}, "infer": False}

    def add(_: int) -> str:
        with httpx.Client(base_url=f"{served_app.url}/mem0", headers=headers, timeout=120) as http:
            answer = http.post("/v3/memories/add/", json=body)
            assert answer.status_code == 200, answer.text
            return str(answer.json()["results"][0]["id"])

    with ThreadPoolExecutor(max_workers=8) as pool:
        ids = set(pool.map(add, range(16)))
    assert len(ids) == 1
    assert Memory.objects.filter(subject=["user_id:c1"]).count() == 1
