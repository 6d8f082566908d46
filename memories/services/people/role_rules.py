"""Role rules: an admin revokes (or grants back) `memory.read` or `memory.manage` for a role —
a Django group, the members or the managers of a project, a persona or its managers. Both are on by default.
Every key of everyone in the role follows from its next request (`scoping.key_rules`); audited.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from django.contrib.auth.models import Group
from django.db.models import Q

from memories.models import (
    ALL_RULES,
    ROLE_GROUP,
    ROLE_KINDS,
    ROLE_PERSONA,
    ROLE_PERSONA_MANAGER,
    ROLE_PROJECT_MANAGER,
    ROLE_PROJECT_MEMBER,
    Persona,
    PersonaMembership,
    Project,
    ProjectMembership,
    RoleRevocation,
)
from memories.scoping import Principal, may_manage_people, role_label
from memories.services.audit import audit_record
from memory_project.errors import Forbidden, NotFound, ValidationFailed

Role = Group | Project | Persona
_ROLE_FIELD = {
    ROLE_GROUP: "group",
    ROLE_PROJECT_MEMBER: "project",
    ROLE_PROJECT_MANAGER: "project",
    ROLE_PERSONA: "persona",
    ROLE_PERSONA_MANAGER: "persona",
}
_ROLE_MODEL: dict[str, type[Role]] = {
    ROLE_GROUP: Group,
    ROLE_PROJECT_MEMBER: Project,
    ROLE_PROJECT_MANAGER: Project,
    ROLE_PERSONA: Persona,
    ROLE_PERSONA_MANAGER: Persona,
}


def role_name(role: Role) -> str:
    return role.name if isinstance(role, Group) else role.slug


def role_get(*, kind: str, role_id: object) -> Role:
    """The group, project or persona a role of `kind` names by id; else 400 or 404."""
    if kind not in ROLE_KINDS:
        message = f"unknown role {kind!r}; choose from {', '.join(ROLE_KINDS)}"
        raise ValidationFailed(message, fields={"kind": [message]})
    role = None
    if str(role_id).isdigit() and len(str(role_id)) <= 18:
        role = _ROLE_MODEL[kind].objects.filter(pk=int(str(role_id))).first()
    if role is None:
        raise NotFound(f"No {_ROLE_FIELD[kind]} with this id.")
    return role


def role_rule_set(
    *, principal: Principal, kind: str, role: Role, rule: str, granted: bool
) -> RoleRevocation | None:
    """Grant (`granted`) or revoke `rule` for the role: an admin acting as a person. Idempotent;
    the revocation row, or None once granted."""
    if not may_manage_people(principal):
        raise Forbidden("Only an admin may grant or revoke rules for a role.")
    if rule not in ALL_RULES:
        message = f"unknown rule {rule!r}; choose from {', '.join(ALL_RULES)}"
        raise ValidationFailed(message, fields={"rule": [message]})
    if not isinstance(role, _ROLE_MODEL.get(kind, ())):
        message = f"a {kind} role names no such object"
        raise ValidationFailed(message, fields={"kind": [message]})
    where = {"kind": kind, "rule": rule, _ROLE_FIELD[kind]: role}
    if granted:
        changed, _ = RoleRevocation.objects.filter(**where).delete()
        row = None
    else:
        row, changed = RoleRevocation.objects.get_or_create(
            **where, defaults={"revoked_by_id": principal.user_id}
        )
    if changed:
        audit_record(
            principal=principal,
            action="role_rule_grant" if granted else "role_rule_revoke",
            detail={"role": kind, "name": role_name(role), "rule": rule},
        )
    return row


def role_rules_revoked(*, kind: str, role: Role) -> set[str]:
    """The rules revoked for one role (both on: empty)."""
    rows = RoleRevocation.objects.filter(kind=kind, **{_ROLE_FIELD[kind]: role})
    return set(rows.values_list("rule", flat=True))


def role_rows(kind: str, roles: Iterable[Role]) -> list[dict[str, object]]:
    """One row per role for a page: its kind, id, label and each rule on or revoked."""
    roles = list(roles)
    revoked: dict[int, set[str]] = defaultdict(set)
    field = _ROLE_FIELD[kind]
    rows = RoleRevocation.objects.filter(kind=kind, **{f"{field}__in": roles})
    for role_id, rule in rows.values_list(f"{field}_id", "rule"):
        revoked[role_id].add(rule)
    return [
        {
            "kind": kind,
            "id": role.pk,
            "label": role_label(kind, role_name(role)),
            "rules": [(rule, rule not in revoked[role.pk]) for rule in ALL_RULES],
        }
        for role in roles
    ]


def revocations_by_user(user_ids: Iterable[int]) -> dict[int, list[str]]:
    """For the people page: per person, each rule revoked for a role they hold ("memory.manage
    (the group 'support')"). Within a key's binding only some of them apply to that key."""
    ids = list(user_ids)
    out: dict[int, list[str]] = defaultdict(list)
    rows = RoleRevocation.objects.select_related("group", "project", "persona")
    for row in rows:
        role = row.group or row.project or row.persona
        if role is None:
            continue
        holders = _holders(row.kind, role, ids)
        for user_id in holders:
            out[user_id].append(f"{row.rule} ({role_label(row.kind, role_name(role))})")
    return {user_id: sorted(rules) for user_id, rules in out.items()}


def _holders(kind: str, role: Role, user_ids: list[int]) -> list[int]:
    if kind == ROLE_GROUP:
        return list(
            Group.user_set.through.objects.filter(group_id=role.pk, user_id__in=user_ids)
            .values_list("user_id", flat=True)
        )  # fmt: skip
    if kind in (ROLE_PERSONA, ROLE_PERSONA_MANAGER):
        # The persona's role is everyone acting as it; its managers' role, those who manage it.
        personas = PersonaMembership.objects.filter(persona_id=role.pk, user_id__in=user_ids)
        if kind == ROLE_PERSONA_MANAGER:
            personas = personas.filter(can_manage=True)
        return list(personas.values_list("user_id", flat=True))
    manages = Q(can_manage=kind == ROLE_PROJECT_MANAGER)
    return list(
        ProjectMembership.objects.filter(manages, project_id=role.pk, user_id__in=user_ids)
        .values_list("user_id", flat=True)
    )  # fmt: skip
