"""Partial HNSW indexes for large visibility classes (`memories.models.ClassVectorIndex`).

A member of a large shared corpus (a project of tens of thousands of records among a million)
sees a few percent of the store. Through the one HNSW index over every vector, their search
walks ~k / share entries and checks each against the visibility rule; the graph, built over
everyone's vectors, also misses some of their nearest rows. A class with at least
RECALL_CLASS_INDEX_MIN_ROWS active records gets an index of its own here, over its vectors alone,
which recall searches at full visibility (`memories.retrieval.vector_arm.vector_search`).

Upkeep runs on beat (and `manage.py class_indexes`), one run at a time (an advisory lock):
- a class that has grown large enough: its vectors' `class_key` is filled (rows stored before
  migration 0020 have none), the index is built CONCURRENTLY (writers never wait), checked
  valid, and only then recorded, so recall never routes to an index that is not whole;
- a recorded class that has shrunk below half the threshold: its record goes first (recall stops
  routing to it), then its index.
The indexes only route a search; the visibility rule still checks every row recall returns.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from django.conf import settings
from django.db import connection
from django.db.models import Q

from memories.embeddings import get_embedder
from memories.models import CLASS_COLUMNS, ClassVectorIndex, statistics_sql
from memories.search.classes import count_classes
from memories.search.indexes import GLOBAL_CLASS, GLOBAL_HNSW_MODELS, sql_literal
from memories.search.models_in_use import coverage_cache_clear
from memories.sql_params import identifier

logger = logging.getLogger(__name__)

FILL_BATCH = 2000  # vectors whose class key is filled per statement
_LOCK_SQL = "SELECT pg_try_advisory_lock(hashtext('memories.class_vector_indexes'))"
_UNLOCK_SQL = "SELECT pg_advisory_unlock(hashtext('memories.class_vector_indexes'))"
_KEY_OF = "memories_class_key(m.scope, m.owner_id, m.persona_id, m.project_id, m.system_id)"

Progress = Callable[[str, int, int], None]  # (class key, vectors filled so far, of how many)


@dataclass
class ClassIndexReport:
    model: str = ""
    built: list[str] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)
    skipped: str = ""  # why nothing was done, when nothing could be

    def as_dict(self) -> dict[str, object]:
        return {
            "model": self.model,
            "built": self.built,
            "dropped": self.dropped,
            "kept": self.kept,
            "skipped": self.skipped,
        }


def class_record_counts() -> dict[str, int]:
    """Active records (session rows aside) per visibility class across the store, from the term
    statistics' record counts (the lexeme ''), compacted and pending alike."""
    return count_classes(*statistics_sql(Q(lexeme=""), (*CLASS_COLUMNS, "lexeme", "df")))


def class_index_name(class_key: str, model: str) -> str:
    digest = hashlib.sha1(f"{model}|{class_key}".encode()).hexdigest()[:16]
    return f"memory_embedding_hnsw_class_{digest}"


def wanted_classes(counts: dict[str, int], *, model: str) -> list[str]:
    """The classes that deserve their own index, largest first: at least
    RECALL_CLASS_INDEX_MIN_ROWS records, at most RECALL_CLASS_INDEX_MAX of them. Global classes
    of a model with a global index (`GLOBAL_HNSW_MODELS`) are already apart."""
    least = int(settings.RECALL_CLASS_INDEX_MIN_ROWS)
    large = [
        (n, key)
        for key, n in counts.items()
        if n >= least and not (model in GLOBAL_HNSW_MODELS and key.startswith(GLOBAL_CLASS))
    ]
    return [key for _, key in sorted(large, key=lambda item: (-item[0], item[1]))][
        : int(settings.RECALL_CLASS_INDEX_MAX)
    ]


def maintain_class_indexes(*, progress: Progress | None = None) -> ClassIndexReport:
    """Build the indexes large classes lack and drop those of classes that have shrunk, for
    the configured embedding model. Idempotent; a run that finds another one going returns at
    once (`skipped`). Must run outside a transaction (CREATE INDEX CONCURRENTLY)."""
    embedder = get_embedder()
    report = ClassIndexReport(model=embedder.model)
    if not embedder.model:
        report.skipped = "no embedding model is configured"
        return report
    if connection.in_atomic_block:
        raise RuntimeError("maintain_class_indexes must run outside a transaction")
    with _one_run() as running:
        if not running:
            report.skipped = "another run is maintaining the class indexes"
            return report
        counts = class_record_counts()
        wanted = wanted_classes(counts, model=embedder.model)
        recorded = {
            row.class_key: row for row in ClassVectorIndex.objects.filter(model=embedder.model)
        }
        for key, row in recorded.items():
            shrunk = counts.get(key, 0) < int(settings.RECALL_CLASS_INDEX_MIN_ROWS) // 2
            if shrunk or not _index_is_valid(row.index_name):
                row.delete()  # recall stops routing to it before the index goes
                _drop_index(row.index_name)
                report.dropped.append(key)
            else:
                report.kept.append(key)
        room = int(settings.RECALL_CLASS_INDEX_MAX) - len(report.kept)
        for key in [k for k in wanted if k not in report.kept][: max(room, 0)]:
            _build(key, embedder.model, embedder.dimensions, counts[key], progress)
            report.built.append(key)
    if report.built or report.dropped:
        coverage_cache_clear()  # this process routes by the new set at once
    return report


@contextmanager
def _one_run() -> Iterator[bool]:
    with connection.cursor() as cursor:
        cursor.execute(_LOCK_SQL)
        row = cursor.fetchone()
    locked = bool(row and row[0])
    try:
        yield locked
    finally:
        if locked:
            with connection.cursor() as cursor:
                cursor.execute(_UNLOCK_SQL)


def fill_class_keys(class_key: str, *, progress: Progress | None = None) -> int:
    """Give every vector of the class's memories (any status: an archived record may come back)
    its class key, a batch per statement; returns how many vectors changed. The key is computed
    from the memory at the moment of each statement, so a memory moved meanwhile is right."""
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT m.id FROM memories_memory m WHERE {_KEY_OF} = %(class_key)s",
            {"class_key": class_key},
        )
        ids = [row[0] for row in cursor.fetchall()]
    changed = 0
    for start in range(0, len(ids), FILL_BATCH):
        with connection.cursor() as cursor:
            cursor.execute(
                f"UPDATE memories_memoryembedding e SET class_key = {_KEY_OF}"
                " FROM memories_memory m WHERE m.id = e.memory_id AND e.memory_id = ANY(%(ids)s)"
                f" AND e.class_key IS DISTINCT FROM {_KEY_OF}",
                {"ids": ids[start : start + FILL_BATCH]},
            )
            changed += max(cursor.rowcount, 0)
        if progress is not None:
            progress(class_key, min(start + FILL_BATCH, len(ids)), len(ids))
    return changed


def _build(
    class_key: str, model: str, dimensions: int, records: int, progress: Progress | None
) -> None:
    name = class_index_name(class_key, model)
    filled = fill_class_keys(class_key, progress=progress)
    logger.info(
        "Building a vector index for the %d records of class %s (%d vectors given their class).",
        records, class_key, filled,
    )  # fmt: skip
    _drop_index(name)  # a build that failed half-way leaves an invalid index behind
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT set_config('maintenance_work_mem', %(memory)s, false)",
            {"memory": settings.RECALL_CLASS_INDEX_BUILD_MEMORY},
        )
        try:
            cursor.execute(
                f"CREATE INDEX CONCURRENTLY {identifier(name)} ON memories_memoryembedding USING hnsw"
                f" ((embedding::vector({int(dimensions)})) vector_cosine_ops)"
                f" WHERE model = {sql_literal(model)} AND class_key = {sql_literal(class_key)}"
            )
        finally:
            cursor.execute("RESET maintenance_work_mem")
    if not _index_is_valid(name):
        _drop_index(name)
        raise RuntimeError(f"the vector index of class {class_key} was not built whole")
    ClassVectorIndex.objects.update_or_create(
        class_key=class_key,
        model=model,
        defaults={"dimensions": dimensions, "index_name": name, "records": records},
    )
    logger.info("Recall now searches class %s through its own index %s.", class_key, name)


def _index_is_valid(name: str) -> bool:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid"
            " WHERE c.relname = %(name)s",
            {"name": name},
        )
        row = cursor.fetchone()
    return bool(row and row[0])


def _drop_index(name: str) -> None:
    with connection.cursor() as cursor:
        cursor.execute(f"DROP INDEX CONCURRENTLY IF EXISTS {identifier(name)}")
