"""The admin back office loads for an admin and revokes keys through the service."""

from __future__ import annotations

import pytest
from django.urls import reverse

from memories.models import ApiKey
from memories.services.lifecycle.governance import memory_ask_curators
from memories.services.store.memory import memory_remember
from tests.factories.memories import api_key_for

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "model",
    [
        "memory",
        "memoryrevision",
        "auditevent",
        "apikey",
        "persona",
        "project",
        "system",
        "workerheartbeat",
    ],
)
def test_admin_changelists_load(client, admin_user, alice_p, model):
    memory_remember(principal=alice_p, content="Something to list")
    api_key_for(admin_user)
    client.force_login(admin_user)
    response = client.get(reverse(f"admin:memories_{model}_changelist"))
    assert response.status_code == 200


def test_admin_shows_no_key_hash_and_revokes_selected_keys(client, admin_user, alice):
    key, raw = api_key_for(alice)
    client.force_login(admin_user)
    page = client.get(reverse("admin:memories_apikey_change", args=[key.pk]))
    assert page.status_code == 200
    assert key.key_hash not in page.content.decode()
    assert raw not in page.content.decode()
    response = client.post(
        reverse("admin:memories_apikey_changelist"),
        {"action": "revoke_selected", "_selected_action": [key.pk]},
    )
    assert response.status_code == 302
    assert ApiKey.objects.get(pk=key.pk).revoked_at is not None


def test_memory_change_page_loads_with_its_revisions(client, admin_user, alice_p):
    memory = memory_remember(principal=alice_p, content="Editable in admin").memory
    # private to alice: the admin's pages show it only while she asks curators about it
    memory_ask_curators(principal=alice_p, memory_id=memory.pk, request="approval")
    client.force_login(admin_user)
    response = client.get(reverse("admin:memories_memory_change", args=[memory.pk]))
    assert response.status_code == 200
