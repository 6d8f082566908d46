"""Work on different tables run at once, each lane on a database connection of its own: a bulk
load's index builds and VACUUMs. One statement at a time leaves a core idle much of the time
(a parallel HNSW build keeps about one and a half of two busy; a GIN build or a VACUUM, one), so
the vectors' lane and the memories' lane run side by side (docs/benchmarks.md, "Bulk ingest")."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from django.db import connection

T = TypeVar("T")


def _own_connection(lane: Callable[[], T]) -> Callable[[], T]:
    def run() -> T:
        try:
            return lane()
        finally:
            connection.close()  # this thread's own connection

    return run


def in_lanes(lanes: Sequence[Callable[[], T]]) -> list[T]:
    """Run each of `lanes` (callables using `django.db.connection`), the first on this thread
    and connection, each other on a thread and connection of its own; returns their results in
    order once all have ended, or raises the first lane's error (after every lane has ended).
    Inside a transaction the lanes run one after another on it: another connection would not
    see what the transaction wrote."""
    if len(lanes) <= 1 or connection.in_atomic_block:
        return [lane() for lane in lanes]
    with ThreadPoolExecutor(max_workers=len(lanes) - 1, thread_name_prefix="db-lane") as pool:
        others = [pool.submit(_own_connection(lane)) for lane in lanes[1:]]
        try:
            first = lanes[0]()
        finally:
            for future in others:
                future.exception()  # wait for each, whatever this one did
    return [first, *(future.result() for future in others)]
