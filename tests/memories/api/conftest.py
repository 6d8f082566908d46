"""Fixtures of the /memories API tests: a small world of principals, scopes and memories.

alice owns memories in every scope (global is the admin's); carol shares alice's persona,
project and system (read grant) but owns nothing; bob shares nothing. Agent keys act for alice,
for bob, and for alice bound to a second persona (which narrows what that key sees).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, cast

import pytest
from rest_framework.test import APIClient

from memories.api.throttling import KEY_PREFIX, redis_client
from memories.models import ApiKey, Memory, ProjectMembership, SystemGrant
from tests.factories import AdminFactory, UserFactory
from tests.factories.memories import (
    MemoryFactory,
    PersonaFactory,
    ProjectFactory,
    SystemFactory,
    api_key_for,
)
from tests.factories.recall import local_recall_state

MEMORIES_URL = "/api/v1/memories"
SCOPES = ("user", "persona", "project", "system", "session", "global")
HUMANS = ("alice", "bob", "carol", "admin")
AGENTS = ("alice_agent", "bob_agent", "alice_persona_agent")
PRINCIPALS = HUMANS + AGENTS


def memory_url(memory_id: object, action: str = "") -> str:
    return f"{MEMORIES_URL}/{memory_id}" + (f"/{action}" if action else "")


def bearer(raw_key: str) -> APIClient:
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {raw_key}")
    return client


def session(user: Any) -> APIClient:
    client = APIClient()
    client.force_login(user)
    return client


@pytest.fixture(autouse=True)
def _fast_passwords(settings: Any) -> None:
    """Users are made per test; the production hasher would dominate the run time."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True)
def _fresh_rate_limits() -> None:
    """Key ids restart with each test database; old windows in Redis must not count."""
    client = redis_client()
    for name in client.scan_iter(f"{KEY_PREFIX}:*"):
        client.delete(name)


@pytest.fixture
def local_recall(settings: Any) -> Iterator[None]:
    """Recall with the packaged MiniLM, no LLM, and vector coverage read fresh every time."""
    with local_recall_state(settings):
        yield


@dataclass
class World:
    users: dict[str, Any]
    keys: dict[str, tuple[ApiKey, str]]
    memories: dict[str, Memory]
    extra: dict[str, Any] = field(default_factory=dict)

    def client(self, who: str) -> APIClient:
        if who in self.keys:
            return bearer(self.keys[who][1])
        return session(self.users[who])


@pytest.fixture
def world(db: None) -> World:
    return make_world()


def make_world() -> World:
    """The rows of `world`, made in the current transaction (a test's, or a module's: see
    `tests/helpers/module_rows.py`)."""
    alice, bob, carol = (cast(Any, UserFactory(username=n)) for n in ("alice", "bob", "carol"))
    admin: Any = AdminFactory(username="admin")
    project: Any = ProjectFactory(slug="apollo")
    system: Any = SystemFactory(slug="billing")
    persona = PersonaFactory(slug="helper")
    persona.members.add(alice, carol)
    other_persona = PersonaFactory(slug="reviewer")
    other_persona.members.add(alice)
    ProjectMembership.objects.create(project=project, user=alice, can_manage=True)
    ProjectMembership.objects.create(project=project, user=carol)
    SystemGrant.objects.create(system=system, user=alice, can_manage=True)
    SystemGrant.objects.create(system=system, user=carol)
    subjects: dict[str, dict[str, Any]] = {
        "user": {},
        "persona": {"persona": persona},
        "project": {"project": project},
        "system": {"system": system},
        "session": {"session_key": "thread-1"},
        "global": {},
    }
    memories: dict[str, Any] = {
        scope: MemoryFactory(
            owner=admin if scope == "global" else alice,
            scope=scope,
            content=f"alice's {scope} memory about the deploy checklist",
            **subject,
        )
        for scope, subject in subjects.items()
    }
    keys = {
        "alice_agent": api_key_for(alice),
        "bob_agent": api_key_for(bob),
        "alice_persona_agent": api_key_for(alice, persona=other_persona),
    }
    return World(
        users={"alice": alice, "bob": bob, "carol": carol, "admin": admin},
        keys=keys,
        memories=memories,
        extra={"persona": persona, "project": project, "system": system},
    )


@pytest.fixture
def alice_key(world: World) -> str:
    return world.keys["alice_agent"][1]


@pytest.fixture
def alice_api(alice_key: str) -> APIClient:
    return bearer(alice_key)
