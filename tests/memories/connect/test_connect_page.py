"""/memory/connect/: every snippet it shows works as shown against the live served app — the
HTTP MCP ones (Claude Code's command, the mcpServers JSON) do an MCP initialize and list the
tools, the stdio one is launched, the Python client and curl run — and only the person's own
keys are ever offered or filled in."""

from __future__ import annotations

import html
import json
import re
import shlex
import subprocess
import sys
from typing import Any
from urllib.parse import urlsplit

import anyio
import httpx
import httpx2
import pytest
from django.test import Client
from mcp import Client as McpClient
from mcp.client.stdio import StdioServerParameters
from mcp.client.streamable_http import streamable_http_client

from memories.models import ApiKey
from memories.views.connect import PLACEHOLDER
from tests.factories import UserFactory
from tests.factories.memories import ProjectFactory, ProjectMembershipFactory, api_key_for
from tests.palace.mcp.conftest import ROOT, ServedApp

pytestmark = pytest.mark.django_db(transaction=True)


def page_client(app: ServedApp, user: Any) -> Client:
    """A signed-in browser whose requests name the served app's host, as a real one would."""
    client = Client(HTTP_HOST=urlsplit(app.url).netloc)
    client.force_login(user)
    return client


def shown(response: Any) -> dict[str, str]:
    """Each snippet as the page shows it (id → text)."""
    text = response.content.decode()
    return {
        m.group(1): html.unescape(m.group(2))
        for m in re.finditer(r'<code id="snippet-([a-z-]+)">(.*?)</code>', text, re.DOTALL)
    }


def tool_names(url: str, headers: dict[str, str]) -> list[str]:
    """MCP initialize + tools/list with exactly these values."""

    async def scenario() -> list[str]:
        http = httpx2.AsyncClient(headers=headers, timeout=60)
        async with http, McpClient(streamable_http_client(url, http_client=http)) as client:
            return [tool.name for tool in (await client.list_tools()).tools]

    return anyio.run(scenario)


def from_claude_code(command: str) -> tuple[str, dict[str, str]]:
    assert all(line.endswith(" \\") for line in command.splitlines()[:-1])  # one command
    args = shlex.split(command.replace(" \\\n", " "))
    assert args[:6] == ["claude", "mcp", "add", "--transport", "http", "memory"]
    assert args[7] == "--header"
    name, value = args[8].split(": ", 1)
    return args[6], {name: value}


def test_a_new_keys_http_snippets_connect_to_the_live_mcp_endpoint(served_app: ServedApp):
    alice = UserFactory(username="alice")
    _, raw = api_key_for(alice)
    response = page_client(served_app, alice).post("/memory/connect/", {"key": raw})
    snippets = shown(response)
    assert response.status_code == 200
    assert "no-store" in response["Cache-Control"]
    assert set(snippets) == {
        "claude-code",
        "mcp-http",
        "mcp-stdio",
        "python-mcp",
        "python",
        "langgraph",  # run as shown by tests/compat/test_langgraph_connect.py
        "openai-agents",  # and by tests/client/test_agents_session.py
        "typescript",
        "curl",
    }
    # Showing settings is not an agent connecting: the key still reads "never used".
    assert ApiKey.objects.get(user=alice).last_used_at is None
    server = json.loads(snippets["mcp-http"])["mcpServers"]["memory"]
    assert server["url"] == f"{served_app.url}/mcp"
    assert "memory_save" in tool_names(server["url"], server["headers"])
    url, headers = from_claude_code(snippets["claude-code"])
    assert "memory_recall" in tool_names(url, headers)
    assert ApiKey.objects.get(user=alice).last_used_at is not None  # now it was used


def test_a_chosen_keys_snippets_hold_a_placeholder_that_the_key_fills(served_app: ServedApp):
    alice = UserFactory(username="alice")
    project = ProjectFactory(slug="apollo")
    ProjectMembershipFactory(project=project, user=alice)
    key, raw = api_key_for(alice, project=project)
    response = page_client(served_app, alice).get("/memory/connect/", {"key": key.pk})
    page = response.content.decode()
    snippets = shown(response)
    assert raw not in page
    assert f"<code>{key.prefix}…</code>" in page
    assert "project <strong>apollo</strong>" in page
    server = json.loads(snippets["mcp-http"].replace(PLACEHOLDER, raw))["mcpServers"]["memory"]
    assert "memory_save" in tool_names(server["url"], server["headers"])


def test_the_stdio_snippet_launches_and_saves(served_app: ServedApp):
    alice = UserFactory(username="alice")
    _, raw = api_key_for(alice)
    snippets = shown(page_client(served_app, alice).get("/memory/connect/"))
    config = json.loads(snippets["mcp-stdio"].replace(PLACEHOLDER, raw))["mcpServers"]["memory"]
    assert config["command"] == sys.executable
    assert config["args"] == [str(ROOT / "manage.py"), "mcp"]
    assert config["env"]["DATA_DIR"] == served_app.env["DATA_DIR"]  # the service's own data
    assert not any("<" in value for value in config["env"].values())  # nothing left to fill in
    # The served app's environment stands for the desktop's; the snippet's env goes on top.
    params = StdioServerParameters(
        command=config["command"], args=config["args"], env={**served_app.env, **config["env"]}
    )

    async def scenario() -> Any:
        async with McpClient(params, read_timeout_seconds=60) as client:
            assert "memory_save" in [t.name for t in (await client.list_tools()).tools]
            return await client.call_tool("memory_save", {"content": "Saved from the desktop"})

    assert not anyio.run(scenario).is_error


def test_the_python_client_and_curl_snippets_run(served_app: ServedApp):
    alice = UserFactory(username="alice")
    _, raw = api_key_for(alice)
    snippets = shown(page_client(served_app, alice).post("/memory/connect/", {"key": raw}))
    # The served app loads its embedding model on its first write (slow on a busy machine): let
    # that happen first, so the snippets meet the app as an agent would, already warm.
    httpx.post(f"{served_app.url}/api/v1/memories", json={"content": "Warming up"},
               headers={"Authorization": f"Bearer {raw}"}, timeout=180).raise_for_status()  # fmt: skip
    python = subprocess.run(
        [sys.executable, "-c", snippets["python"]], capture_output=True, text=True, timeout=120,
        cwd=ROOT, env=served_app.env,
    )  # fmt: skip
    assert python.returncode == 0, python.stderr
    assert "This agent is connected to Memory Layer" in python.stdout
    curl = subprocess.run(
        ["bash", "-c", snippets["curl"]], capture_output=True, text=True, timeout=120
    )
    assert curl.returncode == 0, curl.stderr
    saved, found = (json.loads(line) for line in curl.stdout.splitlines() if line.strip())
    assert saved["content"] == "This agent is connected to Memory Layer"
    assert saved["id"] in [hit["id"] for hit in found["results"]]


def test_the_python_mcp_snippet_runs(served_app: ServedApp):
    alice = UserFactory(username="alice")
    _, raw = api_key_for(alice)
    snippets = shown(page_client(served_app, alice).post("/memory/connect/", {"key": raw}))
    httpx.post(f"{served_app.url}/api/v1/memories", json={"content": "Warming up"},
               headers={"Authorization": f"Bearer {raw}"}, timeout=180).raise_for_status()  # fmt: skip
    assert "headers=" in snippets["python-mcp"]  # the SDK's way to pass the key
    run = subprocess.run(
        [sys.executable, "-c", snippets["python-mcp"]], capture_output=True, text=True,
        timeout=120, cwd=ROOT, env=served_app.env,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert "This agent is connected to Memory Layer" in run.stdout


def test_only_your_own_keys_are_offered_or_filled_in(served_app: ServedApp):
    alice, bob = UserFactory(username="alice"), UserFactory(username="bob")
    alices, raw = api_key_for(alice)
    bobs, _ = api_key_for(bob)
    browser = page_client(served_app, bob)
    refused = browser.post("/memory/connect/", {"key": raw})
    assert refused.status_code == 400
    assert raw not in refused.content.decode()
    assert shown(refused) == {}
    chosen = browser.get("/memory/connect/", {"key": alices.pk}).content.decode()
    assert alices.prefix not in chosen
    assert bobs.prefix in chosen


def test_without_a_key_the_page_sends_you_to_create_one(served_app: ServedApp):
    carol = UserFactory(username="carol")
    response = page_client(served_app, carol).get("/memory/connect/")
    assert 'href="/memory/keys/"' in response.content.decode()
    assert shown(response) == {}
