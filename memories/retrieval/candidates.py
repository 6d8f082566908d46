"""Index-shaped candidate SQL: each arm is one `ORDER BY score LIMIT n` the planner can serve
from an index (HNSW per model, GIN full-text, GIN entities). Fusion happens in Python.

Every arm takes the *filtered, visible* memory queryset (built from `memories_visible_to`) and
restricts to it with `id IN (…)`; nothing here decides visibility.
"""

from __future__ import annotations

import math
import re
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import psycopg
from django.conf import settings
from django.db import connection, transaction
from django.db.models import Q, QuerySet
from django.db.models.functions import Now

from memories.models import Memory, Scope, Status
from memories.retrieval import rows as known_rows
from memories.retrieval.models_in_use import (
    class_vector_indexes,
    coverage_cache_clear,
    vector_counts,
    vector_index_names,
)
from memories.retrieval.visible import VisibleSet
from memories.scoping import Principal, memories_visible_to
from memories.sql_params import identifier, literal, merged, named_one, prefixed
from memories.urns import find_urns
from memory_project.replicas import read_connection

_WORD_RE = re.compile(r"[^\W_]+", re.UNICODE)


@dataclass(frozen=True)
class RecallFilters:
    kinds: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    scopes: tuple[str, ...] = ()
    session: str | None = None
    include_archived: bool = False


@dataclass
class Candidate:
    """One memory's raw arm scores, before fusion."""

    id: uuid.UUID
    similarity: float | None = None  # cosine similarity in [-1, 1] (model vectors)
    lexical: float | None = None  # ts_rank_cd normalised into [0, 1)
    lexical_partial: bool = False  # matched only by the OR-of-terms fallback
    entity: float | None = None  # fraction of query URNs the memory mentions
    graph: float | None = None  # multi-hop co-mention score
    hops: int | None = None
    extra: dict[str, object] = field(default_factory=dict)


def entity_urns(text: str) -> list[str]:
    """URNs written in `text` (`urn:nid:nss`, DataHub's parenthesised keys included)."""
    return find_urns(text)


def query_terms(text: str) -> list[str]:
    return [w.lower() for w in _WORD_RE.findall(text)]


def recall_queryset(*, principal: Principal, filters: RecallFilters) -> QuerySet[Memory]:
    """What recall may return: visible, active (or archived on request), unexpired, filtered.

    Session rows belong to one conversation thread: only that thread's rows are eligible, and
    none when no session is given. Unexpired means at the time of the statement that reads the
    set, so the SQL is the same at any time.
    """
    statuses = [Status.ACTIVE, Status.ARCHIVED] if filters.include_archived else [Status.ACTIVE]
    qs = memories_visible_to(principal).filter(status__in=statuses)
    qs = qs.filter(Q(expires_at__isnull=True) | Q(expires_at__gt=Now()))
    if filters.kinds:
        qs = qs.filter(kind__in=list(filters.kinds))
    if filters.tags:
        qs = qs.filter(tags__overlap=list(filters.tags))
    if filters.scopes:
        qs = qs.filter(scope__in=list(filters.scopes))
    if filters.session:
        qs = qs.exclude(Q(scope=Scope.SESSION) & ~Q(session_key=filters.session))
    else:
        qs = qs.exclude(scope=Scope.SESSION)
    return qs


def vector_literal(vector: Sequence[float]) -> str:
    """pgvector's text form ("[0.1,-0.2]"). pgvector keeps 4-byte floats, and nine significant
    digits name a 4-byte float exactly, so for the embedders' vectors (4-byte floats) it reads
    the same vector as from Python's full repr: half the text (4.5 kB for 384 dimensions, not
    8.2) and half the time to write it (74 µs, not 162)."""
    return "[" + ",".join(map("{:.9g}".format, vector)) + "]"


def hnsw_index_name(model: str) -> str:
    if model == "all-MiniLM-L6-v2":
        return "memory_embedding_hnsw_minilm"
    slug = re.sub(r"[^a-z0-9]+", "_", model.lower()).strip("_")[:40]
    return f"memory_embedding_hnsw_{slug}"


def hnsw_index_exists(model: str, *, fresh: bool = False) -> bool:
    """Whether `model` has its store-wide HNSW index: as cached a few seconds per process
    (`vector_index_names`), or asked of the catalog when `fresh`."""
    if not fresh:
        return hnsw_index_name(model) in vector_index_names()
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT 1 FROM pg_indexes WHERE indexname = %(name)s", {"name": hnsw_index_name(model)}
        )
        return cursor.fetchone() is not None


def ensure_hnsw_index(model: str, dimensions: int) -> bool:
    """Create the partial HNSW index for a new model (CONCURRENTLY: never blocks writers).

    Must run outside a transaction (CREATE INDEX CONCURRENTLY refuses one). Returns True when
    it created the index.
    """
    if hnsw_index_exists(model, fresh=True):
        return False
    if connection.in_atomic_block:
        raise RuntimeError("ensure_hnsw_index must run outside a transaction")
    dims = int(dimensions)
    with connection.cursor() as cursor:
        cursor.execute(
            f"CREATE INDEX CONCURRENTLY IF NOT EXISTS {identifier(hnsw_index_name(model))} "
            f"ON memories_memoryembedding USING hnsw ((embedding::vector({dims})) "
            f"vector_cosine_ops) WHERE model = {literal(model)}"
        )
    coverage_cache_clear()  # this process sees its new index at once
    return True


# Models whose global vectors have their own partial HNSW index (migration 0017).
GLOBAL_HNSW_MODELS = frozenset({"all-MiniLM-L6-v2"})
GLOBAL_CLASS = "global:"  # the prefix of every global class's key (memories_class_key)


def vector_sql(
    *,
    model: str,
    dimensions: int,
    sub_sql: str,
    fields: Sequence[str] = (),
    global_only: bool | None = None,
    class_key: str | None = None,
    not_classes: Sequence[str] = (),
) -> str:
    """The HNSW-shaped query (`hnsw_part_sql`) with each hit's `fields`. Params (by name):
    vector, model, the sub SQL's, limit. Rows: (memory id, distance, *fields)."""
    part = hnsw_part_sql(
        model=model, dimensions=dimensions, sub_sql=sub_sql, global_only=global_only,
        class_key=class_key, not_classes=not_classes,
    )  # fmt: skip
    return (
        f"WITH hits AS MATERIALIZED ({part})"
        f" SELECT h.memory_id, h.distance{known_rows.columns_sql(fields, 'm')}"
        f" FROM hits h{known_rows.join_sql(fields, 'h.memory_id')} ORDER BY h.distance, h.memory_id"
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


def sql_literal(text: str) -> str:
    """`text` as an SQL string literal (class keys are made of scope names, ids and colons)."""
    return literal(text)


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
    (small) part of the set; their hits merged by distance, the nearest `limit` joined to their
    `fields` once.

    The exact part's visible ids (at most `threshold + 1` of them) are materialised first; only
    when there are at most `threshold` are their vectors fetched one by one through (memory_id,
    model) and sorted. The first row carries that count (NULL without an exact part), so a
    caller learns "too many for an exact scan" without a second round trip; the others are
    (NULL, memory id, distance, *fields).
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
        f" SELECT {count}, NULL::uuid, NULL::float8{known_rows.nulls_sql(fields)}"
        f" UNION ALL (SELECT NULL, h.memory_id, h.distance{known_rows.columns_sql(fields, 'm')}"
        f" FROM hits h{known_rows.join_sql(fields, 'h.memory_id')}"
        " ORDER BY h.distance, h.memory_id)"
    )


def exact_scan_rows(*, limit: int, vectors: int) -> int:
    """Up to how many visible rows an exact scan is the better plan.

    Measured at 100 000 vectors: exact distances over n visible rows cost about as much as an
    HNSW iterative scan that must walk ~limit x vectors / n entries to find `limit` visible ones
    once n is about 3 000 (RECALL_EXACT_MAX_ROWS). Below ~limit x vectors / max_scan_tuples
    visible rows the HNSW scan would stop before finding `limit` rows at all, so those are exact
    at any corpus size."""
    capped = math.ceil(limit * vectors / settings.RECALL_HNSW_MAX_SCAN_TUPLES)
    return max(int(settings.RECALL_EXACT_MAX_ROWS), capped)


@dataclass(frozen=True)
class VectorHits:
    rows: list[tuple[uuid.UUID, float]]  # (memory id, cosine similarity), best first
    # "exact" (small visible set), "hnsw", or the parts searched apart: "hnsw+global" (global
    # vectors), "hnsw+class" (classes with their own index), "hnsw+global+class".
    plan: str


SEARCH_SETTINGS_SQL = (
    "SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true),"
    " set_config('hnsw.ef_search', %(ef_search)s, true),"
    " set_config('hnsw.max_scan_tuples', %(max_scan_tuples)s, true),"
    " set_config('max_parallel_workers_per_gather', '0', true)"
)
EF_SEARCH_SQL = "SELECT set_config('hnsw.ef_search', %(ef_search)s, true)"


@dataclass(frozen=True)
class Statement:
    """One vector statement, its params (by name), and the HNSW candidate list it searches with
    (None: RECALL_HNSW_EF_SEARCH)."""

    sql: str
    params: Mapping[str, Any]
    ef_search: int | None = None


def _search(sql: str, params: Mapping[str, Any]) -> list[tuple[Any, ...]]:
    """Run `sql` under the recall search settings (transaction-local), in one round trip."""
    return search_statements([Statement(sql, params)])[0]


def search_statements(statements: Sequence[Statement]) -> list[list[tuple[Any, ...]]]:
    """Run `statements` in order under the recall search settings (transaction-local), each
    with its own ef_search, in one round trip; their rows, in the same order.

    With client-side binding (Django's default for psycopg 3) the settings and the statements
    go as one simple-protocol message, which PostgreSQL runs as one implicit transaction;
    otherwise an explicit transaction carries them."""
    default_ef = int(settings.RECALL_HNSW_EF_SEARCH)
    efs = [default_ef if s.ef_search is None else int(s.ef_search) for s in statements]
    ef = efs[0] if efs else default_ef
    knobs = {"ef_search": str(ef), "max_scan_tuples": str(settings.RECALL_HNSW_MAX_SCAN_TUPLES)}
    parts: list[tuple[str, Mapping[str, Any], bool]] = [(SEARCH_SETTINGS_SQL, knobs, False)]
    for statement, wanted in zip(statements, efs, strict=True):
        if wanted != ef:
            parts.append((EF_SEARCH_SQL, {"ef_search": str(wanted)}, False))
            ef = wanted
        parts.append((statement.sql, statement.params, True))
    results: list[list[tuple[Any, ...]]] = []
    reader = read_connection()
    with reader.cursor() as cursor:
        if isinstance(cursor.cursor, psycopg.ClientCursor):
            # One text: each statement's names under its own prefix, so none meets another's.
            texts, values = zip(
                *(prefixed(sql, params, f"s{n}") for n, (sql, params, _) in enumerate(parts)),
                strict=True,
            )
            cursor.execute("; ".join(texts), merged(*values))
            for n, (_, _, wanted_rows) in enumerate(parts):
                if n:
                    cursor.nextset()
                if wanted_rows:
                    results.append(cursor.fetchall())
            return results
    with transaction.atomic(using=reader.alias), reader.cursor() as cursor:
        for sql, params, wanted_rows in parts:
            cursor.execute(sql, params)
            if wanted_rows:
                results.append(cursor.fetchall())
    return results


def vector_search(
    visible_set: VisibleSet,
    *,
    model: str,
    dimensions: int,
    vector: Sequence[float],
    limit: int,
    visible: int | None = None,
    fields: Sequence[str] = (),
) -> VectorHits:
    """Top `limit` memories of the set by cosine similarity to `vector` (one model's vectors).

    A small visible set (a person's own rows, a narrow filter) is scored exactly: cheaper than
    the index there, and exact. A large one goes through the HNSW index with iterative scans
    (relaxed order, re-sorted), which keep yielding rows when the visibility filter rejects
    most of what the graph offers. Parallel workers are off: their start-up costs more than
    these small statements. The set's size (its classes' counts from the term statistics, or
    `visible`, a count the caller has) sends a large set straight to the index; without it, or
    when it is small, the exact statement runs first and counts the set itself, giving way to
    the index when the set is larger than it thought. The records per visibility class of an
    active-only set split a search whose global classes are large: the global vectors through
    their own index, a class with its own index (`ClassVectorIndex`) through that one, the rest
    of the set apart (`_search_apart`).
    `fields`, when given, come along for each hit and are kept for `hydrate`."""
    sub_sql, sub_params = named_one(*visible_set.ids_sql(), "visible")
    threshold = exact_scan_rows(limit=limit, vectors=vector_counts().get(model, (0, 0))[0])
    literal = vector_literal(vector)
    searched = merged(sub_params, {"vector": literal, "model": model, "limit": limit})
    classes = visible_set.classes()
    visible = visible_set.size() if visible is None else visible
    if classes and settings.RECALL_CLASS_ROUTING and visible_set.active_only:
        parts = _parts_apart(classes, model=model, threshold=threshold)
        if parts is not None:
            return _search_apart(
                visible_set, parts, model=model, dimensions=dimensions,
                literal=literal, limit=limit, threshold=threshold, fields=fields,
            )  # fmt: skip
    if visible is None or visible <= threshold:
        # Exact, in a statement that counts the set first and stops when it is too large.
        rows = _search(
            exact_vector_sql(model=model, dimensions=dimensions, sub_sql=sub_sql, fields=fields),
            merged(searched, {"exact_rows": threshold + 1, "threshold": threshold}),
        )
        if next(row[0] for row in rows if row[1] is None) <= threshold:
            visible_set.keep(fields, rows, first=3)
            hits = sorted((row[2], row[1]) for row in rows if row[1] is not None)
            return VectorHits([(id_, 1.0 - float(d)) for d, id_ in hits], "exact")
    rows = _search(
        vector_sql(model=model, dimensions=dimensions, sub_sql=sub_sql, fields=fields), searched
    )
    visible_set.keep(fields, rows, first=2)
    return VectorHits([(row[0], 1.0 - float(row[1])) for row in rows], "hnsw")


@dataclass(frozen=True)
class PartsApart:
    """How a routed search splits the caller's classes: the global vectors through their own
    index (`global_apart`), each class in `indexed` through its own, the `rest` together."""

    global_apart: bool
    indexed: tuple[str, ...]
    rest: dict[str, int]


def _parts_apart(classes: dict[str, int], *, model: str, threshold: int) -> PartsApart | None:
    """The split of a search over `classes` (key → records), or None when one search is the
    better plan: no large global corpus and no class with its own index."""
    global_rows = sum(n for key, n in classes.items() if key.startswith(GLOBAL_CLASS))
    global_apart = model in GLOBAL_HNSW_MODELS and global_rows > threshold
    own = class_vector_indexes(model)
    indexed = tuple(
        sorted(
            key
            for key in classes
            if key in own and not (global_apart and key.startswith(GLOBAL_CLASS))
        )
    )
    if not global_apart and not indexed:
        return None
    rest = {
        key: n
        for key, n in classes.items()
        if key not in indexed and not (global_apart and key.startswith(GLOBAL_CLASS))
    }
    return PartsApart(global_apart, indexed, rest)


def _search_apart(
    visible_set: VisibleSet,
    parts: PartsApart,
    *,
    model: str,
    dimensions: int,
    literal: str,
    limit: int,
    threshold: int,
    fields: Sequence[str],
) -> VectorHits:
    """The top `limit` of a set split by `parts`, its searches sent in one round trip:
    - the global vectors through their own HNSW index (everyone may see nearly all of them, so
      the scan stops after about `limit` entries, and a candidate list of twice `limit` finds
      them);
    - each class with its own index through it (its members see all of it; a candidate list of
      RECALL_CLASS_EF_SEARCH);
    - the caller's other classes (their own records, a small project or persona): scored
      exactly, found by their class term, when they are few; through the main index, the
      parts searched apart skipped, otherwise.
    Searches with the same candidate list (and the exact one, which has none) share one
    statement (`merged_vector_sql`), which merges their hits and fetches the fields of its
    nearest `limit` once. Every search keeps the visibility rule's check on every row; the
    statements' lists merge by distance."""
    sub_sql, sub_params = named_one(*visible_set.ids_sql(), "visible")
    searched = merged(sub_params, {"vector": literal, "model": model, "limit": limit})
    ef = int(settings.RECALL_HNSW_EF_SEARCH)
    by_ef: dict[int, list[str]] = {}  # candidate list → its index searches

    def indexed_search(ef_search: int, **part: Any) -> None:
        sql = hnsw_part_sql(model=model, dimensions=dimensions, sub_sql=sub_sql, **part)
        by_ef.setdefault(ef_search, []).append(sql)

    if parts.global_apart:
        indexed_search(min(ef, 2 * limit), global_only=True)
    for key in parts.indexed:
        indexed_search(max(int(settings.RECALL_CLASS_EF_SEARCH), limit), class_key=key)

    def rest_through_the_main_index() -> None:
        # Probing each entry's visibility as the one-index search does (a class-filtered set
        # here would make the planner score it all exactly).
        indexed_search(
            ef, global_only=False if parts.global_apart else None, not_classes=parts.indexed
        )

    def statement(ef_search: int, exact: tuple[str, dict[str, Any]] | None = None) -> Statement:
        sql = merged_vector_sql(
            dimensions=dimensions, parts=by_ef.pop(ef_search, []),
            exact_sub_sql=None if exact is None else exact[0], fields=fields,
        )  # fmt: skip
        params = searched
        if exact is not None:
            cut = {"exact_rows": threshold + 1, "threshold": threshold}
            params = merged(searched, exact[1], cut)
        return Statement(sql, params, ef_search)

    rest_exact = bool(parts.rest) and sum(parts.rest.values()) <= threshold
    statements: list[Statement] = []
    if rest_exact:
        # The rest's records by their class term (one GIN lookup), the rule checked on each.
        # The condition is written twice for the planner: written once, it intersects the
        # class scan with the rule's own indexes, which at 1M reads a large project's 50 000
        # entries (old: 16.6 ms p50 for a member's 484 own records; twice: 3.7 ms, same rows).
        records_sql, records_params = named_one(*visible_set.records_sql(), "visible")
        rest_classes = (
            "(SELECT string_agg(quote_literal(k), ' | ')::tsquery"
            " FROM unnest(%(rest_classes)s::text[]) k)"
        )
        rest_sql = (
            f"SELECT r.id FROM ({records_sql}) r"
            f" WHERE r.class_term @@ {rest_classes} AND r.class_term @@ {rest_classes}"
        )
        rest = (rest_sql, merged(records_params, {"rest_classes": sorted(parts.rest)}))
        # With the searches of the first candidate list (the exact scan has none of its own).
        statements.append(statement(next(iter(by_ef), ef), exact=rest))
    elif parts.rest:
        rest_through_the_main_index()
    statements += [statement(ef_search) for ef_search in list(by_ef)]
    results = search_statements(statements)
    if rest_exact and next(row[0] for row in results[0] if row[1] is None) > threshold:
        # The rest grew past the exact scan between the counts and the statement (writes
        # meanwhile), so that statement scored none of it: search it through the main index.
        rest_through_the_main_index()
        results += search_statements([statement(ef)])
    found: list[tuple[float, Any]] = []
    for rows in results:
        # Each statement's rows start with its count column (NULL on the hits).
        visible_set.keep(fields, rows, first=3)
        found += [(float(row[2]), row[1]) for row in rows if row[1] is not None]
    best = sorted(found)[:limit]
    plan = "hnsw" + "+global" * parts.global_apart + "+class" * bool(parts.indexed)
    return VectorHits([(id_, 1.0 - distance) for distance, id_ in best], plan)


def vector_candidates(
    qs: QuerySet[Memory], *, model: str, dimensions: int, vector: Sequence[float], limit: int
) -> list[tuple[uuid.UUID, float]]:
    """Top `limit` (memory id, cosine similarity) for one model's vectors, filters applied."""
    hits = vector_search(
        VisibleSet(qs), model=model, dimensions=dimensions, vector=vector, limit=limit
    )
    return hits.rows


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
