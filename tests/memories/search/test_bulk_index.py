"""Bulk loads: `copy_rows` writes what `bulk_create` writes; the vector (HNSW) and memory (GIN)
indexes are dropped for a large load into a small table, always built again on the way out (a
failed load too), and a killed load's are built by the next."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from django.db import connection

from memories.models import Memory, MemoryEmbedding
from memories.search.bulk_index import (
    TABLE,
    NewRows,
    after_load_indexes,
    copy_rows,
    indexes_after_load,
    restore_indexes,
    vector_indexes,
)

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def data_dir(settings: Any, tmp_path: Path) -> Path:
    settings.DATA_DIR = tmp_path
    settings.IMPORT_INDEX_AFTER_LOAD_MIN_ROWS = 10
    # The size a load is weighed against is the planner's estimate; earlier tests on this
    # database (emptied since) may have left theirs. Each test starts from its real tables.
    with connection.cursor() as cursor:
        cursor.execute(f"ANALYZE {TABLE}, memories_memory")
    return tmp_path


def test_a_large_load_runs_without_them_and_they_come_back(data_dir: Path) -> None:
    before = vector_indexes()
    assert before  # the migrations' HNSW indexes
    with indexes_after_load({TABLE: 50}) as dropped:
        assert dropped
        assert vector_indexes() == []
        assert (data_dir / "indexes-to-build.json").exists()
    assert vector_indexes() == before
    assert not (data_dir / "indexes-to-build.json").exists()


def test_a_large_load_of_memories_goes_without_their_gin_indexes(data_dir: Path) -> None:
    gin, hnsw = after_load_indexes("memories_memory"), vector_indexes()
    # entities, tags, the search class and its lexemes, and the subject labels
    assert len(gin) == 5
    assert all(" USING gin " in ddl for _, ddl in gin)
    with indexes_after_load({"memories_memory": 50}) as dropped:
        assert dropped == [name for name, _ in gin]
        assert after_load_indexes("memories_memory") == []
        assert vector_indexes() == hnsw  # the vectors bring none: theirs stay
    assert after_load_indexes("memories_memory") == gin


def test_a_load_into_a_larger_table_keeps_its_indexes(data_dir: Path, alice: Any) -> None:
    Memory.objects.bulk_create(_pair(alice, f"note {i}")[0] for i in range(60))
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE memories_memory")
    gin = after_load_indexes("memories_memory")
    with indexes_after_load({"memories_memory": 50}) as dropped:
        assert dropped == []
        assert after_load_indexes("memories_memory") == gin


def test_a_small_load_keeps_them(data_dir: Path, settings: Any) -> None:
    before = vector_indexes()
    with indexes_after_load({TABLE: 9}) as dropped:
        assert not dropped
        assert vector_indexes() == before
    settings.IMPORT_INDEX_AFTER_LOAD_MIN_ROWS = 0  # never
    with indexes_after_load({TABLE: 10_000}) as dropped:
        assert not dropped


def test_a_failed_load_builds_them_again(data_dir: Path) -> None:
    before = vector_indexes()
    with pytest.raises(RuntimeError, match="boom"), indexes_after_load({TABLE: 50}):
        raise RuntimeError("boom")
    assert vector_indexes() == before


def test_a_killed_loads_indexes_are_built_by_the_next(data_dir: Path) -> None:
    before, gin = vector_indexes(), after_load_indexes("memories_memory")
    (data_dir / "indexes-to-build.json").write_text(json.dumps(before + gin))
    with connection.cursor() as cursor:  # the load dropped them, then its process was killed
        for name, _ in before + gin:
            cursor.execute(f'DROP INDEX "{name}"')
    with indexes_after_load({TABLE: 1}) as dropped:  # the next load builds them first
        assert not dropped
        assert vector_indexes() == before
        assert after_load_indexes("memories_memory") == gin
    assert restore_indexes() == 0  # idempotent


def test_a_file_an_earlier_version_left_is_built_too(data_dir: Path) -> None:
    before = vector_indexes()
    (data_dir / "vector-indexes-to-build.json").write_text(json.dumps(before))
    with connection.cursor() as cursor:
        for name, _ in before:
            cursor.execute(f'DROP INDEX "{name}"')
    assert restore_indexes() == len(before)
    assert vector_indexes() == before
    assert not (data_dir / "vector-indexes-to-build.json").exists()


def _pair(owner: Any, content: str) -> tuple[Memory, MemoryEmbedding]:
    memory = Memory(
        owner=owner,
        content=content,
        recall_hint="a hint",
        tags=["ops", "with,comma"],
        entities=["person:dana"],
        metadata={"source": {"line": 3}, "note": "tab\tand \\ slash"},
        scope="global",
        content_hash="0" * 64,
        expires_at=datetime(2027, 1, 2, 3, 4, 5, 678901, tzinfo=UTC),
    )
    vector = MemoryEmbedding(
        memory=memory, model="m", dimensions=3, embedding=[0.25, -1.0, 3], text_hash="1" * 64
    )
    return memory, vector


def test_copy_rows_writes_what_bulk_create_writes(alice: Any) -> None:
    copied, created = _pair(alice, "Kafka lag on Mondays"), _pair(alice, "Kafka lag on Mondays")
    assert copy_rows(Memory, [copied[0]]) == 1
    assert copy_rows(MemoryEmbedding, [copied[1]]) == 1
    Memory.objects.bulk_create([created[0]])
    MemoryEmbedding.objects.bulk_create([created[1]])
    memories = Memory.objects.filter(pk__in=[copied[0].pk, created[0].pk]).values()
    (a, b) = sorted(memories, key=lambda row: row["id"] != copied[0].pk)
    for row in (a, b):
        row.pop("id")
        row.pop("created_at")
        row.pop("updated_at")
    assert a == b
    assert a["search_vector"]  # the generated columns, made by the database
    assert a["class_term"]
    vectors = MemoryEmbedding.objects.filter(memory_id__in=[copied[0].pk, created[0].pk])
    got = {
        v.memory_id: (list(v.embedding), v.in_global_scope, v.class_key, v.text_hash)
        for v in vectors
    }
    assert (
        got[copied[0].pk] == got[created[0].pk] == ([0.25, -1.0, 3.0], True, "global::::", "1" * 64)
    )


def test_rows_made_without_model_init_write_what_instances_write(alice: Any) -> None:
    """`NewRows` sets what it is given, the fields' defaults for the rest (a fresh list or dict
    each time), and refuses a name the model does not have."""
    template, _ = _pair(alice, "Kafka lag on Mondays")
    names = ("owner_id", "content", "recall_hint", "tags", "entities", "scope", "content_hash")
    given = {name: getattr(template, name) for name in (*names, "expires_at")}
    new_memory = NewRows(Memory)
    made, other = new_memory(**given), new_memory(**given)
    assert made.metadata == {}
    assert made.metadata is not other.metadata
    assert (made.kind, made.status, made.confidence) == ("fact", "active", 0.7)
    assert made.pk is not None
    assert made.pk != other.pk
    assert made._state.adding
    with pytest.raises(TypeError, match="has no field owner"):
        new_memory(owner=alice)
    instance = Memory(**given)
    assert copy_rows(Memory, [made]) == 1
    Memory.objects.bulk_create([instance])
    rows = {
        row.pop("id"): row for row in Memory.objects.filter(pk__in=[made.pk, instance.pk]).values()
    }
    for row in rows.values():
        row.pop("created_at")
        row.pop("updated_at")
    assert rows[made.pk] == rows[instance.pk]
    vector = NewRows(MemoryEmbedding)(
        memory_id=made.pk, model="m", dimensions=3, embedding=[1.0, 0, 0], text_hash="2" * 64
    )
    assert copy_rows(MemoryEmbedding, [vector]) == 1
    stored = MemoryEmbedding.objects.get(memory_id=made.pk)
    assert (stored.in_global_scope, stored.class_key) == (True, "global::::")


def test_a_query_made_while_the_rows_are_copied_is_refused(alice: Any) -> None:
    """The COPY holds the connection: a lookup made by the rows' generator would wait for it
    forever, so it is refused with an error that says what to do."""

    def rows() -> Any:
        yield _pair(alice, "first")[0]
        Memory.objects.count()  # a lookup that belongs before the COPY
        yield _pair(alice, "second")[0]

    with pytest.raises(RuntimeError, match="no query may run while copy_rows writes"):
        copy_rows(Memory, rows())
    assert not Memory.objects.filter(content__in=["first", "second"]).exists()
