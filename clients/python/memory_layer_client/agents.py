"""The OpenAI Agents SDK on Memory Layer (`pip install "memory-layer-client[openai-agents]"`).

`MemoryLayerSession` is the SDK's `Session`, backed by one conversation (its external id is the
session id): the history an agent reads back is the conversation's messages, each keeping the
item the SDK stored (in its metadata), so function calls and tool outputs come back exactly, and
`end()` hands the turns to mining. `memory_tools` gives an agent remember, recall and forget.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from agents import FunctionTool, function_tool

from memory_layer_client.async_client import AsyncMemoryClient
from memory_layer_client.messages import Message

if TYPE_CHECKING:
    from agents.items import TResponseInputItem
    from agents.memory import SessionSettings

ITEM_KEY = "openai_agents_item"  # where a message's metadata keeps the SDK's item
MAX_TEXT = 50_000  # characters of a message the API takes
ADD_BATCH = 500  # messages the API takes in one call
ROLES = {"user": "user", "assistant": "assistant", "system": "system", "developer": "system"}


class MemoryLayerSession:
    """An Agents SDK session kept in a Memory Layer conversation.

    `Runner.run(agent, input, session=MemoryLayerSession("chat-42", client))`: the conversation
    `chat-42` is made on first use (the same id finds it again, from any process), its messages
    are the session's items in order. `await session.end()` ends it: its turns are mined into
    the palace (an idle conversation also ends after the service's PALACE_IDLE_MINUTES); an
    ended session is read-only. `client` is an `AsyncMemoryClient` (or give `url` and
    `api_key`); the other arguments are the conversation's, on creation."""

    session_settings: SessionSettings | None = None

    def __init__(
        self,
        session_id: str,
        client: AsyncMemoryClient | None = None,
        *,
        url: str | None = None,
        api_key: str | None = None,
        title: str = "",
        subject: str = "",
        session_only: bool = False,
        session_settings: SessionSettings | None = None,
    ) -> None:
        if client is None:
            if not url or not api_key:
                raise ValueError("MemoryLayerSession needs a client, or a url and an api_key")
            client = AsyncMemoryClient(url, api_key)
        self.session_id = session_id
        self.client = client
        self.session_settings = session_settings
        self._fields: dict[str, Any] = {
            "title": title, "subject": subject, "session_only": session_only,
        }  # fmt: skip
        self._conversation_id: str | None = None
        self._lock = asyncio.Lock()

    async def conversation_id(self) -> str:
        """The backing conversation's id (made, or found by the session id, on first use)."""
        async with self._lock:
            if self._conversation_id is None:
                started = await self.client.start_conversation(self.session_id, **self._fields)
                self._conversation_id = started.id
        return self._conversation_id

    async def get_items(self, limit: int | None = None) -> list[TResponseInputItem]:
        messages = await self.client.messages(await self.conversation_id(), limit)
        return [item_of(message) for message in messages]

    async def add_items(self, items: list[TResponseInputItem]) -> None:
        messages = [message_of(item) for item in items]
        conversation_id = await self.conversation_id()
        for start in range(0, len(messages), ADD_BATCH):
            await self.client.add_messages(conversation_id, messages[start : start + ADD_BATCH])

    async def pop_item(self) -> TResponseInputItem | None:
        message = await self.client.pop_message(await self.conversation_id())
        return None if message is None else item_of(message)

    async def clear_session(self) -> None:
        await self.client.clear_conversation(await self.conversation_id())

    async def end(self) -> None:
        """End the conversation: its turns are mined into the palace, in the background."""
        await self.client.end_conversation(await self.conversation_id())


def message_of(item: TResponseInputItem | dict[str, Any]) -> dict[str, Any]:
    """An SDK item as a message: its role and text for people and mining, the item itself in
    the metadata to be read back as it was."""
    raw: dict[str, Any] = json.loads(json.dumps(item, default=str))
    kind = raw.get("type", "message")
    if kind == "function_call":
        role, text = "assistant", f"{raw.get('name', '')}({raw.get('arguments', '')})"
    elif kind.endswith("_output"):  # function_call_output and the other tools' outputs
        role, text = "tool", _text(raw.get("output"))
    else:
        role = ROLES.get(str(raw.get("role", "assistant")), "assistant")
        text = _text(raw.get("content", raw.get("summary")))
    text = text if text.strip() else f"[{kind}]"
    return {"role": role, "content": text[:MAX_TEXT], "metadata": {ITEM_KEY: raw}}


def item_of(message: Message) -> TResponseInputItem:
    """A message as the SDK's item: the one it stored, or (a message written another way) a
    plain message of its role."""
    stored = message.metadata.get(ITEM_KEY) if message.metadata else None
    if isinstance(stored, dict):
        return stored  # type: ignore[return-value]
    role = message.role if message.role in {"user", "assistant", "system"} else "assistant"
    return {"role": role, "content": message.content}  # type: ignore[return-value,misc]


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, Sequence):
        parts = [_text(part) for part in value]
        return "\n".join(part for part in parts if part)
    if isinstance(value, dict):
        for key in ("text", "refusal", "output"):
            if isinstance(value.get(key), str):
                return str(value[key])
        return ""
    return str(value)


def memory_tools(client: AsyncMemoryClient, *, top_k: int = 5) -> list[FunctionTool]:
    """Function tools for an agent: `remember`, `recall` (the `top_k` best) and `forget`, as
    the key behind `client` may (its scopes and rules apply)."""

    async def remember(content: str, kind: str = "fact", tags: list[str] | None = None) -> str:
        """Save something worth knowing later: a fact, preference, decision or warning.

        Args:
            content: The memory, one self-contained statement.
            kind: fact, preference, decision, warning, context or procedure.
            tags: Short labels to find it by.
        """
        saved = await client.remember(content, kind=kind, tags=tags or [])
        return json.dumps({"id": saved.id, "deduplicated": saved.deduplicated})

    async def recall(query: str) -> str:
        """Find what was remembered about something, best matches first.

        Args:
            query: What to look for, in plain words.
        """
        found = await client.recall(query, top_k=top_k)
        hits = [{"id": h.id, "content": h.content, "kind": h.kind} for h in found.results]
        return json.dumps(hits)

    async def forget(memory_id: str) -> str:
        """Forget a memory that is wrong or no longer true (by the id recall gave).

        Args:
            memory_id: The memory's id.
        """
        gone = await client.forget(memory_id)
        return json.dumps({"id": gone.id, "status": gone.status})

    return [function_tool(tool) for tool in (remember, recall, forget)]
