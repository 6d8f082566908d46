"""Celery beat runs once across nodes: a lock in Redis, with expiry and renewal.

Every node may start `celery beat`; the scheduler (`LockedScheduler`, set as Celery's
`beat_scheduler`) sends due tasks only while it holds the lock `BEAT_LOCK_KEY`. The lock is a
Redis key set with `SET NX PX` to a token naming its holder (host, pid, a random part) and an
expiry of `BEAT_LOCK_TTL_SECONDS`; the holder renews it every third of that (only if the key
still holds its own token, in one Lua script). A beat that does not hold it checks again every
`BEAT_LOCK_RETRY_SECONDS` and takes over when the holder stopped (it deletes its key on a clean
stop) or died (the key expires). A holder that fails to renew (Redis unreachable, or the key
taken) stops sending at once and waits like the others. So at most one beat sends at a time,
except for a holder frozen past the expiry (a paused VM) that resumes: it notices at its next
renewal, at most a third of the expiry later; every periodic task is idempotent for that case.
"""

from __future__ import annotations

import contextlib
import logging
import os
import socket
import uuid
from typing import Any

import psutil
import redis
from celery.beat import PersistentScheduler
from django.conf import settings

logger = logging.getLogger("memory_project.beat_lock")

BEAT_LOCK_KEY = "memory-layer:beat:lock"

# Renew (or release) only while the key still holds our token.
_OURS = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call({}) else return 0 end"
_RENEW = _OURS.format("'pexpire', KEYS[1], ARGV[2]")
_RELEASE = _OURS.format("'del', KEYS[1]")


class BeatLock:
    """The lock primitive: acquire, renew, release (each a single Redis call)."""

    def __init__(self, client: redis.Redis, ttl_seconds: float, key: str = BEAT_LOCK_KEY) -> None:
        self.client = client
        self.key = key
        self.ttl_ms = max(1000, int(ttl_seconds * 1000))
        self.token = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self.held = False

    def acquire(self) -> bool:
        self.held = bool(self.client.set(self.key, self.token, nx=True, px=self.ttl_ms))
        if not self.held and self._holder_died_here():
            self.held = bool(self.client.set(self.key, self.token, nx=True, px=self.ttl_ms))
        return self.held

    def _holder_died_here(self) -> bool:
        """A holder on this host whose process is gone (killed, crashed): its key is freed now
        instead of at its expiry. Only that exact token is deleted."""
        holder = self.holder()
        if holder is None:
            return True
        host, _, rest = holder.partition(":")
        pid = rest.partition(":")[0]
        if host != socket.gethostname() or not pid.isdigit() or psutil.pid_exists(int(pid)):
            return False
        self.client.eval(_RELEASE, 1, self.key, holder)
        logger.info("The beat that held the lock (%s) is gone; taking over.", holder)
        return True

    def renew(self) -> bool:
        self.held = bool(self.client.eval(_RENEW, 1, self.key, self.token, self.ttl_ms))
        return self.held

    def release(self) -> None:
        if self.held:
            self.client.eval(_RELEASE, 1, self.key, self.token)
        self.held = False

    def holder(self) -> str | None:
        value = self.client.get(self.key)
        return value.decode() if isinstance(value, bytes) else value


def _client() -> redis.Redis:
    timeout = float(settings.BROKER_TIMEOUT_SECONDS)
    return redis.Redis.from_url(
        settings.REDIS_URL, socket_timeout=timeout, socket_connect_timeout=timeout
    )


class LockedScheduler(PersistentScheduler):
    """Celery's persistent scheduler, sending only while this beat holds the lock."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.lock = BeatLock(_client(), float(settings.BEAT_LOCK_TTL_SECONDS))
        super().__init__(*args, **kwargs)

    def _lock_step(self) -> bool:
        """Take or renew the lock; whether this beat may send now."""
        was_held = self.lock.held
        try:
            held = self.lock.renew() if was_held else self.lock.acquire()
        except (redis.RedisError, OSError) as exc:
            held = self.lock.held = False
            if was_held:
                logger.warning(
                    "Beat lock not renewed (%s); not sending until it is ours again.", exc
                )
        if held and not was_held:
            logger.info(
                "This beat holds the beat lock (%s); sending periodic tasks.", self.lock.token
            )
        elif was_held and not held:
            logger.warning("This beat lost the beat lock; waiting to take it again.")
        elif not held and not getattr(self, "_said_waiting", False):
            self._said_waiting = True
            logger.info(
                "Another beat holds the beat lock; this one waits and takes over if it stops."
            )
        return held

    def tick(self, *args: Any, **kwargs: Any) -> float:
        renew_every = float(settings.BEAT_LOCK_TTL_SECONDS) / 3
        if not self._lock_step():
            return float(settings.BEAT_LOCK_RETRY_SECONDS)
        self._said_waiting = False
        interval: float = super().tick(*args, **kwargs)
        return min(interval, renew_every)

    def send_task(self, *args: Any, **kwargs: Any) -> Any:
        """A task this beat has not imported (`memory_project.celery_beat` imports none) is sent
        by name; beat never reads a result, so it does not wait on one either."""
        kwargs.setdefault("ignore_result", True)
        return super().send_task(*args, **kwargs)

    def close(self) -> None:
        with contextlib.suppress(redis.RedisError, OSError):
            self.lock.release()  # a waiting beat takes over at its next try, not at the expiry
        super().close()
