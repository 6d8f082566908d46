"""`/mcp`: streamable HTTP (stateless, JSON responses) on the same server and port as the app.

The web process is WSGI (gunicorn threads). The view authenticates the Bearer key once, exactly
as the REST API does, then serves the JSON-RPC message on its own thread, the tool's REST
operation run by this thread as that key: a 2026-era POST by palace.mcp.modern (the SDK's
checks, kernel and wire types; a tool call with no event loop at all), a handshake-era one by
the SDK's stateless session manager on a loop this thread drives (palace.mcp.exchange).
Stateless mode fits that shape — every JSON-RPC POST gets one JSON reply, no session, no
server-sent stream. The `mcp_call` audit row is written once the reply has been sent (the
response's `close()`, which the WSGI server calls after the body).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable, MutableMapping
from functools import lru_cache
from typing import Any

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from mcp.server.lowlevel.server import Server
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from mcp_types import INVALID_REQUEST, jsonrpc_message_adapter
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS
from pydantic import ValidationError
from rest_framework import exceptions as drf
from rest_framework.request import Request
from starlette.requests import Request as AsgiRequest

from memories.api.auth import ApiKeyAuthentication, max_body_bytes
from memories.oauth.tokens import bearer_challenge
from memory_project.api.exceptions import error_body
from palace.mcp import modern
from palace.mcp.dispatch import Origin
from palace.mcp.exchange import Exchange
from palace.mcp.server import EXCHANGE_STATE, build_server

AsgiMessage = MutableMapping[str, Any]
AsgiApp = Callable[
    [AsgiMessage, Callable[[], Awaitable[AsgiMessage]], Callable[[AsgiMessage], Awaitable[None]]],
    Awaitable[None],
]
_HOP_BY_HOP = {b"content-length", b"connection", b"transfer-encoding"}
_VERSION_HEADER = b"mcp-protocol-version"  # the header the SDK routes a POST by
# A session manager and a transport live for one POST here: their start and stop lines would
# be three INFO lines per call.
for _name in ("mcp.server.streamable_http_manager", "mcp.server.streamable_http"):
    logging.getLogger(_name).setLevel(logging.WARNING)


async def _asgi_call(app: AsgiApp, scope: AsgiMessage, body: bytes) -> tuple[int, list[Any], bytes]:
    """One request through an ASGI app: the whole body in, the whole response out."""
    done = asyncio.Event()
    delivered = False
    status, headers, chunks = 500, [], []

    async def receive() -> AsgiMessage:
        nonlocal delivered
        if not delivered:
            delivered = True
            return {"type": "http.request", "body": body, "more_body": False}
        await done.wait()
        return {"type": "http.disconnect"}

    async def send(message: AsgiMessage) -> None:
        nonlocal status, headers
        if message["type"] == "http.response.start":
            status, headers = int(message["status"]), list(message.get("headers", []))
        elif message["type"] == "http.response.body":
            chunks.append(bytes(message.get("body", b"")))
            if not message.get("more_body"):
                done.set()

    await app(scope, receive, send)
    done.set()
    return status, headers, b"".join(chunks)


@lru_cache(maxsize=1)
def _server() -> Server[Any]:
    return build_server()


def _max_body() -> int:
    """The REST body limit plus room for the JSON-RPC envelope around the arguments."""
    return max_body_bytes() + 64 * 1024


def _manager() -> StreamableHTTPSessionManager:
    return StreamableHTTPSessionManager(
        app=_server(), stateless=True, json_response=True, max_request_body_size=_max_body()
    )


async def _handshake_era(scope: AsgiMessage, body: bytes) -> tuple[int, list[Any], bytes]:
    """A handshake-era POST (a protocol version header of 2025 or earlier, or none) through a
    session manager of its own: the SDK serves it with a server task in the manager's task
    group, which ends with the manager when the POST does."""
    manager = _manager()
    async with manager.run():
        return await _asgi_call(manager.handle_request, scope, body)


def _serve(
    scope: AsgiMessage, body: bytes, exchange: Exchange, decoded: Any = modern.UNREAD
) -> tuple[int, list[Any], bytes]:
    """The POST's answer; the server itself is built once per process. A 2026-era POST (a
    protocol version header the handshake does not know) is answered by palace.mcp.modern,
    with the body as the view decoded it (`decoded`), so it is not parsed a second time."""
    version = next((v.decode("latin-1") for k, v in scope["headers"] if k == _VERSION_HEADER), None)
    timeout = settings.MCP_CALL_TIMEOUT_SECONDS
    if version is None or version in HANDSHAKE_PROTOCOL_VERSIONS:
        return exchange.run(_handshake_era(scope, body), timeout=timeout)
    reply = modern.answer(
        _server(), AsgiRequest(scope), body,
        exchange=exchange, max_body=_max_body(), timeout=timeout, decoded=decoded,
    )  # fmt: skip
    headers = [] if reply.content_type is None else [(b"content-type", reply.content_type.encode())]
    return reply.status, headers, reply.body


class _McpResponse(HttpResponse):
    """The reply, which runs the exchange's deferred work (the audit row) when the WSGI server
    closes it: after the body has been sent, before the request's connections are released."""

    def __init__(self, content: bytes, *, status: int, exchange: Exchange) -> None:
        super().__init__(content, status=status)
        self._exchange = exchange

    def close(self) -> None:
        try:
            self._exchange.after_response()
        finally:
            super().close()


def _error(status: int, code: str, message: str, **headers: str) -> JsonResponse:
    response = JsonResponse(error_body(code, message), status=status)
    for name, value in headers.items():
        response[name.replace("_", "-")] = value
    return response


def _rpc_error(code: int, message: str, request_id: object = None) -> JsonResponse:
    """An error in JSON-RPC's own shape (what an MCP client reads), status 400."""
    body = {"jsonrpc": "2.0", "id": request_id, "error": {"code": code, "message": message}}
    return JsonResponse(body, status=400)


def _not_one_message(body: bytes) -> tuple[JsonResponse | None, Any]:
    """A short refusal of a body that parses as JSON but is no single JSON-RPC message (the SDK
    would answer with pages of its validation errors), or None to let the SDK handle the body;
    and the body decoded (modern.UNREAD when it is no JSON)."""
    try:
        message = json.loads(body)
    except ValueError:
        return None, modern.UNREAD  # the SDK answers a JSON-RPC parse error (-32700)
    if isinstance(message, list):
        return _rpc_error(
            INVALID_REQUEST,
            "Batch requests are not supported; send one JSON-RPC message per POST.",
        ), message
    try:
        jsonrpc_message_adapter.validate_python(message, by_name=False)
    except ValidationError:
        given = message.get("id") if isinstance(message, dict) else None
        return _rpc_error(
            INVALID_REQUEST,
            'Invalid request: send one JSON-RPC 2.0 object with "jsonrpc": "2.0", a "method" '
            'string, optional "params" object, and an "id" (string or number) for a request.',
            given if isinstance(given, str | int) and not isinstance(given, bool) else None,
        ), message
    return None, message


@csrf_exempt
def mcp_endpoint(request: HttpRequest) -> HttpResponse:
    """POST /mcp with `Authorization: Bearer <api key>`: one JSON-RPC message in, one out."""
    if request.method != "POST":
        return _error(
            405, "method_not_allowed",
            "POST JSON-RPC messages to /mcp (stateless streamable HTTP: no GET stream, no "
            "session to DELETE).", Allow="POST",
        )  # fmt: skip
    try:
        authenticated = ApiKeyAuthentication().authenticate(Request(request))
    except drf.AuthenticationFailed as exc:
        return _error(
            401, "not_authenticated", str(exc.detail),
            WWW_Authenticate=bearer_challenge(request, invalid=True),
        )  # fmt: skip
    if authenticated is None:
        return _error(
            401, "not_authenticated", "A valid API key or OAuth access token is required.",
            WWW_Authenticate=bearer_challenge(request),
        )  # fmt: skip
    try:
        body = request.body
    except RequestDataTooBig:
        return _error(413, "too_large", f"The request body exceeds {max_body_bytes()} bytes.")
    refusal, decoded = _not_one_message(body)
    if refusal is not None:
        return refusal
    key = authenticated[1]
    host, port = request.get_host(), str(request.get_port())
    origin = Origin(
        api_key_id=int(key.pk),
        user_id=int(key.user_id),
        host=host.removesuffix(f":{port}"),
        port=port,
        scheme=request.scheme or "http",
        remote_addr=str(request.META.get("REMOTE_ADDR", "")),
    )
    exchange = Exchange(key=key, origin=origin)
    scope: AsgiMessage = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": request.scheme,
        "path": request.path,
        "raw_path": request.path.encode(),
        "root_path": "",
        "query_string": request.META.get("QUERY_STRING", "").encode("latin-1"),
        "headers": [
            (name.lower().encode("latin-1", "replace"), str(value).encode("latin-1", "replace"))
            for name, value in request.headers.items()
        ],
        "client": (origin.remote_addr, 0),
        "server": (origin.host, int(port) if port.isdigit() else 0),
        "state": {EXCHANGE_STATE: exchange},
    }
    try:
        status, headers, content = _serve(scope, body, exchange, decoded)
    except TimeoutError:
        exchange.after_response()
        return _error(504, "timeout", "The MCP call took too long.")
    except Exception:
        exchange.after_response()  # the audit rows of the work that did run
        raise
    response = _McpResponse(content, status=status, exchange=exchange)
    for name, value in headers:
        if name.lower() not in _HOP_BY_HOP:
            response[name.decode("latin-1")] = value.decode("latin-1")
    return response
