"""The line around a position, read at most so far on each side: a long line is not read whole
again for each hit in it (a hostile text of one line repeats its hits)."""

from __future__ import annotations


def line_start(text: str, pos: int, reach: int) -> int:
    """Where the line that holds ``pos`` starts, or ``reach`` characters before ``pos``."""
    lo = max(0, pos - reach)
    return max(text.rfind("\n", lo, pos) + 1, lo)


def line_end(text: str, pos: int, reach: int) -> int:
    """Where the line that holds ``pos`` ends, or ``reach`` characters after ``pos``."""
    end = text.find("\n", pos, pos + reach)
    return min(len(text), pos + reach) if end < 0 else end
