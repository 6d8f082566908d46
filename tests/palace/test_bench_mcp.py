"""bench_mcp runs end to end against a live server: REST and the MCP tool with a key and with a
connected app's token, the two credentials sharing each connection, every call made as its own
credential."""

from __future__ import annotations

import re
from io import StringIO

import pytest
from django.core.management import call_command

from memories.models import AuditEvent
from memories.oauth.models import OAuthConnection

pytestmark = pytest.mark.bench


@pytest.mark.django_db(transaction=True)
def test_bench_mcp_times_key_and_token_on_shared_connections(live_server) -> None:
    out = StringIO()
    call_command("bench_mcp", url=live_server.url, calls=3, top_k=4, stdout=out)
    text = out.getvalue()
    for who in ("key", "token"):
        for path in (
            "REST POST /api/v1/recall",
            "MCP memory_recall /mcp",
            "MCP memory_recall /mcp, plain POST",
        ):
            assert f"{live_server.url} {who:<5} {path} p50" in text
        assert f"{live_server.url} {who} MCP/REST" in text
        assert f"{live_server.url} {who} MCP plain POST/REST" in text
    assert f"{live_server.url} MCP memory_recall /mcp token/key" in text
    for how in ("the SDK's client", "a plain POST"):  # a verdict on the goal for each path
        assert re.search(
            rf"{re.escape(live_server.url)} goal MCP <= 1.15x REST at p50 and p95, key and token, "
            rf"through {how}: (met|not met) \(worst p50 \d+\.\d{{3}}x, p95 \d+\.\d{{3}}x\)",
            text,
        ), text
    # Each credential made its own calls though they share connections: 5 warm-up rounds and 3
    # timed ones, each an SDK client's call and a plain POST, audited under the key it stands
    # for (a token under its connection's).
    connection = OAuthConnection.objects.get(user__username="bench-mcp")
    calls = AuditEvent.objects.filter(action="mcp_call")
    token_calls = calls.filter(api_key=connection.api_key).count()
    key_calls = calls.exclude(api_key=connection.api_key).filter(api_key__name="bench_mcp").count()
    assert token_calls == key_calls == (5 + 3) * 2
