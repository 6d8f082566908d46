"""Typed results of a conversation's messages: the page read back, the message taken back, the
count cleared (`Conversation` and the rest live in `models`)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from memory_layer_client.models import Conversation, Model


@dataclass(frozen=True)
class Message(Model):
    seq: int  # its number in the conversation, from 1
    role: str
    speaker: str
    content: str
    external_id: str
    sent_at: datetime
    metadata: dict[str, Any]


@dataclass(frozen=True)
class MessagePage(Model):
    """The newest messages asked for, oldest first; `earlier` (the `before` of the page of
    messages before these) is None at the conversation's start."""

    results: list[Message]
    earlier: int | None


@dataclass(frozen=True)
class MessagePopped(Model):
    message: Message | None  # None when the conversation had no message left
    conversation: Conversation


@dataclass(frozen=True)
class MessagesCleared(Model):
    removed: int
    conversation: Conversation
