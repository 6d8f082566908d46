"""A mobile-money PIN keyed into a USSD string: "dial *400*2*1*509743# to confirm the transfer",
"tape *144*4*6*2251# pour valider".

Part of the scrubber (`memories.redaction`); pure. A USSD string is a service code and the menu's
choices, each after a star, ended by a hash (`*400*2*1#`). Mobile-money services let a user key
the whole dialogue in one string, the PIN last: a string of two choices or more whose last one
is four to six digits, where the line says what a PIN does (confirm, validate, approve, the PIN
itself), gives its last choice. A string alone (`*144#`), or one that ends in a choice of three
digits or fewer, keeps all; an amount on a line with no such word stays.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span
from memories.redaction.lines import line_end, line_start

__all__ = ["FAMILIES"]

# A service code of two to four digits, one choice or more, then the PIN and the hash (a modem's
# `AT+CUSD=1,"*778*3*82594#",15` too).
_USSD_RE = re.compile(r"(?<![\w*#])\*\d{2,4}(?:\*\d{1,15}){1,8}\*(?P<pin>\d{4,6})#")
# What a PIN does on the line, in the languages of mobile money (English, French, Portuguese,
# Swahili, Hausa, Bambara): confirm, validate, approve, authorise, or the PIN's own word.
_CONFIRM_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:confirm|valid|approv|authori[sz]|pin(?![^\W\d_])|code[ \t]+secret"
    r"|mot[ \t]+de[ \t]+passe|confirmar|thibitisha|tabbatar|siri(?![^\W\d_])|dafa|sɔn))"
)
_LINE_REACH = 200  # (characters of the line read for the word, each side of the string)


def _ussd_pins(text: str) -> Iterator[Span]:
    for m in _USSD_RE.finditer(text):
        line = text[line_start(text, m.start(), _LINE_REACH) : line_end(text, m.end(), _LINE_REACH)]
        if _CONFIRM_RE.search(line) is not None:
            yield m.start("pin"), m.end("pin"), "password_assignment"


FAMILIES = (Family("ussd_pin", re.compile(r"\*\d{2,4}\*"), _ussd_pins, needs_digit=True),)
