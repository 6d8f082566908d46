"""The served app for the MCP and client tests: gunicorn on a loopback port, on the test database.

The app is the one `make run` serves (gunicorn, `memory_project.wsgi`), started once per module;
tests write their rows with `transactional_db` so the server's own connections see them.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import httpx2
import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters
from mcp.client.streamable_http import streamable_http_client

from memories.api.throttling import KEY_PREFIX, redis_client
from tests.conftest import _test_database_url, session_data_dir, stop_process

ROOT = Path(__file__).resolve().parents[3]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class ServedApp:
    url: str
    env: dict[str, str]
    process: subprocess.Popen[bytes]


def app_env(database_url: str) -> dict[str, str]:
    return {
        **os.environ,
        "DATABASE_URL": database_url,
        "DATABASE_CONN_MAX_AGE": "0",
        # The test process's own data folder (TEST_DATA_DIR moves it): files one side keeps,
        # such as an upload waiting to be imported, are where the other looks.
        "DATA_DIR": os.environ.get("DATA_DIR", str(ROOT / ".data" / "test")),
        "LLM_BASE_URL": "",
        "LLM_MODEL": "",
    }


@contextmanager
def served_app_with(django_db_blocker: Any, extra_env: dict[str, str]) -> Iterator[ServedApp]:
    """The served app with `extra_env` over `app_env` (e.g. the settings for behind a proxy)."""
    with django_db_blocker.unblock():
        env = {**app_env(_test_database_url()), **extra_env}
    port = _free_port()
    log = open(session_data_dir() / "served-app.log", "wb")  # noqa: SIM115 - closed below
    process = subprocess.Popen(
        [str(Path(sys.executable).parent / "gunicorn"), "memory_project.wsgi",
         "--bind", f"127.0.0.1:{port}", "--workers", "1", "--threads", "4"],
        cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{url}/healthz", timeout=2) as response:
                if response.status == 200:
                    break
        except OSError:
            time.sleep(0.2)
    else:
        process.kill()
        raise AssertionError("the served app did not answer /healthz within 60 s")
    try:
        yield ServedApp(url=url, env=env, process=process)
    finally:
        stop_process(process)
        log.close()


@pytest.fixture(scope="module")
def served_app(django_db_setup: Any, django_db_blocker: Any) -> Iterator[ServedApp]:
    with served_app_with(django_db_blocker, {}) as app:
        yield app


@pytest.fixture(autouse=True)
def _fresh_rate_limits() -> None:
    """Key ids restart with each test database; old windows in Redis must not count."""
    client = redis_client()
    for key in client.scan_iter(f"{KEY_PREFIX}:*"):
        client.delete(key)


@pytest.fixture(autouse=True)
def _fast_passwords(settings: Any) -> None:
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


def rest(app: ServedApp, raw_key: str) -> httpx.Client:
    """A plain HTTP client on the served REST API, as the key."""
    return httpx.Client(
        base_url=f"{app.url}/api/v1/",
        headers={"Authorization": f"Bearer {raw_key}"},
        timeout=60,
    )


@asynccontextmanager
async def mcp_session(app: ServedApp, transport: str, raw_key: str) -> Any:
    """The SDK's own client on one transport: streamable HTTP at /mcp (`http`, or `http-legacy`
    for the handshake era), or `manage.py mcp` (`stdio`)."""
    if transport.startswith("http"):
        # "http-legacy": the initialize handshake of pre-2026 clients (most desktop apps today).
        mode = "legacy" if transport == "http-legacy" else "auto"
        http = httpx2.AsyncClient(headers={"Authorization": f"Bearer {raw_key}"}, timeout=60)
        transport_streams = streamable_http_client(f"{app.url}/mcp", http_client=http)
        async with http, Client(transport_streams, mode=mode) as client:
            yield client
    else:
        params = StdioServerParameters(
            command=sys.executable,
            args=[str(ROOT / "manage.py"), "mcp"],
            env={**app.env, "MEMORY_API_KEY": raw_key},
            cwd=str(ROOT),
        )
        async with Client(params, read_timeout_seconds=60) as client:
            yield client
