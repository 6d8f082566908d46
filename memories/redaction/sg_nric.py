"""Singapore NRIC and FIN numbers, which `python-stdnum` has no module for.

Part of the scrubber (`memories.redaction`); pure. Read as `ids` reads stdnum's modules (its
names in `NAMES`, an ``is_valid`` that checks the number): a prefix letter (`S`, `T` for
citizens and permanent residents, `F`, `G` for foreigners), seven digits and a check letter. The
check is public: the digits times 2, 7, 6, 5, 4, 3, 2, summed (plus 4 after `T` or `G`),
modulo 11, read in the prefix's table of letters.
"""

from __future__ import annotations

import re

__all__ = ["NAMES", "is_valid"]

NAMES = ("NRIC", "Singapore NRIC", "Singapore IC", "FIN number")
_NRIC_RE = re.compile(r"([STFG])(\d{7})([A-Z])")
_WEIGHTS = (2, 7, 6, 5, 4, 3, 2)
_LETTERS = {"S": "JZIHGFEDCBA", "T": "JZIHGFEDCBA", "F": "XWUTRQPNMLK", "G": "XWUTRQPNMLK"}


def is_valid(number: str) -> bool:
    """Whether ``number`` (`S1234567D`) has a valid check letter."""
    m = _NRIC_RE.fullmatch(number.strip().upper())
    if m is None:
        return False
    prefix, digits, check = m.groups()
    total = sum(int(d) * w for d, w in zip(digits, _WEIGHTS, strict=True))
    total += 4 if prefix in "TG" else 0
    return _LETTERS[prefix][total % 11] == check
