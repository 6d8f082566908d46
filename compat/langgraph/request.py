"""Reading LangGraph's store requests: namespaces (a list of labels, or the dotted string of a
`GET`), keys, values, TTLs, pages, match conditions; each wrong part a 400 naming it."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from compat.mem0.identity import bad
from compat.mem0.request import flag, positive_int
from memories.services.rules.subject_labels import MAX_LABEL_CHARS, MAX_NAMESPACE_DEPTH
from memories.services.rules.validation import MAX_METADATA_BYTES

MAX_KEY_CHARS = 255
MAX_TTL_MINUTES = 60 * 24 * 365 * 10
MAX_LIMIT = 1_000
MAX_OFFSET = 100_000
# The value is kept exactly in the row's metadata, beside a little of our own bookkeeping.
MAX_VALUE_BYTES = MAX_METADATA_BYTES - 512


def namespace_of(
    field: str, value: Any, *, allow_empty: bool = False, dotted: bool = False
) -> tuple[str, ...]:
    """A namespace: a list of non-empty labels without periods (LangGraph's own rule), at most
    MAX_NAMESPACE_DEPTH deep; `dotted`: the string a `GET` sends, labels joined by periods."""
    if dotted and isinstance(value, str):
        value = value.split(".") if value else []
    if value is None:
        value = []
    if not isinstance(value, list | tuple):
        raise bad(field, "must be a list of strings")
    if not value and not allow_empty:
        raise bad(field, "must not be empty")
    if len(value) > MAX_NAMESPACE_DEPTH:
        raise bad(field, f"at most {MAX_NAMESPACE_DEPTH} labels deep")
    out = []
    for index, label in enumerate(value):
        where = f"{field}.{index}"
        if not isinstance(label, str) or not label.strip():
            raise bad(where, "must be a non-empty string")
        if "." in label:
            raise bad(where, "a namespace label cannot contain a period ('.')")
        if len(label) > MAX_LABEL_CHARS - 8 or not label.isprintable():
            raise bad(where, f"at most {MAX_LABEL_CHARS - 8} printable characters")
        out.append(label)
    return tuple(out)


def key_of(value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise bad("key", "must be a non-empty string")
    if len(value) > MAX_KEY_CHARS or not value.isprintable():
        raise bad("key", f"at most {MAX_KEY_CHARS} printable characters")
    return value


def value_of(value: Any) -> dict[str, Any] | None:
    """A JSON object (None: delete), small enough to keep whole."""
    if value is None:
        return None
    if not isinstance(value, dict):
        raise bad("value", "must be a JSON object (or null to delete)")
    size = len(json.dumps(value, ensure_ascii=False).encode("utf-8", "replace"))
    if size > MAX_VALUE_BYTES:
        raise bad("value", f"at most {MAX_VALUE_BYTES} bytes of JSON (got {size})")
    return value


def ttl_of(value: Any) -> float | None:
    """Minutes to live (LangGraph's TTL), or None for no expiry."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise bad("ttl", "must be a number of minutes")
    if not 0 < value <= MAX_TTL_MINUTES:
        raise bad("ttl", f"must be more than 0 and at most {MAX_TTL_MINUTES} minutes")
    return float(value)


def index_of(value: Any) -> list[str] | bool | None:
    """`index`: None (the default text), False (not searchable by query) or field paths."""
    if value is None or value is False:
        return value
    if not isinstance(value, list) or len(value) > 16:
        raise bad("index", "must be false or a list of at most 16 field paths")
    for index, path in enumerate(value):
        if not isinstance(path, str) or not path.strip() or len(path) > 200:
            raise bad(f"index.{index}", "must be a field path such as 'content' or 'a.b'")
    return list(value)


def whole(field: str, value: Any, *, default: int, maximum: int, from_zero: bool = False) -> int:
    """mem0's whole-number check (1 to `maximum`); `from_zero`: 0 as well (an offset)."""
    if from_zero and value in (0, "0") and not isinstance(value, bool):
        return 0
    return positive_int(field, value, default=default, maximum=maximum)


def flag_of(field: str, value: Any) -> bool:
    return flag(field, value, default=False)


@dataclass(frozen=True)
class MatchCondition:
    """A namespace pattern: `prefix` or `suffix`, `*` matching any one label."""

    match_type: str
    path: tuple[str, ...]

    def matches(self, namespace: tuple[str, ...]) -> bool:
        """LangGraph's own rule (its in-memory store's `_does_match`)."""
        if len(namespace) < len(self.path):
            return False
        pairs = (
            zip(namespace, self.path, strict=False)
            if self.match_type == "prefix"
            else zip(reversed(namespace), reversed(self.path), strict=False)
        )
        return all(want in ("*", have) for have, want in pairs)


def pattern_of(field: str, value: Any, match_type: str) -> MatchCondition | None:
    if value is None:
        return None
    path = namespace_of(field, value, allow_empty=True)
    return MatchCondition(match_type, path) if path else None


def conditions_of(value: Any) -> list[MatchCondition]:
    """The batch route's `match_conditions`: `[{"match_type", "path"}]`."""
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > 8:
        raise bad("match_conditions", "must be a list of at most 8 conditions")
    out = []
    for index, item in enumerate(value):
        where = f"match_conditions.{index}"
        if not isinstance(item, dict) or item.get("match_type") not in ("prefix", "suffix"):
            raise bad(where, "must be {match_type: prefix|suffix, path: [...]}")
        condition = pattern_of(f"{where}.path", item.get("path"), item["match_type"])
        if condition is not None:
            out.append(condition)
    return out
