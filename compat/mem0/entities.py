"""mem0's entities (the end users, agents, apps and runs that have memories), the batch calls,
feedback and events, mapped onto what we have."""

from __future__ import annotations

from typing import Any

from django.db import connection, transaction
from django.db.models import Q
from rest_framework.request import Request
from rest_framework.response import Response

from compat.mem0.base import Mem0View
from compat.mem0.deletes import live_memories, mem0_delete_matching
from compat.mem0.identity import ENTITY_TYPES, bad, check_entity_id, label
from compat.mem0.one import live_memory
from compat.mem0.request import body_dict, metadata_of
from memories.api.auth import json_body, principal_from_request
from memories.services.lifecycle.governance import memory_feedback, memory_forget
from memories.services.store.memory import memory_update
from memories.sql_params import named_one
from memory_project.errors import NotFound

MAX_ENTITIES = 1_000
MAX_BATCH = 100
TYPES = {entity: kind for kind, entity in ENTITY_TYPES.items()}
# mem0's feedback words onto our outcomes (None and NONE record nothing).
FEEDBACK = {"POSITIVE": "success", "NEGATIVE": "failure", "VERY_NEGATIVE": "failure"}

_ENTITIES_SQL = (
    "SELECT l.label, count(*), min(m.created_at), max(m.updated_at)"
    " FROM ({rows}) m CROSS JOIN LATERAL unnest(m.subject) AS l(label)"
    " GROUP BY l.label ORDER BY l.label LIMIT %(limit)s"
)


class Mem0EntitiesView(Mem0View):
    """`GET /v1/entities/`: each entity id of the memories the key may read, with its count."""

    def get(self, request: Request) -> Response:
        principal = principal_from_request(request)
        rows = live_memories(principal, Q()).exclude(subject=[]).order_by()
        sql, params = named_one(
            *rows.values("subject", "created_at", "updated_at").query.sql_with_params(), "rows"
        )
        with connection.cursor() as cursor:
            cursor.execute(_ENTITIES_SQL.format(rows=sql), {**params, "limit": MAX_ENTITIES})
            found = cursor.fetchall()
        results = []
        for item, count, first, last in found:
            entity, _, name = str(item).partition(":")
            if entity not in TYPES:
                continue
            results.append({
                "id": name, "name": name, "type": TYPES[entity], "total_memories": count,
                "owner": None, "metadata": None,
                "created_at": first.isoformat(), "updated_at": last.isoformat(),
            })  # fmt: skip
        return Response({"count": len(results), "results": results})


class Mem0EntityView(Mem0View):
    """`DELETE /v2/entities/{type}/{name}/`: forget every memory of that end user, agent, app or
    run the key may change; one with none the key may read answers 404 like a missing one."""

    def delete(self, request: Request, kind: str, name: str) -> Response:
        principal = principal_from_request(request)
        entity = ENTITY_TYPES.get(kind)
        if entity is None:
            raise bad("type", f"must be one of {', '.join(ENTITY_TYPES)}")
        where = Q(subject__contains=[label(entity, check_entity_id("name", name))])
        if not live_memories(principal, where, for_write=True).exists():
            raise NotFound(f"No {kind} with this name.")
        mem0_delete_matching(principal=principal, where=where)
        return Response({"message": "Entity deleted successfully."})


def _batch(body: Any, fields: frozenset[str]) -> list[dict[str, Any]]:
    data = body_dict(body, frozenset({"memories"}))
    items = data.get("memories")
    if not isinstance(items, list) or not items:
        raise bad("memories", "must be a non-empty list")
    if len(items) > MAX_BATCH:
        raise bad("memories", f"at most {MAX_BATCH} memories")
    for index, item in enumerate(items):
        if not isinstance(item, dict) or not isinstance(item.get("memory_id"), str):
            raise bad(f"memories.{index}.memory_id", "required: the memory's id")
        for key in item:
            if key not in fields:
                raise bad(f"memories.{index}.{key}", "unknown field")
    return items


class Mem0BatchView(Mem0View):
    """`PUT /v1/batch/` (text and metadata of many memories) and `DELETE /v1/batch/`: all of
    them or none (a missing id, a refused change: nothing is written)."""

    def put(self, request: Request) -> Response:
        principal = principal_from_request(request)
        items = _batch(json_body(request), frozenset({"memory_id", "text", "metadata"}))
        with transaction.atomic():
            for index, item in enumerate(items):
                text = item.get("text")
                if text is not None and (not isinstance(text, str) or not text.strip()):
                    raise bad(f"memories.{index}.text", "must be a non-empty string")
                live_memory(principal, item["memory_id"], for_write=True)
                memory_update(
                    principal=principal, memory_id=item["memory_id"], content=text,
                    metadata=metadata_of(item.get("metadata")),
                )  # fmt: skip
        return Response({"message": f"Successfully updated {len(items)} memories"})

    def delete(self, request: Request) -> Response:
        principal = principal_from_request(request)
        items = _batch(json_body(request), frozenset({"memory_id"}))
        with transaction.atomic():
            for item in items:
                live_memory(principal, item["memory_id"], for_write=True)
                memory_forget(principal=principal, memory_id=item["memory_id"])
        return Response({"message": f"Successfully deleted {len(items)} memories"})


class Mem0FeedbackView(Mem0View):
    """`POST /v1/feedback/`: POSITIVE is a success, NEGATIVE and VERY_NEGATIVE a failure (our
    feedback: confidence up or down, archived under the floor); none records nothing."""

    def post(self, request: Request) -> Response:
        principal = principal_from_request(request)
        body = body_dict(
            json_body(request), frozenset({"memory_id", "feedback", "feedback_reason"})
        )
        memory_id = body.get("memory_id")
        if not isinstance(memory_id, str):
            raise bad("memory_id", "required: the memory's id")
        word = body.get("feedback")
        if word is not None and word != "NONE" and word not in FEEDBACK:
            raise bad("feedback", "must be POSITIVE, NEGATIVE, VERY_NEGATIVE or null")
        reason = body.get("feedback_reason")
        if reason is not None and (not isinstance(reason, str) or len(reason) > 1_000):
            raise bad("feedback_reason", "must be a string of at most 1000 characters")
        memory = live_memory(principal, memory_id, for_write=True)
        if word in FEEDBACK:
            memory_feedback(principal=principal, memory_id=memory.pk, outcome=FEEDBACK[word])
        return Response({"id": str(memory.pk), "feedback": word, "feedback_reason": reason})


class Mem0EventView(Mem0View):
    """`GET /v1/event/{id}/`: adds here are synchronous (their events come in the add's own
    answer), so there is no event to poll: 404 saying so."""

    def get(self, request: Request, event_id: str) -> Response:
        principal_from_request(request)
        raise NotFound(
            "No event with this id: adds are processed at once here and their events are in "
            "the add's answer."
        )
