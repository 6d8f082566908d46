"""The client tests run against the same served app as the MCP tests; agents built on a client
talk to the loopback OpenAI-compatible server, scripted to answer with tool calls."""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Iterator
from typing import Any

import pytest

from tests.fakes.openai_server import FakeOpenAI, start_fake_openai, stop_fake_openai
from tests.palace.mcp.conftest import (  # noqa: F401 - fixtures
    _fast_passwords,
    _fresh_rate_limits,
    served_app,
)


class ScriptedModel(FakeOpenAI):
    """The loopback OpenAI-compatible server, answering chat with scripted assistant messages
    (tool calls, then text) instead of plain text."""

    messages: deque[dict[str, Any]]

    def _chat(self, body: dict[str, Any]) -> dict[str, Any]:
        message = self.messages.popleft() if self.messages else {"content": "Done."}
        finish = "tool_calls" if "tool_calls" in message else "stop"
        return {
            "id": "chatcmpl-test",
            "object": "chat.completion",
            "created": 1_780_000_000,
            "model": body.get("model", "fake"),
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": None, **message},
                    "finish_reason": finish,
                }
            ],
            "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
        }


def tool_call(call_id: str, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    return {
        "tool_calls": [
            {
                "id": call_id,
                "type": "function",
                "function": {"name": name, "arguments": json.dumps(arguments)},
            }
        ]
    }


@pytest.fixture
def scripted_model() -> Iterator[ScriptedModel]:
    model = start_fake_openai()
    # The project's own server and handler, answering through the subclass's `_chat`
    # (start_fake_openai makes the base class; its handler calls `_chat` on this object).
    model.__class__ = ScriptedModel
    model.messages = deque()
    yield model
    stop_fake_openai(model)
