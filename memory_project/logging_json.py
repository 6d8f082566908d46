"""`LOG_FORMAT=json`: one JSON object per line, with the request's (or task's) context.

A line holds what its logger wrote (its message) and the context's ids and route; never a
request or memory body. Exceptions carry their type and stack; their message is cut short.
"""

from __future__ import annotations

import json
import logging
import traceback
from datetime import UTC, datetime
from typing import Any

from memory_project import request_context, tracing

# Fields a record may carry in `extra=` that belong on the line (the request log line's).
EXTRA_FIELDS = ("method", "route", "status", "duration_ms", "task", "task_id", "outcome")
CONTEXT_FIELDS = ("request_id", "principal_id", "key_id", "task", "task_id")
MAX_EXCEPTION_MESSAGE = 300


class JsonFormatter(logging.Formatter):
    """Formats a record as a single-line JSON object."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # Python's warnings too become log records (JSON lines), not bare text on stderr.
        logging.captureWarnings(True)

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, tz=UTC).isoformat(
                timespec="milliseconds"
            ),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        context = request_context.current()
        for key in CONTEXT_FIELDS:
            if context.get(key) is not None:
                line[key] = context[key]
        for key in EXTRA_FIELDS:
            value = getattr(record, key, None)
            if value is not None:
                line[key] = value
        line.update(tracing.current_ids())
        if record.exc_info and record.exc_info[0] is not None:
            exc_type, exc, tb = record.exc_info
            line["exc_type"] = exc_type.__name__
            line["exc_message"] = str(exc)[:MAX_EXCEPTION_MESSAGE]
            line["stack"] = "".join(traceback.format_tb(tb))
        return json.dumps(line, default=str, ensure_ascii=False)


def gunicorn_logconfig() -> dict[str, Any]:
    """gunicorn's own loggers as JSON too; its access log is off (the request line replaces it)."""
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"json": {"()": "memory_project.logging_json.JsonFormatter"}},
        "handlers": {
            "console": {
                "class": "logging.StreamHandler",
                "formatter": "json",
                "stream": "ext://sys.stderr",
            },
            "null": {"class": "logging.NullHandler"},
        },
        "root": {"level": "INFO", "handlers": ["console"]},
        "loggers": {
            "gunicorn.error": {"level": "INFO", "handlers": ["console"], "propagate": False},
            "gunicorn.access": {"level": "INFO", "handlers": ["null"], "propagate": False},
        },
    }
