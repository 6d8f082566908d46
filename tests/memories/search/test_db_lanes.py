"""Lanes of database work run side by side, each on a connection of its own, and end together;
inside a transaction they run on it, one after another."""

from __future__ import annotations

import threading
import time

import pytest
from django.db import connection, transaction

from memories.search.db_lanes import in_lanes


def _backend() -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        return int(cursor.fetchone()[0])


@pytest.mark.django_db(transaction=True)
def test_lanes_run_at_once_on_connections_of_their_own() -> None:
    both_running = threading.Barrier(2, timeout=10)  # broken unless the two overlap

    def lane() -> int:
        pid = _backend()
        both_running.wait()
        return pid

    first, second = in_lanes([lane, lane])
    assert first == _backend()  # the first lane is the caller's own connection
    assert first != second


@pytest.mark.django_db(transaction=True)
def test_a_failed_lane_is_raised_once_every_lane_has_ended() -> None:
    ended: list[str] = []

    def slow() -> None:
        time.sleep(0.2)
        ended.append("slow")

    def failing() -> None:
        raise ValueError("this lane failed")

    with pytest.raises(ValueError, match="this lane failed"):
        in_lanes([failing, slow])
    assert ended == ["slow"]
    with pytest.raises(ValueError, match="this lane failed"):
        in_lanes([slow, failing])


@pytest.mark.django_db
def test_inside_a_transaction_they_run_on_it_in_order() -> None:
    with transaction.atomic():
        assert in_lanes([_backend, _backend]) == [_backend(), _backend()]
