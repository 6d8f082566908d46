"""Short-term memory: a session's last turns kept in Redis with a TTL, read back by
their owner only, put first in /context, gone when the session goes quiet, and Redis being down
never fails a write (the read says 503; /context answers without them and says so)."""

from __future__ import annotations

import time
from typing import Any

import pytest
from django.test import override_settings

from memories.api.throttling import redis_client
from memories.context.compose import TURNS_PREAMBLE
from tests.conftest import wait_for
from tests.palace.api.test_palace_api import client_for

pytestmark = pytest.mark.django_db(transaction=True)  # turns are kept after the commit

SECRET = "ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"


@pytest.fixture(autouse=True)
def _no_turns_left_from_earlier_runs() -> None:
    """User ids restart with each test database, and the test Redis keeps its data between
    runs: turns a previous run left for the same id and session must not be read back."""
    client = redis_client()
    for name in client.scan_iter("memory:recent:*"):
        client.delete(name)


def _chat(client: Any, session: str, *texts: str) -> None:
    body = {
        "external_id": f"chat-{session}",
        "session": session,
        "messages": [
            {"content": text, "role": "user" if n % 2 == 0 else "assistant"}
            for n, text in enumerate(texts)
        ],
    }
    assert client.post("/api/v1/conversations", body, format="json").status_code == 201


def test_the_last_turns_of_a_session_come_back_oldest_first_capped(
    alice: Any, bob: Any, settings: Any
) -> None:
    settings.SHORT_TERM_TURNS = 3
    alice_api = client_for(alice)
    _chat(alice_api, "s-1", "one", "two", f"three {SECRET}", "four")

    body = alice_api.get("/api/v1/sessions/s-1/recent").json()

    assert body["session"] == "s-1"
    assert [t["content"].split()[0] for t in body["turns"]] == ["two", "three", "four"]
    assert [t["role"] for t in body["turns"]] == ["assistant", "user", "assistant"]
    assert SECRET not in str(body)  # scrubbed before it reached Redis
    other = client_for(bob).get("/api/v1/sessions/s-1/recent")
    assert other.status_code == 404  # bob's own s-1 is empty: nobody reads another's turns
    assert other.json()["error"]["code"] == "not_found"


def test_context_puts_the_recent_turns_first_when_a_session_is_given(alice: Any) -> None:
    alice_api = client_for(alice)
    _chat(alice_api, "s-2", "Can you book the Porto train?", "Booked the 9:05 train.")

    with_session = alice_api.post("/api/v1/context", {"session": "s-2"}, format="json").json()
    without = alice_api.post("/api/v1/context", {"query": "train"}, format="json").json()

    assert with_session["recent_turns"] == 2
    assert with_session["text"].startswith(f'<recent_turns>\n{TURNS_PREAMBLE}\n<turn role="user"')
    assert "Booked the 9:05 train." in with_session["text"]
    assert "recent_turns>" not in without["text"]


def test_a_quiet_session_forgets_its_turns(alice: Any, settings: Any) -> None:
    settings.SHORT_TERM_TTL_SECONDS = 1
    alice_api = client_for(alice)
    started = time.monotonic()
    _chat(alice_api, "s-3", "short lived")
    assert alice_api.get("/api/v1/sessions/s-3/recent").status_code == 200

    # Gone once the TTL has run out (polled, so the test waits no longer than Redis takes),
    # and not before.
    wait_for(lambda: alice_api.get("/api/v1/sessions/s-3/recent").status_code == 404, 10, 0.1)
    assert time.monotonic() - started >= 0.95


def test_redis_down_fails_no_write_and_says_so_on_read(alice: Any, tmp_path: Any) -> None:
    alice_api = client_for(alice)
    with override_settings(REDIS_URL=f"unix://{tmp_path}/no-redis.sock"):
        _chat(alice_api, "s-4", "still saved in PostgreSQL")  # the write succeeds
        read = alice_api.get("/api/v1/sessions/s-4/recent")
        context = alice_api.post("/api/v1/context", {"session": "s-4"}, format="json")

    assert read.status_code == 503
    assert read.json()["error"]["code"] == "unavailable"
    assert context.status_code == 200
    assert "short-term memory unavailable" in context.json()["note"]
