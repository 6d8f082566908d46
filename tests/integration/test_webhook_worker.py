"""The promotion webhook end to end: promote, the outbox hands the delivery to the broker, a real
Celery worker POSTs the signed event to a real receiver on loopback."""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import subprocess
import sys
from typing import Any

import pytest

from curation.models import WebhookDelivery
from curation.services import memory_promote
from memories.scoping import principal_for_api_key, principal_for_user
from memories.services.lifecycle.governance import memory_ask_curators
from memories.services.store.insights import insight_capture
from tests.conftest import ROOT, _test_database_url, stop_process, wait_for
from tests.factories import AdminFactory, UserFactory
from tests.factories.memories import api_key_for
from tests.fakes.webhook_receiver import start_webhook_receiver

pytestmark = [pytest.mark.integration, pytest.mark.django_db(transaction=True)]
SECRET = "integration-secret"


def test_a_real_worker_delivers_the_signed_promotion_event(settings: Any, tmp_path: Any) -> None:
    receiver = start_webhook_receiver()
    settings.PROMOTION_WEBHOOK_URL = receiver.url
    settings.PROMOTION_WEBHOOK_SECRET = SECRET
    env = {
        **os.environ,
        "DATABASE_URL": _test_database_url(),
        "DATABASE_CONN_MAX_AGE": "0",
        "PROMOTION_WEBHOOK_URL": receiver.url,
        "PROMOTION_WEBHOOK_SECRET": SECRET,
    }
    log = tmp_path / "worker.log"
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "memory_project.celery", "worker",
         "--pool", "solo", "--loglevel", "INFO", "--without-mingle", "--without-gossip"],
        cwd=ROOT, env=env, stdout=log.open("wb"), stderr=subprocess.STDOUT,
    )  # fmt: skip
    try:
        alice = UserFactory(username="alice")
        agent = principal_for_api_key(api_key_for(alice)[0])
        insight = insight_capture(
            principal=agent,
            content="acme.sales double-counts refunds before March 2024.",
            suggested_actions=[{"action": "add_documentation", "target": "acme.sales"}],
            related_columns=["acme.sales.refund_amount"],
        ).memory
        # private to alice: her agent asks curators to share it (the privacy model)
        memory_ask_curators(principal=agent, memory_id=insight.pk, request="share")
        curator = principal_for_user(AdminFactory(username="admin"))
        knowledge = memory_promote(principal=curator, memory_id=insight.pk)

        wait_for(lambda: receiver.received, timeout=90)
        received = receiver.received[0]
        stamp = received.headers["X-Memory-Layer-Timestamp"]
        digest = hmac.new(SECRET.encode(), stamp.encode() + b"." + received.body, hashlib.sha256)
        assert received.headers["X-Memory-Layer-Signature"] == f"sha256={digest.hexdigest()}"
        assert json.loads(received.body)["knowledge"]["id"] == str(knowledge.pk)
        wait_for(lambda: WebhookDelivery.objects.filter(status="delivered").exists(), timeout=30)
    finally:
        stop_process(worker)
        receiver.stop()
