"""`bench_ingest` on a fresh DATA_DIR, at a tiny size: it builds its data, runs every import
and prints each figure (the figures themselves are not asserted: this is a tool run)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.helpers.exported_model import seed_exported_model

pytestmark = pytest.mark.integration

FIGURES = {
    "raw embedder": "texts/s",
    "import with vectors": "memories/s",
    "import that re-embeds": "memories/s",
    "chat import with mining": "messages/s",
    "embedder, drawers' texts": "texts/s",
}


def test_bench_ingest_prints_every_figure_at_a_tiny_size(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")}
    env["DATA_DIR"] = str(tmp_path / "data")
    seed_exported_model(tmp_path / "data")  # a fresh database; the model file as exported
    report = tmp_path / "ingest.json"
    done = subprocess.run(
        [sys.executable, "manage.py", "bench_ingest", "--sizes", "80", "--device", "cpu",
         "--raw-sample", "40", "--index-after-load-min-rows", "50", "--quiet",
         "--json", str(report)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=900,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    assert "device cpu" in done.stdout
    for name, unit in FIGURES.items():
        assert re.search(rf"{name}\s+\d+\.\d+ {unit}", done.stdout), (name, done.stdout)
    assert "indexes built after the load" in done.stdout
    assert re.search(r"\d\.\d\d x raw; goal >= 0\.80", done.stdout)
    assert re.search(r"the chat import \d+\.\d\d x it", done.stdout)
    figures = json.loads(report.read_text())["sizes"][0]
    assert figures["size"] == 80
    assert figures["raw_texts_per_s"] > 0
    assert figures["chat_memories"] >= 80  # a drawer per message, facts beside them
    assert figures["drawer_texts_per_s"] > 0


def test_bench_ingest_refuses_cuda_without_a_gpu(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")}
    env["DATA_DIR"] = str(tmp_path / "data")
    done = subprocess.run(
        [sys.executable, "manage.py", "bench_ingest", "--sizes", "10", "--device", "cuda"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode != 0
    assert "EMBEDDINGS_DEVICE=cuda, but no GPU is visible" in done.stderr
