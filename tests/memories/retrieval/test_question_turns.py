"""A turn that only asks is weak evidence for a question: asked a question, recall ranks the turn
that answers it above the turn that asked it (end to end through ingest, mining and recall)."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from memories.retrieval import scoring
from memories.retrieval.fusion import pointer_position
from memories.retrieval.pipeline import memory_recall
from memories.retrieval.questions import asking_share, asks
from memories.retrieval.types import Candidate
from memories.scoping import Principal
from palace.mining.pipeline import conversation_mine
from palace.services.conversations import MessageIn, conversation_ingest

EFOIL = [
    ("Derek", "I finally rebuilt the efoil last weekend, it rides so much smoother now."),
    ("Assistant", "Nice! What battery did you end up using?"),
    ("Derek", "I swapped the 12V20Ah battery for a 12V30Ah one on June 1st."),
    ("Assistant", "That should give you a lot more time on the water."),
    ("Derek", "Yes, Priya helped me test it at Lake Tahoe on Saturday."),
    ("Assistant", "Sounds like a great day out."),
]
QUESTION, ANSWER = EFOIL[1][1], EFOIL[2][1]


def test_a_query_asks_with_a_question_mark_or_a_question_word() -> None:
    assert asks("what battery does the efoil use?")
    assert asks("When did Ana move to Berlin")
    assert asks("  Did Derek test it at Lake Tahoe? ")
    assert asks("efoil battery?")
    assert not asks("efoil battery")
    assert not asks("Derek's battery swap in June")
    assert not asks("")


def test_the_asking_share_is_the_share_of_words_in_questions() -> None:
    assert asking_share("What battery did you end up using?") == 1.0
    assert asking_share(QUESTION) == pytest.approx(7 / 8)  # "Nice!" adds one word that tells
    assert asking_share(ANSWER) == 0.0
    mixed = "I swapped the battery last week. Have you tried yours?"
    assert asking_share(mixed) == pytest.approx(4 / 10)
    assert asking_share("") == 0.0
    assert asking_share("?!") == 0.0


def test_a_pointer_position_is_its_room_and_its_number() -> None:
    assert pointer_position("W-001/R-03/D-007") == ("W-001/R-03", 7)
    assert pointer_position("W-001/R-03") == ("W-001", 3)
    assert pointer_position("W-001") is None
    assert pointer_position("") is None


def _row(content: str, pointer: str) -> dict[str, Any]:
    return {
        "content": content, "kind": "message", "tags": [], "confidence": 0.5,
        "relevance_score": 0.5, "created_at": datetime(2026, 6, 2, tzinfo=UTC),
        "pointer": pointer, "entities": [], "scope": "session",
    }  # fmt: skip


def test_asked_a_question_the_asking_turn_passes_its_evidence_to_the_next_turn() -> None:
    weights = scoring.ScoreWeights()
    question, answer, later, elsewhere = (uuid.uuid4() for _ in range(4))
    rows = {
        question: _row(QUESTION, "W-001/R-01/D-002"),
        answer: _row(ANSWER, "W-001/R-01/D-003"),
        later: _row("That should give you more time on the water.", "W-001/R-01/D-004"),
        elsewhere: _row(ANSWER, "W-001/R-02/D-003"),  # the same words after no question
    }
    found = {
        question: Candidate(id=question, similarity=0.8, lexical=1.0),
        answer: Candidate(id=answer, similarity=0.5, lexical=0.6),
        later: Candidate(id=later, similarity=0.2),
        elsewhere: Candidate(id=elsewhere, similarity=0.5, lexical=0.6),
    }

    def parts(query: str) -> dict[uuid.UUID, dict[str, float]]:
        scored = scoring.score(
            rows, found, query=query, intent=None, use_vector=True, named=[], weights=weights
        )
        return {s.id: s.parts for s in scored}

    asked = parts("what battery does the efoil use?")
    asked_evidence = (7 / 8) ** 0.5 * (weights.vector * 0.8 + weights.lexical * 1.0)
    assert asked[question]["asking"] == pytest.approx(-weights.asking * asked_evidence)
    assert asked[answer]["answer"] == pytest.approx(weights.answer * asked_evidence)
    assert "answer" not in asked[later]
    assert "asking" not in asked[later]
    assert "answer" not in asked[elsewhere]  # another room's turn 3 answers nothing here
    told = parts("efoil battery")
    assert all("asking" not in p and "answer" not in p for p in told.values())


def _mine(principal: Principal, turns: list[tuple[str, str]]) -> None:
    start = datetime(2026, 6, 2, 18, 0, tzinfo=UTC)
    conversation, _ = conversation_ingest(
        principal=principal, external_id="efoil-rebuild", title="Efoil rebuild",
        started_at=start,
        messages=[
            MessageIn(speaker=speaker, content=text, sent_at=start + timedelta(minutes=i),
                      external_id=f"m{i + 1}")
            for i, (speaker, text) in enumerate(turns)
        ],
    )  # fmt: skip
    conversation_mine(conversation_id=str(conversation.pk))


def _ranked(principal: Principal, query: str) -> list[str]:
    result = memory_recall(principal=principal, query=query, strategy="auto", top_k=10)
    return [hit.content for hit in result.results]


@pytest.mark.django_db
def test_asked_a_question_the_answer_ranks_above_the_question_that_prompted_it(
    as_alice: Principal,
) -> None:
    _mine(as_alice, EFOIL)

    ranked = _ranked(as_alice, "what battery does the efoil use?")

    assert QUESTION in ranked
    assert ANSWER in ranked
    assert ranked.index(ANSWER) < ranked.index(QUESTION), ranked


@pytest.mark.django_db
def test_a_statement_query_leaves_a_question_turn_undamped(as_alice: Any) -> None:
    """Only a question is answered better by an answer than by another question: a query that
    asks nothing ("efoil battery") scores a question turn on its words and meaning alone."""
    _mine(as_alice, EFOIL)

    result = memory_recall(
        principal=as_alice, query="efoil battery", strategy="auto", top_k=10, explain=True
    )

    asked = next(hit for hit in result.results if hit.content == QUESTION)
    assert asked.explain is not None
    assert "asking" not in asked.explain["parts"]
