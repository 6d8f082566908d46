"""Reads of the memory store: lists, the correction chain, the audit log.

Every memory read starts from `memories.scoping.memories_visible_to`, so visibility is decided
in one place and a forbidden row looks exactly like a missing one.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass

from django.contrib.postgres.search import SearchQuery
from django.db.models import Q, QuerySet
from django.utils import timezone

from memories.models import (
    AuditEvent,
    Kind,
    Memory,
    MemoryRevision,
    Persona,
    Project,
    Scope,
    Status,
    System,
    canonical_scope,
)
from memories.scoping import (
    Principal,
    access_system,
    manages_system,
    memories_visible_to,
    memory_get_for_read,
)
from memories.services.rules.validation import check_choice, check_text, fail
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
    subject: str | None = None,
) -> QuerySet[Memory]:
    """Visible memories, newest change first. Without `status`: active and unexpired only.
    `subject`: those holding that subject label (`user_id:alice-123`, from mem0's surface).
    Without `kind`: not palace drawers (kind `message`, every verbatim turn of every mined
    conversation, which would bury what was remembered); `kind="message"` lists them."""
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
    else:
        qs = qs.exclude(kind=Kind.MESSAGE)
    if scope:
        qs = qs.filter(scope=check_choice("scope", canonical_scope(scope), Scope.values))
    if tag:
        qs = qs.filter(tags__contains=[check_text("tag", tag, max_chars=100).strip()])
    if subject and subject.strip():
        qs = qs.filter(subject__contains=[check_text("subject", subject, max_chars=300).strip()])
    if q and q.strip():
        query = SearchQuery(
            check_text("q", q, max_chars=MAX_QUERY_CHARS),
            search_type="websearch",
            config="english",
        )
        qs = qs.filter(search_vector=query)
    return qs.order_by("-updated_at", "-id")


def project_memory_list(
    *,
    principal: Principal,
    project: Project,
    kind: str | None = None,
    active: bool = True,
    tags: Sequence[str] = (),
    limit: int = 50,
) -> list[Memory]:
    """The project memories API's list of one project's memories (project scope), newest first. `active`:
    active and unexpired (true) or everything else (false); `tags`: carrying any of them."""
    qs = memories_visible_to(principal).filter(scope=Scope.PROJECT, project_id=project.pk)
    now = timezone.now()
    live = Q(status=Status.ACTIVE) & (Q(expires_at__isnull=True) | Q(expires_at__gt=now))
    qs = qs.filter(live) if active else qs.exclude(live)
    if kind:
        qs = qs.filter(kind=check_choice("type", kind, Kind.values))
    if tags:
        qs = qs.filter(tags__overlap=list(tags))
    ordered = qs.select_related("project", "approved_by").order_by("-created_at", "-id")
    return list(ordered[:limit])


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


@dataclass(frozen=True)
class Profile:
    """A persona, project or system the principal can use: recall sees its memories, and a
    save names it with `scope` + `scope_ref` (the write rule still decides each save)."""

    scope: str
    scope_ref: str
    name: str


def profiles_for(*, principal: Principal) -> list[Profile]:
    """The three-scope profile API's list_profiles: the personas, projects and systems in the principal's grants as
    `memories.scoping` computed them (a key bound to one persona or project lists only that)
    that hold at least one active memory the principal may see (counted through the one
    visibility rule, so nothing is learnt of rows the caller cannot read)."""
    active = memories_visible_to(principal).filter(status=Status.ACTIVE)
    personas = Persona.objects.filter(
        pk__in=principal.persona_ids,
        id__in=active.filter(scope=Scope.PERSONA).values("persona_id"),
    ).order_by("slug")
    projects = Project.objects.filter(
        pk__in=principal.project_ids,
        id__in=active.filter(scope=Scope.PROJECT).values("project_id"),
    ).order_by("slug")
    systems = System.objects.filter(
        pk__in=principal.system_read_ids,
        id__in=active.filter(scope=Scope.SYSTEM).values("system_id"),
    ).order_by("slug")
    return [
        *(Profile(Scope.PERSONA, p.slug, p.name) for p in personas),
        *(Profile(Scope.PROJECT, p.slug, p.name) for p in projects),
        *(Profile(Scope.SYSTEM, s.slug, s.name) for s in systems),
    ]


@dataclass(frozen=True)
class SystemMemories:
    system: System
    memories: list[Memory]
    can_manage: bool


def system_memories_for(*, principal: Principal, slug: str) -> SystemMemories:
    """The catalog system page: the active memories about one system that `principal` may see
    (the one visibility rule), and whether they manage it. A system they hold no grant on is
    not found, like one that does not exist."""
    system = access_system(principal, slug)
    rows = (
        memories_visible_to(principal)
        .filter(scope=Scope.SYSTEM, system=system, status=Status.ACTIVE)
        .order_by("-updated_at", "id")[:500]
    )
    manages = manages_system(principal, system.pk)
    return SystemMemories(system=system, memories=list(rows), can_manage=manages)
