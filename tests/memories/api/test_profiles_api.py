"""GET /api/v1/profiles (list_profiles): the personas, projects and systems the caller
can use that hold at least one active memory the caller may see."""

from __future__ import annotations

from typing import Any

from memories.models import Memory
from tests.factories.memories import PersonaFactory, ProjectFactory, ProjectMembershipFactory
from tests.memories.api.conftest import World

URL = "/api/v1/profiles"


def _listed(world: World, agent: str) -> list[tuple[str, str]]:
    body = world.client(agent).get(URL).json()
    return [(p["scope"], p["scope_ref"]) for p in body["results"]]


def test_only_profiles_holding_an_active_memory_are_listed(world: World) -> None:
    alice = world.users["alice"]
    ProjectMembershipFactory(project=ProjectFactory(slug="empty-project"), user=alice)
    PersonaFactory(slug="empty-persona").members.add(alice)

    listed = _listed(world, "alice_agent")

    assert ("persona", "helper") in listed
    assert ("project", "apollo") in listed
    assert ("system", "billing") in listed
    assert ("project", "empty-project") not in listed
    assert ("persona", "empty-persona") not in listed
    assert ("persona", "reviewer") not in listed  # alice's second persona holds nothing


def test_a_profile_whose_memories_are_all_archived_is_not_listed(world: World) -> None:
    project_memory: Any = world.memories["project"]
    Memory.objects.filter(pk=project_memory.pk).update(status="archived")

    assert ("project", "apollo") not in _listed(world, "alice_agent")


def test_a_persona_bound_key_lists_no_other_persona(world: World) -> None:
    assert _listed(world, "bob_agent") == []  # bob shares nothing
    assert ("persona", "helper") in _listed(world, "alice_agent")
    bound = _listed(world, "alice_persona_agent")  # bound to `reviewer`, which holds nothing
    assert not [ref for scope, ref in bound if scope == "persona"]
