"""Recall strategies end to end on the real database with real MiniLM vectors."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from memories.models import Memory
from memories.retrieval.pipeline import memory_recall
from memories.scoping import Principal
from memory_project.errors import ValidationFailed
from tests.memories.retrieval.conftest import MakeMemory

pytestmark = pytest.mark.django_db


def ids(result: Any) -> list[Any]:
    return [hit.id for hit in result.results]


def test_semantic_recall_finds_a_paraphrase(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    sushi = make_memory(alice, "Alice loves eating sushi and raw fish on Fridays")
    make_memory(alice, "The deploy pipeline runs on GitHub Actions")
    make_memory(alice, "Postgres backups are taken nightly at 02:00")

    result = memory_recall(
        principal=as_alice, query="what food does she enjoy?", strategy="semantic"
    )

    assert result.ranking == "hybrid"
    assert result.degraded is False
    assert result.results[0].id == sushi.id
    assert result.model == "all-MiniLM-L6-v2"


def test_lexical_recall_matches_words_and_falls_back_to_any_term(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    kafka = make_memory(alice, "Kafka consumers must commit offsets manually", embed=False)
    make_memory(alice, "Redis is used as the Celery broker", embed=False)

    exact = memory_recall(principal=as_alice, query="kafka offsets", strategy="lexical")
    natural = memory_recall(
        principal=as_alice,
        query="how should our kafka setup handle retries?",
        strategy="lexical",
        explain=True,
    )

    assert exact.ranking == "lexical"
    assert ids(exact) == [kafka.id]
    assert ids(natural) == [kafka.id]
    assert natural.results[0].explain is not None
    assert natural.results[0].explain["lexical_partial"] is True


def test_entity_recall_looks_up_urns_written_in_the_query(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    tagged = make_memory(
        alice, "Owns the billing service", entities=["urn:person:dana"], embed=False
    )
    make_memory(alice, "Owns the search service", entities=["urn:person:eli"], embed=False)

    result = memory_recall(principal=as_alice, query="who is urn:person:dana?", strategy="entity")
    empty = memory_recall(principal=as_alice, query="who is dana?", strategy="entity")

    assert result.ranking == "entity"
    assert ids(result) == [tagged.id]
    assert empty.results == []
    assert empty.note
    assert "URN" in empty.note


def test_graph_recall_walks_co_mentioned_entities_over_two_hops(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    hop1 = make_memory(
        alice,
        "Dana leads project Apollo",
        entities=["urn:person:dana", "urn:project:apollo"],
        embed=False,
    )
    hop2 = make_memory(
        alice, "Apollo ships on Kubernetes", entities=["urn:project:apollo"], embed=False
    )
    unrelated = make_memory(alice, "Eli likes tea", entities=["urn:person:eli"], embed=False)

    result = memory_recall(
        principal=as_alice, query="urn:person:dana", strategy="graph", explain=True
    )

    assert ids(result) == [hop1.id, hop2.id]
    assert [hit.explain["hops"] for hit in result.results] == [1, 2]
    assert unrelated.id not in ids(result)


def test_auto_fuses_semantic_and_graph_without_duplicates(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    both = make_memory(
        alice, "Dana prefers Python for data pipelines", entities=["urn:person:dana"]
    )
    graph_only = make_memory(alice, "Quarterly review on Monday", entities=["urn:person:dana"])
    make_memory(alice, "The office plants need water")

    result = memory_recall(
        principal=as_alice, query="what language does urn:person:dana use for pipelines?"
    )

    assert result.strategy == "auto"
    assert result.ranking == "hybrid+graph"
    assert ids(result)[0] == both.id
    assert graph_only.id in ids(result)
    assert len(ids(result)) == len(set(ids(result)))


def test_filters_kinds_tags_scopes_and_archived(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    pref = make_memory(alice, "Use tabs in Go code", kind="preference", tags=["go"], embed=False)
    warn = make_memory(
        alice, "Go code without tests breaks CI", kind="warning", tags=["ci"], embed=False
    )
    archived = make_memory(
        alice, "Go code used to be formatted by hand", status="archived", embed=False
    )

    def run(**kw: Any) -> set[Any]:
        return set(
            ids(memory_recall(principal=as_alice, query="go code", strategy="lexical", **kw))
        )

    assert run() == {pref.id, warn.id}
    assert run(kinds=["preference"]) == {pref.id}
    assert run(tags=["ci"]) == {warn.id}
    assert run(scopes=["global"]) == set()
    assert run(include_archived=True) == {pref.id, warn.id, archived.id}


def test_stale_deleted_and_expired_memories_are_excluded(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    live = make_memory(alice, "The staging database is called orchid")
    make_memory(alice, "The staging database is called lotus", status="stale")
    make_memory(alice, "The staging database is called tulip", status="deleted")
    make_memory(
        alice, "The staging database is called daisy", expires_at=timezone.now() - timedelta(days=1)
    )

    result = memory_recall(principal=as_alice, query="staging database name", strategy="semantic")

    assert ids(result) == [live.id]


def test_session_rows_only_for_their_own_session(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    mine = make_memory(
        alice, "In this thread we chose port 8080", scope="session", session_key="t-1"
    )
    make_memory(alice, "In that thread we chose port 9090", scope="session", session_key="t-2")

    in_t1 = memory_recall(principal=as_alice, query="which port did we choose", session="t-1")
    no_session = memory_recall(principal=as_alice, query="which port did we choose")

    assert ids(in_t1) == [mine.id]
    assert no_session.results == []


def test_bob_never_recalls_alices_private_memory(
    make_memory: MakeMemory, alice: Any, bob: Any, as_bob: Principal
) -> None:
    make_memory(alice, "Alice's bank PIN hint is her cat's birthday", entities=["urn:person:alice"])

    for strategy in ("auto", "semantic", "lexical", "entity", "graph"):
        result = memory_recall(
            principal=as_bob, query="alice bank pin urn:person:alice", strategy=strategy
        )
        assert result.results == [], strategy


def test_per_scope_budgets_then_best_leftovers(
    make_memory: MakeMemory, alice: Any, admin_user: Any, as_alice: Principal
) -> None:
    for n in range(6):
        make_memory(
            admin_user,
            f"Global rule {n}: rotate the release keys monthly",
            scope="global",
            embed=False,
        )
    for n in range(2):
        make_memory(alice, f"Private note {n}: rotate the release keys monthly", embed=False)

    budgeted = memory_recall(
        principal=as_alice, query="rotate release keys", strategy="lexical", top_k=5
    )
    groups = [hit.scope for hit in budgeted.results]
    explicit = memory_recall(
        principal=as_alice,
        query="rotate release keys",
        strategy="lexical",
        top_k=5,
        scopes=["global"],
    )

    assert len(groups) == 5
    assert groups.count("user") == 2  # within the profile budget, never crowded out
    assert groups.count("global") == 3  # budget 2, then one best leftover fills top_k
    assert [hit.scope for hit in explicit.results] == ["global"] * 5


def test_time_words_boost_recent_memories_and_explain_says_so(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    old = make_memory(alice, "Deployed version 1 of the API", embed=False)
    Memory.objects.filter(pk=old.pk).update(created_at=timezone.now() - timedelta(days=60))
    new = make_memory(alice, "Deployed version 2 of the API", embed=False)

    result = memory_recall(
        principal=as_alice, query="what did we deploy yesterday?", strategy="lexical", explain=True
    )

    assert ids(result)[0] == new.id
    top = result.results[0].explain
    assert top is not None
    assert top["time_cue"] == "yesterday"
    assert top["parts"]["temporal"] > 0.1


def test_preferences_matching_the_query_get_a_boost(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    fact = make_memory(alice, "The editor in the office is vim", embed=False)
    pref = make_memory(
        alice, "Alice uses the editor helix", kind="preference", tags=["editor"], embed=False
    )

    result = memory_recall(
        principal=as_alice, query="which editor", strategy="lexical", explain=True
    )

    assert ids(result)[0] == pref.id
    assert fact.id in ids(result)
    assert result.results[0].explain["parts"]["preference"] > 0


def test_unknown_strategy_kind_scope_and_top_k_are_refused(as_alice: Principal) -> None:
    with pytest.raises(ValidationFailed) as info:
        memory_recall(
            principal=as_alice,
            query="x",
            strategy="psychic",
            kinds=["poem"],
            scopes=["galaxy"],
            top_k=0,
        )
    assert set(info.value.fields) == {"strategy", "kinds", "scopes", "top_k"}


def test_recall_issues_a_bounded_number_of_queries(
    make_memory: MakeMemory, alice: Any, as_alice: Principal, django_assert_max_num_queries: Any
) -> None:
    for n in range(5):
        make_memory(alice, f"Note {n} about the search cluster", entities=["urn:service:search"])
    memory_recall(principal=as_alice, query="warm up")  # loads the model outside the count

    with django_assert_max_num_queries(12):
        result = memory_recall(
            principal=as_alice, query="search cluster urn:service:search", explain=True
        )
    assert len(result.results) == 5
