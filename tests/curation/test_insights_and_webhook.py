"""capture_insight (a memory with suggested_actions and related_columns, validated and
shown in curation) and apply_knowledge's signed promotion webhook, delivered from a background
task with retries through an outbox, to a real receiver on loopback."""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import pytest
from django.test import Client
from django.utils import timezone
from rest_framework.test import APIClient

from curation.models import WebhookDelivery
from curation.services import memory_promote
from curation.webhooks import webhook_deliver, webhook_deliver_due
from memories.models import Memory, TaskOutbox
from memories.scoping import principal_for_user
from tests.factories.memories import ProjectFactory, ProjectMembershipFactory, api_key_for
from tests.fakes.webhook_receiver import WebhookReceiver, start_webhook_receiver

pytestmark = pytest.mark.django_db
SECRET = "catalog-shared-secret"
INSIGHT = {
    "content": "Test stores 9001-9099 are training environments; exclude them from sales rollups.",
    "recall_hint": "test stores in sales data",
    "entities": ["urn:li:dataset:(urn:li:dataPlatform:trino,acme.sales,PROD)"],
    "suggested_actions": [
        {"action": "add_tag", "target": "urn:li:dataset:(urn:li:dataPlatform:trino,acme.sales,PROD)",
         "value": "has-test-rows", "reason": "stores 9001-9099 are not real"},
        {"action": "set_description", "target": "acme.sales.store_id",
         "value": "9001-9099 are training stores"},
    ],
    "related_columns": ["acme.sales.store_id", "store_id"],
    # shared with alice's project: curators curate shared rows (a private one only when asked)
    "scope": "project",
    "scope_ref": "team",
}  # fmt: skip


@pytest.fixture
def agent(alice: Any) -> APIClient:
    ProjectMembershipFactory(project=ProjectFactory(slug="team"), user=alice)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {api_key_for(alice)[1]}")
    return client


@pytest.fixture
def receiver(settings: Any) -> Iterator[WebhookReceiver]:
    hook = start_webhook_receiver()
    settings.PROMOTION_WEBHOOK_URL = hook.url
    settings.PROMOTION_WEBHOOK_SECRET = SECRET
    settings.PROMOTION_WEBHOOK_RETRY_SECONDS = 30
    settings.PROMOTION_WEBHOOK_MAX_ATTEMPTS = 3
    yield hook
    hook.stop()


def _capture(agent: APIClient, **overrides: Any) -> Any:
    return agent.post("/api/v1/insights", {**INSIGHT, **overrides}, format="json")


def test_an_insight_is_a_memory_with_validated_actions_and_columns(agent: APIClient) -> None:
    response = _capture(agent)
    assert response.status_code == 201, response.content
    body = response.json()
    assert (body["source"], body["kind"]) == ("insight", "knowledge")
    insight = body["metadata"]["insight"]
    assert insight["related_columns"] == ["acme.sales.store_id", "store_id"]
    assert insight["suggested_actions"][0] == INSIGHT["suggested_actions"][0]
    assert Memory.objects.get(pk=body["id"]).source == "insight"


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"suggested_actions": [{"action": "drop_table"}]}, "suggested_actions"),
        ({"suggested_actions": [{"action": "add_tag", "colour": "red"}]}, "suggested_actions"),
        ({"suggested_actions": [{"action": "add_tag"}] * 21}, "suggested_actions"),
        ({"related_columns": ["store_id; DROP TABLE sales"]}, "related_columns[0]"),
        ({"related_columns": ["ok_column"] * 51}, "related_columns"),
        ({"source": "human"}, "source"),
    ],
)
def test_bad_insights_are_a_400_naming_the_field(
    agent: APIClient, change: dict[str, Any], field: str
) -> None:
    response = _capture(agent, **change)
    assert response.status_code == 400, response.content
    fields = response.json()["error"]["fields"]
    assert any(name.startswith(field.split("[", maxsplit=1)[0]) for name in fields), fields
    assert not Memory.objects.filter(source="insight").exists()


def test_secrets_in_an_insight_are_scrubbed_or_refused(agent: APIClient) -> None:
    token = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
    scrubbed = _capture(
        agent, suggested_actions=[{"action": "other", "value": f"rotate the token {token}"}]
    )
    assert scrubbed.status_code == 201, scrubbed.content
    stored = json.dumps(Memory.objects.get(pk=scrubbed.json()["id"]).metadata)
    assert token not in stored
    assert "[REDACTED:" in stored
    refused = _capture(agent, related_columns=[token], content="another insight entirely")
    assert refused.status_code == 400
    assert "related_columns[0]" in refused.json()["error"]["fields"]


def test_curators_see_the_suggested_changes(agent: APIClient, curator: Client) -> None:
    memory_id = _capture(agent).json()["id"]
    queue = curator.get("/curation/approvals/").content.decode()
    assert "Suggested changes" in queue
    assert "acme.sales.store_id" in queue
    detail = curator.get(f"/memory/m/{memory_id}/").content.decode()
    assert "<code>add_tag</code>" in detail


def _verify(received: Any) -> dict[str, Any]:
    stamp = received.headers["X-Memory-Layer-Timestamp"]
    expected = hmac.new(SECRET.encode(), stamp.encode() + b"." + received.body, hashlib.sha256)
    assert received.headers["X-Memory-Layer-Signature"] == f"sha256={expected.hexdigest()}"
    payload: dict[str, Any] = json.loads(received.body)
    assert received.headers["X-Memory-Layer-Delivery"] == payload["id"]
    return payload


def test_a_promotion_sends_one_signed_event_with_the_insight(
    agent: APIClient, admin_user: Any, receiver: WebhookReceiver
) -> None:
    source_id = _capture(agent).json()["id"]
    curator = principal_for_user(admin_user)
    knowledge = memory_promote(principal=curator, memory_id=source_id)
    delivery = WebhookDelivery.objects.get()
    assert delivery.status == "pending"
    assert TaskOutbox.objects.filter(task="curation.deliver_webhook").exists()  # queued with it
    memory_promote(principal=curator, memory_id=source_id)  # idempotent: no second event

    assert webhook_deliver(delivery_id=delivery.pk) == "delivered"
    assert webhook_deliver(delivery_id=delivery.pk) == "delivered"  # a repeat sends nothing
    assert len(receiver.received) == 1
    payload = _verify(receiver.received[0])
    assert payload["event"] == "memory.promoted"
    assert payload["knowledge"]["id"] == str(knowledge.pk)
    assert payload["source_memory_id"] == source_id
    assert payload["insight"]["related_columns"] == ["acme.sales.store_id", "store_id"]
    assert WebhookDelivery.objects.count() == 1


def test_a_receiver_that_is_down_gets_the_event_later_and_nothing_is_lost(
    agent: APIClient, admin_user: Any, receiver: WebhookReceiver
) -> None:
    memory_promote(principal=principal_for_user(admin_user), memory_id=_capture(agent).json()["id"])
    delivery = WebhookDelivery.objects.get()
    receiver.fail_next(500, 503)

    assert webhook_deliver(delivery_id=delivery.pk) == "pending"
    delivery.refresh_from_db()
    assert (delivery.attempts, delivery.last_error) == (1, "HTTP 500")
    assert delivery.next_attempt_at > timezone.now() + timedelta(seconds=25)
    assert webhook_deliver(delivery_id=delivery.pk) == "not due"
    assert webhook_deliver_due() == 0  # beat leaves it until it is due

    for _ in range(2):
        WebhookDelivery.objects.filter(pk=delivery.pk).update(next_attempt_at=timezone.now())
        webhook_deliver_due()
    delivery.refresh_from_db()
    assert (delivery.status, delivery.attempts, delivery.last_error) == ("delivered", 3, "")
    assert len(receiver.received) == 3
    assert len({_verify(r)["id"] for r in receiver.received}) == 1  # the same event each time


def test_after_the_last_attempt_it_is_failed_kept_and_a_curator_resends_it(
    agent: APIClient, admin_user: Any, curator: Client, receiver: WebhookReceiver
) -> None:
    memory_promote(principal=principal_for_user(admin_user), memory_id=_capture(agent).json()["id"])
    delivery = WebhookDelivery.objects.get()
    receiver.fail_next(500, 500, 500)
    for _ in range(3):
        WebhookDelivery.objects.filter(pk=delivery.pk).update(next_attempt_at=timezone.now())
        webhook_deliver(delivery_id=delivery.pk)
    delivery.refresh_from_db()
    assert (delivery.status, delivery.attempts) == ("failed", 3)
    page = curator.get("/curation/webhooks/").content.decode()
    assert "failed" in page
    assert "Send again" in page

    curator.post(f"/curation/webhooks/{delivery.pk}/resend")
    assert webhook_deliver(delivery_id=delivery.pk) == "delivered"
    assert len(receiver.received) == 4


def test_only_a_curator_sees_or_resends_deliveries(client: Client, alice: Any) -> None:
    client.force_login(alice)
    assert client.get("/curation/webhooks/").status_code in {302, 403, 404}


def test_without_a_webhook_promotion_queues_nothing(agent: APIClient, admin_user: Any) -> None:
    memory_promote(principal=principal_for_user(admin_user), memory_id=_capture(agent).json()["id"])
    assert not WebhookDelivery.objects.exists()
