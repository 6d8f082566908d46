"""Write an export archive: every part of the chosen scope, streamed into one zip, in one
REPEATABLE READ snapshot so the parts agree with each other even while writes go on."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import IO, Any

from django.db import connection, transaction

from memories.embeddings.registry import get_embedder
from memories.portability import records as mr
from memories.portability.archive import ArchiveWriter, ChunkSink
from memories.portability.records import Record
from palace.portability import records as pr
from palace.portability.selection import ExportScope


def _parts(scope: ExportScope, *, with_vectors: bool) -> Iterator[tuple[str, Iterable[Record]]]:
    users = scope.user_ids()
    memories = scope.memories()
    conversations = scope.conversations()
    rooms = scope.rooms()
    entities = scope.entities()
    yield "users", mr.user_records(users, with_roles=scope.kind == "all")
    yield "personas", mr.persona_records(scope.personas(), users)
    yield "projects", mr.project_records(scope.projects(), users)
    yield "systems", mr.system_records(scope.systems(), users)
    yield "settings", mr.settings_records(users)
    yield "conversations", pr.conversation_records(conversations)
    yield "messages", pr.message_records(conversations)
    yield "wings", pr.wing_records(scope.wings())
    yield "rooms", pr.room_records(rooms)
    yield "closets", pr.closet_records(rooms)
    yield "entities", mr.entity_records(entities)
    yield "memories", mr.memory_records(memories)
    yield "revisions", mr.revision_records(memories)
    if with_vectors:
        yield "vectors", mr.vector_records(memories)
    yield "drawers", pr.drawer_records(scope.drawers())
    yield "relations", mr.relation_records(scope.relations())
    yield "entity_events", mr.entity_event_records(entities)


def embedding_description() -> dict[str, Any]:
    embedder = get_embedder()
    return {"provider": embedder.name, "model": embedder.model, "dimensions": embedder.dimensions}


def export_stream(*, scope: ExportScope, with_vectors: bool = False) -> Iterator[bytes]:
    """The archive as a stream of byte chunks (an HTTP download): nothing is held whole."""
    sink = ChunkSink()
    writer = ArchiveWriter(sink)  # type: ignore[arg-type]  # write + flush is all zip needs
    with transaction.atomic():
        _snapshot()
        for part, records in _parts(scope, with_vectors=with_vectors):
            for _ in writer.write_part_steps(part, records):
                if chunk := sink.drain():
                    yield chunk
    writer.finish(
        scope=scope.describe(), embedding=embedding_description(), with_vectors=with_vectors
    )
    yield sink.drain()


def _snapshot() -> None:
    """One read-only snapshot for every part (inside a caller's transaction: its own)."""
    if connection.in_atomic_block and len(connection.atomic_blocks) == 1:
        with connection.cursor() as cursor:
            cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")


def export_archive(
    target: IO[bytes] | str, *, scope: ExportScope, with_vectors: bool = False
) -> dict[str, Any]:
    """Write the archive to `target` (a path or a binary stream, seekable or not) and return
    its manifest."""
    writer = ArchiveWriter(target)
    with transaction.atomic():
        _snapshot()
        for part, records in _parts(scope, with_vectors=with_vectors):
            writer.write_part(part, records)
    return writer.finish(
        scope=scope.describe(), embedding=embedding_description(), with_vectors=with_vectors
    )
