"""One account's recovery code alone, by the name a site gives it or by its vendor's alphabet.

Part of the scrubber (`memories.redaction`); pure. A list of backup codes goes by its label and
its codes' shared shape (`codes`); one code alone has no list to share a shape with, so its look
decides: after a recovery, rescue or backup code's label of any language the lists' label reads
(`codes.CODES_LABEL`: `recovery code`, `código de recuperación`, `Wiederherstellungscode`), a few
words allowed, then a colon or "is", five to twelve capitals and digits, both in it
(`X7K2M`, `R48213`). Steam Guard's codes are five characters of Steam's own alphabet (digits 2
to 9 and the capitals without vowels, `H86KY`), after its name.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.codes import CODES_LABEL
from memories.redaction.family import Family, Span
from memories.redaction.first_look import Starts

__all__ = ["FAMILIES"]

# Steam Guard's code alphabet (its mobile authenticator's): no 0, 1 or vowel.
_STEAM = r"[2-9BCDFGHJKMNPQRTVWXY]{5}"
_IS = r"[ \t]*(?:[:=→]|\bis\b|\bist\b|\best\b|\bes\b|\blautet\b|-)[ \t]*"
_WORDS = r"(?:[ \t]+[^\W\d_][\w\-]{0,19}){0,6}?"
# The one code's own name where a language's list name is a plural (`códigos de respaldo`).
_ONE = (
    r"(?i:(?<![^\W_])(?:c[óo]digo\s+de\s+(?:respaldo|recuperaci[óo]n|backup|reserva|emergencia)"
    r"|code\s+de\s+(?:secours|r[ée]cup[ée]ration|sauvegarde)|codice\s+di\s+(?:backup|recupero)"
    r"|(?:wiederherstellungs|notfall|ersatz|herstel|reserve)-?code|kod\s+(?:zapasowy|odzyskiwania)"
    r"|palautuskoodi|varakood|[åa]terst[äa]llningskod|gendannelseskode|gjenopprettingskode"
    r"|kurtarma\s+kodu|yedek\s+kod|код\s+восстановления|резервный\s+код|c[óo]d\s+adfer)(?![^\W_]))"
)
_ONE_CODE_RE = re.compile(
    r"(?:(?P<steam>(?i:\bsteam[ \t]*guard\b))"
    + _WORDS
    + _IS
    + r"(?:(?P<s>"
    + _STEAM
    + r")|(?P<sv>[A-Z0-9]{6,12}))"
    r"|(?:" + CODES_LABEL + r"|" + _ONE + r")" + _WORDS + _IS + r"(?P<v>[A-Z0-9]{5,12}))(?![\w\-])"
)
_LETTER_RE = re.compile(r"[A-Z]")
_DIGIT_RE = re.compile(r"\d")


# What every label above holds, lower-case: a cheap look before the search.
_STEM_RE = re.compile(
    r"c[óòo]d|k[óo]d|kood|steam|код|κωδικ|کد|رموز|कोड|รหัส|mã|msimbo|コード|码|碼|코드|קוד"
)
_ONE_CODE = Starts(_ONE_CODE_RE)


def _one_codes(text: str) -> Iterator[Span]:
    if _STEM_RE.search(text.lower()) is None:
        return
    for m in _ONE_CODE.finditer(text):
        if m.group("s") is not None:
            yield m.start("s"), m.end("s"), "backup_codes"
            continue
        group = "v" if m.group("v") is not None else "sv"  # (Steam's own name, any code)
        value = m.group(group)
        if _LETTER_RE.search(value) and _DIGIT_RE.search(value):
            yield m.start(group), m.end(group), "backup_codes"


FAMILIES = (
    Family(
        "one_code",
        _ONE_CODE_RE,
        _one_codes,
        needs_digit=True,
        hint=re.compile(r"[A-Z]\d|\d[A-Z]"),  # (a capital beside a digit: every code read here)
    ),
)
