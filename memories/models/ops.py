"""Operational rows: proof that the background worker is alive."""

from __future__ import annotations

from django.db import models


class WorkerHeartbeat(models.Model):
    """Upserted by a Celery beat task; /readyz and the pages show when a worker last ran."""

    name = models.CharField(max_length=64, unique=True)
    hostname = models.CharField(max_length=255, blank=True)
    beats = models.PositiveBigIntegerField(default=0)
    last_seen = models.DateTimeField()

    def __str__(self) -> str:
        return f"{self.name}@{self.hostname} ({self.last_seen:%Y-%m-%d %H:%M:%S})"
