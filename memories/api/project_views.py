"""GET/PATCH /api/v1/projects/{slug}/settings: a project's memory settings, named as the
project memories API names them (`memory.defaultExpiry`: kind → days, or null for never)."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response

from memories.api.auth import ApiView, principal_from_request, validated_body
from memories.api.fields import StrictSerializer
from memories.api.serializers import ApiErrorOut
from memories.models import Kind, Project
from memories.scoping import access_project
from memories.services.people.projects import MAX_DAYS, project_default_expiry_set

ERRORS = {s: OpenApiResponse(ApiErrorOut) for s in (400, 401, 403, 404, 429)}


class ProjectMemorySettings(serializers.Serializer[Any]):
    defaultExpiry = serializers.DictField(  # noqa: N815 - the project memories API's name
        child=serializers.IntegerField(allow_null=True, min_value=1, max_value=MAX_DAYS),
        help_text="kind → days until a new memory of that kind expires (null: never).",
    )


# One optional field per kind: the schema names the kinds, the days' bounds and null (never).
DefaultExpiryIn: type[StrictSerializer] = type(
    "DefaultExpiryIn",
    (StrictSerializer,),
    {
        kind: serializers.IntegerField(
            required=False, allow_null=True, min_value=1, max_value=MAX_DAYS
        )
        for kind in Kind.values
    },
)


class ProjectMemorySettingsIn(StrictSerializer):
    defaultExpiry = DefaultExpiryIn(required=False)  # noqa: N815 - the project memories API's name


class ProjectSettingsIn(StrictSerializer):
    memory = ProjectMemorySettingsIn(required=False)


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
        project = access_project(principal_from_request(request), slug)
        return Response(_out(project))

    @extend_schema(
        operation_id="project_settings_update", tags=["projects"], request=ProjectSettingsIn,
        responses={200: ProjectSettingsOut, **ERRORS},
        summary="Set a project's memory settings (its managers)",
    )  # fmt: skip
    def patch(self, request: Request, slug: str) -> Response:
        data = validated_body(request, ProjectSettingsIn)
        defaults = data.get("memory", {}).get("defaultExpiry")
        project = project_default_expiry_set(  # None: nothing to change (still a manager's call)
            principal=principal_from_request(request), slug=slug, defaults=defaults
        )
        return Response(_out(project))
