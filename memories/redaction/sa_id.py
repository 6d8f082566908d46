"""Saudi Arabia's national id and residence permit (Iqama) numbers, which `python-stdnum` has no
module for.

Part of the scrubber (`memories.redaction`); pure. Read as `ids` reads stdnum's modules (its
names in `NAMES`, an ``is_valid`` that checks the number): ten digits, the first `1` for a
citizen or `2` for a resident, the last a check digit by the public Luhn rule.
"""

from __future__ import annotations

import re

from stdnum import luhn

__all__ = ["NAMES", "is_valid"]

NAMES = ("Iqama", "Iqama number", "Saudi ID", "Saudi national ID", "رقم الإقامة", "الإقامة")
_ID_RE = re.compile(r"[12]\d{9}")


def is_valid(number: str) -> bool:
    """Whether ``number`` (`1012345678`) is a citizen's or resident's number with a valid check."""
    digits = re.sub(r"[ \-]", "", number.strip())
    return _ID_RE.fullmatch(digits) is not None and luhn.is_valid(digits)
