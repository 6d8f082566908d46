"""Our records in mem0's response shapes."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from compat.mem0.identity import ids_of
from memories.models import Memory, MemoryRevision


def _iso(moment: datetime | None) -> str | None:
    return moment.isoformat() if moment is not None else None


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
        "expiration_date": memory.expires_at.date().isoformat() if memory.expires_at else None,
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
