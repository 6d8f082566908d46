"""The project memories API, in its own shape: `/api/projects/{id}/memories…` with its filters
(`type`, `active`, `tags` comma-separated, `limit` default 50), its camelCase fields and its
approve, over the same services and scoping as `/api/v1/memories` (the scoping matrix covers
every principal; this file covers what a project's agents do with it)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from memories.models import AuditEvent, Memory, Project, ProjectMembership, Scope
from tests.factories.memories import MemoryFactory, api_key_for
from tests.memories.api.conftest import World, bearer, session

BASE = "/api/projects"


def url(project: object, memory_id: object = "", action: str = "") -> str:
    out = f"{BASE}/{project}/memories"
    if memory_id:
        out += f"/{memory_id}"
    return out + (f"/{action}" if action else "")


@pytest.fixture
def apollo(world: World) -> Project:
    project: Project = world.extra["project"]
    return project


def test_a_worker_creates_lists_and_reads_a_memory_in_the_seeds_shape(
    world: World, alice_api: APIClient, apollo: Project
) -> None:
    body = {
        "type": "warning",
        "content": "Full test execution is required for changes under src/core/",
        "tags": ["src/core/**", "testing"],
        "relevanceScore": 0.9,
    }
    created = alice_api.post(url("apollo"), body, format="json")

    assert created.status_code == 201, created.content
    out = created.json()
    assert out["projectId"] == apollo.pk
    assert out["project"] == "apollo"
    assert (out["type"], out["relevanceScore"], out["active"]) == ("warning", 0.9, True)
    assert out["tags"] == ["src/core/**", "testing"]
    assert out["deduplicated"] is False
    assert {"createdAt", "updatedAt", "expiresAt", "approvedBy", "confidence"} <= set(out)
    row = Memory.objects.get(pk=out["id"])
    assert (row.scope, row.project_id, row.kind) == (Scope.PROJECT, apollo.pk, "warning")
    # the default lifetime by kind: a warning expires in 90 days
    assert row.expires_at is not None
    assert timedelta(days=89) < row.expires_at - timezone.now() <= timedelta(days=90)

    listed = alice_api.get(url("apollo")).json()["memories"]
    by_id = alice_api.get(url(apollo.pk, out["id"]))  # the numeric id names it too

    assert out["id"] in [m["id"] for m in listed]
    assert by_id.status_code == 200
    assert by_id.json()["content"] == body["content"]


def test_the_seeds_filters_type_active_tags_and_limit(
    world: World, alice_api: APIClient, apollo: Project
) -> None:
    alice = world.users["alice"]
    for n in range(55):
        MemoryFactory(
            owner=alice, scope=Scope.PROJECT, project=apollo, kind="pattern",
            content=f"pattern number {n}", tags=["build"] if n % 2 else ["lint"],
        )  # fmt: skip
    archived = MemoryFactory(
        owner=alice, scope=Scope.PROJECT, project=apollo, kind="context", status="archived"
    )
    expired = MemoryFactory(
        owner=alice, scope=Scope.PROJECT, project=apollo, kind="context",
        expires_at=timezone.now() - timedelta(days=1),
    )  # fmt: skip

    default = alice_api.get(url("apollo")).json()["memories"]
    everything = alice_api.get(url("apollo"), {"limit": "200"}).json()["memories"]
    patterns = alice_api.get(url("apollo"), {"type": "pattern", "limit": "200"}).json()
    inactive = alice_api.get(url("apollo"), {"active": "false"}).json()["memories"]
    tagged = alice_api.get(url("apollo"), {"tags": "build, nothing", "limit": "200"}).json()

    assert len(default) == 50  # the API's default limit
    assert len(everything) == 56  # 55 patterns + the world's project memory; nothing inactive
    assert all(m["active"] for m in everything)
    assert {m["type"] for m in patterns["memories"]} == {"pattern"}
    assert len(patterns["memories"]) == 55
    assert {m["id"] for m in inactive} == {str(archived.pk), str(expired.pk)}
    assert not any(m["active"] for m in inactive)
    assert len(tagged["memories"]) == 27
    assert all("build" in m["tags"] for m in tagged["memories"])


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"type": "colour"}, "type"),
        ({"limit": "0"}, "limit"),
        ({"limit": "201"}, "limit"),
        ({"active": "maybe"}, "active"),
        ({"tag": "build"}, "tag"),  # /memories' name, not this API's: unknown here
    ],
)
def test_bad_filters_are_a_400_naming_the_parameter(
    world: World, alice_api: APIClient, params: dict[str, str], field: str
) -> None:
    reply = alice_api.get(url("apollo"), params)

    assert reply.status_code == 400
    assert field in reply.json()["error"]["fields"]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"content": "no type"}, "type"),
        ({"type": "warning"}, "content"),
        ({"type": "message", "content": "x"}, "type"),
        ({"type": "warning", "content": "x", "relevanceScore": 2}, "relevanceScore"),
        ({"type": "warning", "content": "x", "relevance_score": 0.5}, "relevance_score"),
        ({"type": "warning", "content": "x", "projectId": 1}, "projectId"),
    ],
)
def test_bad_bodies_are_a_400_naming_the_field_and_write_nothing(
    world: World, alice_api: APIClient, body: dict[str, Any], field: str
) -> None:
    before = Memory.objects.count()

    reply = alice_api.post(url("apollo"), body, format="json")

    assert reply.status_code == 400
    assert field in reply.json()["error"]["fields"]
    assert Memory.objects.count() == before


def test_patch_changes_fields_and_active_false_archives_true_restores(
    world: World, alice_api: APIClient
) -> None:
    memory = world.memories["project"]

    changed = alice_api.patch(
        url("apollo", memory.pk),
        {"content": "Deploy with the v2 checklist", "relevanceScore": 0.8, "tags": ["deploy"]},
        format="json",
    )
    archived = alice_api.patch(url("apollo", memory.pk), {"active": False}, format="json")
    listed = alice_api.get(url("apollo")).json()["memories"]
    restored = alice_api.patch(url("apollo", memory.pk), {"active": True}, format="json")

    assert changed.status_code == 200
    assert (changed.json()["content"], changed.json()["relevanceScore"]) == (
        "Deploy with the v2 checklist", 0.8,
    )  # fmt: skip
    assert archived.json()["active"] is False
    assert archived.json()["status"] == "archived"
    assert str(memory.pk) not in [m["id"] for m in listed]
    assert restored.json()["active"] is True
    assert alice_api.get(f"/api/v1/memories/{memory.pk}/history").json()["results"]
    actions = set(AuditEvent.objects.filter(memory_id=memory.pk).values_list("action", flat=True))
    assert {"update", "forget", "restore"} <= actions


def test_a_refused_patch_changes_nothing_at_all(world: World, alice_api: APIClient) -> None:
    memory = world.memories["project"]
    before = Memory.objects.filter(pk=memory.pk).values().first()

    reply = alice_api.patch(
        url("apollo", memory.pk), {"content": "new text", "expiresAt": "yesterday"}, format="json"
    )

    assert reply.status_code == 400
    assert "expiresAt" in reply.json()["error"]["fields"]
    assert Memory.objects.filter(pk=memory.pk).values().first() == before


def test_delete_archives_and_nothing_is_lost(world: World, alice_api: APIClient) -> None:
    memory = world.memories["project"]

    gone = alice_api.delete(url("apollo", memory.pk))
    read = alice_api.get(url("apollo", memory.pk))

    assert gone.status_code == 204
    memory.refresh_from_db()
    assert memory.status == "archived"
    assert read.status_code == 200
    assert read.json()["active"] is False


def test_approve_raises_confidence_and_records_who_for_a_human_admin_only(
    world: World, alice_api: APIClient
) -> None:
    memory = world.memories["project"]
    Memory.objects.filter(pk=memory.pk).update(confidence=0.4)

    by_agent = alice_api.patch(url("apollo", memory.pk, "approve"), format="json")
    by_admin = session(world.users["admin"]).patch(url("apollo", memory.pk, "approve"))

    assert by_agent.status_code == 403
    assert by_admin.status_code == 200, by_admin.content
    out = by_admin.json()
    assert (out["confidence"], out["approvedBy"]) == (1.0, "admin")
    assert out["approvedAt"] is not None


def test_a_memory_of_another_scope_or_project_is_not_found_through_a_project(
    world: World, alice_api: APIClient
) -> None:
    zeus = Project.objects.create(slug="zeus", name="Zeus")
    zeus.members.add(world.users["alice"])
    user_memory = world.memories["user"]
    project_memory = world.memories["project"]

    as_user = alice_api.get(url("apollo", user_memory.pk))
    wrong_project = alice_api.get(url("zeus", project_memory.pk))
    missing = alice_api.get(url("apollo", "00000000-0000-4000-8000-000000000001"))

    assert as_user.status_code == wrong_project.status_code == 404
    assert as_user.content == wrong_project.content == missing.content


def test_a_non_member_and_a_missing_project_answer_alike(world: World) -> None:
    bob = bearer(world.keys["bob_agent"][1])

    theirs = bob.get(url("apollo"))
    nowhere = bob.get(url("no-such-project"))
    write = bob.post(url("apollo"), {"type": "pattern", "content": "sneaky"}, format="json")

    assert theirs.status_code == nowhere.status_code == write.status_code == 404
    assert theirs.content == nowhere.content
    assert not Memory.objects.filter(content="sneaky").exists()


def test_a_manage_only_key_gets_a_receipt_without_content(world: World, apollo: Project) -> None:
    _, raw = api_key_for(world.users["alice"], rules=("memory.manage",))
    client = bearer(raw)

    created = client.post(
        url("apollo"), {"type": "context", "content": "secret plan"}, format="json"
    )
    listed = client.get(url("apollo"))

    assert created.status_code == 201
    assert "content" not in created.json()
    assert created.json()["projectId"] == apollo.pk
    assert listed.status_code == 403


def test_a_near_duplicate_in_the_project_is_folded_in(world: World, alice_api: APIClient) -> None:
    body = {"type": "pattern", "content": "This project uses pnpm and Turborepo for builds"}

    first = alice_api.post(url("apollo"), body, format="json")
    again = alice_api.post(url("apollo"), body, format="json")

    assert (first.status_code, again.status_code) == (201, 200)
    assert again.json()["deduplicated"] is True
    assert again.json()["id"] == first.json()["id"]


def test_a_removed_member_and_their_bound_key_lose_the_project(
    world: World, apollo: Project
) -> None:
    carol = world.users["carol"]
    _, raw = api_key_for(carol, project=apollo)
    memory = world.memories["project"]
    assert session(carol).get(url("apollo", memory.pk)).status_code == 200

    ProjectMembership.objects.filter(project=apollo, user=carol).delete()
    as_person = session(carol).get(url("apollo", memory.pk))
    as_key = bearer(raw).get(url("apollo"))
    write = bearer(raw).post(url("apollo"), {"type": "pattern", "content": "late"}, format="json")

    assert as_person.status_code == 404
    assert as_key.status_code == 403
    assert as_key.json()["error"]["code"] == "binding_revoked"
    assert write.status_code == 403
    assert not Memory.objects.filter(content="late").exists()
