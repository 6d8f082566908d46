"""China's organization code (组织机构代码), which `python-stdnum` has no module for.

Part of the scrubber (`memories.redaction`); pure. Read as `ids` reads a company's number (its
names in `NAMES`, an ``is_valid`` that checks it, by its own names only): eight digits or
capitals, a dash or none, and a check character. The check is public: the eight characters'
values (a digit its own, a capital 10 to 35) times 3, 7, 9, 10, 5, 8, 4, 2, summed; eleven less
that modulo 11, written `X` for 10 and `0` for 11.
"""

from __future__ import annotations

import re

__all__ = ["NAMES", "is_valid"]

NAMES = ("组织机构代码", "組織機構代碼", "组织机构代码证", "organization code", "organisation code")
_CODE_RE = re.compile(r"([0-9A-Z]{8})-?([0-9X])")
_WEIGHTS = (3, 7, 9, 10, 5, 8, 4, 2)


def is_valid(number: str) -> bool:
    """Whether ``number`` (`99342129-8`) has a valid check character."""
    m = _CODE_RE.fullmatch(re.sub(r"\s", "", number))
    if m is None or not any(c.isdigit() for c in m.group(1)):
        return False
    total = sum(int(c, 36) * w for c, w in zip(m.group(1), _WEIGHTS, strict=True))
    check = 11 - total % 11
    return m.group(2) == {10: "X", 11: "0"}.get(check, str(check))
