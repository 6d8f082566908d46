"""Iran's national code (`کد ملی`, *code melli*), which `python-stdnum` has no module for.

Part of the scrubber (`memories.redaction`); pure. Read as `ids` reads stdnum's modules (its
names in `NAMES`, an ``is_valid`` that checks the number): ten digits (`919-324486-1`), the last
a check digit. The check is public: the first nine digits weighted 10 down to 2, summed, modulo
11; a remainder under 2 is the check digit itself, any other is 11 less it. A run of one digit
repeated (`1111111111`) is no code.
"""

from __future__ import annotations

import re

__all__ = ["NAMES", "is_valid"]

NAMES = (
    "code melli",
    "kod melli",
    "code meli",
    "shomare melli",
    "shomareh melli",
    "Iranian national code",
    "کد ملی",
    "کدملی",
    "شماره ملی",
)
_DIGITS_RE = re.compile(r"\d{10}")


def is_valid(number: str) -> bool:
    """Whether ``number`` (`9193244861`, dashes and spaces allowed) has a valid check digit."""
    compact = re.sub(r"[\s\-]", "", number)
    if _DIGITS_RE.fullmatch(compact) is None or len(set(compact)) == 1:
        return False
    remainder = sum(int(d) * w for d, w in zip(compact[:9], range(10, 1, -1), strict=True)) % 11
    check = remainder if remainder < 2 else 11 - remainder
    return int(compact[9]) == check
