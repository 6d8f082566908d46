"""The calls of a project's settings (`/api/v1/projects/{slug}/settings`) and of the
project-memories API (`/api/projects/{project}/memories…`, outside /api/v1/, camelCase).

The client takes snake_case arguments and `kind` for the API's `type`; these calls translate.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, TypedDict

from memory_layer_client import models as m
from memory_layer_client._calls import Call, _given, _query

# The client's argument name → the API's field name.
_WIRE = {
    "kind": "type",
    "recall_hint": "recallHint",
    "relevance_score": "relevanceScore",
    "expires_at": "expiresAt",
    "source_run_id": "sourceRunId",
}
_ROOT = ""  # relative to /api/: these paths are not under /api/v1/
_ITEM = "projects/{project}/memories/{memory_id}"


class ProjectMemoryFields(TypedDict, total=False):
    recall_hint: str
    tags: list[str]
    relevance_score: float
    expires_at: datetime | str | None  # None: never expires (default: the project's setting)
    confidence: float
    source: str
    source_run_id: str


class ProjectMemoryChanges(TypedDict, total=False):
    content: str
    kind: str
    recall_hint: str
    tags: list[str]
    relevance_score: float
    expires_at: datetime | str | None  # None: never expires
    active: bool  # False archives it, True restores it


def _wire_body(fields: Mapping[str, Any]) -> dict[str, Any]:
    body = {_WIRE.get(k, k): v for k, v in _given(dict(fields)).items()}
    if "expires_at" in fields and fields["expires_at"] is None:
        body["expiresAt"] = None  # an explicit "never expires"
    return body


def settings_get(project: str) -> Call[m.ProjectSettings]:
    return Call("GET", "projects/{slug}/settings", m.ProjectSettings.from_json, {"slug": project})


def settings_set(project: str, default_expiry: Mapping[str, int | None]) -> Call[m.ProjectSettings]:
    return Call(
        "PATCH", "projects/{slug}/settings", m.ProjectSettings.from_json, {"slug": project},
        json={"memory": {"defaultExpiry": dict(default_expiry)}},
    )  # fmt: skip


def memory_list(
    project: str | int,
    kind: str | None,
    active: bool | None,
    tags: Sequence[str] | None,
    limit: int | None,
) -> Call[list[m.ProjectMemory]]:
    params = _query(
        {"type": kind, "active": active, "tags": ",".join(tags) if tags else None, "limit": limit}
    )
    return Call(
        "GET", "projects/{project}/memories",
        lambda body: [m.ProjectMemory.from_json(row) for row in body["memories"]],
        {"project": project}, params=params, root=_ROOT,
    )  # fmt: skip


def memory_create(
    project: str | int, content: str, kind: str, fields: ProjectMemoryFields
) -> Call[m.ProjectMemoryWritten]:
    body = {"content": content, "type": kind, **_wire_body(fields)}
    return Call(
        "POST", "projects/{project}/memories", m.ProjectMemoryWritten.from_json,
        {"project": project}, json=body, root=_ROOT,
    )  # fmt: skip


def memory_get(project: str | int, memory_id: str) -> Call[m.ProjectMemory]:
    values = {"project": project, "memory_id": memory_id}
    return Call("GET", _ITEM, m.ProjectMemory.from_json, values, root=_ROOT)


def memory_update(
    project: str | int, memory_id: str, changes: ProjectMemoryChanges
) -> Call[m.ProjectMemory]:
    values = {"project": project, "memory_id": memory_id}
    return Call(
        "PATCH", _ITEM, m.ProjectMemory.from_json, values, json=_wire_body(changes), root=_ROOT
    )


def memory_delete(project: str | int, memory_id: str) -> Call[None]:
    values = {"project": project, "memory_id": memory_id}
    return Call("DELETE", _ITEM, lambda body: None, values, root=_ROOT)


def memory_approve(project: str | int, memory_id: str) -> Call[m.ProjectMemory]:
    values = {"project": project, "memory_id": memory_id}
    return Call("PATCH", _ITEM + "/approve", m.ProjectMemory.from_json, values, root=_ROOT)
