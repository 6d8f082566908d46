"""`MemoryLayerStore` (memory_layer_client.langgraph) against the served app: a compiled
LangGraph graph whose nodes read and write the store, the async twin batching concurrent calls
into one request, and LangMem's memory tools running over it unchanged."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from typing import Any, TypedDict

import httpx
import pytest
from langgraph.graph import END, START, StateGraph
from langgraph.store.base import BaseStore
from langmem import (  # type: ignore[import-untyped]
    create_manage_memory_tool,
    create_search_memory_tool,
)

from memories.models import Memory, Project
from memory_layer_client.langgraph import AsyncMemoryLayerStore, MemoryLayerStore
from tests.compat.conftest import project_key
from tests.palace.mcp.conftest import ServedApp

pytestmark = pytest.mark.django_db(transaction=True)


class Counted:
    """HTTP requests an httpx client sent (its request hook)."""

    def __init__(self) -> None:
        self.requests: list[str] = []

    def sync(self, request: httpx.Request) -> None:
        self.requests.append(f"{request.method} {request.url.path}")

    async def asynchronous(self, request: httpx.Request) -> None:
        self.sync(request)


@pytest.fixture
def key(served_app: ServedApp, acme: Project) -> str:
    return project_key(acme)


@pytest.fixture
def counted() -> Counted:
    return Counted()


@pytest.fixture
def store(served_app: ServedApp, key: str, counted: Counted) -> Iterator[MemoryLayerStore]:
    http = httpx.Client(timeout=60, event_hooks={"request": [counted.sync]})
    store = MemoryLayerStore(served_app.url, key, http=http)
    yield store
    store.close()


class State(TypedDict):
    user: str
    said: str
    answer: str


def test_a_compiled_graph_reads_and_writes_the_store(
    store: MemoryLayerStore, counted: Counted
) -> None:
    issued: list[str] = []

    def remember(state: State, *, store: BaseStore) -> dict[str, Any]:
        issued.append("put")
        store.put(("memories", state["user"]), "last_said", {"content": state["said"]})
        return {}

    def recall(state: State, *, store: BaseStore) -> dict[str, Any]:
        issued.append("get")
        item = store.get(("memories", state["user"]), "last_said")
        issued.append("search")
        found = store.search(("memories",), filter={"content": state["said"]})
        assert item is not None
        return {"answer": f"{item.value['content']} ({len(found)} found)"}

    builder = StateGraph(State)
    builder.add_node("remember", remember)
    builder.add_node("recall", recall)
    builder.add_edge(START, "remember")
    builder.add_edge("remember", "recall")
    builder.add_edge("recall", END)
    graph = builder.compile(store=store)

    out = graph.invoke({"user": "alice", "said": "I like green tea", "answer": ""})
    assert out["answer"] == "I like green tea (1 found)"
    # A LangGraph run with the store makes no more HTTP calls than the operations it issues.
    assert len(counted.requests) <= len(issued)
    assert set(counted.requests) == {"POST /langgraph/store/batch"}
    row = Memory.objects.get(tags__contains=["langgraph"])
    assert row.subject == ["key:last_said", "ns:0:memories", "ns:1:alice"]


def test_put_none_deletes_and_ttl_sets_the_expiry(store: MemoryLayerStore) -> None:
    store.put(("a",), "k", {"content": "short-lived"}, ttl=30)
    row = Memory.objects.get(tags__contains=["langgraph"])
    assert row.expires_at is not None
    item = store.get(("a",), "k")
    assert item is not None
    assert item.value == {"content": "short-lived"}
    store.put(("a",), "k", None)
    assert store.get(("a",), "k") is None
    assert store.list_namespaces() == []


def test_the_async_twin_sends_concurrent_calls_as_one_request(
    served_app: ServedApp, key: str, counted: Counted
) -> None:
    async def run() -> list[Any]:
        http = httpx.AsyncClient(timeout=60, event_hooks={"request": [counted.asynchronous]})
        store = AsyncMemoryLayerStore(served_app.url, key, http=http)
        await asyncio.gather(*(store.aput(("n",), f"k{i}", {"i": i}) for i in range(5)))
        got = await asyncio.gather(*(store.aget(("n",), f"k{i}") for i in range(5)))
        await store.aclose()
        return got

    got = asyncio.run(run())
    assert [item.value["i"] for item in got] == list(range(5))
    assert counted.requests == ["POST /langgraph/store/batch"] * 2


def test_langmem_tools_manage_and_search_memories_over_the_store(
    store: MemoryLayerStore,
) -> None:
    namespace = ("memories", "{langgraph_user_id}")
    manage = create_manage_memory_tool(namespace=namespace, store=store)
    search = create_search_memory_tool(namespace=namespace, store=store)
    config = {"configurable": {"langgraph_user_id": "alice"}}

    created = manage.invoke({"content": "Alice is allergic to shellfish"}, config=config)
    manage.invoke({"content": "Alice rides a blue bicycle"}, config=config)
    memory_id = created.rsplit(" ", 1)[-1]
    found = json.loads(search.invoke({"query": "shellfish allergy"}, config=config))
    assert found[0]["value"] == {"content": "Alice is allergic to shellfish"}
    assert found[0]["namespace"] == ["memories", "alice"]

    manage.invoke(
        {"content": "Alice is allergic to peanuts", "action": "update", "id": memory_id},
        config=config,
    )
    item = store.get(("memories", "alice"), memory_id)
    assert item is not None
    assert item.value == {"content": "Alice is allergic to peanuts"}
    manage.invoke({"action": "delete", "id": memory_id}, config=config)
    assert store.get(("memories", "alice"), memory_id) is None
    # Another user's namespace holds nothing of alice's.
    other = {"configurable": {"langgraph_user_id": "bob"}}
    assert json.loads(search.invoke({"query": "bicycle"}, config=other)) == []
