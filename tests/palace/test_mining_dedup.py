"""Mining a long conversation keeps every distinct fact, with the embedder up and down (issue
15: 33 of 267 kept with vectors, 290 without). Restatements merge; near-misses never do."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from django.test import override_settings

from memories.embeddings import reset_embedder
from memories.models import Kind, Memory, Status
from palace.mining.pipeline import conversation_mine
from palace.services.conversations import conversation_ingest
from tests.palace.long_conversation import long_conversation

pytestmark = pytest.mark.django_db


def _mine(principal, external_id: str) -> set[str]:
    conversation, _ = conversation_ingest(
        principal=principal,
        external_id=external_id,
        subject="Caroline",
        started_at=datetime(2024, 9, 2, 9, 0, tzinfo=UTC),
        messages=long_conversation().messages,
    )
    run = conversation_mine(conversation_id=str(conversation.pk))
    assert run is not None
    facts = Memory.objects.filter(
        source_conversation=str(conversation.pk), source="mining", status=Status.ACTIVE
    ).exclude(kind=Kind.MESSAGE)
    return set(facts.values_list("content", flat=True))


def test_a_long_conversation_keeps_the_same_distinct_facts_with_the_embedder_up_and_down(
    alice_principal,
):
    conversation = long_conversation()
    assert len(conversation.messages) == 300
    up = _mine(alice_principal, "long-up")
    with override_settings(EMBEDDINGS_PROVIDER="none"):
        reset_embedder()
        try:
            down = _mine(alice_principal, "long-down")
        finally:
            reset_embedder()
    print(
        f"\n300 turns, {conversation.distinct_facts} distinct facts, "
        f"{conversation.restatements} restatements: kept {len(up)} (embedder up), "
        f"{len(down)} (embedder down)"
    )
    assert len(up) == conversation.distinct_facts
    assert up == down
