"""Which embedding model recall queries with: never two models' vectors in one comparison.

The configured model is used once its coverage of active memories is at least that of every
other stored model. While a re-embed after a model change is still behind, recall keeps
querying the previous (better-covered) model — which needs that model's embedder for the query
vector; when it is not available, recall is lexical-only and says why.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Hashable
from concurrent.futures import Future
from dataclasses import dataclass
from functools import cache

from django.conf import settings
from django.db import connection

from memories.embeddings import Embedder, get_embedder
from memories.embeddings.local import LocalEmbedder, packaged_model_path
from memories.retrieval import workers


class _CountsCache:
    """Per-process memo of vector counts (one GROUP BY over active rows, refreshed every few s)."""

    at: float = 0.0
    counts: dict[str, tuple[int, int]] | None = None


class _IndexesCache:
    """Per-process memo of the vector indexes: the classes with their own, and the names of the
    store-wide ones (refreshed like the counts)."""

    at: float = 0.0
    classes: dict[str, frozenset[str]] | None = None
    names: frozenset[str] = frozenset()


class _ClassCountsCache:
    """Per-process memo of each caller's records per visibility class (refreshed like the
    counts; at most MAX callers, the oldest dropped first)."""

    MAX = 4096
    lock = threading.Lock()
    held: dict[Hashable, tuple[float, dict[str, int]]] = {}


@dataclass(frozen=True)
class QueryModel:
    embedder: Embedder | None
    model: str
    dimensions: int
    note: str = ""


def vector_counts(*, fresh: bool = False) -> dict[str, tuple[int, int]]:
    """{model: (active memories with a vector, dimensions)}, cached a few seconds per process."""
    now = time.monotonic()
    ttl = settings.RECALL_COVERAGE_CACHE_SECONDS
    if not fresh and _CountsCache.counts is not None and now - _CountsCache.at < ttl:
        return _CountsCache.counts
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT e.model, count(*), max(e.dimensions) FROM memories_memoryembedding e"
            " JOIN memories_memory m ON m.id = e.memory_id"
            " WHERE m.status = 'active' GROUP BY e.model"
        )
        counts = {row[0]: (int(row[1]), int(row[2])) for row in cursor.fetchall()}
    _CountsCache.at, _CountsCache.counts = now, counts
    return counts


def class_vector_indexes(model: str) -> frozenset[str]:
    """The visibility classes whose `model` vectors have their own HNSW index
    (`ClassVectorIndex`: built whole, every vector of the class keyed), cached a few seconds per
    process. A stale answer only routes a search: the visibility rule checks every row."""
    return _vector_indexes().get(model, frozenset())


def vector_index_names() -> frozenset[str]:
    """The names of the store-wide HNSW indexes (one per model, `memory_embedding_hnsw_*`),
    cached a few seconds per process like `class_vector_indexes`: a write's dedup asks on
    every write whether its model has one. A stale answer only picks the slower exact scan, or
    an index scan that finds what the exact scan would have (the index is built in seconds)."""
    _vector_indexes()
    return _IndexesCache.names


_STORE_INDEXES_SQL = (
    "SELECT indexname FROM pg_indexes WHERE indexname LIKE 'memory\\_embedding\\_hnsw\\_%'"
)


def _vector_indexes() -> dict[str, frozenset[str]]:
    now = time.monotonic()
    known = _IndexesCache.classes
    if known is None or now - _IndexesCache.at >= settings.RECALL_COVERAGE_CACHE_SECONDS:
        with connection.cursor() as cursor:
            cursor.execute("SELECT model, class_key FROM memories_classvectorindex")
            found: dict[str, set[str]] = {}
            for name, key in cursor.fetchall():
                found.setdefault(name, set()).add(key)
            cursor.execute(_STORE_INDEXES_SQL)
            _IndexesCache.names = frozenset(row[0] for row in cursor.fetchall())
        known = {name: frozenset(keys) for name, keys in found.items()}
        _IndexesCache.at, _IndexesCache.classes = now, known
    return known


def routing_class_counts(caller: Hashable, count: Callable[[], dict[str, int]]) -> dict[str, int]:
    """`count()` (records per visibility class of what `caller` may see), cached a few seconds
    per process for each caller (a principal: a frozen value, so a changed grant is another
    caller). The vector search routes by these counts and nothing else reads them: a stale
    count only routes a search (an exact scan that finds its part grown past its limit falls
    back to the index), and BM25's weights come from its own statement's statistics."""
    ttl = settings.RECALL_COVERAGE_CACHE_SECONDS
    now = time.monotonic()
    with _ClassCountsCache.lock:
        held = _ClassCountsCache.held.get(caller)
    if held is not None and now - held[0] < ttl:
        return held[1]
    counts = count()
    if ttl > 0:
        with _ClassCountsCache.lock:
            cache = _ClassCountsCache.held
            cache.pop(caller, None)
            while len(cache) >= _ClassCountsCache.MAX:
                cache.pop(next(iter(cache)))
            cache[caller] = (now, counts)
    return counts


def coverage_cache_clear() -> None:
    _CountsCache.counts = None
    _IndexesCache.classes = None
    with _ClassCountsCache.lock:
        _ClassCountsCache.held.clear()


def embed_query_soon(embedder: Embedder, text: str) -> Future[list[list[float]]]:
    """Start embedding `text` on a worker thread; `.result()` gives the vectors (or raises what
    `embed` raised, e.g. EmbedderUnavailable)."""
    return workers.submit(embedder.embed, [text])


@cache
def _local_embedder(model: str) -> LocalEmbedder:
    return LocalEmbedder(model=model, dimensions=384)


def embedder_for_model(model: str) -> Embedder | None:
    """An embedder able to embed queries for an older model, when this process has one."""
    configured = get_embedder()
    if configured.model == model:
        return configured
    if model == "all-MiniLM-L6-v2" and packaged_model_path() is not None:
        return _local_embedder(model)
    return None


def query_model(*, preferred: str = "") -> QueryModel:
    """The model to query with; a person's `preferred` model wins when its vectors are in the
    index and this process can embed queries for it (otherwise the choice is explained)."""
    if preferred:
        counts = vector_counts()
        embedder = embedder_for_model(preferred) if preferred in counts else None
        if embedder is not None:
            return QueryModel(embedder, preferred, counts[preferred][1])
        chosen = _default_query_model()
        reason = f"your chosen model {preferred} is not available here; used {chosen.model}"
        note = f"{chosen.note}; {reason}" if chosen.note else reason
        return QueryModel(chosen.embedder, chosen.model, chosen.dimensions, note)
    return _default_query_model()


def _default_query_model() -> QueryModel:
    configured = get_embedder()
    if not configured.model:
        return QueryModel(None, "", 0, "no embedding provider is configured")
    counts = vector_counts()
    mine = counts.get(configured.model, (0, configured.dimensions))[0]
    others = [(n, name, dims) for name, (n, dims) in counts.items() if name != configured.model]
    best = max(others, default=None)
    if best is None or best[0] <= mine:
        return QueryModel(configured, configured.model, configured.dimensions)
    count, previous, dims = best
    note = (
        f"re-embedding to {configured.model} in progress ({mine}/{count} vectors); "
        f"querying the previous model {previous}"
    )
    embedder = embedder_for_model(previous)
    if embedder is None:
        return QueryModel(None, previous, dims, f"{note}, whose embedder is unavailable")
    return QueryModel(embedder, previous, dims, note)
