"""A cursor whose statements PostgreSQL prepares: for the few large statements a recall sends.

Django's cursors bind parameters on the client (psycopg's `ClientCursor`), so every statement
is parsed and planned afresh. BM25's statement is long (its gates are a dozen CTEs): planning
it costs more than running it (the A/B is in docs/benchmarks.md). A server-side binding cursor
sends the parameters apart and asks PostgreSQL to prepare the statement on the connection (each
distinct text once; psycopg keeps the most recent ones), so later recalls skip parsing, and
PostgreSQL plans it generically when that costs no more. The cursor is wrapped like Django's
own, so errors, query logging and execute wrappers behave the same.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import psycopg
from django.conf import settings
from django.db.backends.utils import CursorDebugWrapper, CursorWrapper

from memory_project.replicas import read_connection

NEVER_BY_COUNT = 2**31 - 1


class _Preparing:
    """Django's last step of `execute` (after its execute wrappers), asking for preparation."""

    cursor: Any
    db: Any

    def _execute(self, sql: str, params: Any, *ignored: Any) -> Any:
        self.db.validate_no_broken_transaction()
        with self.db.wrap_database_errors:
            return self.cursor.execute(sql, params, prepare=True)


class _PreparingCursor(_Preparing, CursorWrapper):
    pass


class _PreparingDebugCursor(_Preparing, CursorDebugWrapper):
    def execute(self, sql: Any, params: Any = None) -> Any:
        # Django's query log reads a client-side cursor's last query; this one logs the text
        # as given (placeholders, params apart).
        with self.debug_sql(sql, params):
            return CursorWrapper.execute(self, sql, params)


@contextmanager
def prepared_cursor() -> Iterator[CursorWrapper]:
    """A Django cursor over a server-side binding psycopg cursor on the default connection,
    whose statements PostgreSQL prepares (a replica's, in a replica-read scope)."""
    connection = read_connection()
    if not settings.RECALL_PREPARED_STATEMENTS:  # PgBouncer < 1.21 in transaction mode
        with connection.cursor() as cursor:
            yield cursor
        return
    connection.ensure_connection()
    pg = connection.connection
    if pg.prepare_threshold is None:
        # Django turns psycopg's preparation off (its client-side cursors never prepare). On,
        # with no count that would prepare other statements: this cursor asks for it.
        pg.prepare_threshold = NEVER_BY_COUNT
    with connection.wrap_database_errors:
        raw = psycopg.Cursor(pg)
    wrapped: CursorWrapper = (
        _PreparingDebugCursor(raw, connection)
        if connection.queries_logged
        else _PreparingCursor(raw, connection)
    )
    with wrapped as cursor:
        yield cursor
