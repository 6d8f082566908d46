"""The characters a pattern of alternatives can start with, as a lookahead: a guard that lets
Python's regular expressions pass over a position in one step.

Part of the scrubber (`memories.redaction`); pure. A long list of words (`KEY_NOUNS`, the words
for backup codes) is tried word by word at every position where a word starts; most positions'
first character starts none of them. ``guard(pattern)`` is `(?i:(?=[…]))` with each character an
alternative may start with (in both cases), or "" where one may start with anything: matching
what the pattern matched, never less.
"""

from __future__ import annotations

import re
from re import _constants as _c  # type: ignore[attr-defined]
from re import _parser

__all__ = ["guard"]


def _first(items: list[tuple[object, object]]) -> set[str] | None:
    if not items:
        return None
    op, av = items[0]
    if op is _c.LITERAL:
        return {chr(av)}  # type: ignore[arg-type]
    if op is _c.IN:
        out: set[str] = set()
        for kind, value in av:  # type: ignore[attr-defined]
            if kind is _c.LITERAL:
                out.add(chr(value))
            elif kind is _c.RANGE and value[1] - value[0] < 64:
                out.update(chr(c) for c in range(value[0], value[1] + 1))
            else:
                return None
        return out
    if op is _c.BRANCH:
        out = set()
        for alternative in av[1]:  # type: ignore[index]
            first = _first(list(alternative))
            if first is None:
                return None
            out |= first
        return out
    if op is _c.SUBPATTERN:
        return _first(list(av[3]))  # type: ignore[index]
    return None


def guard(pattern: str) -> str:
    """`(?i:(?=[…]))`: the first characters of ``pattern``'s alternatives, in both cases; "" when
    one may start with any character."""
    first = _first(list(_parser.parse(pattern)))
    if not first:
        return ""
    chars = {c for f in first for c in (f, f.lower(), f.upper()) if len(c) == 1}
    # (case-insensitive, as the alternatives may be: the long s and the Kelvin sign fold too)
    return "(?i:(?=[" + "".join(re.escape(c) for c in sorted(chars)) + "]))"
