"""The vector arm: one model's nearest memories within the visible set, by the cheaper exact
plan (a small set) or through the HNSW indexes (the one store-wide, or split by visibility class:
`vector_split`). Every plan keeps the visibility rule's check on every row; nothing here decides
visibility.
"""

from __future__ import annotations

import math
import uuid
from collections.abc import Sequence

from django.conf import settings
from django.db.models import QuerySet

from memories.models import Memory
from memories.retrieval.types import VectorHits
from memories.retrieval.vector_split import search_split, vector_search_split
from memories.retrieval.visible import VisibleSet
from memories.search.indexes import vector_literal
from memories.search.models_in_use import vector_counts
from memories.search.statements import run_search
from memories.search.vector_sql import exact_vector_sql, vector_sql
from memories.sql_params import merged, named_one


def exact_scan_rows(*, limit: int, vectors: int) -> int:
    """Up to how many visible rows an exact scan is the better plan.

    Measured at 100 000 vectors: exact distances over n visible rows cost about as much as an
    HNSW iterative scan that must walk ~limit x vectors / n entries to find `limit` visible ones
    once n is about 3 000 (RECALL_EXACT_MAX_ROWS). Below ~limit x vectors / max_scan_tuples
    visible rows the HNSW scan would stop before finding `limit` rows at all, so those are exact
    at any corpus size."""
    capped = math.ceil(limit * vectors / settings.RECALL_HNSW_MAX_SCAN_TUPLES)
    return max(int(settings.RECALL_EXACT_MAX_ROWS), capped)


def vector_search(
    visible_set: VisibleSet,
    *,
    model: str,
    dimensions: int,
    vector: Sequence[float],
    limit: int,
    visible: int | None = None,
    by_class: bool = True,
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
    of the set apart (`memories.retrieval.vector_split`); recall always splits it, `by_class=False`
    searches one index for everything (for comparison). `fields`, when given, come along with
    each hit and are kept with the set for `hydrate`."""
    sub_sql, sub_params = named_one(*visible_set.ids_sql(), "visible")
    threshold = exact_scan_rows(limit=limit, vectors=vector_counts().get(model, (0, 0))[0])
    literal = vector_literal(vector)
    searched = merged(sub_params, {"vector": literal, "model": model, "limit": limit})
    classes = visible_set.classes()
    visible = visible_set.size() if visible is None else visible
    if classes and by_class and visible_set.active_only:
        split = vector_search_split(classes, model=model, threshold=threshold)
        if split is not None:
            return search_split(
                visible_set, split, model=model, dimensions=dimensions,
                literal=literal, limit=limit, threshold=threshold, fields=fields,
            )  # fmt: skip
    if visible is None or visible <= threshold:
        # Exact, in a statement that counts the set first and stops when it is too large.
        rows = run_search(
            exact_vector_sql(model=model, dimensions=dimensions, sub_sql=sub_sql, fields=fields),
            merged(searched, {"exact_rows": threshold + 1, "threshold": threshold}),
        )
        if next(row[0] for row in rows if row[1] is None) <= threshold:
            visible_set.keep(fields, rows, first=3)
            hits = sorted((row[2], row[1]) for row in rows if row[1] is not None)
            return VectorHits([(id_, 1.0 - float(d)) for d, id_ in hits], "exact")
    rows = run_search(
        vector_sql(model=model, dimensions=dimensions, sub_sql=sub_sql, fields=fields), searched
    )
    visible_set.keep(fields, rows, first=2)
    return VectorHits([(row[0], 1.0 - float(row[1])) for row in rows], "hnsw")


def vector_candidates(
    qs: QuerySet[Memory], *, model: str, dimensions: int, vector: Sequence[float], limit: int
) -> list[tuple[uuid.UUID, float]]:
    """Top `limit` (memory id, cosine similarity) for one model's vectors, filters applied."""
    hits = vector_search(
        VisibleSet(qs), model=model, dimensions=dimensions, vector=vector, limit=limit
    )
    return hits.rows
