"""Request guards that run before anything else, so even their refusals are the one error shape.

An over-long URL is refused here (414) rather than by the HTTP server, whose own answer is an
HTML page; gunicorn is started with no request-line limit of its own (see serve.py). A refused
request's unread body is read and discarded before the answer goes out (`DrainRefusedBody`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse

from memory_project.api.exceptions import json_error
from memory_project.errors import UriTooLong


class UrlLengthGuard:
    """Refuse a URL (path plus query string) longer than `API_MAX_URL_CHARS` with a 414."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        limit = int(settings.API_MAX_URL_CHARS)
        length = len(request.META.get("PATH_INFO", "")) + len(request.META.get("QUERY_STRING", ""))
        if length > limit:
            error = UriTooLong(
                f"The URL is {length} characters long; at most {limit} are accepted."
            )
            if request.path_info.startswith("/api/"):
                return json_error(error)
            return HttpResponse(error.message, status=414, content_type="text/plain")
        return self.get_response(request)


WsgiApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]
DRAIN_MAX_BYTES = 64 * 1_048_576
DRAIN_MAX_SECONDS = 10.0
_CHUNK = 65_536


def _drain(stream: Any) -> bool:
    """Read what is left of a request body; False when it is too big or too slow to finish."""
    deadline = time.monotonic() + DRAIN_MAX_SECONDS
    drained = 0
    while drained <= DRAIN_MAX_BYTES and time.monotonic() < deadline:
        try:
            chunk = stream.read(_CHUNK)
        except (OSError, ValueError):
            return False
        if not chunk:
            return True
        drained += len(chunk)
    return False


class DrainRefusedBody:
    """WSGI wrapper: before an error answer (4xx/5xx) goes out, read and discard what the
    application left of the request body.

    A refusal (413 too large, 401 no key) is decided before the body is read. Left on the
    socket, that body would make the server close the keep-alive connection it had just
    announced (gunicorn drains at most 64 KiB itself), so the client's next request meets
    "server disconnected"; and a client still sending would never read the refusal. Reading it
    first keeps the connection usable. A body too big or too slow to drain (DRAIN_MAX_BYTES,
    DRAIN_MAX_SECONDS) makes the server answer `Connection: close` instead.
    """

    def __init__(self, app: WsgiApp) -> None:
        self.app = app

    def __call__(
        self, environ: dict[str, Any], start_response: Callable[..., Any]
    ) -> Iterable[bytes]:
        def start(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            stream = environ.get("wsgi.input")
            if status[:1] in {"4", "5"} and stream is not None and not _drain(stream):
                # gunicorn's start_response is its response's method; force_close makes it
                # say `Connection: close` (a hop-by-hop header the application may not set).
                force_close = getattr(
                    getattr(start_response, "__self__", None), "force_close", None
                )
                if callable(force_close):
                    force_close()
            return start_response(status, headers, exc_info)

        return self.app(environ, start)
