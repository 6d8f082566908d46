"""Beat runs once across nodes: the lock primitive, and two real `celery beat` processes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from django.conf import settings

from memory_project.beat_lock import BEAT_LOCK_KEY, BeatLock
from tests.conftest import ROOT, stop_process, wait_for

pytestmark = pytest.mark.integration


@pytest.fixture
def client() -> Iterator[redis.Redis]:
    connection = redis.Redis.from_url(settings.REDIS_URL)
    connection.delete(BEAT_LOCK_KEY)
    yield connection
    connection.delete(BEAT_LOCK_KEY)


def test_one_holder_renewal_expiry_and_takeover(client: redis.Redis) -> None:
    first, second = BeatLock(client, 1.0), BeatLock(client, 1.0)
    assert first.acquire()
    assert not second.acquire()  # held, and its holder (this process) is alive
    time.sleep(0.5)
    assert client.pttl(BEAT_LOCK_KEY) <= 500
    assert first.renew()
    assert client.pttl(BEAT_LOCK_KEY) > 900  # renewed: a whole expiry again
    assert not second.acquire()  # still the first's
    # The first stops renewing (frozen, or its host is gone): the key expires by itself.
    wait_for(lambda: client.get(BEAT_LOCK_KEY) is None, timeout=5, interval=0.05)
    assert second.acquire()
    assert not first.renew()  # the first finds out at its next renewal and stops sending
    first.release()  # releases nothing of the second's
    assert second.holder() == second.token
    second.release()
    assert client.get(BEAT_LOCK_KEY) is None


def test_a_dead_holder_on_this_host_is_replaced_at_once(client: redis.Redis) -> None:
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    dead = BeatLock(client, 60.0)
    dead.token = f"{dead.token.split(':')[0]}:{int(gone.stdout)}:deadbeef"
    assert dead.acquire()
    assert BeatLock(client, 60.0).acquire()  # no 60 s wait for the expiry


def _beat(schedule: Path, log: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, "BEAT_LOCK_TTL_SECONDS": "3", "BEAT_LOCK_RETRY_SECONDS": "0.5",
           "OUTBOX_SWEEP_SECONDS": "3600", "CELERY_HEARTBEAT_SECONDS": "3600"}  # fmt: skip
    return subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "memory_project.celery_beat", "beat",
         "--loglevel", "INFO", "--schedule", str(schedule)],
        cwd=ROOT, env=env, stdout=log.open("wb"), stderr=subprocess.STDOUT,
    )  # fmt: skip


def _holder_pid(client: redis.Redis) -> int | None:
    value = client.get(BEAT_LOCK_KEY)
    return int(value.decode().split(":")[1]) if value else None


def test_two_beat_processes_one_sends_the_other_takes_over(
    client: redis.Redis, tmp_path: Path
) -> None:
    # Both start at once (a start costs seconds); whichever takes the lock first is the first.
    beats = {name: _beat(tmp_path / f"{name}-schedule", tmp_path / f"{name}.log") for name in "ab"}
    try:
        holder = wait_for(lambda: _holder_pid(client), timeout=90)
        (_, first), (other, second) = sorted(beats.items(), key=lambda item: item[1].pid != holder)
        assert first.pid == holder
        second_log = tmp_path / f"{other}.log"
        wait_for(lambda: b"Another beat holds" in second_log.read_bytes(), 90)
        for _ in range(3):  # several of the second's tries (every 0.5 s): the lock stays
            time.sleep(0.5)
            assert _holder_pid(client) == first.pid
        first.send_signal(signal.SIGKILL)  # no clean stop: the key stays behind
        first.wait(10)
        killed_at = time.monotonic()
        wait_for(lambda: _holder_pid(client) == second.pid, timeout=10)
        assert time.monotonic() - killed_at < 4  # within a try or the expiry, at the latest
        assert b"This beat holds the beat lock" in second_log.read_bytes()
        second.send_signal(signal.SIGTERM)  # a clean stop releases the lock
        second.wait(30)
        assert client.get(BEAT_LOCK_KEY) is None
    finally:
        for process in beats.values():
            if process.poll() is None:
                stop_process(process)
