"""Per-API-key rate limit: a fixed 60-second window counter in Redis (INCR + EXPIRE).

The limit is `ApiKey.rate_limit_per_minute`. Session users (humans in a browser) are not
throttled here. When Redis is unreachable the request is allowed and a warning logged:
availability of memory beats strictness of the limit.
"""

from __future__ import annotations

import logging
import time
from functools import lru_cache
from typing import Any

import redis
from django.conf import settings
from redis.backoff import NoBackoff
from redis.retry import Retry
from rest_framework.request import Request
from rest_framework.throttling import BaseThrottle

from memories.models import ApiKey

logger = logging.getLogger("memories.api.throttling")

WINDOW_SECONDS = 60
KEY_PREFIX = "memory:ratelimit:apikey"


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


class ApiKeyRateThrottle(BaseThrottle):
    """Counts requests per key per minute; over the key's limit → 429 with Retry-After."""

    def __init__(self) -> None:
        self._wait: float | None = None

    def allow_request(self, request: Request, view: Any) -> bool:
        key = request.auth
        if not isinstance(key, ApiKey):
            return True
        counter, remaining = window_key(int(key.pk))
        try:
            pipe = redis_client().pipeline()
            pipe.incr(counter)
            pipe.expire(counter, WINDOW_SECONDS + 1)
            count = int(pipe.execute()[0])
        except (redis.RedisError, OSError) as exc:
            logger.warning("rate limit skipped, Redis unavailable: %s", exc)
            return True
        if count > key.rate_limit_per_minute:
            self._wait = float(remaining)
            return False
        return True

    def wait(self) -> float | None:
        return self._wait
