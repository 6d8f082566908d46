"""`python -m memory_project.cluster --drill SECONDS` on loopback: the cluster starts, serves
through its front door while a web node and a worker are killed (SIGKILL) under load, brings
both back, loses no acknowledged write, and stops leaving nothing running.

Uses PgBouncer and HAProxy when they are installed (the test never installs them: --no-install);
without HAProxy the front door is web1 itself, so only writes and reads after the kill count.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import time

import psutil

from memory_project.cluster import free_port
from tests.conftest import ROOT

DATA = ROOT / ".data" / "cluster-test"


def _left_running() -> list[str]:
    found = []
    for process in psutil.process_iter(["cmdline"]):
        try:
            line = " ".join(process.info["cmdline"] or [])
        except psutil.Error:
            continue
        if str(DATA) in line:
            found.append(line[:120])
    return found


def test_the_cluster_drill_loses_no_acknowledged_write_and_stops_clean() -> None:
    if DATA.exists():
        shutil.rmtree(DATA)
    run = subprocess.run(
        [sys.executable, "-m", "memory_project.cluster", "--data-dir", str(DATA),
         "--port", str(free_port()), "--no-install", "--drill", "8"],
        cwd=ROOT, capture_output=True, text=True, timeout=600, start_new_session=True,
    )  # fmt: skip
    output = run.stdout + run.stderr
    report = re.search(r"drill: .*", output)
    assert report is not None, output[-3000:]
    print(report.group(0))
    memory = re.search(r"resident memory.*", output)
    print(memory.group(0) if memory else "resident memory: not reported")
    figures = dict(re.findall(r"(5xx GET|POST|acknowledged writes|lost) (\d+)", report.group(0)))
    assert int(figures["acknowledged writes"]) > 0
    assert figures["lost"] == "0"
    assert "restarted web1, worker1" in report.group(0)
    if "HAProxy: yes" in output:
        assert figures["5xx GET"] == "0"  # HAProxy sent them to the other node
    assert run.returncode == 0, output[-3000:]
    assert "stopped." in output
    time.sleep(1)
    assert _left_running() == []
