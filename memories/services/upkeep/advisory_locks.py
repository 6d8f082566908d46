"""Session-level PostgreSQL advisory locks: one holder at a time across processes and machines,
released on exit, and by PostgreSQL itself when the holder's connection dies (a killed worker
leaves nothing locked). Each use picks its own namespace so keys never meet."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from django.db import connection


@contextmanager
def held_advisory_lock(key: str, namespace: int) -> Iterator[bool]:
    """Try to take the lock on (`key`, `namespace`) without waiting; yields whether it was taken,
    and releases it on exit when it was."""
    params: dict[str, str | int] = {"key": key, "namespace": namespace}
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_try_advisory_lock(hashtextextended(%(key)s, %(namespace)s))", params
        )
        acquired = bool(cursor.fetchone()[0])
    try:
        yield acquired
    finally:
        if acquired:
            with connection.cursor() as cursor:
                cursor.execute(
                    "SELECT pg_advisory_unlock(hashtextextended(%(key)s, %(namespace)s))", params
                )
