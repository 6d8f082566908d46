"""A personal, citizen or national number after a word that says whose it is, in any language.

Part of the scrubber (`memories.redaction`); pure. `ids` knows a country's id by its name and
its check digit; a country python-stdnum does not know (Georgia's eleven digits), or a writer
who calls the number what it is in their own words, still says *personal*, *citizen*, *civil*,
*national* or *identity* before it (`personal number`, `პირადი ნომერი`, `личный номер`,
`numru tal-identità`, `lambar shaida`, `регистрийн дугаар`, `kod ng pagkakakilanlan`, `P-tal`).
The value's shape carries the rest: one unbroken run of nine to thirteen digits, not starting
with `0` or `+` (a phone's), or a birth date and a serial (`850412-1234`, `120374 12345`,
`736028/5163`; no date needed after Iceland's `kerfiskennitala` or the Faroes' `P-tal`), within a few words after the word on its line. A word between or before
that names another number (a phone, an order, an account, a client's or a user's id) keeps it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span

__all__ = ["FAMILIES"]

# The stems of "personal", "citizen", "civil", "national", "identity", "population register" and
# "birth number" of many languages and scripts (a stem: its inflections and compounds follow it).
_WORD_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:person(?:al|lig|nummer|nr|numm?er|kod|ale|nel)?|persoon|persönlich"
    r"|pessoal|pribadi|binafsi|osobn|osobist|li[čc]n|lichn|ki[şs]isel|şəxsi|shaxsiy|henkilö"
    r"|isiku|asmens|personas|kennitala|citizen|ciudadan|cidad[ãa]|citoyen|cittadin|burger"
    # (the Faroes' `P-tal` and `persónstal`; Iceland's system number for a foreigner, whose
    # first digits are no birth date: `kerfiskennitala`; a name that no other number has, read
    # whatever the date)
    r"|(?P<system>p[\-_ ]tal|pers[óo]nstal|kerfiskennital)"
    r"|bürger|obywatel|gra[žz]dan|civil|sivil|civic|national|nacional|nazional|nasional"
    r"|kansallis|identit|identidad|identifica|identiti|idanim|shaida|kitambulisho"
    r"|pagkakakilanlan|pengenalan|kependudukan|kimlik"
    r"|birth\s+n|f[øö]dsel|f[öo]delse|rodn|sz[üu]let[ée]si|syntym|geburts)"
    r"|პირად|სამოქალაქო|անձնակ|անձնայ|регистр|иргэн|личн|персональн|идентификац|граждан"
    r"|особист|ідентифікац|жеке|ЖСН|ИИН|الشخصي|الهوية|المدني|الوطني|ملی|هویت|זהות|पहचान"
    r"|आधार|নাগরিক|পরিচয়|ประจำตัว|អត្តសញ្ញាណ|መታወቂያ|ταυτότητ|προσωπικ|주민|身份|個人)"
)
_VALUE_RE = re.compile(
    r"(?<![\w\-+.,/])(?:[1-9][0-9]{8,12}|(?P<born>[0-9]{6}(?:[0-9]{2})?)[ \-/+][0-9]{3,7})"
    r"(?![\w\-/]|[.,][0-9])"
)
# A birth date first (`YYMMDD`, `DDMMYY`, `YYYYMMDD`), then a serial: how many countries write it.
_DAY_MONTH_RE = re.compile(
    r"(?:0[1-9]|[12][0-9]|3[01])(?:0[1-9]|1[0-2])|(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])"
)
_BEFORE = 40  # (the most characters from the word's end to the value)
_LINE_REACH = 200  # (the most of its line read before the value, for another number's word)
# Words that name another number, before the value on its line.
_OTHER_RE = re.compile(
    r"(?i:phone|tel\b|mobile|cell|fax|call|whats|order|ticket|case|invoice|account|iban|card"
    r"|client|app\b|application|project|tenant|user|customer|member|tracking|transaction"
    r"|booking|flight|amount|total|price|debt|budget|population|cuenta|conta\b|konto|compte"
    r"|сч[её]т|телефон|тел\.|моб|ტელ|հեռ)"
)
_DIGIT_RE = re.compile(r"[0-9]")


def _personal_numbers(text: str) -> Iterator[Span]:
    for m in _VALUE_RE.finditer(text):
        born = m.group("born")
        dated = born is None or bool(
            _DAY_MONTH_RE.fullmatch(born[-4:]) or _DAY_MONTH_RE.fullmatch(born[:4])
        )
        # (the line read back `_LINE_REACH` characters at most: one long line is read in linear time)
        line = text.rfind("\n", max(0, m.start() - _LINE_REACH), m.start()) + 1
        line = max(line, m.start() - _LINE_REACH)
        start = max(line, m.start() - _BEFORE)
        words = list(_WORD_RE.finditer(text, start, m.start()))
        if not words or (not dated and words[-1].group("system") is None):
            continue
        between = text[words[-1].end() : m.start()]
        if _DIGIT_RE.search(between) or _OTHER_RE.search(text, line, m.start()):
            continue
        yield m.start(), m.end(), "national_id"


# The value's shape, which every hit holds (ASCII digits: the first look rules it out beyond
# ASCII too, and the hint keeps the finder off texts with no such run).
_SHAPE_RE = re.compile(r"[1-9][0-9]{8}|[0-9]{6}[ \-/+][0-9]{3}")
FAMILIES = (
    Family("personal_number", _SHAPE_RE, _personal_numbers, needs_digit=True, hint=_SHAPE_RE),
)
