"""The Celery application. Importing it bootstraps embedded servers when no URLs are set."""

from __future__ import annotations

import os
from typing import Any

from celery import Celery
from celery.signals import worker_ready

from memory_project.embedded import bootstrap

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memory_project.settings")
bootstrap()

app = Celery("memory_project")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@worker_ready.connect
def _first_heartbeat(sender: Any, **kwargs: Any) -> None:
    """Record a heartbeat as soon as a worker is up, not only after beat's first interval."""
    sender.app.send_task("memories.worker_heartbeat")
