"""A value after words that say it is read out, then a colon: "spelled out on the phone:
tweed24609", "read letter by letter: u V Q b F q z l l m O 6 D L".

Part of the scrubber (`memories.redaction`); pure. Words that say a value is read out piece by
piece (`spaced.READ_OUT_CUE_RE`: `letter by letter`, `spelled out`, `Buchstabe für Buchstabe`),
at most forty characters more on their line (`on the call`), a colon, then what closes the line:

- single characters with one space between, eight or more, of two kinds or more (small letters,
  capitals, digits): the run goes whole (`J O H N` in capitals alone is a name spelled);
- one token of two kinds of character that reads as made up (`logins.reads_as_made_up`).

A plain word (`spelled out: Kowalski`) stays.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span
from memories.redaction.logins import reads_as_made_up
from memories.redaction.shapes import has_classes
from memories.redaction.spaced import READ_OUT_CUE_RE

__all__ = ["FAMILIES"]

_CUE_COLON = READ_OUT_CUE_RE.pattern + r"[^\n:]{0,40}?:[ \t]*"
_VALUE_RE = re.compile(
    _CUE_COLON + r"(?:(?P<s>[^\s](?:[ \t][^\s]){7,63})|(?P<t>[^\s]{6,64}?))[.!]?[ \t]*(?=\n|\Z)"
)


def _read_out_values(text: str) -> Iterator[Span]:
    for m in _VALUE_RE.finditer(text):
        if m.group("s") is not None:
            if has_classes(m.group("s").replace(" ", "").replace("\t", ""), 2):
                yield m.start("s"), m.end("s"), "spaced_token"
        elif reads_as_made_up(m.group("t")):
            yield m.start("t"), m.end("t"), "password_assignment"


FAMILIES = (Family("read_out_value", re.compile(_CUE_COLON), _read_out_values),)
