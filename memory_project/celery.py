"""The Celery application. Importing it bootstraps embedded servers when no URLs are set."""

from __future__ import annotations

import os
from typing import Any

from celery import Celery
from celery.signals import worker_process_init, worker_ready

from memory_project.embedded import bootstrap

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memory_project.settings")
bootstrap()

app = Celery("memory_project")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@worker_ready.connect
def _first_heartbeat(sender: Any, **kwargs: Any) -> None:
    """Record a heartbeat as soon as a worker is up, and send what the outbox holds (tasks
    written while the broker was down) without waiting for beat."""
    sender.app.send_task("memories.worker_heartbeat")
    sender.app.send_task("memories.outbox_sweep", kwargs={"min_age_seconds": 0})


@worker_process_init.connect
def _warm_up_embedder(**kwargs: Any) -> None:
    """Load the embedding model when a worker process starts, not in its first task."""
    from django.conf import settings
    from django.utils.module_loading import import_string

    if settings.READINESS_WARMUP:
        import_string(settings.READINESS_WARMUP)()
