"""The fields recall returns for its hits: those the arms brought with their ids, the rest read in
one statement within the visible set; and each hit's scope ref (`scope_refs`)."""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from typing import Any

from django.db import models

from memories.models import Persona, Project, Scope, System
from memories.retrieval.types import SimilarityFill
from memories.retrieval.visible import VisibleSet
from memories.search.indexes import vector_literal
from memories.search.row_fields import select_sql
from memories.sql_params import merged, named_one
from memory_project.replicas import read_connection


def hydrate(
    visible_set: VisibleSet,
    ids: Sequence[uuid.UUID],
    fields: Sequence[str],
    fill: SimilarityFill | None = None,
) -> dict[uuid.UUID, dict[str, Any]]:
    """`fields` (model field names, "id" among them) of those `ids` in the set, by id; with a
    `fill`, also "similarity": the cosine to the query of each of `fill.ids` (None for the
    others and for a record without a vector of that model).

    The records an arm's statement brought with these fields (it checked their visibility in
    the same statement: `VisibleSet.keep`) are taken as they are; the rest, and those whose
    cosine is to be filled, are read in one statement with the recall's compiled visibility SQL
    and the ids as one array parameter. Raw SQL, not the ORM: building and compiling that
    queryset made recall's p95 1.2-1.3 times as long in an A/B (docs/benchmarks.md). When
    every record came with an arm, only the cosines are read, by the vectors' key alone."""
    if not ids:
        return {}
    found = visible_set.known(ids, fields)
    filling = set(fill.ids) if fill is not None else set()
    if any(memory_id not in found for memory_id in ids):
        wanted = [memory_id for memory_id in ids if memory_id not in found or memory_id in filling]
        found.update(_read(visible_set, wanted, fields, fill))
    elif fill is not None:
        # Every record came with an arm, which checked its visibility: only the cosines remain,
        # read by the vectors' key alone (0.3 ms of PostgreSQL's time against 1 ms with the
        # records and the visibility rule again: CHANGELOG.md, 2026-11-27).
        for memory_id, similarity in cosines(fill):
            found[memory_id]["similarity"] = similarity
    return {memory_id: found[memory_id] for memory_id in ids if memory_id in found}


def cosines(fill: SimilarityFill) -> list[tuple[uuid.UUID, float]]:
    """Each of `fill.ids` that has a vector of the fill's model, with its cosine to the query."""
    dims = int(fill.dimensions)
    with read_connection().cursor() as cursor:
        cursor.execute(
            f"SELECT e.memory_id, 1 - ((e.embedding::vector({dims})) <=> %(vector)s::vector({dims}))"
            " FROM memories_memoryembedding e"
            " WHERE e.memory_id = ANY(%(ids)s::uuid[]) AND e.model = %(model)s",
            {"ids": list(fill.ids), "vector": vector_literal(fill.vector), "model": fill.model},
        )
        return [(row[0], row[1]) for row in cursor.fetchall()]


def _read(
    visible_set: VisibleSet,
    ids: Sequence[uuid.UUID],
    fields: Sequence[str],
    fill: SimilarityFill | None,
) -> dict[uuid.UUID, dict[str, Any]]:
    """`fields` (and a fill's cosines) of `ids` in the set, in one statement."""
    sub_sql, sub_params = named_one(*visible_set.ids_sql(), "visible")
    select = select_sql(fields, "m")
    params: dict[str, Any] = {"ids": list(ids)}
    if fill is not None:
        dims = int(fill.dimensions)
        select += (
            f", CASE WHEN m.id = ANY(%(fill_ids)s::uuid[]) THEN (SELECT 1 - ((e.embedding::vector"
            f"({dims})) <=> %(vector)s::vector({dims})) FROM memories_memoryembedding e"
            " WHERE e.memory_id = m.id AND e.model = %(model)s) END"
        )
        params.update(fill_ids=list(fill.ids), vector=vector_literal(fill.vector), model=fill.model)
    names = [*fields, "similarity"] if fill is not None else list(fields)
    found: dict[uuid.UUID, dict[str, Any]] = {}
    with read_connection().cursor() as cursor:
        # The ids drive the plan (a primary-key lookup each, then the visibility filter): with
        # `m.id = ANY(ids)` PostgreSQL ANDed a bitmap of every visible row with the ids', about
        # 1.1 ms against 0.3 ms at 100k (CHANGELOG.md, 2026-11-27).
        cursor.execute(
            f"SELECT {select} FROM unnest(%(ids)s::uuid[]) AS wanted(id)"
            f" JOIN memories_memory m ON m.id = wanted.id WHERE m.id IN ({sub_sql})",
            merged(sub_params, params),
        )
        for row in cursor.fetchall():
            record = dict(zip(names, row, strict=True))
            found[record["id"]] = record
    return found


# The scopes whose ref is the slug of the row the memory's foreign key of that name points to.
SLUG_SCOPES: dict[str, type[models.Model]] = {
    Scope.PERSONA: Persona, Scope.PROJECT: Project, Scope.SYSTEM: System,
}  # fmt: skip
SCOPE_REF_FIELDS = ("persona", "project", "system", "session_key")


def scope_refs(rows: Mapping[uuid.UUID, Mapping[str, Any]]) -> dict[uuid.UUID, str]:
    """Each record's scope ref, as `Memory.scope_ref` says it (the slug of its persona, project
    or system, its session key, or ""), from rows holding `SCOPE_REF_FIELDS` and "scope". The
    slugs are read in one statement, none when no record has a persona, project or system
    scope. A record's own scope ref: the caller may already read it on the memory itself."""
    wanted: dict[str, set[int]] = {}
    for row in rows.values():
        if row["scope"] in SLUG_SCOPES and row[row["scope"]] is not None:
            wanted.setdefault(row["scope"], set()).add(row[row["scope"]])
    slugs: dict[tuple[str, int], str] = {}
    if wanted:
        connection = read_connection()
        selects: list[str] = []
        params: dict[str, Any] = {}
        for n, (scope, ids) in enumerate(wanted.items()):
            table = connection.ops.quote_name(SLUG_SCOPES[scope]._meta.db_table)
            selects.append(
                f"SELECT %(scope_{n})s::text, id, slug FROM {table}"
                f" WHERE id = ANY(%(ids_{n})s::bigint[])"
            )
            params.update({f"scope_{n}": str(scope), f"ids_{n}": sorted(ids)})
        with connection.cursor() as cursor:
            cursor.execute(" UNION ALL ".join(selects), params)
            slugs = {(scope, pk): slug for scope, pk, slug in cursor.fetchall()}
    refs: dict[uuid.UUID, str] = {}
    for memory_id, row in rows.items():
        scope = row["scope"]
        if scope == Scope.SESSION:
            refs[memory_id] = row["session_key"]
        elif scope in SLUG_SCOPES:
            refs[memory_id] = slugs.get((scope, row[scope]), "")
        else:
            refs[memory_id] = ""
    return refs
