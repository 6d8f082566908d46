"""API keys: an agent acts for a user (optionally as a persona / in a project) under rules."""

from __future__ import annotations

from django.conf import settings
from django.contrib.postgres.fields import ArrayField
from django.db import models

RULE_READ = "memory.read"
RULE_MANAGE = "memory.manage"
ALL_RULES = (RULE_READ, RULE_MANAGE)
# Data-catalog lineage: report events on external entities (a catalog's dataset deprecated,
# its schema changed), which flag every memory naming the entity, whoever owns it — global by
# design, since a deprecation is true for everyone — audited per affected owner; an admin's key
# only.
RULE_ENTITY_EVENTS = "entity.events"
KEY_RULES = (*ALL_RULES, RULE_ENTITY_EVENTS)


class ApiKey(models.Model):
    """Only a SHA-256 of the key is stored; the key itself is shown once, at creation."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="api_keys"
    )
    name = models.CharField(max_length=100, blank=True)
    prefix = models.CharField(max_length=16, unique=True)  # shown in lists to tell keys apart
    key_hash = models.CharField(max_length=64, unique=True)
    persona = models.ForeignKey("memories.Persona", null=True, blank=True, on_delete=models.CASCADE)
    project = models.ForeignKey("memories.Project", null=True, blank=True, on_delete=models.CASCADE)
    rules = ArrayField(models.CharField(max_length=32), default=list)
    write_cap = models.PositiveIntegerField(
        null=True,
        blank=True,
        help_text="Most memories one run of this key may write (unattended agents).",
    )
    writes_per_hour = models.PositiveIntegerField(
        null=True,
        blank=True,
        help_text="Most memories this key may write per hour, across all runs "
        "(empty: the API_KEY_WRITES_PER_HOUR setting).",
    )
    rate_limit_per_minute = models.PositiveIntegerField(default=600)
    # The per-agent override: off, this agent recalls nothing (recall, /context, enrich
    # answer empty) while its conversations are still ingested and mined.
    recall_enabled = models.BooleanField(default=True)
    # An agent's always_inject is a proposal a person confirms, unless its key is
    # explicitly trusted to pin (set by the key's owner or an admin, as a person).
    trusted_to_pin = models.BooleanField(default=False)
    # Least privilege for a bound key: one bound to a persona or project reads its binding's
    # memories and what is shared with everyone (global, systems its user may read), never its
    # user's private memories or other scopes, unless it was created to (shown on the keys page).
    reads_private = models.BooleanField(
        default=False,
        help_text="A key bound to a persona or project also reads its user's private memories "
        "and the user's other personas' and projects' memories.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)
    last_used_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"{self.prefix}… ({self.user})"


class RunWriteCount(models.Model):
    """How many memories a key wrote during one run; enforces the key's write cap."""

    api_key = models.ForeignKey(ApiKey, on_delete=models.CASCADE, related_name="run_counts")
    run_id = models.CharField(max_length=200)
    writes = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["api_key", "run_id"], name="run_write_count_unique")
        ]

    def __str__(self) -> str:
        return f"{self.api_key_id}:{self.run_id}={self.writes}"


class KeyWriteWindow(models.Model):
    """How many memories a key wrote in its current window (a clock hour): the per-key write
    bound that a fresh `source_run` per write cannot get around. One row per key, reset when a
    new hour starts; counted in PostgreSQL, so it holds with Redis down."""

    api_key = models.ForeignKey(ApiKey, on_delete=models.CASCADE, related_name="write_windows")
    window_start = models.DateTimeField()
    writes = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["api_key"], name="key_write_window_unique")]

    def __str__(self) -> str:
        return f"{self.api_key_id}@{self.window_start:%Y-%m-%dT%H}={self.writes}"
