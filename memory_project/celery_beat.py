"""The Celery app for beat alone: `celery -A memory_project.celery_beat beat`.

Beat only sends due tasks, by name, to the broker; it runs none. So it skips what a worker
needs before its first task (Django's app registry, every task module: about 75 MB resident)
and keeps Django's logging set-up only. The schedule, the broker, the beat lock and the
outage messages are the full app's (`memory_project.celery`).
"""

from __future__ import annotations

from django.conf import settings
from django.utils.log import configure_logging

from memory_project.celery import app

# The loader's worker set-up is what imports the task modules (and sets Django up for them);
# marked done, beat starts without it. Its log lines still follow LOGGING (plain or JSON).
app.loader.worker_initialized = True
configure_logging(settings.LOGGING_CONFIG, settings.LOGGING)

__all__ = ["app"]
