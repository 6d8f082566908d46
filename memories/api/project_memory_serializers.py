"""The project memories API's shapes, in its own camelCase (`projectId`, `relevanceScore`, …).

Inputs map onto the store's field names through `source`, so the services receive what
`/api/v1/memories` gives them; the API's `type` is our `kind`, its `active` our status.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.utils import timezone
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from memories.api.enums import WRITABLE_KIND
from memories.api.fields import (
    QueryIn,
    StrictBooleanField,
    StrictCharField,
    StrictChoiceField,
    StrictDateTimeField,
    StrictFloatField,
    StrictSerializer,
    check_size,
    tag_list_field,
)
from memories.models import Kind, Memory, Source, Status
from memories.services.rules.validation import MAX_IDENTIFIER_CHARS

# The camelCase field names below are that API's own (hence noqa: N815).
PROJECT_LIST_DEFAULT_LIMIT = 50
PROJECT_LIST_MAX_LIMIT = 200


def is_active(memory: Memory) -> bool:
    """The API's `active`: our status is active and the memory has not expired."""
    return memory.status == Status.ACTIVE and (
        memory.expires_at is None or memory.expires_at > timezone.now()
    )


class ProjectMemoryListQueryIn(QueryIn):
    type = serializers.ChoiceField(choices=Kind.values, required=False)
    active = serializers.BooleanField(
        required=False, default=True,
        help_text="true (default): active, unexpired memories; false: archived, stale or expired.",
    )  # fmt: skip
    tags = StrictCharField(
        required=False, max_length=500,  # even in 4-byte characters, within the URL limit
        help_text="Comma-separated; a memory carrying any of them.",
    )  # fmt: skip
    limit = serializers.IntegerField(
        required=False, min_value=1, max_value=PROJECT_LIST_MAX_LIMIT,
        default=PROJECT_LIST_DEFAULT_LIMIT,
    )  # fmt: skip

    def validate_tags(self, value: str) -> list[str]:
        # A tag longer than a stored one can hold simply matches nothing.
        return [t.strip() for t in value.split(",") if t.strip()]


class ProjectMemoryFieldsIn(StrictSerializer):
    """The fields a create and an update share."""

    content = StrictCharField(required=False, trim_whitespace=True)
    recallHint = StrictCharField(  # noqa: N815
        source="recall_hint", required=False, allow_blank=True,
        max_length=settings.MEMORY_MAX_HINT_CHARS,
    )  # fmt: skip
    tags = tag_list_field()
    relevanceScore = StrictFloatField(  # noqa: N815
        source="relevance_score", required=False, min_value=0.0, max_value=1.0
    )
    expiresAt = StrictDateTimeField(  # noqa: N815
        source="expires_at", required=False, allow_null=True,
        help_text="On create, default: the project's memory.defaultExpiry for the type.",
    )  # fmt: skip

    def validate_content(self, value: str) -> str:
        return check_size("content", value, settings.MEMORY_MAX_CONTENT_CHARS)


class ProjectMemoryCreateIn(ProjectMemoryFieldsIn):
    type = StrictChoiceField(choices=WRITABLE_KIND, source="kind", help_text="pattern, warning…")
    content = StrictCharField(trim_whitespace=True)
    confidence = StrictFloatField(required=False, min_value=0.0, max_value=1.0)
    source = StrictChoiceField(choices=Source.values, required=False)  # type: ignore[assignment]
    sourceRunId = StrictCharField(  # noqa: N815
        source="source_run", required=False, allow_blank=True, max_length=MAX_IDENTIFIER_CHARS
    )


class ProjectMemoryUpdateIn(ProjectMemoryFieldsIn):
    type = StrictChoiceField(choices=WRITABLE_KIND, source="kind", required=False)
    active = StrictBooleanField(required=False, help_text="false archives it; true restores it.")


class ProjectMemoryOut(serializers.Serializer[Any]):
    id = serializers.UUIDField(read_only=True)
    projectId = serializers.IntegerField(source="project_id", read_only=True)  # noqa: N815
    project = serializers.CharField(source="project.slug", read_only=True, help_text="Its slug.")
    type = serializers.ChoiceField(source="kind", choices=Kind.values, read_only=True)
    content = serializers.CharField(read_only=True)
    recallHint = serializers.CharField(source="recall_hint", read_only=True)  # noqa: N815
    source = serializers.ChoiceField(choices=Source.values, read_only=True)  # type: ignore[assignment]
    sourceRunId = serializers.CharField(source="source_run", read_only=True)  # noqa: N815
    tags = serializers.ListField(child=serializers.CharField(), read_only=True)
    relevanceScore = serializers.FloatField(source="relevance_score", read_only=True)  # noqa: N815
    confidence = serializers.FloatField(read_only=True)
    active = serializers.SerializerMethodField()
    status = serializers.ChoiceField(choices=Status.values, read_only=True)
    expiresAt = serializers.DateTimeField(source="expires_at", read_only=True, allow_null=True)  # noqa: N815
    approvedBy = serializers.CharField(  # noqa: N815
        source="approved_by.username", read_only=True, allow_null=True
    )
    approvedAt = serializers.DateTimeField(source="approved_at", read_only=True, allow_null=True)  # noqa: N815
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)  # noqa: N815
    updatedAt = serializers.DateTimeField(source="updated_at", read_only=True)  # noqa: N815

    @extend_schema_field(OpenApiTypes.BOOL)
    def get_active(self, memory: Memory) -> bool:
        return is_active(memory)


class ProjectMemoryReceiptOut(serializers.Serializer[Any]):
    """A manage-only key's answer: which row changed and its state, never its content."""

    id = serializers.UUIDField(read_only=True)
    projectId = serializers.IntegerField(source="project_id", read_only=True)  # noqa: N815
    type = serializers.ChoiceField(source="kind", choices=Kind.values, read_only=True)
    active = serializers.SerializerMethodField()
    status = serializers.ChoiceField(choices=Status.values, read_only=True)
    confidence = serializers.FloatField(read_only=True)
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)  # noqa: N815
    updatedAt = serializers.DateTimeField(source="updated_at", read_only=True)  # noqa: N815

    @extend_schema_field(OpenApiTypes.BOOL)
    def get_active(self, memory: Memory) -> bool:
        return is_active(memory)


class ProjectMemoryWrittenOut(ProjectMemoryOut):
    deduplicated = serializers.BooleanField(
        read_only=True, help_text="true: a near-duplicate of this project was updated instead."
    )


class ProjectMemoryListOut(serializers.Serializer[Any]):
    memories = ProjectMemoryOut(many=True)
