"""Review pages: stale memories (keep / update / archive), the approval queue, always_inject
pins and promotion to organisation-wide knowledge. Row actions answer htmx with the row."""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from curation.services import memory_keep, memory_promote
from curation.views import reads
from curation.views.common import back, curator_required, is_htmx, paginate, querystring, render
from memories.graph_selectors import stale_list
from memories.models import Kind, Memory, Scope
from memories.scoping import memory_get_for_read
from memories.services.governance import memory_approve, memory_forget, memory_set_always_inject
from memories.services.memory import memory_update
from memories.views.rendering import page_principal
from memory_project.errors import DomainError


def _row(
    request: HttpRequest, partial: str, memory: Memory, *, note: str = "", error: str = "",
    status: int = 200,
) -> HttpResponse:  # fmt: skip
    context = {"m": memory, "note": note, "error": error, "next": request.POST.get("next", "")}
    return render(request, partial, context, status=status)


def _act(
    request: HttpRequest, memory_id: str, *, partial: str, fallback: str, action: Any, done: str
) -> HttpResponse:
    """Run one row action; htmx gets the row back (or its error), no-JS a redirect + message."""
    principal = page_principal(request)
    try:
        memory = action(principal)
    except DomainError as exc:
        if not is_htmx(request):
            messages.error(request, exc.message)
            return back(request, fallback)
        try:
            current = memory_get_for_read(principal=principal, memory_id=memory_id)
        except DomainError:
            return render(request, "row_error", {"message": exc.message}, status=exc.status_code)
        return _row(request, partial, current, error=exc.message, status=exc.status_code)
    if not is_htmx(request):
        messages.success(request, done)
        return back(request, fallback)
    return _row(request, partial, memory, note=done)


# --- stale review -----------------------------------------------------------------------


@curator_required
@require_GET
def stale_review(request: HttpRequest) -> HttpResponse:
    page = paginate(request, stale_list(principal=page_principal(request)))
    return render(request, "stale_list", {"page": page, "qs": querystring(request)})


@curator_required
@require_POST
def stale_keep(request: HttpRequest, memory_id: str) -> HttpResponse:
    return _act(
        request, memory_id, partial="stale_row", fallback=reverse("curation:stale"),
        action=lambda p: memory_keep(principal=p, memory_id=memory_id),
        done="Kept: the memory is active again and back in recall.",
    )  # fmt: skip


@curator_required
@require_POST
def stale_update(request: HttpRequest, memory_id: str) -> HttpResponse:
    """Correct a stale memory. The correction is the review, so it is kept (re-activated) too:
    memory_update records the revision, then memory_keep clears the stale flag."""
    content = request.POST.get("content", "")
    hint = request.POST.get("recall_hint")

    def correct(principal: Any) -> Memory:
        memory_update(principal=principal, memory_id=memory_id, content=content, recall_hint=hint)
        return memory_keep(principal=principal, memory_id=memory_id)

    return _act(
        request, memory_id, partial="stale_row", fallback=reverse("curation:stale"),
        action=correct, done="Updated and kept: the corrected memory is active again.",
    )  # fmt: skip


@curator_required
@require_POST
def stale_archive(request: HttpRequest, memory_id: str) -> HttpResponse:
    def archive(principal: Any) -> Memory:
        memory = memory_forget(principal=principal, memory_id=memory_id)
        assert memory is not None  # a soft forget always returns the row
        return memory

    return _act(
        request, memory_id, partial="stale_row", fallback=reverse("curation:stale"),
        action=archive, done="Archived: it stays out of recall; restore it from its page.",
    )  # fmt: skip


# --- approval queue ---------------------------------------------------------------------


@curator_required
@require_GET
def approvals(request: HttpRequest) -> HttpResponse:
    page = paginate(request, reads.approval_queue(principal=page_principal(request)))
    return render(request, "approval_list", {"page": page, "qs": querystring(request)})


@curator_required
@require_POST
def approve(request: HttpRequest, memory_id: str) -> HttpResponse:
    return _act(
        request, memory_id, partial="approval_row", fallback=reverse("curation:approvals"),
        action=lambda p: memory_approve(principal=p, memory_id=memory_id),
        done="Approved: confidence is now 1.0.",
    )  # fmt: skip


# --- always_inject ----------------------------------------------------------------------


def _pin_filters(request: HttpRequest) -> dict[str, Any]:
    kind = request.GET.get("kind") or None
    scope = request.GET.get("scope") or None
    pinned = {"yes": True, "no": False, "proposed": "proposed"}.get(request.GET.get("pinned") or "")
    return {
        "kind": kind if kind in Kind.values and kind != Kind.MESSAGE else None,
        "scope": scope if scope in Scope.values else None,
        "q": (request.GET.get("q") or "").strip()[:200] or None,
        "pinned": pinned,
    }


@curator_required
@require_GET
def pins(request: HttpRequest) -> HttpResponse:
    filters = _pin_filters(request)
    page = paginate(request, reads.pin_list(principal=page_principal(request), **filters))
    context = {
        "page": page,
        "filters": filters,
        "pinned_value": request.GET.get("pinned") or "",
        "kinds": [k for k in Kind.values if k != Kind.MESSAGE],
        "scopes": Scope.values,
        "qs": querystring(request),
    }
    return render(request, "pin_list", context)


@curator_required
@require_POST
def pin_toggle(request: HttpRequest, memory_id: str) -> HttpResponse:
    value = request.POST.get("value") == "on"
    return _act(
        request, memory_id, partial="pin_row", fallback=reverse("curation:pins"),
        action=lambda p: memory_set_always_inject(principal=p, memory_id=memory_id, value=value),
        done="Pinned into every context of its scope." if value else "Not pinned.",
    )  # fmt: skip


# --- promotion --------------------------------------------------------------------------


@curator_required
@require_POST
def promote(request: HttpRequest, memory_id: str) -> HttpResponse:
    """Promote to organisation-wide knowledge; htmx gets the row's promote cell with the link."""
    principal = page_principal(request)
    try:
        knowledge = memory_promote(principal=principal, memory_id=memory_id)
    except DomainError as exc:
        if not is_htmx(request):
            messages.error(request, exc.message)
            return back(request, reverse("curation:pins"))
        context = {"memory_id": memory_id, "error": exc.message}
        return render(request, "promote", context, status=exc.status_code)
    if not is_htmx(request):
        messages.success(request, "Promoted to organisation-wide knowledge.")
        return back(request, reverse("curation:pins"))
    return render(request, "promote", {"memory_id": memory_id, "promoted_to": knowledge.pk})
