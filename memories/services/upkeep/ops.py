"""Operational writes (worker heartbeat)."""

from __future__ import annotations

from django.db.models import F
from django.utils import timezone

from memories.models import WorkerHeartbeat


def worker_heartbeat_record(*, name: str, hostname: str) -> WorkerHeartbeat:
    """Upsert on the natural key `name`; safe to run any number of times."""
    now = timezone.now()
    beat, created = WorkerHeartbeat.objects.get_or_create(
        name=name, defaults={"hostname": hostname, "beats": 1, "last_seen": now}
    )
    if not created:
        WorkerHeartbeat.objects.filter(pk=beat.pk).update(
            hostname=hostname, beats=F("beats") + 1, last_seen=now
        )
        beat.refresh_from_db()
    return beat
