"""Recall's worker threads: the work that overlaps the full-text arm on the request thread.

A semantic recall has two independent halves: BM25 over the visible records (SQL only) and the
query embedding followed by the vector arm. The request thread runs the first; a worker runs the
second, on its own database connection, so PostgreSQL serves both statements at once and the
vector statement starts the moment the embedding is ready, not after BM25.

Each worker thread keeps one connection (Django's per-thread connection), checked before each
use as a request checks its own (CONN_MAX_AGE, CONN_HEALTH_CHECKS): a recall pays no connection
set-up. A worker's connection sees only committed rows, so callers inside a transaction (which
may hold rows of their own not yet committed) keep everything on their own connection
(`can_use_own_connection`). One pool per process, made on first use, so a forked worker never
inherits a parent's dead threads.
"""

from __future__ import annotations

import contextvars
import functools
import os
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import ParamSpec, TypeVar

from django.db import DatabaseError, connection
from django.db.backends.base.base import BaseDatabaseWrapper

from memory_project.replicas import read_connection

P = ParamSpec("P")
T = TypeVar("T")


class _Pool:
    pid: int = 0
    pool: ThreadPoolExecutor | None = None
    lock = threading.Lock()
    connections: list[BaseDatabaseWrapper] = []  # the workers' own, to close at shutdown


def _pool() -> ThreadPoolExecutor:
    with _Pool.lock:
        if _Pool.pool is None or _Pool.pid != os.getpid():
            _Pool.pid, _Pool.connections = os.getpid(), []
            _Pool.pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="recall-worker")
        return _Pool.pool


def submit(fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> Future[T]:
    """Run `fn` on a worker thread (no database: embeddings, HTTP)."""
    return _pool().submit(fn, *args, **kwargs)


def can_use_own_connection() -> bool:
    """Whether a worker may run SQL for the calling thread on its own connection: not when the
    caller is inside a transaction, whose uncommitted rows another connection would not see."""
    return not connection.in_atomic_block


def submit_with_connection(fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> Future[T]:
    """Run `fn` on a worker thread that may use the database through its own connection (a
    replica's when the caller is in a replica-read scope: the caller's context goes along)."""
    context = contextvars.copy_context()
    own = _with_own_connection(fn)
    return _pool().submit(lambda: context.run(own, *args, **kwargs))


def _with_own_connection(fn: Callable[P, T]) -> Callable[P, T]:
    @functools.wraps(fn)
    def run(*args: P.args, **kwargs: P.kwargs) -> T:
        own = read_connection()  # this thread's connection (to the primary or a replica)
        # As Django does around a request: drop a connection past its age or left broken.
        own.close_if_unusable_or_obsolete()
        with _Pool.lock:
            if all(held is not own for held in _Pool.connections):
                _Pool.connections.append(own)
        try:
            return fn(*args, **kwargs)
        except DatabaseError:
            own.close()  # the next use reconnects rather than reuse a broken session
            raise

    return run


def close_connections() -> None:
    """Close the workers' connections (at shutdown, or before a test database is dropped)."""
    with _Pool.lock:
        held, _Pool.connections = list(_Pool.connections), []
    for wrapper in held:
        wrapper.inc_thread_sharing()  # closed from this thread, not its own
        try:
            wrapper.close()
        finally:
            wrapper.dec_thread_sharing()


def connection_count() -> int:
    """How many worker connections this process holds (for tests and health pages)."""
    with _Pool.lock:
        return sum(1 for wrapper in _Pool.connections if wrapper.connection is not None)
