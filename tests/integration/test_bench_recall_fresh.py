"""`bench_recall` on a fresh DATA_DIR: it starts its own embedded servers, migrates the new
database itself and writes its figures as JSON (no `migrate` by hand first: an
unmigrated database would fail with "relation auth_user does not exist")."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.helpers.exported_model import seed_exported_model

pytestmark = [pytest.mark.integration, pytest.mark.bench, pytest.mark.slow(seconds=60)]

KEYS = (
    "memories", "semantic_p50_ms", "semantic_p95_ms", "auto_p50_ms", "auto_p95_ms",
    "raw_floor_p95_ms", "query_embedding_p50_ms", "index_recall_at_10", "remember_p50_ms", "remember_p95_ms",
)  # fmt: skip


def test_bench_recall_runs_on_a_fresh_data_dir_and_writes_json(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")}
    env["DATA_DIR"] = str(tmp_path / "data")
    seed_exported_model(tmp_path / "data")  # a fresh database; the model file as exported
    report = tmp_path / "recall.json"
    done = subprocess.run(
        [sys.executable, "manage.py", "bench_recall", "--memories", "400", "--users", "4",
         "--queries", "8", "--writes", "8", "--quiet", "--json", str(report)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    assert "auth_user" not in done.stderr
    figures = json.loads(report.read_text())
    for key in KEYS:
        assert key in figures, key
    assert figures["memories"] == 400
    assert 0 < figures["semantic_p50_ms"] <= figures["semantic_p95_ms"]
    assert 0 < figures["auto_p50_ms"] <= figures["auto_p95_ms"]  # the default, beside semantic
    assert "auto (the default strategy)" in done.stdout
    assert figures["raw_floor_p95_ms"] > 0
    assert 0.0 < figures["index_recall_at_10"] <= 1.0
    assert 0 < figures["remember_p50_ms"] <= figures["remember_p95_ms"]
