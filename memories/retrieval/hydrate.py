"""The fields recall returns for its hits, within the visible set, in at most one statement."""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import Any

from memories.retrieval.visible import VisibleSet
from memories.search import rows as known_rows
from memories.sql_params import merged, named_one
from memory_project.replicas import read_connection


def hydrate(
    visible_set: VisibleSet, ids: Sequence[uuid.UUID], fields: Sequence[str]
) -> dict[uuid.UUID, dict[str, Any]]:
    """`fields` (model field names, "id" among them) of those `ids` in the set, by id.

    Records an arm's statement already returned with these fields (it checked visibility in
    the same statement) are taken as they are; the rest are fetched in one statement, with the
    recall's compiled visibility SQL and the ids as one array parameter."""
    found = visible_set.known(ids, fields)
    missing = [memory_id for memory_id in ids if memory_id not in found]
    if missing:
        sub_sql, sub_params = named_one(*visible_set.ids_sql(), "visible")
        select = known_rows.select_sql(fields, "m")
        with read_connection().cursor() as cursor:
            cursor.execute(
                f"SELECT {select} FROM memories_memory m"
                f" WHERE m.id = ANY(%(ids)s) AND m.id IN ({sub_sql})",
                merged(sub_params, {"ids": missing}),
            )
            for row in cursor.fetchall():
                record = dict(zip(fields, row, strict=True))
                found[record["id"]] = record
    return {memory_id: found[memory_id] for memory_id in ids if memory_id in found}
