"""Writes to the temporal knowledge graph, and the staleness they trigger.

A changed fact adds a relation and closes the current one of the same subject and predicate
(when the predicate `replaces`); an entity event (deprecated, changed) or a closed relation flags
every active memory that references it as stale, with a reason a curator can read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from django.db import connection, transaction
from django.db.models import Q
from django.db.models.expressions import RawSQL
from django.utils import timezone
from django.utils.text import slugify

from memories.models import Entity, EntityEvent, Memory, Relation, Status
from memories.scoping import Principal, access_entity
from memories.services.lifecycle.governance import memory_mark_stale
from memories.services.rules.validation import scrub_text
from memory_project.errors import NotFound, ValidationFailed

PREDICATE_PATTERN = r"^[a-z][a-z0-9_]{0,99}$"
_PREDICATE = re.compile(PREDICATE_PATTERN)


def normalise_name(name: str) -> str:
    return re.sub(r"\s+", " ", name).strip().casefold()


def entity_urn(*, kind: str, name: str) -> str:
    return f"urn:ml:{slugify(kind) or 'thing'}:{slugify(name) or 'unnamed'}"


def entity_resolve(*, owner_id: int, name: str) -> Entity | None:
    """Find an owner's entity by name or any alias, ignoring case and spacing (one query)."""
    key = normalise_name(name)
    alias_match = RawSQL(
        "SELECT id FROM memories_entity WHERE owner_id = %s "
        "AND %s = ANY(SELECT lower(regexp_replace(btrim(a), '\\s+', ' ', 'g')) "
        "FROM unnest(aliases) AS a)",
        [owner_id, key],
    )
    return (
        Entity.objects.filter(owner_id=owner_id)
        .filter(Q(name__iexact=re.sub(r"\s+", " ", name).strip()) | Q(pk__in=alias_match))
        .order_by("pk")
        .first()
    )


def entity_upsert(
    *, owner_id: int, name: str, kind: str = "thing", aliases: Sequence[str] = ()
) -> Entity:
    """Return the entity this name (or alias) already denotes, merging aliases; or create it."""
    clean = re.sub(r"\s+", " ", name).strip()
    if not clean or len(clean) > 200 or "\x00" in clean:
        raise ValidationFailed(fields={"name": ["1 to 200 characters, no NUL"]})
    # Names, aliases and kinds are free text a person or agent typed: scrubbed like content.
    clean = scrub_text(clean)[:200]
    kind = scrub_text(kind)[:40]
    extra = [
        scrub_text(a.strip())[:200]
        for a in aliases
        if a.strip() and normalise_name(a) != normalise_name(clean)
    ]
    with transaction.atomic():
        _lock(f"entity:{owner_id}:{normalise_name(clean)}")
        entity = entity_resolve(owner_id=owner_id, name=clean)
        for alias in extra:
            entity = entity or entity_resolve(owner_id=owner_id, name=alias)
        if entity is None:
            entity, _ = Entity.objects.get_or_create(
                owner_id=owner_id,
                urn=entity_urn(kind=kind, name=clean),
                defaults={"name": clean, "kind": kind, "aliases": extra},
            )
            return entity
        known = {normalise_name(entity.name), *map(normalise_name, entity.aliases)}
        new = [a for a in [clean, *extra] if normalise_name(a) not in known]
        if new:
            entity.aliases = [*entity.aliases, *dict.fromkeys(new)]
            entity.save(update_fields=["aliases", "updated_at"])
        return entity


def _lock(key: str) -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(hashtextextended(%(key)s, 13))", {"key": key})


@dataclass(frozen=True)
class AssertResult:
    relation: Relation
    created: bool
    closed: tuple[Relation, ...]
    stale_flagged: int


def relation_assert(
    *,
    owner_id: int,
    subject: Entity,
    predicate: str,
    obj: Entity | None = None,
    object_value: str = "",
    valid_from: datetime | None = None,
    replaces: bool = True,
    confidence: float = 1.0,
    source_pointer: str = "",
    source_memory: Memory | None = None,
) -> AssertResult:
    """Record `subject predicate object` as true from `valid_from`; idempotent for the same fact."""
    if not _PREDICATE.match(predicate):
        raise ValidationFailed(fields={"predicate": ["lower_snake_case, 1 to 100 characters"]})
    if (obj is None) == (not object_value.strip()):
        raise ValidationFailed(fields={"object": ["give exactly one of an entity or a value"]})
    object_value = scrub_text(object_value)[:500]
    if subject.owner_id != owner_id or (obj is not None and obj.owner_id != owner_id):
        raise NotFound("No entity with this id.")
    when = valid_from or timezone.now()
    with transaction.atomic():
        _lock(f"relation:{subject.pk}:{predicate}")
        current = Relation.objects.filter(
            subject=subject, predicate=predicate, valid_to__isnull=True, retired_at__isnull=True
        )
        same = current.filter(object=obj, object_value=object_value.strip()).first()
        if same is not None:
            return AssertResult(relation=same, created=False, closed=(), stale_flagged=0)
        closed = tuple(current.select_related("subject", "object")) if replaces else ()
        now = timezone.now()
        for old in closed:
            old.valid_to = max(when, old.valid_from)
            old.retired_at = now
            old.save(update_fields=["valid_to", "retired_at"])
        relation = Relation.objects.create(
            owner_id=owner_id,
            subject=subject,
            predicate=predicate,
            object=obj,
            object_value=object_value.strip(),
            valid_from=when,
            confidence=confidence,
            source_pointer=source_pointer,
            source_memory=source_memory,
        )
    flagged = sum(staleness_flag_for_closed_relation(old, replacement=relation) for old in closed)
    return AssertResult(relation=relation, created=True, closed=closed, stale_flagged=flagged)


def _describe(relation: Relation) -> str:
    target = relation.object.name if relation.object is not None else relation.object_value
    return f"{relation.subject.name} {relation.predicate.replace('_', ' ')} {target}"


def staleness_flag_for_closed_relation(relation: Relation, *, replacement: Relation | None) -> int:
    """Memories that state the closed fact (they reference its subject and its old object, or
    were its source) go stale with a reason naming what replaced it."""
    refs = Q(entities__contains=[relation.subject.urn])
    if relation.object is not None:
        refs &= Q(entities__contains=[relation.object.urn])
    else:
        refs &= Q(content__icontains=relation.object_value)
    if relation.source_memory_id:
        refs |= Q(pk=relation.source_memory_id)
    ids = Memory.objects.filter(owner_id=relation.owner_id, status=Status.ACTIVE).filter(refs)
    when = relation.valid_to or timezone.now()
    reason = f"relation '{_describe(relation)}' closed on {when:%Y-%m-%d}"
    if replacement is not None:
        reason += f"; now '{_describe(replacement)}'"
    return memory_mark_stale(memory_ids=ids.values_list("pk", flat=True), reason=reason)


def entity_event_record(
    *,
    principal: Principal,
    entity_id: object,
    kind: str,
    note: str = "",
    occurred_at: datetime | None = None,
) -> EntityEvent:
    """Record that an entity was deprecated or changed; flag the memories that reference it."""
    if kind not in EntityEvent.Kind.values:
        raise ValidationFailed(fields={"kind": [f"one of {sorted(EntityEvent.Kind.values)}"]})
    entity = access_entity(principal, entity_id, for_write=True)
    when = occurred_at or timezone.now()
    with transaction.atomic():
        event = EntityEvent.objects.create(
            entity=entity,
            kind=kind,
            note=scrub_text(note.replace("\x00", ""))[:2000],
            occurred_at=when,
            actor_id=principal.user_id,
        )
        if kind == EntityEvent.Kind.DEPRECATED and entity.status != Entity.Status.DEPRECATED:
            entity.status = Entity.Status.DEPRECATED
            entity.save(update_fields=["status", "updated_at"])
    event.stale_flagged = staleness_flag_for_entity(entity, event=event)
    EntityEvent.objects.filter(pk=event.pk).update(stale_flagged=event.stale_flagged)
    return event


def staleness_flag_for_entity(entity: Entity, *, event: EntityEvent) -> int:
    refs = Memory.objects.filter(
        owner_id=entity.owner_id, status=Status.ACTIVE, entities__contains=[entity.urn]
    )
    reason = f"entity {entity.name} ({entity.urn}) was {event.kind} on {event.occurred_at:%Y-%m-%d}"
    if event.note:
        reason += f": {event.note}"
    return memory_mark_stale(memory_ids=refs.values_list("pk", flat=True), reason=reason)
