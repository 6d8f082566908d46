"""Rows of the memory store as export records (natural keys for every reference), streamed
with `.values().iterator()` so no model instance is built and memory stays flat."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator, Mapping
from typing import Any

from django.contrib.auth import get_user_model
from django.db.models import QuerySet, TextField
from django.db.models.functions import Cast

from memories.models import (
    Entity,
    EntityEvent,
    Memory,
    MemoryEmbedding,
    MemoryRevision,
    MemorySettings,
    Persona,
    PersonaMembership,
    Project,
    ProjectMembership,
    Relation,
    System,
    SystemGrant,
)
from memories.portability.format import RawJSON

CHUNK = 2000

Record = dict[str, Any]


def _rename(row: Mapping[str, Any], names: dict[str, str]) -> Record:
    return {names.get(key, key): value for key, value in row.items()}


MEMORY_FIELDS = {
    "owner__username": "owner",
    "persona__slug": "persona",
    "project__slug": "project",
    "system__slug": "system",
    "approved_by__username": "approved_by",
    "superseded_by_id": "superseded_by",
}
MEMORY_PLAIN = (
    "id", "content", "recall_hint", "kind", "tags", "source", "source_conversation", "source_run",
    "pointer", "scope", "session_key", "status", "stale_reason", "confidence", "relevance_score",
    "expires_at", "approved_at", "always_inject", "always_inject_proposed", "entities",
    "metadata", "content_hash", "created_at", "updated_at",
)  # fmt: skip


def memory_records(memories: QuerySet[Memory]) -> Iterator[Record]:
    rows = memories.order_by("created_at", "id").values(*MEMORY_PLAIN, *MEMORY_FIELDS)
    for row in rows.iterator(chunk_size=CHUNK):
        yield _rename(row, MEMORY_FIELDS)


def revision_records(memories: QuerySet[Memory]) -> Iterator[Record]:
    rows = (
        MemoryRevision.objects.filter(memory__in=memories.values("pk"))
        .order_by("memory__created_at", "memory_id", "created_at", "id")
        .values(
            "memory_id", "content", "recall_hint", "kind", "tags", "reason",
            "changed_by__username", "created_at",
        )
    )  # fmt: skip
    names = {"memory_id": "memory", "changed_by__username": "changed_by"}
    for row in rows.iterator(chunk_size=CHUNK):
        yield _rename(row, names)


def vector_records(memories: QuerySet[Memory]) -> Iterator[Record]:
    rows = (
        MemoryEmbedding.objects.filter(memory__in=memories.values("pk"))
        .order_by("memory__created_at", "memory_id", "model")
        .annotate(vector=Cast("embedding", TextField()))
        .values("memory_id", "model", "dimensions", "vector", "text_hash", "created_at")
    )
    for row in rows.iterator(chunk_size=500):
        record = _rename(row, {"memory_id": "memory"})
        record["embedding"] = RawJSON(record.pop("vector"))  # pgvector prints a JSON array
        yield record


def user_records(user_ids: QuerySet[Any] | None, *, with_roles: bool) -> Iterator[Record]:
    users = get_user_model().objects.all()
    if user_ids is not None:
        users = users.filter(pk__in=user_ids)
    fields = ("username", "first_name", "last_name", "email", "is_active", "is_staff",
              "is_superuser", "date_joined")  # fmt: skip
    for row in users.order_by("username").values(*fields).iterator(chunk_size=CHUNK):
        if not with_roles:  # a person's own export never carries admin rights to grant
            row["is_staff"] = row["is_superuser"] = False
        yield dict(row)


def settings_records(user_ids: QuerySet[Any] | None) -> Iterator[Record]:
    rows = MemorySettings.objects.all()
    if user_ids is not None:
        rows = rows.filter(user_id__in=user_ids)
    fields = ("user__username", "enabled", "top_k", "use_rerank", "embedding_model",
              "rerank_model", "auto_mine")  # fmt: skip
    for row in rows.order_by("user__username").values(*fields).iterator(chunk_size=CHUNK):
        yield _rename(row, {"user__username": "user"})


def _members(
    model: type[ProjectMembership] | type[SystemGrant], key: str, ids: list[int], users: Any
) -> dict[int, list[Record]]:
    rows = model.objects.filter(**{f"{key}__in": ids})
    if users is not None:
        rows = rows.filter(user_id__in=users)
    found: dict[int, list[Record]] = defaultdict(list)
    for owner_id, username, manage in rows.order_by("user__username").values_list(
        f"{key}_id", "user__username", "can_manage"
    ):
        found[owner_id].append({"user": username, "can_manage": manage})
    return found


def persona_records(personas: QuerySet[Persona], member_ids: Any) -> Iterator[Record]:
    for persona in personas.order_by("slug"):
        members = PersonaMembership.objects.filter(persona=persona)
        if member_ids is not None:
            members = members.filter(user_id__in=member_ids)
        rows = sorted(members.values_list("user__username", "can_manage"))
        yield {
            "slug": persona.slug,
            "name": persona.name,
            "members": [name for name, _ in rows],
            "managers": [name for name, manages in rows if manages],
            "allowed_tools": sorted(persona.allowed_tools),
        }


def project_records(projects: QuerySet[Project], member_ids: Any) -> Iterator[Record]:
    rows = list(projects.order_by("slug"))
    members = _members(ProjectMembership, "project", [p.pk for p in rows], member_ids)
    for project in rows:
        yield {
            "slug": project.slug,
            "name": project.name,
            "default_expiry": project.default_expiry,
            "members": members.get(project.pk, []),
        }


def system_records(systems: QuerySet[System], member_ids: Any) -> Iterator[Record]:
    rows = list(systems.order_by("slug"))
    grants = _members(SystemGrant, "system", [s.pk for s in rows], member_ids)
    for system in rows:
        yield {"slug": system.slug, "name": system.name, "grants": grants.get(system.pk, [])}


def entity_records(entities: QuerySet[Entity]) -> Iterator[Record]:
    fields = ("owner__username", "urn", "name", "kind", "aliases", "status", "created_at",
              "updated_at")  # fmt: skip
    for row in entities.order_by("owner__username", "urn").values(*fields).iterator(CHUNK):
        yield _rename(row, {"owner__username": "owner"})


def relation_records(relations: QuerySet[Relation]) -> Iterator[Record]:
    names = {
        "owner__username": "owner",
        "subject__urn": "subject",
        "object__urn": "object",
        "source_memory_id": "source_memory",
    }
    plain = ("predicate", "object_value", "valid_from", "valid_to", "learned_at", "retired_at",
             "confidence", "source_pointer")  # fmt: skip
    order = ("owner__username", "subject__urn", "predicate", "valid_from", "learned_at", "id")
    for row in relations.order_by(*order).values(*plain, *names).iterator(chunk_size=CHUNK):
        yield _rename(row, names)


def entity_event_records(entities: QuerySet[Entity]) -> Iterator[Record]:
    names = {
        "entity__owner__username": "owner",
        "entity__urn": "entity",
        "actor__username": "actor",
    }
    plain = ("kind", "note", "occurred_at", "stale_flagged", "created_at")
    rows = EntityEvent.objects.filter(entity__in=entities.values("pk")).order_by(
        "entity__owner__username", "entity__urn", "occurred_at", "id"
    )
    for row in rows.values(*plain, *names).iterator(chunk_size=CHUNK):
        yield _rename(row, names)
