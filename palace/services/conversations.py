"""Conversation ingest: create (idempotent by external_id), append messages, take back the last
one or all of them while it is open (an agent's session history), end → mining.

Secrets are scrubbed here, at ingest, before a message is stored: the stored transcript is what
the drawers, the embedder and the LLM extractor read. Ids holding a secret are refused (400).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from django.conf import settings
from django.contrib.auth.base_user import AbstractBaseUser
from django.db import transaction
from django.db.models import Max
from django.utils import timezone

from memories.redaction import scrub_joined
from memories.redaction.json import scrub_json
from memories.scoping import Principal, check_can_manage
from memories.services.people.api_keys import key_write_consume
from memories.services.people.preferences import memory_settings_for
from memories.services.rules.validation import (
    MAX_IDENTIFIER_CHARS,
    check_identifier,
    is_blank,
    scrub_text,
)
from memories.services.short_term import (
    RecentTurn,
    conversation_ref,
    message_ref,
    recent_turns_forget,
    recent_turns_push,
)
from memories.services.upkeep.outbox import outbox_enqueue
from memory_project.errors import Conflict, ValidationFailed
from palace.models import Conversation, Message
from palace.scoping import access_conversation

MAX_MESSAGE_CHARS = 50_000
MAX_MESSAGES_PER_CALL = 500
# A message's metadata may carry the whole item an agent framework stored (an OpenAI Agents SDK
# session keeps each item's JSON there), so it may be as large as the message itself and more.
MAX_MESSAGE_METADATA_BYTES = 200_000


@dataclass(frozen=True)
class MessageIn:
    speaker: str = ""  # empty: named after the role (`speaker_for`)
    content: str = ""
    role: str = "user"
    sent_at: datetime | None = None
    external_id: str = ""
    metadata: dict[str, object] | None = None


def conversation_get(*, principal: Principal, conversation_id: object) -> Conversation:
    """The owner's (or, for admins, anyone's) conversation; otherwise 404 like a missing one."""
    return access_conversation(principal, conversation_id)


def _clean_messages(messages: Sequence[MessageIn]) -> list[MessageIn]:
    """Checked and scrubbed copies of the messages (nothing raw goes further than this)."""
    if len(messages) > MAX_MESSAGES_PER_CALL:
        raise ValidationFailed(
            fields={"messages": [f"at most {MAX_MESSAGES_PER_CALL} messages per call"]}
        )
    cleaned: list[MessageIn] = []
    previous = ""
    for index, message in enumerate(messages):
        if is_blank(message.content):
            raise ValidationFailed(fields={f"messages.{index}.content": ["must not be empty"]})
        if len(message.content) > MAX_MESSAGE_CHARS:
            raise ValidationFailed(
                fields={f"messages.{index}.content": [f"at most {MAX_MESSAGE_CHARS} characters"]}
            )
        if "\x00" in message.content or "\x00" in message.speaker:
            raise ValidationFailed(fields={f"messages.{index}": ["NUL characters are not allowed"]})
        external_id = check_identifier(
            f"messages.{index}.external_id", message.external_id, max_chars=MAX_IDENTIFIER_CHARS
        )
        # Fields said together are scrubbed together: a speaker or the turn before that ends in
        # a label (`the wifi password is`) makes the start of this turn a secret.
        speaker, content = scrub_joined([message.speaker, message.content])
        content = scrub_joined([previous, content.text])[1] if previous else content
        previous = content.text
        cleaned.append(
            replace(
                message,
                content=content.text,
                speaker=speaker.text,
                external_id=external_id,
                metadata=_clean_metadata(index, message.metadata),
            )
        )
    return cleaned


def _clean_metadata(index: int, metadata: dict[str, object] | None) -> dict[str, object] | None:
    if not metadata:
        return metadata
    field = f"messages.{index}.metadata"
    try:
        encoded = json.dumps(metadata, ensure_ascii=False)
    except (TypeError, ValueError):
        raise ValidationFailed(fields={field: ["must be JSON-serialisable"]}) from None
    if "\\u0000" in encoded:
        raise ValidationFailed(fields={field: ["NUL characters are not allowed"]})
    if len(encoded.encode("utf-8", "replace")) > MAX_MESSAGE_METADATA_BYTES:
        raise ValidationFailed(fields={field: [f"at most {MAX_MESSAGE_METADATA_BYTES} bytes"]})
    cleaned: dict[str, object] = scrub_json(metadata)
    return cleaned


def conversation_ingest(
    *,
    principal: Principal,
    external_id: str,
    title: str = "",
    subject: str = "",
    session_key: str = "",
    started_at: datetime | None = None,
    messages: Sequence[MessageIn] = (),
    session_only: bool = False,
) -> tuple[Conversation, bool]:
    """Create a conversation, or return the existing one with this external_id (idempotent).
    `session_only`: the facts mined from it stay in its session (else they are the person's)."""
    check_can_manage(principal)
    external_id = check_identifier("external_id", external_id, max_chars=MAX_IDENTIFIER_CHARS)
    if not external_id:
        raise ValidationFailed(fields={"external_id": ["must not be empty"]})
    session_key = check_identifier("session", session_key, max_chars=MAX_IDENTIFIER_CHARS)
    messages = _clean_messages(messages)
    clean_title, clean_subject = scrub_joined([title, subject])  # `Wifi password:` | `Xk9…`
    with transaction.atomic():
        conversation, created = Conversation.objects.get_or_create(
            owner_id=principal.user_id,
            external_id=external_id,
            defaults={
                "title": clean_title.text[:300],
                "subject": clean_subject.text[:200],
                "session_key": session_key or external_id,
                "session_only": session_only,
                "started_at": started_at or timezone.now(),
                "project_id": principal.bound_project_id,
                "created_via_key_id": principal.api_key_id,
            },
        )
        bound = principal.bound_project_id
        if not created and bound is not None and conversation.project_id not in (None, bound):
            raise Conflict("This external_id names a conversation of another project.")
        if created and messages:
            rows = _append(conversation, messages, via_key=principal.api_key_id)
            # Each message becomes a drawer (a memory): it counts against the key's hourly cap.
            key_write_consume(principal=principal, count=len(rows))
    return conversation, created


ROLE_SPEAKERS = {"assistant": "Assistant", "system": "System", "tool": "Tool"}


def speaker_for(message: MessageIn, owner: AbstractBaseUser) -> str:
    """Who said it: the name given, else the conversation owner's name for the user's turns and
    the role's name ("Assistant") for the others, as chat-style clients send only a role."""
    given = message.speaker.strip()
    if given:
        return given[:200]
    if message.role in ROLE_SPEAKERS:
        return ROLE_SPEAKERS[message.role]
    full_name = getattr(owner, "get_full_name", lambda: "")().strip()
    return (full_name or owner.get_username())[:200]


def _append(
    conversation: Conversation, messages: Sequence[MessageIn], *, via_key: int | None
) -> list[Message]:
    known = set(conversation.messages.exclude(external_id="").values_list("external_id", flat=True))
    last = conversation.messages.aggregate(last=Max("seq"))["last"] or 0
    rows: list[Message] = []
    for message in messages:
        if message.external_id and message.external_id in known:
            continue  # a retried call: this message is already stored
        last += 1
        rows.append(
            Message(
                conversation=conversation,
                seq=last,
                speaker=scrub_text(speaker_for(message, conversation.owner))[:200],
                role=message.role,
                content=message.content,
                external_id=message.external_id,
                sent_at=message.sent_at or timezone.now(),
                metadata=message.metadata or {},
            )
        )
        if message.external_id:
            known.add(message.external_id)
    Message.objects.bulk_create(rows)
    _remember_recent(conversation, rows, via_key=via_key)
    if rows:
        conversation.last_message_at = max(r.sent_at for r in rows)
        conversation.save(update_fields=["last_message_at"])
    return rows


def _remember_recent(
    conversation: Conversation, rows: Sequence[Message], *, via_key: int | None
) -> None:
    """Keep the session's newest turns in short-term memory once the messages are committed."""
    if not rows or not conversation.session_key:
        return
    turns = [
        RecentTurn(
            row.role,
            row.speaker,
            row.content,
            refs=(conversation_ref(conversation.pk), message_ref(row.pk)),
            via_key=via_key,
        )
        for row in rows
    ]
    owner_id, session = conversation.owner_id, conversation.session_key
    transaction.on_commit(
        lambda: recent_turns_push(owner_id=owner_id, session=session, turns=turns)
    )


def conversation_add_messages(
    *, principal: Principal, conversation_id: object, messages: Sequence[MessageIn]
) -> list[Message]:
    check_can_manage(principal)  # before the messages are looked at
    messages = _clean_messages(messages)
    with transaction.atomic():
        conversation = access_conversation(principal, conversation_id, for_write=True, lock=True)
        if conversation.ended_at is not None:
            raise Conflict("This conversation has ended; start a new one to add messages.")
        rows = _append(conversation, messages, via_key=principal.api_key_id)
        key_write_consume(principal=principal, count=len(rows))
        return rows


def _open_for_change(principal: Principal, conversation_id: object) -> Conversation:
    """The conversation, locked, if the principal may change it and it has not ended (its
    messages are being mined then, and mined drawers keep their turns)."""
    check_can_manage(principal)
    conversation = access_conversation(principal, conversation_id, for_write=True, lock=True)
    if conversation.ended_at is not None:
        raise Conflict("This conversation has ended; its messages can no longer change.")
    return conversation


def _removed(conversation: Conversation, messages: Sequence[Message]) -> None:
    """Messages gone: out of the session's short-term memory too, once this commits."""
    remaining = conversation.messages.aggregate(last=Max("sent_at"))["last"]
    conversation.last_message_at = remaining
    conversation.save(update_fields=["last_message_at"])
    refs = [message_ref(m.pk) for m in messages]
    owner_id = conversation.owner_id
    if refs:
        transaction.on_commit(lambda: recent_turns_forget(owner_id=owner_id, refs=refs))


def conversation_pop_message(*, principal: Principal, conversation_id: object) -> Message | None:
    """Remove the conversation's last message and return it (None when it has none)."""
    with transaction.atomic():
        conversation = _open_for_change(principal, conversation_id)
        last = conversation.messages.order_by("-seq").first()
        if last is None:
            return None
        gone = Message(pk=last.pk)
        last.delete()
        _removed(conversation, [gone])
    return last


def conversation_clear(*, principal: Principal, conversation_id: object) -> int:
    """Remove every message of the conversation (it stays, open, to be written again)."""
    with transaction.atomic():
        conversation = _open_for_change(principal, conversation_id)
        gone = [Message(pk=pk) for pk in conversation.messages.values_list("pk", flat=True)]
        conversation.messages.all().delete()
        _removed(conversation, gone)
    return len(gone)


def conversation_end(*, principal: Principal, conversation_id: object) -> Conversation:
    """Mark ended and queue mining (after commit). Ending twice queues nothing new."""
    with transaction.atomic():
        conversation = access_conversation(principal, conversation_id, for_write=True, lock=True)
        if conversation.ended_at is None or conversation.mining_status == "failed":
            conversation.ended_at = conversation.ended_at or timezone.now()
            conversation.mining_status = Conversation.MiningStatus.PENDING
            conversation.mining_error = _mining_hold(conversation.owner_id)
            conversation.save(update_fields=["ended_at", "mining_status", "mining_error"])
            if not conversation.mining_error:
                _queue_mining(conversation)
    return conversation


def _mining_hold(owner_id: int) -> str:
    """Why the owner's settings hold mining back ('' when mining may run on its own)."""
    prefs = memory_settings_for(user_id=owner_id)
    if not prefs.enabled:
        return "waiting: memory is turned off in your settings"
    if not prefs.auto_mine:
        return "waiting: auto-mine is off; ask for mining with POST /conversations/{id}/mine"
    return ""


def conversation_mine_request(*, principal: Principal, conversation_id: object) -> Conversation:
    """Mine an ended conversation now (what auto-mine would do); memory must be on."""
    with transaction.atomic():
        conversation = access_conversation(principal, conversation_id, for_write=True, lock=True)
        if conversation.ended_at is None:
            raise Conflict("End the conversation before mining it.")
        if not memory_settings_for(user_id=conversation.owner_id).enabled:
            raise Conflict("Memory is turned off in your settings.")
        conversation.mining_error = ""
        if conversation.mining_status == Conversation.MiningStatus.FAILED:
            conversation.mining_status = Conversation.MiningStatus.PENDING
        conversation.save(update_fields=["mining_error", "mining_status"])
        _queue_mining(conversation)
    return conversation


def _queue_mining(conversation: Conversation) -> None:
    # Through the outbox: the row commits with the conversation's new status, so a broker
    # outage delays the mining but never loses it (and never fails the request).
    outbox_enqueue(task="palace.mine_conversation", args=[str(conversation.pk)])


def conversations_end_idle(*, now: datetime | None = None) -> int:
    """End conversations with no message for PALACE_IDLE_MINUTES; returns how many."""
    cutoff = (now or timezone.now()) - timedelta(minutes=settings.PALACE_IDLE_MINUTES)
    ended = 0
    idle = Conversation.objects.filter(ended_at__isnull=True, last_message_at__lt=cutoff)
    for conversation_id in idle.values_list("pk", flat=True):
        with transaction.atomic():
            row = (
                Conversation.objects.select_for_update()
                .filter(pk=conversation_id, ended_at__isnull=True)
                .first()
            )
            if row is None:
                continue
            row.ended_at = timezone.now()
            row.mining_status = Conversation.MiningStatus.PENDING
            row.mining_error = _mining_hold(row.owner_id)
            row.save(update_fields=["ended_at", "mining_status", "mining_error"])
            if not row.mining_error:
                _queue_mining(row)
            ended += 1
    return ended
