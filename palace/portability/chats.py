"""Chat histories from elsewhere, as conversations: ChatGPT's and Claude's `conversations.json`
exports and a plain JSON Lines format (docs/export-format.md, "Chat histories"). Each chat
becomes a conversation through the ingest service (scrubbed, then mined in the background like
any other); its external id is `<format>:<the chat's id>`, so importing a file again adds
nothing."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from django.db import transaction
from django.utils.dateparse import parse_datetime

from memories.scoping import Principal
from memory_project.errors import ValidationFailed
from palace.services.conversations import (
    MAX_MESSAGE_CHARS,
    MAX_MESSAGES_PER_CALL,
    MessageIn,
    conversation_add_messages,
    conversation_end,
    conversation_ingest,
)

ROLES = {"user", "assistant", "system", "tool"}
FORMATS = ("chatgpt", "claude", "jsonl")


class ChatFileInvalid(ValidationFailed):
    code = "invalid_chat_file"


@dataclass(frozen=True)
class Chat:
    external_id: str
    title: str
    started_at: datetime | None
    messages: list[MessageIn]


def _fail(where: str, message: str) -> ChatFileInvalid:
    return ChatFileInvalid(f"{where}: {message}", fields={where: [message]})


def _epoch(value: object) -> datetime | None:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return datetime.fromtimestamp(float(value), tz=UTC)
    return None


def _iso(value: object) -> datetime | None:
    return parse_datetime(value) if isinstance(value, str) else None


def _message(role: str, content: str, sent_at: datetime | None, external_id: str) -> MessageIn:
    return MessageIn(
        role=role if role in ROLES else "user",
        content=content[:MAX_MESSAGE_CHARS],  # a pasted log longer than a message may be
        sent_at=sent_at,
        external_id=external_id[:200],
    )


def _load_json(path: Path) -> list[Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise _fail(path.name, f"not a readable JSON file: {exc}") from None
    if not isinstance(data, list):
        raise _fail(path.name, "expected a JSON array of conversations")
    return data


# -- ChatGPT: a `mapping` tree of nodes; the visible path runs from `current_node` up to the root


def _chatgpt_text(message: dict[str, Any]) -> str:
    content = message.get("content") or {}
    parts = content.get("parts") if isinstance(content, dict) else None
    if isinstance(parts, list):
        return "\n".join(p for p in parts if isinstance(p, str)).strip()
    text = content.get("text") if isinstance(content, dict) else None
    return text.strip() if isinstance(text, str) else ""


def _chatgpt_path(mapping: dict[str, Any], current: str | None, where: str) -> list[dict[str, Any]]:
    if current is None:  # no pointer: follow the last child from the root down
        roots = [k for k, n in mapping.items() if not n.get("parent")]
        current = roots[0] if roots else None
        while current is not None and mapping[current].get("children"):
            current = mapping[current]["children"][-1]
    path, seen = [], set()
    while current is not None:
        if current in seen or current not in mapping:
            raise _fail(where, f"mapping node {current!r} is missing or loops")
        seen.add(current)
        node = mapping[current]
        path.append(node)
        current = node.get("parent")
    return list(reversed(path))


def parse_chatgpt(path: Path) -> Iterator[Chat]:
    for index, chat in enumerate(_load_json(path)):
        where = f"{path.name}[{index}]"
        mapping = chat.get("mapping") if isinstance(chat, dict) else None
        if not isinstance(mapping, dict):
            raise _fail(where, "a ChatGPT conversation needs a `mapping` object")
        chat_id = chat.get("id") or chat.get("conversation_id")
        if not isinstance(chat_id, str) or not chat_id:
            raise _fail(where, "a ChatGPT conversation needs an `id`")
        messages = []
        for node in _chatgpt_path(mapping, chat.get("current_node"), where):
            message = node.get("message")
            if not isinstance(message, dict):
                continue
            metadata = message.get("metadata") or {}
            if metadata.get("is_visually_hidden_from_conversation"):
                continue
            text = _chatgpt_text(message)
            role = (message.get("author") or {}).get("role", "user")
            if text:
                sent = _epoch(message.get("create_time"))
                messages.append(_message(role, text, sent, str(message.get("id") or node["id"])))
        yield Chat(f"chatgpt:{chat_id}", str(chat.get("title") or ""), _epoch(chat.get("create_time")), messages)  # fmt: skip


# -- Claude: `chat_messages` in order, each with a `sender` of human or assistant


def _claude_text(message: dict[str, Any]) -> str:
    text = message.get("text")
    if isinstance(text, str) and text.strip():
        return text.strip()
    blocks = message.get("content") or []
    return "\n".join(
        b["text"] for b in blocks if isinstance(b, dict) and isinstance(b.get("text"), str)
    ).strip()


def parse_claude(path: Path) -> Iterator[Chat]:
    for index, chat in enumerate(_load_json(path)):
        where = f"{path.name}[{index}]"
        turns = chat.get("chat_messages") if isinstance(chat, dict) else None
        if not isinstance(turns, list) or not isinstance(chat.get("uuid"), str):
            raise _fail(where, "a Claude conversation needs a `uuid` and `chat_messages`")
        messages = []
        for number, turn in enumerate(turns):
            if not isinstance(turn, dict):
                raise _fail(f"{where}.chat_messages[{number}]", "expected an object")
            text = _claude_text(turn)
            if text:
                role = "user" if turn.get("sender") == "human" else "assistant"
                turn_id = str(turn.get("uuid") or number)
                messages.append(_message(role, text, _iso(turn.get("created_at")), turn_id))
        yield Chat(f"claude:{chat['uuid']}", str(chat.get("name") or ""), _iso(chat.get("created_at")), messages)  # fmt: skip


# -- JSON Lines: one message a line, grouped by `conversation`


def parse_jsonl(path: Path) -> Iterator[Chat]:
    chats: dict[str, Chat] = {}
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise _fail(path.name, f"not a readable UTF-8 file: {exc}") from None
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        where = f"{path.name} line {number}"
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise _fail(where, f"not JSON: {exc}") from None
        if not isinstance(row, dict):
            raise _fail(where, "expected a JSON object")
        for name in ("conversation", "content"):
            if not isinstance(row.get(name), str) or not row[name].strip():
                raise _fail(f"{where} field {name!r}", "a non-empty string is required")
        role = row.get("role", "user")
        if role not in ROLES:
            raise _fail(f"{where} field 'role'", f"one of {', '.join(sorted(ROLES))}")
        sent = _iso(row.get("sent_at"))
        if row.get("sent_at") is not None and sent is None:
            raise _fail(f"{where} field 'sent_at'", "an ISO 8601 date-time")
        chat = chats.setdefault(
            row["conversation"],
            Chat(f"jsonl:{row['conversation']}", str(row.get("title") or ""), sent, []),
        )
        message = _message(role, row["content"], sent, str(row.get("id") or f"line-{number}"))
        chat.messages.append(replace(message, speaker=str(row.get("speaker") or "")[:200]))
    yield from chats.values()


PARSERS: dict[str, Callable[[Path], Iterator[Chat]]] = {
    "chatgpt": parse_chatgpt,
    "claude": parse_claude,
    "jsonl": parse_jsonl,
}


def chat_import(*, principal: Principal, chat: Chat) -> bool:
    """Ingest one chat as an ended conversation (mining is queued); False when a conversation
    with its external id is already there (nothing is added)."""
    if not chat.messages:
        return False
    with transaction.atomic():
        conversation, created = conversation_ingest(
            principal=principal,
            external_id=chat.external_id,
            title=chat.title,
            started_at=chat.started_at or chat.messages[0].sent_at,
            messages=chat.messages[:MAX_MESSAGES_PER_CALL],
        )
        if not created:
            return False
        rest = chat.messages[MAX_MESSAGES_PER_CALL:]
        for start in range(0, len(rest), MAX_MESSAGES_PER_CALL):
            conversation_add_messages(
                principal=principal,
                conversation_id=conversation.pk,
                messages=rest[start : start + MAX_MESSAGES_PER_CALL],
            )
        conversation_end(principal=principal, conversation_id=conversation.pk)
    return True
