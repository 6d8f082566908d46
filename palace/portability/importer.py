"""Import an export archive: checked whole (zip, manifest, format version, every part's
SHA-256) and every part imported in one transaction — a bad record anywhere leaves nothing
behind. The SHA-256 pass runs in a thread beside the import (decompressing and hashing leave
Python's lock) and is waited for before the transaction commits: an archive that fails it is
refused with that error, whatever the import met first. Importing the same archive twice
changes nothing; `dry_run` reports what would change."""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any

from django.db import connection, transaction

from memories.embeddings.bulk import BULK_BATCH
from memories.embeddings.device import bulk_device
from memories.embeddings.storage import embedding_text, prepare_vectors
from memories.models import Entity, EntityEvent, Memory, MemoryEmbedding, MemoryRevision, Relation
from memories.portability.archive import ArchiveReader
from memories.portability.format import PARTS, ArchiveTooLarge, Deadline, part_name
from memories.scoping import Principal
from memories.search.bulk_index import indexes_after_load
from memories.services.upkeep.term_stats import after_bulk_load
from memory_project.errors import ValidationFailed
from palace.models import Conversation, Wing
from palace.portability import import_graph as ig
from palace.portability import import_memories as im
from palace.portability import import_palace as ip
from palace.portability import import_people as people
from palace.portability.state import ImportState, stored_timestamps

logger = logging.getLogger("palace.portability")
EMBED_BATCH = BULK_BATCH  # memories read, embedded and written per set


@dataclass(frozen=True)
class ImportReport:
    created: dict[str, int]
    existing: dict[str, int]
    remapped: dict[str, int]
    embedded: int
    to_embed: int
    dry_run: bool

    @property
    def changed(self) -> bool:
        return any(self.created.values())

    def as_dict(self) -> dict[str, Any]:
        return {
            "created": self.created,
            "existing": self.existing,
            "remapped": self.remapped,
            "embedded": self.embedded,
            "to_embed": self.to_embed,
            "dry_run": self.dry_run,
        }


STEPS = (
    people.import_users,
    people.import_groups,
    people.import_settings,
    ip.import_conversations,
    ip.import_messages,
    ip.import_wings,
    ip.import_rooms,
    ip.import_closets,
    ig.import_entities,
    im.import_memories,
    im.import_revisions,
    im.import_vectors,
    ip.import_drawers,
    ig.import_relations,
    ig.import_entity_events,
    im.fix_pointers,
)


# Parts whose records the import remembers as it goes (ids, numbers, hashes: up to about 400
# bytes a record) until it commits; the others it only writes.
HELD_PARTS = frozenset(PARTS) - {
    "settings", "messages", "revisions", "vectors", "relations", "entity_events"
}  # fmt: skip


def check_held_records(reader: ArchiveReader, limit: int) -> None:
    """Refuse an archive whose manifest counts more than `limit` records of the parts the import
    holds on to (the reader refuses a part with more lines than its count)."""
    held = {part: reader.count(part) for part in HELD_PARTS if reader.has(part)}
    if sum(held.values()) > limit:
        largest = max(held, key=held.__getitem__)
        raise ArchiveTooLarge(
            f"{sum(held.values())} records of people, palace, entities and memories; an upload "
            f"imports at most {limit} (IMPORT_UPLOAD_MAX_RECORDS): import it with `manage.py "
            "import`",
            file=part_name(largest),
        )


class _DryRun(Exception):
    """Rolls the dry run's transaction back once its report is taken."""


Progress = Callable[[str, int, int], None]  # (what it is doing, done, total)


def _no_progress(phase: str, done: int, total: int) -> None:
    return None


def import_archive(
    path: str,
    *,
    as_user: Any | None = None,
    dry_run: bool = False,
    principal: Principal | None = None,
    progress: Progress = _no_progress,
    deadline: Deadline | None = None,
    max_held_records: int | None = None,
) -> ImportReport:
    """`principal`: a person importing their own export (the page and the API): every row
    becomes `as_user`'s, in the scopes they hold, and an installation's export is refused.
    `deadline`: past it, reading the archive stops the import (`ImportBudgetExceeded`);
    `max_held_records`: an upload's bound on what the import holds in memory."""
    reader = ArchiveReader(path, deadline=deadline)
    if max_held_records is not None:
        check_held_records(reader, max_held_records)
    verified = reader.verify_in_background()
    try:
        report = _checked_import(
            reader, verified, as_user=as_user, dry_run=dry_run, principal=principal,
            progress=progress,
        )  # fmt: skip
    except Exception:
        verified.result()  # a damaged archive is refused for that, not for what it caused
        raise
    if report.changed and not dry_run:
        settle_after_import()
    return report


def _checked_import(
    reader: ArchiveReader,
    verified: Future[None],
    *,
    as_user: Any | None,
    dry_run: bool,
    principal: Principal | None,
    progress: Progress,
) -> ImportReport:
    state = ImportState(reader=reader, as_user=as_user, dry_run=dry_run, principal=principal)
    if state.self_service and reader.manifest["scope"].get("kind") == "all":
        raise ValidationFailed(
            "manifest.json: this is an export of a whole installation (people, groups, their "
            "memberships); an operator imports it with `manage.py import`.",
            fields={"manifest.json": ["scope: all"]},
        )
    bulk_device()  # EMBEDDINGS_DEVICE=cuda without a GPU: stop now, before anything is written
    memories = 0 if dry_run else reader.count("memories")
    incoming = {  # vectors: those brought, and those of the memories embedded after the load
        Memory._meta.db_table: memories,
        MemoryEmbedding._meta.db_table: max(memories, 0 if dry_run else reader.count("vectors")),
    }
    records = sum(reader.count(part) for part in reader.manifest["parts"])
    progress(f"Importing {records} records", 0, records)
    with indexes_after_load(incoming):
        return _import(state, verified, dry_run=dry_run, progress=progress)


def _import(
    state: ImportState, verified: Future[None], *, dry_run: bool, progress: Progress
) -> ImportReport:
    try:
        with (
            transaction.atomic(),
            stored_timestamps(
                Memory,
                MemoryRevision,
                MemoryEmbedding,
                Entity,
                EntityEvent,
                Relation,
                Conversation,
                Wing,
            ),
        ):
            for step in STEPS:
                step(state)
            verified.result()  # the whole archive hashed as its manifest says, or nothing stays
            if dry_run:
                raise _DryRun
    except _DryRun:
        pass
    to_embed = state.new_memories.not_current()
    embedded = 0 if dry_run else embed_in_batches(to_embed, progress=progress)
    return ImportReport(
        created=dict(state.created),
        existing=dict(state.existing),
        remapped=dict(state.remapped),
        embedded=embedded,
        to_embed=len(to_embed),
        dry_run=dry_run,
    )


def settle_after_import() -> None:
    """Fold the term counts, VACUUM (ANALYZE) and CHECKPOINT after the load (`after_bulk_load`),
    so the first recalls run as fast as later ones. Inside a caller's transaction (a test's)
    VACUUM cannot run: then the next periodic compaction and autovacuum do it."""
    if connection.in_atomic_block:
        logger.info("Import inside a transaction: the bulk-load upkeep is left to autovacuum.")
        return
    after_bulk_load()


def embed_in_batches(memory_ids: Sequence[uuid.UUID], *, progress: Progress = _no_progress) -> int:
    """Embed imported memories that brought no usable vector, a batch at a time, after the
    import committed (no model call inside a transaction). With the embedder down, the
    periodic reconciler embeds them later."""
    stored = 0
    for start in range(0, len(memory_ids), EMBED_BATCH):
        progress(f"Embedding {len(memory_ids)} memories", stored, len(memory_ids))
        batch = memory_ids[start : start + EMBED_BATCH]
        rows = list(
            Memory.objects.filter(pk__in=batch).values_list("pk", "content", "recall_hint", "kind")
        )
        texts = [embedding_text(content=c, recall_hint=h, kind=k) for _, c, h, k in rows]
        prepared = prepare_vectors(texts, bulk=True)
        if prepared is None:
            logger.warning("Embedder unavailable: %d imported memories wait for the reconciler.",
                           len(memory_ids) - stored)  # fmt: skip
            break
        MemoryEmbedding.objects.bulk_create(
            [
                MemoryEmbedding(
                    memory_id=pk,
                    model=p.model,
                    dimensions=p.dimensions,
                    embedding=p.vector,
                    text_hash=p.text_hash,
                )
                for (pk, _, _, _), p in zip(rows, prepared, strict=True)
            ],
            update_conflicts=True,
            unique_fields=["memory", "model"],
            update_fields=["dimensions", "embedding", "text_hash", "created_at"],
        )
        stored += len(rows)
    return stored
