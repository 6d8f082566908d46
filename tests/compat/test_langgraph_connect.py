"""The connect page's LangGraph snippet runs as shown against the live served app: a compiled
graph puts an item through `MemoryLayerStore` and a search by query finds it."""

from __future__ import annotations

import subprocess
import sys

import httpx
import pytest

from tests.factories import UserFactory
from tests.factories.memories import api_key_for
from tests.memories.connect.test_connect_page import page_client, shown
from tests.palace.mcp.conftest import ROOT, ServedApp

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_langgraph_snippet_runs(served_app: ServedApp) -> None:
    alice = UserFactory(username="alice")
    _, raw = api_key_for(alice)
    snippets = shown(page_client(served_app, alice).post("/memory/connect/", {"key": raw}))
    # The served app loads its embedding model on its first write: let that happen first.
    httpx.post(f"{served_app.url}/api/v1/memories", json={"content": "Warming up"},
               headers={"Authorization": f"Bearer {raw}"}, timeout=180).raise_for_status()  # fmt: skip
    run = subprocess.run(
        [sys.executable, "-c", snippets["langgraph"]], capture_output=True, text=True,
        timeout=120, cwd=ROOT, env=served_app.env,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert "This agent is connected to Memory Layer" in run.stdout
