"""The store's operations over memories: an item is one memory whose subject labels are its
namespace and key (`memories.services.rules.subject_labels`), whose value is kept exactly in its
metadata and whose text (for recall) is derived from the value. Every write goes through the
write door (`memory_remember`, `memory_update`, `memory_forget`), every read through scoping.

Where an item lives: a first namespace label `project:<slug>`, `persona:<slug>` or
`user:<username>` names the scope (one the key may use, else it answers like a missing one);
any other first label puts a new item in the key's default scope (its project, its persona,
else its person's own). An item is found by its namespace and key among what the key reads.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.db.models import Q, QuerySet
from django.utils import timezone

from compat.mem0.deletes import live_memories
from compat.mem0.identity import bad
from memories.models import Memory, Scope
from memories.retrieval.pipeline import memory_recall
from memories.scoping import Principal, can_write
from memories.services.lifecycle.governance import memory_forget
from memories.services.rules.subject_labels import item_labels, namespace_labels
from memories.services.store.memory import memory_remember, memory_update
from memory_project.errors import Forbidden, ValidationFailed

TAG = "langgraph"  # every item carries it: the store's rows at a glance on /memory
KIND = "fact"
TEXT_FIELDS = ("content", "text", "memory", "data")
MAX_TEXT_CHARS = 8_000
SCOPE_LABELS = {"project": Scope.PROJECT, "persona": Scope.PERSONA, "user": Scope.USER}
MISSING_NAMESPACE = "unknown namespace"


@dataclass(frozen=True)
class Put:
    namespace: tuple[str, ...]
    key: str
    value: dict[str, Any] | None
    index: list[str] | bool | None = None
    ttl: float | None = None


def _get_path(value: Any, path: str) -> Any:
    for part in path.split("."):
        if not isinstance(value, dict):
            return None
        value = value.get(part)
    return value


def _leaves(value: Any, prefix: str, out: list[str]) -> None:
    if isinstance(value, dict):
        for name, item in value.items():
            _leaves(item, f"{prefix}{name}: ", out)
    elif isinstance(value, list):
        for item in value:
            _leaves(item, prefix, out)
    elif isinstance(value, str) and value.strip():
        out.append(f"{prefix}{value.strip()}")
    elif isinstance(value, int | float) and not isinstance(value, bool):
        out.append(f"{prefix}{value}")


def text_of(value: dict[str, Any], index: list[str] | bool | None, key: str) -> str:
    """The text recall reads: the indexed fields' text (LangGraph's `index`), else the value's
    `content`/`text`/`memory`/`data` when it is a string, else its fields as `name: text`
    lines; the key when nothing else is text."""
    parts: list[str] = []
    if isinstance(index, list):
        for path in index:
            _leaves(_get_path(value, path), "", parts)
    else:
        for name in TEXT_FIELDS:
            if isinstance(value.get(name), str) and value[name].strip():
                parts = [value[name].strip()]
                break
        else:
            _leaves(value, "", parts)
    text = "\n".join(parts).strip() or json.dumps(value, ensure_ascii=False)[:MAX_TEXT_CHARS]
    return (text if text not in ("{}", "") else key)[:MAX_TEXT_CHARS]


def _target(principal: Principal, namespace: tuple[str, ...]) -> dict[str, Any]:
    """memory_remember's scope arguments for a new item of this namespace."""
    name, sep, ref = namespace[0].partition(":")
    scope = SCOPE_LABELS.get(name) if sep and ref else None
    if scope is None:
        return {}
    if scope == Scope.USER:
        if ref != principal.username:
            raise bad("namespace.0", MISSING_NAMESPACE)  # another person's: like a missing one
        return {"scope": Scope.USER}
    return {"scope": scope, "scope_ref": ref}


def items_visible(principal: Principal, where: Q, *, for_write: bool = False) -> QuerySet[Memory]:
    """The store's live items the principal reads (or may change), matching `where`."""
    return live_memories(principal, Q(tags__contains=[TAG]) & where, for_write=for_write)


def item_find(
    principal: Principal, namespace: tuple[str, ...], key: str, *, for_write: bool = False
) -> Memory | None:
    """The item (its newest row, should two writers have raced to make it)."""
    where = Q(subject=item_labels(namespace, key))
    return items_visible(principal, where, for_write=for_write).order_by("-updated_at").first()


def _refresh(rows: list[Memory]) -> None:
    """LangGraph's `refresh_ttl`: a read renews the lifetime of items put with a TTL (only the
    expiry moves: no revision, no audit, as a read)."""
    now = timezone.now()
    for row in rows:
        minutes = row.metadata.get("ttl_minutes")
        if isinstance(minutes, int | float) and row.expires_at is not None:
            expires = now + timedelta(minutes=float(minutes))
            Memory.objects.filter(pk=row.pk).update(expires_at=expires)
            row.expires_at = expires


def item_get(
    *, principal: Principal, namespace: tuple[str, ...], key: str, refresh_ttl: bool = False
) -> Memory | None:
    row = item_find(principal, namespace, key)
    if row is not None and refresh_ttl:
        _refresh([row])
    return row


def item_put(*, principal: Principal, put: Put) -> None:
    """Create, replace or (value None) delete one item."""
    existing = item_find(principal, put.namespace, put.key, for_write=True)
    if existing is not None and not can_write(principal, existing):
        raise Forbidden("Only its owner or a manager of its project may change this item.")
    if put.value is None:
        if existing is not None:
            memory_forget(principal=principal, memory_id=existing.pk)
        elif not principal.can_manage:
            raise Forbidden("This key lacks the memory.manage rule.")
        return
    content = text_of(put.value, put.index, put.key)
    metadata: dict[str, Any] = {"value": put.value}
    expires = None
    if put.ttl is not None:
        metadata["ttl_minutes"] = put.ttl
        expires = timezone.now() + timedelta(minutes=put.ttl)
    if put.index is False:
        metadata["index"] = False
    if existing is not None:
        memory_update(
            principal=principal, memory_id=existing.pk, content=content, metadata=metadata,
            expires_at=expires,
        )  # fmt: skip
        return
    try:
        memory_remember(
            principal=principal, content=content, kind=KIND, tags=[TAG], metadata=metadata,
            expires_at=expires, subject_labels=item_labels(put.namespace, put.key),
            **_target(principal, put.namespace),
        )  # fmt: skip
    except ValidationFailed as exc:
        if "scope_ref" in exc.fields:  # a project or persona not the key's: like a missing one
            raise bad("namespace.0", MISSING_NAMESPACE) from None
        raise


def item_search(
    *,
    principal: Principal,
    prefix: tuple[str, ...],
    where: Q,
    query: str | None,
    limit: int,
    offset: int,
    refresh_ttl: bool = False,
) -> list[tuple[Memory, float | None]]:
    """Items under the prefix matching the filter: by our recall when there is a query (best
    first, with its score; items put with `index: false` are not searched), else by recency."""
    labels = namespace_labels(prefix)
    if query:
        # The store's tag and the prefix's labels as recall's own narrowing (its compiled SQL
        # is shared by every search of the same shape); the value filter as its `where`.
        result = memory_recall(
            principal=principal, query=query, top_k=min(offset + limit, 50), tags=[TAG],
            subject=labels, where=where & ~Q(metadata__contains={"index": False}),
        )  # fmt: skip
        hits = result.results[offset : offset + limit]
        rows = items_visible(principal, Q()).in_bulk([hit.id for hit in hits])
        found: list[tuple[Memory, float | None]] = [
            (rows[hit.id], float(hit.score)) for hit in hits if hit.id in rows
        ]
    else:
        scoped = where & Q(subject__contains=labels) if labels else where
        listed = items_visible(principal, scoped).order_by("-updated_at", "-id")
        found = [(row, None) for row in listed[offset : offset + limit]]
    if refresh_ttl:
        _refresh([row for row, _ in found])
    return found
