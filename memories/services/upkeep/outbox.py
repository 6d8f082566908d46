"""Queue Celery tasks through the outbox so a write is never lost to a broker outage.

`outbox_enqueue` writes a row in the caller's transaction and sends it to the broker once that
commits. If the broker is stopped or paused, the send gives up within BROKER_TIMEOUT_SECONDS,
the row stays, and the request still succeeds; `outbox_sweep` (on beat, and when a worker
starts) re-sends what is left once the broker is back. Every task queued this way is
idempotent, so a row sent twice (the sweeper racing a slow commit hook) does no harm.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import timedelta

from celery import current_app
from django.conf import settings
from django.db import transaction
from django.db.models import F
from django.utils import timezone
from kombu.exceptions import KombuError
from redis.exceptions import RedisError

from memories.models import TaskOutbox
from memory_project import tracing
from memory_project.breaker import Breaker

logger = logging.getLogger("memories.outbox")

_BROKER_ERRORS = (KombuError, RedisError, OSError)
_broker = Breaker("The Celery broker", fallback="queued tasks wait in the PostgreSQL outbox")


def outbox_enqueue(
    *, task: str, args: Sequence[object] = (), kwargs: dict[str, object] | None = None
) -> TaskOutbox:
    """Record `task` in the current transaction; send it to the broker once that commits. The
    current trace context is kept on the row, so whoever sends it, the task continues this trace."""
    trace_context: dict[str, str] = {}
    tracing.inject(trace_context)
    row = TaskOutbox.objects.create(
        task=task, args=list(args), kwargs=kwargs or {}, trace_context=trace_context
    )
    row_id = row.pk
    transaction.on_commit(lambda: outbox_send(row_ids=[row_id]))
    return row


def outbox_send(
    *, row_ids: Sequence[int] | None = None, older_than: timedelta | None = None
) -> int:
    """Send outbox rows to the broker and delete the ones sent; returns how many were sent.

    Stops at the first broker failure (the rest would fail the same way) and leaves the rows
    for the sweeper. Rows are sent with `ignore_result`, so no result-backend call is made.
    """
    rows = TaskOutbox.objects.all()
    if row_ids is not None:
        if not _broker.allows_call():
            return 0  # broker failed a moment ago: the sweeper sends these
        rows = rows.filter(pk__in=list(row_ids))
    if older_than is not None:
        rows = rows.filter(created_at__lt=timezone.now() - older_than)
    sent = 0
    for row in rows.order_by("created_at", "id")[:500]:
        try:
            current_app.send_task(
                row.task, args=row.args, kwargs=row.kwargs, ignore_result=True, retry=False,
                headers=dict(row.trace_context) or None,
            )  # fmt: skip
        except _BROKER_ERRORS as exc:
            _broker.failed(exc, retry_after=settings.BROKER_RETRY_AFTER_SECONDS)
            TaskOutbox.objects.filter(pk=row.pk).update(
                attempts=F("attempts") + 1, last_error=f"{type(exc).__name__}: {exc}"[:500]
            )
            break
        _broker.succeeded()
        TaskOutbox.objects.filter(pk=row.pk).delete()
        sent += 1
    return sent


def outbox_sweep(*, min_age_seconds: float | None = None) -> int:
    """Re-send tasks left in the outbox (beat, worker start). Rows younger than `min_age_seconds`
    are left to their own commit hook, so a normal send is rarely doubled."""
    age = settings.OUTBOX_SWEEP_SECONDS if min_age_seconds is None else min_age_seconds
    sent = outbox_send(older_than=timedelta(seconds=age))
    if sent:
        logger.info("Outbox sweep sent %d task(s) that had waited for the broker.", sent)
    return sent


def outbox_waiting(*, task: str) -> set[str]:
    """The first argument of each `task` still waiting in the outbox (its target's id)."""
    rows = TaskOutbox.objects.filter(task=task).values_list("args", flat=True)
    return {str(args[0]) for args in rows if isinstance(args, list) and args}
