"""`make run` (python -m memory_project.serve) ends its start-up with one banner holding the
address and the first admin's one-time password, printed nowhere else; waiting for readiness
while the embedding model loads writes no ERROR and no polling lines."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT, _test_database_url, wait_for
from tests.helpers.exported_model import seed_exported_model
from tests.integration.stack import ChaosRedis, free_port, stack_env
from tests.integration.test_supervisor import Output

pytestmark = [pytest.mark.integration]


def test_make_run_ends_with_one_banner_holding_address_and_password(
    transactional_db, chaos_redis: ChaosRedis, tmp_path: Path
):
    port = free_port()
    seed_exported_model(tmp_path)
    env = stack_env(
        _test_database_url(), chaos_redis.url, PORT=str(port), DATA_DIR=str(tmp_path),
        WORKER_CONCURRENCY="1", EMBEDDINGS_PROVIDER="local", ADMIN_USERNAME="root",
    )  # fmt: skip
    env.pop("ADMIN_PASSWORD", None)
    serve = subprocess.Popen(
        [sys.executable, "-m", "memory_project.serve"], cwd=ROOT, env=env,
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip
    output = Output(serve)
    try:
        wait_for(lambda: any("Press Ctrl-C to stop." in line for line in output.lines), 240)
        lines = list(output.lines)
    finally:
        serve.send_signal(signal.SIGTERM)
        try:
            serve.wait(60)
        except subprocess.TimeoutExpired:
            serve.kill()
    text = "\n".join(lines)
    found = re.search(r"Sign in as 'root' with password (\S+)\.", text)
    assert found, text[-3000:]
    password = found.group(1)
    assert text.count(password) == 1  # shown once
    running = next(i for i, line in enumerate(lines) if "Memory Layer is running at" in line)
    shown = next(i for i, line in enumerate(lines) if password in line)
    stop = next(i for i, line in enumerate(lines) if "Press Ctrl-C to stop." in line)
    assert running < shown < stop  # in the one final banner, with the address
    assert stop - running <= 5
    assert not [line for line in lines if "/readyz" in line or "/healthz" in line]
    assert not [line for line in lines if " ERROR " in line or line.startswith("ERROR")]
