"""An invitation to join a project or a persona: one of its managers proposes it, the invited
person accepts or declines it on their own start page, and only an acceptance makes them a
member. One table for both kinds: exactly one of `project` and `persona` is set."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone

from memories.models.principals import Persona, Project


class InvitationStatus(models.TextChoices):
    PENDING = "pending"
    ACCEPTED = "accepted"
    DECLINED = "declined"
    WITHDRAWN = "withdrawn"  # a manager took it back before it was answered


class Invitation(models.Model):
    project = models.ForeignKey(
        Project, on_delete=models.CASCADE, null=True, blank=True, related_name="invitations"
    )
    persona = models.ForeignKey(
        Persona, on_delete=models.CASCADE, null=True, blank=True, related_name="invitations"
    )
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="invitations"
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
            models.CheckConstraint(
                condition=models.Q(project__isnull=False, persona__isnull=True)
                | models.Q(project__isnull=True, persona__isnull=False),
                name="invitation_to_one_group",
            ),
            # One open invitation per person and group: inviting again changes its role.
            models.UniqueConstraint(
                fields=["project", "user"],
                condition=models.Q(status="pending"),
                name="project_invitation_one_pending",
            ),
            models.UniqueConstraint(
                fields=["persona", "user"],
                condition=models.Q(status="pending"),
                name="persona_invitation_one_pending",
            ),
        ]
        indexes = [models.Index(fields=["user", "status"], name="invitation_by_user")]

    def __str__(self) -> str:
        return f"{self.user_id} to {self.kind} {self.project_id or self.persona_id} ({self.status})"

    @property
    def group(self) -> Project | Persona:
        """The project or persona the invitation is to."""
        group = self.project or self.persona
        assert group is not None  # the check constraint: exactly one is set
        return group

    @property
    def kind(self) -> str:
        return "project" if self.project_id is not None else "persona"
