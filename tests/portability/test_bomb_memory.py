"""The peak resident memory of the real web worker (gunicorn) and the real Celery worker while
they refuse hostile uploads stays under 300 MB: the 0.5 MB zip whose manifest is 500 MB, the
1 MB zip whose `memories.jsonl` is one 1 000 MB line (the finding's two archives), a line of
20 MB that only reading reveals, and a chat history of one 20 MB conversation. Each process's
peak is the kernel's own high-water mark (VmHWM), read after it did the work."""

from __future__ import annotations

import json
import os
import time
import urllib.request
import uuid
from pathlib import Path
from typing import Any

import psutil
import pytest

from palace.models import ImportJob
from tests.conftest import wait_for
from tests.integration.conftest import agent_key, chaos_redis, stack  # noqa: F401  (fixtures)
from tests.integration.stack import Stack
from tests.portability.bombs import one_line, write_bomb
from tests.portability.test_hostile_chats import LOOPING

pytestmark = [pytest.mark.integration, pytest.mark.slow(seconds=90)]
LIMIT_MB = 300


def peak_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmHWM")


def _post(service: Stack, key: str, kind: str, path: Path) -> tuple[int, Any]:
    boundary = uuid.uuid4().hex
    head = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"kind\"\r\n\r\n{kind}\r\n"
            f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; "
            f"filename=\"{path.name}\"\r\nContent-Type: application/octet-stream\r\n\r\n")  # fmt: skip
    body = head.encode() + path.read_bytes() + f"\r\n--{boundary}--\r\n".encode()
    request = urllib.request.Request(f"{service.base_url}/api/v1/imports", data=body, method="POST")
    request.add_header("Content-Type", f"multipart/form-data; boundary={boundary}")
    request.add_header("Authorization", f"Bearer {key}")
    try:
        with urllib.request.urlopen(request, timeout=120) as reply:
            return reply.status, json.loads(reply.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


def _finished(job_id: str) -> ImportJob:
    def done() -> ImportJob | None:
        job = ImportJob.objects.get(pk=job_id)
        return job if job.status in ("done", "failed") else None

    job: ImportJob = wait_for(done, timeout=120, interval=0.2)
    return job


def test_hostile_uploads_never_take_a_process_past_300_mb(
    stack: Stack,  # noqa: F811
    agent_key: tuple[Any, str],  # noqa: F811
    tmp_path: Path,
) -> None:
    stack.env["DATA_DIR"] = str(tmp_path / "data")
    web = stack.start("web")
    stack.wait_until_up()
    web_workers = [p.pid for p in psutil.Process(web.pid).children(recursive=True)]
    worker = stack.start("worker")
    wait_for(lambda: " ready." in (tmp_path / "worker.log").read_text(errors="replace"), 60)
    key = agent_key[1]
    web_start, worker_start = max(map(peak_mb, web_workers)), peak_mb(worker.pid)
    started = time.monotonic()

    manifest_bomb = write_bomb(tmp_path / "manifest.zip", chunks=[b""], manifest_padding=500 << 20)
    line_bomb = write_bomb(tmp_path / "line.zip", chunks=one_line(1000 << 20))
    assert manifest_bomb.stat().st_size < 1 << 20
    assert line_bomb.stat().st_size < 2 << 20
    status, body = _post(stack, key, "archive", manifest_bomb)
    assert (status, body["error"]["message"][:15]) == (413, "manifest.json: ")
    status, body = _post(stack, key, "archive", line_bomb)
    assert (status, body["error"]["message"][:16]) == (413, "memories.jsonl: ")

    # What only reading shows: one 20 MB line (hex, so it hardly compresses) and one chat of
    # 20 MB, both past IMPORT_MAX_RECORD_BYTES (8 MiB).
    hex_line = write_bomb(
        tmp_path / "hex.zip",
        chunks=[
            b'{"content": "',
            *(os.urandom(1 << 19).hex().encode() for _ in range(20)),
            b'"}\n',
        ],
    )
    chat = tmp_path / "conversations.json"
    chat.write_text(json.dumps([{"id": "big", "mapping": {"r": {"message": {
        "content": {"parts": ["0123456789abcdef" * (20 << 16)]}}}}}]))  # fmt: skip
    looping = tmp_path / "looping.json"  # the finding's 448-byte chat file
    looping.write_text(json.dumps(LOOPING))
    status, body = _post(stack, key, "chatgpt", looping)
    assert status == 202, body
    job = _finished(body["id"])  # never ends on the code before the fix: the worker loops
    assert (job.status, job.report["added"]) == ("done", 1), job.error
    jobs = []
    for kind, path in (("archive", hex_line), ("chatgpt", chat)):
        status, body = _post(stack, key, kind, path)
        assert status == 202, body
        jobs.append(body["id"])
    for job_id in jobs:
        job = _finished(job_id)
        assert job.status == "failed", job.error
        assert "longer than 8388608" in job.error, job.error

    web_peak, worker_peak = max(map(peak_mb, web_workers)), peak_mb(worker.pid)
    print(f"web worker: {web_start:.0f} MB at start, {web_peak:.0f} MB peak; "
          f"Celery worker: {worker_start:.0f} MB at start, {worker_peak:.0f} MB peak; "
          f"{time.monotonic() - started:.1f} s")  # fmt: skip
    assert web_peak < LIMIT_MB
    assert worker_peak < LIMIT_MB
