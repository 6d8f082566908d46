"""A project's memory settings (`memory.defaultExpiry`), read by its members and set
by its managers."""

from __future__ import annotations

from typing import Any

from memories.models import Kind, Project
from memories.scoping import Principal
from memories.services.audit import audit_record
from memories.services.validation import fail
from memory_project.errors import Forbidden, NotFound

MAX_DAYS = 36_500


def project_for_member(*, principal: Principal, slug: object) -> Project:
    """The project named `slug` (or, as the project memories API addresses projects, its numeric id when no
    slug matches) if `principal` is a member (or an admin); else not found, alike for a project
    that does not exist and one the caller may not use."""
    ref = str(slug)[:64]
    project = Project.objects.filter(slug=ref).first()
    if project is None and ref.isascii() and ref.isdigit() and len(ref) <= 18:
        project = Project.objects.filter(pk=int(ref)).first()
    if project is None or not (principal.is_admin or project.pk in principal.project_ids):
        raise NotFound("No project with this id.")
    return project


def check_default_expiry(value: object) -> dict[str, int | None]:
    if not isinstance(value, dict):
        raise fail("defaultExpiry", "an object of kind → days (or null for never)")
    clean: dict[str, int | None] = {}
    for kind, days in value.items():
        if kind not in Kind.values:
            raise fail("defaultExpiry", f"unknown kind {str(kind)[:40]!r}")
        if days is not None and (
            isinstance(days, bool) or not isinstance(days, int) or not 1 <= days <= MAX_DAYS
        ):
            raise fail("defaultExpiry", f"{kind}: whole days from 1 to {MAX_DAYS}, or null")
        clean[kind] = days
    return clean


def project_default_expiry_set(*, principal: Principal, slug: object, defaults: Any) -> Project:
    """Replace the project's per-kind expiry defaults: its managers (or an admin) only."""
    project = project_for_member(principal=principal, slug=slug)
    if not principal.can_manage or not (
        principal.is_admin or project.pk in principal.managed_project_ids
    ):
        raise Forbidden("Only a manager of this project may change its settings.")
    if defaults is None:
        return project
    project.default_expiry = check_default_expiry(defaults)
    project.save(update_fields=["default_expiry"])
    audit_record(
        principal=principal,
        action="project_settings",
        detail={"project": project.slug, "default_expiry": project.default_expiry},
    )
    return project
