"""Curator writes: keep a stale memory, promote a memory into organisation-wide knowledge, and
review the approval queue in bulk (approve / decline / archive many at once).

All go through `memories.scoping` fetchers and the memory services; each records an audit event.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable

from django.db import transaction
from django.utils import timezone

from curation.webhooks import webhook_queue_promotion
from memories.models import (
    PRIVATE_SCOPES,
    AuditEvent,
    CuratorRequest,
    Kind,
    Memory,
    Scope,
    Source,
    Status,
)
from memories.scoping import (
    Principal,
    can_write,
    memory_get_for_read,
    memory_get_for_write,
    require_curator,
    visibility_filter,
)
from memories.services.audit import audit_record
from memories.services.lifecycle.governance import (
    memory_approve,
    memory_status_flip,
    request_decided,
)
from memories.services.rules.validation import check_choice, fail
from memories.services.store.memory import memory_remember
from memory_project.errors import Conflict, Forbidden

# Kinds that already read as organisation knowledge keep their kind when promoted (a warning
# stays a warning); everything else (fact, event, preference, learning…) becomes `knowledge`.
KINDS_KEPT_ON_PROMOTION = frozenset(
    {Kind.KNOWLEDGE, Kind.PATTERN, Kind.WARNING, Kind.DECISION, Kind.WORKFLOW, Kind.SKILL}
)


def _parse_id(memory_id: object) -> uuid.UUID:
    try:
        return memory_id if isinstance(memory_id, uuid.UUID) else uuid.UUID(str(memory_id))
    except (ValueError, TypeError, AttributeError):
        raise fail("ids", f"not a memory id: {str(memory_id)[:40]!r}") from None


def memory_keep(*, principal: Principal, memory_id: object) -> Memory:
    """A curator reviewed a stale memory and it still holds: back to active, reason cleared.

    Unlike `memory_restore` this only moves stale → active, so a memory its owner archived
    meanwhile is never revived by a stale-review click (409 instead). Keeping twice is a no-op.
    """
    memory_get_for_read(principal=principal, memory_id=memory_id)  # invisible → 404 first
    require_curator(principal)
    with transaction.atomic():
        memory = memory_get_for_write(principal=principal, memory_id=memory_id, lock=True)
        if memory.status == Status.ACTIVE:
            return memory
        if memory.status != Status.STALE:
            raise Conflict(f"This memory is {memory.status}, not stale; restore it instead.")
        memory_status_flip(
            principal=principal, memory=memory, to=Status.ACTIVE, action="keep",
            detail={"stale_reason": memory.stale_reason},
        )  # fmt: skip
    return memory


def _existing_promotion(source: Memory) -> Memory | None:
    target = source.metadata.get("promoted_to") if isinstance(source.metadata, dict) else None
    if not target:
        return None
    try:
        return Memory.objects.filter(pk=str(target)).exclude(status=Status.DELETED).first()
    except (ValueError, TypeError):  # a hand-edited, malformed stamp: promote afresh
        return None


def _promoted_metadata(source: Memory) -> dict[str, object]:
    """The copy's metadata: where it came from, and an insight's proposed catalog changes."""
    metadata: dict[str, object] = {"promoted_from": str(source.pk)}
    insight = source.metadata.get("insight") if isinstance(source.metadata, dict) else None
    if isinstance(insight, dict):
        metadata["insight"] = insight
    return metadata


def memory_promote(*, principal: Principal, memory_id: object) -> Memory:
    """Copy a memory into curated GLOBAL knowledge (apply_knowledge); idempotent.

    The copy is written by `memory_remember` as the curator (source human, confidence 1.0,
    metadata.promoted_from), then approved; the source gets metadata.promoted_to. Promoting
    again returns the same knowledge memory; two concurrent promotions meet in remember's
    exact-duplicate check in the global scope, so they also end on one row.
    """
    source = memory_get_for_read(principal=principal, memory_id=memory_id)
    require_curator(principal)
    if (
        source.scope in PRIVATE_SCOPES
        and source.owner_id != principal.user_id
        and source.curator_request != CuratorRequest.SHARE
    ):
        raise Forbidden(
            "This memory is private to its owner; it is shared with everyone only when its "
            "owner asks for it."
        )
    if isinstance(source.metadata, dict) and source.metadata.get("promoted_from"):
        return source  # already the organisation's copy
    if source.scope == Scope.GLOBAL:
        raise Conflict("This memory is already organisation-wide; approve it instead.")
    if source.kind == Kind.MESSAGE:
        raise Conflict("A verbatim palace drawer cannot be promoted; promote a fact about it.")
    existing = _existing_promotion(source)
    if existing is not None:
        return existing

    # Outside any transaction: remember may embed (a network call) before it stores.
    knowledge = memory_remember(
        principal=principal,
        content=source.content,
        recall_hint=source.recall_hint,
        kind=source.kind if source.kind in KINDS_KEPT_ON_PROMOTION else Kind.KNOWLEDGE,
        scope=Scope.GLOBAL,
        tags=list(source.tags),
        source=Source.HUMAN,
        entities=list(source.entities),
        relevance_score=source.relevance_score,
        confidence=1.0,
        metadata=_promoted_metadata(source),
    ).memory
    memory_approve(principal=principal, memory_id=knowledge.pk)

    with transaction.atomic():
        # The stamp is curation bookkeeping, not a correction of what the memory says, so it
        # is written here (locked, audited as "promote") rather than as an `update` revision.
        locked = memory_get_for_write(principal=principal, memory_id=source.pk, lock=True)
        raced = _existing_promotion(locked)
        if raced is not None:
            return raced
        locked.metadata = {**locked.metadata, "promoted_to": str(knowledge.pk)}
        fields = ["metadata", "updated_at", *request_decided(locked, CuratorRequest.SHARE)]
        locked.save(update_fields=fields)
        audit_record(
            principal=principal,
            action="promote",
            memory_id=locked.pk,
            detail={"knowledge_id": str(knowledge.pk), "kind": knowledge.kind},
        )
        # The external catalog hears of it from this same transaction.
        webhook_queue_promotion(principal=principal, source=locked, knowledge=knowledge)
    knowledge.refresh_from_db()
    return knowledge


def curator_request_decline(*, principal: Principal, memory_id: object) -> Memory:
    """A curator answers "no" to what the owner asked (approval, sharing, erasure) without
    changing the memory: the request closes, and a private memory closes to curators again.
    Audited, so the owner sees who declined it and when."""
    memory_get_for_read(principal=principal, memory_id=memory_id)  # invisible → 404 first
    require_curator(principal)
    with transaction.atomic():
        memory = memory_get_for_write(principal=principal, memory_id=memory_id, lock=True)
        request = memory.curator_request
        if not request:
            raise Conflict("Its owner asks nothing of curators about this memory.")
        memory.save(update_fields=[*request_decided(memory, request), "updated_at"])
        audit_record(
            principal=principal,
            action="curator_request_declined",
            memory_id=memory.pk,
            detail={"request": request},
        )
    return memory


# --- bulk review of the approval queue ------------------------------------------------------

BULK_ACTIONS = ("approve", "decline", "archive")
BULK_MAX = 5000  # one action's reach; a larger queue takes another click (the page says so)
DECLINED = "declined in review"


def memories_bulk_review(*, principal: Principal, memory_ids: Iterable[object], action: str) -> int:
    """Approve, decline or archive many memories at once, by the rules single actions follow.

    A curator (an admin, signed in) only; each memory is re-read through the visibility filter
    and the write rule (`scoping.can_write`) under a row lock, changed in one statement, and
    audited one event per memory (`approve`, `decline`, `forget`) with `bulk: true`.
    Approve: confidence 1.0, approved by the curator (as `memory_approve`). Decline: the claim
    is wrong — archived with reason "declined in review", a proposed pin dropped. Archive: a
    soft forget (restorable). Memories already in the target state are skipped. Returns how
    many changed.
    """
    require_curator(principal)
    check_choice("action", action, BULK_ACTIONS)
    ids = [_parse_id(memory_id) for memory_id in dict.fromkeys(memory_ids)][:BULK_MAX]
    if not ids:
        return 0
    now = timezone.now()
    events: list[tuple[str, Memory, dict[str, object]]]
    with transaction.atomic():
        rows = list(
            Memory.objects.filter(visibility_filter(principal), pk__in=ids)
            .select_for_update()
            .only("id", "owner_id", "scope", "project_id", "system_id", "status", "confidence")
        )
        writable = [m for m in rows if can_write(principal, m)]
        if action == "approve":
            changed = writable
            Memory.objects.filter(pk__in=[m.pk for m in changed]).update(
                confidence=1.0, approved_by_id=principal.user_id, approved_at=now, updated_at=now
            )
            Memory.objects.filter(
                pk__in=[m.pk for m in changed], curator_request=CuratorRequest.APPROVAL
            ).update(curator_request="", curator_request_at=None)
            events = [("approve", m, {"previous_confidence": m.confidence}) for m in changed]
        else:
            changed = [m for m in writable if m.status != Status.ARCHIVED]
            fields: dict[str, object] = {"status": Status.ARCHIVED, "updated_at": now}
            if action == "decline":  # what the owner asked is answered too
                fields |= {
                    "stale_reason": DECLINED,
                    "always_inject_proposed": False,
                    "curator_request": "",
                    "curator_request_at": None,
                }
            Memory.objects.filter(pk__in=[m.pk for m in changed]).update(**fields)
            verb = "decline" if action == "decline" else "forget"
            events = [(verb, m, {"previous_status": m.status}) for m in changed]
        AuditEvent.objects.bulk_create(
            [
                AuditEvent(
                    actor_id=principal.user_id,
                    api_key_id=principal.api_key_id,
                    action=verb_,
                    memory_id=memory.pk,
                    detail={**detail, "bulk": True},
                )
                for verb_, memory, detail in events
            ],
            batch_size=1000,
        )
    return len(changed)
