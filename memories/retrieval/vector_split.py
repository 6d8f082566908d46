"""A vector search split by visibility class: the global vectors through their own HNSW index,
each class with an index of its own (`ClassVectorIndex`) through it, the caller's other classes
together, all in one round trip (`search_split`). `vector_search_split` decides whether a split
is the better plan for a caller's classes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from django.conf import settings

from memories.retrieval.types import VectorHits
from memories.retrieval.visible import VisibleSet
from memories.search.indexes import GLOBAL_CLASS, GLOBAL_HNSW_MODELS
from memories.search.models_in_use import class_vector_indexes
from memories.search.statements import Statement, search_statements
from memories.search.vector_sql import hnsw_part_sql, merged_vector_sql
from memories.sql_params import merged, named_one


@dataclass(frozen=True)
class VectorSearchSplit:
    """How a routed search splits the caller's classes: the global vectors through their own
    index (`global_apart`), each class in `indexed` through its own, the `rest` together."""

    global_apart: bool
    indexed: tuple[str, ...]
    rest: dict[str, int]


def vector_search_split(
    classes: dict[str, int], *, model: str, threshold: int
) -> VectorSearchSplit | None:
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
    return VectorSearchSplit(global_apart, indexed, rest)


@dataclass(frozen=True)
class _Search:
    """What every statement of one split search shares."""

    visible_set: VisibleSet
    split: VectorSearchSplit
    model: str
    dimensions: int
    sub_sql: str  # the visible ids, its params named under "visible"
    params: dict[str, Any]  # the sub SQL's, vector, model, limit
    limit: int
    threshold: int
    fields: Sequence[str] = ()  # the record's fields each hit brings (`row_fields`)

    def part(self, **only: Any) -> str:
        """One index search of the set (`hnsw_part_sql`)."""
        return hnsw_part_sql(
            model=self.model, dimensions=self.dimensions, sub_sql=self.sub_sql, **only
        )

    def main_index_part(self) -> str:
        """The caller's other classes through the main index, the parts searched apart skipped.
        Probing each entry's visibility as the one-index search does (a class-filtered set here
        would make the planner score it all exactly)."""
        return self.part(
            global_only=False if self.split.global_apart else None,
            not_classes=self.split.indexed,
        )

    def statement(
        self, ef_search: int, parts: Sequence[str], exact: tuple[str, dict[str, Any]] | None = None
    ) -> Statement:
        """One statement for `parts` (and, with `exact`, the exact scan of that sub SQL)."""
        sql = merged_vector_sql(
            dimensions=self.dimensions, parts=parts,
            exact_sub_sql=None if exact is None else exact[0], fields=self.fields,
        )  # fmt: skip
        params = self.params
        if exact is not None:
            cut = {"exact_rows": self.threshold + 1, "threshold": self.threshold}
            params = merged(self.params, exact[1], cut)
        return Statement(sql, params, ef_search)


def _index_parts(search: _Search, *, rest_through_main: bool) -> list[tuple[int, list[str]]]:
    """The split's index searches grouped by their candidate list (ef_search), in the order
    each list first appears: the global vectors (everyone may see nearly all of them, so the
    scan stops after about `limit` entries, and a candidate list of twice `limit` finds them),
    each indexed class (its members see all of it; RECALL_CLASS_EF_SEARCH), and, when
    `rest_through_main`, the other classes through the main index."""
    ef = int(settings.RECALL_HNSW_EF_SEARCH)
    searches: list[tuple[int, str]] = []
    if search.split.global_apart:
        searches.append((min(ef, 2 * search.limit), search.part(global_only=True)))
    class_ef = max(int(settings.RECALL_CLASS_EF_SEARCH), search.limit)
    searches += [(class_ef, search.part(class_key=key)) for key in search.split.indexed]
    if rest_through_main:
        searches.append((ef, search.main_index_part()))
    by_ef: dict[int, list[str]] = {}
    for ef_search, sql in searches:
        by_ef.setdefault(ef_search, []).append(sql)
    return list(by_ef.items())


def _rest_exact_sql(visible_set: VisibleSet, rest: dict[str, int]) -> tuple[str, dict[str, Any]]:
    """The rest's records by their class term (one GIN lookup), the rule checked on each.
    The condition is written twice for the planner: written once, it intersects the class scan
    with the rule's own indexes, which at 1M reads a large project's 50 000 entries (old: 16.6 ms
    p50 for a member's 484 own records; twice: 3.7 ms, same rows)."""
    records_sql, records_params = named_one(*visible_set.records_sql(), "visible")
    rest_classes = (
        "(SELECT string_agg(quote_literal(k), ' | ')::tsquery"
        " FROM unnest(%(rest_classes)s::text[]) k)"
    )
    rest_sql = (
        f"SELECT r.id FROM ({records_sql}) r"
        f" WHERE r.class_term @@ {rest_classes} AND r.class_term @@ {rest_classes}"
    )
    return rest_sql, merged(records_params, {"rest_classes": sorted(rest)})


def _statements(search: _Search, *, rest_exact: bool) -> list[Statement]:
    """The split's statements: searches with the same candidate list (and the exact one, which
    has none) share one (`merged_vector_sql`), which merges their hits and keeps its nearest
    `limit`."""
    rest = search.split.rest
    groups = _index_parts(search, rest_through_main=bool(rest) and not rest_exact)
    if not rest_exact:
        return [search.statement(ef_search, parts) for ef_search, parts in groups]
    # The exact scan goes with the searches of the first candidate list (it has none of its own).
    ef_search, parts = groups[0] if groups else (int(settings.RECALL_HNSW_EF_SEARCH), [])
    exact = _rest_exact_sql(search.visible_set, rest)
    return [search.statement(ef_search, parts, exact=exact)] + [
        search.statement(ef, others) for ef, others in groups[1:]
    ]


def search_split(
    visible_set: VisibleSet,
    split: VectorSearchSplit,
    *,
    model: str,
    dimensions: int,
    literal: str,
    limit: int,
    threshold: int,
    fields: Sequence[str] = (),
) -> VectorHits:
    """The top `limit` of a set split by `split`, its searches sent in one round trip: the
    global vectors and each indexed class through their own indexes (`_index_parts`), the
    caller's other classes (their own records, a small project or persona) scored exactly,
    found by their class term, when they are few, through the main index otherwise. Every
    search keeps the visibility rule's check on every row; the statements' lists merge by
    distance."""
    sub_sql, sub_params = named_one(*visible_set.ids_sql(), "visible")
    search = _Search(
        visible_set=visible_set, split=split, model=model, dimensions=dimensions,
        sub_sql=sub_sql, params=merged(sub_params, {"vector": literal, "model": model, "limit": limit}),
        limit=limit, threshold=threshold, fields=tuple(fields),
    )  # fmt: skip
    rest_exact = bool(split.rest) and sum(split.rest.values()) <= threshold
    results = search_statements(_statements(search, rest_exact=rest_exact))
    if rest_exact and next(row[0] for row in results[0] if row[1] is None) > threshold:
        # The rest grew past the exact scan between the counts and the statement (writes
        # meanwhile), so that statement scored none of it: search it through the main index.
        ef = int(settings.RECALL_HNSW_EF_SEARCH)
        results += search_statements([search.statement(ef, [search.main_index_part()])])
    found: list[tuple[float, Any]] = []
    for rows in results:
        # Each statement's rows start with its count column (NULL on the hits).
        found += [(float(row[2]), row[1]) for row in rows if row[1] is not None]
        visible_set.keep(fields, rows, first=3)
    best = sorted(found)[:limit]
    plan = "hnsw" + "+global" * split.global_apart + "+class" * bool(split.indexed)
    return VectorHits([(id_, 1.0 - distance) for distance, id_ in best], plan)
