"""Chat histories from elsewhere, as conversations: ChatGPT's and Claude's `conversations.json`
exports and a plain JSON Lines format (docs/export-format.md, "Chat histories"). Each chat
becomes a conversation through the ingest service (scrubbed, then mined in the background like
any other); its external id is `<format>:<the chat's id>`, so importing a file again adds
nothing. A chat the importer cannot read is skipped with its reason; the others go in."""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils.dateparse import parse_datetime

from memories.portability.format import Deadline
from memories.scoping import Principal
from palace.portability.chat_files import fail, json_array_items, jsonl_lines
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
MAX_NODES = 100_000  # nodes of one ChatGPT conversation's mapping walked at most
_LATEST = datetime(9999, 12, 31, tzinfo=UTC).timestamp()


@dataclass(frozen=True)
class Chat:
    external_id: str
    title: str
    started_at: datetime | None
    messages: list[MessageIn]


@dataclass(frozen=True)
class Skipped:
    """A chat of the file that cannot be imported, and why: the others go on."""

    where: str
    reason: str


Parsed = Chat | Skipped


def _epoch(value: object) -> datetime | None:
    """A Unix time, or None for anything else (a string, NaN, a time past the year 9999)."""
    number = value if isinstance(value, int | float) and not isinstance(value, bool) else math.nan
    if math.isfinite(number) and -_LATEST <= number <= _LATEST:
        with contextlib.suppress(OverflowError, OSError, ValueError):
            return datetime.fromtimestamp(float(number), tz=UTC)
    return None


def _iso(value: object) -> datetime | None:
    if not isinstance(value, str):
        return None
    with contextlib.suppress(ValueError):
        return parse_datetime(value)
    return None


def _text(value: object) -> str:
    return value if isinstance(value, str) else ""


def _object(value: object) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _message(role: str, content: str, sent_at: datetime | None, external_id: str) -> MessageIn:
    return MessageIn(
        role=role if role in ROLES else "user",
        content=content[:MAX_MESSAGE_CHARS],  # a pasted log longer than a message may be
        sent_at=sent_at,
        external_id=external_id[:200],
    )


# -- ChatGPT: a `mapping` tree of nodes; the visible path runs from `current_node` up to the root.
# Every walk is bounded: each node is visited once, and a mapping of more than MAX_NODES nodes is
# skipped, so no shape of the file (a cycle, a missing node) can hold a worker.


def _chatgpt_text(message: dict[str, Any]) -> str:
    content = _object(message.get("content"))
    parts = content.get("parts")
    if isinstance(parts, list):
        return "\n".join(p for p in parts if isinstance(p, str)).strip()
    return _text(content.get("text")).strip()


def _children(node: dict[str, Any]) -> list[str]:
    children = node.get("children")
    return [c for c in children if isinstance(c, str)] if isinstance(children, list) else []


def _is_root(mapping: dict[str, Any], node: dict[str, Any]) -> bool:
    parent = node.get("parent")
    return not isinstance(parent, str) or not isinstance(mapping.get(parent), dict)


def _leaf(mapping: dict[str, Any]) -> str | None:
    """No `current_node`: from the first root, the last child at each step down."""
    roots = [k for k, n in mapping.items() if isinstance(n, dict) and _is_root(mapping, n)]
    current, seen = (roots[0] if roots else None), set()
    while current is not None and current not in seen:
        seen.add(current)
        below = [c for c in _children(mapping[current]) if isinstance(mapping.get(c), dict)]
        if not below or below[-1] in seen:
            break
        current = below[-1]
    return current


def _chatgpt_path(mapping: dict[str, Any], current: object) -> list[tuple[str, dict[str, Any]]]:
    """(node id, node) from the root down to the shown leaf; raises ValueError on a loop."""
    start = current if isinstance(current, str) and isinstance(mapping.get(current), dict) else None
    node_id = start if start is not None else _leaf(mapping)
    path: list[tuple[str, dict[str, Any]]] = []
    seen: set[str] = set()
    while isinstance(node_id, str) and isinstance(mapping.get(node_id), dict):
        if node_id in seen:
            raise ValueError(f"its mapping loops at node {node_id[:100]!r}")
        seen.add(node_id)
        node = mapping[node_id]
        path.append((node_id, node))
        node_id = node.get("parent")  # a parent missing from the mapping ends the path
    return list(reversed(path))


def _stable_id(chat: dict[str, Any], messages: list[MessageIn]) -> str:
    """An id for a conversation that has none, from what does not change as it grows: its title,
    its creation time and its first message."""
    first = messages[0] if messages else None
    seed = [_text(chat.get("title")), repr(chat.get("create_time")),
            first.external_id if first else "", first.content if first else ""]  # fmt: skip
    return "sha256-" + hashlib.sha256(json.dumps(seed).encode()).hexdigest()[:40]


def _chatgpt_chat(chat: object) -> Chat | str:
    """The chat, or why it is skipped."""
    if not isinstance(chat, dict):
        return "a ChatGPT conversation is a JSON object"
    mapping = chat.get("mapping")
    if not isinstance(mapping, dict):
        return "a ChatGPT conversation needs a `mapping` object"
    if len(mapping) > MAX_NODES:
        return f"its mapping has {len(mapping)} nodes; at most {MAX_NODES} are read"
    try:
        path = _chatgpt_path(mapping, chat.get("current_node"))
    except ValueError as exc:
        return str(exc)
    messages = []
    for node_id, node in path:
        message = node.get("message")
        if not isinstance(message, dict):
            continue
        if _object(message.get("metadata")).get("is_visually_hidden_from_conversation"):
            continue
        text = _chatgpt_text(message)
        role = _text(_object(message.get("author")).get("role")) or "user"
        if text:
            sent = _epoch(message.get("create_time"))
            own_id = message.get("id")
            messages.append(_message(role, text, sent, own_id if isinstance(own_id, str) and own_id else node_id))  # fmt: skip
    chat_id = chat.get("id") or chat.get("conversation_id")
    if not isinstance(chat_id, str) or not chat_id:
        chat_id = _stable_id(chat, messages)
    title = _text(chat.get("title"))
    return Chat(f"chatgpt:{chat_id}", title, _epoch(chat.get("create_time")), messages)


def parse_chatgpt(path: Path, *, deadline: Deadline | None = None) -> Iterator[Parsed]:
    for index, chat in json_array_items(path, deadline=deadline):
        parsed = _chatgpt_chat(chat)
        yield parsed if isinstance(parsed, Chat) else Skipped(f"{path.name}[{index}]", parsed)


# -- Claude: `chat_messages` in order, each with a `sender` of human or assistant


def _claude_text(message: dict[str, Any]) -> str:
    text = message.get("text")
    if isinstance(text, str) and text.strip():
        return text.strip()
    blocks = message.get("content")
    if not isinstance(blocks, list):
        return ""
    return "\n".join(
        b["text"] for b in blocks if isinstance(b, dict) and isinstance(b.get("text"), str)
    ).strip()


def _claude_chat(chat: object) -> Chat | str:
    turns = chat.get("chat_messages") if isinstance(chat, dict) else None
    if not isinstance(chat, dict) or not isinstance(turns, list):
        return "a Claude conversation needs a `uuid` and `chat_messages`"
    chat_id = chat.get("uuid")
    if not isinstance(chat_id, str) or not chat_id:
        return "a Claude conversation needs a `uuid` and `chat_messages`"
    messages = []
    for number, turn in enumerate(turns):
        if not isinstance(turn, dict):
            return f"chat_messages[{number}] is not an object"
        text = _claude_text(turn)
        if text:
            role = "user" if turn.get("sender") == "human" else "assistant"
            turn_id = turn.get("uuid")
            own_id = turn_id if isinstance(turn_id, str) and turn_id else str(number)
            messages.append(_message(role, text, _iso(turn.get("created_at")), own_id))
    name = _text(chat.get("name"))
    return Chat(f"claude:{chat_id}", name, _iso(chat.get("created_at")), messages)


def parse_claude(path: Path, *, deadline: Deadline | None = None) -> Iterator[Parsed]:
    for index, chat in json_array_items(path, deadline=deadline):
        parsed = _claude_chat(chat)
        yield parsed if isinstance(parsed, Chat) else Skipped(f"{path.name}[{index}]", parsed)


# -- JSON Lines: one message a line, grouped by `conversation` (so held until the file's end,
# at most IMPORT_CHATS_HELD_MAX_BYTES of it); a bad line refuses the file, naming it.


def parse_jsonl(path: Path, *, deadline: Deadline | None = None) -> Iterator[Parsed]:
    chats: dict[str, Chat] = {}
    held, limit = 0, int(settings.IMPORT_CHATS_HELD_MAX_BYTES)
    for number, line in jsonl_lines(path, deadline=deadline):
        if not line.strip():
            continue
        where = f"{path.name} line {number}"
        try:
            row = json.loads(line)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise fail(where, f"not JSON: {exc}") from None
        except RecursionError:
            raise fail(where, "nested too deeply to read") from None
        if not isinstance(row, dict):
            raise fail(where, "expected a JSON object")
        for name in ("conversation", "content"):
            if not isinstance(row.get(name), str) or not row[name].strip():
                raise fail(f"{where} field {name!r}", "a non-empty string is required")
        role = row.get("role", "user")
        if role not in ROLES:
            raise fail(f"{where} field 'role'", f"one of {', '.join(sorted(ROLES))}")
        sent = _iso(row.get("sent_at"))
        if row.get("sent_at") is not None and sent is None:
            raise fail(f"{where} field 'sent_at'", "an ISO 8601 date-time")
        held += len(line)
        if held > limit:
            raise fail(path.name, f"more than {limit} bytes of messages (IMPORT_CHATS_HELD_MAX_BYTES); split the file by conversation")  # fmt: skip
        chat = chats.setdefault(
            row["conversation"],
            Chat(f"jsonl:{row['conversation']}", _text(row.get("title")), sent, []),
        )
        message = _message(role, row["content"], sent, str(row.get("id") or f"line-{number}"))
        chat.messages.append(replace(message, speaker=_text(row.get("speaker"))[:200]))
    yield from chats.values()


PARSERS: dict[str, Callable[..., Iterator[Parsed]]] = {
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
