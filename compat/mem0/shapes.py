"""Our records in mem0's response shapes."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from compat.mem0.identity import ids_of
from memories.models import Memory, MemoryRevision


def _iso(moment: datetime | None) -> str | None:
    return moment.isoformat() if moment is not None else None


def _last_day(expires_at: datetime | None) -> str | None:
    """The last day a memory lives (mem0's `expiration_date`): it expires as that day ends."""
    if expires_at is None:
        return None
    return (expires_at.astimezone(UTC) - timedelta(microseconds=1)).date().isoformat()


def memory_out(memory: Memory, *, score: float | None = None) -> dict[str, Any]:
    """A memory as mem0 returns one: its text, its four entity ids, `categories` (tags),
    `immutable` (pinned), `expiration_date` (expiry)."""
    out: dict[str, Any] = {
        "id": str(memory.pk),
        "memory": memory.content,
        **ids_of(list(memory.subject)),
        "hash": memory.content_hash,
        "metadata": {k: v for k, v in memory.metadata.items() if k != "redacted"} or None,
        "categories": list(memory.tags),
        "immutable": bool(memory.always_inject),
        "created_at": _iso(memory.created_at),
        "updated_at": _iso(memory.updated_at),
        "expiration_date": _last_day(memory.expires_at),
        "owner": None,
        "structured_attributes": None,
    }
    if score is not None:
        out["score"] = min(1.0, max(0.0, round(float(score), 6)))
    return out


def revision_out(
    memory: Memory, revision: MemoryRevision, new_text: str, event: str
) -> dict[str, Any]:
    """One step of a memory's history as mem0's history entry."""
    return {
        "id": str(revision.pk),
        "memory_id": str(memory.pk),
        "input": [],
        "old_memory": revision.content,
        "new_memory": new_text,
        "user_id": ids_of(list(memory.subject))["user_id"],
        "event": event,
        "metadata": None,
        "categories": list(revision.tags),
        "created_at": _iso(revision.created_at),
        "updated_at": _iso(revision.created_at),
    }
