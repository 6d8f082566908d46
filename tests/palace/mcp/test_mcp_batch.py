"""A JSON-RPC batch (a JSON array) to /mcp is answered in JSON-RPC's own error shape with a
short message, not a dump of the SDK's validation errors; other unparseable messages too."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from tests.factories import UserFactory
from tests.factories.memories import api_key_for

pytestmark = pytest.mark.django_db

HEADERS = {"Accept": "application/json, text/event-stream"}
PING = {"jsonrpc": "2.0", "id": 1, "method": "ping"}


def _post(body: str) -> tuple[int, dict]:
    _, raw = api_key_for(UserFactory(username="batcher"))
    response = Client().post(
        "/mcp", body, content_type="application/json",
        headers={**HEADERS, "Authorization": f"Bearer {raw}"},
    )  # fmt: skip
    return response.status_code, json.loads(response.content)


def test_a_batch_is_refused_with_a_short_json_rpc_error():
    status, reply = _post(json.dumps([PING, {**PING, "id": 2}]))
    assert status == 400
    assert reply == {
        "jsonrpc": "2.0",
        "id": None,
        "error": {"code": -32600, "message": "Batch requests are not supported; send one "
                  "JSON-RPC message per POST."},
    }  # fmt: skip


@pytest.mark.parametrize("body", ['{"jsonrpc": "2.0", "id": 1}', "42", '"ping"', "{}"])
def test_a_message_that_is_no_json_rpc_request_gets_a_short_error(body):
    status, reply = _post(body)
    assert status == 400
    assert reply["jsonrpc"] == "2.0"
    assert reply["error"]["code"] == -32600
    assert "validation error" not in reply["error"]["message"]
    assert len(reply["error"]["message"]) < 200


def test_malformed_json_gets_a_parse_error():
    status, reply = _post("{not json")
    assert status == 400
    assert reply["error"]["code"] == -32700
    assert len(reply["error"]["message"]) < 200
