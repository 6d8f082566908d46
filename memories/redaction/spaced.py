"""Tokens written in groups of a few characters with a space between (`glpa t-wa enLj lL54 …`,
`xoxb -528 0430 2687 -TwF …`): how a key is read out, or split so that a bot or a filter does not
take it whole.

Part of the scrubber (`memories.redaction`); pure. Here the groups are found and joined; the
scrubber runs its detectors on the joined token, and the run goes when one finds a secret in it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

__all__ = ["CHUNKS_RE", "chunked_runs"]

# Runs of short groups, one space between (prose matches too: the groups' lengths decide).
CHUNKS_RE = re.compile(r"(?<!\S)\S{3,8}(?: \S{1,8}){3,}(?!\S)")
_GROUP_RE = re.compile(r"\S+")
_MIN_GROUPS = 4  # groups of one length, the last one perhaps shorter
_MIN_LENGTH = 16
_DIGIT_RE = re.compile(r"\d")
_LETTER_RE = re.compile(r"[A-Za-z]")


def chunked_runs(text: str) -> Iterator[tuple[str, list[tuple[int, int]]]]:
    """Each stretch of four or more groups of one length (three to eight characters; the last
    may be shorter), as the groups joined and each group's span, when the joined token holds a
    letter and a digit."""
    for run in CHUNKS_RE.finditer(text):
        groups = [g.span() for g in _GROUP_RE.finditer(text, run.start(), run.end())]
        i = 0
        while i < len(groups):
            size = _length(groups[i])
            j = i + 1
            while j < len(groups) and _length(groups[j]) == size:
                j += 1
            stop = j + 1 if j < len(groups) and _length(groups[j]) < size else j  # (a short last)
            if size >= 3 and stop - i >= _MIN_GROUPS:
                token = "".join(text[s:e] for s, e in groups[i:stop])
                if (
                    len(token) >= _MIN_LENGTH
                    and _DIGIT_RE.search(token)
                    and _LETTER_RE.search(token)
                ):
                    yield token, groups[i:stop]
            i = j  # (a short last group may start the next stretch)


def _length(span: tuple[int, int]) -> int:
    return span[1] - span[0]
