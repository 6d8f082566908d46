"""The arms bring their hits' records with them: recall reads a record once, in the statement
that found it and checked its visibility, and reads afterwards only what no arm brought (the
graph's hits, say) and the cosines to fill in."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from memories.models import Memory
from memories.retrieval.arms import HYDRATE_FIELDS
from memories.retrieval.bm25 import bm25_search
from memories.retrieval.hydrate import hydrate
from memories.retrieval.pipeline import memory_recall, recall_set
from memories.retrieval.types import RecallFilters
from memories.scoping import Principal
from tests.memories.retrieval.conftest import MakeMemory
from tests.memories.retrieval.test_similarity_fill import QUERY as FILL_QUERY
from tests.memories.retrieval.test_similarity_fill import TEXTS as FILL_TEXTS

pytestmark = pytest.mark.django_db

HYDRATING = "AS wanted(id)"  # the statement that reads records no arm brought


def _hydrating(queries: CaptureQueriesContext) -> list[str]:
    return [q["sql"] for q in queries.captured_queries if HYDRATING in q["sql"]]


def test_a_lexical_recall_reads_its_hits_in_the_statement_that_found_them(
    make_memory: MakeMemory, alice: Any, bob: Any, as_alice: Principal
) -> None:
    mine = [
        make_memory(alice, f"Billing deploys on Fridays, step {n}", embed=False) for n in range(4)
    ]
    make_memory(bob, "Billing deploys on Fridays, bob's own step", embed=False)

    with CaptureQueriesContext(connection) as queries:
        result = memory_recall(principal=as_alice, query="billing deploys", strategy="lexical")

    assert _hydrating(queries) == []
    assert {hit.id for hit in result.results} == {m.id for m in mine}  # never bob's
    stored = {m.id: m for m in Memory.objects.filter(pk__in=[m.id for m in mine])}
    for hit in result.results:
        assert hit.content == stored[hit.id].content
        assert hit.created_at == stored[hit.id].created_at


def test_hydrate_reads_only_the_records_no_arm_brought(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    found = [make_memory(alice, f"Kafka lag alarms, note {n}", embed=False) for n in range(3)]
    other = make_memory(alice, "Dana prefers vim over emacs", embed=False)
    visible = recall_set(principal=as_alice, filters=RecallFilters())
    hits = bm25_search(
        visible, principal=as_alice, query="kafka lag", limit=10, fields=HYDRATE_FIELDS
    )
    assert {row[0] for row in hits.rows} == {m.id for m in found}

    ids = [m.id for m in found] + [other.id]
    sent: list[tuple[str, Any]] = []

    def record(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        sent.append((sql, params))
        return execute(sql, params, many, context)

    with connection.execute_wrapper(record):
        rows = hydrate(visible, ids, HYDRATE_FIELDS)

    [params] = [params for sql, params in sent if HYDRATING in sql]
    assert params["ids"] == [other.id]  # the others taken as BM25 brought them
    assert list(rows) == ids
    assert rows[other.id]["content"] == "Dana prefers vim over emacs"
    assert {rows[m.id]["content"] for m in found} == {m.content for m in found}


def test_a_record_an_arm_did_not_bring_is_still_checked_for_visibility(
    make_memory: MakeMemory, alice: Any, bob: Any, as_alice: Principal
) -> None:
    theirs = make_memory(bob, "Bob's Kafka lag alarms", embed=False)
    visible = recall_set(principal=as_alice, filters=RecallFilters())

    assert hydrate(visible, [theirs.id], HYDRATE_FIELDS) == {}


def test_a_semantic_recall_reads_nothing_after_its_arms_without_cosines_to_fill(
    make_memory: MakeMemory, alice: Any, as_alice: Principal, settings: Any
) -> None:
    settings.RECALL_SIMILARITY_FILL = False
    texts = ["Backups run nightly to Frankfurt", "Restoring a backup takes forty minutes",
             "Dana prefers vim over emacs"]  # fmt: skip
    stored = {make_memory(alice, text).id: text for text in texts}

    with CaptureQueriesContext(connection) as queries:
        result = memory_recall(principal=as_alice, query="backups", strategy="semantic")

    assert result.ranking == "hybrid"
    assert _hydrating(queries) == []
    assert {hit.id for hit in result.results} == set(stored)
    assert all(hit.content == stored[hit.id] for hit in result.results)


def test_with_every_record_brought_only_the_cosines_are_read_after_the_arms(
    make_memory: MakeMemory, alice: Any, as_alice: Principal, settings: Any
) -> None:
    for text in FILL_TEXTS:
        make_memory(alice, text)
    settings.RECALL_CANDIDATES, settings.RECALL_CANDIDATES_PER_RESULT = 1, 1  # two an arm

    with CaptureQueriesContext(connection) as queries:
        result = memory_recall(
            principal=as_alice, query=FILL_QUERY, strategy="semantic", top_k=2, explain=True
        )

    assert _hydrating(queries) == []
    cosine_reads = [q["sql"] for q in queries.captured_queries if "e.memory_id = ANY" in q["sql"]]
    assert len(cosine_reads) == 1  # BM25 brought a record the vector arm did not
    assert None not in [hit.evidence.similarity for hit in result.results]
