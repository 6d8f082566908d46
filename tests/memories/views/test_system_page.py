"""The catalog system page: /memory/systems/<slug>/ lists the active memories about a system to
those granted it, with delete for its managers (through the usual confirmation); anyone else
finds no such system."""

from __future__ import annotations

from typing import Any

import pytest

from memories.models import Memory, SystemGrant
from memories.scoping import principal_for_user
from memories.services.store.memory import memory_remember
from tests.factories import UserFactory
from tests.factories.memories import SystemFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def billing(alice: Any, bob: Any) -> Any:
    system = SystemFactory(slug="billing", name="Billing")
    SystemGrant.objects.create(system=system, user=alice, can_manage=True)
    SystemGrant.objects.create(system=system, user=bob)  # may read, not manage
    return system


def _about(user: Any, content: str) -> Memory:
    return memory_remember(
        principal=principal_for_user(user), content=content, scope="system", scope_ref="billing"
    ).memory


def test_the_page_lists_the_systems_memories_and_managers_may_delete(
    client: Any, alice: Any, bob: Any, billing: Any
) -> None:
    memory = _about(alice, "Billing retries a failed card three times over five days")
    archived = _about(alice, "Billing used to run on the old cluster")
    Memory.objects.filter(pk=archived.pk).update(status="archived")
    memory_remember(principal=principal_for_user(alice), content="Alice's private note")

    client.force_login(alice)
    page = client.get("/memory/systems/billing/").content.decode()
    assert "retries a failed card" in page
    assert "old cluster" not in page  # archived
    assert "private note" not in page  # not about the system
    assert f"/memory/m/{memory.pk}/archive/" in page  # a manager's delete
    assert client.post(f"/memory/m/{memory.pk}/archive/").status_code in (200, 302)
    assert Memory.objects.get(pk=memory.pk).status == "archived"
    detail = client.get(f"/memory/m/{archived.pk}/").content.decode()
    assert 'href="/memory/systems/billing/"' in detail  # linked from a memory about it


def test_a_reader_sees_it_without_delete_and_a_stranger_finds_nothing(
    client: Any, alice: Any, bob: Any, billing: Any
) -> None:
    memory = _about(alice, "Billing retries a failed card three times over five days")

    client.force_login(bob)
    page = client.get("/memory/systems/billing/").content.decode()
    assert "retries a failed card" in page
    assert "/archive/" not in page
    client.post(f"/memory/m/{memory.pk}/archive/")
    assert Memory.objects.get(pk=memory.pk).status == "active"  # the write rule refuses a reader

    client.force_login(UserFactory(username="stranger"))
    stranger = client.get("/memory/systems/billing/")
    missing = client.get("/memory/systems/no-such-system/")
    assert stranger.status_code == missing.status_code == 404
    assert "retries a failed card" not in stranger.content.decode()
