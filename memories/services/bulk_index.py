"""Bulk loads: rows written with COPY (`copy_rows`), and the vector (HNSW) indexes around a
load.

`copy_rows` writes what `bulk_create` would (the same columns, the same prepared values,
every trigger fired as for an INSERT: the term statistics' statement-level triggers once per
COPY) without building a statement of tens of thousands of parameters, which cost an import
more in Python than PostgreSQL spent on the rows (docs/benchmarks.md, "Bulk ingest").

A large load into a store no larger than it
goes in without them and builds them once at the end (pgvector: "it's faster to create an index
after loading your initial data"; measured in docs/benchmarks.md, "Bulk ingest"). A small load,
or one into a larger store, keeps them.

Safe: the dropped indexes' definitions are written to DATA_DIR before anything is dropped, and
they are built again in a `finally` (a failed load included); a load killed outright leaves
that file behind, and the next bulk load (or `restore_vector_indexes`) builds them first, so a
retry is idempotent (CREATE INDEX IF NOT EXISTS). While they are away, recall finds vectors by
an exact scan: slower, never wrong."""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import connection, models
from django.db.models.fields import AutoFieldMixin
from pgvector.django import VectorField
from psycopg import sql

from memories.search.models_in_use import coverage_cache_clear

logger = logging.getLogger(__name__)

TABLE = "memories_memoryembedding"
BUILD_MEMORY = "1GB"  # maintenance_work_mem while building: the graph fits, the build is fast


def _copy_value(field: models.Field[Any, Any], obj: models.Model) -> Any:
    value = field.pre_save(obj, True)
    if isinstance(field, VectorField) and value is not None:
        # pgvector's text form, as its own adapter writes it ('[0.1,0.2]'), made in C: the
        # adapter's per-number str() was the largest cost of writing vectors.
        return json.dumps([float(x) for x in value], separators=(",", ":"))
    return field.get_db_prep_save(value, connection)


def copy_rows(model: type[models.Model], objs: Sequence[models.Model]) -> int:
    """Insert `objs` with one COPY: the columns and values `bulk_create` writes (a generated
    column and an empty auto id left to the database). No conflict handling: for new rows.
    Returns the rows written."""
    if not objs:
        return 0
    fields = [
        f
        for f in model._meta.concrete_fields
        if not f.generated and not (isinstance(f, AutoFieldMixin) and objs[0].pk is None)
    ]
    statement = sql.SQL("COPY {} ({}) FROM STDIN").format(
        sql.Identifier(model._meta.db_table),
        sql.SQL(", ").join([sql.Identifier(str(f.column)) for f in fields]),
    )
    with connection.cursor() as cursor, cursor.cursor.copy(statement) as copy:
        for obj in objs:
            copy.write_row([_copy_value(f, obj) for f in fields])
    return len(objs)


def _state_file() -> Path:
    return Path(settings.DATA_DIR) / "vector-indexes-to-build.json"


def vector_indexes() -> list[tuple[str, str]]:
    """(name, CREATE INDEX statement) of every HNSW index over the vectors table."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() "
            "AND tablename = %s AND indexdef ILIKE '%% USING hnsw %%' ORDER BY indexname",
            [TABLE],
        )
        return [(str(name), str(ddl)) for name, ddl in cursor.fetchall()]


def _clear_caches() -> None:
    coverage_cache_clear()


def restore_vector_indexes() -> int:
    """Build the indexes a bulk load dropped, if any are still waiting (idempotent). Returns how
    many statements ran."""
    path = _state_file()
    if not path.exists():
        return 0
    waiting = json.loads(path.read_text())
    with connection.cursor() as cursor:
        cursor.execute(f"SET maintenance_work_mem = '{BUILD_MEMORY}'")
        try:
            for name, ddl in waiting:
                logger.info("Building the vector index %s after the bulk load.", name)
                cursor.execute(ddl.replace("CREATE INDEX ", "CREATE INDEX IF NOT EXISTS ", 1))
        finally:
            cursor.execute("RESET maintenance_work_mem")
    path.unlink()
    _clear_caches()
    return len(waiting)


def _stored_vectors() -> int:
    """The vectors table's size as the planner knows it (no full count on a large table)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT GREATEST(reltuples, 0)::bigint FROM pg_class WHERE relname = %s",
                       [TABLE])  # fmt: skip
        row = cursor.fetchone()
    return int(row[0]) if row else 0


@contextmanager
def vector_indexes_after_load(incoming: int) -> Iterator[bool]:
    """Around a bulk load of `incoming` vectors: yields True when the HNSW indexes were dropped
    for it (they are built again on the way out, whatever happened), False when they stay."""
    if connection.in_atomic_block:  # a caller's transaction (a test's): leave them alone
        yield False
        return
    restore_vector_indexes()  # what an earlier, killed load left waiting
    threshold = settings.IMPORT_INDEX_AFTER_LOAD_MIN_ROWS
    if not threshold or incoming < threshold or incoming < _stored_vectors():
        yield False
        return
    indexes = vector_indexes()
    if not indexes:
        yield False
        return
    path = _state_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".tmp")
    partial.write_text(json.dumps(indexes))
    os.replace(partial, path)  # written whole before the first DROP
    try:
        with connection.cursor() as cursor:
            for name, _ in indexes:
                cursor.execute(f'DROP INDEX IF EXISTS "{name}"')
        _clear_caches()
        logger.info("Bulk load of %d vectors: %d vector indexes are built after it.",
                    incoming, len(indexes))  # fmt: skip
        yield True
    finally:
        restore_vector_indexes()
