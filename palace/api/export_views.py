"""`GET /api/v1/export`: the caller's own memory as an export archive (docs/export-format.md)."""

from __future__ import annotations

from django.http import StreamingHttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers
from rest_framework.request import Request

from memories.api.auth import ApiView, principal_from_request
from memories.api.fields import QueryIn
from memories.api.views import READ_ERRORS
from palace.portability.download import export_download


class ExportQueryIn(QueryIn):
    with_vectors = serializers.BooleanField(
        required=False, default=False, help_text="Include each vector with its model."
    )


class ExportApi(ApiView):
    """The caller's own memory, palace and graph as one export archive."""

    query_in = {"get": ExportQueryIn}

    @extend_schema(
        tags=["export"],
        operation_id="export_download",
        description="Everything the caller owns and may read — memories with their revisions "
        "and correction chains, conversations, the palace, the graph — as a zip of JSON Lines "
        "parts and a manifest (docs/export-format.md), streamed while it is written. "
        "`manage.py import` reads it back.",
        responses={
            (200, "application/zip"): OpenApiResponse(
                OpenApiTypes.BINARY,
                description="A zip of JSON Lines parts and a manifest, streamed: the rows the "
                "caller owns and may read (a bound key: what it reads).",
            ),
            **READ_ERRORS,
        },
    )
    def get(self, request: Request) -> StreamingHttpResponse:
        principal = principal_from_request(request)
        return export_download(principal, with_vectors=bool(self.query["with_vectors"]))
