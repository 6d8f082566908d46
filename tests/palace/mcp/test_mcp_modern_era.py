"""A 2026-era POST to /mcp is answered by palace.mcp.modern, not the SDK's session manager: every
message gets exactly what the SDK's own JSON-mode transport answers (the reference here is that
transport, run on the same view), a tool call runs on the web thread with no loop task left
behind, the handshake era still goes through the SDK and the two interleave on one thread."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from django.test import Client, override_settings

from memories.models import AuditEvent
from palace.mcp import http, modern
from palace.mcp.exchange import Exchange, _thread_loop
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
ACCEPT = "application/json, text/event-stream"


def _request(method: str, params: dict[str, Any] | None = None, rid: Any = 1) -> dict[str, Any]:
    return {
        "jsonrpc": "2.0",
        "id": rid,
        "method": method,
        "params": {**(params or {}), "_meta": META},
    }


def _call(name: str, arguments: Any, rid: Any = 1) -> dict[str, Any]:
    return _request("tools/call", {"name": name, "arguments": arguments}, rid)


def _headers(method: str, name: str | None = None, **more: str) -> dict[str, str]:
    headers = {"Accept": ACCEPT, "Mcp-Protocol-Version": MODERN, "Mcp-Method": method}
    return {**headers, **({"Mcp-Name": name} if name else {}), **more}


RECALL = {"query": "who owns billing", "top_k": 3}
# (what it is, the body, the headers, the content type): each answered as the SDK answers it.
CASES: list[tuple[str, Any, dict[str, str], str]] = [
    ("a tool call", _call("memory_recall", RECALL), _headers("tools/call", "memory_recall"), ""),
    ("a tool call with a string id", _call("memory_recall", RECALL, "abc"),
     _headers("tools/call", "memory_recall"), ""),
    ("an unknown tool", _call("no_such_tool", {}), _headers("tools/call", "no_such_tool"), ""),
    ("a tool's own error (a bad argument)", _call("memory_recall", {"query": 5}),
     _headers("tools/call", "memory_recall"), ""),
    ("arguments that are no object", _call("memory_recall", [1, 2]),
     _headers("tools/call", "memory_recall"), ""),
    ("a tool call without a name", _request("tools/call", {"arguments": {}}),
     _headers("tools/call"), ""),
    ("a name header that disagrees", _call("memory_recall", RECALL),
     _headers("tools/call", "memory_save"), ""),
    ("a method header that disagrees", _call("memory_recall", RECALL),
     _headers("tools/list", "memory_recall"), ""),
    ("no method header", _call("memory_recall", RECALL),
     {"Accept": ACCEPT, "Mcp-Protocol-Version": MODERN}, ""),
    ("tools/list", _request("tools/list"), _headers("tools/list"), ""),
    ("ping", _request("ping"), _headers("ping"), ""),
    ("server/discover", _request("server/discover"), _headers("server/discover"), ""),
    ("an unknown method", _request("no/such"), _headers("no/such"), ""),
    ("initialize in the 2026 era", _request("initialize", {
        "protocolVersion": MODERN, "capabilities": {},
        "clientInfo": {"name": "t", "version": "1"}}), _headers("initialize"), ""),
    ("a version the server does not serve", _call("memory_recall", RECALL),
     _headers("tools/call", "memory_recall", **{"Mcp-Protocol-Version": "2099-01-01"}), ""),
    ("no _meta envelope", {"jsonrpc": "2.0", "id": 1, "method": "ping"}, _headers("ping"), ""),
    ("a notification", {"jsonrpc": "2.0", "method": "notifications/initialized"},
     _headers("notifications/initialized"), ""),
    ("a notification at an unserved version", {"jsonrpc": "2.0", "method": "notifications/x"},
     _headers("notifications/x", **{"Mcp-Protocol-Version": "2099-01-01"}), ""),
    ("a response posted to the server", {"jsonrpc": "2.0", "id": 1, "result": {}},
     _headers("ping"), ""),
    ("a batch", [_request("ping"), _request("ping", rid=2)], _headers("ping"), ""),
    ("malformed JSON", "{not json", _headers("ping"), ""),
    ("a body that is no JSON-RPC object", {"id": 1}, _headers("ping"), ""),
    ("no JSON in Accept", _request("ping"), _headers("ping", Accept="text/event-stream"), ""),
    ("a text content type", _request("ping"), _headers("ping"), "text/plain"),
    ("a listen without a stream", _request("subscriptions/listen"),
     _headers("subscriptions/listen", Accept="application/json"), ""),
    ("a listen", _request("subscriptions/listen"), _headers("subscriptions/listen"), ""),
]  # fmt: skip


# Refused by the view before either transport sees them (its own short JSON-RPC errors).
REFUSED_BY_THE_VIEW = {"a batch", "a body that is no JSON-RPC object"}


def _post(raw: str, body: Any, headers: dict[str, str], content_type: str = "") -> Any:
    return Client().post(
        "/mcp", body if isinstance(body, str) else json.dumps(body),
        content_type=content_type or "application/json",
        headers={"Authorization": f"Bearer {raw}", **headers},
    )  # fmt: skip


def _through_the_sdk(
    scope: Any, body: bytes, exchange: Exchange, decoded: Any = None
) -> tuple[int, list[Any], bytes]:
    """The reference: every POST through the SDK's own session manager and transport (which
    parses the body itself: what the view decoded is not used)."""
    return exchange.run(http._handshake_era(scope, body), timeout=60)


def _seen(response: Any) -> tuple[int, str | None, Any]:
    content = response.content
    kind = response.get("Content-Type")
    return (
        response.status_code,
        kind,
        json.loads(content) if content[:1] in (b"[", b"{") else content,
    )


@pytest.mark.parametrize(
    ("what", "body", "headers", "content_type"), CASES, ids=[c[0] for c in CASES]
)
def test_every_2026_message_gets_the_sdks_own_answer(
    monkeypatch: pytest.MonkeyPatch,
    what: str,
    body: Any,
    headers: dict[str, str],
    content_type: str,
) -> None:
    _, raw = api_key_for(UserFactory(username="modern"))
    answered: list[bytes] = []
    answer = modern.answer

    def counted(*args: Any, **kwargs: Any) -> modern.Reply:
        answered.append(args[2])
        return answer(*args, **kwargs)

    monkeypatch.setattr(modern, "answer", counted)
    ours = _seen(_post(raw, body, headers, content_type))
    reached = len(answered)
    monkeypatch.setattr(http, "_serve", _through_the_sdk)
    sdks = _seen(_post(raw, body, headers, content_type))
    assert ours == sdks
    assert len(answered) == reached  # the reference never went through palace.mcp.modern
    assert reached == (0 if what in REFUSED_BY_THE_VIEW else 1)


@override_settings(API_MAX_BODY_BYTES=1024)
def test_a_body_over_the_limit_is_refused_as_the_sdk_refuses_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _, raw = api_key_for(UserFactory(username="large"))
    body = _call("memory_save", {"content": "x" * 70_000})
    headers = _headers("tools/call", "memory_save")
    ours = _seen(_post(raw, body, headers))
    monkeypatch.setattr(http, "_serve", _through_the_sdk)
    assert ours == _seen(_post(raw, body, headers)) == (413, "text/html; charset=utf-8",
                                                         b"Request body too large")  # fmt: skip
    assert not AuditEvent.objects.filter(action="mcp_call").exists()


def test_a_tool_call_is_audited_and_leaves_the_threads_loop_idle() -> None:
    key, raw = api_key_for(UserFactory(username="idle"))
    response = _post(raw, _call("memory_recall", RECALL), _headers("tools/call", "memory_recall"))

    assert response.status_code == 200
    assert json.loads(response.content)["result"]["isError"] is False
    row = AuditEvent.objects.get(action="mcp_call")
    assert (row.api_key_id, row.detail["tool"], row.detail["status"]) == (
        key.pk, "memory_recall", 200,
    )  # fmt: skip
    assert not [task for task in asyncio.all_tasks(_thread_loop()) if not task.done()]


@override_settings(MCP_CALL_TIMEOUT_SECONDS=0)
def test_a_call_over_the_time_limit_answers_504_and_is_still_audited() -> None:
    _, raw = api_key_for(UserFactory(username="slow"))
    response = _post(raw, _call("memory_recall", RECALL), _headers("tools/call", "memory_recall"))

    assert response.status_code == 504
    assert json.loads(response.content)["error"]["code"] == "timeout"
    assert AuditEvent.objects.filter(action="mcp_call").count() == 1


def _result(raw: str, message: dict[str, Any], **headers: str) -> dict[str, Any]:
    response = _post(raw, message, {"Accept": ACCEPT, **headers})
    assert response.status_code == 200, response.content
    reply: dict[str, Any] = json.loads(response.content)
    assert "error" not in reply, reply
    return reply["result"]  # type: ignore[no-any-return]


def test_the_eras_interleave_on_one_thread() -> None:
    _, raw = api_key_for(UserFactory(username="threaded"))
    modern = _result(raw, _request("tools/list"), **_headers("tools/list"))
    hello = {"protocolVersion": LEGACY, "capabilities": {},
             "clientInfo": {"name": "test", "version": "1"}}  # fmt: skip
    _result(raw, {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": hello})
    legacy_list = {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}
    legacy = _result(raw, legacy_list, **{"Mcp-Protocol-Version": LEGACY})
    legacy_call = {"jsonrpc": "2.0", "id": 3, "method": "tools/call",
                   "params": {"name": "memory_recall", "arguments": RECALL}}  # fmt: skip
    called = _result(raw, legacy_call, **{"Mcp-Protocol-Version": LEGACY})

    names = sorted(tool["name"] for tool in modern["tools"])
    assert names == sorted(tool["name"] for tool in legacy["tools"])
    assert "memory_recall" in names
    assert called["isError"] is False
    assert "resultType" not in called  # the 2025 shape
    assert not [task for task in asyncio.all_tasks(_thread_loop()) if not task.done()]
