"""Invitations: how a project's or a persona's manager brings someone in.

A manager's member form neither tells whether a username exists nor adds anyone without their
knowledge: it answers the same words either way, and for an active account writes a pending
invitation that the invited person accepts or declines on their own start page. Membership
starts on acceptance. (An admin's group pages still add people directly: `project_member_set`,
`persona_member_set`.) Who may is the scoping layer's `may_manage_members`; inviting,
withdrawing and answering are audited (`project_…` or `persona_…` actions).
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth import get_user_model
from django.db import IntegrityError, transaction
from django.utils import timezone

from memories.models import (
    Invitation,
    InvitationStatus,
    Persona,
    PersonaMembership,
    Project,
    ProjectMembership,
)
from memories.scoping import Principal, may_manage_members
from memories.services.audit import audit_record
from memories.services.people.accounts import persona_member_set, project_member_set
from memory_project.errors import Forbidden, NotFound, ValidationFailed

Group = Project | Persona
_USERNAME_CHARS = 150


def _username(username: object) -> str:
    name = str(username or "").strip()
    if not name or len(name) > _USERNAME_CHARS:
        raise ValidationFailed(
            "Some fields are invalid.", fields={"username": ["1 to 150 characters"]}
        )
    return name


def _kind(group: Group) -> str:
    return "persona" if isinstance(group, Persona) else "project"


def _where(group: Group) -> dict[str, Any]:
    """The lookup of a group's memberships and invitations: `project=` or `persona=`."""
    return {_kind(group): group}


def _is_member(group: Group, **user: object) -> bool:
    model = PersonaMembership if isinstance(group, Persona) else ProjectMembership
    return bool(model.objects.filter(**_where(group), **user).exists())


def _member_set(
    principal: Principal, group: Group, name: str, *, member: bool, can_manage: bool = False
) -> None:
    """The direct change (an existing member's role, or a removal) through the kind's service."""
    if isinstance(group, Persona):
        persona_member_set(
            principal=principal, persona=group, username=name, member=member, can_manage=can_manage
        )
    else:
        project_member_set(
            principal=principal, project=group, username=name, member=member, can_manage=can_manage
        )


def _may_manage(principal: Principal, group: Group) -> None:
    if not may_manage_members(principal, group):
        kind = _kind(group)
        raise Forbidden(f"Only an admin or a manager of this {kind} may change its members.")


def invited_message(username: str, group: Group) -> str:
    """The one answer to an invitation, whether or not the name is someone's."""
    return (
        f"If {username} has an account, they have been invited to {_kind(group)} {group.slug}: "
        "they become a member once they accept it on their start page."
    )


def member_invite(
    *, principal: Principal, group: Group, username: str, can_manage: bool = False
) -> str:
    """Invite someone to the project or persona, or change the role of someone already in it
    (the manager sees its members). Returns the message to show: for anyone not yet a member it
    reads the same whether the account exists, is inactive or was invited before (the role
    offered is then updated)."""
    _may_manage(principal, group)
    name, kind = _username(username), _kind(group)
    user = get_user_model().objects.filter(username=name, is_active=True).first()
    if user is not None and _is_member(group, user=user):
        _member_set(principal, group, name, member=True, can_manage=can_manage)
        return f"{name} is now a {'manager' if can_manage else 'member'} of {kind} {group.slug}."
    if user is None:
        return invited_message(name, group)
    try:
        with transaction.atomic():
            invitation, created = Invitation.objects.update_or_create(
                **_where(group), user=user, status=InvitationStatus.PENDING,
                defaults={"can_manage": can_manage, "invited_by_id": principal.user_id},
            )  # fmt: skip
    except IntegrityError:
        # The same invitation written by a concurrent request a moment ago: it stands.
        return invited_message(name, group)
    audit_record(
        principal=principal,
        action=f"{kind}_member_invite",
        detail={
            kind: group.slug, "user": user.username, "invitation": invitation.pk,
            "role": "manager" if can_manage else "member", "again": not created,
        },
    )  # fmt: skip
    return invited_message(name, group)


def member_leave(*, principal: Principal, group: Group, username: str) -> str:
    """A manager's remove: a member leaves at once (`project_member_set`,
    `persona_member_set`); anyone else gets the same answer whether or not they exist, and an
    invitation still open to them is withdrawn."""
    _may_manage(principal, group)
    name, kind = _username(username), _kind(group)
    if _is_member(group, user__username=name):
        _member_set(principal, group, name, member=False)
        return f"{name} removed from {kind} {group.slug}: it applies at once, to every key."
    open_ones = Invitation.objects.filter(
        **_where(group), user__username=name, status=InvitationStatus.PENDING
    )
    withdrawn = list(open_ones.values_list("pk", flat=True))
    if withdrawn and open_ones.update(
        status=InvitationStatus.WITHDRAWN, answered_at=timezone.now()
    ):
        audit_record(
            principal=principal,
            action=f"{kind}_invitation_withdraw",
            detail={kind: group.slug, "user": name, "invitation": withdrawn[0]},
        )
    return f"{name} is not a member of {kind} {group.slug}; an invitation to them, if any, is withdrawn."


def invitation_answer(*, principal: Principal, invitation_id: object, accept: bool) -> Invitation:
    """The invited person accepts (and becomes a member, with the role offered) or declines.
    Someone else's invitation, an answered one and a missing one are the same NotFound."""
    if not principal.is_human or not str(invitation_id).isdigit():
        raise NotFound("No such invitation.")
    with transaction.atomic():
        invitation = (
            Invitation.objects.select_for_update(of=("self",))
            .select_related("project", "persona")
            .filter(
                pk=int(str(invitation_id)),
                user_id=principal.user_id,
                status=InvitationStatus.PENDING,
            )
            .first()
        )
        if invitation is None:
            raise NotFound("No such invitation.")
        invitation.status = InvitationStatus.ACCEPTED if accept else InvitationStatus.DECLINED
        invitation.answered_at = timezone.now()
        invitation.save(update_fields=["status", "answered_at"])
        group, kind = invitation.group, invitation.kind
        if accept:
            model = PersonaMembership if isinstance(group, Persona) else ProjectMembership
            membership, created = model.objects.get_or_create(
                **_where(group), user_id=principal.user_id,
                defaults={"can_manage": invitation.can_manage},
            )  # fmt: skip
            if not created and invitation.can_manage and not membership.can_manage:
                membership.can_manage = True  # accepting never lowers a role already held
                membership.save(update_fields=["can_manage"])
        audit_record(
            principal=principal,
            action=f"{kind}_invitation_accept" if accept else f"{kind}_invitation_decline",
            detail={
                kind: group.slug, "invitation": invitation.pk,
                "role": "manager" if invitation.can_manage else "member",
            },
        )  # fmt: skip
    return invitation
