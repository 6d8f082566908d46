"""Kazakhstan's individual identification numbers (ИИН, in Kazakh ЖСН), which `python-stdnum`
has no module for.

Part of the scrubber (`memories.redaction`); pure. Read as `ids` reads stdnum's modules (its
names in `NAMES`, an ``is_valid`` that checks the number): twelve digits, the holder's date of
birth `YYMMDD`, a digit for the century and sex (1 to 6), four of a serial and a check. The
check is public: the first eleven digits times 1 to 11, summed, modulo 11; when that is 10, the
same with the weights 3 to 11, 1, 2; a second 10 is no valid number.
"""

from __future__ import annotations

import re

__all__ = ["NAMES", "is_valid"]

NAMES = (
    "ИИН",
    "ЖСН",
    "IIN",
    "ZhSN",
    "жеке сәйкестендіру нөмірі",
    "индивидуальный идентификационный номер",
)
_IIN_RE = re.compile(r"\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])[1-6]\d{5}")


def is_valid(number: str) -> bool:
    """Whether ``number`` (`900101300012`, spaces allowed) has a valid date and check digit."""
    digits = re.sub(r"\s", "", number)
    if _IIN_RE.fullmatch(digits) is None:
        return False
    values = [int(d) for d in digits]
    check = sum(v * w for v, w in zip(values[:11], range(1, 12), strict=True)) % 11
    if check == 10:
        weights = [*range(3, 12), 1, 2]
        check = sum(v * w for v, w in zip(values[:11], weights, strict=True)) % 11
    return check != 10 and check == values[11]
