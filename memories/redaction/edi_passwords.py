"""The password in an EDI interchange's envelope: EDIFACT's `UNB` segment and X12's `ISA`.

Part of the scrubber (`memories.redaction`); pure. Trading partners who exchange EDI messages put
a password in the envelope each interchange starts with:

- EDIFACT's `UNB+UNOC:3+SENDER:ZZ+RECIPIENT:ZZ+241203:0930+000412+PASSWORD:QUALIFIER'`: the
  sixth element, the recipient's reference or password (S005), after the syntax, the sender, the
  recipient, the date and time, and the control reference (a `?` releases a separator);
- X12's `ISA*00*          *01*PASSWORD  *ZZ*…`: the fourth element, the security information,
  where the third, its qualifier, is `01` ("password"); the element separator is whatever
  character follows `ISA`.

The value goes whatever it looks like: the element holds nothing else.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span

__all__ = ["FAMILIES"]

# An EDIFACT element's characters: any but the separators, or one released by `?`.
_ELEMENT = r"(?:[^+:'?\n]|\?.)"
_UNB_RE = re.compile(
    r"(?<![A-Z])UNB\+(?:(?:" + _ELEMENT + r"|:)*\+){5}(?P<v>" + _ELEMENT + r"{1,35})"
)
_ISA_RE = re.compile(r"(?<![A-Z])ISA(?P<s>[^\w\s])\d{2}(?P=s)[^\n]{0,10}?(?P=s)01(?P=s)")


def _edi_passwords(text: str) -> Iterator[Span]:
    for m in _UNB_RE.finditer(text):
        yield m.start("v"), m.end("v"), "password_assignment"
    for m in _ISA_RE.finditer(text):
        end = text.find(m.group("s"), m.end(), m.end() + 40)
        value = text[m.end() : end if end != -1 else m.end()].rstrip(" ")
        if value.strip():
            start = m.end() + len(value) - len(value.lstrip(" "))
            yield start, m.end() + len(value), "password_assignment"


FAMILIES = (Family("edi_password", re.compile(r"UNB\+|ISA[^\w\s]\d"), _edi_passwords),)
