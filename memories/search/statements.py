"""Running vector statements under recall's search settings (HNSW iterative scans, candidate
lists, no parallel workers), several in one round trip."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import psycopg
from django.conf import settings
from django.db import transaction

from memories.sql_params import merged, prefixed
from memory_project.replicas import read_connection

SEARCH_SETTINGS_SQL = (
    "SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true),"
    " set_config('hnsw.ef_search', %(ef_search)s, true),"
    " set_config('hnsw.max_scan_tuples', %(max_scan_tuples)s, true),"
    " set_config('max_parallel_workers_per_gather', '0', true)"
)
EF_SEARCH_SQL = "SELECT set_config('hnsw.ef_search', %(ef_search)s, true)"


@dataclass(frozen=True)
class Statement:
    """One vector statement, its params (by name), and the HNSW candidate list it searches with
    (None: RECALL_HNSW_EF_SEARCH)."""

    sql: str
    params: Mapping[str, Any]
    ef_search: int | None = None


def run_search(sql: str, params: Mapping[str, Any]) -> list[tuple[Any, ...]]:
    """Run `sql` under the recall search settings (transaction-local), in one round trip."""
    return search_statements([Statement(sql, params)])[0]


def search_statements(statements: Sequence[Statement]) -> list[list[tuple[Any, ...]]]:
    """Run `statements` in order under the recall search settings (transaction-local), each
    with its own ef_search, in one round trip; their rows, in the same order.

    With client-side binding (Django's default for psycopg 3) the settings and the statements
    go as one simple-protocol message, which PostgreSQL runs as one implicit transaction;
    otherwise an explicit transaction carries them."""
    default_ef = int(settings.RECALL_HNSW_EF_SEARCH)
    efs = [default_ef if s.ef_search is None else int(s.ef_search) for s in statements]
    ef = efs[0] if efs else default_ef
    knobs = {"ef_search": str(ef), "max_scan_tuples": str(settings.RECALL_HNSW_MAX_SCAN_TUPLES)}
    parts: list[tuple[str, Mapping[str, Any], bool]] = [(SEARCH_SETTINGS_SQL, knobs, False)]
    for statement, wanted in zip(statements, efs, strict=True):
        if wanted != ef:
            parts.append((EF_SEARCH_SQL, {"ef_search": str(wanted)}, False))
            ef = wanted
        parts.append((statement.sql, statement.params, True))
    results: list[list[tuple[Any, ...]]] = []
    reader = read_connection()
    with reader.cursor() as cursor:
        if isinstance(cursor.cursor, psycopg.ClientCursor):
            # One text: each statement's names under its own prefix, so none meets another's.
            texts, values = zip(
                *(prefixed(sql, params, f"s{n}") for n, (sql, params, _) in enumerate(parts)),
                strict=True,
            )
            cursor.execute("; ".join(texts), merged(*values))
            for n, (_, _, wanted_rows) in enumerate(parts):
                if n:
                    cursor.nextset()
                if wanted_rows:
                    results.append(cursor.fetchall())
            return results
    with transaction.atomic(using=reader.alias), reader.cursor() as cursor:
        for sql, params, wanted_rows in parts:
            cursor.execute(sql, params)
            if wanted_rows:
                results.append(cursor.fetchall())
    return results
