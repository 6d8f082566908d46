"""Where a memory lives: its scope and the row or session key that scope belongs to, as one
value (`ScopeSubject`), and the check that turns a request's `scope` and `scope_ref` into it.
Dedup looks only among the rows of one subject and locks by it; writes store its fields."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from memories.models import Persona, Project, Scope, System
from memories.models.vocab import canonical_scope
from memories.services.rules.validation import (
    MAX_REF_CHARS,
    SUBJECT_SCOPES,
    check_choice,
    check_identifier,
    fail,
)


@dataclass(frozen=True)
class ScopeSubject:
    """Where a memory lives: the scope plus its subject row / session key."""

    scope: str
    owner_id: int
    persona_id: int | None = None
    project_id: int | None = None
    system_id: int | None = None
    session_key: str = ""

    def filter_kwargs(self) -> dict[str, Any]:
        """The rows of this exact scope subject (dedup looks only among them)."""
        if self.scope == Scope.USER:
            return {"scope": self.scope, "owner_id": self.owner_id}
        if self.scope == Scope.SESSION:
            return {"scope": self.scope, "owner_id": self.owner_id, "session_key": self.session_key}
        if self.scope == Scope.PERSONA:
            return {"scope": self.scope, "persona_id": self.persona_id}
        if self.scope == Scope.PROJECT:
            return {"scope": self.scope, "project_id": self.project_id}
        if self.scope == Scope.SYSTEM:
            return {"scope": self.scope, "system_id": self.system_id}
        return {"scope": self.scope}

    def lock_key(self) -> str:
        subject = {
            Scope.USER: self.owner_id,
            Scope.SESSION: f"{self.owner_id}/{self.session_key}",
            Scope.PERSONA: self.persona_id,
            Scope.PROJECT: self.project_id,
            Scope.SYSTEM: self.system_id,
        }.get(Scope(self.scope), "")
        return f"memory:{self.scope}:{subject}"

    def model_fields(self) -> dict[str, Any]:
        return {
            "scope": self.scope,
            "owner_id": self.owner_id,
            "persona_id": self.persona_id,
            "project_id": self.project_id,
            "system_id": self.system_id,
            "session_key": self.session_key,
        }


def resolve_scope(*, scope: object, scope_ref: object, owner_id: int) -> ScopeSubject:
    """Check the scope and turn `scope_ref` (a slug, or a session key) into its subject."""
    scope = check_choice("scope", canonical_scope(scope), Scope.values)
    ref = check_identifier("scope_ref", scope_ref, max_chars=MAX_REF_CHARS)
    if scope not in SUBJECT_SCOPES:
        if ref:
            raise fail("scope_ref", f"not used with {scope} scope; leave it empty")
        return ScopeSubject(scope=scope, owner_id=owner_id)
    if not ref:
        what = "the session key" if scope == Scope.SESSION else f"the {scope}'s slug"
        raise fail("scope_ref", f"required for {scope} scope: {what}")
    if scope == Scope.SESSION:
        return ScopeSubject(scope=scope, owner_id=owner_id, session_key=ref)
    if scope == Scope.PERSONA:
        row_id = Persona.objects.filter(slug=ref).values_list("id", flat=True).first()
    elif scope == Scope.PROJECT:
        row_id = Project.objects.filter(slug=ref).values_list("id", flat=True).first()
    else:
        row_id = System.objects.filter(slug=ref).values_list("id", flat=True).first()
    if row_id is None:
        raise fail("scope_ref", f"unknown {scope} {ref!r}")
    return ScopeSubject(
        scope=scope,
        owner_id=owner_id,
        persona_id=row_id if scope == Scope.PERSONA else None,
        project_id=row_id if scope == Scope.PROJECT else None,
        system_id=row_id if scope == Scope.SYSTEM else None,
    )
