"""Every choice set the API exposes, named once for the OpenAPI schema (ENUM_NAME_OVERRIDES)."""

from __future__ import annotations

from memories.models.graph import Entity, EntityEvent
from memories.models.vocab import SCOPE_ALIASES, Kind, Scope, Status

MEMORY_KIND = list(Kind.values)
# What a client may write as a kind: every kind but `message` (palace drawers come from mining).
WRITABLE_KIND = [kind for kind in Kind.values if kind != Kind.MESSAGE]
MEMORY_SCOPE = list(Scope.values)
# What a request may send: the scopes and their aliases ("profile" is the project scope).
MEMORY_SCOPE_IN = [*Scope.values, *SCOPE_ALIASES]
MEMORY_STATUS = list(Status.values)
ENTITY_STATUS = list(Entity.Status.values)
ENTITY_EVENT_KIND = list(EntityEvent.Kind.choices)
WING_KIND = ["person", "project", "topic", "agent"]  # palace.models.Wing.Kind (palace is above us)
