"""Celery's side of metrics, traces and log context, connected when the Celery app loads.

A task published while a request (or another task) is traced carries `traceparent` in its
headers, unless it already carries one (the outbox keeps the trace that queued a task); the
worker continues that trace. Each task run is counted by name and outcome, and
its log lines name it. A worker process that exits hands its metric files back.
"""

from __future__ import annotations

import os
from contextvars import Token
from typing import Any

from celery.signals import (
    before_task_publish,
    task_postrun,
    task_prerun,
    worker_process_shutdown,
)

from memory_project import metrics, request_context, tracing

_contexts: dict[str, Token[dict[str, Any] | None]] = {}


@before_task_publish.connect
def _carry_trace(headers: dict[str, Any] | None = None, **kwargs: Any) -> None:
    if headers is not None and "traceparent" not in headers:
        tracing.inject(headers)


@task_prerun.connect
def _task_begins(task_id: str = "", task: Any = None, **kwargs: Any) -> None:
    name = str(getattr(task, "name", "") or "")
    _contexts[task_id] = request_context.begin(task=name, task_id=task_id)
    request = getattr(task, "request", None)
    tracing.task_started(task_id, name, lambda key: getattr(request, key, None))


@task_postrun.connect
def _task_ends(
    task_id: str = "", task: Any = None, state: str | None = None, **kwargs: Any
) -> None:
    tracing.task_finished(task_id, str(state or ""))
    metrics.task_observed(task=str(getattr(task, "name", "")), outcome=str(state or "").lower())
    token = _contexts.pop(task_id, None)
    if token is not None:
        request_context.end(token)


@worker_process_shutdown.connect
def _process_exits(**kwargs: Any) -> None:
    tracing.flush()
    metrics.process_exited(os.getpid())
