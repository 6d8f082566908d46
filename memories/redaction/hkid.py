"""Hong Kong identity card numbers (HKID), which `python-stdnum` has no module for.

Part of the scrubber (`memories.redaction`); pure. Read as `ids` reads stdnum's modules (its
names in `NAMES`, an ``is_valid`` that checks the number): one or two capitals, six digits and a
check character, usually in brackets (`A123456(3)`). The check is public: each character's
value (a space before a single letter 36, a letter 10 for `A` to 35 for `Z`, a digit its own)
times its weight, 9 down to 2, summed; the check makes the sum with it a multiple of 11 (`A`
stands for 10).
"""

from __future__ import annotations

import re

__all__ = ["NAMES", "is_valid"]

# What people call it (`ids` reads these as an id's names; `身份證` alone is a general word).
NAMES = ("HKID", "HKIC", "Hong Kong identity card", "Hong Kong ID", "香港身份證")
_HKID_RE = re.compile(r"([A-Z]{1,2})(\d{6})[ ]?(?:\(([0-9A])\)|([0-9A]))")


def is_valid(number: str) -> bool:
    """Whether ``number`` (`A123456(3)`, `A1234563`, `AB987654(2)`) has a valid check."""
    m = _HKID_RE.fullmatch(number.strip())
    if m is None:
        return False
    letters, digits = m.group(1).rjust(2), m.group(2)
    check = m.group(3) or m.group(4)
    values = [36 if c == " " else ord(c) - ord("A") + 10 for c in letters]
    values += [int(d) for d in digits]
    total = sum(value * weight for value, weight in zip(values, range(9, 1, -1), strict=True))
    expected = (11 - total % 11) % 11
    return check == ("A" if expected == 10 else str(expected))
