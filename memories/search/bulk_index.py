"""Bulk loads: rows written with COPY (`copy_rows`), and the indexes built after a load.

`copy_rows` writes what `bulk_create` would (the same columns, the same prepared values,
every trigger fired as for an INSERT: the term statistics' statement-level triggers once per
COPY) without building a statement of tens of thousands of parameters, which cost an import
more in Python than PostgreSQL spent on the rows (docs/benchmarks.md, "Bulk ingest").

A large load into a table no larger than it goes in without the table's indexes of
`AFTER_LOAD` (the vectors' HNSW, the memories' GIN) and builds them once at the end (pgvector:
"it's faster to create an index after loading your initial data"; PostgreSQL's "Populating a
Database" says the same of any index; measured in docs/benchmarks.md, "Bulk ingest"). A small
load, or one into a larger table, keeps them.

Safe: the dropped indexes' definitions are written to DATA_DIR before anything is dropped, and
they are built again in a `finally` (a failed load included); a load killed outright leaves
that file behind, and the next bulk load (or `restore_indexes`) builds them first, so a retry
is idempotent (CREATE INDEX IF NOT EXISTS). While they are away, recall finds vectors by an
exact scan and words by a scan of the table: slower, never wrong."""

from __future__ import annotations

import functools
import itertools
import json
import logging
import operator
import os
import re
import uuid
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any, Generic, TypeVar

from django.conf import settings
from django.contrib.postgres.fields import ArrayField
from django.db import connection, models
from django.db.models.base import ModelState
from django.db.models.fields import AutoFieldMixin
from pgvector.django import VectorField
from pgvector.psycopg.vector import VectorBinaryDumper
from psycopg import sql

from memories.search.db_lanes import in_lanes
from memories.search.models_in_use import coverage_cache_clear

logger = logging.getLogger(__name__)

TABLE = "memories_memoryembedding"
# The indexes a large load goes without, by table: the index method whose per-row upkeep costs
# more than one build after the load (docs/benchmarks.md, "Bulk ingest"): the vectors' HNSW
# graphs (one graph insert per row) and the memories' GIN indexes (search columns, class
# lexemes, tags, entities; `fastupdate` off, so tens of posting-tree inserts per row).
AFTER_LOAD = {TABLE: "hnsw", "memories_memory": "gin"}
# maintenance_work_mem while building: enough for the HNSW graph to fit (a build whose graph
# outgrows it slows down), sized to the vectors table, since a parallel build (PostgreSQL's
# default of two maintenance workers) first sets aside all of it as shared memory: 1 GB cost
# 0.35 s per index at 10 000 rows, the 10 000-row graph needing a few tens of MB
# (docs/benchmarks.md, "Bulk ingest").
BUILD_MEMORY_MIN, BUILD_MEMORY_MAX = 64 << 20, 1 << 30
BUILD_MEMORY_PER_STORED_BYTE = 1.5  # the graph: each vector again, with its neighbour lists


# Field types whose database value is the Python value itself when it has one of these types
# (their `get_db_prep_save` returns it unchanged on PostgreSQL): written as they are, without
# Django's per-value preparation, the larger part of a COPY's cost in Python. Exact classes
# only: a subclass may prepare its values its own way.
_AS_IS: dict[type[models.Field[Any, Any]], tuple[type, ...]] = {
    models.CharField: (str,),
    models.TextField: (str,),
    models.BooleanField: (bool,),
    models.FloatField: (float,),
    models.IntegerField: (int,),
    models.BigIntegerField: (int,),
    models.PositiveIntegerField: (int,),
    models.AutoField: (int,),
    models.BigAutoField: (int,),
    models.UUIDField: (uuid.UUID,),
}


def _aware_datetime(value: Any) -> bool:
    """A DateTimeField's value Django writes unchanged: a datetime with its time zone (a naive
    one is made aware by Django, with its warning)."""
    return type(value) is datetime and value.utcoffset() is not None


def _strings(value: Any) -> bool:
    """An array of text's value Django writes unchanged: a list of str."""
    return type(value) is list and all(type(item) is str for item in value)


def _as_is(field: models.Field[Any, Any]) -> Callable[[Any], bool]:
    """Whether a value of `field` is written unchanged (else Django prepares it)."""
    if isinstance(field, models.ForeignKey):
        field = field.target_field
    if type(field) is models.DateTimeField:
        return _aware_datetime
    if type(field) is ArrayField and type(field.base_field) in (models.CharField, models.TextField):
        return _strings
    types = _AS_IS.get(type(field), ())
    return lambda value: type(value) in types


def _pre_saved(field: models.Field[Any, Any]) -> bool:
    """Whether `field`'s class computes what it saves (`pre_save`) rather than reading the
    attribute: a date's `auto_now`/`auto_now_add` (an import switches them off), a custom
    field's own."""
    if isinstance(field, models.DateField) and type(field).pre_save in (
        models.DateField.pre_save,
        models.DateTimeField.pre_save,
    ):
        return bool(field.auto_now or field.auto_now_add)
    return type(field).pre_save is not models.Field.pre_save


class _RowValues:
    """What `bulk_create` would write for each of `fields` of a model instance: each value as
    `pre_save` gives it (the attribute itself, read for all fields at once, unless the field
    computes what it saves), prepared by Django unless it is written as it is."""

    def __init__(self, fields: Sequence[models.Field[Any, Any]]) -> None:
        self.fields = list(fields)
        self.as_is = [_as_is(f) for f in self.fields]
        self.read = operator.attrgetter(*[f.attname for f in self.fields])
        self.pre_saved = [i for i, f in enumerate(self.fields) if _pre_saved(f)]
        self.vectors = {i for i, f in enumerate(self.fields) if isinstance(f, VectorField)}

    def __call__(self, obj: models.Model) -> list[Any]:
        read = self.read(obj)
        values = list(read) if len(self.fields) > 1 else [read]
        for i in self.pre_saved:
            values[i] = self.fields[i].pre_save(obj, True)
        for i, value in enumerate(values):
            if value is None or i in self.vectors or self.as_is[i](value):
                continue  # as get_db_prep_save returns it; a vector goes to pgvector's dumper
            values[i] = self.fields[i].get_db_prep_save(value, connection)
        return values


M = TypeVar("M", bound=models.Model)


class NewRows(Generic[M]):
    """Makes unsaved instances of `model` for `copy_rows` without `Model.__init__` (which costs
    more than the COPY of the row: its per-field keyword handling, descriptors and signals):
    each attribute set from the values given, by attribute name (`owner_id`, not `owner`),
    the field's default for the others, the database's own columns (generated) left out.
    For instances that only `copy_rows` writes; nothing saves them."""

    def __init__(self, model: type[M]) -> None:
        self.model = model
        fields = [f for f in model._meta.concrete_fields if not f.generated]
        self.attnames = frozenset(f.attname for f in fields)
        self.defaults = [(f.attname, f.get_default) for f in fields]

    def __call__(self, **values: Any) -> M:
        if not values.keys() <= self.attnames:
            unknown = ", ".join(sorted(values.keys() - self.attnames))
            raise TypeError(f"{self.model.__name__} has no field {unknown}")
        obj = self.model.__new__(self.model)
        for attname, default in self.defaults:
            if attname not in values:
                values[attname] = default()
        obj.__dict__.update(values)
        obj._state = ModelState()
        return obj


def _column_types(table: str, columns: list[str]) -> list[int]:
    """Each column's type, as the OIDs a binary COPY is told."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT attname, atttypid FROM pg_attribute WHERE attrelid = %s::regclass"
            " AND attnum > 0 AND NOT attisdropped",
            [table],
        )
        found = dict(cursor.fetchall())
    return [int(found[column]) for column in columns]


def copy_rows(model: type[models.Model], objs: Iterable[models.Model]) -> int:
    """Insert `objs` with one COPY: the columns and values `bulk_create` writes (a generated
    column and an empty auto id left to the database). No conflict handling: for new rows.
    A table with a vector column is written in COPY's binary format (the vectors as they are
    stored, without a decimal text form); the others in its text format. `objs` may be a
    generator: its rows are made while PostgreSQL takes the ones before (an exception it
    raises ends the COPY, and the caller's transaction is rolled back). Returns the rows
    written."""
    rows = iter(objs)
    first = next(rows, None)
    if first is None:
        return 0
    fields = [
        f
        for f in model._meta.concrete_fields
        if not f.generated and not (isinstance(f, AutoFieldMixin) and first.pk is None)
    ]
    columns = [str(f.column) for f in fields]
    binary = any(isinstance(f, VectorField) for f in fields)
    statement = sql.SQL("COPY {} ({}) FROM STDIN{}").format(
        sql.Identifier(model._meta.db_table),
        sql.SQL(", ").join([sql.Identifier(column) for column in columns]),
        sql.SQL(" (FORMAT BINARY)" if binary else ""),
    )
    values = _RowValues(fields)
    types = _column_types(model._meta.db_table, columns) if binary else []
    with connection.cursor() as cursor:
        raw = cursor.cursor
        if binary:
            vector_oid = next(
                t for f, t in zip(fields, types, strict=True) if isinstance(f, VectorField)
            )
            # pgvector's binary form, found by the column's type alone (set_types), on this
            # cursor only: 11 µs a 384-number vector against 380 µs as decimal text in Python
            # (docs/benchmarks.md, "Bulk ingest").
            dumper = type("VectorBinary", (VectorBinaryDumper,), {"oid": vector_oid})
            raw.adapters.register_dumper(None, dumper)
        with raw.copy(statement) as copy, connection.execute_wrapper(_no_query_during_copy):
            if binary:
                copy.set_types(types)
            written = 0
            for obj in itertools.chain([first], rows):
                copy.write_row(values(obj))
                written += 1
    return written


def _no_query_during_copy(*_: Any) -> None:
    """A query that `copy_rows`'s rows make while the COPY holds the connection would wait for
    it forever: refused instead, naming the mistake."""
    raise RuntimeError("no query may run while copy_rows writes: make the rows' lookups first")


def _state_file() -> Path:
    return Path(settings.DATA_DIR) / "indexes-to-build.json"


def _waiting_files() -> list[Path]:
    """The state file, and the one an earlier version named for the vector indexes alone (the
    same content: a list of [name, CREATE INDEX statement])."""
    legacy = Path(settings.DATA_DIR) / "vector-indexes-to-build.json"
    return [path for path in (_state_file(), legacy) if path.exists()]


def _indexes(table: str, method: str) -> list[tuple[str, str]]:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() "
            "AND tablename = %s AND indexdef ILIKE %s ORDER BY indexname",
            [table, f"% USING {method} %"],
        )
        return [(str(name), str(ddl)) for name, ddl in cursor.fetchall()]


def vector_indexes() -> list[tuple[str, str]]:
    """(name, CREATE INDEX statement) of every HNSW index over the vectors table."""
    return _indexes(TABLE, "hnsw")


def after_load_indexes(table: str) -> list[tuple[str, str]]:
    """(name, CREATE INDEX statement) of the indexes of `table` a large load builds after it."""
    return _indexes(table, AFTER_LOAD[table])


def _clear_caches() -> None:
    coverage_cache_clear()


def restore_indexes() -> int:
    """Build the indexes a bulk load dropped, if any are still waiting (idempotent): each
    table's in a lane of its own (`in_lanes`), side by side. Returns how many statements ran."""
    paths = _waiting_files()
    if not paths:
        return 0
    by_table: dict[str, list[tuple[str, str]]] = {}
    for path in paths:
        for name, ddl in json.loads(path.read_text()):
            by_table.setdefault(_table_of(ddl), []).append((name, ddl))
    memory = build_memory()
    built = sum(in_lanes([functools.partial(_build, group, memory) for group in by_table.values()]))
    for path in paths:
        path.unlink()
    _clear_caches()
    return built


def _table_of(ddl: str) -> str:
    found = re.search(r" ON (?:ONLY )?(\S+) USING ", ddl)
    return found.group(1) if found else ""


def _build(indexes: Sequence[tuple[str, str]], memory: int) -> int:
    """Run the CREATE INDEX statements of `indexes` with `memory` bytes of
    maintenance_work_mem; returns how many ran."""
    with connection.cursor() as cursor:
        cursor.execute(f"SET maintenance_work_mem = '{memory >> 10}kB'")
        try:
            for name, ddl in indexes:
                logger.info("Building the index %s after the bulk load.", name)
                cursor.execute(ddl.replace("CREATE INDEX ", "CREATE INDEX IF NOT EXISTS ", 1))
        finally:
            cursor.execute("RESET maintenance_work_mem")
    return len(indexes)


def build_memory() -> int:
    """maintenance_work_mem (bytes) for building the indexes after a load: the vectors table's
    size times BUILD_MEMORY_PER_STORED_BYTE, within BUILD_MEMORY_MIN and BUILD_MEMORY_MAX."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_table_size(%s)", [TABLE])
        row = cursor.fetchone()
    stored = int(row[0]) if row and row[0] is not None else 0
    wanted = int(stored * BUILD_MEMORY_PER_STORED_BYTE)
    return max(BUILD_MEMORY_MIN, min(BUILD_MEMORY_MAX, wanted))


def _stored_rows(table: str) -> int:
    """A table's size as the planner knows it (no full count on a large table)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT GREATEST(reltuples, 0)::bigint FROM pg_class WHERE relname = %s",
                       [table])  # fmt: skip
        row = cursor.fetchone()
    return int(row[0]) if row else 0


@contextmanager
def indexes_after_load(incoming: Mapping[str, int]) -> Iterator[list[str]]:
    """Around a bulk load of `incoming` rows per table (a table of AFTER_LOAD): yields the names
    of the indexes dropped for it (built again on the way out, whatever happened), none when
    they all stay. A table's go when the load brings at least IMPORT_INDEX_AFTER_LOAD_MIN_ROWS
    rows and no fewer than the table holds."""
    if connection.in_atomic_block:  # a caller's transaction (a test's): leave them alone
        yield []
        return
    restore_indexes()  # what an earlier, killed load left waiting
    threshold = settings.IMPORT_INDEX_AFTER_LOAD_MIN_ROWS
    indexes = [
        index
        for table, rows in incoming.items()
        if threshold and rows >= threshold and rows >= _stored_rows(table)
        for index in after_load_indexes(table)
    ]
    if not indexes:
        yield []
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
        logger.info("Bulk load of %s rows: %d indexes are built after it (%s).",
                    dict(incoming), len(indexes), ", ".join(name for name, _ in indexes))  # fmt: skip
        yield [name for name, _ in indexes]
    finally:
        restore_indexes()
