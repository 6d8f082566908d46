"""Persona managers: like a project's, a persona's members may be managers
(`PersonaMembership.can_manage`). A manager changes its members' roles, removes them and sets its
memory tools, on the persona's page (/memory/personas/<slug>/), and invites someone new (there,
`test_persona_invitations.py`) but adds no one directly; a plain member and a manager of
another persona may not; an admin may; keys never do; every change is audited. Role rules may
name a persona's managers."""

from __future__ import annotations

from typing import Any, cast

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from memories.models import ALL_RULES, AuditEvent, Persona, PersonaMembership, RoleRevocation
from memories.scoping import (
    access_persona,
    may_manage_persona,
    principal_for_api_key,
    principal_for_user,
)
from memories.services.people.accounts import persona_member_set
from memories.services.people.persona_tools import persona_tools_set
from memories.services.people.role_rules import revocations_by_user, role_rule_set
from memory_project.errors import Forbidden, NotFound
from tests.factories.memories import PersonaFactory, api_key_for
from tests.memories.api.conftest import MEMORIES_URL, bearer

pytestmark = pytest.mark.django_db


@pytest.fixture
def quiet(alice: Any, bob: Any) -> Persona:
    """Persona "quiet" (opted out): alice manages it, bob is a plain member."""
    persona = cast(Persona, PersonaFactory(slug="quiet", allowed_tools=[]))
    PersonaMembership.objects.create(persona=persona, user=alice, can_manage=True)
    persona.members.add(bob)
    return persona


@pytest.fixture
def loud(carol: Any) -> Persona:
    """Another persona, managed by carol."""
    persona = cast(Persona, PersonaFactory(slug="loud", allowed_tools=[]))
    PersonaMembership.objects.create(persona=persona, user=carol, can_manage=True)
    return persona


def test_scoping_says_who_manages_which_persona(
    admin_user: Any, alice: Any, quiet: Persona, loud: Persona
) -> None:
    bob, carol = (get_user_model().objects.get(username=n) for n in ("bob", "carol"))
    alice_p, bob_p, carol_p = (principal_for_user(u) for u in (alice, bob, carol))
    assert alice_p.managed_persona_ids == frozenset({quiet.pk})
    assert may_manage_persona(alice_p, quiet.pk)
    assert not may_manage_persona(alice_p, loud.pk)
    assert not may_manage_persona(bob_p, quiet.pk)
    assert not may_manage_persona(carol_p, quiet.pk)
    assert may_manage_persona(principal_for_user(admin_user), quiet.pk)
    # Never through a key, not even the manager's own key bound to the persona.
    key, _ = api_key_for(alice, persona=quiet)
    assert not may_manage_persona(principal_for_api_key(key), quiet.pk)

    assert access_persona(bob_p, "quiet") == quiet
    with pytest.raises(Forbidden):
        access_persona(bob_p, "quiet", for_write=True)
    with pytest.raises(NotFound) as hidden:
        access_persona(carol_p, "quiet")
    with pytest.raises(NotFound) as missing:
        access_persona(carol_p, "nope")
    assert hidden.value.message == missing.value.message


def test_a_manager_sets_the_tools_of_their_persona_only(
    alice: Any, bob: Any, carol: Any, quiet: Persona, loud: Persona
) -> None:
    _, raw = api_key_for(bob, persona=quiet)
    assert bearer(raw).get(MEMORIES_URL).status_code == 403
    persona_tools_set(principal=principal_for_user(alice), persona=quiet, tools=ALL_RULES)
    assert bearer(raw).get(MEMORIES_URL).status_code == 200  # at once, for every key bound
    for who, persona in ((alice, loud), (bob, quiet), (carol, quiet)):
        with pytest.raises(Forbidden):
            persona_tools_set(principal=principal_for_user(who), persona=persona, tools=[])
    quiet.refresh_from_db()
    loud.refresh_from_db()
    assert (quiet.allowed_tools, loud.allowed_tools) == (list(ALL_RULES), [])
    event = AuditEvent.objects.get(action="persona_tools")
    assert event.actor_id == alice.pk
    assert event.detail["persona"] == "quiet"


def test_a_manager_changes_roles_and_removes_members_but_adds_no_one_directly(
    alice: Any, bob: Any, carol: Any, quiet: Persona, loud: Persona
) -> None:
    alice_p = principal_for_user(alice)
    persona_member_set(
        principal=alice_p, persona=quiet, username="bob", member=True, can_manage=True
    )
    assert PersonaMembership.objects.get(persona=quiet, user=bob).can_manage
    persona_member_set(principal=alice_p, persona=quiet, username="bob", member=False)
    assert not quiet.members.filter(pk=bob.pk).exists()
    # Someone new comes in by invitation (or an admin): one refusal, whether or not the name exists.
    refusals = set()
    for name in ("carol", "nobody-at-all"):
        with pytest.raises(Forbidden) as refused:
            persona_member_set(principal=alice_p, persona=quiet, username=name, member=True)
        refusals.add(refused.value.message)
    assert len(refusals) == 1
    # A manager of one persona changes nothing of another's; nor does she leave by herself.
    with pytest.raises(Forbidden):
        persona_member_set(principal=alice_p, persona=loud, username="carol", member=False)
    with pytest.raises(Forbidden):
        persona_member_set(principal=alice_p, persona=quiet, username="alice", member=True)
    assert [
        e.detail
        for e in AuditEvent.objects.filter(action__startswith="persona_member").order_by("pk")
    ] == [
        {"persona": "quiet", "user": "bob", "role": "manager"},
        {"persona": "quiet", "user": "bob", "role": None},
    ]


def test_a_plain_member_changes_no_member(bob: Any, quiet: Persona) -> None:
    with pytest.raises(Forbidden):
        persona_member_set(
            principal=principal_for_user(bob), persona=quiet, username="alice", member=False
        )
    assert quiet.members.count() == 2


def test_an_admin_adds_a_manager(admin_user: Any, carol: Any, quiet: Persona) -> None:
    persona_member_set(
        principal=principal_for_user(admin_user), persona=quiet, username="carol", member=True,
        can_manage=True,
    )  # fmt: skip
    assert may_manage_persona(principal_for_user(carol), quiet.pk)


def test_a_rule_revoked_for_a_personas_managers_stops_their_keys_only(
    admin_user: Any, alice: Any, bob: Any, quiet: Persona
) -> None:
    persona_tools_set(principal=principal_for_user(admin_user), persona=quiet, tools=ALL_RULES)
    role_rule_set(
        principal=principal_for_user(admin_user), kind="persona_manager", role=quiet,
        rule="memory.manage", granted=False,
    )  # fmt: skip
    alice_key, _ = api_key_for(alice, persona=quiet)
    bob_key, _ = api_key_for(bob, persona=quiet)
    alice_rules = principal_for_api_key(alice_key)
    assert alice_rules.rules == frozenset({"memory.read"})
    assert alice_rules.withheld == (("memory.manage", "persona_manager", quiet.pk),)
    assert principal_for_api_key(bob_key).rules == frozenset(ALL_RULES)
    assert revocations_by_user([alice.pk, bob.pk]) == {
        alice.pk: ["memory.manage (the managers of persona 'quiet')"]
    }
    _, raw = api_key_for(alice, persona=quiet)
    refused = bearer(raw).post(MEMORIES_URL, {"content": "Ship on Fridays"}, format="json")
    assert refused.status_code == 403
    assert "the managers of persona 'quiet'" in refused.json()["error"]["message"]
    assert RoleRevocation.objects.get().kind == "persona_manager"


# --- the persona's page -----------------------------------------------------------------------


def _client(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_the_manager_sets_tools_and_roles_on_the_persona_page(
    alice: Any, bob: Any, quiet: Persona
) -> None:
    client = _client(alice)
    page = client.get("/memory/personas/quiet/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "Memory tools (opt-in)" in html
    assert 'name="allowed_tools" value="memory.read">' in html
    assert "Make manager" in html

    tools = client.post(
        "/memory/personas/quiet/",
        {"op": "tools", "allowed_tools": ["memory.read"]},
        HTTP_HX_REQUEST="true",
    )
    assert tools.status_code == 200
    assert 'id="persona-tools"' in tools.content.decode()
    quiet.refresh_from_db()
    assert quiet.allowed_tools == ["memory.read"]

    role = client.post(
        "/memory/personas/quiet/", {"op": "set", "username": "bob", "role": "manager"}
    )
    assert (role.status_code, role["Location"]) == (302, "/memory/personas/quiet/")
    assert PersonaMembership.objects.get(persona=quiet, user=bob).can_manage


def test_a_plain_member_sees_the_page_and_changes_nothing(bob: Any, quiet: Persona) -> None:
    client = _client(bob)
    page = client.get("/memory/personas/quiet/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "not allowed" in html
    assert "Only its managers (alice) or an admin may change these." in html
    assert 'name="allowed_tools"' not in html
    refused = client.post("/memory/personas/quiet/", {"op": "tools", "allowed_tools": ALL_RULES})
    assert refused.status_code == 403
    quiet.refresh_from_db()
    assert quiet.allowed_tools == []


def test_someone_not_acting_as_the_persona_finds_no_page(carol: Any, quiet: Persona) -> None:
    client = _client(carol)
    hidden, missing = client.get("/memory/personas/quiet/"), client.get("/memory/personas/nope/")
    assert (hidden.status_code, missing.status_code) == (404, 404)
    assert b"No persona with this name." in hidden.content


def test_the_admins_page_shows_and_sets_a_personas_manager(
    admin_user: Any, bob: Any, quiet: Persona
) -> None:
    client = _client(admin_user)
    page = client.get("/curation/groups/persona/quiet/").content.decode()
    assert "manager (manages members and memory tools)" in page
    assert "the managers of persona" in page  # its role rules row
    client.post(
        "/curation/groups/persona/quiet/", {"op": "set", "username": "bob", "role": "manager"}
    )
    assert PersonaMembership.objects.get(persona=quiet, user=bob).can_manage


def test_the_start_page_links_a_manager_to_the_personas_they_manage(
    alice: Any, bob: Any, quiet: Persona
) -> None:
    mine = _client(alice).get("/").content.decode()
    assert 'id="managed-personas"' in mine
    assert 'href="/memory/personas/quiet/"' in mine
    assert 'id="managed-personas"' not in _client(bob).get("/").content.decode()
