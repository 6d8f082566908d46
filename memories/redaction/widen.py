"""A hit widened to the whole of what it is part of.

Part of the scrubber (`memories.redaction`); pure. A detector may take a piece of a secret and
leave the rest readable: the hex tail of `live-secret-key-3be4…` (its prefix names the vendor's
key), one group of a number written in groups (`BHPE 9355 [2750]`, `8869 [54767] 1426`), two
groups of a key read out in fours (`ijns iahi [2mgq] [dr2u]`). Each hit is widened, never
narrowed, so a text no detector touched is never changed here:

- over the rest of its token, when the hit starts or ends inside one joined by `-` or `_`
  (at most `_JOINED` characters more on each side);
- over its neighbours of a number in groups, each one space or a dash away, that hold a digit
  and no small letter, and then one group of capitals before them (`RAMQ`'s `BHPE`; never
  before a group alone: `PIN 4821`, `CVV 737`);
- over its neighbours in a run of four groups or more of the same length, two of them with a
  digit (`yxjv gccb rfu4 e2nc …`): a key read out in groups;
- over a key's id before it and a colon, when the id is a hex run of 16 or more (`curl -u
  '810257b364289b93:…'`: an API's key and its secret, both needed).
"""

from __future__ import annotations

import re

__all__ = ["widened"]

_JOINED = 24  # characters of a token beyond the hit, at most
_TOKEN_CHAR_RE = re.compile(r"[A-Za-z0-9_\-]")
# A group of a number: capitals and digits, one digit at least (`9355`, `54767`, `A7`).
_DIGIT_GROUP_RE = re.compile(r"(?=[A-Z]*\d)[0-9A-Z]{2,8}")
_CAPITALS_RE = re.compile(r"[A-Z]{2,6}")
_GROUP_RE = re.compile(r"[0-9A-Za-z]{3,8}")
_RUN_MIN, _RUN_DIGITS = 4, 2
# Groups read on each side of a hit, at most: a hit in a long run of groups (a word said again
# and again) is widened over its part of the run, not the whole run once per hit.
_GROUPS_MAX = 32
_GROUP_CHARS_MAX = 8  # (the longest group any of the patterns above takes)


def widened(text: str, start: int, end: int) -> tuple[int, int]:
    """The span of ``text[start:end]`` widened to the whole it is part of (see the module)."""
    start, end = _token(text, start, end)
    start, end = _grouped_number(text, start, end)
    start, end = _read_out_run(text, start, end)
    return _key_id_before(text, start), end


_KEY_ID_BEFORE_RE = re.compile(r"(?<![0-9A-Za-z])[0-9a-f]{16,64}:\Z")
_KEY_ID_MAX = 65


def _key_id_before(text: str, start: int) -> int:
    m = _KEY_ID_BEFORE_RE.search(text, max(0, start - _KEY_ID_MAX), start)
    return start if m is None else m.start()


def _token(text: str, start: int, end: int) -> tuple[int, int]:
    if start > 0 and text[start - 1] in "-_":
        s = start
        while s > 0 and start - s < _JOINED and _TOKEN_CHAR_RE.match(text, s - 1):
            s -= 1
        if s == 0 or not _TOKEN_CHAR_RE.match(text, s - 1):
            start = s
    if end < len(text) and text[end] in "-_":
        e = end
        while e < len(text) and e - end < _JOINED and _TOKEN_CHAR_RE.match(text, e):
            e += 1
        if e == len(text) or not _TOKEN_CHAR_RE.match(text, e):
            end = e
    return start, end


def _neighbour(text: str, pos: int, regex: re.Pattern[str], *, before: bool) -> int | None:
    """Where the group next to ``pos`` (one space or a dash away) ends or starts, if it is one
    ``regex`` takes whole."""
    if before:
        if pos < 2 or text[pos - 1] not in " -":
            return None
        s = pos - 1
        while s > 0 and text[s - 1].isalnum() and pos - s <= _GROUP_CHARS_MAX:
            s -= 1
        if s == pos - 1 or (s > 0 and not _edge(text[s - 1])) or _inside_number(text, s - 1):
            return None
        return s if regex.fullmatch(text, s, pos - 1) else None
    if pos + 1 >= len(text) or text[pos] not in " -":
        return None
    e = pos + 1
    while e < len(text) and text[e].isalnum() and e - pos <= _GROUP_CHARS_MAX:
        e += 1
    if e == pos + 1 or (e < len(text) and not _edge(text[e])) or _inside_number(text, e):
        return None
    return e if regex.fullmatch(text, pos + 1, e) else None


def _edge(ch: str) -> bool:
    return ch.isspace() or ch in ",.;:)]}\"'`-"


def _inside_number(text: str, at: int) -> bool:
    """Whether the stop, comma or colon at ``at`` joins two digits (`203.0.113.41`, `10:30`):
    the group beside it is part of an address or a time, no group of its own."""
    return (
        0 < at < len(text) - 1
        and text[at] in ".,:"
        and text[at - 1].isdigit()
        and text[at + 1].isdigit()
    )


def _walk(
    text: str, pos: int, regex: re.Pattern[str], *, before: bool, size: int | None = None
) -> list[tuple[int, int]]:
    """The groups next to ``pos`` one after another, nearest first (at most `_GROUPS_MAX`): each
    one ``regex`` takes whole and, when ``size`` is given, of ``size`` characters."""
    groups: list[tuple[int, int]] = []
    for _ in range(_GROUPS_MAX):
        if (n := _neighbour(text, pos, regex, before=before)) is None:
            break
        group = (n, pos - 1) if before else (pos + 1, n)
        if size is not None and group[1] - group[0] != size:
            break
        groups.append(group)
        pos = n
    return groups


def _grouped_number(text: str, start: int, end: int) -> tuple[int, int]:
    if not _DIGIT_GROUP_RE.fullmatch(text, start, end):
        return start, end
    before = _walk(text, start, _DIGIT_GROUP_RE, before=True)
    after = _walk(text, end, _DIGIT_GROUP_RE, before=False)
    start = before[-1][0] if before else start
    end = after[-1][1] if after else end
    # (a label's capitals before a number in groups, never before one group alone: `PIN 4821`)
    if (before or after) and (s := _neighbour(text, start, _CAPITALS_RE, before=True)) is not None:
        start = s
    return start, end


def _read_out_run(text: str, start: int, end: int) -> tuple[int, int]:
    if not _GROUP_RE.fullmatch(text, start, end):
        return start, end
    size = end - start
    groups = [
        *reversed(_walk(text, start, _GROUP_RE, before=True, size=size)),
        (start, end),
        *_walk(text, end, _GROUP_RE, before=False, size=size),
    ]
    digits = sum(any(c.isdigit() for c in text[a:b]) for a, b in groups)
    if len(groups) >= _RUN_MIN and digits >= _RUN_DIGITS:
        return groups[0][0], groups[-1][1]
    return start, end
