"""A secret said again: once a detector finds a value, its other occurrences in the text go too.

Part of the scrubber (`memories.redaction`); pure. A password is often written twice, once where
its label makes it plain and once where nothing does (`u.password = '…'; u.password_confirmation
= '…'`, `passwd: … (repeat: …)`, a config file and then the command that uses it). A value of
eight characters or more that holds something besides letters, or letters in both cases that
switch back and forth as a generator's do (a word found as a secret would take every other use
of the word), goes wherever it stands whole, not inside a longer token. A value said in parts (`the word
pelister, small letters, and then 5661`) is often written joined after it (`so pelister5661`):
a token elsewhere made of two or more of its parts in their order goes too.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from memories.redaction.shaped import random_letters

__all__ = ["repeated"]

_MIN_LENGTH = 8
_INSIDE = re.compile(r"[\w\-+/=]")  # (what would make the occurrence part of a longer token)
_PART_RE = re.compile(r"[^\W_]{2,}")
_TOKEN_RE = re.compile(r"(?<![\w\-+/=])[^\W_](?:[\w\-.]*[^\W_])?(?![\w\-+/=])")
_JOINERS = "_-."
_MAX_SAID = 200  # (a value said in parts is a clause, not a paragraph)
_MAX_SAID_SPANS = 16
_MAX_JOINED = 64  # (a password joined from its parts; its parts are matched one by one)
_REJOIN_STEPS = 20_000  # (the parts tried against tokens in one text, at most: a time bound)


def repeated(text: str, spans: Iterable[tuple[int, int]]) -> Iterator[tuple[int, int, int]]:
    """Each other whole occurrence of a found value, as (start, end, index of the span found)."""
    seen: set[str] = set()
    tokens: list[tuple[int, int, str]] | None = None  # (the text's tokens, read once if needed)
    said = 0
    budget = [_REJOIN_STEPS]
    for index, (start, end) in enumerate(spans):
        value = text[start:end]
        # (letters alone go again only when they read as a generator's, both cases switching
        # back and forth: `ZHpHmNSZSqWieGt`, never a word)
        words_only = value.isalpha() and not random_letters(value)
        if len(value) < _MIN_LENGTH or words_only or value in seen or "\n" in value:
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
        if " " in value and len(value) <= _MAX_SAID and said < _MAX_SAID_SPANS:
            said += 1
            if tokens is None:
                tokens = [
                    (m.start(), m.end(), m.group().casefold())
                    for m in _TOKEN_RE.finditer(text)
                    if _MIN_LENGTH - 2 <= len(m.group()) <= _MAX_JOINED and not m.group().isalpha()
                ]
            yield from _rejoined(text, tokens, (start, end), index, budget)


def _rejoined(
    text: str,
    tokens: list[tuple[int, int, str]],
    span: tuple[int, int],
    index: int,
    budget: list[int],
) -> Iterator[tuple[int, int, int]]:
    """Each token outside ``span`` made of two or more of its parts in order (`pelister5661`),
    while ``budget`` (the steps left for the whole text) lasts."""
    parts = list(dict.fromkeys(p.casefold() for p in _PART_RE.findall(text[span[0] : span[1]])))
    firsts = {part[:2] for part in parts}
    for start, end, token in tokens:
        if budget[0] <= 0:
            return
        outside = not (span[0] < end and start < span[1])
        if token[:2] in firsts and outside and _made_of(token, parts, budget):
            yield start, end, index


def _made_of(token: str, parts: list[str], budget: list[int]) -> bool:
    """Whether ``token`` is two or more of ``parts`` in their order, joined by nothing or one of
    `_-.` (each part tried costs a step of ``budget``)."""
    failed: set[tuple[int, int]] = set()

    def fits(at: int, first: int, used: int) -> bool:
        if at == len(token):
            return used >= 2
        if (at, first) in failed:
            return False
        for i in range(first, len(parts)):
            budget[0] -= 1
            if budget[0] < 0:
                return False
            if token.startswith(parts[i], at):
                after = at + len(parts[i])
                if after < len(token) and token[after] in _JOINERS:
                    after += 1
                if fits(after, i + 1, used + 1):
                    return True
        failed.add((at, first))
        return False

    return fits(0, 0, 0)
