"""Bad input on the mem0 routes: a 400 in mem0's shape, `{"detail": ...}` naming the field,
never a 500 and never a half-written row."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from memories.models import Memory, Project
from tests.compat.conftest import project_key
from tests.palace.mcp.conftest import ServedApp

pytestmark = pytest.mark.django_db(transaction=True)

USER = {"user_id": "u1"}


class Raw(str):
    """A body sent as written (json.dumps cannot encode 1 000 levels)."""


def _deep(levels: int) -> Raw:
    filters = '{"AND": [' * levels + '{"user_id": "u1"}' + "]}" * levels
    return Raw(f'{{"query": "tea", "filters": {filters}}}')


ADD = "/v3/memories/add/"
SEARCH = "/v3/memories/search/"
LIST = "/v3/memories/"
CASES: list[tuple[str, str, Any, str]] = [
    (ADD, "post", {"messages": 123, "filters": USER}, "messages"),
    (ADD, "post", {"messages": [], "filters": USER}, "messages"),
    (ADD, "post", {"messages": [{"role": "user"}], "filters": USER}, "messages.0.content"),
    (ADD, "post", {"messages": [{"role": "boss", "content": "x"}], "filters": USER}, "role"),
    (ADD, "post", {"messages": "hello"}, "filters"),
    (ADD, "post", {"messages": "hello", "filters": {"user_id": 7}}, "user_id"),
    (ADD, "post", {"messages": "hello", "filters": {"user_id": ""}}, "user_id"),
    (ADD, "post", {"messages": "hello", "filters": {"colour": "red"}}, "filters.colour"),
    (ADD, "post", {"messages": "hello", "filters": USER, "metadata": [1]}, "metadata"),
    (ADD, "post", {"messages": "hello", "filters": USER, "infer": "yes"}, "infer"),
    (ADD, "post", {"messages": "hello", "filters": USER, "expiration_date": "soon"}, "expiration"),
    (
        ADD,
        "post",
        {"messages": "hello", "filters": USER, "expiration_date": "2001-01-01"},
        "expiration",
    ),
    (ADD, "post", {"messages": "hello", "filters": USER, "bogus": 1}, "bogus"),
    (ADD, "post", [1, 2], "body"),
    (SEARCH, "post", {"query": "", "filters": USER}, "query"),
    (SEARCH, "post", {"query": "   ", "filters": USER}, "query"),
    (SEARCH, "post", {"query": 5, "filters": USER}, "query"),
    (SEARCH, "post", {"query": "tea"}, "filters"),
    (SEARCH, "post", {"query": "tea", "filters": USER, "top_k": "many"}, "top_k"),
    (SEARCH, "post", {"query": "tea", "filters": USER, "top_k": 10**9}, "top_k"),
    (SEARCH, "post", {"query": "tea", "filters": USER, "threshold": 2}, "threshold"),
    (SEARCH, "post", {"query": "tea", "filters": {"user_id": {"regex": "a.*"}}}, "regex"),
    (SEARCH, "post", {"query": "tea", "filters": {"user_id": {"in": ["u"] * 10_000}}}, "in"),
    (SEARCH, "post", {"query": "tea", "filters": {"user_id": {"in": []}}}, "in"),
    (SEARCH, "post", _deep(1_000), "nested"),
    (SEARCH, "post", _deep(20), "nested"),
    (SEARCH, "post", {"query": "tea", "filters": "user_id=u1"}, "filters"),
    (SEARCH, "post", {"query": "tea", "filters": {"OR": []}}, "OR"),
    (SEARCH, "post", {"query": "tea", "filters": {"NOT": [USER]}}, "filters"),
    (
        SEARCH,
        "post",
        {"query": "tea", "filters": {**USER, "created_at": {"gte": "x"}}},
        "created_at",
    ),
    (SEARCH, "post", {"query": "tea", "filters": {**USER, "metadata": {"a b": 1}}}, "metadata"),
    (SEARCH, "post", {"query": "tea", "filters": {**USER, "secret": 1}}, "filters.secret"),
    (LIST, "post", {"filters": USER, "page": 10**9}, "page"),
    (LIST, "post", {"filters": USER, "page_size": 0}, "page_size"),
    (LIST, "post", {"filters": {"user_id": {"ne": "u1"}}}, "filters"),
    ("/v1/memories/?page=abc&user_id=u1", "get", None, "page"),
    ("/v1/memories/?colour=red", "get", None, "colour"),
    ("/v1/memories/", "delete", None, "user_id"),
    ("/v1/batch/", "put", {"memories": []}, "memories"),
    ("/v1/batch/", "put", {"memories": [{"text": "x"}]}, "memory_id"),
    ("/v1/batch/", "put", {"memories": [{"memory_id": "x"}] * 101}, "memories"),
    ("/v1/feedback/", "post", {"memory_id": "x", "feedback": "MEH"}, "feedback"),
    ("/v2/entities/robot/r1/", "delete", None, "type"),
]


@pytest.mark.parametrize("case", CASES, ids=[f"{c[1]} {c[0]} {c[3]}" for c in CASES])
def test_bad_input_is_a_400_naming_the_field_and_writes_nothing(
    served_app: ServedApp, acme: Project, case: tuple[str, str, Any, str]
) -> None:
    path, method, body, field = case
    headers = {"Authorization": f"Token {project_key(acme)}", "Content-Type": "application/json"}
    content = body if isinstance(body, Raw) or body is None else json.dumps(body)
    with httpx.Client(base_url=f"{served_app.url}/mem0", headers=headers, timeout=60) as http:
        answer = http.request(method.upper(), path, content=content)
    assert answer.status_code == 400, answer.text
    assert field in answer.json()["detail"], answer.json()
    assert Memory.objects.count() == 0


def test_a_body_that_is_not_json_is_a_400(served_app: ServedApp, acme: Project) -> None:
    headers = {"Authorization": f"Token {project_key(acme)}", "Content-Type": "application/json"}
    with httpx.Client(base_url=f"{served_app.url}/mem0", headers=headers) as http:
        answer = http.post(ADD, content=b"{not json")
    assert answer.status_code == 400
    assert "JSON" in answer.json()["detail"]


def test_a_refused_message_in_a_batch_of_messages_writes_none_of_them(
    served_app: ServedApp, acme: Project
) -> None:
    headers = {"Authorization": f"Token {project_key(acme)}"}
    messages = [{"role": "user", "content": "I like tea"}, {"role": "user", "content": "x" * 10**6}]
    with httpx.Client(base_url=f"{served_app.url}/mem0", headers=headers, timeout=60) as http:
        answer = http.post(ADD, json={"messages": messages, "filters": USER, "infer": False})
    assert answer.status_code in (400, 413), answer.text
    assert "detail" in answer.json()
    assert Memory.objects.count() == 0
