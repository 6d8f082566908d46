"""/metrics: Prometheus text that moves with real requests, recalls and writes, with bounded
labels only, open to loopback scrapers and to a METRICS_TOKEN bearer, closed to anyone else."""

from __future__ import annotations

import re

import pytest
from celery import current_app
from prometheus_client.parser import text_string_to_metric_families
from rest_framework.test import APIClient

from memories.models import TaskOutbox
from tests.factories import UserFactory
from tests.factories.memories import api_key_for
from tests.factories.recall import local_recall_state

ID_LIKE = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-|^\d+$|[0-9a-f]{32}")
NUMERIC_LABELS = {"le", "status", "generation"}  # bucket bounds, HTTP statuses, gc generations
SECRET = "ghp_" + "Zq7Wm2Kp9Xv4Lr8Tn3Ys6Bd1Hf5Jc0Ga2Qe"


def scrape(client) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    response = client.get("/metrics")
    assert response.status_code == 200, response.content[:300]
    assert response["Content-Type"].startswith("text/plain")
    samples = {}
    for family in text_string_to_metric_families(response.content.decode()):
        for sample in family.samples:
            samples[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return samples


def value(samples, name: str, **labels: str) -> float:
    """The sum of `name` over samples whose labels include `labels`."""
    return float(
        sum(
            v
            for (sample_name, sample_labels), v in samples.items()
            if sample_name == name and set(labels.items()) <= set(sample_labels)
        )
    )


@pytest.fixture
def agent(transactional_db, settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    with local_recall_state(settings):
        user = UserFactory(username="metrics-alice")
        _, raw = api_key_for(user)
        api = APIClient()
        api.credentials(HTTP_AUTHORIZATION=f"Bearer {raw}")
        yield api


def test_metrics_move_with_requests_recall_writes_and_scrubbed_secrets(agent, client):
    before = scrape(client)
    content = "The staging deploy key rotates every Tuesday at noon."
    created = agent.post("/api/v1/memories", {"content": content}, format="json")
    assert created.status_code == 201, created.json()
    again = agent.post("/api/v1/memories", {"content": content}, format="json")
    assert again.json()["deduplicated"] is True
    secret = agent.post(
        "/api/v1/memories", {"content": f"The CI bot token is {SECRET} for the mirror."},
        format="json",
    )  # fmt: skip
    assert secret.status_code == 201
    malformed = agent.post("/api/v1/memories", {"content": "x", "kind": "nonsense"}, format="json")
    assert malformed.status_code == 400
    # An agent may not write to the installation-wide scope: the service refuses it.
    refused = agent.post(
        "/api/v1/memories", {"content": "Everyone uses tabs.", "scope": "global"}, format="json"
    )
    assert refused.status_code == 403, refused.json()
    recall = agent.post(
        "/api/v1/recall", {"query": "when does the deploy key rotate"}, format="json"
    )
    assert recall.status_code == 200
    found = len(recall.json()["results"])
    assert found >= 1

    after = scrape(client)

    def moved(name: str, **labels: str) -> float:
        return value(after, name, **labels) - value(before, name, **labels)

    remember_route = {"route": "api:memories", "method": "POST"}
    assert moved("memory_http_request_duration_seconds_count", status="201", **remember_route) == 2
    assert moved("memory_http_request_duration_seconds_count", status="200", **remember_route) == 1
    assert moved("memory_http_request_duration_seconds_count", status="400", **remember_route) == 1
    assert moved("memory_http_request_duration_seconds_count", status="403", **remember_route) == 1
    assert moved("memory_http_request_duration_seconds_count", route="api:recall") == 1
    assert moved("memory_writes_total", outcome="created") == 2
    assert moved("memory_writes_total", outcome="deduplicated") == 1
    assert moved("memory_writes_total", outcome="refused") == 1
    assert moved("memory_secrets_scrubbed_total") >= 1
    assert moved("memory_recall_duration_seconds_count", strategy="auto") == 1
    assert moved("memory_recall_results_sum", strategy="auto") == found
    assert moved("memory_embedder_duration_seconds_count", provider="local", outcome="ok") >= 3
    assert moved("memory_embedder_batch_size_sum", provider="local") >= 3
    # Read when scraped, from their sources.
    assert value(after, "memory_db_connections") >= 1
    down = [labels for (name, labels), v in after.items() if name.endswith("source_up") and v != 1]
    assert down == []
    assert {dict(labels)["state"] for (name, labels) in after if name == "memory_mining_runs_by_state"} == {
        "running", "done", "failed", "abandoned",
    }  # fmt: skip

    memory_id = created.json()["id"]
    ours = [labels for (name, labels) in after if name.startswith("memory_")]
    assert len(ours) > 20
    for labels in ours:
        for key, label_value in labels:
            if key not in NUMERIC_LABELS:
                assert not ID_LIKE.search(label_value), labels
            assert memory_id not in label_value
            assert "deploy" not in label_value
            assert SECRET not in label_value


def test_outbox_depth_counts_the_rows_waiting_for_the_broker(db, client) -> None:
    before = scrape(client)
    TaskOutbox.objects.bulk_create([TaskOutbox(task="memories.outbox_sweep") for _ in range(3)])

    after = scrape(client)

    assert ("memory_outbox_depth", ()) in before
    assert value(after, "memory_outbox_depth") - value(before, "memory_outbox_depth") == 3


def test_celery_queue_depth_counts_the_tasks_no_worker_has_taken(db, client) -> None:
    queue = str(current_app.conf.task_default_queue or "celery")
    before = scrape(client)
    try:
        for _ in range(2):
            current_app.send_task("memories.outbox_sweep", ignore_result=True)

        after = scrape(client)
    finally:
        current_app.control.purge()  # no worker here takes them

    assert ("memory_celery_queue_depth", (("queue", queue),)) in before
    moved = value(after, "memory_celery_queue_depth") - value(before, "memory_celery_queue_depth")
    assert moved == 2


def test_llm_calls_and_tokens_are_counted_by_purpose(db, client, fake_openai, settings):
    from memory_project.llm import chat_json

    settings.LLM_BASE_URL, settings.LLM_API_KEY = fake_openai.base_url, "test-key"
    settings.LLM_MODEL = "fake-chat"
    fake_openai.reply_with('{"order": [1]}')
    before = scrape(client)
    chat_json([{"role": "user", "content": "rank these"}], '{"order": []}', purpose="rerank")
    after = scrape(client)
    calls = value(after, "memory_llm_calls_total", purpose="rerank", outcome="ok")
    assert calls - value(before, "memory_llm_calls_total", purpose="rerank", outcome="ok") == 1
    tokens = value(after, "memory_llm_tokens_total", purpose="rerank")
    assert tokens > value(before, "memory_llm_tokens_total", purpose="rerank")


@pytest.mark.parametrize(
    "headers",
    [
        {"REMOTE_ADDR": "203.0.113.9"},
        {"REMOTE_ADDR": "10.1.2.3", "HTTP_AUTHORIZATION": "Bearer not-the-token"},
        # A reverse proxy on the same host: the request is from 127.0.0.1, the client is not.
        {"REMOTE_ADDR": "127.0.0.1", "HTTP_X_FORWARDED_FOR": "203.0.113.9"},
        {"REMOTE_ADDR": "127.0.0.1", "HTTP_FORWARDED": "for=203.0.113.9"},
    ],
)
def test_metrics_are_hidden_from_other_clients(db, settings, headers):
    settings.METRICS_TOKEN = "scrape-" + "k3y-Vq81"
    response = APIClient().get("/metrics", **headers)
    assert response.status_code == 404
    assert b"memory_http_request" not in response.content


def test_metrics_token_opens_them_to_a_remote_scraper(db, settings):
    settings.METRICS_TOKEN = "scrape-" + "k3y-Vq81"
    response = APIClient().get(
        "/metrics", REMOTE_ADDR="203.0.113.9", HTTP_AUTHORIZATION="Bearer scrape-k3y-Vq81"
    )
    assert response.status_code == 200
    assert b"memory_http_request_duration_seconds" in response.content


def test_without_a_token_setting_no_bearer_opens_them(db, settings):
    settings.METRICS_TOKEN = ""
    response = APIClient().get("/metrics", REMOTE_ADDR="203.0.113.9", HTTP_AUTHORIZATION="Bearer ")
    assert response.status_code == 404


def test_loopback_over_ipv6_is_a_local_scraper(db):
    assert APIClient().get("/metrics", REMOTE_ADDR="::1").status_code == 200


def test_request_id_is_echoed_when_sane_and_made_up_otherwise(client):
    given = client.get("/healthz", HTTP_X_REQUEST_ID="deploy-42.a:b")
    assert given["X-Request-ID"] == "deploy-42.a:b"
    made = client.get("/healthz", HTTP_X_REQUEST_ID="bad id\nwith <stuff>")
    assert re.fullmatch(r"[0-9a-f]{32}", made["X-Request-ID"])
    assert client.get("/healthz")["X-Request-ID"] != made["X-Request-ID"]
