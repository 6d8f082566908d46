"""The calls of a conversation's messages beyond adding them: read them back a page at a time,
take back the last one, clear them all (an agent session's history lives in a conversation)."""

from __future__ import annotations

from memory_layer_client import messages as mm
from memory_layer_client._calls import Call

_MESSAGES = "conversations/{conversation_id}/messages"
PAGE = 500  # messages a request reads, the most the API returns


def messages(conversation_id: str, limit: int, before: int | None) -> Call[mm.MessagePage]:
    params = {"limit": str(limit), **({"before": str(before)} if before is not None else {})}
    return Call(
        "GET", _MESSAGES, mm.MessagePage.from_json, {"conversation_id": conversation_id}, params
    )


def pop_message(conversation_id: str) -> Call[mm.MessagePopped]:
    return Call(
        "DELETE", _MESSAGES + "/last", mm.MessagePopped.from_json,
        {"conversation_id": conversation_id},
    )  # fmt: skip


def clear(conversation_id: str) -> Call[mm.MessagesCleared]:
    return Call(
        "DELETE", _MESSAGES, mm.MessagesCleared.from_json, {"conversation_id": conversation_id}
    )
