"""`MemoryClient`: the agent API over httpx, blocking (`AsyncMemoryClient` is its asyncio twin).

Both send the same `Call`s (see `_calls`), retry 429 and 503 as `Retry` says (honouring
`Retry-After`), time out after `timeout` seconds, and raise the typed errors of `errors`.
"""

from __future__ import annotations

import builtins
import itertools
import time
from collections.abc import Iterator, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal, TypeVar

if TYPE_CHECKING:
    from typing_extensions import Unpack

import httpx

from memory_layer_client import _calls as calls
from memory_layer_client import _conversation_calls as conversation_calls
from memory_layer_client import _project_calls as projects
from memory_layer_client import _transport as transport
from memory_layer_client import messages as mm
from memory_layer_client import models as m
from memory_layer_client._calls import (
    Call,
    ContextOptions,
    ConversationFields,
    EnrichOptions,
    EntityRef,
    ExtractFields,
    InsightFields,
    ListFilters,
    RecallOptions,
    RememberFields,
    Retry,
    UpdateFields,
)
from memory_layer_client._project_calls import ProjectMemoryChanges, ProjectMemoryFields
from memory_layer_client._transport import Settings

T = TypeVar("T")


class MemoryClient(Settings):
    """The Memory Layer agent API, blocking. `MemoryClient("http://localhost:8000", key)`;
    `timeout` in seconds per request; pass `http` to bring your own `httpx.Client`."""

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        timeout: float = 30.0,
        retry: Retry | None = None,
        http: httpx.Client | None = None,
    ) -> None:
        super().__init__(base_url, api_key, retry)
        self._http = http or httpx.Client(timeout=timeout)

    def __enter__(self) -> MemoryClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._http.close()

    def send(self, call: Call[T]) -> T:
        """Send one call, retrying 429/503; the parsed answer or a typed error."""
        for attempt in itertools.count():
            with transport.transport_errors(call):
                response = self._http.request(**transport.request(call, self._base, self._headers))
            step = transport.settle(self._retry, call, attempt, response)
            if not isinstance(step, transport.Wait):
                return step
            time.sleep(step.seconds)
        raise AssertionError("unreachable")

    # memories
    def remember(self, content: str, **fields: Unpack[RememberFields]) -> m.RememberResult:
        return self.send(calls.remember(content, fields))

    def capture_insight(self, content: str, **fields: Unpack[InsightFields]) -> m.RememberResult:
        """Remember an insight (source `insight`, kind `knowledge` unless given) with its
        proposed catalog changes (`suggested_actions`) and the columns it is about."""
        return self.send(calls.insight(content, fields))

    def recall(self, query: str, **options: Unpack[RecallOptions]) -> m.RecallResult:
        return self.send(calls.recall(query, options))

    def context(self, **options: Unpack[ContextOptions]) -> m.Context:
        return self.send(calls.context(options))

    def enrich(self, tool_response: Any, **options: Unpack[EnrichOptions]) -> m.Enrichment:
        """The memories linked to the entity URNs that `tool_response` (any JSON value or
        text a tool returned) names, as a context block."""
        return self.send(calls.enrich(tool_response, options))

    def extract(
        self, user_turn: str = "", assistant_turn: str = "", **fields: Unpack[ExtractFields]
    ) -> m.Extraction:
        """Extract the facts of one exchange and save them now (in the session's scope when
        `session` is given; the turns join its short-term memory)."""
        return self.send(calls.extract(user_turn, assistant_turn, fields))

    def recent_turns(self, session: str) -> m.RecentTurns:
        """The last turns of one of your sessions (NotFound when none are kept)."""
        return self.send(calls.recent_turns(session))

    def list_page(self, cursor: str | None = None, **filters: Unpack[ListFilters]) -> m.MemoryPage:
        return self.send(calls.list_page(filters, cursor))

    def list(self, **filters: Unpack[ListFilters]) -> Iterator[m.Memory]:
        """Every matching memory, newest change first, page after page."""
        cursor: str | None = None
        while True:
            page = self.list_page(cursor, **filters)
            yield from page.results
            if (cursor := calls.next_cursor(page.next)) is None:
                return

    def get(self, memory_id: str) -> m.Memory:
        return self.send(calls.get(memory_id))

    def update(self, memory_id: str, **fields: Unpack[UpdateFields]) -> m.Memory:
        return self.send(calls.update(memory_id, fields))

    def forget(self, memory_id: str) -> m.Memory:
        return self.send(calls.forget(memory_id))

    def restore(self, memory_id: str) -> m.Memory:
        return self.send(calls.restore(memory_id))

    def approve(self, memory_id: str) -> m.Memory:
        """Confidence 1.0, approved by/at. The server lets only an admin signed in to the pages
        approve: with an API key this raises PermissionDenied."""
        return self.send(calls.approve(memory_id))

    def feedback(self, memory_id: str, outcome: Literal["success", "failure"]) -> m.Memory:
        return self.send(calls.feedback(memory_id, outcome))

    def always_inject(self, memory_id: str, value: bool = True) -> m.Memory:
        return self.send(calls.always_inject(memory_id, value))

    def history(self, memory_id: str) -> builtins.list[m.Revision]:
        return self.send(calls.history(memory_id))

    def stale(self) -> Iterator[m.Memory]:
        yield from self._offset_pages("stale", m.Memory, {})

    def profiles(self) -> builtins.list[m.Profile]:
        return self.send(calls.profiles())

    def export(self, destination: transport.Destination, *, with_vectors: bool = False) -> int:
        """Download the caller's own memory as an export archive (docs/export-format.md) into
        `destination` (a path, or a binary file object left open); the bytes written."""
        call = calls.export(with_vectors)
        for attempt in itertools.count():
            with transport.transport_errors(call):
                kwargs = transport.download_request(call, self._base, self._headers)
                with self._http.stream(**kwargs) as response:
                    if response.status_code == 200:
                        with transport.opened(destination) as file:
                            return sum(file.write(chunk) for chunk in response.iter_bytes())
                    response.read()
            step = transport.settle(self._retry, call, attempt, response)
            if not isinstance(step, transport.Wait):
                raise AssertionError(f"an export answered {response.status_code}")
            time.sleep(step.seconds)
        raise AssertionError("unreachable")

    def import_file(
        self, source: transport.Source, *, kind: Literal["archive", "chatgpt", "claude", "jsonl"]
    ) -> m.ImportJob:
        """Upload your own export archive (`kind="archive"`) or a chat history (`"chatgpt"`,
        `"claude"`: their conversations.json; `"jsonl"`) to import; a worker runs it. Poll
        `import_job(job.id)` until `finished`. `source`: a path or a binary file object."""
        name, content = transport.read_upload(source)
        return self.send(calls.import_create(kind, name, content))

    def import_job(self, job_id: str) -> m.ImportJob:
        return self.send(calls.import_get(job_id))

    def import_jobs(self) -> builtins.list[m.ImportJob]:
        """Your imports, newest first (the last 50)."""
        return self.send(calls.imports())

    # conversations
    def start_conversation(
        self, external_id: str, **fields: Unpack[ConversationFields]
    ) -> m.Conversation:
        return self.send(calls.conversation_start(external_id, fields))

    def add_messages(
        self, conversation_id: str, messages: builtins.list[dict[str, Any]]
    ) -> m.MessagesAdded:
        return self.send(calls.conversation_add(conversation_id, messages))

    def end_conversation(self, conversation_id: str) -> m.Conversation:
        return self.send(calls.conversation_action(conversation_id, "end"))

    def mine_conversation(self, conversation_id: str) -> m.Conversation:
        return self.send(calls.conversation_action(conversation_id, "mine"))

    def conversation(self, conversation_id: str) -> m.Conversation:
        return self.send(calls.conversation_action(conversation_id, "get"))

    def messages_page(
        self, conversation_id: str, limit: int = 100, before: int | None = None
    ) -> mm.MessagePage:
        """The newest `limit` messages (numbered below `before`), oldest first."""
        return self.send(conversation_calls.messages(conversation_id, limit, before))

    def messages(self, conversation_id: str, limit: int | None = None) -> builtins.list[mm.Message]:
        """The conversation's messages oldest first: all, or the newest `limit` (a page of up to
        500 a request)."""
        found: builtins.list[mm.Message] = []
        before: int | None = None
        while limit is None or len(found) < limit:
            size = (
                conversation_calls.PAGE
                if limit is None
                else min(conversation_calls.PAGE, limit - len(found))
            )
            page = self.messages_page(conversation_id, size, before)
            found[:0] = page.results
            if page.earlier is None:
                break
            before = page.earlier
        return found

    def pop_message(self, conversation_id: str) -> mm.Message | None:
        """Remove the conversation's last message and return it (None if it has none)."""
        return (self.send(conversation_calls.pop_message(conversation_id))).message

    def clear_conversation(self, conversation_id: str) -> mm.MessagesCleared:
        """Remove every message of the (open) conversation; it stays, to be written again."""
        return self.send(conversation_calls.clear(conversation_id))

    # palace
    def wings(self) -> builtins.list[m.Wing]:
        return self.send(calls.wings())

    def wing(self, wing_id: int) -> m.WingDetail:
        return self.send(calls.wing(wing_id))

    def drawer(self, drawer_id: int) -> m.Drawer:
        return self.send(calls.drawer(drawer_id))

    def resolve(self, pointer: str) -> m.Drawer:
        return self.send(calls.resolve(pointer))

    # the graph
    def entities(self, q: str | None = None, kind: str | None = None) -> Iterator[m.Entity]:
        yield from self._offset_pages("entities", m.Entity, {"q": q, "kind": kind})

    def entity_timeline(self, entity_id: int, current: bool = False) -> m.EntityTimeline:
        return self.send(calls.entity_timeline(entity_id, current))

    def entity_event(self, entity_id: int, kind: str, note: str = "") -> m.EntityEvent:
        return self.send(calls.entity_event(entity_id, kind, note))

    def external_entity_event(
        self, urn: str, kind: str, note: str = "", occurred_at: datetime | str | None = None
    ) -> m.ExternalEntityEvent:
        """Report that an external entity (a catalog URN) was `deprecated` or `changed`: every
        memory naming it is flagged stale. Needs an admin's key with the entity.events rule."""
        return self.send(calls.external_entity_event(urn, kind, note, occurred_at))

    def assert_relation(
        self, subject: EntityRef, predicate: str, object: EntityRef | None = None, *,
        value: str | None = None, valid_from: datetime | str | None = None,
        replaces: bool | None = None,
    ) -> m.RelationAssertion:  # fmt: skip
        return self.send(
            calls.relation_assert(
                subject, predicate, object, value=value, valid_from=valid_from, replaces=replaces
            )
        )

    # projects
    def project_settings(self, project: str) -> m.ProjectSettings:
        """A project's memory settings (its members)."""
        return self.send(projects.settings_get(project))

    def set_project_settings(
        self, project: str, *, default_expiry: dict[str, int | None]
    ) -> m.ProjectSettings:
        """Replace the project's days-to-expiry per kind (None: never); its managers only."""
        return self.send(projects.settings_set(project, default_expiry))

    def project_memories(
        self, project: str | int, *, kind: str | None = None, active: bool | None = None,
        tags: Sequence[str] | None = None, limit: int | None = None,
    ) -> builtins.list[m.ProjectMemory]:  # fmt: skip
        """A project's memories (by slug or id): active (default) or not, of a kind, carrying
        any of `tags`, at most `limit` (50 by default, 200 at most)."""
        return self.send(projects.memory_list(project, kind, active, tags, limit))

    def project_memory(self, project: str | int, memory_id: str) -> m.ProjectMemory:
        return self.send(projects.memory_get(project, memory_id))

    def create_project_memory(
        self, project: str | int, content: str, kind: str,
        **fields: Unpack[ProjectMemoryFields],
    ) -> m.ProjectMemoryWritten:  # fmt: skip
        return self.send(projects.memory_create(project, content, kind, fields))

    def update_project_memory(
        self, project: str | int, memory_id: str, **changes: Unpack[ProjectMemoryChanges]
    ) -> m.ProjectMemory:
        """Change fields (recorded as a revision); `active=False` archives, True restores."""
        return self.send(projects.memory_update(project, memory_id, changes))

    def delete_project_memory(self, project: str | int, memory_id: str) -> None:
        """Archive it (restorable with `update_project_memory(…, active=True)`)."""
        self.send(projects.memory_delete(project, memory_id))

    def approve_project_memory(self, project: str | int, memory_id: str) -> m.ProjectMemory:
        """Confidence 1.0, approved by/at. As `approve`: only an admin signed in to the pages;
        with an API key this raises PermissionDenied."""
        return self.send(projects.memory_approve(project, memory_id))

    def _offset_pages(
        self, template: str, model: type[m.M], filters: dict[str, Any]
    ) -> Iterator[m.M]:
        offset: int | None = 0
        while offset is not None:
            rows, offset = self.send(
                calls.offset_page(template, model, filters, offset, transport.PAGE)
            )
            yield from rows
