"""A management command run beside the running service uses its embedded servers as they are:
with the service's Redis down it says so and neither starts nor stops one of its own."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import redis

from memory_project.embedded.redis import EmbeddedRedis
from tests.conftest import ROOT
from tests.integration.test_service_shutdown import _env, _serve, _stop

pytestmark = [pytest.mark.integration, pytest.mark.chaos]

PROBE = (
    "import os, redis\n"
    "try:\n"
    "    print('redis answers:', redis.Redis.from_url(os.environ['REDIS_URL']).ping())\n"
    "except redis.RedisError:\n"
    "    print('redis answers: no')\n"
)


def _answers(server: EmbeddedRedis) -> bool:
    try:
        return bool(redis.Redis(unix_socket_path=str(server.socket_path), socket_timeout=2).ping())
    except (redis.RedisError, OSError):
        return False


def _command(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(ROOT / "manage.py"), "shell", "-c", PROBE], cwd=ROOT, env=env,
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip


def test_a_command_beside_the_service_never_starts_or_stops_its_redis(
    transactional_db, tmp_path: Path
):
    data_dir = tmp_path / "data"
    env = _env(data_dir, "")  # the service's own embedded Redis in DATA_DIR
    serve, _ = _serve(env)
    redis_server = EmbeddedRedis(data_dir / "redis")
    try:
        up = _command(env)
        assert "redis answers: True" in up.stdout, up.stderr
        assert _answers(redis_server)  # the command did not stop the service's Redis

        redis_server.stop()
        down = _command(env)
        assert down.returncode == 0, down.stderr
        assert "redis answers: no" in down.stdout, down.stdout + down.stderr
        assert "The Redis of the running service" in down.stderr
        assert "is down" in down.stderr
        assert not _answers(redis_server)
    finally:
        _stop(serve)
