"""Graph pages for curators: the explorer over the graph a curator may read (their own, and what
readable memories support: `scoping.entities_visible_to`; the rest counted, never shown), a
neighbourhood at a time, as of a date; the entity list (with search) and one entity's timeline
picture, facts and events. The pictures and their reads are shared with a person's own
/memory/graph pages."""

from __future__ import annotations

from django.http import HttpResponse
from django.urls import reverse
from django.views.decorators.http import require_GET

from curation.views.common import PAGE, curator_required, paginate, querystring, render
from memories.graph_selectors import entity_list
from memories.models import Entity
from memories.scoping import entities_hidden_count
from memories.views.graph import entity_context, graph_context
from memories.views.rendering import page_principal, render_partial
from memory_project.errors import NotFound
from memory_project.htmx_messages import HtmxHttpRequest


def _entity_href(entity: Entity) -> str:
    return reverse("curation:entity", args=[entity.pk])


@curator_required
@require_GET
def graph(request: HtmxHttpRequest) -> HttpResponse:
    principal = page_principal(request)
    context, status = graph_context(request, principal, _entity_href)
    context["hidden_graph"] = entities_hidden_count(principal)
    return render_partial(
        request, "memories/partials/graph.html", context, page=PAGE, status=status
    )


@curator_required
@require_GET
def entities(request: HtmxHttpRequest) -> HttpResponse:
    q = (request.GET.get("q") or "").strip()[:200]
    principal = page_principal(request)
    qs = entity_list(principal=principal, q=q or None).select_related("owner")
    context = {
        "page": paginate(request, qs, per_page=50), "q": q, "qs": querystring(request),
        "hidden_graph": entities_hidden_count(principal),
    }  # fmt: skip
    return render(request, "entity_list", context)


@curator_required
@require_GET
def entity_detail(request: HtmxHttpRequest, entity_id: int) -> HttpResponse:
    try:
        context = entity_context(page_principal(request), entity_id, _entity_href)
    except NotFound as exc:
        return render(request, "row_error", {"message": exc.message}, status=404)
    context |= {"graph_url": reverse("curation:graph"), "list_url": reverse("curation:entities")}
    return render_partial(request, "memories/partials/entity.html", context, page=PAGE)
