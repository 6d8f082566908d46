"""The vector statements' SQL: one HNSW-shaped search, exact distances over a small set, and
several searches of one set merged into one statement. Only text here; `statements` runs it."""

from __future__ import annotations

from collections.abc import Sequence

from memories.search.indexes import sql_literal
from memories.search.row_fields import columns_sql, join_sql, nulls_sql


def vector_sql(
    *,
    model: str,
    dimensions: int,
    sub_sql: str,
    global_only: bool | None = None,
    class_key: str | None = None,
    not_classes: Sequence[str] = (),
    fields: Sequence[str] = (),
) -> str:
    """The HNSW-shaped query (`hnsw_part_sql`), nearest first. Params (by name): vector,
    model, the sub SQL's, limit. Rows: (memory id, distance, then the record's `fields`)."""
    part = hnsw_part_sql(
        model=model, dimensions=dimensions, sub_sql=sub_sql, global_only=global_only,
        class_key=class_key, not_classes=not_classes,
    )  # fmt: skip
    return (
        f"WITH hits AS MATERIALIZED ({part})"
        f" SELECT h.memory_id, h.distance{columns_sql(fields)} FROM hits h"
        f"{join_sql(fields, 'h.memory_id')} ORDER BY h.distance, h.memory_id"
    )


def hnsw_part_sql(
    *,
    model: str,
    dimensions: int,
    sub_sql: str,
    global_only: bool | None = None,
    class_key: str | None = None,
    not_classes: Sequence[str] = (),
) -> str:
    """The nearest `limit` (memory id, distance) of the set through an HNSW index: the same cast
    and model predicate as the partial index. With `global_only` True, the global vectors' own
    index; False, the main index skipping global vectors (a cheap test on the index's row,
    before the visibility check). With `class_key`, that class's own index (`ClassVectorIndex`);
    `not_classes` skips those classes' vectors in the main index.
    Params (by name): vector, model, the sub SQL's, limit.

    Each entry the index yields, nearest first, is checked against the set by a probe (one
    primary-key lookup under the visibility rule) and the scan stops once `limit` have passed.
    The probe is an EXISTS the planner may not turn into a join (OFFSET 0): as a join it can
    choose to hash the whole visible set and drain the index before sorting, which at 1M
    records cost 3 to 6 times the probed scan. Class keys are written into the statement as
    literals, so the planner can match a class index's predicate."""
    dims = int(dimensions)
    only = {None: "", True: " AND e.in_global_scope", False: " AND NOT e.in_global_scope"}[
        global_only
    ]
    if class_key is not None:
        only += f" AND e.class_key = {sql_literal(class_key)}"
    if not_classes:
        keys = ", ".join(sql_literal(key) for key in not_classes)
        only += f" AND (e.class_key IS NULL OR e.class_key NOT IN ({keys}))"
    return (
        f"SELECT e.memory_id, (e.embedding::vector({dims})) <=> %(vector)s::vector({dims})"
        " AS distance FROM memories_memoryembedding e"
        f" WHERE e.model = %(model)s{only} AND EXISTS (SELECT 1 FROM ({sub_sql}) probe"
        " WHERE probe.id = e.memory_id OFFSET 0)"
        " ORDER BY distance LIMIT %(limit)s"
    )


def exact_vector_sql(
    *, model: str, dimensions: int, sub_sql: str, fields: Sequence[str] = ()
) -> str:
    """Exact distances over a small visible set, in one statement that also counts it
    (`merged_vector_sql` with the exact part alone). Params (by name): the sub SQL's,
    exact_rows (threshold + 1), vector, model, threshold, limit."""
    return merged_vector_sql(dimensions=dimensions, exact_sub_sql=sub_sql, fields=fields)


def merged_vector_sql(
    *,
    dimensions: int,
    parts: Sequence[str] = (),
    exact_sub_sql: str | None = None,
    fields: Sequence[str] = (),
) -> str:
    """One statement for several searches of one set: each of `parts` (`hnsw_part_sql`, its
    nearest `limit` through an index) and, with `exact_sub_sql`, exact distances over that
    (small) part of the set; their hits merged by distance, the nearest `limit` kept.

    The exact part's visible ids (at most `threshold + 1` of them) are materialised first; only
    when there are at most `threshold` are their vectors fetched one by one through (memory_id,
    model) and sorted. The first row carries that count (NULL without an exact part), so a
    caller learns "too many for an exact scan" without a second round trip; the others are
    (NULL, memory id, distance, then the record's `fields`).
    Params (by name): the parts' own (`hnsw_part_sql`), limit; with an exact part, its sub
    SQL's, exact_rows (threshold + 1), vector, model and threshold."""
    dims = int(dimensions)
    ctes = []
    if exact_sub_sql is not None:
        ctes += [
            f"visible AS MATERIALIZED (SELECT v.id FROM ({exact_sub_sql}) v LIMIT %(exact_rows)s)",
            "scored AS MATERIALIZED ("
            " SELECT visible.id AS memory_id,"
            f" (e.embedding::vector({dims})) <=> %(vector)s::vector({dims})"
            " AS distance FROM visible CROSS JOIN LATERAL ("
            # LIMIT 1 keeps this a per-row index lookup (never a hash join over every vector).
            "  SELECT x.embedding FROM memories_memoryembedding x"
            "  WHERE x.memory_id = visible.id AND x.model = %(model)s LIMIT 1) e"
            " WHERE (SELECT count(*) FROM visible) <= %(threshold)s)",
        ]
    ctes += [f"part{n} AS MATERIALIZED ({part})" for n, part in enumerate(parts)]
    sources = [f"SELECT memory_id, distance FROM part{n}" for n in range(len(parts))]
    if exact_sub_sql is not None:
        sources.append(
            "(SELECT memory_id, distance FROM scored ORDER BY distance, memory_id LIMIT %(limit)s)"
        )
    ctes.append(
        f"hits AS MATERIALIZED (SELECT u.memory_id, u.distance FROM ({' UNION ALL '.join(sources)})"
        " u ORDER BY u.distance, u.memory_id LIMIT %(limit)s)"
    )
    count = "(SELECT count(*) FROM visible)" if exact_sub_sql is not None else "NULL::bigint"
    return (
        f"WITH {', '.join(ctes)}"
        f" SELECT {count}, NULL::uuid, NULL::float8{nulls_sql(fields)}"
        f" UNION ALL (SELECT NULL, h.memory_id, h.distance{columns_sql(fields)} FROM hits h"
        f"{join_sql(fields, 'h.memory_id')} ORDER BY h.distance, h.memory_id)"
    )
