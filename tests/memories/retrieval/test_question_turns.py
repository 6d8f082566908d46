"""A turn that only asks is weak evidence for a question: asked a question, recall ranks the turn
that answers it above the turn that asked it (end to end through ingest, mining and recall)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from memories.retrieval.pipeline import memory_recall
from memories.scoping import Principal
from palace.mining.pipeline import conversation_mine
from palace.services.conversations import MessageIn, conversation_ingest

pytestmark = pytest.mark.django_db

EFOIL = [
    ("Derek", "I finally rebuilt the efoil last weekend, it rides so much smoother now."),
    ("Assistant", "Nice! What battery did you end up using?"),
    ("Derek", "I swapped the 12V20Ah battery for a 12V30Ah one on June 1st."),
    ("Assistant", "That should give you a lot more time on the water."),
    ("Derek", "Yes, Priya helped me test it at Lake Tahoe on Saturday."),
    ("Assistant", "Sounds like a great day out."),
]
QUESTION, ANSWER = EFOIL[1][1], EFOIL[2][1]


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


def test_asked_a_question_the_answer_ranks_above_the_question_that_prompted_it(
    as_alice: Principal,
) -> None:
    _mine(as_alice, EFOIL)

    ranked = _ranked(as_alice, "what battery does the efoil use?")

    assert QUESTION in ranked and ANSWER in ranked
    assert ranked.index(ANSWER) < ranked.index(QUESTION), ranked


def test_a_statement_query_leaves_a_question_turn_undamped(as_alice: Any) -> None:
    """Only a question is answered better by an answer than by another question: a query that
    asks nothing ("efoil battery") scores a question turn on its words and meaning alone."""
    _mine(as_alice, EFOIL)

    result = memory_recall(
        principal=as_alice, query="efoil battery", strategy="auto", top_k=10, explain=True
    )

    asked = next(hit for hit in result.results if hit.content == QUESTION)
    assert asked.explain is not None
    assert "asks" not in asked.explain["parts"]
