"""The strict fields every API serializer is built from: exact JSON types (no coercion), no
unknown fields or query parameters, "not only space" spelled out for schema readers, sizes
over a limit as 413. The serializers (`serializers`, `recall_serializers`, …) import them."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any

from django.core.validators import RegexValidator
from rest_framework import serializers

from memories.models import Kind
from memories.models.memory import MAX_TAG_CHARS, MAX_TAGS
from memories.services.rules.validation import (
    INVISIBLE_CHARS,
    MAX_ENTITIES,
    MAX_ENTITY_CHARS,
    URN_RE,
)
from memory_project.errors import PayloadTooLarge

# The palace owns pointers (and memories may not import it); this is the same shape.
POINTER_RE = re.compile(r"^W-\d{1,6}/R-\d{1,6}(?:/D-\d{1,6})?$")


# "Not only white space", spelled out as the characters Python's str.strip() removes, so a
# schema reader with other `\s` rules (JavaScript's) agrees with the server; characters that show
# nothing (zero-width space, joiners, byte-order mark…) count as space.
_SPACE = r"\t\n\x0b\x0c\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
NOT_ONLY_SPACE_PATTERN = f"[^{_SPACE}{INVISIBLE_CHARS}]"
NOT_ONLY_SPACE = RegexValidator(NOT_ONLY_SPACE_PATTERN, message="This field may not be blank.")


class StrictCharField(serializers.CharField):
    """A JSON string and nothing else (DRF would turn 12 into "12"). A field that may not be
    blank says so in the schema too (minLength 1; with trimming, a non-space character)."""

    def __init__(self, **kwargs: Any) -> None:
        if not kwargs.get("allow_blank", False) and kwargs.get("min_length") is None:
            kwargs["min_length"] = 1
        super().__init__(**kwargs)
        if not self.allow_blank and self.trim_whitespace:
            self.validators.append(NOT_ONLY_SPACE)

    def to_internal_value(self, data: Any) -> str:
        if not isinstance(data, str):
            self.fail("invalid")
        if self.max_length is not None and len(data) > self.max_length:
            # As sent, before trimming: the schema's maxLength is of the string sent.
            self.fail("max_length", max_length=self.max_length)
        return str(super().to_internal_value(data))


class StrictChoiceField(serializers.ChoiceField):
    def to_internal_value(self, data: Any) -> Any:
        if not isinstance(data, str):
            self.fail("invalid_choice", input=data)
        return super().to_internal_value(data)


class StrictBooleanField(serializers.BooleanField):
    """`true` / `false` only (DRF would take "yes", 1, "on")."""

    default_error_messages = {"invalid": "Must be a JSON boolean (true or false)."}

    def to_internal_value(self, data: Any) -> bool:
        if not isinstance(data, bool):
            self.fail("invalid")
        return data


class StrictFloatField(serializers.FloatField):
    """A JSON number (not a string, not a boolean), finite."""

    def to_internal_value(self, data: Any) -> float:
        if isinstance(data, bool) or not isinstance(data, int | float):
            self.fail("invalid")
        try:
            value = float(data)
        except OverflowError:
            self.fail("invalid")
        if not math.isfinite(value):
            self.fail("invalid")
        return float(super().to_internal_value(value))


class StrictDateTimeField(serializers.DateTimeField):
    def to_internal_value(self, value: Any) -> Any:
        if not isinstance(value, str):
            self.fail("invalid", format="ISO 8601, e.g. 2026-01-31T12:00:00Z")
        return super().to_internal_value(value)


class JsonObjectField(serializers.DictField):
    """A JSON object of anything (metadata)."""

    def to_internal_value(self, data: Any) -> dict[str, Any]:
        if not isinstance(data, dict):
            self.fail("not_a_dict", input_type=type(data).__name__)
        return dict(data)


def tag_list_field() -> serializers.ListField:
    return serializers.ListField(
        child=StrictCharField(max_length=MAX_TAG_CHARS, allow_blank=True),
        max_length=MAX_TAGS,
        required=False,
    )


def _entity_ref_shape(value: str) -> None:
    """An entity is a URN or a name; anything written as a URN must be one."""
    if value.lower().startswith("urn:") and not URN_RE.match(value):
        raise serializers.ValidationError("Malformed URN; expected urn:<namespace>:<id>.")


def entity_list() -> serializers.ListField:
    # A URN, or a name the service resolves to the caller's entity of that name (or makes).
    return serializers.ListField(
        child=StrictCharField(max_length=MAX_ENTITY_CHARS, validators=[_entity_ref_shape]),
        max_length=MAX_ENTITIES,
        required=False,
        help_text='URNs (urn:<namespace>:<id>) or entity names, e.g. "ledger".',
    )


def validate_api_kind(value: str) -> str:
    # Drawers (kind `message`) are written by the palace, never through /memories. The choice
    # set stays the full vocabulary so the OpenAPI schema has one Kind enum.
    if value == Kind.MESSAGE:
        raise serializers.ValidationError("Kind 'message' is reserved for palace drawers.")
    return value


def check_size(field: str, value: str, limit: int) -> str:
    if len(value) > limit:
        raise PayloadTooLarge(
            f"{field} is too long.", fields={field: [f"At most {limit} characters."]}
        )
    return value


class StrictSerializer(serializers.Serializer[Any]):
    """Refuses fields it does not know, listing them, so a typo is never silently ignored."""

    unknown_message = "Unknown field."

    def to_internal_value(self, data: Any) -> Any:
        if isinstance(data, Mapping):
            unknown = sorted(str(k) for k in data if k not in self.fields)
            if unknown:
                raise serializers.ValidationError({key: [self.unknown_message] for key in unknown})
        return super().to_internal_value(data)


class QueryIn(StrictSerializer):
    """An operation's query parameters (`ApiView.query_in`): the same declaration validates the
    request and documents it in the schema; a parameter it does not name is a 400."""

    unknown_message = "Unknown query parameter."


class NoQueryIn(QueryIn):
    """Operations that take no query parameters."""
