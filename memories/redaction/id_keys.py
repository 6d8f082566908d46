"""An id under a key that names it, in any case: `idno: …`, `"cnpj": "…"`, `supplierCnpj=…`.

Part of the scrubber (`memories.redaction`); pure. `ids` reads an id after its name as people
write it (`IDNO`, `CNPJ`: an acronym in capitals); a config, a query string or JSON written as
text names it in a key of any case, perhaps after its owner's word (`company_idno`). The key's
last words name the id when they are one of `ids`' names (three letters or more); the value goes
when the named modules take it by its check digit (a key is short: the digit must hold).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span
from memories.redaction.ids import id_by_name

__all__ = ["FAMILIES"]

# The value after a key's sign (read from the sign: few positions of a text hold one), then the
# key right before the sign.
_VALUE_RE = re.compile(
    r"[:=][ \t]*[\"']?(?P<v>[A-Z]{0,4}[\- ]?\d(?:[\d.\-/ ]{0,30}[\dA-Z])?)(?![\w\-])"
)
_KEY_RE = re.compile(r"(?<![\w\-.])(?P<key>[A-Za-z][A-Za-z0-9_\-]{1,40})[\"']?[ \t]*\Z")
_CAMEL_RE = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_MIN_DIGITS = 6


def _keyed_ids(text: str) -> Iterator[Span]:
    for m in _VALUE_RE.finditer(text):
        value = m.group("v").strip()
        if sum(c.isdigit() for c in value) < _MIN_DIGITS:
            continue
        key = _KEY_RE.search(text, max(0, m.start() - 44), m.start())
        if key is None:
            continue
        parts = _CAMEL_RE.sub("_", key.group("key")).replace("-", "_").split("_")
        ends = (" ".join(parts[i:]) for i in range(len(parts)))
        if any(len(end) >= 3 and id_by_name(end, value, checked=True) for end in ends):
            yield m.start("v"), m.start("v") + len(value), "national_id"


# (Its gate, the sign and the value's start: a key's pattern would cost the first look's automaton.)
_GATE_RE = re.compile(r"[:=][ \t]*[\"']?[A-Z]{0,4}[\- ]?\d")
FAMILIES = (Family("id_key", _GATE_RE, _keyed_ids, needs_digit=True, hint=_GATE_RE),)
