"""The graph arm weighs an entity by how telling it is among what the caller sees."""

from __future__ import annotations

from typing import Any

import pytest

from memories.retrieval.pipeline import memory_recall
from memories.retrieval.specificity import entity_specificity
from memories.retrieval.types import RecallFilters
from memories.retrieval.visible import VisibleSet, recall_queryset
from memories.scoping import Principal
from tests.memories.retrieval.conftest import MakeMemory

pytestmark = pytest.mark.django_db

DANA, APOLLO, ELI = "urn:person:dana", "urn:project:apollo", "urn:person:eli"


def test_specificity_is_an_idf_within_the_visible_records(
    make_memory: MakeMemory, alice: Any, bob: Any, as_alice: Principal
) -> None:
    for n in range(4):
        make_memory(alice, f"Dana said thing {n}", entities=[DANA], embed=False)
    make_memory(alice, "Apollo launched", entities=[DANA, APOLLO], embed=False)
    for n in range(30):  # bob's records are not alice's evidence
        make_memory(bob, f"Apollo note {n}", entities=[APOLLO], embed=False)

    weights = entity_specificity(
        VisibleSet(recall_queryset(principal=as_alice, filters=RecallFilters())),
        [DANA, APOLLO, ELI],
    )

    assert weights[DANA] == 0.0  # in all five of alice's records
    assert weights[APOLLO] == 1.0  # in one of five
    assert weights[ELI] == 0.0  # in none


def test_a_seed_in_every_record_adds_no_graph_score(
    make_memory: MakeMemory, alice: Any, as_alice: Principal
) -> None:
    rare = make_memory(alice, "Dana moved to Apollo", entities=[DANA, APOLLO], embed=False)
    for n in range(5):
        make_memory(alice, f"Dana, day {n}", entities=[DANA], embed=False)

    everywhere = memory_recall(principal=as_alice, query=DANA, strategy="graph", explain=True)
    telling = memory_recall(principal=as_alice, query=APOLLO, strategy="graph", explain=True)

    assert all(hit.explain["parts"].get("graph", 0.0) == 0.0 for hit in everywhere.results)
    assert telling.results[0].id == rare.id
    assert telling.results[0].explain["parts"]["graph"] > 0.0
