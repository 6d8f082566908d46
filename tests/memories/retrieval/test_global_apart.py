"""Global vectors searched through their own index: the database keeps every embedding's
`in_global_scope` with its memory's scope, the split search returns exactly the top k an exact
scan of the caller's visible set returns (for a person, a project-bound key and a person with no
grants), and the global part runs through the partial index."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from memories.models import Memory, MemoryEmbedding
from memories.retrieval.bm25 import visible_classes
from memories.retrieval.types import RecallFilters
from memories.retrieval.vector_arm import vector_search
from memories.retrieval.visible import VisibleSet, recall_queryset
from memories.scoping import Principal, principal_for_user
from memories.search.indexes import vector_literal
from memories.search.models_in_use import class_vector_indexes, vector_counts
from memories.search.vector_sql import vector_sql
from memories.services.rules.validation import content_hash
from memories.sql_params import named_one
from tests.factories.memories import ProjectFactory, ProjectMembershipFactory
from tests.memories.retrieval.conftest import unit_vector

pytestmark = pytest.mark.django_db
MODEL = "all-MiniLM-L6-v2"


def _rows(owner: Any, count: int, rng: random.Random, prefix: str, **fields: Any) -> None:
    rows = Memory.objects.bulk_create(
        Memory(owner=owner, content=f"{prefix} {n}", content_hash=content_hash(f"{prefix} {n}"),
               **fields)
        for n in range(count)
    )  # fmt: skip
    MemoryEmbedding.objects.bulk_create(
        MemoryEmbedding(memory=m, model=MODEL, dimensions=384, embedding=unit_vector(rng),
                        text_hash="x")
        for m in rows
    )  # fmt: skip


def _flags() -> dict[str, bool]:
    return dict(
        MemoryEmbedding.objects.values_list("memory__content", "in_global_scope").order_by("id")
    )


def test_the_database_keeps_the_global_flag_with_the_scope(alice: Any) -> None:
    rng = random.Random(1)
    _rows(alice, 1, rng, "own")
    _rows(alice, 1, rng, "shared", scope="global")
    assert _flags() == {"own 0": False, "shared 0": True}
    own = Memory.objects.get(content="own 0")
    own.scope = "global"  # promoted
    own.save()
    shared = Memory.objects.get(content="shared 0")
    apollo: Any = ProjectFactory(slug="apollo")
    shared.scope, shared.project = "project", apollo
    shared.save()
    assert _flags() == {"own 0": True, "shared 0": False}
    # Even a row written claiming the flag gets what its memory's scope says.
    MemoryEmbedding.objects.filter(memory=shared).delete()
    MemoryEmbedding.objects.create(
        memory=shared, model=MODEL, dimensions=384, embedding=unit_vector(rng), text_hash="x",
        in_global_scope=True,
    )  # fmt: skip
    assert _flags()["shared 0"] is False


def _world(alice: Any, bob: Any) -> dict[str, Any]:
    rng = random.Random(5)
    apollo, gemini = ProjectFactory(slug="apollo"), ProjectFactory(slug="gemini")
    ProjectMembershipFactory(project=apollo, user=alice)
    _rows(alice, 30, rng, "alice own")
    _rows(bob, 60, rng, "bob own")
    _rows(bob, 80, rng, "everyone", scope="global")
    _rows(bob, 10, rng, "gemini stamped", scope="global", project=gemini)
    _rows(bob, 40, rng, "apollo team", scope="project", project=apollo)
    _rows(bob, 40, rng, "gemini team", scope="project", project=gemini)
    _rows(alice, 5, rng, "alice archived", status="archived")
    return {"apollo": apollo, "rng": rng}


def _exact(principal: Principal, vector: list[float], k: int) -> list[Any]:
    visible = list(
        recall_queryset(principal=principal, filters=RecallFilters()).values_list("id", flat=True)
    )
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT memory_id FROM memories_memoryembedding WHERE memory_id = ANY(%s)"
            " ORDER BY (embedding::vector(384)) <=> %s::vector(384), memory_id LIMIT %s",
            [visible, vector_literal(vector), k],
        )
        return [row[0] for row in cursor.fetchall()]


def principals_of(user: Any, project: Any) -> dict[str, Principal]:
    """A person, their key bound to `project`, and the person without grants."""
    person = principal_for_user(user)
    return {
        "person": person,
        "bound key": dataclasses.replace(person, is_human=False, bound_project_id=project.id),
        "no grants": dataclasses.replace(person, project_ids=frozenset()),
    }


def routed_set(principal: Principal) -> VisibleSet:
    """The caller's whole visible set, with its classes' counts, as recall builds it."""
    return VisibleSet(
        recall_queryset(principal=principal, filters=RecallFilters()),
        classes=lambda: visible_classes(principal),
        active_only=True,
    )


@pytest.mark.parametrize("exact_max", [20, 75])  # the rest through the main index / exactly
def test_the_split_search_returns_the_exact_top_k(
    alice: Any, bob: Any, settings: Any, exact_max: int
) -> None:
    world = _world(alice, bob)
    settings.RECALL_EXACT_MAX_ROWS = exact_max  # the 80-90 global rows count as many
    for name, principal in principals_of(alice, world["apollo"]).items():
        for _ in range(5):
            vector = unit_vector(world["rng"])
            hits = vector_search(
                routed_set(principal), model=MODEL, dimensions=384, vector=vector, limit=10,
            )  # fmt: skip
            assert hits.plan == "hnsw+global", name
            assert [row[0] for row in hits.rows] == _exact(principal, vector, 10), name


@pytest.mark.parametrize("exact_max", [20, 75])
def test_both_parts_go_to_the_database_in_one_round_trip(
    alice: Any, bob: Any, settings: Any, exact_max: int
) -> None:
    world = _world(alice, bob)
    settings.RECALL_EXACT_MAX_ROWS = exact_max
    settings.RECALL_COVERAGE_CACHE_SECONDS = 30.0
    person = principal_for_user(alice)
    visible_set = VisibleSet(
        recall_queryset(principal=person, filters=RecallFilters()),
        classes=lambda: visible_classes(person),
        active_only=True,
    )
    visible_set.classes()  # the per-class counts, read first as the vector worker does
    vector_counts()  # the vectors per model, known to the process
    class_vector_indexes(MODEL)  # and the classes with their own index

    with CaptureQueriesContext(connection) as captured:
        hits = vector_search(
            visible_set, model=MODEL, dimensions=384, vector=unit_vector(world["rng"]), limit=10,
        )  # fmt: skip

    assert hits.plan == "hnsw+global"
    assert len(captured.captured_queries) == 1
    assert "in_global_scope" in captured.captured_queries[0]["sql"]
    assert (
        "set_config('hnsw.ef_search', '20', true)" in captured.captured_queries[0]["sql"]
    )  # 2 x limit


def test_a_small_global_corpus_keeps_the_one_index(alice: Any, bob: Any) -> None:
    _world(alice, bob)  # 90 global rows, under the default exact threshold
    person = principal_for_user(alice)
    visible_set = VisibleSet(
        recall_queryset(principal=person, filters=RecallFilters()),
        classes=lambda: visible_classes(person),
        active_only=True,
    )
    hits = vector_search(
        visible_set, model=MODEL, dimensions=384, vector=unit_vector(random.Random(2)), limit=10,
    )  # fmt: skip
    assert hits.plan == "exact"


def test_the_global_part_runs_through_its_own_index(alice: Any, bob: Any) -> None:
    _world(alice, bob)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE memories_memoryembedding")
    sub_sql, sub_params = named_one(
        *VisibleSet(
            recall_queryset(principal=principal_for_user(alice), filters=RecallFilters())
        ).ids_sql(),
        "visible",
    )
    sql = vector_sql(model=MODEL, dimensions=384, sub_sql=sub_sql, global_only=True)
    assert "memory_embedding_hnsw_minilm_global" in index_plan(sql, sub_params)


def index_plan(sql: str, sub_params: Mapping[str, Any]) -> str:
    """The plan of one vector statement (`vector_sql`) when the planner is asked for an index
    order: a tiny table would rightly be sorted exactly."""
    with connection.cursor() as cursor:
        cursor.execute("SET enable_seqscan = off")
        cursor.execute("SET enable_sort = off")
        try:
            vector = vector_literal([0.05] * 384)
            params = {**sub_params, "vector": vector, "model": MODEL, "limit": 10}
            cursor.execute(f"EXPLAIN {sql}", params)
            return "\n".join(row[0] for row in cursor.fetchall())
        finally:
            cursor.execute("RESET enable_seqscan")
            cursor.execute("RESET enable_sort")


def test_not_by_class_one_index_serves_every_class(alice: Any, bob: Any, settings: Any) -> None:
    world = _world(alice, bob)
    settings.RECALL_EXACT_MAX_ROWS = 20
    person = principal_for_user(alice)
    vector = unit_vector(world["rng"])
    visible_set = VisibleSet(
        recall_queryset(principal=person, filters=RecallFilters()),
        classes=lambda: visible_classes(person),
        active_only=True,
    )
    hits = vector_search(
        visible_set, model=MODEL, dimensions=384, vector=vector, limit=10, by_class=False,
    )  # fmt: skip
    assert hits.plan == "hnsw"
    assert [row[0] for row in hits.rows] == _exact(person, vector, 10)


def test_a_rest_grown_past_the_exact_scan_is_searched_through_the_index(
    alice: Any, bob: Any, settings: Any
) -> None:
    """Counts read before a burst of writes: the rest's exact statement finds more rows than
    it may score and returns none, so the rest is searched again through the main index."""
    world = _world(alice, bob)
    settings.RECALL_EXACT_MAX_ROWS = 20
    person = principal_for_user(alice)

    def stale_counts() -> dict[str, int]:
        counts = visible_classes(person)
        return {key: n if key.startswith("global:") else 5 for key, n in counts.items()}

    vector = unit_vector(world["rng"])
    stale = VisibleSet(
        recall_queryset(principal=person, filters=RecallFilters()),
        classes=stale_counts,
        active_only=True,
    )
    hits = vector_search(stale, model=MODEL, dimensions=384, vector=vector, limit=10)
    assert hits.plan == "hnsw+global"
    # It believed 5 own and 5 project rows (10, under the exact scan's 20); there are 70.
    assert stale.classes()[f"user:{alice.id}:::"] == 5
    assert [row[0] for row in hits.rows] == _exact(person, vector, 10)
