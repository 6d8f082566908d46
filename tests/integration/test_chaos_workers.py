"""Chaos on loopback: a Celery worker SIGKILLed mid-mining and mid-re-embedding.

The embedder is the loopback OpenAI-compatible server, slowed so the kill lands mid-job. The
replacement worker picks the job up as it starts (no beat, no manual call): every turn becomes
one drawer, every memory one vector, and no run is left shown "running".
"""

from __future__ import annotations

import os
import signal

import pytest

from memories.models import Memory, MemoryEmbedding
from palace.models import Conversation, Drawer, MiningRun
from tests.conftest import wait_for
from tests.factories.memories import MemoryFactory
from tests.integration.stack import Stack

pytestmark = [pytest.mark.integration, pytest.mark.chaos]

MODEL = "text-embedding-3-small"


@pytest.fixture
def slow_embedder(stack: Stack, fake_openai):
    fake_openai.delay_seconds = 0.15
    stack.env.update(
        EMBEDDINGS_PROVIDER="openai", EMBEDDINGS_BASE_URL=fake_openai.base_url,
        EMBEDDINGS_API_KEY=fake_openai.api_key, EMBEDDINGS_MODEL=MODEL, EMBEDDINGS_DIMENSIONS="384",
        EMBEDDINGS_RECONCILE_BATCH="5",
    )  # fmt: skip
    return fake_openai


def _kill(stack: Stack, name: str) -> None:
    process = stack.processes.pop(name)
    os.kill(process.pid, signal.SIGKILL)  # no goodbye: the task is mid-flight
    process.wait(10)


def test_worker_killed_mid_mining_is_resumed_by_the_next_worker(stack, agent_key, slow_embedder):
    _, key = agent_key
    turns = 80
    stack.start("web")
    stack.start("worker")
    stack.wait_until_up()
    messages = [
        {"speaker": "Ada" if i % 2 else "Bo", "content": f"Turn {i} about the Oslo trip budget.",
         "external_id": str(i)}
        for i in range(turns)
    ]  # fmt: skip
    created = stack.request(
        "POST", "/api/v1/conversations",
        {"external_id": "long", "subject": "Ada", "messages": messages}, key=key,
    )  # fmt: skip
    conversation_id = created.body["id"]
    ended = stack.request("POST", f"/api/v1/conversations/{conversation_id}/end", key=key)
    assert ended.status == 202

    def partly_mined() -> bool:
        return 0 < Conversation.objects.get(pk=conversation_id).mined_through < turns

    wait_for(partly_mined, timeout=120, interval=0.05)
    _kill(stack, "worker")
    assert MiningRun.objects.get(conversation_id=conversation_id).status == "running"

    stack.start("worker")  # resumes at start: no beat here, no manual call

    def done() -> bool:
        reply = stack.request("GET", f"/api/v1/conversations/{conversation_id}", key=key)
        return reply.status == 200 and bool(reply.body["mining_status"] == "done")

    wait_for(done, timeout=180, interval=0.5)
    drawers = Drawer.objects.filter(room__conversation_id=conversation_id)
    assert drawers.count() == turns
    assert drawers.values("number").distinct().count() == turns
    runs = list(MiningRun.objects.filter(conversation_id=conversation_id).order_by("started_at"))
    assert [run.status for run in runs] == ["abandoned", "done"]
    assert "resumed after message" in runs[0].error


def test_worker_killed_mid_reembedding_leaves_one_vector_per_memory(stack, alice, slow_embedder):
    memories = [
        MemoryFactory(owner=alice, content=f"Fact number {i} about kayaks") for i in range(60)
    ]
    stack.start("worker")  # its start runs the reconciler: 60 memories, 5 a batch

    def some_embedded() -> bool:
        return 0 < MemoryEmbedding.objects.filter(model=MODEL).count() < len(memories)

    wait_for(some_embedded, timeout=120, interval=0.05)
    _kill(stack, "worker")
    stack.start("worker")

    def all_embedded() -> bool:
        return MemoryEmbedding.objects.filter(model=MODEL).count() >= len(memories)

    wait_for(all_embedded, timeout=180, interval=0.5)
    per_memory = MemoryEmbedding.objects.filter(model=MODEL).values_list("memory_id", flat=True)
    assert sorted(per_memory) == sorted(m.pk for m in Memory.objects.all())
