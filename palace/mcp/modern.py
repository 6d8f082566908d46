"""A 2026-era POST to `/mcp` (a protocol version header the handshake does not know): one
JSON-RPC message in, one JSON reply out, answered here on the web request's thread with the
SDK's own parts — its checks of the headers and the envelope (`mcp.shared.inbound`), its params
and result types and their per-version checks (`mcp_types.methods`), its error mapping — in the
order and with the answers of the SDK's JSON mode (`handle_modern_request`); a test compares the
two message by message.

`tools/call`, the one method an agent sends again and again, runs the tool straight away: no
event loop, session manager, ASGI app or middleware chain between the view and the tool (they
cost about 1 ms a call on a real recall, with nothing for a stateless JSON POST to gain; the
SDK's one middleware, an OpenTelemetry span, reports to a global tracer provider that this
service never sets). The other methods (`tools/list`, `ping`, `server/discover`, unknown
ones) go through the SDK's handler kernel, `serve_one`, on the thread's loop (palace.mcp.exchange).
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final, cast

import anyio
import mcp_types as types
from mcp.server.connection import Connection
from mcp.server.lowlevel.server import Server
from mcp.server.runner import modern_error_data, serve_one
from mcp.server.streamable_http import check_accept_headers
from mcp.shared.dispatcher import CallOptions
from mcp.shared.exceptions import MCPError, NoBackChannelError
from mcp.shared.inbound import (
    ERROR_CODE_HTTP_STATUS,
    MCP_PARAM_HEADER_PREFIX,
    MCP_PROTOCOL_VERSION_HEADER,
    InboundLadderRejection,
    InboundModernRoute,
    classify_inbound_request,
    find_duplicated_routing_header,
    find_invalid_x_mcp_header,
    unsupported_protocol_version_rejection,
    validate_mcp_param_headers,
    x_mcp_header_map,
)
from mcp.shared.jsonrpc_dispatcher import progress_token_from_params
from mcp.shared.message import MessageMetadata, ServerMessageMetadata
from mcp.shared.transport_context import TransportContext
from mcp_types import (
    CORE_RESULT_TYPES,
    HEADER_MISMATCH,
    INTERNAL_ERROR,
    INVALID_REQUEST,
    METHOD_NOT_FOUND,
    PARSE_ERROR,
    SERVER_INFO_META_KEY,
    ErrorData,
    JSONRPCError,
    JSONRPCNotification,
    JSONRPCRequest,
    JSONRPCResponse,
    ProgressToken,
    RequestId,
)
from mcp_types import methods as _methods
from pydantic import ValidationError
from starlette.requests import Request

from palace.mcp.exchange import Exchange
from palace.mcp.server import bearer_credential, result_wire, tool_answer

logger = logging.getLogger("palace.mcp")

JSON: Final = "application/json"
_PARAM_PREFIX: Final = MCP_PARAM_HEADER_PREFIX.lower()
UNREAD: Final = object()  # a body not parsed yet
_INVALID_BODY: Final = ErrorData(
    code=INVALID_REQUEST, message="Body must be a single JSON-RPC request or notification object"
)


@dataclass(frozen=True)
class Reply:
    """The HTTP answer: status, content type (None: the body is plain text or empty), body."""

    status: int
    content_type: str | None = None
    body: bytes = b""


@dataclass
class _DispatchContext:
    """The SDK's `DispatchContext` for one JSON reply: no back channel (a 2026-era server sends
    the client no requests) and no stream for notifications, which are dropped, as the SDK's
    JSON mode drops them."""

    transport: TransportContext
    request_id: RequestId
    message_metadata: MessageMetadata
    progress_token: ProgressToken | None = None
    cancel_requested: anyio.Event = field(default_factory=anyio.Event)
    can_send_request: bool = field(default=False, init=False)

    async def send_raw_request(
        self, method: str, params: Mapping[str, Any] | None, opts: CallOptions | None = None
    ) -> dict[str, Any]:
        raise NoBackChannelError(method)

    async def notify(
        self, method: str, params: Mapping[str, Any] | None, opts: CallOptions | None = None
    ) -> None:
        return None

    async def progress(
        self, progress: float, total: float | None = None, message: str | None = None
    ) -> None:
        return None


def _reply(message: JSONRPCResponse | JSONRPCError) -> Reply:
    """A JSON-RPC reply with the status the SDK's table gives its error code (200 otherwise)."""
    status = 200
    if isinstance(message, JSONRPCResponse):  # the result is in its wire form already
        body: dict[str, Any] = {"jsonrpc": "2.0", "id": message.id, "result": message.result}
    else:
        body = message.model_dump(mode="json", by_alias=True, exclude_none=True)
        status = ERROR_CODE_HTTP_STATUS.get(message.error.code, 200)
        if message.id is None:
            body["id"] = None  # JSON-RPC wants `id: null` when the request's id was unreadable
    return Reply(status, JSON, json.dumps(body, separators=(",", ":")).encode())


def _error(error: ErrorData, request_id: RequestId | None = None) -> Reply:
    return _reply(JSONRPCError(jsonrpc="2.0", id=request_id, error=error))


def _rejection(rejection: InboundLadderRejection, request_id: RequestId | None) -> Reply:
    error = ErrorData(code=rejection.code, message=rejection.message, data=rejection.data)
    return _error(error, request_id)


def _param_rejection(
    app: Server[Any], request: Request, message: JSONRPCRequest
) -> InboundLadderRejection | None:
    """A `tools/call`'s `Mcp-Param-*` headers checked against the tool's input schema, which the
    server's `get_tool_input_schema` gives (build_server sets it: the schemas are the same for
    every caller); none to check without arguments or such headers."""
    lookup = app.get_tool_input_schema
    params = message.params or {}
    name, arguments = params.get("name"), params.get("arguments")
    if message.method != "tools/call" or lookup is None or not isinstance(name, str):
        return None
    if arguments is not None and not isinstance(arguments, Mapping):
        return None
    arguments = arguments or {}
    if not arguments and not any(header.startswith(_PARAM_PREFIX) for header in request.headers):
        return None
    try:
        schema = lookup(name)
    except Exception:  # fail open, as the SDK does: the check must never break a working call
        logger.exception("Mcp-Param header validation skipped: get_tool_input_schema raised")
        return None
    if schema is None or not _declares_param_headers(schema):
        return None  # what the SDK's check answers for such a schema, whatever the headers
    return validate_mcp_param_headers(schema, arguments, request.headers)


_DECLARED: dict[int, tuple[Any, bool]] = {}  # id(schema) -> (schema, its verdict)


def _declares_param_headers(schema: Any) -> bool:
    """Whether `schema` declares a valid `x-mcp-header` property, the only case where the SDK's
    `validate_mcp_param_headers` can refuse a call (an invalid schema validates nothing). It
    walks the schema on every call; the verdict is kept per schema object (build_server's lookup
    hands out one cached schema per tool, never changed), so the walk runs once per tool."""
    kept = _DECLARED.get(id(schema))
    if kept is None or kept[0] is not schema:
        if len(_DECLARED) > 256:  # schemas built per call by some other lookup: no growth
            _DECLARED.clear()
        verdict = find_invalid_x_mcp_header(schema) is None and bool(x_mcp_header_map(schema))
        kept = _DECLARED[id(schema)] = (schema, verdict)
    return kept[1]


async def _kernel(
    app: Server[Any], request: Request, message: JSONRPCRequest, route: InboundModernRoute
) -> JSONRPCResponse | JSONRPCError:
    """The request through the SDK's kernel, its exception mapped to the wire as the SDK maps
    it; the server's lifespan entered around it (the default one: nothing kept)."""
    connection = Connection.from_envelope(
        route.protocol_version, route.client_info, route.client_capabilities
    )
    context = _DispatchContext(
        transport=TransportContext(
            kind="streamable-http", can_send_request=False, headers=request.headers
        ),
        request_id=message.id,
        message_metadata=ServerMessageMetadata(request_context=request),
        progress_token=progress_token_from_params(message.params),
    )
    try:
        async with app.lifespan(app) as state:
            result = await serve_one(
                app, context, message.method, message.params,
                connection=connection, lifespan_state=state,
            )  # fmt: skip
    except Exception as exc:
        return JSONRPCError(jsonrpc="2.0", id=message.id, error=modern_error_data(exc))
    return JSONRPCResponse(jsonrpc="2.0", id=message.id, result=result)


def _shaped(app: Server[Any], method: str, version: str, wire: dict[str, Any]) -> dict[str, Any]:
    """A result in its wire form for a 2026-era version, as the SDK's kernel shapes it: checked
    against the version's result type (fields it lacks dropped), `resultType` filled and the
    server's identity stamped in `_meta`. (No cache hint: build_server sets none.) `wire` is the
    result already dumped by alias, so it is validated and dumped once, by the version's type."""
    result_type = wire.get("resultType")
    if not isinstance(result_type, str) or result_type in CORE_RESULT_TYPES:
        try:
            wire = _methods.serialize_server_result(method, version, wire)
        except ValidationError:
            logger.exception("handler for %r returned an invalid result", method)
            raise MCPError(INTERNAL_ERROR, "Handler returned an invalid result") from None
    wire.setdefault("resultType", "complete")
    meta = wire.get("_meta")
    if meta is None:
        wire["_meta"] = {SERVER_INFO_META_KEY: app.server_info_stamp}
    elif isinstance(meta, dict) and meta.get(SERVER_INFO_META_KEY) is None:
        wire["_meta"] = {**meta, SERVER_INFO_META_KEY: app.server_info_stamp}
    return wire


def _tool_call(
    app: Server[Any], request: Request, message: JSONRPCRequest, version: str, exchange: Exchange
) -> JSONRPCResponse | JSONRPCError:
    """`tools/call` on this thread: the params checked as the kernel checks them (the version's
    request type, then the handler's params type), the tool run as the key the view
    authenticated (palace.mcp.server.tool_answer: audit row, REST error bodies), its answer
    written in the wire form of the SDK's `CallToolResult` and shaped as the kernel shapes it
    (one validation and one dump, where the SDK's model, its dump and the version's check made
    three passes over the structured content)."""
    entry = app.get_request_handler(message.method)
    try:
        try:
            _methods.validate_client_request(message.method, version, message.params)
        except KeyError:
            raise MCPError(METHOD_NOT_FOUND, "Method not found", message.method) from None
        if entry is None:
            raise MCPError(METHOD_NOT_FOUND, "Method not found", message.method)
        params = cast(
            types.CallToolRequestParams,
            entry.params_type.model_validate(message.params or {}, by_name=False),
        )
        answer = tool_answer(
            raw_key=bearer_credential(request.headers), name=params.name,
            arguments=dict(params.arguments or {}), origin=exchange.origin, exchange=exchange,
        )  # fmt: skip
        shaped = _shaped(app, message.method, version, result_wire(answer))
    except Exception as exc:
        return JSONRPCError(jsonrpc="2.0", id=message.id, error=modern_error_data(exc))
    return JSONRPCResponse(jsonrpc="2.0", id=message.id, result=shaped)


def answer(
    app: Server[Any],
    request: Request,
    body: bytes,
    *,
    exchange: Exchange,
    max_body: int,
    timeout: float,
    decoded: Any = UNREAD,
) -> Reply:
    """The reply to one 2026-era POST (JSON responses only: this endpoint has no stream). A
    body over `max_body` bytes is refused first, as the SDK's session manager refuses it;
    TimeoutError when the call took over `timeout` seconds (the tool's work is never cut off
    half-way, as over the SDK's kernel: its time limit is checked around, not inside, it).
    `decoded` is the body already parsed as JSON by the caller (UNREAD: parsed here)."""
    started = time.monotonic()
    if len(body) > max_body:
        return Reply(413, None, b"Request body too large")
    if not request.headers.get("content-type", "").lower().startswith(JSON):
        return Reply(400, None, b"Invalid Content-Type header")
    accepts_json, accepts_sse = check_accept_headers(request)
    if not accepts_json:
        return Reply(406)
    if decoded is UNREAD:
        try:
            decoded = json.loads(body)
        except (ValueError, RecursionError):
            return _error(ErrorData(code=PARSE_ERROR, message="Parse error"))
    if isinstance(decoded, dict) and "id" not in decoded:  # a notification: accepted, dropped
        try:
            JSONRPCNotification.model_validate(decoded)
        except ValidationError:
            return _error(_INVALID_BODY)
        version = request.headers.get(MCP_PROTOCOL_VERSION_HEADER, "")
        unsupported = unsupported_protocol_version_rejection(version)
        return Reply(202) if unsupported is None else _rejection(unsupported, None)
    try:
        message = JSONRPCRequest.model_validate(decoded)
    except ValidationError:
        return _error(_INVALID_BODY)
    if message.method == "subscriptions/listen" and not accepts_sse:
        return Reply(406)  # a listen answer is a stream, whatever the JSON preference
    duplicated = find_duplicated_routing_header(request.headers.items())
    if duplicated is not None:
        message_text = f"{duplicated} header appears more than once"
        return _error(ErrorData(code=HEADER_MISMATCH, message=message_text), message.id)
    route = classify_inbound_request(decoded, headers=dict(request.headers))
    if isinstance(route, InboundLadderRejection):
        return _rejection(route, message.id)
    refused = _param_rejection(app, request, message)
    if refused is not None:
        return _rejection(refused, message.id)
    if message.method == "tools/call":
        reply = _tool_call(app, request, message, route.protocol_version, exchange)
        if time.monotonic() - started > timeout:
            raise TimeoutError
    else:
        reply = exchange.run(_kernel(app, request, message, route), timeout=timeout)
    return _reply(reply)
