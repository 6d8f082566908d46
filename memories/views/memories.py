"""/memory: a person's memories — list, search (the recall pipeline), detail with history,
archive with confirmation, restore, and (its owner or a curator) delete for good with a typed
confirmation. What other people did to one's memory shows on its page (curator_actions)."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.safestring import SafeString
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from memories import charts, selectors
from memories.curator_actions import memory_actions_by_others
from memories.models import PRIVATE_SCOPES, CuratorRequest, Kind, Scope, Status
from memories.retrieval.pipeline import memory_recall
from memories.retrieval.types import RecallHit
from memories.scoping import can_write, memory_get_for_read
from memories.services.lifecycle.governance import (
    may_erase,
    memory_forget,
    memory_restore,
    memory_set_always_inject,
)
from memories.views.rendering import page_principal, redirect_after_post, render_partial
from memory_project.errors import DomainError
from memory_project.htmx_messages import HtmxHttpRequest, flash_call

PAGE = "memories/page.html"


def _filters(request: HtmxHttpRequest) -> dict[str, str | None]:
    def pick(name: str, allowed: list[str]) -> str | None:
        value = request.GET.get(name) or None
        return value if value in allowed else None

    return {
        "kind": pick("kind", list(Kind.values)),
        "scope": pick("scope", list(Scope.values)),
        "status": pick("status", list(Status.values)),
        "q": (request.GET.get("q") or "").strip()[:200] or None,
        # A subject label of mem0's surface (`user_id:alice-123`): whom the memory is about.
        "subject": (request.GET.get("subject") or "").strip()[:300] or None,
    }


@login_required
@require_GET
def memory_home(request: HtmxHttpRequest) -> HttpResponse:
    principal = page_principal(request)
    filters = _filters(request)
    qs = selectors.memory_list(principal=principal, **filters).select_related(
        "persona", "project", "system"
    )
    page = Paginator(qs, 25).get_page(request.GET.get("page"))
    context = {
        "page": page,
        "filters": filters,
        "kinds": Kind.values,
        "scopes": Scope.values,
        "statuses": Status.values,
        "querystring": request.GET.urlencode(),
    }
    return render_partial(request, "memories/partials/memory_list.html", context, page=PAGE)


@login_required
@require_GET
def memory_search(request: HtmxHttpRequest) -> HttpResponse:
    """Search with the same recall pipeline agents use, showing its ranking and any degradation."""
    principal = page_principal(request)
    query = (request.GET.get("query") or "").strip()[:1000]
    context: dict[str, Any] = {"query": query}
    if query:
        try:  # the pipeline applies the person's settings (on/off, top-k, rerank)
            result = memory_recall(principal=principal, query=query, explain=True)
        except DomainError as exc:
            context["error"] = exc.message
        else:
            # As /context: only what bears on the query is listed; the rest is only counted.
            context["result"] = result
            related = [hit for hit in result.results if hit.evidence.matches_query]
            context["related"] = [(hit, *_why(hit, related)) for hit in related]
            context["unrelated"] = len(result.results) - len(related)
            context["part_legend"] = charts.legend(
                [p for p in SCORE_PARTS if any(p in dict(_parts(h)) for h in related)],
                PART_COLOURS,
            )
    return render_partial(request, "memories/partials/search_results.html", context, page=PAGE)


# Recall's score parts (memories/retrieval/scoring.py), in the order the bars stack them.
SCORE_PARTS = (
    "vector", "lexical", "entity", "graph", "temporal", "preference", "prior", "room", "subject",
)  # fmt: skip
PART_COLOURS = {name: charts.colour_for(i) for i, name in enumerate(SCORE_PARTS)}


def _parts(hit: RecallHit) -> list[tuple[str, float]]:
    parts = (hit.explain or {}).get("parts") or {}
    known = [(name, float(parts[name])) for name in SCORE_PARTS if name in parts]
    return known + sorted((k, float(v)) for k, v in parts.items() if k not in SCORE_PARTS)


def _why(hit: RecallHit, hits: list[RecallHit]) -> tuple[SafeString, list[tuple[str, float]]]:
    """A hit's score parts as one bar, on the scale of the best hit's score (comparable)."""
    scale = max((h.score for h in hits), default=0.0)
    parts = _parts(hit)
    bar = charts.score_bar(
        parts, label=f"Why score {hit.score:.3f}", colours=PART_COLOURS, scale=scale
    )
    return bar, parts


@login_required
@require_GET
def memory_detail(request: HtmxHttpRequest, memory_id: str) -> HttpResponse:
    return _detail(request, memory_id)


def _detail(request: HtmxHttpRequest, memory_id: str) -> HttpResponse:
    principal = page_principal(request)
    try:
        memory = memory_get_for_read(principal=principal, memory_id=memory_id)
        history = selectors.memory_history(principal=principal, memory_id=memory_id)
    except DomainError as exc:
        return render_partial(
            request, "memories/partials/not_found.html", {"message": exc.message}, page=PAGE,
            status=exc.status_code,
        )  # fmt: skip
    can_change = can_write(principal, memory)  # the write rule decides the buttons too
    mine = memory.owner_id == principal.user_id
    context = {
        "memory": memory,
        "history": history,
        "can_change": can_change,
        "can_hard_delete": can_change and may_erase(principal, memory),
        "is_owner": mine,
        "is_private": memory.scope in PRIVATE_SCOPES,
        "requests": CuratorRequest.choices,
        "others": memory_actions_by_others(principal=principal, memory_id=memory.pk)
        if mine
        else [],
    }
    return render_partial(request, "memories/partials/memory_detail.html", context, page=PAGE)


def back_to_detail(request: HtmxHttpRequest, memory_id: str) -> HttpResponse:
    """After a change on the detail page: htmx gets the detail again, a browser a redirect."""
    return _back(request, memory_id)


def _back(request: HtmxHttpRequest, memory_id: str) -> HttpResponse:
    if request.htmx:
        return _detail(request, memory_id)
    return redirect(reverse("memory-detail", args=[memory_id]))


@login_required
@require_http_methods(["GET", "POST"])
def memory_archive(request: HtmxHttpRequest, memory_id: str) -> HttpResponse:
    """GET asks for confirmation; POST archives (a soft delete: restore brings it back)."""
    principal = page_principal(request)
    if request.method == "GET":
        try:
            memory = memory_get_for_read(principal=principal, memory_id=memory_id)
        except DomainError as exc:
            return render_partial(
                request, "memories/partials/not_found.html", {"message": exc.message},
                page=PAGE, status=exc.status_code,
            )  # fmt: skip
        return render_partial(
            request, "memories/partials/confirm_archive.html", {"memory": memory}, page=PAGE
        )
    flash_call(
        request,
        lambda: memory_forget(principal=principal, memory_id=memory_id),
        done="Archived. It no longer appears in recall; restore undoes it.",
    )
    return _back(request, memory_id)


@login_required
@require_POST
def memory_restore_view(request: HtmxHttpRequest, memory_id: str) -> HttpResponse:
    flash_call(
        request,
        lambda: memory_restore(principal=page_principal(request), memory_id=memory_id),
        done="Restored: it is active again.",
    )
    return _back(request, memory_id)


@login_required
@require_POST
def memory_always_inject_view(request: HtmxHttpRequest, memory_id: str) -> HttpResponse:
    """Pin or unpin; on an agent's proposal, pinning confirms it and unpinning declines it."""
    value = request.POST.get("value") == "on"
    flash_call(
        request,
        lambda: memory_set_always_inject(
            principal=page_principal(request), memory_id=memory_id, value=value
        ),
        done=lambda memory: (
            "Pinned: it goes into every composed context of its scope."
            if memory.always_inject
            else "Not pinned: it goes into a context only when recalled."
        ),
    )
    return _back(request, memory_id)


@login_required
@require_POST
def memory_hard_delete(request: HtmxHttpRequest, memory_id: str) -> HttpResponse:
    """Its owner or a curator, a person, and only with the memory's id typed in as
    confirmation: the same erasure either way (memories_erase: vectors, revisions, older
    versions, palace derivatives, Redis)."""
    principal = page_principal(request)
    status = flash_call(
        request,
        lambda: memory_forget(
            principal=principal,
            memory_id=memory_id,
            hard=True,
            confirm=(request.POST.get("confirm") or "").strip(),
        ),
        done="Deleted for good.",
    )
    if status != 200:
        return _back(request, memory_id)
    return redirect_after_post(request, reverse("memory-home"))
