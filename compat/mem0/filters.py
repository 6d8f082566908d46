"""mem0's filter language translated to one SQL condition (a `Q`), never applied in Python.

`{"AND": [...]}`, `{"OR": [...]}`, `{"NOT": [...]}`, and a dict of fields (all must hold).
A field is an entity id (`user_id`, `agent_id`, `app_id`, `run_id`; `*` for any), `created_at`,
`updated_at`, `categories` (our tags) or `metadata` (`{"metadata": {"key": value}}`); a value
is a literal (equality) or one operator: `in`, `gte`, `lte`, `gt`, `lt`, `ne`, `contains`,
`icontains`. Limits keep a hostile filter cheap: nesting, nodes and `in` lists are bounded.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from django.db.models import BooleanField, Q
from django.db.models.expressions import RawSQL
from django.utils import timezone
from django.utils.dateparse import parse_date, parse_datetime

from compat.mem0.identity import ENTITY_IDS, bad, check_entity_id, label

MAX_DEPTH = 8
MAX_NODES = 200
MAX_IN = 100
MAX_VALUE_CHARS = 500
OPERATORS = ("in", "gte", "lte", "gt", "lt", "ne", "contains", "icontains")
_METADATA_KEY = re.compile(r"^[A-Za-z0-9_.-]{1,64}$")


@dataclass(frozen=True)
class Translated:
    where: Q
    # Whether every matching row must carry one of the entity ids named (the filter pins a
    # subject): search and list require it, as mem0 does.
    pinned: bool


class _Walk:
    def __init__(self) -> None:
        self.nodes = 0

    def node(self, path: str, value: Any, depth: int) -> Translated:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise bad("filters", f"at most {MAX_NODES} conditions")
        if depth > MAX_DEPTH:
            raise bad(path, f"nested deeper than {MAX_DEPTH} levels")
        if not isinstance(value, dict):
            raise bad(path, "must be an object")
        parts: list[Translated] = []
        for key, item in value.items():
            where = f"{path}.{key}"
            if key in ("AND", "OR", "NOT"):
                if not isinstance(item, list) or not item:
                    raise bad(where, "must be a non-empty list of filters")
                children = [self.node(f"{where}.{i}", c, depth + 1) for i, c in enumerate(item)]
                parts.append(_combine(key, children))
            elif key in ENTITY_IDS:
                parts.append(_entity(where, key, item))
            elif key in ("created_at", "updated_at"):
                parts.append(Translated(_compare(where, key, item, _moment), pinned=False))
            elif key == "categories":
                parts.append(Translated(_categories(where, item), pinned=False))
            elif key == "metadata":
                parts.append(Translated(_metadata(where, item), pinned=False))
            else:
                raise bad(where, "unknown filter field")
        if not parts:
            raise bad(path, "must name at least one condition")
        return _combine("AND", parts)


def _combine(op: str, parts: list[Translated]) -> Translated:
    where = Q()
    if op == "AND":
        for part in parts:
            where &= part.where
        return Translated(where, pinned=any(p.pinned for p in parts))
    if op == "OR":
        where = parts[0].where
        for part in parts[1:]:
            where |= part.where
        return Translated(where, pinned=all(p.pinned for p in parts))
    for part in parts:  # NOT: none of them holds
        where &= ~part.where
    return Translated(where, pinned=False)


def _operator(path: str, value: Any) -> tuple[str, Any]:
    """A literal is `eq`; an operator object holds exactly one known operator."""
    if not isinstance(value, dict):
        return "eq", value
    if len(value) != 1:
        raise bad(path, "an operator object holds exactly one operator")
    op, operand = next(iter(value.items()))
    if op not in OPERATORS:
        raise bad(f"{path}.{op}", f"unknown operator; one of {', '.join(OPERATORS)}")
    if op == "in":
        if not isinstance(operand, list) or not operand:
            raise bad(f"{path}.in", "must be a non-empty list")
        if len(operand) > MAX_IN:
            raise bad(f"{path}.in", f"at most {MAX_IN} values")
    return op, operand


def _label_like(pattern: str) -> Q:
    """Rows holding a label matching a LIKE pattern (the pattern's parameters are bound)."""
    sql = 'EXISTS (SELECT 1 FROM unnest("memories_memory"."subject") AS s(l) WHERE s.l LIKE %s)'
    return Q(RawSQL(sql, (pattern,), output_field=BooleanField()))


def _like_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _entity(path: str, entity: str, value: Any) -> Translated:
    op, operand = _operator(path, value)
    if op == "eq":
        if operand == "*":
            return Translated(_label_like(f"{entity}:%"), pinned=True)
        return Translated(
            Q(subject__contains=[label(entity, check_entity_id(path, operand))]), True
        )
    if op == "in":
        values = [label(entity, check_entity_id(f"{path}.in", v)) for v in operand]
        return Translated(Q(subject__overlap=values), pinned=True)
    if op == "ne":
        return Translated(
            ~Q(subject__contains=[label(entity, check_entity_id(path, operand))]), False
        )
    if op in ("contains", "icontains"):
        text = check_entity_id(f"{path}.{op}", operand)
        if op == "contains":
            return Translated(_label_like(f"{entity}:%{_like_escape(text)}%"), pinned=True)
        sql = (
            'EXISTS (SELECT 1 FROM unnest("memories_memory"."subject") AS s(l)'
            " WHERE s.l LIKE %s AND lower(s.l) LIKE lower(%s))"
        )
        params = (f"{entity}:%", f"{entity}:%{_like_escape(text)}%")
        return Translated(Q(RawSQL(sql, params, output_field=BooleanField())), pinned=True)
    raise bad(f"{path}.{op}", "not an operator for an entity id")


def _moment(path: str, value: Any) -> datetime:
    if not isinstance(value, str) or len(value) > 64:
        raise bad(path, "must be an ISO 8601 date or date-time")
    moment = parse_datetime(value)
    if moment is None:
        day = parse_date(value) if len(value) == 10 else None
        if day is None:
            raise bad(path, "must be an ISO 8601 date or date-time")
        moment = datetime(day.year, day.month, day.day)
    if timezone.is_naive(moment):
        moment = timezone.make_aware(moment, UTC)
    return moment


def _compare(path: str, column: str, value: Any, parse: Any) -> Q:
    op, operand = _operator(path, value)
    if op == "in":
        return Q(**{f"{column}__in": [parse(f"{path}.in", v) for v in operand]})
    if op in ("contains", "icontains"):
        raise bad(f"{path}.{op}", "not an operator for a date")
    moment = parse(f"{path}.{op}" if op != "eq" else path, operand)
    if op == "eq":
        return Q(**{column: moment})
    if op == "ne":
        return ~Q(**{column: moment})
    return Q(**{f"{column}__{op}": moment})


def _text(path: str, value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise bad(path, "must be a non-empty string")
    if len(value) > MAX_VALUE_CHARS:
        raise bad(path, f"at most {MAX_VALUE_CHARS} characters")
    return value.strip()


def _categories(path: str, value: Any) -> Q:
    """Categories are our tags."""
    op, operand = _operator(path, value)
    if op in ("eq", "contains"):
        return Q(tags__contains=[_text(path, operand)])
    if op == "in":
        return Q(tags__overlap=[_text(f"{path}.in", v) for v in operand])
    if op == "ne":
        return ~Q(tags__contains=[_text(path, operand)])
    raise bad(f"{path}.{op}", "not an operator for categories")


def _scalar(path: str, value: Any) -> Any:
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int | float):
        return value  # NaN and Infinity never arrive (the JSON parser refuses them)
    return _text(path, value)


def _metadata(path: str, value: Any) -> Q:
    """`{"metadata": {"key": literal | {operator: operand}}}` on the JSON column."""
    if not isinstance(value, dict) or not value:
        raise bad(path, "must be an object of metadata keys")
    where = Q()
    for key, item in value.items():
        where_path = f"{path}.{key}"
        if not isinstance(key, str) or not _METADATA_KEY.match(key):
            raise bad(where_path, "a metadata key is 1 to 64 letters, digits, '_', '.' or '-'")
        op, operand = _operator(where_path, item)
        lookup = f"metadata__{key}"
        if op == "eq":
            where &= Q(metadata__contains={key: _scalar(where_path, operand)})
        elif op == "ne":
            where &= ~Q(metadata__contains={key: _scalar(where_path, operand)})
        elif op == "in":
            values = [_scalar(f"{where_path}.in", v) for v in operand]
            where &= Q(**{f"{lookup}__in": values})
        elif op in ("contains", "icontains"):
            where &= Q(**{f"{lookup}__{op}": _text(f"{where_path}.{op}", operand)})
        else:
            where &= Q(**{f"{lookup}__{op}": _scalar(f"{where_path}.{op}", operand)})
    return where


def translate(filters: Any, *, path: str = "filters") -> Translated:
    """The filter as one condition on memories, or a 400 naming the part that is wrong."""
    return _Walk().node(path, filters, 0)


def translate_optional(filters: Any, *, path: str = "filters") -> Translated:
    if filters is None or filters == {}:
        return Translated(Q(), pinned=False)
    return translate(filters, path=path)
