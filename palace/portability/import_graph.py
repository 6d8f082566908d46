"""Import the knowledge graph's parts: entities (kept when the owner has one of that URN),
relations and entity events. Texts are scrubbed of secrets on the way in; a relation's source
memory is kept only when it came in with the archive or is the owner's."""

from __future__ import annotations

from memories.models import Entity, EntityEvent, Relation
from memories.services.rules.validation import scrub_text
from palace.portability.import_memories import memory_ref, owners_of
from palace.portability.state import ImportState, Where, at, batched, checked_identifier, when


def import_entities(state: ImportState) -> None:
    for chunk in batched(state.reader.records("entities")):
        keyed = [(Where("entities", line), rec) for line, rec in chunk]
        owners = {state.owner(rec["owner"], w) for w, rec in keyed}
        urns = {rec["urn"] for _, rec in keyed}
        found = {
            (o, u): pk
            for pk, o, u in Entity.objects.filter(owner_id__in=owners, urn__in=urns).values_list(
                "pk", "owner_id", "urn"
            )
        }
        for where, rec in keyed:
            owner_id = state.owner(rec["owner"], where)
            if (owner_id, rec["urn"]) in state.entities:  # named twice in the archive
                state.existing["entities"] += 1
                continue
            pk = found.get((owner_id, rec["urn"]))
            if pk is not None:
                state.entities[(owner_id, rec["urn"])] = (pk, False)
                state.existing["entities"] += 1
                continue
            entity = Entity.objects.create(
                owner_id=owner_id,
                urn=checked_identifier(where, "urn", rec["urn"], 500),
                name=scrub_text(rec["name"])[:200],
                kind=rec["kind"],
                aliases=[scrub_text(a)[:200] for a in rec["aliases"]],
                status=rec["status"],
                created_at=at(rec["created_at"], where, "created_at"),
                updated_at=at(rec["updated_at"], where, "updated_at"),
            )
            state.entities[(owner_id, rec["urn"])] = (entity.pk, True)
            state.created["entities"] += 1


def _entity(state: ImportState, owner_id: int, urn: str, where: Where, name: str) -> int:
    found = state.entities.get((owner_id, urn))
    if found is None:
        pk = Entity.objects.filter(owner_id=owner_id, urn=urn).values_list("pk", flat=True).first()
        if pk is None:
            raise where.fail(name, f"names no entity {urn!r} of the archive")
        found = (pk, False)
        state.entities[(owner_id, urn)] = found
    return found[0]


def import_relations(state: ImportState) -> None:
    for chunk in batched(state.reader.records("relations")):
        rows: list[Relation] = []
        for line, rec in chunk:
            where = Where("relations", line)
            owner_id = state.owner(rec["owner"], where)
            subject = _entity(state, owner_id, rec["subject"], where, "subject")
            obj = (
                _entity(state, owner_id, rec["object"], where, "object") if rec["object"] else None
            )
            rows.append(
                Relation(
                    owner_id=owner_id,
                    subject_id=subject,
                    predicate=scrub_text(rec["predicate"])[:100],
                    object_id=obj,
                    object_value=scrub_text(rec["object_value"])[:500],
                    valid_from=at(rec["valid_from"], where, "valid_from"),
                    valid_to=when(rec["valid_to"], where, "valid_to"),
                    learned_at=at(rec["learned_at"], where, "learned_at"),
                    retired_at=when(rec["retired_at"], where, "retired_at"),
                    confidence=rec["confidence"],
                    source_pointer=state.repoint(owner_id, rec["source_pointer"]),
                    source_memory_id=memory_ref(state, rec["source_memory"]),
                )
            )
        fields = (
            "subject_id",
            "predicate",
            "object_id",
            "object_value",
            "valid_from",
            "learned_at",
        )
        here = set(
            Relation.objects.filter(subject_id__in={r.subject_id for r in rows}).values_list(
                *fields
            )
        )
        refs = {r.source_memory_id for r in rows if r.source_memory_id is not None}
        present = owners_of(refs)
        new = []
        for row in rows:
            if tuple(getattr(row, f) for f in fields) in here:
                state.existing["relations"] += 1
                continue
            source = row.source_memory_id
            if source is not None and present.get(source) != row.owner_id:  # gone, or not theirs
                row.source_memory_id = None
            new.append(row)
        Relation.objects.bulk_create(new)
        state.created["relations"] += len(new)


def import_entity_events(state: ImportState) -> None:
    for line, rec in state.reader.records("entity_events"):
        where = Where("entity_events", line)
        owner_id = state.owner(rec["owner"], where)
        pk = _entity(state, owner_id, rec["entity"], where, "entity")
        if not state.entities[(owner_id, rec["entity"])][1]:
            state.existing["entity_events"] += 1  # the entity was here: so is its history
            continue
        EntityEvent.objects.create(
            entity_id=pk,
            kind=rec["kind"],
            note=scrub_text(rec["note"]),
            occurred_at=at(rec["occurred_at"], where, "occurred_at"),
            actor_id=state.person(rec["actor"]),
            stale_flagged=rec["stale_flagged"],
            created_at=at(rec["created_at"], where, "created_at"),
        )
        state.created["entity_events"] += 1
