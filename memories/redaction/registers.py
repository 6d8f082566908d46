# ruff: noqa: RUF001, RUF003  (words of other scripts are what this file reads)
"""A company's register number and a VAT number named by a word's root, in any language.

Part of the scrubber (`memories.redaction`); pure. `ids` reads a number after one of its own
names (`registrikood`, `KMKR`, `VAT number`); people also write the name in their own words
(`registry code`, `käibemaksukohustuslase number`, `Handelsregister-Nr.`, `n° TVA intracom`), a
compound or a translation no list has. Here the root of the word says what kind of number it is:

- a register's (`regist`, `rejestr`, `rekister`, `реестр`, …) with a word for a number or a code
  (`registry code`, `registrikood`, `Handelsregister-Nr.`): the number goes when a module of
  python-stdnum for a register's number (its text says so) validates it by its check digit (the
  number with its last digit changed fails);
- a tax's (`vat`, `tva`, `iva`, `moms`, `maks`, `steuer`, `налог`, …): a VAT number with its
  country's prefix (`EE107601959`), which stdnum's EU VAT rules validate by its check digit.

The root must stand at most a few words before the number, on its line.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from functools import cache
from types import ModuleType

from memories.redaction.family import Family, Span
from memories.redaction.ids import catalogue, last_digit_changed, names

__all__ = ["FAMILIES"]

# The roots of "register" (a trade or company register) in the languages of Europe and beyond.
_REGISTER_ROOTS = (
    r"regist|rejestr|rekist|regjist|regiszt|registr|r[ée]gistr|реестр|регистр|регістр|рэгістр"
    r"|μητρώ|mητρώ|sicil|kvk|kbo|cvr|krs|siren|siret|handelsreg|firmenbuch|cégjegyz"
    r"|organi[sz]ationsnummer|organisasjonsnummer|y-tunnus|i[čc]o\b|company\s+(?:number|no|code)"
    # (their abbreviations, with a dot or none: `Org.nr`, `org. no.`, `Reg.-Nr.`, `рег. №`)
    r"|(?<![\w.\-/@])(?:org|reg|рег)\b\.?"
)
# The roots of "tax" and "VAT" (in compounds too: `käibemaks`, `Umsatzsteuer`, `arvonlisävero`).
_TAX_ROOTS = (
    r"\bvat\b|\btva\b|\biva\b|\bbtw\b|mwst|\bust\b|\bmoms|\balv\b|[áa]fa\b|\bdph\b|\bddv\b"
    r"|\bpdv\b|\bpvm\b|\bpvn\b|\bkdv\b|φπα|ддс|ндс|пдв|maks|steuer|skat(?:t|te)?\b|skatt"
    r"|vero\b|verot|\btax|fisc|impost[ao]"
    r"|impuest|podat|porez|da[ňn]ov|ad[óo](?:sz|az)|nalog|налог|податк|mehrwert|umsatz|käibe|arvonlis"
    r"|intracom|\bcif\b|\bnif\b|\bnip\b|\bdi[čc]\b|\bdds\b"
    r"|\bmva\b|me[ir]+verdiavgift"  # (Norway's, `MVA-nummer`: its number ends in `MVA`)
)
_REGISTER_RE = re.compile(r"(?i:" + _REGISTER_ROOTS + r")")
_TAX_RE = re.compile(r"(?i:" + _TAX_ROOTS + r")")
# A number: digits, perhaps in groups (`100 931 558`), its country's two capitals perhaps before
# it (`EE107601959`, read back from where the digits start: a scan from a digit is fast).
_DIGITS_RE = re.compile(r"\d(?:\d|[ .\-](?=\d)){6,16}(?![A-Za-z0-9_])")
_PREFIX_RE = re.compile(r"(?<![A-Za-z0-9_.\-/])[A-Z]{2}[ \-]?\Z")
_TOKEN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-/")
_MIN_DIGITS, _MAX_DIGITS = 7, 17  # (as `_DIGITS_RE` reads them)
# A module's examples of valid numbers (`>>> validate('…')` and what it returns, not an error).
_EXAMPLE_RE = re.compile(r">>> (?:validate|is_valid)\('([^'\n]*\d[^'\n]*)'\)\n(?!False|Traceback)")
_GAP = 56  # the most characters between the root's word and the number
_ROOT_REACH = 24  # (the root's word itself may start further back: `organisationsnummer`)
# What may stand between: words and their separators (an abbreviation's dot: `Nr.`), no other
# number.
_BETWEEN_RE = re.compile(r"[^\W\d_]*[^\n;!?\d=]{0,56}")
# A word for a number or a code, in many languages (`kood`, `numer`, `tunnus`, `szám`, `No.`).
_NUMBER_WORD_RE = re.compile(
    r"(?i:code|cod|kood|kod|numb|num|nr\b|\bno\.|n[º°]|tunnus|\bid\b|#|broj|sz[áa]m|[čc][íi]sl|номер"
    r"|нумар|αριθμ|کد|رقم)"
)
# A register's number's module: its text says it is a register's, a company's or an
# organisation's number.
_REGISTER_TEXT_RE = re.compile(r"(?i:regist|organi[sz]ation|compan|business|enterprise)")


@cache
def _module(name: str) -> ModuleType:
    return importlib.import_module(name)


@cache
def _register_modules() -> dict[int, tuple[str, ...]]:
    """stdnum's modules for a register's number (no person's id), by their text; under each
    count of digits, those whose examples have it (a module with no example: under every one)."""
    personal = {m for modules in catalogue().values() for m in modules}
    found = {m for modules in names().values() for m in modules if m.startswith("stdnum.")}
    by_length: dict[int, set[str]] = {n: set() for n in range(_MIN_DIGITS, _MAX_DIGITS + 1)}
    for m in sorted(found - personal):
        text = _module(m).__doc__ or ""
        if _REGISTER_TEXT_RE.search(text.split("\n\n", 1)[0]) is None:
            continue
        lengths = {sum(c.isdigit() for c in v) for v in _EXAMPLE_RE.findall(text)}
        for n in lengths or by_length:
            by_length.setdefault(n, set()).add(m)
    return {n: tuple(sorted(modules)) for n, modules in by_length.items()}


def _checked(value: str, modules: tuple[str, ...]) -> bool:
    """A module validates ``value`` and not ``value`` with its last digit changed."""
    changed = last_digit_changed(value)
    return any(_module(m).is_valid(value) and not _module(m).is_valid(changed) for m in modules)


def _modules_for(value: str) -> tuple[str, ...]:
    return _register_modules().get(sum(c.isdigit() for c in value), ())


def _named(text: str, regex: re.Pattern[str], start: int, *, numbered: bool = False) -> bool:
    """Whether ``regex`` finds a root in the few words before ``start`` on its line (``numbered``:
    also a word for a number or a code: `registrikood`, `register no.`, `numéro au registre`)."""
    window = text[max(0, start - _GAP - _ROOT_REACH) : start]
    window = window[window.rfind("\n") + 1 :]
    return any(
        len(window) - m.end() <= _GAP
        and _BETWEEN_RE.fullmatch(window, m.end()) is not None
        and (not numbered or _NUMBER_WORD_RE.search(window) is not None)
        for m in regex.finditer(window)
    )


# Norway's VAT number: `NO`, the organisation's number, `MVA` after it (`NO 892 129 657 MVA`);
# stdnum's EU rules leave Norway out, its own module reads it with the `MVA`.
_MVA_AFTER_RE = re.compile(r"[ \t]?MVA(?![A-Za-z0-9_])")


def _norwegian(text: str, value: str, end: int) -> bool:
    return (
        value.startswith("NO")
        and _MVA_AFTER_RE.match(text, end) is not None
        and _checked(value + "MVA", ("stdnum.no.mva",))
    )


def _numbers(text: str) -> Iterator[Span]:
    for run in _DIGITS_RE.finditer(text):
        start = run.start()
        prefix = _PREFIX_RE.search(text, max(0, start - 3), start)
        if prefix is not None:
            value = text[prefix.start() : run.end()]
            if _named(text, _TAX_RE, prefix.start()) and (
                _checked(value, ("stdnum.eu.vat",)) or _norwegian(text, value, run.end())
            ):
                yield prefix.start(), run.end(), "national_id"
        elif start and text[start - 1] in _TOKEN_CHARS:
            continue  # (inside a token: `v2.1234567`, `ab1234567`)
        elif _named(text, _REGISTER_RE, start, numbered=True) and _checked(
            run.group(), _modules_for(run.group())
        ):
            yield start, run.end(), "national_id"


# A German company's register entry (`Darmstadt HRB 107217`): a section and a number, no check
# digit. Its court before it, as stdnum's list of courts has it, says what it is; so does a
# register's root (`Handelsregisternummer: HRB 9565`) for the two sections of companies. The other
# sections' letters are words too (`Berlin PR 1234`: a pull request): there the court needs a
# register's root before it (`Vereinsregister Berlin VR 1234`).
_GERMAN_ENTRY_RE = re.compile(
    r"(?<![\w\-/])(?P<section>HR[AB]|GnR|PR|VR)[ \t]?\d{1,6}(?:[ \t]?[A-Z]{1,2})?(?![\w\-/])"
)
_COURT_WORD_RE = re.compile(r"[^\W\d_][\w/.\-]*")
_COURT_WORDS = 3  # (`Frankfurt am Main`)
_COURT_ROOT_RE = re.compile(r"(?i:amtsgericht|registergericht|\bAG\b)")


def _german_entries(text: str) -> Iterator[Span]:
    for m in _GERMAN_ENTRY_RE.finditer(text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        words = list(_COURT_WORD_RE.finditer(text, max(line_start, m.start() - 60), m.start()))
        court = next(
            (
                w.start()  # (the fewest words that make a court: `Jena`, `Frankfurt am Main`)
                for w in reversed(words[-_COURT_WORDS:])
                if _entries().is_valid(f"{text[w.start() : m.start()].strip()} {m.group()}")
            ),
            None,
        )
        companies = m.group("section") in ("HRA", "HRB")
        if court is not None and (companies or _named(text, _REGISTER_RE, court)):
            yield court, m.end(), "national_id"
        elif companies and (
            _named(text, _REGISTER_RE, m.start()) or _named(text, _COURT_ROOT_RE, m.start())
        ):
            yield m.start(), m.end(), "national_id"


def _entries() -> ModuleType:
    return _module("stdnum.de.handelsregisternummer")


FAMILIES = (
    Family(
        "register_number",
        re.compile(r"(?i:" + _REGISTER_ROOTS + "|" + _TAX_ROOTS + r")"),
        _numbers,
        needs_digit=True,
        hint=re.compile(r"\d{3}[ .\-]?\d{3}"),
    ),
    Family(
        "german_register_entry",
        re.compile(r"HR[AB]|GnR|PR|VR"),
        _german_entries,
        needs_digit=True,
        hint=re.compile(r"[A-Z][ \t]?\d"),
    ),
)
