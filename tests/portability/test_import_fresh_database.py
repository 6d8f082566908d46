"""`manage.py import` into a fresh, empty database prepares it first (as `restore` needs no
preparation), instead of failing with `relation "auth_user" does not exist`."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from django.conf import settings

from memory_project.embedded import database_uri
from tests.conftest import ROOT
from tests.portability.conftest import export

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def empty_database_url() -> Iterator[str]:
    db = settings.DATABASES["default"]
    name = f"import_{uuid.uuid4().hex[:10]}"
    admin = {"dbname": "postgres", "host": db["HOST"], "user": db["USER"],
             "password": db.get("PASSWORD") or None, "port": db.get("PORT") or None}  # fmt: skip
    admin = {k: v for k, v in admin.items() if v}
    with psycopg.connect(**admin, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    yield database_uri(os.environ["DATABASE_URL"], name)
    with psycopg.connect(**admin, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def test_import_into_an_empty_database_migrates_it_first(
    filled: dict[str, Any], tmp_path: Path, empty_database_url: str
) -> None:
    archive = tmp_path / "all.zip"
    export(archive, "--all")
    env = {**os.environ, "DATABASE_URL": empty_database_url, "DATABASE_CONN_MAX_AGE": "0"}
    done = subprocess.run(
        [sys.executable, "manage.py", "import", str(archive)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    assert "The database was empty: migrated it first." in done.stdout
    with psycopg.connect(empty_database_url) as conn:
        count = conn.execute("SELECT count(*) FROM memories_memory").fetchone()
    assert count is not None
    assert count[0] > 0
