"""Per-API-key rate limit: a fixed 60-second window counter in Redis (INCR + EXPIRE).

The limit is `ApiKey.rate_limit_per_minute`. Session users (humans in a browser) are not
throttled here. When Redis is unreachable the limit does not switch off: the same window is
counted in PostgreSQL (`RateWindowCount`) until Redis answers again, and the switch is logged.
A circuit breaker keeps a stopped or paused Redis from adding its timeout to every request.
"""

from __future__ import annotations

import logging
import time
from functools import lru_cache
from typing import Any

import redis
from django.conf import settings
from django.db import connection
from redis.backoff import NoBackoff
from redis.retry import Retry
from rest_framework.request import Request
from rest_framework.throttling import BaseThrottle

from memories.models import ApiKey, RateWindowCount
from memory_project.breaker import Breaker

logger = logging.getLogger("memories.api.throttling")

WINDOW_SECONDS = 60
KEY_PREFIX = "memory:ratelimit:apikey"
redis_breaker = Breaker("Redis (rate limit)", fallback="API rate limits are counted in PostgreSQL")


@lru_cache(maxsize=4)
def _client(url: str) -> redis.Redis:
    # Short timeouts and no retries: redis-py's default backoff would add seconds to every API
    # call while Redis is down, and a skipped count is cheaper than a slow request.
    return redis.Redis.from_url(
        url, socket_timeout=0.5, socket_connect_timeout=0.5, retry=Retry(NoBackoff(), 0)
    )


def redis_client() -> redis.Redis:
    return _client(settings.REDIS_URL)


def window_key(api_key_id: int, now: float | None = None) -> tuple[str, int]:
    """The counter's Redis key for the current window, and seconds left in that window."""
    now = time.time() if now is None else now
    window = int(now // WINDOW_SECONDS)
    remaining = max(1, (window + 1) * WINDOW_SECONDS - int(now))
    return f"{KEY_PREFIX}:{api_key_id}:{window}", remaining


def _count_in_redis(counter: str) -> int:
    pipe = redis_client().pipeline()
    pipe.incr(counter)
    pipe.expire(counter, WINDOW_SECONDS + 1)
    return int(pipe.execute()[0])


def count_in_database(api_key_id: int, now: float | None = None) -> int:
    """The fallback counter: one upserted row per key and window (old windows are dropped)."""
    window = int((time.time() if now is None else now) // WINDOW_SECONDS)
    table = RateWindowCount._meta.db_table
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {table} (api_key_id, window_number, count) VALUES (%s, %s, 1) "
            f"ON CONFLICT (api_key_id, window_number) DO UPDATE SET count = {table}.count + 1 "
            "RETURNING count",
            [api_key_id, window],
        )
        count = int(cursor.fetchone()[0])
        if count == 1:  # first request of a window: the key's older windows are done with
            cursor.execute(
                f"DELETE FROM {table} WHERE api_key_id = %s AND window_number < %s",
                [api_key_id, window],
            )
    return count


class ApiKeyRateThrottle(BaseThrottle):
    """Counts requests per key per minute; over the key's limit → 429 with Retry-After."""

    def __init__(self) -> None:
        self._wait: float | None = None

    def allow_request(self, request: Request, view: Any) -> bool:
        key = request.auth
        if not isinstance(key, ApiKey):
            return True
        counter, remaining = window_key(int(key.pk))
        count: int | None = None
        if redis_breaker.allows_call():
            try:
                count = _count_in_redis(counter)
                redis_breaker.succeeded()
            except (redis.RedisError, OSError) as exc:
                redis_breaker.failed(exc, retry_after=settings.BROKER_RETRY_AFTER_SECONDS)
        if count is None:
            count = count_in_database(int(key.pk))
        if count > key.rate_limit_per_minute:
            self._wait = float(remaining)
            return False
        return True

    def wait(self) -> float | None:
        return self._wait
