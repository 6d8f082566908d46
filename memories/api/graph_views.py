"""Views of the temporal knowledge graph: entities, timelines, relations, events, stale review."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from drf_spectacular.utils import extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from memories import graph_selectors
from memories.api.auth import ApiView, principal_from_request, validated_body
from memories.api.graph_serializers import (
    EntityEventIn,
    EntityEventOut,
    EntityListOut,
    EntityTimelineOut,
    ExternalEntityEventIn,
    ExternalEntityEventOut,
    RelationAssertIn,
    RelationAssertOut,
    StaleListOut,
)
from memories.api.serializers import EntityListQueryIn, EntityTimelineQueryIn, PageQueryIn
from memories.api.views import READ_ERRORS, WRITE_ERRORS
from memories.models import RULE_ENTITY_EVENTS, Entity
from memories.scoping import Principal, access_entity
from memories.services.graph.external_events import external_entity_event_record
from memories.services.graph.writes import (
    entity_event_record,
    entity_upsert,
    relation_assert,
)

TAG = ["graph"]


def _page(query: dict[str, Any], qs: QuerySet[Any]) -> tuple[list[Any], int | None]:
    limit, offset = query["limit"], query["offset"]
    rows = list(qs[offset : offset + limit + 1])
    return rows[:limit], (offset + limit if len(rows) > limit else None)


class EntityListApi(ApiView):
    query_in = {"get": EntityListQueryIn}

    @extend_schema(
        tags=TAG,
        operation_id="entities_list",
        responses={200: EntityListOut, **READ_ERRORS},
    )
    def get(self, request: Request) -> Response:
        qs = graph_selectors.entity_list(
            principal=principal_from_request(request),
            q=self.query.get("q"),
            kind=self.query.get("kind"),
        )
        rows, next_offset = _page(self.query, qs)
        return Response(EntityListOut({"results": rows, "next": next_offset}).data)


class EntityTimelineApi(ApiView):
    query_in = {"get": EntityTimelineQueryIn}

    @extend_schema(
        tags=TAG,
        operation_id="entity_timeline",
        responses={200: EntityTimelineOut, **READ_ERRORS},
    )
    def get(self, request: Request, entity_id: int) -> Response:
        current_only = self.query["current"]
        entity, relations = graph_selectors.entity_timeline(
            principal=principal_from_request(request),
            entity_id=entity_id,
            include_history=not current_only,
        )
        return Response(EntityTimelineOut({"entity": entity, "relations": relations}).data)


def _entity(principal: Principal, ref: dict[str, Any] | None) -> Entity | None:
    if ref is None:
        return None
    if "id" in ref:
        return access_entity(principal, ref["id"], for_write=True)
    return entity_upsert(owner_id=principal.user_id, name=ref["name"], kind=ref["kind"])


class RelationAssertApi(ApiView):
    @extend_schema(
        tags=TAG,
        operation_id="relation_assert",
        request=RelationAssertIn,
        responses={201: RelationAssertOut, 200: RelationAssertOut, **WRITE_ERRORS},
        description="Assert `subject predicate object` (or a literal `object_value`; its old name "
        "`value` is still read, deprecated) from `valid_from`. "
        "With `replaces` (default) the current relation of the same subject and predicate is "
        "closed, and memories stating it are flagged stale. Re-asserting a current fact is a "
        "no-op (200).",
    )
    def post(self, request: Request) -> Response:
        values = validated_body(request, RelationAssertIn)
        principal = principal_from_request(request)  # memory.manage: checked by ApiView
        subject = _entity(principal, values["subject"])
        assert subject is not None  # the serializer requires a subject
        result = relation_assert(
            owner_id=subject.owner_id,
            subject=subject,
            predicate=values["predicate"],
            obj=_entity(principal, values["object"]),
            object_value=values["object_value"],
            valid_from=values["valid_from"],
            replaces=values["replaces"],
        )
        body = RelationAssertOut(
            {
                "relation": result.relation,
                "created": result.created,
                "closed": list(result.closed),
                "stale_flagged": result.stale_flagged,
            }
        ).data
        return Response(body, status=201 if result.created else 200)


class EntityEventApi(ApiView):
    @extend_schema(
        tags=TAG,
        operation_id="entity_event",
        request=EntityEventIn,
        responses={201: EntityEventOut, **WRITE_ERRORS},
        description="Record that an entity was deprecated or changed; every active memory that "
        "references it is flagged stale with the reason.",
    )
    def post(self, request: Request, entity_id: int) -> Response:
        data = validated_body(request, EntityEventIn)
        event = entity_event_record(
            principal=principal_from_request(request),
            entity_id=entity_id,
            kind=data["kind"],
            note=data["note"],
            occurred_at=data["occurred_at"],
        )
        return Response(EntityEventOut(event).data, status=201)


class ExternalEntityEventApi(ApiView):
    required_rule = RULE_ENTITY_EVENTS

    @extend_schema(
        tags=TAG,
        operation_id="external_entity_event",
        request=ExternalEntityEventIn,
        responses={201: ExternalEntityEventOut, **WRITE_ERRORS},
        description="Report that an external entity (a catalog URN) was deprecated or changed;"
        " every active memory naming it is flagged stale, whoever owns it. Needs a key with"
        " entity.events (an admin's). The answer says nothing of the memories flagged.",
    )
    def post(self, request: Request) -> Response:
        data = validated_body(request, ExternalEntityEventIn)
        event = external_entity_event_record(
            principal=principal_from_request(request),
            urn=data["urn"],
            kind=data["kind"],
            note=data["note"],
            occurred_at=data["occurred_at"],
        )
        return Response(ExternalEntityEventOut(event).data, status=201)


class StaleListApi(ApiView):
    query_in = {"get": PageQueryIn}

    @extend_schema(
        tags=["memories"],
        operation_id="memories_stale",
        responses={200: StaleListOut, **READ_ERRORS},
        description="Memories flagged stale, with reasons (review_stale).",
    )
    def get(self, request: Request) -> Response:
        qs = graph_selectors.stale_list(principal=principal_from_request(request))
        rows, next_offset = _page(self.query, qs)
        return Response(StaleListOut({"results": rows, "next": next_offset}).data)
