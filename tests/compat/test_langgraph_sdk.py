"""LangGraph's own SDK (`langgraph_sdk`'s `client.store`) against the served app at
`/langgraph`: put then get, delete, search by filter (recency) and by query (recall), and the
namespace listing compared with LangGraph's in-memory store on the same items."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from langgraph.store.base import ListNamespacesOp, MatchCondition
from langgraph.store.memory import InMemoryStore
from langgraph_sdk import get_sync_client
from langgraph_sdk.client import SyncLangGraphClient

from memories.models import Memory, Project
from tests.compat.conftest import project_key
from tests.palace.mcp.conftest import ServedApp

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def store_key(served_app: ServedApp, acme: Project) -> str:
    return project_key(acme)


@pytest.fixture
def sdk(served_app: ServedApp, store_key: str) -> SyncLangGraphClient:
    client = get_sync_client(url=f"{served_app.url}/langgraph", api_key=store_key)
    return client


def test_put_then_get_returns_the_same_value(sdk: SyncLangGraphClient) -> None:
    value = {"content": "Alice prefers window seats", "n": 3, "tags": ["a", {"b": None}]}
    sdk.store.put_item(["memories", "alice"], "seat", value)
    item = sdk.store.get_item(["memories", "alice"], "seat")
    assert item["value"] == value
    assert item["namespace"] == ["memories", "alice"]
    assert item["key"] == "seat"
    # A put on the same key replaces the value (one row, not two).
    sdk.store.put_item(["memories", "alice"], "seat", {"content": "Alice prefers aisle seats"})
    assert sdk.store.get_item(["memories", "alice"], "seat")["value"] == {
        "content": "Alice prefers aisle seats"
    }
    assert Memory.objects.filter(status="active", tags__contains=["langgraph"]).count() == 1


def test_an_item_is_a_memory_scrubbed_of_secrets(sdk: SyncLangGraphClient) -> None:
    secret = "sk-proj-" + "A1b2C3d4E5f6G7h8I9j0" * 2
    sdk.store.put_item(["notes"], "k", {"content": f"the deploy key is {secret}"})
    value = sdk.store.get_item(["notes"], "k")["value"]
    assert secret not in value["content"]
    row = Memory.objects.get(tags__contains=["langgraph"])
    assert secret not in row.content
    assert row.subject == ["key:k", "ns:0:notes"]
    assert row.project_id is not None  # the key's project: the default scope


def test_delete_and_put_none_remove_the_item(sdk: SyncLangGraphClient) -> None:
    sdk.store.put_item(["a"], "one", {"x": 1})
    sdk.store.delete_item(["a"], "one")
    assert sdk.store.get_item(["a"], "one") is None
    assert sdk.store.search_items(["a"])["items"] == []


def test_search_with_a_filter_lists_by_recency(sdk: SyncLangGraphClient) -> None:
    for index, (colour, score) in enumerate([("red", 1), ("blue", 5), ("red", 9)]):
        sdk.store.put_item(["docs", "u1"], f"d{index}", {"colour": colour, "score": score})
    sdk.store.put_item(["other"], "x", {"colour": "red", "score": 7})

    reds = sdk.store.search_items(["docs"], filter={"colour": "red"})["items"]
    assert [item["key"] for item in reds] == ["d2", "d0"]  # newest first
    high = sdk.store.search_items(["docs"], filter={"score": {"$gte": 5}})["items"]
    assert [item["key"] for item in high] == ["d2", "d1"]
    not_red = sdk.store.search_items([], filter={"colour": {"$ne": "red"}})["items"]
    assert [item["key"] for item in not_red] == ["d1"]
    page = sdk.store.search_items(["docs"], limit=1, offset=1)["items"]
    assert [item["key"] for item in page] == ["d1"]


def test_search_with_a_query_ranks_by_recall(sdk: SyncLangGraphClient) -> None:
    sdk.store.put_item(["m"], "food", {"content": "Alice is allergic to shellfish and peanuts"})
    sdk.store.put_item(["m"], "car", {"content": "Bob drives a red bicycle to work"})
    sdk.store.put_item(["m"], "hidden", {"content": "shellfish allergy note"}, index=False)
    found = sdk.store.search_items(["m"], query="shellfish allergy")["items"]
    assert found[0]["key"] == "food"
    assert found[0]["score"] is not None
    assert "hidden" not in [item["key"] for item in found]


NAMESPACES = [
    ("a", "b", "c"), ("a", "b", "d"), ("a", "x"), ("b", "b"), ("users", "u1", "prefs"),
    ("users", "u2", "prefs"), ("users", "u2", "notes"),
]  # fmt: skip
LISTINGS = [
    {},
    {"prefix": ["a"]},
    {"prefix": ["a", "*"]},
    {"suffix": ["prefs"]},
    {"prefix": ["users", "*", "prefs"]},
    {"max_depth": 1},
    {"prefix": ["users"], "max_depth": 2},
    {"suffix": ["b"], "max_depth": 2},
    {"limit": 2, "offset": 1},
    {"prefix": ["nothing"]},
]


def test_namespaces_listing_equals_langgraphs_in_memory_store(sdk: SyncLangGraphClient) -> None:
    local = InMemoryStore()
    for namespace in NAMESPACES:
        sdk.store.put_item(list(namespace), "k", {"v": 1})
        local.put(namespace, "k", {"v": 1})
    for listing in LISTINGS:
        conditions = [
            MatchCondition(match_type=kind, path=tuple(listing[kind]))
            for kind in ("prefix", "suffix")
            if kind in listing
        ]
        op = ListNamespacesOp(
            match_conditions=tuple(conditions),
            max_depth=listing.get("max_depth"),
            limit=listing.get("limit", 100),
            offset=listing.get("offset", 0),
        )
        expected = [list(ns) for ns in local.batch([op])[0]]
        served = sdk.store.list_namespaces(**listing)["namespaces"]
        assert served == expected, listing


def test_x_api_key_and_authorization_are_both_accepted(
    served_app: ServedApp, store_key: str
) -> None:
    base = f"{served_app.url}/langgraph/store/items/search"
    for headers in (
        {"x-api-key": store_key},
        {"Authorization": f"Bearer {store_key}"},
        {"Authorization": f"Token {store_key}"},
    ):
        assert httpx.post(base, json={}, headers=headers).status_code == 200
    refused = httpx.post(base, json={}, headers={"x-api-key": "ml_nope"})
    assert refused.status_code == 401
    assert refused.json()["error"]["code"] == "not_authenticated"


def test_items_show_on_the_memory_pages(served_app: ServedApp, sdk: SyncLangGraphClient) -> None:
    from django.contrib.auth import get_user_model

    from tests.memories.connect.test_connect_page import page_client

    sdk.store.put_item(["memories", "alice"], "tea", {"content": "Alice drinks green tea"})
    alice = get_user_model().objects.get(username="alice")
    page = page_client(served_app, alice).get("/memory/").content.decode()
    assert "Alice drinks green tea" in page
    assert "ns:1:alice" in page  # its subject labels, as on mem0's rows


FILTERS: list[dict[str, Any]] = [
    {"colour": "red"},
    {"colour": {"$ne": "red"}},
    {"score": {"$gt": 3}},
    {"score": {"$gte": 3, "$lt": 9}},
    {"score": {"$lte": 1}},
    {"meta": {"size": "L"}},
    {"colour": "red", "score": {"$eq": 9}},
    {"tags": ["a", "b"]},
]


def test_filters_match_what_langgraphs_in_memory_store_matches(
    sdk: SyncLangGraphClient,
) -> None:
    local = InMemoryStore()
    values = [
        {"colour": "red", "score": 1, "meta": {"size": "L"}, "tags": ["a", "b"]},
        {"colour": "blue", "score": 3, "meta": {"size": "S"}, "tags": ["a"]},
        {"colour": "red", "score": 9, "meta": {"size": "L", "w": 2}},
        {"colour": "green", "score": 5.5},
    ]
    for index, value in enumerate(values):
        sdk.store.put_item(["f"], f"v{index}", value)
        local.put(("f",), f"v{index}", value)
    for given in FILTERS:
        served = {item["key"] for item in sdk.store.search_items(["f"], filter=given)["items"]}
        expected = {item.key for item in local.search(("f",), filter=given)}
        assert served == expected, given
