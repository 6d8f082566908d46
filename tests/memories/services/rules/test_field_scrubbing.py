"""Every field a person or agent sends is scrubbed (free text) or refused (identifiers)."""

from __future__ import annotations

from typing import Any

import pytest

from memories.scoping import principal_for_user
from memories.services.graph.writes import entity_event_record, entity_upsert, relation_assert
from memories.services.store.memory import memory_remember, memory_update
from memory_project.errors import ValidationFailed
from palace.models import Message
from palace.services.conversations import MessageIn, conversation_add_messages, conversation_ingest

pytestmark = pytest.mark.django_db

GHP = "ghp_" + "A1b2C3d4E5" * 3 + "xYz123"
PW = "Sup3rS3cret!"


def test_metadata_ids_that_only_look_random_are_kept():
    from memories.services.rules.validation import scrub_json

    item = {"type": "function_call", "call_id": "call_q8ZxV2mJ7tLpR4sNc1YwKd0E",
            "responseId": "resp_H3fT9bWn5uQe2XaLk7PzMv6R"}  # fmt: skip
    assert scrub_json(item) == item
    # A secret of a known kind, or random text that is no id's token, is scrubbed all the same.
    assert GHP not in repr(scrub_json({"id": GHP, "call_id": "call 8ZxV2mJ7tLpR4sNc1YwKd0E+/="}))
    assert "Zx8qP2mL9vR4" not in repr(scrub_json({"note": "Zx8qP2mL9vR4tY7wK1nB5"}))


def test_metadata_keys_values_and_nested_values_are_scrubbed_with_their_key():
    from memories.services.rules.validation import scrub_json

    cleaned = scrub_json(
        {
            f"token={GHP}": "x",
            "password": PW,  # alone it is a word; with its key it is a secret
            "nested": {"list": [f"use {GHP}", {"api_key": "Zx8qP2mL9vR4-tY7wK1nB5"}]},
            "count": 3,
            "secret_name": "db-creds",  # a key that only mentions a secret keeps its value
        }
    )
    flat = repr(cleaned)
    assert GHP not in flat
    assert PW not in flat
    assert "Zx8qP2mL9vR4" not in flat
    assert cleaned["password"] == "[REDACTED:password_assignment]"
    assert cleaned["count"] == 3
    assert cleaned["secret_name"] == "db-creds"


def test_remember_and_update_scrub_tags_and_metadata(alice: Any) -> None:
    principal = principal_for_user(alice)
    memory = memory_remember(
        principal=principal,
        content="deploy notes",
        tags=[f"token={GHP}", "ops"],
        metadata={"password": PW},
    ).memory
    assert memory.tags == ["token=[REDACTED:github_token]", "ops"]
    assert memory.metadata["password"] == "[REDACTED:password_assignment]"
    updated = memory_update(
        principal=principal, memory_id=memory.pk, tags=[f"pw: {PW}"], metadata={"k": f"use {GHP}"}
    )
    assert PW not in repr(updated.tags)
    assert GHP not in repr(updated.metadata)


@pytest.mark.parametrize("field", ["source_run", "source_conversation", "scope_ref", "pointer"])
def test_an_identifier_holding_a_secret_is_refused_naming_the_field(alice: Any, field: str) -> None:
    extra: dict[str, Any] = {field: f"token={GHP}"}
    if field == "scope_ref":
        extra["scope"] = "session"
    with pytest.raises(ValidationFailed) as caught:
        memory_remember(principal=principal_for_user(alice), content="x", **extra)
    assert field in caught.value.fields


def test_graph_names_values_and_notes_are_scrubbed(alice: Any) -> None:
    entity = entity_upsert(owner_id=alice.pk, name=f"vault {GHP}", aliases=[f"pw: {PW}"])
    assert GHP not in entity.name
    assert GHP not in entity.urn
    assert PW not in repr(entity.aliases)
    result = relation_assert(
        owner_id=alice.pk, subject=entity, predicate="opens_with", object_value=f"password: {PW}"
    )
    assert result.relation.object_value == "password: [REDACTED:password_assignment]"
    event = entity_event_record(
        principal=principal_for_user(alice),
        entity_id=entity.pk,
        kind="changed",
        note=f"rotated {GHP}",
    )
    assert event.note == "rotated [REDACTED:github_token]"


def test_conversation_messages_title_and_speaker_are_scrubbed_at_ingest(alice: Any) -> None:
    principal = principal_for_user(alice)
    conversation, _ = conversation_ingest(
        principal=principal,
        external_id="c-1",
        title=f"keys {GHP}",
        subject=f"password: {PW}",
        messages=[
            MessageIn(speaker=f"bot {GHP}", content=f"my password is {PW}", metadata={"token": PW})
        ],
    )
    conversation_add_messages(
        principal=principal,
        conversation_id=conversation.pk,
        messages=[MessageIn(content=f"and the key {GHP}")],
    )
    stored = repr(list(Message.objects.values_list("content", "speaker", "metadata")))
    assert GHP not in stored
    assert PW not in stored
    assert GHP not in conversation.title
    assert PW not in conversation.subject
    for field, kwargs in [
        ("external_id", {"external_id": f"token={GHP}"}),
        ("session", {"external_id": "c-2", "session_key": f"token={GHP}"}),
        (
            "messages.0.external_id",
            {
                "external_id": "c-3",
                "messages": [MessageIn(content="hi", external_id=f"token={GHP}")],
            },
        ),
    ]:
        with pytest.raises(ValidationFailed) as caught:
            conversation_ingest(principal=principal, **kwargs)
        assert field in caught.value.fields


SPLIT = "Xk9mP2vLsplit"


def test_a_hint_ending_in_a_label_makes_the_start_of_the_content_a_secret(alice: Any) -> None:
    principal = principal_for_user(alice)
    memory = memory_remember(
        principal=principal,
        content=f"{SPLIT} (rotated monthly)",
        recall_hint="the production database password is",
    ).memory
    assert memory.content == "[REDACTED:password_assignment] (rotated monthly)"
    assert memory.recall_hint == "the production database password is"
    updated = memory_update(
        principal=principal, memory_id=memory.pk, content=SPLIT, recall_hint="admin passwd"
    )
    assert SPLIT not in updated.content


def test_title_and_subject_and_consecutive_turns_are_scrubbed_together(alice: Any) -> None:
    conversation, _ = conversation_ingest(
        principal=principal_for_user(alice),
        external_id="split-1",
        title="Wifi password:",
        subject=SPLIT,
        messages=[
            MessageIn(speaker="Alice", content="the wifi password is"),
            MessageIn(speaker="Alice", content=SPLIT),
            MessageIn(speaker="Bob", content="Sorry, what?"),
        ],
    )
    assert conversation.subject == "[REDACTED:password_assignment]"
    contents = list(conversation.messages.order_by("seq").values_list("content", flat=True))
    assert contents == ["the wifi password is", "[REDACTED:password_assignment]", "Sorry, what?"]


def test_metadata_keys_named_like_a_label_hide_their_values_at_any_depth(alice: Any) -> None:
    memory = memory_remember(
        principal=principal_for_user(alice),
        content="db notes",
        metadata={"creds": {"pass": "Zx9qq77Lmpass", "user": "deploy"}, "n": [{"pin": 4471}]},
    ).memory
    assert memory.metadata == {
        "creds": {"pass": "[REDACTED:password_assignment]", "user": "deploy"},
        "n": [{"pin": "[REDACTED:password_assignment]"}],
    }
