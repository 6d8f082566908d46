"""Reads of project invitations: the ones waiting for a person's answer."""

from __future__ import annotations

from django.db.models import QuerySet

from memories.models import InvitationStatus, ProjectInvitation
from memories.scoping import Principal


def project_invitations_open(*, principal: Principal) -> QuerySet[ProjectInvitation]:
    """The invitations waiting for this person's answer, oldest first (one query)."""
    return (
        ProjectInvitation.objects.filter(user_id=principal.user_id, status=InvitationStatus.PENDING)
        .select_related("project", "invited_by")
        .order_by("created_at", "id")
    )
