"""Madagascar's national identity card number (the CIN, `karapanondro` in Malagasy), which
`python-stdnum` has no module for.

Part of the scrubber (`memories.redaction`); pure. Read as `ids` reads stdnum's modules (its
names in `NAMES`, an ``is_valid`` that takes the number): twelve digits, usually in groups of
three (`301 885 712 157`), the first the former province's (1 to 6). The number has no check
digit, so it is read only after one of its names.
"""

from __future__ import annotations

import re

__all__ = ["NAMES", "is_valid"]

# (`ids` reads these as the id's names, a metadata key's words too: `cin`)
NAMES = (
    "CIN",
    "karapanondro",
    "kara-panondro",
    "laharan'ny karapanondro",
    "karatra panondro",
)
_CIN_RE = re.compile(r"[1-6]\d{2}(?:[ .\-]?\d{3}){3}")


def is_valid(number: str) -> bool:
    """Whether ``number`` (`301 885 712 157`) is twelve digits, the first a province's."""
    return _CIN_RE.fullmatch(number.strip()) is not None
