"""Hostile export archives, written streamed (never held whole) so that a test can build one
whose parts decompress to gigabytes from a few megabytes on disk."""

from __future__ import annotations

import hashlib
import json
import zipfile
from collections.abc import Iterable
from pathlib import Path

from memories.portability.format import FORMAT, FORMAT_VERSION


def manifest_for(user: str, parts: dict[str, tuple[int, str]]) -> dict[str, object]:
    """A valid manifest of a person's export naming `parts` (part → records, SHA-256)."""
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "product_version": "0+test",
        "exported_at": "2026-11-28T12:00:00+00:00",
        "scope": {"kind": "user", "user": user, "project": None},
        "embedding": {"provider": "local", "model": "m", "dimensions": 3},
        "with_vectors": False,
        "parts": {
            part: {"file": f"{part}.jsonl", "records": records, "sha256": digest}
            for part, (records, digest) in parts.items()
        },
    }


def write_bomb(
    path: Path,
    *,
    user: str = "alice",
    part: str = "memories",
    chunks: Iterable[bytes] = (),
    manifest_padding: int = 0,
    compression: int = zipfile.ZIP_DEFLATED,
    declared: int | None = None,
) -> Path:
    """An archive whose `part` is `chunks` (streamed in at level 9) and whose manifest is valid
    for it (or counting `declared` records), padded with `manifest_padding` spaces (still valid
    JSON)."""
    digest, records = hashlib.sha256(), 0
    with zipfile.ZipFile(path, "w", compression=compression, compresslevel=9) as archive:
        with archive.open(f"{part}.jsonl", "w", force_zip64=True) as stream:
            for chunk in chunks:
                digest.update(chunk)
                records += chunk.count(b"\n")
                stream.write(chunk)
        count = records if declared is None else declared
        manifest = manifest_for(user, {part: (count, digest.hexdigest())})
        with archive.open("manifest.json", "w", force_zip64=True) as stream:
            stream.write(json.dumps(manifest).encode()[:-1])
            pad = b" " * (1 << 20)
            left = manifest_padding
            while left > 0:
                stream.write(pad[: min(left, len(pad))])
                left -= len(pad)
            stream.write(b"}")
    return path


def one_line(total: int, *, fill: bytes = b"a") -> Iterable[bytes]:
    """One memory record whose content is `total` bytes long, a megabyte at a time."""
    yield b'{"content": "'
    block = fill * (1 << 20)
    left = total
    while left > 0:
        yield block[: min(left, len(block))]
        left -= len(block)
    yield b'"}\n'
