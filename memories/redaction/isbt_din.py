"""Blood donation identification numbers (ISBT 128's DIN), which `python-stdnum` reads only as
a check.

Part of the scrubber (`memories.redaction`); pure. Read as `ids` reads stdnum's modules (its
names in `NAMES`, an ``is_valid`` that checks the number): a donation's number names its donor to
whoever holds the blood service's records. A capital and four digits for the collecting facility,
two for the year, six of a serial, then a check character (`W9842 31 033704 Q`). The check is
public: ISO 7064 MOD 37-2 over the thirteen characters (`stdnum.iso7064.mod_37_2`).
"""

from __future__ import annotations

import re

from stdnum.iso7064 import mod_37_2

__all__ = ["NAMES", "is_valid"]

NAMES = (
    "ISBT donation number",
    "ISBT DIN",
    "donation identification number",
    "blood donation number",
    "donation number",
)
_DIN_RE = re.compile(r"([A-Z]\d{4}\d{2}\d{6})([0-9A-Z*])")


def is_valid(number: str) -> bool:
    """Whether ``number`` (`W9842 31 033704 Q`, spaces allowed) has a valid check character."""
    m = _DIN_RE.fullmatch(re.sub(r"\s", "", number))
    return m is not None and mod_37_2.calc_check_digit(m.group(1)) == m.group(2)
