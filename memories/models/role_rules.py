"""Role rules: an admin revokes `memory.read` or `memory.manage` for a role (a Django group, the
members or the managers of a project, a persona or its managers); both are on by default, so a role holds a
row only while one of them is revoked. Every key of everyone in the role loses the rule at once."""

from __future__ import annotations

from django.conf import settings
from django.db import models

ROLE_GROUP = "group"
ROLE_PROJECT_MEMBER = "project_member"
ROLE_PROJECT_MANAGER = "project_manager"
ROLE_PERSONA = "persona"
ROLE_PERSONA_MANAGER = "persona_manager"
ROLE_KINDS = (
    ROLE_GROUP, ROLE_PROJECT_MEMBER, ROLE_PROJECT_MANAGER, ROLE_PERSONA, ROLE_PERSONA_MANAGER,
)  # fmt: skip


class RoleRevocation(models.Model):
    """One rule revoked for one role: `kind` says which of `group`, `project`, `persona` names it
        (a project's members are those who do not manage it; its managers, those who do; a persona's
    role is everyone acting as it, its managers' role those who manage it)."""

    kind = models.CharField(max_length=20, choices=[(k, k) for k in ROLE_KINDS])
    group = models.ForeignKey(
        "auth.Group", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    project = models.ForeignKey(
        "memories.Project", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    persona = models.ForeignKey(
        "memories.Persona", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    rule = models.CharField(max_length=32)
    revoked_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["kind", "group", "project", "persona", "rule"],
                name="role_revocation_unique",
                nulls_distinct=False,
            ),
            models.CheckConstraint(
                condition=(
                    models.Q(kind=ROLE_GROUP, group__isnull=False, project__isnull=True)
                    & models.Q(persona__isnull=True)
                )
                | (
                    models.Q(kind__in=[ROLE_PROJECT_MEMBER, ROLE_PROJECT_MANAGER])
                    & models.Q(project__isnull=False, group__isnull=True, persona__isnull=True)
                )
                | (
                    models.Q(kind__in=[ROLE_PERSONA, ROLE_PERSONA_MANAGER])
                    & models.Q(persona__isnull=False, group__isnull=True)
                    & models.Q(project__isnull=True)
                ),
                name="role_revocation_names_its_role",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.rule} revoked for {self.kind} {self.group_id or self.project_id or self.persona_id}"
