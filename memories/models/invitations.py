"""An invitation to join a project: a manager proposes it, the invited person accepts or declines
it on their own start page, and only an acceptance makes them a member."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone

from memories.models.principals import Project


class InvitationStatus(models.TextChoices):
    PENDING = "pending"
    ACCEPTED = "accepted"
    DECLINED = "declined"
    WITHDRAWN = "withdrawn"  # a manager took it back before it was answered


class ProjectInvitation(models.Model):
    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="invitations")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="project_invitations"
    )
    can_manage = models.BooleanField(default=False)  # the role offered: manager or member
    invited_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    status = models.CharField(
        max_length=16, choices=InvitationStatus.choices, default=InvitationStatus.PENDING
    )
    created_at = models.DateTimeField(default=timezone.now)
    answered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [
            # One open invitation per person and project: inviting again changes its role.
            models.UniqueConstraint(
                fields=["project", "user"],
                condition=models.Q(status="pending"),
                name="project_invitation_one_pending",
            )
        ]
        indexes = [models.Index(fields=["user", "status"], name="invitation_by_user")]

    def __str__(self) -> str:
        return f"{self.user_id} to {self.project_id} ({self.status})"
