"""Views of POST /api/v1/recall and POST /api/v1/context: parse, build the Principal, call the
one recall pipeline or the composer, render. Both only read, so both need `memory.read`."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response

from memories.api.auth import ApiView, principal_from_request, validated_body
from memories.api.recall_serializers import (
    ContextIn,
    ContextOut,
    EnrichIn,
    EnrichOut,
    RecallIn,
    RecallOut,
)
from memories.api.serializers import ApiErrorOut
from memories.context.compose import context_compose
from memories.context.enrich import enrich_tool_response
from memories.models import RULE_READ
from memories.retrieval.pipeline import memory_recall
from memories.retrieval.types import RecallResult

TAG = ["recall"]
ERRORS = {
    s: OpenApiResponse(ApiErrorOut, description="An error.") for s in (400, 401, 403, 413, 429)
}


_DATETIME = serializers.DateTimeField()  # the API's one datetime format, as on /memories


def recall_result_json(result: RecallResult, *, explain: bool) -> dict[str, Any]:
    body: dict[str, Any] = {
        "strategy": result.strategy,
        "ranking": result.ranking,
        "degraded": result.degraded,
    }
    for key in ("note", "rerank", "model"):
        value = getattr(result, key)
        if value:
            body[key] = value
    hits = []
    for hit in result.results:
        item: dict[str, Any] = {
            "id": str(hit.id),
            "content": hit.content,
            "kind": hit.kind,
            "scope": hit.scope,
            "scope_ref": hit.scope_ref,
            "score": hit.score,
            "recall_hint": hit.recall_hint,
            "tags": list(hit.tags),
            "always_inject": hit.always_inject,
            "created_at": _DATETIME.to_representation(hit.created_at) if hit.created_at else None,
            "matches_query": hit.evidence.matches_query,
        }
        if hit.pointer:
            item["pointer"] = hit.pointer
        if explain and hit.explain is not None:
            item["explain"] = hit.explain
        hits.append(item)
    body["results"] = hits
    return body


class RecallApi(ApiView):
    required_rule = RULE_READ
    replica_reads = True  # only reads: a healthy replica may answer (memory_project.replicas)

    @extend_schema(
        operation_id="recall",
        tags=TAG,
        request=RecallIn,
        responses={200: RecallOut, **ERRORS},
        summary="Recall the memories that best answer a query",
    )
    def post(self, request: Request) -> Response:
        data = validated_body(request, RecallIn)
        result = memory_recall(
            principal=principal_from_request(request),
            query=data["query"],
            strategy=data["strategy"],
            top_k=data["top_k"],
            scopes=data.get("scopes"),
            kinds=data.get("kinds"),
            tags=data.get("tags"),
            session=data.get("session") or None,
            include_archived=data["include_archived"],
            explain=data["explain"],
            rerank=data["rerank"],
        )
        return Response(recall_result_json(result, explain=data["explain"]))


class ContextApi(ApiView):
    required_rule = RULE_READ
    replica_reads = True

    @extend_schema(
        operation_id="context_compose",
        tags=TAG,
        request=ContextIn,
        responses={200: ContextOut, **ERRORS},
        summary="Compose the memory section of a prompt",
    )
    def post(self, request: Request) -> Response:
        data = validated_body(request, ContextIn)
        out = context_compose(
            principal=principal_from_request(request),
            query=data.get("query"),
            task=data.get("task"),
            write_scope=data.get("write_scope") or [],
            session=data.get("session") or None,
            fmt=data["format"],
            max_tokens=data.get("max_tokens"),
        )
        body: dict[str, Any] = {
            "text": out.text,
            "memory_ids": out.memory_ids,
            "always_injected": out.always_injected,
            "recent_turns": out.recent_turns,
            "ranking": out.ranking,
            "degraded": out.degraded,
        }
        if out.note:
            body["note"] = out.note
        return Response(body)


class EnrichApi(ApiView):
    required_rule = RULE_READ

    @extend_schema(
        operation_id="enrich",
        tags=TAG,
        request=EnrichIn,
        responses={200: EnrichOut, **ERRORS},
        summary="Memories linked to the entities a tool response names (cross-enrichment)",
    )
    def post(self, request: Request) -> Response:
        data = validated_body(request, EnrichIn)
        out = enrich_tool_response(
            principal=principal_from_request(request),
            tool_response=data["tool_response"],
            session=data.get("session") or None,
            fmt=data["format"],
            max_tokens=data.get("max_tokens"),
        )
        return Response({"text": out.text, "memory_ids": out.memory_ids, "urns": out.urns})
