"""Embedding providers behind one small protocol: local MiniLM, OpenAI-compatible HTTP, none."""

from memories.embeddings.base import Embedder, EmbedderUnavailable, Health, text_hash
from memories.embeddings.registry import get_embedder, reset_embedder

__all__ = [
    "Embedder",
    "EmbedderUnavailable",
    "Health",
    "get_embedder",
    "reset_embedder",
    "text_hash",
]
