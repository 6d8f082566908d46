"""Search every stored string of the database for text that must not be there.

Tables and columns come from `information_schema` (never a hand-kept list), so a table or
column added later is scanned too: text, varchar, json/jsonb (keys and string values, parsed),
text arrays and tsvectors (the full-text index keeps lexemes of the words it indexed).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
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


def _lexemes(needle: str) -> list[str]:
    """The needle as the full-text index keeps it: each stemmed word, quoted as in a tsvector."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT lexeme FROM unnest(to_tsvector('english', %s))", [needle])
        return [f"'{lexeme}'" for (lexeme,) in cursor.fetchall()]


def find_in_database(needles: Iterable[str], *, lexemes: bool = False) -> list[Hit]:
    """Every place one of ``needles`` (or a 12-character piece of a long one) is stored; with
    ``lexemes``, also each stemmed word of a needle (a passphrase's words) in a tsvector or as
    a whole stored string (the term-statistics tables keep one lexeme per row)."""
    wanted = [(n, _pieces(n), _lexemes(n) if lexemes else []) for n in dict.fromkeys(needles) if n]
    hits: list[Hit] = []
    by_column: dict[tuple[str, str, str], list[str]] = {}
    for table, column, how, text in stored_strings():
        by_column.setdefault((table, column, how), []).append(text)
    for (table, column, how), texts in by_column.items():
        tsvector = how == "tsvector"
        haystack = "\x00".join(texts)
        if tsvector:
            haystack = haystack.casefold()
        whole = set(texts)
        for needle, pieces, stems in wanted:
            probes = [p.casefold() for p in pieces + stems] if tsvector else pieces
            if any(p in haystack for p in probes):
                value = next(
                    t for t in texts if any(p in (t.casefold() if tsvector else t) for p in probes)
                )
                hits.append(Hit(table, column, needle, value[:200]))
            elif not tsvector and (rows := whole.intersection(s.strip("'") for s in stems)):
                hits.append(Hit(table, column, needle, min(rows)))
    return hits


def redis_strings(url: str) -> Iterator[tuple[str, str]]:
    """(where, text) for every key name and stored value in Redis, then its persistence files
    (the append-only file, every part of it, and the snapshot): what a disk image would hold."""
    import redis

    client = redis.Redis.from_url(url)
    for raw_key in client.scan_iter(count=1000):
        name = raw_key.decode("utf-8", "replace")
        yield "key", name
        kind = client.type(raw_key).decode()
        values: list[Any] = []
        if kind == "string":
            values = [client.get(raw_key) or b""]
        elif kind == "list":
            values = list(client.lrange(raw_key, 0, -1))
        elif kind == "hash":
            values = [b for pair in client.hgetall(raw_key).items() for b in pair]
        elif kind == "set":
            values = list(client.smembers(raw_key))
        elif kind == "zset":
            values = list(client.zrange(raw_key, 0, -1))
        for value in values:
            text = value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)
            yield f"{kind} {name}", text
    config = {
        **client.config_get("dir"),
        **client.config_get("append*"),
        **client.config_get("dbfilename"),
    }
    folder = Path(str(config["dir"]))
    files = [
        folder / str(config.get("dbfilename", "dump.rdb")),
        folder / str(config.get("appendfilename", "")),
    ]
    if config.get("appenddirname"):
        files += sorted((folder / str(config["appenddirname"])).glob("*"))
    for path in files:
        if path.is_file():
            yield f"file {path.name}", path.read_bytes().decode("utf-8", "replace")


def find_in_redis(url: str, needles: Iterable[str]) -> list[Hit]:
    """Every place in Redis (keys, values, persistence files) one of ``needles`` is kept."""
    wanted = [(n, _pieces(n)) for n in dict.fromkeys(needles) if n]
    hits: list[Hit] = []
    for where, text in redis_strings(url):
        for needle, pieces in wanted:
            if any(p in text for p in pieces):
                at = next(text.find(p) for p in pieces if p in text)
                hits.append(Hit("redis", where, needle, text[max(0, at - 80) : at + 120]))
    return hits
