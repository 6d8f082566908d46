"""The vector arm picks its plan by the size of the visible set: small sets are scored exactly,
large ones go through HNSW (and are remembered as large); either way the settings of the search
travel with the query in one round trip and stay local to it."""

from __future__ import annotations

import random
from typing import Any

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from memories.embeddings import EmbedderUnavailable, get_embedder
from memories.embeddings.none import NoEmbedder
from memories.retrieval.bm25 import bm25_search, visible_classes, visible_record_count
from memories.retrieval.hydrate import hydrate
from memories.retrieval.pipeline import memory_recall
from memories.retrieval.types import RecallFilters
from memories.retrieval.vector_arm import exact_scan_rows, vector_search
from memories.retrieval.visible import VisibleSet, recall_queryset
from memories.scoping import Principal
from memories.search.indexes import vector_literal
from memories.search.models_in_use import embed_query_soon
from memories.search.statements import Statement, run_search, search_statements
from memories.search.vector_sql import vector_sql
from memories.sql_params import named_one
from tests.memories.retrieval.conftest import bulk_with_vectors, unit_vector

MODEL = "all-MiniLM-L6-v2"


def _exact(principal: Principal, vector: list[float], limit: int) -> list[Any]:
    """Ground truth: every visible vector's distance, no index."""
    sub_sql, sub_params = named_one(
        *VisibleSet(recall_queryset(principal=principal, filters=RecallFilters())).ids_sql(),
        "visible",
    )
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_indexscan = off")
        cursor.execute(
            vector_sql(model=MODEL, dimensions=384, sub_sql=sub_sql),
            {**sub_params, "vector": vector_literal(vector), "model": MODEL, "limit": limit},
        )
        return [row[0] for row in cursor.fetchall()]


@pytest.mark.django_db
def test_a_small_visible_set_is_scored_exactly_and_in_one_statement(
    alice: Any, bob: Any, as_alice: Principal, settings: Any
) -> None:
    settings.RECALL_COVERAGE_CACHE_SECONDS = 30.0
    rng = random.Random(3)
    bulk_with_vectors(bob, 200, rng, "bob row")
    bulk_with_vectors(alice, 30, rng, "alice row")
    query = unit_vector(rng)
    qs = recall_queryset(principal=as_alice, filters=RecallFilters())
    vector_search(VisibleSet(qs), model=MODEL, dimensions=384, vector=query, limit=10)  # cached

    with CaptureQueriesContext(connection) as captured:
        hits = vector_search(VisibleSet(qs), model=MODEL, dimensions=384, vector=query, limit=10)

    assert hits.plan == "exact"
    assert [memory_id for memory_id, _ in hits.rows] == _exact(as_alice, query, 10)
    assert len(captured.captured_queries) == 1
    similarities = [similarity for _, similarity in hits.rows]
    assert similarities == sorted(similarities, reverse=True)


def _sixty_rows_over_a_threshold_of_twenty(
    alice: Any, as_alice: Principal, settings: Any, *, seed: int
) -> tuple[Any, random.Random]:
    """Alice's 60 vectors with the exact-plan threshold at 20 and the vector counts cached."""
    settings.RECALL_COVERAGE_CACHE_SECONDS = 30.0
    settings.RECALL_EXACT_MAX_ROWS = 20
    rng = random.Random(seed)
    bulk_with_vectors(alice, 60, rng, "alice row")
    qs = recall_queryset(principal=as_alice, filters=RecallFilters())
    vector_search(VisibleSet(qs), model=MODEL, dimensions=384, vector=unit_vector(rng), limit=10)
    return qs, rng


@pytest.mark.django_db
def test_a_large_visible_set_goes_through_hnsw_straight_when_its_size_is_known(
    alice: Any, as_alice: Principal, settings: Any
) -> None:
    qs, rng = _sixty_rows_over_a_threshold_of_twenty(alice, as_alice, settings, seed=4)
    query = unit_vector(rng)
    assert exact_scan_rows(limit=10, vectors=60) == 20
    assert visible_record_count(as_alice) == 60  # the term statistics' count, not a scan
    with CaptureQueriesContext(connection) as unknown:
        hits = vector_search(VisibleSet(qs), model=MODEL, dimensions=384, vector=query, limit=10)
    sized = VisibleSet(
        recall_queryset(principal=as_alice, filters=RecallFilters()),
        classes=lambda: visible_classes(as_alice),
    )
    with CaptureQueriesContext(connection) as known:
        repeat = vector_search(sized, model=MODEL, dimensions=384, vector=query, limit=10)

    assert hits.plan == repeat.plan == "hnsw"
    assert len(unknown.captured_queries) == 2  # the exact attempt counted 21 rows, then HNSW
    statements = [q["sql"] for q in known.captured_queries]
    assert len(statements) == 2  # the statistics' count, then HNSW: no exact attempt
    assert not any("scored AS MATERIALIZED" in sql for sql in statements)
    # ef_search (400) covers the whole of this small graph, so HNSW finds the exact top 10.
    assert [memory_id for memory_id, _ in hits.rows] == _exact(as_alice, query, 10)


def test_the_exact_threshold_grows_where_hnsw_would_stop_short(settings: Any) -> None:
    settings.RECALL_EXACT_MAX_ROWS = 3000
    settings.RECALL_HNSW_MAX_SCAN_TUPLES = 20000
    assert exact_scan_rows(limit=50, vectors=100_000) == 3000
    # 50 visible rows among 10M would need ~25 000 visible-or-not index entries per 50 found.
    assert exact_scan_rows(limit=50, vectors=10_000_000) == 25_000


@pytest.mark.django_db(transaction=True)
def test_search_settings_apply_to_the_query_and_end_with_it(settings: Any) -> None:
    settings.RECALL_HNSW_EF_SEARCH = 123
    sql = "SELECT current_setting('hnsw.ef_search'), current_setting('max_parallel_workers_per_gather')"

    with CaptureQueriesContext(connection) as captured:
        rows = run_search(sql, {})
    with connection.cursor() as cursor:
        cursor.execute("SELECT current_setting('max_parallel_workers_per_gather')")
        after = cursor.fetchone()

    assert rows == [("123", "0")]
    assert len(captured.captured_queries) == 1
    assert after is not None
    assert after[0] != "0"


@pytest.mark.django_db(transaction=True)
def test_statements_sent_together_each_search_with_their_own_candidate_list(
    settings: Any,
) -> None:
    settings.RECALL_HNSW_EF_SEARCH = 123
    sql = "SELECT current_setting('hnsw.ef_search'), current_setting('hnsw.iterative_scan')"

    with CaptureQueriesContext(connection) as captured:
        results = search_statements(
            [Statement(sql, {}, 100), Statement(sql, {}), Statement(sql, {}, 37)]
        )

    assert results == [
        [("100", "relaxed_order")],
        [("123", "relaxed_order")],
        [("37", "relaxed_order")],
    ]
    assert len(captured.captured_queries) == 1  # one round trip


@pytest.mark.django_db
def test_each_index_entry_is_probed_so_the_scan_stops_at_the_limit(
    alice: Any, as_alice: Principal, settings: Any
) -> None:
    """The visibility check is a probe per index entry, not a join: a join may hash the whole
    visible set and drain the index before the sort (seen at 1M records)."""
    qs, _ = _sixty_rows_over_a_threshold_of_twenty(alice, as_alice, settings, seed=8)
    sub_sql, sub_params = named_one(*VisibleSet(qs).ids_sql(), "visible")
    sql = vector_sql(model=MODEL, dimensions=384, sub_sql=sub_sql)
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("ANALYZE memories_memoryembedding")
        # Joins made cheap and the sort forbidden: only the index order is left to choose from.
        cursor.execute("SET LOCAL enable_sort = off")
        cursor.execute("SET LOCAL enable_seqscan = off")
        cursor.execute(
            f"EXPLAIN {sql}",
            {**sub_params, "vector": vector_literal([0.05] * 384), "model": MODEL, "limit": 10},
        )
        plan = "\n".join(row[0] for row in cursor.fetchall())

    assert "memory_embedding_hnsw_minilm" in plan
    hits = plan.split("CTE hits")[1].split("\n  ->")[0]  # the search, before the fields' join
    assert "SubPlan" in hits
    assert "Join" not in hits
    assert "Hash" not in hits


@pytest.mark.django_db
def test_a_semantic_recall_takes_a_handful_of_statements(
    make_memory: Any, alice: Any, as_alice: Principal, settings: Any
) -> None:
    """Settings, the full-text arm, the vector arm (settings and query in one message) and one
    hydration statement: nothing per candidate, no separate transaction statements."""
    settings.RECALL_COVERAGE_CACHE_SECONDS = 30.0
    make_memory(alice, "Alice prefers tea in the morning")
    make_memory(alice, "The billing service runs on postgres")
    memory_recall(principal=as_alice, query="warm up", strategy="semantic", rerank=False)

    with CaptureQueriesContext(connection) as captured:
        result = memory_recall(
            principal=as_alice, query="what does alice drink", strategy="semantic", rerank=False
        )

    assert result.ranking == "hybrid"
    assert result.results
    statements = [q["sql"].split()[0].upper() for q in captured.captured_queries]
    assert len(statements) <= 4, statements
    assert not {"BEGIN", "COMMIT", "SAVEPOINT"} & set(statements)


def test_the_query_is_embedded_on_a_worker_thread_with_the_same_result() -> None:
    embedder = get_embedder()
    pending = embed_query_soon(embedder, "who owns the billing service")

    assert pending.result() == embedder.embed(["who owns the billing service"])
    with pytest.raises(EmbedderUnavailable):
        embed_query_soon(NoEmbedder(), "anything").result()


@pytest.mark.django_db
def test_a_visible_count_given_by_the_caller_skips_the_vector_arms_own_count(
    alice: Any, as_alice: Principal, settings: Any
) -> None:
    qs, rng = _sixty_rows_over_a_threshold_of_twenty(alice, as_alice, settings, seed=5)

    counted = qs.count()
    with CaptureQueriesContext(connection) as captured:
        hits = vector_search(
            VisibleSet(qs),
            model=MODEL,
            dimensions=384,
            vector=unit_vector(rng),
            limit=10,
            visible=counted,
        )

    assert hits.plan == "hnsw"
    assert len(captured.captured_queries) == 1  # no exact attempt: the count was known
    # BM25 never reads the visible set to count it (its weights come from term statistics)
    nothing = bm25_search(
        VisibleSet(qs), principal=as_alice, query="nothing matches this", limit=10
    )
    assert nothing.rows == []


@pytest.mark.django_db
def test_hydration_fetches_the_visible_candidates_in_one_statement(
    alice: Any, bob: Any, as_alice: Principal
) -> None:
    rng = random.Random(6)
    mine = bulk_with_vectors(alice, 5, rng, "alice row")
    theirs = bulk_with_vectors(bob, 3, rng, "bob row")
    fields = ("id", "content")
    visible_set = VisibleSet(recall_queryset(principal=as_alice, filters=RecallFilters()))
    ids = [*(m.id for m in mine), *(m.id for m in theirs)]

    with CaptureQueriesContext(connection) as captured:
        everything = hydrate(visible_set, ids, fields)

    assert len(captured.captured_queries) == 1
    assert list(everything) == [m.id for m in mine]  # in the order asked; bob's are not alice's
    assert all(row["content"].startswith("alice row") for row in everything.values())


@pytest.mark.django_db
def test_the_vector_literal_names_the_embedders_vectors_exactly() -> None:
    """Nine significant digits: pgvector reads the same 4-byte floats as from the full repr."""
    vector = get_embedder().embed(["the kayak trip to Oslo in May"])[0]
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT %s::vector(384) = %s::vector(384), length(%s), length(%s)",
            [vector_literal(vector), repr(vector), vector_literal(vector), repr(vector)],
        )
        same, short, full = cursor.fetchone()
    assert same
    assert short < 0.7 * full
