"""Okapi BM25 over the full-text index, computed in PostgreSQL within what the caller may see.

`ts_rank_cd` ranks by term proximity and frequency but knows nothing of how rare a word is, so
a question's content word ("pottery") counts no more than a name that is in every record
("Caroline"). BM25 weighs each query term by its inverse document frequency *within the
visible set*, saturates term frequency (k1) and normalises by record length (b).

One statement: the query's lexemes (English stemming and stop words, the same config as the
stored `search_vector`), one pass over the visible records keeping those that match any of
them, each term's frequency in each record (document frequency follows), then the BM25 sum per
record. Only records matching at least one term are scored; record length is its count of
distinct lexemes, the average taken over the matching records.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass

from django.db import connection
from django.db.models import QuerySet

from memories.models import Memory
from memories.retrieval import rows as known_rows
from memories.retrieval.candidates import visible_records_sql

K1 = 1.2
B = 0.75

BM25_SQL = """
WITH visible AS (
    {visible}
), terms AS MATERIALIZED (
    SELECT DISTINCT lexeme FROM unnest(to_tsvector('english', %s))
), any_term AS (
    SELECT string_agg(quote_literal(lexeme), ' | ')::tsquery AS q,
           array_agg(lexeme) AS lexemes
    FROM terms
), scan AS MATERIALIZED (
    -- One pass: count every visible record, keep (id, vector) of those matching a term.
    SELECT count(*)::float8 AS n,
           array_agg(x.id) FILTER (WHERE x.hit) AS ids,
           array_agg(x.sv) FILTER (WHERE x.hit) AS svs
    FROM (SELECT v.id, v.sv, v.sv @@ (SELECT q FROM any_term) AS hit FROM visible v OFFSET 0) x
), hits AS MATERIALIZED (
    SELECT h.id, h.sv FROM scan, unnest(scan.ids, scan.svs) AS h(id, sv)
), tf AS MATERIALIZED (
    -- Each record's vector cut down to the query's lexemes first (mark them weight A, keep A)
    -- so only those are unnested: unnesting every lexeme with its positions cost the most.
    SELECT h.id, u.lexeme,
           coalesce(array_length(u.positions, 1), 1)::float8 AS tf,
           length(h.sv)::float8 AS dl
    FROM hits h, unnest(ts_filter(
        setweight(setweight(h.sv, 'D'), 'A', (SELECT lexemes FROM any_term)), '{{a}}'
    )) u
), df AS (
    SELECT lexeme, count(*)::float8 AS df FROM tf GROUP BY lexeme
), stats AS (
    SELECT (SELECT n FROM scan) AS n,
           (SELECT greatest(coalesce(avg(length(sv)), 1), 1) FROM hits)::float8 AS avgdl,
           (SELECT count(*) FROM terms) AS wanted
), ranked AS (
    SELECT tf.id,
           sum(ln(1 + (greatest(stats.n, df.df) - df.df + 0.5) / (df.df + 0.5))
               * tf.tf * (%s + 1) / (tf.tf + %s * (1 - %s + %s * tf.dl / stats.avgdl))) AS score,
           count(*) < min(stats.wanted) AS partial
    FROM tf JOIN df USING (lexeme), stats
    GROUP BY tf.id
    ORDER BY score DESC, tf.id
    LIMIT %s
)
SELECT r.id, r.score, r.partial, (SELECT n FROM stats)::bigint{columns} FROM ranked r{join}
UNION ALL  -- nothing matched: one row that only carries the visible count
SELECT NULL, NULL, NULL, (SELECT n FROM stats)::bigint{nulls}
WHERE NOT EXISTS (SELECT 1 FROM ranked)
ORDER BY 2 DESC NULLS LAST, 1
"""


@dataclass(frozen=True)
class Bm25Hits:
    rows: list[tuple[uuid.UUID, float, bool]]  # (id, BM25 score, partial), best first
    visible: int | None  # how many records the caller may see (None for operator queries)


def bm25_search(
    qs: QuerySet[Memory],
    *,
    query: str,
    limit: int,
    k1: float = K1,
    b: float = B,
    fields: Sequence[str] = (),
) -> Bm25Hits:
    """Top `limit` (id, BM25 score, partial) among the records of `qs` matching any query term;
    partial says a record lacks some of the query's terms. The visible-set size comes along
    (it is counted anyway) so the vector arm can choose its plan without counting again.
    `fields`, when given, come along for each hit and are kept for `hydrate`."""
    visible_sql, visible_params = visible_records_sql(qs)
    # One pass over the visible records: their vectors are checked here rather than by a GIN
    # scan of everyone's records (a common word matches tens of thousands of those).
    sql = BM25_SQL.format(
        visible=f"SELECT v.id, v.search_vector AS sv FROM ({visible_sql}) v",
        columns=known_rows.columns_sql(fields, "m"),
        join=known_rows.join_sql(fields, "r.id"),
        nulls=known_rows.nulls_sql(fields),
    )
    params = [*visible_params, query, k1, k1, b, b, limit]
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        rows = cursor.fetchall()
    known_rows.keep(qs, fields, rows, first=4)
    return Bm25Hits(
        rows=[(row[0], float(row[1]), bool(row[2])) for row in rows if row[0] is not None],
        visible=int(rows[0][3]) if rows else None,
    )


def bm25_candidates(
    qs: QuerySet[Memory], *, query: str, limit: int, k1: float = K1, b: float = B
) -> list[tuple[uuid.UUID, float, bool]]:
    """`bm25_search`'s ranked rows alone."""
    return bm25_search(qs, query=query, limit=limit, k1=k1, b=b).rows
