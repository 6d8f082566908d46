"""The broker-outage log filter turns only Redis/kombu connection failures into one line, at most
once a minute, and leaves every other record (a task's own network error) as it was."""

from __future__ import annotations

import logging
import sys

import redis
from kombu.exceptions import OperationalError

from memory_project.broker_outage import BrokerOutageFilter, redis_where


def _record(exc: BaseException) -> logging.LogRecord:
    try:
        raise exc
    except BaseException:
        info = sys.exc_info()
    return logging.LogRecord("celery.beat", logging.ERROR, __file__, 1, "Message Error: %s", ("x",),
                             info)  # fmt: skip


def _wrapped() -> BaseException:
    try:
        try:
            raise redis.ConnectionError("Error 2 connecting to /tmp/r.sock")
        except redis.ConnectionError as inner:
            raise OperationalError("Error 2") from inner
    except OperationalError as outer:
        return outer


def test_a_broker_failure_becomes_one_line_said_once_a_minute():
    outage = BrokerOutageFilter(
        "unix:///tmp/r.sock", "beat sends its due tasks again once it is back"
    )
    first, second = _record(_wrapped()), _record(_wrapped())
    assert outage.filter(first) is True
    assert first.getMessage() == (
        "Redis is unreachable at /tmp/r.sock; beat sends its due tasks again once it is back."
    )
    assert first.exc_info is None
    assert outage.filter(second) is False  # the same fact again within the minute


def test_other_errors_pass_unchanged():
    outage = BrokerOutageFilter("redis://:secret@cache:6380/0", "x")
    record = _record(TimeoutError("the LLM did not answer"))
    assert outage.filter(record) is True
    assert record.exc_info is not None
    assert record.getMessage() == "Message Error: x"


def test_where_never_shows_a_password():
    assert redis_where("redis://:secret@cache:6380/0") == "cache:6380"
    assert redis_where("unix:///data/redis/redis.sock") == "/data/redis/redis.sock"
