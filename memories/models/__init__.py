"""Models of the memory store."""

from memories.models.ops import WorkerHeartbeat

__all__ = ["WorkerHeartbeat"]
