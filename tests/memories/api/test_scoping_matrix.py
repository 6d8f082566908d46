"""The scoping matrix: every principal x scope x operation against the real API and database.

An invisible memory must answer exactly like a memory that does not exist (same status, same
bytes); lists never include it; a visible memory one does not own refuses writes with 403; the
owner and the admin succeed; agents never hard-delete.
"""

from __future__ import annotations

import itertools
import uuid
from dataclasses import dataclass
from typing import Any

import pytest
from rest_framework.test import APIClient

from memories.models import Memory
from tests.memories.api.conftest import MEMORIES_URL, PRINCIPALS, SCOPES, World, memory_url

# Who may read alice's memory in each scope — written out by hand, independent of scoping.py.
# alice_persona_agent is bound to persona "reviewer", so it does not see the "helper" persona.
VISIBLE: dict[str, set[str]] = {
    "user": {"alice", "alice_agent", "alice_persona_agent", "admin"},
    "persona": {"alice", "carol", "alice_agent", "admin"},
    "project": {"alice", "carol", "alice_agent", "alice_persona_agent", "admin"},
    "system": {"alice", "carol", "alice_agent", "alice_persona_agent", "admin"},
    "session": {"alice", "alice_agent", "alice_persona_agent", "admin"},
    "global": set(PRINCIPALS),
}
ALICE_SIDE = {"alice", "alice_agent", "alice_persona_agent"}


@dataclass(frozen=True)
class Op:
    name: str
    method: str
    action: str = ""
    body: dict[str, Any] | None = None
    writes: bool = True


OPS = [
    Op("detail", "get", writes=False),
    Op("history", "get", "history", writes=False),
    Op("update", "patch", body={"content": "Rewritten deploy checklist for the matrix"}),
    Op("forget", "post", "forget", body={}),
    Op("forget_hard", "post", "forget", body={"hard": True, "confirm": "<id>"}),
    Op("restore", "post", "restore", body={}),
    Op("approve", "post", "approve", body={}),
    Op("always_inject", "post", "always-inject", body={"value": True}),
    Op("feedback", "post", "feedback", body={"outcome": "success"}),
]
CASES = [
    *itertools.product(PRINCIPALS, SCOPES, OPS),
    *itertools.product(PRINCIPALS, SCOPES, [Op("list", "get", writes=False)]),
]


def owns(who: str, scope: str) -> bool:
    return who == "admin" if scope == "global" else who in ALICE_SIDE


def expected_status(who: str, scope: str, op: Op) -> int:
    if op.name == "forget_hard":
        # Refused before the lookup, so a missing id answers the same: nothing leaks.
        return 204 if who == "admin" else 403
    if who not in VISIBLE[scope]:
        return 404
    if op.name in {"detail", "history", "list", "feedback"}:
        return 200
    if op.name == "approve":
        return 200 if who == "admin" else 403
    return 200 if owns(who, scope) or who == "admin" else 403


def call(client: APIClient, op: Op, memory_id: str) -> Any:
    body = op.body
    if body is not None and body.get("confirm") == "<id>":
        body = {**body, "confirm": memory_id}
    url = memory_url(memory_id, op.action)
    if op.method == "get":
        return client.get(url)
    return getattr(client, op.method)(url, body, format="json")


def snapshot(memory: Memory) -> Any:
    return Memory.objects.filter(pk=memory.pk).values().first()


def test_matrix_size() -> None:
    print(f"\nscoping matrix: {len(CASES)} cases "
          f"({len(PRINCIPALS)} principals x {len(SCOPES)} scopes x {len(OPS) + 1} operations)")  # fmt: skip
    assert len(CASES) == len(PRINCIPALS) * len(SCOPES) * (len(OPS) + 1)


@pytest.mark.parametrize(
    ("who", "scope", "op"), CASES, ids=[f"{w}-{s}-{o.name}" for w, s, o in CASES]
)
def test_scoping_matrix(world: World, who: str, scope: str, op: Op) -> None:
    memory = world.memories[scope]
    client = world.client(who)
    if op.name == "restore":
        Memory.objects.filter(pk=memory.pk).update(status="archived")
    if op.name == "list":
        response = client.get(MEMORIES_URL, {"limit": "100", "status": "active"})
        assert response.status_code == 200
        ids = {row["id"] for row in response.json()["results"]}
        assert (str(memory.pk) in ids) == (who in VISIBLE[scope])
        return

    before = snapshot(memory)
    response = call(client, op, str(memory.pk))
    want = expected_status(who, scope, op)
    assert response.status_code == want, response.content

    if who not in VISIBLE[scope] or (want == 403 and op.name == "forget_hard"):
        # A forbidden id looks exactly like a missing one.
        missing = call(world.client(who), op, str(uuid.uuid4()))
        assert (missing.status_code, missing.content) == (response.status_code, response.content)
    if want >= 400:
        body = response.json()
        assert set(body["error"]) == {"code", "message", "fields"}
        assert snapshot(memory) == before, "a refused request changed the row"
    elif op.name == "forget_hard":
        assert not Memory.objects.filter(pk=memory.pk).exists()
    elif op.writes:
        assert response.json()["id"] == str(memory.pk)
