"""Reads behind the graph pictures: a capped neighbourhood of the knowledge graph as it stood at
a moment, and one entity's relations as time spans. Scoped by `entities_visible_to` and
`relations_visible_to` (a person sees only their own graph; a curator their own and what
readable memories support)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

from django.db.models import Count, Q, QuerySet
from django.utils import timezone

from memories.charts import Span
from memories.graph_selectors import entities_visible_to, relations_visible_to
from memories.graph_svg import Edge, Node
from memories.models import Entity, Relation
from memories.scoping import Principal

MAX_NODES = 60
MAX_HOPS = 3


def relations_as_of(qs: QuerySet[Relation], as_of: datetime | None) -> QuerySet[Relation]:
    """Relations true at `as_of` in the world (valid time: valid_from ≤ as_of < valid_to), as
    we know it now — a fact learned later about an earlier time counts. A relation retired
    without a valid_to ends at its retirement. None: the relations true now."""
    if as_of is None:
        return qs.filter(valid_to__isnull=True, retired_at__isnull=True)
    return qs.filter(valid_from__lte=as_of).filter(
        Q(valid_to__gt=as_of)
        | Q(valid_to__isnull=True, retired_at__isnull=True)
        | Q(valid_to__isnull=True, retired_at__gt=as_of)
    )


@dataclass
class Neighbourhood:
    centre: Entity | None
    entities: list[Entity] = field(default_factory=list)
    hops: dict[int, int] = field(default_factory=dict)  # entity id → hops from the centre
    relations: list[Relation] = field(default_factory=list)
    truncated: bool = False

    def nodes(self, href: Callable[[Entity], str]) -> list[Node]:
        return [
            Node(
                key=e.pk,
                label=e.name,
                kind=e.kind,
                href=href(e),
                ring=self.hops.get(e.pk, 1),
                deprecated=e.status == Entity.Status.DEPRECATED,
            )
            for e in self.entities
        ]

    def edges(self) -> list[Edge]:
        return [
            Edge(source=r.subject_id, target=r.object_id, label=r.predicate, current=r.is_current)
            for r in self.relations
            if r.object_id is not None
        ]


def graph_neighbourhood(
    *,
    principal: Principal,
    centre_id: int | None = None,
    hops: int = 2,
    as_of: datetime | None = None,
    kind: str | None = None,
    q: str | None = None,
    cap: int = MAX_NODES,
) -> Neighbourhood:
    """The entities within `hops` relations of the centre (as of `as_of`), at most `cap` of
    them, nearest first, so a large graph never loads whole. Text `q` picks the centre: the
    best-connected visible entity whose name or alias contains it (then `centre_id` is
    ignored); with neither, the best-connected entity of all. `kind` narrows the entities
    drawn around the centre (the centre itself always stays)."""
    visible = entities_visible_to(principal)
    hops = max(1, min(hops, MAX_HOPS))
    centre = visible.filter(pk=centre_id).first() if centre_id is not None and not q else None
    if centre is None:
        candidates = visible
        if q:
            candidates = candidates.filter(Q(name__icontains=q) | Q(aliases__icontains=q))
        elif kind:
            candidates = candidates.filter(kind=kind)
        live = relations_as_of(relations_visible_to(principal), as_of)
        centre = (
            candidates.annotate(
                degree=Count("relations_out", filter=Q(relations_out__in=live), distinct=True)
                + Count("relations_in", filter=Q(relations_in__in=live), distinct=True)
            )
            .order_by("-degree", "name", "pk")
            .first()
        )
    if centre is None:
        return Neighbourhood(centre=None)

    found: dict[int, int] = {centre.pk: 0}
    relations: dict[int, Relation] = {}
    frontier = {centre.pk}
    live = relations_as_of(relations_visible_to(principal).filter(owner_id=centre.owner_id), as_of)
    truncated = False
    for depth in range(1, hops + 1):
        if not frontier:
            break
        step = live.filter(Q(subject_id__in=frontier) | Q(object_id__in=frontier)).select_related(
            "subject", "object"
        )
        next_frontier: set[int] = set()
        for relation in step.order_by("subject__name", "predicate", "id")[: cap * 4]:
            relations[relation.pk] = relation
            for end in (relation.subject_id, relation.object_id):
                if end is None or end in found:
                    continue
                if len(found) >= cap:
                    truncated = True
                    continue
                found[end] = depth
                next_frontier.add(end)
        frontier = next_frontier

    entities = {e.pk: e for e in visible.filter(pk__in=found)}
    if kind:
        entities = {pk: e for pk, e in entities.items() if e.kind == kind or pk == centre.pk}
    shown = [
        r
        for r in relations.values()
        if r.subject_id in entities and (r.object_id is None or r.object_id in entities)
    ]
    ordered = sorted(entities.values(), key=lambda e: (found[e.pk], e.name.casefold(), e.pk))
    return Neighbourhood(
        centre=centre,
        entities=ordered,
        hops={pk: found[pk] for pk in entities},
        relations=sorted(shown, key=lambda r: (r.subject.name, r.predicate, r.valid_from, r.pk)),
        truncated=truncated,
    )


def relation_spans(entity: Entity, relations: list[Relation]) -> list[Span]:
    """Each relation as a span over valid time. Closed ones are "superseded" when a later
    relation took over the same subject and predicate, else "ended"."""
    starts: dict[tuple[int, str], list[datetime]] = {}
    for r in relations:
        starts.setdefault((r.subject_id, r.predicate), []).append(r.valid_from)
    spans = []
    for r in relations:
        target = r.object.name if r.object_id and r.object else r.object_value
        label = f"{r.subject.name} {r.predicate} {target}"
        if r.is_current:
            state = "current"
        else:
            closed_at = r.valid_to or r.retired_at or timezone.now()
            later = [s for s in starts[(r.subject_id, r.predicate)] if s > r.valid_from]
            state = "superseded" if any(s <= closed_at for s in later) else "ended"
        end = r.valid_to or r.retired_at
        spans.append(Span(label=label, start=r.valid_from, end=end, state=state))
    return spans
