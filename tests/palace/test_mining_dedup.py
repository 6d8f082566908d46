"""Mining a long conversation keeps every distinct fact, with the embedder up and down (issue
15: 33 of 267 kept with vectors, 290 without). Restatements merge; near-misses never do."""

from __future__ import annotations

import pytest
from django.test import override_settings

from memories.embeddings import reset_embedder
from memories.scoping import principal_for_user
from palace.bench.long_conversation import long_conversation, mine_long_conversation

pytestmark = pytest.mark.django_db


@pytest.mark.slow
def test_a_long_conversation_keeps_the_same_distinct_facts_with_the_embedder_up_and_down(
    alice_principal, bob
):
    conversation = long_conversation()
    assert len(conversation.messages) == 300
    up = mine_long_conversation(principal=alice_principal, external_id="long-up")
    with override_settings(EMBEDDINGS_PROVIDER="none"):
        reset_embedder()
        try:
            # Another person: mined facts are their owner's, so alice's would absorb a rerun.
            down = mine_long_conversation(principal=principal_for_user(bob), external_id="long")
        finally:
            reset_embedder()
    print(
        f"\n300 turns, {conversation.distinct_facts} distinct facts, "
        f"{conversation.restatements} restatements: kept {len(up)} (embedder up), "
        f"{len(down)} (embedder down)"
    )
    assert len(up) == conversation.distinct_facts
    assert up == down
