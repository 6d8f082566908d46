"""Flash messages reach the page the action happened on. An htmx request renders only its
partial, which holds no messages; without this a confirmation waited in the session and
surfaced on some later page. Here, the one place for it: `flash_call` turns a service call into
its message, and an htmx answer that leaves messages unread carries them as an out-of-band swap
of the page's single `#messages` box (base.html)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from django.contrib import messages
from django.contrib.messages import get_messages
from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string
from django_htmx.middleware import HtmxDetails

from memory_project.errors import DomainError

TEMPLATE = "messages.html"
T = TypeVar("T")


class HtmxHttpRequest(HttpRequest):
    """A request past django-htmx's middleware (every page's): `request.htmx` is true when
    htmx sent it (the `HX-Request` header)."""

    htmx: HtmxDetails


def flash_call(
    request: HttpRequest, call: Callable[[], T], *, done: str | Callable[[T], str]
) -> int:
    """Run one service call for a page and flash how it went: `done` (or `done(result)`) on
    success, the refusal's own message on a DomainError. Returns the answer's status: 200, or
    the error's (4xx)."""
    try:
        result = call()
    except DomainError as exc:
        messages.error(request, exc.message)
        return exc.status_code
    messages.success(request, done(result) if callable(done) else done)
    return 200


class HtmxMessages:
    """After MessageMiddleware in the list (so it runs first on the way out): rendering the
    messages marks them read, and MessageMiddleware then clears them from the session."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HtmxHttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if not request.htmx or response.has_header("HX-Redirect"):
            return response  # a full page follows, and shows them itself
        if response.streaming or response.status_code == 204:
            return response
        if not response.get("Content-Type", "").startswith("text/html"):
            return response
        storage = get_messages(request)
        # A change answered in place replaces the last confirmation, even with none of its own.
        if getattr(storage, "used", False) or (
            not len(storage) and request.method in ("GET", "HEAD")
        ):
            return response
        box = render_to_string(TEMPLATE, {"messages": storage, "oob": True}, request=request)
        response.content = response.content + box.encode(response.charset)
        if response.has_header("Content-Length"):
            response["Content-Length"] = str(len(response.content))
        return response
