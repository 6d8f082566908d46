"""A large import into a smaller store goes without the memories' GIN and the vectors' HNSW
indexes and builds them after the load: afterwards (a failed import too) every index of both
tables is back exactly as it was, no definition is left waiting, and the term statistics are
those of a recount."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest
from django.db import connection

from memories.models import Memory
from tests.portability.conftest import export, import_, rewrite_archive, wipe

pytestmark = pytest.mark.django_db(transaction=True)

TABLES = ("memories_memory", "memories_memoryembedding")


def _index_definitions() -> dict[str, str]:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema()"
            " AND tablename = ANY(%s)",
            [list(TABLES)],
        )
        return {str(name): str(ddl) for name, ddl in cursor.fetchall()}


def _term_statistics() -> list[tuple[Any, ...]]:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT scope, owner_id, persona_id, project_id, system_id, lexeme, df, length,"
            " max_tf, min_length FROM memories_termstatistic ORDER BY 1, 2, 3, 4, 5, 6"
        )
        return list(cursor.fetchall())


def _empty_store() -> None:
    """Nothing stored, and the planner knows it (the row estimate the import compares with)."""
    wipe()
    with connection.cursor() as cursor:
        cursor.execute(f"ANALYZE {', '.join(TABLES)}")


@pytest.fixture
def large(settings: Any, tmp_path: Path) -> Path:
    """Every import counts as large: the smallest threshold."""
    settings.DATA_DIR = tmp_path / "data"
    settings.IMPORT_INDEX_AFTER_LOAD_MIN_ROWS = 1
    return tmp_path / "data" / "indexes-to-build.json"


def test_a_large_import_builds_them_after_the_load_and_they_are_identical(
    filled: dict[str, Any], tmp_path: Path, large: Path, caplog: pytest.LogCaptureFixture
) -> None:
    archive = tmp_path / "all.zip"
    export(archive, "--all", "--with-vectors")
    before = _index_definitions()
    assert any(" USING gin " in ddl for ddl in before.values())
    assert any(" USING hnsw " in ddl for ddl in before.values())
    _empty_store()

    with caplog.at_level(logging.INFO, logger="memories.search.bulk_index"):
        report = import_(archive)

    assert report["created"]["memories"] == Memory.objects.count() > 5
    dropped = " ".join(r.getMessage() for r in caplog.records if "built after it" in r.getMessage())
    for name, ddl in before.items():  # every GIN and HNSW index went for the load
        assert (name in dropped) == (" USING gin " in ddl or " USING hnsw " in ddl), name
    assert _index_definitions() == before
    assert not large.exists()
    with connection.cursor() as cursor:  # already folded by the import
        cursor.execute("SELECT count(*) FROM memories_termstatisticdelta")
        assert cursor.fetchone() == (0,)
    imported = _term_statistics()
    assert imported
    with connection.cursor() as cursor:
        cursor.execute("SELECT memories_term_rebuild()")
    assert _term_statistics() == imported


def test_a_failed_large_import_leaves_them_identical_and_nothing_in(
    filled: dict[str, Any], tmp_path: Path, large: Path, caplog: pytest.LogCaptureFixture
) -> None:
    archive, bad = tmp_path / "all.zip", tmp_path / "bad.zip"
    export(archive, "--all", "--with-vectors")

    def edit(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
        records[-1]["subject"] = "urn:entity:nobody"  # fails after memories and vectors are in
        return records

    rewrite_archive(archive, bad, part="relations", change=edit)
    before = _index_definitions()
    _empty_store()

    with (
        caplog.at_level(logging.INFO, logger="memories.search.bulk_index"),
        pytest.raises(Exception, match="subject"),
    ):
        import_(bad)

    assert any("built after it" in r.getMessage() for r in caplog.records)
    assert Memory.objects.count() == 0
    assert _index_definitions() == before
    assert not large.exists()
