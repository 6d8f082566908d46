"""The running service, as an operator sees it: gunicorn with two workers and a Celery worker
writing one set of metrics that /metrics sums, and JSON log lines that never hold what was
written (neither the memory's words nor the secret scrubbed from them)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from prometheus_client.parser import text_string_to_metric_families

from tests.conftest import wait_for
from tests.integration.stack import Stack

pytestmark = pytest.mark.integration

SECRET = "sk_live_" + "4eC39HqLyjWDarjtT1zdp7dcQ9"
PRIVATE_WORDS = "Marguerite keeps the spare boathouse key under the blue heron statue"
HEALTH_CHECKS = 12
# Celery prints this one line itself (not through logging) when the worker is told to stop.
CELERY_SHUTDOWN_NOTICE = re.compile(r"worker: \w+ shutdown \(MainProcess\)")


def _samples(text: str) -> list[tuple[str, dict[str, str], float]]:
    return [
        (sample.name, sample.labels, sample.value)
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    ]


def _total(samples, name: str, **labels: str) -> float:
    return float(sum(v for n, found, v in samples if n == name and labels.items() <= found.items()))


def _depths(samples) -> dict[str, float]:
    return {found["queue"]: v for n, found, v in samples if n == "memory_celery_queue_depth"}


def _json_lines(path: Path) -> list[dict[str, object]]:
    """Every line of a process's log as JSON (blank lines and Celery's own notice aside)."""
    lines = path.read_text(errors="replace").splitlines()
    parsed = [
        json.loads(line)
        for line in lines
        if line.strip() and not CELERY_SHUTDOWN_NOTICE.fullmatch(line)
    ]
    assert all(isinstance(entry, dict) for entry in parsed)
    return parsed


def _use_the_service(stack: Stack, key: str) -> tuple[str, str]:
    """Health checks, a write holding a secret, a recall, a conversation mined by the worker;
    returns the write's request id and the conversation's id."""
    for _ in range(HEALTH_CHECKS):
        assert stack.request("GET", "/healthz").status == 200
    written = stack.request(
        "POST", "/api/v1/memories",
        {"content": f"{PRIVATE_WORDS}; the vault API key is {SECRET}."}, key=key,
    )  # fmt: skip
    assert written.status == 201, written.body
    recall = stack.request("POST", "/api/v1/recall", {"query": "boathouse key"}, key=key)
    assert recall.status == 200, recall.body
    conversation = stack.request(
        "POST", "/api/v1/conversations",
        {"external_id": "observed", "subject": "Marguerite", "messages": [
            {"role": "user", "content": f"{PRIVATE_WORDS}. My token is {SECRET}"},
            {"role": "assistant", "content": "Noted, I will remember where the key is."},
        ]}, key=key,
    )  # fmt: skip
    assert conversation.status == 201, conversation.body
    conversation_id = str(conversation.body["id"])
    ended = stack.request("POST", f"/api/v1/conversations/{conversation_id}/end", key=key)
    assert ended.status == 202, ended.body

    def mined() -> bool:
        status = stack.request("GET", f"/api/v1/conversations/{conversation_id}", key=key)
        return bool(status.body["mining_status"] == "done")

    wait_for(mined, timeout=120)
    return written.headers["X-Request-ID"], conversation_id


def test_running_service_sums_every_process_metrics_and_logs_json_without_content(
    stack: Stack, agent_key, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    metrics_dir = tmp_path / "metrics"
    metrics_dir.mkdir()
    settings = {"WEB_CONCURRENCY": "2", "LOG_FORMAT": "json", "METRICS_TOKEN": ""}
    for name, value in settings.items():
        monkeypatch.setenv(name, value)  # the command lines are built from them
    stack.env.update(PROMETHEUS_MULTIPROC_DIR=str(metrics_dir), **settings)
    stack.start("web")
    stack.start("worker")
    stack.wait_until_up()
    request_id, conversation_id = _use_the_service(stack, agent_key[1])

    def scraped() -> list[tuple[str, dict[str, str], float]]:
        page = stack.request("GET", "/metrics")
        assert page.status == 200
        return _samples(page.body if isinstance(page.body, str) else json.dumps(page.body))

    # The worker's count reaches the folder when its task ends (the scrape may come first).
    wait_for(lambda: _total(scraped(), "memory_mining_runs_total", outcome="done") >= 1, 30)
    samples = scraped()
    health = _total(samples, "memory_http_request_duration_seconds_count", route="healthz")
    assert health >= HEALTH_CHECKS  # both web workers' requests, summed
    assert _total(samples, "memory_writes_total", outcome="created") >= 1
    assert _total(samples, "memory_secrets_scrubbed_total") >= 2  # the web side and ingest
    assert _total(samples, "memory_recall_duration_seconds_count", strategy="auto") == 1
    assert _total(samples, "memory_celery_tasks_total", task="palace.mine_conversation") >= 1
    assert _total(samples, "memory_mining_runs_by_state", state="done") >= 1
    # Present, and emptied by the worker: the one queue's depth reads 0 (a missing gauge fails).
    wait_for(lambda: _depths(scraped()) == {"celery": 0.0}, 30)
    pids = {path.stem.rsplit("_", 1)[-1] for path in metrics_dir.glob("*.db")}
    assert len(pids) >= 2  # a web worker and the Celery worker wrote their own files
    labels = {value for _, found, _ in samples for value in found.values()}
    assert conversation_id not in labels
    assert not any(SECRET in value or "Marguerite" in value for value in labels)

    stack.stop_all()
    for name in ("web.log", "worker.log"):
        for line in (tmp_path / name).read_text(errors="replace").splitlines():
            assert SECRET not in line
            assert "boathouse" not in line
            assert "Marguerite" not in line
    tasks = _json_lines(tmp_path / "worker.log")
    assert any(entry.get("task") == "palace.mine_conversation" for entry in tasks)
    web = _json_lines(tmp_path / "web.log")
    requests = [entry for entry in web if entry["logger"] == "memory_project.request"]
    remember = next(entry for entry in requests if entry["route"] == "api:memories")
    assert remember["status"] == 201
    assert remember["method"] == "POST"
    assert remember["request_id"] == request_id
    assert remember["key_id"] == agent_key[0].pk
    assert remember["principal_id"] == agent_key[0].user_id
    assert {"time", "level", "message", "duration_ms"} <= remember.keys()


def test_the_access_log_names_a_session_urls_route_not_its_session_key(
    stack: Stack, agent_key, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = "agent-run-7f3a9c51-kept-out-of-logs"
    monkeypatch.setenv("LOG_FORMAT", "plain")
    stack.env.update(LOG_FORMAT="plain")
    stack.start("web")
    stack.wait_until_up()

    recent = stack.request("GET", f"/api/v1/sessions/{session}/recent", key=agent_key[1])
    refused = stack.request(
        "GET", f"/api/v1/sessions/{session}/recent?{session}=1", key=agent_key[1]
    )
    missing = stack.request("GET", f"/api/v1/sessions/{session}/recent/nothing", key=agent_key[1])
    health = stack.request("GET", "/healthz?probe=1")

    assert recent.status == 404, recent.body  # no turns kept for it: the answer is logged too
    assert refused.status == 400
    assert missing.status == 404
    assert health.status == 200
    stack.stop_all()
    log = (tmp_path / "web.log").read_text(errors="replace")
    assert session not in log
    assert '"GET api:session-recent HTTP/1.1" 404' in log
    assert '"GET api:session-recent HTTP/1.1" 400' in log
    assert '"GET unmatched HTTP/1.1" 404' in log
    assert "Not Found: api:session-recent" in log  # Django's own warning line
    assert '"GET /healthz?probe=1 HTTP/1.1" 200' in log  # other URLs keep their path
