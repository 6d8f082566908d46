"""Admin reach is for a person at the pages: an admin's API key sees like any user's key."""

import pytest
from rest_framework.test import APIClient

from memories.models import Memory
from memories.scoping import memories_visible_to, principal_for_api_key, principal_for_user
from tests.factories.memories import MemoryFactory, api_key_for

pytestmark = pytest.mark.django_db


def test_an_admins_agent_key_does_not_see_other_peoples_private_memories(alice, admin_user):
    private = MemoryFactory(owner=alice, content="Alice's private note")
    key, raw = api_key_for(admin_user)
    assert private not in memories_visible_to(principal_for_user(admin_user))  # nobody asked
    Memory.objects.filter(pk=private.pk).update(curator_request="approval")  # alice asks
    assert private in memories_visible_to(principal_for_user(admin_user))  # the person: yes
    assert private not in memories_visible_to(principal_for_api_key(key))  # the agent: no
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
    assert client.get(f"/api/v1/memories/{private.pk}").status_code == 404
    hits = client.post("/api/v1/recall", {"query": "Alice's private note"}, format="json").json()
    assert all(hit["id"] != str(private.pk) for hit in hits["results"])
