"""What each API operation sends and how its answer is read — written once for both clients.

A `Call` is one HTTP request (method, path template and values, query, JSON body) plus the
parser of its answer; `MemoryClient` and `AsyncMemoryClient` only send calls and retry them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from email.utils import parsedate_to_datetime
from typing import Any, Generic, Literal, TypedDict, TypeVar
from urllib.parse import parse_qs, quote, urlsplit

from memory_layer_client import models as m
from memory_layer_client.errors import api_error

T = TypeVar("T")


@dataclass(frozen=True)
class Call(Generic[T]):
    method: str
    template: str  # e.g. "memories/{memory_id}/forget", relative to `root`
    parse: Callable[[Any], T]
    path_values: Mapping[str, str | int] = field(default_factory=dict)
    params: Mapping[str, str] = field(default_factory=dict)
    json: Any = None
    root: str = "v1/"  # relative to /api/: the project-memories API lives at /api/projects/
    # A file sent as multipart/form-data instead of a JSON body: (field, file name, bytes),
    # with `form` its other fields.
    upload: tuple[str, str, bytes] | None = None
    form: Mapping[str, str] = field(default_factory=dict)

    @property
    def path(self) -> str:
        """The path relative to /api/."""
        return self.root + self.template.format(
            **{
                k: quote(str(v), safe="/" if k == "pointer" else "")
                for k, v in self.path_values.items()
            }
        )


@dataclass(frozen=True)
class Retry:
    """Retries on 429 and 503: wait what `Retry-After` says (capped at `max_delay`), else an
    exponential backoff with jitter from `backoff` seconds; at most `attempts` retries."""

    attempts: int = 3
    backoff: float = 0.5
    max_delay: float = 30.0
    statuses: frozenset[int] = frozenset({429, 503})

    def wait(self, attempt: int, status: int, retry_after: float | None) -> float | None:
        """Seconds to wait before retry number `attempt + 1`, or None to stop retrying."""
        if status not in self.statuses or attempt >= self.attempts:
            return None
        if retry_after is not None:
            return min(max(retry_after, 0.0), self.max_delay)
        backoff = min(self.backoff * float(2**attempt), self.max_delay)
        return backoff * random.uniform(0.5, 1.0)


def retry_after_seconds(value: str | None, now: datetime | None = None) -> float | None:
    """`Retry-After` as seconds: a number, or an HTTP date."""
    if not value:
        return None
    try:
        return float(value)
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, (when - (now or datetime.now(when.tzinfo))).total_seconds())


def answer(call: Call[T], status: int, body: Any, retry_after: float | None) -> T:
    if status >= 400:
        raise api_error(status, body, retry_after)
    return call.parse(body)


def next_cursor(next_url: str | None) -> str | None:
    """The `cursor` of a list page's `next` URL (None on the last page)."""
    if not next_url:
        return None
    values = parse_qs(urlsplit(next_url).query).get("cursor")
    return values[0] if values else None


def _json(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, dict):
        return {k: _json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_json(v) for v in value]
    return value


def _given(values: Mapping[str, Any]) -> dict[str, Any]:
    """Only the arguments the caller gave (None = not given), JSON-ready."""
    return {k: _json(v) for k, v in values.items() if v is not None}


def _query(values: Mapping[str, Any]) -> dict[str, str]:
    return {
        k: ("true" if v is True else "false" if v is False else str(v))
        for k, v in _given(values).items()
    }


# --- argument shapes -----------------------------------------------------------------------


class _MemoryFields(TypedDict, total=False):
    recall_hint: str
    kind: str
    scope: str
    scope_ref: str
    tags: list[str]
    always_inject: bool
    entities: list[str]
    expires_at: datetime | str | None
    relevance_score: float
    confidence: float
    metadata: dict[str, Any]
    source_conversation: str
    source_run: str
    pointer: str


class RememberFields(_MemoryFields, total=False):
    source: str


class SuggestedAction(TypedDict, total=False):
    """A proposed catalog change: `action` (add_tag, remove_tag, set_description,
    add_glossary_term, add_documentation, flag_deprecated, set_owner, other) is required."""

    action: str
    target: str
    value: str
    reason: str


class InsightFields(_MemoryFields, total=False):
    """What an insight carries besides its content (its source is always `insight`)."""

    suggested_actions: list[SuggestedAction]
    related_columns: list[str]


class UpdateFields(TypedDict, total=False):
    content: str
    recall_hint: str
    kind: str
    tags: list[str]
    relevance_score: float
    entities: list[str]
    metadata: dict[str, Any]
    expires_at: datetime | str | None


class RecallOptions(TypedDict, total=False):
    strategy: Literal["auto", "semantic", "lexical", "entity", "graph"]
    top_k: int
    scopes: list[str]
    kinds: list[str]
    tags: list[str]
    session: str
    include_archived: bool
    explain: bool


class ContextOptions(TypedDict, total=False):
    query: str
    task: str
    write_scope: list[str] | str
    session: str
    format: Literal["xml", "markdown"]
    max_tokens: int


class EnrichOptions(TypedDict, total=False):
    session: str
    format: Literal["xml", "markdown"]
    max_tokens: int


class ExtractFields(TypedDict, total=False):
    scope: str
    scope_ref: str
    session: str


class ListFilters(TypedDict, total=False):
    kind: str
    scope: str
    tag: str
    status: str
    q: str
    limit: int


class ConversationFields(TypedDict, total=False):
    title: str
    subject: str
    session: str
    started_at: datetime | str
    messages: list[dict[str, Any]]


class EntityRef(TypedDict, total=False):
    """An entity by `id`, or by `name` (and `kind`), created if new."""

    id: int
    name: str
    kind: str


# --- the operations --------------------------------------------------------------------------


def _memory_body(content: str, fields: Mapping[str, Any]) -> dict[str, Any]:
    body = {"content": content, **_given(dict(fields))}
    if "expires_at" in fields and fields["expires_at"] is None:
        body["expires_at"] = None  # an explicit "never expires"
    return body


def remember(content: str, fields: RememberFields) -> Call[m.RememberResult]:
    return Call("POST", "memories", m.RememberResult.from_json, json=_memory_body(content, fields))


def insight(content: str, fields: InsightFields) -> Call[m.RememberResult]:
    return Call("POST", "insights", m.RememberResult.from_json, json=_memory_body(content, fields))


def recall(query: str, options: RecallOptions) -> Call[m.RecallResult]:
    return Call(
        "POST", "recall", m.RecallResult.from_json, json={"query": query, **_given(dict(options))}
    )


def context(options: ContextOptions) -> Call[m.Context]:
    return Call("POST", "context", m.Context.from_json, json=_given(dict(options)))


def enrich(tool_response: Any, options: EnrichOptions) -> Call[m.Enrichment]:
    body = {"tool_response": _json(tool_response), **_given(dict(options))}
    return Call("POST", "enrich", m.Enrichment.from_json, json=body)


def extract(user_turn: str, assistant_turn: str, fields: ExtractFields) -> Call[m.Extraction]:
    body = {"user_turn": user_turn, "assistant_turn": assistant_turn, **_given(dict(fields))}
    return Call("POST", "extract", m.Extraction.from_json, json=body)


def recent_turns(session: str) -> Call[m.RecentTurns]:
    return Call("GET", "sessions/{session}/recent", m.RecentTurns.from_json, {"session": session})


def list_page(filters: ListFilters, cursor: str | None) -> Call[m.MemoryPage]:
    params = _query({**filters, "cursor": cursor})
    return Call("GET", "memories", m.MemoryPage.from_json, params=params)


def _memory_call(method: str, action: str, memory_id: str, body: Any = None) -> Call[m.Memory]:
    template = "memories/{memory_id}" + (f"/{action}" if action else "")
    return Call(method, template, m.Memory.from_json, {"memory_id": memory_id}, json=body)


def get(memory_id: str) -> Call[m.Memory]:
    return _memory_call("GET", "", memory_id)


def update(memory_id: str, fields: UpdateFields) -> Call[m.Memory]:
    body = _given(dict(fields))
    if "expires_at" in fields and fields["expires_at"] is None:
        body["expires_at"] = None
    return _memory_call("PATCH", "", memory_id, body)


def forget(memory_id: str) -> Call[m.Memory]:
    return _memory_call("POST", "forget", memory_id, {})


def restore(memory_id: str) -> Call[m.Memory]:
    return _memory_call("POST", "restore", memory_id)


def approve(memory_id: str) -> Call[m.Memory]:
    return _memory_call("POST", "approve", memory_id)


def feedback(memory_id: str, outcome: Literal["success", "failure"]) -> Call[m.Memory]:
    return _memory_call("POST", "feedback", memory_id, {"outcome": outcome})


def always_inject(memory_id: str, value: bool) -> Call[m.Memory]:
    return _memory_call("POST", "always-inject", memory_id, {"value": value})


def history(memory_id: str) -> Call[list[m.Revision]]:
    return Call(
        "GET", "memories/{memory_id}/history",
        lambda body: [m.Revision.from_json(r) for r in body["results"]], {"memory_id": memory_id},
    )  # fmt: skip


def conversation_start(external_id: str, fields: ConversationFields) -> Call[m.Conversation]:
    body = {"external_id": external_id, **_given(dict(fields))}
    return Call("POST", "conversations", m.Conversation.from_json, json=body)


def conversation_add(conversation_id: str, messages: list[dict[str, Any]]) -> Call[m.MessagesAdded]:
    return Call(
        "POST", "conversations/{conversation_id}/messages", m.MessagesAdded.from_json,
        {"conversation_id": conversation_id}, json={"messages": _json(messages)},
    )  # fmt: skip


def conversation_action(conversation_id: str, action: str) -> Call[m.Conversation]:
    """GET the conversation, or POST its `end` / `mine` (operations that take no body)."""
    method, suffix = ("GET", "") if action == "get" else ("POST", f"/{action}")
    return Call(
        method, "conversations/{conversation_id}" + suffix, m.Conversation.from_json,
        {"conversation_id": conversation_id},
    )  # fmt: skip


def wings() -> Call[list[m.Wing]]:
    return Call("GET", "palace/wings", lambda body: [m.Wing.from_json(w) for w in body["results"]])


def wing(wing_id: int) -> Call[m.WingDetail]:
    return Call("GET", "palace/wings/{wing_id}", m.WingDetail.from_json, {"wing_id": wing_id})


def drawer(drawer_id: int) -> Call[m.Drawer]:
    return Call("GET", "palace/drawers/{drawer_id}", m.Drawer.from_json, {"drawer_id": drawer_id})


def resolve(pointer: str) -> Call[m.Drawer]:
    return Call("GET", "palace/resolve/{pointer}", m.Drawer.from_json, {"pointer": pointer})


def offset_page(
    template: str, model: type[m.M], filters: Mapping[str, Any], offset: int, limit: int
) -> Call[tuple[list[m.M], int | None]]:
    def parse(body: Any) -> tuple[list[m.M], int | None]:
        return [model.from_json(row) for row in body["results"]], body.get("next")

    return Call(
        "GET", template, parse, params=_query({**filters, "offset": offset, "limit": limit})
    )


def entity_timeline(entity_id: int, current: bool) -> Call[m.EntityTimeline]:
    return Call(
        "GET", "entities/{entity_id}/timeline", m.EntityTimeline.from_json,
        {"entity_id": entity_id}, params=_query({"current": current or None}),
    )  # fmt: skip


def entity_event(entity_id: int, kind: str, note: str) -> Call[m.EntityEvent]:
    return Call(
        "POST", "entities/{entity_id}/events", m.EntityEvent.from_json, {"entity_id": entity_id},
        json=_given({"kind": kind, "note": note or None}),
    )  # fmt: skip


def external_entity_event(
    urn: str, kind: str, note: str, occurred_at: datetime | str | None
) -> Call[m.ExternalEntityEvent]:
    body = _given({"urn": urn, "kind": kind, "note": note or None, "occurred_at": occurred_at})
    return Call("POST", "external-entities/events", m.ExternalEntityEvent.from_json, json=body)


def relation_assert(
    subject: EntityRef, predicate: str, obj: EntityRef | None, *, value: str | None,
    valid_from: datetime | str | None, replaces: bool | None,
) -> Call[m.RelationAssertion]:  # fmt: skip
    body = _given(
        {"subject": dict(subject), "predicate": predicate, "object": dict(obj) if obj else None,
         "object_value": value, "valid_from": valid_from, "replaces": replaces}
    )  # fmt: skip
    return Call("POST", "relations", m.RelationAssertion.from_json, json=body)


def profiles() -> Call[list[m.Profile]]:
    return Call("GET", "profiles", lambda body: [m.Profile.from_json(p) for p in body["results"]])


def export(with_vectors: bool) -> Call[None]:
    """`GET /api/v1/export`: the archive is streamed to a file by the client, not parsed here."""
    params = {"with_vectors": "true"} if with_vectors else {}
    return Call("GET", "export", lambda body: None, params=params)


def import_create(kind: str, name: str, content: bytes) -> Call[m.ImportJob]:
    """`POST /api/v1/imports`: the file goes as multipart/form-data."""
    return Call(
        "POST",
        "imports",
        m.ImportJob.from_json,
        upload=("file", name, content),
        form={"kind": kind},
    )


def import_get(job_id: str) -> Call[m.ImportJob]:
    return Call("GET", "imports/{job_id}", m.ImportJob.from_json, path_values={"job_id": job_id})


def imports() -> Call[list[m.ImportJob]]:
    return Call("GET", "imports", lambda body: [m.ImportJob.from_json(j) for j in body["results"]])
