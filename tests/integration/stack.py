"""The service's own processes on loopback, for chaos tests: a dedicated Redis the test may
stop, pause (SIGSTOP) or restart, and gunicorn + Celery worker started from the very command
lines `python -m memory_project.serve` uses, pointed at the test database."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memory_project.embedded.redis import EmbeddedRedis
from memory_project.serve import service_commands
from tests.conftest import ROOT


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class ChaosRedis:
    """A Redis of the test's own (the packaged binary, on a unix socket, append-only file)."""

    def __init__(self, folder: Path) -> None:
        self.server = EmbeddedRedis(folder)
        self.url = self.server.start()

    @property
    def pid(self) -> int:
        return int(self.server.pidfile.read_text().strip())

    def pause(self) -> None:
        os.kill(self.pid, signal.SIGSTOP)

    def resume(self) -> None:
        os.kill(self.pid, signal.SIGCONT)

    def stop(self) -> None:
        self.server.stop()

    def start(self) -> None:
        self.server.start()


@dataclass
class Response:
    status: int
    body: Any
    seconds: float
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Stack:
    """Web and/or worker processes of the service, with their environment and logs."""

    env: dict[str, str]
    logs: Path
    port: int = 0
    processes: dict[str, subprocess.Popen[bytes]] = field(default_factory=dict)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, name: str, *, extra: list[str] | None = None) -> subprocess.Popen[bytes]:
        command = service_commands(host="127.0.0.1", port=str(self.port), data_dir=self.logs)[name]
        if name == "worker":
            command = [*command, "--pool", "solo", "--without-mingle", "--without-gossip"]
        log = (self.logs / f"{name}.log").open("ab")
        process = subprocess.Popen(
            [*command, *(extra or [])], cwd=ROOT, env=self.env, stdout=log, stderr=subprocess.STDOUT
        )
        self.processes[name] = process
        return process

    def stop(self, name: str) -> None:
        process = self.processes.pop(name, None)
        if process is None or process.poll() is not None:
            return
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)

    def stop_all(self) -> None:
        """SIGTERM to every process at once, then wait for each (SIGKILL after 20 s): the
        processes shut down side by side instead of one after the other."""
        running = [p for p in self.processes.values() if p.poll() is None]
        self.processes.clear()
        for process in running:
            process.terminate()
        deadline = time.monotonic() + 20
        for process in running:
            try:
                process.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(10)

    def request(
        self, method: str, path: str, body: object = None, *, key: str = "", timeout: float = 90
    ) -> Response:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base_url + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        if key:
            request.add_header("Authorization", f"Bearer {key}")
        started = time.monotonic()
        try:
            with urllib.request.urlopen(request, timeout=timeout) as reply:
                status, raw, headers = reply.status, reply.read(), dict(reply.headers)
        except urllib.error.HTTPError as exc:
            status, raw, headers = exc.code, exc.read(), dict(exc.headers)
        took = time.monotonic() - started
        try:
            parsed: Any = json.loads(raw) if raw else None
        except ValueError:
            parsed = raw.decode(errors="replace")
        return Response(status=status, body=parsed, seconds=took, headers=headers)

    def wait_until_up(self, path: str = "/healthz", timeout: float = 120) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            web = self.processes.get("web")
            if web is not None and web.poll() is not None:
                raise AssertionError(f"web exited: {(self.logs / 'web.log').read_text()[-3000:]}")
            try:
                if self.request("GET", path, timeout=2).status == 200:
                    return
            except OSError:
                pass
            time.sleep(0.2)
        raise AssertionError(f"{path} did not answer 200 within {timeout} s")


def stack_env(database_url: str, redis_url: str, **extra: str) -> dict[str, str]:
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "DATABASE_CONN_MAX_AGE": "0",
        "REDIS_URL": redis_url,
        "WEB_CONCURRENCY": "1",
        "EMBEDDINGS_PROVIDER": "none",
        "OUTBOX_SWEEP_SECONDS": "1",
        "PYTHONPATH": str(ROOT),
    }
    env.update(extra)
    return env
