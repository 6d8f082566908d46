"""The supervisor's command lines: a worker pool sized to the box, a memory guard per pool
process, and beat on its lean app."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from memory_project import serve
from memory_project.beat_lock import LockedScheduler

ROOT = Path(__file__).resolve().parents[2]


def _commands(tmp_path: Path) -> dict[str, list[str]]:
    return serve.service_commands(host="127.0.0.1", port="8000", data_dir=tmp_path)


def _after(command: list[str], flag: str) -> str:
    return command[command.index(flag) + 1]


def test_the_pool_is_sized_to_the_box_unless_given(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("WORKER_CONCURRENCY", raising=False)
    for cores, expected in ((1, "1"), (2, "1"), (4, "2"), (None, "1")):
        monkeypatch.setattr(serve.os, "cpu_count", lambda cores=cores: cores)
        assert _after(_commands(tmp_path)["worker"], "--concurrency") == expected
    monkeypatch.setenv("WORKER_CONCURRENCY", "3")
    assert _after(_commands(tmp_path)["worker"], "--concurrency") == "3"
    monkeypatch.setenv("WORKER_CONCURRENCY", "")  # empty, as .env.example leaves it: the default
    assert _after(_commands(tmp_path)["worker"], "--concurrency") in {"1", "2"}


def test_each_pool_process_has_a_memory_guard(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("WORKER_MAX_MEMORY_MB", raising=False)
    assert _after(_commands(tmp_path)["worker"], "--max-memory-per-child") == str(1024 * 1024)
    monkeypatch.setenv("WORKER_MAX_MEMORY_MB", "600")
    assert _after(_commands(tmp_path)["worker"], "--max-memory-per-child") == str(600 * 1024)
    monkeypatch.setenv("WORKER_MAX_MEMORY_MB", "0")
    assert "--max-memory-per-child" not in _commands(tmp_path)["worker"]


def test_beat_runs_on_the_lean_app(tmp_path: Path) -> None:
    beat = _commands(tmp_path)["beat"]
    assert _after(beat, "-A") == "memory_project.celery_beat"
    assert "beat" in beat


def test_the_lean_beat_app_imports_no_task_module_and_no_django_app() -> None:
    code = (
        "import sys, memory_project.celery_beat as b\n"
        "b.app.loader.init_worker()\n"  # what `celery beat` calls before it starts
        "from django.apps import apps\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in {'memories', 'palace', 'curation'}), apps.ready,"
        " b.app.conf.beat_scheduler, len(b.app.conf.beat_schedule) > 0)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True,
        timeout=120,
    )  # fmt: skip
    assert done.stdout.strip().splitlines()[-1] == (
        "[] False memory_project.beat_lock:LockedScheduler True"
    )


def test_beat_sends_by_name_without_waiting_for_a_result() -> None:
    sent: dict[str, object] = {}

    class Recorder(LockedScheduler):
        def __init__(self) -> None:  # no Redis, no schedule file: only send_task is under test
            pass

    def record(*args: object, **kwargs: object) -> None:
        sent.update(kwargs, name=args[0])

    scheduler = Recorder()
    scheduler.app = type("App", (), {"send_task": staticmethod(record)})()
    scheduler.send_task("memories.worker_heartbeat", (), {})
    assert sent == {"name": "memories.worker_heartbeat", "ignore_result": True}
