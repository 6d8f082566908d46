# ruff: noqa: RUF001  (code words in other scripts are what this file is about)
"""A short code after a code or PIN word and what it opens, in any language the labels read:
`code du portail 0632`, `код домофона 29782`, `PIN kad ATM saya 2484`, `padlock combination
for the bike shed 5-0-1-1`.

Part of the scrubber (`memories.redaction`); pure. The shape, not a list of doors: a code word,
up to five words saying what it opens, perhaps "is" or a colon, then three to eight digits (or
four to eight read out one by one, `5-0-1-1`) that end the clause. A PIN or a lock's
combination needs no qualifier and takes any (`PIN of the shared phone`); a plain `code` needs
one, and one that names no code that is no secret (an error, a postcode, a country's dialling
code, a discount). A year (`code du travail 2024`, `PIN for 2024`) needs a colon or "is" before
it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span

__all__ = ["FAMILIES"]

# A PIN or a lock's combination, in the languages of `labels` (English, German, French, Spanish,
# Portuguese, Italian, Dutch, Polish, Czech, Russian, Ukrainian, Swedish, Turkish, Greek,
# Hebrew, Japanese, Korean, Chinese, Indonesian and Malay, Vietnamese).
_STRONG = (
    r"(?i:(?<![^\W_])(?:pin|pin-?code|pincode|passcode|pin-?kod|pin-?nummer|пин(?:-?код)?|пін(?:-?код)?"
    r"|combination|combo|kombination|combinaison|combinaci[óo]n|combina[çc][ãa]o|combinazione"
    r"|kombinacja|kombinace|комбинация|шифр|kombinasyon|συνδυασμός|צירוף)(?![^\W_])"
    r"|暗証番号|暗証コード|密码锁|密碼鎖|비밀번호|mã\s+pin)"
)
# A plain code word: a code of what the words after it name.
_PLAIN = (
    r"(?i:(?<![^\W_])(?:code|c[óo]digo|codice|kod|k[óo]d|код|koodi|kode|kodu|codul|kods|kodas"
    r"|kood|κωδικός|קוד|mã)(?![^\W_])|コード|密码|密碼)"
)
# What a code that is no secret is a code of (a word anywhere among the qualifier's).
_NOT_SECRET_RE = re.compile(
    r"(?<![^\W_])(?i:amount|betrag|montant|total|price|preis|prix|error|fehler|erreur|errore|b[łl][ąa]d|ошибк|status|exit|return|http|response|zip|post"
    r"|почтов|индекс|area|country|dial|phone|tel[eé]fon|promo|discount|rabatt|coupon|gutschein"
    r"|voucher|referral|invite|invit|product|produ|article|artikel|item|sku|source|qr|bar"
    r"|colou?r|farb|language|sprach|currency|airport|station|region|class|course|sort|bank"
    r"|branch|swift|bic|iban|iata|icao|tax|steuer|fiscal|fare|booking|tracking|order|bestell"
    r"|commande|pedido|reference|ref|version|build|commit|line|chapter|page|room|flight|project"
    r"|cost|department|customer|kunde|client|billing|shipping|model|part|serial|lot|batch|vat"
    r"|travail|civil|p[ée]nal|law|legal|gesetz|medical|diagnos|icd|hs|naf|ape|insee|rome|cpt"
    r"|style|stil|source|program|script|sample|example|beispiel|exemple|ejemplo|port\b|host"
    r"|localhost|server|above|below|review|snippet|block|editor|base\b|coverage|quality)"
)
_QUALIFIER_WORD = r"[^\W\d_][^\s\d:=#,;.!?]{0,20}|\([^()\d\n]{1,20}\)"
_IS = (
    r"[:=#→]|->|=>|[-–—](?=[ \t])|(?i:is|es|est|ist|lautet|é|è|to|je|jest|wynosi|är|er|on|là"
    r"|ni|adalah|ialah|era|was|war|было|—)(?![^\W_])|[はが是为為는은이가：]"
)
_VALUE = r"\d{3,8}|\d(?:[\-. ]\d){3,7}"
_PIN_CODE_RE = re.compile(
    r"(?:(?P<strong>" + _STRONG + r")|(?P<plain>" + _PLAIN + r"))"
    r"(?P<q>(?:[ \t]+(?:" + _QUALIFIER_WORD + r")){0,5}?)"
    r"[ \t]*(?P<is>" + _IS + r")?[ \t]*(?P<v>" + _VALUE + r")"
    # The code ends the clause: the text, a line, a stop, a comma or a bracket follows.
    r"[#*]?(?=[ \t]*(?:$|[\n.,;!?)\]]))",
    re.MULTILINE,
)
_YEAR_RE = re.compile(r"(?:19|20)\d\d")
_WORD_BEFORE_RE = re.compile(r"([^\W\d_]+)[ \t\-]*\Z")  # (`zip code`, `error-code`)


def _pin_codes(text: str) -> Iterator[Span]:
    for m in _PIN_CODE_RE.finditer(text):
        qualifier = m.group("q")
        before = _WORD_BEFORE_RE.search(text, max(0, m.start() - 24), m.start())
        if m.group("plain") is not None and (
            not qualifier.strip()
            or _NOT_SECRET_RE.search(qualifier)
            or (before is not None and _NOT_SECRET_RE.match(before.group(1)))
        ):
            continue  # `code 4471`: a code of what? `zip code for …`, `error code`: no secret
        if _YEAR_RE.fullmatch(m.group("v")) and m.group("is") is None:
            continue  # `code du travail 2024`, `PIN for 2024`: a year, unless said to be the code
        yield m.start("v"), m.end("v"), "password_assignment"


FAMILIES = (
    Family(
        "pin_code",
        _PIN_CODE_RE,
        _pin_codes,
        needs_digit=True,
        hint=re.compile(r"\d{3}|\d[\-. ]\d[\-. ]\d"),
    ),
)
