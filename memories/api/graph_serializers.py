"""Serializers of the knowledge-graph API (unique top-level names; strict inputs)."""

from __future__ import annotations

from typing import Any, ClassVar

from django.core.validators import RegexValidator
from drf_spectacular.utils import extend_schema_field, extend_schema_serializer
from rest_framework import serializers

from memories.api.fields import (
    NOT_ONLY_SPACE_PATTERN,
    StrictBooleanField,
    StrictCharField,
    StrictChoiceField,
    StrictDateTimeField,
    StrictSerializer,
)
from memories.api.serializers import MemoryOut
from memories.models import Entity, EntityEvent, Relation
from memories.services.graph.writes import PREDICATE_PATTERN
from memories.services.rules.validation import MAX_NAME_CHARS


class EntityOut(serializers.ModelSerializer[Entity]):
    class Meta:
        model = Entity
        fields = ["id", "urn", "name", "kind", "aliases", "status", "created_at", "updated_at"]


class EntityListOut(serializers.Serializer[Any]):
    results = EntityOut(many=True)
    next = serializers.IntegerField(allow_null=True, help_text="offset of the next page")


class RelationOut(serializers.ModelSerializer[Relation]):
    subject = EntityOut()
    object = EntityOut(allow_null=True)
    current = serializers.BooleanField(source="is_current")

    class Meta:
        model = Relation
        fields = [
            "id", "subject", "predicate", "object", "object_value", "valid_from", "valid_to",
            "learned_at", "retired_at", "current", "confidence", "source_pointer",
        ]  # fmt: skip


class EntityTimelineOut(serializers.Serializer[Any]):
    entity = EntityOut()
    relations = RelationOut(many=True)


class EntityRefIn(StrictSerializer):
    """An entity by id, or by name (created if new; aliases resolve)."""

    id = serializers.IntegerField(required=False, min_value=1)
    name = StrictCharField(required=False, max_length=MAX_NAME_CHARS)
    kind = StrictCharField(required=False, max_length=40, default="thing")

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if ("id" in attrs) == ("name" in attrs):
            raise serializers.ValidationError("Give exactly one of id or name.")
        return attrs


_BY_ID = {"id": {"type": "integer", "minimum": 1}}
_BY_NAME = {
    "name": {"type": "string", "minLength": 1, "maxLength": 200, "pattern": r"\S"},
    "kind": {"type": "string", "minLength": 1, "maxLength": 40, "default": "thing"},
}


@extend_schema_field(
    {
        "oneOf": [
            {"type": "object", "properties": _BY_ID, "required": ["id"],
             "additionalProperties": False},
            {"type": "object", "properties": _BY_NAME, "required": ["name"],
             "additionalProperties": False},
        ],
        "description": "An entity by id, or by name (created if new; aliases resolve).",
    }
)  # fmt: skip
class EntityRefField(serializers.Field):  # type: ignore[type-arg]
    """`EntityRefIn` as a field whose schema says "exactly one of id or name"."""

    def to_internal_value(self, data: Any) -> dict[str, Any]:
        ref = EntityRefIn(data=data)
        ref.is_valid(raise_exception=True)
        return dict(ref.validated_data)

    def to_representation(self, value: Any) -> Any:
        return value


_NOT_GIVEN = {"not": {"pattern": NOT_ONLY_SPACE_PATTERN}}
_GIVEN = {"type": "string", "pattern": NOT_ONLY_SPACE_PATTERN}


@extend_schema_serializer(deprecate_fields=["value"])
class RelationAssertIn(StrictSerializer):
    subject = EntityRefField()
    predicate = StrictCharField(
        max_length=100,
        validators=[RegexValidator(PREDICATE_PATTERN, "lower_snake_case, 1 to 100 characters")],
    )
    object = EntityRefField(required=False, allow_null=True, default=None)
    object_value = StrictCharField(
        required=False, max_length=500, default="",
        help_text="A literal object instead of an entity (answered as `object_value` too).",
    )  # fmt: skip
    value = StrictCharField(
        required=False, max_length=500,
        help_text="Deprecated: the old name of `object_value`, still read.",
    )  # fmt: skip
    valid_from = StrictDateTimeField(required=False, allow_null=True, default=None)
    replaces = StrictBooleanField(required=False, default=True)

    # Exactly one of an object entity or a literal value (relation_assert refuses both/neither),
    # the literal under its name or its deprecated old one, not both.
    schema_one_of: ClassVar[list[dict[str, Any]]] = [
        {
            "required": ["object"],
            "properties": {"object": {"type": "object"}, "object_value": _NOT_GIVEN,
                           "value": _NOT_GIVEN},
        },
        {
            "required": ["object_value"],
            "properties": {"object_value": _GIVEN, "object": {"not": {"type": "object"}},
                           "value": _NOT_GIVEN},
        },
        {
            "required": ["value"],
            "properties": {"value": _GIVEN, "object": {"not": {"type": "object"}},
                           "object_value": _NOT_GIVEN},
        },
    ]  # fmt: skip

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        old = attrs.pop("value", None)
        if old is not None:
            if attrs.get("object_value"):
                raise serializers.ValidationError(
                    {"value": ["the deprecated old name of object_value; give only object_value"]}
                )
            attrs["object_value"] = old
        return attrs


class RelationAssertOut(serializers.Serializer[Any]):
    relation = RelationOut()
    created = serializers.BooleanField()
    closed = RelationOut(many=True)
    stale_flagged = serializers.IntegerField()


class EntityEventIn(StrictSerializer):
    kind = StrictChoiceField(choices=EntityEvent.Kind.choices)
    note = StrictCharField(required=False, max_length=2000, default="", allow_blank=True)
    occurred_at = StrictDateTimeField(required=False, allow_null=True, default=None)


class ExternalEntityEventIn(EntityEventIn):
    urn = StrictCharField(max_length=500, help_text="The external entity, e.g. a DataHub URN.")


class ExternalEntityEventOut(serializers.Serializer[Any]):
    id = serializers.IntegerField()
    urn = serializers.CharField()
    kind = serializers.CharField()
    note = serializers.CharField()
    occurred_at = serializers.DateTimeField()
    created_at = serializers.DateTimeField()


class EntityEventOut(serializers.ModelSerializer[EntityEvent]):
    class Meta:
        model = EntityEvent
        fields = ["id", "entity", "kind", "note", "occurred_at", "stale_flagged", "created_at"]


class StaleListOut(serializers.Serializer[Any]):
    results = MemoryOut(many=True)
    next = serializers.IntegerField(allow_null=True, help_text="offset of the next page")
