"""Tasks the broker handed to a worker that has not acknowledged them.

Tasks are acknowledged late (`CELERY_TASK_ACKS_LATE`): Redis keeps each delivered message in
its `unacked` hash until the worker that took it says it is done. A worker killed outright
(SIGKILL, the OOM killer, a lost machine) never says so, and Redis hands the message out again
only after the visibility timeout (40 minutes by default, longer than the longest task). Recovery
sweeps read this hash to find such tasks sooner; what they do with one (is a live worker still
on it?) is theirs to decide: a message here is either running, about to run, or orphaned.
"""

from __future__ import annotations

import base64
import json
import logging
import time
from typing import Any, cast

import redis
from django.conf import settings
from kombu.transport.redis import Channel

logger = logging.getLogger(__name__)


def _keys() -> tuple[str, str]:
    options = settings.CELERY_BROKER_TRANSPORT_OPTIONS
    prefix = str(options.get("global_keyprefix", ""))
    return (
        prefix + str(options.get("unacked_key", Channel.unacked_key)),
        prefix + str(options.get("unacked_index_key", Channel.unacked_index_key)),
    )


def _first_argument(payload: dict[str, Any], task: str) -> str | None:
    """The first positional argument of a protocol-2 message of `task`, else None."""
    if (payload.get("headers") or {}).get("task") != task:
        return None
    body = payload.get("body", "")
    if (payload.get("properties") or {}).get("body_encoding") == "base64":
        body = base64.b64decode(body)
    args = json.loads(body)[0]
    return str(args[0]) if args else None


def unacknowledged(task: str, *, older_than_seconds: float) -> set[str]:
    """The first argument of each delivered, unacknowledged `task` handed out at least
    `older_than_seconds` ago. Empty (with a warning) when the broker cannot be read: a sweep
    that uses this still does the rest of its work."""
    hash_key, index_key = _keys()
    ceiling = time.time() - older_than_seconds
    try:
        client = redis.Redis.from_url(
            settings.REDIS_URL, socket_timeout=settings.BROKER_TIMEOUT_SECONDS,
            socket_connect_timeout=settings.BROKER_TIMEOUT_SECONDS,
        )  # fmt: skip
        tags = cast("list[bytes]", client.zrangebyscore(index_key, 0, ceiling))
        raws = client.hmget(hash_key, tags) if tags else []
    except redis.RedisError as exc:
        logger.warning("Could not read the broker's unacknowledged deliveries: %s", exc)
        return set()
    found: set[str] = set()
    for raw in raws:
        if raw is None:  # acknowledged between the two reads
            continue
        try:
            payload = json.loads(raw)[0]
            argument = _first_argument(payload, task)
        except (ValueError, TypeError, IndexError, KeyError):
            continue  # not a message this code wrote; never ours to resume
        if argument is not None:
            found.add(argument)
    return found
