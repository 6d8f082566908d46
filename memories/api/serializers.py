"""Serializers of the /memories API: strict inputs (exact JSON types, no unknown fields) and outputs.

They validate shape only; every rule about what a principal may do lives in the services and in
`memories.scoping`. Oversized content is a 413, not a 400 — it is a size problem, not a typo.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.validators import RegexValidator
from rest_framework import serializers

from memories.api.enums import MEMORY_SCOPE_IN
from memories.api.fields import (
    POINTER_RE,
    JsonObjectField,
    QueryIn,
    StrictBooleanField,
    StrictCharField,
    StrictChoiceField,
    StrictDateTimeField,
    StrictFloatField,
    StrictSerializer,
    check_size,
    entity_list,
    tag_list_field,
    validate_api_kind,
)
from memories.models import Kind, Memory, MemoryRevision, Scope, Source, Status
from memories.models.memory import MAX_TAG_CHARS
from memories.selectors import MAX_QUERY_CHARS
from memories.services.lifecycle.expiry import builtin_expiry_summary
from memories.services.rules.validation import (
    MAX_CONFIRM_CHARS,
    MAX_IDENTIFIER_CHARS,
    MAX_POINTER_CHARS,
    MAX_REF_CHARS,
)
from memories.services.store.insights import COLUMN_RE, INSIGHT_ACTIONS

# Far beyond any real listing; keeps OFFSET inside PostgreSQL's bigint.
MAX_OFFSET = 1_000_000
EXPIRY_HELP = (
    "When the memory expires (null: never; an expired memory is no longer recalled). Without "
    "one, a new memory takes its kind's default lifetime: "
    f"{builtin_expiry_summary()}. MEMORY_EXPIRY_DAYS_<KIND> and a project's own defaults "
    "override these; the answer's expires_at is the date in force."
)


class PageQueryIn(QueryIn):
    limit = serializers.IntegerField(required=False, min_value=1, max_value=100, default=50)
    offset = serializers.IntegerField(
        required=False, min_value=0, max_value=MAX_OFFSET, default=0,
        help_text="From a previous page's `next`.",
    )  # fmt: skip


class EntityListQueryIn(PageQueryIn):
    q = StrictCharField(required=False, max_length=MAX_QUERY_CHARS)
    kind = StrictCharField(required=False, max_length=50)


class EntityTimelineQueryIn(QueryIn):
    current = serializers.BooleanField(
        required=False, default=False, help_text="Only relations that hold now."
    )


class MemoryRememberIn(StrictSerializer):
    content = StrictCharField(trim_whitespace=True)
    recall_hint = StrictCharField(
        required=False, allow_blank=True, default="", max_length=settings.MEMORY_MAX_HINT_CHARS
    )
    kind = StrictChoiceField(choices=Kind.values, required=False, default=Kind.FACT)
    scope = StrictChoiceField(
        choices=MEMORY_SCOPE_IN, required=False,
        help_text="Default: the scope the key is bound to (project, else persona), else user."
        ' "profile" is accepted for project.',
    )  # fmt: skip
    scope_ref = StrictCharField(
        required=False, allow_blank=True, default="", max_length=MAX_REF_CHARS
    )
    tags = tag_list_field()
    # A field named like a Field/Serializer attribute: DRF pops it into the declared fields.
    source = StrictChoiceField(choices=Source.values, required=False)  # type: ignore[assignment]
    always_inject = StrictBooleanField(
        required=False,
        default=False,
        help_text="Put it in every composed context. From an agent this is a proposal a person"
        " confirms (always_inject_proposed), unless its key is trusted to pin.",
    )
    entities = entity_list()
    expires_at = StrictDateTimeField(required=False, allow_null=True, help_text=EXPIRY_HELP)
    relevance_score = StrictFloatField(required=False, min_value=0.0, max_value=1.0)
    confidence = StrictFloatField(required=False, min_value=0.0, max_value=1.0)
    metadata = JsonObjectField(required=False)
    source_conversation = StrictCharField(
        required=False, allow_blank=True, max_length=MAX_IDENTIFIER_CHARS
    )
    source_run = StrictCharField(required=False, allow_blank=True, max_length=MAX_IDENTIFIER_CHARS)
    pointer = StrictCharField(required=False, allow_blank=True, max_length=MAX_POINTER_CHARS)

    def validate_content(self, value: str) -> str:
        return check_size("content", value, settings.MEMORY_MAX_CONTENT_CHARS)

    def validate_kind(self, value: str) -> str:
        return validate_api_kind(value)

    def validate_pointer(self, value: str) -> str:
        if value and not POINTER_RE.match(value):
            raise serializers.ValidationError(
                "Malformed pointer; expected W-<wing>/R-<room>/D-<drawer>, e.g. W-042/R-11/D-007."
            )
        return value


class MemoryUpdateIn(StrictSerializer):
    content = StrictCharField(required=False, trim_whitespace=True)
    recall_hint = StrictCharField(
        required=False, allow_blank=True, max_length=settings.MEMORY_MAX_HINT_CHARS
    )
    kind = StrictChoiceField(choices=Kind.values, required=False)
    tags = tag_list_field()
    relevance_score = StrictFloatField(required=False, min_value=0.0, max_value=1.0)
    entities = entity_list()
    metadata = JsonObjectField(required=False)
    expires_at = StrictDateTimeField(required=False, allow_null=True)

    def validate_content(self, value: str) -> str:
        return check_size("content", value, settings.MEMORY_MAX_CONTENT_CHARS)

    def validate_kind(self, value: str) -> str:
        return validate_api_kind(value)

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if not attrs:
            raise serializers.ValidationError("Nothing to update; send at least one field.")
        return attrs


class MemoryListQueryIn(QueryIn):
    kind = serializers.ChoiceField(choices=Kind.values, required=False)
    scope = serializers.ChoiceField(choices=MEMORY_SCOPE_IN, required=False)
    tag = StrictCharField(required=False, max_length=MAX_TAG_CHARS)
    status = serializers.ChoiceField(choices=Status.values, required=False)
    q = StrictCharField(required=False, max_length=MAX_QUERY_CHARS)
    cursor = StrictCharField(required=False, max_length=200)
    limit = serializers.IntegerField(required=False, min_value=1, max_value=100, default=20)


class ForgetIn(StrictSerializer):
    hard = StrictBooleanField(required=False, default=False)
    confirm = StrictCharField(required=False, allow_blank=True, max_length=MAX_CONFIRM_CHARS)


class FeedbackIn(StrictSerializer):
    outcome = StrictChoiceField(choices=["success", "failure"])


COLUMN_SHAPE = RegexValidator(COLUMN_RE, message="Expected a column name (table.column) or a URN.")


class SuggestedActionIn(StrictSerializer):
    action = StrictChoiceField(choices=INSIGHT_ACTIONS)
    target = StrictCharField(
        required=False, allow_blank=True, max_length=500,
        help_text="What to change: a URN, a table or a column.",
    )  # fmt: skip
    value = StrictCharField(required=False, allow_blank=True, max_length=1000)
    reason = StrictCharField(required=False, allow_blank=True, max_length=1000)


class InsightIn(MemoryRememberIn):
    """capture_insight: a memory with proposed catalog changes; source `insight`."""

    source = None  # type: ignore[assignment]  # always `insight`
    kind = StrictChoiceField(choices=Kind.values, required=False, default=Kind.KNOWLEDGE)
    suggested_actions = serializers.ListField(
        child=SuggestedActionIn(), required=False, default=list, max_length=20,
        help_text="Proposed catalog changes: {action, target?, value?, reason?}.",
    )  # fmt: skip
    related_columns = serializers.ListField(
        child=StrictCharField(max_length=500, validators=[COLUMN_SHAPE]),
        required=False, default=list, max_length=50,
        help_text="The columns it is about: table.column names or URNs.",
    )  # fmt: skip


class AlwaysInjectIn(StrictSerializer):
    value = StrictBooleanField()


class EmptyIn(StrictSerializer):
    """Operations that take no body (restore, approve); `{}` or nothing."""


class MemoryOut(serializers.ModelSerializer[Memory]):
    # Plain value lists (not the model's labelled choices) so input and output share one enum.
    kind = serializers.ChoiceField(choices=Kind.values, read_only=True)
    scope = serializers.ChoiceField(choices=Scope.values, read_only=True)
    source = serializers.ChoiceField(choices=Source.values, read_only=True)  # type: ignore[assignment]
    status = serializers.ChoiceField(choices=Status.values, read_only=True)
    scope_ref = serializers.CharField(read_only=True)
    approved_by = serializers.SerializerMethodField()
    superseded_by = serializers.UUIDField(
        source="superseded_by_id", read_only=True, allow_null=True
    )
    tags = serializers.ListField(child=serializers.CharField())
    entities = serializers.ListField(child=serializers.CharField())
    metadata = serializers.DictField()

    class Meta:
        model = Memory
        fields = [
            "id", "content", "recall_hint", "kind", "tags", "source", "scope", "scope_ref",
            "status", "stale_reason", "confidence", "relevance_score", "expires_at",
            "approved_by", "approved_at", "always_inject", "always_inject_proposed",
            "superseded_by", "entities",
            "metadata", "pointer", "source_conversation", "source_run", "created_at", "updated_at",
        ]  # fmt: skip
        read_only_fields = fields
        extra_kwargs = {"expires_at": {"help_text": EXPIRY_HELP}}

    def get_approved_by(self, obj: Memory) -> str | None:
        return obj.approved_by.get_username() if obj.approved_by is not None else None


class MemoryReceiptOut(serializers.ModelSerializer[Memory]):
    """What a write answers to a key without `memory.read` (manage-only): which row changed and
    its state, never what it says (no content, hint, tags, entities, metadata or reasons)."""

    kind = serializers.ChoiceField(choices=Kind.values, read_only=True)
    scope = serializers.ChoiceField(choices=Scope.values, read_only=True)
    status = serializers.ChoiceField(choices=Status.values, read_only=True)
    superseded_by = serializers.UUIDField(
        source="superseded_by_id", read_only=True, allow_null=True
    )

    class Meta:
        model = Memory
        fields = [
            "id", "kind", "scope", "status", "confidence", "always_inject",
            "always_inject_proposed", "superseded_by", "approved_at", "created_at", "updated_at",
        ]  # fmt: skip
        read_only_fields = fields


class MemoryRememberOut(MemoryOut):
    deduplicated = serializers.BooleanField(read_only=True)
    superseded = serializers.UUIDField(
        read_only=True,
        allow_null=True,
        help_text="The memory this one corrected: archived, its superseded_by points here.",
    )

    class Meta(MemoryOut.Meta):
        fields = [*MemoryOut.Meta.fields, "deduplicated", "superseded"]
        read_only_fields = fields


class MemoryListOut(serializers.Serializer[Any]):
    results = MemoryOut(many=True)
    next = serializers.URLField(allow_null=True, help_text="URL of the next page, or null.")


class RevisionOut(serializers.ModelSerializer[MemoryRevision]):
    changed_by = serializers.SerializerMethodField()
    tags = serializers.ListField(child=serializers.CharField())

    class Meta:
        model = MemoryRevision
        fields = [
            "id",
            "content",
            "recall_hint",
            "kind",
            "tags",
            "reason",
            "changed_by",
            "created_at",
        ]
        read_only_fields = fields

    def get_changed_by(self, obj: MemoryRevision) -> str | None:
        return obj.changed_by.get_username() if obj.changed_by is not None else None


class MemoryHistoryOut(serializers.Serializer[Any]):
    memory_id = serializers.UUIDField()
    results = RevisionOut(many=True, help_text="The correction chain, oldest first.")


class ApiErrorDetailOut(serializers.Serializer[Any]):
    code = serializers.CharField()
    message = serializers.CharField()
    fields = serializers.DictField(  # type: ignore[assignment]
        child=serializers.ListField(child=serializers.CharField())
    )


class ApiErrorOut(serializers.Serializer[Any]):
    """The one error shape of the API: `{"error": {"code", "message", "fields"}}`."""

    error = ApiErrorDetailOut()
