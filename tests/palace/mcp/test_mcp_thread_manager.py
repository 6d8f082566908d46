"""A thread serves every 2026-era POST to /mcp through one session manager, started on its first
POST and left running; a handshake-era POST still gets one of its own. Either way a POST leaves
the thread's loop with nothing of its own running, and the two eras interleave on one thread."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from django.test import Client

from palace.mcp import http
from palace.mcp.exchange import _thread_loop
from tests.factories import UserFactory
from tests.factories.memories import api_key_for

pytestmark = pytest.mark.django_db

MODERN = "2026-07-28"
LEGACY = "2025-06-18"
META = {
    "io.modelcontextprotocol/protocolVersion": MODERN,
    "io.modelcontextprotocol/clientInfo": {"name": "test", "version": "1"},
    "io.modelcontextprotocol/clientCapabilities": {},
}


def _post(raw: str, message: dict[str, Any], **headers: str) -> dict[str, Any]:
    response = Client().post(
        "/mcp", json.dumps(message), content_type="application/json",
        headers={"Accept": "application/json, text/event-stream",
                 "Authorization": f"Bearer {raw}", **headers},
    )  # fmt: skip
    assert response.status_code == 200, response.content
    reply: dict[str, Any] = json.loads(response.content)
    assert "error" not in reply, reply
    return reply["result"]  # type: ignore[no-any-return]


def _modern_list(raw: str) -> list[str]:
    message = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"_meta": META}}
    result = _post(raw, message, **{"Mcp-Protocol-Version": MODERN, "Mcp-Method": "tools/list"})
    return sorted(tool["name"] for tool in result["tools"])


def _legacy_list(raw: str) -> list[str]:
    hello = {"protocolVersion": LEGACY, "capabilities": {},
             "clientInfo": {"name": "test", "version": "1"}}  # fmt: skip
    _post(raw, {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": hello})
    message = {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}
    result = _post(raw, message, **{"Mcp-Protocol-Version": LEGACY})
    return sorted(tool["name"] for tool in result["tools"])


def _own_tasks() -> list[asyncio.Task[Any]]:
    return [task for task in asyncio.all_tasks(_thread_loop()) if not task.done()]


def test_the_eras_interleave_on_one_thread_through_one_running_manager() -> None:
    _, raw = api_key_for(UserFactory(username="threaded"))

    first = _modern_list(raw)
    manager = http._managers.manager
    assert [task.get_name() for task in _own_tasks()] == ["resident mcp session manager"]

    assert _legacy_list(raw) == first
    assert [task.get_name() for task in _own_tasks()] == ["resident mcp session manager"]

    assert _modern_list(raw) == first
    assert http._managers.manager is manager  # started once, not once per POST
    assert "memory_recall" in first


def test_a_stopped_manager_is_started_again() -> None:
    _, raw = api_key_for(UserFactory(username="restarted"))
    first = _modern_list(raw)
    stopped = http._managers.task
    stopped.cancel()
    _thread_loop().run_until_complete(asyncio.gather(stopped, return_exceptions=True))

    assert _modern_list(raw) == first
    assert http._managers.task is not stopped
    assert not http._managers.task.done()
