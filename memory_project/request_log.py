"""The outermost middleware: a request id, its metrics, its trace span and its log line.

The id is the client's `X-Request-ID` when that is a plain token, else a new one; it is echoed
in the response's `X-Request-ID`. With `LOG_FORMAT=json` each request writes one line (logger
`memory_project.request`): method, route (the URL pattern's name), status, duration, request,
principal and key ids. Never a path, a query string or a body: those may hold memory content.

A URL that holds a session key (`/api/v1/sessions/<key>/…`) is logged as its route everywhere
else too: gunicorn's access line (`memory_project.access_log`) and Django's own "Not Found: …"
warnings (`PrivatePathFilter`) name `api:session-recent`, never the path or query string.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse

from memory_project import metrics, request_context, tracing

logger = logging.getLogger("memory_project.request")

# Paths under these prefixes carry a caller's session key, which is theirs alone: the logs name
# the route instead (matched or not).
PRIVATE_PATH_PREFIXES = ("/api/v1/sessions/",)
# Where the route of such a request is left for gunicorn's access log (Django's request.META is
# the WSGI environ the server logs from).
PRIVATE_ROUTE_ENVIRON = "memory_layer.private_route"


def route_name(request: HttpRequest) -> str:
    """The matched URL pattern's name (`api:memory-detail`), `unnamed`, or `unmatched` (404)."""
    match = getattr(request, "resolver_match", None)
    if match is None:
        return "unmatched"
    return str(match.view_name or "unnamed")


def private_route(request: HttpRequest) -> str | None:
    """The route to log instead of this request's path, or None when its path may be logged."""
    if str(request.path).startswith(PRIVATE_PATH_PREFIXES):
        return route_name(request)
    return None


class PrivatePathFilter(logging.Filter):
    """Puts the route in place of a private path in Django's request warnings and errors
    ("Not Found: /api/v1/sessions/<key>/recent" becomes "Not Found: api:session-recent")."""

    def filter(self, record: logging.LogRecord) -> bool:
        request = getattr(record, "request", None)
        route = private_route(request) if isinstance(request, HttpRequest) else None
        if route is not None and isinstance(record.args, tuple):
            assert isinstance(request, HttpRequest)
            path = str(request.path)
            escaped = path.encode("unicode_escape").decode("ascii")
            record.args = tuple(route if arg in (path, escaped) else arg for arg in record.args)
        return True


class RequestObserver:
    """Times, counts, traces and logs every request; tags it and its log lines with an id."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        request_id = request_context.request_id_from(request.headers.get("X-Request-ID"))
        token = request_context.begin(request_id=request_id)
        started = time.perf_counter()
        try:
            with tracing.server_span(f"HTTP {request.method}", request.headers) as current:
                response = self.get_response(request)
                route = route_name(request)
                if current is not None:
                    current.update_name(f"{request.method} {route}")
                    current.set_attribute("http.route", route)
                    current.set_attribute("http.request.method", str(request.method))
                    current.set_attribute("http.response.status_code", response.status_code)
            seconds = time.perf_counter() - started
            metrics.request_observed(
                route=route,
                method=str(request.method),
                status=response.status_code,
                seconds=seconds,
            )
            response["X-Request-ID"] = request_id
            private = private_route(request)
            if private is not None:
                request.META[PRIVATE_ROUTE_ENVIRON] = private
            if settings.LOG_FORMAT == "json":
                self._log(request, route, response.status_code, seconds)
            return response
        finally:
            request_context.end(token)

    @staticmethod
    def _log(request: HttpRequest, route: str, status: int, seconds: float) -> None:
        user = getattr(request, "_cached_user", None)  # only if this request already loaded it
        if user is not None and getattr(user, "is_authenticated", False):
            request_context.bind(principal_id=user.pk)
        logger.info(
            "%s %s %s %.1f ms", request.method, route, status, seconds * 1000,
            extra={"method": request.method, "route": route, "status": status,
                   "duration_ms": round(seconds * 1000, 2)},
        )  # fmt: skip
