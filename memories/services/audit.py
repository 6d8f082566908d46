"""The audit log writer: who did what to which memory, with a small detail dict (never content)."""

from __future__ import annotations

import uuid
from functools import cache
from typing import Any

from django.db import connection
from django.db.models import Field
from django.utils import timezone

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
    flush: bool = True,
) -> AuditEvent:
    """Write one audit row. `principal=None` is the system itself (watchers, sweeps);
    `actor_id` (and `api_key_id`) name the user (and key) when there is no principal: an
    operator's command, or an MCP call attributed to the key that made it.

    `flush=False`, outside a transaction only, commits the row without waiting for PostgreSQL
    to flush it to disk (`synchronous_commit` off for that one statement): for a row that
    records a call whose own effects were already committed and flushed (an MCP call's row).
    The database stays consistent; a crash of PostgreSQL or its host may lose the last
    fraction of a second of such rows (docs/security.md, "Audit log")."""
    event = AuditEvent(
        actor_id=principal.user_id if principal is not None else actor_id,
        api_key_id=principal.api_key_id if principal is not None else api_key_id,
        action=action[:40],
        memory_id=memory_id,
        detail=_small(detail or {}),
        created_at=timezone.now(),
    )
    # One INSERT … RETURNING written once, not the ORM's save: an audit row follows every MCP
    # call and most writes, and the ORM's path costs about twice its Python time (the model
    # has no signals or save hooks to skip; docs/benchmarks.md, "MCP beside REST").
    columns, sql = _insert(flush or connection.in_atomic_block)
    values = [
        field.get_db_prep_save(getattr(event, field.attname), connection) for field in columns
    ]
    with connection.cursor() as cursor:
        cursor.execute(sql, values)
        event.pk = cursor.fetchone()[0]
    event._state.adding = False
    return event


@cache
def _insert(flush: bool) -> tuple[list[Field[Any, Any]], str]:
    """The audit table's columns but its id, and the statement that writes a row of them; one
    that does not wait for the disk sets `synchronous_commit` off for its own transaction (the
    statement is the transaction: the caller checked that no block is open)."""
    meta = AuditEvent._meta
    pk = meta.pk
    assert pk is not None
    columns = [field for field in meta.concrete_fields if field is not pk]
    quote = connection.ops.quote_name
    names = ", ".join(quote(str(field.column)) for field in columns)
    marks = ", ".join(["%s"] * len(columns))
    table, returning = quote(meta.db_table), quote(str(pk.column))
    if not flush:  # (set while the statement runs, so its commit reads it; then reset)
        returning += ", set_config('synchronous_commit', 'off', true)"
    return columns, f"INSERT INTO {table} ({names}) VALUES ({marks}) RETURNING {returning}"
