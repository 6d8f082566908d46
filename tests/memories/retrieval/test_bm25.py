"""BM25 lexical ranking: rare words weigh more than common ones, within what the caller sees."""

from __future__ import annotations

import math
import uuid
from collections import Counter
from typing import Any

import pytest
from django.db import connection

from memories.retrieval.bm25 import K1, B, bm25_candidates, bm25_search
from memories.retrieval.pipeline import memory_recall
from memories.retrieval.types import RecallFilters
from memories.retrieval.visible import VisibleSet, recall_queryset
from memories.scoping import Principal
from tests.memories.retrieval.conftest import MakeMemory

pytestmark = pytest.mark.django_db


def visible(principal: Principal) -> Any:
    return recall_queryset(principal=principal, filters=RecallFilters())


def test_a_rare_word_outweighs_a_name_found_everywhere(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    chatty = make_memory(
        alice, "Caroline told Caroline's sister that Caroline would call Caroline back", embed=False
    )
    for text in ("Caroline went to the beach", "Caroline baked bread", "Caroline read a book"):
        make_memory(alice, text, embed=False)
    pottery = make_memory(alice, "Signed up for a pottery class on Saturdays", embed=False)

    result = memory_recall(
        principal=as_alice, query="Caroline pottery", strategy="lexical", explain=True
    )

    assert result.results[0].id == pottery.id
    assert result.results[1].id == chatty.id  # the most Caroline of the rest
    explain = result.results[0].explain
    assert explain is not None
    assert explain["bm25"] > 0
    assert explain["lexical_partial"] is True


def test_words_are_stemmed_and_stop_words_ignored(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    researching = make_memory(alice, "Researching adoption agencies this month", embed=False)
    make_memory(alice, "Bought a new guitar", embed=False)

    assert [
        i
        for i, _, _ in bm25_candidates(
            visible(as_alice), principal=as_alice, query="research", limit=5
        )
    ] == [researching.id]
    assert (
        bm25_candidates(visible(as_alice), principal=as_alice, query="what did the of and", limit=5)
        == []
    )
    assert bm25_candidates(visible(as_alice), principal=as_alice, query="", limit=5) == []


def test_all_terms_matched_is_not_partial_and_ranks_first(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    both = make_memory(alice, "Kafka consumers commit offsets manually", embed=False)
    one = make_memory(alice, "Kafka runs on three brokers", embed=False)

    rows = bm25_candidates(visible(as_alice), principal=as_alice, query="kafka offsets", limit=5)

    assert [(i, partial) for i, _, partial in rows] == [(both.id, False), (one.id, True)]


def test_other_peoples_words_never_rank_or_count(
    make_memory: MakeMemory, alice: Any, bob: Any, as_alice: Principal, as_bob: Principal
) -> None:
    mine = make_memory(alice, "The quarterly pottery report is late", embed=False)
    make_memory(alice, "The quarterly budget is approved", embed=False)
    before = bm25_candidates(
        visible(as_alice), principal=as_alice, query="quarterly pottery", limit=5
    )
    for n in range(20):  # bob's records full of the word must not change alice's ranking
        make_memory(bob, f"pottery pottery pottery number {n}", embed=False)

    after = bm25_candidates(
        visible(as_alice), principal=as_alice, query="quarterly pottery", limit=5
    )

    assert after == before
    assert after[0][0] == mine.id
    assert all(
        i != mine.id
        for i, _, _ in bm25_candidates(visible(as_bob), principal=as_bob, query="pottery", limit=50)
    )


def test_search_operators_keep_websearch_semantics(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    kafka = make_memory(alice, "Kafka consumers commit offsets manually", embed=False)
    make_memory(alice, "Kafka brokers are replicated", embed=False)

    result = memory_recall(
        principal=as_alice, query="kafka -brokers", strategy="lexical", explain=True
    )

    assert [hit.id for hit in result.results] == [kafka.id]
    assert result.results[0].explain is not None
    assert "ts_rank_cd" in result.results[0].explain


def _okapi(qs: Any, query: str) -> dict[uuid.UUID, float]:
    """Reference BM25 in Python from every record's whole stored vector (every lexeme unnested:
    the statement cuts vectors down to the query's lexemes first), with document frequencies,
    record count and mean length over every visible record (the statement reads them from the
    term statistics)."""
    ids = list(qs.values_list("id", flat=True))
    with connection.cursor() as cursor:
        cursor.execute("SELECT DISTINCT lexeme FROM unnest(to_tsvector('english', %s))", [query])
        terms = {row[0] for row in cursor.fetchall()}
        cursor.execute(
            "SELECT m.id, u.lexeme, array_length(u.positions, 1), length(m.search_vector)"
            " FROM memories_memory m, unnest(m.search_vector) u WHERE m.id = ANY(%s)",
            [ids],
        )
        rows = cursor.fetchall()
    tf: dict[uuid.UUID, dict[str, int]] = {}
    length: dict[uuid.UUID, int] = {}
    for memory_id, lexeme, count, size in rows:
        length[memory_id] = size
        if lexeme in terms:
            tf.setdefault(memory_id, {})[lexeme] = count
    df = Counter(lexeme for found in tf.values() for lexeme in found)
    avgdl = max(sum(length.values()) / len(length), 1)  # over every visible record
    return {
        memory_id: sum(
            math.log(1 + (len(ids) - df[t] + 0.5) / (df[t] + 0.5))
            * f
            * (K1 + 1)
            / (f + K1 * (1 - B + B * length[memory_id] / avgdl))
            for t, f in found.items()
        )
        for memory_id, found in tf.items()
    }


def test_scores_are_okapi_bm25_counting_every_occurrence_in_every_field(
    make_memory: MakeMemory, alice: Any, bob: Any, as_alice: Principal
) -> None:
    make_memory(alice, "Pottery class, pottery wheel, more pottery", embed=False)
    make_memory(
        alice, "Signed up for a class", recall_hint="Weekend pottery plans with Dana",
        tags=["pottery"], embed=False,
    )  # fmt: skip
    make_memory(alice, "Dana prefers the weekend class", recall_hint="Dana", embed=False)
    make_memory(alice, "Backups run nightly", embed=False)
    make_memory(bob, "pottery pottery pottery", embed=False)
    qs = visible(as_alice)

    hits = bm25_search(
        VisibleSet(qs), principal=as_alice, query="Dana's weekend pottery class", limit=10
    )
    expected = _okapi(qs, "Dana's weekend pottery class")

    assert {memory_id for memory_id, _, _ in hits.rows} == set(expected)
    for memory_id, score, _ in hits.rows:
        assert score == pytest.approx(expected[memory_id], rel=1e-9)
    scores = [score for _, score, _ in hits.rows]
    assert scores == sorted(scores, reverse=True)
