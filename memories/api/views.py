"""Views of /api/v1/memories: one thin APIView per operation (house rule 5).

Each one parses its input with a strict serializer, builds the `Principal`, calls exactly one
service or selector, and renders `MemoryOut`. Visibility and write rights are decided in
`memories.scoping` (via the services), never here.
"""

from __future__ import annotations

import base64
import binascii
import uuid
from datetime import datetime
from typing import Any

from django.db.models import Q, QuerySet
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from memories import selectors
from memories.api.auth import ApiView, principal_from_request, validated_body
from memories.api.serializers import (
    AlwaysInjectIn,
    ApiErrorOut,
    EmptyIn,
    FeedbackIn,
    ForgetIn,
    InsightIn,
    MemoryHistoryOut,
    MemoryListOut,
    MemoryListQueryIn,
    MemoryOut,
    MemoryReceiptOut,
    MemoryRememberIn,
    MemoryRememberOut,
    MemoryUpdateIn,
)
from memories.models import Memory
from memories.scoping import Principal, memory_get_for_read
from memories.services.lifecycle import governance
from memories.services.store import memory as memory_services
from memories.services.store.insights import insight_capture
from memories.services.store.memory import RememberResult
from memory_project.errors import ValidationFailed

TAG = ["memories"]
ID_PARAM = OpenApiParameter(
    "memory_id", OpenApiTypes.UUID, OpenApiParameter.PATH, description="The memory's id."
)
OUT_RELATED = ("approved_by", "persona", "project", "system")


def errors(*statuses: int) -> dict[int, OpenApiResponse]:
    """The error responses an operation may give, all in the one error shape."""
    return {s: OpenApiResponse(ApiErrorOut, description="An error.") for s in statuses}


RECEIPT_NOTE = (
    " A key without memory.read gets a receipt instead: id, kind, scope, status, confidence,"
    " always_inject, superseded_by, approved_at, created_at, updated_at — never content."
)
WRITTEN = OpenApiResponse(MemoryOut, description="The changed memory." + RECEIPT_NOTE)
READ_ERRORS = errors(400, 401, 403, 404, 429)
WRITE_ERRORS = errors(400, 401, 403, 404, 409, 413, 429)


def render_written(memory: Memory, principal: Principal) -> dict[str, Any]:
    """The one place a write's answer is shaped: the full record for a principal that may read,
    a receipt without content (`MemoryReceiptOut`) for a manage-only key. Re-read with the
    relations MemoryOut touches, so one row costs one query."""
    if not principal.can_read:
        return dict(MemoryReceiptOut(Memory.objects.get(pk=memory.pk)).data)
    fresh = Memory.objects.select_related(*OUT_RELATED).get(pk=memory.pk)
    return dict(MemoryOut(fresh).data)


# --- cursor pagination ---------------------------------------------------------------------


def encode_cursor(memory: Memory) -> str:
    raw = f"{memory.updated_at.isoformat()}|{memory.pk}".encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_cursor(cursor: str) -> tuple[datetime, uuid.UUID]:
    """Opaque to clients: base64 of `updated_at|id`. Anything else is a 400 on `cursor`."""
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        stamp, _, ident = base64.urlsafe_b64decode(padded).decode().partition("|")
        when = datetime.fromisoformat(stamp)
        if when.tzinfo is None:
            raise ValueError("naive")
        return when, uuid.UUID(ident)
    except (binascii.Error, UnicodeDecodeError, ValueError):
        raise ValidationFailed("Invalid cursor.", fields={"cursor": ["Invalid cursor."]}) from None


def page_after(qs: QuerySet[Memory], cursor: str | None, limit: int) -> tuple[list[Memory], bool]:
    qs = qs.order_by("-updated_at", "-id")
    if cursor:
        when, ident = decode_cursor(cursor)
        qs = qs.filter(Q(updated_at__lt=when) | Q(updated_at=when, id__lt=ident))
    rows = list(qs[: limit + 1])
    return rows[:limit], len(rows) > limit


# --- /memories -----------------------------------------------------------------------------


class MemoryRememberApi(ApiView):
    @extend_schema(
        operation_id="memory_remember",
        tags=TAG,
        summary="Remember something",
        request=MemoryRememberIn,
        responses={
            201: OpenApiResponse(
                MemoryRememberOut,
                description='A new memory; a correction names the one it replaced ("superseded").'
                + RECEIPT_NOTE,
            ),
            200: OpenApiResponse(
                MemoryRememberOut,
                description='A near-duplicate was updated ("deduplicated").' + RECEIPT_NOTE,
            ),
            **WRITE_ERRORS,
        },
    )
    def post(self, request: Request) -> Response:
        data = validated_body(request, MemoryRememberIn)
        principal = principal_from_request(request)
        result = memory_services.memory_remember(principal=principal, **data)
        return _remembered(result, principal)


def _remembered(result: RememberResult, principal: Principal) -> Response:
    """201 with the new memory, or 200 when a near-duplicate was updated instead."""
    superseded = result.superseded.pk if result.superseded is not None else None
    body = {
        **render_written(result.memory, principal),
        "deduplicated": result.deduplicated,
        "superseded": str(superseded) if superseded is not None else None,
    }
    return Response(body, status=200 if result.deduplicated else 201)


class InsightCaptureApi(ApiView):
    @extend_schema(
        operation_id="insight_capture",
        tags=TAG,
        summary="Capture an insight: a memory with proposed catalog changes",
        request=InsightIn,
        responses={
            201: OpenApiResponse(MemoryRememberOut, description="A new insight." + RECEIPT_NOTE),
            200: OpenApiResponse(
                MemoryRememberOut,
                description='A near-duplicate was updated ("deduplicated").' + RECEIPT_NOTE,
            ),
            **WRITE_ERRORS,
        },
    )
    def post(self, request: Request) -> Response:
        data = validated_body(request, InsightIn)
        principal = principal_from_request(request)
        result = insight_capture(principal=principal, **data)
        return _remembered(result, principal)


class MemoryListApi(ApiView):
    query_in = {"get": MemoryListQueryIn}

    @extend_schema(
        operation_id="memory_list",
        tags=TAG,
        summary="List memories visible to you",
        responses={200: MemoryListOut, **READ_ERRORS},
    )
    def get(self, request: Request) -> Response:
        params = self.query
        qs = selectors.memory_list(
            principal=principal_from_request(request),
            kind=params.get("kind"),
            scope=params.get("scope"),
            tag=params.get("tag"),
            status=params.get("status"),
            q=params.get("q"),
        ).select_related(*OUT_RELATED)
        rows, more = page_after(qs, params.get("cursor"), params["limit"])
        next_url = None
        if more:
            query = request.query_params.copy()
            query["cursor"] = encode_cursor(rows[-1])
            next_url = request.build_absolute_uri(f"{request.path}?{query.urlencode()}")
        return Response({"results": MemoryOut(rows, many=True).data, "next": next_url})


class MemoryCollectionApi(MemoryListApi, MemoryRememberApi):
    """Routes GET and POST of `/memories` to their operation views (one URL, two operations)."""


# --- /memories/{id} ------------------------------------------------------------------------


class MemoryDetailApi(ApiView):
    @extend_schema(
        operation_id="memory_get",
        tags=TAG,
        summary="Read one memory",
        parameters=[ID_PARAM],
        responses={200: MemoryOut, **READ_ERRORS},
    )
    def get(self, request: Request, memory_id: str) -> Response:
        principal = principal_from_request(request)
        memory = memory_get_for_read(principal=principal, memory_id=memory_id)
        return Response(render_written(memory, principal))


class MemoryUpdateApi(ApiView):
    @extend_schema(
        operation_id="memory_update",
        tags=TAG,
        summary="Update a memory (records the correction chain)",
        parameters=[ID_PARAM],
        request=MemoryUpdateIn,
        responses={200: WRITTEN, **WRITE_ERRORS},
    )
    def patch(self, request: Request, memory_id: str) -> Response:
        data = validated_body(request, MemoryUpdateIn)
        principal = principal_from_request(request)
        memory = memory_services.memory_update(principal=principal, memory_id=memory_id, **data)
        return Response(render_written(memory, principal))


class MemoryItemApi(MemoryDetailApi, MemoryUpdateApi):
    """Routes GET and PATCH of `/memories/{id}` to their operation views."""


class MemoryForgetApi(ApiView):
    @extend_schema(
        operation_id="memory_forget",
        tags=TAG,
        summary="Forget a memory (archive; hard delete only for a human admin)",
        parameters=[ID_PARAM],
        request=ForgetIn,
        responses={
            200: OpenApiResponse(MemoryOut, description="Archived." + RECEIPT_NOTE),
            204: OpenApiResponse(description="Deleted for good."),
            **WRITE_ERRORS,
        },
    )
    def post(self, request: Request, memory_id: str) -> Response:
        data = validated_body(request, ForgetIn)
        principal = principal_from_request(request)
        memory = governance.memory_forget(
            principal=principal,
            memory_id=memory_id,
            hard=data["hard"],
            confirm=data.get("confirm"),
        )
        if memory is None:
            return Response(status=204)
        return Response(render_written(memory, principal))


class MemoryRestoreApi(ApiView):
    @extend_schema(
        operation_id="memory_restore",
        tags=TAG,
        summary="Restore an archived memory",
        parameters=[ID_PARAM],
        request=EmptyIn,
        responses={200: WRITTEN, **WRITE_ERRORS},
    )
    def post(self, request: Request, memory_id: str) -> Response:
        validated_body(request, EmptyIn)
        principal = principal_from_request(request)
        memory = governance.memory_restore(principal=principal, memory_id=memory_id)
        return Response(render_written(memory, principal))


class MemoryApproveApi(ApiView):
    @extend_schema(
        operation_id="memory_approve",
        tags=TAG,
        summary="Approve a memory (confidence 1.0, approved_by/at)",
        parameters=[ID_PARAM],
        request=EmptyIn,
        responses={200: WRITTEN, **WRITE_ERRORS},
    )
    def post(self, request: Request, memory_id: str) -> Response:
        validated_body(request, EmptyIn)
        principal = principal_from_request(request)
        memory = governance.memory_approve(principal=principal, memory_id=memory_id)
        return Response(render_written(memory, principal))


class MemoryFeedbackApi(ApiView):
    @extend_schema(
        operation_id="memory_feedback",
        tags=TAG,
        summary="Report a run's outcome (+0.1 / -0.1 confidence)",
        parameters=[ID_PARAM],
        request=FeedbackIn,
        responses={200: WRITTEN, **WRITE_ERRORS},
    )
    def post(self, request: Request, memory_id: str) -> Response:
        data = validated_body(request, FeedbackIn)
        principal = principal_from_request(request)
        memory = governance.memory_feedback(
            principal=principal,
            memory_id=memory_id,
            outcome=data["outcome"],
        )
        return Response(render_written(memory, principal))


class MemoryAlwaysInjectApi(ApiView):
    @extend_schema(
        operation_id="memory_set_always_inject",
        tags=TAG,
        summary="Set or clear always_inject (an agent's true is a proposal a person confirms)",
        parameters=[ID_PARAM],
        request=AlwaysInjectIn,
        responses={200: WRITTEN, **WRITE_ERRORS},
    )
    def post(self, request: Request, memory_id: str) -> Response:
        data = validated_body(request, AlwaysInjectIn)
        principal = principal_from_request(request)
        memory = governance.memory_set_always_inject(
            principal=principal, memory_id=memory_id, value=data["value"]
        )
        return Response(render_written(memory, principal))


class MemoryHistoryApi(ApiView):
    @extend_schema(
        operation_id="memory_history",
        tags=TAG,
        summary="The correction chain, oldest first",
        parameters=[ID_PARAM],
        responses={200: MemoryHistoryOut, **READ_ERRORS},
    )
    def get(self, request: Request, memory_id: str) -> Response:
        principal = principal_from_request(request)
        revisions = selectors.memory_history(principal=principal, memory_id=memory_id)
        # The selector found (and may read) the memory, so the id is a well-formed UUID.
        body = MemoryHistoryOut({"memory_id": uuid.UUID(memory_id), "results": revisions}).data
        return Response(body)
