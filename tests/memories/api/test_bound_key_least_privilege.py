"""Least privilege for bound keys: a key bound to a persona or project reads its binding's
memories and what is shared with everyone, never its user's private notes, other personas' or
other projects' memories, conversations or recent turns, unless it was created to."""

from __future__ import annotations

from io import StringIO
from typing import Any

import pytest
from django.core.management import call_command

from memories.models import ApiKey, ProjectMembership, Scope
from tests.factories.memories import MemoryFactory, PersonaFactory, ProjectFactory, api_key_for
from tests.memories.api.conftest import bearer, session

pytestmark = pytest.mark.django_db

DENTIST = "alice's dentist is Dr. Okafor"


@pytest.fixture
def team(world: Any) -> dict[str, Any]:
    alice = world.users["alice"]
    support = PersonaFactory(slug="support")
    support.members.add(alice)
    apollo = world.extra["project"]
    zeus = ProjectFactory(slug="zeus")
    ProjectMembership.objects.create(project=zeus, user=alice)
    private = MemoryFactory(owner=alice, scope=Scope.USER, content=DENTIST)
    support_note = MemoryFactory(
        owner=alice, scope=Scope.PERSONA, persona=support, content="support answers within a day"
    )
    zeus_note = MemoryFactory(
        owner=alice, scope=Scope.PROJECT, project=zeus, content="zeus ships on Fridays"
    )
    return {
        "support": support,
        "private": private,
        "support_note": support_note,
        "zeus_note": zeus_note,
        "support_key": api_key_for(alice, persona=support)[1],
        "support_private_key": api_key_for(alice, persona=support, reads_private=True)[1],
        "apollo_key": api_key_for(alice, project=apollo)[1],
        "apollo_private_key": api_key_for(alice, project=apollo, reads_private=True)[1],
    }


def _listed(raw_key: str) -> set[str]:
    response = bearer(raw_key).get("/api/v1/memories?limit=100")
    assert response.status_code == 200, response.content
    return {row["content"] for row in response.json()["results"]}


def test_a_persona_bound_key_reads_its_persona_and_shared_memories_only(world, team):
    seen = _listed(team["support_key"])
    assert "support answers within a day" in seen
    assert any("global memory" in c for c in seen)  # shared with everyone
    assert any("system memory" in c for c in seen)  # a system its user may read
    assert DENTIST not in seen
    assert "zeus ships on Fridays" not in seen
    assert not any("project memory" in c or "user memory" in c for c in seen)
    detail = bearer(team["support_key"]).get(f"/api/v1/memories/{team['private'].pk}")
    assert detail.status_code == 404


def test_a_persona_bound_key_does_not_recall_its_users_private_note(world, team, local_recall):
    body = {"query": "who is alice's dentist?", "strategy": "semantic"}
    restricted = bearer(team["support_key"]).post("/api/v1/recall", body, format="json")
    assert restricted.status_code == 200, restricted.content
    assert DENTIST not in {hit["content"] for hit in restricted.json()["results"]}
    widened = bearer(team["support_private_key"]).post("/api/v1/recall", body, format="json")
    assert DENTIST in {hit["content"] for hit in widened.json()["results"]}


def test_a_project_bound_key_reads_its_project_and_what_it_wrote_itself(world, team):
    client = bearer(team["apollo_key"])
    written = client.post(
        "/api/v1/memories", {"content": "apollo's staging host is st-7", "scope": "user"},
        format="json",
    )  # fmt: skip
    assert written.status_code == 201, written.content
    seen = _listed(team["apollo_key"])
    assert "apollo's staging host is st-7" in seen  # stamped with apollo: the binding's
    assert any("project memory" in c for c in seen)
    assert DENTIST not in seen
    assert not any("persona memory" in c for c in seen)
    assert "zeus ships on Fridays" not in seen
    widened = _listed(team["apollo_private_key"])
    assert DENTIST in widened
    assert "zeus ships on Fridays" not in widened


def test_a_bound_keys_context_leaves_out_private_notes(world, team, local_recall):
    body = {"query": "alice's dentist appointment"}
    response = bearer(team["support_key"]).post("/api/v1/context", body, format="json")
    assert response.status_code == 200, response.content
    assert "Okafor" not in response.json()["text"]


def test_conversations_and_recent_turns_of_a_bound_key_are_its_own(
    world, team, django_capture_on_commit_callbacks
):
    alice = world.users["alice"]
    own = {
        "external_id": "support-1", "session": "s-support",
        "messages": [{"role": "user", "content": "my order 1182 never arrived"}],
    }  # fmt: skip
    private = {
        "external_id": "diary-1", "session": "s-diary",
        "messages": [{"role": "user", "content": "I booked the dentist for Tuesday"}],
    }  # fmt: skip
    with django_capture_on_commit_callbacks(execute=True):  # turns are kept after the commit
        created = bearer(team["support_key"]).post("/api/v1/conversations", own, format="json")
        mine = session(alice).post("/api/v1/conversations", private, format="json")
    assert created.status_code == 201, created.content
    assert mine.status_code == 201, mine.content

    support = bearer(team["support_key"])
    assert support.get(f"/api/v1/conversations/{created.json()['id']}").status_code == 200
    assert support.get(f"/api/v1/conversations/{mine.json()['id']}").status_code == 404
    assert support.get("/api/v1/sessions/s-support/recent").status_code == 200
    assert support.get("/api/v1/sessions/s-diary/recent").status_code == 404
    # Another bound key of the same person does not read the support key's conversation.
    apollo = bearer(team["apollo_key"])
    assert apollo.get(f"/api/v1/conversations/{created.json()['id']}").status_code == 404
    assert apollo.get("/api/v1/sessions/s-support/recent").status_code == 404
    # The person and a key with private reach read both.
    widened = bearer(team["support_private_key"])
    assert widened.get(f"/api/v1/conversations/{mine.json()['id']}").status_code == 200
    assert widened.get("/api/v1/sessions/s-diary/recent").status_code == 200
    assert session(alice).get("/api/v1/sessions/s-support/recent").status_code == 200


def test_create_api_key_shows_and_sets_the_private_reach_option(world, team):
    out = StringIO()
    call_command("create_api_key", "--user", "alice", "--persona", "support", stdout=out)
    assert ApiKey.objects.order_by("-pk").first().reads_private is False
    call_command(
        "create_api_key", "--user", "alice", "--persona", "support", "--reads-private", stdout=out
    )
    assert ApiKey.objects.order_by("-pk").first().reads_private is True


def test_the_keys_page_binds_a_key_to_the_persons_own_persona_and_shows_it(world, team):
    alice = world.users["alice"]
    client = session(alice)
    page = client.get("/memory/keys/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "support" in html
    assert "zeus" in html
    assert "apollo" in html
    stranger = PersonaFactory(slug="strangers")  # alice is not a member
    assert "strangers" not in client.get("/memory/keys/").content.decode()
    refused = client.post(
        "/memory/keys/", {"name": "x", "rules": ["memory.read"], "persona": stranger.pk}
    )
    assert refused.status_code == 400
    made = client.post(
        "/memory/keys/",
        {"name": "support bot", "rules": ["memory.read"], "persona": team["support"].pk},
    )
    assert made.status_code == 200, made.content
    key = ApiKey.objects.get(name="support bot")
    assert key.persona is not None
    assert key.persona.slug == "support"
    assert not key.reads_private
    listed = client.get("/memory/keys/").content.decode()
    assert "persona <strong>support</strong>" in listed
    assert "reads only its binding and shared memories" in listed


@pytest.mark.parametrize("scope", ["project", "persona", "system"])
def test_writing_into_a_foreign_scope_answers_like_a_missing_one(world, scope):
    bob = bearer(world.keys["bob_agent"][1])
    slug = {"project": "apollo", "persona": "helper", "system": "billing"}[scope]
    foreign = bob.post(
        "/api/v1/memories", {"content": "x", "scope": scope, "scope_ref": slug}, format="json"
    )
    missing = bob.post(
        "/api/v1/memories", {"content": "x", "scope": scope, "scope_ref": "no-such"}, format="json"
    )
    assert foreign.status_code == missing.status_code == 400
    assert foreign.json()["error"]["fields"]["scope_ref"] == [f"unknown {scope} '{slug}'"]
    assert missing.json()["error"]["fields"]["scope_ref"] == [f"unknown {scope} 'no-such'"]
    assert foreign.json()["error"]["code"] == missing.json()["error"]["code"]
