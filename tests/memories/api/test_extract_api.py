"""Fact extraction at a turn boundary: POST /api/v1/extract saves the facts of one
exchange at once (offline extractor, or the LLM on loopback when configured), scrubbed, in the
session's scope by default, under the same write rule as every write."""

from __future__ import annotations

import json
from typing import Any

from django.test import override_settings

from memories.models import Memory
from tests.factories.memories import api_key_for
from tests.memories.api.conftest import World, bearer

URL = "/api/v1/extract"
EXCHANGE = {
    "user_turn": "I moved to Lisbon last spring. I prefer green tea over coffee.",
    "assistant_turn": "Noted, enjoy Lisbon!",
    "session": "chat-7",
}


def test_the_facts_of_one_exchange_are_saved_now_in_the_session(world: World) -> None:
    response = world.client("alice_agent").post(URL, EXCHANGE, format="json")

    assert response.status_code == 201, response.json()
    body = response.json()
    assert body["extractor"] == "offline"
    contents = [fact["content"] for fact in body["facts"]]
    assert any("Lisbon" in text for text in contents)
    assert any("green tea" in text for text in contents)
    for fact in body["facts"]:
        assert (fact["scope"], fact["scope_ref"]) == ("session", "chat-7")
        assert fact["deduplicated"] is False
    rows = Memory.objects.filter(pk__in=[f["id"] for f in body["facts"]])
    assert {row.owner_id for row in rows} == {world.users["alice"].pk}
    again = world.client("alice_agent").post(URL, EXCHANGE, format="json").json()
    assert all(fact["deduplicated"] for fact in again["facts"])  # the same facts fold in
    recent = world.client("alice_agent").get("/api/v1/sessions/chat-7/recent").json()
    assert [t["role"] for t in recent["turns"]][-2:] == ["user", "assistant"]  # short-term too


def test_without_an_llm_a_move_and_a_new_habit_are_saved_about_the_speaker(world: World) -> None:
    response = world.client("alice_agent").post(
        URL,
        {"user_turn": "I'm moving to Shenzhen next month and will start jogging in the morning.",
         "assistant_turn": "That sounds exciting! I hope the move goes smoothly."},
        format="json",
    )  # fmt: skip

    assert response.status_code == 201, response.json()
    body = response.json()
    assert body["extractor"] == "offline"
    facts = {fact["content"]: fact["kind"] for fact in body["facts"]}
    assert facts == {
        "Alice is moving to Shenzhen next month": "event",
        "Alice will start jogging in the morning": "fact",
    }  # the speaker's third person; the assistant's courtesy is no fact


def test_a_named_scope_is_used_and_secrets_never_reach_the_store(world: World) -> None:
    secret = "sk-live-4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c"
    response = world.client("alice_agent").post(
        URL,
        {"user_turn": f"I decided to rotate the billing key {secret} every month.",
         "scope": "profile", "scope_ref": "apollo"},
        format="json",
    )  # fmt: skip

    assert response.status_code == 201, response.json()
    facts = response.json()["facts"]
    assert facts
    assert {(f["scope"], f["scope_ref"]) for f in facts} == {("project", "apollo")}
    assert not Memory.objects.filter(content__contains=secret).exists()


def test_with_an_llm_configured_it_extracts_with_the_llm(world: World, fake_openai: Any) -> None:
    fake_openai.reply_with(json.dumps({
        "people": [], "places": ["Lisbon"], "topics": ["move"], "turns": [],
        "facts": [{"seq": 1, "kind": "event", "text": "Alice moved to Lisbon in spring 2025."}],
    }))  # fmt: skip
    with override_settings(
        LLM_BASE_URL=fake_openai.base_url, LLM_API_KEY="test-key", LLM_MODEL="fake-chat"
    ):
        body = world.client("alice_agent").post(URL, EXCHANGE, format="json").json()

    assert body["extractor"] == "fake-chat"
    assert [f["content"] for f in body["facts"]] == ["Alice moved to Lisbon in spring 2025."]
    prompt = fake_openai.requests[-1][1]["messages"][-1]["content"]
    assert "green tea" in prompt


def test_refused_and_bad_requests_write_nothing(world: World) -> None:
    alice = world.users["alice"]
    read_only = bearer(api_key_for(alice, rules=("memory.read",))[1])
    before = Memory.objects.count()

    forbidden = read_only.post(URL, EXCHANGE, format="json")
    empty = world.client("alice_agent").post(URL, {"user_turn": " "}, format="json")
    unknown = world.client("alice_agent").post(URL, {**EXCHANGE, "speaker": "x"}, format="json")
    not_theirs = world.client("bob_agent").post(
        URL, {**EXCHANGE, "scope": "project", "scope_ref": "apollo"}, format="json"
    )

    assert forbidden.status_code == 403
    assert empty.status_code == 400
    assert "user_turn" in empty.json()["error"]["fields"]
    assert unknown.status_code == 400
    assert not_theirs.status_code == 400  # a project not his answers like an unknown one
    assert not_theirs.json()["error"]["fields"] == {"scope_ref": ["unknown project 'apollo'"]}
    assert Memory.objects.count() == before
