"""Every candidate is weighed on its meaning: the vector arm brings only its nearest n, and a
record another arm brought (BM25, the graph) gets its cosine to the query too, instead of
scoring 0 on meaning however close it is."""

from __future__ import annotations

import math
import threading
import time
from typing import Any

import pytest
from django.db import connection
from django.db.backends.signals import connection_created

from memories.embeddings import get_embedder
from memories.retrieval.arms import HYDRATE_FIELDS, similarity_fill, take_similarity
from memories.retrieval.hydrate import hydrate
from memories.retrieval.pipeline import memory_recall, recall_set
from memories.retrieval.types import Candidate, RecallFilters
from memories.scoping import Principal
from memories.search import workers
from memories.search.models_in_use import query_model
from tests.memories.retrieval.conftest import MakeMemory

pytestmark = pytest.mark.django_db(transaction=True)

QUERY = "the team's backups"
TEXTS = (
    "Backups run nightly to the Frankfurt object store",
    "Restoring a backup takes about forty minutes",
    "The team keeps a copy of everything offsite",
    "Backups, backups: the quiz show's word of the day was backups",
    "A team of rowers trained for the backups race on the river",
    "Dana prefers vim over emacs",
)


def _cosine(a: list[float], b: list[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    return dot / (math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b)))


def test_a_candidate_the_vector_arm_did_not_bring_gets_its_cosine(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    stored = [make_memory(alice, text) for text in TEXTS]
    vector = get_embedder().embed([QUERY])[0]
    found = {m.id: Candidate(id=m.id, lexical=0.5) for m in stored}
    found[stored[0].id].similarity = 0.99  # the vector arm's own figure is kept

    fill = similarity_fill(found, query_model(), vector)
    assert fill is not None
    assert set(fill.ids) == {m.id for m in stored[1:]}
    visible = recall_set(principal=as_alice, filters=RecallFilters())
    rows = hydrate(visible, list(found), HYDRATE_FIELDS, fill)
    take_similarity(rows, found)

    assert all("similarity" not in row for row in rows.values())  # the rows keep their fields

    assert found[stored[0].id].similarity == 0.99
    for memory in stored[1:]:
        expected = _cosine(vector, get_embedder().embed([memory.content])[0])
        assert found[memory.id].similarity == pytest.approx(expected, abs=1e-4)


@pytest.mark.parametrize("fill", [True, False])
def test_every_hit_of_a_semantic_recall_has_a_cosine_when_filled(
    make_memory: MakeMemory, alice: Any, as_alice: Principal, settings: Any, fill: bool
) -> None:
    for text in TEXTS:
        make_memory(alice, text)
    settings.RECALL_CANDIDATES, settings.RECALL_CANDIDATES_PER_RESULT = 1, 1
    settings.RECALL_SIMILARITY_FILL = fill

    result = memory_recall(
        principal=as_alice, query=QUERY, strategy="semantic", top_k=2, explain=True
    )

    assert result.ranking == "hybrid"
    cosines = [hit.evidence.similarity for hit in result.results]
    # Two candidates from each arm: without the fill a BM25-only hit scores 0 on meaning.
    assert (None not in cosines) is fill, cosines


def test_outside_a_transaction_the_cosines_are_read_beside_the_vector_search(
    make_memory: MakeMemory, alice: Any, as_alice: Principal, settings: Any
) -> None:
    """With the vector arm on a worker's own connection, the cosines of BM25's hits are read on
    the caller's connection as soon as the query vector is made, while the vector search runs
    (held up here for 0.3 s): the fill costs no round trip after the arms, and each hit's
    cosine is its true one."""
    stored = {make_memory(alice, text).id: text for text in TEXTS}
    settings.RECALL_CANDIDATES, settings.RECALL_CANDIDATES_PER_RESULT = 1, 1
    caller = threading.current_thread()
    ended: list[tuple[str, float]] = []
    held: list[Any] = []

    def slow_vector_search(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        if "<=>" in sql:
            time.sleep(0.3)
        try:
            return execute(sql, params, many, context)
        finally:
            if "<=>" in sql:
                ended.append(("vector search", time.monotonic()))

    def on_worker_connection(sender: Any, connection: Any, **kwargs: Any) -> None:
        if threading.current_thread() is not caller and slow_vector_search not in (
            connection.execute_wrappers
        ):
            connection.execute_wrappers.append(slow_vector_search)
            held.append(connection)

    def cosines_read(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        try:
            return execute(sql, params, many, context)
        finally:
            if "e.memory_id = ANY" in sql:
                ended.append(("cosines", time.monotonic()))

    workers.close_connections()  # the next worker connection is a new one, seen connecting
    connection_created.connect(on_worker_connection)
    try:
        with connection.execute_wrapper(cosines_read):
            result = memory_recall(
                principal=as_alice, query=QUERY, strategy="semantic", top_k=2, explain=True
            )
    finally:
        connection_created.disconnect(on_worker_connection)
        for wrapper in held:
            wrapper.execute_wrappers.remove(slow_vector_search)

    assert [what for what, _ in sorted(ended, key=lambda e: e[1])] == ["cosines", "vector search"]
    vector = get_embedder().embed([QUERY])[0]
    for hit in result.results:
        expected = _cosine(vector, get_embedder().embed([stored[hit.id]])[0])
        assert hit.evidence.similarity == pytest.approx(expected, abs=1e-4)
