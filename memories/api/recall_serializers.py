"""Serializers of POST /recall and POST /context: strict inputs, documented outputs."""

from __future__ import annotations

from typing import Any

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from memories.api.enums import MEMORY_SCOPE_IN
from memories.api.fields import (
    NOT_ONLY_SPACE_PATTERN,
    StrictBooleanField,
    StrictCharField,
    StrictChoiceField,
    StrictSerializer,
)
from memories.context.compose import FORMATS
from memories.models import TOP_K_MAX, Kind
from memories.retrieval.pipeline import STRATEGIES
from memories.services.rules.validation import MAX_IDENTIFIER_CHARS

MAX_QUERY_CHARS = 2_000


class StrictIntegerField(serializers.IntegerField):
    """A JSON integer (not a string, not a boolean)."""

    def to_internal_value(self, data: Any) -> int:
        if isinstance(data, bool) or not isinstance(data, int):
            self.fail("invalid")
        return int(super().to_internal_value(data))


def _choices(values: list[str], max_length: int = 20) -> serializers.ListField:
    return serializers.ListField(
        child=StrictChoiceField(choices=values), required=False, max_length=max_length
    )


class RecallIn(StrictSerializer):
    query = StrictCharField(max_length=MAX_QUERY_CHARS, trim_whitespace=True)
    strategy = StrictChoiceField(choices=list(STRATEGIES), required=False, default="auto")
    top_k = StrictIntegerField(
        min_value=1, max_value=TOP_K_MAX, required=False, default=None,
        help_text="default: the person's top-k setting (8 unless changed)",
    )  # fmt: skip
    scopes = _choices(MEMORY_SCOPE_IN)
    kinds = _choices(list(Kind.values))
    tags = serializers.ListField(
        child=StrictCharField(max_length=100), required=False, max_length=32
    )
    session = StrictCharField(max_length=MAX_IDENTIFIER_CHARS, required=False, allow_blank=True)
    include_archived = StrictBooleanField(required=False, default=False)
    explain = StrictBooleanField(required=False, default=False)
    rerank = StrictBooleanField(
        required=False, allow_null=True, default=None,
        help_text="Rerank the top 20 with the LLM; default: the person's setting, then the "
        "installation's.",
    )  # fmt: skip


class RecallHitOut(serializers.Serializer[Any]):
    id = serializers.UUIDField()
    content = serializers.CharField()
    kind = serializers.CharField()
    scope = serializers.CharField()
    scope_ref = serializers.CharField(
        help_text="The slug of its persona, project or system, or its session key; empty for"
        " user and global memories (as on the memory itself)."
    )
    score = serializers.FloatField()
    pointer = serializers.CharField(required=False, help_text="Palace pointer, for drawers.")
    recall_hint = serializers.CharField(help_text="The hint it was saved with (may be empty).")
    tags = serializers.ListField(child=serializers.CharField())
    always_inject = serializers.BooleanField(help_text="Pinned: goes into every /context.")
    created_at = serializers.DateTimeField(help_text="When it was saved.")
    matches_query = serializers.BooleanField(
        source="evidence.matches_query",
        help_text="A query word, a named entity, a graph path from one, or a close meaning ties"
        " it to the query (what /context requires before injecting it).",
    )
    explain = serializers.DictField(
        required=False, help_text="Score parts and signals (only with explain=true)."
    )


class RecallOut(serializers.Serializer[Any]):
    strategy = serializers.CharField()
    ranking = serializers.CharField(
        help_text="hybrid, hybrid+graph, lexical, entity or graph: how results were ranked."
    )
    degraded = serializers.BooleanField()
    note = serializers.CharField(required=False)
    rerank = serializers.CharField(required=False, help_text="applied, skipped: … or failed: …")
    model = serializers.CharField(required=False, help_text="Embedding model queried.")
    results = RecallHitOut(many=True)


_SCOPE_PATH = {
    "type": "string", "minLength": 1, "maxLength": 500, "pattern": NOT_ONLY_SPACE_PATTERN,
}  # fmt: skip


@extend_schema_field(
    {
        "oneOf": [
            _SCOPE_PATH,
            {"type": "array", "items": _SCOPE_PATH, "maxItems": 50},
        ],
        "description": "The task's write scope: one path or glob, or a list of them.",
    }
)
class WriteScopeField(serializers.ListField):
    """A list of scope paths; a single path (a string) is taken as a list of one."""

    def to_internal_value(self, data: Any) -> list[Any]:
        return list(super().to_internal_value([data] if isinstance(data, str) else data))


class ContextIn(StrictSerializer):
    query = StrictCharField(max_length=MAX_QUERY_CHARS, required=False, allow_blank=True)
    task = StrictCharField(max_length=MAX_QUERY_CHARS, required=False, allow_blank=True)
    write_scope = WriteScopeField(
        child=StrictCharField(max_length=500), required=False, max_length=50
    )
    session = StrictCharField(max_length=MAX_IDENTIFIER_CHARS, required=False, allow_blank=True)
    format = StrictChoiceField(choices=list(FORMATS), required=False, default="xml")
    max_tokens = StrictIntegerField(min_value=50, max_value=32_000, required=False)


class EnrichIn(StrictSerializer):
    tool_response = serializers.JSONField(
        allow_null=True,
        help_text="What a tool returned: any JSON value or text. The entity URNs in it (DataHub's"
        " `urn:li:dataset:(…)` included) pick the memories to attach.",
    )
    session = StrictCharField(max_length=MAX_IDENTIFIER_CHARS, required=False, allow_blank=True)
    format = StrictChoiceField(choices=list(FORMATS), required=False, default="xml")
    max_tokens = StrictIntegerField(min_value=50, max_value=32_000, required=False)


class EnrichOut(serializers.Serializer[Any]):
    text = serializers.CharField(help_text="The memory_context block; empty when none is linked.")
    memory_ids = serializers.ListField(child=serializers.UUIDField())
    urns = serializers.ListField(
        child=serializers.CharField(), help_text="The entity URNs found in the tool response."
    )


class ContextOut(serializers.Serializer[Any]):
    text = serializers.CharField(help_text="The rendered block; empty when nothing matched.")
    memory_ids = serializers.ListField(child=serializers.UUIDField())
    always_injected = serializers.ListField(child=serializers.UUIDField())
    recent_turns = serializers.IntegerField(
        help_text="How many of the session's recent turns (short-term memory) lead the block."
    )
    ranking = serializers.CharField(
        allow_null=True, help_text="How the recalled part was ranked (null: nothing recalled)."
    )
    degraded = serializers.BooleanField(
        help_text="True when recall ran without a part (the embedder down: lexical-only)."
    )
    note = serializers.CharField(
        required=False, help_text="Why something was left out, or why recall was degraded."
    )
