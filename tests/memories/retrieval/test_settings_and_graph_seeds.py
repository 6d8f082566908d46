"""Recall honours the person's settings and walks the knowledge graph from names in the query."""

import pytest

from memories.retrieval.pipeline import memory_recall
from memories.scoping import principal_for_user
from memories.services.graph.writes import entity_upsert, relation_assert
from memories.services.people.preferences import memory_settings_update
from memories.services.store.memory import memory_remember

pytestmark = pytest.mark.django_db


def _remember(user, content, **kwargs):
    return memory_remember(principal=principal_for_user(user), content=content, **kwargs).memory


def test_recall_returns_nothing_when_memory_is_off_and_says_so(alice):
    _remember(alice, "The deploy key rotates every Friday")
    principal = principal_for_user(alice)
    assert memory_recall(principal=principal, query="deploy key").results
    memory_settings_update(user_id=alice.pk, enabled=False)
    result = memory_recall(principal=principal, query="deploy key")
    assert result.results == []
    assert "turned off" in result.note


def test_top_k_defaults_to_the_persons_setting(alice):
    for n in range(6):
        _remember(alice, f"Release note {n}: the release train leaves on day {n * 3 + 1}")
    memory_settings_update(user_id=alice.pk, top_k=2)
    principal = principal_for_user(alice)
    assert len(memory_recall(principal=principal, query="release train").results) == 2
    assert len(memory_recall(principal=principal, query="release train", top_k=5).results) == 5


def test_graph_strategy_walks_from_entities_named_in_the_query(alice):
    derek = entity_upsert(owner_id=alice.pk, name="Derek", kind="person")
    efoil = entity_upsert(owner_id=alice.pk, name="efoil", kind="item")
    relation_assert(owner_id=alice.pk, subject=derek, predicate="owns", obj=efoil)
    battery = _remember(alice, "Swapped in a 24V30Ah pack last weekend", entities=[efoil.urn])
    _remember(alice, "Unrelated: the garden needs water", entities=[])
    result = memory_recall(principal=principal_for_user(alice), query="What does Derek own?",
                           strategy="graph")  # fmt: skip
    assert [hit.id for hit in result.results] == [battery.pk]  # Derek -owns-> efoil -> memory
    by_name = memory_recall(principal=principal_for_user(alice), query="efoil", strategy="entity")
    assert [hit.id for hit in by_name.results] == [battery.pk]


def test_a_chosen_embedding_model_is_used_or_the_choice_is_explained(alice):
    _remember(alice, "The staging database is refreshed nightly from production")
    principal = principal_for_user(alice)
    memory_settings_update(user_id=alice.pk, embedding_model="all-MiniLM-L6-v2")
    used = memory_recall(principal=principal, query="staging database refresh", strategy="semantic")
    assert used.model == "all-MiniLM-L6-v2"
    assert used.results
    memory_settings_update(user_id=alice.pk, embedding_model="text-embedding-3-large")
    fallback = memory_recall(
        principal=principal, query="staging database refresh", strategy="semantic"
    )
    assert fallback.model == "all-MiniLM-L6-v2"  # never a model without vectors here
    assert "text-embedding-3-large is not available" in fallback.note
