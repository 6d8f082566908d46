"""Chaos on loopback: PostgreSQL stopped and started again under the running service.

A PostgreSQL of the test's own (the embedded server in a temporary folder, migrated by the
real `migrate`). While it is down every API answer is a quick JSON error (5xx) and /readyz is
503 while /healthz stays 200; when it is back the same web process answers again without a
restart, and every write acknowledged before the outage is still there.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from memory_project.embedded.postgres import EmbeddedPostgres, database_uri, ensure_database
from tests.conftest import ROOT
from tests.integration.stack import ChaosRedis, Stack, free_port, stack_env

pytestmark = [pytest.mark.integration, pytest.mark.chaos]

MAKE_KEY = (
    "from django.contrib.auth import get_user_model;"
    "from memories.services.people.api_keys import api_key_create;"
    "u = get_user_model().objects.create(username='pg-chaos');"
    "print(api_key_create(user=u, name='chaos')[1])"
)


@pytest.fixture
def own_postgres(tmp_path_factory, monkeypatch) -> Iterator[tuple[EmbeddedPostgres, str]]:
    monkeypatch.setenv("EMBEDDED_PG_SHARED_BUFFERS", "128MB")  # no tuning restart for a test
    server = EmbeddedPostgres(Path(tmp_path_factory.mktemp("pg")) / "pg")
    admin = server.start()
    ensure_database(admin, "chaos")
    yield server, database_uri(admin, "chaos")
    server.stop()


def _manage(env: dict[str, str], *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True,
        check=True, timeout=600,
    )  # fmt: skip
    return done.stdout


def test_postgres_stopped_gives_quick_json_errors_and_the_service_recovers_when_it_returns(
    own_postgres, chaos_redis: ChaosRedis, tmp_path: Path
):
    server, url = own_postgres
    env = stack_env(url, chaos_redis.url)
    _manage(env, "migrate", "--noinput", "-v", "0")
    key = _manage(env, "shell", "-c", MAKE_KEY).strip().splitlines()[-1]
    stack = Stack(env=env, logs=tmp_path, port=free_port())
    stack.start("web")
    try:
        stack.wait_until_up()
        before = stack.request("POST", "/api/v1/memories",
                               {"content": "Written before the outage", "kind": "fact"}, key=key)  # fmt: skip
        assert before.status == 201, before.body

        server.stop()
        down = [
            stack.request("GET", "/api/v1/memories", key=key, timeout=30),
            stack.request("POST", "/api/v1/memories", {"content": "During", "kind": "fact"}, key=key,
                          timeout=30),
            stack.request("POST", "/api/v1/recall", {"query": "outage"}, key=key, timeout=30),
        ]  # fmt: skip
        for reply in down:
            assert reply.status == 503, reply.body
            assert reply.body["error"]["code"] == "unavailable"
            assert reply.headers.get("Retry-After", "").isdigit()
            assert set(reply.body["error"]) == {"code", "message", "fields"}
            assert reply.seconds < 15  # an answer, not a hang
        assert stack.request("GET", "/readyz", timeout=30).status == 503
        assert stack.request("GET", "/healthz").status == 200

        server.start()
        stack.wait_until_up("/readyz", timeout=60)
        listed = stack.request("GET", "/api/v1/memories", key=key)
        assert listed.status == 200
        contents = [row["content"] for row in listed.body["results"]]
        assert "Written before the outage" in contents
        after = stack.request("POST", "/api/v1/memories",
                              {"content": "Written after the outage", "kind": "fact"}, key=key)  # fmt: skip
        assert after.status == 201
    finally:
        stack.stop_all()
