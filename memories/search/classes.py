"""Records per visibility class (`memories_class_key` → count), read from the term statistics:
what recall routes its vector search by, and what decides which classes get an index of their
own (`services.upkeep.class_indexes`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from memories.sql_params import named
from memory_project.replicas import read_connection

# Each class's key and active record count, from statistics rows `rows` with class columns.
CLASS_COUNTS_SQL = (
    "SELECT memories_class_key(scope, owner_id, persona_id, project_id, system_id) AS key,"
    " sum(df) AS n FROM {rows} WHERE lexeme = '' GROUP BY 1 HAVING sum(df) > 0"
)


def count_classes(stats: str, deltas: str, params: Sequence[Any]) -> dict[str, int]:
    """Records per class (`memories_class_key` → count, classes holding none left out) from
    the compacted and pending statistics SELECTs `stats` and `deltas` (their class columns,
    lexeme and df) and their params."""
    [stats, deltas], by_name = named([stats, deltas], params, "stats")
    rows = f"(SELECT * FROM ({stats}) s UNION ALL SELECT * FROM ({deltas}) d) c"
    with read_connection().cursor() as cursor:
        cursor.execute(CLASS_COUNTS_SQL.format(rows=rows), by_name)
        return {str(key): int(count) for key, count in cursor.fetchall()}
