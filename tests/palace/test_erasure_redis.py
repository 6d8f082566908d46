"""Forgetting reaches Redis: after a conversation, a drawer, a memory or a user is erased, its
turns are gone from short-term memory (`/recent`, the `/context` block), from every Redis key
and, once the queued task has had Redis rewrite its files, from the append-only file and the
snapshot on disk; PostgreSQL, the keys and the files are all scanned (`redis_scan`)."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from django.db import transaction
from django.test import override_settings
from rest_framework.test import APIClient

from memories.models import TaskOutbox
from memories.retrieval.pipeline import _recall_sql
from memories.scoping import principal_for_user
from memories.services.dedup.facts import facts_of
from memories.services.lifecycle.erasure import memories_erase, user_erase
from memories.services.short_term import recent_turns_read
from memories.services.store.memory import memory_remember
from palace.models import Drawer
from tests.conftest import wait_for
from tests.helpers.conversations import mined_conversation
from tests.helpers.markers import unique_marker
from tests.helpers.redis_scan import (
    find_in_redis_files,
    find_in_redis_keys,
    find_stored,
    lzf_decompress,
    redis_data_files,
)
from tests.palace.test_erasure import marker_turns
from tests.palace.test_secrets_everywhere import fake_models  # noqa: F401 - fixture

pytestmark = [
    pytest.mark.django_db(transaction=True),  # turns reach Redis after the commit
    pytest.mark.usefixtures("fake_models"),  # the loopback embedder and LLM
]


def _name(label: str) -> str:
    """A session name of its own: Redis outlives a test database, so names must not repeat."""
    return f"{label}-{uuid.uuid4().hex[:8]}"


def _session(user: Any) -> APIClient:
    client = APIClient()
    client.force_login(user)
    return client


def _chat(client: APIClient, marker: str, session: str) -> str:
    """A conversation in a session: turns 2 and 3 quote `marker`; mined into drawers."""
    body = {
        "external_id": f"chat-{session}",
        "session": session,
        "messages": marker_turns(marker),
    }
    return mined_conversation(client, body)


def _recent(client: APIClient, session: str) -> str:
    response = client.get(f"/api/v1/sessions/{session}/recent")
    assert response.status_code in {200, 404}, response.content
    return str(response.content.decode())


def _context(client: APIClient, session: str) -> str:
    response = client.post("/api/v1/context", {"session": session}, format="json")
    assert response.status_code == 200, response.content
    return str(response.json()["text"])


def _everywhere_before(client: APIClient, session: str, marker: str) -> None:
    assert marker in _recent(client, session)
    assert marker in _context(client, session)
    assert find_in_redis_keys([marker])
    assert find_in_redis_files([marker])  # the append-only file has the pushed turns


def _files_compacted() -> None:
    """What the queued task does once the erasure committed (the worker runs it for the
    conversation test below)."""
    from memories.services.lifecycle.redis_erasure import redis_files_compact

    assert "aof" in redis_files_compact(timeout=60)


def test_erasing_a_conversation_leaves_no_turn_in_redis_nor_in_its_files(
    alice: Any, celery_worker_process: Any
) -> None:
    marker, other = unique_marker(), unique_marker()
    s_gone, s_kept = _name("gone"), _name("kept")
    api = _session(alice)
    gone = _chat(api, marker, s_gone)
    _chat(api, other, s_kept)
    _everywhere_before(api, s_gone, marker)

    url = f"/api/v1/conversations/{gone}/erase"
    assert api.post(url, {"confirm": gone}, format="json").status_code == 204

    assert marker not in _recent(api, s_gone)
    assert marker not in _context(api, s_gone)
    assert find_in_redis_keys([marker]) == []
    # The queued task (a real worker) has Redis rewrite its files: the text leaves the disk.
    wait_for(lambda: find_stored([marker]) == [], timeout=120, interval=0.5)
    assert other in _recent(api, s_kept)  # another conversation's turns stay
    assert find_in_redis_keys([other])


def test_erasing_a_drawer_removes_its_turn_from_short_term_memory(alice: Any) -> None:
    marker, s_drawer = unique_marker(), _name("drawer")
    api = _session(alice)
    conversation_id = _chat(api, marker, s_drawer)
    _everywhere_before(api, s_drawer, marker)

    for number in (2, 3):  # the two turns that quote the marker, one drawer at a time
        drawer = Drawer.objects.get(room__conversation_id=conversation_id, number=number)
        url = f"/api/v1/palace/drawers/{drawer.pk}/erase"
        assert api.post(url, {"confirm": str(drawer.pk)}, format="json").status_code == 204

    recent = api.get(f"/api/v1/sessions/{s_drawer}/recent").json()
    assert [t["content"] for t in recent["turns"]] == [
        "Good morning, shall we start?",
        "Anything else for today?",
    ]  # the other turns of the session stay
    assert marker not in _context(api, s_drawer)
    _files_compacted()
    assert find_stored([marker]) == []


def test_erasing_a_memory_removes_the_turn_it_was_extracted_from(admin_user: Any) -> None:
    marker, s_memory = unique_marker(), _name("memory")
    api = _session(admin_user)
    exchange = {
        "user_turn": f"I prefer the {marker} blend for espresso.",
        "assistant_turn": "Noted.",
        "session": s_memory,
    }
    response = api.post("/api/v1/extract", exchange, format="json")
    assert response.status_code == 201, response.content
    (fact,) = [f for f in response.json()["facts"] if marker in f["content"]]
    _everywhere_before(api, s_memory, marker)

    url = f"/api/v1/memories/{fact['id']}/forget"
    response = api.post(url, {"hard": True, "confirm": fact["id"]}, format="json")
    assert response.status_code == 204, response.content

    turns = api.get(f"/api/v1/sessions/{s_memory}/recent").json()["turns"]
    assert [t["content"] for t in turns] == ["Noted."]  # the reply quoted nothing erased
    assert marker not in _context(api, s_memory)
    _files_compacted()
    assert find_stored([marker]) == []


def test_erasing_a_user_removes_all_their_turns_and_keys(alice: Any, bob: Any) -> None:
    marker, bobs = unique_marker(), unique_marker()
    s_user, s_other = _name("user"), _name("other")
    alice_api, bob_api = _session(alice), _session(bob)
    _chat(alice_api, marker, s_user)
    exchange = {"user_turn": f"I like {marker} tea.", "session": s_other}
    response = alice_api.post("/api/v1/extract", exchange, format="json")
    assert response.status_code == 201, response.content
    for content in (f"Alice drinks {marker} tea", f"Alice drinks {marker} tea daily"):
        memory_remember(principal=principal_for_user(alice), content=content)  # dedup compares
    _chat(bob_api, bobs, s_user)
    _everywhere_before(alice_api, s_user, marker)
    recall = alice_api.post("/api/v1/recall", {"query": f"{marker} tea"}, format="json")
    assert recall.status_code == 200, recall.content
    # This process's memos: recall SQL per principal (which names alice), facts per text.
    assert _recall_sql.cache_info().currsize
    assert facts_of.cache_info().currsize
    alice_id = alice.pk

    user_erase(user_id=alice_id)

    assert _recall_sql.cache_info().currsize == facts_of.cache_info().currsize == 0

    assert recent_turns_read(owner_id=alice_id, session=s_user) == []
    assert recent_turns_read(owner_id=alice_id, session=s_other) == []
    assert find_in_redis_keys([marker]) == []
    _files_compacted()
    assert find_stored([marker]) == []
    assert bobs in _recent(bob_api, s_user)  # bob's session of the same name stays


def test_an_erasure_queues_one_task_with_ids_only_and_running_it_twice_is_safe(
    alice: Any,
) -> None:
    from memories.tasks import redis_erase

    marker = unique_marker()
    principal = principal_for_user(alice)
    first, second = (
        memory_remember(principal=principal, content=f"The {marker} vault opens at {hour}").memory
        for hour in ("nine", "noon")
    )
    with transaction.atomic():  # two erasures, one transaction: one task for the owner
        memories_erase(memory_ids=[first.pk])
        memories_erase(memory_ids=[second.pk])
        rows = list(TaskOutbox.objects.filter(task="memories.redis_erase"))
    assert [row.args for row in rows] == [
        [alice.pk, sorted([f"memory:{first.pk}", f"memory:{second.pk}"])]
    ]
    assert marker not in str(rows[0].args)  # the queue holds ids, never the erased text

    assert redis_erase.run(*rows[0].args) == 0  # removed at commit already: nothing left
    assert redis_erase.run(*rows[0].args) == 0  # and again: safe to retry


def test_with_redis_away_the_erasure_succeeds_and_the_queued_task_cleans_up_later(
    alice: Any, tmp_path: Any
) -> None:
    from memories.tasks import redis_erase
    from palace.services.erasure import conversation_erase

    marker, s_away = unique_marker(), _name("away")
    api = _session(alice)
    conversation_id = _chat(api, marker, s_away)
    with override_settings(REDIS_URL=f"unix://{tmp_path}/no-redis.sock"), transaction.atomic():
        conversation_erase(
            principal=principal_for_user(alice),
            conversation_id=conversation_id,
            confirm=conversation_id,
        )
        (row,) = TaskOutbox.objects.filter(task="memories.redis_erase")
    # Committed: the rows are gone; Redis could not be reached, so the turns are still kept.
    assert marker in _recent(api, s_away)

    assert redis_erase.run(*row.args) == 4  # what the worker does once Redis is back

    assert marker not in _recent(api, s_away)
    assert find_stored([marker]) == []


def test_the_file_scan_reads_compressed_snapshot_strings() -> None:
    """The scan is only worth its "0 hits" if it sees text Redis stored compressed."""
    import redis as redis_py
    from django.conf import settings

    marker = unique_marker()
    client = redis_py.Redis.from_url(settings.REDIS_URL)
    key = f"test:scan:{uuid.uuid4().hex}"
    # The marker's head first alone: compressed, the whole marker is only ever a back reference.
    head, tail = marker[:9], marker[9:]
    client.set(key, f"{head} {head} " + f"{head}{tail} padding " * 20)
    try:
        _files_compacted()  # the rewritten file starts with a snapshot: LZF-compressed strings
        assert not any(marker.encode() in path.read_bytes() for path in redis_data_files())
        assert find_in_redis_files([marker])
    finally:
        client.delete(key)
    packed = bytes([0x04]) + b"abcde" + bytes([0xA0, 0x04])  # "abcde" then 7 bytes back-ref
    assert lzf_decompress(packed, 12) == b"abcdeabcdeab"
