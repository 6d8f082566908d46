"""Insights (capture_insight, for data catalogs): a memory that may carry proposed catalog changes.

An insight is stored by `memory_remember` like any memory, with source `insight`, kind
`knowledge` unless another is named, and `metadata.insight` holding what a data
catalog needs to act on it: `suggested_actions` (what to change where, and why) and
`related_columns` (the columns it is about). Both are validated here, for the API and MCP
alike; their free text is scrubbed of secrets like every other field; identifiers (a target,
a column) holding a secret are refused. Curators see them in the approval queue and on the
memory's page; promoting an insight carries them to the organisation's copy and the webhook.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from memories.models import Kind, Source
from memories.scoping import Principal
from memories.services.rules import validation as v
from memories.services.store.memory import RememberResult, memory_remember

INSIGHT_ACTIONS = (
    "add_tag",
    "remove_tag",
    "set_description",
    "add_glossary_term",
    "add_documentation",
    "flag_deprecated",
    "set_owner",
    "other",
)
MAX_SUGGESTED_ACTIONS = 20
MAX_RELATED_COLUMNS = 50
MAX_TARGET_CHARS = 500
MAX_ACTION_TEXT_CHARS = 1000
# `amount`, `sales.amount`, `acme.sales.orders.amount`; or a URN (a DataHub schemaField).
COLUMN_RE = re.compile(
    r"^(?:[A-Za-z_][A-Za-z0-9_$]*(?:\.[A-Za-z_][A-Za-z0-9_$]*){0,4}|"
    + v.URN_RE.pattern[1:-1]
    + ")$",
    re.IGNORECASE,
)


def _check_action(position: int, raw: object) -> dict[str, str]:
    field = f"suggested_actions[{position}]"
    if not isinstance(raw, dict):
        raise v.fail(field, "must be an object {action, target?, value?, reason?}")
    unknown = sorted(set(raw) - {"action", "target", "value", "reason"})
    if unknown:
        raise v.fail(field, f"unknown key(s) {', '.join(unknown)}")
    action = raw.get("action")
    if action not in INSIGHT_ACTIONS:
        raise v.fail(f"{field}.action", f"must be one of {', '.join(INSIGHT_ACTIONS)}")
    out = {"action": str(action)}
    target = raw.get("target", "")
    if target:
        out["target"] = v.check_identifier(f"{field}.target", target, max_chars=MAX_TARGET_CHARS)
    for key in ("value", "reason"):
        text = raw.get(key, "")
        if text:
            checked = v.check_text(f"{field}.{key}", text, max_chars=MAX_ACTION_TEXT_CHARS)
            out[key] = v.scrub_text(checked.strip())
    return out


def check_suggested_actions(value: object) -> list[dict[str, str]]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise v.fail("suggested_actions", "must be a list")
    if len(value) > MAX_SUGGESTED_ACTIONS:
        raise v.fail("suggested_actions", f"at most {MAX_SUGGESTED_ACTIONS} actions")
    return [_check_action(i, raw) for i, raw in enumerate(value)]


def check_related_columns(value: object) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise v.fail("related_columns", "must be a list of column names")
    if len(value) > MAX_RELATED_COLUMNS:
        raise v.fail("related_columns", f"at most {MAX_RELATED_COLUMNS} columns")
    columns: list[str] = []
    for i, raw in enumerate(value):
        field = f"related_columns[{i}]"
        name = v.check_identifier(field, raw, max_chars=MAX_TARGET_CHARS)
        if not COLUMN_RE.match(name):
            raise v.fail(field, "must be a column name (table.column) or a URN")
        if name not in columns:
            columns.append(name)
    return columns


def insight_capture(
    *,
    principal: Principal,
    content: str,
    suggested_actions: Sequence[Any] | None = None,
    related_columns: Sequence[Any] | None = None,
    kind: str = Kind.KNOWLEDGE,
    metadata: dict[str, Any] | None = None,
    **remember: Any,
) -> RememberResult:
    """Remember an insight (source `insight`) with its validated actions and columns."""
    actions = check_suggested_actions(
        list(suggested_actions) if isinstance(suggested_actions, tuple) else suggested_actions
    )
    columns = check_related_columns(
        list(related_columns) if isinstance(related_columns, tuple) else related_columns
    )
    meta = v.check_metadata(metadata)
    meta["insight"] = {"suggested_actions": actions, "related_columns": columns}
    return memory_remember(
        principal=principal,
        content=content,
        kind=kind,
        source=Source.INSIGHT,
        metadata=meta,
        **remember,
    )
