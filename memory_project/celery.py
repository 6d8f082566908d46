"""The Celery application. Importing it bootstraps embedded servers when no URLs are set."""

from __future__ import annotations

import os
from typing import Any

from celery import Celery
from celery.signals import beat_init, worker_process_init, worker_ready, worker_shutting_down

from memory_project.broker_outage import quiet_broker_outages, stop_now_if_redis_is_gone
from memory_project.embedded import bootstrap

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memory_project.settings")
bootstrap()

app = Celery("memory_project")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
import memory_project.celery_signals  # noqa: E402, F401 - metrics, traces, log context of tasks


@worker_ready.connect
def _first_heartbeat(sender: Any, **kwargs: Any) -> None:
    """A worker that starts does at once what beat would do later: record a heartbeat, send
    what the outbox holds, resume mining and re-embedding a dead worker left half done."""
    from django.conf import settings

    for name, task_kwargs in settings.CELERY_WORKER_START_TASKS:
        sender.app.send_task(name, kwargs=task_kwargs, ignore_result=True)


@worker_process_init.connect
def _warm_up_embedder(**kwargs: Any) -> None:
    """Load the embedding model when a worker process starts, not in its first task."""
    from django.conf import settings
    from django.utils.module_loading import import_string

    if settings.WORKER_READINESS_WARMUP:
        import_string(settings.WORKER_READINESS_WARMUP)()


@worker_ready.connect
def _quiet_worker_outages(sender: Any, **kwargs: Any) -> None:
    from django.conf import settings

    quiet_broker_outages(settings.REDIS_URL, "the worker takes tasks again once it is back")


@beat_init.connect
def _quiet_beat_outages(sender: Any, **kwargs: Any) -> None:
    from django.conf import settings

    quiet_broker_outages(settings.REDIS_URL, "beat sends its due tasks again once it is back")


@worker_shutting_down.connect
def _stop_without_broker(sender: Any, exitcode: int = 0, **kwargs: Any) -> None:
    """Asked to stop with Redis gone: one line and exit, not Celery's failing shutdown."""
    from django.conf import settings

    stop_now_if_redis_is_gone(settings.REDIS_URL, int(exitcode or 0))
