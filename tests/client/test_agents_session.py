"""The OpenAI Agents SDK on the served app: `Runner.run` of an agent whose model is the loopback
OpenAI-compatible server (scripted tool calls), its history in a `MemoryLayerSession`, its tools
from `memory_tools`, our /mcp mounted with the SDK's own `MCPServerStreamableHttp`, and the connect
page's Agents SDK snippet run as shown.

The SDK's own SQLiteSession, run through the same script, is the reference for what a session
holds: ours must give back the same items in the same order."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from typing import Any

import anyio
import httpx
import pytest
from agents import (
    Agent,
    OpenAIChatCompletionsModel,
    Runner,
    SQLiteSession,
    set_tracing_disabled,
)
from agents.mcp import MCPServerStreamableHttp
from django.contrib.auth import get_user_model
from django.core.management import call_command
from openai import AsyncOpenAI

from memories.models import Memory
from memory_layer_client import AsyncMemoryClient, Conflict
from memory_layer_client.agents import MemoryLayerSession, memory_tools
from palace.mining.pipeline import conversation_mine
from palace.models import Conversation, Drawer
from tests.client.conftest import ScriptedModel, tool_call
from tests.factories import UserFactory
from tests.factories.memories import api_key_for
from tests.memories.connect.test_connect_page import page_client, shown
from tests.palace.mcp.conftest import ServedApp

pytestmark = pytest.mark.django_db(transaction=True)
FACT = "Alice takes her tea with oat milk"
# Call ids as OpenAI's models write them: long random-looking strings the scrubber must not eat.
SCRIPT = [
    tool_call("call_q8ZxV2mJ7tLpR4sNc1YwKd0E", "remember", {"content": FACT, "kind": "preference"}),
    {"content": "Noted: oat milk."},
    tool_call("call_H3fT9bWn5uQe2XaLk7PzMv6R", "recall", {"query": "how does Alice take tea?"}),
    {"content": "You take your tea with oat milk."},
]


@pytest.fixture(autouse=True)
def _no_tracing() -> None:
    set_tracing_disabled(True)  # the SDK would send its traces to OpenAI


@pytest.fixture
def keys(served_app: ServedApp) -> dict[str, str]:
    alice = UserFactory(username="alice")
    return {"alice": api_key_for(alice)[1], "bob": api_key_for(UserFactory(username="bob"))[1]}


def _agent(model: ScriptedModel, tools: list[Any]) -> Agent[Any]:
    chat = OpenAIChatCompletionsModel(
        model="fake-chat", openai_client=AsyncOpenAI(base_url=model.base_url, api_key=model.api_key)
    )
    return Agent(name="helper", instructions="Remember what matters.", model=chat, tools=tools)


async def _two_turns(model: ScriptedModel, session: Any, tools: list[Any]) -> list[str]:
    model.messages.clear()
    model.messages.extend(json.loads(json.dumps(SCRIPT)))
    agent = _agent(model, tools)
    first = await Runner.run(agent, "I take my tea with oat milk.", session=session)
    second = await Runner.run(agent, "How do I take my tea?", session=session)
    return [str(first.final_output), str(second.final_output)]


def test_an_agent_run_keeps_its_history_in_a_conversation(
    served_app: ServedApp, keys: dict[str, str], scripted_model: ScriptedModel
) -> None:
    async def main() -> dict[str, Any]:
        async with AsyncMemoryClient(served_app.url, keys["alice"]) as client:
            ours = MemoryLayerSession("chat-42", client, title="Tea")
            replies = await _two_turns(scripted_model, ours, memory_tools(client))
            reference = SQLiteSession("chat-42")
            await _two_turns(scripted_model, reference, memory_tools(client))
            return {
                "replies": replies,
                "ours": await ours.get_items(),
                "reference": await reference.get_items(),
                "last_two": await ours.get_items(limit=2),
                "again": await MemoryLayerSession("chat-42", client).get_items(),
                "conversation": await ours.conversation_id(),
            }

    seen = anyio.run(main)
    assert seen["replies"] == ["Noted: oat milk.", "You take your tea with oat milk."]
    # The items the SDK stored, in order, exactly: messages, function calls, tool outputs (the
    # reference run's remember found the memory ours saved: the one difference).
    reference = json.dumps(seen["reference"]).replace(
        'deduplicated\\": true', 'deduplicated\\": false'
    )
    assert seen["ours"] == json.loads(reference)
    kinds = [item.get("type", "message") for item in seen["ours"]]
    assert kinds == ["message", "function_call", "function_call_output", "message"] * 2
    assert seen["last_two"] == seen["ours"][-2:]
    assert seen["again"] == seen["ours"]  # another process finds it by the session id

    # It is a conversation of alice's like any other: a person reads its turns.
    conversation = Conversation.objects.get(pk=seen["conversation"])
    assert (conversation.external_id, conversation.title) == ("chat-42", "Tea")
    turns = list(conversation.messages.order_by("seq").values_list("role", "content"))
    assert turns[0] == ("user", "I take my tea with oat milk.")
    assert turns[1] == ("assistant", f'remember({{"content": "{FACT}", "kind": "preference"}})')
    assert turns[2][0] == "tool"
    # The remember tool saved the memory through alice's key; recall gave it back to the model.
    saved = Memory.objects.get(owner__username="alice", content=FACT)
    assert saved.kind == "preference"
    chats = [body for path, body in scripted_model.requests if path == "/v1/chat/completions"]
    assert {t["function"]["name"] for t in chats[0]["tools"]} == {"remember", "recall", "forget"}
    recalled = [m for m in chats[3]["messages"] if m["role"] == "tool"][-1]["content"]
    assert str(saved.id) in recalled
    assert FACT in recalled


def test_pop_clear_and_another_key(served_app: ServedApp, keys: dict[str, str]) -> None:
    items: list[Any] = [
        {"role": "user", "content": "one"},
        {"role": "assistant", "content": "two"},
        {"type": "function_call", "name": "recall", "arguments": "{}", "call_id": "c1"},
        {"type": "function_call_output", "call_id": "c1", "output": "[]"},
    ]

    async def main() -> dict[str, Any]:
        async with (
            AsyncMemoryClient(served_app.url, keys["alice"]) as alice,
            AsyncMemoryClient(served_app.url, keys["bob"]) as bob,
        ):
            session = MemoryLayerSession("shared-name", alice)
            await session.add_items(items)
            seen: dict[str, Any] = {"popped": await session.pop_item()}
            seen["after_pop"] = await session.get_items()
            # Bob's key, the same session id: a session of his own, empty; alice's is not his.
            seen["bob"] = await MemoryLayerSession("shared-name", bob).get_items()
            response = httpx.get(
                f"{served_app.url}/api/v1/conversations/{await session.conversation_id()}/messages",
                headers={"Authorization": f"Bearer {keys['bob']}"},
            )
            seen["bob_direct"] = response.status_code
            await session.clear_session()
            seen["cleared"] = await session.get_items()
            seen["pop_empty"] = await session.pop_item()
            await session.add_items(items[:1])  # still open: written again
            seen["rewritten"] = await session.get_items()
            return seen

    seen = anyio.run(main)
    assert seen["popped"] == items[-1]
    assert seen["after_pop"] == items[:-1]
    assert seen["bob"] == []
    assert seen["bob_direct"] == 404
    assert seen["cleared"] == []
    assert seen["pop_empty"] is None
    assert seen["rewritten"] == items[:1]


def test_ending_the_session_mines_its_turns(served_app: ServedApp, keys: dict[str, str]) -> None:
    items: list[Any] = [
        {"role": "user", "content": "I moved to Lisbon last spring."},
        {"role": "assistant", "content": "Noted, enjoy Lisbon!"},
    ]

    async def main() -> str:
        async with AsyncMemoryClient(served_app.url, keys["alice"]) as client:
            session = MemoryLayerSession("trip", client)
            await session.add_items(items)
            await session.end()
            with pytest.raises(Conflict):
                await session.add_items(items)  # an ended session is read-only
            assert await session.get_items() == items
            return await session.conversation_id()

    conversation_id = anyio.run(main)
    conversation = Conversation.objects.get(pk=conversation_id)
    assert conversation.ended_at is not None
    assert conversation.mining_status == Conversation.MiningStatus.PENDING
    conversation_mine(conversation_id=conversation_id)  # what the worker runs, queued by the end
    drawers = Drawer.objects.filter(room__conversation_id=conversation_id)
    assert {d.memory.content for d in drawers} == {item["content"] for item in items}


def test_the_sdk_mounts_our_mcp_server(
    served_app: ServedApp, keys: dict[str, str], scripted_model: ScriptedModel
) -> None:
    async def main() -> tuple[set[str], str]:
        params = {
            "url": f"{served_app.url}/mcp",
            "headers": {"Authorization": f"Bearer {keys['alice']}"},
            "timeout": 60,
        }
        async with MCPServerStreamableHttp(params=params, name="memory") as server:
            names = {tool.name for tool in await server.list_tools()}
            scripted_model.messages.extend(
                [tool_call("call_1", "memory_save", {"content": FACT, "kind": "preference"})]
            )
            agent = _agent(scripted_model, [])
            agent.mcp_servers = [server]
            result = await Runner.run(agent, "Remember how I take my tea.")
        return names, str(result.final_output)

    names, reply = anyio.run(main)
    assert {"memory_save", "memory_recall"} <= names
    assert reply == "Done."
    assert Memory.objects.filter(owner__username="alice", content=FACT).exists()


def test_the_connect_pages_agents_snippet_runs(
    served_app: ServedApp, keys: dict[str, str], scripted_model: ScriptedModel
) -> None:
    alice = get_user_model().objects.get(username="alice")
    page = page_client(served_app, alice).post("/memory/connect/", {"key": keys["alice"]})
    snippet = shown(page)["openai-agents"]
    said = "This agent is connected to Memory Layer"
    scripted_model.messages.extend(
        [tool_call("call_1", "remember", {"content": said, "kind": "context"}), {"content": "OK"}]
    )
    run = subprocess.run(
        [sys.executable, "-c", snippet], capture_output=True, text=True, timeout=180,
        env={**served_app.env, "OPENAI_BASE_URL": scripted_model.base_url,
             "OPENAI_API_KEY": scripted_model.api_key, "OPENAI_DEFAULT_MODEL": "fake-chat",
             "OPENAI_AGENTS_DISABLE_TRACING": "1"},
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["OK", "4"]  # the question, the call, its output, the answer
    assert Memory.objects.filter(owner=alice, content=said).exists()


@pytest.mark.bench
def test_bench_adapters_times_the_session_against_our_rest_calls() -> None:
    out = io.StringIO()
    call_command("bench_adapters", "--only", "session", "--calls", "3", "--warmup", "1", stdout=out)
    report = json.loads(out.getvalue())["openai-agents session"]
    assert {name: report[name]["n"] for name in report if name != "ratios"} == {
        "add session": 3, "add ours": 3, "get session": 3, "get ours": 3,
    }  # fmt: skip
    assert set(report["ratios"]) == {"add", "get"}
