"""The field tables of docs/export-format.md, made from the schemas the importer checks with
(`memories.portability.schema`): `manage.py export_format_tables` writes them between the
page's markers and a test fails when the page differs, so the page cannot drift from the code."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

from memories.portability.format import PARTS
from memories.portability.schema import FLOAT4_BOUND, MANIFEST_SCHEMA, RECORDS, Schema

BEGIN = "<!-- generated: records (python manage.py export_format_tables; edit the schemas, not this) -->"
END = "<!-- end generated -->"
DASH, MINUS = "\u2013", "\u2212"  # a range's en dash; a minus sign

# What a field's name, type and rules do not say. Keyed by part and field (nested fields by
# their dotted path); a test checks every key names a field the schemas have.
NOTES: dict[tuple[str, str], str] = {
    ("manifest", "product_version"): "the exporting installation's version",
    ("manifest", "scope.kind"): "what was exported: `principal` is `GET /api/v1/export`",
    ("manifest", "embedding"): "the exporting installation's embedder",
    ("manifest", "with_vectors"): "whether `vectors.jsonl` is in the archive",
    ("manifest", "parts"): "a key per part written",
    ("manifest", "parts.<part>.records"): "its number of lines",
    ("manifest", "parts.<part>.sha256"): "of the part's bytes",
    ("users", "is_staff"): "from a whole-installation export only (else false)",
    ("users", "is_superuser"): "from a whole-installation export only (else false)",
    ("personas", "members"): "usernames",
    ("personas", "managers"): "the members who manage it (its tools and members' roles)",
    ("personas", "allowed_tools"): (
        "the memory tool families its keys may use; an archive without it: every family"
    ),
    ("projects", "default_expiry"): "`{kind: days, or null for never}`; a kind not named keeps"
    " the installation's default",
    ("systems", "grants"): "who reads it, and who manages it",
    ("settings", "use_rerank"): "null: follow the installation",
    ("conversations", "external_id"): "the sender's id, unique per owner",
    ("conversations", "project"): "the project of the key it was ingested through",
    ("conversations", "mined_through"): "the last message `seq` mining has read",
    ("messages", "seq"): "its place in the conversation, from 1",
    ("wings", "number"): "the `W-` pointer's number, per owner",
    ("rooms", "wing"): "the wing's slug",
    ("rooms", "number"): "the `R-` pointer's number, per owner",
    ("rooms", "conversation"): "the conversation the room holds",
    ("closets", "wing"): "the wing's slug",
    ("closets", "room"): "the room's number",
    ("entities", "urn"): "the entity's key, unique per owner",
    (
        "memories",
        "recall_hint",
    ): "searched with the content; its first line is embedded for kind `message`",
    ("memories", "source_conversation"): "where it came from: a conversation's external id",
    ("memories", "pointer"): "a drawer's pointer (`W-…/R-…/D-…`), for kind `message`",
    ("memories", "persona"): "slug, for scope `persona`",
    ("memories", "project"): "slug: scope `project`, or the project of the key that wrote it",
    ("memories", "system"): "slug, for scope `system`",
    ("memories", "session_key"): "for scope `session`",
    ("memories", "approved_by"): "username; null when that person is not here",
    ("memories", "superseded_by"): "the memory that corrects it (may be a later line)",
    ("memories", "entities"): "URNs of the entities it is about",
    ("memories", "content_hash"): "SHA-256 of the content",
    ("revisions", "memory"): "the memory's UUID",
    ("revisions", "reason"): "why it changed (`update`, `supersede`, `dedup`, …)",
    ("revisions", "changed_by"): "username; null when that person is not here",
    ("vectors", "embedding"): "exactly `dimensions` numbers (checked beside the schema)",
    ("vectors", "text_hash"): "SHA-256 of the embedded text: recall hint, a blank line, content"
    " (kind `message`: the hint's first line only); a vector whose hash no longer matches is"
    " made again",
    ("drawers", "wing"): "the wing's slug",
    ("drawers", "room"): "the room's number",
    ("drawers", "closet"): "the closet's slug",
    ("drawers", "number"): "the `D-` pointer's number, per owner",
    ("drawers", "memory"): "the memory (kind `message`) holding its verbatim text",
    ("drawers", "message_seq"): "the message's `seq` in the room's conversation",
    ("relations", "subject"): "the subject entity's URN",
    ("relations", "object"): "the object entity's URN, or null when the object is a value",
    ("relations", "valid_from"): "valid time: when it became true",
    ("relations", "valid_to"): "valid time: when it stopped being true",
    ("relations", "learned_at"): "recorded time: when it was learned",
    ("relations", "retired_at"): "recorded time: when it was retracted",
    ("relations", "source_pointer"): "the pointer of the drawer it was drawn from",
    ("relations", "source_memory"): "the memory it was drawn from",
    ("entity_events", "entity"): "the entity's URN",
    ("entity_events", "actor"): "username; null when that person is not here",
    ("entity_events", "stale_flagged"): "how many memories it marked stale",
}


def _types(schema: Schema) -> list[str]:
    kinds = schema.get("type")
    return kinds if isinstance(kinds, list) else [kinds] if kinds else []


def _type(schema: Schema) -> str:
    """The field's JSON type in words: `string or null`, `array of UUID`, …"""
    if "const" in schema:
        return {str: "string", int: "integer"}.get(type(schema["const"]), "value")
    names = []
    for kind in _types(schema):
        if kind == "string" and schema.get("format") == "date-time":
            names.append("date-time")
        elif kind == "string" and schema.get("format") == "uuid":
            names.append("UUID")
        elif kind == "array":
            item = schema.get("items", {})
            names.append("array of objects" if "properties" in item else f"array of {_type(item)}s")
        else:
            names.append(str(kind))
    return " or ".join(names)


def _bound(value: float) -> str:
    return f"2¹²⁸ {MINUS} 2¹⁰³" if value == FLOAT4_BOUND else f"{value:g}"


def _rules(schema: Schema) -> list[str]:
    """What the schema asks beyond the type, in words."""
    rules: list[str] = []
    if "const" in schema:
        rules.append(
            f"always `{json.dumps(schema['const'])}`".replace('`"', "`").replace('"`', "`")
        )
    if "enum" in schema:
        rules.append("one of " + ", ".join(f"`{value}`" for value in schema["enum"]))
    low, high = schema.get("minLength", 0), schema.get("maxLength")
    if high is not None:
        rules.append(f"{low}{DASH}{high} characters" if low else f"at most {high} characters")
    elif low:
        rules.append("not empty" if low == 1 else f"at least {low} characters")
    if "pattern" in schema:
        rules.append(f"matches `{schema['pattern']}`".replace("|", "\\|"))
    low_n, high_n = schema.get("minimum"), schema.get("maximum")
    if low_n is not None and high_n is not None:
        rules.append(f"{low_n}{DASH}{high_n}")
    elif low_n is not None:
        rules.append(f"≥ {low_n}")
    elif high_n is not None:
        rules.append(f"≤ {high_n}")
    if "exclusiveMaximum" in schema:
        rules.append(f"magnitude below {_bound(schema['exclusiveMaximum'])} (a 4-byte float)")
    if "items" in schema and "properties" not in schema["items"]:
        rules.extend(f"each {rule}" for rule in _rules(schema["items"]))
    if "minItems" in schema:
        rules.append(f"at least {schema['minItems']} item{'s' * (schema['minItems'] != 1)}")
    if "maxItems" in schema:
        rules.append(f"at most {schema['maxItems']} items")
    if "properties" in schema and "type" in schema and schema["type"] == "object":
        return rules
    if schema.get("type") == "object" and "additionalProperties" not in schema:
        rules.append("any JSON object")
    return rules


def _rows(part: str, schema: Schema, prefix: str = "") -> Iterator[tuple[str, ...]]:
    """(field, type, rules, meaning) for each field, nested objects' fields after their own."""
    required = set(schema.get("required", ()))
    for name, sub in schema.get("properties", {}).items():
        path = f"{prefix}{name}"
        rules = _rules(sub)
        if name not in required:
            rules.insert(0, "optional")
        note = NOTES.get((part, path), "")
        yield (f"`{path}`", _type(sub), "; ".join(rules), note)
        if "properties" in sub:
            yield from _rows(part, sub, f"{path}.")
        item = sub.get("items", {})
        if "properties" in item:
            yield from _rows(part, item, f"{path}[].")
        each = sub.get("additionalProperties")
        if isinstance(each, dict) and "properties" in each:
            yield from _rows(part, each, f"{path}.<part>.")


def paths(part: str) -> set[str]:
    """Every field path the tables name for `part` (the manifest's included)."""
    schema = MANIFEST_SCHEMA if part == "manifest" else RECORDS[part]
    return {row[0].strip("`") for row in _rows(part, schema)}


def _table(part: str, schema: Schema) -> list[str]:
    lines = ["| field | type | rules | meaning |", "|---|---|---|---|"]
    lines += ["| " + " | ".join(row) + " |" for row in _rows(part, schema)]
    return lines


def tables() -> str:
    """The generated block, markers included: the manifest, then each part in archive order."""
    lines = [BEGIN, "", "### manifest.json", "", *_table("manifest", MANIFEST_SCHEMA)]
    for part in PARTS:
        schema = RECORDS[part]
        lines += ["", f"### {part}.jsonl", ""]
        title = str(schema["title"])
        if title.replace(" ", "_") not in (part[:-1], part[:-3] + "y"):  # says more than the name
            lines += [f"Each line: {title}.", ""]
        lines += _table(part, schema)
    return "\n".join([*lines, "", END])


def page_with_tables(page: str) -> str:
    """`page` with the text between its markers replaced by freshly generated tables."""
    start, end = page.index(BEGIN), page.index(END) + len(END)
    return page[:start] + tables() + page[end:]


def write(path: Path) -> bool:
    """Write the tables into the page at `path`; True when that changed it."""
    page = path.read_text(encoding="utf-8")
    fresh = page_with_tables(page)
    if fresh != page:
        path.write_text(fresh, encoding="utf-8")
    return fresh != page
