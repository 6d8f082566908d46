"""Conversation ingest is idempotent, validates input, and ending queues mining once."""

import pytest

from memories.scoping import principal_for_user
from memory_project.errors import Conflict, NotFound, ValidationFailed
from palace.models import Conversation, Message
from palace.services.conversations import (
    MessageIn,
    conversation_add_messages,
    conversation_end,
    conversation_get,
    conversation_ingest,
)
from tests.palace.conftest import make_messages

pytestmark = pytest.mark.django_db


def test_same_external_id_returns_the_same_conversation(alice_principal):
    first, created = conversation_ingest(
        principal=alice_principal, external_id="ext-1", messages=make_messages(3)
    )
    again, created_again = conversation_ingest(
        principal=alice_principal, external_id="ext-1", messages=make_messages(3)
    )
    assert created
    assert not created_again
    assert again.pk == first.pk
    assert Message.objects.filter(conversation=first).count() == 3


def test_retried_messages_with_external_ids_are_not_duplicated(alice_principal):
    conversation, _ = conversation_ingest(principal=alice_principal, external_id="ext-2")
    batch = make_messages(4)
    conversation_add_messages(
        principal=alice_principal, conversation_id=conversation.pk, messages=batch
    )
    conversation_add_messages(
        principal=alice_principal, conversation_id=conversation.pk, messages=batch
    )
    assert list(conversation.messages.values_list("seq", flat=True)) == [1, 2, 3, 4]


def test_bad_messages_are_refused_and_nothing_is_written(alice_principal):
    with pytest.raises(ValidationFailed) as info:
        conversation_ingest(
            principal=alice_principal,
            external_id="ext-3",
            messages=[MessageIn(speaker="A", content="fine"), MessageIn(speaker="B", content="  ")],
        )
    assert "messages.1.content" in info.value.fields
    assert not Conversation.objects.filter(external_id="ext-3").exists()


def test_other_users_cannot_see_or_end_a_conversation(alice_principal, bob):
    conversation, _ = conversation_ingest(principal=alice_principal, external_id="private")
    bob_principal = principal_for_user(bob)
    with pytest.raises(NotFound):
        conversation_get(principal=bob_principal, conversation_id=conversation.pk)
    with pytest.raises(NotFound):
        conversation_end(principal=bob_principal, conversation_id=conversation.pk)
    with pytest.raises(NotFound):
        conversation_get(principal=bob_principal, conversation_id="not-a-uuid")


def test_messages_after_end_conflict(alice_principal, django_capture_on_commit_callbacks):
    conversation, _ = conversation_ingest(
        principal=alice_principal, external_id="ended", messages=make_messages(2)
    )
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        conversation_end(principal=alice_principal, conversation_id=conversation.pk)
        conversation_end(principal=alice_principal, conversation_id=conversation.pk)
    assert len(callbacks) == 1  # ending twice queues mining once
    with pytest.raises(Conflict):
        conversation_add_messages(
            principal=alice_principal, conversation_id=conversation.pk, messages=make_messages(1)
        )


def test_auto_mine_off_holds_mining_until_asked(
    alice_principal, alice, django_capture_on_commit_callbacks
):
    from memories.services.people.preferences import memory_settings_update
    from palace.services.conversations import conversation_mine_request

    memory_settings_update(user_id=alice.pk, auto_mine=False)
    conversation, _ = conversation_ingest(
        principal=alice_principal, external_id="held", messages=make_messages(2)
    )
    with django_capture_on_commit_callbacks(execute=False) as ended:
        conversation = conversation_end(principal=alice_principal, conversation_id=conversation.pk)
    assert ended == []
    assert "auto-mine is off" in conversation.mining_error
    with django_capture_on_commit_callbacks(execute=False) as asked:
        conversation_mine_request(principal=alice_principal, conversation_id=conversation.pk)
    assert len(asked) == 1
    memory_settings_update(user_id=alice.pk, enabled=False)
    with pytest.raises(Conflict):
        conversation_mine_request(principal=alice_principal, conversation_id=conversation.pk)
