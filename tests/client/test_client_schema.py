"""Every request `memory_layer_client` sends — each public method exercised against the served
app — names a path, method, query parameter and body field of the served OpenAPI document; and
every operation of that document is sent by some client method, or is listed below as
deliberately absent, with the reason."""

from __future__ import annotations

import contextlib
import inspect
import io
import re
from typing import Any

import httpx
import pytest

from memory_layer_client import ApiError, MemoryClient
from tests.factories import UserFactory
from tests.factories.memories import ProjectFactory, ProjectMembershipFactory, api_key_for
from tests.palace.mcp.conftest import ServedApp

pytestmark = pytest.mark.django_db(transaction=True)

# Operations of the API that the client leaves out on purpose: (method, path template) → why.
# A new operation must get a client method (exercised below) or an entry here.
DELIBERATELY_ABSENT = {
    # Erasing for good is for a person signed in to the pages, who types the id to confirm;
    # the service refuses every API key (403), and the client only ever holds a key.
    ("post", "/api/v1/conversations/{conversation_id}/erase"): "a signed-in person only",
    ("post", "/api/v1/palace/drawers/{drawer_id}/erase"): "a signed-in person only",
}


CHAT_LINE = b'{"conversation": "c-1", "role": "user", "content": "Ship it on Friday"}\n'


def _resolve(schema: dict[str, Any], document: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = document["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    return schema


def _template(document: dict[str, Any], method: str, path: str) -> str:
    """The schema's path template of a concrete request path (a path parameter named `pointer`
    may hold slashes, the others one segment)."""
    for template, operations in document["paths"].items():
        pattern = re.sub(
            r"\{(\w+)\}", lambda g: ".+" if g.group(1) == "pointer" else "[^/]+", template
        )
        if re.fullmatch(pattern, path):
            assert method.lower() in operations, f"{method} {template} is not in the schema"
            return str(template)
    raise AssertionError(f"{path} matches no path of the schema")


def _operations(document: dict[str, Any]) -> set[tuple[str, str]]:
    return {
        (method, template)
        for template, item in document["paths"].items()
        for method in item
        if method in {"get", "post", "put", "patch", "delete"}
    }


def test_every_client_request_exists_in_the_served_openapi_schema(served_app: ServedApp) -> None:
    sent: list[tuple[httpx.Request, httpx.Response]] = []

    def record(response: httpx.Response) -> None:
        response.read()
        sent.append((response.request, response))

    alice = UserFactory(username="alice")
    ProjectMembershipFactory(project=ProjectFactory(slug="apollo"), user=alice, can_manage=True)
    raw_key = api_key_for(alice)[1]
    http = httpx.Client(timeout=60, event_hooks={"response": [record]})
    memory = MemoryClient(served_app.url, raw_key, http=http)
    saved = memory.remember("Alice leads the Atlas project", kind="fact", tags=["work"],
                            entities=["urn:person:alice"], source_run="run-1")  # fmt: skip
    relation = memory.assert_relation({"name": "Alice", "kind": "person"}, "leads",
                                      {"name": "Atlas"}, replaces=True)  # fmt: skip
    entity_id = relation.relation.subject.id
    conversation = memory.start_conversation("chat-9", title="Standup", messages=[])
    project_memory = memory.create_project_memory(
        "apollo", "Run the linters before pushing", "pattern", recall_hint="before a push",
        tags=["lint"], relevance_score=0.5, expires_at=None, confidence=0.8, source="agent",
        source_run_id="run-2",
    )  # fmt: skip
    exercised = {
        "remember": lambda: saved,
        "capture_insight": lambda: memory.capture_insight(
            "Atlas.owner is stale",
            suggested_actions=[{"action": "set_owner", "value": "Alice"}],
            related_columns=["atlas.owner"],
            kind="knowledge",
            tags=["work"],
        ),
        "enrich": lambda: memory.enrich(
            {"urn": "urn:person:alice"}, session="s1", format="markdown", max_tokens=200
        ),
        "extract": lambda: memory.extract(
            "I prefer green tea.", "Noted.", scope="user", scope_ref="", session="s1"
        ),
        "recent_turns": lambda: memory.recent_turns("s1"),
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
        "export": lambda: memory.export(io.BytesIO(), with_vectors=True),
        "import_file": lambda: memory.import_file(io.BytesIO(CHAT_LINE), kind="jsonl"),
        "import_job": lambda: memory.import_job("00000000-0000-0000-0000-000000000007"),
        "import_jobs": memory.import_jobs,
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
                    "metadata": {"item": {"role": "user"}},
                }
            ],
        ),
        "messages_page": lambda: memory.messages_page(conversation.id, limit=5, before=9),
        "messages": lambda: memory.messages(conversation.id),
        "pop_message": lambda: memory.pop_message(conversation.id),
        "clear_conversation": lambda: memory.clear_conversation(conversation.id),
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
        "external_entity_event": lambda: memory.external_entity_event(
            "urn:person:alice", "changed", note="moved", occurred_at="2026-11-20T10:00:00Z"
        ),
        "project_settings": lambda: memory.project_settings("apollo"),
        "set_project_settings": lambda: memory.set_project_settings(
            "apollo", default_expiry={"warning": 30}
        ),
        "project_memories": lambda: memory.project_memories(
            "apollo", kind="pattern", active=True, tags=["lint", "ci"], limit=5
        ),
        "project_memory": lambda: memory.project_memory("apollo", project_memory.id),
        "create_project_memory": lambda: project_memory,
        "update_project_memory": lambda: memory.update_project_memory(
            "apollo",
            project_memory.id,
            content="Run the linters and tests before pushing",
            kind="pattern",
            recall_hint="before a push",
            tags=["lint"],
            relevance_score=0.6,
            expires_at="2027-01-01T00:00:00Z",
            active=True,
        ),
        "approve_project_memory": lambda: memory.approve_project_memory(
            "apollo", project_memory.id
        ),
        "delete_project_memory": lambda: memory.delete_project_memory("apollo", project_memory.id),
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
    covered = set()
    for request, response in sent:
        path = request.url.path
        template = _template(document, request.method, path)
        covered.add((request.method.lower(), template))
        operation = dict(document["paths"][template][request.method.lower()])
        assert response.status_code != 405, path
        if response.content and response.headers["content-type"].startswith("application/json"):
            assert response.json().get("error", {}).get("message") != "No such endpoint.", path
        query = {p["name"] for p in operation.get("parameters", []) if p["in"] == "query"}
        assert set(request.url.params) <= query, (path, set(request.url.params) - query)
        if request.headers.get("content-type", "").startswith("multipart/"):  # a file upload
            assert "multipart/form-data" in operation["requestBody"]["content"], path
        elif request.content:
            assert "requestBody" in operation, f"{request.method} {path} takes no body"
            content = operation["requestBody"]["content"]["application/json"]["schema"]
            fields = set(_resolve(content, document).get("properties", {}))
            body = httpx.Response(200, content=request.content).json()
            assert set(body) <= fields, (path, set(body) - fields)

    operations = _operations(document)
    uncovered = operations - covered - set(DELIBERATELY_ABSENT)
    assert not uncovered, f"API operations with no client method (add one, or list it): {uncovered}"
    assert not covered & set(DELIBERATELY_ABSENT), "listed as absent, yet a method sends it"
    assert set(DELIBERATELY_ABSENT) <= operations, "listed as absent, yet not in the API"
