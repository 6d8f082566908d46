"""What an archive may be before a byte of it is decompressed: a zip directory of a few entries,
each part stored or deflated (never bzip2 or LZMA, whose decompressors have no output bound),
a small manifest, parts no larger than `IMPORT_ARCHIVE_MAX_PART_BYTES` once decompressed and
no more than `IMPORT_ARCHIVE_MAX_RATIO` times their compressed size; and lines of at most
`IMPORT_MAX_RECORD_BYTES`, read without ever holding a longer one (docs/operations.md)."""

from __future__ import annotations

import struct
import zipfile
from collections.abc import Iterator
from typing import IO

from django.conf import settings

from memories.portability.format import MANIFEST, ArchiveInvalid, ArchiveTooLarge

MANIFEST_MAX_BYTES = 1 << 20  # an export's manifest is a few kilobytes: 17 parts, a scope
DIRECTORY_MAX_ENTRIES = 64  # an export holds its manifest and at most 17 parts
DIRECTORY_MAX_BYTES = 1 << 20
RATIO_FLOOR_BYTES = 1 << 20  # a part smaller than this may compress as well as it likes
_EOCD = b"PK\x05\x06"
_ZIP64_LOCATOR = b"PK\x06\x07"
_ZIP64_EOCD = b"PK\x06\x06"
_COMPRESSIONS = {zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED}


def _directory_size(stream: IO[bytes]) -> tuple[int, int]:
    """(entries, bytes) of the zip's central directory, from its end record (zip64 too), read
    before `zipfile` loads the whole directory (millions of tiny entries would be gigabytes of
    `ZipInfo`)."""
    stream.seek(0, 2)
    end = stream.tell()
    start = max(0, end - (22 + 0xFFFF + 20))  # the end record, its comment, the zip64 locator
    stream.seek(start)
    tail = stream.read(end - start)
    at = tail.rfind(_EOCD)
    if at < 0 or len(tail) - at < 22:
        return 0, 0  # not a zip: `zipfile` says so in its own words
    entries, size = struct.unpack("<HI", tail[at + 10 : at + 16])
    zip64 = at >= 20 and tail[at - 20 : at - 16] == _ZIP64_LOCATOR
    if (entries == 0xFFFF or size == 0xFFFFFFFF) and zip64:
        (offset,) = struct.unpack("<Q", tail[at - 12 : at - 4])
        stream.seek(offset)
        record = stream.read(56)
        if record[:4] == _ZIP64_EOCD and len(record) == 56:
            entries, size = struct.unpack("<QQ", record[32:48])
    return int(entries), int(size)


def check_directory(stream: IO[bytes], *, file: str) -> None:
    entries, size = _directory_size(stream)
    if entries > DIRECTORY_MAX_ENTRIES or size > DIRECTORY_MAX_BYTES:
        raise ArchiveTooLarge(
            f"the zip lists {entries} files in {size} bytes; an export holds at most "
            f"{DIRECTORY_MAX_ENTRIES} files",
            file=file,
        )


def check_members(archive: zipfile.ZipFile) -> None:
    """Every member's declared sizes and compression, before any is read: `zipfile` never
    hands out more than a member's declared size, so these bounds hold while streaming."""
    part_limit = int(settings.IMPORT_ARCHIVE_MAX_PART_BYTES)
    ratio_limit = int(settings.IMPORT_ARCHIVE_MAX_RATIO)
    for info in archive.infolist():
        name = info.filename
        if info.compress_type not in _COMPRESSIONS:
            raise ArchiveInvalid("compressed with a method other than deflate", file=name)
        limit, setting = (
            (MANIFEST_MAX_BYTES, "")
            if name == MANIFEST
            else (part_limit, " (IMPORT_ARCHIVE_MAX_PART_BYTES)")
        )
        if info.file_size > limit:
            raise ArchiveTooLarge(
                f"{info.file_size} bytes once decompressed; at most {limit} are read{setting}",
                file=name,
            )
        ratio = info.file_size / max(info.compress_size, 1)
        if info.file_size > RATIO_FLOOR_BYTES and ratio > ratio_limit:
            raise ArchiveTooLarge(
                f"decompresses to {ratio:.0f} times its {info.compress_size} bytes; at most "
                f"{ratio_limit} times are read (IMPORT_ARCHIVE_MAX_RATIO)",
                file=name,
            )


def bounded_lines(stream: IO[bytes], *, file: str) -> Iterator[bytes]:
    """The stream's lines, each at most `IMPORT_MAX_RECORD_BYTES` long (its newline aside); a
    longer one is refused naming its line, before more than the limit of it is held."""
    limit = int(settings.IMPORT_MAX_RECORD_BYTES)
    number = 0
    while line := stream.readline(limit + 2):
        number += 1
        if len(line) > limit + 1 or (len(line) == limit + 1 and not line.endswith(b"\n")):
            raise ArchiveTooLarge(
                f"a line longer than {limit} bytes (IMPORT_MAX_RECORD_BYTES)",
                file=file,
                line=number,
            )
        yield line
