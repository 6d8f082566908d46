"""Japan's qualified invoice issuer's registration number (適格請求書発行事業者登録番号), which
`python-stdnum` reads only without its letter.

Part of the scrubber (`memories.redaction`); pure. Read as `ids` reads a company's number (its
names in `NAMES`, an ``is_valid`` that checks it, by its own names only): a `T` and the
thirteen digits of the issuer's corporate number (法人番号), whose first digit checks the other
twelve (`stdnum.jp.cn`). A sole trader's number names the person.
"""

from __future__ import annotations

import re

from stdnum.jp import cn

__all__ = ["NAMES", "is_valid"]

NAMES = ("適格請求書発行事業者登録番号", "インボイス登録番号", "invoice registration number")
_NUMBER_RE = re.compile(r"T[0-9]{13}")


def is_valid(number: str) -> bool:
    """Whether ``number`` (`T2422496337401`, spaces and dashes allowed) is a `T` and a valid
    corporate number."""
    compact = re.sub(r"[\s\-]", "", number)
    return _NUMBER_RE.fullmatch(compact) is not None and bool(cn.is_valid(compact[1:]))
