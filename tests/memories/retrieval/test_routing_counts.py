"""The records per class a vector search routes by are kept a few seconds per caller
(`models_in_use.routing_class_counts`): counted once within the time, per caller, cleared with
the coverage cache, never kept when the time is 0, bounded; and a recall routed by counts that
writes have since made stale still returns the exact top k."""

from __future__ import annotations

import random
from typing import Any

import pytest

from memories.models import ClassVectorIndex
from memories.retrieval.pipeline import recall_set
from memories.retrieval.types import RecallFilters
from memories.retrieval.vector_arm import vector_search
from memories.scoping import principal_for_user
from memories.search import models_in_use
from memories.search.models_in_use import coverage_cache_clear, routing_class_counts
from tests.memories.retrieval.conftest import unit_vector
from tests.memories.retrieval.test_global_apart import MODEL, _exact, _rows, _world

pytestmark = pytest.mark.django_db


class Counter:
    def __init__(self, answer: dict[str, int]) -> None:
        self.answer, self.calls = answer, 0

    def __call__(self) -> dict[str, int]:
        self.calls += 1
        return dict(self.answer)


def test_counts_are_read_once_within_the_time_per_caller(settings: Any) -> None:
    settings.RECALL_COVERAGE_CACHE_SECONDS = 30.0
    first, second = Counter({"user:1:::": 3}), Counter({"user:2:::": 7})
    assert routing_class_counts("caller one", first) == {"user:1:::": 3}
    assert routing_class_counts("caller one", first) == {"user:1:::": 3}
    assert first.calls == 1
    # Another caller (another principal: a changed grant is one) never gets the first's counts.
    assert routing_class_counts("caller two", second) == {"user:2:::": 7}
    assert second.calls == 1
    coverage_cache_clear()
    routing_class_counts("caller one", first)
    assert first.calls == 2


def test_counts_are_read_again_once_the_time_is_over(settings: Any, monkeypatch: Any) -> None:
    settings.RECALL_COVERAGE_CACHE_SECONDS = 5.0
    clock = [1000.0]
    monkeypatch.setattr(models_in_use.time, "monotonic", lambda: clock[0])
    counter = Counter({"user:1:::": 3})
    routing_class_counts("caller", counter)
    clock[0] += 4.9
    routing_class_counts("caller", counter)
    assert counter.calls == 1
    clock[0] += 0.2
    routing_class_counts("caller", counter)
    assert counter.calls == 2


def test_with_no_time_the_counts_are_read_every_time(settings: Any) -> None:
    settings.RECALL_COVERAGE_CACHE_SECONDS = 0.0
    counter = Counter({"user:1:::": 3})
    for _ in range(3):
        routing_class_counts("caller", counter)
    assert counter.calls == 3


def test_the_oldest_callers_give_way_past_the_bound(settings: Any, monkeypatch: Any) -> None:
    settings.RECALL_COVERAGE_CACHE_SECONDS = 30.0
    monkeypatch.setattr(models_in_use._Memo, "CALLERS", 3)
    counters = {name: Counter({name: 1}) for name in "abcd"}
    for name in "abcd":
        routing_class_counts(name, counters[name])
    assert len(models_in_use._Memo.callers) == 3
    routing_class_counts("a", counters["a"])  # dropped for "d": read again
    routing_class_counts("d", counters["d"])  # still held
    assert counters["a"].calls == 2
    assert counters["d"].calls == 1


def test_a_recall_routed_by_stale_counts_returns_the_exact_top_k(
    alice: Any, bob: Any, settings: Any
) -> None:
    """The first search keeps alice's counts (30 own records: scored exactly); she then writes
    200 more, past the exact scan's limit, and the next search within the time, routed by the
    old counts, falls back to the index for them and still returns the exact top 10."""
    world = _world(alice, bob)
    settings.RECALL_COVERAGE_CACHE_SECONDS = 30.0
    settings.RECALL_EXACT_MAX_ROWS = (
        75  # the 90 global rows through their own index, 70 others exact
    )
    person = principal_for_user(alice)
    rng: random.Random = world["rng"]
    vector = unit_vector(rng)

    def search() -> list[Any]:
        visible = recall_set(principal=person, filters=RecallFilters())
        hits = vector_search(visible, model=MODEL, dimensions=384, vector=vector, limit=10)
        assert hits.plan == "hnsw+global"
        return [row[0] for row in hits.rows]

    assert search() == _exact(person, vector, 10)
    own_key = f"user:{alice.id}:::"
    _rows(alice, 200, rng, "alice later")
    held = models_in_use._Memo.callers[person]
    assert held[own_key] == 30  # the counts the next search routes by are stale
    assert search() == _exact(person, vector, 10)
    assert not ClassVectorIndex.objects.exists()
