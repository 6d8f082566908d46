"""mem0's add: messages stored verbatim (`infer: false`) or the facts extracted from them
(`infer: true`: the LLM extractor when configured, the offline one otherwise), each through
`memory_remember` with the request's entity ids as subject labels. Our dedup and supersede
outcomes become mem0's events: a new row `ADD`, a restatement `NONE`, a merge or correction
`UPDATE`. One transaction: every message's memory, or none (a refusal, a cap)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, time, timedelta
from typing import Any

from django.db import transaction
from django.utils import timezone
from django.utils.dateparse import parse_date

from compat.mem0.identity import bad
from memories.redaction import scrub_joined
from memories.scoping import Principal
from memories.services.store.memory import memory_remember
from palace.mining.extractors import Turn
from palace.mining.pipeline import get_extractor

MAX_MESSAGES = 50
ROLES = ("user", "assistant", "system", "tool")


@dataclass(frozen=True)
class Message:
    role: str
    content: str


def check_messages(value: Any) -> list[Message]:
    """A list of `{"role", "content"}` (a string is one user message)."""
    if isinstance(value, str):
        value = [{"role": "user", "content": value}]
    elif isinstance(value, dict):
        value = [value]
    if not isinstance(value, list) or not value:
        raise bad("messages", "must be a non-empty list of {role, content}")
    if len(value) > MAX_MESSAGES:
        raise bad("messages", f"at most {MAX_MESSAGES} messages")
    out = []
    for index, item in enumerate(value):
        path = f"messages.{index}"
        if not isinstance(item, dict):
            raise bad(path, "must be an object with role and content")
        role, content = item.get("role", "user"), item.get("content")
        if role not in ROLES:
            raise bad(f"{path}.role", f"must be one of {', '.join(ROLES)}")
        if not isinstance(content, str) or not content.strip():
            raise bad(f"{path}.content", "must be a non-empty string")
        out.append(Message(role, content))
    return out


def check_expiration(value: Any, field: str = "expiration_date") -> datetime | None:
    """mem0's `YYYY-MM-DD` (or an ISO date-time): the memory expires at the end of that day."""
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > 40:
        raise bad(field, "must be a date, YYYY-MM-DD")
    day = parse_date(value[:10]) if len(value) >= 10 else None
    if day is None:
        raise bad(field, "must be a date, YYYY-MM-DD")
    moment = datetime.combine(day + timedelta(days=1), time.min, tzinfo=UTC)
    if moment <= timezone.now():
        raise bad(field, "must be today or later")
    return moment


@dataclass(frozen=True)
class AddRequest:
    messages: list[Message]
    labels: list[str]
    infer: bool
    metadata: dict[str, Any] | None
    categories: list[str]
    expires_at: datetime | None
    immutable: bool


def _event(result: Any, sent: str) -> dict[str, Any]:
    memory = result.memory
    if result.deduplicated:
        event = "NONE" if memory.content == sent else "UPDATE"
    else:
        event = "UPDATE" if result.superseded is not None else "ADD"
    out = {"id": str(memory.pk), "memory": memory.content, "event": event}
    out["data"] = {"memory": memory.content}
    if result.superseded is not None:
        out["previous_memory"] = result.superseded.content
        out["previous_id"] = str(result.superseded.pk)
    return out


def _facts(messages: list[Message]) -> list[tuple[str, str]]:
    """(kind, sentence) extracted from the conversation's user and assistant turns, the texts
    scrubbed of secrets before any extractor (an LLM) reads them."""
    spoken = [m for m in messages if m.role in ("user", "assistant")]
    texts = [r.text for r in scrub_joined([m.content for m in spoken])]
    turns = [
        Turn(seq, "user" if m.role == "user" else "assistant", text)
        for seq, (m, text) in enumerate(zip(spoken, texts, strict=True), start=1)
        if text.strip()
    ]
    if not turns:
        return []
    return [(kind, sentence) for _, kind, sentence in get_extractor().extract(turns).facts]


def mem0_add(*, principal: Principal, request: AddRequest) -> list[dict[str, Any]]:
    """Store the request's memories and answer mem0's events, one per memory met."""
    if request.infer:
        items = _facts(request.messages)
    else:
        items = [("fact", m.content) for m in request.messages if m.role != "system"]
    events: list[dict[str, Any]] = []
    with transaction.atomic():
        for kind, text in items:
            result = memory_remember(
                principal=principal,
                content=text,
                kind=kind,
                tags=request.categories,
                metadata=request.metadata,
                expires_at=request.expires_at,
                always_inject=request.immutable,
                subject_labels=request.labels,
            )
            events.append(_event(result, text))
    return events
