"""LangGraph's search `filter` on an item's value, translated to one SQL condition (a `Q`) on
the JSON kept in `Memory.metadata["value"]`, never applied in Python.

A field's literal is equality (a nested object matches field by field, as LangGraph's own
stores do); an operator object holds `$eq`, `$ne`, `$gt`, `$gte`, `$lt`, `$lte` (the ordering
ones take numbers). Bounded like mem0's filters, so a hostile one stays cheap.
"""

from __future__ import annotations

import re
from typing import Any

from django.db.models import Q

from compat.mem0.identity import bad

MAX_DEPTH = 4
MAX_NODES = 64
MAX_TEXT = 500
ORDERING = {"$gt": "gt", "$gte": "gte", "$lt": "lt", "$lte": "lte"}
OPERATORS = ("$eq", "$ne", *ORDERING)
_FIELD = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")


def _nest(path: list[str], value: Any) -> dict[str, Any]:
    out: Any = value
    for name in reversed(path):
        out = {name: out}
    return {"value": out}


def _literal(where: str, value: Any) -> Any:
    if isinstance(value, str) and len(value) > MAX_TEXT:
        raise bad(where, f"at most {MAX_TEXT} characters")
    return value


def _equal(path: list[str], where: str, value: Any) -> Q:
    """Equality: containment for a scalar (the GIN-friendly form), JSON equality otherwise."""
    value = _literal(where, value)
    if isinstance(value, dict | list):
        return Q(**{"metadata__value__" + "__".join(path): value})
    return Q(metadata__contains=_nest(path, value))


class _Walk:
    def __init__(self) -> None:
        self.nodes = 0

    def fields(self, path: list[str], where: str, value: dict[str, Any]) -> Q:
        if len(path) > MAX_DEPTH:
            raise bad(where, f"nested deeper than {MAX_DEPTH} levels")
        if not value:
            raise bad(where, "must name at least one field")
        out = Q()
        for name, item in value.items():
            self.nodes += 1
            if self.nodes > MAX_NODES:
                raise bad("filter", f"at most {MAX_NODES} conditions")
            here = f"{where}.{name}"
            if not isinstance(name, str) or not _FIELD.match(name) or "__" in name:
                raise bad(here, "a field is 1 to 64 letters, digits, '_' or '-'")
            out &= self.field([*path, name], here, item)
        return out

    def field(self, path: list[str], where: str, value: Any) -> Q:
        if not isinstance(value, dict):
            return _equal(path, where, value)
        operators = [k for k in value if isinstance(k, str) and k.startswith("$")]
        if not operators:
            return self.fields(path, where, value)
        if len(operators) != len(value):
            raise bad(where, "mixes operators and fields")
        out = Q()
        for op, operand in value.items():
            here = f"{where}.{op}"
            if op not in OPERATORS:
                raise bad(here, f"unknown operator; one of {', '.join(OPERATORS)}")
            if op == "$eq":
                out &= _equal(path, here, operand)
            elif op == "$ne":
                out &= ~_equal(path, here, operand)
            else:
                if isinstance(operand, bool) or not isinstance(operand, int | float):
                    raise bad(here, "must be a number")
                lookup = "metadata__value__" + "__".join(path) + "__" + ORDERING[op]
                out &= Q(**{lookup: operand})
        return out


def value_filter(value: Any) -> Q:
    """The filter as one condition on item rows, or a 400 naming the part that is wrong."""
    if value is None:
        return Q()
    if not isinstance(value, dict):
        raise bad("filter", "must be an object of value fields")
    if not value:
        return Q()
    return _Walk().fields([], "filter", value)
