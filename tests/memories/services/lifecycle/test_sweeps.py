"""Periodic sweeps archive expired and low-confidence memories and re-flag stale references."""

from datetime import timedelta

import pytest
from django.utils import timezone

from memories.models import AuditEvent, Entity, Status
from memories.services.graph.writes import entity_upsert
from memories.services.lifecycle.sweeps import (
    memories_sweep_expired,
    memories_sweep_low_confidence,
    memories_sweep_staleness,
)
from tests.factories.memories import MemoryFactory

pytestmark = pytest.mark.django_db


def test_expired_memories_are_archived_once(alice):
    old = MemoryFactory(owner=alice, expires_at=timezone.now() - timedelta(days=1))
    fresh = MemoryFactory(owner=alice, expires_at=timezone.now() + timedelta(days=1))
    forever = MemoryFactory(owner=alice)
    assert memories_sweep_expired() == 1
    assert memories_sweep_expired() == 0  # idempotent
    old.refresh_from_db()
    assert old.status == Status.ARCHIVED
    assert old.stale_reason.startswith("expired")
    for memory in (fresh, forever):
        memory.refresh_from_db()
        assert memory.status == Status.ACTIVE
    assert AuditEvent.objects.filter(action="expire", memory_id=old.pk).count() == 1


def test_low_confidence_memories_are_deactivated(alice):
    weak = MemoryFactory(owner=alice, confidence=0.1)
    ok = MemoryFactory(owner=alice, confidence=0.2)
    assert memories_sweep_low_confidence() == 1
    weak.refresh_from_db()
    ok.refresh_from_db()
    assert weak.status == Status.ARCHIVED
    assert ok.status == Status.ACTIVE


def test_staleness_rescan_catches_memories_written_after_a_deprecation(alice):
    table = entity_upsert(owner_id=alice.pk, name="legacy_table")
    Entity.objects.filter(pk=table.pk).update(status=Entity.Status.DEPRECATED)
    late = MemoryFactory(owner=alice, entities=[table.urn])
    assert memories_sweep_staleness() == 1
    late.refresh_from_db()
    assert late.status == Status.STALE
    assert "deprecated" in late.stale_reason
    assert memories_sweep_staleness() == 0
