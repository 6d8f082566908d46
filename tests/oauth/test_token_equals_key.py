"""The scoping matrix for OAuth tokens: for every binding a connection can have, a token does
exactly what a key of that binding does, operation by operation (reads of every scope's
memory, lists, recall, writes, updates and forgets), against the real API and database."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from rest_framework.test import APIClient

from memories.models import Memory
from tests.factories.memories import MemoryFactory, api_key_for
from tests.memories.api.conftest import World
from tests.oauth.flow import connect

pytestmark = pytest.mark.django_db

READ_WRITE = ("memory.read", "memory.manage")
# (consent choice, the key of the same binding) for each binding a connection can have.
BINDINGS: dict[str, tuple[dict[str, str], dict[str, Any]]] = {
    "self": ({}, {}),
    "self-read-only": ({"access": "read"}, {"rules": ("memory.read",)}),
    "persona": ({"acts_as": "persona"}, {"persona": True}),
    "persona-private": (
        {"acts_as": "persona", "reads_private": "on"},
        {"persona": True, "reads_private": True},
    ),
    "project": ({"project": "project"}, {"project": True}),
    "project-private": (
        {"project": "project", "reads_private": "on"},
        {"project": True, "reads_private": True},
    ),
    "project-read-only": (
        {"project": "project", "access": "read"},
        {"project": True, "rules": ("memory.read",)},
    ),
    "project-private-read-only": (
        {"project": "project", "reads_private": "on", "access": "read"},
        {"project": True, "reads_private": True, "rules": ("memory.read",)},
    ),
    "persona-read-only": (
        {"acts_as": "persona", "access": "read"},
        {"persona": True, "rules": ("memory.read",)},
    ),
    "persona-private-read-only": (
        {"acts_as": "persona", "reads_private": "on", "access": "read"},
        {"persona": True, "reads_private": True, "rules": ("memory.read",)},
    ),
    # A persona within a project, as a key may be bound to both.
    "persona-project": (
        {"acts_as": "persona", "project": "project"},
        {"persona": True, "project": True},
    ),
    "persona-project-private": (
        {"acts_as": "persona", "project": "project", "reads_private": "on"},
        {"persona": True, "project": True, "reads_private": True},
    ),
    "persona-project-read-only": (
        {"acts_as": "persona", "project": "project", "access": "read"},
        {"persona": True, "project": True, "rules": ("memory.read",)},
    ),
    "persona-project-private-read-only": (
        {"acts_as": "persona", "project": "project", "reads_private": "on", "access": "read"},
        {"persona": True, "project": True, "reads_private": True, "rules": ("memory.read",)},
    ),
}


def _principals(world: World, binding: str) -> tuple[APIClient, APIClient]:
    alice = world.users["alice"]
    persona, project = world.extra["persona"], world.extra["project"]
    choice, key_kwargs = BINDINGS[binding]
    choice = dict(choice)
    if choice.get("acts_as") == "persona":
        choice["acts_as"] = f"persona:{persona.pk}"
    if choice.get("project") == "project":
        choice["project"] = str(project.pk)
    browser = Client()
    browser.force_login(alice)
    _, tokens = connect(browser, **choice)
    key_kwargs = dict(key_kwargs)
    if key_kwargs.pop("persona", False):
        key_kwargs["persona"] = persona
    if key_kwargs.pop("project", False):
        key_kwargs["project"] = project
    _, raw_key = api_key_for(alice, rules=key_kwargs.pop("rules", READ_WRITE), **key_kwargs)
    by_key, by_token = APIClient(), APIClient()
    by_key.credentials(HTTP_AUTHORIZATION=f"Bearer {raw_key}")
    by_token.credentials(HTTP_AUTHORIZATION=f"Bearer {tokens['access_token']}")
    return by_key, by_token


def _shape(response: Any) -> Any:
    """Status and what came back, without what differs between two calls by nature (new ids,
    times)."""
    try:
        body = response.json()
    except ValueError:
        return response.status_code, None
    if isinstance(body, dict) and "results" in body:
        return response.status_code, sorted(row["id"] for row in body["results"])
    if isinstance(body, dict) and "memories" in body:
        return response.status_code, sorted(row["id"] for row in body["memories"])
    if isinstance(body, dict) and "error" in body:
        return response.status_code, body["error"]["code"]
    if isinstance(body, dict):
        return response.status_code, body.get("content"), body.get("scope")
    return response.status_code, body


@pytest.mark.parametrize("binding", list(BINDINGS))
def test_a_token_may_do_exactly_what_a_key_of_its_binding_may(world: World, binding: str) -> None:
    by_key, by_token = _principals(world, binding)
    targets = {scope: str(memory.pk) for scope, memory in world.memories.items()}

    # Reads: each scope's memory, the list, recall.
    for scope, memory_id in targets.items():
        key_answer = _shape(by_key.get(f"/api/v1/memories/{memory_id}"))
        assert _shape(by_token.get(f"/api/v1/memories/{memory_id}")) == key_answer, scope
    assert _shape(by_token.get("/api/v1/memories")) == _shape(by_key.get("/api/v1/memories"))
    query = {"query": "deploy checklist", "top_k": 20}
    recalled = by_key.post("/api/v1/recall", query, format="json")
    assert recalled.status_code == 200, recalled.content
    assert _shape(by_token.post("/api/v1/recall", query, format="json")) == _shape(
        by_key.post("/api/v1/recall", query, format="json")
    )

    # Writes: remember (where it lands), then update and forget on twin rows of each scope.
    made = []
    notes = ("The blue bicycle is kept in the garden shed", "Quarterly tax forms are due in April")
    for client, note in zip((by_key, by_token), notes, strict=True):
        response = client.post("/api/v1/memories", {"content": note}, format="json")
        row = (
            Memory.objects.filter(pk=response.json().get("id")).first()
            if response.status_code == 201
            else None
        )
        made.append((response.status_code, row and (row.scope, row.persona_id, row.project_id)))
    assert made[0] == made[1]
    for scope, memory in world.memories.items():
        answers = []
        for client in (by_key, by_token):
            twin = MemoryFactory(
                owner=memory.owner, scope=memory.scope, persona=memory.persona,
                project=memory.project, system=memory.system, session_key=memory.session_key,
                content=f"twin of {scope} for {binding}",
            )  # fmt: skip
            update = client.patch(
                f"/api/v1/memories/{twin.pk}", {"content": f"changed {scope}"}, format="json"
            )
            forget = client.delete(f"/api/v1/memories/{twin.pk}")
            answers.append((update.status_code, forget.status_code))
        assert answers[0] == answers[1], scope
