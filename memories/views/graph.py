"""/memory/graph: a person's own knowledge graph as a picture (server-rendered SVG) with a table
under it, and one entity's facts and timeline. The curation pages reuse `graph_context` and
`entity_context` for the graph a curator may read (`scoping.entities_visible_to`)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, time
from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.urls import reverse
from django.utils import timezone
from django.utils.dateparse import parse_date
from django.views.decorators.http import require_GET

from memories.charts import colours_for, legend, timeline_svg
from memories.graph_pictures import MAX_HOPS, MAX_NODES, graph_neighbourhood, relation_spans
from memories.graph_selectors import entities_visible_to, entity_timeline
from memories.graph_svg import graph_svg
from memories.models import Entity, EntityEvent, Status
from memories.scoping import Principal, memories_visible_to
from memories.views.rendering import page_principal, render_partial
from memory_project.errors import NotFound
from memory_project.htmx_messages import HtmxHttpRequest

PAGE = "memories/page.html"
FACTS_SHOWN = 20
MAX_SPANS = 200


def _as_of(raw: str) -> tuple[datetime | None, str]:
    """A date (YYYY-MM-DD) read as the end of that day, UTC; an error message if unreadable."""
    raw = raw.strip()
    if not raw:
        return None, ""
    try:
        day = parse_date(raw)
    except ValueError:
        day = None
    if day is None:
        return None, "“As of” is a date like 2024-05-31."
    return datetime.combine(day, time.max, tzinfo=UTC), ""


def graph_context(
    request: HtmxHttpRequest, principal: Principal, entity_href: Callable[[Entity], str]
) -> tuple[dict[str, Any], int]:
    """What the graph explorer shows for the query string: the neighbourhood picture, its
    legend and its table; a status (400 for an unreadable date or number)."""
    errors = []
    as_of, error = _as_of(request.GET.get("as_of") or "")
    if error:
        errors.append(error)
    raw_centre = (request.GET.get("entity") or "").strip()
    centre_id = int(raw_centre) if raw_centre.isdigit() else None
    if raw_centre and centre_id is None:
        errors.append("Pick an entity by following its link.")
    raw_hops = (request.GET.get("hops") or "2").strip()
    hops = int(raw_hops) if raw_hops.isdigit() and 1 <= int(raw_hops) <= MAX_HOPS else 2
    if raw_hops != str(hops):
        errors.append(f"Hops is a whole number from 1 to {MAX_HOPS}.")
    kind = (request.GET.get("kind") or "").strip()[:40] or None
    q = (request.GET.get("q") or "").strip()[:200] or None
    hood = graph_neighbourhood(
        principal=principal, centre_id=centre_id, hops=hops, as_of=as_of, kind=kind, q=q
    )
    visible = entities_visible_to(principal)
    kinds = sorted(set(visible.values_list("kind", flat=True).distinct()))
    colours = colours_for(kinds)
    nodes = hood.nodes(entity_href)
    shown_kinds = sorted({n.kind for n in nodes})
    when = as_of.date().isoformat() if as_of else "now"
    context: dict[str, Any] = {
        "hood": hood,
        "svg": graph_svg(
            nodes, hood.edges(), colours=colours,
            label=f"Knowledge graph around {hood.centre.name if hood.centre else 'nothing'}, {when}",
        ) if hood.centre else "",
        "legend": legend(shown_kinds, colours),
        "kinds": kinds,
        "kind": kind or "",
        "q": q or "",
        "hops": hops,
        "max_hops": range(1, MAX_HOPS + 1),
        "as_of": as_of.date().isoformat() if as_of else "",
        "cap": MAX_NODES,
        "errors": errors,
        "centre_href": entity_href(hood.centre) if hood.centre else "",
        "rows": [
            {"r": r, "subject_href": entity_href(r.subject),
             "object_href": entity_href(r.object) if r.object else ""}
            for r in hood.relations
        ],
        "graph_url": request.path,
    }  # fmt: skip
    return context, 400 if errors else 200


def entity_context(
    principal: Principal, entity_id: object, entity_href: Callable[[Entity], str]
) -> dict[str, Any]:
    """One entity: its relations as a timeline picture, the facts (memories) naming it, the
    latest events. NotFound when it is not the principal's to see."""
    entity, relations = entity_timeline(principal=principal, entity_id=entity_id)
    relations = relations[-MAX_SPANS:]  # the latest, still oldest first
    spans = relation_spans(entity, relations)
    facts = (
        memories_visible_to(principal)
        .filter(entities__contains=[entity.urn], status__in=[Status.ACTIVE, Status.STALE])
        .order_by("-created_at", "-id")[:FACTS_SHOWN]
    )
    events = EntityEvent.objects.filter(entity=entity).select_related("actor")
    latest = events.order_by("-occurred_at", "-id")[:50]
    return {
        "entity": entity,
        "rows": [
            {
                "r": r,
                "span": span,
                "object_href": entity_href(r.object) if r.object else "",
                "subject_href": entity_href(r.subject),
            }
            for r, span in zip(relations, spans, strict=True)
        ],
        "timeline": timeline_svg(
            spans, now=timezone.now(), label=f"Relations of {entity.name} over time"
        ),
        "current": sum(1 for s in spans if s.state == "current"),
        "superseded": sum(1 for s in spans if s.state == "superseded"),
        "facts": list(facts),
        "events": list(reversed(latest)),
    }


def _own_entity_href(entity: Entity) -> str:
    return reverse("memory-entity", args=[entity.pk])


@login_required
@require_GET
def memory_graph(request: HtmxHttpRequest) -> HttpResponse:
    context, status = graph_context(request, page_principal(request), _own_entity_href)
    return render_partial(
        request, "memories/partials/graph.html", context, page=PAGE, status=status
    )


@login_required
@require_GET
def memory_entity(request: HtmxHttpRequest, entity_id: int) -> HttpResponse:
    try:
        context = entity_context(page_principal(request), entity_id, _own_entity_href)
    except NotFound as exc:
        return render_partial(
            request, "memories/partials/not_found.html", {"message": exc.message},
            page=PAGE, status=404,
        )  # fmt: skip
    context["graph_url"] = reverse("memory-graph")
    return render_partial(request, "memories/partials/entity.html", context, page=PAGE)
