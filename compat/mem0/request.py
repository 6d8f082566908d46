"""Reading mem0's request bodies and query strings: known fields only (an unknown one is a 400
naming it), the ones we accept and ignore listed, every value checked before any write."""

from __future__ import annotations

from typing import Any

from django.db.models import Q

from compat.mem0.filters import Translated, translate_optional
from compat.mem0.identity import ENTITY_IDS, bad, labels_of

# Fields mem0's clients may send that change nothing here (platform features we do not have:
# custom extraction prompts, graph memory, async processing, output generations).
IGNORED = frozenset({
    "version", "output_format", "async_mode", "enable_graph", "custom_categories",
    "custom_instructions", "agent_custom_instructions", "structured_data_schema", "includes",
    "excludes", "timestamp", "org_id", "project_id", "fields", "rerank", "keyword_search",
    "latest_only", "reference_date", "filter_memories", "only_metadata_based_search",
    "show_expired", "start_date", "end_date", "mem0_user_id", "sync_type",
})  # fmt: skip
MAX_PAGE = 10_000
MAX_PAGE_SIZE = 100


def body_dict(data: Any, allowed: frozenset[str]) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise bad("body", "must be a JSON object")
    for key in data:
        if key not in allowed and key not in IGNORED:
            raise bad(str(key), "unknown field")
    return data


def positive_int(field: str, value: Any, *, default: int, maximum: int) -> int:
    if value is None:
        return default
    if isinstance(value, str) and value.strip().isdigit() and len(value) <= 12:
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise bad(field, "must be a whole number")
    if not 1 <= value <= maximum:
        raise bad(field, f"must be between 1 and {maximum}")
    return value


def flag(field: str, value: Any, *, default: bool) -> bool:
    if value is None:
        return default
    if isinstance(value, str) and value.lower() in ("true", "false"):
        return value.lower() == "true"
    if not isinstance(value, bool):
        raise bad(field, "must be true or false")
    return value


def string_list(field: str, value: Any, *, max_items: int = 32) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > max_items:
        raise bad(field, f"must be a list of at most {max_items} strings")
    out = []
    for item in value:
        if not isinstance(item, str) or not item.strip():
            raise bad(field, "must hold non-empty strings")
        out.append(item.strip())
    return out


def metadata_of(value: Any) -> dict[str, Any] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise bad("metadata", "must be an object")
    return value


def scope_filter(body: dict[str, Any], *, require: bool) -> Translated:
    """The request's `filters` and its top-level entity ids (v1 and v2 send them there) as one
    condition; `require`: it must pin at least one entity id, as mem0 does."""
    top = labels_of({k: body.get(k) for k in ENTITY_IDS})
    translated = translate_optional(body.get("filters"))
    where = translated.where
    for item in top:
        where &= Q(subject__contains=[item])
    pinned = translated.pinned or bool(top)
    if require and not pinned:
        raise bad(
            "filters",
            "at least one of user_id, agent_id, app_id or run_id is required",
        )
    return Translated(where, pinned)
