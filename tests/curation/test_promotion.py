"""Promotion into organisation-wide knowledge: a curated global copy, idempotent, linked both ways."""

from __future__ import annotations

import pytest

from curation.services import memory_keep, memory_promote
from memories.models import AuditEvent, Memory, ProjectMembership
from memories.scoping import principal_for_user
from memory_project.errors import Conflict, Forbidden, NotFound
from tests.curation.conftest import team_memory

pytestmark = pytest.mark.django_db


def test_promote_creates_an_approved_global_knowledge_memory(admin_user, agent_memory):
    source = agent_memory("Staging deploys need the VPN on", kind="fact", tags=["deploy"])
    knowledge = memory_promote(principal=principal_for_user(admin_user), memory_id=source.pk)
    assert knowledge.pk != source.pk
    assert (knowledge.scope, knowledge.kind, knowledge.source) == ("global", "knowledge", "human")
    assert knowledge.confidence == 1.0
    assert knowledge.approved_by_id == admin_user.pk
    assert knowledge.approved_at is not None
    assert knowledge.content == source.content
    assert knowledge.tags == ["deploy"]
    assert knowledge.metadata["promoted_from"] == str(source.pk)
    source.refresh_from_db()
    assert source.metadata["promoted_to"] == str(knowledge.pk)
    assert source.scope == "project"  # the original stays where it was
    event = AuditEvent.objects.get(action="promote", memory_id=source.pk)
    assert event.detail["knowledge_id"] == str(knowledge.pk)


def test_promoting_twice_returns_the_same_knowledge_memory(admin_user, agent_memory):
    source = agent_memory("Staging deploys need the VPN on")
    curator = principal_for_user(admin_user)
    first = memory_promote(principal=curator, memory_id=source.pk)
    again = memory_promote(principal=curator, memory_id=source.pk)
    assert again.pk == first.pk
    assert memory_promote(principal=curator, memory_id=first.pk).pk == first.pk
    assert Memory.objects.filter(scope="global").count() == 1
    assert AuditEvent.objects.filter(action="promote").count() == 1


def test_a_kind_that_already_reads_as_knowledge_is_kept(admin_user, alice):
    warning = team_memory(owner=alice, kind="warning", content="Never restart the primary db")
    knowledge = memory_promote(principal=principal_for_user(admin_user), memory_id=warning.pk)
    assert knowledge.kind == "warning"


def test_only_curators_promote_and_others_see_404_for_what_they_cannot_read(alice, bob):
    own = team_memory(owner=alice, scope="user", content="Alice's own note")
    with pytest.raises(Forbidden):
        memory_promote(principal=principal_for_user(alice), memory_id=own.pk)
    with pytest.raises(NotFound):
        memory_promote(principal=principal_for_user(bob), memory_id=own.pk)
    assert not Memory.objects.filter(scope="global").exists()


def test_global_memories_and_palace_drawers_are_not_promoted(admin_user, alice):
    curator = principal_for_user(admin_user)
    already = team_memory(owner=alice, scope="global", content="Office closes at six")
    drawer = team_memory(owner=alice, kind="message", source="mining", content="hi there")
    for memory in (already, drawer):
        with pytest.raises(Conflict):
            memory_promote(principal=curator, memory_id=memory.pk)


def test_keep_is_for_curators_and_idempotent(admin_user, alice):
    memory = team_memory(owner=alice, status="stale", stale_reason="x")
    ProjectMembership.objects.create(project=memory.project, user=alice)
    with pytest.raises(Forbidden):
        memory_keep(principal=principal_for_user(alice), memory_id=memory.pk)
    curator = principal_for_user(admin_user)
    memory_keep(principal=curator, memory_id=memory.pk)
    memory_keep(principal=curator, memory_id=memory.pk)
    assert AuditEvent.objects.filter(action="keep").count() == 1


def test_promote_over_htmx_swaps_in_the_link_to_the_knowledge(curator, agent_memory):
    source = agent_memory("Staging deploys need the VPN on")
    response = curator.post(f"/curation/memories/{source.pk}/promote", HTTP_HX_REQUEST="true")
    html = response.content.decode()
    assert response.status_code == 200
    assert html.lstrip().startswith(f'<span id="promote-{source.pk}"')
    knowledge = Memory.objects.get(scope="global")
    assert f"/memory/m/{knowledge.pk}/" in html
    # The rows link back to the knowledge memory from now on, without asking again.
    listing = curator.get("/curation/always-inject/").content.decode()
    assert f"/memory/m/{knowledge.pk}/" in listing
    assert "already global" in listing  # the knowledge row itself


def test_promote_without_javascript_redirects_and_says_so(curator, agent_memory):
    source = agent_memory("Staging deploys need the VPN on")
    response = curator.post(
        f"/curation/memories/{source.pk}/promote", {"next": "/curation/approvals/"}
    )
    assert response.status_code == 302
    assert response["Location"] == "/curation/approvals/"
    assert (
        "Promoted to organisation-wide knowledge"
        in curator.get("/curation/approvals/").content.decode()
    )
    again = curator.post(f"/curation/memories/{source.pk}/promote")
    assert again.status_code == 302
    assert Memory.objects.filter(scope="global").count() == 1


def test_promote_refusal_is_shown_in_the_cell(curator, alice):
    drawer = team_memory(owner=alice, kind="message", source="mining", content="hi there")
    response = curator.post(f"/curation/memories/{drawer.pk}/promote", HTTP_HX_REQUEST="true")
    assert response.status_code == 409
    assert "cannot be promoted" in response.content.decode()
