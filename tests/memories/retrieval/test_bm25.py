"""BM25 lexical ranking: rare words weigh more than common ones, within what the caller sees."""

from __future__ import annotations

from typing import Any

import pytest

from memories.retrieval.bm25 import bm25_candidates
from memories.retrieval.candidates import RecallFilters, recall_queryset
from memories.retrieval.pipeline import memory_recall
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

    assert [i for i, _, _ in bm25_candidates(visible(as_alice), query="research", limit=5)] == [
        researching.id
    ]
    assert bm25_candidates(visible(as_alice), query="what did the of and", limit=5) == []
    assert bm25_candidates(visible(as_alice), query="", limit=5) == []


def test_all_terms_matched_is_not_partial_and_ranks_first(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    both = make_memory(alice, "Kafka consumers commit offsets manually", embed=False)
    one = make_memory(alice, "Kafka runs on three brokers", embed=False)

    rows = bm25_candidates(visible(as_alice), query="kafka offsets", limit=5)

    assert [(i, partial) for i, _, partial in rows] == [(both.id, False), (one.id, True)]


def test_other_peoples_words_never_rank_or_count(
    make_memory: MakeMemory, alice: Any, bob: Any, as_alice: Principal, as_bob: Principal
) -> None:
    mine = make_memory(alice, "The quarterly pottery report is late", embed=False)
    make_memory(alice, "The quarterly budget is approved", embed=False)
    before = bm25_candidates(visible(as_alice), query="quarterly pottery", limit=5)
    for n in range(20):  # bob's records full of the word must not change alice's ranking
        make_memory(bob, f"pottery pottery pottery number {n}", embed=False)

    after = bm25_candidates(visible(as_alice), query="quarterly pottery", limit=5)

    assert after == before
    assert after[0][0] == mine.id
    assert all(
        i != mine.id for i, _, _ in bm25_candidates(visible(as_bob), query="pottery", limit=50)
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
