"""mem0's deletes mapped onto forget (archive, restorable; an agent's key never erases for
good): one memory, every memory of an entity, a batch."""

from __future__ import annotations

from django.db.models import Q, QuerySet
from django.utils import timezone

from memories.models import Kind, Memory, Status
from memories.scoping import Principal, can_write, memories_visible_to, visibility_filter
from memories.services.lifecycle.governance import memory_forget

MAX_DELETE = 10_000


def live_memories(principal: Principal, where: Q, *, for_write: bool = False) -> QuerySet[Memory]:
    """What mem0 lists: the principal's visible, active, unexpired memories (not palace
    drawers) matching the translated filter, newest first. `for_write`: the rows it could read
    whatever its read rule (a manage-only key changes what it could read)."""
    now = timezone.now()
    rows = Memory.objects.filter(visibility_filter(principal)) if for_write else None
    return (
        (rows if rows is not None else memories_visible_to(principal))
        .filter(status=Status.ACTIVE)
        .filter(Q(expires_at__isnull=True) | Q(expires_at__gt=now))
        .exclude(kind=Kind.MESSAGE)
        .filter(where)
        .order_by("-created_at", "-id")
    )


def mem0_delete_matching(*, principal: Principal, where: Q) -> int:
    """Forget every live memory matching `where` that the principal may change (the others,
    someone else's in a shared scope, stay); how many were forgotten."""
    forgotten = 0
    for memory in live_memories(principal, where, for_write=True)[:MAX_DELETE]:
        if can_write(principal, memory):
            memory_forget(principal=principal, memory_id=memory.pk)
            forgotten += 1
    return forgotten
