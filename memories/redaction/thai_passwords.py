# ruff: noqa: RUF001  (Thai's words are this file's data)
"""A password after the word Thai texting uses for one: `รหัส` ("code", which Thai chat says of
any password) or the loan `พาส`, what it is for glued on as Thai writes it, then its "is", a colon,
a bracket or a space (`รหัสคอมตี้ลานไม้สัก (…)`, `รหัสเข้าเครื่องบัญชีเปลี่ยนเป็น …`, `ไอดี … รหัส …`,
`พาสคือ …`); or a word and a number dictated after "the word" (`รหัสคือคำว่า … ตามด้วย …`).

Part of the scrubber (`memories.redaction`); pure. `code_stems` reads `รหัส` before digits alone,
as a door's code; here the value is a password: it reads as made up (`logins.reads_as_made_up`),
or it is capitals and digits in groups (`FVM240-712788`), or digits alone of four to sixteen. A
code of something that is no secret (a postcode, a parcel, a branch: `pins.THAI_HARMLESS`) keeps
its value, and so does `พาสปอร์ต` (a passport).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span
from memories.redaction.logins import reads_as_made_up
from memories.redaction.pins import THAI_HARMLESS

__all__ = ["FAMILIES"]

_WORD = r"(?:รหัส(?:ผ่าน)?|พาส(?:เวิร์ด|เวิด)?(?!ปอร์ต))"
# What it is for, glued on (Thai writes no space), perhaps a name in Latin letters after a space.
_FOR = r"(?P<for>[\u0e00-\u0e7f]{0,40}?)(?:[ \t]+[A-Za-z][\w.\-]{0,30})?"
# Its "is" (`คือ`, `เป็น`, Northern Thai's `เป๋น`, "changed to" `เปลี่ยนเป็น`), a colon, a bracket,
# or a space.
_IS = r"(?:[ \t]*(?:เปลี่ยนเป็น|คือ|เป็น|เป๋น|แม่น)[ \t]*|[ \t]*[:：][ \t]*|[ \t]*\((?=[!-~]{4,64}\))|[ \t]+)"
_VALUE = r"(?P<v>[!-~]{4,64}?)(?=[)]|[ \t]|$|[\u0e00-\u0e7f])"
_PASSWORD_RE = re.compile(_WORD + _FOR + _IS + _VALUE, re.MULTILINE)
# "The word …", then "followed by" or "and then" and the number (`คำว่า … ตามด้วย 3832`).
_SAID_RE = re.compile(
    _WORD + _FOR + r"(?:คือ|เป็น|เป๋น)[ \t]*คำว่า[ \t]*"
    r"(?P<v>[A-Za-z]{3,24}[ \t]*(?:ตามด้วย|แล้วก็|แล้วก่|แล้ว)[ \t]*\d{2,8})(?!\d)"
)
_HARMLESS_RE = re.compile(THAI_HARMLESS)
_GROUPS_RE = re.compile(
    r"(?=[A-Z0-9\-]*[A-Z])(?=[A-Z0-9\-]*\d)[A-Z0-9]{2,12}(?:-[A-Z0-9]{2,12}){1,3}"
)
_DIGITS_RE = re.compile(r"\d{4,16}")


def _secret(value: str) -> bool:
    return (
        reads_as_made_up(value)
        or _GROUPS_RE.fullmatch(value) is not None
        or _DIGITS_RE.fullmatch(value) is not None
    )


def _harmless(text: str, m: re.Match[str]) -> bool:
    """Whether what the code is of, glued before the word or after it, is no secret's."""
    before = text[max(0, m.start() - _BEFORE) : m.start()]
    return _HARMLESS_RE.search(before + m.group("for")) is not None


_BEFORE = 20  # (Thai characters read before the word: `ไปรษณีย์` glued before `รหัส`)


def _thai_passwords(text: str) -> Iterator[Span]:
    for m in _SAID_RE.finditer(text):
        if not _harmless(text, m):
            yield m.start("v"), m.end("v"), "password_assignment"
    for m in _PASSWORD_RE.finditer(text):
        value = m.group("v").rstrip(".,!")
        if not _harmless(text, m) and _secret(value):
            yield m.start("v"), m.start("v") + len(value), "password_assignment"


FAMILIES = (Family("thai_password", re.compile(r"รหัส|พาส"), _thai_passwords),)
