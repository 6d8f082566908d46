# ruff: noqa: RUF001  (dashes of other keyboards separate a value)
"""A password said as a Latin word and a number in a line of another script: `Чажыт сөс — kyzyl
деп сөс, оон 2014`, `Нюуса үгэ — giyani гэжэ үгэ, тиигээд 2178`, `Кистэлэҥ тыл — vuswa диэн
тыл, онтон 251`.

Part of the scrubber (`memories.redaction`); pure. Whatever the language, a label of no Latin
letter, a dash, a colon or a comma, then one small Latin word: the only Latin on the line is
what was spelled out. What the language says after it ("the word", "called") and before the
number ("then", "after it") are words of its own script, any of them, up to three each side of
a comma; two to four digits end the line. The word and the number go.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span
from memories.redaction.labels import PASSWORD_LABEL_RE, PROSE_WORDS

__all__ = ["FAMILIES"]

# A word of another script than Latin (no ASCII, no Latin letter with an accent, no punctuation).
_OTHER = r"[^\s\x00-\x7f\u00c0-\u024f\u1e00-\u1eff\u2000-\u206f]{1,16}"
_SPELLED_RE = re.compile(
    r"(?P<sep>[ \t]*[:,]|[ \t]+[\-—–])?[ \t]+(?P<v>(?P<w>[a-z]{3,14})[,،、，]?"
    # (a comma may join two words with no space: `這个字,後壁閣加`, as the view reads the
    # full-width comma)
    r"(?P<said>(?:[ \t]+"
    + _OTHER
    + r"){0,3}(?:[,،、，]|(?:[,،、，][ \t]*|[ \t]+)"
    + _OTHER
    + r"(?:[ \t]+"
    + _OTHER
    + r"){0,2})?)"
    r"[ \t]+\d{2,4})"
    # (a word after the number, or a clause after a comma: `… 4022، كلو لزق`)
    r"(?P<verb>[ \t]+" + _OTHER + r"|[ \t]*[,،、，][^\n\d]{1,40})?[ \t]*[.!]?[ \t]*(?=\n|\Z)"
)
_LATIN_RE = re.compile(r"[A-Za-z\u00c0-\u024f\u1e00-\u1eff]")
_WORD_RE = re.compile(r"[^\W\d_]+")
_MAX_LABEL_WORDS = 6


def _mixed(text: str) -> Iterator[Span]:
    if text.isascii():
        return
    for m in _SPELLED_RE.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        label = text[line_start : m.start()]
        if m.group("sep") is None or m.group("verb") is not None:
            # (no sign after the label, or a word after the number, `… 9657 ཨིན།`: the label
            # says "password", `የይለፍ ቃሉ dongollo …`, `password ནི་ doksa …`)
            named = PASSWORD_LABEL_RE.search(label)
            if named is None:
                continue
            label = label[: named.start()] + label[named.end() :]
        said = _WORD_RE.findall(label)
        if len(said) > _MAX_LABEL_WORDS or _LATIN_RE.search(label):
            continue
        if not said and m.group("sep") is not None and m.group("verb") is None:
            continue
        if m.group("w") in PROSE_WORDS or _LATIN_RE.search(text, m.end("w"), m.end("v")):
            continue
        if not any(len(w) >= 2 for w in m.group("said").split()):
            continue  # (a word of its own script says "then": `ubuntu 2204` is a version)
        yield m.start("v"), m.end("v"), "password_assignment"


FAMILIES = (
    Family(
        "mixed_script_spelled",
        # (beyond ASCII each other character reads as `\x01`: a label of another script, then the
        # Latin word; ASCII text never matches)
        re.compile(r"\x01[ \t]*[:,\-\x01]?[ \t]+[a-z]{3,14}[ \t,\x01][^\n]{0,80}?[0-9]{2}"),
        _mixed,
        needs_digit=True,
    ),
)
