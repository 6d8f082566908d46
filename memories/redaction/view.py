# ruff: noqa: RUF002, RUF003  (lookalike characters are what this file is about)
"""The text the secret detectors read: a normalised copy of the input that maps back to it.

Attackers hide a secret from a pattern by changing one character: a zero-width space inside
``pass\u200bword``, a fullwidth ``＝``, ``token%3Dghp_…``, a Cyrillic ``а`` in ``pаssword``, a
label spelled with middle dots (``P·A·S·S·W·O·R·D``), or a secret glued to an earlier
``[REDACTED:…]`` marker. The detectors run on this *view*; every view
character remembers the span of the original it came from, so a hit in the view redacts exactly
the original characters (the hidden ones included).
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["MARKER_STAND_IN", "TextView", "text_view"]

MARKER_STAND_IN = "\x00"

_MARKER_RE = re.compile(r"\[REDACTED:[a-z0-9_]+\]")
# Anything a rewrite below may touch; plain ASCII text without it needs no view at all.
_NEEDS_VIEW_RE = re.compile(r"[^\x00-\x7f]|%[0-9A-Fa-f]{2}|&#?[A-Za-z0-9]+;|\\[ux]|\[REDACTED:")
_NON_ASCII_RE = re.compile(r"[^\x00-\x7f]")
# Latin's small capitals, which no compatibility form folds (`ɢᴇsʟᴏ` for `geslo`): their letters.
_SMALL_CAPITALS = {
    chr(code): name[-1].lower()
    for code in (*range(0x0250, 0x02B0), *range(0x1D00, 0x1D30), *range(0xA730, 0xA800))
    if (name := unicodedata.name(chr(code), "")).startswith("LATIN LETTER SMALL CAPITAL ")
    and len(name) == len("LATIN LETTER SMALL CAPITAL X")
}
# Ethiopic's colons, comma, semicolon and full stop, read as ours (`የይለፍ ሐረጉ፦ …`): no
# compatibility form folds them.
# Half-width katakana, each letter with its voicing mark, read as the full-width letter
# (`ﾊﾟ` as `パ`): NFKC folds them to no ASCII, so `_fold_character` leaves them.
_HALF_WIDTH_KANA_RE = re.compile(r"[\uff66-\uff9d][\uff9e\uff9f]?|[\uff61-\uff65\uff9e\uff9f]")
_ETHIOPIC_PUNCTUATION = {"፥": ":", "፦": ":", "፣": ",", "፤": ";", "።": "."}
# (and a JSON escape of any letter, as `json.dumps` writes other scripts: `"\\u0447\\u0430…"`)
_ESCAPE_RE = re.compile(
    r"&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z]{2,8});"
    r"|\\u[0-9A-Fa-f]{4}|\\x[0-7][0-9A-Fa-f]"
)
_PERCENT_RE = re.compile(r"%[0-9A-Fa-f]{2}")
_DOTTED_WORD_RE = re.compile(r"(?<![\w·])[A-Za-z](?:·[A-Za-z]){3,}(?![\w·])")
_MAX_DECODE_ROUNDS = 3  # %253D → %3D → =
_WORD_RE = re.compile(r"[^\W\d_]+")
# Cyrillic and Greek letters drawn like Latin ones: replaced only inside a word that also has
# Latin letters (``pаssword``), so Russian or Greek text itself is read as it is.
_CONFUSABLES = str.maketrans(
    "аеорсуххіјѕԁһӏԛԝАВЕКМНОРСТХІЈЅУοαρτνκιΑΒΕΖΗΙΚΜΝΟΡΤΥΧ",
    "aeopcyxxijsdhlqwABEKMHOPCTXIJSYoaptvkiABEZHIKMNOPTYX",
)
_CONFUSABLE_CHARS = frozenset("аеорсуххіјѕԁһӏԛԝАВЕКМНОРСТХІЈЅУοαρτνκιΑΒΕΖΗΙΚΜΝΟΡΤΥΧ")


@dataclass(frozen=True, slots=True)
class TextView:
    """Normalised text plus, per character, the original span it stands for."""

    text: str
    starts: tuple[int, ...] | None = None  # None: the view is the original, character for character
    ends: tuple[int, ...] | None = None

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """The original characters behind view characters ``start:end`` (end exclusive)."""
        if self.starts is None or self.ends is None:
            return start, end
        return self.starts[start], self.ends[end - 1]


def text_view(text: str, *, decode_percent: bool = True) -> TextView:
    """The view the detectors read (the identity for plain ASCII text). ``decode_percent=False``:
    `%20` and such left as written (`Tbilisi%2029` is a password, not `Tbilisi 29`)."""
    if not _NEEDS_VIEW_RE.search(text):
        return TextView(text=text)
    view = (text, list(range(len(text))), list(range(1, len(text) + 1)))
    # An earlier marker is a word boundary (NUL, which no detector takes for text), never a
    # place to hide: the assignment pattern reads the value glued after it.
    view = _rewrite(view, _MARKER_RE, lambda _m: MARKER_STAND_IN)
    view = _rewrite(view, _NON_ASCII_RE, _fold_character)
    if _HALF_WIDTH_KANA_RE.search(view[0]):  # (`ﾊﾟｽﾜｰﾄﾞ`, as phones and old systems type it)
        view = _rewrite(view, _HALF_WIDTH_KANA_RE, lambda m: unicodedata.normalize("NFKC", m[0]))
    if "·" in view[0]:  # a word spelled with dots between its letters: `P·A·S·S·W·O·R·D`
        view = _rewrite(view, _DOTTED_WORD_RE, lambda m: m.group().replace("·", ""))
    view = _rewrite(view, _ESCAPE_RE, _unescape)
    for _ in range(_MAX_DECODE_ROUNDS if decode_percent else 0):
        if not _PERCENT_RE.search(view[0]):
            break
        view = _rewrite(view, _PERCENT_RE, _percent_decode)
    folded = _WORD_RE.sub(_unconfuse_word, view[0])  # 1:1 per character: spans unchanged
    return TextView(text=folded, starts=tuple(view[1]), ends=tuple(view[2]))


_View = tuple[str, list[int], list[int]]


def _rewrite(view: _View, regex: re.Pattern[str], replace: Callable[[re.Match[str]], str]) -> _View:
    """Replace each match; every replacement character maps to the whole matched original span."""
    text, starts, ends = view
    out: list[str] = []
    new_starts: list[int] = []
    new_ends: list[int] = []
    cursor = 0
    for m in regex.finditer(text):
        out.append(text[cursor : m.start()])
        new_starts.extend(starts[cursor : m.start()])
        new_ends.extend(ends[cursor : m.start()])
        replacement = replace(m)
        if replacement == m.group():
            out.append(replacement)
            new_starts.extend(starts[m.start() : m.end()])
            new_ends.extend(ends[m.start() : m.end()])
        else:
            out.append(replacement)
            new_starts.extend([starts[m.start()]] * len(replacement))
            new_ends.extend([ends[m.end() - 1]] * len(replacement))
        cursor = m.end()
    out.append(text[cursor:])
    new_starts.extend(starts[cursor:])
    new_ends.extend(ends[cursor:])
    return "".join(out), new_starts, new_ends


def _fold_character(m: re.Match[str]) -> str:
    """Drop invisible format characters (zero-width, soft hyphen, bidi) and combining marks on a
    Latin letter; fold compatibility forms (fullwidth ``ｐ``, ``＝``, math letters) and small
    capitals to ASCII."""
    char = m.group()
    category = unicodedata.category(char)
    if category == "Cf":
        return ""
    if category == "Mn":
        before = m.string[m.start() - 1] if m.start() else ""
        return "" if before.isascii() and before.isalpha() else char
    if char in _SMALL_CAPITALS:
        return _SMALL_CAPITALS[char]
    if char in _ETHIOPIC_PUNCTUATION:
        return _ETHIOPIC_PUNCTUATION[char]
    if char == "፡" and m.string[m.end() : m.end() + 1].isspace():
        return ":"  # (the word space as a colon, a space after it: `የይለፍ ቃል፡ …`)
    if char == "№" and m.string[m.end() : m.end() + 1].isalnum():
        return "No "  # (the number sign glued to its number, `паспорт №A4513100`: apart)
    folded = unicodedata.normalize("NFKC", char)
    return folded if folded != char and folded.isascii() and folded.isprintable() else char


def _unescape(m: re.Match[str]) -> str:
    raw = m.group()
    decoded = chr(int(raw[2:], 16)) if raw.startswith("\\") else html.unescape(raw)
    if len(decoded) != 1:
        return raw
    if decoded.isascii():
        return decoded if decoded.isprintable() else raw
    # (beyond ASCII, a JSON escape's letter or mark only: never a quote, a space or a sign)
    letter = unicodedata.category(decoded)[0] in "LM"
    return decoded if raw.startswith("\\u") and letter else raw


def _percent_decode(m: re.Match[str]) -> str:
    value = int(m.group()[1:], 16)
    return chr(value) if 0x20 <= value < 0x7F else m.group()


def _unconfuse_word(m: re.Match[str]) -> str:
    word = m.group()
    if word.isascii() or not any(c.isascii() for c in word):
        return word
    if not _CONFUSABLE_CHARS.intersection(word):
        return word
    return word.translate(_CONFUSABLES)
