"""The temporal knowledge graph: entities (with aliases) and relations with valid and system time.

`valid_from`/`valid_to` say when a fact was true in the world; `learned_at`/`retired_at` say when
we recorded and retired it. A changed fact adds a relation and closes the old one; history stays.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.postgres.fields import ArrayField
from django.db import models


class Entity(models.Model):
    class Status(models.TextChoices):
        ACTIVE = "active"
        DEPRECATED = "deprecated"

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="entities"
    )
    urn = models.CharField(max_length=500)
    name = models.CharField(max_length=200)
    kind = models.CharField(max_length=40, default="thing")  # person, place, item, event, topic…
    aliases = ArrayField(models.CharField(max_length=200), default=list, blank=True)
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.ACTIVE)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name_plural = "entities"
        constraints = [models.UniqueConstraint(fields=["owner", "urn"], name="entity_urn")]
        indexes = [models.Index(fields=["owner", "name"], name="entity_owner_name")]

    def __str__(self) -> str:
        return self.name


class Relation(models.Model):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    subject = models.ForeignKey(Entity, on_delete=models.CASCADE, related_name="relations_out")
    predicate = models.CharField(max_length=100)
    object = models.ForeignKey(
        Entity, null=True, blank=True, on_delete=models.CASCADE, related_name="relations_in"
    )
    object_value = models.CharField(max_length=500, blank=True, default="")  # a literal object
    valid_from = models.DateTimeField()
    valid_to = models.DateTimeField(null=True, blank=True)
    learned_at = models.DateTimeField(auto_now_add=True)
    retired_at = models.DateTimeField(null=True, blank=True)
    confidence = models.FloatField(default=1.0)
    source_pointer = models.CharField(max_length=64, blank=True, default="")
    source_memory = models.ForeignKey(
        "memories.Memory", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    class Meta:
        ordering = ["valid_from", "id"]
        indexes = [
            models.Index(fields=["subject", "predicate", "valid_to"], name="relation_current"),
            models.Index(fields=["object", "valid_to"], name="relation_object"),
        ]

    def __str__(self) -> str:
        target = self.object.name if self.object_id and self.object else self.object_value
        return f"{self.subject} {self.predicate} {target}"

    @property
    def is_current(self) -> bool:
        return self.valid_to is None and self.retired_at is None


class ExternalEntityEvent(models.Model):
    """An event on an entity outside this service (a catalog URN), reported by a key allowed to;
    every active memory naming the URN goes stale, whoever owns it."""

    urn = models.CharField(max_length=500)
    kind = models.CharField(max_length=12)  # EntityEvent.Kind
    note = models.TextField(blank=True, default="")
    occurred_at = models.DateTimeField()
    api_key = models.ForeignKey(
        "memories.ApiKey", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    stale_flagged = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["urn", "occurred_at"], name="external_event_urn")]

    def __str__(self) -> str:
        return f"{self.urn} {self.kind}"


class EntityEvent(models.Model):
    """Something happened to an entity (deprecated, changed); referencing memories go stale."""

    class Kind(models.TextChoices):
        DEPRECATED = "deprecated"
        CHANGED = "changed"

    entity = models.ForeignKey(Entity, on_delete=models.CASCADE, related_name="events")
    kind = models.CharField(max_length=12, choices=Kind.choices)
    note = models.TextField(blank=True, default="")
    occurred_at = models.DateTimeField()
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    stale_flagged = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["occurred_at", "id"]

    def __str__(self) -> str:
        return f"{self.entity} {self.kind}"
