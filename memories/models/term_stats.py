"""Full-text term statistics per visibility class, kept by the database on every write.

BM25 weighs a query word by how many of the records the caller may see contain it. Counting
that at query time means reading every visible record's text vector (the cost that grew with
what a person can see). Instead a trigger on `memories_memory` appends, for every active record
that appears, changes or goes, one row per lexeme (+1 or -1) to `TermStatisticDelta`, in the
write's own transaction; `memories_term_compact()` folds those rows into `TermStatistic`. A
reader sums both, so a count is exact the moment the write commits, compacted or not.

The columns are named like the memory's own visibility columns (`scope`, `owner_id`,
`persona_id`, `project_id`, `system_id`), normalised to the class: an owner only for user and
session rows, a persona only for persona rows, a system only for system rows, and the project
(a project row's, or the stamp of a project-bound key) always. So `scoping.visibility_filter`
— the one scoping rule — selects exactly the classes a caller may see; nobody's weights come
from text they cannot read. The lexeme '' carries each class's record count (`df`) and total
record length (`length`); every other lexeme also keeps `max_tf` and `min_length`, the bounds
with which BM25 skips records that cannot reach the top (`memories.retrieval.bm25`). Session
rows are not counted: they belong to one conversation thread and take part in a recall only
when that thread is named, so they would skew every other recall's weights.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django.db import models
from django.db.models import Q

# The visibility class columns, as named on the memory and here.
CLASS_COLUMNS = ("scope", "owner_id", "persona_id", "project_id", "system_id")


class _ClassColumns(models.Model):
    scope = models.CharField(max_length=16)
    owner_id = models.BigIntegerField(null=True)
    persona_id = models.BigIntegerField(null=True)
    project_id = models.BigIntegerField(null=True)
    system_id = models.BigIntegerField(null=True)
    lexeme = models.TextField()
    df = models.BigIntegerField()
    length = models.BigIntegerField(default=0)
    # Bounds on what one record holding the lexeme can add to a BM25 score: the most times it
    # occurs in one record and the shortest such record. Raised or lowered as records arrive,
    # never undone when one goes (a stale bound is still a bound); `memories_term_rebuild()`
    # makes them exact again.
    max_tf = models.BigIntegerField(default=0)
    min_length = models.BigIntegerField(null=True)

    class Meta:
        abstract = True


class TermStatistic(_ClassColumns):
    """Compacted counts: one row per (visibility class, lexeme)."""

    class Meta:
        indexes = [models.Index(fields=["lexeme", "scope"], name="term_stat_lexeme")]

    def __str__(self) -> str:
        return f"{self.scope} {self.lexeme!r}: {self.df}"


class TermStatisticDelta(_ClassColumns):
    """Counts not yet compacted: +1/-1 per lexeme per record written, appended by the trigger.

    Between two compactions a busy store appends tens of thousands of rows here, so a reader
    finds its classes' rows through an index, as it does in `TermStatistic`: the class columns
    and the lexeme (a caller's classes), or the lexeme first (an admin's, every class)."""

    class Meta:
        indexes = [
            models.Index(fields=["lexeme", "scope"], name="term_delta_lexeme"),
            models.Index(fields=[*CLASS_COLUMNS, "lexeme"], name="term_delta_class_lexeme"),
        ]

    def __str__(self) -> str:
        return f"{self.scope} {self.lexeme!r}: {self.df:+d}"


def statistics_sql(rule: Q, fields: Sequence[str]) -> tuple[str, str, tuple[Any, ...]]:
    """The compacted and the pending statistics rows matching `rule`, their `fields`, as two
    SELECTs and their params (a reader sums both)."""
    parts = [
        model.objects.filter(rule).values(*fields).query.sql_with_params()
        for model in (TermStatistic, TermStatisticDelta)
    ]
    return parts[0][0], parts[1][0], (*parts[0][1], *parts[1][1])
