"""The cursor whose statements PostgreSQL prepares: BM25's statement is prepared once per
connection and ranks exactly as an unprepared run does; errors are Django's; other statements
are never prepared."""

from __future__ import annotations

from typing import Any

import pytest
from django.db import DatabaseError, connection, transaction

from memories.models import Memory
from memories.retrieval.bm25 import bm25_search
from memories.retrieval.types import RecallFilters
from memories.retrieval.visible import VisibleSet, recall_queryset
from memories.scoping import principal_for_user
from memories.search.prepared import prepared_cursor
from tests.factories.memories import MemoryFactory

pytestmark = pytest.mark.django_db


def _prepared() -> list[str]:
    with connection.cursor() as cursor:
        cursor.execute("SELECT statement FROM pg_prepared_statements")
        return [row[0] for row in cursor.fetchall()]


def test_bm25_is_prepared_once_and_ranks_as_unprepared(alice: Any) -> None:
    for n in range(12):
        MemoryFactory(owner=alice, content=f"kafka consumer lag on billing {n}" * (1 + n % 3))
    MemoryFactory(owner=alice, content="pottery class on saturday")
    as_alice = principal_for_user(alice)
    qs = recall_queryset(principal=as_alice, filters=RecallFilters())

    runs = [
        bm25_search(VisibleSet(qs), principal=as_alice, query="kafka billing lag", limit=5).rows
        for _ in range(3)
    ]

    statements = [sql for sql in _prepared() if "any_term" in sql]
    assert len(statements) == 1  # prepared on the first run, reused by the others
    assert runs[0] == runs[1] == runs[2]
    assert len(runs[0]) == 5
    with connection.cursor() as cursor:  # the same statement, unprepared, client-side
        cursor.execute("SELECT 1")
    assert [sql for sql in _prepared() if "any_term" not in sql] == []
    top = Memory.objects.get(pk=runs[0][0][0])
    assert "kafka" in top.content


def test_errors_are_djangos_and_the_connection_stays_usable(alice: Any) -> None:
    with pytest.raises(DatabaseError), transaction.atomic(), prepared_cursor() as cursor:
        cursor.execute("SELECT no_such_column FROM memories_memory WHERE id = %s", [None])
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        assert cursor.fetchone() == (1,)


def test_turned_off_it_is_djangos_own_cursor(alice: Any, settings: Any) -> None:
    settings.RECALL_PREPARED_STATEMENTS = False
    MemoryFactory(owner=alice, content="kafka consumer lag")
    as_alice = principal_for_user(alice)
    qs = recall_queryset(principal=as_alice, filters=RecallFilters())
    rows = bm25_search(VisibleSet(qs), principal=as_alice, query="kafka lag", limit=5).rows
    assert len(rows) == 1
    assert [sql for sql in _prepared() if "any_term" in sql] == []
