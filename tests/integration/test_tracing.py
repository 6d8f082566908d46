"""Traces over OTLP/HTTP: a REST call's span, and the Celery task it queued as its child in the
same trace (the `traceparent` rides in the task's headers), with SQL and embedder spans."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator

import pytest

from memories.models import TaskOutbox
from tests.conftest import ROOT, wait_for
from tests.fakes.otlp_receiver import OtlpReceiver, ReceivedSpan, start_otlp_receiver
from tests.integration.stack import Stack

pytestmark = pytest.mark.integration
SERVER, CONSUMER = 2, 5  # OTLP span kinds


@pytest.fixture
def otlp() -> Iterator[OtlpReceiver]:
    receiver = start_otlp_receiver()
    yield receiver
    receiver.stop()


def _traced(stack: Stack, otlp: OtlpReceiver, fake_openai) -> None:
    stack.env.update(
        OTEL_EXPORTER_OTLP_ENDPOINT=otlp.endpoint, OTEL_BSP_SCHEDULE_DELAY="100",
        OTEL_SERVICE_NAME="memory-test", EMBEDDINGS_PROVIDER="openai",
        EMBEDDINGS_BASE_URL=fake_openai.base_url, EMBEDDINGS_API_KEY=fake_openai.api_key,
        EMBEDDINGS_MODEL="fake-embed", EMBEDDINGS_DIMENSIONS="384",
    )  # fmt: skip


def _conversation(stack: Stack, key: str) -> str:
    created = stack.request(
        "POST", "/api/v1/conversations",
        {"external_id": "traced", "messages": [{"role": "user", "content": "I moved to Lisbon."}]},
        key=key,
    )  # fmt: skip
    assert created.status == 201, created.body
    return str(created.body["id"])


def _request_and_its_task(otlp: OtlpReceiver) -> tuple[ReceivedSpan, ReceivedSpan]:
    """The conversation-end request's span and the mining task's span in the same trace, once
    both have arrived (each process exports its own spans, in its own time). A task span of
    another trace does not end the wait: the assertions below are about the one that matters."""

    def arrived() -> tuple[ReceivedSpan, ReceivedSpan] | None:
        spans = otlp.received()
        request = next((s for s in spans if s.name == "POST api:conversation-end"), None)
        if request is None:
            return None
        task = next(
            (
                s
                for s in spans
                if s.name == "celery.task palace.mine_conversation"
                and s.trace_id == request.trace_id
            ),
            None,
        )
        return (request, task) if task is not None else None

    found: tuple[ReceivedSpan, ReceivedSpan] | None = wait_for(arrived, timeout=120)
    assert found is not None
    return found


def test_request_and_the_task_it_queues_share_one_trace(
    stack: Stack, agent_key, otlp: OtlpReceiver, fake_openai
) -> None:
    _traced(stack, otlp, fake_openai)
    stack.start("web")
    stack.start("worker")
    stack.wait_until_up()
    key = agent_key[1]
    conversation_id = _conversation(stack, key)
    ended = stack.request("POST", f"/api/v1/conversations/{conversation_id}/end", key=key)
    assert ended.status == 202, ended.body

    request, task = _request_and_its_task(otlp)

    assert request.kind == SERVER
    assert request.attributes["http.response.status_code"] == 202
    assert task.kind == CONSUMER
    assert task.parent_span_id == request.span_id
    # A span ends, and is exported, after its children: the task's SQL spans are here too.
    spans = otlp.received()
    assert {s.service for s in spans} == {"memory-test"}
    in_task = [s for s in spans if s.parent_span_id == task.span_id]
    assert any(s.name == "sql" and "palace_" in str(s.attributes["db.statement"]) for s in in_task)
    assert any(s.name == "embed" and s.trace_id == task.trace_id for s in spans)
    in_request = [s for s in spans if s.parent_span_id == request.span_id]
    assert any(s.name == "sql" for s in in_request)
    # Statements keep their placeholders: the conversation's words are never in a span.
    assert not any("Lisbon" in str(s.attributes) for s in spans)


def test_a_task_the_outbox_sweep_sends_joins_the_trace_of_the_request_that_queued_it(
    stack: Stack, chaos_redis, agent_key, otlp: OtlpReceiver, fake_openai
) -> None:
    _traced(stack, otlp, fake_openai)
    stack.start("web")
    stack.wait_until_up()
    key = agent_key[1]
    conversation_id = _conversation(stack, key)
    chaos_redis.stop()  # the request's own send fails: the task waits in the outbox
    ended = stack.request("POST", f"/api/v1/conversations/{conversation_id}/end", key=key)
    assert ended.status == 202, ended.body
    assert TaskOutbox.objects.filter(task="palace.mine_conversation").count() == 1
    chaos_redis.start()

    stack.start("worker")  # its start sweeps the outbox

    request, task = _request_and_its_task(otlp)
    assert task.parent_span_id == request.span_id


def test_without_an_endpoint_no_tracer_is_built_nor_exporter_loaded():
    # (redis-py itself imports OpenTelemetry's metrics SDK when it is installed.)
    code = """
import os, sys
os.environ.pop("OTEL_EXPORTER_OTLP_ENDPOINT", None)
from memory_project.wsgi import application
from memory_project import tracing
from django.test import Client
assert Client().get("/healthz").status_code == 200
assert tracing._state["tracer"] is None
loaded = sorted(m for m in sys.modules if m.startswith(("opentelemetry.sdk.trace", "opentelemetry.exporter")))
print("LOADED:" + ",".join(loaded))
"""
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert "LOADED:\n" in result.stdout or result.stdout.strip().endswith("LOADED:")
