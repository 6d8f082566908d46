"""Read and change a person's memory settings (the defaults until they first change one)."""

from __future__ import annotations

from typing import Any

from memories.models import TOP_K_MAX, MemorySettings
from memories.row_reads import first_row
from memory_project.errors import ValidationFailed


def memory_settings_for(*, user_id: int) -> MemorySettings:
    """One indexed read (every recall makes it: no ORM compilation, `first_row`); a person who
    never changed a setting gets the defaults, unsaved, so reading them never writes."""
    row = first_row(MemorySettings, where="t0.user_id = %(user_id)s", params={"user_id": user_id})
    return MemorySettings(user_id=user_id) if row is None else row


def memory_settings_update(*, user_id: int, **changes: Any) -> MemorySettings:
    row, _ = MemorySettings.objects.get_or_create(user_id=user_id)
    allowed = {"enabled", "top_k", "use_rerank", "embedding_model", "rerank_model", "auto_mine"}
    unknown = sorted(set(changes) - allowed)
    if unknown:
        raise ValidationFailed(fields={k: ["unknown setting"] for k in unknown})
    top_k = changes.get("top_k", row.top_k)
    if not isinstance(top_k, int) or not 1 <= top_k <= TOP_K_MAX:
        raise ValidationFailed(fields={"top_k": [f"a whole number from 1 to {TOP_K_MAX}"]})
    model = changes.get("rerank_model", row.rerank_model)
    if not isinstance(model, str) or len(model) > 200 or any(c.isspace() for c in model):
        raise ValidationFailed(fields={"rerank_model": ["a model name: no spaces, at most 200"]})
    for key, value in changes.items():
        setattr(row, key, value)
    row.save()
    return row
