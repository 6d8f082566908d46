# ruff: noqa: RUF001  (the word in other scripts is what this file reads)
"""Passport numbers after the word for a passport in any spelling: the value's shape carries most
of the weight.

Part of the scrubber (`memories.redaction`); pure. `passport` lists the word as written in
languages we know; the word is a loan in most others, and its spellings share a shape: `pa`, an
`s` (`ss`, `sz`, `š`), perhaps a vowel, `p` and a back vowel, then `rt`, `t` or `r` (`pasport`,
`paspot`, `paspɔt`, `pasipoti`, `paspoort`, `paspor`, `passaporto`, `pasaporte`), or the same
sounds in Cyrillic, Greek, Georgian, Armenian, Indic, Arabic and East Asian scripts, or a word of
its own (`potni list`, `putovnica`, `útlevél`, `vegabréf`, China's exit-entry permit `通行证`)
where a language has one. After it on
the same line, within a few words (`namba bilong mi`, `nɔmba na`, `nomeri:`), a passport-shaped
value goes: one or two capitals and six to nine digits (`L8021149`), two digits, two capitals
and five digits (France's), or eight or nine digits that are no date; so does a value of letters and
digits just before it (`A0862523 is my paspot`). A word between that names another number (a
flight, a booking, a phone) keeps it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span
from memories.redaction.id_cards import id_card_numbers

__all__ = ["FAMILIES"]

_WORD = (
    r"(?:[pf]a(?:ss?|sz|š|ś|ş|ș|ß)[aeiəɛ]?p[oɔóòôöuøọ]{1,2}(?:r[tdcsṭ]?|[tdcṭ])|pasbort|fasfo"
    r"|па[сш]{1,2}[аеи]?п[оа]р[тд]|διαβατ[ήη]ριο|პასპორტ|անձնագ|պասպորտ|पासपोर्ट|পাসপোর্ট|ਪਾਸਪੋਰਟ"
    r"|پاسپورت|پاسپورٹ|باسبور|جواز|דרכון|ፓስፖርት|พาสปอร์ต|หนังสือเดินทาง|パスポート|旅券|여권"
    r"|护照|護照|通行证|通行證|hộ\s+chiếu|útlevél|reisepass|cestovn[ií]\s+pas|passi(?:numero|n)?|pases"
    r"|paso\s+numeris|vegabr[ée]f|iwe\s+irinna|លិខិតឆ្លងដែន|கடவுச்சீட்டு|ပတ်စပို့"
    r"|ໜັງສືຜ່ານແດນ|ගමන්\s*බලපත්|potn(?:i|ega|em|ih)\s+list|putovnic|paso[šs]"
    r"|pasas\b|төлқұжат"
    r"|राहदानी)"  # (Nepali's own word: `मेरो राहदानी नम्बर …`)
)
_WORD_RE = re.compile(r"(?i:" + _WORD + r")")
# The value, then the word within a few words before it on its line (or just after it: `A0862523
# is my paspot`, letters and digits only); the value is searched for first, the word near it.
_VALUE_RE = re.compile(
    r"(?<![\w\-/.])(?:[A-Z]{1,2}[0-9]{6,9}|[0-9]{2}[A-Z]{2}[0-9]{5}|[0-9]{8,9}"  # (Lithuania's: 8)
    # (a series and a number: `45 06 123456`, Abkhazia's `55 5524079`)
    r"|[0-9]{2} ?[0-9]{2} [0-9]{6}|[0-9]{2} [0-9]{7}"
    # (Germany's: nine of its alphabet without vowels, a digit among them, `CJ5JVPHTP`)
    r"|(?=[A-Z]{0,8}[0-9])[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}"
    # (China's permits to travel to Hong Kong and Macau, and their residents' home-return
    # permits: a C, H or M and eight capitals and digits, `C5DW0INF8`)
    r"|(?=[A-Z]{0,8}[0-9][A-Z]{0,7}[0-9])[CHM][A-Z0-9]{8})(?![\w\-/])"
)
_BEFORE = 48  # (the most characters from the word's end to the value)
_AFTER = 24  # (from the value's end to the word)
_DATE_RE = re.compile(r"(?:19|20)[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])[0-9]?")
_OTHER_NUMBER_RE = re.compile(
    r"(?i:flight|vuelo|vol\b|flug|booking|reserv|order|ticket|phone|tel\b|mobile|fax|ref"
    r"|case|invoice|seat|visa|gate|room|pnr|tracking)"
)


def _passports(text: str) -> Iterator[Span]:
    for m in _VALUE_RE.finditer(text):
        value = m.group()
        if value.isdigit() and _DATE_RE.fullmatch(value):
            continue
        line = text.rfind("\n", 0, m.start()) + 1
        words = list(_WORD_RE.finditer(text, max(line, m.start() - _BEFORE), m.start()))
        if words and not _OTHER_NUMBER_RE.search(text, words[-1].end(), m.start()):
            yield m.start(), m.end(), "national_id"
            continue
        end = text.find("\n", m.end())
        stop = min(len(text) if end < 0 else end, m.end() + _AFTER)
        word = _WORD_RE.search(text, m.end(), stop)
        if (
            word is None
            or value.isdigit()
            or any(c.isdigit() for c in text[m.end() : word.start()])
        ):
            continue
        if not _OTHER_NUMBER_RE.search(text, line, word.start()):
            yield m.start(), m.end(), "national_id"


def _passports_and_id_cards(text: str) -> Iterator[Span]:
    yield from _passports(text)
    yield from id_card_numbers(text)  # (an id card's number: one family, a first-look pattern)


# The values' shapes, which every hit holds (ASCII only: the first look rules the family out
# beyond ASCII too); the word is searched for after it.
FAMILIES = (
    Family(
        "passport_any_spelling",
        re.compile(
            r"[A-Z][0-9]{5}|[0-9]{7}|[0-9] [0-9]{6}|[CFGHJK][CFGHJKLMNPRTVWXYZ0-9]{8}"
            r"|[CHM][A-Z0-9]{8}"
        ),
        _passports_and_id_cards,
        needs_digit=True,
    ),
)
