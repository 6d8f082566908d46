"""SQL pieces for candidate rows fetched by the arms' own statements, so a recall's hydration
does not fetch them again: one statement (and its visibility check) fewer on the critical path.

An arm asked for `fields` joins them onto its ranked ids (after its LIMIT: a primary-key lookup
per candidate) and leaves the rows with the recall's `VisibleSet`; `hydrate` takes what is there
and fetches only the rest (the graph arm's candidates, say).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from memories.models import Memory


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
