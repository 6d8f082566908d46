"""Run one agent-API operation in-process, exactly as an HTTP request to /api/v1/ would run.

The request goes to the operation's own view — key authentication (unless the `/mcp` view has
authenticated the key already), rules, the per-key rate limit, strict JSON parsing, its services
and the one error shape — behind the one middleware that concerns it (ReplicaReads: where its
reads go), so an MCP tool can never answer differently from its REST endpoint. The site's other
middleware has run once already, for the `/mcp` request itself (or has nothing to do: stdio).
"""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, cast
from urllib.parse import urlencode

from django.conf import settings
from django.core.handlers.wsgi import WSGIRequest
from django.http import HttpRequest, HttpResponse
from django.urls import Resolver404, get_resolver, set_script_prefix

from memories.models import ApiKey
from memory_project.api.exceptions import error_body
from memory_project.replicas import ReplicaReads
from palace.mcp.tools import API_PREFIX, ToolSpec


@dataclass(frozen=True)
class Origin:
    """Where the MCP request came from: the host and scheme links are built with, and the key
    the HTTP view already authenticated (None over stdio, where each call checks it)."""

    host: str = "localhost"
    port: str = "80"
    scheme: str = "http"
    remote_addr: str = "127.0.0.1"
    channel: str = "mcp"
    api_key_id: int | None = None
    user_id: int | None = None


def stdio_origin() -> Origin:
    """Over stdio there is no HTTP request: links name the first host the settings allow, over
    HTTPS when the site redirects to it (so the inner request is neither refused nor moved)."""
    hosts = [h.lstrip(".") for h in settings.ALLOWED_HOSTS if h.lstrip(".") and "*" not in h]
    secure = bool(settings.SECURE_SSL_REDIRECT)
    return Origin(
        host=hosts[0] if hosts else "localhost",
        port="443" if secure else "80",
        scheme="https" if secure else "http",
        channel="mcp-stdio",
    )


@dataclass(frozen=True)
class RestAnswer:
    status: int
    body: Any
    headers: Mapping[str, str]
    text: str | None = None  # the body as the view wrote it, where that was JSON

    @property
    def ok(self) -> bool:
        return self.status < 400


def _view_response(request: HttpRequest) -> HttpResponse:
    """What Django's handler answers for `request`, minus the site's middleware: the URL's view
    behind ReplicaReads (its process_view too), rendered; an unknown path gets the site's 404."""
    resolver = get_resolver()
    try:
        match = resolver.resolve(request.path_info)
    except Resolver404 as exc:
        not_found: Any = resolver.resolve_error_handler(404)  # the site's handler404
        return cast(HttpResponse, not_found(request, exc))
    request.resolver_match = match

    def view(request: HttpRequest) -> HttpResponse:
        routed = replicas.process_view(request, match.func, match.args, match.kwargs)
        response = routed or match.func(request, *match.args, **match.kwargs)
        render = getattr(response, "render", None)
        if callable(render) and not getattr(response, "is_rendered", True):
            render()
        return response

    replicas = ReplicaReads(view)
    return replicas(request)


def _query_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def split_arguments(
    tool: ToolSpec, arguments: Mapping[str, Any]
) -> tuple[str, dict[str, str], dict[str, Any] | None]:
    """(path, query, JSON body) for a call: path args fill the path; the rest go to the query
    string for a GET and to the body otherwise. Arguments the tool does not expose are passed
    on untouched, so the endpoint's strict serializer names them in its 400."""
    path = tool.path
    rest = dict(arguments)
    for name in tool.path_args:
        value = rest.pop(name, "")
        # An unusable id answers like a missing one, as a malformed id does over REST.
        text = str(value) if isinstance(value, str | int) and not isinstance(value, bool) else ""
        path = path.replace("{" + name + "}", text.replace("/", "%2F") or "-")
    if tool.method == "GET":
        return path, {k: _query_value(v) for k, v in rest.items() if v is not None}, None
    return path, {}, rest


def rest_call(
    *,
    raw_key: str,
    method: str,
    path: str,
    query: Mapping[str, str] | None = None,
    body: Any = None,
    origin: Origin = Origin(),
    key: ApiKey | None = None,
) -> RestAnswer:
    """One request to `/api/v1/<path>` with `Authorization: Bearer <raw_key>`. `key` is that
    credential's key when the caller has authenticated it already (the `/mcp` view): the
    operation then runs as that key without looking it up again."""
    data = b"" if body is None else json.dumps(body).encode("utf-8")
    environ: dict[str, Any] = {
        "REQUEST_METHOD": method,
        "SCRIPT_NAME": "",
        "PATH_INFO": f"{API_PREFIX}{path}",
        "QUERY_STRING": urlencode(dict(query or {})),
        "SERVER_NAME": origin.host,
        "SERVER_PORT": origin.port,
        "SERVER_PROTOCOL": "HTTP/1.1",
        "HTTP_HOST": origin.host
        if origin.port in {"80", "443"}
        else f"{origin.host}:{origin.port}",
        "REMOTE_ADDR": origin.remote_addr,
        "HTTP_AUTHORIZATION": f"Bearer {raw_key}",
        "HTTP_ACCEPT": "application/json",
        "CONTENT_TYPE": "application/json",
        "CONTENT_LENGTH": str(len(data)),
        "wsgi.input": io.BytesIO(data),
        "wsgi.errors": sys.stderr,
        "wsgi.version": (1, 0),
        "wsgi.url_scheme": origin.scheme,
        "wsgi.multithread": True,
        "wsgi.multiprocess": True,
        "wsgi.run_once": False,
    }
    # No request_started/finished signals: the caller (the tool call) owns the database
    # connection for the call and the audit row after it.
    set_script_prefix("/")
    request = WSGIRequest(environ)
    if key is not None:
        # DRF's own hook for a request authenticated before it reaches the view.
        request._force_auth_user = key.user  # type: ignore[attr-defined]
        request._force_auth_token = key  # type: ignore[attr-defined]
    response = _view_response(request)
    raw = getattr(response, "content", b"")  # API responses are never streamed
    try:
        parsed = json.loads(raw) if raw else {}
        text = raw.decode("utf-8") if raw else None
    except ValueError:  # not JSON (a refusal before DRF): never shown raw, the status says what
        parsed = (
            error_body("server_error", "Something went wrong on our side.")
            if response.status_code >= 500
            else error_body("invalid", f"The request was refused (HTTP {response.status_code}).")
        )
        text = None
    return RestAnswer(response.status_code, parsed, dict(response.headers), text)
