"""A project's memory settings (`memory.defaultExpiry`), read by its members and set
by its managers."""

from __future__ import annotations

from typing import Any

from memories.models import Kind, Project
from memories.scoping import Principal, access_project
from memories.services.audit import audit_record
from memories.services.rules.validation import fail

MAX_DAYS = 36_500


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
    project = access_project(principal, slug, for_write=True)
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
