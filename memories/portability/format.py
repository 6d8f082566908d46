"""The export archive: one zip of JSON Lines parts (one record a line) and a `manifest.json`.

Every reference between records is a natural key (a username, a slug, a memory or conversation
UUID, an entity's URN, a wing's slug and a room's number), never a database integer, so two
exports of the same data are equal record for record whatever the databases' sequences say.
"""

from __future__ import annotations

import json
import time
import uuid
from dataclasses import dataclass
from datetime import date, datetime
from importlib import metadata
from typing import Any

from memory_project.errors import ValidationFailed

FORMAT = "memory-layer-export"
FORMAT_VERSION = 1
MANIFEST = "manifest.json"

# The parts in the order they are written and read back: a part only refers to parts before it
# (a memory's `superseded_by` aside, which the importer links once every memory is in).
PARTS: tuple[str, ...] = (
    "users",
    "personas",
    "projects",
    "systems",
    "settings",
    "conversations",
    "messages",
    "wings",
    "rooms",
    "closets",
    "entities",
    "memories",
    "revisions",
    "vectors",
    "drawers",
    "relations",
    "entity_events",
)


def part_name(part: str) -> str:
    return f"{part}.jsonl"


def product_version() -> str:
    try:
        return metadata.version("memory-layer")
    except metadata.PackageNotFoundError:  # a checkout that was never installed
        return "0+unknown"


def _default(value: object) -> Any:
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, uuid.UUID):
        return str(value)
    if hasattr(value, "tolist"):  # a pgvector / numpy array
        return value.tolist()
    raise TypeError(f"cannot export a {type(value).__name__}")


class RawJSON(str):
    """A value that is already JSON text (a vector as PostgreSQL prints it, `[0.1,0.2,…]`):
    written as it is, without parsing 384 floats only to print them again."""

    __slots__ = ()


def dumps_line(record: dict[str, Any]) -> bytes:
    """One record as one line of UTF-8 JSON (keys sorted: the same row always reads the same)."""
    raw = {key: value for key, value in record.items() if isinstance(value, RawJSON)}
    if raw:
        record = {**record, **{key: f"\x00{key}\x00" for key in raw}}
    text = json.dumps(record, default=_default, ensure_ascii=False, sort_keys=True)
    for key, value in raw.items():
        text = text.replace(json.dumps(f"\x00{key}\x00"), value, 1)
    return (text + "\n").encode("utf-8")


class ArchiveInvalid(ValidationFailed):
    """The archive cannot be imported: it names the file, the line and the field at fault."""

    code = "invalid_archive"

    def __init__(self, message: str, *, file: str = "", line: int = 0, field: str = "") -> None:
        where = file + (f" line {line}" if line else "")
        where += f" field {field!r}" if field else ""
        super().__init__(
            f"{where}: {message}" if where else message,
            fields={field or "archive": [message]},
        )
        self.file, self.line, self.field, self.reason = file, line, field, message


class ArchiveTooLarge(ArchiveInvalid):
    """A part (or the manifest, or the zip's directory) past a size limit: a 413 naming it."""

    status_code = 413
    code = "archive_too_large"


class ImportBudgetExceeded(ValidationFailed):
    """An import ran past its time budget (`IMPORT_TIME_LIMIT_SECONDS`): it stops as failed."""

    code = "import_budget_exceeded"


@dataclass(frozen=True)
class Deadline:
    """When an import must have finished (a monotonic clock reading); `check()` raises
    `ImportBudgetExceeded` past it. Checked while walking records and chats, so a job that
    would run on ends as failed with its reason instead of holding a worker."""

    at: float
    seconds: float

    @classmethod
    def after(cls, seconds: float) -> Deadline:
        return cls(at=time.monotonic() + seconds, seconds=seconds)

    def check(self) -> None:
        if time.monotonic() >= self.at:
            raise ImportBudgetExceeded(
                f"It ran past its time budget of {self.seconds:g} s (IMPORT_TIME_LIMIT_SECONDS) "
                "and was stopped."
            )
