"""Authorization beyond the matrix: bindings against *current* memberships (same key, next
request), project-bound keys, manage-only answers, agent confidence, write caps per hour, and
the one admin definition."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from rest_framework.test import APIClient

from memories.models import Memory, Project, ProjectMembership, SystemGrant
from memories.scoping import principal_for_user
from memories.services.lifecycle.governance import memory_ask_curators
from memories.services.people.api_keys import api_key_create
from memory_project.errors import ValidationFailed
from tests.factories import UserFactory
from tests.factories.memories import MemoryFactory, api_key_for
from tests.memories.api.conftest import MEMORIES_URL, World, bearer, memory_url, session


def _ids(response: Any) -> set[str]:
    assert response.status_code == 200, response.content
    return {row["id"] for row in response.json()["results"]}


# Every kind of request a bound key makes: read one, list, recall, remember, change.
BOUND_KEY_REQUESTS = ("detail", "list", "recall", "remember", "feedback", "update")


def _request(client: APIClient, what: str, memory: Memory) -> Any:
    if what == "detail":
        return client.get(memory_url(memory.pk))
    if what == "list":
        return client.get(MEMORIES_URL)
    if what == "recall":
        body = {"query": "deploy checklist", "strategy": "lexical"}
        return client.post("/api/v1/recall", body, format="json")
    if what == "remember":
        return client.post(MEMORIES_URL, {"content": "A brand new fact"}, format="json")
    if what == "feedback":
        return client.post(memory_url(memory.pk, "feedback"), {"outcome": "failure"}, format="json")
    return client.patch(memory_url(memory.pk), {"content": "Changed"}, format="json")


@pytest.mark.parametrize("what", BOUND_KEY_REQUESTS)
def test_a_persona_key_stops_working_when_its_user_leaves_the_persona(
    world: World, what: str
) -> None:
    alice = world.users["alice"]
    persona = world.extra["persona"]
    _, raw = api_key_for(alice, persona=persona)
    client = bearer(raw)
    assert client.get(memory_url(world.memories["persona"].pk)).status_code == 200
    persona.members.remove(alice)
    before = Memory.objects.count()
    response = _request(client, what, world.memories["persona"])  # same key, next request
    assert response.status_code == 403, response.content
    assert response.json()["error"]["code"] == "binding_revoked"
    assert Memory.objects.count() == before
    persona.members.add(alice)  # membership back: the same key works again
    assert client.get(memory_url(world.memories["persona"].pk)).status_code == 200


@pytest.mark.parametrize("what", BOUND_KEY_REQUESTS)
def test_a_project_key_stops_working_when_its_user_leaves_the_project(
    world: World, what: str
) -> None:
    alice = world.users["alice"]
    _, raw = api_key_for(alice, project=world.extra["project"])
    client = bearer(raw)
    assert client.get(memory_url(world.memories["project"].pk)).status_code == 200
    ProjectMembership.objects.filter(user=alice).delete()
    response = _request(client, what, world.memories["user"])
    assert response.status_code == 403, response.content
    assert response.json()["error"]["code"] == "binding_revoked"


def test_a_revoked_system_grant_hides_system_memories_on_the_next_request(world: World) -> None:
    client = world.client("alice_agent")
    memory = world.memories["system"]
    assert str(memory.pk) in _ids(client.get(MEMORIES_URL, {"limit": "100"}))
    SystemGrant.objects.filter(user=world.users["alice"]).delete()
    assert client.get(memory_url(memory.pk)).status_code == 404
    assert str(memory.pk) not in _ids(client.get(MEMORIES_URL, {"limit": "100"}))
    out = client.post(memory_url(memory.pk, "feedback"), {"outcome": "failure"}, format="json")
    assert out.status_code == 404


def test_a_removed_persona_member_no_longer_sees_or_changes_its_memories(world: World) -> None:
    carol = world.users["carol"]
    client = world.client("carol")
    memory = world.memories["persona"]
    assert client.get(memory_url(memory.pk)).status_code == 200
    world.extra["persona"].members.remove(carol)
    assert client.get(memory_url(memory.pk)).status_code == 404
    assert str(memory.pk) not in _ids(client.get(MEMORIES_URL, {"limit": "100"}))


@pytest.mark.parametrize(("scope", "grant"), [("project", "membership"), ("system", "grant")])
def test_a_demoted_manager_can_no_longer_change_the_memories(
    world: World, scope: str, grant: str
) -> None:
    dave: Any = UserFactory(username="dave")
    if grant == "membership":
        row: Any = ProjectMembership.objects.create(
            project=world.extra["project"], user=dave, can_manage=True
        )
    else:
        row = SystemGrant.objects.create(system=world.extra["system"], user=dave, can_manage=True)
    client = session(dave)
    memory = world.memories[scope]
    url = memory_url(memory.pk, "always-inject")
    assert client.post(url, {"value": True}, format="json").status_code == 200
    type(row).objects.filter(pk=row.pk).update(can_manage=False)
    assert client.post(url, {"value": False}, format="json").status_code == 403
    assert Memory.objects.get(pk=memory.pk).always_inject is True


def test_a_key_bound_to_a_project_owns_what_it_writes_and_other_project_keys_never_see_it(
    world: World,
) -> None:
    alice = world.users["alice"]
    apollo = world.extra["project"]
    zeus = Project.objects.create(slug="zeus", name="Zeus")
    ProjectMembership.objects.create(project=zeus, user=alice)
    apollo_key = bearer(api_key_for(alice, project=apollo)[1])
    zeus_key = bearer(api_key_for(alice, project=zeus)[1])
    text = "The apollo release train leaves on Tuesdays"
    # A user-scope row (named: a bound key's default is its project) still carries the stamp.
    written = apollo_key.post(MEMORIES_URL, {"content": text, "scope": "user"}, format="json")
    assert written.status_code == 201
    row = Memory.objects.get(pk=written.json()["id"])
    assert (row.scope, row.project_id) == ("user", apollo.pk)
    assert zeus_key.get(memory_url(row.pk)).status_code == 404
    assert str(row.pk) not in _ids(zeus_key.get(MEMORIES_URL, {"limit": "100"}))
    recall = zeus_key.post(
        "/api/v1/recall", {"query": "apollo release train", "strategy": "lexical"}, format="json"
    )
    assert str(row.pk) not in {hit["id"] for hit in recall.json()["results"]}
    # The same words from the zeus key are zeus's own memory, never a merge into apollo's.
    again = zeus_key.post(MEMORIES_URL, {"content": text, "scope": "user"}, format="json")
    assert (again.status_code, again.json()["deduplicated"]) == (201, False)
    assert again.json()["id"] != str(row.pk)
    assert Memory.objects.get(pk=row.pk).content == text
    # alice herself (no binding) sees both.
    assert {str(row.pk), again.json()["id"]} <= _ids(
        world.client("alice").get(MEMORIES_URL, {"limit": "100"})
    )


def test_a_manage_only_key_never_gets_content_back(world: World) -> None:
    client = bearer(api_key_for(world.users["alice"], rules=("memory.manage",))[1])
    memory = world.memories["user"]
    patched = client.patch(memory_url(memory.pk), {"tags": ["ops"]}, format="json")
    assert patched.status_code == 200
    assert patched.json() == {
        "id": str(memory.pk), "kind": "fact", "scope": "user", "status": "active",
        "confidence": patched.json()["confidence"], "always_inject": False,
        "always_inject_proposed": False, "superseded_by": None, "approved_at": None,
        "created_at": patched.json()["created_at"], "updated_at": patched.json()["updated_at"],
    }  # fmt: skip
    created = client.post(MEMORIES_URL, {"content": "Secret plan: ship Friday"}, format="json")
    assert created.status_code == 201
    assert "content" not in created.json()
    assert created.json()["deduplicated"] is False
    assert client.get(memory_url(memory.pk)).status_code == 403


@pytest.mark.parametrize(
    ("source", "claimed", "stored"),
    [(None, 1.0, 0.7), ("run", 1.0, 0.5), ("learning", 0.9, 0.3), ("run", 0.2, 0.2)],
)
def test_an_agent_cannot_claim_more_confidence_than_its_source_starts_with(
    alice_api: APIClient, source: str | None, claimed: float, stored: float
) -> None:
    body: dict[str, Any] = {"content": f"A fact from a {source} agent", "confidence": claimed}
    if source:
        body["source"] = source
    response = alice_api.post(MEMORIES_URL, body, format="json")
    assert response.status_code == 201, response.content
    assert response.json()["confidence"] == pytest.approx(stored)


def test_a_person_may_state_confidence_and_only_approval_makes_an_agent_memory_certain(
    world: World, alice_api: APIClient
) -> None:
    person = world.client("alice").post(
        MEMORIES_URL, {"content": "Checked by hand", "confidence": 0.95}, format="json"
    )
    assert person.json()["confidence"] == pytest.approx(0.95)
    memory = alice_api.post(MEMORIES_URL, {"content": "Agent says so"}, format="json").json()
    for _ in range(5):  # successes lift an unvouched memory to 0.9, never to 1.0
        out = alice_api.post(
            memory_url(memory["id"], "feedback"), {"outcome": "success"}, format="json"
        )
    assert out.json()["confidence"] == pytest.approx(0.9)
    # private to alice: her request opens it to curators (the privacy model)
    owner = principal_for_user(world.users["alice"])
    memory_ask_curators(principal=owner, memory_id=memory["id"], request="approval")
    approved = world.client("admin").post(memory_url(memory["id"], "approve"))
    assert approved.json()["confidence"] == 1.0


def test_a_fresh_source_run_per_write_cannot_get_past_the_hourly_cap(world: World) -> None:
    key, raw = api_key_create(user=world.users["alice"], write_cap=2, writes_per_hour=3)
    client = bearer(raw)
    for n in range(3):
        body = {"content": f"Distinct fact number {n} about port {8000 + n}", "source_run": f"r{n}"}
        assert client.post(MEMORIES_URL, body, format="json").status_code == 201
    body = {"content": "One more distinct fact about port 9999", "source_run": "r-new"}
    refused = client.post(MEMORIES_URL, body, format="json")
    assert refused.status_code == 429
    assert refused.json()["error"]["code"] == "rate_limited"
    assert 1 <= int(refused["Retry-After"]) <= 3601
    assert Memory.objects.filter(created_via_key=key).count() == 3
    assert key.write_windows.get().writes == 3  # counted in PostgreSQL (holds with Redis down)


def test_the_hourly_cap_comes_from_the_setting_and_counts_conversation_messages(
    world: World, settings: Any
) -> None:
    settings.API_KEY_WRITES_PER_HOUR = 4
    client = world.client("alice_agent")
    turns = [{"content": f"turn {n}", "role": "user"} for n in range(3)]
    body = {"external_id": "conv-cap", "messages": turns}
    assert client.post("/api/v1/conversations", body, format="json").status_code == 201
    assert client.post(MEMORIES_URL, {"content": "fourth write"}, format="json").status_code == 201
    refused = client.post(
        "/api/v1/conversations", {"external_id": "conv-2", "messages": turns[:1]}, format="json"
    )
    assert refused.status_code == 429
    assert "Retry-After" in refused


def test_admin_is_an_active_superuser_everywhere_and_staff_alone_is_not(world: World) -> None:
    staff: Any = UserFactory(username="staffer", is_staff=True)
    pages = Client()
    pages.force_login(staff)
    assert pages.get("/curation/").status_code == 403
    assert pages.get("/admin/").status_code == 302  # Django's admin login: not for staff alone
    assert principal_for_user(staff).is_admin is False
    api = session(staff)
    assert api.get(memory_url(world.memories["user"].pk)).status_code == 404
    nav = pages.get("/memory/").content.decode()
    assert "/curation/" not in nav
    superuser: Any = UserFactory(username="root", is_superuser=True, is_staff=True)
    pages.force_login(superuser)
    assert pages.get("/curation/").status_code == 200
    assert pages.get("/admin/").status_code == 200
    assert "/curation/" in pages.get("/memory/").content.decode()
    assert principal_for_user(superuser).is_admin is True
    superuser.is_active = False
    assert principal_for_user(superuser).is_admin is False


def test_an_admins_key_binds_only_to_personas_the_admin_acts_as(world: World) -> None:
    with pytest.raises(ValidationFailed) as exc:
        api_key_create(user=world.users["admin"], persona=world.extra["persona"])
    assert "persona" in exc.value.fields


def test_a_project_key_does_not_change_a_memory_it_cannot_see(world: World) -> None:
    alice = world.users["alice"]
    zeus = Project.objects.create(slug="zeus", name="Zeus")
    ProjectMembership.objects.create(project=zeus, user=alice)
    apollo_row = MemoryFactory(owner=alice, project=world.extra["project"], content="apollo only")
    zeus_key = bearer(api_key_for(alice, project=zeus)[1])
    for action, body in [("feedback", {"outcome": "failure"}), ("forget", {})]:
        response = zeus_key.post(memory_url(apollo_row.pk, action), body, format="json")
        assert response.status_code == 404
    assert Memory.objects.get(pk=apollo_row.pk).status == "active"


def test_a_conversation_ingested_by_a_project_key_is_mined_into_that_project(world: World) -> None:
    from palace.mining.pipeline import conversation_mine
    from palace.models import Conversation, Drawer

    alice = world.users["alice"]
    zeus = Project.objects.create(slug="zeus", name="Zeus")
    ProjectMembership.objects.create(project=zeus, user=alice)
    apollo_key = bearer(api_key_for(alice, project=world.extra["project"])[1])
    zeus_key = bearer(api_key_for(alice, project=zeus)[1])
    turns = [
        {"speaker": "Ana", "content": "The apollo launch window opens on 12 March in Houston."},
        {"speaker": "Ben", "content": "Then I will book the Houston hotel for the apollo crew."},
    ]
    body = {"external_id": "apollo-standup", "messages": turns}
    created = apollo_key.post("/api/v1/conversations", body, format="json")
    assert created.status_code == 201, created.content
    conversation = Conversation.objects.get(pk=created.json()["id"])
    assert conversation.project_id == world.extra["project"].pk
    Conversation.objects.filter(pk=conversation.pk).update(ended_at=conversation.started_at)
    conversation_mine(conversation_id=str(conversation.pk))
    mined = Memory.objects.filter(source_conversation=str(conversation.pk))
    assert mined.exists()
    assert set(mined.values_list("project_id", flat=True)) == {world.extra["project"].pk}
    drawer = Drawer.objects.filter(room__conversation=conversation).first()
    assert drawer is not None
    assert apollo_key.get(f"/api/v1/palace/drawers/{drawer.pk}").status_code == 200
    assert zeus_key.get(f"/api/v1/palace/drawers/{drawer.pk}").status_code == 404
    assert zeus_key.get(f"/api/v1/conversations/{conversation.pk}").status_code == 404
    # A least-privileged zeus key sees no wing without a room of its own; one that also reads
    # alice's private memories sees her wing, but not apollo's room in it.
    assert zeus_key.get(f"/api/v1/palace/wings/{drawer.room.wing_id}").status_code == 404
    zeus_wide = bearer(api_key_for(alice, project=zeus, reads_private=True)[1])
    wing = zeus_wide.get(f"/api/v1/palace/wings/{drawer.room.wing_id}").json()
    assert wing["rooms"] == []
    recall = zeus_key.post(
        "/api/v1/recall", {"query": "apollo launch Houston", "strategy": "lexical"}, format="json"
    )
    assert not {hit["id"] for hit in recall.json()["results"]} & {str(m.pk) for m in mined}
    again = zeus_key.post("/api/v1/conversations", body, format="json")
    assert again.status_code == 409


@pytest.mark.usefixtures("local_recall")
def test_no_recall_arm_reaches_another_projects_rows(world: World) -> None:
    """Semantic (vector + lexical), entity and auto recall all start from the same visible set."""
    alice = world.users["alice"]
    zeus = Project.objects.create(slug="zeus", name="Zeus")
    ProjectMembership.objects.create(project=zeus, user=alice)
    apollo_key = bearer(api_key_for(alice, project=world.extra["project"])[1])
    zeus_key = bearer(api_key_for(alice, project=zeus)[1])
    body = {
        "content": "The apollo flight computer reboots at T-minus 9",
        "entities": ["urn:device:fc"],
    }
    row = apollo_key.post(MEMORIES_URL, body, format="json").json()["id"]
    for strategy in ("semantic", "entity", "auto", "graph"):
        query = {"query": "urn:device:fc flight computer reboots", "strategy": strategy}
        seen = apollo_key.post("/api/v1/recall", query, format="json")
        hidden = zeus_key.post("/api/v1/recall", query, format="json")
        assert seen.status_code == hidden.status_code == 200, (strategy, hidden.content)
        if strategy != "graph":
            assert row in {hit["id"] for hit in seen.json()["results"]}, strategy
        assert row not in {hit["id"] for hit in hidden.json()["results"]}, strategy
