"""`MemoryClient` (blocking) and `AsyncMemoryClient` (asyncio): the agent API over httpx.

Both send the same `Call`s (see `_calls`), retry 429 and 503 as `Retry` says (honouring
`Retry-After`), time out after `timeout` seconds, and raise the typed errors of `errors`.
"""

from __future__ import annotations

import asyncio
import builtins
import itertools
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal, TypeVar, Unpack

import httpx

from memory_layer_client import _calls as calls
from memory_layer_client import models as m
from memory_layer_client._calls import (
    Call,
    ContextOptions,
    ConversationFields,
    EntityRef,
    ListFilters,
    RecallOptions,
    RememberFields,
    Retry,
    UpdateFields,
)
from memory_layer_client.errors import TransportError

T = TypeVar("T")
PAGE = 100  # offset-paged lists (entities, stale) are read 100 at a time


def _body(response: httpx.Response) -> Any:
    if response.status_code == 204 or not response.content:
        return None
    try:
        return response.json()
    except ValueError:
        return None


@dataclass(frozen=True)
class _Wait:
    seconds: float


def _settle(retry: Retry, call: Call[T], attempt: int, response: httpx.Response) -> _Wait | T:
    """Wait and retry (429/503 while attempts remain), or the answer — raising a typed error."""
    retry_after = calls.retry_after_seconds(response.headers.get("Retry-After"))
    wait = retry.wait(attempt, response.status_code, retry_after)
    if wait is not None:
        return _Wait(wait)
    return calls.answer(call, response.status_code, _body(response), retry_after)


def _request(call: Call[Any], base: str, headers: dict[str, str]) -> dict[str, Any]:
    return {
        "method": call.method,
        "url": base + call.path,
        "params": dict(call.params),
        "json": call.json,
        "headers": headers,
    }


@contextmanager
def _transport_errors(call: Call[Any]) -> Iterator[None]:
    try:
        yield
    except httpx.TimeoutException as exc:
        raise TransportError(f"timed out: {call.method} {call.path}") from exc
    except httpx.TransportError as exc:
        raise TransportError(f"{call.method} {call.path}: {exc}") from exc


class _Settings:
    """Where to send, as whom, and how to retry: shared by both clients."""

    def __init__(self, base_url: str, api_key: str, retry: Retry | None) -> None:
        self._retry = retry or Retry()
        self._base = base_url.rstrip("/") + "/api/v1/"
        self._headers = {"Authorization": f"Bearer {api_key}", "Accept": "application/json"}


class MemoryClient(_Settings):
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
            with _transport_errors(call):
                response = self._http.request(**_request(call, self._base, self._headers))
            step = _settle(self._retry, call, attempt, response)
            if not isinstance(step, _Wait):
                return step
            time.sleep(step.seconds)
        raise AssertionError("unreachable")

    # memories
    def remember(self, content: str, **fields: Unpack[RememberFields]) -> m.RememberResult:
        return self.send(calls.remember(content, fields))

    def recall(self, query: str, **options: Unpack[RecallOptions]) -> m.RecallResult:
        return self.send(calls.recall(query, options))

    def context(self, **options: Unpack[ContextOptions]) -> m.Context:
        return self.send(calls.context(options))

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

    def _offset_pages(
        self, template: str, model: type[m.M], filters: dict[str, Any]
    ) -> Iterator[m.M]:
        offset: int | None = 0
        while offset is not None:
            rows, offset = self.send(calls.offset_page(template, model, filters, offset, PAGE))
            yield from rows


class AsyncMemoryClient(_Settings):
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
            with _transport_errors(call):
                response = await self._http.request(**_request(call, self._base, self._headers))
            step = _settle(self._retry, call, attempt, response)
            if not isinstance(step, _Wait):
                return step
            await asyncio.sleep(step.seconds)
        raise AssertionError("unreachable")

    # memories
    async def remember(self, content: str, **fields: Unpack[RememberFields]) -> m.RememberResult:
        return await self.send(calls.remember(content, fields))

    async def recall(self, query: str, **options: Unpack[RecallOptions]) -> m.RecallResult:
        return await self.send(calls.recall(query, options))

    async def context(self, **options: Unpack[ContextOptions]) -> m.Context:
        return await self.send(calls.context(options))

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

    async def _offset_pages(
        self, template: str, model: type[m.M], filters: dict[str, Any]
    ) -> AsyncIterator[m.M]:
        offset: int | None = 0
        while offset is not None:
            page = calls.offset_page(template, model, filters, offset, PAGE)
            rows, offset = await self.send(page)
            for row in rows:
                yield row
