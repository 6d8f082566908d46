"""Entity pages: the entity list (with search) and one entity's timeline — relations oldest
first, current vs closed, with the events (deprecated, changed) that flagged memories stale."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.views.decorators.http import require_GET

from curation.views.common import curator_required, paginate, querystring, render
from memories.graph_selectors import entity_list, entity_timeline
from memories.models import EntityEvent
from memories.views.rendering import page_principal
from memory_project.errors import NotFound

EVENTS_SHOWN = 50


@curator_required
@require_GET
def entities(request: HttpRequest) -> HttpResponse:
    q = (request.GET.get("q") or "").strip()[:200]
    qs = entity_list(principal=page_principal(request), q=q or None).select_related("owner")
    context = {"page": paginate(request, qs, per_page=50), "q": q, "qs": querystring(request)}
    return render(request, "entity_list", context)


@curator_required
@require_GET
def entity_detail(request: HttpRequest, entity_id: int) -> HttpResponse:
    try:
        entity, relations = entity_timeline(principal=page_principal(request), entity_id=entity_id)
    except NotFound as exc:
        return render(request, "row_error", {"message": exc.message}, status=404)
    # The latest events only (an entity can collect many), shown oldest first like relations.
    latest = EntityEvent.objects.filter(entity=entity).select_related("actor")
    events = list(reversed(latest.order_by("-occurred_at", "-id")[:EVENTS_SHOWN]))
    context = {
        "entity": entity,
        "page": paginate(request, relations, per_page=50),
        "current": sum(1 for r in relations if r.is_current),
        "events": events,
        "qs": querystring(request),
    }
    return render(request, "entity_timeline", context)
