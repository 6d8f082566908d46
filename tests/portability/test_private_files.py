"""Files that hold memories or key hashes are the service user's alone, whatever the umask
(most services run under 022, which makes a new file readable by every local account): an
export (0600), a backup (0600), and the embedded Redis's folder (0700) with its RDB, AOF, log
and configuration (0600), an older version's readable files narrowed on start."""

from __future__ import annotations

import io
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command

from memories.portability.backup import Target, database_backup
from memory_project.embedded.redis import EmbeddedRedis
from memory_project.redis_once import redis_asking_once


@pytest.fixture(autouse=True)
def _wide_umask() -> Iterator[None]:
    previous = os.umask(0o022)
    yield
    os.umask(previous)


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.django_db
def test_an_export_is_readable_by_its_writer_only(alice: object, tmp_path: Path) -> None:
    path = tmp_path / "alice.zip"
    path.write_bytes(b"an older file, world-readable")
    path.chmod(0o644)
    call_command("export", str(path), "--user", "alice", stdout=io.StringIO())
    assert _mode(path) == 0o600
    assert path.read_bytes()[:2] == b"PK"


@pytest.mark.django_db
def test_a_backup_is_readable_by_its_writer_only(tmp_path: Path) -> None:
    path = tmp_path / "all.dump"
    database_backup(str(path), target=Target.from_settings(settings.DATABASES["default"]))
    assert path.stat().st_size > 0
    assert _mode(path) == 0o600


def test_the_embedded_redis_keeps_its_files_to_itself(tmp_path: Path) -> None:
    folder = tmp_path / "redis"
    folder.mkdir(mode=0o755)
    (folder / "dump.rdb").write_bytes(b"")  # what an older version left readable
    (folder / "dump.rdb").chmod(0o644)
    server = EmbeddedRedis(folder)
    url = server.start()
    try:
        client = redis_asking_once(url, 5)
        client.set("turn", "a short-term turn")
        client.save()  # the RDB, now
    finally:
        server.stop()
    files = [p for p in folder.rglob("*") if not p.is_socket()]
    names = {p.name for p in files}
    assert names >= {"dump.rdb", "redis.conf", "redis.log"}
    assert any(name.startswith("appendonly") for name in names)  # the AOF, a file or a folder
    assert _mode(folder) == 0o700
    for path in files:
        assert _mode(path) == (0o700 if path.is_dir() else 0o600), path
