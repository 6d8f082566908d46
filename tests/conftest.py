"""Shared fixtures: named principals, the loopback OpenAI-compatible server, a real worker."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.core.servers.basehttp import ThreadedWSGIServer
from django.db import connection
from django.test.testcases import LiveServerThread
from pytest_django.live_server_helper import LiveServer

from memories.search import workers
from memory_project.embedded.postgres import database_uri
from tests.factories import AdminFactory, UserFactory
from tests.fakes.openai_server import FakeOpenAI, start_fake_openai, stop_fake_openai
from tests.helpers.module_rows import uses_module_rows

ROOT = Path(__file__).resolve().parent.parent


# What a test takes in `make test`, roughly, where no `slow(seconds=N)` marker says: a test that
# starts service processes (`integration`), and any other (most take a tenth of a second).
INTEGRATION_SECONDS = 15.0
ORDINARY_SECONDS = 0.1


def _estimated_seconds(item: pytest.Item) -> float:
    slow = item.get_closest_marker("slow")
    if slow:
        return float(slow.kwargs.get("seconds", 30))
    return INTEGRATION_SECONDS if item.get_closest_marker("integration") else ORDINARY_SECONDS


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Files in the order of their estimated time, the longest first: a file's time is the sum
    of its tests' (a `slow(seconds=N)` marker says how long its test takes; else the estimates
    above), so a file of thousands of quick tests counts as long as it is. `make test` keeps
    this order under pytest-xdist (`--no-loadscope-reorder`): the long files start at once and
    the many short ones fill in around them, instead of one long file ending the run alone."""
    total: dict[Path, float] = {}
    first: dict[Path, int] = {}
    for index, item in enumerate(items):
        total[item.path] = total.get(item.path, 0.0) + _estimated_seconds(item)
        first.setdefault(item.path, index)
    # A file's tests together, in their usual order (the sort is stable), those using rows made
    # once for the module after the others, which must not find them (tests/helpers/module_rows.py).
    items.sort(key=lambda item: (-total[item.path], first[item.path], uses_module_rows(item)))


@pytest.fixture(autouse=True)
def _close_recall_worker_connections() -> Iterator[None]:
    """A recall outside a transaction runs its vector arm on a worker's own connection; close
    those after each test so none outlives the test database."""
    yield
    workers.close_connections()


@pytest.fixture
def alice(db):
    return UserFactory(username="alice")


@pytest.fixture
def bob(db):
    return UserFactory(username="bob")


@pytest.fixture
def carol(db):
    return UserFactory(username="carol")


@pytest.fixture
def admin_user(db):
    return AdminFactory(username="admin")


class _PromptWSGIServer(ThreadedWSGIServer):
    """Django's test server with Nagle's algorithm off on each connection. Its handler writes a
    response in several small writes (status line, headers, body); on a kept-alive connection
    the second waits for the first's ACK, which the client delays: about 40 ms added to every
    response (43 ms against 7 ms a request, measured), most of a Schemathesis run's time."""

    def __init__(self, address: Any, handler: Any, *args: Any, **kwargs: Any) -> None:
        prompt = type(f"Prompt{handler.__name__}", (handler,), {"disable_nagle_algorithm": True})
        super().__init__(address, prompt, *args, **kwargs)


class _PromptLiveServerThread(LiveServerThread):
    server_class = _PromptWSGIServer


@pytest.fixture(scope="session")
def live_server(request: pytest.FixtureRequest) -> Iterator[LiveServer]:
    """pytest-django's live server (same address rules), serving with `_PromptWSGIServer`."""
    addr = (
        request.config.getvalue("liveserver")
        or os.getenv("DJANGO_LIVE_TEST_SERVER_ADDRESS")
        or "localhost"
    )
    server = LiveServer(addr, start=False)
    server.thread.__class__ = _PromptLiveServerThread  # not started yet: only its server class
    server.start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup: None, django_db_blocker: Any) -> Iterator[None]:
    """pytest-django's test database, and before it is dropped at the end of the session, any
    session another thread or process of a test left on it ended (a service's backend still
    closing after the service was killed, say): else the drop fails with "being accessed by
    other users" and the run ends with a warning, the database left behind."""
    yield
    with django_db_blocker.unblock(), connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )


@pytest.fixture(scope="session")
def fake_openai_server() -> Iterator[FakeOpenAI]:
    server = start_fake_openai()
    yield server
    stop_fake_openai(server)


@pytest.fixture
def fake_openai(fake_openai_server: FakeOpenAI) -> Iterator[FakeOpenAI]:
    fake_openai_server.reset()
    yield fake_openai_server
    fake_openai_server.reset()


def session_data_dir() -> Path:
    """The session's data folder (`.data/test`, or TEST_DATA_DIR): the embedded plugin sets
    DATA_DIR to it before Django loads."""
    return Path(os.environ.get("DATA_DIR", ROOT / ".data" / "test"))


def _test_database_url() -> str:
    settings = connection.settings_dict
    base = os.environ["DATABASE_URL"]
    return database_uri(base, settings["NAME"])


@pytest.fixture
def celery_worker_process(transactional_db) -> Iterator[subprocess.Popen[bytes]]:
    """A real `celery worker` process on the real broker, pointed at the test database."""
    env = {**os.environ, "DATABASE_URL": _test_database_url(), "DATABASE_CONN_MAX_AGE": "0"}
    log = open(session_data_dir() / "worker.log", "wb")  # noqa: SIM115 - closed below
    process = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "memory_project.celery", "worker",
         "--pool", "solo", "--loglevel", "INFO", "--without-mingle", "--without-gossip"],
        cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    process.test_env = env
    yield process
    stop_process(process)
    log.close()


def stop_process(process: subprocess.Popen[bytes], timeout: float = 20) -> None:
    """SIGTERM, then SIGKILL if it has not exited within `timeout` seconds."""
    process.terminate()
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()


def wait_for(predicate, timeout: float = 30.0, interval: float = 0.2):
    """Poll until predicate() is truthy; return its value or fail with a clear message."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError(f"condition not met within {timeout} s")
