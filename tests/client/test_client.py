"""`memory_layer_client` against the served app: every operation, typed results and errors,
cursor iteration, retries on 429 with Retry-After, timeouts, the async client, and keys that
could never be sent refused when the client is made."""

from __future__ import annotations

import io
import json
import socket
import time
import zipfile
from datetime import UTC, datetime
from typing import Any

import anyio
import httpx
import pytest
from django.db import connection

from memories.models import ApiKey
from memory_layer_client import (
    AsyncMemoryClient,
    AuthenticationFailed,
    InvalidRequest,
    MemoryClient,
    NotFound,
    PermissionDenied,
    RateLimited,
    Retry,
    TransportError,
)
from memory_layer_client._calls import retry_after_seconds
from memory_layer_client.models import Memory, RecallResult
from palace.portability.jobs import import_job_run
from tests.factories import UserFactory
from tests.factories.memories import api_key_for
from tests.palace.mcp.conftest import ServedApp

pytestmark = pytest.mark.django_db(transaction=True)


class Recorder:
    """Every request the client really sent (an httpx event hook, nothing replaced)."""

    def __init__(self) -> None:
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> None:
        self.requests.append(request)


def client_for(
    app: ServedApp, raw_key: str, recorder: Recorder | None = None, **kw: Any
) -> MemoryClient:
    hooks = {"request": [recorder]} if recorder else {}
    # 120 s: the served app loads its embedding model on the first write (slow on a busy box).
    http = httpx.Client(timeout=kw.pop("timeout", 120.0), event_hooks=hooks)
    return MemoryClient(app.url, raw_key, http=http, **kw)


@pytest.fixture
def alice_key(served_app: ServedApp) -> str:
    return api_key_for(UserFactory(username="alice"))[1]


def test_remember_recall_update_forget_with_typed_results(served_app, alice_key) -> None:
    with client_for(served_app, alice_key) as memory:
        saved = memory.remember(
            "Alice takes her tea with oat milk", kind="preference", tags=["tea"]
        )
        again = memory.remember(
            "Alice takes her tea with oat milk", kind="preference", tags=["tea"]
        )
        recalled = memory.recall("how does Alice take her tea?", top_k=3)
        updated = memory.update(saved.id, content="Alice takes her tea with soy milk")
        history = memory.history(saved.id)
        forgotten = memory.forget(saved.id)
        restored = memory.restore(saved.id)

    assert isinstance(saved, Memory)
    assert saved.deduplicated is False
    assert again.deduplicated is True
    assert again.id == saved.id
    assert saved.created_at.tzinfo is not None  # datetimes parsed
    assert isinstance(recalled, RecallResult)
    assert recalled.results[0].id == saved.id
    assert recalled.ranking
    assert updated.content == "Alice takes her tea with soy milk"
    assert history[0].content == "Alice takes her tea with oat milk"
    assert forgotten.status == "archived"
    assert restored.status == "active"


def test_list_iterates_over_every_cursor_page(served_app, alice_key) -> None:
    recorder = Recorder()
    with client_for(served_app, alice_key, recorder) as memory:
        ids = {memory.remember(f"Room {n} of the house is painted colour {n}").id for n in range(5)}
        recorder.requests.clear()
        listed = [item.id for item in memory.list(limit=2)]

    assert sorted(listed) == sorted(ids)
    assert len(recorder.requests) == 3  # pages of 2, 2 and 1
    assert "cursor" in recorder.requests[1].url.params


def test_api_errors_are_typed_with_code_message_and_fields(served_app, alice_key) -> None:
    bob_key = api_key_for(UserFactory(username="bob"))[1]
    alice_user = ApiKey.objects.get(user__username="alice").user
    read_key = api_key_for(alice_user, rules=("memory.read",))[1]
    with client_for(served_app, bob_key) as bob:
        bobs = bob.remember("Bob's bike lock combination lives in the drawer")
    with client_for(served_app, alice_key) as alice:
        with pytest.raises(NotFound) as missing:
            alice.get(bobs.id)
        with pytest.raises(InvalidRequest) as invalid:
            alice.remember("x", kind="gossip")
    with client_for(served_app, read_key) as reader, pytest.raises(PermissionDenied) as denied:
        reader.remember("not allowed")

    assert (missing.value.status, missing.value.code) == (404, "not_found")
    assert invalid.value.code == "invalid"
    assert list(invalid.value.fields) == ["kind"]
    assert denied.value.message == "This key lacks the memory.manage rule."


def test_429_is_retried_after_retry_after_then_raised(served_app, alice_key) -> None:
    ApiKey.objects.update(rate_limit_per_minute=1)
    recorder = Recorder()
    retry = Retry(attempts=2, max_delay=0.2)
    with client_for(served_app, alice_key, recorder, retry=retry) as memory:
        memory.profiles()
        started = time.monotonic()
        with pytest.raises(RateLimited) as limited:
            memory.profiles()
        waited = time.monotonic() - started

    assert len(recorder.requests) == 1 + 3  # one allowed; then a first try and two retries
    assert limited.value.retry_after is not None
    assert limited.value.retry_after >= 1  # the server's Retry-After, capped to 0.2 s per wait
    assert waited >= 0.4


def test_retry_waits_what_retry_after_says_within_its_cap() -> None:
    retry = Retry(attempts=3, backoff=0.5, max_delay=10)

    assert retry.wait(0, 429, 7.0) == 7.0
    assert retry.wait(0, 503, 60.0) == 10
    assert retry.wait(3, 429, 1.0) is None  # attempts used up
    assert retry.wait(0, 404, 1.0) is None  # only 429 and 503 are retried
    assert 0.5 <= retry.wait(1, 503, None) <= 1.0  # backoff 0.5 * 2, with jitter


def _served_app_idle(seconds: float = 30.0) -> None:
    """Wait until no other session on the test database runs a query or holds a transaction:
    the served app goes on with a request its client gave up on, and the database's flush at
    the end of the test would deadlock with it."""
    deadline = time.monotonic() + seconds
    quiet = 0
    while time.monotonic() < deadline and quiet < 3:
        time.sleep(0.2)
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()"
                " AND pid <> pg_backend_pid() AND state IN ('active', 'idle in transaction')"
            )
            busy = cursor.fetchone()[0]
        quiet = 0 if busy else quiet + 1
    assert quiet >= 3, "the served app still works on the request its client gave up on"


def test_a_timeout_is_a_transport_error(served_app, alice_key) -> None:
    with (
        client_for(served_app, alice_key, timeout=0.000_1) as memory,
        pytest.raises(TransportError),
    ):
        memory.recall("anything at all")
    _served_app_idle()


def test_async_client_does_the_same(served_app, alice_key) -> None:
    async def scenario() -> Any:
        async with AsyncMemoryClient(served_app.url, alice_key, timeout=120) as memory:
            saved = await memory.remember("Alice's flight to Lisbon leaves on May 3")
            recalled = await memory.recall("when is the Lisbon flight?")
            conversation = await memory.start_conversation("trip-1", title="Trip")
            added = await memory.add_messages(conversation.id, [{"content": "Book a window seat"}])
            listed = [item.id async for item in memory.list(limit=1)]
            return saved, recalled, added, listed

    saved, recalled, added, listed = anyio.run(scenario)

    assert recalled.results[0].id == saved.id
    assert added.added == 1
    assert added.conversation.message_count == 1
    assert saved.id in listed


def test_export_streams_the_callers_archive_to_a_path_or_a_file(
    served_app, alice_key, tmp_path
) -> None:
    with client_for(served_app, alice_key) as memory:
        saved = memory.remember("Alice's passport expires in March 2031")
        written = memory.export(tmp_path / "mine.zip")

    assert written == (tmp_path / "mine.zip").stat().st_size > 0
    with zipfile.ZipFile(tmp_path / "mine.zip") as archive:
        manifest = json.loads(archive.read("manifest.json"))
        memories = [json.loads(line) for line in archive.read("memories.jsonl").splitlines()]
    assert manifest["parts"]["memories"]["records"] == 1
    assert [row["id"] for row in memories] == [saved.id]

    async def download() -> bytes:
        into = io.BytesIO()
        async with AsyncMemoryClient(served_app.url, alice_key, timeout=120) as memory:
            await memory.export(into)
        return into.getvalue()

    assert zipfile.ZipFile(io.BytesIO(anyio.run(download))).namelist() == archive.namelist()


def test_a_refused_export_raises_the_typed_error_and_writes_nothing(
    served_app, alice_key, tmp_path
) -> None:
    ApiKey.objects.update(revoked_at=datetime.now(UTC))
    with client_for(served_app, alice_key) as memory, pytest.raises(AuthenticationFailed):
        memory.export(tmp_path / "mine.zip")
    assert not (tmp_path / "mine.zip").exists()


def test_an_import_is_uploaded_and_followed_to_its_end(served_app, alice_key, tmp_path) -> None:
    chats = tmp_path / "chats.jsonl"
    chats.write_text('{"conversation": "c-1", "role": "user", "content": "Ship on Friday"}\n')
    with client_for(served_app, alice_key) as memory:
        job = memory.import_file(chats, kind="jsonl")
        assert (job.status, job.file_name, job.finished) == ("queued", "chats.jsonl", False)
        import_job_run(job.id)  # what the worker does with it
        done = memory.import_job(job.id)
        assert done.finished
        assert done.report == {"chats": 1, "added": 1, "already_here": 0}
        with pytest.raises(InvalidRequest) as refused:
            memory.import_file(io.BytesIO(b"not a zip"), kind="archive")
        assert "file" in refused.value.fields

    async def follow() -> list[str]:
        async with AsyncMemoryClient(served_app.url, alice_key, timeout=120) as memory:
            again = await memory.import_file(chats, kind="jsonl")
            await anyio.to_thread.run_sync(import_job_run, again.id)
            return [j.status for j in await memory.import_jobs()]

    assert anyio.run(follow) == ["done", "done"]


def test_retry_after_reads_seconds_or_an_http_date() -> None:
    now = datetime(2026, 11, 23, 12, 0, 0, tzinfo=UTC)

    assert retry_after_seconds("12") == 12.0
    assert retry_after_seconds("Mon, 23 Nov 2026 12:00:30 GMT", now=now) == 30.0
    assert retry_after_seconds("Mon, 23 Nov 2026 11:00:00 GMT", now=now) == 0.0  # past: now
    assert retry_after_seconds("soon") is None
    assert retry_after_seconds(None) is None


def test_no_server_is_a_transport_error() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # bound, never listening: the connection is refused
        with (
            MemoryClient(f"http://127.0.0.1:{port}", "ml_x") as memory,
            pytest.raises(TransportError),
        ):
            memory.profiles()


@pytest.mark.parametrize("client_class", [MemoryClient, AsyncMemoryClient])
@pytest.mark.parametrize("raw_key", ["", "   ", "\n\t"])
def test_an_empty_api_key_is_refused_when_the_client_is_made(
    client_class: type[MemoryClient] | type[AsyncMemoryClient], raw_key: str
) -> None:
    with pytest.raises(ValueError, match="api_key is empty"):
        client_class("http://127.0.0.1:9", raw_key)


@pytest.mark.parametrize("client_class", [MemoryClient, AsyncMemoryClient])
def test_a_key_that_cannot_travel_in_a_header_is_refused_when_the_client_is_made(
    client_class: type[MemoryClient] | type[AsyncMemoryClient],
) -> None:
    with pytest.raises(ValueError, match="printable ASCII"):
        client_class("http://127.0.0.1:9", "ml_abc def")


def test_a_key_read_from_a_file_with_its_newline_still_authenticates(served_app, alice_key) -> None:
    with MemoryClient(served_app.url, alice_key + "\n") as memory:
        assert memory.profiles() == []
