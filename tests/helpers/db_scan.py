"""Search every stored string of the database for text that must not be there.

Tables and columns come from `information_schema` (never a hand-kept list), so a table or
column added later is scanned too: text, varchar, json/jsonb (keys and string values, parsed),
text arrays and tsvectors (the full-text index keeps lexemes of the words it indexed).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from django.db import connection

_COLUMNS_SQL = """
SELECT table_name, column_name, data_type, udt_name
FROM information_schema.columns
WHERE table_schema = current_schema()
  AND (data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'tsvector')
       OR (data_type = 'ARRAY' AND udt_name IN ('_text', '_varchar', '_bpchar')))
ORDER BY table_name, column_name
"""


@dataclass(frozen=True)
class Hit:
    table: str
    column: str
    needle: str
    value: str


def text_columns() -> list[tuple[str, str, str]]:
    """(table, column, how to read it) for every string-holding column of the schema."""
    with connection.cursor() as cursor:
        cursor.execute(_COLUMNS_SQL)
        rows = cursor.fetchall()
    out = []
    for table, column, data_type, _udt in rows:
        how = {"json": "json", "jsonb": "json", "ARRAY": "array", "tsvector": "tsvector"}
        out.append((table, column, how.get(data_type, "text")))
    return out


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def stored_strings() -> Iterator[tuple[str, str, str, str]]:
    """(table, column, how, string) for every string stored anywhere in the schema."""
    qn = connection.ops.quote_name
    with connection.cursor() as cursor:
        for table, column, how in text_columns():
            col, tab = qn(column), qn(table)
            if how == "array":
                sql = f"SELECT unnest({col}) FROM {tab}"
            else:
                sql = f"SELECT {col}::text FROM {tab} WHERE {col} IS NOT NULL"
            cursor.execute(sql)
            for (raw,) in cursor.fetchall():
                if raw is None:
                    continue
                if how == "json":
                    for text in _strings(json.loads(raw)):
                        yield table, column, how, text
                else:
                    yield table, column, how, raw


def _pieces(needle: str) -> list[str]:
    """The needle, and for a long one its first, middle and last 12 characters: a partial
    leak (a scrubber that cut a token short) still shows."""
    if len(needle) < 16:
        return [needle]
    middle = len(needle) // 2 - 6
    return [needle, needle[:12], needle[middle : middle + 12], needle[-12:]]


def find_in_database(needles: Iterable[str]) -> list[Hit]:
    """Every place one of ``needles`` (or a 12-character piece of a long one) is stored."""
    wanted = [(n, _pieces(n)) for n in dict.fromkeys(needles) if n]
    hits: list[Hit] = []
    by_column: dict[tuple[str, str, str], list[str]] = {}
    for table, column, how, text in stored_strings():
        by_column.setdefault((table, column, how), []).append(text)
    for (table, column, how), texts in by_column.items():
        haystack = "\x00".join(texts)
        if how == "tsvector":
            haystack = haystack.casefold()
        for needle, pieces in wanted:
            probes = [p.casefold() for p in pieces] if how == "tsvector" else pieces
            if any(p in haystack for p in probes):
                value = next(
                    t
                    for t in texts
                    if any(p in (t.casefold() if how == "tsvector" else t) for p in probes)
                )
                hits.append(Hit(table, column, needle, value[:200]))
    return hits
