"""GET/PATCH /api/v1/projects/{slug}/settings: a project's memory settings, named as seed 001
names them (`memory.defaultExpiry`: kind → days, or null for never)."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response

from memories.api.auth import ApiView, json_body, principal_from_request
from memories.api.serializers import ApiErrorOut, StrictSerializer
from memories.models import Project
from memories.services.projects import project_default_expiry_set, project_for_member
from memory_project.errors import ValidationFailed

ERRORS = {s: OpenApiResponse(ApiErrorOut) for s in (400, 401, 403, 404, 429)}


class ProjectMemorySettings(serializers.Serializer[Any]):
    defaultExpiry = serializers.DictField(  # noqa: N815 - the seed's own name
        child=serializers.IntegerField(allow_null=True, min_value=1),
        help_text="kind → days until a new memory of that kind expires (null: never).",
    )


class ProjectSettingsIn(StrictSerializer):
    memory = ProjectMemorySettings()


class ProjectSettingsOut(serializers.Serializer[Any]):
    project = serializers.CharField()
    memory = ProjectMemorySettings()


def _out(project: Project) -> dict[str, Any]:
    return {"project": project.slug, "memory": {"defaultExpiry": project.default_expiry}}


class ProjectSettingsApi(ApiView):
    @extend_schema(
        operation_id="project_settings_get", tags=["projects"],
        responses={200: ProjectSettingsOut, **ERRORS},
        summary="A project's memory settings (its members)",
    )  # fmt: skip
    def get(self, request: Request, slug: str) -> Response:
        project = project_for_member(principal=principal_from_request(request), slug=slug)
        return Response(_out(project))

    @extend_schema(
        operation_id="project_settings_update", tags=["projects"], request=ProjectSettingsIn,
        responses={200: ProjectSettingsOut, **ERRORS},
        summary="Set a project's memory settings (its managers)",
    )  # fmt: skip
    def patch(self, request: Request, slug: str) -> Response:
        body = json_body(request)
        memory = body.get("memory") if isinstance(body, dict) else None
        unknown = sorted(set(body) - {"memory"}) if isinstance(body, dict) else []
        if unknown or not isinstance(memory, dict) or "defaultExpiry" not in memory:
            raise ValidationFailed(
                fields={"memory": ['send {"memory": {"defaultExpiry": {kind: days}}}']}
            )
        project = project_default_expiry_set(
            principal=principal_from_request(request), slug=slug, defaults=memory["defaultExpiry"]
        )
        return Response(_out(project))
