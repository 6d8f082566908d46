"""The audit log writer: who did what to which memory, with a small detail dict (never content)."""

from __future__ import annotations

import uuid
from typing import Any

from memories.models import AuditEvent
from memories.scoping import Principal

# Detail values are summaries; long strings are cut so content can never leak in whole.
_MAX_DETAIL_STRING = 200


def _small(value: Any) -> Any:
    if isinstance(value, str):
        return value[:_MAX_DETAIL_STRING]
    if isinstance(value, list | tuple):
        return [_small(v) for v in list(value)[:50]]
    if isinstance(value, dict):
        return {str(k)[:60]: _small(v) for k, v in list(value.items())[:30]}
    if value is None or isinstance(value, bool | int | float):
        return value
    return str(value)[:_MAX_DETAIL_STRING]


def audit_record(
    *,
    principal: Principal | None,
    action: str,
    memory_id: uuid.UUID | str | None = None,
    detail: dict[str, Any] | None = None,
    actor_id: int | None = None,
    api_key_id: int | None = None,
) -> AuditEvent:
    """Write one audit row. `principal=None` is the system itself (watchers, sweeps);
    `actor_id` (and `api_key_id`) name the user (and key) when there is no principal: an
    operator's command, or an MCP call attributed to the key that made it."""
    return AuditEvent.objects.create(
        actor_id=principal.user_id if principal is not None else actor_id,
        api_key_id=principal.api_key_id if principal is not None else api_key_id,
        action=action[:40],
        memory_id=memory_id,
        detail=_small(detail or {}),
    )
