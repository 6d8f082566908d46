"""pytest plugin: one embedded PostgreSQL + Redis per test session, started before Django loads.

Loaded with `-p memory_project.embedded.pytest_plugin` (see pyproject). It runs at import time
because pytest-django configures Django in its earliest hook; the servers must exist by then.
Tests use their own data folder (`.data/test`, or TEST_DATA_DIR) so they never touch dev data.
With DATABASE_URL / REDIS_URL set, the given servers are used and nothing is started.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from memory_project.embedded import bootstrap

_ROOT = Path(__file__).resolve().parent.parent.parent
_test_dir = Path(os.environ.get("TEST_DATA_DIR", _ROOT / ".data" / "test")).resolve()
_test_dir.mkdir(parents=True, exist_ok=True)
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "memory_project.settings")
_services = bootstrap(data_dir=_test_dir)

import memory_project.celery  # noqa: E402, F401 - binds shared tasks to our app


def pytest_unconfigure(config: pytest.Config) -> None:
    _services.stop()
