"""`python -m memory_project.serve` supervises its children: a worker or beat killed with
SIGKILL is started again (with backoff, said in words) while the web side keeps answering."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from memories.models import WorkerHeartbeat
from tests.conftest import ROOT, _test_database_url, wait_for
from tests.integration.stack import ChaosRedis, Stack, free_port, stack_env

pytestmark = [pytest.mark.integration, pytest.mark.chaos]


class Output:
    """Collects a child's output lines on a thread, so the test can wait for a line."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        self.lines: list[str] = []
        self._thread = threading.Thread(target=self._read, args=(process,), daemon=True)
        self._thread.start()

    def _read(self, process: subprocess.Popen[str]) -> None:
        assert process.stdout is not None
        for line in process.stdout:
            self.lines.append(line.rstrip())

    def pid_of(self, label: str, after: int = 0) -> int | None:
        for line in self.lines[after:]:
            match = re.search(rf"started {re.escape(label)} \(pid (\d+)\)", line)
            if match:
                return int(match.group(1))
        return None


def test_killed_worker_and_beat_are_restarted_and_web_stays_up(
    transactional_db, chaos_redis: ChaosRedis, tmp_path: Path
):
    port = free_port()
    env = stack_env(
        _test_database_url(), chaos_redis.url, PORT=str(port), DATA_DIR=str(tmp_path),
        WORKER_CONCURRENCY="1", ADMIN_USERNAME="root", ADMIN_PASSWORD="a long test password 1",
    )  # fmt: skip
    serve = subprocess.Popen(
        [sys.executable, "-m", "memory_project.serve"], cwd=ROOT, env=env,
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    output = Output(serve)
    web = Stack(env=env, logs=tmp_path, port=port)
    try:
        wait_for(lambda: any("Memory Layer is running" in line for line in output.lines), 180)
        worker = output.pid_of("the Celery worker")
        beat = output.pid_of("Celery beat")
        assert worker
        assert beat
        seen = len(output.lines)
        heartbeats = WorkerHeartbeat.objects.filter(name="worker").values_list("beats", flat=True)
        os.kill(worker, signal.SIGKILL)
        os.kill(beat, signal.SIGKILL)
        count = heartbeats.first() or 0  # nothing beats now: worker and beat are both dead
        statuses = []
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:  # the web side answers all along
            statuses.append(web.request("GET", "/healthz", timeout=5).status)
            time.sleep(0.25)
        assert set(statuses) == {200}

        new_worker = wait_for(lambda: output.pid_of("the Celery worker", after=seen), 60)
        assert wait_for(lambda: output.pid_of("Celery beat", after=seen), 60) != beat
        assert new_worker != worker
        text = "\n".join(output.lines)
        assert (
            f"the Celery worker (pid {worker}) was killed by SIGKILL; restarting it in 1 s" in text
        )
        assert f"Celery beat (pid {beat}) was killed by SIGKILL; restarting it in 1 s" in text
        # The new worker works: its start records a heartbeat through the broker.
        wait_for(lambda: (heartbeats.first() or 0) > count, 90)
        assert serve.poll() is None
    finally:
        serve.send_signal(signal.SIGTERM)
        try:
            serve.wait(60)
        except subprocess.TimeoutExpired:
            serve.kill()
