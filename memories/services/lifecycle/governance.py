"""Lifecycle and governance: forget, restore, approve, always_inject, feedback, mark stale.

Each change fetches the row through `memory_get_for_write` (the one write rule: owner, admin, or
a manager of its project/system), locks it, applies one small transition and writes its audit
event.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from memories.models import PRIVATE_SCOPES, AuditEvent, CuratorRequest, Memory, Source, Status
from memories.scoping import (
    Principal,
    is_curator,
    memory_get_for_write,
    require_curator,
    require_person,
)
from memories.services.audit import audit_record
from memories.services.lifecycle.erasure import memories_erase
from memories.services.rules.validation import check_choice, fail
from memory_project.errors import Forbidden

FEEDBACK_OUTCOMES = ("success", "failure")
AUTO_DEACTIVATED = "auto-deactivated: confidence below 0.2"
# Only a human raises confidence to 1.0 (a human source, or an approval). Feedback on
# runs moves an unvouched memory up to this ceiling and no further.
UNVOUCHED_MAX_CONFIDENCE = 0.9


def memory_forget(
    *, principal: Principal, memory_id: object, hard: bool = False, confirm: str | None = None
) -> Memory | None:
    """Soft: archive (restorable). Hard: erase the row and everything derived from it — its
    owner or a curator, a person who typed its id (never an agent's key)."""
    if hard:
        require_person(principal, "Agents can never hard-delete a memory; forget archives it.")
    with transaction.atomic():
        memory = memory_get_for_write(principal=principal, memory_id=memory_id, lock=True)
        if hard:
            if not may_erase(principal, memory):
                raise Forbidden("Only its owner or a curator may delete a memory for good.")
            if confirm != str(memory.pk):
                raise fail("confirm", "type the memory's id to confirm a hard delete")
            memory_pk = memory.pk
            detail = {"kind": memory.kind, "scope": memory.scope, "owner_id": memory.owner_id}
            memories_erase(memory_ids=[memory_pk])  # and everything derived from it
            audit_record(
                principal=principal, action="hard_delete", memory_id=memory_pk, detail=detail
            )
            return None
        if memory.status != Status.ARCHIVED:
            memory_status_flip(
                principal=principal, memory=memory, to=Status.ARCHIVED, action="forget"
            )
    return memory


def memory_restore(*, principal: Principal, memory_id: object) -> Memory:
    """Bring an archived, stale or deleted memory back to active (idempotent)."""
    with transaction.atomic():
        memory = memory_get_for_write(principal=principal, memory_id=memory_id, lock=True)
        if memory.status != Status.ACTIVE:
            memory_status_flip(
                principal=principal, memory=memory, to=Status.ACTIVE, action="restore"
            )
    return memory


def memory_status_flip(
    *,
    principal: Principal,
    memory: Memory,
    to: str,
    action: str,
    detail: dict[str, object] | None = None,
) -> None:
    """Move a fetched, locked memory to status `to` and audit it as `action` with the status it
    left (and `detail`). Back to active clears the stale reason: it no longer holds."""
    previous = memory.status
    memory.status = to
    fields = ["status", "updated_at"]
    if to == Status.ACTIVE:
        memory.stale_reason = ""
        fields.append("stale_reason")
    memory.save(update_fields=fields)
    audit_record(
        principal=principal,
        action=action,
        memory_id=memory.pk,
        detail={"previous_status": previous, **(detail or {})},
    )


def memory_approve(*, principal: Principal, memory_id: object) -> Memory:
    """A curator vouches for a memory: confidence 1.0, approved_by/at set. The write rule
    first (invisible → 404, not yours → 403), then approving needs an admin signed in."""
    with transaction.atomic():
        memory = memory_get_for_write(principal=principal, memory_id=memory_id, lock=True)
        require_curator(principal, "Only an admin (curator) may approve memories.")
        previous = memory.confidence
        memory.confidence = 1.0
        memory.approved_by_id = principal.user_id
        memory.approved_at = timezone.now()
        fields = ["confidence", "approved_by", "approved_at", "updated_at"]
        fields += request_decided(memory, CuratorRequest.APPROVAL)
        memory.save(update_fields=fields)
        audit_record(
            principal=principal,
            action="approve",
            memory_id=memory.pk,
            detail={"previous_confidence": previous},
        )
    return memory


def may_erase(principal: Principal, memory: Memory) -> bool:
    """Who may delete a memory for good (the owner's right as much as a curator's): its owner
    or a curator, a person signed in. The row must already be one they may change."""
    if not principal.is_human:
        return False
    return memory.owner_id == principal.user_id or is_curator(principal)


def request_decided(memory: Memory, *kinds: str) -> list[str]:
    """A curator decided what the owner asked (`kinds`): the request closes, so a private
    memory closes to curators again. Returns the fields to save."""
    if memory.curator_request and memory.curator_request in kinds:
        memory.curator_request, memory.curator_request_at = "", None
        return ["curator_request", "curator_request_at"]
    return []


def memory_ask_curators(*, principal: Principal, memory_id: object, request: str) -> Memory:
    """The owner asks curators to decide about one of her memories (`CuratorRequest`: approve
    it, share it with everyone, erase it and its copies), or withdraws her request
    (`request=""`). A private memory is open to curators only while a request stands
    (`scoping.opened_to_curators`). Only the owner, a person or her agent's key with
    `memory.manage`; the request is audited, so she sees when and by which key it was made."""
    request = check_choice("request", request, ["", *CuratorRequest.values])
    with transaction.atomic():
        memory = memory_get_for_write(principal=principal, memory_id=memory_id, lock=True)
        if memory.owner_id != principal.user_id:
            raise Forbidden("Only its owner may ask curators about a memory.")
        if memory.curator_request == request:
            return memory
        previous = memory.curator_request
        memory.curator_request = request
        memory.curator_request_at = timezone.now() if request else None
        memory.save(update_fields=["curator_request", "curator_request_at", "updated_at"])
        audit_record(
            principal=principal,
            action="curator_request",
            memory_id=memory.pk,
            detail={
                "request": request,
                "previous": previous,
                "private": memory.scope in PRIVATE_SCOPES,
            },
        )
    return memory


def memory_set_always_inject(*, principal: Principal, memory_id: object, value: bool) -> Memory:
    """Pin (or unpin) a memory into every composed context of its scope (the write rule).

    Pinning puts text into every prompt of the scope, so an agent only proposes it:
    `always_inject_proposed` is set and a person confirms it — this same call, made by a person
    who may change the memory (`value=True` confirms, `value=False` declines) — unless the
    agent's key is trusted to pin. Unpinning takes effect at once, whoever asks."""
    if not isinstance(value, bool):
        raise fail("value", "must be true or false")
    with transaction.atomic():
        memory = memory_get_for_write(principal=principal, memory_id=memory_id, lock=True)
        proposal = value and not memory.always_inject and not principal.may_pin
        pinned = memory.always_inject if proposal else value
        proposed = proposal
        if (memory.always_inject, memory.always_inject_proposed) != (pinned, proposed):
            declined = memory.always_inject_proposed and not value
            memory.always_inject, memory.always_inject_proposed = pinned, proposed
            memory.save(update_fields=["always_inject", "always_inject_proposed", "updated_at"])
            action = "always_inject_proposed" if proposal else "always_inject"
            detail: dict[str, object] = {"value": value}
            if declined:
                detail["declined_proposal"] = True
            audit_record(principal=principal, action=action, memory_id=memory.pk, detail=detail)
    return memory


def memory_feedback(*, principal: Principal, memory_id: object, outcome: str) -> Memory:
    """A run's outcome moves confidence ±0.1; below 0.2 the memory is archived.

    Feedback changes the memory (it can archive it), so it follows the one write rule: the
    owner, an admin, or a manager of its project/system — not everyone who can read it. A
    success never lifts a memory no human vouched for to 1.0 (UNVOUCHED_MAX_CONFIDENCE).
    """
    outcome = check_choice("outcome", outcome, FEEDBACK_OUTCOMES)
    step: float = settings.MEMORY_FEEDBACK_STEP
    floor: float = settings.MEMORY_DEACTIVATE_BELOW
    with transaction.atomic():
        memory = memory_get_for_write(principal=principal, memory_id=memory_id, lock=True)
        previous = memory.confidence
        vouched = memory.source == Source.HUMAN or memory.approved_at is not None
        ceiling = 1.0 if vouched else max(previous, UNVOUCHED_MAX_CONFIDENCE)
        delta = step if outcome == "success" else -step
        # Rounded so 0.3 - 0.1 is 0.2 (not 0.19999…) and sits exactly on the threshold.
        memory.confidence = round(min(ceiling, max(0.0, previous + delta)), 6)
        fields = ["confidence", "updated_at"]
        deactivated = memory.confidence < floor and memory.status == Status.ACTIVE
        if deactivated:
            memory.status = Status.ARCHIVED
            memory.stale_reason = AUTO_DEACTIVATED
            fields += ["status", "stale_reason"]
        memory.save(update_fields=fields)
        audit_record(
            principal=principal,
            action="feedback",
            memory_id=memory.pk,
            detail={
                "outcome": outcome,
                "confidence": [previous, memory.confidence],
                "deactivated": deactivated,
            },
        )
    return memory


def memory_mark_stale(*, memory_ids: Iterable[uuid.UUID | str], reason: str) -> int:
    """System-level (the staleness watcher): flag active memories stale with a reason."""
    ids = list(dict.fromkeys(memory_ids))
    if not ids:
        return 0
    reason = reason.replace("\x00", "")[:1000]
    with transaction.atomic():
        stale_ids = list(
            Memory.objects.select_for_update()
            .filter(pk__in=ids, status=Status.ACTIVE)
            .values_list("pk", flat=True)
        )
        Memory.objects.filter(pk__in=stale_ids).update(
            status=Status.STALE, stale_reason=reason, updated_at=timezone.now()
        )
        AuditEvent.objects.bulk_create(
            [
                AuditEvent(action="mark_stale", memory_id=pk, detail={"reason": reason[:200]})
                for pk in stale_ids
            ]
        )
    return len(stale_ids)
