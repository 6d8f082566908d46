"""Vocabularies shared by the store: kinds (union of every source design's), scopes, sources, statuses."""

from __future__ import annotations

from datetime import timedelta

from django.db import models


class Kind(models.TextChoices):
    # LOCOMO dimensions
    KNOWLEDGE = "knowledge"
    EVENT = "event"
    ENTITY = "entity"
    RELATIONSHIP = "relationship"
    PREFERENCE = "preference"
    # the project memories API
    PATTERN = "pattern"
    WARNING = "warning"
    LEARNING = "learning"
    CONTEXT = "context"
    # the three-scope profile API
    FACT = "fact"
    DECISION = "decision"
    WORKFLOW = "workflow"
    SUMMARY = "summary"
    SKILL = "skill"
    # the palace: a drawer is a memory record holding one verbatim message
    MESSAGE = "message"


class Scope(models.TextChoices):
    USER = "user", "user (private to its owner)"
    PERSONA = "persona", "persona"
    PROJECT = "project", "project / profile"
    SYSTEM = "system", "system"
    SESSION = "session", "session (one conversation thread)"
    GLOBAL = "global", "global (everyone)"


# Scopes only their owner reads: curators see such a row only while its owner asked them to.
PRIVATE_SCOPES = ("user", "session")


class CuratorRequest(models.TextChoices):
    """What a memory's owner (or their agent) asked curators to decide; it opens a private
    memory to them until decided or withdrawn."""

    APPROVAL = "approval", "approve it (vouch for it)"
    SHARE = "share", "share it with everyone (promote to organisation knowledge)"
    ERASURE = "erasure", "erase it and every copy made of it"


class Source(models.TextChoices):
    HUMAN = "human"
    AGENT = "agent"
    RUN = "run"
    MINING = "mining"
    LEARNING = "learning"
    INSIGHT = "insight"


class Status(models.TextChoices):
    ACTIVE = "active"
    ARCHIVED = "archived"
    STALE = "stale"
    DELETED = "deleted"


# The confidence a new memory starts with, by where it came from.
INITIAL_CONFIDENCE: dict[str, float] = {
    Source.HUMAN: 1.0,
    Source.AGENT: 0.7,
    Source.RUN: 0.5,
    Source.MINING: 0.5,
    Source.LEARNING: 0.3,
    Source.INSIGHT: 0.7,
}

# Default lifetime by kind (None = never expires); overridable in settings.
DEFAULT_EXPIRY: dict[str, timedelta | None] = {
    Kind.WARNING: timedelta(days=90),
    Kind.LEARNING: timedelta(days=180),
    Kind.CONTEXT: timedelta(days=30),
    Kind.PATTERN: None,
}

# Other designs' names for a scope, accepted wherever a scope is read (the three-scope profile
# API calls the project scope "profile"); stored and returned under the canonical name.
SCOPE_ALIASES: dict[str, str] = {"profile": "project"}


def canonical_scope(value: object) -> object:
    """`value` with an alias replaced by the scope it names (anything else unchanged)."""
    return SCOPE_ALIASES.get(value, value) if isinstance(value, str) else value


# How many results one recall may return (request, person's setting, page form, MCP, benches).
TOP_K_MAX = 50
