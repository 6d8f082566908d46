"""Per-project expiry defaults (`memory.defaultExpiry`): set by a project's managers
over the API and on its settings page, applied to that project's new memories; members read
them, nobody else learns the project exists."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.utils import timezone

from memories.models import Memory, Project
from tests.memories.api.conftest import World

URL = "/api/v1/projects/apollo/settings"


def _save(client: Any, content: str, kind: str) -> dict[str, Any]:
    response = client.post(
        "/api/v1/memories",
        {"content": content, "kind": kind, "scope": "project", "scope_ref": "apollo"},
        format="json",
    )
    assert response.status_code == 201, response.json()
    return dict(response.json())


def test_a_manager_sets_the_defaults_and_new_project_memories_follow_them(world: World) -> None:
    alice = world.client("alice_agent")  # alice manages apollo

    changed = alice.patch(
        URL, {"memory": {"defaultExpiry": {"warning": 7, "pattern": 30, "context": None}}},
        format="json",
    )  # fmt: skip

    assert changed.status_code == 200, changed.json()
    assert changed.json() == {
        "project": "apollo",
        "memory": {"defaultExpiry": {"warning": 7, "pattern": 30, "context": None}},
    }
    warning = Memory.objects.get(pk=_save(alice, "Never deploy apollo on Fridays", "warning")["id"])
    context = Memory.objects.get(pk=_save(alice, "Apollo is mid-migration", "context")["id"])
    learning = Memory.objects.get(
        pk=_save(alice, "Apollo builds faster with cache", "learning")["id"]
    )
    now = timezone.now()
    assert warning.expires_at is not None
    assert abs(warning.expires_at - (now + timedelta(days=7))) < timedelta(minutes=5)
    assert context.expires_at is None  # the project says never (the default is 30 days)
    assert learning.expires_at is not None  # not named: the installation's 180 days
    assert abs(learning.expires_at - (now + timedelta(days=180))) < timedelta(minutes=5)
    assert world.client("carol").get(URL).json()["memory"]["defaultExpiry"]["warning"] == 7


def test_only_managers_change_them_and_bad_values_are_refused(world: World) -> None:
    carol = world.client("carol")  # a member, not a manager
    refused = carol.patch(URL, {"memory": {"defaultExpiry": {"warning": 1}}}, format="json")
    stranger = world.client("bob_agent").get(URL)
    bad_kind = world.client("alice_agent").patch(
        URL, {"memory": {"defaultExpiry": {"rumour": 3}}}, format="json"
    )
    bad_days = world.client("alice_agent").patch(
        URL, {"memory": {"defaultExpiry": {"warning": 0}}}, format="json"
    )
    missing = world.client("bob_agent").get("/api/v1/projects/no-such/settings")

    assert refused.status_code == 403
    assert (stranger.status_code, stranger.json()) == (missing.status_code, missing.json())
    assert stranger.status_code == 404
    assert bad_kind.status_code == bad_days.status_code == 400
    assert Project.objects.get(slug="apollo").default_expiry == {}


def test_the_settings_page_saves_for_a_manager_and_is_read_only_for_members(
    world: World, client: Any
) -> None:
    client.force_login(world.users["alice"])
    page = client.get("/memory/projects/apollo/settings/").content.decode()
    assert 'name="expiry_warning"' in page
    saved = client.post("/memory/projects/apollo/settings/", {"expiry_warning": "14",
                                                              "expiry_context": "never"})  # fmt: skip
    assert saved.status_code == 200
    assert Project.objects.get(slug="apollo").default_expiry == {"warning": 14, "context": None}

    client.force_login(world.users["carol"])
    read_only = client.get("/memory/projects/apollo/settings/").content.decode()
    assert "disabled" in read_only
    client.post("/memory/projects/apollo/settings/", {"expiry_warning": "1"})
    assert Project.objects.get(slug="apollo").default_expiry["warning"] == 14
