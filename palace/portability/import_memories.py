"""Import the memory store's parts: entities, memories (with their correction chains),
revisions, vectors, relations and entity events. Every text is scrubbed of secrets on the way
in; an identifier holding one is refused, naming the file, line and field."""

from __future__ import annotations

import uuid
from collections.abc import Collection, Iterator, Mapping
from datetime import datetime
from typing import Any, NamedTuple

from django.db import connection
from pgvector import Vector

from memories.embeddings.base import text_hash
from memories.embeddings.registry import get_embedder
from memories.embeddings.storage import embedding_text
from memories.models import Entity, EntityEvent, Memory, MemoryEmbedding, MemoryRevision, Relation
from memories.models.memory import MAX_TAG_CHARS
from memories.portability.format import ArchiveInvalid
from memories.portability.prepared import Refusal, helpers_for, prepared_records
from memories.redaction.json import scrub_json
from memories.scoping import check_can_write_scope
from memories.services.bulk_index import NewRows, copy_rows
from memories.services.validation import check_identifier, content_hash, scrub_text
from memories.services.write_rules import write_claims
from memories.sql_params import identifier
from memory_project.errors import DomainError, Forbidden, ValidationFailed
from palace.portability.state import REMAP_NAMESPACE, ImportState, Where, at, batched, when

SUBJECTS = {"persona": "persona", "project": "project", "system": "system"}
_new_memory = NewRows(Memory)  # rows for COPY, made without Model.__init__
_new_vector = NewRows(MemoryEmbedding)


def _identifier(where: Where, field_name: str, value: str, max_chars: int = 200) -> str:
    try:
        return check_identifier(field_name, value, max_chars=max_chars)
    except ValidationFailed as exc:
        raise where.fail(field_name, next(iter(exc.fields.values()))[0]) from None


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
                urn=_identifier(where, "urn", rec["urn"], 500),
                name=scrub_text(rec["name"])[:200],
                kind=rec["kind"],
                aliases=[scrub_text(a)[:200] for a in rec["aliases"]],
                status=rec["status"],
                created_at=at(rec["created_at"], where, "created_at"),
                updated_at=at(rec["updated_at"], where, "updated_at"),
            )
            state.entities[(owner_id, rec["urn"])] = (entity.pk, True)
            state.created["entities"] += 1


class _Cleaned(NamedTuple):
    """A memory record as the helper prepares it: `rec` keeps what needs this installation
    (its id, owner, groups, pointer, curation, correction), `row` the memory's own fields,
    checked and scrubbed; `refused`, the first of them that failed."""

    rec: dict[str, Any]
    row: dict[str, Any]
    text_hash: str
    refused: Refusal | None


_OWN_TEXTS = ("content", "recall_hint", "stale_reason")
_OWN_AS_IS = ("kind", "source", "status", "confidence", "relevance_score")


def _cleaned_memory(line: int, rec: dict[str, Any]) -> _Cleaned:
    """What a memory record holds of its own, scrubbed and checked, needing nothing from the
    database (so a helper process may do it: `memories.portability.prepared`)."""
    where = Where("memories", line)
    original = rec["content"]
    row: dict[str, Any] = {name: scrub_text(rec.pop(name)) for name in _OWN_TEXTS}
    row.update((name, rec.pop(name)) for name in _OWN_AS_IS)
    row["tags"] = [scrub_text(t)[:MAX_TAG_CHARS] for t in rec.pop("tags")]  # a marker may be longer
    row["metadata"] = scrub_json(rec.pop("metadata"))
    # The stored hash is kept as it was; a text the scrubber changed gets a new one.
    stored_hash = rec.pop("content_hash")
    row["content_hash"] = (
        stored_hash if row["content"] == original else content_hash(row["content"])
    )
    refused = None
    try:  # in the order the fields were always checked: the first failure is the one told
        for name in ("source_conversation", "source_run", "session_key"):
            row[name] = _identifier(where, name, rec.pop(name))
        row["expires_at"] = when(rec.pop("expires_at"), where, "expires_at")
        row["entities"] = [_identifier(where, "entities", e, 500) for e in rec.pop("entities")]
        row["created_at"] = at(rec.pop("created_at"), where, "created_at")
        row["updated_at"] = at(rec.pop("updated_at"), where, "updated_at")
    except ArchiveInvalid as exc:
        refused = Refusal.of(exc)
    embedded = text_hash(
        embedding_text(content=row["content"], recall_hint=row["recall_hint"], kind=row["kind"])
    )
    return _Cleaned(rec, row, embedded, refused)


def _memory_row(state: ImportState, where: Where, cleaned: _Cleaned, pk: uuid.UUID) -> Memory:
    rec = cleaned.rec
    owner_id = state.owner(rec["owner"], where)
    subject = {k: state.group(k, rec[k], where) for k in SUBJECTS}
    if rec["scope"] in SUBJECTS and subject[rec["scope"]] is None:
        raise where.fail(rec["scope"], f"a {rec['scope']} memory must name its {rec['scope']}")
    curation = _curation(state, rec, cleaned.row, subject, where)
    if cleaned.refused is not None:
        raise cleaned.refused.error()
    return _new_memory(
        id=pk,
        owner_id=owner_id,
        pointer=state.repoint(owner_id, rec["pointer"]),
        scope=rec["scope"],
        persona_id=subject["persona"],
        project_id=subject["project"],
        system_id=subject["system"],
        **{**cleaned.row, **curation},
    )


def _curation(
    state: ImportState,
    rec: dict[str, Any],
    row: dict[str, Any],
    subject: dict[str, int | None],
    where: Where,
) -> dict[str, Any]:
    """Approval and pinning as the archive says, for an operator's import (no principal). An
    import someone asked for (the page, `POST /api/v1/imports`) obeys that principal's write
    rules as a REST write does (`check_can_write_scope`, `write_claims`): a scope it may not
    write is refused, an agent's pin is a proposal, its source and confidence are its own; a
    person's own import carries no approval (theirs to ask for again here)."""
    approved_by = state.person(rec["approved_by"])
    approved_at = when(rec["approved_at"], where, "approved_at")
    fields: dict[str, Any] = {
        "always_inject": bool(rec["always_inject"]),
        "always_inject_proposed": bool(rec["always_inject_proposed"]),
    }
    principal = state.principal
    if principal is not None:
        try:
            check_can_write_scope(
                principal,
                scope=rec["scope"],
                persona_id=subject["persona"],
                project_id=subject["project"],
                system_id=subject["system"],
                ref=str(rec.get(rec["scope"]) or ""),
            )
            claims = write_claims(
                principal,
                source=row["source"],
                confidence=row["confidence"],
                always_inject=fields["always_inject"],
                always_inject_proposed=fields["always_inject_proposed"],
            )
        except DomainError as exc:
            raise where.fail(*_first_reason(exc)) from None
        fields.update(claims.as_fields())
        if state.self_service:
            approved_by, approved_at = None, None
    return {"approved_by_id": approved_by, "approved_at": approved_at, **fields}


def _first_reason(exc: DomainError) -> tuple[str, str]:
    """The field and reason a refusal names, in an import error's words: a field's message, or
    a refused scope's reason."""
    if isinstance(exc, Forbidden) or not exc.fields:
        message = exc.message.rstrip(".")
        return "scope", message[:1].lower() + message[1:]
    field_name, messages = next(iter(exc.fields.items()))
    return field_name, str(messages[0])


def import_memories(state: ImportState) -> None:
    """Ids are kept where free; an id another person's row holds is remapped (derived from the
    owner and the old id, so a second import finds it); a row already here is left alone.
    A large part is read and scrubbed in a helper process while this one writes."""
    cleaned = prepared_records(
        state.reader, "memories", _cleaned_memory, helpers=helpers_for(state.reader, "memories")
    )
    for chunk in batched(cleaned):
        keyed = [(Where("memories", line), c, uuid.UUID(c.rec["id"])) for line, c in chunk]
        owners = _owners_of([k for _, _, k in keyed])
        wanted: list[tuple[Where, _Cleaned, uuid.UUID]] = []
        for where, c, old in keyed:
            owner_id = state.owner(c.rec["owner"], where)
            state.person(c.rec["approved_by"])  # looked up now: no query may run inside the COPY
            pk = old
            if old in owners and owners[old] != owner_id:
                pk = uuid.uuid5(REMAP_NAMESPACE, f"{owner_id}:{old}")
                state.memory_ids[c.rec["id"]] = pk
                state.remapped["memories"] += 1
            elif old in owners:
                state.existing["memories"] += 1
                continue
            wanted.append((where, c, pk))
        remapped_here = set(_owners_of([pk for _, _, pk in wanted]))
        state.created["memories"] += copy_rows(Memory, _new_rows(state, wanted, remapped_here))
    _link_corrections(state)


def _new_rows(
    state: ImportState,
    wanted: list[tuple[Where, _Cleaned, uuid.UUID]],
    here: Collection[uuid.UUID],
) -> Iterator[Memory]:
    """The chunk's new memories, each made while PostgreSQL stores the ones before it in the
    COPY; the ids in `here` (a remapped id found) are already in. Nothing here may query the
    database (the connection is busy with the COPY): the owners and approvers are looked up
    before it starts."""
    for where, cleaned, pk in wanted:
        if pk in here:
            state.existing["memories"] += 1
            continue
        row = _memory_row(state, where, cleaned, pk)
        state.new_memories.add(pk, cleaned.text_hash)
        if cleaned.rec["superseded_by"]:
            state.superseded.append((pk, cleaned.rec["superseded_by"]))
        yield row


def _owners_of(ids: Collection[uuid.UUID]) -> dict[uuid.UUID, int]:
    """The owner of each of `ids` already stored, by id: one array parameter, where the ORM's
    `pk__in` sends a thousand (half the time per chunk of 1 000)."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT id, owner_id FROM memories_memory WHERE id = ANY(%(ids)s::uuid[])",
            {"ids": list(ids)},
        )
        return dict(cursor.fetchall())


def _memory_ref(state: ImportState, old: str | None) -> uuid.UUID | None:
    if not old:
        return None
    return state.memory_ids.get(old, uuid.UUID(old))


def _link_corrections(state: ImportState) -> None:
    """`superseded_by` once every memory is in (a chain may point forward in the file)."""
    targets = {pk: _memory_ref(state, old) for pk, old in state.superseded}
    owners = _owners_of(targets)
    present = _owners_of({target for target in targets.values() if target is not None})
    # A chain stays inside one person's rows: an archive cannot hang its memory on someone
    # else's.
    _set_each(
        "superseded_by_id",
        "uuid",
        {
            pk: target
            for pk, target in targets.items()
            if target in present and present[target] == owners.get(pk)
        },
    )


def _set_each(column: str, cast: str, values: Mapping[uuid.UUID, Any]) -> None:
    """Set `column` (of SQL type `cast`) of each memory to its value in `values`, in one
    statement."""
    if not values:
        return
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE memories_memory m SET {identifier(column)} = v.value"
            f" FROM unnest(%(ids)s::uuid[], %(values)s::{cast}[]) AS v(id, value)"
            " WHERE m.id = v.id",
            {"ids": list(values), "values": list(values.values())},
        )


def import_revisions(state: ImportState) -> None:
    for chunk in batched(state.reader.records("revisions")):
        rows = []
        for line, rec in chunk:
            memory_id = _memory_ref(state, rec["memory"])
            if memory_id is None or memory_id not in state.new_memories:
                state.existing["revisions"] += 1
                continue
            where = Where("revisions", line)
            rows.append(
                MemoryRevision(
                    memory_id=memory_id,
                    content=scrub_text(rec["content"]),
                    recall_hint=scrub_text(rec["recall_hint"]),
                    kind=rec["kind"],
                    tags=[scrub_text(t)[:MAX_TAG_CHARS] for t in rec["tags"]],
                    reason=rec["reason"],
                    changed_by_id=state.person(rec["changed_by"]),
                    created_at=at(rec["created_at"], where, "created_at"),
                )
            )
        MemoryRevision.objects.bulk_create(rows)
        state.created["revisions"] += len(rows)


def import_vectors(state: ImportState) -> None:
    """A vector whose text hash still matches its memory's (scrubbed) text is kept, whatever its
    model; a memory with no usable vector of the configured model is embedded after commit.
    One COPY for the whole part: PostgreSQL stores each row while the next ones are read."""
    state.created["vectors"] += copy_rows(MemoryEmbedding, _vector_rows(state))


class _Vector(NamedTuple):
    """A vector record as the helper prepares it: its numbers packed as pgvector stores them;
    `created_at` parsed, or its refusal."""

    memory: str
    model: str
    dimensions: int
    embedding: Vector
    text_hash: str
    created_at: datetime | Refusal


def _prepared_vector(line: int, rec: dict[str, Any]) -> _Vector:
    try:
        created: datetime | Refusal = at(rec["created_at"], Where("vectors", line), "created_at")
    except ArchiveInvalid as exc:
        created = Refusal.of(exc)
    return _Vector(
        rec["memory"],
        rec["model"],
        rec["dimensions"],
        Vector(rec["embedding"]),
        rec["text_hash"],
        created,
    )


def _vector_rows(state: ImportState) -> Iterator[MemoryEmbedding]:
    model = get_embedder().model
    helpers = helpers_for(state.reader, "vectors")
    for _, vec in prepared_records(state.reader, "vectors", _prepared_vector, helpers=helpers):
        memory_id = _memory_ref(state, vec.memory)
        expected = state.new_memories.expected_hash(memory_id) if memory_id else None
        if memory_id is None or expected is None:
            state.existing["vectors"] += 1
            continue
        if vec.text_hash != expected or vec.dimensions != vec.embedding.dimensions():
            continue  # the text changed on the way in (a scrubbed secret): embed anew
        if isinstance(vec.created_at, Refusal):
            raise vec.created_at.error()
        yield _new_vector(
            memory_id=memory_id,
            model=vec.model,
            dimensions=vec.dimensions,
            embedding=vec.embedding,
            text_hash=vec.text_hash,
            created_at=vec.created_at,
        )
        if vec.model == model:
            state.new_memories.mark_current(memory_id)


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
                    source_memory_id=_memory_ref(state, rec["source_memory"]),
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
        present = _owners_of(refs)
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


def fix_pointers(state: ImportState) -> None:
    _set_each("pointer", "text", state.pointer_fixes)
