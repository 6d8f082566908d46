"""A password asked for in a chat log and given on the next line, after the line's time stamp or
its speaker in brackets: "[09:02] urska: pw for the bastion?" / "[09:03] matic: …",
"14:21 <ana> wifi password?" / "14:22 <ben> …".

Part of the scrubber (`memories.redaction`); pure. The question names a password (any label of
`label_search`, any language, or "wifi") and ends with a question mark (a remark of a few words may
follow it: `kp mehr`); the next line starts with what chat programs write before a message: a time
(`09:03`, `9.03`, `9:03 PM`, `2024-05-01 09:03`, in brackets or not) or a speaker in angle brackets,
then a name and a colon. The value that follows must look like one (`shaped.password_shaped`; or,
since the question named it, eight characters or more, letters and two digits or more, no version,
date or address; or ten or more of three kinds of character; or twelve letters or more whose
cases switch at random), and goes. The same question answered on a line with no time stamp is
`logins`'s.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.assign import is_label_value
from memories.redaction.family import Family, Span
from memories.redaction.label_search import label_matches
from memories.redaction.labels import label_kind
from memories.redaction.shaped import password_shaped, random_letters
from memories.redaction.shapes import has_classes

__all__ = ["FAMILIES"]

# What a chat program writes before a message: a date and a time, in brackets or not, or a
# speaker in angle brackets.
_STAMP = (
    r"(?:[\[(]?(?:[0-9]{4}-[0-9]{2}-[0-9]{2}[ T]|[0-9]{1,2}[./][0-9]{1,2}[./][0-9]{2,4},?[ \t])?"
    r"[0-9]{1,2}[:.h][0-9]{2}(?::[0-9]{2})?(?:[ \t]*[AaPp]\.?[Mm]\.?)?[\])]?[ \t]*[-–|]?[ \t]*"  # noqa: RUF001
    r"|<[^<>\n]{1,24}>[ \t]*)"
)
# A remark of a few words after the question's mark (`PW für die Fährkasse? kp mehr`).
_REMARK = r"(?:[ \t]+[^\s?]{1,12}){0,3}"
# After a password label (or "wifi"): the rest of the question, the next line's stamp, the value.
_ANSWER_RE = re.compile(
    r"[^\n?]{0,40}\?" + _REMARK + r"[ \t]*\r?\n[ \t]*" + _STAMP + r"+"
    r"(?:[^\W\d_][\w.\- ]{0,20}:[ \t]*)?(?P<pw>[^\s'\"<>]{8,64})"
)
_WIFI_RE = re.compile(r"(?i:wi-?fi|wlan)")  # (and German's and Spanish's `WLAN`)
_TRAILING = ".,;:)!?"
_NOT_A_PASSWORD_RE = re.compile(r"v?\d+(?:[.\-]\d+)+[\w.\-]*|\d{2,4}[\-/.:]\d.*|.*://.*|.*@.*")
_DIGIT_RE = re.compile(r"\d")
_MIXED_MIN = 10
_SWITCHES, _LETTERS = 4, 12
_LETTER_RE = re.compile(r"[^\W\d_]")


def _answer_shaped(pw: str) -> bool:
    """A password's look, read leniently after a question that named one."""
    if password_shaped(pw) or (len(pw) >= _MIXED_MIN and has_classes(pw, 3)):
        return True  # (or three kinds of character without a digit: `%cyiBJ&bLIAGYdz`)
    if random_letters(pw, switches=_SWITCHES, least=_LETTERS):
        return True  # (or letters alone whose cases switch at random: `aHVQEqgyjmAfEH`)
    return (
        _NOT_A_PASSWORD_RE.fullmatch(pw) is None
        and len(_DIGIT_RE.findall(pw)) >= 2
        and _LETTER_RE.search(pw) is not None
        and has_classes(pw, 2)
    )


def _answered(text: str) -> Iterator[Span]:
    gates = [gate.start() for gate in _GATE_RE.finditer(text)]
    if not gates:  # (beyond ASCII the first look cannot tell)
        return
    # The labels before a question's mark on its line (the scrubber's label search, kept).
    ends = [kw.end() for kw in label_matches(text) if label_kind(kw.group("label")) == "password"]
    ends += [m.end() for m in _WIFI_RE.finditer(text)]
    for end in ends:
        if not any(end <= at and "\n" not in text[end:at] for at in gates):
            continue
        m = _ANSWER_RE.match(text, end)
        if m is None:
            continue
        pw = m.group("pw").rstrip(_TRAILING)
        if is_label_value(pw) and _answer_shaped(pw):
            yield m.start("pw"), m.start("pw") + len(pw), "password_assignment"


# The question's end and the start of the next line's time or speaker: cheaper than the
# labels, and ASCII (the first look reads it in any text).
_GATE_RE = re.compile(r"\?" + _REMARK + r"[ \t]*\r?\n[ \t]*(?:[\[(]?[0-9]|<)")

FAMILIES = (Family("chat_answered", _GATE_RE, _answered),)
