"""The embedding model loads when a server process starts, not in its first request, and
/readyz says ready only once it has (503 with the reason until then)."""

from __future__ import annotations

import time

import pytest

from tests.conftest import wait_for

pytestmark = [pytest.mark.integration, pytest.mark.chaos]


def test_web_and_worker_load_the_model_at_start_and_readyz_waits_for_it(stack):
    stack.env.update(EMBEDDINGS_PROVIDER="local")
    stack.start("web")
    stack.start("worker")
    stack.wait_until_up("/healthz")
    answers = []
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        reply = stack.request("GET", "/readyz", timeout=30)
        answers.append(reply)
        if reply.status == 200:
            break
        time.sleep(0.2)
    ready = answers[-1]
    assert ready.status == 200, ready.body
    embedder = ready.body["checks"]["embedder"]
    # Loaded by the worker-start hook before any request asked for an embedding.
    assert embedder["warm_up"] == "done"
    assert "(loaded" in embedder["detail"]
    for waiting in answers[:-1]:  # while it loads: a clear JSON reason, not a silent wait
        assert waiting.status == 503
        assert waiting.body["checks"]["embedder"]["warm_up"] == "loading"
        assert "embedding model is loading" in waiting.body["reason"]

    def worker_loaded() -> bool:
        return "loaded at start" in (stack.logs / "worker.log").read_text()

    wait_for(worker_loaded, timeout=240, interval=0.5)
