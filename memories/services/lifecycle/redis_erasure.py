"""Forgetting reaches Redis: what an erasure removes there, and the files Redis keeps on disk.

An erasure names what went (refs: memory, message, conversation ids; never text) per owner.
Once it commits, the owner's short-term turns that came from it are removed at once, and a task
queued through the outbox in the erasing transaction (so it is never lost) does it again, then
has Redis rewrite its append-only file (and its snapshot, when snapshots are on), so the
erased text is gone from the disk too, not only from memory. Both steps are idempotent.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import redis
from django.conf import settings
from django.db import transaction

from memories.models import TaskOutbox
from memories.services.short_term import ALL_TURNS, recent_turns_forget
from memories.services.upkeep.outbox import outbox_enqueue

logger = logging.getLogger(__name__)

REDIS_ERASE_TASK = "memories.redis_erase"
_POLL_SECONDS = 0.05
_IN_PROGRESS = ("aof_rewrite_in_progress", "aof_rewrite_scheduled", "rdb_bgsave_in_progress")


class RedisFilesBusy(Exception):
    """Redis did not finish rewriting its files in time (the task retries later)."""


@dataclass
class _Pending:
    """One erasing transaction's refs for one owner, and the outbox row that carries them."""

    row_id: int
    refs: set[str] = field(default_factory=set)


_local = threading.local()


def _pending() -> dict[int, _Pending]:
    held: dict[int, _Pending] | None = getattr(_local, "pending", None)
    if held is None:
        held = _local.pending = {}
    return held


def redis_forget_after_commit(*, owner_id: int, refs: Iterable[str]) -> None:
    """Queue (in the caller's transaction) the removal of the owner's Redis copies of `refs`,
    and try it right after the commit. One outbox row per owner and transaction, however many
    parts of an erasure call this."""
    wanted = set(refs)
    if not wanted:
        return
    pending = _pending()
    held = pending.get(owner_id)
    # The row exists only inside the transaction that wrote it (after a rollback it is gone
    # and so are the refs it held: start afresh).
    if held is not None and TaskOutbox.objects.filter(pk=held.row_id).exists():
        held.refs |= wanted
        if ALL_TURNS in held.refs:  # the whole owner goes: no need to name each part
            held.refs = {ALL_TURNS}
        TaskOutbox.objects.filter(pk=held.row_id).update(args=[owner_id, sorted(held.refs)])
        return
    row = outbox_enqueue(task=REDIS_ERASE_TASK, args=[owner_id, sorted(wanted)])
    pending[owner_id] = _Pending(row.pk, wanted)
    transaction.on_commit(partial(_forget_now, owner_id, row.pk))


def _forget_now(owner_id: int, row_id: int) -> None:
    held = _pending().pop(owner_id, None)
    if held is None or held.row_id != row_id:
        return
    try:
        redis_forget(owner_id=owner_id, refs=held.refs)
    except (redis.RedisError, OSError) as exc:
        logger.warning(
            "Erasure: Redis unreachable (%s); the queued task removes the short-term copies.", exc
        )


def redis_forget(*, owner_id: int, refs: Iterable[str]) -> int:
    """Remove the owner's short-term turns that came from `refs` (idempotent; raises
    RedisError/OSError when Redis is away)."""
    return recent_turns_forget(owner_id=owner_id, refs=set(refs))


def _client() -> redis.Redis:
    return redis.Redis.from_url(settings.REDIS_URL, socket_timeout=30, socket_connect_timeout=5)


def _persistence(client: redis.Redis) -> dict[str, Any]:
    info: dict[str, Any] = client.info("persistence")
    return info


def _wait_idle(client: redis.Redis, deadline: float) -> dict[str, Any]:
    """Wait until Redis writes no file in the background (a rewrite that began before the
    erasure may still copy the erased data, so ours must start after it)."""
    while True:
        info = _persistence(client)
        if not any(int(info.get(name, 0)) for name in _IN_PROGRESS):
            return info
        if time.monotonic() > deadline:
            raise RedisFilesBusy("Redis is still writing its files in the background.")
        time.sleep(_POLL_SECONDS)


def _snapshots_on(client: redis.Redis) -> bool:
    try:
        return bool((client.config_get("save").get("save") or "").strip())
    except redis.ResponseError:  # CONFIG renamed away (managed Redis): its snapshots are its own
        return False


def _run(client: redis.Redis, command: str, status: str, deadline: float) -> None:
    """Start BGREWRITEAOF or BGSAVE once nothing else runs, wait for it, check it worked."""
    start = client.bgrewriteaof if command == "BGREWRITEAOF" else client.bgsave
    while True:
        _wait_idle(client, deadline)
        try:
            start()
        except redis.ResponseError as exc:
            if "in progress" not in str(exc).lower():
                raise
            continue  # another rewrite started meanwhile: wait for it, then start ours
        break
    info = _wait_idle(client, deadline)
    if info.get(status, "ok") != "ok":
        raise RedisFilesBusy(f"Redis {command} failed ({status} = {info.get(status)}).")


def redis_files_compact(*, timeout: float = 300.0) -> list[str]:
    """Have Redis rewrite its append-only file (and its snapshot, when snapshots are on) from
    what it holds now, and wait until done: the files then keep nothing erased before this
    call. Returns the rewrites done."""
    client = _client()
    deadline = time.monotonic() + timeout
    done: list[str] = []
    if int(_persistence(client).get("aof_enabled", 0)):
        _run(client, "BGREWRITEAOF", "aof_last_bgrewrite_status", deadline)
        done.append("aof")
    if _snapshots_on(client):
        _run(client, "BGSAVE", "rdb_last_bgsave_status", deadline)
        done.append("rdb")
    return done
