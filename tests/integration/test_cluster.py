"""`python -m memory_project.cluster --drill --seconds N` on loopback: the cluster starts,
serves through its front door while a web node, a worker (SIGKILL of each process tree), the
streaming replica (immediate stop, restarted 5 s later) and PgBouncer are killed under load,
brings them all back, loses no acknowledged write, runs every acknowledged task (the mining
each conversation end queues) exactly once in effect, leaves nothing in the outbox, and stops
leaving nothing running.

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
import pytest

from memory_project.cluster import free_port
from tests.conftest import ROOT
from tests.helpers.exported_model import seed_exported_model

pytestmark = [pytest.mark.integration, pytest.mark.slow(seconds=75)]

DATA = ROOT / ".data" / "cluster-test"
SECONDS = 30


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
    seed_exported_model(DATA)  # every node loads this file; the export is tested on its own
    run = subprocess.run(
        [sys.executable, "-m", "memory_project.cluster", "--data-dir", str(DATA),
         "--port", str(free_port()), "--no-install", "--drill", "--seconds", str(SECONDS)],
        cwd=ROOT, capture_output=True, text=True, timeout=900, start_new_session=True,
    )  # fmt: skip
    output = run.stdout + run.stderr
    report = re.search(r"drill: .*", output)
    assert report is not None, output[-3000:]
    print(report.group(0))
    memory = re.search(r"resident memory.*", output)
    print(memory.group(0) if memory else "resident memory: not reported")
    line = report.group(0)
    figures = {
        name: int(value)
        for name, value in re.findall(
            r"(5xx GET|acknowledged writes|lost|tasks|tasks lost|run twice|outbox left"
            r"|duplicate writes|outside) (\d+)",
            line,
        )
    }
    assert figures["acknowledged writes"] > 0
    assert figures["lost"] == 0
    assert figures["tasks"] > 0  # conversation ends acknowledged: mining owed
    assert figures["tasks lost"] == 0
    assert figures["run twice"] == 0
    assert figures["outbox left"] == 0
    assert figures["duplicate writes"] == 0
    outside = re.search(r"outside (\d+)/(\d+)", line)
    assert outside is not None
    assert outside.groups() == ("0", "0")  # no 5xx away from a kill
    assert re.search(r"replica lag max [\d.]+ s last [\d.]+ s", line)
    victims = ["web1", "worker1", "replica"] + (["pgbouncer"] if "PgBouncer: yes" in output else [])
    assert f"killed {', '.join(victims)}; restarted {', '.join(victims)}" in line
    assert run.returncode == 0, output[-3000:]
    assert "stopped." in output
    deadline = time.monotonic() + 1  # the same grace as before: a second for the last exits
    while _left_running() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert _left_running() == []
