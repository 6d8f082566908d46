"""A conversation sent through the API, ended and mined, as the worker would mine it."""

from __future__ import annotations

from typing import Any

from rest_framework.test import APIClient

from palace.mining.pipeline import conversation_mine


def mined_conversation(client: APIClient, body: dict[str, Any]) -> str:
    """Post `body` to /api/v1/conversations, end it, mine it (what the queued task runs) and
    return its id."""
    response = client.post("/api/v1/conversations", body, format="json")
    assert response.status_code == 201, response.content
    conversation_id = str(response.json()["id"])
    assert client.post(f"/api/v1/conversations/{conversation_id}/end").status_code == 202
    conversation_mine(conversation_id=conversation_id)
    return conversation_id
