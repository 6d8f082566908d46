"""Curation fixtures: the curation URLs, a signed-in curator, and builders for its rows."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest
from django.test import Client

from memories.models import Memory
from memories.scoping import principal_for_api_key
from memories.services.memory import memory_remember
from palace.models import Conversation, MiningRun
from tests.factories.memories import MemoryFactory, api_key_for

WORDS = (
    "apple", "bridge", "cactus", "dolphin", "engine", "falcon", "glacier", "harbor", "igloo",
    "jasmine", "kettle", "lantern", "meadow", "nectar", "orchid", "pepper", "quartz", "river",
    "saddle", "tundra", "umbrella", "violin", "walnut", "xylophone", "yogurt", "zeppelin",
)  # fmt: skip


@pytest.fixture
def curator(client: Client, admin_user: Any) -> Client:
    client.force_login(admin_user)
    return client


@pytest.fixture
def agent_memory(alice: Any) -> Callable[..., Memory]:
    """A memory an agent wrote through alice's API key, by the real remember service."""
    key, _ = api_key_for(alice)
    principal = principal_for_api_key(key)

    def build(content: str, **fields: Any) -> Memory:
        return memory_remember(principal=principal, content=content, **fields).memory

    return build


@pytest.fixture
def stale_memories(alice: Any) -> Callable[[int], list[Memory]]:
    def build(n: int) -> list[Memory]:
        return [
            MemoryFactory(
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
