"""The Embedder protocol every provider satisfies, and the text hash stored beside each vector."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable


class EmbedderUnavailable(Exception):
    """The provider is down, unset or misconfigured; callers degrade instead of failing."""


@dataclass(frozen=True)
class Health:
    ok: bool
    detail: str


@runtime_checkable
class Embedder(Protocol):
    name: str  # provider name: local, openai, none
    model: str  # stored with every vector; vectors of different models are never compared
    dimensions: int

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One vector per text, or EmbedderUnavailable."""
        ...

    def health(self) -> Health: ...


def text_hash(text: str) -> str:
    """SHA-256 of the exact embedded text; an unchanged hash means no re-embedding is needed."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
