"""Records of one conversation room lend each other relevance (fusion arithmetic + end to end)."""

from __future__ import annotations

import uuid
from typing import Any

import pytest

from memories.retrieval.fusion import pointer_parent, room_evidence
from memories.retrieval.pipeline import memory_recall
from memories.scoping import Principal
from tests.memories.retrieval.conftest import MakeMemory


def test_a_pointer_parent_is_its_room() -> None:
    assert pointer_parent("W-001/R-03/D-007") == "W-001/R-03"
    assert pointer_parent("W-001/R-03") == "W-001"
    assert pointer_parent("W-001") == ""
    assert pointer_parent("") == ""


def test_room_evidence_is_the_mean_of_its_best_scores_relative_to_the_best_room() -> None:
    a1, a2, a3, b1, c1, loose = (uuid.uuid4() for _ in range(6))
    base = {a1: 0.8, a2: 0.6, a3: 0.1, b1: 0.9, c1: 0.0, loose: 0.9}
    parents = {a1: "W-1/R-1", a2: "W-1/R-1", a3: "W-1/R-1", b1: "W-1/R-2", c1: "W-1/R-3",
               loose: ""}  # fmt: skip

    evidence = room_evidence(base, parents, top_n=2)

    # room 1: (0.8 + 0.6) / 2 = 0.7 (the best); room 2: 0.9 / 2 = 0.45; room 3: 0.
    assert evidence[a1] == evidence[a2] == evidence[a3] == pytest.approx(1.0)
    assert evidence[b1] == pytest.approx(0.45 / 0.7)
    assert evidence[c1] == 0.0
    assert loose not in evidence  # no room, no room evidence


def test_room_evidence_is_empty_when_nothing_matched() -> None:
    one = uuid.uuid4()
    assert room_evidence({one: 0.0}, {one: "W-1/R-1"}, top_n=3) == {}
    assert room_evidence({}, {}, top_n=3) == {}


@pytest.mark.django_db
def test_a_turn_of_an_on_topic_conversation_outranks_an_equal_one_elsewhere(
    make_memory: MakeMemory, alice: Any, as_alice: Principal, settings: Any
) -> None:
    reply = "Yes, I went there last weekend with my sister."
    # The same reply in two conversations: one keeps talking about the pottery class.
    on_topic = make_memory(alice, reply, kind="message", pointer="W-001/R-01/D-003")
    make_memory(alice, "I signed up for a pottery class at the studio", kind="message",
                pointer="W-001/R-01/D-002")  # fmt: skip
    make_memory(alice, "The pottery teacher showed us how to glaze a bowl", kind="message",
                pointer="W-001/R-01/D-004")  # fmt: skip
    elsewhere = make_memory(alice, reply, kind="message", pointer="W-001/R-02/D-003")
    make_memory(alice, "Traffic on the motorway was terrible", kind="message",
                pointer="W-001/R-02/D-002")  # fmt: skip

    def scores() -> dict[Any, Any]:
        result = memory_recall(
            principal=as_alice, query="did she go to the pottery class?", strategy="semantic",
            top_k=10, explain=True,
        )  # fmt: skip
        return {hit.id: hit for hit in result.results}

    settings.RECALL_ROOM_WEIGHT = 0.0
    without = scores()
    settings.RECALL_ROOM_WEIGHT = 0.2
    with_room = scores()

    assert without[on_topic.id].score == without[elsewhere.id].score  # word for word the same
    assert "room" not in without[on_topic.id].explain["parts"]
    assert with_room[on_topic.id].score > with_room[elsewhere.id].score
    ordered = list(with_room)
    assert ordered.index(on_topic.id) < ordered.index(elsewhere.id)
    parts = {key: hit.explain["parts"] for key, hit in with_room.items()}
    assert parts[on_topic.id]["room"] == pytest.approx(0.2)  # the best room
    assert 0 < parts[elsewhere.id]["room"] < parts[on_topic.id]["room"]


@pytest.mark.django_db
def test_a_query_naming_one_person_prefers_what_that_person_said(
    make_memory: MakeMemory, alice: Any, as_alice: Principal, settings: Any
) -> None:
    from memories.services.graph.writes import entity_upsert

    dana = entity_upsert(owner_id=alice.pk, name="Dana", kind="person")
    sam = entity_upsert(owner_id=alice.pk, name="Sam", kind="person")
    said = "I started volunteering at the animal shelter on weekends."
    by_dana = make_memory(alice, said, kind="message", entities=[dana.urn, sam.urn])
    by_sam = make_memory(alice, said, kind="message", entities=[sam.urn, dana.urn])
    settings.RECALL_SUBJECT_BOOST = 0.05

    def parts(query: str) -> dict[Any, dict[str, float]]:
        result = memory_recall(principal=as_alice, query=query, strategy="auto", explain=True)
        return {hit.id: hit.explain["parts"] for hit in result.results}

    one = parts("Where does Dana volunteer?")
    both = parts("Where do Dana and Sam volunteer?")

    assert one[by_dana.id]["subject"] == pytest.approx(0.05)
    assert "subject" not in one[by_sam.id]
    assert sum(one[by_dana.id].values()) > sum(one[by_sam.id].values())
    assert all("subject" not in p for p in both.values())  # two people named: no one subject
