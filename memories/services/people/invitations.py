"""Project invitations: how a project's manager brings someone in.

A manager's member form neither tells whether a username exists nor adds anyone without their
knowledge: it answers the same words either way, and for an active account writes a pending
invitation that the invited person accepts or declines on their own start page. Membership
starts on acceptance. (An admin's group pages still add people directly: `project_member_set`.)
Inviting, withdrawing and answering are audited.
"""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.db import IntegrityError, transaction
from django.utils import timezone

from memories.models import InvitationStatus, Project, ProjectInvitation, ProjectMembership
from memories.scoping import Principal, may_manage_project_members
from memories.services.audit import audit_record
from memories.services.people.accounts import project_member_set
from memory_project.errors import Forbidden, NotFound, ValidationFailed

_USERNAME_CHARS = 150


def _username(username: object) -> str:
    name = str(username or "").strip()
    if not name or len(name) > _USERNAME_CHARS:
        raise ValidationFailed(
            "Some fields are invalid.", fields={"username": ["1 to 150 characters"]}
        )
    return name


def _may_manage(principal: Principal, project: Project) -> None:
    if not may_manage_project_members(principal, project.pk):
        raise Forbidden("Only an admin or a manager of this project may change its members.")


def invited_message(username: str, project: Project) -> str:
    """The one answer to an invitation, whether or not the name is someone's."""
    return (
        f"If {username} has an account, they have been invited to project {project.slug}: "
        "they become a member once they accept it on their start page."
    )


def project_member_invite(
    *, principal: Principal, project: Project, username: str, can_manage: bool = False
) -> str:
    """Invite someone to the project, or change the role of someone already in it (the manager
    sees its members). Returns the message to show: for anyone not yet a member it reads the
    same whether the account exists, is inactive or was invited before (the role offered is
    then updated)."""
    _may_manage(principal, project)
    name = _username(username)
    user = get_user_model().objects.filter(username=name, is_active=True).first()
    if user is not None and ProjectMembership.objects.filter(project=project, user=user).exists():
        project_member_set(
            principal=principal, project=project, username=name, member=True, can_manage=can_manage
        )
        return f"{name} is now a {'manager' if can_manage else 'member'} of project {project.slug}."
    if user is None:
        return invited_message(name, project)
    try:
        with transaction.atomic():
            invitation, created = ProjectInvitation.objects.update_or_create(
                project=project, user=user, status=InvitationStatus.PENDING,
                defaults={"can_manage": can_manage, "invited_by_id": principal.user_id},
            )  # fmt: skip
    except IntegrityError:
        # The same invitation written by a concurrent request a moment ago: it stands.
        return invited_message(name, project)
    audit_record(
        principal=principal,
        action="project_member_invite",
        detail={
            "project": project.slug, "user": user.username, "invitation": invitation.pk,
            "role": "manager" if can_manage else "member", "again": not created,
        },
    )  # fmt: skip
    return invited_message(name, project)


def project_member_leave(*, principal: Principal, project: Project, username: str) -> str:
    """A manager's remove: a member leaves the project at once (`project_member_set`); anyone
    else gets the same answer whether or not they exist, and an invitation still open to them
    is withdrawn."""
    _may_manage(principal, project)
    name = _username(username)
    if ProjectMembership.objects.filter(project=project, user__username=name).exists():
        project_member_set(principal=principal, project=project, username=name, member=False)
        return f"{name} removed from project {project.slug}: it applies at once, to every key."
    open_ones = ProjectInvitation.objects.filter(
        project=project, user__username=name, status=InvitationStatus.PENDING
    )
    withdrawn = list(open_ones.values_list("pk", flat=True))
    if withdrawn and open_ones.update(
        status=InvitationStatus.WITHDRAWN, answered_at=timezone.now()
    ):
        audit_record(
            principal=principal,
            action="project_invitation_withdraw",
            detail={"project": project.slug, "user": name, "invitation": withdrawn[0]},
        )
    return f"{name} is not a member of project {project.slug}; an invitation to them, if any, is withdrawn."


def project_invitation_answer(
    *, principal: Principal, invitation_id: object, accept: bool
) -> ProjectInvitation:
    """The invited person accepts (and becomes a member, with the role offered) or declines.
    Someone else's invitation, an answered one and a missing one are the same NotFound."""
    if not principal.is_human or not str(invitation_id).isdigit():
        raise NotFound("No such invitation.")
    with transaction.atomic():
        invitation = (
            ProjectInvitation.objects.select_for_update()
            .select_related("project")
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
        if accept:
            membership, created = ProjectMembership.objects.get_or_create(
                project=invitation.project,
                user_id=principal.user_id,
                defaults={"can_manage": invitation.can_manage},
            )
            if not created and invitation.can_manage and not membership.can_manage:
                membership.can_manage = True  # accepting never lowers a role already held
                membership.save(update_fields=["can_manage"])
        audit_record(
            principal=principal,
            action="project_invitation_accept" if accept else "project_invitation_decline",
            detail={
                "project": invitation.project.slug, "invitation": invitation.pk,
                "role": "manager" if invitation.can_manage else "member",
            },
        )  # fmt: skip
    return invitation
