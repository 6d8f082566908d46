"""Update, supersede, forget, restore, approve, always_inject, feedback and staleness."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from memories.embeddings.base import text_hash
from memories.embeddings.storage import embedding_text
from memories.models import AuditEvent, Memory, MemoryEmbedding, Status
from memories.selectors import memory_history
from memories.services.lifecycle.governance import (
    memory_approve,
    memory_ask_curators,
    memory_feedback,
    memory_forget,
    memory_mark_stale,
    memory_restore,
    memory_set_always_inject,
)
from memories.services.store.memory import UNSET, memory_remember, memory_supersede, memory_update
from memory_project.errors import Conflict, Forbidden, NotFound, ValidationFailed

pytestmark = pytest.mark.django_db


@pytest.fixture
def alices_memory(alice_p):
    return memory_remember(
        principal=alice_p, content="Alice's desk is on floor 3", recall_hint="alice desk"
    ).memory


def test_update_records_the_previous_state_and_re_embeds(alice_p, alices_memory):
    updated = memory_update(
        principal=alice_p, memory_id=alices_memory.pk, content="Alice's desk is on floor 5"
    )
    assert updated.pk == alices_memory.pk
    assert updated.content == "Alice's desk is on floor 5"
    history = memory_history(principal=alice_p, memory_id=updated.pk)
    assert [(r.reason, r.content) for r in history] == [("update", "Alice's desk is on floor 3")]
    vector = MemoryEmbedding.objects.get(memory=updated)
    assert vector.text_hash == text_hash(
        embedding_text(content=updated.content, recall_hint=updated.recall_hint, kind=updated.kind)
    )
    assert AuditEvent.objects.filter(action="update", memory_id=updated.pk).exists()


def test_a_change_of_kind_alone_re_embeds_when_it_changes_what_is_embedded(alice_p):
    """A verbatim turn (kind `message`) embeds only its hint's first line; a fact all of it.
    Changing the kind alone changes the vector's text, so the vector follows; changing a line
    of a turn's hint that is not embedded keeps the vector."""
    memory = memory_remember(
        principal=alice_p,
        content="Yes, every weekend!",
        recall_hint="Alice on 2026-05-01\nbefore: Bob: do you still go climbing?",
    ).memory

    def vector_text() -> str:
        return MemoryEmbedding.objects.get(memory=memory).text_hash

    assert vector_text() == text_hash(
        "Alice on 2026-05-01\nbefore: Bob: do you still go climbing?\n\nYes, every weekend!"
    )
    memory_update(principal=alice_p, memory_id=memory.pk, kind="message")
    assert vector_text() == text_hash("Alice on 2026-05-01\n\nYes, every weekend!")
    kept = MemoryEmbedding.objects.get(memory=memory).pk
    memory_update(
        principal=alice_p,
        memory_id=memory.pk,
        recall_hint="Alice on 2026-05-01\nbefore: Bob: still climbing on weekends?",
    )
    assert MemoryEmbedding.objects.get(memory=memory).pk == kept
    assert vector_text() == text_hash("Alice on 2026-05-01\n\nYes, every weekend!")
    memory_update(principal=alice_p, memory_id=memory.pk, kind="fact")
    assert vector_text() == text_hash(
        "Alice on 2026-05-01\nbefore: Bob: still climbing on weekends?\n\nYes, every weekend!"
    )


def test_update_with_embedder_down_drops_the_stale_vector(alice_p, alices_memory, embedder_down):
    memory_update(principal=alice_p, memory_id=alices_memory.pk, content="floor 7 now")
    assert not MemoryEmbedding.objects.filter(memory=alices_memory).exists()


def test_update_validates_and_changes_other_fields(alice_p, alices_memory):
    with pytest.raises(ValidationFailed):
        memory_update(principal=alice_p, memory_id=alices_memory.pk, kind="nonsense")
    when = timezone.now() + timedelta(days=2)
    updated = memory_update(
        principal=alice_p,
        memory_id=alices_memory.pk,
        kind="preference",
        tags=["office", " office "],
        expires_at=when,
    )
    assert (updated.kind, updated.tags, updated.expires_at) == ("preference", ["office"], when)
    cleared = memory_update(principal=alice_p, memory_id=alices_memory.pk, expires_at=None)
    assert cleared.expires_at is None
    kept = memory_update(principal=alice_p, memory_id=alices_memory.pk, expires_at=UNSET)
    assert kept.expires_at is None


def test_update_without_changes_records_nothing(alice_p, alices_memory):
    memory_update(principal=alice_p, memory_id=alices_memory.pk, content=alices_memory.content)
    assert memory_history(principal=alice_p, memory_id=alices_memory.pk) == []


def test_others_cannot_see_or_change_alices_memory(alice_p, bob_p, alices_memory):
    with pytest.raises(NotFound):
        memory_update(principal=bob_p, memory_id=alices_memory.pk, content="hacked")
    with pytest.raises(NotFound):
        memory_forget(principal=bob_p, memory_id=alices_memory.pk)
    with pytest.raises(NotFound):
        memory_update(principal=bob_p, memory_id="not-a-uuid", content="x")


def test_admin_may_update_a_private_memory_only_while_its_owner_asks(
    admin_p, alice_p, alices_memory
):
    with pytest.raises(NotFound):  # private to alice: closed to curators
        memory_update(principal=admin_p, memory_id=alices_memory.pk, relevance_score=0.9)
    memory_ask_curators(principal=alice_p, memory_id=alices_memory.pk, request="approval")
    updated = memory_update(principal=admin_p, memory_id=alices_memory.pk, relevance_score=0.9)
    assert updated.relevance_score == 0.9


def test_supersede_archives_the_old_memory_and_history_follows_the_chain(alice_p, alices_memory):
    new = memory_supersede(
        principal=alice_p, memory_id=alices_memory.pk, content="Alice moved to floor 8"
    )
    old = Memory.objects.get(pk=alices_memory.pk)
    assert old.superseded_by_id == new.pk
    assert old.status == Status.ARCHIVED
    assert new.scope == old.scope
    assert new.owner_id == old.owner_id
    assert new.recall_hint == "alice desk"
    memory_update(principal=alice_p, memory_id=new.pk, content="Alice moved to floor 9")
    history = memory_history(principal=alice_p, memory_id=new.pk)
    assert [(r.reason, r.content) for r in history] == [
        ("supersede", "Alice's desk is on floor 3"),
        ("update", "Alice moved to floor 8"),
    ]
    assert memory_history(principal=alice_p, memory_id=old.pk) == history
    with pytest.raises(Conflict):
        memory_supersede(principal=alice_p, memory_id=old.pk, content="again")


def test_soft_forget_archives_and_restore_brings_it_back(alice_p, alices_memory):
    forgotten = memory_forget(principal=alice_p, memory_id=alices_memory.pk)
    assert forgotten is not None
    assert forgotten.status == Status.ARCHIVED
    restored = memory_restore(principal=alice_p, memory_id=alices_memory.pk)
    assert restored.status == Status.ACTIVE
    actions = list(
        AuditEvent.objects.filter(memory_id=alices_memory.pk).values_list("action", flat=True)
    )
    assert {"forget", "restore"} <= set(actions)


def test_agents_can_never_hard_delete(alice, admin_user, alices_memory):
    from memories.scoping import principal_for_api_key
    from tests.factories.memories import api_key_for

    key, _ = api_key_for(admin_user)
    admin_agent = principal_for_api_key(key)
    with pytest.raises(Forbidden, match="Agents can never hard-delete"):
        memory_forget(
            principal=admin_agent,
            memory_id=alices_memory.pk,
            hard=True,
            confirm=str(alices_memory.pk),
        )
    assert Memory.objects.filter(pk=alices_memory.pk).exists()


def test_hard_delete_needs_the_owner_or_a_curator_and_the_typed_id(
    alice_p, bob_p, admin_p, alices_memory
):
    for someone in (bob_p, admin_p):  # bob: not his; the curator: private, nobody asked
        with pytest.raises(NotFound):
            memory_forget(
                principal=someone,
                memory_id=alices_memory.pk,
                hard=True,
                confirm=str(alices_memory.pk),
            )
    memory_ask_curators(principal=alice_p, memory_id=alices_memory.pk, request="erasure")
    with pytest.raises(ValidationFailed) as exc:
        memory_forget(principal=admin_p, memory_id=alices_memory.pk, hard=True, confirm="yes")
    assert "confirm" in exc.value.fields
    assert (
        memory_forget(
            principal=admin_p, memory_id=alices_memory.pk, hard=True, confirm=str(alices_memory.pk)
        )
        is None
    )
    assert not Memory.objects.filter(pk=alices_memory.pk).exists()
    event = AuditEvent.objects.get(action="hard_delete")
    assert event.memory_id == alices_memory.pk  # the audit trail outlives the row


def test_approve_is_for_admins_and_sets_confidence(alice_agent, admin_p):
    memory = memory_remember(principal=alice_agent, content="CI takes 12 minutes").memory
    with pytest.raises(Forbidden):
        memory_approve(principal=alice_agent, memory_id=memory.pk)
    with pytest.raises(NotFound):  # private to alice until she or her agent asks
        memory_approve(principal=admin_p, memory_id=memory.pk)
    memory_ask_curators(principal=alice_agent, memory_id=memory.pk, request="approval")
    approved = memory_approve(principal=admin_p, memory_id=memory.pk)
    assert approved.confidence == 1.0
    assert approved.approved_by_id == admin_p.user_id
    assert approved.approved_at is not None
    assert AuditEvent.objects.filter(action="approve", memory_id=memory.pk).exists()


def test_approve_of_an_invisible_memory_is_not_found(bob_p, alices_memory):
    with pytest.raises(NotFound):
        memory_approve(principal=bob_p, memory_id=alices_memory.pk)


def test_set_always_inject_toggles_and_audits(alice_p, alices_memory):
    assert memory_set_always_inject(principal=alice_p, memory_id=alices_memory.pk, value=True)
    memory = Memory.objects.get(pk=alices_memory.pk)
    assert memory.always_inject is True
    assert AuditEvent.objects.filter(action="always_inject").count() == 1


def test_feedback_moves_confidence_and_deactivates_below_point_two(alice_agent):
    memory = memory_remember(principal=alice_agent, content="Use --force on the deploy").memory
    assert memory.confidence == 0.7
    memory = memory_feedback(principal=alice_agent, memory_id=memory.pk, outcome="success")
    assert memory.confidence == 0.8
    for expected in (0.7, 0.6, 0.5, 0.4, 0.3, 0.2):
        memory = memory_feedback(principal=alice_agent, memory_id=memory.pk, outcome="failure")
        assert memory.confidence == pytest.approx(expected)
        assert memory.status == Status.ACTIVE  # 0.2 is not below 0.2
    memory = memory_feedback(principal=alice_agent, memory_id=memory.pk, outcome="failure")
    assert memory.confidence == pytest.approx(0.1)
    assert memory.status == Status.ARCHIVED
    assert memory.stale_reason == "auto-deactivated: confidence below 0.2"


def test_feedback_is_capped_at_one_and_zero(alice_p):
    memory = memory_remember(principal=alice_p, content="Humans start at 1.0").memory
    memory = memory_feedback(principal=alice_p, memory_id=memory.pk, outcome="success")
    assert memory.confidence == 1.0
    with pytest.raises(ValidationFailed) as exc:
        memory_feedback(principal=alice_p, memory_id=memory.pk, outcome="meh")
    assert "outcome" in exc.value.fields


def test_mark_stale_flags_active_memories_with_a_reason(alice_p, alices_memory):
    other = memory_remember(principal=alice_p, content="A second thing entirely").memory
    memory_forget(principal=alice_p, memory_id=other.pk)
    count = memory_mark_stale(
        memory_ids=[alices_memory.pk, other.pk], reason="entity urn:room:3 deprecated"
    )
    assert count == 1
    stale = Memory.objects.get(pk=alices_memory.pk)
    assert stale.status == Status.STALE
    assert stale.stale_reason == "entity urn:room:3 deprecated"
    assert AuditEvent.objects.filter(action="mark_stale", memory_id=stale.pk).exists()
    assert memory_mark_stale(memory_ids=[], reason="x") == 0
