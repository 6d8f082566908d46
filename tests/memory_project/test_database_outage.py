"""PostgreSQL unreachable mid-service: every API operation answers a JSON 503 with Retry-After
(the usual error shape), pages a plain 503 page, and the same process recovers when it returns.

The outage is real: the connection settings point at a loopback port nothing listens on, so
every connect is refused by the kernel, as when the server is stopped. (The chaos suite in
tests/integration stops a real server under the served app.)
"""

from __future__ import annotations

import socket
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from django.db import connections
from rest_framework.test import APIClient

from tests.factories import UserFactory
from tests.factories.api_schema import schema_operations
from tests.factories.memories import api_key_for

pytestmark = pytest.mark.django_db(transaction=True)


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def database_unreachable() -> Iterator[None]:
    """Point every connection at a closed port until the test ends, then restore."""
    settings_dict = connections["default"].settings_dict
    saved = dict(settings_dict)
    connections.close_all()
    settings_dict.update(HOST="127.0.0.1", PORT=str(_closed_port()))
    settings_dict["OPTIONS"] = {**saved.get("OPTIONS", {}), "connect_timeout": 2}
    try:
        yield
    finally:
        connections.close_all()
        settings_dict.clear()
        settings_dict.update(saved)


def test_every_api_operation_answers_503_with_retry_after_while_the_database_is_down():
    _, raw_key = api_key_for(UserFactory(username="outage"))
    operations = schema_operations()
    assert len(operations) >= 20  # the whole API, not a sample
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {raw_key}")

    with database_unreachable():
        replies = {
            (method, path): getattr(client, method)(path, {}, format="json")
            for method, path in operations
        }

    for (method, path), reply in replies.items():
        assert reply.status_code == 503, (method, path, reply.status_code, reply.content[:200])
        assert reply["Retry-After"].isdigit(), (method, path)
        assert reply.json()["error"]["code"] == "unavailable", (method, path)
        assert set(reply.json()["error"]) == {"code", "message", "fields"}


def test_pages_answer_a_503_page_and_the_process_recovers_when_the_database_returns():
    user = UserFactory(username="pages-outage")
    # As a browser sees it: the error handler's page, not the exception re-raised in the test.
    client = APIClient(raise_request_exception=False)
    client.force_login(user)
    _, raw_key = api_key_for(user)

    with database_unreachable():
        page = client.get("/memory/")
        readyz = client.get("/readyz")
        healthz = client.get("/healthz")

    assert page.status_code == 503
    assert page["Retry-After"] == "5"
    assert b"cannot reach its database" in page.content
    assert readyz.status_code == 503
    assert healthz.status_code == 200
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Bearer {raw_key}")
    assert api.get("/api/v1/memories").status_code == 200
    assert client.get("/memory/").status_code == 200
