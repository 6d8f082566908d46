"""BM25's term statistics as the newest `memories/sql/term_stats_<migration>.sql` defines them: the
migrated database holds exactly that file's functions and triggers, every versioned file is
loaded by the migration it is named after, and the statement-level triggers count a multi-row
insert, update and delete as exactly as a recount from the records."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from django.db import connection

from memories.models import Memory
from memories.sql import HERE, VERSIONED, newest, read
from tests.factories.memories import MemoryFactory, ProjectFactory

pytestmark = pytest.mark.django_db

Definitions = tuple[dict[str, str], dict[str, str]]


def _definitions() -> Definitions:
    """The term-statistics functions (by signature) and the triggers on the memory table that
    run them, as the database prints them."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT p.oid::regprocedure::text, pg_get_functiondef(p.oid) FROM pg_proc p"
            " WHERE p.pronamespace = current_schema()::regnamespace"
            " AND p.proname LIKE 'memories\\_term\\_%%'"
        )
        functions = {str(name): str(body) for name, body in cursor.fetchall()}
        cursor.execute(
            "SELECT t.tgname, pg_get_triggerdef(t.oid) FROM pg_trigger t JOIN pg_proc p"
            " ON p.oid = t.tgfoid WHERE t.tgrelid = 'memories_memory'::regclass"
            " AND NOT t.tgisinternal AND p.proname LIKE 'memories\\_term\\_%%'"
        )
        triggers = {str(name): str(ddl) for name, ddl in cursor.fetchall()}
    return functions, triggers


def test_the_database_holds_exactly_the_newest_files_definitions() -> None:
    text = read(newest("term_stats"))
    named = set(re.findall(r"CREATE OR REPLACE FUNCTION (\w+)\(", text))
    migrated = _definitions()
    assert {signature.split("(")[0] for signature in migrated[0]} == named
    assert set(migrated[1]) == set(re.findall(r"CREATE TRIGGER (\w+)", text))
    with connection.cursor() as cursor:
        cursor.execute(text)  # applying the file again changes nothing (in the test's rollback)
    assert _definitions() == migrated


def test_each_versioned_file_is_loaded_by_the_migration_it_is_named_after() -> None:
    """`term_stats_0025.sql` is the text 0025 was written with: that migration, and no other,
    reads it by name, so a later version cannot change what an old migration does."""
    migrations = Path(__file__).resolve().parents[3] / "memories" / "migrations"
    files = sorted(path.name for path in HERE.glob("*.sql"))
    assert files, "no SQL files"
    for name in files:
        match = VERSIONED.fullmatch(name)
        assert match, f"{name} is not named <name>_<migration>.sql"
        readers = [
            path.name for path in migrations.glob("0*.py") if f'read("{name}")' in path.read_text()
        ]
        assert [reader[:4] for reader in readers] == [match["migration"]], (name, readers)


def _kept() -> dict[tuple[Any, ...], tuple[int, int]]:
    """(class, lexeme) → (document frequency, total length) as BM25 reads them: compacted and
    pending rows summed."""
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT scope, owner_id, persona_id, project_id, system_id, lexeme, sum(df),"
            " sum(length) FROM (SELECT * FROM memories_termstatistic UNION ALL"
            " SELECT * FROM memories_termstatisticdelta) c"
            " GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(df) <> 0 OR sum(length) <> 0"
        )
        return {tuple(row[:6]): (int(row[6]), int(row[7])) for row in cursor.fetchall()}


def _bounds() -> dict[tuple[Any, ...], tuple[int, int | None]]:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT scope, owner_id, persona_id, project_id, system_id, lexeme, max(max_tf),"
            " min(min_length) FROM (SELECT * FROM memories_termstatistic UNION ALL"
            " SELECT * FROM memories_termstatisticdelta) c"
            " GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(df) > 0"
        )
        return {tuple(row[:6]): (int(row[6]), row[7]) for row in cursor.fetchall()}


def _recounted() -> tuple[dict[tuple[Any, ...], tuple[int, int]], Any]:
    """The same counted afresh from the records (`memories_term_rebuild`), with exact bounds."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT memories_term_rebuild()")
    return _kept(), _bounds()


def _rows(owner: Any, project: Any, n: int, start: int = 0) -> list[Memory]:
    words = ["kafka", "billing", "pottery", "glaze", "deploy", "friday", "oslo", "lag"]
    return [
        Memory(
            owner=owner,
            scope="project" if i % 3 == 0 else ("session" if i % 7 == 0 else "user"),
            project=project if i % 3 == 0 else None,
            session_key="thread-1" if i % 7 == 0 and i % 3 else "",
            status="active",
            content=" ".join(words[(i + k) % len(words)] for k in range(1 + i % 5)) + f" note {i}",
            recall_hint=words[i % len(words)] if i % 2 else "",
            tags=["ops"] if i % 4 == 0 else [],
        )
        for i in range(start, start + n)
    ]


def test_statement_writes_count_exactly_as_a_recount(alice: Any, bob: Any) -> None:
    project = ProjectFactory(slug="apollo")
    MemoryFactory(owner=alice, content="Pottery class on Saturday mornings")  # one row alone
    Memory.objects.bulk_create(_rows(alice, project, 40) + _rows(bob, None, 25, start=40))
    kept, bounds = _kept(), _bounds()
    assert (kept, bounds) == _recounted()  # an insert-only history: bounds exact too

    mine = Memory.objects.filter(owner=alice)
    mine.filter(scope="user").update(status="archived")  # many leave the active set at once
    Memory.objects.filter(owner=bob).update(project=project, scope="project")  # class moves
    mine.filter(scope="project").update(relevance_score=0.5)  # nothing counted changes
    Memory.objects.filter(owner=alice, status="archived").update(status="active")
    Memory.objects.filter(owner=bob, content__contains="kafka").delete()
    kept = _kept()
    assert kept == _recounted()[0]
    assert any(key[0] == "project" for key in kept)
