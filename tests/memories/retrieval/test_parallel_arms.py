"""A semantic recall outside a transaction: BM25 on the request's connection while a worker
embeds the query and runs the vector arm on its own — same results, same visibility."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from memories.retrieval.arms import vector_arm
from memories.retrieval.pipeline import memory_recall
from memories.retrieval.types import RecallFilters
from memories.retrieval.visible import VisibleSet, recall_queryset
from memories.scoping import Principal
from memories.search import workers
from memories.search.models_in_use import query_model
from tests.memories.retrieval.conftest import MakeMemory

# Committed rows: a worker's connection sees only what is committed.
pytestmark = pytest.mark.django_db(transaction=True)

QUERY = "where does the team keep its backups"


def _vector_statements(captured: CaptureQueriesContext) -> list[str]:
    """The vector searches (not the similarity fill's cosines of given ids, which the caller's
    connection reads while the worker searches)."""
    return [
        q["sql"]
        for q in captured.captured_queries
        if "<=>" in q["sql"] and "e.memory_id = ANY" not in q["sql"]
    ]


def _worker_pid() -> int:
    (held,) = [w for w in workers._Pool.connections if w.connection is not None]
    return int(held.connection.info.backend_pid)


@pytest.fixture
def backups(make_memory: MakeMemory, alice: Any, bob: Any) -> dict[str, Any]:
    return {
        "nightly": make_memory(alice, "Backups run nightly to the Frankfurt object store"),
        "restore": make_memory(alice, "Restoring a backup takes about forty minutes"),
        "editor": make_memory(alice, "Dana prefers vim over emacs"),
        "bobs": make_memory(bob, "Bob keeps the team backups on a tape in his drawer"),
    }


def test_the_vector_arm_runs_on_a_worker_connection_with_the_same_results(
    backups: dict[str, Any], as_alice: Principal
) -> None:
    # Inside a transaction both arms run on the caller's connection, one after the other.
    with transaction.atomic(), CaptureQueriesContext(connection) as one_connection:
        sequential = memory_recall(
            principal=as_alice, query=QUERY, strategy="semantic", explain=True
        )
    with CaptureQueriesContext(connection) as request_connection:
        parallel = memory_recall(principal=as_alice, query=QUERY, strategy="semantic", explain=True)

    assert _vector_statements(one_connection)  # sequential: all on the request's connection
    assert not _vector_statements(request_connection)  # parallel: not on it
    assert workers.connection_count() == 1
    assert parallel.ranking == sequential.ranking == "hybrid"
    assert [(h.id, h.score, h.explain) for h in parallel.results] == [
        (h.id, h.score, h.explain) for h in sequential.results
    ]
    assert parallel.results[0].id == backups["nightly"].id
    assert all(hit.explain and hit.explain["similarity"] is not None for hit in parallel.results)


def test_the_worker_never_returns_another_persons_rows(
    backups: dict[str, Any], as_alice: Principal, as_bob: Principal
) -> None:
    alices = memory_recall(principal=as_alice, query="team backups on a tape", strategy="semantic")
    bobs = memory_recall(principal=as_bob, query="team backups on a tape", strategy="semantic")

    assert backups["bobs"].id not in {hit.id for hit in alices.results}
    assert {hit.id for hit in bobs.results} == {backups["bobs"].id}


def test_the_vector_arm_on_the_worker_sees_only_the_principals_rows(
    backups: dict[str, Any], as_alice: Principal, as_bob: Principal
) -> None:
    for principal, owner in ((as_alice, "alice"), (as_bob, "bob")):
        qs = recall_queryset(principal=principal, filters=RecallFilters())
        hits = workers.submit_with_connection(
            vector_arm, VisibleSet(qs), query_model(), query="team backups on a tape", limit=50
        ).result()
        found = {memory_id for memory_id, _ in hits.rows}
        assert found  # every row has a vector: the arm ranks all it may see
        assert found == {m.id for m in backups.values() if m.owner.username == owner}


def test_the_worker_keeps_its_connection_and_replaces_a_dead_one(
    backups: dict[str, Any], as_alice: Principal
) -> None:
    memory_recall(principal=as_alice, query=QUERY, strategy="semantic")
    first = _worker_pid()
    memory_recall(principal=as_alice, query="how long does a restore take", strategy="semantic")
    assert _worker_pid() == first  # no new connection per recall

    with connection.cursor() as cursor:  # the server drops it (a restart, an idle timeout)
        cursor.execute("SELECT pg_terminate_backend(%s)", [first])
    result = memory_recall(principal=as_alice, query=QUERY, strategy="semantic")

    assert result.ranking == "hybrid"
    assert result.results[0].id == backups["nightly"].id
    assert _worker_pid() != first


def test_inside_a_transaction_everything_runs_on_the_callers_connection(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    with transaction.atomic():
        fresh = make_memory(alice, "The staging database is rebuilt every Sunday")  # uncommitted
        with CaptureQueriesContext(connection) as captured:
            result = memory_recall(
                principal=as_alice, query="when is staging rebuilt", strategy="semantic",
                explain=True,
            )  # fmt: skip
        transaction.set_rollback(True)

    assert _vector_statements(captured)
    assert workers.connection_count() == 0
    assert result.results[0].id == fresh.id
    assert result.results[0].explain
    assert result.results[0].explain["similarity"] is not None


def test_closing_the_worker_connections(backups: dict[str, Any], as_alice: Principal) -> None:
    memory_recall(principal=as_alice, query=QUERY, strategy="semantic")
    assert workers.connection_count() == 1
    workers.close_connections()
    assert workers.connection_count() == 0
    # The next recall opens one again.
    assert memory_recall(principal=as_alice, query=QUERY, strategy="semantic").results
    assert workers.connection_count() == 1
