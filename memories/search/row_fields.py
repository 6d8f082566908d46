"""The record's fields an arm's statement brings along with its ranked ids, so that recall does
not read those records again (`memories.retrieval.hydrate` reads only what no arm brought).

An arm asked for `fields` joins the record as `m` onto its ranked id after its LIMIT (a
primary-key lookup per hit, inside the statement that checked the hit's visibility) and appends
the fields' columns to each row.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from memories.models import Memory


@functools.cache
def _columns() -> dict[str, str]:
    return {f.name: str(f.column) for f in Memory._meta.concrete_fields}


def select_sql(fields: Sequence[str], alias: str = "m") -> str:
    """`alias."column", …` for the model fields named."""
    columns = _columns()
    return ", ".join(f'{alias}."{columns[name]}"' for name in fields)


def columns_sql(fields: Sequence[str], alias: str = "m") -> str:
    """`, alias."column", …` to append to a select list (empty when no fields are asked for)."""
    return f", {select_sql(fields, alias)}" if fields else ""


def join_sql(fields: Sequence[str], on: str) -> str:
    """The record joined as `m` onto the ranked id `on`, when fields are asked for."""
    return f" JOIN memories_memory m ON m.id = {on}" if fields else ""


def nulls_sql(fields: Sequence[str]) -> str:
    """`, NULL, …`: one per field, for a row that carries no record."""
    return ", NULL" * len(fields)
