"""Embedding for the bulk paths (an import, a chat history's mining, re-embedding after a model
change): many texts per call to the embedder's batch API instead of one call per memory, the
rows then written in sets by the caller."""

from __future__ import annotations

from collections.abc import Sequence

from memories.embeddings.registry import get_embedder

BULK_BATCH = 256  # texts per call: the model's throughput is flat from about 64 up


def embed_bulk(texts: Sequence[str]) -> list[list[float]]:
    """One vector per text, BULK_BATCH texts per call to the configured embedder's batch path
    (`embed_batch` where it has one, else `embed`). Raises EmbedderUnavailable."""
    embedder = get_embedder()
    call = getattr(embedder, "embed_batch", None) or embedder.embed
    vectors: list[list[float]] = []
    for start in range(0, len(texts), BULK_BATCH):
        vectors.extend(call(texts[start : start + BULK_BATCH]))
    return vectors
