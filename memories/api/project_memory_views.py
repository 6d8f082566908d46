"""The project memories API: `/api/projects/{project}/memories…` (`{project}` is the slug or the
numeric id). A thin adapter: each view parses its camelCase, resolves the project for
the caller and calls one service of `memories.services.store.project_memories`, which checks the
memory belongs to the project and then runs the ordinary service and its rules."""

from __future__ import annotations

from typing import Any

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.request import Request
from rest_framework.response import Response

from memories import selectors
from memories.api.auth import ApiView, principal_from_request, validated_body
from memories.api.project_memory_serializers import (
    ProjectMemoryCreateIn,
    ProjectMemoryListOut,
    ProjectMemoryListQueryIn,
    ProjectMemoryOut,
    ProjectMemoryReceiptOut,
    ProjectMemoryUpdateIn,
    ProjectMemoryWrittenOut,
)
from memories.api.serializers import EmptyIn
from memories.api.views import ID_PARAM, READ_ERRORS, WRITE_ERRORS
from memories.models import Memory
from memories.scoping import Principal, access_project
from memories.services.store import project_memories as services

TAG = ["projects"]
PROJECT_PARAM = OpenApiParameter(
    "project", OpenApiTypes.STR, OpenApiParameter.PATH,
    description="The project's slug, or its numeric id.",
)  # fmt: skip
RECEIPT = " A key without memory.read gets a receipt (id, projectId, type, active, status…)."


def _render(memory: Memory, principal: Principal, **extra: Any) -> dict[str, Any]:
    fresh = Memory.objects.select_related("project", "approved_by").get(pk=memory.pk)
    if not principal.can_read:
        return dict(ProjectMemoryReceiptOut(fresh).data)
    return {**ProjectMemoryOut(fresh).data, **extra}


class ProjectMemoryListApi(ApiView):
    query_in = {"get": ProjectMemoryListQueryIn}

    @extend_schema(
        operation_id="project_memory_list", tags=TAG, parameters=[PROJECT_PARAM],
        summary="List a project's memories (filters: type, active, tags, limit)",
        responses={200: ProjectMemoryListOut, **READ_ERRORS},
    )  # fmt: skip
    def get(self, request: Request, project: str) -> Response:
        principal = principal_from_request(request)
        found = access_project(principal, project)
        rows = selectors.project_memory_list(
            principal=principal,
            project=found,
            kind=self.query.get("type"),
            active=self.query["active"],
            tags=self.query.get("tags") or (),
            limit=self.query["limit"],
        )
        return Response({"memories": ProjectMemoryOut(rows, many=True).data})


class ProjectMemoryCreateApi(ApiView):
    @extend_schema(
        operation_id="project_memory_create", tags=TAG, parameters=[PROJECT_PARAM],
        summary="Create a project memory", request=ProjectMemoryCreateIn,
        responses={
            201: OpenApiResponse(ProjectMemoryWrittenOut, description="Created." + RECEIPT),
            200: OpenApiResponse(
                ProjectMemoryWrittenOut,
                description="A near-duplicate in the project was updated instead." + RECEIPT,
            ),
            **WRITE_ERRORS,
        },
    )  # fmt: skip
    def post(self, request: Request, project: str) -> Response:
        data = validated_body(request, ProjectMemoryCreateIn)
        principal = principal_from_request(request)
        found = access_project(principal, project)
        result = services.project_memory_create(principal=principal, project=found, **data)
        body = _render(result.memory, principal, deduplicated=result.deduplicated)
        return Response(body, status=200 if result.deduplicated else 201)


class ProjectMemoryCollectionApi(ProjectMemoryListApi, ProjectMemoryCreateApi):
    """GET and POST of `/api/projects/{project}/memories`."""


class ProjectMemoryDetailApi(ApiView):
    @extend_schema(
        operation_id="project_memory_get", tags=TAG, parameters=[PROJECT_PARAM, ID_PARAM],
        summary="Read one of a project's memories",
        responses={200: ProjectMemoryOut, **READ_ERRORS},
    )  # fmt: skip
    def get(self, request: Request, project: str, memory_id: str) -> Response:
        principal = principal_from_request(request)
        found = access_project(principal, project)
        memory = services.project_memory_get(
            principal=principal, project=found, memory_id=memory_id
        )
        return Response(_render(memory, principal))


class ProjectMemoryUpdateApi(ApiView):
    @extend_schema(
        operation_id="project_memory_update", tags=TAG, parameters=[PROJECT_PARAM, ID_PARAM],
        summary="Update a project memory; active false archives, true restores",
        request=ProjectMemoryUpdateIn,
        responses={200: OpenApiResponse(ProjectMemoryOut, description=RECEIPT), **WRITE_ERRORS},
    )  # fmt: skip
    def patch(self, request: Request, project: str, memory_id: str) -> Response:
        data = validated_body(request, ProjectMemoryUpdateIn)
        principal = principal_from_request(request)
        found = access_project(principal, project)
        memory = services.project_memory_update(
            principal=principal, project=found, memory_id=memory_id, **data
        )
        return Response(_render(memory, principal))


class ProjectMemoryDeleteApi(ApiView):
    @extend_schema(
        operation_id="project_memory_delete", tags=TAG, parameters=[PROJECT_PARAM, ID_PARAM],
        summary="Delete a project memory: archived, restorable with active true",
        request=None,
        responses={204: OpenApiResponse(description="Archived."), **WRITE_ERRORS},
    )  # fmt: skip
    def delete(self, request: Request, project: str, memory_id: str) -> Response:
        validated_body(request, EmptyIn)
        principal = principal_from_request(request)
        found = access_project(principal, project)
        services.project_memory_delete(principal=principal, project=found, memory_id=memory_id)
        return Response(status=204)


class ProjectMemoryItemApi(ProjectMemoryDetailApi, ProjectMemoryUpdateApi, ProjectMemoryDeleteApi):
    """GET, PATCH and DELETE of `/api/projects/{project}/memories/{memory_id}`."""


class ProjectMemoryApproveApi(ApiView):
    @extend_schema(
        operation_id="project_memory_approve", tags=TAG, parameters=[PROJECT_PARAM, ID_PARAM],
        summary="Approve a project memory: confidence 1.0, approvedBy/At (a human admin)",
        request=EmptyIn,
        responses={200: ProjectMemoryOut, **WRITE_ERRORS},
    )  # fmt: skip
    def patch(self, request: Request, project: str, memory_id: str) -> Response:
        validated_body(request, EmptyIn)
        principal = principal_from_request(request)
        found = access_project(principal, project)
        memory = services.project_memory_approve(
            principal=principal, project=found, memory_id=memory_id
        )
        return Response(_render(memory, principal))
