"""One recall's eligible records, built once per recall and handed to every arm.

`VisibleSet` wraps the filtered, visible queryset (`recall_queryset`, built from
`scoping.memories_visible_to`) and compiles its SQL once for all the arms' statements.
It lives as long as the recall that made it: no state outlives a recall or crosses to another.
The arms of one recall may run on two threads, hence the lock.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from django.db.models import Q, QuerySet
from django.db.models.functions import Now

from memories.models import Memory, Scope, Status
from memories.retrieval.types import RecallFilters
from memories.scoping import Principal, memories_visible_to
from memory_project.replicas import read_connection


def recall_queryset(*, principal: Principal, filters: RecallFilters) -> QuerySet[Memory]:
    """What recall may return: visible, active (or archived on request), unexpired, filtered.

    Session rows belong to one conversation thread: only that thread's rows are eligible, and
    none when no session is given. Unexpired means at the time of the statement that reads the
    set, so the SQL is the same at any time.
    """
    statuses = [Status.ACTIVE, Status.ARCHIVED] if filters.include_archived else [Status.ACTIVE]
    qs = memories_visible_to(principal).filter(status__in=statuses)
    qs = qs.filter(Q(expires_at__isnull=True) | Q(expires_at__gt=Now()))
    if filters.kinds:
        qs = qs.filter(kind__in=list(filters.kinds))
    if filters.tags:
        qs = qs.filter(tags__overlap=list(filters.tags))
    if filters.scopes:
        qs = qs.filter(scope__in=list(filters.scopes))
    if filters.subject:
        qs = qs.filter(subject__contains=list(filters.subject))
    if isinstance(filters.where, Q):
        qs = qs.filter(filters.where)
    if filters.session:
        qs = qs.exclude(Q(scope=Scope.SESSION) & ~Q(session_key=filters.session))
    else:
        qs = qs.exclude(scope=Scope.SESSION)
    return qs


class VisibleSet:
    def __init__(
        self,
        qs: QuerySet[Memory] | Callable[[], QuerySet[Memory]],
        *,
        classes: Callable[[], dict[str, int]] | None = None,
        active_only: bool = False,
        sql: tuple[str, tuple[Any, ...]] | None = None,
        count_cap: int | None = None,
    ) -> None:
        """`qs` is the set's queryset, or a callable that builds it when first asked for.
        `sql`, when given, is that queryset's compiled `records_sql` (compiled once for many
        sets: `pipeline.recall_set`).
        `active_only` says every record of the set is active and none is a session row, so
        each is in one of the caller's classes in the term statistics (BM25 searches those).
        `classes`, when the set is a caller's whole visible set (no kind, tag or scope filter),
        tells how many records each of the caller's visibility classes holds
        (`memories_class_key` → count) without counting them (the term statistics).
        `count_cap`, for a set without `classes` (narrowed by filters, which the statistics do
        not know): its size is counted when first asked for, up to that many rows (`size`), so
        its arms route by it as they do by the classes' counts."""
        self._qs = qs
        self._count_cap = count_cap
        self._counted: int | None = None
        self.active_only = active_only
        self._classes = classes
        self._classes_read: dict[str, int] | None = None
        self._lock = threading.Lock()
        self._sql = sql
        self._rows: dict[tuple[str, ...], dict[uuid.UUID, dict[str, Any]]] = {}

    @property
    def qs(self) -> QuerySet[Memory]:
        with self._lock:
            return self._queryset()

    def _queryset(self) -> QuerySet[Memory]:
        """The queryset, built the first time when given as a callable (the lock held)."""
        if callable(self._qs):
            self._qs = self._qs()
        return self._qs

    def records_sql(self) -> tuple[str, tuple[Any, ...]]:
        """`SELECT id, search_vector, class_term …` of the set (the visibility rule, as compiled
        by the ORM) and its params: the full-text arm reads the vectors and classes, every other
        statement the ids."""
        with self._lock:
            if self._sql is None:
                self._sql = compile_records_sql(self._queryset())
            return self._sql

    def classes(self) -> dict[str, int] | None:
        """Records per visibility class (read once, or noted by BM25, which reads the same
        statistics), or None for a set narrowed by filters."""
        if self._classes is None:
            return None
        with self._lock:
            known = self._classes_read
        if known is None:
            known = self._classes()
            with self._lock:
                self._classes_read = known
        return known

    def size(self) -> int | None:
        """The set's size when it can be known cheaply: the sum of its classes' counts, or for
        a narrowed set with a `count_cap`, its rows counted up to the cap (a set that large
        reads as the cap: a lower bound). None when neither is known."""
        counts = self.classes()
        if counts is not None:
            return sum(counts.values())
        if self._count_cap is None:
            return None
        with self._lock:
            known = self._counted
        if known is None:
            sql, params = self.ids_sql()
            with read_connection().cursor() as cursor:
                cursor.execute(
                    f"SELECT count(*) FROM ({sql} LIMIT %s) counted", (*params, self._count_cap)
                )
                known = int(cursor.fetchone()[0])
            with self._lock:
                self._counted = known
        return known

    def read_whole(self) -> bool:
        """Whether the set is a narrowed one counted under its cap: small enough that an arm
        reads its rows and matches them in hand, rather than search an index over every record
        the caller may see and drop the matches the narrowing rejects (most of them, when the
        narrowing is one end user's label in a large project)."""
        if self._count_cap is None or self._classes is not None:
            return False
        size = self.size()
        return size is not None and size < self._count_cap

    def note_classes(self, counts: dict[str, int]) -> None:
        """BM25's statement read the records per class from the same statistics."""
        if self._classes is not None:
            with self._lock:
                self._classes_read = counts

    def keep(self, fields: Sequence[str], rows: Iterable[Sequence[Any]], *, first: int) -> None:
        """Records an arm's statement brought with `fields` ("id" first), in each row's columns
        from `first` on (`memories.search.row_fields`). That statement checked their
        visibility, so `hydrate` takes them as they are. A row with no id carries no record."""
        if not fields:
            return
        width = len(fields)
        with self._lock:
            kept = self._rows.setdefault(tuple(fields), {})
            for row in rows:
                if row[first] is not None:
                    kept.setdefault(
                        row[first], dict(zip(fields, row[first : first + width], strict=True))
                    )

    def known(
        self, ids: Iterable[uuid.UUID], fields: Sequence[str]
    ) -> dict[uuid.UUID, dict[str, Any]]:
        """The records of `ids` the arms brought with exactly `fields`, by id (copies: the
        caller may change them)."""
        with self._lock:
            kept = self._rows.get(tuple(fields), {})
            return {memory_id: dict(kept[memory_id]) for memory_id in ids if memory_id in kept}

    def ids_sql(self) -> tuple[str, tuple[Any, ...]]:
        """`SELECT id …` of the set and its params, for `m.id IN (…)`."""
        sql, params = self.records_sql()
        return f"SELECT visible_record.id FROM ({sql}) visible_record", params


def compile_records_sql(qs: QuerySet[Memory]) -> tuple[str, tuple[Any, ...]]:
    """`qs` as `SELECT id, search_vector, class_term …` and its params."""
    sql, params = qs.values("id", "search_vector", "class_term").query.sql_with_params()
    return sql, tuple(params)
