"""Flash messages reach the page the action happened on. An htmx request renders only its
partial, which holds no messages; without this a confirmation waited in the session and
surfaced on some later page. Here, the one place for it: an htmx answer that leaves messages
unread carries them as an out-of-band swap of the page's single `#messages` box (base.html)."""

from __future__ import annotations

from collections.abc import Callable

from django.contrib.messages import get_messages
from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string

TEMPLATE = "messages.html"


class HtmxMessages:
    """After MessageMiddleware in the list (so it runs first on the way out): rendering the
    messages marks them read, and MessageMiddleware then clears them from the session."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if not getattr(request, "htmx", False) or response.has_header("HX-Redirect"):
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
