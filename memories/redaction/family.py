"""The shape of a scrubber family: a gate RE2 can read and a finder behind it.

Part of the scrubber (`memories.redaction`). The gate is a *necessary* condition: where it finds
nothing the finder finds nothing, so the first look (`first_look`) may skip the family
on ASCII text whose gate it rules out. Each finder starts from its gate's matches.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import NamedTuple

__all__ = ["Family", "Span", "groups_of"]

Span = tuple[int, int, str]  # start, end, kind


class Family(NamedTuple):
    name: str
    gate: re.Pattern[str]
    find: Callable[[str], Iterator[Span]]
    # Every hit holds a digit (Python's `\d`, as the finder's own pattern reads it): a text with
    # none skips the family, also where the first look cannot tell (text beyond ASCII).
    needs_digit: bool = False
    # A cheaper necessary condition than the gate (`\d{4}` for a four-digit code), searched
    # before the finder runs: where the first look cannot tell, it saves the finder's search.
    hint: re.Pattern[str] | None = None


def groups_of(regex: re.Pattern[str], kind: str, *groups: str) -> Callable[[str], Iterator[Span]]:
    """A finder that takes the first of ``groups`` (`v` if none is named) that each of
    ``regex``'s matches holds as ``kind``, nothing else to judge (the pattern says it all: its
    alternatives name their values apart, `v1` quoted and `v2` bare)."""
    names = groups or ("v",)

    def find(text: str) -> Iterator[Span]:
        for m in regex.finditer(text):
            group = next(g for g in names if m.group(g) is not None)
            yield m.start(group), m.end(group), kind

    return find
