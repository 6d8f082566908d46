"""A typed Python client for the Memory Layer agent API.

    from memory_layer_client import MemoryClient
    with MemoryClient("http://localhost:8000", api_key) as memory:
        memory.remember("Alice prefers tea", kind="preference")
        hits = memory.recall("what does Alice drink?").results

`AsyncMemoryClient` has the same methods for asyncio. API errors raise the typed exceptions of
`memory_layer_client.errors` (code, message, fields); 429 and 503 are retried.
"""

from memory_layer_client._calls import Retry
from memory_layer_client.client import AsyncMemoryClient, MemoryClient
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
from memory_layer_client.models import (
    Context,
    Conversation,
    Drawer,
    Entity,
    EntityEvent,
    EntityTimeline,
    Memory,
    MemoryPage,
    MessagesAdded,
    Profile,
    RecallHit,
    RecallResult,
    Relation,
    RelationAssertion,
    RememberResult,
    Revision,
    Wing,
    WingDetail,
)

__all__ = [
    "ApiError", "AsyncMemoryClient", "AuthenticationFailed", "Conflict", "Context",
    "Conversation", "Drawer", "Entity", "EntityEvent", "EntityTimeline", "InvalidRequest",
    "Memory", "MemoryClient", "MemoryLayerError", "MemoryPage", "MessagesAdded", "NotFound",
    "PayloadTooLarge", "PermissionDenied", "Profile", "RateLimited", "RecallHit", "RecallResult",
    "Relation", "RelationAssertion", "RememberResult", "Retry", "Revision", "ServerError",
    "ServiceUnavailable", "TransportError", "Wing", "WingDetail",
]  # fmt: skip
