"""Taiwan's national identification numbers, which `python-stdnum` has no module for.

Part of the scrubber (`memories.redaction`); pure. Read as `ids` reads stdnum's modules (its
names in `NAMES`, an ``is_valid`` that checks the number): a letter for the place of
registration, nine digits, the first `1` or `2` (or `8`, `9` for residents), the last a check.
The check is public: the letter as two digits (`A` 10 … `Z` 33, in the registry's own order),
the first times 1 and the second times 9, the digits times 8 down to 1 and the check digit
itself, summed: a multiple of 10.
"""

from __future__ import annotations

import re

__all__ = ["NAMES", "is_valid"]

NAMES = ("Taiwan ID", "Taiwan national ID", "國民身分證", "統一證號")
_ID_RE = re.compile(r"([A-Z])([1289]\d{8})")
_LETTER_VALUES = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36), strict=True))


def is_valid(number: str) -> bool:
    """Whether ``number`` (`A123456789`) has a valid check digit."""
    m = _ID_RE.fullmatch(number.strip().upper())
    if m is None:
        return False
    value = _LETTER_VALUES[m.group(1)]
    digits = [int(d) for d in m.group(2)]
    total = value // 10 + (value % 10) * 9
    total += sum(d * w for d, w in zip(digits[:8], range(8, 0, -1), strict=True)) + digits[8]
    return total % 10 == 0
