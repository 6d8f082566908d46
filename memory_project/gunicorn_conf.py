"""gunicorn settings read with `--config python:memory_project.gunicorn_conf`.

Each worker loads the embedding model right after it starts (in the background, so /healthz
answers meanwhile and /readyz says 503 "loading"), instead of its first request waiting for it.
"""

from __future__ import annotations

from typing import Any

# No request-line limit of gunicorn's own: an over-long URL reaches Django, which refuses it as
# JSON (414, API_MAX_URL_CHARS), where gunicorn would answer with an HTML page.
limit_request_line = 0
# The access log names a session URL's route, not its path (which holds the session key).
logger_class = "memory_project.access_log.RouteAccessLogger"


def post_worker_init(worker: Any) -> None:
    # Named in settings, not imported here: this package imports no app (layer contract).
    from django.conf import settings
    from django.utils.module_loading import import_string

    if settings.READINESS_WARMUP:
        import_string(settings.READINESS_WARMUP)()


def on_starting(server: Any) -> None:
    # Started alone (not by serve.py, which has prepared it for all its children): the workers
    # still share one metrics folder, emptied here once.
    import os

    from memory_project.metrics_dir import VARIABLE, default_data_dir, metrics_dir_prepare

    if not os.environ.get(VARIABLE):
        metrics_dir_prepare(default_data_dir())


def child_exit(server: Any, worker: Any) -> None:
    # A worker that exits leaves its counters to be summed, its live gauges removed.
    from memory_project.metrics import process_exited

    process_exited(worker.pid)


def _json_logs() -> bool:
    import os

    return os.environ.get("LOG_FORMAT", "").strip().lower() == "json"


if _json_logs():
    from memory_project.logging_json import gunicorn_logconfig

    logconfig_dict = gunicorn_logconfig()
