"""Compact drawer pointers like `W-042/R-11/D-007` (wing / room / drawer numbers). Pure."""

from __future__ import annotations

import re
from dataclasses import dataclass

from memory_project.errors import ValidationFailed

POINTER_PATTERN = r"^W-(\d{1,6})/R-(\d{1,6})(?:/D-(\d{1,6}))?$"
_POINTER = re.compile(POINTER_PATTERN)


@dataclass(frozen=True, order=True)
class Pointer:
    wing: int
    room: int
    drawer: int | None = None

    def __str__(self) -> str:
        text = f"W-{self.wing:03d}/R-{self.room:02d}"
        return f"{text}/D-{self.drawer:03d}" if self.drawer is not None else text


def format_pointer(wing: int, room: int, drawer: int | None = None) -> str:
    if wing < 1 or room < 1 or (drawer is not None and drawer < 1):
        raise ValueError("pointer numbers start at 1")
    return str(Pointer(wing, room, drawer))


def parse_pointer(text: str) -> Pointer:
    """Parse `W-042/R-11/D-007` (or a room pointer `W-042/R-11`); a leading `§ ` is allowed."""
    cleaned = text.strip().removeprefix("§").strip()
    match = _POINTER.match(cleaned)
    if match is None or any(g is not None and int(g) == 0 for g in match.groups()):
        raise ValidationFailed(
            "Malformed pointer.",
            fields={"pointer": ["expected W-<wing>/R-<room>/D-<drawer>, e.g. W-042/R-11/D-007"]},
        )
    wing, room, drawer = match.groups()
    return Pointer(int(wing), int(room), int(drawer) if drawer else None)
