"""Search Redis for text that must not be there: every key of every database (all types, key
names too) and every file Redis keeps on disk (the append-only file or Redis 7's
`appendonlydir`, the snapshot), read the way Redis wrote them.

Redis compresses long strings in its snapshot format (LZF, also the preamble of a rewritten
append-only file) and Celery wraps message bodies in base64: both are unpacked before the
search, so a compressed or encoded copy is found like a plain one.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import cast

import redis
from django.conf import settings

from tests.helpers.db_scan import Hit, _pieces, find_in_database

_BASE64_RUN = re.compile(rb"[A-Za-z0-9+/]{24,}={0,2}")
_LZF_STRING = 0xC3  # the snapshot format's "LZF-compressed string follows" byte
_MAX_UNPACKED = 64 * 1024 * 1024


def _client() -> redis.Redis:
    return redis.Redis.from_url(settings.REDIS_URL, socket_timeout=30)


def _rdb_length(blob: bytes, at: int) -> tuple[int, int] | None:
    """A length in the snapshot format at `at`: (value, index after it)."""
    if at >= len(blob):
        return None
    first, kind = blob[at], blob[at] >> 6
    if kind == 0:
        return first & 0x3F, at + 1
    if kind == 1 and at + 1 < len(blob):
        return ((first & 0x3F) << 8) | blob[at + 1], at + 2
    if first == 0x80 and at + 5 <= len(blob):
        return int.from_bytes(blob[at + 1 : at + 5], "big"), at + 5
    if first == 0x81 and at + 9 <= len(blob):
        return int.from_bytes(blob[at + 1 : at + 9], "big"), at + 9
    return None


def lzf_decompress(data: bytes, size: int) -> bytes | None:
    """LZF (liblzf, as Redis writes it) back to `size` bytes; None when `data` is not that."""
    out = bytearray()
    at = 0
    while at < len(data):
        ctrl = data[at]
        at += 1
        if ctrl < 32:  # a literal run of ctrl + 1 bytes
            end = at + ctrl + 1
            if end > len(data):
                return None
            out += data[at:end]
            at = end
        else:  # a back reference: length (3 bits, maybe one more byte) and offset
            length = ctrl >> 5
            if length == 7:
                if at >= len(data):
                    return None
                length += data[at]
                at += 1
            if at >= len(data):
                return None
            ref = len(out) - ((ctrl & 0x1F) << 8) - data[at] - 1
            at += 1
            if ref < 0:
                return None
            for _ in range(length + 2):
                out.append(out[ref])
                ref += 1
        if len(out) > size:
            return None
    return bytes(out) if len(out) == size else None


def _lzf_strings(blob: bytes) -> Iterator[bytes]:
    """Every LZF-compressed string of a snapshot-format blob (tried at each marker byte: a
    false start does not decompress to its stated size and is skipped)."""
    at = blob.find(_LZF_STRING)
    while at != -1:
        packed = _rdb_length(blob, at + 1)
        unpacked = packed and _rdb_length(blob, packed[1])
        if packed and unpacked:
            (packed_size, _), (size, start) = packed, unpacked
            if 0 < packed_size <= len(blob) - start and size <= _MAX_UNPACKED:
                text = lzf_decompress(blob[start : start + packed_size], size)
                if text is not None:
                    yield text
        at = blob.find(_LZF_STRING, at + 1)


def _with_base64(blob: bytes) -> Iterator[bytes]:
    """The blob and what each of its base64 runs decodes to."""
    yield blob
    for match in _BASE64_RUN.finditer(blob):
        try:
            yield base64.b64decode(match.group(0), validate=True)
        except (binascii.Error, ValueError):
            continue


def _unpacked(blob: bytes) -> Iterator[bytes]:
    """The blob and its LZF strings, each with its base64 runs decoded."""
    yield from _with_base64(blob)
    for text in _lzf_strings(blob):
        yield from _with_base64(text)


def _hits(where: str, name: str, blobs: Iterable[bytes], needles: Iterable[str]) -> list[Hit]:
    texts = [b.decode("utf-8", errors="replace") for blob in blobs for b in _unpacked(blob)]
    hits = []
    for needle in dict.fromkeys(needles):
        pieces = _pieces(needle) if needle else []
        found = next((t for t in texts if any(p in t for p in pieces)), None)
        if found is not None:
            piece = next(p for p in pieces if p in found)
            start = max(0, found.index(piece) - 80)
            hits.append(Hit(where, name, needle, found[start : start + 200]))
    return hits


def _values(client: redis.Redis, key: bytes) -> list[bytes]:
    """Every byte string a key holds, whatever its type, its name first."""
    kind = client.type(key).decode()
    values: list[bytes] = [key]
    if kind == "string":
        values.append(client.get(key) or b"")
    elif kind == "list":
        values += client.lrange(key, 0, -1)
    elif kind == "hash":
        values += [part for pair in client.hgetall(key).items() for part in pair]
    elif kind == "set":
        values += list(client.smembers(key))
    elif kind == "zset":
        values += client.zrange(key, 0, -1)
    elif kind == "stream":
        for entry_id, fields in cast("list[tuple[bytes, dict[bytes, bytes]]]", client.xrange(key)):
            values += [entry_id, *(part for pair in fields.items() for part in pair)]
    return values


def find_in_redis_keys(needles: Iterable[str]) -> list[Hit]:
    """Every key (in every database of the server) that holds one of ``needles``."""
    wanted = [n for n in needles if n]
    client = _client()
    hits: list[Hit] = []
    for db_name in client.info("keyspace"):  # db0, db1, …: the databases holding keys
        per_db = redis.Redis.from_url(settings.REDIS_URL, db=int(db_name[2:]), socket_timeout=30)
        for key in per_db.scan_iter(count=1000):
            name = key.decode("utf-8", errors="replace")
            hits += _hits(f"redis:{db_name}", name, _values(per_db, key), wanted)
    return hits


def redis_data_files() -> list[Path]:
    """The files of Redis's data folder (append-only file(s), snapshot), when it is on this
    machine; nothing for a remote server."""
    folder = Path(_client().config_get("dir")["dir"])
    if not folder.is_dir():
        return []
    return sorted(
        path
        for path in folder.rglob("*")
        if path.is_file() and not path.is_socket() and path.suffix not in {".sock", ".pid"}
    )


def find_in_redis_files(needles: Iterable[str]) -> list[Hit]:
    """Every file Redis keeps on disk that holds one of ``needles``."""
    wanted = [n for n in needles if n]
    hits: list[Hit] = []
    for path in redis_data_files():
        try:
            blob = path.read_bytes()
        except FileNotFoundError:  # a rewrite's temporary file, renamed or removed meanwhile
            continue
        hits += _hits("redis-file", path.name, [blob], wanted)
    return hits


def find_stored(needles: Iterable[str]) -> list[Hit]:
    """Every copy of ``needles`` in PostgreSQL, in Redis's keys and in Redis's files."""
    wanted = list(dict.fromkeys(needles))
    return find_in_database(wanted) + find_in_redis_keys(wanted) + find_in_redis_files(wanted)
