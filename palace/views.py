"""The /memory page's palace: a tree loaded level by level (htmx partials, plain links without JS)."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse, StreamingHttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from memories.views.rendering import page_principal, redirect_after_post, render_partial
from memory_project.errors import DomainError, NotFound, ValidationFailed
from palace import selectors
from palace.portability.download import export_download
from palace.services.erasure import conversation_erase


def _render(request: HttpRequest, partial: str, context: dict[str, Any]) -> HttpResponse:
    return render_partial(
        request, f"palace/partials/{partial}.html", context, page="palace/page.html"
    )


def _not_found_as_404(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """A wing, room or closet that is not the viewer's answers like a missing one: 404."""

    @wraps(view)
    def wrapped(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        try:
            return view(request, *args, **kwargs)
        except NotFound as exc:
            context = {"message": exc.message}
            return render(request, "palace/partials/not_found.html", context, status=404)

    return wrapped


@login_required
@require_GET
def palace_wings(request: HttpRequest) -> HttpResponse:
    principal = page_principal(request)
    page = Paginator(selectors.wing_list(principal=principal), 50).get_page(request.GET.get("page"))
    return _render(request, "wings", {"page": page})


@login_required
@require_GET
@_not_found_as_404
def palace_rooms(request: HttpRequest, wing_id: int) -> HttpResponse:
    principal = page_principal(request)
    wing, rooms = selectors.rooms_of_wing(principal=principal, wing_id=wing_id)
    page = Paginator(rooms, 50).get_page(request.GET.get("page"))
    return _render(request, "rooms", {"wing": wing, "page": page})


@login_required
@require_GET
@_not_found_as_404
def palace_closets(request: HttpRequest, room_id: int) -> HttpResponse:
    principal = page_principal(request)
    room, closets = selectors.closets_of_room(principal=principal, room_id=room_id)
    return _render(request, "closets", {"room": room, "closets": closets})


@login_required
@require_GET
@_not_found_as_404
def palace_drawers(request: HttpRequest, closet_id: int) -> HttpResponse:
    principal = page_principal(request)
    closet, drawers = selectors.drawers_of_closet(principal=principal, closet_id=closet_id)
    page = Paginator(drawers, 50).get_page(request.GET.get("page"))
    return _render(request, "drawers", {"closet": closet, "page": page})


@login_required
@require_GET
def palace_pointer(request: HttpRequest) -> HttpResponse:
    """Pointer preview: `?pointer=W-042/R-11/D-007` → that drawer, verbatim."""
    principal = page_principal(request)
    pointer = request.GET.get("pointer", "").strip()
    context: dict[str, Any] = {"pointer": pointer}
    status = 200
    if pointer:
        try:
            context["drawer"] = selectors.drawer_resolve(principal=principal, pointer=pointer)
        except ValidationFailed:
            context["error"] = "That is not a pointer; they look like W-042/R-11/D-007."
            status = 400
        except NotFound:
            context["error"] = "No drawer of yours sits at that pointer."
            status = 404
    response = _render(request, "pointer", context)
    response.status_code = status
    return response


@login_required
@require_POST
def palace_conversation_delete(request: HttpRequest, conversation_id: str) -> HttpResponse:
    """Delete a conversation for good (its room, drawers, mined facts): the owner or an admin,
    with the conversation's id typed in as confirmation."""
    try:
        conversation_erase(
            principal=page_principal(request),
            conversation_id=conversation_id,
            confirm=(request.POST.get("confirm") or "").strip(),
        )
    except DomainError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, "Conversation deleted for good.")
    return redirect_after_post(request, reverse("palace:wings"))


@login_required
@require_GET
def palace_export(request: HttpRequest) -> StreamingHttpResponse:
    """ "Download my memory": the person's own rows as an export archive, streamed."""
    return export_download(page_principal(request))
