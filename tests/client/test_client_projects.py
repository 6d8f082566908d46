"""`memory_layer_client` on projects against the served app: a project's memory settings and the
project-memories API (`/api/projects/{project}/memories…`, camelCase on the wire, snake_case in
the client) — typed results and the API's refusals as typed errors, blocking and asyncio."""

from __future__ import annotations

from typing import Any

import anyio
import pytest

from memories.models import Project
from memory_layer_client import (
    AsyncMemoryClient,
    InvalidRequest,
    MemoryClient,
    NotFound,
    PermissionDenied,
    ProjectMemory,
    ProjectMemoryWritten,
    ProjectSettings,
)
from tests.factories import UserFactory
from tests.factories.memories import ProjectMembershipFactory, api_key_for
from tests.palace.mcp.conftest import ServedApp

pytestmark = pytest.mark.django_db(transaction=True)
SLOW = 120  # seconds: the served app loads its embedding model on the first write


@pytest.fixture
def apollo(served_app: ServedApp) -> Project:
    """alice manages the apollo project; bob is a member; carol is not."""
    project = Project.objects.create(slug="apollo", name="Apollo")
    ProjectMembershipFactory(project=project, user=UserFactory(username="alice"), can_manage=True)
    ProjectMembershipFactory(project=project, user=UserFactory(username="bob"))
    return project


def key(username: str) -> str:
    return api_key_for(UserFactory(username=username))[1]


def test_project_settings_are_read_by_members_and_set_by_managers(
    served_app: ServedApp, apollo: Project
) -> None:
    with MemoryClient(served_app.url, key("alice"), timeout=SLOW) as alice:
        before = alice.project_settings("apollo")
        after = alice.set_project_settings("apollo", default_expiry={"warning": 30, "fact": None})
        with pytest.raises(InvalidRequest) as bad_days:
            alice.set_project_settings("apollo", default_expiry={"warning": 0})
    with MemoryClient(served_app.url, key("bob"), timeout=SLOW) as bob:
        seen_by_member = bob.project_settings("apollo")
        with pytest.raises(PermissionDenied):
            bob.set_project_settings("apollo", default_expiry={"warning": 7})
    with MemoryClient(served_app.url, key("carol"), timeout=SLOW) as carol, pytest.raises(NotFound):
        carol.project_settings("apollo")

    assert isinstance(before, ProjectSettings)
    assert before.project == "apollo"
    assert before.memory.default_expiry == {}
    assert after.memory.default_expiry == {"warning": 30, "fact": None}
    assert seen_by_member.memory.default_expiry == {"warning": 30, "fact": None}
    assert bad_days.value.fields  # the field that was refused is named


def test_project_memories_are_created_listed_read_updated_and_deleted(
    served_app: ServedApp, apollo: Project
) -> None:
    with MemoryClient(served_app.url, key("alice"), timeout=SLOW) as alice:
        created = alice.create_project_memory(
            "apollo", "Full test runs are required for changes under src/core/", "warning",
            tags=["src/core/**", "testing"], relevance_score=0.9, source_run_id="run-7",
        )  # fmt: skip
        again = alice.create_project_memory(
            apollo.pk, "Full test runs are required for changes under src/core/", "warning",
            tags=["src/core/**", "testing"],
        )  # fmt: skip
        listed = alice.project_memories("apollo", kind="warning", tags=["testing"], limit=10)
        by_id = alice.project_memory(apollo.pk, created.id)  # the numeric id names it too
        updated = alice.update_project_memory(
            "apollo", created.id, recall_hint="before touching src/core", expires_at=None
        )
        archived = alice.update_project_memory("apollo", created.id, active=False)
        inactive = alice.project_memories("apollo", active=False)
        restored = alice.update_project_memory("apollo", created.id, active=True)
        alice.delete_project_memory("apollo", created.id)
        after_delete = alice.project_memory("apollo", created.id)
        with pytest.raises(PermissionDenied):  # approving is for a signed-in admin
            alice.approve_project_memory("apollo", created.id)
        with pytest.raises(InvalidRequest) as bad_kind:
            alice.create_project_memory("apollo", "x", "gossip")
        with pytest.raises(NotFound):
            alice.project_memory("apollo", "00000000-0000-4000-8000-000000000000")
    with MemoryClient(served_app.url, key("carol"), timeout=SLOW) as carol, pytest.raises(NotFound):
        carol.project_memories("apollo")

    assert isinstance(created, ProjectMemoryWritten)
    assert (created.project_id, created.project, created.kind) == (apollo.pk, "apollo", "warning")
    assert (created.relevance_score, created.source_run_id) == (0.9, "run-7")
    assert created.tags == ["src/core/**", "testing"]
    assert (created.active, created.deduplicated) == (True, False)
    assert created.expires_at is not None  # the kind's default expiry
    assert created.created_at.tzinfo is not None
    assert (again.id, again.deduplicated) == (created.id, True)
    assert [m.id for m in listed] == [created.id]
    assert all(isinstance(m, ProjectMemory) for m in listed)
    assert by_id.content == created.content
    assert (updated.recall_hint, updated.expires_at) == ("before touching src/core", None)
    assert (archived.active, archived.status) == (False, "archived")
    assert created.id in [m.id for m in inactive]
    assert (restored.active, restored.status) == (True, "active")
    assert after_delete.status == "archived"
    assert list(bad_kind.value.fields) == ["type"]  # the API's own name for the kind


def test_the_async_client_has_the_same_project_operations(
    served_app: ServedApp, apollo: Project
) -> None:
    alice_key, carol_key = key("alice"), key("carol")

    async def scenario() -> dict[str, Any]:
        out: dict[str, Any] = {}
        async with AsyncMemoryClient(served_app.url, alice_key, timeout=SLOW) as alice:
            out["settings"] = await alice.set_project_settings(
                "apollo", default_expiry={"pattern": 60}
            )
            out["read_settings"] = await alice.project_settings("apollo")
            out["created"] = await alice.create_project_memory(
                "apollo", "Lint before pushing to main", "pattern"
            )
            memory_id = out["created"].id
            out["listed"] = await alice.project_memories("apollo", kind="pattern")
            out["read"] = await alice.project_memory("apollo", memory_id)
            out["updated"] = await alice.update_project_memory("apollo", memory_id, tags=["lint"])
            await alice.delete_project_memory("apollo", memory_id)
            out["after"] = await alice.project_memory("apollo", memory_id)
            for name, call in {
                "settings": alice.project_settings("no-such-project"),
                "create": alice.create_project_memory("apollo", "x", "pattern", confidence=2.0),
                "update": alice.update_project_memory("apollo", memory_id, relevance_score=-1.0),
                "delete": alice.delete_project_memory("no-such-project", memory_id),
                "approve": alice.approve_project_memory("apollo", memory_id),
            }.items():
                try:
                    await call
                except Exception as error:  # each refusal is checked below
                    out[f"{name}_error"] = error
        async with AsyncMemoryClient(served_app.url, carol_key, timeout=SLOW) as carol:
            try:
                await carol.project_memories("apollo")
            except NotFound as error:
                out["list_error"] = error
        return out

    out = anyio.run(scenario)

    assert out["settings"].memory.default_expiry == {"pattern": 60}
    assert out["read_settings"].memory.default_expiry == {"pattern": 60}
    assert out["created"].deduplicated is False
    assert out["created"].expires_at is not None  # the project's 60 days for a pattern
    assert [m.id for m in out["listed"]] == [out["created"].id]
    assert out["read"].content == "Lint before pushing to main"
    assert out["updated"].tags == ["lint"]
    assert out["after"].status == "archived"
    assert isinstance(out["settings_error"], NotFound)
    assert isinstance(out["create_error"], InvalidRequest)
    assert list(out["create_error"].fields) == ["confidence"]
    assert isinstance(out["update_error"], InvalidRequest)
    assert list(out["update_error"].fields) == ["relevanceScore"]
    assert isinstance(out["delete_error"], NotFound)
    assert isinstance(out["approve_error"], PermissionDenied)
    assert isinstance(out["list_error"], NotFound)
