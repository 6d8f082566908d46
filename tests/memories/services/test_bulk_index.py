"""The vector indexes around a bulk load: dropped for a large load into a small store, always
built again on the way out (a failed load too), and a killed load's are built by the next."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from django.db import connection

from memories.services.bulk_index import (
    restore_vector_indexes,
    vector_indexes,
    vector_indexes_after_load,
)

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def data_dir(settings: Any, tmp_path: Path) -> Path:
    settings.DATA_DIR = tmp_path
    settings.IMPORT_INDEX_AFTER_LOAD_MIN_ROWS = 10
    return tmp_path


def test_a_large_load_runs_without_them_and_they_come_back(data_dir: Path) -> None:
    before = vector_indexes()
    assert before  # the migrations' HNSW indexes
    with vector_indexes_after_load(50) as dropped:
        assert dropped
        assert vector_indexes() == []
        assert (data_dir / "vector-indexes-to-build.json").exists()
    assert vector_indexes() == before
    assert not (data_dir / "vector-indexes-to-build.json").exists()


def test_a_small_load_keeps_them(data_dir: Path, settings: Any) -> None:
    before = vector_indexes()
    with vector_indexes_after_load(9) as dropped:
        assert not dropped
        assert vector_indexes() == before
    settings.IMPORT_INDEX_AFTER_LOAD_MIN_ROWS = 0  # never
    with vector_indexes_after_load(10_000) as dropped:
        assert not dropped


def test_a_failed_load_builds_them_again(data_dir: Path) -> None:
    before = vector_indexes()
    with pytest.raises(RuntimeError, match="boom"), vector_indexes_after_load(50):
        raise RuntimeError("boom")
    assert vector_indexes() == before


def test_a_killed_loads_indexes_are_built_by_the_next(data_dir: Path) -> None:
    before = vector_indexes()
    (data_dir / "vector-indexes-to-build.json").write_text(json.dumps(before))
    with connection.cursor() as cursor:  # the load dropped them, then its process was killed
        for name, _ in before:
            cursor.execute(f'DROP INDEX "{name}"')
    assert restore_vector_indexes() == len(before)
    assert vector_indexes() == before
    assert restore_vector_indexes() == 0  # idempotent
