"""Russia's statistical register code (ОКПО) of an organisation or a sole trader, which
`python-stdnum` has no module for.

Part of the scrubber (`memories.redaction`); pure. Read as `ids` reads a company's number (its
names in `NAMES`, an ``is_valid`` that checks it, by its own names only): eight digits for an
organisation, ten for a sole trader. The check is public: the digits before the last times 1,
2, 3, … (after 10, 1 again), summed, modulo 11; where that is 10, the same with the weights
from 3; where that is 10 again, 0.
"""

from __future__ import annotations

import re

__all__ = ["NAMES", "is_valid"]

NAMES = ("ОКПО", "OKPO", "код ОКПО")
_OKPO_RE = re.compile(r"\d{8}|\d{10}")


def _remainder(digits: str, first: int) -> int:
    return sum(int(d) * ((i + first - 1) % 10 + 1) for i, d in enumerate(digits)) % 11


def is_valid(number: str) -> bool:
    """Whether ``number`` (`77161179`, spaces allowed) has a valid check digit."""
    digits = re.sub(r"\s", "", number)
    if _OKPO_RE.fullmatch(digits) is None:
        return False
    check = _remainder(digits[:-1], 1)
    if check == 10:
        check = _remainder(digits[:-1], 3) % 10
    return check == int(digits[-1])
