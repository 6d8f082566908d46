"""The served processes embed on ONNX Runtime and never map libtorch: a web worker answers
remember and recall, and the Celery worker mines a conversation (batches of texts), with the
local model loaded and no libtorch in their /proc/<pid>/maps."""

from __future__ import annotations

from pathlib import Path

import psutil
import pytest

from palace.models import Conversation
from tests.conftest import wait_for

pytestmark = [pytest.mark.integration, pytest.mark.chaos]


def _mapped(pid: int) -> str:
    return Path(f"/proc/{pid}/maps").read_text()


def test_web_and_worker_serve_the_local_model_without_torch(stack, agent_key):
    _, key = agent_key
    stack.env.update(EMBEDDINGS_PROVIDER="local")
    web = stack.start("web")
    worker = stack.start("worker")  # solo pool: the task runs in this very process
    stack.wait_until_up("/healthz")
    wait_for(lambda: stack.request("GET", "/readyz", timeout=30).status == 200, timeout=240)

    remembered = stack.request(
        "POST", "/api/v1/memories", {"content": "Dana prefers the Helix editor.", "kind": "fact"},
        key=key,
    )  # fmt: skip
    assert remembered.status == 201, remembered.body
    recalled = stack.request(
        "POST", "/api/v1/recall",
        {"query": "which text editor does dana like?", "strategy": "semantic"}, key=key,
    )  # fmt: skip
    assert recalled.status == 200, recalled.body
    assert recalled.body["degraded"] is False  # the query was embedded: vectors, not a fallback
    assert recalled.body["results"][0]["content"] == "Dana prefers the Helix editor."
    messages = [
        {"speaker": "Ada" if n % 2 else "Bo", "content": f"Ada booked kayak lesson {n} in Oslo."}
        for n in range(8)
    ]
    created = stack.request(
        "POST", "/api/v1/conversations",
        {"external_id": "no-torch", "subject": "Kayaks", "messages": messages}, key=key,
    )  # fmt: skip
    assert created.status in {200, 201}, created.body
    ended = stack.request("POST", f"/api/v1/conversations/{created.body['id']}/end", key=key)
    assert ended.status in {200, 202}, ended.body

    def mined() -> bool:
        status = Conversation.objects.get(pk=created.body["id"]).mining_status
        return bool(status == Conversation.MiningStatus.DONE)

    wait_for(mined, timeout=240, interval=0.5)

    web_workers = psutil.Process(web.pid).children()
    assert web_workers, "gunicorn started no worker"
    for pid in [*(p.pid for p in web_workers), worker.pid]:
        maps = _mapped(pid)
        assert "onnxruntime" in maps, f"process {pid} did not load the model"
        assert "libtorch" not in maps, f"process {pid} mapped libtorch"
