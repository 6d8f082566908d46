"""A list's other members: tokens of one line shaped like two or more that were found.

Recovery codes, one-time pins and key shares come as a list of look-alikes: `2FA codes:
80TVE7S494 IJ6IB5T377 XM3L77B86Y …`. A rule or the value model may take some of them and not
the rest (the model scores each word on its own context, and the first of a list reads
differently from the fifth). A token on the same line, of the same length and the same mix of
character classes as at least two whole tokens found there, is taken too. Only mixed tokens
(two classes or more: letters and digits, say) of six characters or more are judged: a list of
plain words or plain numbers is no sign of a secret, and a found word among them spreads to
nothing.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator

__all__ = ["siblings", "signature"]

_TOKEN = re.compile(r"[^\s,;]+")
_MIN_LENGTH = 6
_MIN_FOUND = 2


def signature(token: str) -> tuple[int, int] | None:
    """(length, classes present as bits: lower, upper, digit, other), or None when the token
    is too short or of one class."""
    if len(token) < _MIN_LENGTH:
        return None
    bits = 0
    for ch in token:
        if ch.isdigit():
            bits |= 4
        elif ch.isalpha():
            bits |= 2 if ch.isupper() else 1
        else:
            bits |= 8
        if bits == 15:
            break
    return (len(token), bits) if bits not in (1, 2, 4, 8) else None


def siblings(text: str, spans: Iterable[tuple[int, int]]) -> Iterator[tuple[int, int, int]]:
    """Each token of a line shaped like two or more whole tokens found on it, as (start, end,
    index of a span found of that shape)."""
    found = {(start, end): index for index, (start, end) in enumerate(spans)}
    if len(found) < _MIN_FOUND:
        return
    line_start = 0
    for line in text.split("\n"):
        tokens = [
            (line_start + m.start(), line_start + m.end(), signature(m.group()))
            for m in _TOKEN.finditer(line)
        ]
        line_start += len(line) + 1
        whole = Counter(sig for s, e, sig in tokens if sig is not None and (s, e) in found)
        shared = {sig for sig, count in whole.items() if count >= _MIN_FOUND}
        if not shared:
            continue
        first = {sig: found[(s, e)] for s, e, sig in tokens if sig in shared and (s, e) in found}
        for start, end, sig in tokens:
            if sig in shared and (start, end) not in found:
                yield start, end, first[sig]
