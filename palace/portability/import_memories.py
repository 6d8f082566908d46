"""Import the memory store's parts: memories (with their correction chains), revisions and
vectors; the graph's entities, relations and events are `import_graph`'s. Every text is
scrubbed of secrets on the way in; an identifier holding one is refused, naming the file, line
and field."""

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
from memories.models import MemoryEmbedding, MemoryRevision
from memories.models.memory import MAX_TAG_CHARS
from memories.portability.format import ArchiveInvalid
from memories.portability.prepared import Refusal, helpers_for, prepared_records
from memories.redaction.json import scrub_json
from memories.services.rules.validation import content_hash, scrub_text
from memories.services.store.write_batch import (
    BatchRow,
    memories_copy_in,
    new_memory,
    new_vector,
    vectors_copy_in,
)
from memories.sql_params import identifier
from memory_project.errors import DomainError, Forbidden
from palace.portability.state import (
    REMAP_NAMESPACE,
    ImportState,
    Where,
    at,
    batched,
    checked_identifier,
    when,
)

SUBJECTS = {"persona": "persona", "project": "project", "system": "system"}


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
            row[name] = checked_identifier(where, name, rec.pop(name))
        row["expires_at"] = when(rec.pop("expires_at"), where, "expires_at")
        row["entities"] = [
            checked_identifier(where, "entities", e, 500) for e in rec.pop("entities")
        ]
        row["created_at"] = at(rec.pop("created_at"), where, "created_at")
        row["updated_at"] = at(rec.pop("updated_at"), where, "updated_at")
    except ArchiveInvalid as exc:
        refused = Refusal.of(exc)
    embedded = text_hash(
        embedding_text(content=row["content"], recall_hint=row["recall_hint"], kind=row["kind"])
    )
    return _Cleaned(rec, row, embedded, refused)


def _memory_row(state: ImportState, where: Where, cleaned: _Cleaned, pk: uuid.UUID) -> BatchRow:
    """The record as the archive has it (the write door holds it to the rules of whoever asked
    for the import: `memories_copy_in`); a person's own import carries no approval (theirs to
    ask for again here), an operator's keeps it."""
    rec = cleaned.rec
    owner_id = state.owner(rec["owner"], where)
    subject = {k: state.group(k, rec[k], where) for k in SUBJECTS}
    if rec["scope"] in SUBJECTS and subject[rec["scope"]] is None:
        raise where.fail(rec["scope"], f"a {rec['scope']} memory must name its {rec['scope']}")
    approved_by = state.person(rec["approved_by"])
    approved_at = when(rec["approved_at"], where, "approved_at")
    if state.principal is not None and state.self_service:
        approved_by, approved_at = None, None
    if cleaned.refused is not None:
        raise cleaned.refused.error()
    memory = new_memory(
        id=pk,
        owner_id=owner_id,
        pointer=state.repoint(owner_id, rec["pointer"]),
        scope=rec["scope"],
        persona_id=subject["persona"],
        project_id=subject["project"],
        system_id=subject["system"],
        approved_by_id=approved_by,
        approved_at=approved_at,
        always_inject=bool(rec["always_inject"]),
        always_inject_proposed=bool(rec["always_inject_proposed"]),
        **cleaned.row,
    )
    return BatchRow(
        memory, ref=str(rec.get(rec["scope"]) or ""),
        refused=lambda exc: where.fail(*_first_reason(exc)),
    )  # fmt: skip


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
        owners = owners_of([k for _, _, k in keyed])
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
        remapped_here = set(owners_of([pk for _, _, pk in wanted]))
        state.created["memories"] += memories_copy_in(
            principal=state.principal, rows=_new_rows(state, wanted, remapped_here)
        )
    _link_corrections(state)


def _new_rows(
    state: ImportState,
    wanted: list[tuple[Where, _Cleaned, uuid.UUID]],
    here: Collection[uuid.UUID],
) -> Iterator[BatchRow]:
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


def owners_of(ids: Collection[uuid.UUID]) -> dict[uuid.UUID, int]:
    """The owner of each of `ids` already stored, by id: one array parameter, where the ORM's
    `pk__in` sends a thousand (half the time per chunk of 1 000)."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT id, owner_id FROM memories_memory WHERE id = ANY(%(ids)s::uuid[])",
            {"ids": list(ids)},
        )
        return dict(cursor.fetchall())


def memory_ref(state: ImportState, old: str | None) -> uuid.UUID | None:
    if not old:
        return None
    return state.memory_ids.get(old, uuid.UUID(old))


def _link_corrections(state: ImportState) -> None:
    """`superseded_by` once every memory is in (a chain may point forward in the file)."""
    targets = {pk: memory_ref(state, old) for pk, old in state.superseded}
    owners = owners_of(targets)
    present = owners_of({target for target in targets.values() if target is not None})
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
            memory_id = memory_ref(state, rec["memory"])
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
    state.created["vectors"] += vectors_copy_in(_vector_rows(state))


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
        memory_id = memory_ref(state, vec.memory)
        expected = state.new_memories.expected_hash(memory_id) if memory_id else None
        if memory_id is None or expected is None:
            state.existing["vectors"] += 1
            continue
        if vec.text_hash != expected or vec.dimensions != vec.embedding.dimensions():
            continue  # the text changed on the way in (a scrubbed secret): embed anew
        if isinstance(vec.created_at, Refusal):
            raise vec.created_at.error()
        yield new_vector(
            memory_id=memory_id,
            model=vec.model,
            dimensions=vec.dimensions,
            embedding=vec.embedding,
            text_hash=vec.text_hash,
            created_at=vec.created_at,
        )
        if vec.model == model:
            state.new_memories.mark_current(memory_id)


def fix_pointers(state: ImportState) -> None:
    _set_each("pointer", "text", state.pointer_fixes)
