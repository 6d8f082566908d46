"""`backup` and `restore`: the whole database to one file and back into a fresh database,
where the data answers the same (rows, correction chains, nearest vectors)."""

from __future__ import annotations

import io
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from django.conf import settings
from django.core.management import CommandError, call_command

from memories.portability.backup import BackupFailed, Target, database_restore

QUESTIONS = (
    "SELECT count(*) FROM memories_memory",
    "SELECT id, content, status, superseded_by_id, always_inject, approved_at FROM"
    " memories_memory ORDER BY id",
    "SELECT memory_id, reason, content FROM memories_memoryrevision ORDER BY memory_id, id",
    "SELECT pointer, memory_id FROM palace_drawer ORDER BY pointer",
    "SELECT predicate, valid_from, valid_to FROM memories_relation ORDER BY valid_from",
    # The vector index answers the same: each memory's five nearest neighbours.
    "SELECT a.memory_id, array_agg(b.memory_id ORDER BY a.embedding <=> b.embedding, b.memory_id)"
    " FROM memories_memoryembedding a JOIN memories_memoryembedding b ON a.model = b.model"
    " GROUP BY a.memory_id ORDER BY a.memory_id",
    "SELECT username FROM auth_user ORDER BY username",
)


def _connect(target: Target, name: str | None = None) -> psycopg.Connection[Any]:
    params = {"dbname": name or target.name, "host": target.host, "user": target.user,
              "password": target.password, "port": target.port}  # fmt: skip
    return psycopg.connect(**{k: v for k, v in params.items() if v}, autocommit=True)


def _answers(target: Target) -> list[list[tuple[Any, ...]]]:
    with _connect(target) as conn:
        return [conn.execute(question).fetchall() for question in QUESTIONS]


@pytest.fixture
def fresh_database() -> Iterator[Target]:
    """An empty database on the same server, dropped afterwards."""
    source = Target.from_settings(settings.DATABASES["default"])
    name = f"restore_{uuid.uuid4().hex[:10]}"
    with _connect(source, "postgres") as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    yield Target(name=name, user=source.user, password=source.password, host=source.host,
                 port=source.port)  # fmt: skip
    with _connect(source, "postgres") as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.mark.django_db(transaction=True)
def test_a_backup_restored_into_a_fresh_database_answers_the_same(
    filled: dict[str, Any], fresh_database: Target, tmp_path: Path
):
    path = tmp_path / "memory.backup"
    out = io.StringIO()
    call_command("backup", str(path), stdout=out)
    assert path.stat().st_size > 0
    database_restore(str(path), target=fresh_database)
    source = Target.from_settings(settings.DATABASES["default"])
    original = _answers(source)
    assert original[0][0][0] > 5
    assert _answers(fresh_database) == original


def test_restore_refuses_to_replace_memories_without_force(filled: dict[str, Any], tmp_path):
    with pytest.raises(CommandError, match="--force"):
        call_command("restore", str(tmp_path / "missing.backup"))


def test_a_damaged_backup_is_refused_and_changes_nothing(fresh_database: Target, tmp_path: Path):
    broken = tmp_path / "broken.backup"
    broken.write_bytes(b"PGDMP this is not a real archive")
    with pytest.raises(BackupFailed, match="pg_restore failed"):
        database_restore(str(broken), target=fresh_database)
