"""Short-term memory: the last turns of a session, kept in Redis with a TTL.

Turns are pushed as they arrive (conversation messages with a session, `/extract`), already
scrubbed, newest first, cut to SHORT_TERM_TURNS, and the list expires SHORT_TERM_TTL_SECONDS
after the last turn: when the session goes quiet it is gone. A list belongs to one person: its
Redis key is their user id and a digest of the session key, so nobody reads another's turns and
the key name reveals no session. Redis being down never fails a write (the turn is only not
kept, and the log says so); reading then answers 503.

Each kept turn names what it came from (`refs`: its conversation and message, or the memories
extracted from it), so erasing any of those removes the turn too (`recent_turns_forget`).
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import cast

import redis
from django.conf import settings

from memories.redaction import scrub_joined
from memory_project.errors import ServiceUnavailable
from memory_project.redis_once import redis_asking_once

logger = logging.getLogger(__name__)


ALL_TURNS = "*"  # as a ref to forget: every kept turn of the owner (the owner is erased)


def conversation_ref(conversation_id: object) -> str:
    return f"conversation:{conversation_id}"


def message_ref(message_id: object) -> str:
    return f"message:{message_id}"


def memory_ref(memory_id: object) -> str:
    return f"memory:{memory_id}"


@dataclass(frozen=True)
class RecentTurn:
    role: str
    speaker: str
    content: str
    refs: tuple[str, ...] = ()  # what this turn came from (ids only, never text)
    via_key: int | None = None  # the API key the turn came through (None: a person's)


@lru_cache(maxsize=4)
def _client(url: str) -> redis.Redis:
    return redis_asking_once(url, 0.5)


def _key(owner_id: int, session: str) -> str:
    digest = hashlib.sha256(session.encode()).hexdigest()[:32]
    return f"{_owner_prefix(owner_id)}{digest}"


def _owner_prefix(owner_id: int) -> str:
    return f"memory:recent:{owner_id}:"


def recent_turns_push(*, owner_id: int, session: str, turns: Sequence[RecentTurn]) -> bool:
    """Keep these turns (oldest first) as the session's latest; False when Redis is away."""
    if not session or not turns:
        return True
    key = _key(owner_id, session)
    values = []
    for t in turns:  # speaker and content as one text (`Password:` | `Xk9…`)
        speaker, content = scrub_joined([t.speaker, t.content])
        values.append(
            json.dumps(
                {
                    "role": t.role,
                    "speaker": speaker.text,
                    "content": content.text,
                    "refs": list(t.refs),
                    "via_key": t.via_key,
                }
            )
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


def recent_turns_read(
    *, owner_id: int, session: str, only_key: int | None = None
) -> list[RecentTurn]:
    """The session's kept turns, oldest first (none once it expired); with `only_key`, only
    the turns that came through that key (`scoping.short_term_key_reach`)."""
    try:
        raw = _client(settings.REDIS_URL).lrange(_key(owner_id, session), 0, -1)
    except (redis.RedisError, OSError) as exc:
        raise ServiceUnavailable(
            "Short-term memory (Redis) cannot be reached right now; retry shortly."
        ) from exc
    turns = [json.loads(item) for item in reversed(raw)]
    kept = [
        RecentTurn(
            t["role"], t["speaker"], t["content"], tuple(t.get("refs", ())), t.get("via_key")
        )
        for t in turns
    ]
    if only_key is not None:
        kept = [turn for turn in kept if turn.via_key == only_key]
    return kept


def recent_turns_forget(*, owner_id: int, refs: Collection[str]) -> int:
    """Remove from every one of the owner's sessions the turns that came from one of `refs`
    (all of them for ALL_TURNS); returns how many went. Idempotent; raises RedisError/OSError
    when Redis is away (the caller retries)."""
    wanted = set(refs)
    if not wanted:
        return 0
    client = _client(settings.REDIS_URL)
    removed = 0
    for key in client.scan_iter(match=f"{_owner_prefix(owner_id)}*", count=1000):
        if ALL_TURNS in wanted:
            removed += int(client.llen(key))
            client.delete(key)
            continue
        for raw in client.lrange(key, 0, -1):
            if wanted.intersection(_refs_of(raw)):
                # LREM by value: a turn pushed meanwhile is never touched, and a second run
                # finds nothing left to remove.
                removed += int(client.lrem(key, 0, cast("str", raw)))  # bytes work too
    return removed


def _refs_of(raw: bytes | str) -> list[str]:
    try:
        refs = json.loads(raw).get("refs", [])
    except (ValueError, AttributeError):
        return []
    return [str(ref) for ref in refs] if isinstance(refs, list) else []
