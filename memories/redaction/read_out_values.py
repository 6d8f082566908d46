"""A value after words that say it is read out, then a colon: "spelled out on the phone:
tweed24609", "read letter by letter: u V Q b F q z l l m O 6 D L".

Part of the scrubber (`memories.redaction`); pure. Words that say a value is read out piece by
piece (`spaced.READ_OUT_CUE_RE`: `letter by letter`, `spelled out`, `Buchstabe für Buchstabe`),
at most forty characters more on their line (`on the call`), a colon, then what closes the line:

- single characters with one space between, seven or more, of two kinds or more (small letters,
  capitals, digits): the run goes whole (`J O H N` in capitals alone is a name spelled);
- one token of two kinds of character that reads as made up (`logins.reads_as_made_up`).

A plain word (`spelled out: Kowalski`) stays.

Single characters with a space (or a comma and a space) between, eight or more (`h h t 3 2 9 T F`), closing their clause
or line, go too where a password's label or a word that says the value is spelled stands at most
eighty characters before them on their line (`password hai …`, `spelled …`, `letter pa letter:
…`, `siji-siji`), when they join into letters and digits both: a password read out one character
at a time. Seven do right after a password's label and a colon (`ang password: S a b a 8 7 1`).
Letters alone (`S M I T H`, a name spelled) stay.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span
from memories.redaction.labels import PASSWORD_LABEL_RE
from memories.redaction.logins import reads_as_made_up
from memories.redaction.shapes import has_classes
from memories.redaction.spaced import READ_OUT_CUE_RE

__all__ = ["FAMILIES"]

_CUE_COLON = READ_OUT_CUE_RE.pattern + r"[^\n:]{0,40}?:[ \t]*"
_VALUE_RE = re.compile(
    _CUE_COLON + r"(?:(?P<s>[^\s](?:[ \t][^\s]){6,63})|(?P<t>[^\s]{6,64}?))[.!]?[ \t]*(?=\n|\Z)"
)


def _read_out_values(text: str) -> Iterator[Span]:
    for m in _VALUE_RE.finditer(text):
        if m.group("s") is not None:
            if has_classes(m.group("s").replace(" ", "").replace("\t", ""), 2):
                yield m.start("s"), m.end("s"), "spaced_token"
        elif reads_as_made_up(m.group("t")):
            yield m.start("t"), m.end("t"), "password_assignment"


# Seven single characters or more (eight unless right after a label and a colon), one space or tab
# between (or a comma or a stop and a space, as a transcript writes them: `u, m, i, a, m, 6, 2, 6,
# 3`, `g. i. n. t. a. r. a. s. 2. 6`), closing a clause or a line.
_SPELLED_RE = re.compile(
    r"(?<!\S)(?P<s>[^\s(\[,](?:[ \t][^\s)\],]){6,63}|[^\s(\[,.](?:,[ \t][^\s)\],.]){6,63}"
    r"|[^\s(\[,.](?:\.[ \t][^\s)\],.]){6,63}"
    # (or pairs with a dash between, as a voice note's transcript writes them: `c3 - ro - 7k - xy`)
    r"|[A-Za-z0-9]{1,2}(?:[ \t][-–—][ \t][A-Za-z0-9]{1,2}){3,31})"  # noqa: RUF001
    r"(?=[ \t]*(?:[.,;!?()\[\]]|\n|\Z))"
)
# Words that say a value is spelled, beyond `READ_OUT_CUE_RE`: `spell it …`, `spelled …`, `dictated`,
# `dictating it`, Papiamentu's
# `letter pa letter`, Javanese's `siji-siji` ("one by one").
_SPELLED_CUE_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:spel(?:l|led|t|ling)|dictat(?:e|ed|ing)|letter[ \t]+pa[ \t]+letter|siji-siji"
    r"|one[ \t]+by[ \t]+one)(?![^\W\d_]))"
)
_CUE_REACH = 80  # (characters of its line read before the characters for a label or a cue)
_FEWEST = 8  # (the fewest characters but right after a label and a colon, where seven do)
# A password's label closing what stands before the characters, a colon after it.
_LABEL_COLON_RE = re.compile(r"(?:" + PASSWORD_LABEL_RE.pattern + r")[ \t]*[:=][ \t]*\Z")
_LETTER_RE, _DIGIT_RE = re.compile(r"[^\W\d_]"), re.compile(r"\d")
# (what stands between the characters read out)
_SEPARATORS = str.maketrans(",.-–—", "     ")  # noqa: RUF001


def _spelled_characters(text: str) -> Iterator[Span]:
    for m in _SPELLED_RE.finditer(text):
        token = "".join(m.group("s").translate(_SEPARATORS).split())
        if not (_LETTER_RE.search(token) and _DIGIT_RE.search(token)):
            continue
        line = text.rfind("\n", max(0, m.start() - _CUE_REACH), m.start()) + 1
        start = max(line, m.start() - _CUE_REACH)
        if len(token) < _FEWEST:
            if _LABEL_COLON_RE.search(text, start, m.start()):
                yield m.start("s"), m.end("s"), "spaced_token"
            continue
        if any(
            regex.search(text, start, m.start())
            for regex in (PASSWORD_LABEL_RE, _SPELLED_CUE_RE, READ_OUT_CUE_RE)
        ):
            yield m.start("s"), m.end("s"), "spaced_token"


FAMILIES = (
    Family("read_out_value", re.compile(_CUE_COLON), _read_out_values),
    # (the gate: seven characters, each after a space; more than the finder reads, never less)
    # (or four pairs or fewer with a dash between)
    Family(
        "spelled_characters",
        re.compile(r"\S(?:[,.]?[ \t]\S){6}|\S(?:[ \t][-–—][ \t]\S{1,2}){3}"),  # noqa: RUF001
        _spelled_characters,
    ),
)
