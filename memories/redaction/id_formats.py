"""National and tax numbers written in their own country's grouping, whatever the label's language.

Part of the scrubber (`memories.redaction`); pure. `ids` knows an id by a name before it; a
writer in a language no list has still writes the number as its country prints it: Thailand's
`6-8678-65876-26-4`, Belgium's `66.03.19-304.48`, France's `2 95 10 99 126 111 93`. python-stdnum's
modules show that grouping in their own examples (``format``'s output); a number written in one
module's grouping that the module validates by a check digit (the number with its last digit
changed fails) is that id, after any word on its line that names no other number (an order's,
a phone's). Only distinctive groupings count: three groups or more, nine digits or more, not all
of one length (`1234 5678 9012` could be anything), one of three digits or more, none a phone
number's (`943 476 5870`).
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from functools import cache

from memories.redaction import ids
from memories.redaction.family import Family, Span

__all__ = ["FAMILIES", "groupings"]

_FORMAT_RE = re.compile(r">>> format\('[^'\n]*'\)\n'(\d+(?:[ .\-/]\d+){2,})'\n")
_PARTS_RE = re.compile(r"\d+|[ .\-/]")
_RUN_RE = re.compile(r"(?<![\w.\-/+])[0-9]+(?:[ .\-/][0-9]+){2,7}(?![\w\-/]|[.,]\d)")
# Something on the line before the number that could name it (a word of any script).
_WORDS_BEFORE_RE = re.compile(r"[^\W\d_]{2,}[^\n]{0,60}\Z")
_MIN_DIGITS = 9
_LINE_REACH = 256  # (characters read back from a number for the words before it)
# Groupings phone numbers are written in (`943 476 5870`, `0412 345 678`, `03-1234-5678`,
# `601-234-56-78`): no id's alone.
_PHONE_LIKE = frozenset({(3, 3, 4), (4, 3, 3), (2, 4, 4), (3, 4, 4), (3, 3, 2, 2), (3, 3, 3)})


def _grouping(number: str) -> tuple[int | str, ...]:
    return tuple(len(p) if p.isdigit() else p for p in _PARTS_RE.findall(number))


@cache
def groupings() -> dict[tuple[int | str, ...], tuple[str, ...]]:
    """Each distinctive grouping of stdnum's examples and the personal or tax modules that
    print numbers in it."""
    catalogue = ids._read_catalogue()
    root = ids._stdnum_root()  # (the sources read as text: no module imported until needed)
    out: dict[tuple[int | str, ...], set[str]] = {}
    for name in sorted(set(catalogue[""]) | set(catalogue[ids._TAX])):
        if not name.startswith("stdnum."):
            continue
        _, country, stem = name.split(".")
        source = (root / country / f"{stem}.py").read_text(encoding="utf-8")
        for example in _FORMAT_RE.findall(source):
            grouping = _grouping(example)
            lengths = [p for p in grouping if isinstance(p, int)]
            if tuple(lengths) in _PHONE_LIKE:
                continue
            if sum(lengths) >= _MIN_DIGITS and len(set(lengths)) > 1 and max(lengths) >= 3:
                out.setdefault(grouping, set()).add(name)
    return {grouping: tuple(sorted(names)) for grouping, names in out.items()}


def _checked(value: str, modules: tuple[str, ...]) -> bool:
    changed = ids.last_digit_changed(value)
    for name in modules:
        module = importlib.import_module(name)
        if module.is_valid(value) and not module.is_valid(changed):
            return True
    return False


def _formatted_ids(text: str) -> Iterator[Span]:
    known = groupings()
    for m in _RUN_RE.finditer(text):
        modules = known.get(_grouping(m.group()))
        if modules is None:
            continue
        # (its line's last characters only: a word and sixty more is all the search reads, and a
        # long line read whole for each number took quadratic time)
        back = max(0, m.start() - _LINE_REACH)
        line = text[max(back, text.rfind("\n", back, m.start()) + 1) : m.start()]
        words = _WORDS_BEFORE_RE.search(line)
        if words is None or ids.names_another_number(words.group()):
            continue  # (past what the id is for: `Steuernummer … für die Rechnung: …`)
        if _checked(m.group(), modules):
            yield m.start(), m.end(), "national_id"


# Three groups in a row, one of three digits or more (as every grouping read has).
# (ASCII digits: the first look rules it out beyond ASCII too)
_GATE_RE = re.compile(
    r"[0-9]{3}[ .\-/][0-9]+[ .\-/][0-9]|[0-9][ .\-/][0-9]{3,}[ .\-/][0-9]"
    r"|[0-9][ .\-/][0-9]+[ .\-/][0-9]{3}"
)
FAMILIES = (Family("id_in_its_format", _GATE_RE, _formatted_ids, needs_digit=True),)
