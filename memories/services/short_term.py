"""Short-term memory (seed 004): the last turns of a session, kept in Redis with a TTL.

Turns are pushed as they arrive (conversation messages with a session, `/extract`), already
scrubbed, newest first, cut to SHORT_TERM_TURNS, and the list expires SHORT_TERM_TTL_SECONDS
after the last turn: when the session goes quiet it is gone. A list belongs to one person: its
Redis key is their user id and a digest of the session key, so nobody reads another's turns and
the key name reveals no session. Redis being down never fails a write (the turn is only not
kept, and the log says so); reading then answers 503.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import redis
from django.conf import settings
from redis.backoff import NoBackoff
from redis.retry import Retry

from memories.redaction import scrub_joined
from memory_project.errors import ServiceUnavailable

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class RecentTurn:
    role: str
    speaker: str
    content: str


@lru_cache(maxsize=4)
def _client(url: str) -> redis.Redis:
    return redis.Redis.from_url(
        url, socket_timeout=0.5, socket_connect_timeout=0.5, retry=Retry(NoBackoff(), 0)
    )


def _key(owner_id: int, session: str) -> str:
    digest = hashlib.sha256(session.encode()).hexdigest()[:32]
    return f"memory:recent:{owner_id}:{digest}"


def recent_turns_push(*, owner_id: int, session: str, turns: Sequence[RecentTurn]) -> bool:
    """Keep these turns (oldest first) as the session's latest; False when Redis is away."""
    if not session or not turns:
        return True
    key = _key(owner_id, session)
    values = []
    for t in turns:  # speaker and content as one text (`Password:` | `Xk9…`)
        speaker, content = scrub_joined([t.speaker, t.content])
        values.append(
            json.dumps({"role": t.role, "speaker": speaker.text, "content": content.text})
        )
    try:
        pipe = _client(settings.REDIS_URL).pipeline()
        pipe.lpush(key, *values)
        pipe.ltrim(key, 0, settings.SHORT_TERM_TURNS - 1)
        pipe.expire(key, settings.SHORT_TERM_TTL_SECONDS)
        pipe.execute()
    except (redis.RedisError, OSError) as exc:
        logger.warning(
            "Short-term memory skipped %d turn(s): Redis unreachable (%s).", len(turns), exc
        )
        return False
    return True


def recent_turns_read(*, owner_id: int, session: str) -> list[RecentTurn]:
    """The session's kept turns, oldest first (none once it expired)."""
    try:
        raw = _client(settings.REDIS_URL).lrange(_key(owner_id, session), 0, -1)
    except (redis.RedisError, OSError) as exc:
        raise ServiceUnavailable(
            "Short-term memory (Redis) cannot be reached right now; retry shortly."
        ) from exc
    turns = [json.loads(item) for item in reversed(raw)]
    return [RecentTurn(t["role"], t["speaker"], t["content"]) for t in turns]
