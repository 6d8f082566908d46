"""Fixtures of the chaos tests: the service's processes on loopback with a Redis of their own."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

import pytest

from memories.models import ApiKey
from tests.conftest import _test_database_url
from tests.factories import UserFactory
from tests.factories.memories import api_key_for
from tests.integration.stack import ChaosRedis, Stack, free_port, stack_env


@pytest.fixture
def chaos_redis(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ChaosRedis]:
    server = ChaosRedis(Path(tmp_path_factory.mktemp("redis")))
    yield server
    with contextlib.suppress(OSError, ValueError):
        server.resume()
    server.stop()


@pytest.fixture
def stack(transactional_db, chaos_redis: ChaosRedis, tmp_path: Path) -> Iterator[Stack]:
    """Web (one gunicorn worker) and a Celery worker on demand, on the test database."""
    running = Stack(
        env=stack_env(_test_database_url(), chaos_redis.url), logs=tmp_path, port=free_port()
    )
    yield running
    running.stop_all()


@pytest.fixture
def agent_key(transactional_db) -> tuple[ApiKey, str]:
    return api_key_for(UserFactory(username="chaos"))
