"""Write and read export archives, streamed: parts are written one line at a time into the zip
(hashing as they go) and read back one line at a time, so memory stays flat whatever the size."""

from __future__ import annotations

import hashlib
import io
import json
import os
import threading
import zipfile
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import IO, Any

import orjson
from django.utils import timezone

from memories.portability.checks import first_error
from memories.portability.format import (
    FORMAT,
    FORMAT_VERSION,
    MANIFEST,
    PARTS,
    ArchiveInvalid,
    Deadline,
    dumps_line,
    part_name,
    product_version,
)
from memories.portability.limits import (
    MANIFEST_MAX_BYTES,
    bounded_lines,
    check_directory,
    check_members,
)

_BUFFER = 1 << 16
_DEADLINE_EVERY = 1024  # lines read between two looks at the clock


class ArchiveWriter:
    """Writes parts in order, then the manifest (last, once counts and hashes are known). A
    file it creates is readable by the service's user only (0600): it holds memories."""

    def __init__(self, target: IO[bytes] | str) -> None:
        self._own: IO[bytes] | None = private_file(target) if isinstance(target, str) else None
        self._zip = zipfile.ZipFile(self._own or target, "w", compression=zipfile.ZIP_DEFLATED)
        self.parts: dict[str, dict[str, Any]] = {}

    def write_part(self, part: str, records: Iterable[dict[str, Any]]) -> int:
        for _ in self.write_part_steps(part, records):
            pass
        return int(self.parts[part]["records"])

    def write_part_steps(self, part: str, records: Iterable[dict[str, Any]]) -> Iterator[None]:
        """Write a part, pausing after each buffer handed to the zip (a streamed response
        sends what the zip wrote so far at each pause)."""
        digest, count, pending = hashlib.sha256(), 0, bytearray()
        with self._zip.open(part_name(part), "w", force_zip64=True) as stream:
            for record in records:
                line = dumps_line(record)
                digest.update(line)
                pending += line
                count += 1
                if len(pending) >= _BUFFER:
                    stream.write(pending)
                    pending.clear()
                    yield
            stream.write(pending)
        self.parts[part] = {"file": part_name(part), "records": count, "sha256": digest.hexdigest()}
        yield

    def finish(
        self, *, scope: dict[str, Any], embedding: dict[str, Any], with_vectors: bool
    ) -> dict[str, Any]:
        manifest = {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "product_version": product_version(),
            "exported_at": timezone.now().isoformat(),
            "scope": scope,
            "embedding": embedding,
            "with_vectors": with_vectors,
            "parts": self.parts,
        }
        self._zip.writestr(MANIFEST, json.dumps(manifest, indent=2, sort_keys=True) + "\n")
        self._zip.close()
        if self._own is not None:
            self._own.close()
        return manifest


def private_file(path: str) -> IO[bytes]:
    """`path` opened for writing, created (or narrowed, if it was there) to mode 0600 whatever
    the umask."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.fchmod(descriptor, 0o600)
    return os.fdopen(descriptor, "wb")


class ChunkSink:
    """A write-only, unseekable file the zip writes into; `drain()` hands over what it holds
    (zipfile writes data descriptors when it cannot seek, so the archive streams)."""

    def __init__(self) -> None:
        self._chunks: list[bytes] = []

    def write(self, data: bytes) -> int:
        self._chunks.append(bytes(data))
        return len(data)

    def flush(self) -> None:
        return None

    def drain(self) -> bytes:
        data = b"".join(self._chunks)
        self._chunks.clear()
        return data


class ArchiveReader:
    """Opens an archive and checks it whole (zip integrity, manifest, format version, every
    part's SHA-256) before a single record is handed out; `records(part)` then streams lines
    checked against their schema, each error naming the file, the line and the field."""

    def __init__(self, path: str, *, deadline: Deadline | None = None) -> None:
        self.path = path
        self.deadline = deadline
        try:
            with open(path, "rb") as stream:  # the directory's size before zipfile reads it
                check_directory(stream, file=Path(path).name)
            self._zip = zipfile.ZipFile(path)
        except FileNotFoundError:
            raise ArchiveInvalid("no such file", file=path) from None
        except (zipfile.BadZipFile, OSError) as exc:
            raise ArchiveInvalid(f"not a readable zip archive (corrupt or truncated): {exc}",
                                 file=path) from None  # fmt: skip
        check_members(self._zip)
        self.manifest = self._read_manifest()

    def _read_manifest(self) -> dict[str, Any]:
        try:
            with self._zip.open(MANIFEST) as stream:
                raw = stream.read(MANIFEST_MAX_BYTES + 1)  # its declared size was checked
        except KeyError:
            raise ArchiveInvalid("the archive has no manifest", file=MANIFEST) from None
        except (zipfile.BadZipFile, OSError, EOFError) as exc:
            raise ArchiveInvalid(f"unreadable: {exc}", file=MANIFEST) from None
        try:
            manifest = json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise ArchiveInvalid(f"not JSON: {exc}", file=MANIFEST) from None
        except RecursionError:
            raise ArchiveInvalid("nested too deeply to read", file=MANIFEST) from None
        if isinstance(manifest, dict) and manifest.get("format_version") != FORMAT_VERSION:
            raise ArchiveInvalid(
                f"format version {manifest.get('format_version')!r} is not supported "
                f"(this version reads {FORMAT_VERSION})",
                file=MANIFEST,
                field="format_version",
            )
        error = first_error("manifest", manifest)
        if error is not None:
            raise ArchiveInvalid(error[1], file=MANIFEST, field=error[0])
        return dict(manifest)

    @property
    def exported_at(self) -> datetime | None:
        return datetime.fromisoformat(self.manifest["exported_at"])

    def verify(self) -> None:
        """Every part the manifest names is there, complete, and hashes as the manifest says."""
        for part, entry in self.manifest["parts"].items():
            digest, count, last = hashlib.sha256(), 0, b"\n"
            for block in self._blocks(entry["file"]):  # lines counted in C, not one by one
                if self.deadline is not None:
                    self.deadline.check()
                digest.update(block)
                count += block.count(b"\n")
                last = block[-1:]
            count += last != b"\n"  # a last line without its newline is a record too
            if digest.hexdigest() != entry["sha256"]:
                raise ArchiveInvalid(
                    "SHA-256 does not match the manifest (the part was changed or damaged)",
                    file=entry["file"],
                    field="sha256",
                )
            if count != entry["records"]:
                raise ArchiveInvalid(
                    f"{count} records, the manifest says {entry['records']}",
                    file=entry["file"],
                    field="records",
                )
            if part not in PARTS:  # the manifest schema already refuses it; belt and braces
                raise ArchiveInvalid(f"unknown part {part!r}", file=MANIFEST, field="parts")

    def verify_in_background(self) -> Future[None]:
        """`verify` in a thread of its own (decompressing and hashing leave Python's lock, so it
        runs beside the caller's work); the future holds its error. A daemon thread: a process
        stopped by the operator does not wait for it."""
        done: Future[None] = Future()

        def run() -> None:
            try:
                self.verify()
            except BaseException as exc:  # handed to whoever waits on the future
                done.set_exception(exc)
            else:
                done.set_result(None)

        threading.Thread(target=run, name="archive-check", daemon=True).start()
        return done

    @contextmanager
    def _member(self, name: str) -> Iterator[IO[bytes]]:
        """One part's stream; a missing or damaged part, on opening or while read, is refused
        naming its file."""
        try:
            with self._zip.open(name) as stream:
                yield stream
        except KeyError:
            raise ArchiveInvalid("missing from the archive", file=name) from None
        except (zipfile.BadZipFile, OSError, EOFError) as exc:
            raise ArchiveInvalid(f"unreadable (corrupt or truncated): {exc}", file=name) from None

    def _blocks(self, name: str) -> Iterator[bytes]:
        """The part's bytes, a buffer at a time."""
        with self._member(name) as stream:
            while block := stream.read(_BUFFER):
                yield block

    def _lines(self, name: str) -> Iterator[bytes]:
        # A buffered reader's readline runs in C; the zip stream's own is Python, line by line.
        with self._member(name) as raw, io.BufferedReader(raw, _BUFFER) as stream:  # type: ignore[type-var]
            yield from bounded_lines(stream, file=name)

    def has(self, part: str) -> bool:
        return part in self.manifest["parts"]

    def count(self, part: str) -> int:
        return int(self.manifest["parts"].get(part, {}).get("records", 0))

    def records(
        self, part: str, *, only: Callable[[int], bool] | None = None
    ) -> Iterator[tuple[int, dict[str, Any]]]:
        """(line number, record) for each line of `part` (or each whose number `only`
        accepts), each checked against its schema."""
        if not self.has(part):
            return
        name, declared = part_name(part), self.count(part)
        for number, line in enumerate(self._lines(name), start=1):
            if self.deadline is not None and number % _DEADLINE_EVERY == 1:
                self.deadline.check()
            if number > declared:  # what a budget read from the manifest counted on
                raise ArchiveInvalid(
                    f"more records than the manifest's {declared}", file=name, line=number
                )
            if only is not None and not only(number):
                continue
            try:
                record = _loads(line)
            except (json.JSONDecodeError, UnicodeDecodeError) as exc:
                raise ArchiveInvalid(f"not a JSON record: {exc}", file=name, line=number) from None
            except RecursionError:
                raise ArchiveInvalid("nested too deeply to read", file=name, line=number) from None
            error = first_error(part, record)
            if error is not None:
                raise ArchiveInvalid(error[1], file=name, line=number, field=error[0])
            yield number, record


def _loads(line: bytes) -> Any:
    """One record line: by orjson, or where it refuses the line (NaN or Infinity, an integer
    beyond 64 bits, invalid JSON) by `json`, which reads the first two as the schema then
    refuses them, naming the field, and words its errors as before."""
    try:
        return orjson.loads(line)
    except orjson.JSONDecodeError:
        return json.loads(line)
