"""Who reads which part of the knowledge graph.

A person's graph (entities and relations) is hers: she and her keys read and change it. A
curator (admin) reads the graph of what they may read (`curator_filter`): their own, and another
person's entities and relations only where a memory the curator may read supports them (a
relation's source memory, or a memory naming the entity's URN): a shared memory, or a private one
its owner opened to curators. What only someone's private memories (or their own hand) put in the
graph answers a curator exactly like a missing entity, and is counted, never listed
(`entities_hidden_count`).
"""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.postgres.fields import ArrayField
from django.db.models import CharField, Exists, Func, OuterRef, Q, QuerySet

from memories.models import Entity, Memory, Relation
from memories.scoping.objects import fetch_one, int_id
from memories.scoping.principals import Principal
from memories.scoping.requirements import check_can_manage
from memories.scoping.visibility import curator_filter

ENTITY_MISSING = "No entity with this id."


def _readable_memories(principal: Principal) -> QuerySet[Memory]:
    return Memory.objects.filter(curator_filter(principal))


def relation_rule(principal: Principal, prefix: str = "") -> Q:
    """The relations the principal reads, among those of entities it reaches: a person all of
    her graph's; a curator their own and the ones whose source memory they may read."""
    if not principal.is_admin:
        return Q()
    readable = _readable_memories(principal).values("pk")
    return Q(**{f"{prefix}owner_id": principal.user_id}) | Q(
        **{f"{prefix}source_memory__in": readable}
    )


def _entity_rule(principal: Principal) -> Q:
    """A person's own graph; a curator's: their own, and others' entities a readable memory
    supports."""
    own = Q(owner_id=principal.user_id)
    if not principal.is_admin:
        return own
    sourced = Relation.objects.filter(relation_rule(principal)).exclude(owner_id=principal.user_id)
    urn = Func(
        OuterRef("urn"), template="ARRAY[%(expressions)s]::varchar[]",
        output_field=ArrayField(CharField()),
    )  # fmt: skip
    named = _readable_memories(principal).filter(
        owner_id=OuterRef("owner_id"), entities__contains=urn
    )
    return (
        own
        | Q(pk__in=sourced.values("subject"))
        | Q(pk__in=sourced.filter(object__isnull=False).values("object"))
        | Q(Exists(named))
    )


def entities_visible_to(principal: Principal) -> QuerySet[Entity]:
    """A person's graph is theirs alone (a bound key reads and writes its user's graph); a
    curator's is what their readable memories support (see the module). A key without
    `memory.read` reads none."""
    if not principal.can_read:
        return Entity.objects.none()
    return Entity.objects.filter(_entity_rule(principal))


def relations_visible_to(principal: Principal) -> QuerySet[Relation]:
    """The relations the principal reads (`relation_rule`); a key without `memory.read`:
    none."""
    if not principal.can_read:
        return Relation.objects.none()
    return Relation.objects.filter(relation_rule(principal))


def access_entity(principal: Principal, entity_id: object, *, for_write: bool = False) -> Entity:
    """One entity the principal reads (a curator: only one it may read; it changes no other).
    A change needs `memory.manage` and reaches the same graph whether or not the key may
    read."""
    missing = ENTITY_MISSING
    if for_write:
        check_can_manage(principal)
        rows = Entity.objects.filter(_entity_rule(principal))
    else:
        rows = entities_visible_to(principal)
    return fetch_one(rows, missing, pk=int_id(entity_id, missing))


@dataclass(frozen=True)
class HiddenEntities:
    entities: int
    people: int


def entities_hidden_count(principal: Principal) -> HiddenEntities:
    """Others' entities a curator may not read (what only private memories support): counted
    on the graph pages, never listed. Nothing for anyone else."""
    if not principal.is_admin:
        return HiddenEntities(0, 0)
    hidden = Entity.objects.exclude(_entity_rule(principal))
    return HiddenEntities(hidden.count(), hidden.values("owner_id").distinct().count())
