"""`GET /api/v1/export` and "Download my memory": a person or key exports only rows it owns and
may read — never another person's, and a bound key no more than its reads."""

from __future__ import annotations

import io
import json
import zipfile
from typing import Any

import pytest

from memories.models import Memory, ProjectMembership
from memories.scoping import principal_for_api_key, principal_for_user
from palace.services.conversations import MessageIn, conversation_ingest
from tests.factories.memories import api_key_for
from tests.memories.api.conftest import World, bearer, session

pytestmark = pytest.mark.django_db

URL = "/api/v1/export"


def _parts(response: Any) -> dict[str, list[dict[str, Any]]]:
    assert response.status_code == 200, getattr(response, "content", b"")
    assert response["Content-Type"] == "application/zip"
    data = b"".join(response.streaming_content)
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return {
            name.removesuffix(".jsonl"): [json.loads(x) for x in archive.read(name).splitlines()]
            for name in archive.namelist()
            if name.endswith(".jsonl")
        }


def _contents(parts: dict[str, list[dict[str, Any]]]) -> set[str]:
    return {m["content"] for m in parts["memories"]}


def _ingest(principal: Any, external_id: str, text: str) -> None:
    conversation_ingest(
        principal=principal,
        external_id=external_id,
        messages=[MessageIn(speaker="Alice", content=text)],
    )


def test_bob_exports_only_his_own_rows(world: World):
    alice = world.users["alice"]
    _ingest(principal_for_user(alice), "alice-chat", "alice's private chat line")
    parts = _parts(world.client("bob").get(URL))
    assert parts["memories"] == []
    assert parts["conversations"] == []
    assert parts["messages"] == []
    assert [u["username"] for u in parts["users"]] == ["bob"]
    by_key = _parts(world.client("bob_agent").get(URL))
    assert by_key["memories"] == []
    assert by_key["conversations"] == []


def test_alice_exports_every_row_she_owns_and_nobody_elses(world: World):
    parts = _parts(world.client("alice").get(URL))
    owned = {m.content for scope, m in world.memories.items() if scope != "global"}
    assert _contents(parts) == owned  # the global one is the admin's
    assert {m["owner"] for m in parts["memories"]} == {"alice"}
    assert all(not u["is_superuser"] and not u["is_staff"] for u in parts["users"])


def test_a_bound_keys_export_is_limited_like_its_reads(world: World):
    key = "alice_persona_agent"  # bound to another persona, without private reach
    listed = world.client(key).get("/api/v1/memories?limit=100").json()["results"]
    owned = set(Memory.objects.filter(owner=world.users["alice"]).values_list("content", flat=True))
    readable_own = {row["content"] for row in listed} & owned
    assert readable_own  # the system memory its user may read
    parts = _parts(world.client(key).get(URL))
    assert _contents(parts) == readable_own
    assert "alice's user memory about the deploy checklist" not in _contents(parts)


def test_a_project_bound_key_exports_its_projects_conversations_only(world: World):
    alice = world.users["alice"]
    zeus = ProjectMembership.objects.create(
        project=world.extra["project"].__class__.objects.create(slug="zeus", name="Zeus"),
        user=alice,
    ).project
    _ingest(principal_for_user(alice), "private-chat", "a private chat line")
    apollo_key, raw = api_key_for(alice, project=world.extra["project"])
    _ingest(principal_for_api_key(apollo_key), "apollo-chat", "an apollo chat line")
    zeus_key, _ = api_key_for(alice, project=zeus)
    _ingest(principal_for_api_key(zeus_key), "zeus-chat", "a zeus chat line")
    parts = _parts(bearer(raw).get(URL))
    assert [c["external_id"] for c in parts["conversations"]] == ["apollo-chat"]
    assert [m["content"] for m in parts["messages"]] == ["an apollo chat line"]
    assert "zeus" not in {m["project"] for m in parts["memories"]}
    listed = bearer(raw).get("/api/v1/memories?limit=100").json()["results"]
    owned = set(Memory.objects.filter(owner=alice).values_list("content", flat=True))
    assert _contents(parts) == {row["content"] for row in listed} & owned
    everything = _parts(session(alice).get(URL))
    assert {c["external_id"] for c in everything["conversations"]} == {
        "private-chat", "apollo-chat", "zeus-chat",
    }  # fmt: skip


def test_a_key_without_the_read_rule_cannot_export(world: World):
    _, raw = api_key_for(world.users["alice"], rules=("memory.manage",))
    response = bearer(raw).get(URL)
    assert response.status_code == 403
    assert response.json()["error"]["code"]


def test_an_unknown_query_parameter_is_refused(world: World):
    response = world.client("alice").get(URL + "?scope=all")
    assert response.status_code == 400


def test_the_settings_page_links_to_the_download_of_ones_own_memory(world: World):
    client = session(world.users["bob"])
    page = client.get("/memory/settings/")
    assert b"Download my memory" in page.content
    assert b'href="/memory/palace/export/"' in page.content
    parts = _parts(client.get("/memory/palace/export/"))
    assert parts["memories"] == []
    assert [u["username"] for u in parts["users"]] == ["bob"]
    assert _parts(session(world.users["alice"]).get("/memory/palace/export/"))["memories"]
