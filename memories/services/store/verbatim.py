"""Verbatim records: palace drawers are memories of kind `message`, stored word for word.

Unlike `memory_remember` there is no dedup (two identical "ok" turns are two drawers) and no
paraphrase; secrets are still scrubbed, vectors are prepared before the transaction, and the
rows obey the write door's rules for the principal they are stored for (`row_claims`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from django.db import connection

from memories.embeddings.storage import PreparedVector, embedding_text, prepare_vectors
from memories.models import Kind, Memory, MemoryEmbedding, Scope, Source
from memories.redaction import ScrubResult, scrub_joined
from memories.scoping import Principal
from memories.services.rules.write_rules import row_claims


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


def _scrubbed(items: Sequence[VerbatimItem]) -> list[tuple[ScrubResult, ScrubResult]]:
    # Hint and content as one text: a hint that ends in a label makes the content's start a secret.
    pairs = []
    for item in items:
        hint, content = scrub_joined([item.recall_hint, item.content])
        pairs.append((content, hint))
    return pairs


def verbatim_texts(items: Sequence[VerbatimItem]) -> list[str]:
    """The texts `verbatim_prepare` embeds for `items` (scrubbed), to embed many windows' records
    in one batch ahead of time."""
    return [
        embedding_text(content=c.text, recall_hint=h.text, kind=Kind.MESSAGE)
        for c, h in _scrubbed(items)
    ]


def verbatim_prepare(
    items: Sequence[VerbatimItem], *, ready: dict[str, PreparedVector] | None = None
) -> list[PreparedVerbatim]:
    """Scrub and embed a batch (network allowed: call this OUTSIDE any transaction). `ready`:
    vectors already made for some texts (keyed by the embedded text), from a bulk call."""
    scrubbed = _scrubbed(items)
    texts = [
        embedding_text(content=c.text, recall_hint=h.text, kind=Kind.MESSAGE) for c, h in scrubbed
    ]
    known = ready or {}
    missing = [t for t in texts if t not in known]
    made = prepare_vectors(missing) if missing else []
    vectors: list[PreparedVector | None]
    if made is None:  # the embedder is down: the reconciler fills them in later
        vectors = [known.get(t) for t in texts]
    else:
        fresh = dict(zip(missing, made, strict=True))
        vectors = [known.get(t) or fresh[t] for t in texts]
    return [
        PreparedVerbatim(
            item=item,
            content=content.text,
            recall_hint=hint.text,
            redacted=tuple(sorted(set(content.found) | set(hint.found))),
            vector=vectors[index],
        )
        for index, (item, (content, hint)) in enumerate(zip(items, scrubbed, strict=True))
    ]


def verbatim_store(
    *,
    principal: Principal,
    prepared: Sequence[PreparedVerbatim],
    source_conversation: str,
    scope: str = Scope.USER,
    session_key: str = "",
    project_id: int | None = None,
) -> list[Memory]:
    """Insert the prepared records as `principal`'s (call inside the caller's transaction), by
    the rules of any write of theirs: a scope they may not write is refused, and a record
    claims what they may claim of exactly what was said (source mining, confidence 1.0).
    `project_id`: the project the records belong to (a conversation ingested through a
    project-bound key)."""
    claims = row_claims(
        principal, scope=scope, project_id=project_id if scope == Scope.PROJECT else None,
        source=Source.MINING, confidence=1.0,
    )  # fmt: skip
    rows: list[Memory] = []
    for entry in prepared:
        metadata = dict(entry.item.metadata)
        if entry.redacted:
            metadata["redacted"] = list(entry.redacted)
        rows.append(
            Memory(
                owner_id=principal.user_id,
                content=entry.content,
                recall_hint=entry.recall_hint,
                kind=Kind.MESSAGE,
                tags=list(dict.fromkeys(entry.item.tags)),
                scope=scope,
                session_key=session_key,
                project_id=project_id,
                source_conversation=source_conversation,
                pointer=entry.item.pointer,
                entities=list(dict.fromkeys(entry.item.entities)),
                metadata=metadata,
                content_hash=hashlib.sha256(entry.content.encode()).hexdigest(),
                **claims.as_fields(),
            )
        )
    Memory.objects.bulk_create(rows)  # one INSERT for the set (the search triggers run per row)
    _keep_created_at(rows, [entry.item.created_at for entry in prepared])
    MemoryEmbedding.objects.bulk_create(
        [
            MemoryEmbedding(
                memory=memory,
                model=entry.vector.model,
                dimensions=entry.vector.dimensions,
                embedding=entry.vector.vector,
                text_hash=entry.vector.text_hash,
            )
            for memory, entry in zip(rows, prepared, strict=True)
            if entry.vector is not None
        ]
    )
    return rows


def _keep_created_at(rows: Sequence[Memory], times: Sequence[datetime | None]) -> None:
    """auto_now_add ignores a given value; the message's own time is what recall needs: one
    UPDATE for the set."""
    pairs = [(row.pk, at) for row, at in zip(rows, times, strict=True) if at is not None]
    if not pairs:
        return
    values = ", ".join(["(%s::uuid, %s::timestamptz)"] * len(pairs))
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE memories_memory AS m SET created_at = v.at FROM (VALUES {values}) "
            "AS v(id, at) WHERE m.id = v.id",
            [value for pair in pairs for value in pair],
        )
    for row, at in zip(rows, times, strict=True):
        if at is not None:
            row.created_at = at
