"""Reads of the knowledge graph and of stale memories, scoped to what the principal may see."""

from __future__ import annotations

import re
from dataclasses import dataclass

from django.db.models import Q, QuerySet
from django.db.models.expressions import RawSQL
from django.db.models.functions import Lower

from memories.models import Entity, Memory, Relation, Status
from memories.scoping import (
    Principal,
    access_entity,
    entities_visible_to,
    memories_visible_to,
    relations_visible_to,
)

# the graph's reads re-export the one entity and relation rule
__all__ = ["entities_visible_to", "relations_visible_to"]


def entity_list(
    *, principal: Principal, q: str | None = None, kind: str | None = None
) -> QuerySet[Entity]:
    qs = entities_visible_to(principal)
    if q:
        qs = qs.filter(Q(name__icontains=q) | Q(aliases__icontains=q) | Q(urn__icontains=q))
    if kind:
        qs = qs.filter(kind=kind)
    return qs.order_by("name", "pk")


def entity_timeline(
    *, principal: Principal, entity_id: object, include_history: bool = True
) -> tuple[Entity, list[Relation]]:
    """Every relation the entity takes part in that the principal reads, oldest first; current
    ones only on request."""
    entity = access_entity(principal, entity_id)
    relations = relations_visible_to(principal).filter(Q(subject=entity) | Q(object=entity))
    relations = relations.select_related("subject", "object")
    if not include_history:
        relations = relations.filter(valid_to__isnull=True, retired_at__isnull=True)
    return entity, list(relations.order_by("valid_from", "id"))


def stale_list(*, principal: Principal) -> QuerySet[Memory]:
    """Memories flagged stale, with their reasons, newest first (review_stale)."""
    return (
        memories_visible_to(principal)
        .filter(status=Status.STALE)
        .select_related("owner", "persona", "project", "system")
        .order_by("-updated_at", "-id")
    )


def _ngrams(query: str, longest: int = 4) -> list[str]:
    words = re.findall(r"[\w'-]+", query.casefold())
    grams = {
        " ".join(words[i : i + n]) for n in range(1, longest + 1) for i in range(len(words) - n + 1)
    }
    return sorted(g for g in grams if len(g) >= 3)


@dataclass(frozen=True)
class GraphSeeds:
    named: list[str]  # entities the query names itself (by name or alias)
    urns: list[str]  # those first, then their neighbours over current relations


def graph_seed_urns(
    *, principal: Principal, query: str, hops: int = 1, limit: int = 50
) -> list[str]:
    """URNs of the entities a query names (by name or alias), then their neighbours over
    current relations up to `hops` away — the starting points of the recall graph walk."""
    return graph_seeds(principal=principal, query=query, hops=hops, limit=limit).urns


def graph_seeds(*, principal: Principal, query: str, hops: int = 1, limit: int = 50) -> GraphSeeds:
    """`graph_seed_urns`, telling the entities the query names apart from their neighbours."""
    grams = _ngrams(query)
    if not grams or not principal.can_read:
        return GraphSeeds(named=[], urns=[])
    alias_hit = RawSQL(
        "SELECT id FROM memories_entity WHERE EXISTS "
        "(SELECT 1 FROM unnest(aliases) AS a WHERE lower(a) = ANY(%s))",
        [grams],
    )
    named = (
        entities_visible_to(principal)
        .annotate(lname=Lower("name"))
        .filter(Q(lname__in=grams) | Q(pk__in=alias_hit))
        .values_list("pk", "urn")[:limit]
    )
    ids = {pk for pk, _ in named}
    urns = [urn for _, urn in named]
    frontier = set(ids)
    for _ in range(hops):
        if not frontier or len(ids) >= limit:
            break
        edges = (
            relations_visible_to(principal)
            .filter(
                Q(subject_id__in=frontier) | Q(object_id__in=frontier),
                valid_to__isnull=True,
                retired_at__isnull=True,
                object__isnull=False,
                # Mining's co-mention links (0.5) are too weak to hop along: they would spread a
                # speaker's name over everything they ever mentioned.
                confidence__gte=0.75,
            )
            .values_list("subject_id", "object_id")[: limit * 4]
        )
        nxt = {n for edge in edges for n in edge if n is not None and n not in ids}
        ids |= nxt
        frontier = nxt
    neighbours = ids - {pk for pk, _ in named}
    extra: list[str] = []
    if neighbours:
        reached = entities_visible_to(principal).filter(pk__in=neighbours)
        extra = sorted(reached.values_list("urn", flat=True))
    return GraphSeeds(named=urns, urns=list(dict.fromkeys([*urns, *extra]))[:limit])
