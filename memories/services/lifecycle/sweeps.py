"""Periodic upkeep (Celery beat): expiry, low-confidence deactivation, staleness rescan.

Each sweep is a set-based UPDATE that is safe to run any number of times, and records what it
changed in the audit log so curators can see why a memory left recall.
"""

from __future__ import annotations

from datetime import datetime

from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from memories.models import AuditEvent, Entity, Memory, Relation, Status
from memories.services.lifecycle.governance import memory_mark_stale

LOW_CONFIDENCE = 0.2


def _archive(qs_filter: Q, *, reason: str, action: str) -> int:
    with transaction.atomic():
        ids = list(
            Memory.objects.select_for_update(skip_locked=True)
            .filter(qs_filter, status=Status.ACTIVE)
            .values_list("pk", flat=True)[:5000]
        )
        Memory.objects.filter(pk__in=ids).update(
            status=Status.ARCHIVED, stale_reason=reason, updated_at=timezone.now()
        )
        AuditEvent.objects.bulk_create(
            [AuditEvent(action=action, memory_id=pk, detail={"reason": reason}) for pk in ids]
        )
    return len(ids)


def memories_sweep_expired(*, now: datetime | None = None) -> int:
    """Active memories past `expires_at` are archived (recall already ignores them)."""
    moment = now or timezone.now()
    return _archive(
        Q(expires_at__lte=moment), reason=f"expired (swept {moment:%Y-%m-%d})", action="expire"
    )


def memories_sweep_low_confidence() -> int:
    """Active memories whose confidence fell below 0.2 are deactivated."""
    return _archive(
        Q(confidence__lt=LOW_CONFIDENCE),
        reason="auto-deactivated: confidence below 0.2",
        action="deactivate",
    )


def memories_sweep_staleness() -> int:
    """Catch memories written after their entity was deprecated or their fact was closed."""
    flagged = 0
    deprecated = Entity.objects.filter(status=Entity.Status.DEPRECATED).values_list(
        "owner_id", "urn", "name"
    )
    for owner_id, urn, name in deprecated.iterator():
        ids = Memory.objects.filter(
            owner_id=owner_id, status=Status.ACTIVE, entities__contains=[urn]
        ).values_list("pk", flat=True)
        flagged += memory_mark_stale(memory_ids=ids, reason=f"entity {name} ({urn}) is deprecated")
    closed = Relation.objects.filter(retired_at__isnull=False, object__isnull=False).select_related(
        "subject", "object"
    )
    for relation in closed.iterator():
        assert relation.object is not None
        current = Relation.objects.filter(
            subject_id=relation.subject_id,
            predicate=relation.predicate,
            object_id=relation.object_id,
            retired_at__isnull=True,
        )
        if current.exists():
            continue  # the same fact was asserted again later: still true
        ids = Memory.objects.filter(
            owner_id=relation.owner_id,
            status=Status.ACTIVE,
            entities__contains=[relation.subject.urn, relation.object.urn],
            created_at__lt=relation.retired_at,
        ).values_list("pk", flat=True)
        flagged += memory_mark_stale(
            memory_ids=ids,
            reason=f"relation '{relation}' was closed on {relation.valid_to or relation.retired_at:%Y-%m-%d}",
        )
    return flagged
