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


def embed_memory_text(content: str, recall_hint: str) -> PreparedVector | None:
    prepared = prepare_vectors([embedding_text(content=content, recall_hint=recall_hint)])
    return prepared[0] if prepared else None


def store_vector(memory: Memory, prepared: PreparedVector | None) -> bool:
    """Store `prepared` if it is the vector of the memory's current text; drop stale vectors.

    Returns False when the memory still needs (re-)embedding after commit.
    """
    current = text_hash(embedding_text(content=memory.content, recall_hint=memory.recall_hint))
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
    if memory is None:
        return
    prepared = embed_memory_text(memory.content, memory.recall_hint)
    if prepared is None:
        return
    with transaction.atomic():
        locked = Memory.objects.select_for_update().filter(pk=memory_id).first()
        if locked is not None:
            store_vector(locked, prepared)
