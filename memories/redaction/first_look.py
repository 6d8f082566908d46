"""A first look at a text for the scrubber: which of its detectors could match it at all.

Part of the scrubber (`memories.redaction`). Python's regular expressions try every branch of a
pattern at every position of a text; the labels that name a secret alone took about 40 µs for a
two-sentence memory, half the scrubbing of every memory written or imported. RE2 (`google-re2`,
an automaton in C that reads a text once whatever the pattern) tells in about 2 µs which of the
detectors' patterns could match; the detectors it rules out are not run (docs/benchmarks.md,
"Bulk ingest").

Safe by construction: each pattern is *loosened* for the look, never narrowed. Its lookarounds
are dropped (without an assertion a pattern matches wherever it matched, and more), `$` may
match before any newline, and a pattern RE2 cannot read (a back-reference, an atomic group) is
always run. Only ASCII text is looked at: beyond it Python's ``\\w``, ``\\d``, ``\\s`` and case
folding differ from RE2's, so any other text goes to every detector, as before.
"""

from __future__ import annotations

import logging
import re
import re._parser as _sre_parser  # type: ignore[import-not-found]  # (a pattern's least width)
from collections.abc import Iterator, Sequence

import re2

from memories.redaction.stem_looks import StemSet

logger = logging.getLogger(__name__)

_LOOKAROUNDS = ("(?=", "(?!", "(?<=", "(?<!")
_MAX_MEM = 32 << 20
_FLAGS = ((re.IGNORECASE, "i"), (re.MULTILINE, "m"), (re.DOTALL, "s"))


# Python's `\s` also matches \v and the separators \x1c-\x1f (RE2's does not); `\Z` is RE2's `\z`.
_SPACE = r"\t\n\x0b\f\r \x1c-\x1f"
_ESCAPES = {"s": f"[{_SPACE}]", "S": f"[^{_SPACE}]", "Z": r"\z"}


class Unreadable(ValueError):
    """A pattern with syntax the first look cannot loosen safely."""


def loosened(pattern: str) -> str:
    """`pattern` with its lookarounds dropped, `$` also matching before a newline, `\\s` and
    `\\Z` written as RE2 must read them to mean what they mean to Python: it matches everywhere
    `pattern` does (on ASCII text)."""
    out: list[str] = []
    i = 0
    while i < len(pattern):
        char = pattern[i]
        if pattern.startswith(_LOOKAROUNDS, i):
            i = _group_end(pattern, i)
        elif char == "\\":
            escaped = pattern[i + 1 : i + 2]
            if escaped.isdigit() and escaped != "0":
                raise Unreadable("a back-reference")
            out.append(_ESCAPES.get(escaped, pattern[i : i + 2]))
            i += 2
        elif char == "[":
            end = _class_end(pattern, i)
            out.append(_class(pattern[i:end]))
            i = end
        elif char == "$":
            out.append("(?m:$)")  # Python's `$` also matches before a last newline
            i += 1
        elif char == "{" and pattern.startswith("{,", i):
            raise Unreadable("`{,n}` (RE2 reads it as text)")
        elif char == "{" and (count := _COUNT_RE.match(pattern, i)) is not None:
            out.append(_capped(count))
            i = count.end()
        elif pattern.startswith(("(?>", "(?P="), i) or (char == "+" and _after_quantifier(out)):
            raise Unreadable("an atomic group, a possessive quantifier or a back-reference")
        else:
            out.append(char)
            i += 1
    return "".join(out)


# A counted repetition longer than this is read as "this many or more" (`[a-f0-9]{64}` as
# `[a-f0-9]{8,}`): a looser pattern, and each count is a row of the automaton's states, which
# the keys' long runs multiplied past its memory (docs/benchmarks.md, "Secret scrubbing").
_MAX_COUNT = 8
_COUNT_RE = re.compile(r"\{(\d+)(?:(,)(\d*))?\}")


def _capped(count: re.Match[str]) -> str:
    low, comma, high = int(count.group(1)), count.group(2), count.group(3)
    if low > _MAX_COUNT:
        return f"{{{_MAX_COUNT},}}"
    if comma and high and int(high) > _MAX_COUNT:
        return f"{{{low},}}"
    return count.group()


def _after_quantifier(out: list[str]) -> bool:
    """Whether a `+` here makes the quantifier before it possessive (an escape or a class is
    kept as one item of several characters, so a lone quantifier character is one)."""
    return bool(out) and out[-1] in ("+", "*", "?", "}")


def _class(text: str) -> str:
    """A character class, its `\\s` spelled out as Python reads it."""
    if "[:" in text[1:]:  # characters to Python, a POSIX class (`[[:alpha:]]`) to RE2
        raise Unreadable("`[:` in a character class")
    out: list[str] = []
    i = 0
    while i < len(text):
        if text[i] == "\\":
            escaped = text[i + 1 : i + 2]
            if escaped == "S":
                raise Unreadable("`\\S` in a character class")
            out.append(_SPACE if escaped == "s" else text[i : i + 2])
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def _class_end(pattern: str, start: int) -> int:
    """The index after the character class opening at `start`."""
    i = start + 1
    if pattern.startswith("^", i):
        i += 1
    if pattern.startswith("]", i):
        i += 1  # a `]` first is a character
    while i < len(pattern):
        if pattern[i] == "\\":
            i += 2
        elif pattern[i] == "]":
            return i + 1
        else:
            i += 1
    raise Unreadable("an unclosed character class")


def _group_end(pattern: str, start: int) -> int:
    """The index after the group opening at `start`."""
    depth, i = 0, start
    while i < len(pattern):
        char = pattern[i]
        if char == "\\":
            i += 2
            continue
        if char == "[":
            i = _class_end(pattern, i)
            continue
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise Unreadable("an unclosed group")


def _for_re2(regex: re.Pattern[str]) -> str:
    flags = "".join(letter for flag, letter in _FLAGS if regex.flags & flag)
    if regex.flags & re.VERBOSE:
        raise Unreadable("a verbose pattern")
    body = loosened(regex.pattern)
    return f"(?{flags}:{body})" if flags else body


def ascii_only(regex: re.Pattern[str]) -> bool:
    """Whether `regex`, loosened, reads every character beyond ASCII as it reads `\x01`: no
    class of Unicode letters, digits or spaces (`\\w`, `\\d`, `\\s`, `\b`), no case folding, no
    character beyond ASCII. Such a pattern matches a text with each of those characters
    written as `\x01` wherever it matches the text (a negated class takes both, no other
    element takes either)."""
    if regex.flags & (re.IGNORECASE | re.VERBOSE):
        return False
    try:
        body = loosened(regex.pattern)
    except Unreadable:
        return False
    return "(?i" not in body and not _BEYOND_ASCII_READERS.search(body)


# What makes a loosened pattern read characters beyond ASCII: Unicode classes (`\s` spelled
# out by `loosened` included), escapes and literals beyond ASCII.
_BEYOND_ASCII_READERS = re.compile(
    r"\\[wWdDsSbBuUN]|\\x[89a-fA-F]|[^\x00-\x7f]|" + re.escape(_SPACE)
)
_BEYOND_ASCII_RE = re.compile(r"[^\x00-\x7f]")
_STAND_IN = "\x01"


class FirstLook:
    """Which of `regexes` could match a text, told by a pass of RE2 over it per set."""

    def __init__(self, regexes: Sequence[re.Pattern[str]]) -> None:
        self._sets = _Sets(list(enumerate(regexes)))
        self._slots = self._sets.slots
        self.always = frozenset(self._sets.always)
        # Beyond ASCII: the patterns that read it as `\x01` look at the text so written; the
        # others always run.
        pure = [(i, r) for i, r in enumerate(regexes) if ascii_only(r) and i in self._slots]
        self._pure_sets = _Sets(pure)
        self._pure_slots = self._pure_sets.slots
        self.always_beyond_ascii = frozenset(
            set(range(len(regexes))) - set(self._pure_slots) | self._pure_sets.always
        )
        # (those that read more than ASCII: by the literal runs every match holds, `stem_looks`)
        self._stems = StemSet(
            [(i, r) for i, r in enumerate(regexes) if i in self.always_beyond_ascii]
        )

    def could_match(self, text: str) -> frozenset[int] | None:
        """The indexes of the regexes that could match `text` (None: every one could)."""
        if not text.isascii():
            if not self._pure_slots:
                return None
            matched = self._pure_sets.match(_BEYOND_ASCII_RE.sub(_STAND_IN, text))
            return self.always_beyond_ascii.union(matched)
        if not self._slots:
            return self.always
        return self.always.union(self._sets.match(text))

    def narrowed(self, text: str) -> frozenset[int] | None:
        """`could_match`, and beyond ASCII those of the others whose every match holds a literal
        run the text (folded) lacks ruled out too (`stem_looks.StemSet`)."""
        look = self.could_match(text)
        if look is None or text.isascii() or not self._stems.stemmed:
            return look
        return (look - self._stems.stemmed).union(self._stems.match(text) & look)


# Patterns per RE2 set: each set is one automaton with a memory budget of its own, so adding
# detectors adds sets (a pass over the text each, about a microsecond) instead of outgrowing one
# automaton, which then rebuilds text after text, a hundred times slower (docs/benchmarks.md,
# "Secret scrubbing"). The heaviest patterns (long, or a group repeated a counted number of
# times: `(?: \S{2}){3}`, `(?:word …){11}`) are spread over the sets first, so no two share one.
_PER_SET = 16
_GROUP_REPEAT_RE = re.compile(r"\)\{\d")


def _weight(regex: re.Pattern[str]) -> int:
    return len(regex.pattern) + 400 * len(_GROUP_REPEAT_RE.findall(regex.pattern))


class _Sets:
    """`regexes` in RE2 sets of at most `_PER_SET`, their weights spread evenly: which of them
    could match a text."""

    def __init__(self, regexes: list[tuple[int, re.Pattern[str]]]) -> None:
        self._parts: list[tuple[re2.Set, list[int]]] = []
        self.slots: list[int] = []
        self.always: set[int] = set()
        count = -(-len(regexes) // _PER_SET)
        groups: list[list[tuple[int, re.Pattern[str]]]] = [[] for _ in range(count)]
        weights = [0] * count
        for item in sorted(regexes, key=lambda item: (-_weight(item[1]), item[0])):
            k = min((k for k in range(count) if len(groups[k]) < _PER_SET), key=weights.__getitem__)
            groups[k].append(item)
            weights[k] += _weight(item[1])
        for group in groups:
            search_set, slots, always = _search_set(sorted(group, key=lambda item: item[0]))
            self._parts.append((search_set, slots))
            self.slots += slots
            self.always |= always

    def match(self, text: str) -> list[int]:
        """The indexes of the regexes (of those the sets read) that could match `text`."""
        return [
            slots[i]
            for search_set, slots in self._parts
            if slots
            for i in search_set.Match(text) or ()  # (RE2 answers None for no match)
        ]


def _search_set(
    regexes: list[tuple[int, re.Pattern[str]]],
) -> tuple[re2.Set, list[int], set[int]]:
    """An RE2 set of `regexes`: the set, its index → the regex's index, those it cannot read."""
    options = re2.Options()
    # The DFA's memory budget (built lazily, states as texts need them): at RE2's default of
    # 8 MiB the scrubber's ~70 patterns overflow it and every look falls back to a slower
    # automaton, ~50 times slower (docs/benchmarks.md, "Secret scrubbing").
    options.max_mem = _MAX_MEM
    search_set = re2.Set.SearchSet(options)
    slots: list[int] = []
    always: set[int] = set()
    for index, regex in regexes:
        try:
            search_set.Add(_for_re2(regex))
        except (Unreadable, re2.error) as exc:
            logger.debug("First look skips pattern %d (%s): always run.", index, exc)
            always.add(index)
            continue
        slots.append(index)
    try:
        search_set.Compile()
    except re2.error as exc:  # more than RE2 may build: the look tells nothing then
        logger.warning("The scrubber's first look is off (%s): every detector runs.", exc)
        always.update(slots)
        slots = []
    return search_set, slots, always


class Starts:
    """``regex.finditer``, each match tried by Python only where RE2 finds that the loosened
    pattern starts one (it matches wherever ``regex`` does, so the leftmost place it starts a match
    is at or before the leftmost where ``regex`` does): on ASCII text, where RE2 reads classes and
    case as Python does; other text, or a pattern RE2 cannot read, is searched by Python alone."""

    def __init__(self, regex: re.Pattern[str]) -> None:
        self.regex = regex
        self._look: re2._Regexp | None = None
        if r"\B" in regex.pattern or _sre_parser.parse(regex.pattern).getwidth()[0] == 0:
            return  # (an empty match: `finditer` goes on from it otherwise)
        options = re2.Options()
        options.max_mem = _MAX_MEM
        try:
            pattern = _UNICODE_ESCAPE_RE.sub(_char, _for_re2(regex))
            folds = regex.flags & re.IGNORECASE or re.search(r"\(\?[a-zA-Z]*i", pattern)
            # (bytes: read as UTF-8 all the same, and searched without the offsets' decoding)
            self._look = re2.compile((_with_i(pattern) if folds else pattern).encode(), options)
        except (Unreadable, re2.error) as exc:
            logger.debug("Python alone searches a pattern (%s).", exc)

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        if self._look is None or not text.isascii():
            return self.regex.finditer(text)
        return self._found(text, self._look)

    def _found(self, text: str, look: re2._Regexp) -> Iterator[re.Match[str]]:
        pos, data = 0, text.encode("ascii")  # (a byte's offset is its character's)
        for _ in range(LOOKS_PER_TEXT):
            if (hint := look.search(data, pos)) is None:
                return
            m = self.regex.match(text, hint.start())
            if m is None:
                pos = hint.start() + 1
            else:
                yield m
                pos = m.end()
        yield from self.regex.finditer(text, pos)


# RE2's searches per text before Python searches the rest: each may read on to the end of a long
# match of the loosened pattern, so many of them would take time that grows as the text's square.
LOOKS_PER_TEXT = 16


# Python's `\u0131` and `\U0001f511` are RE2's `\x{131}` and `\x{1f511}` (an escaped backslash
# is read first, so `\\u` stays a backslash and a `u`).
_UNICODE_ESCAPE_RE = re.compile(r"\\\\|\\u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{8})")


def _char(m: re.Match[str]) -> str:
    code = m.group(1) or m.group(2)
    if code is None:
        return m.group()
    char = chr(int(code, 16))
    return char if ord(char) >= 0x80 else f"\\x{{{code}}}"  # (`\u005d` stays no `]`)


_DOTTED = "\u0130\u0131"


def _with_i(pattern: str) -> str:
    """`pattern` with `i` and `I` beside every dotted and dotless i, and in every class that
    could hold one (a range such as `À-ž`): Python's case folding takes them for `i`, RE2's
    does not. (A negated class is left: RE2 reads it as Python does, or more loosely.)"""
    out: list[str] = []
    i = 0
    while i < len(pattern):
        char = pattern[i]
        if char == "\\":
            out.append(pattern[i : i + 2])
            i += 2
        elif char == "[":
            end = _class_end(pattern, i)
            body = pattern[i:end]
            spans = body[1] != "^" and (
                any(c in _DOTTED for c in body) or _SPANS_DOTTED_RE.search(body) is not None
            )
            out.append(body[:-1] + "iI]" if spans else body)
            i = end
        elif char in _DOTTED:
            out.append("[iI" + char + "]")
            i += 1
        else:
            out.append(char)
            i += 1
    return "".join(out)


# A range in a class that could hold U+0130 or U+0131 (an escape read as any character).
_SPANS_DOTTED_RE = re.compile("(?:[\\x00-\u0131]|\\\\\\S)-(?:[\u0130-\U0010ffff]|\\\\)")
