"""The United Arab Emirates' identity card numbers (Emirates ID), which `python-stdnum` has no
module for.

Part of the scrubber (`memories.redaction`); pure. Read as `ids` reads stdnum's modules (its
names in `NAMES`, an ``is_valid`` that checks the number): fifteen digits, usually grouped
`784-YYYY-NNNNNNN-C`: the country's code 784, the holder's year of birth, a serial and a check
digit by the public Luhn rule over all fifteen.
"""

from __future__ import annotations

import re

from stdnum import luhn

__all__ = ["NAMES", "is_valid"]

# (`ids` reads these as the id's names, a metadata key's words too: `emirates_id`)
NAMES = (
    "Emirates ID",
    "Emirates identity card",
    "EIDA",
    "EID",
    "الهوية الإماراتية",
    "رقم الإمارات",
)
_EID_RE = re.compile(r"784[ \-]?((?:19|20)\d\d)[ \-]?\d{7}[ \-]?\d")


def is_valid(number: str) -> bool:
    """Whether ``number`` (`784-1990-1234567-1`) has the country's code and a valid check."""
    if _EID_RE.fullmatch(number.strip()) is None:
        return False
    return luhn.is_valid(re.sub(r"[ \-]", "", number))
