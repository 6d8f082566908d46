"""One memory through mem0's calls: `GET|PUT|DELETE /v1/memories/{id}/` and its history."""

from __future__ import annotations

from typing import Any

from rest_framework.request import Request
from rest_framework.response import Response

from compat.mem0.add import check_expiration
from compat.mem0.base import Mem0View
from compat.mem0.identity import bad
from compat.mem0.request import body_dict, metadata_of
from compat.mem0.shapes import memory_out, revision_out
from memories.api.auth import json_body, principal_from_request
from memories.models import Memory, Status
from memories.scoping import Principal, memories_visible_to, uuid_id, visibility_filter
from memories.selectors import memory_history
from memories.services.lifecycle.governance import memory_forget
from memories.services.store.memory import UNSET, memory_update
from memory_project.errors import NotFound

MISSING = "No memory with this id."
UPDATE_FIELDS = frozenset({"text", "metadata", "expiration_date", "timestamp"})


def live_memory(principal: Principal, memory_id: object, *, for_write: bool = False) -> Memory:
    """A memory the principal may read that is still live (a forgotten one is gone to mem0):
    not yours and missing answer alike. For a change, the rows it could read whatever its
    read rule (a manage-only key changes what it could read, as on our own API)."""
    rows = Memory.objects.filter(visibility_filter(principal)) if for_write else None
    row = (
        (rows if rows is not None else memories_visible_to(principal))
        .filter(pk=uuid_id(memory_id, MISSING), status=Status.ACTIVE)
        .first()
    )
    if row is None:
        raise NotFound(MISSING)
    return row


class Mem0MemoryView(Mem0View):
    query_keys = {"delete": frozenset({"delete_linked"})}

    def get(self, request: Request, memory_id: str) -> Response:
        principal = principal_from_request(request)
        return Response(memory_out(live_memory(principal, memory_id)))

    def put(self, request: Request, memory_id: str) -> Response:
        principal = principal_from_request(request)
        body = body_dict(json_body(request), UPDATE_FIELDS)
        text = body.get("text")
        if text is not None and (not isinstance(text, str) or not text.strip()):
            raise bad("text", "must be a non-empty string")
        changes: dict[str, Any] = {}
        if "expiration_date" in body:
            changes["expires_at"] = check_expiration(body["expiration_date"])
        live_memory(principal, memory_id, for_write=True)
        memory = memory_update(
            principal=principal,
            memory_id=memory_id,
            content=text,
            metadata=metadata_of(body.get("metadata")),
            expires_at=changes.get("expires_at", UNSET),
        )
        return Response(memory_out(memory))

    def delete(self, request: Request, memory_id: str) -> Response:
        principal = principal_from_request(request)
        live_memory(principal, memory_id, for_write=True)
        memory_forget(principal=principal, memory_id=memory_id)
        return Response({"message": "Memory deleted successfully!"})


class Mem0HistoryView(Mem0View):
    """The correction chain: each revision, what it said before and after, oldest first."""

    def get(self, request: Request, memory_id: str) -> Response:
        principal = principal_from_request(request)
        memory = live_memory(principal, memory_id)
        revisions = memory_history(principal=principal, memory_id=memory.pk)
        out = []
        for index, revision in enumerate(revisions):
            after = revisions[index + 1].content if index + 1 < len(revisions) else memory.content
            event = "DELETE" if revision.reason == "forget" else "UPDATE"
            out.append(revision_out(memory, revision, after, event))
        return Response(out)
