# ruff: noqa: RUF001, RUF003  (ids of other scripts are what this file reads)
"""National, social-security and business numbers known by their own name and printed shape.

Part of the scrubber (`memories.redaction`); pure. Many countries' numbers have a name people write
as is in any language (`SNILS`, `СНИЛС`, `SSS`, `PhilHealth`, `Ghana Card`, `BPJS`, a Canadian
`BN`, Romania's `ONRC`, Greece's `ΑΔΤ`) and a printed shape of their own: Russia's SNILS
`NNN-NNN-NNN NN` (with its check number), the Philippines' SSS `NN-NNNNNNN-N` and PhilHealth
`NN-NNNNNNNNN-N`, Ghana's card `GHA-NNNNNNNNN-N`, Indonesia's BPJS card thirteen digits from `000`,
Canada's business number nine digits (a Luhn check) and its program account (`RT0001`), Romania's
trade register number `JNN/N…/YYYY`. `_TABLE` holds one row per id: the words for it (None where
the shape alone says it), the value's shape and a check, so the next country is one row. The name
counts on the value's line, a few words before it, also as a table cell (`SNILS | …`) or a JSON key
(`"snils": "…"`), no word between that names another number. Ids of one shape (a bare run of
digits: Kenya's NHIF and NSSF numbers and Maisha Namba, a NIN, an NNI, Brazil's RENAVAM, Honduras'
RTN, Taiwan's residents' travel permit) share a group of `_VALUE_RE`, each row read in turn by its
own name, length and check.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import NamedTuple

from stdnum.ca import bn
from stdnum.tn import mf
from stdnum.tw import ubn

from memories.redaction.family import Family, Span
from memories.redaction.first_chars import stems
from memories.redaction.ids import names_another_number
from memories.redaction.shapes import folded

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


def _renavam(value: str) -> bool:
    """Brazil's RENAVAM: ten digits weighted from the right by two to nine, the check the sum
    times ten modulo eleven (ten reads nought); the old nine-digit numbers padded with noughts."""
    digits = [int(c) for c in value.zfill(11)]
    total = sum(d * w for d, w in zip(digits[:10], (3, 2, 9, 8, 7, 6, 5, 4, 3, 2), strict=True))
    return total * 10 % 11 % 10 == digits[10]


def _pa_cedula(value: str) -> bool:
    """Panama's cédula, not a date written with dashes (`1-12-2030`, `12-31-2030`)."""
    first, book, number = value.split("-")
    return not (
        first.isdigit() and int(book) <= 31 and len(number) == 4 and number[:2] in ("19", "20")
    )


_NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # (no I, no O)


def _nz_nhi(value: str) -> bool:
    """New Zealand's NHI (three letters, four digits): the letters by their place in the
    alphabet without I and O, and the first three digits, weighted seven down to two; eleven
    less the sum's remainder by eleven is the last digit (ten written nought; no remainder is
    no number)."""
    values = [_NHI_LETTERS.index(c) + 1 for c in value[:3]] + [int(c) for c in value[3:6]]
    rest = sum(x * w for x, w in zip(values, (7, 6, 5, 4, 3, 2), strict=True)) % 11
    return rest != 0 and (11 - rest) % 10 == int(value[6])


def _digits(low: int, high: int, check: Callable[[str], bool] = _any) -> Callable[[str], bool]:
    """A bare run of ``low`` to ``high`` digits that ``check`` takes."""
    return lambda value: low <= len(value) <= high and check(value)


class _Id(NamedTuple):
    name: re.Pattern[str] | None  # words for it on the line before (None: the shape is enough)
    check: Callable[[str], bool]
    shape: str = ""  # (its group in `_VALUE_RE` where ids share one; else the row's own)
    # A plain number's shape, another number's too: a word between its name and the value that
    # names another number (`NHIF card lost, call 0722…`) says it is that one.
    plain: bool = False


def _words(pattern: str) -> re.Pattern[str]:
    return re.compile(rf"(?i:(?<![^\W\d_])(?:{pattern})(?![^\W\d_]))")


_INDIAN_STATES = frozenset((
    "AN", "AP", "AR", "AS", "BR", "CG", "CH", "DD", "DL", "DN", "GA", "GJ", "HP", "HR", "JH", "JK",
    "KA", "KL", "LA", "LD", "MH", "ML", "MN", "MP", "MZ", "NL", "OD", "OR", "PB", "PY", "RJ", "SK",
    "TN", "TR", "TS", "UK", "UA", "UP", "WB",
))  # fmt: skip

_JM_TRN = re.compile(r"(?<![^\W\d_])TRN(?![^\W\d_])|(?i:taxpayer\s+registration\s+number)")

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
        # (in simplified characters and in pinyin too: `统一编号`, `tongyi bianhao`)
        _words(
            r"ubn|統一編號|統編|统一编号|统编|tong[ \t]?yi[ \t]?bian[ \t]?hao|unified(?:\s+business)?"
            r"|taiwan\w*|臺灣|台灣|台湾|營利事業"
        ),
        _digits(8, 8, _ubn),
        "digits",
        plain=True,
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
    "dn": _Id(_words(r"dn|cps"), _digits(7, 7), "digits", plain=True),
    # India's driving licence: its state's code, its office's two digits, the year issued and
    # seven digits (`GJ12 20110019467`); the shape with a state's code is enough.
    "in_licence": _Id(None, lambda value: value[:2] in _INDIAN_STATES),
    # Korea's driving licence (`14-10-083705-20`) and Ukraine's register number (УНЗР: a birth
    # date, a dash, five digits) after their names.
    "kr_licence": _Id(re.compile(r"운전면허|면허번호|(?i:driver'?s?\s+licen[cs]e)"), _any),
    "ua_unzr": _Id(_words(r"унзр|unzr|запис\w*\s+в\s+реєстрі"), _any),
    # Japan's residence card: two capitals, eight digits, two capitals, after its name.
    "jp_residence": _Id(_words(r"在留カード(?:番号)?|residence\s+card|zairy[uū]\s+card"), _any),
    # Kenya's NHIF and NSSF member numbers and its Maisha Namba (the personal identifier), in
    # any language's sentence around their names.
    "ke_nhif": _Id(
        _words(r"nhif|national\s+hospital\s+insurance(?:\s+fund)?"),
        _digits(7, 10),
        "digits",
        plain=True,
    ),
    "nssf": _Id(
        _words(r"nssf|national\s+social\s+security\s+fund"), _digits(8, 13), "digits", plain=True
    ),
    "ke_maisha": _Id(
        _words(r"maisha[\s_\-]*(?:namba|number|card|kadi)"), _digits(8, 10), "digits", plain=True
    ),
    # The Gambia's and Nigeria's NIN, in capitals (a word of other languages in small letters).
    "nin": _Id(re.compile(r"(?<![^\W\d_])NIN(?![^\W\d_])"), _digits(8, 13), "digits", plain=True),
    # The NNI (numéro national d'identification) of Chad, Mauritania and Niger, in capitals or by
    # its name (`al-NNI hana-i …`).
    "nni": _Id(
        re.compile(
            r"(?<![^\W\d_])NNI(?![^\W\d_])"
            r"|(?i:num[ée]ro\s+national\s+d['’]identi(?:fication|t[ée]))"
        ),
        _digits(9, 13),
        "digits",
        plain=True,
    ),
    # Ethiopia's Fayda number (its FAN or FIN: twelve digits, often in three groups of four)
    # after its name, in Amharic's script or in Latin letters (`lakkoofsa Fayda: …`).
    # (its name right before the number, a colon or a word for "number": never `Fayda Bank …`)
    "et_fayda": _Id(
        _words(r"(?:fayda|የ?ፋይዳ)(?=[ \t]*(?:[:፦\-]|(?:id|number|no|fin|fan)\b|ቁጥር|\d))"), _any
    ),
    # The mainland travel permit of Taiwan's residents (台胞证), after its name.
    "tw_permit": _Id(
        re.compile(
            r"台胞[证證]|台[湾灣]居民来往大陆通行[证證]|臺灣居民來往大陸通行證"
            r"|(?i:mainland\s+travel\s+permit|taibaozheng)"
        ),
        _digits(8, 10),
        "digits",
        plain=True,
    ),
    # Brazil's vehicle register number (RENAVAM), by its check digit.
    "renavam": _Id(
        _words(r"renavam|registro\s+nacional\s+de\s+ve[íi]culos\s+automotores"),
        _digits(9, 11, _renavam),
        "digits",
        plain=True,
    ),
    # Honduras' RTN (the tax register's number: a person's DNI and a digit), in capitals.
    "hn_rtn": _Id(
        re.compile(r"(?<![^\W\d_])RTN(?![^\W\d_])|(?i:registro\s+tributario\s+nacional)"),
        _digits(14, 14),
        "digits",
        plain=True,
    ),
    # Myanmar's NRC: the state's number, the township's letters, the holder's kind in brackets
    # and six digits (`12/OUKAMA(N)123456`, in Burmese letters and digits too); the shape says it.
    "mm_nrc": _Id(None, _any),
    # Panama's cédula: the province (or `E`, `N`, `PE`, `AV`, `PI`), the book and the entry,
    # after its name.
    "pa_cedula": _Id(_words(r"c[ée]dula|panam[aá]\w*|paname[ñn]\w*"), _pa_cedula, plain=True),
    # New Zealand's National Health Index number, after its name (its check decides).
    "nz_nhi": _Id(_words(r"nhi|national\s+health\s+index"), _nz_nhi),
    # Russia's military card (two capitals, seven digits: `АС 1024066`) after its name, and the
    # United States' alien registration number (`A101-876-223`) after its.
    "ru_military": _Id(
        _words(r"военн\w*\s+билет\w*|военник\w*|voenn\w*\s+bilet\w*|military\s+(?:id|card)"), _any
    ),
    # Nepal's citizenship certificate (its district's, its office's and its year's two digits
    # and a serial: `11-02-70-48302`) after its name.
    "np_citizenship": _Id(_words(r"nagarikt?a|नागरिकता|citizenship"), _any, plain=True),
    "us_a_number": _Id(
        _words(r"a-?number|a#|alien\s+(?:registration\s+)?number|uscis\s+(?:number|no\.?|#)"), _any
    ),
    # Brazil's RG (the state's identity card: eight or nine digits and a check of one or two,
    # written in dotted groups, `29.617.748-75`), after its name.
    "br_rg": _Id(
        re.compile(
            r"(?<![^\W\d_])(?:RG|R\.G\."
            r"|(?i:registro\s+geral|carteira\s+de\s+identidade|identidade))"
            r"(?![^\W\d_])"
        ),
        _any,
        plain=True,
    ),
    # Hungary's TAJ (the social-security number: nine digits, often in three groups), after its
    # name in capitals or with its word for number (`TAJ-számom`).
    "hu_taj": _Id(
        re.compile(
            r"(?<![^\W\d_])(?:TAJ|(?i:taj[\s\-]+(?:sz[áa]m|k[áa]rty[áa])[^\W\d_]*"
            r"|t[áa]rsadalombiztos[íi]t[áa]si\s+azonos[íi]t[óo]\w*))(?![^\W\d_])"
        ),
        _any,
        plain=True,
    ),
    "hu_taj_run": _Id(
        re.compile(
            r"(?<![^\W\d_])(?:TAJ|(?i:taj[\s\-]+(?:sz[áa]m|k[áa]rty[áa])[^\W\d_]*))(?![^\W\d_])"
        ),
        _digits(9, 9),
        "digits",
        plain=True,
    ),
    # Jamaica's taxpayer registration number (TRN: nine digits, often in three groups of three)
    # after its short name in capitals or its whole name.
    "jm_trn": _Id(_JM_TRN, _any, "hu_taj", plain=True),
    "jm_trn_run": _Id(_JM_TRN, _digits(9, 9), "digits", plain=True),
    # Romania's trade register number (`J12/917/2011`: the county, the entry, the year), after
    # the register's name (`ONRC`, `Reg. Com.`, "registration number").
    "ro_onrc": _Id(
        _words(
            r"onrc|reg\.?\s*com\.?|registrul\s+comer[țţt]ului|nr\.?\s+(?:de\s+)?[îi]nregistrare"
            r"|num[ăa]rul\s+de\s+[îi]nregistrare|trade\s+register(?:\s+number)?"
        ),
        _any,
    ),
    # Greece's identity card (the ΑΔΤ: one or two capitals, Greek or their Latin lookalikes, and
    # six digits, `ΤΜ 994282`), after its name in Greek or in Greeklish.
    "gr_adt": _Id(
        _words(
            r"(?:αριθμ[όο]ς\s+)?(?:δελτ[ίι]ου\s+)?ταυτ[όο]τητ[^\W\d_]*|α\.?δ\.?τ\.?"
            r"|taftotit[^\W\d_]*|deltio\s+taftotitas"
        ),
        _any,
    ),
    # Canada's status card (the certificate of Indian status): its ten-digit registration
    # number (band, family, person), after its name.
    "ca_status": _Id(
        _words(
            r"status\s+card|certificate\s+of\s+indian\s+status|secure\s+certificate\s+of\s+indian"
            r"|carte\s+de\s+statut|certificat\s+sécurisé\s+de\s+statut|indian\s+status"
        ),
        _digits(10, 10),
        "digits",
        plain=True,
    ),
}
# (the group's name in `_VALUE_RE` → its ids, read in turn)
_SHAPES: dict[str, tuple[_Id, ...]] = {
    shape: tuple(row for kind, row in _TABLE.items() if (row.shape or kind) == shape)
    for shape in dict.fromkeys(row.shape or kind for kind, row in _TABLE.items())
}


def _shape_names(rows: tuple[_Id, ...]) -> tuple[re.Pattern[str], tuple[str, ...]] | None:
    """A shape's names in one pattern, with the literal runs one of which every name holds (a
    text holding none is passed over without it); None where a row needs no name."""
    if any(row.name is None for row in rows):
        return None
    names = "|".join(f"(?:{row.name.pattern})" for row in rows if row.name is not None)
    return re.compile(names), stems(names) or ("",)


_SHAPE_NAMES = {shape: _shape_names(rows) for shape, rows in _SHAPES.items()}

# (a letter of a script written without spaces may touch it: `台胞证号码是08126647`)
_VALUE_RE = re.compile(
    r"(?:(?<![\w\-+.,/])|(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]))(?:"
    r"(?P<snils>[0-9]{3}-[0-9]{3}-[0-9]{3}[ \-][0-9]{2})"
    r"|(?P<sss>[0-9]{2}-[0-9]{7}-[0-9])"
    r"|(?P<philhealth>[0-9]{2}-[0-9]{9}-[0-9])"
    r"|(?P<ghana>GHA-[0-9]{9}-[0-9])"
    r"|(?P<bpjs>000[0-9]{10})"
    r"|(?P<bn>[0-9]{9} ?R[CMPRTZ][0-9]{4})"
    r"|(?P<mf>[0-9]{7}/[A-Z]/[A-Z]/[A-Z]/[0-9]{3})"
    r"|(?P<mf_key>[0-9]{7}/?[A-Z])"
    r"|(?P<br_rg>[0-9]{1,2}\.[0-9]{3}\.[0-9]{3}-?[0-9Xx]{1,2})"
    r"|(?P<hu_taj>[0-9]{3}[ \-][0-9]{3}[ \-][0-9]{3})"
    r"|(?P<ro_onrc>J[0-9]{2}/[0-9]{1,7}/(?:19|20)[0-9]{2})"
    r"|(?P<gr_adt>[ΑΒΕΖΗΙΚΜΝΟΡΤΥΧABEZHIKMNOPTYX]{1,2} ?[0-9]{6})"
    r"|(?P<digits>[0-9]{7,14})"
    r"|(?P<policy>[0-9]{16}|[0-9]{4} [0-9]{4} [0-9]{4} [0-9]{4})"
    r"|(?P<mn_register>[А-ЯЁӨҮ]{2}[0-9]{2}(?:0[1-9]|1[0-2]|2[1-9]|3[0-2])(?:0[1-9]|[12][0-9]|3[01])"
    r"[0-9]{2})"
    r"|(?P<in_licence>[A-Z]{2}[0-9]{2}[ \-]?(?:19|20)[0-9]{2}[0-9]{7})"
    r"|(?P<jp_residence>[A-Z]{2}[0-9]{8}[A-Z]{2})"
    r"|(?P<kr_licence>[0-9]{2}-[0-9]{2}-[0-9]{6}-[0-9]{2})"
    r"|(?P<np_citizenship>[0-9]{2}-[0-9]{2}-[0-9]{2}-[0-9]{5})"
    r"|(?P<ua_unzr>(?:19|20)[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])-[0-9]{5})"
    r"|(?P<mm_nrc>(?:1[0-4]|[1-9])/[A-Z][A-Za-z]{2,8} ?\((?:N|E|P|T|AE|NAING)\) ?[0-9]{6}"
    r"|(?:၁[၀-၄]|[၁-၉])/[က-ဿ]{2,12} ?\((?:နိုင်|ဧည့်|ပြု|သ)\) ?[၀-၉]{6})"
    r"|(?P<pa_cedula>(?:PE|E|N|(?:1[0-3]|[1-9])(?:AV|PI)?)-[0-9]{1,4}-[0-9]{1,6})"
    r"|(?P<nz_nhi>[A-HJ-NP-Z]{3}[0-9]{4})"
    r"|(?P<ru_military>[А-ЯЁ]{2} ?[0-9]{7})"
    r"|(?P<us_a_number>A-?[0-9]{3}-?[0-9]{3}-?[0-9]{3})"
    r"|(?P<et_fayda>[0-9]{4} [0-9]{4} [0-9]{4})"
    r")(?![\w\-/]|[.,][0-9])"
)
_BEFORE = 60  # (the most characters from the value back to the id's name)


# Every value holds a run of three digits or more; it starts there, or two Cyrillic letters,
# two digits and a dash, `GHA-`, an alien number's `A`, a state's code and office, a licence's
# area and year or a cédula's province and book before it, or a Nepali certificate's three pairs;
# or it starts at a state's number and its slash (an NRC) (each run found by Python's quick scan
# for a digit, the value tried there).
_DIGITS_RE = re.compile(r"[0-9]{3,}|[0-9]{1,2}/[A-Z][A-Za-z]{2,8} ?\(|[၀-၉]{1,2}/")
_LEADS = (0, 1, 2, 3, 4, 5, 6, 9)


def _named(row: _Id, text: str, start: int, m: re.Match[str]) -> bool:
    """Whether the row's name is on the value's line before it (from ``start``); for a plain
    number's shape, no word between that names another number (`Panama trip, order 8-…`)."""
    if row.name is None:
        return True
    name = row.name.search(text, start, m.start())
    if name is None:
        return False
    return not (row.plain and names_another_number(text[name.end() : m.start()]))


def _is_id(text: str, m: re.Match[str], named: dict[str, bool]) -> bool:
    """Whether the value is an id of its shape (``named``: whether the text holds a literal run
    of each shape's names, as found)."""
    kind = m.lastgroup
    if kind is None:
        return False
    start = max(text.rfind("\n", 0, m.start()) + 1, m.start() - _BEFORE)
    if (names := _SHAPE_NAMES[kind]) is not None:
        pattern, runs = names
        if kind not in named:
            low = folded(text)
            named[kind] = any(run in low for run in runs)
        if not named[kind] or pattern.search(text, start, m.start()) is None:
            return False
    return any(row.check(m.group()) and _named(row, text, start, m) for row in _SHAPES[kind])


def _named_ids(text: str) -> Iterator[Span]:
    end = 0
    named: dict[str, bool] = {}
    for run in _DIGITS_RE.finditer(text):
        # (a run's digits alone may be no id where the value starts before them: `MH14 2019…`)
        for lead in _LEADS:
            start = run.start() - lead
            if start >= end and (m := _VALUE_RE.match(text, start)) and _is_id(text, m, named):
                end = m.end()
                yield m.start(), m.end(), "national_id"
                break


def named_id(name: str, value: str) -> bool:
    """Whether ``value`` is, by its shape and check, the id that ``name`` (a metadata key:
    `snils`, `sss_no`) names."""
    m = _VALUE_RE.fullmatch(value.strip())
    if m is None or m.lastgroup is None:
        return False
    return any(
        (row.name is None or row.name.search(name) is not None) and row.check(m.group())
        for row in _SHAPES[m.lastgroup]
    )


# Every value's shape (ASCII digits: the first look rules it out beyond ASCII too).
_GATE_RE = re.compile(
    r"[0-9]{7}|[0-9]-[0-9]{7}|[0-9]{3}-[0-9]{3}-[0-9]{3}|[0-9]{4} [0-9]{4} [0-9]{4}"
    r"|[0-9]{2}-[0-9]{6}-[0-9]{2}|[0-9]/[A-Z][A-Za-z]{2,8} ?\(|[၀-၉]/|-[0-9]{1,4}-[0-9]"
    r"|[A-HJ-NP-Z]{3}[0-9]{4}|[0-9]\.[0-9]{3}\.[0-9]{3}|[0-9]{3} [0-9]{3} [0-9]{3}|J[0-9]{2}/[0-9]"
    r"|[ΑΒΕΖΗΙΚΜΝΟΡΤΥΧABEZHIKMNOPTYX] ?[0-9]{6}"
)
FAMILIES = (Family("id_by_shape", _GATE_RE, _named_ids, needs_digit=True, hint=_GATE_RE),)
