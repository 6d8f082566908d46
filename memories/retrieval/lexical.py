"""The lexical and entity arms for queries written with operators or naming entities: one
`ORDER BY … LIMIT n` each over a GIN index, within the visible set. Natural questions go to
BM25 (`memories.retrieval.bm25`)."""

from __future__ import annotations

import uuid
from collections.abc import Sequence

from memories.retrieval.visible import VisibleSet
from memories.sql_params import merged, named_one
from memory_project.replicas import read_connection

LEXICAL_SQL = (
    "SELECT m.id, ts_rank_cd(m.search_vector, q, 32) AS rank"
    " FROM memories_memory m, {tsquery} q"
    " WHERE m.search_vector @@ q AND m.id IN ({sub})"
    " ORDER BY rank DESC, m.id LIMIT %(limit)s"
)


def lexical_candidates(
    visible_set: VisibleSet, *, query: str, limit: int
) -> list[tuple[uuid.UUID, float, bool]]:
    """Top `limit` (id, ts_rank_cd, False) for a query written with search operators: Postgres'
    `websearch_to_tsquery` (every term, "quoted phrases", -exclusions) over the GIN index.

    Natural questions go to BM25 (`memories.retrieval.bm25`) instead, which matches any term;
    here the person's operators are honoured exactly, so nothing excluded creeps back in.
    """
    sub_sql, sub_params = named_one(*visible_set.ids_sql(), "visible")
    with read_connection().cursor() as cursor:
        cursor.execute(
            LEXICAL_SQL.format(tsquery="websearch_to_tsquery('english', %(query)s)", sub=sub_sql),
            merged(sub_params, {"query": query, "limit": limit}),
        )
        return [(row[0], float(row[1]), False) for row in cursor.fetchall()]


def entity_candidates(
    visible_set: VisibleSet, *, urns: Sequence[str], limit: int, exclude: Sequence[uuid.UUID] = ()
) -> list[tuple[uuid.UUID, list[str]]]:
    """Memories whose `entities` array overlaps `urns` (GIN `&&`), newest first."""
    if not urns:
        return []
    rows = visible_set.qs.filter(entities__overlap=list(urns))
    if exclude:
        rows = rows.exclude(id__in=list(exclude))
    return [
        (memory_id, list(entities))
        for memory_id, entities in rows.order_by("-updated_at", "id").values_list("id", "entities")[
            :limit
        ]
    ]
