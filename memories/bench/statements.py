"""The statements the recall benchmark issues directly, beside recall's own: the top 10 by the
HNSW-shaped vector SQL (the planner's choice, the index forced, or exact search as ground
truth) and by the full-text GIN statement, for the caller's visible set."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import connection, transaction

from memories.bench.corpus import MODEL
from memories.retrieval.lexical import LEXICAL_SQL
from memories.retrieval.types import RecallFilters
from memories.retrieval.visible import VisibleSet, recall_queryset
from memories.scoping import Principal
from memories.search.indexes import vector_literal
from memories.search.vector_sql import vector_sql
from memories.sql_params import named_one

EXACT_SQL = (
    "SELECT e.memory_id, (e.embedding::vector(384)) <=> %(vector)s::vector(384) AS distance"
    " FROM memories_memoryembedding e WHERE e.model = %(model)s AND e.memory_id IN ({sub_sql})"
    " ORDER BY distance, e.memory_id LIMIT %(limit)s"
)


def vector_top10(principal: Principal, vector: list[float], *, mode: str) -> list[Any]:
    """The HNSW-shaped vector SQL, top 10: `plan` lets the planner choose, `hnsw` forces the
    index path (iterative scan), `exact` forbids index scans. Rows: (id, distance)."""
    visible_set = VisibleSet(recall_queryset(principal=principal, filters=RecallFilters()))
    sub_sql, sub_params = named_one(*visible_set.ids_sql(), "visible")
    with transaction.atomic(), connection.cursor() as cursor:
        if mode == "exact":
            cursor.execute("SET LOCAL enable_indexscan = off")
        else:
            cursor.execute(
                "SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true),"
                " set_config('hnsw.ef_search', %(ef_search)s, true),"
                " set_config('hnsw.max_scan_tuples', %(max_scan_tuples)s, true)",
                {
                    "ef_search": str(settings.RECALL_HNSW_EF_SEARCH),
                    "max_scan_tuples": str(settings.RECALL_HNSW_MAX_SCAN_TUPLES),
                },
            )
        if mode == "hnsw":
            cursor.execute("SET LOCAL enable_sort = off")
        sql = vector_sql(model=MODEL, dimensions=384, sub_sql=sub_sql)
        if mode == "exact":
            # Ground truth: the visible set joined to every vector and sorted (the index
            # path's per-entry probe would be a lookup per vector here).
            sql = EXACT_SQL.format(sub_sql=sub_sql)
        params = {**sub_params, "vector": vector_literal(vector), "model": MODEL, "limit": 10}
        cursor.execute(sql, params)
        return [(row[0], float(row[1])) for row in cursor.fetchall()]


def lexical_top10(principal: Principal, query: str) -> list[Any]:
    visible_set = VisibleSet(recall_queryset(principal=principal, filters=RecallFilters()))
    sub_sql, sub_params = named_one(*visible_set.ids_sql(), "visible")
    with connection.cursor() as cursor:
        cursor.execute(
            LEXICAL_SQL.format(tsquery="websearch_to_tsquery('english', %(query)s)", sub=sub_sql),
            {**sub_params, "query": query, "limit": 10},
        )
        return [row[0] for row in cursor.fetchall()]
