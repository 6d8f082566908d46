"""pytest plugin: one embedded PostgreSQL + Redis per test session, started before Django loads.

Loaded with `-p memory_project.embedded.pytest_plugin` (see pyproject). It runs at import time
because pytest-django configures Django in its earliest hook; the servers must exist by then.
Tests use their own data folder (`.data/test`, or TEST_DATA_DIR) so they never touch dev data.
With DATABASE_URL / REDIS_URL set, the given servers are used and nothing is started.

Run in parallel (`pytest -n 2`, pytest-xdist), each worker process gets a data folder of its
own (`<test data>/gw0/`, …) with its own embedded PostgreSQL and Redis, laid out as a service's
DATA_DIR is: nothing one worker's tests do (Celery's queues, the beat lock, a bulk load's
indexes-to-build file, table statistics) reaches another's, and a service process a test starts
on the worker's DATA_DIR finds its database there. Only the exported ONNX model is shared.
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from memory_project.embedded import bootstrap
from memory_project.embedded.postgres import EmbeddedPostgres
from memory_project.embedded.redis import EmbeddedRedis

_ROOT = Path(__file__).resolve().parent.parent.parent
# Set by the controlling process to the URLs it made for its own embedded servers, so a worker
# knows those inherited URLs are the controller's and starts servers of its own; a URL the
# environment gave (a real PostgreSQL or Redis) is used by every worker as it is.
_EMBEDDED_URLS = "MEMORY_TEST_EMBEDDED_URLS"


def _data_dir() -> Path:
    test_dir = Path(os.environ.get("TEST_DATA_DIR", _ROOT / ".data" / "test")).resolve()
    test_dir.mkdir(parents=True, exist_ok=True)
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if not worker:
        return test_dir
    worker_dir = test_dir / worker
    worker_dir.mkdir(exist_ok=True)
    models = worker_dir / "models"
    if not models.exists():  # the ONNX export is made once, under a lock, for every worker
        (test_dir / "models").mkdir(exist_ok=True)
        models.symlink_to(test_dir / "models", target_is_directory=True)
    for name in os.environ.get(_EMBEDDED_URLS, "").split():
        os.environ.pop(name, None)
    return worker_dir


os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memory_project.settings")
_services = bootstrap(data_dir=_data_dir())
if not os.environ.get("PYTEST_XDIST_WORKER"):
    os.environ[_EMBEDDED_URLS] = " ".join(
        url
        for server, url in (("postgresql", "DATABASE_URL"), ("redis", "REDIS_URL"))
        if server in _services.started
    )

import memory_project.celery  # noqa: E402, F401 - binds shared tasks to our app


def pytest_unconfigure(config: pytest.Config) -> None:
    """Stop the servers this process started; the controlling process also stops its workers'
    (a worker that takes seconds to stop them is interrupted by pytest-xdist on its way out)."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        return
    workers = sorted(_services.data_dir.glob("gw*"))
    # The Redis servers save and stop side by side. pgserver's stop holds a process lock that
    # is not safe across threads, so the PostgreSQL servers stop one after another.
    with ThreadPoolExecutor() as pool:
        stops = [pool.submit(EmbeddedRedis(folder / "redis").stop) for folder in workers]
        _services.stop()
        for folder in workers:
            _stop_postgres(EmbeddedPostgres(folder / "pg"))
    for stop in stops:
        stop.result()  # a server that would not stop says so


def _stop_postgres(postgres: EmbeddedPostgres) -> None:
    if postgres.running():
        postgres.start()  # a handle on the running server, to stop it with
        postgres.stop()
