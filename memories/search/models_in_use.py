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
from typing import Any

from cachetools import TTLCache
from django.conf import settings
from django.db import connection

from memories.embeddings import Embedder, get_embedder
from memories.embeddings.local import LocalEmbedder, packaged_model_path
from memories.search import workers


class _Memo:
    """Per-process memos, refreshed every RECALL_COVERAGE_CACHE_SECONDS (read on each call, so a
    changed setting takes effect at once): the vector counts (one GROUP BY over active rows),
    the vector indexes (the classes with their own, and the names of the store-wide ones), and
    each caller's records per visibility class (at most CALLERS callers, the least recently used
    first out)."""

    CALLERS = 4096
    lock = threading.Lock()
    ttl: float | None = None
    shared: TTLCache[str, Any] = TTLCache(maxsize=2, ttl=1.0)
    callers: TTLCache[Hashable, dict[str, int]] = TTLCache(maxsize=CALLERS, ttl=1.0)


def _now() -> float:
    return time.monotonic()


def _ttl() -> float:
    """The memos' time to live, as configured now; changing it empties them."""
    ttl = float(settings.RECALL_COVERAGE_CACHE_SECONDS)
    with _Memo.lock:
        if ttl != _Memo.ttl or _Memo.callers.maxsize != _Memo.CALLERS:
            life = max(ttl, 1e-9)
            _Memo.shared = TTLCache(maxsize=2, ttl=life, timer=_now)
            _Memo.callers = TTLCache(maxsize=_Memo.CALLERS, ttl=life, timer=_now)
            _Memo.ttl = ttl
    return ttl


def _held(cache: TTLCache[Any, Any], key: Hashable) -> Any:
    with _Memo.lock:
        return cache.get(key)


def _hold(cache: TTLCache[Any, Any], key: Hashable, value: Any, ttl: float) -> None:
    if ttl > 0:  # no memo at all when it is turned off
        with _Memo.lock:
            cache[key] = value


@dataclass(frozen=True)
class QueryModel:
    embedder: Embedder | None
    model: str
    dimensions: int
    note: str = ""


def vector_counts(*, fresh: bool = False) -> dict[str, tuple[int, int]]:
    """{model: (active memories with a vector, dimensions)}, cached a few seconds per process."""
    ttl = _ttl()
    held: dict[str, tuple[int, int]] | None = _held(_Memo.shared, "counts")
    if not fresh and held is not None:
        return held
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT e.model, count(*), max(e.dimensions) FROM memories_memoryembedding e"
            " JOIN memories_memory m ON m.id = e.memory_id"
            " WHERE m.status = 'active' GROUP BY e.model"
        )
        counts = {row[0]: (int(row[1]), int(row[2])) for row in cursor.fetchall()}
    _hold(_Memo.shared, "counts", counts, ttl)
    return counts


def class_vector_indexes(model: str) -> frozenset[str]:
    """The visibility classes whose `model` vectors have their own HNSW index
    (`ClassVectorIndex`: built whole, every vector of the class keyed), cached a few seconds per
    process. A stale answer only routes a search: the visibility rule checks every row."""
    return _vector_indexes()[0].get(model, frozenset())


def vector_index_names() -> frozenset[str]:
    """The names of the store-wide HNSW indexes (one per model, `memory_embedding_hnsw_*`),
    cached a few seconds per process like `class_vector_indexes`: a write's dedup asks on
    every write whether its model has one. A stale answer only picks the slower exact scan, or
    an index scan that finds what the exact scan would have (the index is built in seconds)."""
    return _vector_indexes()[1]


_STORE_INDEXES_SQL = (
    "SELECT indexname FROM pg_indexes WHERE indexname LIKE 'memory\\_embedding\\_hnsw\\_%'"
)


def _vector_indexes() -> tuple[dict[str, frozenset[str]], frozenset[str]]:
    """(model → classes with their own index, names of the store-wide indexes)."""
    ttl = _ttl()
    held: tuple[dict[str, frozenset[str]], frozenset[str]] | None = _held(_Memo.shared, "indexes")
    if held is not None:
        return held
    with connection.cursor() as cursor:
        cursor.execute("SELECT model, class_key FROM memories_classvectorindex")
        found: dict[str, set[str]] = {}
        for name, key in cursor.fetchall():
            found.setdefault(name, set()).add(key)
        cursor.execute(_STORE_INDEXES_SQL)
        names = frozenset(row[0] for row in cursor.fetchall())
    known = ({name: frozenset(keys) for name, keys in found.items()}, names)
    _hold(_Memo.shared, "indexes", known, ttl)
    return known


def routing_class_counts(caller: Hashable, count: Callable[[], dict[str, int]]) -> dict[str, int]:
    """`count()` (records per visibility class of what `caller` may see), cached a few seconds
    per process for each caller (a principal: a frozen value, so a changed grant is another
    caller). The vector search routes by these counts and nothing else reads them: a stale
    count only routes a search (an exact scan that finds its part grown past its limit falls
    back to the index), and BM25's weights come from its own statement's statistics."""
    ttl = _ttl()
    held: dict[str, int] | None = _held(_Memo.callers, caller)
    if held is not None:
        return held
    counts = count()
    _hold(_Memo.callers, caller, counts, ttl)
    return counts


def coverage_cache_clear() -> None:
    with _Memo.lock:
        _Memo.shared.clear()
        _Memo.callers.clear()


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
