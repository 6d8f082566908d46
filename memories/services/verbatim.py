"""Verbatim records: palace drawers are memories of kind `message`, stored word for word.

Unlike `memory_remember` there is no dedup (two identical "ok" turns are two drawers) and no
paraphrase; secrets are still scrubbed, and vectors are prepared before the transaction.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from django.db import transaction

from memories.embeddings.storage import (
    PreparedVector,
    embedding_text,
    memory_embedding_store,
    prepare_vectors,
)
from memories.models import Kind, Memory, Scope, Source
from memories.redaction import scrub_joined


@dataclass(frozen=True)
class VerbatimItem:
    content: str
    pointer: str = ""
    tags: Sequence[str] = ()
    recall_hint: str = ""
    created_at: datetime | None = None
    entities: Sequence[str] = ()  # URNs mentioned, so the graph strategy can reach the record
    metadata: dict[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class PreparedVerbatim:
    item: VerbatimItem
    content: str
    recall_hint: str
    redacted: tuple[str, ...]
    vector: PreparedVector | None


def verbatim_prepare(items: Sequence[VerbatimItem]) -> list[PreparedVerbatim]:
    """Scrub and embed a batch (network allowed: call this OUTSIDE any transaction)."""
    # Hint and content as one text: a hint that ends in a label makes the content's start a secret.
    scrubbed = [scrub_joined([i.recall_hint, i.content])[::-1] for i in items]
    texts = [embedding_text(content=c.text, recall_hint=h.text) for c, h in scrubbed]
    vectors = prepare_vectors(texts)
    return [
        PreparedVerbatim(
            item=item,
            content=content.text,
            recall_hint=hint.text,
            redacted=tuple(sorted(set(content.found) | set(hint.found))),
            vector=vectors[index] if vectors else None,
        )
        for index, (item, (content, hint)) in enumerate(zip(items, scrubbed, strict=True))
    ]


def verbatim_store(
    *,
    owner_id: int,
    prepared: Sequence[PreparedVerbatim],
    source_conversation: str,
    scope: str = Scope.USER,
    session_key: str = "",
    project_id: int | None = None,
) -> list[Memory]:
    """Insert the prepared records (call inside the caller's transaction). `project_id`: the
    project the records belong to (a conversation ingested through a project-bound key)."""
    rows: list[Memory] = []
    for entry in prepared:
        metadata = dict(entry.item.metadata)
        if entry.redacted:
            metadata["redacted"] = list(entry.redacted)
        memory = Memory.objects.create(
            owner_id=owner_id,
            content=entry.content,
            recall_hint=entry.recall_hint,
            kind=Kind.MESSAGE,
            tags=list(dict.fromkeys(entry.item.tags)),
            source=Source.MINING,
            scope=scope,
            session_key=session_key,
            project_id=project_id,
            source_conversation=source_conversation,
            pointer=entry.item.pointer,
            entities=list(dict.fromkeys(entry.item.entities)),
            confidence=1.0,  # a verbatim record is exactly what was said
            metadata=metadata,
            content_hash=hashlib.sha256(entry.content.encode()).hexdigest(),
        )
        if entry.item.created_at is not None:
            # auto_now_add ignores a given value; the message's own time is what recall needs.
            Memory.objects.filter(pk=memory.pk).update(created_at=entry.item.created_at)
            memory.created_at = entry.item.created_at
        if entry.vector is not None:
            memory_embedding_store(memory=memory, prepared=entry.vector)
        rows.append(memory)
    return rows


def verbatim_record(
    *,
    owner_id: int,
    items: Sequence[VerbatimItem],
    source_conversation: str,
    scope: str = Scope.USER,
    session_key: str = "",
) -> list[Memory]:
    """Prepare (outside) then store (inside one transaction)."""
    prepared = verbatim_prepare(items)
    with transaction.atomic():
        return verbatim_store(
            owner_id=owner_id,
            prepared=prepared,
            source_conversation=source_conversation,
            scope=scope,
            session_key=session_key,
        )
