"""The candidate SQL is index-shaped: the planner can serve it from the per-model HNSW index and
the GIN full-text index, and iterative scans keep selective filters returning k rows."""

from __future__ import annotations

import random
from typing import Any

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from memories.retrieval.types import RecallFilters
from memories.retrieval.vector_arm import vector_candidates
from memories.retrieval.visible import VisibleSet, recall_queryset
from memories.scoping import Principal
from memories.search.indexes import ensure_hnsw_index, hnsw_index_exists
from memories.search.models_in_use import coverage_cache_clear
from memories.search.vector_sql import vector_sql
from memories.sql_params import named_one
from tests.memories.retrieval.conftest import bulk_with_vectors, unit_vector


def _plan(sql: str, params: list[Any]) -> str:
    with transaction.atomic(), connection.cursor() as cursor:
        # Small test tables make seq scans and explicit sorts cheapest; forbid them so the plan
        # shows whether the index *matches* (same cast expression, same model predicate).
        cursor.execute("SET LOCAL enable_seqscan = off")
        cursor.execute("SET LOCAL enable_sort = off")
        cursor.execute("EXPLAIN " + sql, params)
        return "\n".join(row[0] for row in cursor.fetchall())


@pytest.mark.django_db
def test_vector_and_lexical_queries_can_use_their_indexes(as_alice: Principal) -> None:
    qs = recall_queryset(principal=as_alice, filters=RecallFilters())
    sub_sql, sub_params = named_one(*VisibleSet(qs).ids_sql(), "visible")
    vector_plan = _plan(
        vector_sql(model="all-MiniLM-L6-v2", dimensions=384, sub_sql=sub_sql),
        {
            **sub_params,
            "vector": "[" + ",".join(["0.1"] * 384) + "]",
            "model": "all-MiniLM-L6-v2",
            "limit": 10,
        },
    )
    lexical_plan = _plan(
        "SELECT id FROM memories_memory WHERE search_vector @@ websearch_to_tsquery('english', %s)",
        ["kafka offsets"],
    )
    assert "memory_embedding_hnsw_minilm" in vector_plan
    assert "memory_search_class_gin" in lexical_plan


@pytest.mark.django_db
def test_iterative_scan_returns_k_rows_under_a_selective_filter(
    alice: Any, bob: Any, as_alice: Principal, settings: Any
) -> None:
    rng = random.Random(7)
    bulk_with_vectors(bob, 600, rng, "bob noise")
    mine = bulk_with_vectors(alice, 12, rng, "alice row")
    settings.RECALL_HNSW_EF_SEARCH = 10  # one plain scan would yield ~10 rows, ~0 of them alice's
    settings.RECALL_EXACT_MAX_ROWS = 0  # 12 visible rows would be scored exactly otherwise
    qs = recall_queryset(principal=as_alice, filters=RecallFilters())
    with connection.cursor() as cursor:
        # Force the HNSW path (on a tiny table the planner would rightly sort exactly instead).
        cursor.execute("SET enable_seqscan = off")
        cursor.execute("SET enable_sort = off")
    try:
        hits = vector_candidates(
            qs, model="all-MiniLM-L6-v2", dimensions=384, vector=unit_vector(rng), limit=10
        )
    finally:
        with connection.cursor() as cursor:
            cursor.execute("RESET enable_seqscan")
            cursor.execute("RESET enable_sort")

    assert len(hits) == 10
    assert {h[0] for h in hits} <= {m.id for m in mine}


@pytest.mark.django_db(transaction=True)
def test_a_new_models_hnsw_index_is_created_concurrently_once() -> None:
    try:
        assert ensure_hnsw_index("test-model/v2", 8) is True
        assert hnsw_index_exists("test-model/v2")
        assert ensure_hnsw_index("test-model/v2", 8) is False
    finally:
        with connection.cursor() as cursor:
            cursor.execute("DROP INDEX IF EXISTS memory_embedding_hnsw_test_model_v2")


@pytest.mark.django_db(transaction=True)
def test_whether_a_model_has_its_index_is_cached_and_learned_at_once_when_built(
    settings: Any,
) -> None:
    """Dedup asks on every write whether the model has its store-wide index: answered from the
    process's cache (no query), and the process that builds an index sees it at once."""
    settings.RECALL_COVERAGE_CACHE_SECONDS = 300
    coverage_cache_clear()
    try:
        assert hnsw_index_exists("all-MiniLM-L6-v2")
        assert not hnsw_index_exists("test-model/v3")
        with CaptureQueriesContext(connection) as asked:
            assert hnsw_index_exists("all-MiniLM-L6-v2")
            assert not hnsw_index_exists("test-model/v3")
        assert len(asked) == 0
        assert ensure_hnsw_index("test-model/v3", 8) is True
        assert hnsw_index_exists("test-model/v3")
        assert hnsw_index_exists("test-model/v3", fresh=True)
    finally:
        with connection.cursor() as cursor:
            cursor.execute("DROP INDEX IF EXISTS memory_embedding_hnsw_test_model_v3")
        coverage_cache_clear()
    assert not hnsw_index_exists("test-model/v3")


@pytest.mark.django_db
def test_the_memory_tables_gin_indexes_keep_no_pending_list() -> None:
    """Every search of a GIN index reads its whole pending list first; recall and dedup search
    these several times a request, so none of them keeps one (migration 0022)."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT i.relname, coalesce(i.reloptions, '{}') FROM pg_class i"
            " JOIN pg_index x ON x.indexrelid = i.oid JOIN pg_class t ON t.oid = x.indrelid"
            " JOIN pg_am a ON a.oid = i.relam"
            " WHERE a.amname = 'gin' AND t.relname = 'memories_memory'"
        )
        options = dict(cursor.fetchall())
    assert {"memory_class_lexeme_gin", "memory_search_class_gin"} <= set(options)
    assert all("fastupdate=off" in opts for opts in options.values()), options
