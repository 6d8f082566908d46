"""A prescriber's registration number with the US Drug Enforcement Administration (the DEA
number), which `python-stdnum` has no module for.

Part of the scrubber (`memories.redaction`); pure. Read as `ids` reads a company's number (its
names in `NAMES`, an ``is_valid`` that checks it, by its own names only): two letters, then seven
digits (`BE1824615`). The check is public: the first, third and fifth digits summed, plus twice
the second, fourth and sixth; the last digit of that sum is the seventh. The number names the
doctor, nurse or pharmacy it was issued to, and opens orders of controlled drugs.
"""

from __future__ import annotations

import re

__all__ = ["NAMES", "is_valid"]

NAMES = ("DEA", "DEA number", "DEA registration", "DEA registration number", "DEA no")
# (the first letter the registrant's kind: A, B, F, G for practitioners and pharmacies, M for
# mid-level practitioners, P to U for distributors; the second the surname's initial, or 9)
_DEA_RE = re.compile(r"[A-Za-z][A-Za-z9]\d{7}")


def is_valid(number: str) -> bool:
    """Whether ``number`` (`BE1824615`) is two letters and seven digits whose check holds."""
    value = number.strip()
    if _DEA_RE.fullmatch(value) is None:
        return False
    digits = [int(d) for d in value[2:]]
    total = digits[0] + digits[2] + digits[4] + 2 * (digits[1] + digits[3] + digits[5])
    return total % 10 == digits[6]
