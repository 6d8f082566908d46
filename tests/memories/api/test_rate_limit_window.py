"""The rate limit's window slides: a request counts against its key for exactly the minute after
it, whatever the clock minute, in Redis and in the PostgreSQL fallback alike. Refused requests
do not count, and Retry-After says when the oldest counted one leaves the window. The clock is
injected, so nothing here waits; the real-time limit is exercised by test_bad_input.py, the MCP
and client tests and the Redis chaos test."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from memories.api.throttling import ApiKeyRateThrottle, take_in_database, take_in_redis
from memories.models import ApiKey, RateWindowCount
from tests.factories.memories import api_key_for
from tests.memories.api.conftest import MEMORIES_URL, World, bearer

Take = Callable[[int, int, float], float | None]
BOTH = pytest.mark.parametrize("take", [take_in_redis, take_in_database], ids=["redis", "database"])


@BOTH
def test_a_request_counts_for_the_minute_after_it(world: World, take: Take) -> None:
    key, _ = api_key_for(world.users["alice"])
    assert [take(key.pk, 3, t) for t in (1000.0, 1010.0, 1020.0)] == [None, None, None]

    assert take(key.pk, 3, 1030.0) == 30  # the one at 1000 s leaves at 1060 s
    assert take(key.pk, 3, 1059.9) == 1  # not yet, and never less than a second
    assert take(key.pk, 3, 1060.5) is None  # it has left: room for one
    assert take(key.pk, 3, 1061.0) == 9  # full again, until the one at 1010 s leaves


@BOTH
def test_a_burst_across_a_clock_minute_is_still_one_window(world: World, take: Take) -> None:
    key, _ = api_key_for(world.users["alice"])
    # 1200 s is a whole clock minute: a fixed per-minute window would start counting afresh.
    assert [take(key.pk, 3, t) for t in (1199.0, 1199.5, 1199.9)] == [None, None, None]

    assert take(key.pk, 3, 1200.1) == 59
    assert take(key.pk, 3, 1230.0) == 29


@BOTH
def test_refused_requests_do_not_count(world: World, take: Take) -> None:
    key, _ = api_key_for(world.users["alice"])
    assert take(key.pk, 1, 500.0) is None
    waits = [take(key.pk, 1, 500.0 + n) for n in range(1, 50)]  # a client that keeps trying
    assert all(wait is not None for wait in waits)

    assert take(key.pk, 1, 560.0) is None  # the one allowed request is all that counted
    assert take(key.pk, 1, 561.0) == 59


@BOTH
def test_each_key_has_its_own_window(world: World, take: Take) -> None:
    alice, _ = api_key_for(world.users["alice"])
    bob, _ = api_key_for(world.users["bob"])
    assert take(alice.pk, 1, 700.0) is None
    assert take(alice.pk, 1, 701.0) is not None

    assert take(bob.pk, 1, 701.0) is None


def test_the_database_keeps_only_the_last_minute(world: World) -> None:
    key, _ = api_key_for(world.users["alice"])
    for t in (100.0, 100.5, 130.0, 170.0):
        assert take_in_database(key.pk, 10, t) is None

    rows = RateWindowCount.objects.filter(api_key=key).order_by("window_number")
    assert [(row.window_number, row.count) for row in rows] == [(130, 1), (170, 1)]


def test_the_api_answers_429_until_the_window_has_moved_on(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    now = [10_000.0]
    clock: Any = lambda: now[0]  # noqa: E731 - the throttle's clock, moved by hand
    monkeypatch.setattr(ApiKeyRateThrottle, "clock", clock)
    key, raw = api_key_for(world.users["alice"])
    ApiKey.objects.filter(pk=key.pk).update(rate_limit_per_minute=2)
    client = bearer(raw)
    assert [client.get(MEMORIES_URL).status_code for _ in range(2)] == [200, 200]

    now[0] += 45
    refused = client.get(MEMORIES_URL)
    assert refused.status_code == 429
    assert refused["Retry-After"] == "15"

    now[0] += 15.5
    assert client.get(MEMORIES_URL).status_code == 200
