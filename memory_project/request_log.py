"""The outermost middleware: a request id, its metrics, its trace span and its log line.

The id is the client's `X-Request-ID` when that is a plain token, else a new one; it is echoed
in the response's `X-Request-ID`. With `LOG_FORMAT=json` each request writes one line (logger
`memory_project.request`): method, route (the URL pattern's name), status, duration, request,
principal and key ids. Never a path, a query string or a body: those may hold memory content.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse

from memory_project import metrics, request_context, tracing

logger = logging.getLogger("memory_project.request")


def route_name(request: HttpRequest) -> str:
    """The matched URL pattern's name (`api:memory-detail`), `unnamed`, or `unmatched` (404)."""
    match = getattr(request, "resolver_match", None)
    if match is None:
        return "unmatched"
    return str(match.view_name or "unnamed")


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
