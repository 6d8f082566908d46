"""Our rows in LangGraph's response shapes (`langgraph_sdk.schema.Item`, `SearchItem`)."""

from __future__ import annotations

from typing import Any

from memories.models import Memory
from memories.services.rules.subject_labels import key_of, namespace_of


def item_out(
    memory: Memory, *, score: float | None = None, searched: bool = False
) -> dict[str, Any]:
    out: dict[str, Any] = {
        "namespace": list(namespace_of(list(memory.subject))),
        "key": key_of(list(memory.subject)) or "",
        "value": memory.metadata.get("value") or {},
        "created_at": memory.created_at.isoformat(),
        "updated_at": memory.updated_at.isoformat(),
    }
    if searched:
        out["score"] = None if score is None else round(score, 6)
    return out
