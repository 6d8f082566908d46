"""Fixtures of the recall tests: named principals, memories stored with real MiniLM vectors."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from memories.embeddings.storage import embedding_text, memory_embedding_store, prepare_vectors
from memories.models import Memory, MemoryEmbedding
from memories.scoping import Principal, principal_for_user
from memories.services.rules.validation import content_hash
from tests.factories.recall import local_recall_state

MakeMemory = Callable[..., Memory]


@pytest.fixture(autouse=True)
def _fresh_recall_state(settings: Any) -> Iterator[None]:
    with local_recall_state(settings):
        yield


@pytest.fixture
def make_memory(db: None) -> MakeMemory:
    """Store a memory the way the write path does: row, then its vector (unless embed=False)."""

    def make(owner: Any, content: str, *, embed: bool = True, **fields: Any) -> Memory:
        memory = Memory.objects.create(
            owner=owner, content=content, content_hash=content_hash(content), **fields
        )
        if embed:
            text = embedding_text(content=content, recall_hint=memory.recall_hint, kind=memory.kind)
            prepared = prepare_vectors([text])
            assert prepared, "the local embedder must be available in tests"
            memory_embedding_store(memory=memory, prepared=prepared[0])
        return memory

    return make


@pytest.fixture
def as_alice(alice: Any) -> Principal:
    return principal_for_user(alice)


@pytest.fixture
def as_bob(bob: Any) -> Principal:
    return principal_for_user(bob)


def unit_vector(rng: random.Random, dims: int = 384) -> list[float]:
    """A random unit vector (a stand-in for an embedding where only geometry matters)."""
    vector = [rng.gauss(0, 1) for _ in range(dims)]
    norm = sum(x * x for x in vector) ** 0.5
    return [x / norm for x in vector]


def bulk_with_vectors(owner: Any, count: int, rng: random.Random, prefix: str) -> list[Memory]:
    """`count` memories of `owner`, each with a random MiniLM-sized vector, in two statements."""
    rows = Memory.objects.bulk_create(
        Memory(owner=owner, content=f"{prefix} {n}", content_hash=content_hash(f"{prefix} {n}"))
        for n in range(count)
    )
    MemoryEmbedding.objects.bulk_create(
        MemoryEmbedding(
            memory=m, model="all-MiniLM-L6-v2", dimensions=384, embedding=unit_vector(rng),
            text_hash="x",
        )
        for m in rows
    )  # fmt: skip
    return rows
