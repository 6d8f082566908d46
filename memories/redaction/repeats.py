"""A secret said again: once a detector finds a value, its other occurrences in the text go too.

Part of the scrubber (`memories.redaction`); pure. A password is often written twice, once where
its label makes it plain and once where nothing does (`u.password = '…'; u.password_confirmation
= '…'`, `passwd: … (repeat: …)`, a config file and then the command that uses it). A value of
eight characters or more that holds something besides letters (a word found as a secret would
take every other use of the word) goes wherever it stands whole, not inside a longer token.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

__all__ = ["repeated"]

_MIN_LENGTH = 8
_INSIDE = re.compile(r"[\w\-+/=]")  # (what would make the occurrence part of a longer token)


def repeated(text: str, spans: Iterable[tuple[int, int]]) -> Iterator[tuple[int, int, int]]:
    """Each other whole occurrence of a found value, as (start, end, index of the span found)."""
    seen: set[str] = set()
    for index, (start, end) in enumerate(spans):
        value = text[start:end]
        if len(value) < _MIN_LENGTH or value.isalpha() or value in seen or "\n" in value:
            continue
        seen.add(value)
        at = text.find(value)
        while at >= 0:
            stop = at + len(value)
            before = text[at - 1] if at > 0 else " "
            after = text[stop] if stop < len(text) else " "
            if at != start and not _INSIDE.match(before) and not _INSIDE.match(after):
                yield at, stop, index
            at = text.find(value, stop)
