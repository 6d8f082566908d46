"""Stale review, the approval queue and always_inject pins: full page, htmx rows, no-JS POSTs."""

from __future__ import annotations

import pytest

from memories.models import AuditEvent, MemoryRevision
from tests.curation.conftest import team_memory

pytestmark = pytest.mark.django_db


def test_stale_page_lists_stale_memories_with_their_reason(curator, stale_memories):
    memory = stale_memories(1)[0]
    page = curator.get("/curation/stale/")
    html = page.content.decode()
    assert page.status_code == 200
    assert "<html" in html
    assert 'id="stale-list"' in html
    assert "entity urn:host:0 was deprecated" in html
    assert f'id="stale-{memory.pk}"' in html
    assert page["Vary"].count("HX-Request") == 1
    partial = curator.get("/curation/stale/", HTTP_HX_REQUEST="true").content.decode()
    assert "<html" not in partial
    assert partial.lstrip().startswith('<section id="stale-list"')


def test_stale_page_says_what_to_do_when_nothing_is_stale(curator):
    assert "Nothing is stale" in curator.get("/curation/stale/").content.decode()


def test_keep_over_htmx_reactivates_and_returns_the_row(curator, stale_memories):
    memory = stale_memories(1)[0]
    response = curator.post(f"/curation/stale/{memory.pk}/keep", HTTP_HX_REQUEST="true")
    html = response.content.decode()
    assert response.status_code == 200
    assert html.lstrip().startswith(f'<tr id="stale-{memory.pk}"')
    assert "now active" in html
    memory.refresh_from_db()
    assert (memory.status, memory.stale_reason) == ("active", "")
    event = AuditEvent.objects.get(action="keep", memory_id=memory.pk)
    assert event.detail["stale_reason"] == "entity urn:host:0 was deprecated"


def test_keep_without_javascript_redirects_back_to_the_page_it_came_from(curator, stale_memories):
    memory = stale_memories(1)[0]
    response = curator.post(
        f"/curation/stale/{memory.pk}/keep", {"next": "/curation/stale/?page=1"}
    )
    assert response.status_code == 302
    assert response["Location"] == "/curation/stale/?page=1"
    follow = curator.get(response["Location"]).content.decode()
    assert "Kept: the memory is active again" in follow


def test_next_never_redirects_off_the_curation_pages(curator, stale_memories):
    memory = stale_memories(1)[0]
    response = curator.post(f"/curation/stale/{memory.pk}/keep", {"next": "https://evil.example/"})
    assert response["Location"] == "/curation/stale/"


def test_keeping_a_memory_archived_meanwhile_is_refused_not_revived(curator, alice):
    memory = team_memory(owner=alice, status="archived")
    response = curator.post(f"/curation/stale/{memory.pk}/keep", HTTP_HX_REQUEST="true")
    assert response.status_code == 409
    assert "not stale" in response.content.decode()
    memory.refresh_from_db()
    assert memory.status == "archived"


def test_update_corrects_the_content_and_keeps_the_memory(curator, stale_memories):
    memory = stale_memories(1)[0]
    old = memory.content
    response = curator.post(
        f"/curation/stale/{memory.pk}/update",
        {"content": "The apple service moved to host 42", "recall_hint": "where apple runs"},
        HTTP_HX_REQUEST="true",
    )
    assert response.status_code == 200
    memory.refresh_from_db()
    assert memory.content == "The apple service moved to host 42"
    assert memory.recall_hint == "where apple runs"
    assert memory.status == "active"
    assert MemoryRevision.objects.get(memory=memory, reason="update").content == old
    assert {"update", "keep"} <= set(
        AuditEvent.objects.filter(memory_id=memory.pk).values_list("action", flat=True)
    )


def test_update_with_empty_content_shows_the_error_and_changes_nothing(curator, stale_memories):
    memory = stale_memories(1)[0]
    response = curator.post(
        f"/curation/stale/{memory.pk}/update", {"content": "   "}, HTTP_HX_REQUEST="true"
    )
    assert response.status_code == 400
    assert 'class="error"' in response.content.decode()
    memory.refresh_from_db()
    assert memory.status == "stale"
    no_js = curator.post(f"/curation/stale/{memory.pk}/update", {"content": ""})
    assert no_js.status_code == 302


def test_archive_soft_forgets_a_stale_memory(curator, stale_memories):
    memory = stale_memories(1)[0]
    response = curator.post(f"/curation/stale/{memory.pk}/archive")
    assert response.status_code == 302
    memory.refresh_from_db()
    assert memory.status == "archived"
    assert AuditEvent.objects.filter(action="forget", memory_id=memory.pk).exists()


def test_an_unknown_memory_is_404(curator):
    response = curator.post(
        "/curation/stale/00000000-0000-0000-0000-000000000000/keep", HTTP_HX_REQUEST="true"
    )
    assert response.status_code == 404


def test_approval_queue_lists_unapproved_agent_memories_only(curator, alice, agent_memory):
    queued = agent_memory("Deploys to staging need the VPN switched on first")
    human = team_memory(owner=alice, source="human", content="Alice wrote this herself")
    approved = agent_memory("The nightly backup runs at 02:00 UTC on the db host")
    approved.approved_at = approved.created_at
    approved.save()
    drawer = team_memory(owner=alice, source="mining", kind="message", content="verbatim turn")
    html = curator.get("/curation/approvals/").content.decode()
    assert queued.content in html
    for hidden in (human, approved, drawer):
        assert hidden.content not in html
    assert "via test key" in html
    key = queued.created_via_key
    assert f"<code>{key.prefix}</code>" in html
    key.name = (
        ""  # keys made on the command line may have no name: the prefix still tells them apart
    )
    key.save()
    unnamed = curator.get("/curation/approvals/").content.decode()
    assert f"via key <code>{key.prefix}</code>" in unnamed


def test_approve_sets_confidence_and_curator_and_returns_the_row(curator, admin_user, agent_memory):
    memory = agent_memory("Deploys to staging need the VPN switched on first")
    assert memory.confidence == 0.7
    response = curator.post(f"/curation/approvals/{memory.pk}/approve", HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    assert response.content.decode().lstrip().startswith(f'<tr id="approval-{memory.pk}"')
    assert "Approved" in response.content.decode()
    memory.refresh_from_db()
    assert memory.confidence == 1.0
    assert memory.approved_by_id == admin_user.pk
    assert memory.approved_at is not None
    assert memory.content not in curator.get("/curation/approvals/").content.decode()


def test_approve_without_javascript_redirects_to_the_queue(curator, agent_memory):
    memory = agent_memory("Deploys to staging need the VPN switched on first")
    response = curator.post(f"/curation/approvals/{memory.pk}/approve")
    assert response.status_code == 302
    assert response["Location"] == "/curation/approvals/"
    assert "Nothing awaits approval" in curator.get("/curation/approvals/").content.decode()


def test_pins_page_filters_by_kind_scope_and_words(curator, alice):
    warning = team_memory(owner=alice, kind="warning", content="Never restart the primary db")
    fact = team_memory(owner=alice, kind="fact", content="The office plant is a cactus")
    by_kind = curator.get("/curation/always-inject/", {"kind": "warning"}).content.decode()
    assert warning.content in by_kind
    assert fact.content not in by_kind
    by_words = curator.get("/curation/always-inject/", {"q": "cactus"}).content.decode()
    assert fact.content in by_words
    assert warning.content not in by_words
    by_scope = curator.get("/curation/always-inject/", {"scope": "global"}).content.decode()
    assert "No active memories match" in by_scope
    partial = curator.get(
        "/curation/always-inject/", {"kind": "warning"}, HTTP_HX_REQUEST="true"
    ).content.decode()
    assert partial.lstrip().startswith('<section id="pin-list"')


def test_pin_toggle_pins_and_unpins(curator, alice):
    memory = team_memory(owner=alice, content="Always answer in British English")
    url = f"/curation/always-inject/{memory.pk}/toggle"
    pinned = curator.post(url, {"value": "on"}, HTTP_HX_REQUEST="true")
    assert pinned.status_code == 200
    assert "Unpin" in pinned.content.decode()
    memory.refresh_from_db()
    assert memory.always_inject is True
    assert "pinned" in curator.get("/curation/always-inject/", {"pinned": "yes"}).content.decode()
    unpinned = curator.post(url, {"value": "off", "next": "/curation/always-inject/?pinned=yes"})
    assert unpinned["Location"] == "/curation/always-inject/?pinned=yes"
    memory.refresh_from_db()
    assert memory.always_inject is False
    assert AuditEvent.objects.filter(action="always_inject", memory_id=memory.pk).count() == 2
