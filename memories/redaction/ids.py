# ruff: noqa: RUF001, RUF003  (names in other scripts and their apostrophes are what this file reads)
"""National ids of every country `python-stdnum` knows, found by their own names and checksums.

Part of the scrubber (`memories.redaction`); pure. stdnum is read as data: each country module
whose docstring names a person's id or tax number (not a company's, a VAT number, an account or a
postcode) gives its names (`Personnummer`, `ИНН`, `BIS`, `Cartão de Cidadão`, the `(DNI)` its
text names) and its checksum. An id written after one of its names, or after a word that means an
identity number in general (`NIC`, `carné de identidad`), with at most a few words between
(`DNI Perú 86920307`, `SIN — for the T4: 307 017 434`), is an id when the named modules validate
it. Every other number stdnum knows (a company's, a VAT number, an account) is read by its own
short names (its module's, the capitals its first line gives: `IDNO`, `CNPJ`, `REGON`) when its
check digit holds (the number with its last digit changed fails: a postcode never does).
A number with no such name before it is no id, whatever its checksum (docs/security.md).
"""

from __future__ import annotations

import importlib
import importlib.util
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from types import ModuleType

from stdnum.exceptions import InvalidChecksum, ValidationError

from memories.redaction import (
    ae_eid,
    br_cns,
    cn_org_code,
    cz_ico,
    gb_nino,
    hkid,
    ir_melli,
    isbt_din,
    jp_invoice,
    kr_corp_number,
    kz_iin,
    lk_nic,
    mg_cin,
    passport,
    ru_okpo,
    sa_id,
    sg_nric,
    tw_id,
    us_dea,
    zw_id,
)
from memories.redaction.family import Family, Span
from memories.redaction.first_chars import guard
from memories.redaction.id_names import (
    GENERIC_NAMES,
    GENERIC_UNSPACED,
    MORE_CHECKED_NAMES,
    MORE_NAMES,
    TAX_RE,
    TAX_WORDS,
)
from memories.redaction.label_words import ANDEAN_ENDING

__all__ = [
    "FAMILIES",
    "catalogue",
    "id_by_name",
    "last_digit_changed",
    "names",
    "names_another_number",
    "tax_id_by_word",
]

# What a person's id or tax number is called in a module's first line, and what says it is
# a company's, a VAT number, an account, a code or a place instead.
_PERSONAL_RE = re.compile(
    r"(?i:personal|person|identity|identification|identifier|national|citizen|social"
    r"|birth\s+number|health|resident|voter|individual|taxpayer|tax\s+(?:number|code|file|id)"
    r"|foreigner|insurance|passport|pupil|student)"
)
_NOT_PERSONAL_RE = re.compile(
    r"(?i:\bvat\b|compan|business|enterprise|organi[sz]ation|corporate|\bbank|postal|postcode"
    r"|securities|establishment|register\b|school|meter|receipt|drug|routing"
    r"|excise|creditor|activity|commercial|trade|\bentit|credit\b|banknote|energy|classification|commerce"
    r"|invoice|payment|adoption|preparer|employer|memorandum|estate|stock|association)"
)
# A company's number that its text says is also given to people (`NPWP … is assigned to
# organisations and individuals`, `RUC … assigned to legal and natural persons`): a person's too.
_PERSONS_TOO_RE = re.compile(
    r"(?i:\b(?:assigned|issued|refer)\s+to\b[^.]{0,60}?\b(?:individuals|natural\s+persons))"
)
# (on the quotes' line or the next; a raw docstring's too: `r"""Abgabenkontonummer …`)
_FIRST_LINE_RE = re.compile(r'^[rR]?"""\n?(.+?)\.?$', re.MULTILINE)
_IN_BRACKETS_RE = re.compile(r"\(([^()]+)\)")
# An acronym the module's text puts in brackets: `the Documento Nacional de Identidad (DNI)`.
_ACRONYM_RE = re.compile(r"\(([A-ZÀ-ÝА-Я]{3,8})\)")
# A part in brackets that only says whose it is (`Asmens kodas (Lithuanian, personal numbers)`).
_NATIONALITY_RE = re.compile(r"[A-Z][a-z]+(?:ian|ish|ese)|(?:sometimes|also)\s.*")
# The words a name may end in that every id label may have anyway (`PPS No`, `IRD number`).
_NUMBER_WORD_RE = re.compile(r"(?i:\s+(?:no\.?|number|nr\.?|numbers))$")
_GAP = 48  # the most characters between a name and its id (`— needed for the T4: `)
_LONG_NAME = 32  # (`Czech health insurance number`: a name this long is read whole)
# An id as written: letters and digits, groups joined by a space, dot, dash or slash; a digit
# within its first five characters (`HCA9805433`, never the name before it: `VID 4378…`), or
# the shape of Italy's codice fiscale (six capitals, then digits: `RSSMRA85T10A562S`).
_RUN_RE = re.compile(
    r"(?<![A-Za-z0-9_.\-/])(?=[A-Z]{0,4}-?\d|[A-Z]{2}(?: \d\d){3} [A-D]|[A-Z]{6}\d\d[A-Z]\d\d)"
    r"[A-Z0-9](?:[A-Z0-9]|[ .\-/](?=[A-Z0-9])){3,30}"
    r"(?:[ ]?\([0-9A]\))?"  # (a check character in brackets: `A123456(3)`)
    r"(?![A-Za-z0-9_])"  # (a letter of another script may touch it: `身份证号码是1101…`)
)
_LINE_END = " \t\r\n:：-–—|#*"  # (what may end a name's line: `Personnummer:`, `**BSN**`)
# What may stand between an id and its name after it: a bracket, a dash, "is my".
_NAME_AFTER_RE = re.compile(
    r"[ \t]*[(\[]?[ \t]*(?:[-–—,:][ \t]*)?"
    r"(?:(?i:is|es|est|ist|é|è|era|was|that['’]s|c['’]est)[ \t]+)?"
    r"(?:(?i:my|mi|mon|ma|mein|meine|meu|minha|mio|mia|the|our|your|his|her|their|la|le|el"
    r"|il|der|die|das|o|a)[ \t]+)?"
)
# A word between that names another number (`national ID check failed, ticket 84736251`).
_OTHER_NUMBER_RE = re.compile(
    r"(?<![^\W_])(?i:order|ticket|case|incident|phone|tel|mobile|fax|call|room|page|version"
    r"|ref|reference|port|account|iban|amount|total|price|invoice|item|step|attempt"
    r"|facture|factura|fattura|fatura|rechnung|faktura|flight|vuelo|vol|flug|booking|seat|pnr"
    r"|build|job|pipeline|workflow|(?-i:run))"  # (a CI's: `CI run 1714307103 failed`)
)
# Where the id is printed, ending the gap (`UBN of the roastery on the invoice:`): a paper that
# has its own number, which the number after the colon is not.
_PRINTED_ON_RE = re.compile(
    r"(?i:\b(?:on|in)\s+(?:the|a|an|my|our|this|its|their)\s+(?:invoice|receipt|factura|facture"
    r"|rechnung|fattura|fatura)\s*[:：]\s*\Z)"
)
# What the id is for, ending the gap (`RUT para la factura —`, `NI number for payroll:`): the
# word after it names no other number that follows.
# (a few words: `PIB for the villa booking invoice:`, `ANUM for the VAT return:`)
_PURPOSE_RE = re.compile(
    r"(?i:\b(?:for|from|para|pra|pour|für|per|voor|för|til|dla|для)\s+(?:(?:the|la|el|le|les|die|den"
    r"|das|de|het|a|an|my|our|this|mi|ma|mon|meine?)\s+)?(?:[^\W\d_]+\s+){0,3}"
    r"(?:[^\W\d_]+|[A-Z]{1,4}-?[0-9]{1,4}[A-Z]?)"  # (a form's name last: `for the W-9:`)
    r"\s*[:：\-–—]\s*\Z)"
)
_NOTE_RE = re.compile(r"[ \t]*\([^()\n]{1,80}\)")
_PURPOSE_LONGEST = 40  # (the longest such clause read past `_GAP`: `, for the annual tax return: `)
# Ids that stdnum has no module for, read the same way: a module with ``is_valid``, its names.
_OWN_MODULES = {
    "memories.redaction.hkid": hkid.NAMES,
    "memories.redaction.sg_nric": sg_nric.NAMES,
    "memories.redaction.tw_id": tw_id.NAMES,
    "memories.redaction.ae_eid": ae_eid.NAMES,
    "memories.redaction.kz_iin": kz_iin.NAMES,
    "memories.redaction.gb_nino": gb_nino.NAMES,
    "memories.redaction.passport": passport.NAMES,
    "memories.redaction.sa_id": sa_id.NAMES,
    "memories.redaction.zw_id": zw_id.NAMES,
    "memories.redaction.isbt_din": isbt_din.NAMES,
    "memories.redaction.br_cns": br_cns.NAMES,
    "memories.redaction.mg_cin": mg_cin.NAMES,
    "memories.redaction.lk_nic": lk_nic.NAMES,
    "memories.redaction.ir_melli": ir_melli.NAMES,
}
# Companies' numbers that stdnum has no module for, read as its company modules are: by their
# own names only, and only where their check digit holds.
_OWN_CHECKED_MODULES = {
    "memories.redaction.cn_org_code": cn_org_code.NAMES,
    "memories.redaction.kr_corp_number": kr_corp_number.NAMES,
    "memories.redaction.cz_ico": cz_ico.NAMES,
    "memories.redaction.ru_okpo": ru_okpo.NAMES,
    "memories.redaction.jp_invoice": jp_invoice.NAMES,
    "memories.redaction.us_dea": us_dea.NAMES,
}
_TAX = "\x00tax"
_MIN_DIGITS = 6  # (no person's id is shorter: `mtu=1500` after `NIC_…` is none)


def _stdnum_root() -> Path:
    spec = importlib.util.find_spec("stdnum")
    if spec is None or spec.origin is None:
        raise ImportError("python-stdnum is not installed")
    return Path(spec.origin).parent


# Under this key, the modules that are no person's id (`_read_catalogue`).
_CHECKED = "\x00checked"


@cache
def catalogue() -> dict[str, tuple[str, ...]]:
    """Each name (as written in stdnum's docstrings) and the personal-id modules it names."""
    others = _only_checked()
    out = {name: tuple(m for m in modules if m not in others) for name, modules in names().items()}
    return {name: modules for name, modules in out.items() if modules}


@cache
def names() -> dict[str, tuple[str, ...]]:
    """Every name the scrubber reads and the modules it names: a person's id (`catalogue`), or
    another number by its own short name, read by its check digit (`_valid`)."""
    return {
        name: modules
        for name, modules in _read_catalogue().items()
        if name and name not in (_CHECKED, _TAX)
    }


@cache
def _read_catalogue() -> dict[str, tuple[str, ...]]:
    """The names and their modules; under "" every personal-id module, named or not."""
    names: dict[str, set[str]] = {"": set(), _CHECKED: set(), _TAX: set()}
    root = _stdnum_root()
    for country in sorted(p for p in root.iterdir() if p.is_dir() and len(p.name.strip("_")) == 2):
        for source in sorted(country.glob("*.py")):
            if source.name == "__init__.py":
                continue
            text = source.read_text(encoding="utf-8")
            first = _FIRST_LINE_RE.search(text)
            if first is None:
                continue
            line = first.group(1)
            body = re.split(r"More information|>>>", text[first.end() : first.end() + 1_500])[0]
            module = f"stdnum.{country.name}.{source.stem}"
            if TAX_RE.search(line + body):
                names[_TAX].add(module)
            if not _PERSONAL_RE.search(line + body) or (
                _NOT_PERSONAL_RE.search(line) and not _PERSONS_TOO_RE.search(body)
            ):
                # Any other number (a company's, a VAT number, an account): by its own short
                # names only, and only where its check digit holds (`IDNO`, `CNPJ`, `REGON`).
                if _checked_by_last_digit(module, text):
                    names[_CHECKED].add(module)
                    for name in (*_short_names(line), *_stem_name(source.stem)):
                        names.setdefault(name, set()).add(module)
                continue
            names[""].add(module)
            for name in (*_names(line, body), *_stem_name(source.stem)):
                names.setdefault(name, set()).add(module)
    for module, own_names in (*_OWN_MODULES.items(), *MORE_NAMES.items()):
        names[""].add(module)
        for name in own_names:
            names.setdefault(name, set()).add(module)
    for module, checked_names in (*MORE_CHECKED_NAMES.items(), *_OWN_CHECKED_MODULES.items()):
        for name in checked_names:
            names.setdefault(name, set()).add(module)
    return {name: tuple(sorted(modules)) for name, modules in names.items()}


_ALSO_RE = re.compile(
    r"(?i:also\s+(?:know|known|called|referred\s+to)\s+as)\s+(?:the\s+)?([^,.()]{2,90}?)"
    r"(?=\s*[,.(]|\s+(?:is|are|was)\s)"
)


def _names(line: str, body: str) -> Iterator[str]:
    """`CC (Número de Cartão de Cidadão, Portuguese Identity number)`: `CC`, `Número de Cartão
    de Cidadão`, `Cartão de Cidadão`, and the acronyms in brackets in the text after it."""
    head = line.split(" (", 1)[0]
    found = re.split(r",\s*|\s+or\s+", head)
    inside = _IN_BRACKETS_RE.search(line)
    if inside is not None:
        parts = [p.strip(" \"'") for p in inside.group(1).split(",")]
        found += parts[:-1]  # (the last part describes it in English)
        found += _english_names(parts[-1])
    found += _ACRONYM_RE.findall(body)
    # Its other names in the text: `also know as DIMEX or Documento de …`, `Also known as "…"`.
    for also in _ALSO_RE.findall(" ".join(body.split())):
        found += [p.strip(" \"'") for p in re.split(r"\s+or\s+", also) if len(p.split()) <= 6]
    for part in found:
        name = _NUMBER_WORD_RE.sub("", part.strip(" .")).strip()
        if _NATIONALITY_RE.fullmatch(name):
            continue
        if re.match(r"(?i)n[úu]mero\s+de\s+", name):
            yield re.sub(r"(?i)^n[úu]mero\s+de\s+", "", name)
        if (len(name) >= 3 and not name.islower()) or len(name) >= 6:
            yield name


# A module's examples of valid numbers (`>>> validate('…')` and what it returns, not an error).
_EXAMPLE_RE = re.compile(r">>> (?:validate|is_valid)\('([^'\n]*\d[^'\n]*)'\)\n(?!False|Traceback)")


def _checked_by_last_digit(module: str, text: str) -> bool:
    """Whether the module's own examples fail with their last digit changed (a check digit
    there: a postcode's or a register's number has none; `_valid` reads the same digit)."""
    examples = _EXAMPLE_RE.findall(text)
    if not examples:
        return True  # (no example to tell: `_valid` still asks each number)
    is_valid = _module(module).is_valid
    return any(is_valid(value) and not is_valid(last_digit_changed(value)) for value in examples)


def _short_names(line: str) -> list[str]:
    """A number's own names: in capitals (`IDNO`, `ЄДРПОУ`, `IČ DPH`) or in a script of its own
    (`法人番号`, `ח.פ.`); where it has none of three letters or more (`BN`), its description
    with its country (`Canadian Business`). No word of prose alone (`Company Number`)."""
    found = [
        n
        for n in _names(line, "")
        if re.sub(r"[\s.\-]", "", n).isupper() or not re.search(r"[A-Za-z]", n)
    ]
    inside = _IN_BRACKETS_RE.search(line)
    if inside is not None and not any(n.isascii() for n in found):
        described = _NUMBER_WORD_RE.sub("", inside.group(1).split(",")[-1].strip(" ."))
        found += [described] if len(described.split()) >= 2 else []
    return found


def _english_names(part: str) -> list[str]:
    """The English name a description in brackets spells out in capitals, without its country
    (`U.S. Individual Taxpayer Identification Number`: `Individual Taxpayer Identification
    Number`, `Taxpayer Identification Number`), three words or more."""
    words = part.split()
    if len(words) < 4 or not all(w[:1].isupper() for w in words):
        return []
    return [" ".join(words[i:]) for i in range(1, len(words) - 2)]


def _stem_name(stem: str) -> Iterator[str]:
    """The module's own name, stdnum's short Latin name for the id (`ru/inn.py`: `INN` beside
    the docstring's `ИНН`; `no/fodselsnummer.py`: `fodselsnummer`)."""
    stem = stem.strip("_")
    if len(stem) >= 5:
        yield stem
    elif len(stem) >= 3:
        yield stem.upper()


# Capitals of the Greek and Cyrillic alphabets that look like Latin ones: an acronym is written in
# either by people typing in those scripts (`ΑΜΚΑ` for `AMKA`, `ВІС`).
_LOOKALIKES = {
    "A": "ΑА", "B": "ΒВ", "C": "С", "E": "ΕЕ", "H": "ΗН", "I": "ΙІ", "K": "ΚК", "M": "ΜМ",
    "N": "Ν", "O": "ΟО", "P": "ΡР", "T": "ΤТ", "X": "ΧХ", "Y": "ΥУ", "Z": "Ζ",
}  # fmt: skip
_TO_LATIN = str.maketrans({look: latin for latin, looks in _LOOKALIKES.items() for look in looks})


def _pattern(name: str) -> str:
    """A name as a pattern: an acronym in its own case (in lookalike Greek or Cyrillic capitals
    too; in small letters when it has no vowel), other names in any; spaces, dots."""
    body = re.escape(name).replace(r"\ ", r"[\s_\-]+").replace(r"\.", r"\.?")
    if not name.replace(".", "").replace(" ", "").isupper():
        return f"(?i:{body})"
    if not name.isascii():
        return body
    looks = "".join(f"[{c}{_LOOKALIKES[c]}]" if c in _LOOKALIKES else c for c in body)
    if _NO_VOWEL_RE.fullmatch(name):
        return f"(?:{looks}|{body.lower()})"  # (typed small, as no word reads: `cnpj da oficina …`)
    return looks


# An acronym of three consonants or more: no word of any language, so small letters name it too.
_NO_VOWEL_RE = re.compile(r"[B-DF-HJ-NP-TV-XZ]{3,}")


@cache
def _name_re() -> re.Pattern[str]:
    alternatives = "|".join(_pattern(n) for n in sorted(names(), key=len, reverse=True))
    named = (
        r"(?:(?P<t>(?i:"
        + TAX_WORDS
        + r")[^\W\d_]{0,3})|(?P<g>(?i:"
        + GENERIC_NAMES
        + r"))|"
        + alternatives
        + r")"
    )
    # (a name in a script written without spaces stands inside its sentence: `…的组织机构代码：`)
    unspaced = "|".join(
        n for n in sorted(names(), key=len, reverse=True) if _UNSPACED_RE.fullmatch(n)
    )
    return re.compile(
        r"(?<![^\W_])"
        + guard(named)
        + r"(?P<name>"
        + named
        # (an acronym with Quechua's or Aymara's ending glued on: `DNIyqa`, `RUCapax`)
        + r")(?:(?<=[A-Z])"
        + ANDEAN_ENDING
        # (or a topic particle of an unspaced script glued on, the id right after it:
        # `CUITは20-…`, `CUIT는 …`; never a word that goes on: `CUITはありません`)
        + r")?(?:(?![^\W_])|(?=[はが는은이가](?![^\W\d_])))"
        r"|(?P<u>" + GENERIC_UNSPACED + r")" + (f"|(?:{unspaced})" if unspaced else "")
    )


_UNSPACED_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+")


@cache
def _module(name: str) -> ModuleType:
    return importlib.import_module(name)


@cache
def _personal_modules() -> tuple[str, ...]:
    return _read_catalogue()[""]


@cache
def _only_checked() -> frozenset[str]:
    """The modules that are no person's id (a company's number, an account): by a check digit."""
    catalogue = _read_catalogue()
    return frozenset(catalogue[_CHECKED]) - frozenset(catalogue[""])


def _valid(value: str, modules: tuple[str, ...], *, checked: bool = False) -> bool:
    """Whether a module validates ``value`` (``checked``: by a check digit, so that the value
    with its last digit changed fails; a module that takes any number of its length, such as
    Argentina's DNI, then does not count: after a general id word every number would pass one)."""
    if sum(c.isdigit() for c in value) < _MIN_DIGITS:
        return False
    only_checked = _only_checked()
    return any(
        _module(m).is_valid(value)
        and (
            not (checked or m in only_checked)
            or _check_digit_holds(_module(m), value, anywhere=not checked)
        )
        for m in modules
    )


def _changed(value: str, at: int) -> str:
    return value[:at] + str((int(value[at]) + 1) % 10) + value[at + 1 :]


def last_digit_changed(value: str) -> str:
    """``value`` with its last digit one more (9 to 0): what a check digit there rules out."""
    return _changed(value, max(i for i, c in enumerate(value) if c.isdigit()))


def _check_digit_holds(module: ModuleType, value: str, *, anywhere: bool) -> bool:
    """Whether ``module`` checks ``value`` by a digit: with its last digit changed it fails, or
    (``anywhere``: the module named by its own name) with some digit changed its checksum fails
    (Senegal's NINEA, a three-character tax code after its check digit: `0004216361F7`)."""
    if not module.is_valid(last_digit_changed(value)):
        return True
    if not anywhere:
        return False
    for at in [i for i, c in enumerate(value) if c.isdigit()][:-1]:
        try:
            module.validate(_changed(value, at))
        except InvalidChecksum:
            return True
        except ValidationError:
            continue
    return False


def id_by_name(name: str, value: str, *, checked: bool = False) -> bool:
    """Whether ``value`` is an id of a module that ``name`` (a metadata key: `inn`, `bis`)
    names, by that module's checksum (``checked``: by a check digit, as `_valid` reads it)."""
    modules = _by_spelling().get(_spelling(name), ())
    return bool(modules) and _valid(value.strip(), modules, checked=checked)


_TAX_NAME_RE = re.compile(r"(?i:(?:[a-z]{2,8}\s+)?(?:income\s+)?(?:" + TAX_WORDS + r"))")


def tax_id_by_word(name: str, value: str) -> bool:
    """Whether ``name`` (a metadata key: `tax_id`, `sars_tax_reference`) is a word for a tax
    number, perhaps after an agency's short name, and a tax module's check digit holds for
    ``value`` (as after the same words in text)."""
    spaced = name.replace("_", " ").replace("-", " ").strip()
    return _TAX_NAME_RE.fullmatch(spaced) is not None and _valid(
        value.strip(), _read_catalogue()[_TAX], checked=True
    )


def has_check(name: str) -> bool:
    """Whether ``name`` (an id's name as written: `NIP`, `codice fiscale`) names a module whose
    checksum can say a value is that id (`id_by_name`)."""
    return bool(_by_spelling().get(_spelling(name)))


def _modules_named(label: re.Match[str]) -> tuple[str, ...]:
    if label.group("t") is not None:  # (a word for a tax number: a module's own name, or any
        named = _by_spelling().get(_spelling(label.group()))  # tax's by a check digit)
        return named if named else _read_catalogue()[_TAX]
    if label.group("g") is not None or label.group("u") is not None:
        return _personal_modules()  # (a general word: any, by a check digit)
    return _by_spelling().get(_spelling(_name_of(label)), ())


def _name_of(label: re.Match[str]) -> str:
    """The name a label found, without an ending glued on (`DNIyqa`: `DNI`)."""
    return label.group("name") or label.group()


def _spelling(name: str) -> str:
    """A name as any of its spellings reads (`St.-Nr` and `st nr`, `BC_PHN` and `BC PHN`)."""
    latin = name.translate(_TO_LATIN)
    if latin.isascii():  # (`ΑΜΚΑ` as `AMKA`; `ИНН` keeps its own letters)
        name = latin
    return " ".join(re.split(r"[\s_\-]+", name.replace(".", "").casefold())).strip()


@cache
def _by_spelling() -> dict[str, tuple[str, ...]]:
    out: dict[str, set[str]] = {}
    for name, modules in names().items():
        out.setdefault(_spelling(name), set()).update(modules)
    return {spelling: tuple(sorted(modules)) for spelling, modules in out.items()}


def _ids(text: str) -> Iterator[Span]:
    names = _name_re()
    for run in _RUN_RE.finditer(text):
        if sum(c.isdigit() for c in run.group()) < _MIN_DIGITS:
            continue
        # (a long name's start is further back; a purpose's clause may end the gap)
        window = max(0, run.start() - _GAP - _LONG_NAME - _PURPOSE_LONGEST)
        before = (
            m
            for m in names.finditer(text, window, run.start())
            if _near(text, m.end(), run.start())
        )
        # The nearest name first, then one before it (`ANUM for the VAT return: …`: the VAT's
        # name names another number); the name after it: `307 017 434 (SIN)`, `… is my DNI`.
        labels = [m for m in reversed(list(before)) if _between(text[m.end() : run.start()])]
        if not labels and (after := _NAME_AFTER_RE.match(text, run.end())) is not None:
            labels = [m for m in (names.match(text, after.end()),) if m is not None]
        for label in labels[:2]:
            modules = _modules_named(label)
            general = any(label.group(g) is not None for g in "gu") or (
                label.group("t") is not None and _spelling(label.group()) not in _by_spelling()
            )
            if country := _COUNTRY_RE.search(text, label.end(), run.start()):
                modules, general = _country_modules(country.group(1).lower()), False
            # (a general word that is also an id's own name, `NIC`: that id by its shape too)
            own = _by_spelling().get(_spelling(_name_of(label)), ()) if general else ()
            if (span := _valid_part(run, modules, checked=general)) is not None or (
                own and (span := _valid_part(run, own, checked=False)) is not None
            ):
                yield span
                break


# A country's code in brackets after an id's name (`cédula de identidad (CR)`): that country's
# personal ids, each by its own rule.
_COUNTRY_RE = re.compile(r"\(([A-Z]{2})\)")


def _country_modules(code: str) -> tuple[str, ...]:
    return tuple(m for m in _personal_modules() if m.split(".")[1].strip("_") == code)


def _near(text: str, end: int, start: int) -> bool:
    """Whether a name ending at ``end`` is near enough a number at ``start``: at most `_GAP`
    characters between, not counting a note in brackets right after the name (`BC PHN (I'm from
    Prince George, working rotation at the camp): …`) nor a clause that says what the id is for
    and ends the gap (`VÖEN of the Pirshagi supply-base contractor, for the invoice: …`)."""
    if (note := _NOTE_RE.match(text, end, start)) is not None:
        end = note.end()
    if start - end <= _GAP:
        return True
    if start - end > _GAP + _PURPOSE_LONGEST:
        return False
    purpose = _PURPOSE_RE.search(text, end, start)
    return purpose is not None and purpose.start() - end <= _GAP


def names_another_number(gap: str) -> bool:
    """Whether a word in ``gap``, the words between an id's name and a number, names another
    number the number is (`NHIF card lost, call 0722…`), past what the id is for (`RUT para la
    factura:`) or where it is printed (`on the invoice:`), past a note in brackets with no digit right after the name (`EIN (gorilla trek
    invoice): …`)."""
    if (note := _NOTE_RE.match(gap)) is not None and not any(c.isdigit() for c in note.group()):
        gap = gap[note.end() :]
    return _OTHER_NUMBER_RE.search(_PRINTED_ON_RE.sub("", _PURPOSE_RE.sub("", gap))) is not None


def _between(gap: str) -> bool:
    """Whether a name and a number with ``gap`` between belong together: on one line, or the
    name ends its line (`Personnummer:` above the number); not across another field's `=`
    (`NIC_DUPLEX_FULL: 2>, speed=100`), nor a word that names another number."""
    if ("=" in gap and gap.strip(" \t=")) or names_another_number(gap):
        return False  # (an `=` alone between is the name's own: `ЄДРПОУ = 35392656`)
    return "\n" not in gap or (gap.count("\n") == 1 and not gap.strip(_LINE_END))


_CHECK_IN_BRACKETS_RE = re.compile(r"[ ]?\([0-9A]\)\Z")


def _valid_part(run: re.Match[str], modules: tuple[str, ...], *, checked: bool) -> Span | None:
    """The longest part of the run, whole space-separated groups, that a module validates."""
    if (bracket := _CHECK_IN_BRACKETS_RE.search(run.group())) is not None:
        whole = _valid(run.group(), modules, checked=checked)
        if whole:  # (`A123456(3)`: the check in brackets is the id's own)
            return run.start(), run.end(), "national_id"
        groups = [
            (g.start(), g.end()) for g in re.finditer(r"[^ ]+", run.group()[: bracket.start()])
        ]
    else:
        groups = [(g.start(), g.end()) for g in re.finditer(r"[^ ]+", run.group())]
    for i in range(len(groups)):
        for j in range(len(groups), i, -1):
            start, end = groups[i][0], groups[j - 1][1]
            if _valid(run.group()[start:end], modules, checked=checked):
                return run.start() + start, run.start() + end, "national_id"
    return None


FAMILIES = (
    Family(
        "stdnum_id",
        re.compile(_name_re().pattern),  # (a simple trigger: a name must be there)
        _ids,
        needs_digit=True,
        # (four digits, or the codice fiscale's shape, whose digits come three at most together)
        hint=re.compile(r"\d[ .\-/]?\d[ .\-/]?\d[ .\-/]?\d|[A-Z]{6}\d\d[A-Z]\d\d"),
    ),
)
