"""Passport numbers, after a word for a passport in any language.

Part of the scrubber (`memories.redaction`); pure. Read as `ids` reads stdnum's modules (its
names in `NAMES`, an ``is_valid``). A passport number has no public check digit in most
countries, so it is taken as a class: six to nine capitals and digits, at least six of them
digits, written without groups (`X12345678`, `123456789`), after one of these names (a general
id word asks for a check digit, so never counts it); a date (`20310415`) is no passport number.
See docs/security.md.
"""

from __future__ import annotations

import re

__all__ = ["NAMES", "is_valid"]

NAMES = (
    "passport", "passport no", "passport number", "passport #", "pasaporte", "número de pasaporte",
    "passeport", "numéro de passeport", "Reisepass", "Reisepassnummer", "Passnummer",
    "passaporto", "passaporte", "paspoort", "paspoortnummer", "paszport", "numer paszportu",
    "pasaport", "pasaport no", "passinumero", "passnummer", "passnumret", "cestovní pas", "útlevél",
    "паспорт", "загранпаспорт", "загран", "загранник", "zagranpasport", "паспорт №", "جواز السفر", "رقم الجواز", "דרכון",
    "护照", "护照号码", "護照", "パスポート", "旅券番号", "여권", "여권번호", "หนังสือเดินทาง",
    "hộ chiếu", "pasipoti", "pasipota", "pasipaoro", "yeogwon", "yeogwon beonho",
)  # fmt: skip
_PASSPORT_RE = re.compile(r"[A-Z0-9]{6,9}")
_DATE_RE = re.compile(r"(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])")


def is_valid(number: str) -> bool:
    """Whether ``number`` (`X12345678`) is shaped as a passport number."""
    value = number.strip()
    if _PASSPORT_RE.fullmatch(value) is None or _DATE_RE.fullmatch(value):
        return False
    return sum(c.isdigit() for c in value) >= 6
