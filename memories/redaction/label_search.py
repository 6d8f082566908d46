"""Where the labels that name a secret stand in a text (`labels`), found fast.

Part of the scrubber (`memories.redaction`); pure. The label search is the scrubber's costliest
step: its matches are kept for the last few texts, and both `assign` (a label, then its value)
and the finders that start from a label (`spoken`, `logins`) read them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache, lru_cache

import re2

from memories.redaction.first_look import LOOKS_PER_TEXT, Starts, loosened
from memories.redaction.labels import KEY_INDEX, KEY_LABEL_ASCII_RE, KEY_LABEL_RE

__all__ = ["KEY_RE", "label_matches", "labels_in"]

_SUFFIX = r"(?i:[_.\-]?(?:key|value|token|secret|base|id|hash|string|str|b64|base64|plain(?:text)?|raw|hex))*"
# A wireless network's, after any password word and perhaps a short word for "of" in any language:
# `modpas wifi`, `senha do wifi`, `password wlan`, `password ng wifi`, `password kang wifi`.
_WIFI = r"(?i:[ _\-](?:[a-z]{1,4}[ _\-])?(?:wi[ _\-]?fi|wlan)(?![A-Za-z0-9]))?"
# A numbered key's index, only before its sign (`REDIS_PASSWORD1: …`, `smtp_password_2 = …`).
_INDEX = r"(?:" + KEY_INDEX + r"(?=[\"'`]?[ \t]*[:=]))?"
KEY_RE = re.compile(
    r"(?P<label>" + KEY_LABEL_RE.pattern + r")" + _WIFI + _SUFFIX + _INDEX + r"(?![A-Za-z0-9])"
)
# Every label, for text lowered (`labels_in`); a final sigma also stands for the one that the
# case-insensitive search takes it for (`κωδικός` in text lowered mid-word).
_KEY_FOLDED_RE = re.compile(KEY_RE.pattern.replace("(?i:", "(?:").replace("ς", "[ςσ]"))
# The same labels, case-sensitive, for ASCII text lowered first: the same matches at the same
# places (every letter of the pattern is lower-case, and an ASCII text keeps its length when
# lowered), found about four times as fast: a case-insensitive alternation is tried branch by
# branch at every character, a case-sensitive one skips the branches whose first letter differs.
_KEY_LOWER_RE = re.compile(
    (
        r"(?P<label>"
        + KEY_LABEL_ASCII_RE.pattern
        + r")"
        + _WIFI
        + _SUFFIX
        + _INDEX
        + r"(?![A-Za-z0-9])"
    ).replace("(?i:", "(?:")
)


def _starts(regex: re.Pattern[str]) -> re2._Regexp:
    """`regex` loosened for RE2 (`first_look.loosened`): it matches wherever `regex` does, so
    the leftmost place where it starts a match is at or before the leftmost where `regex` does."""
    assert not regex.flags & (re.IGNORECASE | re.VERBOSE)
    options = re2.Options()
    options.max_mem = 64 << 20  # (the default 8 MiB overflows for these ~7 000 characters)
    return re2.compile(loosened(regex.pattern), options)


_KEY_LOWER = Starts(_KEY_LOWER_RE)
_KEY_FOLDED_STARTS = _starts(_KEY_FOLDED_RE)


@lru_cache(maxsize=8)
def label_matches(text: str) -> tuple[re.Match[str], ...]:
    """`labels_in`, kept for the last few texts: the label search is the scrubber's costliest,
    and two detectors read its matches (`assigned_values`, `spoken`)."""
    return tuple(labels_in(text))


def labels_in(text: str) -> Iterator[re.Match[str]]:
    """The labels in ``text``, as the case-insensitive `KEY_RE` finds them: searched
    case-sensitively in the text lowered where lowering keeps every character in its place and
    folds it as the case-insensitive search does (a letter such as the long s, the dotless i, the
    micro sign or a final sigma, whose case forms do not lower back to it, sends the text to the
    slower search)."""
    lowered = text.lower()
    if text.isascii():
        return _KEY_LOWER.finditer(lowered)
    if len(lowered) == len(text) and not any(map(_folds_apart, set(lowered))):
        return _found(lowered, _KEY_FOLDED_RE, _KEY_FOLDED_STARTS)
    return KEY_RE.finditer(text)


def _found(text: str, regex: re.Pattern[str], starts: re2._Regexp) -> Iterator[re.Match[str]]:
    """``regex.finditer(text)``, its matches tried only where RE2 finds that the loosened
    pattern starts one (about four times as fast: Python tries the whole alternation at every
    character; no label is empty, so the search goes on after each match's end)."""
    pos = 0
    for _ in range(LOOKS_PER_TEXT):  # (then Python searches the rest: `first_look.Starts`)
        if (hint := starts.search(text, pos)) is None:
            return
        m = regex.match(text, hint.start())
        if m is None:
            pos = hint.start() + 1
        else:
            yield m
            pos = max(m.end(), hint.start() + 1)
    yield from regex.finditer(text, pos)


@cache
def _folds_apart(char: str) -> bool:
    """A lower-case letter whose upper case lowers to another letter (the long s, the dotless
    i, a final sigma): the case-insensitive search takes it for that other letter."""
    upper = char.upper()
    return char == char.lower() and len(upper) == 1 and upper.lower() != char


# The letters of the labels that fold apart: the final sigma (read as `[ςσ]` above) and the
# dotless i, which stands beside an `i` (Turkish `parolas[\u0131i]`) that the lowered text has.
assert {c for c in KEY_RE.pattern if _folds_apart(c)} <= {"ς", "\u0131"}
