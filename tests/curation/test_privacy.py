"""The privacy model on the curation side: a person's private memories (user and session scope)
are counted, never shown, to curators, until their owner or her agent asks curators to decide
about one (approval, sharing, erasure, a proposed pin); the decision closes it again."""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client

from curation.services import curator_request_decline, memory_promote
from memories.models import AuditEvent, Memory
from memories.retrieval.pipeline import memory_recall
from memories.scoping import (
    memory_get_for_read,
    memory_get_for_write,
    principal_for_api_key,
    principal_for_user,
)
from memories.services.lifecycle.governance import (
    memory_ask_curators,
    memory_forget,
    memory_set_always_inject,
)
from memories.services.store.memory import memory_remember, memory_update
from memory_project.errors import Conflict, Forbidden, NotFound, ValidationFailed
from tests.curation.conftest import team_memory
from tests.factories.memories import api_key_for

pytestmark = pytest.mark.django_db

ALLERGY = "Alice is allergic to peanuts"


@pytest.fixture
def allergy(alice: Any) -> Memory:
    """Alice's private memory, written by her agent (so it would wait for approval)."""
    key, _ = api_key_for(alice)
    principal = principal_for_api_key(key)
    return memory_remember(principal=principal, content=ALLERGY, tags=["health"]).memory


def _page(curator: Client, url: str) -> str:
    response = curator.get(url)
    assert response.status_code == 200
    return response.content.decode()


def test_the_approval_queue_counts_private_memories_and_never_shows_them(
    curator: Client, allergy: Memory, bob: Any
) -> None:
    bobs_diary = team_memory(owner=bob, scope="user", source="agent", content="Bob's diary")
    shared = team_memory(owner=bob, source="agent", content="The team deploys on Fridays")
    html = _page(curator, "/curation/approvals/")
    assert "peanuts" not in html
    assert str(allergy.pk) not in html
    assert str(bobs_diary.pk) not in html
    assert "Bob's diary" not in html
    assert "2 private memories of 2 people" in html
    assert str(shared.pk) in html  # shared rows stay curatable


@pytest.mark.parametrize(
    "url",
    ["/curation/", "/curation/stale/", "/curation/always-inject/", "/curation/approvals/"],
)
def test_every_curation_list_shows_counts_not_content(
    curator: Client, allergy: Memory, url: str
) -> None:
    Memory.objects.filter(pk=allergy.pk).update(
        status="stale" if "stale" in url else "active",
        always_inject="always-inject" in url,
        stale_reason="entity changed",
    )
    html = _page(curator, url)
    assert "peanuts" not in html
    assert "1 private memory of 1 person" in html
    assert "counts, never content" in html


def test_a_curator_reaches_no_private_memory_that_was_not_asked_about(
    curator: Client, admin_user: Any, allergy: Memory
) -> None:
    admin = principal_for_user(admin_user)
    for fetch in (memory_get_for_read, memory_get_for_write):
        with pytest.raises(NotFound):
            fetch(principal=admin, memory_id=allergy.pk)
    for act in (memory_promote, curator_request_decline):
        with pytest.raises(NotFound):
            act(principal=admin, memory_id=allergy.pk)
    with pytest.raises(NotFound):
        memory_set_always_inject(principal=admin, memory_id=allergy.pk, value=True)
    with pytest.raises(NotFound):
        memory_forget(principal=admin, memory_id=allergy.pk, hard=True, confirm=str(allergy.pk))
    assert curator.get(f"/memory/m/{allergy.pk}/").status_code == 404
    pin = curator.post(f"/curation/always-inject/{allergy.pk}/toggle", {"value": "on"})
    assert pin.status_code == 302
    allergy.refresh_from_db()
    assert (allergy.always_inject, allergy.status) == (False, "active")
    assert not AuditEvent.objects.filter(memory_id=allergy.pk, actor=admin_user).exists()


def test_the_recall_of_a_curator_reads_through_the_same_rule(
    admin_user: Any, alice: Any, allergy: Memory
) -> None:
    admin = principal_for_user(admin_user)
    team_memory(owner=alice, content="The team lunch avoids peanuts")  # a shared match

    def recalled(strategy: str) -> set[Any]:
        hits = memory_recall(principal=admin, query="allergic to peanuts", strategy=strategy)
        return {hit.id for hit in hits.results}

    for strategy in ("lexical", "semantic", "auto"):
        assert allergy.pk not in recalled(strategy), strategy
    memory_ask_curators(
        principal=principal_for_user(alice), memory_id=allergy.pk, request="erasure"
    )
    for strategy in ("lexical", "semantic", "auto"):
        assert allergy.pk in recalled(strategy), strategy


def test_asking_for_approval_opens_it_and_the_approval_closes_it(
    curator: Client, admin_user: Any, alice: Any, allergy: Memory
) -> None:
    memory_ask_curators(
        principal=principal_for_user(alice), memory_id=allergy.pk, request="approval"
    )
    html = _page(curator, "/curation/approvals/")
    assert "peanuts" in html
    assert "alice asks" in html
    assert "Private to alice: shared with everyone only if they ask" in html  # approval only
    assert curator.post(f"/curation/approvals/{allergy.pk}/approve").status_code == 302
    allergy.refresh_from_db()
    assert allergy.approved_by_id == admin_user.pk
    assert (allergy.curator_request, allergy.curator_request_at) == ("", None)
    assert curator.get(f"/memory/m/{allergy.pk}/").status_code == 404  # closed again


def test_sharing_a_private_memory_needs_its_owner_to_ask_for_it(
    admin_user: Any, alice: Any, allergy: Memory
) -> None:
    admin, owner = principal_for_user(admin_user), principal_for_user(alice)
    memory_ask_curators(principal=owner, memory_id=allergy.pk, request="approval")
    with pytest.raises(Forbidden):
        memory_promote(principal=admin, memory_id=allergy.pk)
    assert not Memory.objects.filter(scope="global").exists()
    memory_ask_curators(principal=owner, memory_id=allergy.pk, request="share")
    knowledge = memory_promote(principal=admin, memory_id=allergy.pk)
    assert knowledge.scope == "global"
    allergy.refresh_from_db()
    assert allergy.curator_request == ""  # decided: closed again
    with pytest.raises(NotFound):
        memory_get_for_read(principal=admin, memory_id=allergy.pk)


def test_an_agents_proposed_pin_asks_curators_and_their_answer_closes_it(
    curator: Client, admin_user: Any, alice: Any, allergy: Memory
) -> None:
    key, _ = api_key_for(alice)
    memory_set_always_inject(principal=principal_for_api_key(key), memory_id=allergy.pk, value=True)
    assert "peanuts" in _page(curator, "/curation/always-inject/?pinned=proposed")
    curator.post(f"/curation/always-inject/{allergy.pk}/toggle", {"value": "on"})
    allergy.refresh_from_db()
    assert (allergy.always_inject, allergy.always_inject_proposed) == (True, False)
    assert "peanuts" not in _page(curator, "/curation/always-inject/")


def test_a_curator_declines_a_request_without_touching_the_memory(
    admin_user: Any, alice: Any, allergy: Memory
) -> None:
    admin = principal_for_user(admin_user)
    with pytest.raises(NotFound):
        curator_request_decline(principal=admin, memory_id=allergy.pk)
    memory_ask_curators(principal=principal_for_user(alice), memory_id=allergy.pk, request="share")
    curator_request_decline(principal=admin, memory_id=allergy.pk)
    allergy.refresh_from_db()
    assert (allergy.curator_request, allergy.content, allergy.status) == ("", ALLERGY, "active")
    event = AuditEvent.objects.get(action="curator_request_declined")
    assert (event.actor_id, event.detail) == (admin_user.pk, {"request": "share"})
    shared = team_memory(owner=alice, content="The team deploys on Fridays")
    with pytest.raises(Conflict):
        curator_request_decline(principal=admin, memory_id=shared.pk)


def test_only_the_owner_asks_and_only_for_a_known_decision(
    admin_user: Any, alice: Any, bob: Any, allergy: Memory
) -> None:
    with pytest.raises(NotFound):
        memory_ask_curators(
            principal=principal_for_user(bob), memory_id=allergy.pk, request="share"
        )
    shared = team_memory(owner=bob, content="The team deploys on Fridays")
    with pytest.raises(Forbidden):  # a curator may change it, but asks nothing for bob
        memory_ask_curators(
            principal=principal_for_user(admin_user), memory_id=shared.pk, request="share"
        )
    with pytest.raises(ValidationFailed) as bad:
        memory_ask_curators(
            principal=principal_for_user(alice), memory_id=allergy.pk, request="publish"
        )
    assert "request" in bad.value.fields
    allergy.refresh_from_db()
    assert allergy.curator_request == ""
    assert not AuditEvent.objects.filter(action="curator_request").exists()


def test_a_curator_erases_a_private_memory_when_its_owner_asks(
    curator: Client, admin_user: Any, alice: Any, allergy: Memory
) -> None:
    memory_ask_curators(
        principal=principal_for_user(alice), memory_id=allergy.pk, request="erasure"
    )
    html = _page(curator, "/curation/approvals/")
    assert "erase it on its page" in html
    page = _page(curator, f"/memory/m/{allergy.pk}/")
    assert "Delete permanently" in page
    curator.post(f"/memory/m/{allergy.pk}/delete/", {"confirm": str(allergy.pk)})
    assert not Memory.objects.filter(pk=allergy.pk).exists()


def test_the_django_admin_lists_memories_through_the_same_rule(
    curator: Client, alice: Any, allergy: Memory
) -> None:
    shared = team_memory(owner=alice, content="The team deploys on Fridays")
    listing = _page(curator, "/admin/memories/memory/")
    assert "The team deploys on Fridays" in listing
    assert "peanuts" not in listing
    assert curator.get(f"/admin/memories/memory/{allergy.pk}/change/").status_code == 302
    memory_update(principal=principal_for_user(alice), memory_id=allergy.pk, content="Tree nuts")
    assert "Tree nuts" not in _page(curator, "/admin/memories/memoryrevision/")
    memory_ask_curators(principal=principal_for_user(alice), memory_id=allergy.pk, request="share")
    assert "Tree nuts" in _page(curator, "/admin/memories/memory/")
    assert "Tree nuts" in _page(curator, "/admin/memories/memoryrevision/")
    assert shared.pk


def test_bulk_review_never_reaches_a_private_memory_nobody_asked_about(
    curator: Client, alice: Any, allergy: Memory
) -> None:
    shared = team_memory(owner=alice, source="agent", content="The team deploys on Fridays")
    ids = [str(allergy.pk), str(shared.pk)]
    for form in ({"action": "approve", "ids": ids}, {"action": "decline", "all_matching": "1"}):
        curator.post("/curation/approvals/bulk", form)
    allergy.refresh_from_db()
    assert (allergy.approved_at, allergy.status) == (None, "active")
    shared.refresh_from_db()
    assert shared.approved_at is not None
    assert not AuditEvent.objects.filter(memory_id=allergy.pk).exclude(action="remember").exists()


def test_the_owner_keeps_her_own_stale_memory(client: Client, alice: Any, allergy: Memory) -> None:
    Memory.objects.filter(pk=allergy.pk).update(status="stale", stale_reason="entity changed")
    client.force_login(alice)
    assert "Still true: make it active" in client.get(f"/memory/m/{allergy.pk}/").content.decode()
    client.post(f"/memory/m/{allergy.pk}/restore/")
    allergy.refresh_from_db()
    assert (allergy.status, allergy.stale_reason) == ("active", "")
