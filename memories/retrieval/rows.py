"""Candidate rows fetched by the arms' own statements, so a recall's hydration does not fetch
them again: one statement (and its visibility check) fewer on the critical path.

An arm asked for `fields` joins them onto its ranked ids (after its LIMIT: a primary-key lookup
per candidate) and leaves the rows here, keyed by the recall's queryset object; `hydrate` takes
what is here and fetches only the rest (the graph arm's candidates, say).
"""

from __future__ import annotations

import functools
import threading
import uuid
import weakref
from collections.abc import Sequence
from typing import Any

from django.db.models import QuerySet

from memories.models import Memory

_KNOWN: weakref.WeakKeyDictionary[
    QuerySet[Memory], tuple[tuple[str, ...], dict[uuid.UUID, dict[str, Any]]]
] = weakref.WeakKeyDictionary()
_LOCK = threading.Lock()  # arms of one recall may run on two threads


@functools.cache
def _columns() -> dict[str, str]:
    return {f.name: str(f.column) for f in Memory._meta.concrete_fields}


def select_sql(fields: Sequence[str], alias: str) -> str:
    """`alias."column", …` for the model fields named."""
    columns = _columns()
    return ", ".join(f'{alias}."{columns[name]}"' for name in fields)


def columns_sql(fields: Sequence[str], alias: str) -> str:
    """`, alias."column", …` to append to a select list (empty when no fields are named)."""
    return f", {select_sql(fields, alias)}" if fields else ""


def join_sql(fields: Sequence[str], on: str) -> str:
    """The record joined as `m` onto the ranked id in `on`, when fields are wanted from it."""
    return f" JOIN memories_memory m ON m.id = {on}" if fields else ""


def nulls_sql(fields: Sequence[str]) -> str:
    """`, NULL, …`: one per field, for a row that carries no record."""
    return ", NULL" * len(fields)


def keep(
    qs: QuerySet[Memory], fields: Sequence[str], rows: Sequence[Sequence[Any]], *, first: int
) -> None:
    """Remember the records in `rows` (their fields start at column `first`; rows whose id is
    NULL carry no record) as fetched under `qs`. One field list is kept per queryset."""
    if not fields:
        return
    wanted = tuple(fields)
    if "id" not in wanted:
        raise ValueError("rows kept for hydration must include the id field")
    records = [dict(zip(wanted, row[first:], strict=True)) for row in rows]
    with _LOCK:
        entry = _KNOWN.get(qs)
        if entry is None or entry[0] != wanted:
            entry = _KNOWN[qs] = (wanted, {})
        for record in records:
            if record["id"] is not None:
                entry[1][record["id"]] = record


def known(
    qs: QuerySet[Memory], ids: Sequence[uuid.UUID], fields: Sequence[str]
) -> dict[uuid.UUID, dict[str, Any]]:
    """The records among `ids` already fetched under `qs` with exactly `fields`, by id."""
    with _LOCK:
        entry = _KNOWN.get(qs)
        if entry is None or entry[0] != tuple(fields):
            return {}
        return {memory_id: entry[1][memory_id] for memory_id in ids if memory_id in entry[1]}
