"""OpenAPI extensions: the schema says what the strict serializers enforce, so a generated
client (or a fuzzer) never sends what the server is bound to refuse."""

from __future__ import annotations

from typing import Any

from drf_spectacular.extensions import OpenApiSerializerExtension
from drf_spectacular.plumbing import force_instance
from rest_framework import serializers


class StrictSerializerExtension(OpenApiSerializerExtension):  # type: ignore[no-untyped-call]
    """A `StrictSerializer` refuses unknown fields: `additionalProperties: false`; a nested
    list that may not be empty: `minItems: 1`."""

    target_class = "memories.api.fields.StrictSerializer"
    match_subclasses = True

    def map_serializer(self, auto_schema: Any, direction: Any) -> dict[str, Any]:
        schema: dict[str, Any] = auto_schema._map_basic_serializer(self.target, direction)
        schema["additionalProperties"] = False
        serializer = force_instance(self.target)  # type: ignore[no-untyped-call]
        # A rule across fields ("exactly one of …"), stated by the serializer itself.
        one_of = getattr(serializer, "schema_one_of", None)
        if one_of:
            schema["oneOf"] = one_of
        for name, field in serializer.fields.items():
            if isinstance(field, serializers.ListSerializer) and not field.allow_empty:
                schema["properties"][name]["minItems"] = 1
        return schema
