"""Reads: the visible list with its filters and full-text search, history, the audit log."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from memories.models import Memory, Status
from memories.selectors import audit_list, memory_history, memory_list
from memories.services.lifecycle.governance import memory_forget
from memories.services.store.memory import memory_remember
from memory_project.errors import Forbidden, NotFound, ValidationFailed
from tests.factories.memories import MemoryFactory

pytestmark = pytest.mark.django_db


def test_list_shows_only_what_the_principal_may_see(alice_p, bob_p, admin_p):
    mine = memory_remember(principal=alice_p, content="Alice's secret recipe uses cumin").memory
    memory_remember(principal=bob_p, content="Bob's bike is red")
    shared = memory_remember(principal=admin_p, content="Office wifi is guest", scope="global")
    assert {m.pk for m in memory_list(principal=alice_p)} == {mine.pk, shared.memory.pk}
    # A curator lists shared rows; private ones of others only while their owner asks.
    assert {m.pk for m in memory_list(principal=admin_p)} == {shared.memory.pk}


def test_list_filters_by_kind_tag_scope_and_status(alice_p):
    pref = memory_remember(
        principal=alice_p, content="Likes window seats", kind="preference", tags=["travel"]
    ).memory
    fact = memory_remember(principal=alice_p, content="Passport expires 2030").memory
    memory_forget(principal=alice_p, memory_id=fact.pk)
    assert [m.pk for m in memory_list(principal=alice_p, kind="preference")] == [pref.pk]
    assert [m.pk for m in memory_list(principal=alice_p, tag="travel")] == [pref.pk]
    assert [m.pk for m in memory_list(principal=alice_p, scope="user")] == [pref.pk]
    assert [m.pk for m in memory_list(principal=alice_p, status="archived")] == [fact.pk]
    with pytest.raises(ValidationFailed):
        memory_list(principal=alice_p, kind="nope")


def test_list_excludes_expired_unless_a_status_is_asked(alice, alice_p):
    expired = MemoryFactory(
        owner=alice, content="old", expires_at=timezone.now() - timedelta(days=1)
    )
    assert memory_list(principal=alice_p).count() == 0
    assert [m.pk for m in memory_list(principal=alice_p, status=Status.ACTIVE)] == [expired.pk]


def test_list_full_text_search_uses_websearch_syntax(alice_p):
    deploy = memory_remember(principal=alice_p, content="Deployments happen on Tuesdays").memory
    memory_remember(principal=alice_p, content="Lunch is at noon")
    assert [m.pk for m in memory_list(principal=alice_p, q="deployment")] == [deploy.pk]
    assert memory_list(principal=alice_p, q='"lunch" -noon').count() == 0


def test_list_orders_newest_change_first(alice_p):
    first = memory_remember(principal=alice_p, content="First memory about apples").memory
    second = memory_remember(principal=alice_p, content="Second memory about pears").memory
    assert [m.pk for m in memory_list(principal=alice_p)] == [second.pk, first.pk]
    Memory.objects.filter(pk=first.pk).update(updated_at=timezone.now() + timedelta(seconds=5))
    assert [m.pk for m in memory_list(principal=alice_p)] == [first.pk, second.pk]


def test_history_of_someone_elses_memory_is_not_found(alice_p, bob_p):
    memory = memory_remember(principal=alice_p, content="Private").memory
    with pytest.raises(NotFound):
        memory_history(principal=bob_p, memory_id=memory.pk)


def test_audit_list_is_for_admins(alice_p, admin_p):
    memory = memory_remember(principal=alice_p, content="Audited").memory
    with pytest.raises(Forbidden):
        audit_list(principal=alice_p)
    events = audit_list(principal=admin_p, memory_id=memory.pk, action="remember")
    assert [e.actor_id for e in events] == [alice_p.user_id]
    with pytest.raises(ValidationFailed):
        audit_list(principal=admin_p, memory_id="nope")
