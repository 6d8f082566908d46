"""Stopping `python -m memory_project.serve` is quiet and complete: with Redis gone it says so in
a line instead of pages of tracebacks, and a kill of its whole process group leaves nothing of
its DATA_DIR running (gunicorn, Celery, the embedded Redis)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import psutil
import pytest

from memories.models import WorkerHeartbeat
from tests.conftest import ROOT, _test_database_url, wait_for
from tests.integration.stack import ChaosRedis, free_port, stack_env
from tests.integration.test_supervisor import Output

pytestmark = [pytest.mark.integration, pytest.mark.chaos]


def _serve(env: dict[str, str]) -> tuple[subprocess.Popen[str], Output]:
    serve = subprocess.Popen(
        [sys.executable, "-m", "memory_project.serve"], cwd=ROOT, env=env,
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True,
    )  # fmt: skip
    output = Output(serve)
    wait_for(lambda: any("Memory Layer is running" in line for line in output.lines), 180)
    return serve, output


def _env(tmp_path: Path, redis_url: str, **extra: str) -> dict[str, str]:
    env = stack_env(
        _test_database_url(), redis_url, PORT=str(free_port()), DATA_DIR=str(tmp_path),
        WORKER_CONCURRENCY="1", ADMIN_USERNAME="root", ADMIN_PASSWORD="a long test password 1",
        **extra,
    )  # fmt: skip
    if not redis_url:
        del env["REDIS_URL"]
    return env


def _of_data_dir(data_dir: Path) -> list[psutil.Process]:
    """Processes still running from this service: its children, or servers of its DATA_DIR."""
    left = []
    for process in psutil.process_iter(["cmdline", "environ"]):
        try:
            cmdline = " ".join(process.info["cmdline"] or [])
            environ = process.info["environ"] or {}
            zombie = process.status() == psutil.STATUS_ZOMBIE
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
        if not zombie and (str(data_dir) in cmdline or environ.get("DATA_DIR") == str(data_dir)):
            left.append(process)
    return left


def _stop(serve: subprocess.Popen[str]) -> None:
    if serve.poll() is None:
        serve.send_signal(signal.SIGTERM)
        try:
            serve.wait(60)
        except subprocess.TimeoutExpired:
            serve.kill()


def test_stopping_with_redis_down_says_so_in_a_line(
    transactional_db, chaos_redis: ChaosRedis, tmp_path: Path
):
    serve, output = _serve(_env(tmp_path, chaos_redis.url))
    try:
        wait_for(lambda: WorkerHeartbeat.objects.filter(name="worker").exists(), 90)
        chaos_redis.stop()
        # The worker and beat notice the broker is gone (each says so in its log) before the
        # stop signal: that is the state whose shutdown used to print pages of tracebacks.
        noticed = ("Connection to broker lost", "Beat lock not renewed")
        wait_for(lambda: all(any(n in line for line in output.lines) for n in noticed), 30)
        seen = len(output.lines)
        serve.send_signal(signal.SIGTERM)
        serve.wait(90)
        time.sleep(0.5)
    finally:
        _stop(serve)
    after = output.lines[seen:]
    text = "\n".join(after)
    assert "Traceback" not in text, text[-5000:]
    assert len(after) < 40, text[-5000:]
    assert "Redis is unreachable" in text, text[-5000:]
    assert after[-1] == "stopped."


@pytest.mark.parametrize(
    "signum", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT], ids=["term", "hup", "int"]
)
def test_a_signal_to_the_process_group_leaves_nothing_running(
    transactional_db, tmp_path: Path, signum: signal.Signals
):
    data_dir = tmp_path / "data"
    serve, _ = _serve(_env(data_dir, ""))  # the embedded Redis of this DATA_DIR
    try:
        assert any(p.name().startswith("redis") for p in _of_data_dir(data_dir))
        os.killpg(serve.pid, signum)
        serve.wait(90)
        left = wait_for_none(lambda: _of_data_dir(data_dir), 30)
        assert left == [], [" ".join(p.cmdline()) for p in left]
    finally:
        _stop(serve)
        for process in _of_data_dir(data_dir):
            process.kill()


def wait_for_none(
    list_left: Callable[[], list[psutil.Process]], timeout: float
) -> list[psutil.Process]:
    deadline = time.monotonic() + timeout
    left = list_left()
    while left and time.monotonic() < deadline:
        time.sleep(0.5)
        left = list_left()
    return left
