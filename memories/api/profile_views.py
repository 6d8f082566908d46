"""GET /api/v1/profiles: the personas, projects and systems the caller can use."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.request import Request
from rest_framework.response import Response

from memories import selectors
from memories.api.auth import ApiView, principal_from_request
from memories.api.views import READ_ERRORS


class ProfileOut(serializers.Serializer[Any]):
    scope = serializers.CharField(help_text="persona, project or system")
    scope_ref = serializers.CharField(help_text="its slug: pass as scope_ref when saving")
    name = serializers.CharField()


class ProfileListOut(serializers.Serializer[Any]):
    results = ProfileOut(many=True)


class ProfileListApi(ApiView):
    @extend_schema(
        operation_id="profiles_list",
        tags=["memories"],
        summary="The personas, projects and systems this key can use",
        responses={200: ProfileListOut, **READ_ERRORS},
    )
    def get(self, request: Request) -> Response:
        profiles = selectors.profiles_for(principal=principal_from_request(request))
        return Response(ProfileListOut({"results": profiles}).data)
