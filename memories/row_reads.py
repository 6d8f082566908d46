"""One row by an indexed condition, read without the ORM's query compiler: for the reads every
request makes (its API key, its person's memory settings).

The ORM builds and compiles a queryset afresh on every call; for a one-row primary-key-like
read that Python costs several times the statement's own round trip (docs/benchmarks.md: every
recall reads a person's settings, every API request its key). Here the select list is made once per model from its concrete fields,
the rows come back through a Django cursor (so errors, query logging and execute wrappers behave
as for any query), and the instances are built with `Model.from_db`, as the ORM builds them: a
saved instance, its related rows (`related`) cached on it as `select_related` would.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from django.db.models import ForeignKey, Model

from memory_project.replicas import read_connection

M = TypeVar("M", bound=Model)


@functools.cache
def _columns(model: type[Model]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The model's concrete fields' attribute names and column names, in one order."""
    fields = model._meta.concrete_fields
    return tuple(f.attname for f in fields), tuple(str(f.column) for f in fields)


def _foreign_key(model: type[Model], name: str) -> tuple[ForeignKey[Any, Any], type[Model]]:
    """The foreign key field `name` of `model`, and the model it points to."""
    field = model._meta.get_field(name)
    target = getattr(field, "related_model", None)
    if not isinstance(field, ForeignKey) or not isinstance(target, type):
        raise TypeError(f"{model.__name__}.{name} is not a foreign key")
    return field, target


@dataclass(frozen=True)
class _Layout:
    """How one read is written and read back: its SELECT, the model's attribute names, and each
    related foreign key with its model's attribute names (their columns follow in that order)."""

    select: str
    names: tuple[str, ...]
    related: tuple[tuple[ForeignKey[Any, Any], type[Model], tuple[str, ...]], ...]


@functools.cache
def _layout(model: type[Model], related: tuple[str, ...]) -> _Layout:
    """`SELECT t0.…, t1.… FROM table t0 JOIN related t1 ON …` (each related field a foreign
    key of `model`, joined as t1, t2, … in order), made once per model and related fields."""
    parts = [", ".join(f't0."{c}"' for c in _columns(model)[1])]
    joins, joined = [], []
    for n, name in enumerate(related, start=1):
        field, target = _foreign_key(model, name)
        parts.append(", ".join(f't{n}."{c}"' for c in _columns(target)[1]))
        target_column = field.target_field.column
        joins.append(
            f' JOIN "{target._meta.db_table}" t{n} ON t{n}."{target_column}" = t0."{field.column}"'
        )
        joined.append((field, target, _columns(target)[0]))
    select = f'SELECT {", ".join(parts)} FROM "{model._meta.db_table}" t0{"".join(joins)}'
    return _Layout(select, _columns(model)[0], tuple(joined))


def first_row(
    model: type[M],
    *,
    where: str,
    params: Mapping[str, Any],
    related: tuple[str, ...] = (),
    order_by: str | None = None,
) -> M | None:
    """The first row of `model` (table alias t0) matching `where` (SQL with `%(name)s`
    placeholders for `params`) in `order_by`'s order (by default its primary key, as
    `QuerySet.first` orders an unordered set), with each foreign key named in `related` joined and cached on it; None when
    no row matches."""
    pk = model._meta.pk
    assert pk is not None
    layout = _layout(model, related)
    order = order_by or f't0."{pk.column}"'
    reader = read_connection()
    with reader.cursor() as cursor:
        cursor.execute(f"{layout.select} WHERE {where} ORDER BY {order} LIMIT 1", params)
        row = cursor.fetchone()
    if row is None:
        return None
    instance = model.from_db(reader.alias, list(layout.names), row[: len(layout.names)])
    start = len(layout.names)
    for field, target, names in layout.related:
        values = row[start : start + len(names)]
        field.set_cached_value(instance, target.from_db(reader.alias, list(names), values))
        start += len(names)
    return instance
