# ruff: noqa: RUF001, RUF003  (ids of other scripts are what this file reads)
"""National, social-security and business numbers known by their own name and printed shape.

Part of the scrubber (`memories.redaction`); pure. Many countries' numbers have a name people
write as is in any language (`SNILS`, `СНИЛС`, `SSS`, `PhilHealth`, `Ghana Card`, `BPJS`, a
Canadian `BN`) and a printed shape of their own: Russia's SNILS `NNN-NNN-NNN NN` (with its check
number), the Philippines' SSS `NN-NNNNNNN-N` and PhilHealth `NN-NNNNNNNNN-N`, Ghana's card
`GHA-NNNNNNNNN-N`, Indonesia's BPJS card thirteen digits from `000`, Canada's business number
nine digits (a Luhn check) and its program account (`RT0001`). `_TABLE` holds one row per id:
the words for it (None where the shape alone says it), the value's shape and a check, so the
next country is one row. The name counts on the value's line, a few words before it, also as a
table cell (`SNILS | …`) or a JSON key (`"snils": "…"`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import NamedTuple

from stdnum.ca import bn
from stdnum.tn import mf
from stdnum.tw import ubn

from memories.redaction.family import Family, Span

__all__ = ["FAMILIES", "named_id"]


def _snils(value: str) -> bool:
    digits = [int(c) for c in value if c.isdigit()]
    if len(digits) != 11:
        return False
    total = sum(d * (9 - i) for i, d in enumerate(digits[:9]))
    check = total % 101 % 100
    return check == digits[9] * 10 + digits[10]


def _business_number(value: str) -> bool:
    return bool(bn.is_valid(value[:9]))


def _any(value: str) -> bool:
    return True


def _tax_key(value: str) -> bool:
    return bool(mf.is_valid(value))


def _ubn(value: str) -> bool:
    return bool(ubn.is_valid(value))


class _Id(NamedTuple):
    name: re.Pattern[str] | None  # words for it on the line before (None: the shape is enough)
    check: Callable[[str], bool]


def _words(pattern: str) -> re.Pattern[str]:
    return re.compile(rf"(?i:(?<![^\W\d_])(?:{pattern})(?![^\W\d_]))")


_INDIAN_STATES = frozenset((
    "AN", "AP", "AR", "AS", "BR", "CG", "CH", "DD", "DL", "DN", "GA", "GJ", "HP", "HR", "JH", "JK",
    "KA", "KL", "LA", "LD", "MH", "ML", "MN", "MP", "MZ", "NL", "OD", "OR", "PB", "PY", "RJ", "SK",
    "TN", "TR", "TS", "UK", "UA", "UP", "WB",
))  # fmt: skip

# (the group's name in `_VALUE_RE` → the id)
_TABLE: dict[str, _Id] = {
    "snils": _Id(_words(r"snils|снилс|СНИЛС"), _snils),
    "sss": _Id(_words(r"sss"), _any),
    "philhealth": _Id(_words(r"phil\s?health|phic"), _any),
    "ghana": _Id(None, _any),
    "bpjs": _Id(_words(r"bpjs"), _any),
    "bn": _Id(
        _words(r"bn|business\s+n(?:o|umber)|num[ée]ro\s+d.entreprise|cra|gst|hst"), _business_number
    ),
    # Tunisia's matricule fiscal: whole (`1234567/A/B/C/000`) its shape says it; its key alone
    # (`1234567A`) after its name.
    "mf": _Id(None, _tax_key),
    "mf_key": _Id(_words(r"mf|matricule|fiscal|tax\s+id|معرف\s+جبائي|المعرف\s+الجبائي"), _tax_key),
    # Taiwan's unified business number (eight digits, a check) after its name or the country's.
    "ubn": _Id(
        _words(r"ubn|統一編號|統編|unified(?:\s+business)?|taiwan\w*|臺灣|台灣|營利事業"), _ubn
    ),
    # A health-insurance policy's sixteen digits (Russia's OMS) after a word for a policy.
    "policy": _Id(
        re.compile(r"(?i:(?<![^\W\d_])(?:pol[iy]s|pol[ií]c|p[óo]li[sz]|полис|омс|oms|даат|страх))"),
        _any,
    ),
    # Mongolia's register number: two Cyrillic capitals, a birth date (months past 20 for the
    # years from 2000), two digits.
    "mn_register": _Id(None, _any),
    # French Polynesia's DN (the CPS's seven digits) after its name.
    "dn": _Id(_words(r"dn|cps"), _any),
    # India's driving licence: its state's code, its office's two digits, the year issued and
    # seven digits (`GJ12 20110019467`); the shape with a state's code is enough.
    "in_licence": _Id(None, lambda value: value[:2] in _INDIAN_STATES),
    # Korea's driving licence (`14-10-083705-20`) and Ukraine's register number (УНЗР: a birth
    # date, a dash, five digits) after their names.
    "kr_licence": _Id(re.compile(r"운전면허|면허번호|(?i:driver'?s?\s+licen[cs]e)"), _any),
    "ua_unzr": _Id(_words(r"унзр|unzr|запис\w*\s+в\s+реєстрі"), _any),
    # Japan's residence card: two capitals, eight digits, two capitals, after its name.
    "jp_residence": _Id(_words(r"在留カード(?:番号)?|residence\s+card|zairy[uū]\s+card"), _any),
}
_VALUE_RE = re.compile(
    r"(?<![\w\-+.,/])(?:"
    r"(?P<snils>[0-9]{3}-[0-9]{3}-[0-9]{3}[ \-][0-9]{2})"
    r"|(?P<sss>[0-9]{2}-[0-9]{7}-[0-9])"
    r"|(?P<philhealth>[0-9]{2}-[0-9]{9}-[0-9])"
    r"|(?P<ghana>GHA-[0-9]{9}-[0-9])"
    r"|(?P<bpjs>000[0-9]{10})"
    r"|(?P<bn>[0-9]{9} ?R[CMPRTZ][0-9]{4})"
    r"|(?P<mf>[0-9]{7}/[A-Z]/[A-Z]/[A-Z]/[0-9]{3})"
    r"|(?P<mf_key>[0-9]{7}/?[A-Z])"
    r"|(?P<ubn>[0-9]{8})"
    r"|(?P<policy>[0-9]{16}|[0-9]{4} [0-9]{4} [0-9]{4} [0-9]{4})"
    r"|(?P<mn_register>[А-ЯЁӨҮ]{2}[0-9]{2}(?:0[1-9]|1[0-2]|2[1-9]|3[0-2])(?:0[1-9]|[12][0-9]|3[01])"
    r"[0-9]{2})"
    r"|(?P<dn>[0-9]{7})"
    r"|(?P<in_licence>[A-Z]{2}[0-9]{2}[ \-]?(?:19|20)[0-9]{2}[0-9]{7})"
    r"|(?P<jp_residence>[A-Z]{2}[0-9]{8}[A-Z]{2})"
    r"|(?P<kr_licence>[0-9]{2}-[0-9]{2}-[0-9]{6}-[0-9]{2})"
    r"|(?P<ua_unzr>(?:19|20)[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])-[0-9]{5})"
    r")(?![\w\-/]|[.,][0-9])"
)
_BEFORE = 60  # (the most characters from the value back to the id's name)


# Every value holds a run of three digits or more; it starts there, or two Cyrillic letters,
# two digits and a dash, `GHA-`, a state's code and office or a licence's area and year before
# it (each run found by Python's quick scan for a digit,
# the value tried there).
_DIGITS_RE = re.compile(r"[0-9]{3,}")
_LEADS = (0, 2, 3, 4, 5, 6)


def _values(text: str) -> Iterator[re.Match[str]]:
    end = 0
    for run in _DIGITS_RE.finditer(text):
        for lead in _LEADS:
            if run.start() - lead >= end and (m := _VALUE_RE.match(text, run.start() - lead)):
                end = m.end()
                yield m
                break


def _named_ids(text: str) -> Iterator[Span]:
    for m in _values(text):
        kind = m.lastgroup
        if kind is None:
            continue
        row = _TABLE[kind]
        if row.name is not None:
            start = max(text.rfind("\n", 0, m.start()) + 1, m.start() - _BEFORE)
            if row.name.search(text, start, m.start()) is None:
                continue
        if row.check(m.group()):
            yield m.start(), m.end(), "national_id"


def named_id(name: str, value: str) -> bool:
    """Whether ``value`` is, by its shape and check, the id that ``name`` (a metadata key:
    `snils`, `sss_no`) names."""
    m = _VALUE_RE.fullmatch(value.strip())
    if m is None or m.lastgroup is None:
        return False
    row = _TABLE[m.lastgroup]
    return (row.name is None or row.name.search(name) is not None) and row.check(m.group())


# Every value's shape (ASCII digits: the first look rules it out beyond ASCII too).
_GATE_RE = re.compile(
    r"[0-9]{7}|[0-9]-[0-9]{7}|[0-9]{3}-[0-9]{3}-[0-9]{3}|[0-9]{4} [0-9]{4} [0-9]{4}"
    r"|[0-9]{2}-[0-9]{6}-[0-9]{2}"
)
FAMILIES = (Family("id_by_shape", _GATE_RE, _named_ids, needs_digit=True, hint=_GATE_RE),)
