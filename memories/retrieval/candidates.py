"""Index-shaped candidate SQL: each arm is one `ORDER BY score LIMIT n` the planner can serve
from an index (HNSW per model, GIN full-text, GIN entities). Fusion happens in Python.

Every arm takes the *filtered, visible* memory queryset (built from `memories_visible_to`) and
restricts to it with `id IN (…)`; nothing here decides visibility.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.conf import settings
from django.db import connection, transaction
from django.db.models import Q, QuerySet
from django.utils import timezone

from memories.models import Memory, Scope, Status
from memories.scoping import Principal, memories_visible_to

URN_RE = re.compile(r"\burn:[a-z0-9][a-z0-9-]{0,31}:[^\s,;()<>\"'\[\]{}]+", re.IGNORECASE)
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
    """URNs written in `text` (`urn:nid:rest`), lowercase namespace, trailing punctuation off."""
    found: list[str] = []
    for match in URN_RE.finditer(text):
        urn = match.group(0).rstrip(".?!:")
        if urn not in found:
            found.append(urn)
    return found


def query_terms(text: str) -> list[str]:
    return [w.lower() for w in _WORD_RE.findall(text)]


def recall_queryset(
    *, principal: Principal, filters: RecallFilters, now: datetime | None = None
) -> QuerySet[Memory]:
    """What recall may return: visible, active (or archived on request), unexpired, filtered.

    Session rows belong to one conversation thread: only that thread's rows are eligible, and
    none when no session is given.
    """
    now = now or timezone.now()
    statuses = [Status.ACTIVE, Status.ARCHIVED] if filters.include_archived else [Status.ACTIVE]
    qs = memories_visible_to(principal).filter(status__in=statuses)
    qs = qs.filter(Q(expires_at__isnull=True) | Q(expires_at__gt=now))
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


def _subquery(qs: QuerySet[Memory]) -> tuple[str, tuple[Any, ...]]:
    sql, params = qs.values("id").query.sql_with_params()
    return sql, tuple(params)


def _vector_literal(vector: Sequence[float]) -> str:
    return "[" + ",".join(repr(float(x)) for x in vector) + "]"


def hnsw_index_name(model: str) -> str:
    if model == "all-MiniLM-L6-v2":
        return "memory_embedding_hnsw_minilm"
    slug = re.sub(r"[^a-z0-9]+", "_", model.lower()).strip("_")[:40]
    return f"memory_embedding_hnsw_{slug}"


def hnsw_index_exists(model: str) -> bool:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1 FROM pg_indexes WHERE indexname = %s", [hnsw_index_name(model)])
        return cursor.fetchone() is not None


def ensure_hnsw_index(model: str, dimensions: int) -> bool:
    """Create the partial HNSW index for a new model (CONCURRENTLY: never blocks writers).

    Must run outside a transaction (CREATE INDEX CONCURRENTLY refuses one). Returns True when
    it created the index.
    """
    if hnsw_index_exists(model):
        return False
    if connection.in_atomic_block:
        raise RuntimeError("ensure_hnsw_index must run outside a transaction")
    dims = int(dimensions)
    literal = model.replace("'", "''")
    with connection.cursor() as cursor:
        cursor.execute(
            f"CREATE INDEX CONCURRENTLY IF NOT EXISTS {hnsw_index_name(model)} "
            f"ON memories_memoryembedding USING hnsw ((embedding::vector({dims})) "
            f"vector_cosine_ops) WHERE model = '{literal}'"
        )
    return True


def vector_sql(*, model: str, dimensions: int, sub_sql: str) -> str:
    """The HNSW-shaped query: same cast and model predicate as the partial index."""
    dims = int(dimensions)
    return (
        "WITH hits AS MATERIALIZED ("
        f" SELECT e.memory_id, (e.embedding::vector({dims})) <=> %s::vector({dims}) AS distance"
        " FROM memories_memoryembedding e"
        f" WHERE e.model = %s AND e.memory_id IN ({sub_sql})"
        " ORDER BY distance LIMIT %s"
        ") SELECT memory_id, distance FROM hits ORDER BY distance, memory_id"
    )


def vector_candidates(
    qs: QuerySet[Memory], *, model: str, dimensions: int, vector: Sequence[float], limit: int
) -> list[tuple[uuid.UUID, float]]:
    """Top `limit` (memory id, cosine similarity) for one model's vectors, filters applied.

    Iterative scans (relaxed order, re-sorted above) keep returning rows when the scope filter
    rejects most of what the HNSW graph yields, so selective filters still get `limit` rows.
    """
    sub_sql, sub_params = _subquery(qs)
    sql = vector_sql(model=model, dimensions=dimensions, sub_sql=sub_sql)
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(
            "SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true),"
            " set_config('hnsw.ef_search', %s, true),"
            " set_config('hnsw.max_scan_tuples', %s, true)",
            [str(settings.RECALL_HNSW_EF_SEARCH), str(settings.RECALL_HNSW_MAX_SCAN_TUPLES)],
        )
        cursor.execute(sql, [_vector_literal(vector), model, *sub_params, limit])
        rows = cursor.fetchall()
    return [(row[0], 1.0 - float(row[1])) for row in rows]


LEXICAL_SQL = (
    "SELECT m.id, ts_rank_cd(m.search_vector, q, 32) AS rank"
    " FROM memories_memory m, {tsquery} q"
    " WHERE m.search_vector @@ q AND m.id IN ({sub})"
    " ORDER BY rank DESC, m.id LIMIT %s"
)


def lexical_candidates(
    qs: QuerySet[Memory], *, query: str, limit: int
) -> list[tuple[uuid.UUID, float, bool]]:
    """Top `limit` (id, rank in [0,1), partial?) by Postgres full text (GIN on search_vector).

    `websearch_to_tsquery` first (all terms, quotes, -exclusions); when that finds fewer than
    `limit`, an OR-of-terms `to_tsquery` fills in partial matches at half weight, so natural
    questions ("what does alice prefer for breakfast?") still match on their content words.
    """
    sub_sql, sub_params = _subquery(qs)
    out: list[tuple[uuid.UUID, float, bool]] = []
    with connection.cursor() as cursor:
        cursor.execute(
            LEXICAL_SQL.format(tsquery="websearch_to_tsquery('english', %s)", sub=sub_sql),
            [query, *sub_params, limit],
        )
        out = [(row[0], float(row[1]), False) for row in cursor.fetchall()]
        terms = sorted(set(query_terms(query)))
        if len(out) >= limit or len(terms) < 2:
            return out
        seen = {row[0] for row in out}
        cursor.execute(
            LEXICAL_SQL.format(tsquery="to_tsquery('english', %s)", sub=sub_sql),
            [" | ".join(terms), *sub_params, limit],
        )
        for memory_id, rank in cursor.fetchall():
            if memory_id not in seen and len(out) < limit:
                out.append((memory_id, float(rank) * 0.5, True))
    return out


def entity_candidates(
    qs: QuerySet[Memory], *, urns: Sequence[str], limit: int, exclude: Sequence[uuid.UUID] = ()
) -> list[tuple[uuid.UUID, list[str]]]:
    """Memories whose `entities` array overlaps `urns` (GIN `&&`), newest first."""
    if not urns:
        return []
    rows = qs.filter(entities__overlap=list(urns))
    if exclude:
        rows = rows.exclude(id__in=list(exclude))
    return [
        (memory_id, list(entities))
        for memory_id, entities in rows.order_by("-updated_at", "id").values_list("id", "entities")[
            :limit
        ]
    ]
