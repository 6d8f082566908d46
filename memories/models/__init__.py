"""Models of the memory store."""

from memories.models.api_keys import (
    ALL_RULES,
    KEY_RULES,
    RULE_ENTITY_EVENTS,
    RULE_MANAGE,
    RULE_READ,
    ApiKey,
    KeyWriteWindow,
    RunWriteCount,
)
from memories.models.audit import AuditEvent
from memories.models.graph import Entity, EntityEvent, ExternalEntityEvent, Relation
from memories.models.invitations import Invitation, InvitationStatus
from memories.models.memory import Memory, MemoryEmbedding, MemoryRevision
from memories.models.ops import WorkerHeartbeat
from memories.models.outbox import RateWindowCount, TaskOutbox
from memories.models.preferences import MemorySettings
from memories.models.principals import (
    Persona,
    PersonaMembership,
    Project,
    ProjectMembership,
    System,
    SystemGrant,
)
from memories.models.role_rules import (
    ROLE_GROUP,
    ROLE_KINDS,
    ROLE_PERSONA,
    ROLE_PERSONA_MANAGER,
    ROLE_PROJECT_MANAGER,
    ROLE_PROJECT_MEMBER,
    RoleRevocation,
)
from memories.models.term_stats import (
    CLASS_COLUMNS,
    TermStatistic,
    TermStatisticDelta,
    statistics_sql,
)
from memories.models.usage import (
    SOURCE_EMBED,
    SOURCE_EXTRACT,
    SOURCE_QA,
    SOURCE_RERANK,
    USAGE_SOURCES,
    ModelUsage,
)
from memories.models.vector_indexes import ClassVectorIndex
from memories.models.vocab import (
    PRIVATE_SCOPES,
    SCOPE_ALIASES,
    TOP_K_MAX,
    CuratorRequest,
    Kind,
    Scope,
    Source,
    Status,
    canonical_scope,
)

__all__ = [
    "ALL_RULES",
    "CLASS_COLUMNS",
    "KEY_RULES",
    "PRIVATE_SCOPES",
    "ROLE_GROUP",
    "ROLE_KINDS",
    "ROLE_PERSONA",
    "ROLE_PERSONA_MANAGER",
    "ROLE_PROJECT_MANAGER",
    "ROLE_PROJECT_MEMBER",
    "RULE_ENTITY_EVENTS",
    "RULE_MANAGE",
    "RULE_READ",
    "SCOPE_ALIASES",
    "SOURCE_EMBED",
    "SOURCE_EXTRACT",
    "SOURCE_QA",
    "SOURCE_RERANK",
    "TOP_K_MAX",
    "USAGE_SOURCES",
    "ApiKey",
    "AuditEvent",
    "ClassVectorIndex",
    "CuratorRequest",
    "Entity",
    "EntityEvent",
    "ExternalEntityEvent",
    "Invitation",
    "InvitationStatus",
    "KeyWriteWindow",
    "Kind",
    "Memory",
    "MemoryEmbedding",
    "MemoryRevision",
    "MemorySettings",
    "ModelUsage",
    "Persona",
    "PersonaMembership",
    "Project",
    "ProjectMembership",
    "RateWindowCount",
    "Relation",
    "RoleRevocation",
    "RunWriteCount",
    "Scope",
    "Source",
    "Status",
    "System",
    "SystemGrant",
    "TaskOutbox",
    "TermStatistic",
    "TermStatisticDelta",
    "WorkerHeartbeat",
    "canonical_scope",
    "statistics_sql",
]
