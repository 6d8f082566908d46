"""People and groups: accounts (created with a one-time password, deactivated), personas,
projects and systems, and who belongs to which with what role. Admins do all of it; a project's
managers manage that project's members, a persona's managers its members (someone new joins
by accepting their invitation: `invitations`). Every change is audited.

A membership removed here takes effect at once everywhere: pages read memberships per request,
and an API key bound to the persona or project answers `binding_revoked` from its next request
(scoping.principal_for_api_key re-reads them each time).
"""

from __future__ import annotations

import secrets
from typing import Literal

from django.contrib.auth import get_user_model
from django.contrib.auth.models import User
from django.contrib.auth.validators import UnicodeUsernameValidator
from django.core.exceptions import ValidationError
from django.core.validators import validate_email, validate_slug
from django.db import IntegrityError, transaction

from memories.models import (
    Persona,
    PersonaMembership,
    Project,
    ProjectMembership,
    System,
    SystemGrant,
)
from memories.scoping import (
    Principal,
    may_manage_people,
    may_manage_persona,
    may_manage_project_members,
)
from memories.services.audit import audit_record
from memory_project.errors import Conflict, Forbidden, NotFound, ValidationFailed

GroupKind = Literal["persona", "project", "system"]
GROUP_MODELS: dict[str, type[Persona] | type[Project] | type[System]] = {
    "persona": Persona,
    "project": Project,
    "system": System,
}
SystemAccess = Literal["none", "read", "manage"]
PROJECT_ROLES = ("member", "manager")
SYSTEM_ACCESS = ("read", "manage")
# 16 bytes of randomness: shown once to the admin, who hands it over; the person changes it.
_PASSWORD_BYTES = 16


def _require_admin(principal: Principal) -> None:
    if not may_manage_people(principal):
        raise Forbidden("Only an admin may manage people and groups.")


def _user(user_id: object) -> User:
    user = None
    if isinstance(user_id, int) or (isinstance(user_id, str) and user_id.isdigit()):
        user = get_user_model().objects.filter(pk=int(user_id)).first()
    if user is None:
        raise NotFound("No person with this id.")
    return user


def _user_by_name(username: object) -> User:
    name = str(username or "").strip()[:150]
    user = get_user_model().objects.filter(username=name, is_active=True).first()
    if user is None:
        raise ValidationFailed(
            f"No active person is called {name!r}.", fields={"username": ["no such active person"]}
        )
    return user


def user_create(
    *, principal: Principal, username: str, email: str = "", admin: bool = False
) -> tuple[User, str]:
    """A new account and its one-time password (returned once, never stored in clear)."""
    _require_admin(principal)
    username = (username or "").strip()
    email = (email or "").strip()
    errors: dict[str, list[str]] = {}
    try:
        UnicodeUsernameValidator()(username)
    except ValidationError as exc:
        errors["username"] = list(exc.messages)
    if not username or len(username) > 150:
        errors["username"] = ["1 to 150 characters: letters, digits and @/./+/-/_"]
    if email:
        try:
            validate_email(email)
        except ValidationError:
            errors["email"] = ["not an email address"]
    if errors:
        raise ValidationFailed("Some fields are invalid.", fields=errors)
    password = secrets.token_urlsafe(_PASSWORD_BYTES)
    model = get_user_model()
    try:
        with transaction.atomic():
            if model.objects.filter(username__iexact=username).exists():
                raise IntegrityError
            user = model.objects.create_user(
                username=username,
                email=email,
                password=password,
                is_staff=admin,
                is_superuser=admin,
            )
    except IntegrityError:
        raise Conflict(
            f"Someone is already called {username!r}.", fields={"username": ["already taken"]}
        ) from None
    audit_record(
        principal=principal,
        action="user_create",
        detail={"user": username, "user_id": user.pk, "admin": admin},
    )
    return user, password


def user_set_active(*, principal: Principal, user_id: object, active: bool) -> User:
    """Deactivate (or reactivate) an account: an inactive person cannot sign in and every API key
    of theirs stops at once (api_key_authenticate checks it). Nothing they saved is deleted."""
    _require_admin(principal)
    user = _user(user_id)
    if not active and user.pk == principal.user_id:
        raise Forbidden("You cannot deactivate your own account.")
    if user.is_active != active:
        user.is_active = active
        user.save(update_fields=["is_active"])
        audit_record(
            principal=principal,
            action="user_activate" if active else "user_deactivate",
            detail={"user": user.username, "user_id": user.pk},
        )
    return user


def user_password_reset(*, principal: Principal, user_id: object) -> tuple[User, str]:
    """A new one-time password for someone who lost theirs (returned once); their sessions end,
    their API keys keep working (revoke those on their keys page, or deactivate the account)."""
    _require_admin(principal)
    user = _user(user_id)
    password = secrets.token_urlsafe(_PASSWORD_BYTES)
    user.set_password(password)
    user.save(update_fields=["password"])
    audit_record(
        principal=principal,
        action="user_password_reset",
        detail={"user": user.username, "user_id": user.pk},
    )
    return user, password


def user_deactivate(*, principal: Principal, user_id: object) -> User:
    return user_set_active(principal=principal, user_id=user_id, active=False)


def group_create(
    *, principal: Principal, kind: str, slug: str, name: str = ""
) -> Persona | Project | System:
    """A persona, project or system, named by a unique slug (what keys and the API use)."""
    _require_admin(principal)
    model = GROUP_MODELS.get(kind)
    if model is None:
        raise ValidationFailed("Unknown kind.", fields={"kind": ["persona, project or system"]})
    slug = (slug or "").strip().lower()
    name = (name or "").strip() or slug
    try:
        validate_slug(slug)
        if len(slug) > 64:
            raise ValidationError("too long")
    except ValidationError:
        raise ValidationFailed(
            "Some fields are invalid.",
            fields={"slug": ["1 to 64 letters, digits, hyphens or underscores"]},
        ) from None
    if len(name) > 200:
        raise ValidationFailed("Some fields are invalid.", fields={"name": ["200 characters"]})
    try:
        with transaction.atomic():
            group = model.objects.create(slug=slug, name=name)
    except IntegrityError:
        raise Conflict(
            f"A {kind} called {slug!r} already exists.", fields={"slug": ["already taken"]}
        ) from None
    audit_record(principal=principal, action=f"{kind}_create", detail={kind: slug, "name": name})
    return group


def persona_create(*, principal: Principal, slug: str, name: str = "") -> Persona:
    group = group_create(principal=principal, kind="persona", slug=slug, name=name)
    assert isinstance(group, Persona)
    return group


def project_create(*, principal: Principal, slug: str, name: str = "") -> Project:
    group = group_create(principal=principal, kind="project", slug=slug, name=name)
    assert isinstance(group, Project)
    return group


def system_create(*, principal: Principal, slug: str, name: str = "") -> System:
    group = group_create(principal=principal, kind="system", slug=slug, name=name)
    assert isinstance(group, System)
    return group


def group_get(*, kind: str, slug: str) -> Persona | Project | System:
    model = GROUP_MODELS.get(kind)
    group = model.objects.filter(slug=str(slug)[:64]).first() if model is not None else None
    if group is None:
        raise NotFound(f"No {kind} with this slug.")
    return group


def persona_member_set(
    *, principal: Principal, persona: Persona, username: str, member: bool, can_manage: bool = False
) -> User:
    """Let a person act as a persona (or stop), as a member or a manager: an admin; a manager
    of this persona changes the role of, or removes, someone already acting as it (someone new
    comes in by accepting a manager's invitation: `invitations.member_invite`). A manager
    cannot remove or demote themselves (an admin can)."""
    if not may_manage_persona(principal, persona.pk):
        raise Forbidden("Only an admin or a manager of this persona may change its members.")
    if may_manage_people(principal):
        user = _user_by_name(username) if member else _named(username)
    else:
        # The same refusal whether or not the name exists: a manager's page is no directory.
        row = PersonaMembership.objects.filter(
            persona=persona, user__username=str(username or "").strip()[:150]
        ).select_related("user")
        found = row.first()
        if found is None:
            raise Forbidden(
                "A manager invites someone new to a persona (they join once they accept); "
                "only an admin adds them directly."
            )
        user = found.user
    if user.pk == principal.user_id and not principal.is_admin and not (member and can_manage):
        raise Forbidden("You cannot remove yourself or give up managing; ask an admin.")
    if member:
        PersonaMembership.objects.update_or_create(
            persona=persona, user=user, defaults={"can_manage": can_manage}
        )
    else:
        PersonaMembership.objects.filter(persona=persona, user=user).delete()
    audit_record(
        principal=principal,
        action="persona_member_add" if member else "persona_member_remove",
        detail={
            "persona": persona.slug,
            "user": user.username,
            "role": ("manager" if can_manage else "member") if member else None,
        },
    )
    return user


def project_member_set(
    *,
    principal: Principal,
    project: Project,
    username: str,
    member: bool,
    can_manage: bool = False,
) -> User:
    """Add a member (or change their role), or remove them: an admin, or a manager of this
    project. A manager cannot remove or demote themselves (an admin can), so a project is never
    left without the person who was managing it by accident."""
    if not may_manage_project_members(principal, project.pk):
        raise Forbidden("Only an admin or a manager of this project may change its members.")
    user = _user_by_name(username) if member else _named(username)
    if user.pk == principal.user_id and not principal.is_admin and not (member and can_manage):
        raise Forbidden("You cannot remove yourself or give up managing; ask an admin.")
    if member:
        ProjectMembership.objects.update_or_create(
            project=project, user=user, defaults={"can_manage": can_manage}
        )
    else:
        ProjectMembership.objects.filter(project=project, user=user).delete()
    audit_record(
        principal=principal,
        action="project_member_set" if member else "project_member_remove",
        detail={
            "project": project.slug,
            "user": user.username,
            "role": ("manager" if can_manage else "member") if member else None,
        },
    )
    return user


def system_grant_set(*, principal: Principal, system: System, username: str, access: str) -> User:
    """Grant read or manage on a system, or take the grant away (`access="none"`): admins only."""
    _require_admin(principal)
    if access not in ("none", *SYSTEM_ACCESS):
        raise ValidationFailed("Unknown access.", fields={"access": ["none, read or manage"]})
    user = _user_by_name(username) if access != "none" else _named(username)
    if access == "none":
        SystemGrant.objects.filter(system=system, user=user).delete()
    else:
        SystemGrant.objects.update_or_create(
            system=system, user=user, defaults={"can_manage": access == "manage"}
        )
    audit_record(
        principal=principal,
        action="system_grant_set",
        detail={"system": system.slug, "user": user.username, "access": access},
    )
    return user


def _named(username: object) -> User:
    """Anyone by exact username, active or not (removing a deactivated person must work)."""
    name = str(username or "").strip()[:150]
    user = get_user_model().objects.filter(username=name).first()
    if user is None:
        raise NotFound("No person with this name.")
    return user
