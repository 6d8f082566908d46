"""Request guards that run before anything else, so even their refusals are the one error shape.

An over-long URL is refused here (414) rather than by the HTTP server, whose own answer is an
HTML page; gunicorn is started with no request-line limit of its own (see serve.py).
"""

from __future__ import annotations

from collections.abc import Callable

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
