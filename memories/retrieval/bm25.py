"""Okapi BM25 over the full-text index, computed in PostgreSQL within what the caller may see.

`ts_rank_cd` ranks by term proximity and frequency but knows nothing of how rare a word is, so
a question's content word ("pottery") counts no more than a name that is in every record
("Caroline"). BM25 weighs each query term by its inverse document frequency *within the
visible set*, saturates term frequency (k1) and normalises by record length (b).

One statement: the query's lexemes (English stemming and stop words, the same config as the
stored `search_vector`); their document frequencies, the record count and the mean record
length summed over the term statistics of the visibility classes the caller may see
(`memories.models.term_stats`, kept by a trigger on every write, selected by
`scoping.visibility_filter`); then only the visible records matching any query term, found
through the GIN index, each scored with those weights. Nothing is read of records that match no
term, so the cost follows the matches, not what a person can see. Record length is its count of
distinct lexemes.
"""

from __future__ import annotations

import functools
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.db import connection
from django.db.models import QuerySet

from memories.models import Memory, TermStatistic, TermStatisticDelta
from memories.retrieval import rows as known_rows
from memories.retrieval.visible import VisibleSet
from memories.scoping import Principal, visibility_filter

K1 = 1.2
B = 0.75
CLASS_COLUMNS = ("scope", "owner_id", "persona_id", "project_id", "system_id")

# Score the records of one hits CTE: each record's vector cut down to the query's lexemes
# first (mark them weight A, keep A) so only those are unnested (unnesting every lexeme with its
# positions cost the most), then the BM25 sum with the caller's term weights, looked up in the
# query's sorted lexeme and weight arrays: one small aggregate per record, no join or hash
# table per record and no grouping over all of them.
_SCORED = """
    SELECT h.id, s.score, s.matched < stats.wanted AS partial
    FROM {hits} h CROSS JOIN stats CROSS JOIN term_weights tw
    CROSS JOIN LATERAL (
        SELECT sum(tw.idfs[array_position(tw.lexemes, x.lexeme)] * x.tf * %s
                   / (x.tf + %s * (1 - %s + %s * length(h.sv) / stats.avgdl))) AS score,
               count(*) AS matched
        FROM (
            SELECT u.lexeme, coalesce(array_length(u.positions, 1), 1)::float8 AS tf
            FROM unnest(ts_filter(setweight(setweight(h.sv, 'D'), 'A', tw.lexemes), '{{a}}')) u
        ) x
    ) s
    ORDER BY s.score DESC, h.id
    LIMIT %s
"""

BM25_SQL = """
WITH terms AS MATERIALIZED (
    SELECT DISTINCT lexeme FROM unnest(to_tsvector('english', %s))
), any_term AS (
    SELECT string_agg(quote_literal(lexeme), ' | ')::tsquery AS q FROM terms
), class_rows AS MATERIALIZED (
    -- The statistics of the caller's classes for the query's lexemes and '' (record counts).
    SELECT c.* FROM (
        SELECT * FROM ({stats}) s UNION ALL SELECT * FROM ({deltas}) d
    ) c
    WHERE c.lexeme IN (SELECT lexeme FROM terms UNION ALL SELECT '')
), counts AS MATERIALIZED (
    -- Document frequencies ('' : record count and total length) over the caller's classes.
    SELECT lexeme, sum(df)::float8 AS df, sum(length)::float8 AS length
    FROM class_rows GROUP BY lexeme
), classes AS MATERIALIZED (
    -- The caller's classes that hold active records, as a tsquery over `class_term`: the
    -- matches below are found by one GIN scan of (search_vector, class_term).
    -- Their record counts come back with the hits (the vector arm routes its search by them).
    SELECT string_agg(quote_literal(k.key), ' | ')::tsquery AS q,
           json_object_agg(k.key, k.n) AS counts FROM ({class_counts}) k
), stats AS MATERIALIZED (
    SELECT coalesce(max(df) FILTER (WHERE lexeme = ''), 0) AS n,
           greatest(coalesce(max(length / nullif(df, 0)) FILTER (WHERE lexeme = ''), 1), 1)
               AS avgdl,
           (SELECT count(*) FROM terms) AS wanted
    FROM counts
), weights AS MATERIALIZED (
    SELECT t.lexeme, coalesce(c.df, 0) AS df,
           ln(1 + (greatest(stats.n, coalesce(c.df, 1)) - coalesce(c.df, 1) + 0.5)
                  / (coalesce(c.df, 1) + 0.5)) AS idf
    FROM terms t LEFT JOIN counts c USING (lexeme), stats
), term_weights AS MATERIALIZED (
    -- The query's lexemes and their weights, in one order, for the per-record lookups.
    SELECT array_agg(lexeme) AS lexemes, array_agg(idf) AS idfs FROM weights
), rare AS MATERIALIZED (
    -- The terms in at most a fraction of the visible records, and the most a record matching
    -- none of them can score (BM25's term factor stays below k1 + 1).
    SELECT (SELECT string_agg(quote_literal(lexeme), ' | ')::tsquery FROM weights, stats
            WHERE weights.df <= stats.n * %s) AS q,
           (SELECT coalesce(sum(idf), 0) * %s FROM weights, stats
            WHERE weights.df > stats.n * %s) AS bound
), rare_hits AS MATERIALIZED (
    SELECT v.id, v.sv FROM ({visible}) v
    WHERE (SELECT q FROM rare) IS NOT NULL AND v.sv @@ (SELECT q FROM rare){in_classes}
), rare_ranked AS MATERIALIZED ({rare_scored}
), enough AS MATERIALIZED (
    -- Exact top-k from the rare terms alone: k records, the k-th above the bound.
    SELECT count(*) >= %s AND coalesce(min(score) >= (SELECT bound FROM rare), false) AS ok
    FROM rare_ranked
), all_hits AS MATERIALIZED (
    SELECT v.id, v.sv FROM ({visible}) v
    WHERE NOT (SELECT ok FROM enough) AND v.sv @@ (SELECT q FROM any_term){in_classes}
), ranked AS (
    SELECT * FROM rare_ranked WHERE (SELECT ok FROM enough)
    UNION ALL
    ({all_scored})
)
SELECT r.id, r.score, r.partial, (SELECT counts FROM classes){columns} FROM ranked r{join}
ORDER BY 2 DESC, 1
"""


@dataclass(frozen=True)
class Bm25Hits:
    rows: list[tuple[uuid.UUID, float, bool]]  # (id, BM25 score, partial), best first


# Each class's key and active record count, from statistics rows `rows` with class columns.
CLASS_COUNTS_SQL = (
    "SELECT memories_class_key(scope, owner_id, persona_id, project_id, system_id) AS key,"
    " sum(df) AS n FROM {rows} WHERE lexeme = '' GROUP BY 1 HAVING sum(df) > 0"
)


def visible_classes(principal: Principal) -> dict[str, int]:
    """How many active records (session rows aside) each visibility class `principal` may see
    holds (`memories_class_key` → count), from the term statistics' record counts (the lexeme
    ''): index lookups, not a count of the records. The vector arm routes its search by them."""
    stats, deltas, params = class_statistics_sql(principal)
    rows = f"(SELECT * FROM ({stats}) s UNION ALL SELECT * FROM ({deltas}) d) c"
    with connection.cursor() as cursor:
        cursor.execute(CLASS_COUNTS_SQL.format(rows=rows), params)
        return {str(key): int(count) for key, count in cursor.fetchall()}


def visible_record_count(principal: Principal) -> int:
    """How many active records (session rows aside) `principal` may see: the sum of its
    classes' counts."""
    return sum(visible_classes(principal).values())


def class_statistics_sql(principal: Principal) -> tuple[str, str, list[Any]]:
    """The compacted and the pending term statistics of the classes `principal` may see (the
    one visibility rule, applied to their class columns), as two SELECTs and their params."""
    stats, deltas, params = _compiled_class_statistics(principal)
    return stats, deltas, list(params)


@functools.lru_cache(maxsize=1024)
def _compiled_class_statistics(principal: Principal) -> tuple[str, str, tuple[Any, ...]]:
    """`class_statistics_sql`, compiled once per principal: the SQL is a function of the
    principal's grants alone (a frozen value; a changed grant is another principal), and the
    ORM's compilation of the visibility rule costs more than the statement's own lookups."""
    rule = visibility_filter(principal)
    fields = (*CLASS_COLUMNS, "lexeme", "df", "length")
    stats, stat_params = TermStatistic.objects.filter(rule).values(*fields).query.sql_with_params()
    deltas, delta_params = (
        TermStatisticDelta.objects.filter(rule).values(*fields).query.sql_with_params()
    )
    return stats, deltas, (*stat_params, *delta_params)


def bm25_search(
    visible_set: VisibleSet,
    *,
    principal: Principal,
    query: str,
    limit: int,
    k1: float = K1,
    b: float = B,
    fields: Sequence[str] = (),
) -> Bm25Hits:
    """Top `limit` (id, BM25 score, partial) among the records of the set matching any query term;
    partial says a record lacks some of the query's terms. Term weights come from the term
    statistics of what `principal` may see (active records, before the request's own filters).
    `fields`, when given, come along for each hit and are kept for `hydrate`."""
    if not principal.can_read:
        return Bm25Hits(rows=[])
    visible_sql, visible_params = visible_set.records_sql()
    stats_sql, deltas_sql, stats_params = class_statistics_sql(principal)
    visible = f"SELECT v.id, v.search_vector AS sv, v.class_term AS ct FROM ({visible_sql}) v"
    # Within the caller's classes (one GIN scan) when every record of the set is in one: the
    # set holds active records only (no archived rows asked for, no session thread, whose rows
    # the statistics leave out). An admin sees every class: the plain index serves them.
    by_class = settings.RECALL_CLASS_ROUTING and visible_set.active_only and not principal.is_admin
    sql = BM25_SQL.format(
        stats=stats_sql,
        deltas=deltas_sql,
        in_classes=" AND v.ct @@ (SELECT q FROM classes)" if by_class else "",
        class_counts=CLASS_COUNTS_SQL.format(rows="class_rows"),
        visible=visible,
        rare_scored=_SCORED.format(hits="rare_hits"),
        all_scored=_SCORED.format(hits="all_hits"),
        columns=known_rows.columns_sql(fields, "m"),
        join=known_rows.join_sql(fields, "r.id"),
    )
    common = settings.RECALL_BM25_COMMON_FRACTION
    scored = [k1 + 1, k1, b, b, limit]
    params = [
        query, *stats_params, common, k1 + 1, common, *visible_params, *scored, limit,
        *visible_params, *scored,
    ]  # fmt: skip
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        rows = cursor.fetchall()
    visible_set.keep(fields, rows, first=4)
    if rows:  # the records per class BM25 read from the statistics: the set's size, for free
        visible_set.note_classes({str(key): int(n) for key, n in (rows[0][3] or {}).items()})
    return Bm25Hits(rows=[(row[0], float(row[1]), bool(row[2])) for row in rows])


def bm25_candidates(
    qs: QuerySet[Memory],
    *,
    principal: Principal,
    query: str,
    limit: int,
    k1: float = K1,
    b: float = B,
) -> list[tuple[uuid.UUID, float, bool]]:
    """`bm25_search`'s ranked rows alone."""
    hits = bm25_search(VisibleSet(qs), principal=principal, query=query, limit=limit, k1=k1, b=b)
    return hits.rows
