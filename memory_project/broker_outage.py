"""Celery with Redis gone, in one line per fact instead of pages of tracebacks.

A worker asked to stop while Redis is unreachable has nothing left to finish: it cannot take,
acknowledge or hand back a task (an unacknowledged task stays queued in Redis and runs again
when it is back), and Celery's own shutdown then fails on every broker call, printing about
1 700 lines. So it says so in a line and exits at once. Beat, which tries to send its due tasks
every tick, says once a minute that Redis is unreachable instead of a traceback per task.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from urllib.parse import urlsplit

import psutil
import redis
from kombu.exceptions import OperationalError as KombuOperationalError

from memory_project.redis_once import redis_asking_once

PING_TIMEOUT_SECONDS = 1.0
REPEAT_AFTER_SECONDS = 60.0
# Only the broker's own failures (kombu wraps redis's): a task's network error is not an outage.
_CONNECTION_ERRORS: tuple[type[BaseException], ...] = (
    redis.ConnectionError,
    redis.TimeoutError,
    KombuOperationalError,
)


def redis_where(url: str) -> str:
    """Where Redis is, for a message: the socket path or host:port (never a password)."""
    parts = urlsplit(url)
    if parts.scheme == "unix":
        return parts.path
    return f"{parts.hostname or 'localhost'}:{parts.port or 6379}"


def redis_reachable(url: str, timeout: float = PING_TIMEOUT_SECONDS) -> bool:
    client = redis_asking_once(url, timeout)
    try:
        return bool(client.ping())
    except (redis.RedisError, OSError):
        return False
    finally:
        client.close()


def stop_now_if_redis_is_gone(url: str, exitcode: int) -> None:
    """In the worker's main process, on a stop signal: with Redis unreachable, say so, stop the
    pool's processes and exit; otherwise return and let Celery's warm shutdown run."""
    if redis_reachable(url):
        return
    print(
        f"Redis is unreachable at {redis_where(url)}; the worker stops without waiting for it "
        "(tasks not yet acknowledged stay queued in Redis and run when it is back).",
        file=sys.__stderr__,
        flush=True,
    )
    children = psutil.Process().children(recursive=True)
    for child in children:
        child.terminate()
    _, alive = psutil.wait_procs(children, timeout=5)
    for child in alive:
        child.kill()
    os._exit(exitcode)


def _broker_error(exc: BaseException | None) -> bool:
    """A connection failure anywhere in the exception's chain (kombu wraps redis's)."""
    seen = 0
    while exc is not None and seen < 10:
        if isinstance(exc, _CONNECTION_ERRORS):
            return True
        exc = exc.__cause__ or exc.__context__
        seen += 1
    return False


class BrokerOutageFilter(logging.Filter):
    """Turns a logged broker connection failure (with its traceback) into one line, said at
    most once a minute; everything else passes unchanged."""

    def __init__(self, url: str, what: str) -> None:
        super().__init__()
        self.where = redis_where(url)
        self.what = what
        self.last_said = -REPEAT_AFTER_SECONDS
        self.skipped = 0

    def filter(self, record: logging.LogRecord) -> bool:
        if not record.exc_info or not _broker_error(record.exc_info[1]):
            return True
        now = time.monotonic()
        if now - self.last_said < REPEAT_AFTER_SECONDS:
            self.skipped += 1
            return False
        later = f" ({self.skipped} more failed meanwhile)" if self.skipped else ""
        record.msg = f"Redis is unreachable at %s; {self.what}{later}."
        record.args = (self.where,)
        record.exc_info = record.exc_text = record.stack_info = None
        self.last_said, self.skipped = now, 0
        return True


def quiet_broker_outages(url: str, what: str) -> None:
    """Put the filter on every handler of the root logger (where Celery's loggers end up)."""
    outage = BrokerOutageFilter(url, what)
    for handler in logging.getLogger().handlers:
        handler.addFilter(outage)
