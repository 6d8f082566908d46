"""Brazil's national health card number (Cartão Nacional de Saúde, the SUS card's CNS), which
`python-stdnum` has no module for.

Part of the scrubber (`memories.redaction`); pure. Read as `ids` reads stdnum's modules (its
names in `NAMES`, an ``is_valid`` that checks the number): fifteen digits, usually grouped `3 4 4
4` (`898 0012 3456 7891`), the first 1 or 2 (a number built on the holder's PIS) or 7, 8 or 9 (a
provisional one). The check is public: each digit times 15 down to 1, summed, is a multiple of
11.
"""

from __future__ import annotations

import re

__all__ = ["NAMES", "is_valid"]

# (`ids` reads these as the id's names, a metadata key's words too: `cns`, `cartao_sus`)
NAMES = (
    "CNS",
    "cartão do SUS",
    "cartão SUS",
    "cartao do SUS",
    "cartao SUS",
    "Cartão Nacional de Saúde",
    "Cartao Nacional de Saude",
)
_CNS_RE = re.compile(r"[12789]\d{2}[ .\-]?\d{4}[ .\-]?\d{4}[ .\-]?\d{4}")


def is_valid(number: str) -> bool:
    """Whether ``number`` (`898 0012 3456 7891`) has fifteen digits whose weighted sum holds."""
    if _CNS_RE.fullmatch(number.strip()) is None:
        return False
    digits = re.sub(r"\D", "", number)
    return sum(int(d) * (15 - i) for i, d in enumerate(digits)) % 11 == 0
