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


_ZERO_WIDTH = (_c.AT, _c.ASSERT, _c.ASSERT_NOT)
_REPEATS = (_c.MAX_REPEAT, _c.MIN_REPEAT, getattr(_c, "POSSESSIVE_REPEAT", _c.MAX_REPEAT))


def _needed(items: list[tuple[object, object]]) -> set[str] | None:
    """Literal runs of which every match of ``items`` holds one (the longest such choice), or None
    when a match may hold none of two characters or more."""
    options: list[set[str]] = []
    run = ""
    queue = list(items)
    while queue:
        op, av = queue.pop(0)
        if op is _c.LITERAL:
            run += chr(av)  # type: ignore[arg-type]
            continue
        if op in _ZERO_WIDTH:
            continue  # (an assertion takes no character: the run goes on)
        if op is _c.SUBPATTERN:
            queue[:0] = list(av[3])  # type: ignore[index]
            continue
        options.append({run})
        run = ""
        if op is _c.BRANCH:
            found = [_needed(list(alternative)) for alternative in av[1]]  # type: ignore[index]
            if all(f is not None for f in found):
                options.append(set().union(*found))  # type: ignore[arg-type]
        elif op in _REPEATS and av[0] >= 1 and (body := _needed(list(av[2]))):  # type: ignore[index]
            options.append(body)
    options.append({run})
    usable = [option for option in options if min(map(len, option)) >= 2]
    return max(usable, key=lambda option: min(map(len, option))) if usable else None


def stems(pattern: str) -> tuple[str, ...] | None:
    """Literal runs of ``pattern``, two characters or more each, of which every match holds one,
    lower-cased (`shapes.folded` text holds one wherever the pattern matches, case-blind or not);
    None when a match may hold none."""
    found = _needed(list(_parser.parse(pattern)))
    return None if found is None else tuple(sorted({stem.lower() for stem in found}))
