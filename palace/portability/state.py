"""What one import run knows as it goes: who the archive's people are here, which ids were kept
or remapped, which palace numbers moved, and what it created (the report)."""

from __future__ import annotations

import uuid
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from itertools import islice
from typing import Any, TypeVar

from django.contrib.auth import get_user_model
from django.db import models
from django.utils.dateparse import parse_datetime

from memories.portability.archive import ArchiveReader
from memories.portability.format import ArchiveInvalid, part_name
from memories.scoping import Principal, is_curator
from memories.services.rules.validation import check_identifier
from memory_project.errors import ValidationFailed
from palace.pointers import format_pointer, parse_pointer
from palace.portability.new_memories import NewMemories

# Remapped ids are derived, not random: importing the same archive again finds the same ids.
REMAP_NAMESPACE = uuid.UUID("6f0d3c52-93c5-4d47-9b7c-2b0e7f0d6a11")
BATCH = 1000

T = TypeVar("T")


def batched(items: Iterator[T], size: int = BATCH) -> Iterator[list[T]]:
    while chunk := list(islice(items, size)):
        yield chunk


@dataclass
class Where:
    part: str
    line: int

    def fail(self, field_name: str, message: str) -> ArchiveInvalid:
        return ArchiveInvalid(message, file=part_name(self.part), line=self.line, field=field_name)


@dataclass
class ImportState:
    reader: ArchiveReader
    as_user: Any | None = None
    dry_run: bool = False
    # Set for a person's own import (the page, `POST /api/v1/imports`): every row becomes theirs
    # and may use only the scopes they hold; nobody else is named in it.
    principal: Principal | None = None
    users: dict[str, int] = field(default_factory=dict)
    created_groups: set[tuple[str, str]] = field(default_factory=set)
    groups: dict[tuple[str, str], int] = field(default_factory=dict)
    conversations: dict[str, tuple[uuid.UUID, bool]] = field(default_factory=dict)
    wings: dict[tuple[int, str], tuple[int, int]] = field(default_factory=dict)  # → pk, number
    rooms: dict[tuple[int, str, int], tuple[int, int, uuid.UUID | None]] = field(
        default_factory=dict
    )  # (owner, wing slug, old number) → pk, new number, conversation
    closets: dict[tuple[int, str, int, str], int] = field(default_factory=dict)
    entities: dict[tuple[int, str], tuple[int, bool]] = field(default_factory=dict)
    memory_ids: dict[str, uuid.UUID] = field(default_factory=dict)  # only the remapped ones
    new_memories: NewMemories = field(default_factory=NewMemories)
    # Palace numbers that moved because the target already used them: per owner, old → new.
    wing_numbers: dict[tuple[int, int], int] = field(default_factory=dict)
    room_numbers: dict[tuple[int, int, int], int] = field(default_factory=dict)
    created: Counter[str] = field(default_factory=Counter)
    existing: Counter[str] = field(default_factory=Counter)
    remapped: Counter[str] = field(default_factory=Counter)
    notes: list[str] = field(default_factory=list)
    superseded: list[tuple[uuid.UUID, str]] = field(default_factory=list)
    pointer_fixes: dict[uuid.UUID, str] = field(default_factory=dict)
    _absent_people: set[str] = field(default_factory=set)  # looked up once, not here

    # -- people ---------------------------------------------------------------------------

    @property
    def self_service(self) -> bool:
        """A person importing for themselves (not an operator's `manage.py import`, not a
        curator): no people or groups are created, no membership given, no approval carried."""
        return self.principal is not None and not is_curator(self.principal)

    @property
    def source_user(self) -> str | None:
        scope = self.reader.manifest.get("scope", {})
        return scope.get("user") if isinstance(scope, dict) else None

    def owner(self, username: str, where: Where, field_name: str = "owner") -> int:
        """The person here who owns a row the archive gives to `username`."""
        if self.as_user is not None:
            return int(self.as_user.pk)
        pk = self.users.get(username)
        if pk is None:
            pk = (
                get_user_model()
                .objects.filter(username=username)
                .values_list("pk", flat=True)
                .first()
            )
            if pk is None:
                raise where.fail(field_name, f"no user {username!r} here or in the archive")
            self.users[username] = pk
        return pk

    def person(self, username: str | None) -> int | None:
        """An optional reference to a person (approved_by, changed_by, actor): theirs when they
        are here, else empty."""
        if not username:
            return None
        if self.as_user is not None and username == self.source_user:
            return int(self.as_user.pk)
        if self.self_service:
            return None  # a person's import never attributes anything to someone else here
        if username in self.users:
            return self.users[username]
        if username in self._absent_people:
            return None
        found = get_user_model().objects.filter(username=username).values_list("pk", flat=True)
        pk = found.first()
        if pk is not None:
            self.users[username] = pk
        else:
            self._absent_people.add(username)
        return pk

    def group(self, kind: str, slug: str | None, where: Where) -> int | None:
        if slug is None:
            return None
        pk = self.groups.get((kind, slug))
        if self.self_service and (pk is None or not self._holds(kind, pk)):
            # One answer whether it exists or not: an import tells nobody which groups exist.
            raise where.fail(kind, f"you hold no {kind} {slug!r} here")
        if pk is None:
            raise where.fail(kind, f"no {kind} {slug!r} here or in the archive")
        return pk

    def _holds(self, kind: str, pk: int) -> bool:
        """Whether the importing person may write into this persona, project or system (the
        same sets `scoping.check_can_write_scope` reads)."""
        assert self.principal is not None
        held = {
            "persona": self.principal.persona_ids,
            "project": self.principal.project_ids,
            "system": self.principal.system_read_ids,
        }
        return pk in held[kind]

    # -- palace numbers -------------------------------------------------------------------

    def repoint(self, owner_id: int, pointer: str) -> str:
        """A pointer with the wing and room numbers this import moved, else as it was."""
        if not pointer:
            return pointer
        try:
            p = parse_pointer(pointer)
        except ValidationFailed:
            return pointer
        wing = self.wing_numbers.get((owner_id, p.wing), p.wing)
        room = self.room_numbers.get((owner_id, p.wing, p.room), p.room)
        if (wing, room) == (p.wing, p.room):
            return pointer
        return format_pointer(wing, room, p.drawer)


def checked_identifier(where: Where, field_name: str, value: str, max_chars: int = 200) -> str:
    """An identifier as `check_identifier` takes it; a refusal names the file, line and field."""
    try:
        return check_identifier(field_name, value, max_chars=max_chars)
    except ValidationFailed as exc:
        raise where.fail(field_name, next(iter(exc.fields.values()))[0]) from None


def when(value: str | None, where: Where, field_name: str) -> datetime | None:
    if value is None:
        return None
    parsed = parse_datetime(value)
    if parsed is None:
        raise where.fail(field_name, f"{value!r} is not an ISO 8601 date-time")
    return parsed


def at(value: str, where: Where, field_name: str) -> datetime:
    """A required date-time field."""
    parsed = when(value, where, field_name)
    if parsed is None:
        raise where.fail(field_name, "is required")
    return parsed


@contextmanager
def stored_timestamps(*model_types: type[models.Model]) -> Iterator[None]:
    """Keep the archive's created/updated times: `auto_now`/`auto_now_add` would overwrite
    them with the import's own time. Switched off for this process only while importing."""
    switched: list[tuple[Any, bool, bool]] = []
    for model in model_types:
        for f in model._meta.concrete_fields:
            if getattr(f, "auto_now", False) or getattr(f, "auto_now_add", False):
                switched.append((f, f.auto_now, f.auto_now_add))  # type: ignore[attr-defined]
                f.auto_now = f.auto_now_add = False  # type: ignore[attr-defined]
    try:
        yield
    finally:
        for f, now, now_add in switched:
            f.auto_now, f.auto_now_add = now, now_add
