"""An agent proposes always_inject; it takes effect only when a person confirms it
(on the memory's page, or in curation), unless the agent's key is trusted to pin."""

from __future__ import annotations

from typing import Any

from django.test import Client

from memories.models import ApiKey, AuditEvent, Memory
from tests.memories.api.conftest import World, memory_url

MEMORIES_URL = "/api/v1/memories"
CONTEXT_URL = "/api/v1/context"
RULE = "Always answer in British English, with metric units."


def _propose(world: World, who: str = "alice_agent") -> Memory:
    response = world.client(who).post(
        MEMORIES_URL, {"content": RULE, "kind": "preference", "always_inject": True}, format="json"
    )
    assert response.status_code in {200, 201}, response.content  # 200: deduplicated
    body = response.json()
    memory = Memory.objects.get(pk=body["id"])
    assert (body["always_inject"], body["always_inject_proposed"]) == (
        memory.always_inject,
        memory.always_inject_proposed,
    )
    return memory


def _pinned_in_context(world: World, memory: Memory) -> bool:
    body = world.client("alice_agent").post(CONTEXT_URL, {}, format="json").json()
    return str(memory.pk) in body["always_injected"]


def _page(user: Any) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_an_agents_always_inject_is_a_proposal_until_a_person_confirms_it(world: World) -> None:
    memory = _propose(world)
    assert (memory.always_inject, memory.always_inject_proposed) == (False, True)
    assert not _pinned_in_context(world, memory)
    # Asking again through the agent changes nothing: an agent cannot confirm itself.
    again = world.client("alice_agent").post(
        memory_url(memory.pk, "always-inject"), {"value": True}, format="json"
    )
    assert again.json()["always_inject"] is False
    assert AuditEvent.objects.filter(memory_id=memory.pk, action="always_inject").count() == 0

    page = _page(world.users["alice"])
    detail = page.get(f"/memory/m/{memory.pk}/").content.decode()
    assert "proposed by an agent" in detail
    assert "Confirm always-inject" in detail
    page.post(f"/memory/m/{memory.pk}/always-inject/", {"value": "on"})

    memory.refresh_from_db()
    assert (memory.always_inject, memory.always_inject_proposed) == (True, False)
    assert _pinned_in_context(world, memory)
    confirm = AuditEvent.objects.get(memory_id=memory.pk, action="always_inject")
    assert confirm.actor == world.users["alice"]
    assert confirm.api_key_id is None  # a person, at the page


def test_declining_a_proposal_leaves_it_unpinned(world: World) -> None:
    memory = _propose(world)
    _page(world.users["alice"]).post(f"/memory/m/{memory.pk}/always-inject/", {"value": "off"})
    memory.refresh_from_db()
    assert (memory.always_inject, memory.always_inject_proposed) == (False, False)
    assert AuditEvent.objects.get(memory_id=memory.pk, action="always_inject").detail == {
        "value": False,
        "declined_proposal": True,
    }
    assert not _pinned_in_context(world, memory)


def test_only_someone_who_may_change_the_memory_confirms_it(world: World) -> None:
    memory = _propose(world)
    bob_page = _page(world.users["bob"])
    response = bob_page.post(f"/memory/m/{memory.pk}/always-inject/", {"value": "on"})
    assert response.status_code in {302, 404}
    assert "always-inject" not in bob_page.get(f"/memory/m/{memory.pk}/").content.decode()
    memory.refresh_from_db()
    assert (memory.always_inject, memory.always_inject_proposed) == (False, True)
    bob_api = world.client("bob")  # bob signed in, over the API: alice's memory is not his
    assert (
        bob_api.post(memory_url(memory.pk, "always-inject"), {"value": True}, format="json")
    ).status_code == 404


def test_a_key_trusted_to_pin_pins_at_once_and_the_owner_sets_that_on_the_keys_page(
    world: World,
) -> None:
    key, _ = world.keys["alice_agent"]
    page = _page(world.users["alice"])
    keys_html = page.get("/memory/keys/").content.decode()
    assert "Trust its pins" in keys_html
    page.post(f"/memory/keys/{key.pk}/pinning/", {"trusted": "true"})
    assert ApiKey.objects.get(pk=key.pk).trusted_to_pin is True
    assert AuditEvent.objects.filter(action="api_key_trust_pin").exists()

    memory = _propose(world)
    assert (memory.always_inject, memory.always_inject_proposed) == (True, False)
    assert _pinned_in_context(world, memory)

    # Bob cannot change alice's key; an agent cannot trust itself.
    _page(world.users["bob"]).post(f"/memory/keys/{key.pk}/pinning/", {"trusted": "false"})
    assert ApiKey.objects.get(pk=key.pk).trusted_to_pin is True


def test_an_agent_unpins_at_once_and_a_restatement_keeps_the_proposal(world: World) -> None:
    memory = _propose(world)
    _propose(world)  # the same rule again: deduplicated, still one proposal
    assert Memory.objects.filter(content=RULE).count() == 1
    memory.refresh_from_db()
    assert memory.always_inject_proposed is True

    _page(world.users["alice"]).post(f"/memory/m/{memory.pk}/always-inject/", {"value": "on"})
    out = world.client("alice_agent").post(
        memory_url(memory.pk, "always-inject"), {"value": False}, format="json"
    )
    assert (out.json()["always_inject"], out.json()["always_inject_proposed"]) == (False, False)


def test_curation_lists_proposals_first_and_a_curator_confirms_them(world: World) -> None:
    memory = _propose(world)
    curator = _page(world.users["admin"])
    approvals = curator.get("/curation/approvals/").content.decode()
    assert "proposes always-inject" in approvals
    proposals = curator.get("/curation/always-inject/?pinned=proposed").content.decode()
    assert "proposed by an agent" in proposals
    assert RULE in proposals
    curator.post(f"/curation/always-inject/{memory.pk}/toggle", {"value": "on"})
    memory.refresh_from_db()
    assert (memory.always_inject, memory.always_inject_proposed) == (True, False)


def test_a_trusted_key_is_created_from_the_command_line(world: World) -> None:
    from django.core.management import call_command

    call_command("create_api_key", "--user", "alice", "--trusted-to-pin", "--name", "styler")
    key = ApiKey.objects.get(name="styler")
    assert key.trusted_to_pin is True
