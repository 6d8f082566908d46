"""A record against its part's schema (`schema`): a fast yes/no compiled from the schema for
the lines that fit, and jsonschema's own message for the first way one does not."""

from __future__ import annotations

import functools
import json
import math
import re
from collections.abc import Callable
from typing import Any

from jsonschema import Draft202012Validator  # type: ignore[import-untyped]

from memories.portability.schema import FLOAT4_BOUND, MANIFEST_SCHEMA, RECORDS, Schema


@functools.cache
def validator(part: str) -> Any:
    schema = MANIFEST_SCHEMA if part == "manifest" else RECORDS[part]
    if part == "vectors":  # 384 numbers a line: checked by `_vector_error`, many times faster
        embedding = {k: v for k, v in schema["properties"]["embedding"].items() if k != "items"}
        schema = {**schema, "properties": {**schema["properties"], "embedding": embedding}}
    return Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)


_NUMBER_TYPES = {float, int}


def _vector_error(record: dict[str, Any]) -> tuple[str, str] | None:
    embedding = record["embedding"]
    if not set(map(type, embedding)) <= _NUMBER_TYPES:  # bool, str, None: no
        return ("embedding", "every item must be a number")
    if len(embedding) != record["dimensions"]:
        return ("embedding", f"{len(embedding)} numbers, `dimensions` says {record['dimensions']}")
    # JSON readers accept NaN and Infinity, pgvector does not. min and max pass over a NaN (it
    # fails every comparison), so once every number is bounded a NaN shows in their sum: three
    # passes in C, a quarter of the time of one comparison per item in Python.
    if embedding and (
        not min(embedding) > -FLOAT4_BOUND
        or not max(embedding) < FLOAT4_BOUND
        or math.isnan(sum(embedding))
    ):
        return ("embedding", "every item must be a finite number that fits a 4-byte float")
    return None


Check = Callable[[Any], bool]

# JSON's types as `json.loads` gives them (exact types: a bool is no integer here).
_JSON_TYPES: dict[str, frozenset[type]] = {
    "string": frozenset({str}),
    "integer": frozenset({int}),
    "number": frozenset({int, float}),
    "boolean": frozenset({bool}),
    "null": frozenset({type(None)}),
    "object": frozenset({dict}),
    "array": frozenset({list}),
}


def _compiled(schema: Schema) -> Check:
    """A fast yes/no for the subset of JSON Schema used here (every keyword the schemas above
    use), built once per schema as closures; a no is explained by jsonschema itself, so
    messages stay the standard ones."""
    kinds = schema.get("type")
    allowed = (
        frozenset().union(
            *(_JSON_TYPES[k] for k in (kinds if isinstance(kinds, list) else [kinds]))
        )
        if kinds is not None
        else None
    )
    has_const, const = "const" in schema, schema.get("const")
    enum = schema.get("enum")
    number = _number_check(schema)
    own_checks: dict[type, Check | None] = {
        str: _string_check(schema),
        int: number,
        float: number,
        list: _list_check(schema),
        dict: _object_check(schema),
    }
    by_type = {kind: own for kind, own in own_checks.items() if own is not None}

    def check(value: Any) -> bool:
        kind = type(value)
        if allowed is not None and kind not in allowed:
            return False
        if has_const and value != const:
            return False
        if enum is not None and value not in enum:
            return False
        own = by_type.get(kind)
        return own is None or own(value)

    return check


def _string_check(schema: Schema) -> Check | None:
    low, high = schema.get("minLength", 0), schema.get("maxLength")
    pattern = _pattern(schema["pattern"]) if "pattern" in schema else None
    uuid_format = schema.get("format") == "uuid"
    if not low and high is None and pattern is None and not uuid_format:
        return None

    def check(value: str) -> bool:
        if len(value) < low or (high is not None and len(value) > high):
            return False
        if pattern is not None and pattern.search(value) is None:
            return False
        return not uuid_format or _UUID.fullmatch(value) is not None

    return check


def _number_check(schema: Schema) -> Check | None:
    low, high = schema.get("minimum"), schema.get("maximum")
    if low is None and high is None:
        return None
    return lambda v: (low is None or low <= v) and (high is None or v <= high)


def _list_check(schema: Schema) -> Check | None:
    low, high = schema.get("minItems", 0), schema.get("maxItems")
    items = _compiled(schema["items"]) if "items" in schema else None
    unique = bool(schema.get("uniqueItems"))
    if not low and high is None and items is None and not unique:
        return None

    def check(value: list[Any]) -> bool:
        if len(value) < low or (high is not None and len(value) > high):
            return False
        if unique and len({json.dumps(item, sort_keys=True) for item in value}) != len(value):
            return False
        if items is not None:
            for item in value:
                if not items(item):
                    return False
        return True

    return check


def _object_check(schema: Schema) -> Check | None:
    properties = {key: _compiled(sub) for key, sub in schema.get("properties", {}).items()}
    required = tuple(schema.get("required", ()))
    extra = schema.get("additionalProperties", True)
    extra_check = _compiled(extra) if isinstance(extra, dict) else None
    names = _compiled(schema["propertyNames"]) if "propertyNames" in schema else None
    if not properties and not required and extra is True and names is None:
        return None

    def check(value: dict[str, Any]) -> bool:
        for key in required:
            if key not in value:
                return False
        for key, item in value.items():
            sub = properties.get(key)
            if sub is not None:
                if not sub(item):
                    return False
            elif extra is False or (extra_check is not None and not extra_check(item)):
                return False
            if names is not None and not names(key):
                return False
        return True

    return check


@functools.cache
def fits(part: str) -> Check:
    """The compiled yes/no of one part's schema (the vectors' without its per-number items)."""
    return _compiled(validator(part).schema)


_UUID = re.compile(
    r"[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{12}"
)


@functools.cache
def _pattern(text: str) -> re.Pattern[str]:
    return re.compile(text)


def first_error(part: str, record: object) -> tuple[str, str] | None:
    """(field, message) of the first way `record` breaks its schema, or None when it fits."""
    if fits(part)(record):
        return _vector_error(record) if part == "vectors" else None  # type: ignore[arg-type]
    error = next(iter(validator(part).iter_errors(record)), None)
    if error is None:
        return _vector_error(record) if part == "vectors" else None  # type: ignore[arg-type]
    path = ".".join(str(p) for p in error.absolute_path)
    if not path and error.validator == "required":
        missing = [k for k in error.validator_value if k not in (record or {})]  # type: ignore[operator]
        return (missing[0] if missing else "", "is required")
    if not path and error.validator == "additionalProperties":
        return ("", error.message)
    return (path, error.message)
