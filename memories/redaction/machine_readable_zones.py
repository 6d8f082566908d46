"""A passport's or an identity card's machine-readable zone, by its layout and check digits.

Part of the scrubber (`memories.redaction`); pure. The lines printed at the foot of a passport
(ICAO's specimen: `L898902C36UTO7408122F1204159ZE184226B<<<<<10`) or on the back of an identity
card hold the document's number, its holder's birth date and the expiry date, each followed by a
check digit (ICAO 9303: weights 7, 3, 1; a digit is itself, a capital 10 to 35, the filler `<`
naught). A line is taken whole when its layout's check digits all hold:

- a passport's second line (44 characters) or a visa's or an older card's (36): the number, the
  birth date and the expiry date checked;
- an identity card's first line (30 characters, `I`, `A` or `C` first): the number checked, a
  filler in it.

A line is read between characters that cannot be part of one, so a longer run is no zone. See
docs/security.md.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span

__all__ = ["FAMILIES", "check_digit"]

_WEIGHTS = (7, 3, 1)
_LINE_RE = re.compile(r"(?<![A-Z0-9<])[A-Z0-9<]{30,44}(?![A-Z0-9<])")


def check_digit(field: str) -> str:
    """ICAO 9303's check digit of ``field`` (digits, capitals and `<`)."""
    total = 0
    for i, c in enumerate(field):
        value = int(c) if c.isdigit() else 0 if c == "<" else ord(c) - 55
        total += value * _WEIGHTS[i % 3]
    return str(total % 10)


def _holds(line: str, *fields: tuple[int, int]) -> bool:
    """Whether every ``(start, end)`` field of ``line`` is followed by its check digit."""
    return all(line[end] == check_digit(line[start:end]) for start, end in fields)


def _is_zone(line: str) -> bool:
    if len(line) in (36, 44):  # number, birth date, expiry date
        return line[20] in "MFX<" and _holds(line, (0, 9), (13, 19), (21, 27))
    if len(line) == 30:
        return line[0] in "IAC" and "<" in line and _holds(line, (5, 14))
    return False


def _zones(text: str) -> Iterator[Span]:
    for m in _LINE_RE.finditer(text):
        if _is_zone(m.group()):
            yield m.start(), m.end(), "national_id"


# Thirty characters a zone's line may hold, in a row (RE2 reads it; the layout decides).
_GATE_RE = re.compile(r"[A-Z0-9<]{30}")
FAMILIES = (Family("machine_readable_zone", _GATE_RE, _zones, needs_digit=True),)
