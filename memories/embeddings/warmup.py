"""Load the embedding model when a server process starts, not on its first request.

gunicorn's `post_worker_init` hook calls `embedder_warm_up_in_background` (named by the
READINESS_WARMUP setting), the Celery worker's process-init signal
`embedder_warm_up_for_batches_in_background` (WORKER_READINESS_WARMUP): a pool process loads only
the batch session of a local model, which embeds its single texts too. Until the model has
answered once, /readyz says 503 with the reason; a process that never asked for a warm-up
(tests, management commands) is not held back by it.
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass

from memories.embeddings.registry import get_embedder

logger = logging.getLogger("memories.embeddings")


@dataclass
class WarmUp:
    """This process's warm-up: not asked, loading, done, or failed (with why)."""

    state: str = "not asked"
    started: float = 0.0
    detail: str = ""


_warm = WarmUp()
_lock = threading.Lock()


def embedder_warm_up(*, batches: bool = False) -> WarmUp:
    """Embed one text with the configured provider (loads a local model and its ONNX
    encoder: the batch one with `batches`); records the outcome for /readyz."""
    embedder = get_embedder()
    if embedder.name == "none":
        _warm.state, _warm.detail = "done", "no embedder configured"
        return _warm
    _warm.state, _warm.started = "loading", time.monotonic()
    try:
        warm_up_for_batches = getattr(embedder, "warm_up_for_batches", None)
        if batches and warm_up_for_batches is not None:
            warm_up_for_batches()
        else:
            embedder.embed(["warm-up"])
    except Exception as exc:  # any failure is reported by /readyz, never raised into the server
        _warm.state, _warm.detail = "failed", f"{type(exc).__name__}: {exc}"
        logger.warning("The embedding model did not load at start: %s", _warm.detail)
        return _warm
    took = time.monotonic() - _warm.started
    _warm.state, _warm.detail = "done", f"loaded at start in {took:.1f} s"
    logger.info("Embedding model %s %s.", embedder.model, _warm.detail)
    return _warm


def embedder_warm_up_in_background(*, batches: bool = False) -> None:
    """Start the warm-up on a daemon thread (the server keeps answering /healthz meanwhile)."""
    with _lock:
        if _warm.state in {"loading", "done"}:
            return
        _warm.state, _warm.started = "loading", time.monotonic()
    threading.Thread(
        target=embedder_warm_up, kwargs={"batches": batches}, name="embedder-warm-up", daemon=True
    ).start()


def embedder_warm_up_for_batches_in_background() -> None:
    """The warm-up of a process that embeds batches (a Celery pool process)."""
    embedder_warm_up_in_background(batches=True)


def embedder_warm_state() -> WarmUp:
    return _warm
