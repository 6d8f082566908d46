"""The /memory page's palace: a tree loaded level by level (htmx partials, plain links without JS)."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.db.models import Count
from django.http import HttpResponse, StreamingHttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from memories.charts import TreeNode, tree_svg
from memories.views.rendering import page_principal, redirect_after_post, render_partial
from memory_project.errors import DomainError, NotFound, ValidationFailed
from memory_project.htmx_messages import HtmxHttpRequest, flash_call
from palace import selectors
from palace.models import Closet, Room
from palace.portability.download import export_download
from palace.portability.jobs import UNFINISHED, import_job_create, import_jobs_list
from palace.scoping import drawers_visible_to, wings_visible_to
from palace.services.erasure import conversation_erase


def _render(request: HtmxHttpRequest, partial: str, context: dict[str, Any]) -> HttpResponse:
    return render_partial(
        request, f"palace/partials/{partial}.html", context, page="palace/page.html"
    )


def _not_found_as_404(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """A wing, room or closet that is not the viewer's answers like a missing one: 404."""

    @wraps(view)
    def wrapped(request: HtmxHttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        try:
            return view(request, *args, **kwargs)
        except NotFound as exc:
            context = {"message": exc.message}
            return render(request, "palace/partials/not_found.html", context, status=404)

    return wrapped


@login_required
@require_GET
def palace_wings(request: HtmxHttpRequest) -> HttpResponse:
    principal = page_principal(request)
    page = Paginator(selectors.wing_list(principal=principal), 50).get_page(request.GET.get("page"))
    hidden = selectors.palace_hidden_count(principal)
    return _render(request, "wings", {"page": page, "hidden_palace": hidden})


MAP_WINGS = 30  # wings drawn in the map (by number); the list below it pages through all
MAP_ROOMS = 12  # rooms per wing in the map (the latest)


def _palace_tree(request: HtmxHttpRequest) -> tuple[list[TreeNode], bool]:
    """Wings → rooms → closets with their drawer counts, from one grouped count of the drawers
    the viewer may see, plus one query per level for the names. Capped (see MAP_*)."""
    principal = page_principal(request)
    wings = list(wings_visible_to(principal).order_by("number")[: MAP_WINGS + 1])
    truncated = len(wings) > MAP_WINGS
    wings = wings[:MAP_WINGS]
    counts = dict(
        drawers_visible_to(principal)
        .filter(room__wing__in=wings)
        .order_by()
        .values_list("closet_id")
        .annotate(n=Count("id"))
        .values_list("closet_id", "n")
    )
    rooms = Room.objects.filter(wing__in=wings).order_by("wing_id", "-number")
    closets = Closet.objects.filter(room__wing__in=wings).order_by("slug")
    by_room: dict[int, list[TreeNode]] = {}
    for closet in closets:
        link = reverse("palace:drawers", args=[closet.pk])
        by_room.setdefault(closet.room_id, []).append(
            TreeNode(closet.topic or closet.slug, counts.get(closet.pk, 0), link)
        )
    by_wing: dict[int, list[TreeNode]] = {}
    for room in rooms:
        shown = by_wing.setdefault(room.wing_id, [])
        if len(shown) >= MAP_ROOMS:
            truncated = True
            continue
        children = by_room.get(room.pk, [])
        link = reverse("palace:closets", args=[room.pk])
        label = f"R-{room.number:02d} {room.title}"
        shown.append(TreeNode(label, sum(c.count for c in children), link, children))
    tree = []
    for wing in wings:
        children = by_wing.get(wing.pk, [])
        label = f"W-{wing.number:03d} {wing.name}"
        link = reverse("palace:rooms", args=[wing.pk])
        tree.append(TreeNode(label, sum(c.count for c in children), link, children))
    return tree, truncated


@login_required
@require_GET
def palace_map(request: HtmxHttpRequest) -> HttpResponse:
    """The palace as one picture: wings → rooms → closets, each with its drawer count."""
    tree, truncated = _palace_tree(request)
    context = {
        "tree": tree,
        "svg": tree_svg(tree, label="Your memory palace: wings, rooms and closets") if tree else "",
        "truncated": truncated,
        "map_wings": MAP_WINGS,
        "map_rooms": MAP_ROOMS,
        "hidden_palace": selectors.palace_hidden_count(page_principal(request)),
    }
    return _render(request, "map", context)


@login_required
@require_GET
@_not_found_as_404
def palace_rooms(request: HtmxHttpRequest, wing_id: int) -> HttpResponse:
    principal = page_principal(request)
    wing, rooms = selectors.rooms_of_wing(principal=principal, wing_id=wing_id)
    page = Paginator(rooms, 50).get_page(request.GET.get("page"))
    return _render(request, "rooms", {"wing": wing, "page": page})


@login_required
@require_GET
@_not_found_as_404
def palace_closets(request: HtmxHttpRequest, room_id: int) -> HttpResponse:
    principal = page_principal(request)
    room, closets = selectors.closets_of_room(principal=principal, room_id=room_id)
    return _render(request, "closets", {"room": room, "closets": closets})


@login_required
@require_GET
@_not_found_as_404
def palace_drawers(request: HtmxHttpRequest, closet_id: int) -> HttpResponse:
    principal = page_principal(request)
    closet, drawers = selectors.drawers_of_closet(principal=principal, closet_id=closet_id)
    page = Paginator(drawers, 50).get_page(request.GET.get("page"))
    return _render(request, "drawers", {"closet": closet, "page": page})


@login_required
@require_GET
def palace_pointer(request: HtmxHttpRequest) -> HttpResponse:
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
def palace_conversation_delete(request: HtmxHttpRequest, conversation_id: str) -> HttpResponse:
    """Delete a conversation for good (its room, drawers, mined facts): the owner or an admin,
    with the conversation's id typed in as confirmation."""
    flash_call(
        request,
        lambda: conversation_erase(
            principal=page_principal(request),
            conversation_id=conversation_id,
            confirm=(request.POST.get("confirm") or "").strip(),
        ),
        done="Conversation deleted for good.",
    )
    return redirect_after_post(request, reverse("palace:wings"))


@login_required
@require_GET
def palace_export(request: HtmxHttpRequest) -> StreamingHttpResponse:
    """ "Download my memory": the person's own rows as an export archive, streamed."""
    return export_download(page_principal(request))


def _imports_context(request: HtmxHttpRequest) -> dict[str, Any]:
    jobs = list(import_jobs_list(principal=page_principal(request), limit=20))
    return {
        "jobs": jobs,
        "running": any(job.status in UNFINISHED for job in jobs),
        "max_mb": settings.IMPORT_UPLOAD_MAX_BYTES // (1024 * 1024),
    }


@login_required
@require_http_methods(["GET", "POST"])
def palace_imports(request: HtmxHttpRequest) -> HttpResponse:
    """Bring memory in: upload one's own export or a chat history; the imports so far."""
    status = 200
    error = ""
    if request.method == "POST":
        upload = request.FILES.get("file")
        try:
            if upload is None:
                raise ValidationFailed("Choose a file to import.")
            job = import_job_create(
                principal=page_principal(request),
                upload=upload,
                kind=(request.POST.get("kind") or "").strip(),
            )
        except DomainError as exc:
            error, status = exc.message, exc.status_code
        else:
            messages.success(request, f"{job.file_name} is queued; this page shows its progress.")
            return redirect_after_post(request, reverse("palace:imports"))
    context = {**_imports_context(request), "error": error}
    return render_partial(
        request,
        "palace/partials/imports.html",
        context,
        page="palace/imports_page.html",
        status=status,
    )


@login_required
@require_GET
def palace_import_jobs(request: HtmxHttpRequest) -> HttpResponse:
    """The imports' table alone (the page polls it while one is unfinished)."""
    return render(request, "palace/partials/import_jobs.html", _imports_context(request))
