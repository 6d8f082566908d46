"""A session key may hold a slash (`team/chat-1`): ingest takes it, so its recent turns answer."""

from __future__ import annotations

from typing import Any

import pytest

from tests.memories.api.conftest import World

pytestmark = pytest.mark.django_db


def test_recent_turns_of_a_session_key_with_a_slash(
    world: World, django_capture_on_commit_callbacks: Any
) -> None:
    alice = world.client("alice_agent")
    body = {
        "external_id": "c-slash", "session": "team/chat-1",
        "messages": [{"role": "user", "content": "the demo moved to Thursday"}],
    }  # fmt: skip
    with django_capture_on_commit_callbacks(execute=True):
        assert alice.post("/api/v1/conversations", body, format="json").status_code == 201
    for path in ("team/chat-1", "team%2Fchat-1"):
        response = alice.get(f"/api/v1/sessions/{path}/recent")
        assert response.status_code == 200, response.content
        assert response.json()["session"] == "team/chat-1"
        assert response.json()["turns"][0]["content"] == "the demo moved to Thursday"
