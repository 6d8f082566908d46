"""A typed Python client for the Memory Layer agent API.

    from memory_layer_client import MemoryClient
    with MemoryClient("http://localhost:8000", api_key) as memory:
        memory.remember("Alice prefers tea", kind="preference")
        hits = memory.recall("what does Alice drink?").results

`AsyncMemoryClient` has the same methods for asyncio. An empty key is refused at once
(ValueError); API errors raise the typed exceptions of `memory_layer_client.errors` (code,
message, fields); 429 and 503 are retried.
"""

from memory_layer_client._calls import Retry
from memory_layer_client.async_client import AsyncMemoryClient
from memory_layer_client.client import MemoryClient
from memory_layer_client.errors import (
    ApiError,
    AuthenticationFailed,
    Conflict,
    InvalidRequest,
    MemoryLayerError,
    NotFound,
    PayloadTooLarge,
    PermissionDenied,
    RateLimited,
    ServerError,
    ServiceUnavailable,
    TransportError,
)
from memory_layer_client.messages import Message, MessagePage, MessagePopped, MessagesCleared
from memory_layer_client.models import (
    Context,
    Conversation,
    Drawer,
    Enrichment,
    Entity,
    EntityEvent,
    EntityTimeline,
    ExternalEntityEvent,
    Extraction,
    Memory,
    MemoryPage,
    MessagesAdded,
    Profile,
    ProjectMemory,
    ProjectMemorySettings,
    ProjectMemoryWritten,
    ProjectSettings,
    RecallHit,
    RecallResult,
    RecentTurn,
    RecentTurns,
    Relation,
    RelationAssertion,
    RememberResult,
    Revision,
    Wing,
    WingDetail,
)

__all__ = [
    "ApiError", "AsyncMemoryClient", "AuthenticationFailed", "Conflict", "Context",
    "Conversation", "Drawer", "Enrichment", "Entity", "EntityEvent", "EntityTimeline",
    "ExternalEntityEvent", "Extraction", "InvalidRequest", "Memory", "MemoryClient",
    "MemoryLayerError", "MemoryPage", "Message", "MessagePage", "MessagePopped", "MessagesAdded",
    "MessagesCleared", "NotFound", "PayloadTooLarge",
    "PermissionDenied", "Profile", "ProjectMemory", "ProjectMemorySettings",
    "ProjectMemoryWritten", "ProjectSettings", "RateLimited", "RecallHit", "RecallResult",
    "RecentTurn", "RecentTurns", "Relation", "RelationAssertion", "RememberResult", "Retry",
    "Revision", "ServerError", "ServiceUnavailable", "TransportError", "Wing", "WingDetail",
]  # fmt: skip
