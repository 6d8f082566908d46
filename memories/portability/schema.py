"""JSON Schemas (draft 2020-12) of the manifest and of every record kind: the importer checks
each line against its part's schema (`checks`), and docs/export-format.md's field tables are made from them
(`memories.portability.schema_doc`)."""

from __future__ import annotations

from typing import Any

from memories.models import Entity, EntityEvent, Kind, Scope, Source, Status
from memories.models.memory import MAX_HINT_CHARS, MAX_TAG_CHARS, MAX_TAGS
from memories.portability.format import FORMAT, FORMAT_VERSION, PARTS
from memories.scoping import TOOL_FAMILIES

# pgvector stores each number as a 4-byte float: below this bound a number rounds to one (the
# largest 4-byte float, 2**128 - 2**104, plus half its step); from it on it is infinite.
FLOAT4_BOUND = 2.0**128 - 2.0**103

Schema = dict[str, Any]

STR: Schema = {"type": "string"}
INT: Schema = {"type": "integer", "minimum": 0}
POSITIVE: Schema = {"type": "integer", "minimum": 1}
BOOL: Schema = {"type": "boolean"}
UNIT: Schema = {"type": "number", "minimum": 0, "maximum": 1}
TIME: Schema = {"type": "string", "format": "date-time"}
TIME_OR_NULL: Schema = {"type": ["string", "null"], "format": "date-time"}
UUID: Schema = {"type": "string", "format": "uuid"}
UUID_OR_NULL: Schema = {"type": ["string", "null"], "format": "uuid"}
NAME: Schema = {"type": "string", "minLength": 1, "maxLength": 150}
NAME_OR_NULL: Schema = {"type": ["string", "null"], "maxLength": 150}
SLUG: Schema = {"type": "string", "pattern": "^[-a-zA-Z0-9_]+$", "maxLength": 64}
SLUG_OR_NULL: Schema = {"type": ["string", "null"], "pattern": "^[-a-zA-Z0-9_]+$"}
SHA256: Schema = {"type": "string", "pattern": "^[0-9a-f]{64}$"}
OBJECT: Schema = {"type": "object"}


def _strings(max_items: int | None = None, max_chars: int = 500) -> Schema:
    schema: Schema = {"type": "array", "items": {"type": "string", "maxLength": max_chars}}
    if max_items is not None:
        schema["maxItems"] = max_items
    return schema


def _enum(choices: Any) -> Schema:
    return {"type": "string", "enum": [str(c) for c in choices.values]}


def _record(title: str, properties: dict[str, Schema], optional: tuple[str, ...] = ()) -> Schema:
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": title,
        "type": "object",
        "properties": properties,
        "required": sorted(k for k in properties if k not in optional),
        "additionalProperties": False,
    }


MEMBER: Schema = {
    "type": "object",
    "properties": {"user": NAME, "can_manage": BOOL},
    "required": ["user", "can_manage"],
    "additionalProperties": False,
}

RECORDS: dict[str, Schema] = {
    "users": _record(
        "user",
        {
            "username": NAME,
            "first_name": STR,
            "last_name": STR,
            "email": STR,
            "is_active": BOOL,
            "is_staff": BOOL,
            "is_superuser": BOOL,
            "date_joined": TIME,
        },
    ),
    "personas": _record(
        "persona",
        {
            "slug": SLUG,
            "name": STR,
            "members": {"type": "array", "items": NAME},
            "managers": {"type": "array", "items": NAME},
            "allowed_tools": {
                "type": "array",
                "items": {"type": "string", "enum": sorted(TOOL_FAMILIES)},
                "uniqueItems": True,
            },
        },
        optional=("managers", "allowed_tools"),
    ),
    "projects": _record(
        "project",
        {
            "slug": SLUG,
            "name": STR,
            "default_expiry": OBJECT,
            "members": {"type": "array", "items": MEMBER},
        },
    ),
    "systems": _record(
        "system", {"slug": SLUG, "name": STR, "grants": {"type": "array", "items": MEMBER}}
    ),
    "settings": _record(
        "memory settings of a person",
        {
            "user": NAME,
            "enabled": BOOL,
            "top_k": {"type": "integer", "minimum": 1, "maximum": 50},
            "use_rerank": {"type": ["boolean", "null"]},
            "embedding_model": STR,
            "rerank_model": STR,
            "auto_mine": BOOL,
        },
    ),
    "conversations": _record(
        "conversation",
        {
            "id": UUID,
            "owner": NAME,
            "external_id": {"type": "string", "minLength": 1, "maxLength": 200},
            "title": STR,
            "subject": STR,
            "session_key": {"type": "string", "maxLength": 200},
            "project": SLUG_OR_NULL,
            "started_at": TIME,
            "last_message_at": TIME_OR_NULL,
            "ended_at": TIME_OR_NULL,
            "mining_status": {"type": "string", "enum": ["pending", "running", "done", "failed"]},
            "mining_error": STR,
            "mined_through": INT,
            "created_at": TIME,
        },
    ),
    "messages": _record(
        "message",
        {
            "conversation": UUID,
            "seq": POSITIVE,
            "speaker": STR,
            "role": {"type": "string", "maxLength": 20},
            "content": STR,
            "external_id": {"type": "string", "maxLength": 200},
            "sent_at": TIME,
            "metadata": OBJECT,
        },
    ),
    "wings": _record(
        "wing",
        {
            "owner": NAME,
            "slug": {"type": "string", "minLength": 1, "maxLength": 200},
            "number": POSITIVE,
            "name": STR,
            "kind": {"type": "string", "enum": ["person", "project", "topic", "agent"]},
            "aliases": _strings(max_chars=200),
            "created_at": TIME,
        },
    ),
    "rooms": _record(
        "room",
        {
            "owner": NAME,
            "wing": STR,
            "number": POSITIVE,
            "conversation": UUID_OR_NULL,
            "title": STR,
            "started_at": TIME,
            "ended_at": TIME_OR_NULL,
        },
    ),
    "closets": _record(
        "closet",
        {"owner": NAME, "wing": STR, "room": POSITIVE, "slug": STR, "topic": STR},
    ),
    "entities": _record(
        "entity",
        {
            "owner": NAME,
            "urn": {"type": "string", "minLength": 1, "maxLength": 500},
            "name": {"type": "string", "maxLength": 200},
            "kind": {"type": "string", "maxLength": 40},
            "aliases": _strings(max_chars=200),
            "status": _enum(Entity.Status),
            "created_at": TIME,
            "updated_at": TIME,
        },
    ),
    "memories": _record(
        "memory",
        {
            "id": UUID,
            "owner": NAME,
            "content": {"type": "string", "minLength": 1},
            "recall_hint": {"type": "string", "maxLength": MAX_HINT_CHARS},
            "kind": _enum(Kind),
            "tags": _strings(MAX_TAGS, MAX_TAG_CHARS),
            "source": _enum(Source),
            "source_conversation": {"type": "string", "maxLength": 200},
            "source_run": {"type": "string", "maxLength": 200},
            "pointer": {"type": "string", "maxLength": 64},
            "scope": _enum(Scope),
            "persona": SLUG_OR_NULL,
            "project": SLUG_OR_NULL,
            "system": SLUG_OR_NULL,
            "session_key": {"type": "string", "maxLength": 200},
            "status": _enum(Status),
            "stale_reason": STR,
            "confidence": UNIT,
            "relevance_score": UNIT,
            "expires_at": TIME_OR_NULL,
            "approved_by": NAME_OR_NULL,
            "approved_at": TIME_OR_NULL,
            "always_inject": BOOL,
            "always_inject_proposed": BOOL,
            "superseded_by": UUID_OR_NULL,
            "entities": _strings(64, 500),
            "metadata": OBJECT,
            "content_hash": SHA256,
            "created_at": TIME,
            "updated_at": TIME,
        },
    ),
    "revisions": _record(
        "revision (one step of a correction chain)",
        {
            "memory": UUID,
            "content": STR,
            "recall_hint": STR,
            "kind": {"type": "string", "maxLength": 20},
            "tags": _strings(max_chars=MAX_TAG_CHARS),
            "reason": {"type": "string", "maxLength": 40},
            "changed_by": NAME_OR_NULL,
            "created_at": TIME,
        },
    ),
    "vectors": _record(
        "vector",
        {
            "memory": UUID,
            "model": {"type": "string", "minLength": 1, "maxLength": 200},
            "dimensions": POSITIVE,
            "embedding": {
                "type": "array",
                "items": {
                    "type": "number",
                    "exclusiveMinimum": -FLOAT4_BOUND,
                    "exclusiveMaximum": FLOAT4_BOUND,
                },
                "minItems": 1,
            },
            "text_hash": SHA256,
            "created_at": TIME,
        },
    ),
    "drawers": _record(
        "drawer",
        {
            "owner": NAME,
            "wing": STR,
            "room": POSITIVE,
            "closet": STR,
            "number": POSITIVE,
            "pointer": {"type": "string", "maxLength": 40},
            "memory": UUID,
            "message_seq": {"type": ["integer", "null"], "minimum": 1},
            "tags": _strings(max_chars=200),
        },
    ),
    "relations": _record(
        "relation (bi-temporal: valid time and recorded time)",
        {
            "owner": NAME,
            "subject": STR,
            "predicate": {"type": "string", "minLength": 1, "maxLength": 100},
            "object": {"type": ["string", "null"]},
            "object_value": {"type": "string", "maxLength": 500},
            "valid_from": TIME,
            "valid_to": TIME_OR_NULL,
            "learned_at": TIME,
            "retired_at": TIME_OR_NULL,
            "confidence": {"type": "number"},
            "source_pointer": {"type": "string", "maxLength": 64},
            "source_memory": UUID_OR_NULL,
        },
    ),
    "entity_events": _record(
        "entity event",
        {
            "owner": NAME,
            "entity": STR,
            "kind": _enum(EntityEvent.Kind),
            "note": STR,
            "occurred_at": TIME,
            "actor": NAME_OR_NULL,
            "stale_flagged": INT,
            "created_at": TIME,
        },
    ),
}

PART_ENTRY: Schema = {
    "type": "object",
    "properties": {"file": STR, "records": INT, "sha256": SHA256},
    "required": ["file", "records", "sha256"],
    "additionalProperties": False,
}

MANIFEST_SCHEMA: Schema = _record(
    "manifest",
    {
        "format": {"const": FORMAT},
        "format_version": {"const": FORMAT_VERSION},
        "product_version": STR,
        "exported_at": TIME,
        "scope": {
            "type": "object",
            "properties": {
                "kind": {"type": "string", "enum": ["all", "user", "project", "principal"]},
                "user": NAME_OR_NULL,
                "project": SLUG_OR_NULL,
            },
            "required": ["kind"],
        },
        "embedding": {
            "type": "object",
            "properties": {"provider": STR, "model": STR, "dimensions": INT},
            "required": ["provider", "model", "dimensions"],
        },
        "with_vectors": BOOL,
        "parts": {
            "type": "object",
            "propertyNames": {"enum": list(PARTS)},
            "additionalProperties": PART_ENTRY,
        },
    },
)
