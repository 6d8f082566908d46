"""LangGraph's `BaseStore` over Memory Layer (`pip install "memory-layer-client[langgraph]"`).

    from memory_layer_client.langgraph import MemoryLayerStore
    store = MemoryLayerStore("http://localhost:8000", api_key)
    graph = builder.compile(store=store)

A thin client of the service's LangGraph Store API (`/langgraph/store/...`): every batch of
operations is one `POST /langgraph/store/batch` (at most 100 operations a request).
`AsyncMemoryLayerStore` gathers the operations concurrent coroutines issue in one event-loop
tick into one such request. Items are memories: the first namespace label `project:<slug>`,
`persona:<slug>` or `user:<username>` names where a new item lives (else the key's default
scope); only `search` with a `query` goes through recall (see docs/frameworks.md).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterable
from datetime import datetime
from typing import Any

import httpx
from langgraph.store.base import (
    BaseStore,
    GetOp,
    Item,
    ListNamespacesOp,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
)
from langgraph.store.base.batch import AsyncBatchedBaseStore

from memory_layer_client._calls import Retry, retry_after_seconds
from memory_layer_client._transport import checked_key
from memory_layer_client.errors import TransportError, api_error

__all__ = ["AsyncMemoryLayerStore", "MemoryLayerStore"]

BATCH_PATH = "/langgraph/store/batch"
MAX_OPS = 100  # the server's limit for one batch


def _op_json(op: Op) -> dict[str, Any]:
    """One operation as the batch route reads it."""
    if isinstance(op, GetOp):
        return {
            "op": "get", "namespace": list(op.namespace), "key": op.key,
            "refresh_ttl": op.refresh_ttl,
        }  # fmt: skip
    if isinstance(op, PutOp):
        out: dict[str, Any] = {"op": "put", "namespace": list(op.namespace), "key": op.key}
        out["value"] = op.value
        if op.index is not None:
            out["index"] = op.index if op.index is False else list(op.index)
        if op.ttl is not None:
            out["ttl"] = op.ttl
        return out
    if isinstance(op, SearchOp):
        return {
            "op": "search", "namespace_prefix": list(op.namespace_prefix), "filter": op.filter,
            "limit": op.limit, "offset": op.offset, "query": op.query,
            "refresh_ttl": op.refresh_ttl,
        }  # fmt: skip
    if isinstance(op, ListNamespacesOp):
        return {
            "op": "list_namespaces",
            "match_conditions": [
                {"match_type": c.match_type, "path": list(c.path)}
                for c in (op.match_conditions or ())
            ],
            "max_depth": op.max_depth, "limit": op.limit, "offset": op.offset,
        }  # fmt: skip
    raise ValueError(f"Unknown operation: {type(op).__name__}")


def _moment(value: Any) -> datetime:
    return datetime.fromisoformat(str(value).replace("Z", "+00:00"))


def _item(data: dict[str, Any]) -> Item:
    return Item(
        value=data["value"],
        key=data["key"],
        namespace=tuple(data["namespace"]),
        created_at=_moment(data["created_at"]),
        updated_at=_moment(data["updated_at"]),
    )


def _result(op: Op, data: Any) -> Result:
    """The batch route's answer for one operation as LangGraph's result type."""
    if isinstance(op, GetOp):
        return None if data is None else _item(data)
    if isinstance(op, SearchOp):
        return [
            SearchItem(
                namespace=tuple(d["namespace"]), key=d["key"], value=d["value"],
                created_at=_moment(d["created_at"]), updated_at=_moment(d["updated_at"]),
                score=d.get("score"),
            )
            for d in data
        ]  # fmt: skip
    if isinstance(op, ListNamespacesOp):
        return [tuple(ns) for ns in data]
    return None


def _chunks(ops: list[Op]) -> list[list[Op]]:
    return [ops[i : i + MAX_OPS] for i in range(0, len(ops), MAX_OPS)]


class _Wire:
    """The URL, key and retry rule both stores share, and reading one answer."""

    def __init__(self, base_url: str, api_key: str, retry: Retry | None) -> None:
        self.url = base_url.rstrip("/") + BATCH_PATH
        self.headers = {"x-api-key": checked_key(api_key), "Accept": "application/json"}
        self.retry = retry or Retry()

    def wait(self, attempt: int, response: httpx.Response) -> float | None:
        retry_after = retry_after_seconds(response.headers.get("Retry-After"))
        return self.retry.wait(attempt, response.status_code, retry_after)

    def results(self, ops: list[Op], response: httpx.Response) -> list[Result]:
        try:
            body = response.json()
        except ValueError:
            body = None
        if response.status_code >= 400:
            retry_after = retry_after_seconds(response.headers.get("Retry-After"))
            raise api_error(response.status_code, body, retry_after)
        return [_result(op, data) for op, data in zip(ops, body["results"])]


class MemoryLayerStore(BaseStore):
    """A LangGraph store kept in Memory Layer; `batch` and `abatch` each send one request per
    100 operations. Pass `http`/`async_http` to share connection pools."""

    supports_ttl = True

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        timeout: float = 30.0,
        retry: Retry | None = None,
        http: httpx.Client | None = None,
        async_http: httpx.AsyncClient | None = None,
    ) -> None:
        self._wire = _Wire(base_url, api_key, retry)
        self._timeout = timeout
        self._http = http
        self._async_http = async_http

    def close(self) -> None:
        if self._http is not None:
            self._http.close()

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        if self._http is None:
            self._http = httpx.Client(timeout=self._timeout)
        out: list[Result] = []
        for chunk in _chunks(list(ops)):
            body = {"ops": [_op_json(op) for op in chunk]}
            for attempt in range(self._wire.retry.attempts + 1):
                try:
                    response = self._http.post(
                        self._wire.url, json=body, headers=self._wire.headers
                    )
                except httpx.TransportError as exc:
                    raise TransportError(f"POST {self._wire.url}: {exc}") from exc
                wait = self._wire.wait(attempt, response)
                if wait is None:
                    break
                time.sleep(wait)
            out.extend(self._wire.results(chunk, response))
        return out

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        if self._async_http is None:
            self._async_http = httpx.AsyncClient(timeout=self._timeout)
        return await _abatch(self._async_http, self._wire, list(ops))


async def _abatch(http: httpx.AsyncClient, wire: _Wire, ops: list[Op]) -> list[Result]:
    out: list[Result] = []
    for chunk in _chunks(ops):
        body = {"ops": [_op_json(op) for op in chunk]}
        for attempt in range(wire.retry.attempts + 1):
            try:
                response = await http.post(wire.url, json=body, headers=wire.headers)
            except httpx.TransportError as exc:
                raise TransportError(f"POST {wire.url}: {exc}") from exc
            wait = wire.wait(attempt, response)
            if wait is None:
                break
            await asyncio.sleep(wait)
        out.extend(wire.results(chunk, response))
    return out


class AsyncMemoryLayerStore(AsyncBatchedBaseStore):
    """The async twin: made inside a running event loop, it gathers the operations issued in
    the same tick (concurrent `aget`/`aput`/`asearch` of parallel graph nodes) into one
    request. Its sync methods work from other threads only (LangGraph's rule)."""

    supports_ttl = True

    def __init__(
        self,
        base_url: str,
        api_key: str,
        *,
        timeout: float = 30.0,
        retry: Retry | None = None,
        http: httpx.AsyncClient | None = None,
    ) -> None:
        super().__init__()
        self._wire = _Wire(base_url, api_key, retry)
        self._http = http or httpx.AsyncClient(timeout=timeout)

    async def aclose(self) -> None:
        await self._http.aclose()

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        return await _abatch(self._http, self._wire, list(ops))
