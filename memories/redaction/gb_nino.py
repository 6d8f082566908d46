"""The United Kingdom's National Insurance numbers (NINO), which `python-stdnum` has no module
for.

Part of the scrubber (`memories.redaction`); pure. Read as `ids` reads stdnum's modules (its
names in `NAMES`, an ``is_valid`` that checks the number). A NINO has no check digit, but its
shape is narrow and public: two prefix letters (never D, F, I, Q, U or V, the second never O;
never the prefixes BG, GB, KN, NK, NT, TN, ZZ), six digits and a suffix A to D. Without a check,
it counts only after one of its own names (`ids` asks a general id word for a check digit).
"""

from __future__ import annotations

import re

__all__ = ["NAMES", "is_valid"]

NAMES = (
    "NINO",
    "NI number",
    "NI no",
    "National Insurance number",
    "National Insurance no",
    # (Scottish Gaelic's and Welsh's: `àireamh Àrachas Nàiseanta`, `rhif Yswiriant Gwladol`)
    "Àrachas Nàiseanta",
    "Àrachais Nàiseanta",
    "Yswiriant Gwladol",
)
_NINO_RE = re.compile(r"([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z])\d{6}[A-D]")
_NEVER = frozenset({"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"})


def is_valid(number: str) -> bool:
    """Whether ``number`` (`QQ 12 34 56 C`, spaces allowed) has a NINO's shape."""
    compact = re.sub(r"\s", "", number).upper()
    m = _NINO_RE.fullmatch(compact)
    return m is not None and m.group(1) not in _NEVER
