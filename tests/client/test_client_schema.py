"""Every request `memory_layer_client` sends — each public method exercised against the served
app — names a path, method, query parameter and body field of the served OpenAPI document."""

from __future__ import annotations

import contextlib
import inspect
import re
from typing import Any

import httpx
import pytest

from memory_layer_client import ApiError, MemoryClient
from tests.factories import UserFactory
from tests.factories.memories import api_key_for
from tests.palace.mcp.conftest import ServedApp

pytestmark = pytest.mark.django_db(transaction=True)


def _resolve(schema: dict[str, Any], document: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = document["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    return schema


def _operation(document: dict[str, Any], method: str, path: str) -> dict[str, Any]:
    """The OpenAPI operation for a concrete request path (a path parameter named `pointer`
    may hold slashes, the others one segment)."""
    for template, operations in document["paths"].items():
        pattern = re.sub(
            r"\{(\w+)\}", lambda g: ".+" if g.group(1) == "pointer" else "[^/]+", template
        )
        if re.fullmatch(pattern, path):
            assert method.lower() in operations, f"{method} {template} is not in the schema"
            return dict(operations[method.lower()])
    raise AssertionError(f"{path} matches no path of the schema")


def test_every_client_request_exists_in_the_served_openapi_schema(served_app: ServedApp) -> None:
    sent: list[tuple[httpx.Request, httpx.Response]] = []

    def record(response: httpx.Response) -> None:
        response.read()
        sent.append((response.request, response))

    raw_key = api_key_for(UserFactory(username="alice"))[1]
    http = httpx.Client(timeout=60, event_hooks={"response": [record]})
    memory = MemoryClient(served_app.url, raw_key, http=http)
    saved = memory.remember("Alice leads the Atlas project", kind="fact", tags=["work"],
                            entities=["urn:person:alice"], source_run="run-1")  # fmt: skip
    relation = memory.assert_relation({"name": "Alice", "kind": "person"}, "leads",
                                      {"name": "Atlas"}, replaces=True)  # fmt: skip
    entity_id = relation.relation.subject.id
    conversation = memory.start_conversation("chat-9", title="Standup", messages=[])
    exercised = {
        "remember": lambda: saved,
        "recall": lambda: memory.recall(
            "Atlas",
            strategy="auto",
            top_k=3,
            scopes=["user"],
            kinds=["fact"],
            tags=["work"],
            session="s1",
            include_archived=False,
            explain=True,
        ),
        "context": lambda: memory.context(
            query="Atlas",
            task="plan",
            write_scope=["work/*"],
            session="s1",
            format="markdown",
            max_tokens=200,
        ),
        "list_page": lambda: memory.list_page(
            kind="fact", scope="user", tag="work", status="active", q="Atlas", limit=1
        ),
        "list": lambda: list(memory.list(limit=1)),
        "get": lambda: memory.get(saved.id),
        "update": lambda: memory.update(saved.id, recall_hint="who leads Atlas", tags=["work"]),
        "forget": lambda: memory.forget(saved.id),
        "restore": lambda: memory.restore(saved.id),
        "approve": lambda: memory.approve(saved.id),
        "feedback": lambda: memory.feedback(saved.id, "success"),
        "always_inject": lambda: memory.always_inject(saved.id, True),
        "history": lambda: memory.history(saved.id),
        "stale": lambda: list(memory.stale()),
        "profiles": memory.profiles,
        "start_conversation": lambda: conversation,
        "add_messages": lambda: memory.add_messages(
            conversation.id,
            [
                {
                    "content": "Ship it on Friday",
                    "role": "user",
                    "speaker": "Alice",
                    "sent_at": "2026-11-20T10:00:00Z",
                    "external_id": "m1",
                }
            ],
        ),
        "end_conversation": lambda: memory.end_conversation(conversation.id),
        "mine_conversation": lambda: memory.mine_conversation(conversation.id),
        "conversation": lambda: memory.conversation(conversation.id),
        "wings": memory.wings,
        "wing": lambda: memory.wing(1),
        "drawer": lambda: memory.drawer(1),
        "resolve": lambda: memory.resolve("W-001/R-01/D-001"),
        "entities": lambda: list(memory.entities(q="Alice", kind="person")),
        "entity_timeline": lambda: memory.entity_timeline(entity_id, current=True),
        "entity_event": lambda: memory.entity_event(entity_id, "changed", note="moved teams"),
        "assert_relation": lambda: relation,
    }
    for call in exercised.values():
        # A refusal (approve is for admins, an id with no drawer) still reached its view.
        with contextlib.suppress(ApiError):
            call()
    memory.close()

    public = {
        name for name, _ in inspect.getmembers(MemoryClient, inspect.isfunction)
        if not name.startswith("_") and name not in {"send", "close"}
    }  # fmt: skip
    assert set(exercised) == public
    document = httpx.get(f"{served_app.url}/api/schema/?format=json", timeout=60).json()
    assert len(sent) >= len(public)
    for request, response in sent:
        path = request.url.path
        operation = _operation(document, request.method, path)
        assert response.status_code != 405, path
        assert response.json().get("error", {}).get("message") != "No such endpoint.", path
        query = {p["name"] for p in operation.get("parameters", []) if p["in"] == "query"}
        assert set(request.url.params) <= query, (path, set(request.url.params) - query)
        if request.content:
            assert "requestBody" in operation, f"{request.method} {path} takes no body"
            content = operation["requestBody"]["content"]["application/json"]["schema"]
            fields = set(_resolve(content, document).get("properties", {}))
            body = httpx.Response(200, content=request.content).json()
            assert set(body) <= fields, (path, set(body) - fields)
