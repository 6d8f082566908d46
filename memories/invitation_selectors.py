"""Reads of invitations (to projects and personas): the ones waiting for a person's answer."""

from __future__ import annotations

from django.db.models import QuerySet

from memories.models import Invitation, InvitationStatus
from memories.scoping import Principal


def invitations_open(*, principal: Principal) -> QuerySet[Invitation]:
    """The invitations waiting for this person's answer, oldest first (one query)."""
    return (
        Invitation.objects.filter(user_id=principal.user_id, status=InvitationStatus.PENDING)
        .select_related("project", "persona", "invited_by")
        .order_by("created_at", "id")
    )
