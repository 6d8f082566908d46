"""An import that runs out of memory ends as failed with its reason, and the task delivered again
changes nothing (issue 46: a hostile import's memory budget ends it as failed).

The allocation limit is real: in a fresh process, as a worker's is, the address-space limit
(`RLIMIT_AS`, what `ulimit -v` sets for a worker) is lowered to a little above what the process
holds, then the worker's code runs an upload whose one conversation is within
`IMPORT_MAX_RECORD_BYTES` but grows about twenty times when read (a JSON array of empty arrays):
Python's own allocation fails in the middle of reading it, as it would in a worker given less
memory than the file asks for.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

import pytest

from palace.models import Conversation, ImportJob
from palace.portability.uploads import upload_path_of
from tests.conftest import ROOT, _test_database_url
from tests.portability.test_hostile_chats import _good, _run, _upload

pytestmark = pytest.mark.django_db(transaction=True)  # the worker's process reads the rows
HEADROOM = 64 << 20  # what the worker may allocate beyond what it holds when the limit is set


def _run_in_limited_worker(job_id: str, record_bytes: int) -> str:
    """The job run by `oom_import_child` in a fresh process limited to HEADROOM more bytes."""
    env = {**os.environ, "DATABASE_URL": _test_database_url(), "DATABASE_CONN_MAX_AGE": "0"}
    done = subprocess.run(
        [sys.executable, "-m", "tests.portability.oom_import_child", job_id, str(record_bytes),
         str(HEADROOM)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=180,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout.strip().splitlines()[-1]


def test_an_import_out_of_memory_fails_with_its_reason_and_never_runs_again(alice: Any) -> None:
    # A record limit large enough that reading the record needs far more than the worker can hold.
    limit = 32 << 20
    count = (limit - 2) // 3
    swelling = "[" + "[]," * (count - 1) + "[]]"  # ~3 characters, ~70 bytes once read
    assert len(swelling) <= limit  # within every bound on what is read
    assert count * 64 > 10 * HEADROOM  # far more than the process may take once read
    content = "[" + json.dumps(_good("before", "Kept.")) + "," + swelling + "]"
    job_id = _upload(alice, content.encode())

    assert _run_in_limited_worker(job_id, limit) == "failed"
    job = ImportJob.objects.get(pk=job_id)

    assert job.status == "failed", job.error
    assert job.error == "It ran out of memory and was stopped; nothing more was read."
    assert job.phase == "Stopped"
    assert job.attempts == 1
    assert not upload_path_of(job.pk).exists()  # its upload is deleted when it fails
    assert list(Conversation.objects.filter(owner=alice).values_list("external_id", flat=True)) == [
        "chatgpt:before"
    ]  # (a chat history goes in chat by chat: the one read before stays)

    again = _run(job_id)  # the task delivered again, with memory to spare
    assert (again.status, again.error, again.finished_at, again.attempts) == (
        "failed",
        job.error,
        job.finished_at,
        1,
    )
    assert Conversation.objects.filter(owner=alice).count() == 1
    assert ImportJob.objects.filter(owner=alice).count() == 1
