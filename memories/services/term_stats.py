"""Upkeep of BM25's term statistics (`memories.models.term_stats`): the database keeps them
exact on every write; this folds the appended counts into the compacted table."""

from __future__ import annotations

import logging

from django.db import connection

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
