"""Curation's own rows: the outbox of promotion webhook deliveries (apply_knowledge)."""

from __future__ import annotations

import uuid

from django.db import models


class WebhookDelivery(models.Model):
    """One signed event for the external catalog, written in the promotion's own transaction and
    delivered by a background task until the receiver answers 2xx (at least once: a receiver
    tells repeats apart by the delivery id). A failed one is kept, never dropped."""

    class Status(models.TextChoices):
        PENDING = "pending"
        DELIVERED = "delivered"
        FAILED = "failed"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    event = models.CharField(max_length=64)
    # One event per promoted memory: promoting again (idempotent) never queues a second one.
    dedup_key = models.CharField(max_length=200, unique=True)
    payload = models.JSONField()
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    attempts = models.PositiveIntegerField(default=0)
    next_attempt_at = models.DateTimeField()
    last_error = models.TextField(blank=True, default="")
    last_status_code = models.PositiveIntegerField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    delivered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name_plural = "webhook deliveries"
        indexes = [models.Index(fields=["status", "next_attempt_at"], name="webhook_due")]

    def __str__(self) -> str:
        return f"{self.event} {self.id} ({self.status}, {self.attempts} attempts)"
