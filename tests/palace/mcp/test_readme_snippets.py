"""The README's MCP client configurations (HTTP and stdio), filled in and used by the SDK."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import anyio
import httpx2
import pytest
from mcp import Client
from mcp.client.stdio import StdioServerParameters
from mcp.client.streamable_http import streamable_http_client

from tests.factories import UserFactory
from tests.factories.memories import api_key_for
from tests.palace.mcp.conftest import ServedApp

ROOT = Path(__file__).resolve().parents[3]
README_KEY = "ml_0123456789ab_yourkey"
README_DATA_DIR = "/path/to/memory-layer/.data"


def readme_servers() -> list[dict[str, Any]]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("### MCP") : text.index("### Python client")]
    return [
        json.loads(b)["mcpServers"]["memory"]
        for b in re.findall(r"```json\n(.*?)```", section, re.DOTALL)
    ]


@pytest.mark.django_db(transaction=True)
def test_readme_mcp_configurations_connect_and_save(served_app: ServedApp) -> None:
    http_config, stdio_config = readme_servers()
    raw_key = api_key_for(UserFactory(username="alice"))[1]
    headers = {k: v.replace(README_KEY, raw_key) for k, v in http_config["headers"].items()}
    url = http_config["url"].replace("http://localhost:8000", served_app.url)
    assert stdio_config["command"].endswith(".venv/bin/python")
    # The stdio server opens the service's database itself: the snippet names the service's data
    # folder (without it a service run with another DATA_DIR meets a second, empty database).
    assert stdio_config["env"]["DATA_DIR"] == README_DATA_DIR
    filled = {README_KEY: raw_key, README_DATA_DIR: served_app.env["DATA_DIR"]}
    stdio_env = {k: filled.get(v, v) for k, v in stdio_config["env"].items()}
    stdio = StdioServerParameters(
        command=sys.executable,
        args=[a.replace("/path/to/memory-layer", str(ROOT)) for a in stdio_config["args"]],
        env={**served_app.env, **stdio_env},
    )

    async def scenario() -> list[Any]:
        out = []
        http = httpx2.AsyncClient(headers=headers, timeout=60)
        async with http, Client(streamable_http_client(url, http_client=http)) as client:
            out.append(await client.call_tool("memory_save", {"content": "Saved over HTTP"}))
        async with Client(stdio, read_timeout_seconds=60) as client:
            out.append(await client.call_tool("memory_recall", {"query": "saved over HTTP"}))
        return out

    saved, recalled = anyio.run(scenario)

    assert not saved.is_error
    assert recalled.structured_content["results"][0]["id"] == saved.structured_content["id"]
