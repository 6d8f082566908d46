"""What a bulk load ends with: the term counts it appended folded, the recall tables vacuumed
and analysed (planner statistics of the new sizes), and its pages written by a checkpoint, so
the first recalls after it do not run beside that work."""

from __future__ import annotations

import time

import pytest
from django.db import connection, transaction

from memories.models import TermStatisticDelta
from memories.services.upkeep.term_stats import RECALL_TABLES, after_bulk_load
from tests.factories import UserFactory
from tests.factories.memories import MemoryFactory

pytestmark = pytest.mark.django_db(transaction=True)


def _table_upkeep() -> dict[str, tuple[int, int, int]]:
    """{table: (vacuums, analyzes, rows the planner thinks it has)}."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_stat_clear_snapshot()")
        cursor.execute(
            "SELECT s.relname, s.vacuum_count, s.analyze_count, c.reltuples::bigint"
            " FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid"
            " WHERE s.relname = ANY(%s)",
            [list(RECALL_TABLES)],
        )
        return {name: (int(v), int(a), int(t)) for name, v, a, t in cursor.fetchall()}


def _checkpoints() -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_stat_clear_snapshot()")
        cursor.execute("SELECT num_requested FROM pg_stat_checkpointer")
        return int(cursor.fetchone()[0])


def test_a_bulk_load_is_folded_vacuumed_analysed_and_checkpointed() -> None:
    owner = UserFactory(username="loader")
    for n in range(60):
        MemoryFactory(owner=owner, content=f"Ada booked kayak lesson {n} in Oslo")
    assert TermStatisticDelta.objects.exists()  # the load appended term counts
    before, checkpoints = _table_upkeep(), _checkpoints()

    folded = after_bulk_load()

    assert folded > 0
    assert not TermStatisticDelta.objects.exists()
    after = _table_upkeep()
    for table in RECALL_TABLES:
        assert after[table][0] > before.get(table, (0, 0, 0))[0], f"{table} not vacuumed"
        assert after[table][1] > before.get(table, (0, 0, 0))[1], f"{table} not analysed"
    assert after["memories_memory"][2] >= 60  # the planner knows the new size
    assert _checkpointed_since(checkpoints)


def _checkpointed_since(count: int, wait: float = 10.0) -> bool:
    """Whether the checkpointer counts a requested checkpoint after `count`. It publishes its
    counts after it has woken the session that asked (a busy machine showed the old count once
    right after CHECKPOINT returned), so the count is read again for a while."""
    deadline = time.monotonic() + wait
    while _checkpoints() <= count:
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def test_it_refuses_to_run_inside_a_transaction() -> None:
    with transaction.atomic(), pytest.raises(RuntimeError, match="outside a transaction"):
        after_bulk_load()
