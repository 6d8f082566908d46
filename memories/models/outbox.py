"""The task outbox: a task to queue, written in the same transaction as the change needing it."""

from __future__ import annotations

from django.db import models
from django.utils import timezone


class TaskOutbox(models.Model):
    """One Celery task not yet handed to the broker. Sent on commit and deleted once sent; the
    sweeper (beat, and every worker start) re-sends rows still here after a broker outage."""

    task = models.CharField(max_length=200)  # the task's registered name
    args = models.JSONField(default=list, blank=True)
    kwargs = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    attempts = models.PositiveIntegerField(default=0)
    last_error = models.TextField(blank=True, default="")
    # The W3C trace context (`traceparent`, `tracestate`) of the request or task that queued it,
    # empty when tracing is off: a row the sweeper sends still joins the trace that queued it.
    trace_context = models.JSONField(default=dict, blank=True)

    class Meta:
        verbose_name_plural = "task outboxes"
        ordering = ["created_at", "id"]
        indexes = [models.Index(fields=["created_at"], name="outbox_by_age")]

    def __str__(self) -> str:
        return f"{self.task}{tuple(self.args)} ({self.attempts} attempts)"


class RateWindowCount(models.Model):
    """A key's allowed requests in one second of the rate-limit window, kept here only while
    Redis is down."""

    api_key = models.ForeignKey("memories.ApiKey", on_delete=models.CASCADE, related_name="+")
    window_number = models.BigIntegerField()  # the epoch second the requests fell in
    count = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["api_key", "window_number"], name="rate_window_unique"),
        ]
        indexes = [models.Index(fields=["window_number"], name="rate_window_by_number")]

    def __str__(self) -> str:
        return f"key {self.api_key_id} window {self.window_number}: {self.count}"
