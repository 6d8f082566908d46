"""Sri Lanka's national identity card number (the NIC), which `python-stdnum` has no module for.

Part of the scrubber (`memories.redaction`); pure. Read as `ids` reads stdnum's modules (its
names in `NAMES`, an ``is_valid`` that takes the number): the old card's two digits of the birth
year, three of the day of the year (500 added for a woman: 001-366 or 501-866), four digits and
a `V` or an `X` (`802311877V`); the new card's four digits of the year and the same day, then five
digits (`198023101877`). Nothing public checks the last digits, so it is read only after one of
its names or a word for an identity number in general (`NIC`).
"""

from __future__ import annotations

import re

__all__ = ["NAMES", "is_valid"]

NAMES = (
    "NIC",
    "Sri Lankan NIC",
    "NIC number",
    "National Identity Card number",
    "hendunumpath",
    "jathika hendunumpatha",
    "ජාතික හැඳුනුම්පත",
    "හැඳුනුම්පත",
    "அடையாள அட்டை",
    "தேசிய அடையாள அட்டை",
)
_OLD_RE = re.compile(r"(\d{2})(\d{3})\d{4}[VvXx]")
_NEW_RE = re.compile(r"(19\d{2}|20[0-2]\d)(\d{3})\d{5}")


def _day(digits: str) -> bool:
    day = int(digits)
    return 1 <= day <= 366 or 501 <= day <= 866


def is_valid(number: str) -> bool:
    """Whether ``number`` (`802311877V`, `198023101877`) has the card's shape and a day of the
    year (a woman's, 500 more) where its day stands."""
    compact = re.sub(r"[\s\-]", "", number)
    m = _OLD_RE.fullmatch(compact) or _NEW_RE.fullmatch(compact)
    return m is not None and _day(m.group(2))
