"""Writing memories: remember (with dedup and its correction chain). Update and supersede
live in `revisions` and are exported from here too, where their callers import them.

Order inside every write: validate and scrub → embed (network, outside any transaction) →
one short transaction that locks, stores the row, its vector, its revision and its audit event.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.db import transaction

from memories.embeddings.storage import PreparedVector
from memories.models import Memory, Persona, Project, Scope, Status
from memories.scoping import (
    Principal,
    can_write,
    memory_is_visible,
    require_acting_for,
)
from memories.services.audit import audit_record
from memories.services.dedup.find import find_duplicate, lock_chain_head, lock_subject
from memories.services.graph.entity_links import entities_link
from memories.services.people.api_keys import run_write_consume
from memories.services.rules import validation as v
from memories.services.rules.scope_subject import ScopeSubject, resolve_scope
from memories.services.rules.subject_labels import check_subject_labels
from memories.services.rules.write_rules import row_claims
from memories.services.store.revisions import (
    UNSET,
    link_superseded,
    memory_supersede,
    memory_update,
    revision_keep,
)
from memories.services.store.vectors import embed_memory_text, reembed_after_commit, store_vector
from memory_project import metrics

__all__ = ["UNSET", "RememberResult", "memory_remember", "memory_supersede", "memory_update"]

logger = logging.getLogger("memories.services")


@dataclass(frozen=True)
class RememberResult:
    memory: Memory
    deduplicated: bool
    superseded: Memory | None = None  # the memory this one corrected (now archived, linked)


def _row_subject(principal: Principal, subject: ScopeSubject) -> dict[str, Any]:
    """The row's scope columns. A project-bound key's writes belong to its project in every
    scope (`project_id`), so a key bound to another project never sees them (scoping)."""
    row = subject.model_fields()
    if principal.bound_project_id is not None and row["project_id"] is None:
        row["project_id"] = principal.bound_project_id
    return row


def _merge_duplicate(
    *,
    principal: Principal,
    memory: Memory,
    text: v.CleanText,
    digest: str,
    fields: dict[str, Any],
    prepared: PreparedVector | None,
    match: str,
    explicit_expiry: datetime | None,
) -> Memory:
    """Fold a re-stated memory into its (locked) duplicate: the correction, not a new row."""
    changed = (
        memory.content != text.content
        or bool(text.recall_hint and memory.recall_hint != text.recall_hint)
        or bool(set(fields["tags"]) - set(memory.tags))
    )
    if changed:
        revision_keep(memory, reason="dedup", principal=principal)
    memory.content = text.content
    memory.content_hash = digest
    memory.recall_hint = text.recall_hint or memory.recall_hint
    memory.tags = v.merge_tags(memory.tags, fields["tags"])
    memory.entities = list(dict.fromkeys([*memory.entities, *fields["entities"]]))
    memory.metadata = {**memory.metadata, **fields["metadata"]}
    memory.confidence = max(memory.confidence, fields["confidence"])
    memory.relevance_score = max(memory.relevance_score, fields["relevance_score"])
    memory.always_inject = memory.always_inject or fields["always_inject"]
    memory.always_inject_proposed = not memory.always_inject and (
        memory.always_inject_proposed or fields["always_inject_proposed"]
    )
    # Re-stating a memory renews its lifetime (by the kind it keeps); an explicit one wins.
    renewed = explicit_expiry or v.default_expiry(
        memory.kind, project_id=memory.project_id if memory.scope == Scope.PROJECT else None
    )
    if renewed is not None:
        memory.expires_at = renewed
    memory.save()
    if not store_vector(memory, prepared) and prepared is not None:
        # The merged text differs from what was embedded (the old hint was kept): re-embed.
        transaction.on_commit(lambda: reembed_after_commit(memory.pk))
    audit_record(
        principal=principal,
        action="remember",
        memory_id=memory.pk,
        detail={
            "deduplicated": True,
            "match": match,
            "kind": memory.kind,
            "scope": memory.scope,
            "revised": changed,
            "redacted": list(text.redacted),
        },
    )
    return memory


def _binding_scope(principal: Principal) -> tuple[str, str]:
    """The scope a memory goes to when the request names none: the project a key is
    bound to, else the persona it acts as, else the person's own."""
    if principal.bound_project_id is not None:
        project = Project.objects.filter(pk=principal.bound_project_id).first()
        return Scope.PROJECT, project.slug if project else ""
    if principal.bound_persona_id is not None:
        persona = Persona.objects.filter(pk=principal.bound_persona_id).first()
        return Scope.PERSONA, persona.slug if persona else ""
    return Scope.USER, ""


@metrics.write_observed
def memory_remember(
    *,
    principal: Principal,
    content: str,
    recall_hint: str = "",
    kind: str = "fact",
    scope: str | None = None,
    scope_ref: str = "",
    tags: Sequence[str] = (),
    source: str | None = None,
    always_inject: bool = False,
    entities: Sequence[str] = (),
    expires_at: datetime | None = None,
    relevance_score: float = 0.5,
    confidence: float | None = None,
    metadata: dict[str, Any] | None = None,
    source_conversation: str = "",
    source_run: str = "",
    pointer: str = "",
    owner_id: int | None = None,
    subject_labels: Sequence[str] = (),
) -> RememberResult:
    """Store a memory, or fold it into the near-duplicate already in its scope.

    `subject_labels` (`Memory.subject`, from a foreign contract: `user_id:alice`) narrow the
    row within its scope: dedup looks only among rows of the same labels."""
    text = v.clean_content(content, recall_hint)
    kind = v.check_kind(kind)
    clean_tags = v.check_tags(tags)
    clean_entities = v.check_entity_refs(entities)
    relevance = v.check_unit("relevance_score", relevance_score)
    meta = v.check_metadata(metadata)
    if text.redacted:
        meta["redacted"] = list(text.redacted)
    explicit_expiry = v.check_expires_at(expires_at)
    conversation = v.check_identifier(
        "source_conversation", source_conversation, max_chars=v.MAX_IDENTIFIER_CHARS
    )
    run = v.check_identifier("source_run", source_run, max_chars=v.MAX_IDENTIFIER_CHARS)
    pointer = v.check_identifier("pointer", pointer, max_chars=v.MAX_POINTER_CHARS)
    labels = check_subject_labels(subject_labels)
    owner = principal.user_id if owner_id is None else owner_id
    require_acting_for(principal, owner)
    if scope is None:
        scope, scope_ref = _binding_scope(principal) if not scope_ref else (Scope.USER, scope_ref)
    subject = resolve_scope(scope=scope, scope_ref=scope_ref, owner_id=owner)
    claims = row_claims(
        principal,
        scope=subject.scope,
        persona_id=subject.persona_id,
        project_id=subject.project_id,
        system_id=subject.system_id,
        ref=v.check_identifier("scope_ref", scope_ref, max_chars=v.MAX_REF_CHARS),
        source=source,
        confidence=confidence,
        always_inject=always_inject,
    )
    fields: dict[str, Any] = {
        "kind": kind,
        "tags": clean_tags,
        "source_conversation": conversation,
        "source_run": run,
        "pointer": pointer,
        "relevance_score": relevance,
        "expires_at": explicit_expiry
        or v.default_expiry(
            kind, project_id=subject.project_id if subject.scope == Scope.PROJECT else None
        ),
        **claims.as_fields(),
        "entities": clean_entities,
        "metadata": meta,
    }
    if labels:
        fields["subject"] = labels
    digest = v.content_hash(text.content)
    # Before the transaction: embedding may be a network call.
    prepared = embed_memory_text(text.content, text.recall_hint, kind=kind)

    with transaction.atomic():
        lock_subject(subject=subject, content_hash=digest)
        fields["entities"] = entities_link(owner_id=owner, refs=clean_entities, text=text.content)
        decision = find_duplicate(
            subject=subject,
            content=text.content,
            recall_hint=text.recall_hint,
            content_hash=digest,
            prepared=prepared,
            kind=kind,
            labels=labels,
        )
        existing, why = decision.duplicate, decision.why
        if existing is not None and not memory_is_visible(principal=principal, memory=existing):
            existing = None  # a row this principal cannot see is never returned or merged into
        if existing is not None and not can_write(principal, existing):
            # Someone else's memory in a shared scope is never rewritten by another writer: an
            # exact restatement returns it as is; a near one (new information) gets its own row.
            if why == "exact":
                audit_record(
                    principal=principal,
                    action="remember",
                    memory_id=existing.pk,
                    detail={"deduplicated": True, "match": why, "revised": False},
                )
                return RememberResult(memory=existing, deduplicated=True)
            existing = None
        if existing is not None:
            merged = _merge_duplicate(
                principal=principal,
                memory=Memory.objects.select_for_update().get(pk=existing.pk),
                text=text,
                digest=digest,
                fields=fields,
                prepared=prepared,
                match=why,
                explicit_expiry=explicit_expiry,
            )
            return RememberResult(memory=merged, deduplicated=True)

        run_write_consume(principal=principal, run_id=run)
        memory = Memory.objects.create(
            content=text.content,
            recall_hint=text.recall_hint,
            content_hash=digest,
            status=Status.ACTIVE,
            created_via_key_id=principal.api_key_id,
            **fields,
            **_row_subject(principal, subject),
        )
        store_vector(memory, prepared)
        superseded = _supersede_corrected(principal=principal, old=decision.corrects, new=memory)
        audit_record(
            principal=principal,
            action="remember",
            memory_id=memory.pk,
            detail={
                "deduplicated": False,
                "kind": kind,
                "scope": subject.scope,
                "chars": len(text.content),
                "embedded": prepared is not None,
                "redacted": list(text.redacted),
                "superseded": str(superseded.pk) if superseded is not None else None,
            },
        )
    return RememberResult(memory=memory, deduplicated=False, superseded=superseded)


def _supersede_corrected(*, principal: Principal, old: Memory | None, new: Memory) -> Memory | None:
    """Link the memory a correction replaces (if the writer may change it and it still stands)."""
    if (
        old is None
        or not memory_is_visible(principal=principal, memory=old)
        or not can_write(principal, old)
    ):
        return None  # someone else's memory in a shared scope: the correction stands beside it
    # A concurrent correction that got there first is corrected in turn (one chain, one head).
    locked = lock_chain_head(old)
    if locked is None or not can_write(principal, locked):
        return None
    link_superseded(principal=principal, old=locked, new=new)
    audit_record(
        principal=principal,
        action="supersede",
        memory_id=locked.pk,
        detail={"superseded_by": str(new.pk), "via": "remember"},
    )
    return locked
