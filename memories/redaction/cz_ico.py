"""The Czech and Slovak identification number of a person in business or an organisation (IČO),
which `python-stdnum` has no module for.

Part of the scrubber (`memories.redaction`); pure. Read as `ids` reads a company's number (its
names in `NAMES`, an ``is_valid`` that checks it, by its own names only): eight digits. The check
is public: the first seven digits times 8 down to 2, summed; eleven less that modulo 11, modulo
10, is the last digit. A sole trader's IČO names the person.
"""

from __future__ import annotations

import re

__all__ = ["NAMES", "is_valid"]

NAMES = ("IČO", "ICO", "IČ", "identifikační číslo osoby", "identifikačné číslo organizácie")
_ICO_RE = re.compile(r"\d{8}")


def is_valid(number: str) -> bool:
    """Whether ``number`` (`10440160`, spaces allowed) has a valid check digit."""
    digits = re.sub(r"\s", "", number)
    if _ICO_RE.fullmatch(digits) is None:
        return False
    total = sum(int(d) * w for d, w in zip(digits[:7], range(8, 1, -1), strict=True))
    return (11 - total % 11) % 10 == int(digits[7])
