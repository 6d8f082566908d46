"""A real Celery worker process, on the real Redis broker, runs a task end to end."""

import pytest

from memories.models import WorkerHeartbeat
from memories.tasks import worker_heartbeat
from tests.conftest import wait_for

pytestmark = pytest.mark.integration


def test_worker_executes_heartbeat_task_and_writes_the_row(celery_worker_process):
    result = worker_heartbeat.delay("integration-test")
    payload = result.get(timeout=60)  # the result travels back through the real result store
    assert payload["name"] == "integration-test"
    beat = wait_for(lambda: WorkerHeartbeat.objects.filter(name="integration-test").first())
    assert beat.beats == payload["beats"] >= 1


def test_heartbeat_is_idempotent_upsert(celery_worker_process):
    first = worker_heartbeat.delay("twice").get(timeout=60)
    second = worker_heartbeat.delay("twice").get(timeout=60)
    assert second["beats"] == first["beats"] + 1
    assert WorkerHeartbeat.objects.filter(name="twice").count() == 1
