"""Curation fixtures: the curation URLs, a signed-in curator, and builders for its rows."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, cast

import pytest
from django.test import Client

from memories.models import Memory, ProjectMembership
from memories.scoping import principal_for_api_key
from memories.services.store.memory import memory_remember
from palace.models import Conversation, MiningRun
from tests.factories.memories import MemoryFactory, ProjectFactory, api_key_for

WORDS = (
    "apple", "bridge", "cactus", "dolphin", "engine", "falcon", "glacier", "harbor", "igloo",
    "jasmine", "kettle", "lantern", "meadow", "nectar", "orchid", "pepper", "quartz", "river",
    "saddle", "tundra", "umbrella", "violin", "walnut", "xylophone", "yogurt", "zeppelin",
)  # fmt: skip


@pytest.fixture
def curator(client: Client, admin_user: Any) -> Client:
    client.force_login(admin_user)
    return client


TEAM = "team"


def team_memory(**fields: Any) -> Memory:
    """A row of project "team" (shared: curators curate it). A person's private rows are closed
    to curators unless their owner asks (tests/curation/test_privacy.py)."""
    fields.setdefault("scope", "project")
    if fields["scope"] == "project":
        fields.setdefault("project", ProjectFactory(slug=TEAM))
    return cast(Memory, MemoryFactory(**fields))


@pytest.fixture
def agent_memory(alice: Any) -> Callable[..., Memory]:
    """A memory an agent wrote through alice's API key into her project "team", by the real
    remember service."""
    team = ProjectFactory(slug=TEAM)
    ProjectMembership.objects.get_or_create(project=team, user=alice)
    key, _ = api_key_for(alice)
    principal = principal_for_api_key(key)

    def build(content: str, **fields: Any) -> Memory:
        fields.setdefault("scope", "project")
        if fields["scope"] == "project":
            fields.setdefault("scope_ref", TEAM)
        return memory_remember(principal=principal, content=content, **fields).memory

    return build


@pytest.fixture
def stale_memories(alice: Any) -> Callable[[int], list[Memory]]:
    def build(n: int) -> list[Memory]:
        return [
            team_memory(
                owner=alice,
                content=f"The {WORDS[i % 26]} service runs on host {i}",
                status="stale",
                stale_reason=f"entity urn:host:{i} was deprecated",
            )
            for i in range(n)
        ]

    return build


@pytest.fixture
def mining_run(alice: Any) -> Callable[..., MiningRun]:
    def build(external_id: str, **fields: Any) -> MiningRun:
        conversation = Conversation.objects.create(
            owner=alice,
            external_id=external_id,
            title=f"Chat {external_id}",
            started_at=datetime(2024, 1, 1, tzinfo=UTC),
        )
        return MiningRun.objects.create(conversation=conversation, extractor="offline", **fields)

    return build
