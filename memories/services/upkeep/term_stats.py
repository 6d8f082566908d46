"""Upkeep of BM25's term statistics (`memories.models.term_stats`): the database keeps them
exact on every write; this folds the appended counts into the compacted table. And what a bulk
load (an import, a benchmark corpus) should end with, so the first recalls after it run as fast
as later ones: `after_bulk_load`."""

from __future__ import annotations

import functools
import logging
from collections.abc import Sequence

from django.db import DatabaseError, connection

from memories.search.db_lanes import in_lanes
from memories.sql_params import identifier

logger = logging.getLogger(__name__)


def term_statistics_compact() -> int:
    """Fold the term-count rows appended by every write into BM25's compacted statistics (one
    compaction at a time; counts are exact before and after). Returns the rows folded."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT memories_term_compact()")
        row = cursor.fetchone()
    folded = int(row[0]) if row else 0
    if folded:
        logger.info("Folded %d new term counts into the full-text statistics.", folded)
    return folded


# The tables a bulk load fills and every recall reads, VACUUMed in two lanes side by side (the
# vectors; the memories and their term statistics).
VACUUM_LANES = (
    ("memories_memoryembedding",),
    ("memories_memory", "memories_termstatistic", "memories_termstatisticdelta"),
)
RECALL_TABLES = tuple(table for lane in VACUUM_LANES for table in lane)


def after_bulk_load() -> int:
    """Settle the database after a bulk load, before anyone recalls: fold the term counts the
    load appended (BM25 reads the compacted table), VACUUM (ANALYZE) the recall tables
    (visibility maps set for index-only scans, the folded rows' dead tuples gone, planner
    statistics of the new sizes), then CHECKPOINT, so the load's dirty pages are written now
    instead of by the next timed checkpoint spread over the following minutes' recalls (on a
    10 000-row load: 8 500 buffers written over 71 s while the first recalls ran, 30-40 %
    slower). Must run outside a transaction (VACUUM). CHECKPOINT needs a superuser or the
    pg_checkpoint role: without it that step is skipped (logged). Returns the rows folded."""
    if connection.in_atomic_block:
        raise RuntimeError("after_bulk_load must run outside a transaction")
    folded = term_statistics_compact()
    in_lanes([functools.partial(_vacuum, tables) for tables in VACUUM_LANES])
    with connection.cursor() as cursor:
        try:
            cursor.execute("CHECKPOINT")
        except DatabaseError as exc:
            logger.info(
                "No CHECKPOINT after the bulk load (%s); the next timed one writes it.", exc
            )
    return folded


def _vacuum(tables: Sequence[str]) -> None:
    with connection.cursor() as cursor:
        for table in tables:
            cursor.execute(f"VACUUM (ANALYZE) {identifier(table)}")
