"""Run one import job the way a worker process would, in a fresh process whose address space is
limited to a little above what it holds once Django is loaded (`RLIMIT_AS`, what `ulimit -v`
sets for a worker): `python -m tests.portability.oom_import_child JOB_ID RECORD_BYTES HEADROOM`.

A fresh process has freed next to nothing yet, so the limit leaves it `HEADROOM` bytes to grow,
whatever the test process ran before (memory a long test run freed stays in its address space
and would be used first). Prints the job's status when it ends."""

from __future__ import annotations

import resource
import signal
import sys
from pathlib import Path

import django


def _address_space() -> int:
    """The process's virtual memory now (VmSize), in bytes."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmSize:"):
            return int(line.split()[1]) * 1024
    raise AssertionError("no VmSize")


def main(job_id: str, record_bytes: int, headroom: int) -> None:
    django.setup()
    from django.conf import settings
    from django.db import connection

    from palace.portability.jobs import import_job_run

    settings.IMPORT_MAX_RECORD_BYTES = record_bytes
    connection.ensure_connection()  # the connection's own buffers, before the limit
    _soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    limit = _address_space() + headroom
    assert hard == resource.RLIM_INFINITY or limit <= hard
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    signal.alarm(120)  # a hang fails the test instead of holding the suite
    job = import_job_run(job_id)
    print(job.status if job else "gone")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
