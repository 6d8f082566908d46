"""`/api/v1/imports`: a person brings in their own export archive or a chat history; a worker
runs it and the job shows its progress and report (palace.portability.jobs)."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.parsers import MultiPartParser
from rest_framework.request import Request
from rest_framework.response import Response

from memories.api.auth import ApiView, principal_from_request, validated_body
from memories.api.views import READ_ERRORS, WRITE_ERRORS
from palace.models import ImportJob
from palace.portability.jobs import (
    KINDS,
    import_job_create,
    import_job_get,
    import_jobs_list,
)

TAG = ["export"]


class ImportIn(serializers.Serializer[Any]):
    kind = serializers.ChoiceField(
        choices=KINDS,
        help_text="archive: an export of this service (`GET /api/v1/export`, `manage.py "
        "export`); chatgpt / claude: their conversations.json; jsonl: one message per line "
        "(docs/export-format.md).",
    )
    file = serializers.FileField(allow_empty_file=False, use_url=False)


class ImportJobOut(serializers.ModelSerializer[ImportJob]):
    # Not "error": an answer holding a top-level "error" reads as the API's error envelope.
    failure = serializers.CharField(
        source="error", read_only=True, help_text="Why a failed import stopped; else empty."
    )

    class Meta:
        model = ImportJob
        fields = [
            "id", "kind", "file_name", "size", "status", "phase", "done", "total", "report",
            "failure", "created_at", "started_at", "finished_at",
        ]  # fmt: skip


class ImportJobListOut(serializers.Serializer[Any]):
    results = ImportJobOut(many=True)


class ImportsApi(ApiView):
    parser_classes = [MultiPartParser]

    @extend_schema(
        tags=TAG,
        operation_id="import_list",
        responses={200: ImportJobListOut, **READ_ERRORS},
        description="The caller's imports, newest first (the last 50).",
    )
    def get(self, request: Request) -> Response:
        jobs = import_jobs_list(principal=principal_from_request(request))
        return Response({"results": ImportJobOut(jobs, many=True).data})

    @extend_schema(
        tags=TAG,
        operation_id="import_create",
        request={"multipart/form-data": ImportIn},
        responses={202: ImportJobOut, **WRITE_ERRORS},
        description="Upload your own export archive or a chat history to import into your "
        "memory; a worker runs it (poll `GET /api/v1/imports/{id}`). An archive is all or "
        "nothing and may use only the personas, projects and systems you hold; chats are "
        "imported one by one, and the same file twice adds nothing. A person or a key bound "
        "to nothing, with memory.manage.",
    )
    def post(self, request: Request) -> Response:
        data = validated_body(request, ImportIn)
        job = import_job_create(
            principal=principal_from_request(request), upload=data["file"], kind=data["kind"]
        )
        return Response(ImportJobOut(job).data, status=202)


class ImportDetailApi(ApiView):
    @extend_schema(
        tags=TAG,
        operation_id="import_get",
        responses={200: ImportJobOut, **READ_ERRORS},
        description="One of the caller's imports: its status (queued, running, done, failed), "
        "what it is doing, how far it got, and its report or the reason it stopped.",
    )
    def get(self, request: Request, job_id: str) -> Response:
        job = import_job_get(principal=principal_from_request(request), job_id=job_id)
        return Response(ImportJobOut(job).data)
