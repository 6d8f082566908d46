"""Per-API-key rate limit over a sliding 60-second window.

The limit is `ApiKey.rate_limit_per_minute`: a request is allowed when the key had fewer than
that many allowed requests in the 60 seconds before it, and a refused one says, in
`Retry-After`, when the oldest of those leaves the window. Refused requests are not counted, so
a client that waits as told gets in. In Redis each key keeps a sorted set of its allowed
requests' times, trimmed, checked and added to in one Lua script (atomic across processes).
Session users (humans in a browser) are not throttled here.

When Redis is unreachable the limit does not switch off: the same window is counted in
PostgreSQL (`RateWindowCount`, one row per key and second, under a per-key advisory lock) until
Redis answers again, and the switch is logged. A circuit breaker keeps a stopped or paused Redis
from adding its timeout to every request.

The clock is injectable (`ApiKeyRateThrottle.clock`, and `now` on the functions below), so the
window's behaviour is tested without waiting for it.
"""

from __future__ import annotations

import logging
import math
import time
import uuid
from collections.abc import Callable
from functools import lru_cache
from typing import Any, ClassVar

import redis
from django.conf import settings
from django.db import connection, transaction
from rest_framework.request import Request
from rest_framework.throttling import BaseThrottle

from memories.models import ApiKey, RateWindowCount
from memory_project.breaker import Breaker
from memory_project.redis_once import redis_asking_once

logger = logging.getLogger("memories.api.throttling")

WINDOW_SECONDS = 60
KEY_PREFIX = "memory:ratelimit:apikey"
# First half of the advisory lock key that serialises one key's count in PostgreSQL ("RATE").
_LOCK_CLASS = 0x52415445
redis_breaker = Breaker("Redis (rate limit)", fallback="API rate limits are counted in PostgreSQL")

# KEYS[1]: the key's sorted set. ARGV: now, window, limit, a unique member. Returns {1, "0"}
# when the request is allowed (and recorded), {0, seconds until one is} when it is not.
_TAKE = """
local now, window, limit = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < limit then
  redis.call('ZADD', KEYS[1], now, ARGV[4])
  redis.call('EXPIRE', KEYS[1], window + 1)
  return {1, '0'}
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return {0, tostring(tonumber(oldest[2]) + window - now)}
"""


@lru_cache(maxsize=4)
def _client(url: str) -> redis.Redis:
    # Short timeouts and no retries: a skipped count is cheaper than a slow request.
    return redis_asking_once(url, 0.5)


def redis_client() -> redis.Redis:
    return _client(settings.REDIS_URL)


def _refusal(wait: float) -> float:
    """Whole seconds to send as `Retry-After`, at least one."""
    return float(max(1, math.ceil(wait)))


def take_in_redis(api_key_id: int, limit: int, now: float) -> float | None:
    """Count a request of the key at `now` in Redis: None when allowed, else seconds to wait."""
    allowed, wait = redis_client().eval(
        _TAKE, 1, f"{KEY_PREFIX}:{api_key_id}", repr(now), WINDOW_SECONDS, limit,
        f"{now!r}:{uuid.uuid4().hex}",
    )  # fmt: skip
    return None if int(allowed) else _refusal(float(wait))


def take_in_database(api_key_id: int, limit: int, now: float) -> float | None:
    """The fallback: the key's allowed requests per second of the last minute, one row each
    second (older rows are dropped). None when allowed, else seconds to wait."""
    second = int(now)
    first_kept = second - WINDOW_SECONDS + 1
    table = RateWindowCount._meta.db_table
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_advisory_xact_lock(%s, %s)", [_LOCK_CLASS, api_key_id % 2_147_483_647]
        )
        cursor.execute(
            f"DELETE FROM {table} WHERE api_key_id = %s AND window_number < %s",
            [api_key_id, first_kept],
        )
        cursor.execute(
            f"SELECT window_number, count FROM {table} WHERE api_key_id = %s "
            "ORDER BY window_number",
            [api_key_id],
        )
        rows = cursor.fetchall()
        if sum(count for _, count in rows) >= limit:
            # The oldest second's requests leave the window WINDOW_SECONDS after it began.
            return _refusal(rows[0][0] + WINDOW_SECONDS - now)
        cursor.execute(
            f"INSERT INTO {table} (api_key_id, window_number, count) VALUES (%s, %s, 1) "
            f"ON CONFLICT (api_key_id, window_number) DO UPDATE SET count = {table}.count + 1",
            [api_key_id, second],
        )
    return None


class ApiKeyRateThrottle(BaseThrottle):
    """Allows a key `rate_limit_per_minute` requests in any 60 seconds; over it → 429 with
    Retry-After."""

    clock: ClassVar[Callable[[], float]] = time.time

    def __init__(self) -> None:
        self._wait: float | None = None

    def allow_request(self, request: Request, view: Any) -> bool:
        key = request.auth
        if not isinstance(key, ApiKey):
            return True
        now, limit = type(self).clock(), int(key.rate_limit_per_minute)
        counted = False
        wait: float | None = None
        if redis_breaker.allows_call():
            try:
                wait = take_in_redis(int(key.pk), limit, now)
                counted = True
                redis_breaker.succeeded()
            except (redis.RedisError, OSError) as exc:
                redis_breaker.failed(exc, retry_after=settings.BROKER_RETRY_AFTER_SECONDS)
        if not counted:
            wait = take_in_database(int(key.pk), limit, now)
        self._wait = wait
        return wait is None

    def wait(self) -> float | None:
        return self._wait
