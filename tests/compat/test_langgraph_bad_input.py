"""Bad input on the LangGraph store routes: a 4xx JSON answer naming the field (and LangGraph's
`detail`), never a 500 nor a redirect."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from memories.models import Memory, Project
from tests.compat.conftest import project_key
from tests.palace.mcp.conftest import ServedApp

pytestmark = pytest.mark.django_db(transaction=True)
ITEM = {"namespace": ["a"], "key": "k", "value": {"x": 1}}

# (method, path, body or query, the field named)
BAD: list[tuple[str, str, Any, str]] = [
    ("PUT", "/items", {**ITEM, "namespace": []}, "namespace"),
    ("PUT", "/items", {**ITEM, "namespace": "a"}, "namespace"),
    ("PUT", "/items", {**ITEM, "namespace": ["a.b"]}, "namespace.0"),
    ("PUT", "/items", {**ITEM, "namespace": [""]}, "namespace.0"),
    ("PUT", "/items", {**ITEM, "namespace": [1]}, "namespace.0"),
    ("PUT", "/items", {**ITEM, "namespace": ["n"] * 40}, "namespace"),
    ("PUT", "/items", {**ITEM, "key": ""}, "key"),
    ("PUT", "/items", {**ITEM, "key": "k" * 300}, "key"),
    ("PUT", "/items", {**ITEM, "value": [1, 2]}, "value"),
    ("PUT", "/items", {**ITEM, "value": {"blob": "x" * 20_000}}, "value"),
    ("PUT", "/items", {**ITEM, "ttl": -1}, "ttl"),
    ("PUT", "/items", {**ITEM, "ttl": "soon"}, "ttl"),
    ("PUT", "/items", {**ITEM, "index": "content"}, "index"),
    ("PUT", "/items", {**ITEM, "colour": "red"}, "colour"),
    ("PUT", "/items", [ITEM], "body"),
    ("GET", "/items", {"key": "k"}, "namespace"),
    ("GET", "/items", {"namespace": "a", "key": "k", "page": "2"}, "page"),
    ("GET", "/items", {"namespace": "a", "key": "k", "refresh_ttl": "maybe"}, "refresh_ttl"),
    ("POST", "/items/search", {"filter": []}, "filter"),
    ("POST", "/items/search", {"filter": {"a": {"$regex": "x"}}}, "filter.a.$regex"),
    ("POST", "/items/search", {"filter": {"a": {"$gt": "x"}}}, "filter.a.$gt"),
    ("POST", "/items/search", {"filter": {"a": {"$gt": 1, "b": 2}}}, "filter.a"),
    ("POST", "/items/search", {"filter": {"a__b": 1}}, "filter.a__b"),
    ("POST", "/items/search", {"filter": {"a": {"b": {"c": {"d": {"e": {"f": 1}}}}}}}, "filter.a.b.c.d.e"),
    ("POST", "/items/search", {"limit": 0}, "limit"),
    ("POST", "/items/search", {"limit": 5000}, "limit"),
    ("POST", "/items/search", {"offset": -1}, "offset"),
    ("POST", "/items/search", {"query": 7}, "query"),
    ("POST", "/items/search", {"namespace_prefix": "a"}, "namespace_prefix"),
    ("POST", "/namespaces", {"prefix": ["a.b"]}, "prefix.0"),
    ("POST", "/namespaces", {"max_depth": 0}, "max_depth"),
    ("POST", "/namespaces", {"suffix": 3}, "suffix"),
    ("POST", "/batch", {"ops": []}, "ops"),
    ("POST", "/batch", {"ops": [{"op": "drop"}]}, "ops.0.op"),
    ("POST", "/batch", {"ops": [{"op": "get", "namespace": ["a"], "key": "k", "x": 1}]}, "ops.0.x"),
    # Every operation is checked before any runs: the first put is not made.
    ("POST", "/batch", {"ops": [{"op": "put", **ITEM}, {"op": "put", **ITEM, "ttl": 0}]}, "ops.1.ttl"),
    ("POST", "/batch", {"ops": [{"op": "get", "key": "k"}] * 101}, "ops"),
]  # fmt: skip


@pytest.fixture
def http(served_app: ServedApp, acme: Project) -> httpx.Client:
    return httpx.Client(
        base_url=f"{served_app.url}/langgraph/store",
        headers={"x-api-key": project_key(acme)},
        timeout=60,
    )


@pytest.mark.parametrize(("method", "path", "sent", "field"), BAD)
def test_bad_input_is_a_400_naming_the_field(
    http: httpx.Client, method: str, path: str, sent: Any, field: str
) -> None:
    if method == "GET":
        answer = http.get(path, params=sent)
    else:
        answer = http.request(method, path, json=sent)
    assert answer.status_code == 400, answer.text
    body = answer.json()
    assert field in body["error"]["fields"], body
    assert field in body["detail"]
    assert not Memory.objects.exists()


def test_what_is_not_json_or_not_served_answers_json(http: httpx.Client) -> None:
    garbled = http.put("/items", content=b"{nope", headers={"Content-Type": "application/json"})
    assert garbled.status_code == 400
    assert garbled.json()["error"]["code"]
    for path in ("/items/", "/threads", "/../assistants/search"):
        answer = http.post(path, json={})
        assert answer.status_code == 404, path
        assert "not supported" in answer.json()["detail"]
    huge = http.put(
        "/items",
        content=b"{" + b" " * 2_000_000 + b"}",
        headers={"Content-Type": "application/json"},
    )
    assert huge.status_code == 413
