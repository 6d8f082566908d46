"""The bench's memory table reads each process tree as it is when read: a child that ended, or
that waits to be reaped, since the tree was listed is left out rather than turning the kind's
PSS column to "unreadable" (a Celery pool child recycled mid-run did that once in CI)."""

import os
import subprocess
import time

import psutil

from memories.bench.load import ServiceProcesses


def test_a_zombie_child_is_left_out_and_the_kind_keeps_its_pss() -> None:
    child = subprocess.Popen(["true"])  # exits at once; left unreaped on purpose
    try:
        deadline = time.monotonic() + 5
        while psutil.Process(child.pid).status() != psutil.STATUS_ZOMBIE:
            assert time.monotonic() < deadline, "the child never exited"
            time.sleep(0.01)
        here = psutil.Process(os.getpid())
        assert child.pid in {p.pid for p in here.children(recursive=True)}

        web = ServiceProcesses(web=here, worker=None).memory()["web"]

        assert web.pss is not None  # the zombie no longer makes the whole kind unreadable
        assert 0 < web.pss <= web.rss
        assert web.processes == len(here.children(recursive=True))  # itself counted, the zombie not
    finally:
        child.wait()
