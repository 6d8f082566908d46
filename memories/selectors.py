"""Reads of the memory store: lists, the correction chain, the audit log.

Every memory read starts from `memories.scoping.memories_visible_to`, so visibility is decided
in one place and a forbidden row looks exactly like a missing one.
"""

from __future__ import annotations

import uuid

from django.contrib.postgres.search import SearchQuery
from django.db.models import Q, QuerySet
from django.utils import timezone

from memories.models import AuditEvent, Kind, Memory, MemoryRevision, Scope, Status
from memories.scoping import Principal, memories_visible_to, memory_get_for_read
from memories.services.validation import check_choice, check_text, fail
from memory_project.errors import Forbidden

MAX_QUERY_CHARS = 1_000


def memory_list(
    *,
    principal: Principal,
    kind: str | None = None,
    scope: str | None = None,
    tag: str | None = None,
    status: str | None = None,
    q: str | None = None,
) -> QuerySet[Memory]:
    """Visible memories, newest change first. Without `status`: active and unexpired only."""
    qs = memories_visible_to(principal).select_related("persona", "project", "system")
    if status is None:
        now = timezone.now()
        qs = qs.filter(status=Status.ACTIVE).filter(
            Q(expires_at__isnull=True) | Q(expires_at__gt=now)
        )
    else:
        qs = qs.filter(status=check_choice("status", status, Status.values))
    if kind:
        qs = qs.filter(kind=check_choice("kind", kind, Kind.values))
    if scope:
        qs = qs.filter(scope=check_choice("scope", scope, Scope.values))
    if tag:
        qs = qs.filter(tags__contains=[check_text("tag", tag, max_chars=100).strip()])
    if q and q.strip():
        query = SearchQuery(
            check_text("q", q, max_chars=MAX_QUERY_CHARS),
            search_type="websearch",
            config="english",
        )
        qs = qs.filter(search_vector=query)
    return qs.order_by("-updated_at", "-id")


def memory_history(*, principal: Principal, memory_id: object) -> list[MemoryRevision]:
    """The correction chain, oldest first, following superseded_by both ways (visible rows)."""
    memory = memory_get_for_read(principal=principal, memory_id=memory_id)
    visible = memories_visible_to(principal)
    chain: set[uuid.UUID] = {memory.pk}
    frontier: set[uuid.UUID] = {memory.pk}
    # Walk predecessors (rows superseded by a chain member) and successors until closed.
    while frontier:
        linked = visible.filter(
            Q(superseded_by_id__in=frontier)
            | Q(pk__in=visible.filter(pk__in=frontier).values("superseded_by_id"))
        ).values_list("pk", flat=True)
        frontier = set(linked) - chain
        chain |= frontier
    return list(
        MemoryRevision.objects.filter(memory_id__in=chain)
        .select_related("changed_by")
        .order_by("created_at", "id")
    )


def audit_list(
    *, principal: Principal, memory_id: object = None, action: str | None = None
) -> QuerySet[AuditEvent]:
    """The audit log, newest first; admins only."""
    if not principal.is_admin:
        raise Forbidden("Only an admin may read the audit log.")
    qs = AuditEvent.objects.select_related("actor")
    if memory_id is not None:
        try:
            qs = qs.filter(memory_id=uuid.UUID(str(memory_id)))
        except ValueError:
            raise fail("memory_id", "not a memory id") from None
    if action:
        qs = qs.filter(action=action)
    return qs.order_by("-created_at", "-id")
