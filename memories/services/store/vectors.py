"""A memory's vector on the write path: embed before the transaction, store inside it.

House rule 3: no network call inside a transaction. When the text that must be embedded is only
known inside the transaction (a dedup merge), the vector is computed after commit instead.
"""

from __future__ import annotations

import uuid

from django.db import transaction

from memories.embeddings.base import text_hash
from memories.embeddings.storage import (
    PreparedVector,
    embedding_text,
    memory_embedding_store,
    prepare_vectors,
)
from memories.models import Memory, MemoryEmbedding


def embed_memory_text(content: str, recall_hint: str, *, kind: str) -> PreparedVector | None:
    prepared = prepare_vectors(
        [embedding_text(content=content, recall_hint=recall_hint, kind=kind)]
    )
    return prepared[0] if prepared else None


def store_vector(memory: Memory, prepared: PreparedVector | None) -> bool:
    """Store `prepared` if it is the vector of the memory's current text; drop stale vectors.

    Returns False when the memory still needs (re-)embedding after commit.
    """
    current = _current_hash(memory)
    # Vectors of an older text are wrong under every model; the reconciler refills missing ones.
    MemoryEmbedding.objects.filter(memory=memory).exclude(text_hash=current).delete()
    if prepared is not None and prepared.text_hash == current:
        memory_embedding_store(memory=memory, prepared=prepared)
        return True
    return False


def reembed_after_commit(memory_id: uuid.UUID) -> None:
    """Embed a memory whose final text was only known inside the transaction (a dedup merge).

    Runs after commit (no network call inside a transaction); a second short transaction stores
    the vector only if the text has not changed meanwhile.
    """
    memory = Memory.objects.filter(pk=memory_id).first()
    if memory is None or _vectors_current(memory):
        return
    prepared = embed_memory_text(memory.content, memory.recall_hint, kind=memory.kind)
    if prepared is None:
        return
    with transaction.atomic():
        locked = Memory.objects.select_for_update().filter(pk=memory_id).first()
        if locked is not None:
            store_vector(locked, prepared)


def _current_hash(memory: Memory) -> str:
    """The text hash a vector of `memory` must carry: that of its embedded text now."""
    return text_hash(
        embedding_text(content=memory.content, recall_hint=memory.recall_hint, kind=memory.kind)
    )


def _vectors_current(memory: Memory) -> bool:
    """The memory has a vector, and each of its vectors is of its current embedded text (a
    drawer whose neighbours' quotes changed keeps its vector: they are not embedded)."""
    hashes = set(MemoryEmbedding.objects.filter(memory=memory).values_list("text_hash", flat=True))
    return hashes == {_current_hash(memory)}
