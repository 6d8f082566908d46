"""The one write rule at the service layer, for the writes the REST API does not expose on their
own (supersede) and for the write caps every creating path shares."""

from __future__ import annotations

from typing import Any

import pytest

from memories.models import Memory, ProjectMembership
from memories.scoping import principal_for_api_key, principal_for_user
from memories.services.lifecycle.governance import memory_feedback
from memories.services.people.api_keys import api_key_create
from memories.services.store.memory import memory_remember, memory_supersede
from memory_project.errors import Forbidden, NotFound, RateLimited
from tests.factories import UserFactory
from tests.factories.memories import MemoryFactory, ProjectFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def apollo(alice: Any, carol: Any) -> Any:
    project = ProjectFactory(slug="apollo")
    ProjectMembership.objects.create(project=project, user=alice)
    ProjectMembership.objects.create(project=project, user=carol)
    return project


def test_only_owner_admin_or_project_manager_supersedes(alice, carol, bob, admin_user, apollo):
    memory = MemoryFactory(owner=alice, scope="project", project=apollo, content="Deploy Fridays")
    with pytest.raises(Forbidden):
        memory_supersede(principal=principal_for_user(carol), memory_id=memory.pk, content="No")
    with pytest.raises(NotFound):
        memory_supersede(principal=principal_for_user(bob), memory_id=memory.pk, content="No")
    assert Memory.objects.count() == 1
    dave: Any = UserFactory(username="dave")
    ProjectMembership.objects.create(project=apollo, user=dave, can_manage=True)
    new = memory_supersede(
        principal=principal_for_user(dave), memory_id=memory.pk, content="Deploy Tuesdays"
    )
    memory.refresh_from_db()
    assert (memory.superseded_by_id, memory.status) == (new.pk, "archived")


def test_a_project_member_cannot_archive_a_colleagues_memory_by_feedback(alice, carol, apollo):
    memory = MemoryFactory(
        owner=alice, scope="project", project=apollo, content="Use blue-green", confidence=0.25
    )
    with pytest.raises(Forbidden):
        memory_feedback(principal=principal_for_user(carol), memory_id=memory.pk, outcome="failure")
    memory.refresh_from_db()
    assert (memory.status, memory.confidence) == ("active", 0.25)


def test_supersede_counts_against_the_keys_hourly_cap(alice):
    key, _ = api_key_create(user=alice, writes_per_hour=1)
    agent = principal_for_api_key(key)
    first = memory_remember(principal=agent, content="The cache TTL is 60 seconds").memory
    with pytest.raises(RateLimited) as exc:
        memory_supersede(principal=agent, memory_id=first.pk, content="The cache TTL is 90 s")
    assert exc.value.retry_after >= 1
    first.refresh_from_db()
    assert (first.superseded_by_id, Memory.objects.count()) == (None, 1)


def test_people_are_not_capped_per_hour(alice, settings):
    settings.API_KEY_WRITES_PER_HOUR = 1
    person = principal_for_user(alice)
    for n in range(3):
        memory_remember(principal=person, content=f"Person fact {n} about host {n}")
    assert Memory.objects.count() == 3


def test_a_new_hour_gives_the_key_a_fresh_window_on_the_same_row(alice):
    from datetime import timedelta

    key, _ = api_key_create(user=alice, writes_per_hour=1)
    agent = principal_for_api_key(key)
    memory_remember(principal=agent, content="The queue drains every 5 minutes")
    with pytest.raises(RateLimited):
        memory_remember(principal=agent, content="The backup runs at 02:00 UTC")
    window = key.write_windows.get()
    key.write_windows.update(window_start=window.window_start - timedelta(hours=1))
    memory_remember(principal=agent, content="The backup runs at 02:00 UTC")
    window = key.write_windows.get()  # still one row per key
    assert (window.writes, window.window_start.minute) == (1, 0)
    assert Memory.objects.count() == 2


def test_a_batch_larger_than_the_hourly_cap_is_refused_whole(alice):
    from memories.services.people.api_keys import key_write_consume

    key, _ = api_key_create(user=alice, writes_per_hour=3)
    with pytest.raises(RateLimited):
        key_write_consume(principal=principal_for_api_key(key), count=4)
    assert not key.write_windows.exists()
