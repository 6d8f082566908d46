"""Zimbabwe's national registration numbers, which `python-stdnum` has no module for.

Part of the scrubber (`memories.redaction`); pure. Read as `ids` reads stdnum's modules (its
names in `NAMES`, an ``is_valid`` that checks the number): two digits for the district that
registered the person, six or seven of a serial, a check letter and two digits for the district of
origin (`63-8491605 N 07`, `63849160N07`). The check is public: the district's digits and the
serial read as one number, modulo 23, give the letter (`ZABCDEFGHJKLMNPQRSTVWXY`, `Z` for 0).
"""

from __future__ import annotations

import re

__all__ = ["NAMES", "is_valid"]

NAMES = (
    "national registration number",
    "national registration no",
    "ZW national registration",
    "Zimbabwe national ID",
    "Zimbabwean ID",
    "chitupa",
)
_ZW_RE = re.compile(r"(\d{2})-?(\d{6,7})-?([A-Z])-?(\d{2})")
_LETTERS = "ZABCDEFGHJKLMNPQRSTVWXY"


def is_valid(number: str) -> bool:
    """Whether ``number`` (`63-8491605 N 07`, spaces and dashes allowed) has a valid letter."""
    m = _ZW_RE.fullmatch(re.sub(r"\s", "", number))
    if m is None:
        return False
    return _LETTERS[int(m.group(1) + m.group(2)) % 23] == m.group(3)
