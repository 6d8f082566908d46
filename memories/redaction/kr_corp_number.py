"""Korea's corporate registration number (법인등록번호), which `python-stdnum` has no module for.

Part of the scrubber (`memories.redaction`); pure. Read as `ids` reads a company's number (its
names in `NAMES`, an ``is_valid`` that checks it, by its own names only): thirteen digits, six
and seven joined by a dash or none. The check is public: the first twelve digits times 1 and 2 in
turn, summed; ten less that modulo 10 (0 for 10) is the last digit.
"""

from __future__ import annotations

import re

__all__ = ["NAMES", "is_valid"]

NAMES = ("법인등록번호", "법인 등록번호", "corporate registration number", "corp reg no")
_NUMBER_RE = re.compile(r"(\d{6})-?(\d{7})")


def is_valid(number: str) -> bool:
    """Whether ``number`` (`130111-3185386`) has a valid check digit."""
    m = _NUMBER_RE.fullmatch(re.sub(r"\s", "", number))
    if m is None:
        return False
    digits = [int(d) for d in m.group(1) + m.group(2)]
    total = sum(d * (1 + i % 2) for i, d in enumerate(digits[:12]))
    return (10 - total % 10) % 10 == digits[12]
