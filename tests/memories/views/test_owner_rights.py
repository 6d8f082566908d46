"""A person's rights over her own memories at /memory: she corrects their text, erases them for
good (the same erasure as a curator's), asks curators to decide about one (or withdraws), sees
every action another person took on them with who did it, and is told who may read them."""

from __future__ import annotations

from typing import Any

import pytest
from django.contrib.messages import get_messages
from django.test import Client

from memories.models import AuditEvent, Memory, MemoryEmbedding, MemoryRevision, Scope
from memories.scoping import principal_for_user
from memories.services.lifecycle.governance import memory_ask_curators, memory_set_always_inject
from memories.services.store.memory import memory_remember, memory_update
from tests.factories.memories import ProjectFactory, ProjectMembershipFactory

pytestmark = pytest.mark.django_db


def remember(user: Any, content: str, **fields: Any) -> Memory:
    return memory_remember(principal=principal_for_user(user), content=content, **fields).memory


def _told(response: Any) -> list[str]:
    return [str(m) for m in get_messages(response.wsgi_request)]


def test_the_owner_corrects_the_text_and_the_old_wording_is_history(
    client: Client, alice: Any
) -> None:
    memory = remember(alice, "Alice is allergic to peanuts")
    client.force_login(alice)
    page = client.get(f"/memory/m/{memory.pk}/").content.decode()
    assert "Correct the text" in page
    response = client.post(
        f"/memory/m/{memory.pk}/correct/",
        {"content": "Alice is allergic to tree nuts", "recall_hint": "food, allergy"},
    )
    assert response.status_code == 302
    memory.refresh_from_db()
    assert (memory.content, memory.recall_hint) == (
        "Alice is allergic to tree nuts",
        "food, allergy",
    )
    revision = MemoryRevision.objects.get(memory=memory)
    assert revision.content == "Alice is allergic to peanuts"


def test_an_empty_correction_is_refused_with_the_reason_and_changes_nothing(
    client: Client, alice: Any, bob: Any
) -> None:
    memory = remember(alice, "Alice is allergic to peanuts")
    client.force_login(alice)
    response = client.post(f"/memory/m/{memory.pk}/correct/", {"content": "   "})
    assert response.status_code == 302
    assert any("content" in m for m in _told(response))
    client.force_login(bob)  # someone else's: like a missing one
    client.post(f"/memory/m/{memory.pk}/correct/", {"content": "Bob was here"})
    memory.refresh_from_db()
    assert memory.content == "Alice is allergic to peanuts"
    assert not MemoryRevision.objects.filter(memory=memory).exists()


def test_the_owner_erases_for_good_with_the_typed_id_as_completely_as_a_curator(
    client: Client, alice: Any, bob: Any
) -> None:
    older = remember(alice, "Alice is allergic to peanuts")
    memory_update(principal=principal_for_user(alice), memory_id=older.pk, content="Peanuts: no")
    newer = remember(alice, "Alice carries an epinephrine pen")
    Memory.objects.filter(pk=older.pk).update(superseded_by=newer, status="archived")
    assert MemoryEmbedding.objects.filter(memory=newer).exists()
    client.force_login(bob)
    client.post(f"/memory/m/{newer.pk}/delete/", {"confirm": str(newer.pk)})
    assert Memory.objects.filter(pk=newer.pk).exists()  # not bob's
    client.force_login(alice)
    page = client.get(f"/memory/m/{newer.pk}/").content.decode()
    assert "Delete permanently" in page
    client.post(f"/memory/m/{newer.pk}/delete/", {"confirm": "yes"})
    assert Memory.objects.filter(pk=newer.pk).exists()  # the wrong confirmation
    response = client.post(f"/memory/m/{newer.pk}/delete/", {"confirm": str(newer.pk)})
    assert response.status_code == 302
    # The erasure service's whole reach: the row, its predecessor, vectors and revisions.
    assert not Memory.objects.filter(pk__in=[older.pk, newer.pk]).exists()
    assert not MemoryEmbedding.objects.filter(memory_id__in=[older.pk, newer.pk]).exists()
    assert not MemoryRevision.objects.filter(memory_id__in=[older.pk, newer.pk]).exists()
    event = AuditEvent.objects.get(action="hard_delete", memory_id=newer.pk)
    assert event.actor_id == alice.pk
    for other in AuditEvent.objects.filter(memory_id=older.pk):
        assert other.detail == {"erased": True}


def test_the_owner_asks_curators_and_withdraws(client: Client, alice: Any) -> None:
    memory = remember(alice, "Alice is allergic to peanuts")
    client.force_login(alice)
    listing = client.get("/memory/").content.decode()
    assert "curators (admins) see only how many there are" in listing
    page = client.get(f"/memory/m/{memory.pk}/").content.decode()
    assert "Curators (admins) count it but never read it" in page
    client.post(f"/memory/m/{memory.pk}/ask/", {"request": "erasure"})
    memory.refresh_from_db()
    assert memory.curator_request == "erasure"
    assert memory.curator_request_at is not None
    page = client.get(f"/memory/m/{memory.pk}/").content.decode()
    assert "You asked curators to <strong>erase it and every copy made of it</strong>" in page
    client.post(f"/memory/m/{memory.pk}/ask/", {"request": ""})
    memory.refresh_from_db()
    assert memory.curator_request == ""
    assert memory.curator_request_at is None
    refused = client.post(f"/memory/m/{memory.pk}/ask/", {"request": "publish"})
    assert any("request" in m for m in _told(refused))
    assert list(
        AuditEvent.objects.filter(action="curator_request").values_list(
            "detail__request", flat=True
        )
    ) == ["", "erasure"]


def test_the_owner_sees_every_curator_action_with_who_did_it(
    client: Client, alice: Any, admin_user: Any
) -> None:
    team = ProjectFactory(slug="team")
    ProjectMembershipFactory(project=team, user=alice)
    shared = remember(alice, "The team deploys on Fridays", scope=Scope.PROJECT, scope_ref="team")
    private = remember(alice, "Alice is allergic to peanuts")
    admin = principal_for_user(admin_user)
    memory_set_always_inject(principal=admin, memory_id=shared.pk, value=True)
    memory_ask_curators(
        principal=principal_for_user(alice), memory_id=private.pk, request="approval"
    )
    client.force_login(admin_user)
    client.post(f"/curation/approvals/{private.pk}/approve")
    client.force_login(alice)
    page = client.get(f"/memory/m/{shared.pk}/").content.decode()
    assert "Pinned (always inject) by <strong>admin</strong> on" in page
    page = client.get(f"/memory/m/{private.pk}/").content.decode()
    assert "Approved by <strong>admin</strong> on" in page
    assert "by <strong>alice</strong>" not in page  # her own actions are not others'
    client.force_login(admin_user)  # only the owner is told this way
    assert "What others did" not in client.get(f"/memory/m/{shared.pk}/").content.decode()
