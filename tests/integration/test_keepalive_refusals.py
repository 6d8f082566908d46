"""A refused request leaves its keep-alive connection usable: the served process reads (and
discards) the body it refused before answering, so the client's next request on the same
connection is answered instead of meeting a closed socket."""

from __future__ import annotations

import http.client
import json

import pytest

pytestmark = [pytest.mark.integration]

OVERSIZED = 2 * 1_048_576 + 17  # over the 1 MiB body limit, far over the server's own drain


def _post(conn: http.client.HTTPConnection, path: str, body: bytes, key: str) -> tuple[int, dict]:
    conn.request(
        "POST", path, body=body,
        headers={"Content-Type": "application/json", "Authorization": f"Bearer {key}"},
    )  # fmt: skip
    reply = conn.getresponse()
    return reply.status, {"connection": reply.getheader("Connection", ""), "body": reply.read()}


def test_oversized_body_is_refused_and_the_connection_serves_the_next_request(stack, agent_key):
    _, key = agent_key
    stack.start("web")
    stack.wait_until_up()
    conn = http.client.HTTPConnection("127.0.0.1", stack.port, timeout=30)
    try:
        content = "x" * OVERSIZED
        status, first = _post(conn, "/api/v1/memories", json.dumps({"content": content}).encode(),
                              key)  # fmt: skip
        assert status == 413
        assert json.loads(first["body"])["error"]["code"] == "too_large"
        conn.request("GET", "/healthz")
        second = conn.getresponse()
        assert second.status == 200
        second.read()
    finally:
        conn.close()


def test_unauthenticated_post_with_a_large_body_keeps_the_connection_usable(stack):
    stack.start("web")
    stack.wait_until_up()
    conn = http.client.HTTPConnection("127.0.0.1", stack.port, timeout=30)
    try:
        body = json.dumps({"content": "y" * 600_000}).encode()  # under the limit, over 64 KiB
        status, first = _post(conn, "/api/v1/memories", body, "not-a-key")
        assert status == 401
        assert first["connection"].lower() == "keep-alive"
        conn.request("GET", "/healthz")
        assert conn.getresponse().status == 200
    finally:
        conn.close()
