"""/memory pages: list, search through recall, detail + history, delete flows, settings, keys."""

import pytest
from django.db import connection
from django.test import Client, override_settings
from django.test.utils import CaptureQueriesContext

from memories.embeddings import reset_embedder
from memories.models import ApiKey, Memory, MemorySettings, Status
from memories.scoping import principal_for_user
from memories.services.lifecycle.governance import memory_ask_curators
from memories.services.people.api_keys import api_key_authenticate
from memories.services.store.memory import memory_remember, memory_update
from memory_project.errors import NotAuthenticated

pytestmark = pytest.mark.django_db


def remember(user, content, **kwargs):
    return memory_remember(principal=principal_for_user(user), content=content, **kwargs).memory


def test_list_shows_only_my_memories_and_filters(client, alice, bob):
    mine = remember(alice, "Alice prefers SQL over natural language queries", kind="preference")
    remember(alice, "Warning: full test suite needed for src/core", kind="warning")
    remember(bob, "Bob's private note about invoices")
    client.force_login(alice)
    html = client.get("/memory/").content.decode()
    assert "Alice prefers SQL" in html
    assert "private note" not in html
    filtered = client.get("/memory/", {"kind": "preference"}, HTTP_HX_REQUEST="true")
    body = filtered.content.decode()
    assert "<html" not in body
    assert str(mine.pk) in body
    assert "full test suite" not in body


def test_search_uses_recall_and_shows_ranking(client, alice, bob):
    remember(alice, "The efoil battery was swapped for a 24V30Ah pack", kind="event")
    remember(bob, "Bob's efoil battery is a secret 48V pack")
    client.force_login(alice)
    html = client.get("/memory/search/", {"query": "efoil battery"}).content.decode()
    assert "24V30Ah" in html
    assert "48V" not in html  # never another person's memory
    assert "Ranking: <strong>" in html


def test_search_lists_only_what_bears_on_the_question_as_context_does(client, alice):
    remember(alice, "The efoil battery was swapped for a 24V30Ah pack", kind="event")
    remember(alice, "Alice takes her coffee black with no sugar", kind="preference")
    client.force_login(alice)

    html = client.get("/memory/search/", {"query": "efoil battery"}).content.decode()
    assert "24V30Ah" in html
    assert "coffee black" not in html  # ranked by recall, but nothing ties it to the question
    assert 'id="search-unrelated"' in html
    assert "1 other memory came up" in html

    nothing = client.get("/memory/search/", {"query": "pizza toppings"}).content.decode()
    assert "Nothing you can see matches" in nothing
    assert "coffee black" not in nothing
    assert "24V30Ah" not in nothing


def test_search_says_when_it_is_degraded(client, alice):
    remember(alice, "Invoice 4411 is overdue")
    client.force_login(alice)
    with override_settings(EMBEDDINGS_PROVIDER="none"):
        reset_embedder()
        try:
            html = client.get("/memory/search/", {"query": "invoice 4411"}).content.decode()
        finally:
            reset_embedder()
    assert "degraded" in html
    assert "Invoice 4411" in html


def test_detail_shows_history_and_archive_needs_confirmation(client, alice):
    memory = remember(alice, "Test stores 9001-9099 are training environments")
    memory_update(principal=principal_for_user(alice), memory_id=memory.pk,
                  content="Test stores 9001-9199 are training environments")  # fmt: skip
    client.force_login(alice)
    detail = client.get(f"/memory/m/{memory.pk}/").content.decode()
    assert "9001-9199" in detail
    assert "9001-9099" in detail  # the correction history
    memory.refresh_from_db()
    assert f'<dt>Saved</dt><dd><time datetime="{memory.created_at.isoformat()}">' in detail
    confirm = client.get(f"/memory/m/{memory.pk}/archive/", HTTP_HX_REQUEST="true")
    assert "Delete this memory?" in confirm.content.decode()
    assert Memory.objects.get(pk=memory.pk).status == Status.ACTIVE  # asking changes nothing
    done = client.post(f"/memory/m/{memory.pk}/archive/")
    assert done.status_code == 302  # plain form: POST, then redirect back to the detail
    assert Memory.objects.get(pk=memory.pk).status == Status.ARCHIVED
    restored = client.post(f"/memory/m/{memory.pk}/restore/", HTTP_HX_REQUEST="true")
    assert restored.status_code == 200  # the htmx answer is the refreshed detail partial
    assert 'id="memory-detail"' in restored.content.decode()
    assert Memory.objects.get(pk=memory.pk).status == Status.ACTIVE


def test_hard_delete_is_for_the_owner_or_a_curator_with_the_typed_id(
    client, alice, bob, admin_user
):
    memory = remember(alice, "A memory to delete for good")
    client.force_login(bob)
    client.post(f"/memory/m/{memory.pk}/delete/", {"confirm": str(memory.pk)})
    assert Memory.objects.filter(pk=memory.pk).exists()  # not his
    client.force_login(admin_user)
    client.post(f"/memory/m/{memory.pk}/delete/", {"confirm": str(memory.pk)})
    assert Memory.objects.filter(pk=memory.pk).exists()  # private, and alice asked nothing
    memory_ask_curators(principal=principal_for_user(alice), memory_id=memory.pk, request="erasure")
    client.post(f"/memory/m/{memory.pk}/delete/", {"confirm": "wrong"})
    assert Memory.objects.filter(pk=memory.pk).exists()  # wrong confirmation
    response = client.post(f"/memory/m/{memory.pk}/delete/", {"confirm": str(memory.pk)})
    assert response.status_code == 302
    assert not Memory.objects.filter(pk=memory.pk).exists()


def test_others_memories_are_not_found(client, alice, bob):
    memory = remember(alice, "Alice's private memory")
    client.force_login(bob)
    assert client.get(f"/memory/m/{memory.pk}/").status_code == 404
    assert client.get("/memory/m/not-a-uuid/").status_code == 404
    client.post(f"/memory/m/{memory.pk}/archive/")
    assert Memory.objects.get(pk=memory.pk).status == Status.ACTIVE


def test_settings_are_saved_and_validated(client, alice):
    client.force_login(alice)
    page = client.get("/memory/settings/")
    assert page.status_code == 200
    bad = client.post("/memory/settings/", {"top_k": 99, "enabled": "on"}, HTTP_HX_REQUEST="true")
    assert bad.status_code == 400
    assert "50" in bad.content.decode()
    ok = client.post("/memory/settings/", {"top_k": 3, "enabled": "on", "auto_mine": ""})
    assert ok.status_code == 302
    row = MemorySettings.objects.get(user=alice)
    assert (row.top_k, row.enabled, row.auto_mine, row.use_rerank) == (3, True, False, None)
    client.post("/memory/settings/", {"top_k": 3, "enabled": "on", "use_rerank": "false"})
    assert MemorySettings.objects.get(user=alice).use_rerank is False


def test_api_key_is_shown_once_and_can_be_revoked(client, alice):
    client.force_login(alice)
    form = {"name": "laptop agent", "rules": ["memory.read"], "writes_per_hour": "50"}
    created = client.post("/memory/keys/", form, HTTP_HX_REQUEST="true").content.decode()
    key = ApiKey.objects.get(user=alice)
    assert key.writes_per_hour == 50
    raw = created.split('id="new-key">')[1].split("<")[0]
    assert api_key_authenticate(raw_key=raw).pk == key.pk
    listing = client.get("/memory/keys/").content.decode()
    assert raw not in listing  # never shown again
    key.refresh_from_db()
    assert key.last_used_at is not None  # the authentication above used it
    assert f'<time datetime="{key.last_used_at.isoformat()}"' in listing
    revoked = client.post(f"/memory/keys/{key.pk}/revoke/", HTTP_HX_REQUEST="true")
    assert revoked.status_code == 200
    assert "revoked" in revoked.content.decode()
    with pytest.raises(NotAuthenticated):
        api_key_authenticate(raw_key=raw)


def test_csrf_is_enforced_on_page_forms(alice):
    csrf_client = Client(enforce_csrf_checks=True)
    csrf_client.force_login(alice)
    assert csrf_client.post("/memory/settings/", {"top_k": 3}).status_code == 403


def test_list_page_query_count_does_not_grow(client, alice):
    client.force_login(alice)
    for i in range(3):
        remember(alice, f"Distinct memory number {i} about topic {i * 7}")
    with CaptureQueriesContext(connection) as few:
        client.get("/memory/", HTTP_HX_REQUEST="true")
    for i in range(3, 23):
        remember(alice, f"Distinct memory number {i} about subject {i * 11}")
    with CaptureQueriesContext(connection) as many:
        client.get("/memory/", HTTP_HX_REQUEST="true")
    assert len(many.captured_queries) == len(few.captured_queries)


def test_a_project_member_sees_a_colleagues_memory_but_gets_no_buttons_to_change_it(
    client, alice, carol
):
    from memories.models import ProjectMembership
    from tests.factories.memories import ProjectFactory

    project = ProjectFactory(slug="apollo")
    ProjectMembership.objects.create(project=project, user=alice)
    ProjectMembership.objects.create(project=project, user=carol)
    memory = remember(
        alice, "Apollo deploys go out on Tuesdays", scope="project", scope_ref="apollo"
    )
    client.force_login(carol)
    page = client.get(f"/memory/m/{memory.pk}/").content.decode()
    assert "Apollo deploys go out on Tuesdays" in page
    assert f"/memory/m/{memory.pk}/archive/" not in page
    client.post(f"/memory/m/{memory.pk}/archive/")
    assert Memory.objects.get(pk=memory.pk).status == Status.ACTIVE
    client.force_login(alice)
    assert (
        f"/memory/m/{memory.pk}/archive/" in client.get(f"/memory/m/{memory.pk}/").content.decode()
    )
