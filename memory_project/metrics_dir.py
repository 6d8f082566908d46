"""The folder every process of one service writes its Prometheus metrics to.

Set (`PROMETHEUS_MULTIPROC_DIR`) and emptied once, when the service starts, before any process
that counts anything is started; they inherit it. Imports nothing of prometheus_client, which
reads the variable when it is first imported.
"""

from __future__ import annotations

import os
from pathlib import Path

VARIABLE = "PROMETHEUS_MULTIPROC_DIR"


def metrics_dir_prepare(data_dir: Path) -> Path:
    """Use `PROMETHEUS_MULTIPROC_DIR` (default DATA_DIR/metrics), emptied of an earlier run's files."""
    folder = Path(os.environ.get(VARIABLE) or data_dir / "metrics")
    folder.mkdir(parents=True, exist_ok=True)
    for stale in folder.glob("*.db"):
        stale.unlink(missing_ok=True)
    os.environ[VARIABLE] = str(folder)
    return folder


def default_data_dir() -> Path:
    """DATA_DIR as the settings read it, without loading them (gunicorn's master process)."""
    raw = os.environ.get("DATA_DIR")
    return (
        Path(raw).expanduser().resolve()
        if raw
        else Path(__file__).resolve().parent.parent / ".data"
    )
