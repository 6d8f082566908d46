"""Chaos on loopback: the embedder failing under the running service.

The OpenAI-compatible embedder is the loopback fake made to answer 503, or a closed port.
Writes are still accepted (stored without a vector), recall and context answer, degraded and
saying so; once the embedder is back a worker's reconciler gives each memory one vector.
"""

from __future__ import annotations

import pytest

from memories.models import Memory, MemoryEmbedding
from tests.conftest import wait_for
from tests.integration.stack import Stack, free_port

pytestmark = [pytest.mark.integration, pytest.mark.chaos]

MODEL = "text-embedding-3-small"


def _point_at(stack: Stack, base_url: str, api_key: str) -> None:
    stack.env.update(
        EMBEDDINGS_PROVIDER="openai", EMBEDDINGS_BASE_URL=base_url, EMBEDDINGS_API_KEY=api_key,
        EMBEDDINGS_MODEL=MODEL, EMBEDDINGS_DIMENSIONS="384", EMBEDDINGS_TIMEOUT="2",
    )  # fmt: skip


def _writes_and_reads_answer(stack: Stack, key: str, label: str) -> None:
    remembered = stack.request(
        "POST",
        "/api/v1/memories",
        {"content": f"The {label} kayak is red", "kind": "fact"},
        key=key,
    )
    assert remembered.status == 201, remembered.body
    recalled = stack.request("POST", "/api/v1/recall", {"query": "kayak"}, key=key)
    assert recalled.status == 200, recalled.body
    assert recalled.body["degraded"] is True
    assert any(r["content"] == f"The {label} kayak is red" for r in recalled.body["results"])
    context = stack.request("POST", "/api/v1/context", {"query": "kayak"}, key=key)
    assert context.status == 200, context.body
    assert f"The {label} kayak is red" in context.body["text"]
    ready = stack.request("GET", "/readyz")
    assert ready.status == 503
    assert "embedder" in ready.body["reason"]


@pytest.mark.parametrize("fault", ["answers 503", "closed port"])
def test_embedder_down_writes_accepted_reads_degraded_vectors_filled_when_back(
    stack, agent_key, fake_openai, fault
):
    _, key = agent_key
    if fault == "closed port":
        _point_at(stack, f"http://127.0.0.1:{free_port()}/v1", fake_openai.api_key)
    else:
        _point_at(stack, fake_openai.base_url, fake_openai.api_key)
        fake_openai.down_status = 503
    stack.start("web")
    stack.wait_until_up()

    _writes_and_reads_answer(stack, key, fault.split()[0])
    _writes_and_reads_answer(stack, key, "second")
    assert not MemoryEmbedding.objects.exists()

    fake_openai.down_status = None
    _point_at(stack, fake_openai.base_url, fake_openai.api_key)
    stack.start("worker")  # its start runs the reconciler

    def every_memory_has_one_vector() -> bool:
        vectors = list(
            MemoryEmbedding.objects.filter(model=MODEL).values_list("memory_id", flat=True)
        )
        return sorted(vectors) == sorted(Memory.objects.values_list("pk", flat=True))

    wait_for(every_memory_has_one_vector, timeout=120)
    assert Memory.objects.count() == 2
