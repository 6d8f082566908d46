"""Write-side embedding: what text a memory embeds, and storing its vector under its model.

Embedding happens BEFORE the write transaction (house rule 3: no network call inside a
transaction); `prepare_vectors` returns None when the embedder is down or unset, and the row is
stored without a vector for the periodic reconciler to fill in.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass

from memories.embeddings.base import EmbedderUnavailable, text_hash
from memories.embeddings.bulk import embed_bulk
from memories.embeddings.registry import get_embedder
from memories.models import Kind, Memory, MemoryEmbedding

logger = logging.getLogger("memories.embeddings")


def embedding_text(*, content: str, recall_hint: str = "", kind: str) -> str:
    """The exact text embedded for a memory of `kind`: the embedded part of its recall hint (the
    rankable index), then its content. Every path that embeds, stores or checks a vector builds
    its text here, so a vector's `text_hash` always says whether it is the current one."""
    hint = embedded_hint(recall_hint, kind=kind)
    return f"{hint}\n\n{content.strip()}" if hint else content.strip()


def embedded_hint(recall_hint: str, *, kind: str) -> str:
    """The part of a recall hint that goes into the vector: all of it, but for a verbatim turn
    (kind `message`: a drawer's record) only its first line, who spoke and when. The lines after
    it quote the turns around it: full-text search reads them (a reply like "Yes, every
    weekend!" is found by its question's words), the vector leaves them out: it says what this
    turn says, and it is made from far fewer tokens (docs/benchmarks.md, Bulk ingest and LoCoMo)."""
    hint = recall_hint.strip()
    if kind == Kind.MESSAGE:
        return hint.split("\n", 1)[0].strip()
    return hint


@dataclass(frozen=True)
class PreparedVector:
    model: str
    dimensions: int
    vector: list[float]
    text_hash: str


def prepare_vectors(texts: Sequence[str], *, bulk: bool = False) -> list[PreparedVector] | None:
    """Embed `texts` with the configured model; None (logged) when the embedder is unavailable.
    `bulk`: a bulk path's many texts, through the embedder's batch API (`embed_bulk`)."""
    if not texts:
        return []
    embedder = get_embedder()
    try:
        vectors = embed_bulk(texts) if bulk else embedder.embed(texts)
    except EmbedderUnavailable as exc:
        logger.warning(
            "Embedder %s unavailable (%s); storing without vectors, the reconciler will "
            "embed them later.",
            embedder.name,
            exc,
        )
        return None
    return [
        PreparedVector(model=embedder.model, dimensions=len(v), vector=v, text_hash=text_hash(t))
        for t, v in zip(texts, vectors, strict=True)
    ]


def memory_embedding_store(*, memory: Memory, prepared: PreparedVector) -> MemoryEmbedding:
    """Upsert the memory's vector for this model (natural key: memory + model)."""
    row, _ = MemoryEmbedding.objects.update_or_create(
        memory=memory,
        model=prepared.model,
        defaults={
            "dimensions": prepared.dimensions,
            "embedding": prepared.vector,
            "text_hash": prepared.text_hash,
        },
    )
    return row
