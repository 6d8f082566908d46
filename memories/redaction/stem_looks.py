"""A look for a word list's literal starts, one RE2 pass over the text case-folded: where none is
there, the list's pattern (tried by Python at every character) cannot match.

Part of the scrubber (`memories.redaction`); pure. The first look (`first_look`) tells which
families could match an ASCII text; beyond ASCII, a family whose gate reads words case-blind
always runs, and its finder's scan for the words (a command's tools, a label's words) is the
cost. The starts of the pattern's alternatives (`first_chars.stems`: `sshpass`, `mysql`, …) are
literal text, so RE2 reads them in the folded text (`shapes.folded`) as Python would.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import re2

from memories.redaction.family import Span
from memories.redaction.first_chars import stems
from memories.redaction.shapes import folded

__all__ = ["looked", "stem_look"]


def _always(text: str) -> bool:
    return True


def stem_look(pattern: str) -> Callable[[str], bool]:
    """Whether a text may hold a match of ``pattern``: one of its stems is in the text folded
    (always True when an alternative has no literal start of two characters)."""
    found = stems(pattern)
    if found is None:
        return _always
    # (case-blind too: RE2 folds a Greek sigma's three forms together, as Python's match does)
    look = re2.compile("(?i)" + "|".join(re.escape(stem) for stem in found))

    def could_hold(text: str) -> bool:
        return look.search(folded(text)) is not None

    return could_hold


Finder = Callable[[str], Iterator[Span]]


def looked(pattern: str) -> Callable[[Finder], Finder]:
    """A finder run only where a text may hold a match of ``pattern``, which each of its hits
    needs (`stem_look`)."""
    could_hold = stem_look(pattern)

    def wrap(find: Finder) -> Finder:
        def found(text: str) -> Iterator[Span]:
            return find(text) if could_hold(text) else iter(())

        return found

    return wrap


class StemSet:
    """Beyond ASCII, which of ``regexes`` (index → pattern) could match a text, told by the
    literal runs each match holds (`first_chars.stems`): one RE2 pass over the text case-folded.
    `stemmed` are the indexes it tells of; any other could always match."""

    def __init__(self, regexes: list[tuple[int, re.Pattern[str]]]) -> None:
        options = re2.Options()
        options.max_mem = 32 << 20
        self._set = re2.Set.SearchSet(options)
        self._slots: list[int] = []
        for index, regex in regexes:
            found = None if regex.flags & re.VERBOSE else stems(regex.pattern)
            if found is not None:
                self._set.Add("(?i:" + "|".join(re.escape(stem) for stem in found) + ")")
                self._slots.append(index)
        try:
            self._set.Compile()
        except re2.error:  # (more than RE2 may build: it tells of none then)
            self._slots = []
        self.stemmed = frozenset(self._slots)

    def match(self, text: str) -> set[int]:
        """The indexes of `stemmed` whose runs are in ``text`` (folded)."""
        if not self._slots:
            return set()
        return {self._slots[i] for i in self._set.Match(folded(text)) or ()}
