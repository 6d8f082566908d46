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
through the class lexeme index (each lexeme a key within its record's visibility class, so the
posting lists hold only the caller's classes), each scored with those weights. Nothing is read
of records that match no term, so the cost follows the matches, not what a person can see, nor
what the store holds. Record length is its count of distinct lexemes.

Common words still match thousands of records in a large shared corpus, so the matches are
scored in steps, exact either way: the gates (`_GATE`). First the records holding four of the
query's terms, then three, then two, then one rare term (in at most
`RECALL_BM25_COMMON_FRACTION` of the visible records). A record outside a gate holds fewer of
those terms, and the statistics bound what each term can add: its weight times BM25's term
factor at the term's most occurrences in one record and its shortest record (`max_tf`,
`min_length`, kept per class on write). When a gate yields the k records asked for and the k-th
scores above what any record outside could, they are the top k; when none does, every match is
scored. The gates are always on; `bm25_search(..., gate=False)` scores every match (the
benchmark's comparison and the tests' proof that the rankings agree).
"""

from __future__ import annotations

import functools
import math
import uuid
from collections.abc import Sequence
from typing import Any

from django.conf import settings
from django.db.models import QuerySet

from memories.models import CLASS_COLUMNS, Memory, statistics_sql
from memories.retrieval.types import Bm25Hits
from memories.retrieval.visible import VisibleSet
from memories.scoping import Principal, class_visibility_filter
from memories.search.caches import erased_with_principal
from memories.search.classes import CLASS_COUNTS_SQL, count_classes
from memories.search.prepared import prepared_cursor
from memories.search.row_fields import columns_sql, join_sql
from memories.sql_params import merged, named, named_one

K1 = 1.2
B = 0.75

# Score the records of one hits CTE: each record's vector cut down to the query's lexemes
# first (mark them weight A, keep A) so only those are unnested (unnesting every lexeme with its
# positions cost the most), then the BM25 sum with the caller's term weights, looked up in the
# query's sorted lexeme and weight arrays: one small aggregate per record, no join or hash
# table per record and no grouping over all of them.
_SCORED = """
    SELECT h.id, s.score, s.matched < stats.wanted AS partial
    FROM {hits} h CROSS JOIN stats CROSS JOIN term_weights tw
    CROSS JOIN LATERAL (
        SELECT sum(tw.idfs[array_position(tw.lexemes, x.lexeme)] * x.tf * %(k1_plus_1)s
                   / (x.tf + %(k1)s * (1 - %(b)s + %(b)s * length(h.sv) / stats.avgdl)))
                   AS score,
               count(*) AS matched
        FROM (
            SELECT u.lexeme, coalesce(array_length(u.positions, 1), 1)::float8 AS tf
            FROM unnest(ts_filter(setweight(setweight(h.sv, 'D'), 'A', tw.lexemes), '{{a}}')) u
        ) x
    ) s
    ORDER BY s.score DESC, h.id
    LIMIT %(limit)s
"""

BM25_SQL = """
WITH {set_rows}terms AS MATERIALIZED (
    SELECT DISTINCT lexeme FROM unnest(to_tsvector('english', %(query)s))
), class_rows AS MATERIALIZED (
    -- The statistics of the caller's classes for the query's lexemes and '' (record counts).
    -- The lexemes as one array: the condition reaches both tables' (class, lexeme) indexes, so
    -- this reads the query's rows, not every row of a class (nor every pending row).
    SELECT c.* FROM (
        SELECT * FROM ({stats}) s UNION ALL SELECT * FROM ({deltas}) d
    ) c
    WHERE c.lexeme = ANY ((SELECT array_agg(lexeme) FROM terms) || ''::text)
), counts AS MATERIALIZED (
    -- Document frequencies ('' : record count and total length) over the caller's classes.
    -- With each lexeme's bounds: the most occurrences in one record, the shortest record.
    SELECT lexeme, sum(df)::float8 AS df, sum(length)::float8 AS length,
           max(max_tf)::float8 AS max_tf, min(min_length)::float8 AS min_length
    FROM class_rows GROUP BY lexeme
), class_keys AS MATERIALIZED (
    -- The caller's classes that hold active records, with their record counts (they come back
    -- with the hits: the vector arm routes its search by them).
    SELECT k.key, k.n FROM ({class_counts}) k
), prefixes AS MATERIALIZED (
    -- How a query lexeme is looked up: {prefixes_doc}
    {prefixes}
), any_term AS (
    SELECT string_agg(quote_literal(p.prefix || t.lexeme), ' | ')::tsquery AS q
    FROM terms t, prefixes p
), stats AS MATERIALIZED (
    SELECT coalesce(max(df) FILTER (WHERE lexeme = ''), 0) AS n,
           greatest(coalesce(max(length / nullif(df, 0)) FILTER (WHERE lexeme = ''), 1), 1)
               AS avgdl,
           (SELECT count(*) FROM terms) AS wanted
    FROM counts
), weights AS MATERIALIZED (
    SELECT w.*, w.idf * w.factor AS bound FROM (
        SELECT t.lexeme, coalesce(c.df, 0) AS df,
               ln(1 + (greatest(stats.n, coalesce(c.df, 1)) - coalesce(c.df, 1) + 0.5)
                      / (coalesce(c.df, 1) + 0.5)) AS idf,
               -- The most the term's factor can be in one record: its most occurrences in one
               -- record, in the shortest record holding it, when the statistics cover every
               -- record of the set; else k1 + 1, the factor's limit. No record holds a term
               -- the statistics never saw.
               CASE WHEN coalesce(c.df, 0) <= 0 THEN 0
                    WHEN NOT %(active_only)s OR coalesce(c.max_tf, 0) < 1 THEN %(k1_plus_1)s
                    ELSE c.max_tf * %(k1_plus_1)s / (c.max_tf + %(k1)s * (1 - %(b)s + %(b)s
                         * greatest(coalesce(c.min_length, 1), 1) / stats.avgdl))
               END AS factor
        FROM terms t LEFT JOIN counts c USING (lexeme), stats
    ) w
), term_weights AS MATERIALIZED (
    -- The query's lexemes and their weights, in one order, for the per-record lookups.
    SELECT array_agg(lexeme) AS lexemes, array_agg(idf) AS idfs FROM weights
), matched AS MATERIALIZED (
    -- The terms some visible record holds; rare: in at most a fraction of them.
    SELECT w.lexeme, w.bound, w.df <= stats.n * %(common_fraction)s AS rare
    FROM weights w, stats WHERE w.df > 0{gates}
), all_hits AS MATERIALIZED (
    SELECT v.id, v.sv FROM ({visible}) v
    WHERE NOT (SELECT ok FROM settled) AND {all_match}
), ranked AS (
    {gated_rows}
    UNION ALL
    ({all_scored})
)
SELECT r.id, r.score, r.partial, (SELECT json_object_agg(key, n) FROM class_keys),
       (SELECT ok FROM settled){columns}
FROM ranked r{join}
ORDER BY 2 DESC, 1
"""
# Within the caller's classes: each class's lexemes are their own GIN keys ('class|lexeme',
# `memories_class_lexemes`), so a match costs what the caller may see, however large the store.
BY_CLASS = (
    "each query lexeme within each of the caller's classes ('class|lexeme', the class lexeme"
    " index)",
    "SELECT key || '|' AS prefix FROM class_keys",
    "memories_class_lexemes(v.ct, v.sv)",
)
# Every record of the set (an admin's, or one holding archived or session rows): the lexeme.
AS_STORED = ("each query lexeme as stored", "SELECT '' AS prefix", "v.sv")
# A small narrowed set (`VisibleSet.read_whole`: one end user's memories in a large project)
# is read first, through the narrowing's own index (the subject labels' GIN), and its records'
# lexemes are matched in hand. Through the class lexeme index instead, every gate would read
# every match in the caller's classes and drop nearly all of them for the narrowing
# (docs/benchmarks.md, "mem0's surface beside our API").
SET_ROWS = "set_rows AS MATERIALIZED ({visible}), "
# A match: the records whose indexed lexemes (`indexed`) meet `query` and hold a query word. The
# second condition follows from the first; it is there for the planner, which guesses a
# condition on a query computed at run time to hold for 0.5 % of the table, and at that would
# intersect the GIN scan with the visibility rule's own indexes (reading every visible row's
# id: ~10 ms for 55 000 rows). With two conditions it reads the GIN index alone.
MATCH = "{indexed} @@ {query} AND {indexed} @@ (SELECT q FROM any_term)"

# One gate: the records holding `m` of the pool's terms (in one class). Any other match holds
# fewer, so it scores at most the m - 1 largest pool bounds plus every bound outside the pool.
# The gates, narrowest first: four of the query's terms, three, two, then one rare term (the
# pool: terms in at most `RECALL_BM25_COMMON_FRACTION` of the visible records). Each reads
# records only when those before it fell short; past `GATE_CLAUSES` conjunctions a gate is
# skipped. Why four: words that always come together fill a narrower gate on their own. A
# hyphenated word is two lexemes ("on-call": 'on-cal', 'call'), so "what does Mateo prefer for
# on-call handover?" put every record about on-call handovers in the three-term gate (2 203
# records scored in a 50 000-record project at 1M: 21.8 ms); with four terms, 11.2 ms.
_GATE = """
), gate{m}_pool AS MATERIALIZED (
    SELECT lexeme, bound FROM matched WHERE {pool}
), gate{m} AS MATERIALIZED (
    SELECT (SELECT string_agg(part, ' | ')::tsquery FROM (
                SELECT {conjunction} AS part FROM prefixes p, {combinations}
            ) parts
            WHERE (SELECT count(*) FROM prefixes) * {combinations_count} <= %(gate_cap)s) AS q,
           (SELECT coalesce(sum(bound), 0) FROM
               (SELECT bound FROM gate{m}_pool ORDER BY bound DESC LIMIT {m} - 1) top)
           + (SELECT coalesce(sum(bound), 0) FROM matched
              WHERE lexeme NOT IN (SELECT lexeme FROM gate{m}_pool)) AS bound
), gate{m}_hits AS MATERIALIZED (
    SELECT v.id, v.sv FROM ({visible}) v
    WHERE {before}(SELECT q FROM gate{m}) IS NOT NULL AND {match}
), gate{m}_ranked AS MATERIALIZED ({scored}
), enough{m} AS MATERIALIZED (
    -- Exact top-k from this gate's records alone: k of them, the k-th above the bound.
    SELECT count(*) >= %(limit)s
           AND coalesce(min(score) > (SELECT bound FROM gate{m}) * (1 + 1e-9), false) AS ok
    FROM gate{m}_ranked"""
# The gates: (terms a record must hold, the pool they come from).
GATES = ((4, "true"), (3, "true"), (2, "true"), (1, "rare"))
# The most conjunctions (classes x term combinations) a gate spells out in one tsquery.
GATE_CLAUSES = 400


def _gates_sql(*, visible: str, indexed: str) -> tuple[str, str]:
    """The gates' CTEs (narrowest first, then `settled`: whether one of them gave the top k)
    over the records `visible` (matched on `indexed`), and the ranked rows of the gate that did.
    Their params (by name): the clause cap, the visible set's, the scoring's, the limit."""
    parts: list[str] = []
    for taken, (m, pool) in enumerate(GATES):
        aliases = [f"c{i}" for i in range(m)]
        combinations = " JOIN ".join(
            f"gate{m}_pool {alias}" + (f" ON {aliases[i - 1]}.lexeme < {alias}.lexeme" if i else "")
            for i, alias in enumerate(aliases)
        )
        conjunction = " || ' & ' || ".join(
            f"quote_literal(p.prefix || {alias}.lexeme)" for alias in aliases
        )
        pool_size = f"(SELECT count(*) FROM gate{m}_pool)"
        count = " * ".join(f"({pool_size} - {i})" for i in range(m)) + f" / {math.factorial(m)}"
        before = "".join(f"NOT (SELECT ok FROM enough{n}) AND " for n, _ in GATES[:taken])
        parts.append(
            _GATE.format(
                m=m,
                pool=pool,
                combinations_count=f"greatest({count}, 0)",
                conjunction=conjunction,
                combinations=combinations,
                before=before,
                visible=visible,
                match=MATCH.format(indexed=indexed, query=f"(SELECT q FROM gate{m})"),
                scored=_SCORED.format(hits=f"gate{m}_hits"),
            )
        )
    settled = " OR ".join(f"(SELECT ok FROM enough{m})" for m, _ in GATES)
    parts.append(f"\n), settled AS MATERIALIZED (\n    SELECT {settled} AS ok")
    rows = "\n    UNION ALL\n    ".join(
        f"SELECT * FROM gate{m}_ranked WHERE (SELECT ok FROM enough{m})" for m, _ in GATES
    )
    return "".join(parts), rows


def visible_classes(principal: Principal) -> dict[str, int]:
    """How many active records (session rows aside) each visibility class `principal` may see
    holds (`memories_class_key` → count), from the term statistics' record counts (the lexeme
    ''): index lookups, not a count of the records. The vector arm routes its search by them."""
    return count_classes(*class_statistics_sql(principal))


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
    fields = (*CLASS_COLUMNS, "lexeme", "df", "length", "max_tf", "min_length")
    return statistics_sql(class_visibility_filter(principal), fields)


erased_with_principal(_compiled_class_statistics.cache_clear)


def bm25_search(
    visible_set: VisibleSet,
    *,
    principal: Principal,
    query: str,
    limit: int,
    k1: float = K1,
    b: float = B,
    gate: bool = True,
    by_class: bool = True,
    fields: Sequence[str] = (),
) -> Bm25Hits:
    """Top `limit` (id, BM25 score, partial) among the records of the set matching any query term;
    partial says a record lacks some of the query's terms. Term weights come from the term
    statistics of what `principal` may see (active records, before the request's own filters).
    Recall keeps `gate` and `by_class` on; off, every match is scored, or the plain lexeme index is read
    instead of the class one (the same ranking either way: for comparison). `fields`, when
    given, come along with each hit and are kept with the set for `hydrate`."""
    if not principal.can_read:
        return Bm25Hits(rows=[])
    sql, params = bm25_statement(
        visible_set, principal, query, limit, k1=k1, b=b, gate=gate, by_class=by_class,
        fields=fields,
    )  # fmt: skip
    with prepared_cursor() as cursor:
        cursor.execute(sql, params)
        rows = cursor.fetchall()
    visible_set.keep(fields, rows, first=5)
    if rows:  # the records per class BM25 read from the statistics: the set's size, for free
        visible_set.note_classes({str(key): int(n) for key, n in (rows[0][3] or {}).items()})
    return Bm25Hits(
        rows=[(row[0], float(row[1]), bool(row[2])) for row in rows],
        gated=bool(rows and rows[0][4]),
    )


def bm25_statement(
    visible_set: VisibleSet, principal: Principal, query: str, limit: int, **tuning: Any
) -> tuple[str, dict[str, Any]]:
    """`bm25_search`'s one statement and its params (`tuning`: its k1, b, gate, by_class and
    fields)."""
    k1, b = float(tuning.get("k1", K1)), float(tuning.get("b", B))
    fields: Sequence[str] = tuning.get("fields", ())
    visible_sql, visible_params = named_one(*visible_set.records_sql(), "visible")
    *class_sqls, class_params = class_statistics_sql(principal)
    [stats_sql, deltas_sql], stats_params = named(class_sqls, class_params, "stats")
    visible = f"SELECT v.id, v.search_vector AS sv, v.class_term AS ct FROM ({visible_sql}) v"
    # Within the caller's classes when every record of the set is in one: the set holds active
    # records only (no archived rows asked for, no session thread, whose rows the statistics
    # leave out). A curator's classes are every class (`scoping.class_visibility_filter`; the
    # rows are still checked one by one by the set's visibility rule): the plain lexemes serve them.
    set_rows = ""
    if visible_set.read_whole():
        set_rows, visible = SET_ROWS.format(visible=visible), "SELECT * FROM set_rows"
    by_class = (
        bool(tuning.get("by_class", True)) and visible_set.active_only and not principal.is_admin
        and not set_rows
    )  # fmt: skip
    prefixes_doc, prefixes, indexed = BY_CLASS if by_class else AS_STORED
    gates, gated_rows = _gates_sql(visible=visible, indexed=indexed)
    sql = BM25_SQL.format(
        set_rows=set_rows,
        stats=stats_sql,
        deltas=deltas_sql,
        class_counts=CLASS_COUNTS_SQL.format(rows="class_rows"),
        prefixes_doc=prefixes_doc,
        prefixes=prefixes,
        gates=gates,
        gated_rows=gated_rows,
        visible=visible,
        all_match=MATCH.format(indexed=indexed, query="(SELECT q FROM any_term)"),
        all_scored=_SCORED.format(hits="all_hits"),
        columns=columns_sql(fields, "m"),
        join=join_sql(fields, "r.id"),
    )
    tuned = {
        "query": query,
        "limit": limit,
        "k1": k1,
        "k1_plus_1": k1 + 1,
        "b": b,
        # The statistics bound every record of the set when the set holds active records only.
        "active_only": visible_set.active_only,
        "common_fraction": settings.RECALL_BM25_COMMON_FRACTION,
        "gate_cap": GATE_CLAUSES if tuning.get("gate", True) else -1,
    }
    return sql, merged(tuned, stats_params, visible_params)


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
