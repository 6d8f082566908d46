"""Changes to a memory that exists: update it in place, or supersede it by a new version. The
text it had is kept either way, as a revision; `memory.memory_remember` writes new ones."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from django.db import transaction

from memories.embeddings.storage import embedding_text
from memories.models import Memory, MemoryRevision, Status
from memories.scoping import Principal, memory_get_for_write
from memories.services.audit import audit_record
from memories.services.graph.entity_links import entity_refs_resolve
from memories.services.people.api_keys import run_write_consume
from memories.services.rules import validation as v
from memories.services.rules.write_rules import write_claims
from memories.services.store.vectors import embed_memory_text, reembed_after_commit, store_vector
from memory_project.errors import Conflict


class _Unset(enum.Enum):
    token = "UNSET"


UNSET = _Unset.token  # "not given" for fields where None is a meaningful value (expires_at)


def revision_keep(memory: Memory, *, reason: str, principal: Principal | None) -> MemoryRevision:
    return MemoryRevision.objects.create(
        memory=memory,
        content=memory.content,
        recall_hint=memory.recall_hint,
        kind=memory.kind,
        tags=list(memory.tags),
        reason=reason,
        changed_by_id=principal.user_id if principal is not None else None,
        changed_via_key_id=principal.api_key_id if principal is not None else None,
    )


def link_superseded(*, principal: Principal, old: Memory, new: Memory) -> None:
    """The old version stays in history (a revision), archived, and points to its successor."""
    revision_keep(old, reason="supersede", principal=principal)
    old.superseded_by = new
    old.status = Status.ARCHIVED
    old.always_inject = old.always_inject_proposed = False
    old.save(
        update_fields=[
            "superseded_by",
            "status",
            "always_inject",
            "always_inject_proposed",
            "updated_at",
        ]
    )


def memory_update(
    *,
    principal: Principal,
    memory_id: object,
    content: str | None = None,
    recall_hint: str | None = None,
    kind: str | None = None,
    tags: Sequence[str] | None = None,
    relevance_score: float | None = None,
    entities: Sequence[str] | None = None,
    metadata: dict[str, Any] | None = None,
    expires_at: datetime | _Unset | None = UNSET,
) -> Memory:
    """Change a memory in place; its previous state becomes a revision ("update")."""
    current = memory_get_for_write(principal=principal, memory_id=memory_id)
    changes: dict[str, Any] = {}
    redacted: tuple[str, ...] = ()
    if content is not None or recall_hint is not None:
        text = v.clean_content(
            current.content if content is None else content,
            current.recall_hint if recall_hint is None else recall_hint,
        )
        redacted = text.redacted
        changes.update(content=text.content, recall_hint=text.recall_hint)
        changes["content_hash"] = v.content_hash(text.content)
    if kind is not None:
        changes["kind"] = v.check_kind(kind)
    if tags is not None:
        changes["tags"] = v.check_tags(tags)
    if relevance_score is not None:
        changes["relevance_score"] = v.check_unit("relevance_score", relevance_score)
    if entities is not None:
        refs = v.check_entity_refs(entities)
        changes["entities"] = entity_refs_resolve(owner_id=current.owner_id, refs=refs)
    if metadata is not None:
        changes["metadata"] = v.check_metadata(metadata)
    if not isinstance(expires_at, _Unset):
        changes["expires_at"] = v.check_expires_at(expires_at)

    content_now = changes.get("content", current.content)
    hint_now = changes.get("recall_hint", current.recall_hint)
    kind_now = changes.get("kind", current.kind)
    # The vector changes with the text it is made of (a kind can change which part of the hint
    # that is: `embedded_hint`).
    text_changed = embedding_text(
        content=content_now, recall_hint=hint_now, kind=kind_now
    ) != embedding_text(content=current.content, recall_hint=current.recall_hint, kind=current.kind)
    prepared = embed_memory_text(content_now, hint_now, kind=kind_now) if text_changed else None

    with transaction.atomic():
        memory = memory_get_for_write(principal=principal, memory_id=memory_id, lock=True)
        if not any(getattr(memory, name) != value for name, value in changes.items()):
            return memory
        revision_keep(memory, reason="update", principal=principal)
        for name, value in changes.items():
            setattr(memory, name, value)
        if redacted:
            memory.metadata = {**memory.metadata, "redacted": list(redacted)}
        memory.save()
        if text_changed and not store_vector(memory, prepared) and prepared is not None:
            transaction.on_commit(lambda: reembed_after_commit(memory.pk))
        audit_record(
            principal=principal,
            action="update",
            memory_id=memory.pk,
            detail={"fields": sorted(changes), "redacted": list(redacted)},
        )
    return memory


def memory_supersede(
    *, principal: Principal, memory_id: object, content: str, recall_hint: str = ""
) -> Memory:
    """Replace a memory by a new one in the same scope; the old one is archived and points to it."""
    old = memory_get_for_write(principal=principal, memory_id=memory_id)
    text = v.clean_content(content, recall_hint or old.recall_hint)
    claims = write_claims(principal)
    prepared = embed_memory_text(text.content, text.recall_hint, kind=old.kind)

    with transaction.atomic():
        old = memory_get_for_write(principal=principal, memory_id=memory_id, lock=True)
        if old.superseded_by_id is not None:
            raise Conflict("This memory was already superseded; supersede its successor.")
        run_write_consume(principal=principal, run_id="")
        meta = {k: val for k, val in old.metadata.items() if k != "redacted"}
        if text.redacted:
            meta["redacted"] = list(text.redacted)
        new = Memory.objects.create(
            content=text.content,
            recall_hint=text.recall_hint,
            kind=old.kind,
            tags=list(old.tags),
            source=claims.source,
            owner_id=old.owner_id,
            scope=old.scope,
            persona_id=old.persona_id,
            project_id=old.project_id,
            system_id=old.system_id,
            session_key=old.session_key,
            status=Status.ACTIVE,
            confidence=claims.confidence,
            relevance_score=old.relevance_score,
            expires_at=v.default_expiry(old.kind),
            always_inject=old.always_inject,
            always_inject_proposed=old.always_inject_proposed,
            entities=list(old.entities),
            metadata=meta,
            content_hash=v.content_hash(text.content),
            created_via_key_id=principal.api_key_id,
        )
        store_vector(new, prepared)
        link_superseded(principal=principal, old=old, new=new)
        audit_record(
            principal=principal,
            action="supersede",
            memory_id=old.pk,
            detail={"superseded_by": str(new.pk), "redacted": list(text.redacted)},
        )
    return new
