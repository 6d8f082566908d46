"""`AsyncMemoryClient`: the same operations as `MemoryClient`, for asyncio (see `client`)."""

from __future__ import annotations

import asyncio
import builtins
import itertools
from collections.abc import AsyncIterator, Sequence
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


class AsyncMemoryClient(Settings):
    """The same API for asyncio: `async with AsyncMemoryClient(url, key) as client: …`."""

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        timeout: float = 30.0,
        retry: Retry | None = None,
        http: httpx.AsyncClient | None = None,
    ) -> None:
        super().__init__(base_url, api_key, retry)
        self._http = http or httpx.AsyncClient(timeout=timeout)

    async def __aenter__(self) -> AsyncMemoryClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def close(self) -> None:
        await self._http.aclose()

    async def send(self, call: Call[T]) -> T:
        """Send one call, retrying 429/503; the parsed answer or a typed error."""
        for attempt in itertools.count():
            with transport.transport_errors(call):
                response = await self._http.request(
                    **transport.request(call, self._base, self._headers)
                )
            step = transport.settle(self._retry, call, attempt, response)
            if not isinstance(step, transport.Wait):
                return step
            await asyncio.sleep(step.seconds)
        raise AssertionError("unreachable")

    # memories
    async def remember(self, content: str, **fields: Unpack[RememberFields]) -> m.RememberResult:
        return await self.send(calls.remember(content, fields))

    async def capture_insight(
        self, content: str, **fields: Unpack[InsightFields]
    ) -> m.RememberResult:
        return await self.send(calls.insight(content, fields))

    async def recall(self, query: str, **options: Unpack[RecallOptions]) -> m.RecallResult:
        return await self.send(calls.recall(query, options))

    async def context(self, **options: Unpack[ContextOptions]) -> m.Context:
        return await self.send(calls.context(options))

    async def enrich(self, tool_response: Any, **options: Unpack[EnrichOptions]) -> m.Enrichment:
        return await self.send(calls.enrich(tool_response, options))

    async def extract(
        self, user_turn: str = "", assistant_turn: str = "", **fields: Unpack[ExtractFields]
    ) -> m.Extraction:
        return await self.send(calls.extract(user_turn, assistant_turn, fields))

    async def recent_turns(self, session: str) -> m.RecentTurns:
        return await self.send(calls.recent_turns(session))

    async def list_page(
        self, cursor: str | None = None, **filters: Unpack[ListFilters]
    ) -> m.MemoryPage:
        return await self.send(calls.list_page(filters, cursor))

    async def list(self, **filters: Unpack[ListFilters]) -> AsyncIterator[m.Memory]:
        """Every matching memory, newest change first, page after page."""
        cursor: str | None = None
        while True:
            page = await self.list_page(cursor, **filters)
            for memory in page.results:
                yield memory
            if (cursor := calls.next_cursor(page.next)) is None:
                return

    async def get(self, memory_id: str) -> m.Memory:
        return await self.send(calls.get(memory_id))

    async def update(self, memory_id: str, **fields: Unpack[UpdateFields]) -> m.Memory:
        return await self.send(calls.update(memory_id, fields))

    async def forget(self, memory_id: str) -> m.Memory:
        return await self.send(calls.forget(memory_id))

    async def restore(self, memory_id: str) -> m.Memory:
        return await self.send(calls.restore(memory_id))

    async def approve(self, memory_id: str) -> m.Memory:
        return await self.send(calls.approve(memory_id))

    async def feedback(self, memory_id: str, outcome: Literal["success", "failure"]) -> m.Memory:
        return await self.send(calls.feedback(memory_id, outcome))

    async def always_inject(self, memory_id: str, value: bool = True) -> m.Memory:
        return await self.send(calls.always_inject(memory_id, value))

    async def history(self, memory_id: str) -> builtins.list[m.Revision]:
        return await self.send(calls.history(memory_id))

    async def stale(self) -> AsyncIterator[m.Memory]:
        async for memory in self._offset_pages("stale", m.Memory, {}):
            yield memory

    async def profiles(self) -> builtins.list[m.Profile]:
        return await self.send(calls.profiles())

    async def export(
        self, destination: transport.Destination, *, with_vectors: bool = False
    ) -> int:
        """Download the caller's own memory as an export archive (docs/export-format.md) into
        `destination` (a path, or a binary file object left open); the bytes written."""
        call = calls.export(with_vectors)
        for attempt in itertools.count():
            with transport.transport_errors(call):
                kwargs = transport.download_request(call, self._base, self._headers)
                async with self._http.stream(**kwargs) as response:
                    if response.status_code == 200:
                        with transport.opened(destination) as file:
                            written = 0
                            async for chunk in response.aiter_bytes():
                                written += file.write(chunk)
                            return written
                    await response.aread()
            step = transport.settle(self._retry, call, attempt, response)
            if not isinstance(step, transport.Wait):
                raise AssertionError(f"an export answered {response.status_code}")
            await asyncio.sleep(step.seconds)
        raise AssertionError("unreachable")

    async def import_file(
        self, source: transport.Source, *, kind: Literal["archive", "chatgpt", "claude", "jsonl"]
    ) -> m.ImportJob:
        """Upload your own export archive (`kind="archive"`) or a chat history (`"chatgpt"`,
        `"claude"`: their conversations.json; `"jsonl"`) to import; a worker runs it. Poll
        `import_job(job.id)` until `finished`. `source`: a path or a binary file object."""
        name, content = transport.read_upload(source)
        return await self.send(calls.import_create(kind, name, content))

    async def import_job(self, job_id: str) -> m.ImportJob:
        return await self.send(calls.import_get(job_id))

    async def import_jobs(self) -> builtins.list[m.ImportJob]:
        """Your imports, newest first (the last 50)."""
        return await self.send(calls.imports())

    # conversations
    async def start_conversation(
        self, external_id: str, **fields: Unpack[ConversationFields]
    ) -> m.Conversation:
        return await self.send(calls.conversation_start(external_id, fields))

    async def add_messages(
        self, conversation_id: str, messages: builtins.list[dict[str, Any]]
    ) -> m.MessagesAdded:
        return await self.send(calls.conversation_add(conversation_id, messages))

    async def end_conversation(self, conversation_id: str) -> m.Conversation:
        return await self.send(calls.conversation_action(conversation_id, "end"))

    async def mine_conversation(self, conversation_id: str) -> m.Conversation:
        return await self.send(calls.conversation_action(conversation_id, "mine"))

    async def conversation(self, conversation_id: str) -> m.Conversation:
        return await self.send(calls.conversation_action(conversation_id, "get"))

    async def messages_page(
        self, conversation_id: str, limit: int = 100, before: int | None = None
    ) -> mm.MessagePage:
        """The newest `limit` messages (numbered below `before`), oldest first."""
        return await self.send(conversation_calls.messages(conversation_id, limit, before))

    async def messages(
        self, conversation_id: str, limit: int | None = None
    ) -> builtins.list[mm.Message]:
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
            page = await self.messages_page(conversation_id, size, before)
            found[:0] = page.results
            if page.earlier is None:
                break
            before = page.earlier
        return found

    async def pop_message(self, conversation_id: str) -> mm.Message | None:
        """Remove the conversation's last message and return it (None if it has none)."""
        return (await self.send(conversation_calls.pop_message(conversation_id))).message

    async def clear_conversation(self, conversation_id: str) -> mm.MessagesCleared:
        """Remove every message of the (open) conversation; it stays, to be written again."""
        return await self.send(conversation_calls.clear(conversation_id))

    # palace
    async def wings(self) -> builtins.list[m.Wing]:
        return await self.send(calls.wings())

    async def wing(self, wing_id: int) -> m.WingDetail:
        return await self.send(calls.wing(wing_id))

    async def drawer(self, drawer_id: int) -> m.Drawer:
        return await self.send(calls.drawer(drawer_id))

    async def resolve(self, pointer: str) -> m.Drawer:
        return await self.send(calls.resolve(pointer))

    # the graph
    async def entities(
        self, q: str | None = None, kind: str | None = None
    ) -> AsyncIterator[m.Entity]:
        async for entity in self._offset_pages("entities", m.Entity, {"q": q, "kind": kind}):
            yield entity

    async def entity_timeline(self, entity_id: int, current: bool = False) -> m.EntityTimeline:
        return await self.send(calls.entity_timeline(entity_id, current))

    async def entity_event(self, entity_id: int, kind: str, note: str = "") -> m.EntityEvent:
        return await self.send(calls.entity_event(entity_id, kind, note))

    async def external_entity_event(
        self, urn: str, kind: str, note: str = "", occurred_at: datetime | str | None = None
    ) -> m.ExternalEntityEvent:
        return await self.send(calls.external_entity_event(urn, kind, note, occurred_at))

    async def assert_relation(
        self, subject: EntityRef, predicate: str, object: EntityRef | None = None, *,
        value: str | None = None, valid_from: datetime | str | None = None,
        replaces: bool | None = None,
    ) -> m.RelationAssertion:  # fmt: skip
        return await self.send(
            calls.relation_assert(
                subject, predicate, object, value=value, valid_from=valid_from, replaces=replaces
            )
        )

    # projects
    async def project_settings(self, project: str) -> m.ProjectSettings:
        return await self.send(projects.settings_get(project))

    async def set_project_settings(
        self, project: str, *, default_expiry: dict[str, int | None]
    ) -> m.ProjectSettings:
        return await self.send(projects.settings_set(project, default_expiry))

    async def project_memories(
        self, project: str | int, *, kind: str | None = None, active: bool | None = None,
        tags: Sequence[str] | None = None, limit: int | None = None,
    ) -> builtins.list[m.ProjectMemory]:  # fmt: skip
        return await self.send(projects.memory_list(project, kind, active, tags, limit))

    async def project_memory(self, project: str | int, memory_id: str) -> m.ProjectMemory:
        return await self.send(projects.memory_get(project, memory_id))

    async def create_project_memory(
        self, project: str | int, content: str, kind: str,
        **fields: Unpack[ProjectMemoryFields],
    ) -> m.ProjectMemoryWritten:  # fmt: skip
        return await self.send(projects.memory_create(project, content, kind, fields))

    async def update_project_memory(
        self, project: str | int, memory_id: str, **changes: Unpack[ProjectMemoryChanges]
    ) -> m.ProjectMemory:
        return await self.send(projects.memory_update(project, memory_id, changes))

    async def delete_project_memory(self, project: str | int, memory_id: str) -> None:
        await self.send(projects.memory_delete(project, memory_id))

    async def approve_project_memory(self, project: str | int, memory_id: str) -> m.ProjectMemory:
        return await self.send(projects.memory_approve(project, memory_id))

    async def _offset_pages(
        self, template: str, model: type[m.M], filters: dict[str, Any]
    ) -> AsyncIterator[m.M]:
        offset: int | None = 0
        while offset is not None:
            page = calls.offset_page(template, model, filters, offset, transport.PAGE)
            rows, offset = await self.send(page)
            for row in rows:
                yield row
