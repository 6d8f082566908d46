"""Redis clients that ask once. redis-py retries a failed command three times with backoff by
default, which adds about 4 s to every answer while Redis is down (and to every SHUTDOWN, which
closes the connection as it succeeds). A probe, a health check or a call that has a cheaper way
out than waiting uses these instead."""

from __future__ import annotations

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry


def redis_asking_once(url: str, timeout: float) -> redis.Redis:
    """A client for `url` (redis://, rediss:// or unix://) with `timeout` seconds to connect and
    to answer, and no retry."""
    return redis.Redis.from_url(
        url, socket_timeout=timeout, socket_connect_timeout=timeout, retry=Retry(NoBackoff(), 0)
    )
