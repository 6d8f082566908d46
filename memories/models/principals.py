"""Who may see what: personas, projects (profiles/tenants) and systems, with their grants."""

from __future__ import annotations

from django.conf import settings
from django.contrib.postgres.fields import ArrayField
from django.db import models


class Persona(models.Model):
    """An agent persona; memories saved under it are visible to whoever acts as it."""

    slug = models.SlugField(max_length=64, unique=True)
    name = models.CharField(max_length=200)
    members = models.ManyToManyField(
        settings.AUTH_USER_MODEL, through="PersonaMembership", related_name="personas", blank=True
    )
    # The memory tool families this persona's agents may use, named by the rule each tool needs
    # (`memory.read`: recall, context, list…; `memory.manage`: save, update, forget…). Opt-in:
    # a new persona has none until an admin or one of its managers allows them on its page; a
    # key bound to it gets only the rules allowed here (docs/security.md, "Memory tools per
    # persona").
    allowed_tools = ArrayField(models.CharField(max_length=32), default=list, blank=True)

    def __str__(self) -> str:
        return self.name


class PersonaMembership(models.Model):
    """Who may act as a persona; its managers (`can_manage`) also manage its members' roles and
    its allowed tools, like a project's managers (the table Django made for the plain list)."""

    persona = models.ForeignKey(Persona, on_delete=models.CASCADE)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    can_manage = models.BooleanField(default=False)

    class Meta:
        db_table = "memories_persona_members"
        unique_together = [("persona", "user")]

    def __str__(self) -> str:
        return f"{self.user_id} as {self.persona_id}"


class Project(models.Model):
    """A project, profile or tenant: its memories are shared by its members only."""

    slug = models.SlugField(max_length=64, unique=True)
    name = models.CharField(max_length=200)
    members = models.ManyToManyField(
        settings.AUTH_USER_MODEL, through="ProjectMembership", related_name="projects", blank=True
    )
    # The project memories API's `memory.defaultExpiry`: {kind: days, or null for never} for this project's
    # memories, set by its managers; a kind not named keeps the installation's default.
    default_expiry = models.JSONField(default=dict, blank=True)

    def __str__(self) -> str:
        return self.name


class ProjectMembership(models.Model):
    project = models.ForeignKey(Project, on_delete=models.CASCADE)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    can_manage = models.BooleanField(default=False)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["project", "user"], name="project_membership_unique")
        ]

    def __str__(self) -> str:
        return f"{self.user_id} in {self.project_id}"


class System(models.Model):
    """A catalog system: its memories are visible to whoever may read the system."""

    slug = models.SlugField(max_length=64, unique=True)
    name = models.CharField(max_length=200)

    def __str__(self) -> str:
        return self.name


class SystemGrant(models.Model):
    system = models.ForeignKey(System, on_delete=models.CASCADE, related_name="grants")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="system_grants"
    )
    can_manage = models.BooleanField(default=False)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["system", "user"], name="system_grant_unique")
        ]

    def __str__(self) -> str:
        return f"{self.user_id} on {self.system_id}"
