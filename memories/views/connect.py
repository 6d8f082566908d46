"""/memory/connect/: ready-to-paste settings that connect an agent to this installation with one
of your keys — Claude Code, Cursor and other HTTP MCP clients, Claude Desktop over stdio, the
Python and TypeScript clients and curl — filled in with this installation's real address.

Only a key's hash is stored, so a chosen key's snippets hold a placeholder the person replaces;
right after creating a key, the keys page posts it here once and the snippets hold the key itself
(never put in a URL, never cached).
"""

from __future__ import annotations

import json
import os
import shlex
import sys
from pathlib import Path
from typing import Any

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.db.models import Q
from django.http import HttpResponse
from django.utils import timezone
from django.utils.cache import add_never_cache_headers
from django.views.decorators.http import require_http_methods

from memories.models import ApiKey, Kind
from memories.services.lifecycle.expiry import expiry_days_by_kind, expiry_summary
from memories.services.people.api_keys import api_key_owned
from memories.views.rendering import page_principal, render_partial
from memory_project.htmx_messages import HtmxHttpRequest

PAGE = "memories/page.html"
PLACEHOLDER = "YOUR_API_KEY"
# Settings the stdio server must share with the service: shown as they are when they are plain
# configuration, as a placeholder to fill in when they may hold a secret.
_PLAIN = (
    "DATABASE_NAME", "EMBEDDINGS_PROVIDER", "EMBEDDINGS_MODEL", "EMBEDDINGS_DIMENSIONS",
    "EMBEDDINGS_BASE_URL", "LLM_BASE_URL", "LLM_MODEL", "DJANGO_ALLOWED_HOSTS", "DJANGO_SECURE",
)  # fmt: skip
_SECRET = ("EMBEDDINGS_API_KEY", "LLM_API_KEY")


def _embedded_database() -> bool:
    """Whether the service runs on the embedded PostgreSQL in its data folder: then DATA_DIR
    alone leads the stdio server to the same database (and the same Redis)."""
    host = str(settings.DATABASES["default"].get("HOST") or "")
    return host.startswith(str(Path(settings.DATA_DIR)))


def stdio_env(key: str) -> dict[str, str]:
    env = {"MEMORY_API_KEY": key, "DATA_DIR": str(settings.DATA_DIR)}
    if not _embedded_database():
        env["DATABASE_URL"] = "<the service's DATABASE_URL>"
        env["REDIS_URL"] = "<the service's REDIS_URL>"
    for name in _PLAIN:
        if os.environ.get(name):
            env[name] = os.environ[name]
    for name in _SECRET:
        if os.environ.get(name):
            env[name] = f"<the service's {name}>"
    return env


def snippets(*, base: str, key: str) -> list[dict[str, str]]:
    """Each client's configuration for `base` (this installation's address) and `key`."""
    mcp_url = f"{base}/mcp"
    auth = f"Authorization: Bearer {key}"
    http_config = {
        "mcpServers": {
            "memory": {
                "type": "http",
                "url": mcp_url,
                "headers": {"Authorization": f"Bearer {key}"},
            }
        }
    }
    manage = str(Path(settings.BASE_DIR) / "manage.py")
    stdio_config = {
        "mcpServers": {
            "memory": {"command": sys.executable, "args": [manage, "mcp"], "env": stdio_env(key)}
        }
    }
    python_mcp = (
        "import asyncio\n\n"
        "import httpx2\n"
        "from mcp import Client\n"
        "from mcp.client.streamable_http import streamable_http_client\n\n\n"
        "async def main() -> None:\n"
        f"    http = httpx2.AsyncClient(headers={{'Authorization': {'Bearer ' + key!r}}}, timeout=60)\n"
        f"    async with http, Client(streamable_http_client({mcp_url!r}, http_client=http)) as mcp:\n"
        "        await mcp.call_tool(\n"
        '            "memory_save",\n'
        '            {"content": "This agent is connected to Memory Layer", "kind": "context"},\n'
        "        )\n"
        '        found = await mcp.call_tool("memory_recall", {"query": "is this agent connected?"})\n'
        "        print(found.content[0].text)\n\n\n"
        "asyncio.run(main())\n"
    )
    python = (
        "from memory_layer_client import MemoryClient\n\n"
        f"with MemoryClient({base!r}, {key!r}) as memory:\n"
        '    saved = memory.remember("This agent is connected to Memory Layer", kind="context")\n'
        '    found = memory.recall("is this agent connected to memory?")\n'
        "    print(saved.id, [hit.content for hit in found.results])\n"
    )
    langgraph = (
        "from typing import TypedDict\n\n"
        "from langgraph.graph import END, START, StateGraph\n"
        "from langgraph.store.base import BaseStore\n"
        "from memory_layer_client.langgraph import MemoryLayerStore\n\n\n"
        "class State(TypedDict):\n"
        "    said: str\n\n\n"
        "def remember(state: State, *, store: BaseStore) -> dict:\n"
        '    store.put(("memories", "demo"), "hello", {"content": state["said"]})\n'
        "    return {}\n\n\n"
        f"store = MemoryLayerStore({base!r}, {key!r})\n"
        "builder = StateGraph(State)\n"
        'builder.add_node("remember", remember)\n'
        'builder.add_edge(START, "remember")\n'
        'builder.add_edge("remember", END)\n'
        'builder.compile(store=store).invoke({"said": "This agent is connected to Memory Layer"})\n'
        'print(store.search(("memories",), query="is this agent connected?")[0].value)\n'
    )
    agents = (
        "import asyncio\n\n"
        "from agents import Agent, Runner, set_default_openai_api\n"
        "from memory_layer_client import AsyncMemoryClient\n"
        "from memory_layer_client.agents import MemoryLayerSession, memory_tools\n\n"
        'set_default_openai_api("chat_completions")  # what any OpenAI-compatible model speaks\n\n\n'
        "async def main() -> None:\n"
        f"    async with AsyncMemoryClient({base!r}, {key!r}) as memory:\n"
        '        session = MemoryLayerSession("connect-check", memory)\n'
        '        agent = Agent(name="assistant", instructions="Remember what matters.",\n'
        "                      tools=memory_tools(memory))\n"
        "        result = await Runner.run(\n"
        '            agent, "Remember: this agent is connected to Memory Layer.", session=session\n'
        "        )\n"
        "        print(result.final_output, len(await session.get_items()))\n\n\n"
        "asyncio.run(main())\n"
    )
    # Plain ECMAScript as well as TypeScript (no annotations): it runs as a .mjs file too.
    typescript = (
        'import { MemoryClient } from "memory-layer-client";\n\n'
        f"const memory = new MemoryClient({json.dumps(base)}, {json.dumps(key)});\n"
        "const saved = await memory.remember(\n"
        '  "This agent is connected to Memory Layer",\n'
        '  { kind: "context" },\n'
        ");\n"
        'const found = await memory.recall("is this agent connected to memory?");\n'
        "console.log(saved.id, found.results.map((hit) => hit.content));\n"
    )
    curl = (
        f"curl -sS {shlex.quote(base + '/api/v1/memories')} \\\n"
        f"  -H {shlex.quote(auth)} \\\n"
        "  -H 'Content-Type: application/json' \\\n"
        """  -d '{"content": "This agent is connected to Memory Layer", "kind": "context"}'\n"""
        "echo\n"
        f"curl -sS {shlex.quote(base + '/api/v1/recall')} \\\n"
        f"  -H {shlex.quote(auth)} \\\n"
        "  -H 'Content-Type: application/json' \\\n"
        """  -d '{"query": "is this agent connected to memory?"}'\n"""
    )
    return [
        {
            "id": "claude-code",
            "title": "Claude Code",
            "help": "Run once in a terminal; Claude Code then has the memory tools in every session.",
            # One argument a line: a long line wrapped by its box reads as two commands.
            "text": f"claude mcp add --transport http memory \\\n  {shlex.quote(mcp_url)} \\\n"
            f"  --header {shlex.quote(auth)}",
        },
        {
            "id": "mcp-http",
            "title": "Cursor and other HTTP MCP clients",
            "help": "Add to the client's MCP settings (Cursor: ~/.cursor/mcp.json).",
            "text": json.dumps(http_config, indent=2),
        },
        {
            "id": "mcp-stdio",
            "title": "Claude Desktop (stdio, on this machine)",
            "help": "Add to claude_desktop_config.json. It starts manage.py mcp with this "
            "installation's Python, so it works only on the machine the service runs on; "
            "fill in any value shown in <angle brackets> as the service has it.",
            "text": json.dumps(stdio_config, indent=2),
        },
        {
            "id": "python-mcp",
            "title": "Python MCP client (the mcp SDK)",
            "help": "The SDK sends the key as a header of the HTTP client you hand it "
            "(pip install mcp; it brings httpx2).",
            "text": python_mcp,
        },
        {
            "id": "python",
            "title": "Python client",
            "help": "Python 3.9 or later. The package memory-layer-client is not on PyPI: "
            "install it from this installation's source, pip install ./clients/python "
            '(or pip install "memory-layer-client @ git+<repository URL>#subdirectory='
            'clients/python"); it needs only httpx.',
            "text": python,
        },
        {
            "id": "langgraph",
            "title": "LangGraph store",
            "help": "A LangGraph BaseStore kept here (LangMem's memory tools run on it too): "
            'pip install "./clients/python[langgraph]" from this installation\'s source. '
            "langgraph_sdk's client.store works as well, with url=<this address>/langgraph.",
            "text": langgraph,
        },
        {
            "id": "openai-agents",
            "title": "OpenAI Agents SDK",
            "help": "A session kept in a conversation here (mined when it ends) and remember, "
            'recall and forget tools: pip install "./clients/python[openai-agents]" from this '
            "installation's source; the model is the SDK's (OPENAI_API_KEY, OPENAI_BASE_URL, "
            "OPENAI_DEFAULT_MODEL). Our /mcp mounts as MCPServerStreamableHttp too "
            "(docs/frameworks.md).",
            "text": agents,
        },
        {
            "id": "typescript",
            "title": "TypeScript client",
            "help": "Node 20+, Deno, Bun, browsers and edge workers. Install the package built "
            "from clients/typescript/ of this installation's source (npm pack, then npm install "
            "the .tgz); see its README, which also has Vercel AI SDK tools.",
            "text": typescript,
        },
        {
            "id": "curl",
            "title": "curl",
            "help": "Save a memory, then recall it, over the REST API (the API docs list every "
            "operation).",
            "text": curl,
        },
    ]


def _live_keys(user_id: int) -> Any:
    return (
        ApiKey.objects.filter(user_id=user_id, revoked_at=None)
        .filter(Q(expires_at__isnull=True) | Q(expires_at__gt=timezone.now()))
        .select_related("persona", "project")
        .order_by("-created_at")
    )


@login_required
@require_http_methods(["GET", "POST"])
def connect(request: HtmxHttpRequest) -> HttpResponse:
    """GET ?key=<id>: settings for one of your keys (a placeholder for the key itself); POST
    key=<the raw key>, straight after creating it: the same settings with the key filled in."""
    user_id = page_principal(request).user_id
    keys = list(_live_keys(user_id))
    chosen: ApiKey | None = None
    raw: str | None = None
    error = ""
    status = 200
    if request.method == "POST":
        raw = (request.POST.get("key") or "").strip()
        chosen = api_key_owned(user_id=user_id, raw_key=raw)
        if chosen is None:
            raw, error, status = None, "That is not one of your active keys.", 400
    else:
        wanted = request.GET.get("key") or ""
        chosen = next((k for k in keys if str(k.pk) == wanted), keys[0] if keys else None)
    base = request.build_absolute_uri("/").rstrip("/")
    context = {
        "keys": keys,
        "chosen": chosen,
        "key_shown": raw is not None,
        "placeholder": PLACEHOLDER,
        "error": error,
        "base": base,
        "snippets": snippets(base=base, key=raw or PLACEHOLDER) if chosen is not None else [],
        "raw_key": raw or "",
        "writes_per_hour": (
            chosen.writes_per_hour
            if chosen is not None and chosen.writes_per_hour is not None
            else settings.API_KEY_WRITES_PER_HOUR
        ),
        "context_days": expiry_days_by_kind().get(Kind.CONTEXT),
        "expiry_summary": expiry_summary(),
    }
    response = render_partial(
        request, "memories/partials/connect.html", context, page=PAGE, status=status
    )
    if raw is not None:
        add_never_cache_headers(response)  # the page holds the key itself
    return response
