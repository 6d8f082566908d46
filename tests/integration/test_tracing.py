"""Traces over OTLP/HTTP: a REST call's span, and the Celery task it queued as its child in the
same trace (the `traceparent` rides in the task's headers), with SQL and embedder spans."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator

import pytest

from tests.conftest import ROOT, wait_for
from tests.fakes.otlp_receiver import OtlpReceiver, start_otlp_receiver
from tests.integration.stack import Stack

pytestmark = pytest.mark.integration
SERVER, CONSUMER = 2, 5  # OTLP span kinds


@pytest.fixture
def otlp() -> Iterator[OtlpReceiver]:
    receiver = start_otlp_receiver()
    yield receiver
    receiver.stop()


def test_request_and_the_task_it_queues_share_one_trace(
    stack: Stack, agent_key, otlp: OtlpReceiver, fake_openai
) -> None:
    stack.env.update(
        OTEL_EXPORTER_OTLP_ENDPOINT=otlp.endpoint, OTEL_BSP_SCHEDULE_DELAY="100",
        OTEL_SERVICE_NAME="memory-test", EMBEDDINGS_PROVIDER="openai",
        EMBEDDINGS_BASE_URL=fake_openai.base_url, EMBEDDINGS_API_KEY=fake_openai.api_key,
        EMBEDDINGS_MODEL="fake-embed", EMBEDDINGS_DIMENSIONS="384",
    )  # fmt: skip
    stack.start("web")
    stack.start("worker")
    stack.wait_until_up()
    key = agent_key[1]
    created = stack.request(
        "POST", "/api/v1/conversations",
        {"external_id": "traced", "messages": [{"role": "user", "content": "I moved to Lisbon."}]},
        key=key,
    )  # fmt: skip
    assert created.status == 201, created.body
    conversation_id = created.body["id"]
    ended = stack.request("POST", f"/api/v1/conversations/{conversation_id}/end", key=key)
    assert ended.status == 202, ended.body

    def both_spans_arrived() -> bool:  # each process exports its own spans, in its own time
        names = {s.name for s in otlp.received()}
        return {"POST api:conversation-end", "celery.task palace.mine_conversation"} <= names

    wait_for(both_spans_arrived, timeout=120)
    spans = otlp.received()
    request = next(s for s in spans if s.name == "POST api:conversation-end")
    task = next(s for s in spans if s.name == "celery.task palace.mine_conversation")
    assert request.kind == SERVER
    assert request.attributes["http.response.status_code"] == 202
    assert task.kind == CONSUMER
    assert task.trace_id == request.trace_id
    assert task.parent_span_id == request.span_id
    assert {s.service for s in spans} == {"memory-test"}
    in_task = [s for s in spans if s.parent_span_id == task.span_id]
    assert any(s.name == "sql" and "palace_" in str(s.attributes["db.statement"]) for s in in_task)
    assert any(s.name == "embed" and s.trace_id == task.trace_id for s in spans)
    in_request = [s for s in spans if s.parent_span_id == request.span_id]
    assert any(s.name == "sql" for s in in_request)
    # Statements keep their placeholders: the conversation's words are never in a span.
    assert not any("Lisbon" in str(s.attributes) for s in spans)


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
