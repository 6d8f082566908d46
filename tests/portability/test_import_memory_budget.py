"""An import that runs out of memory ends as failed with its reason, and the task delivered again
changes nothing (issue 46: a hostile import's memory budget ends it as failed).

The allocation limit is real: the process's address-space limit (`RLIMIT_AS`, what `ulimit -v`
sets for a worker) is lowered to a little above what the process holds, then the worker's code
runs an upload whose one conversation is within `IMPORT_MAX_RECORD_BYTES` but grows about twenty
times when read (a JSON array of empty arrays): Python's own allocation fails in the middle of
reading it, as it would in a worker given less memory than the file asks for.
"""

from __future__ import annotations

import json
import resource
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from palace.models import Conversation, ImportJob
from palace.portability.uploads import upload_path_of
from tests.portability.test_hostile_chats import _good, _run, _upload

pytestmark = pytest.mark.django_db
HEADROOM = 64 << 20  # what the process may allocate beyond what it holds when the limit is set


def _address_space() -> int:
    """The process's virtual memory now (VmSize), in bytes."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmSize:"):
            return int(line.split()[1]) * 1024
    raise AssertionError("no VmSize")


@contextmanager
def address_space_limited(headroom: int) -> Iterator[None]:
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    limit = _address_space() + headroom
    assert hard == resource.RLIM_INFINITY or limit <= hard
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def test_an_import_out_of_memory_fails_with_its_reason_and_never_runs_again(
    alice: Any, settings: Any
) -> None:
    # A record limit large enough that reading the record needs far more than this process can
    # hold: besides the headroom, memory it freed earlier stays in its address space and is
    # used again first (after the files before it, over 100 MB in one run).
    settings.IMPORT_MAX_RECORD_BYTES = limit = 32 << 20
    count = (limit - 2) // 3
    swelling = "[" + "[]," * (count - 1) + "[]]"  # ~3 characters, ~70 bytes once read
    assert len(swelling) <= limit  # within every bound on what is read
    assert count * 64 > 10 * HEADROOM  # far more than the process may take once read
    content = "[" + json.dumps(_good("before", "Kept.")) + "," + swelling + "]"
    job_id = _upload(alice, content.encode())

    with address_space_limited(HEADROOM):
        job = _run(job_id)

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
