"""Serializers of the palace API (unique top-level names; strict inputs)."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from memories.api.enums import MEMORY_SCOPE_IN
from memories.api.fields import (
    NOT_ONLY_SPACE,
    JsonObjectField,
    QueryIn,
    StrictBooleanField,
    StrictCharField,
    StrictChoiceField,
    StrictDateTimeField,
    StrictSerializer,
)
from memories.services.rules.validation import (
    MAX_CONFIRM_CHARS,
    MAX_IDENTIFIER_CHARS,
    MAX_NAME_CHARS,
    MAX_REF_CHARS,
)
from palace.models import Conversation, Drawer, Message, Wing
from palace.services.conversations import MAX_MESSAGE_CHARS, MAX_MESSAGES_PER_CALL


class MessageIn(StrictSerializer):
    # Optional: chat-style clients send only {role, content}; the service names the speaker.
    speaker = StrictCharField(
        max_length=MAX_NAME_CHARS, required=False, default="", allow_blank=True
    )
    # Kept verbatim (no trimming), but a message of white space only is refused.
    content = StrictCharField(
        max_length=MAX_MESSAGE_CHARS, trim_whitespace=False, validators=[NOT_ONLY_SPACE]
    )
    role = StrictChoiceField(
        choices=["user", "assistant", "system", "tool"], required=False, default="user"
    )
    sent_at = StrictDateTimeField(required=False, allow_null=True, default=None)
    external_id = StrictCharField(max_length=MAX_IDENTIFIER_CHARS, required=False, default="")
    metadata = JsonObjectField(
        required=False,
        default=None,
        allow_null=True,
        help_text="Kept with the message and returned as sent (secrets scrubbed): e.g. the item"
        " an agent framework stored, to read back exactly.",
    )


class ConversationCreateIn(StrictSerializer):
    external_id = StrictCharField(max_length=MAX_IDENTIFIER_CHARS)
    title = StrictCharField(max_length=300, required=False, default="", allow_blank=True)
    subject = StrictCharField(
        max_length=MAX_NAME_CHARS, required=False, default="", allow_blank=True
    )
    session = StrictCharField(
        max_length=MAX_IDENTIFIER_CHARS, required=False, default="", allow_blank=True
    )
    started_at = StrictDateTimeField(required=False, allow_null=True, default=None)
    messages = MessageIn(many=True, required=False, default=list)
    session_only = StrictBooleanField(
        required=False,
        default=False,
        help_text="Keep the facts mined from it in its session; otherwise they are saved where"
        " plain recall finds them (your scope, or the project of a project-bound key).",
    )

    def validate_messages(self, value: list[Any]) -> list[Any]:
        if len(value) > MAX_MESSAGES_PER_CALL:
            raise serializers.ValidationError(f"At most {MAX_MESSAGES_PER_CALL} messages per call.")
        return value


class EraseIn(StrictSerializer):
    confirm = StrictCharField(
        max_length=MAX_CONFIRM_CHARS, help_text="the id, typed again to confirm"
    )


class ConversationMessagesIn(StrictSerializer):
    messages = MessageIn(many=True, allow_empty=False)


class ConversationOut(serializers.ModelSerializer[Conversation]):
    session = serializers.CharField(source="session_key")
    message_count = serializers.IntegerField()

    class Meta:
        model = Conversation
        fields = [
            "id", "external_id", "title", "subject", "session", "session_only", "started_at",
            "last_message_at", "ended_at", "message_count", "mining_status", "mining_error",
            "mined_through",
        ]  # fmt: skip


class MessagesAddedOut(serializers.Serializer[Any]):
    added = serializers.IntegerField()
    conversation = ConversationOut()


class WingOut(serializers.ModelSerializer[Wing]):
    room_count = serializers.IntegerField()

    class Meta:
        model = Wing
        fields = ["id", "number", "name", "slug", "kind", "reason", "aliases", "room_count"]


class WingListOut(serializers.Serializer[Any]):
    results = WingOut(many=True)


class ClosetOut(serializers.Serializer[Any]):
    id = serializers.IntegerField()
    topic = serializers.CharField()
    reason = serializers.CharField()
    drawer_count = serializers.IntegerField()


class RoomOut(serializers.Serializer[Any]):
    id = serializers.IntegerField()
    number = serializers.IntegerField()
    title = serializers.CharField()
    pointer = serializers.CharField()
    started_at = serializers.DateTimeField()
    conversation = serializers.UUIDField(source="conversation_id", allow_null=True)
    closets = ClosetOut(many=True)


class WingDetailOut(serializers.Serializer[Any]):
    id = serializers.IntegerField()
    number = serializers.IntegerField()
    name = serializers.CharField()
    kind = serializers.CharField()
    reason = serializers.CharField()
    rooms = RoomOut(many=True)


class DrawerOut(serializers.ModelSerializer[Drawer]):
    content = serializers.CharField(source="memory.content")
    memory_id = serializers.UUIDField(source="memory.id")
    speaker = serializers.CharField(source="message.speaker", default="")
    sent_at = serializers.DateTimeField(source="memory.created_at")
    wing = serializers.CharField(source="room.wing.name")
    room = serializers.CharField(source="room.title")
    closet = serializers.CharField(source="closet.topic")

    class Meta:
        model = Drawer
        fields = ["id", "pointer", "content", "speaker", "sent_at", "tags", "wing", "room",
                  "closet", "memory_id"]  # fmt: skip


class ExtractIn(StrictSerializer):
    user_turn = StrictCharField(
        max_length=MAX_MESSAGE_CHARS, trim_whitespace=False, required=False, allow_blank=True,
        default="",
    )  # fmt: skip
    assistant_turn = StrictCharField(
        max_length=MAX_MESSAGE_CHARS, trim_whitespace=False, required=False, allow_blank=True,
        default="",
    )  # fmt: skip
    scope = StrictChoiceField(
        choices=MEMORY_SCOPE_IN, required=False,
        help_text="Default: session when a session is given, else the key's bound scope, else"
        " user.",
    )  # fmt: skip
    scope_ref = StrictCharField(
        max_length=MAX_REF_CHARS, required=False, allow_blank=True, default=""
    )
    session = StrictCharField(
        max_length=MAX_IDENTIFIER_CHARS, required=False, allow_blank=True, default=""
    )


class ExtractOut(serializers.Serializer[Any]):
    extractor = serializers.CharField(help_text="offline, or the LLM model that extracted.")
    facts = serializers.ListField(
        child=serializers.DictField(),
        help_text="Each saved fact as /memories returns it, with deduplicated: true when it was"
        " folded into an existing memory.",
    )


class ConversationMessagesQueryIn(QueryIn):
    limit = serializers.IntegerField(
        required=False, min_value=1, max_value=MAX_MESSAGES_PER_CALL, default=100,
        help_text="How many of the newest messages (before `before`), returned oldest first.",
    )  # fmt: skip
    before = serializers.IntegerField(
        required=False, min_value=1, allow_null=True, default=None,
        help_text="Only messages numbered below this (`earlier` of the page after them).",
    )  # fmt: skip


class MessageOut(serializers.ModelSerializer[Message]):
    class Meta:
        model = Message
        fields = ["seq", "role", "speaker", "content", "external_id", "sent_at", "metadata"]


class MessageListOut(serializers.Serializer[Any]):
    results = MessageOut(many=True)
    earlier = serializers.IntegerField(
        allow_null=True,
        help_text="Send as `before` to read the messages before these; null at the start.",
    )


class MessagePopOut(serializers.Serializer[Any]):
    message = MessageOut(allow_null=True, help_text="The message removed; null if none was left.")
    conversation = ConversationOut()


class MessagesClearedOut(serializers.Serializer[Any]):
    removed = serializers.IntegerField()
    conversation = ConversationOut()
