"""The project memories API (`/api/projects/{id}/memories…`): the same store, addressed
through a project.

Every operation resolves the project first (its members and admins only: anyone else gets the
missing project's 404), checks that the memory is one of that project's
(`scoping.memory_check_in_project`), then calls the ordinary service, which applies the write
rule, dedup, scrubbing, expiry defaults and the audit exactly as `/api/v1/memories` does. The
API's `active` flag is our status: false archives (restorable), true restores; its DELETE
archives too, since nothing is lost unless a human admin erases it.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from django.db import transaction

from memories.models import Memory, Project, Scope
from memories.scoping import Principal, memory_check_in_project, memory_get_for_read
from memories.services.lifecycle.governance import memory_approve, memory_forget, memory_restore
from memories.services.store.memory import UNSET, RememberResult, memory_remember, memory_update


def project_memory_create(
    *,
    principal: Principal,
    project: Project,
    kind: str,
    content: str,
    tags: Sequence[str] = (),
    relevance_score: float | None = None,
    source: str | None = None,
    source_run: str = "",
    confidence: float | None = None,
    expires_at: datetime | None = None,
    recall_hint: str = "",
) -> RememberResult:
    """A new project-scope memory of `project` (or the near-duplicate it was folded into)."""
    extra: dict[str, Any] = {}
    if relevance_score is not None:
        extra["relevance_score"] = relevance_score
    return memory_remember(
        principal=principal,
        content=content,
        recall_hint=recall_hint,
        kind=kind,
        scope=Scope.PROJECT,
        scope_ref=project.slug,
        tags=tags,
        source=source,
        source_run=source_run,
        confidence=confidence,
        expires_at=expires_at,
        **extra,
    )


def project_memory_get(*, principal: Principal, project: Project, memory_id: object) -> Memory:
    memory_check_in_project(principal=principal, memory_id=memory_id, project_id=project.pk)
    return memory_get_for_read(principal=principal, memory_id=memory_id)


def project_memory_update(
    *,
    principal: Principal,
    project: Project,
    memory_id: object,
    active: bool | None = None,
    expires_at: datetime | object | None = UNSET,
    **changes: Any,
) -> Memory:
    """Change fields (a revision, as `PATCH /memories/{id}`), then archive or restore when
    `active` says so, in one transaction: all of it or none."""
    memory_check_in_project(principal=principal, memory_id=memory_id, project_id=project.pk)
    with transaction.atomic():
        memory = memory_update(
            principal=principal,
            memory_id=memory_id,
            expires_at=expires_at,  # type: ignore[arg-type]  # UNSET: leave it
            **changes,
        )
        if active is False:
            memory = memory_forget(principal=principal, memory_id=memory_id) or memory
        elif active is True:
            memory = memory_restore(principal=principal, memory_id=memory_id)
    return memory


def project_memory_delete(*, principal: Principal, project: Project, memory_id: object) -> None:
    """The project memories API's DELETE: archive (restorable with `active: true`)."""
    memory_check_in_project(principal=principal, memory_id=memory_id, project_id=project.pk)
    memory_forget(principal=principal, memory_id=memory_id)


def project_memory_approve(*, principal: Principal, project: Project, memory_id: object) -> Memory:
    """A human's approval: confidence 1.0, approved_by/at (an admin signed in, as everywhere)."""
    memory_check_in_project(principal=principal, memory_id=memory_id, project_id=project.pk)
    return memory_approve(principal=principal, memory_id=memory_id)
