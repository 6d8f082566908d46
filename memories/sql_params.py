"""Raw SQL with named parameters (`%(limit)s`), so a value is bound by its name, never by its
place in a list: a misplaced positional parameter gives wrong rankings, not an error.

Fragments the ORM compiles (the visibility rule, the term statistics) come with positional
`%s` placeholders; `named` renames them under a prefix so they join a statement written with
names. A fragment used several times in one statement is bound once.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from psycopg import sql

_PLACEHOLDER = re.compile(r"%%|%s")


def named(
    sqls: Sequence[str], params: Sequence[Any], prefix: str
) -> tuple[list[str], dict[str, Any]]:
    """The SQL fragments `sqls` (which take `params` positionally, in their order) with each
    `%s` renamed `%(prefix_N)s`, and the params by those names. `%%` (a literal percent) is
    left as it is."""
    values = list(params)
    out: dict[str, Any] = {}
    taken = 0

    def rename(match: re.Match[str]) -> str:
        nonlocal taken
        if match.group() == "%%":
            return "%%"
        if taken >= len(values):
            raise ValueError(f"{prefix}: more placeholders than params ({len(values)})")
        name = f"{prefix}_{taken}"
        out[name] = values[taken]
        taken += 1
        return f"%({name})s"

    renamed = [_PLACEHOLDER.sub(rename, sql) for sql in sqls]
    if taken != len(values):
        raise ValueError(f"{prefix}: {len(values)} params for {taken} placeholders")
    return renamed, out


def named_one(sql: str, params: Sequence[Any], prefix: str) -> tuple[str, dict[str, Any]]:
    """`named` for one fragment."""
    [renamed], out = named([sql], params, prefix)
    return renamed, out


def merged(*groups: Mapping[str, Any]) -> dict[str, Any]:
    """The params of several fragments as one mapping; a name bound twice to different values
    is a mistake in the statement, never silently the last one."""
    out: dict[str, Any] = {}
    for group in groups:
        for name, value in group.items():
            if name in out and out[name] is not value and out[name] != value:
                raise ValueError(f"parameter {name!r} bound twice to different values")
            out[name] = value
    return out


def literal(value: str) -> str:
    """`value` as an SQL literal, quoted by psycopg (for the few statements that must carry a
    constant in their text: a partial index's predicate, which the planner matches only
    against a constant)."""
    return sql.Literal(value).as_string(None)


def identifier(name: str) -> str:
    """`name` as a quoted SQL identifier (index and table names written into a statement)."""
    return sql.Identifier(name).as_string(None)


_NAMED = re.compile(r"%%|%\((\w+)\)s")


def prefixed(sql_text: str, params: Mapping[str, Any], prefix: str) -> tuple[str, dict[str, Any]]:
    """`sql_text` with each `%(name)s` renamed `%(prefix_name)s`, and its params so: several
    statements sent as one text keep their parameters apart."""

    def rename(match: re.Match[str]) -> str:
        return "%%" if match.group() == "%%" else f"%({prefix}_{match.group(1)})s"

    return _NAMED.sub(rename, sql_text), {f"{prefix}_{k}": v for k, v in params.items()}
