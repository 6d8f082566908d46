# ruff: noqa: RUF001  (words of other languages are what this file reads)
"""A password dictated in order: a plain word, then a number, with a word that says which comes
first or where the number goes (`pw: alvani first, 9762 straight after`, `Banz PC login is
kapul, ending with the digits 9898`, `Kennwort zuerst kumul tippen, hinten die Ziffern 9389
dran`, `a senha é tacacho, a fruta, e logo depois 1816`).

Part of the scrubber (`memories.redaction`); pure. `spoken` reads a word and a number that ends
the clause after "then" or "followed by"; here the order may be said anywhere on the line, before
the number or after it (`5903 i kam bihain`, `right behind it`). After a password's label (any
language; perhaps its "is", a colon or one short word, `password ere …`) or an account's or a
machine's word and a colon or a comma (`for the lab PC: …`, `shed wifi, …`), or its "is" when the
digits are said to be digits (`login is kapul, ending with the digits 9898`): a plain word
of three letters or more (no function word, none of the words of the order itself), at most six
words, then three to eight digits that no unit follows. The word and the number go.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span
from memories.redaction.label_search import label_matches
from memories.redaction.labels import PROSE_WORDS, label_kind, words
from memories.redaction.shapes import ARABIZI_DIGIT
from memories.redaction.spoken import ACCOUNT, NOT_FIRST_ENDS
from memories.redaction.units import COUNTS, MEASURES

__all__ = ["FAMILIES"]

# The words that say the order, in the languages people dictate in (`first`, `straight after`,
# `right behind it`, `ending with`, `glued`, `zuerst`, `hinten … dran`, `logo depois`, `après`,
# Tok Pisin's `pastaim` and `bihain`, Amharic's `መጀመሪያ` and `ቀጥሎ`, Quechua's `chaymanta` and
# Aymara's `ukatsti`, "after that"; Hindustani's `pehle`, `phir`, `baad`; Mapudungun's `feychi`;
# Mongolian's `xoino`, `ardan`, `qoyin-a` and `дараа`, "after", "behind"; Spanish's `le pegas`,
# "you stick on"; Hungarian's `mögé`, "behind"; Maori's `i muri`, "after"; Turkish's `sonuna`,
# "at its end", Dutch's `erachter`; Spanish's `después` unaccented, as Chamorro borrows it;
# Romanian's `apoi`, Breton's `goude`, Indonesian's `lalu` and Balinese's `raris`, "then"; Arabic
# chat's `ba3den`, "after"; Guaraní's `upéi`, "then", and `oñondive`, "together").
_ORDER = words(
    """
    first then after afterwards behind followed following ending end glued together straight
    zuerst dann danach dahinter hinten dran anschließend
    depois após primeiro primeira
    après puis ensuite d'abord
    luego después despues primero detrás final pegado pegadito junto
    poi dopo prima
    apoi după dupa întâi intai
    goude goudé
    lalu kemudian raris
    daarna eerst achter erachter achteraan erachteraan
    sedan efter först etter
    sonra önce sonuna arkasına potem najpierw
    pastaim bihain tacked appended
    pehle phir baad
    chaymanta ukatsti ukata feychi
    መጀመሪያ ቀጥሎ
    xoino xoyno ardan qoyin-a qoyina дараа хойно
    pegas pega mögé utána muri
    ba3den ba3dein ba3dain ba3d
    upéi upei oñondive onondive
    """
)
_ORDER_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:" + "|".join(sorted(map(re.escape, _ORDER), key=len, reverse=True)) + r")"
    r"(?![^\W\d_]))"
)
# (no digit: the number is the run that ends it; but for Arabic chat's letters inside a word,
# `ba3den`)
_WORD = r"[^\W\d_]+(?:(?:['’\-]|" + ARABIZI_DIGIT + r")[^\W\d_]+)*"
# Between the words and before the number: spaces or a comma (never nothing: a long word is not
# read as many).
_GAP = r"(?:[ \t]*[,፣،、][ \t]*|[ \t]+)"
# A number that counts something is no password's (`within 365 days`, `300 characters`); a short
# word after it is read as a unit, but for Mongolian's "is" (`…, xoino 5286 bei`).
_UNIT = COUNTS + "|" + MEASURES
# After the label: its "is" or a colon, or one short word of any language (`ere`), perhaps "the
# word" (`le mot`), perhaps an order's word (`zuerst`), then the value: a word, at most six words
# or commas, and the number.
_TAIL_RE = re.compile(
    r"[ \t]*(?:(?i:is|es|é|est|ist|era|e|ha['’]e|:|=|,|-|–)[ \t]*)?(?:[^\W\d_]{1,4}[ \t]+)?"
    # (Romanian's "the word", its article glued on; Breton's after its article: `er gir`)
    r"(?:(?i:the[ \t]+word|le[ \t]+mot|das[ \t]+wort|a[ \t]+palavra|la[ \t]+palabra|cuv[âa]ntul"
    r"|g[ei]r|kruna|kata)[ \t]+)?"  # (and Balinese's and Indonesian's "word": `kruna …`)
    r"(?:(?i:first|zuerst|erst|primero|primeiro|d'abord|pastaim|eerst|först|መጀመሪያ)[ \t]+)?"
    r"(?P<v>(?P<first>[^\W\d_]{3,24}(?:-[^\W\d_]{2,12})?)"  # (perhaps hyphened: `penn-sardin`)
    r"(?P<mid>(?:" + _GAP + _WORD + r"){0,6}?" + _GAP + r")"
    r"(?P<n>\d{3,8}))(?!\d)(?![\w\-.,/:]\w|[ \t]*(?:%|°|(?!bei\b)[a-zA-Z]{1,3}\b(?![ \t]+\w)|"
    + _UNIT
    + r"))"
    r"(?P<rest>[^\n.;]{0,40})"
)
# With no label: "first" a word and the verb that types it, then "then" and the number
# (`pehle hoiho likho, phir 6713`, Hindustani; `eerst rakiura typen, dan 9806`, Dutch): the verb
# says it is typed, the order words that it is one string.
_FIRST_TYPED_RE = re.compile(
    r"(?<![^\W\d_])(?i:pehle|eerst|first|zuerst|erst|primero|primeiro|d['’]abord|pastaim)[ \t]+"
    r"(?P<v>(?P<first>[^\W\d_]{3,24})[ \t]+(?i:likho|likhna|likhiye|likhen|typen|type|typ|tippen"
    r"|tippe|schreiben|schreib|write|escribe|escribir|digita|[ée]cris|[ée]crire|tape[zr]?)[ \t]*,?"
    r"[ \t]+(?i:phir|then|dan|dann|luego|despu[ée]s|puis|ensuite|bihain|uske[ \t]+baad"
    r"|aur[ \t]+phir)[ \t]+(?P<n>\d{3,8}))(?![\w.,/:]\w)(?![ \t]*(?:%|°|" + _UNIT + r"))"
)
# (the words of a form's fields are no password's: `pehle naam likho, phir 2024 …`)
_FIELDS = words("name naam nom date datum tarikh number nummer code email mail user username")
# Typing it, said as an order (`type sciaccarellu first, then the number 4246`, `tippe …`).
_TYPE_RE = re.compile(r"(?<![^\W\d_])(?i:type|tippe|tipp|typ|escribe|escribes|digita)(?=[ \t])")
# An account's or a machine's word and what leads to its password: a colon, a comma or "is".
_ACCOUNT_RE = re.compile(
    r"(?<![^\W\d_])" + ACCOUNT + r"(?![^\W\d_])(?=[ \t]*(?::|,|[ \t](?i:is|es|ist|est)[ \t]))"
)
# What a keypad or a person does with the code is no word of it (`the key safe takes 4471 then
# OK`, `type 4471 then press OK`).
_VERBS = words(
    "takes take accepts accept needs need wants want opens open uses use type enter press"
)
_NOT_FIRST = PROSE_WORDS | _ORDER | _VERBS
# After an account's "is", the digits must be said to be digits (`… is kapul, ending with the
# digits 9898`).
_DIGITS_SAID_RE = re.compile(r"(?i:\b(?:digits|number|numbers|ziffern|chiffres|d[ií]gitos)\b)")


def _labels(text: str) -> Iterator[tuple[int, bool]]:
    """Where each label ends, and whether it is an account's word that "is" follows."""
    for kw in label_matches(text):
        if label_kind(kw.group("label")) in ("password", "pin"):
            yield kw.end(), False
    for m in _ACCOUNT_RE.finditer(text):
        yield m.end(), text[m.end() : m.end() + 1] not in ":,"
    for m in _TYPE_RE.finditer(text):
        yield m.end(), False


def _ordered(text: str) -> Iterator[Span]:
    for at, account_is in _labels(text):
        m = _TAIL_RE.match(text, at)
        if m is None:
            continue
        first = m.group("first").lower()
        if first in _NOT_FIRST or first.endswith(NOT_FIRST_ENDS):
            continue
        around = m.group("mid") + " " + m.group("rest")
        if account_is and _DIGITS_SAID_RE.search(around) is None:
            continue  # (`the laptop is slow followed by 300`: what a machine "is" is no password)
        if _ORDER_RE.search(around):
            yield m.start("v"), m.end("v"), "password_assignment"
    for m in _FIRST_TYPED_RE.finditer(text):
        if m.group("first").lower() not in _NOT_FIRST | _FIELDS:
            yield m.start("v"), m.end("v"), "password_assignment"


FAMILIES = (Family("ordered_password", _ORDER_RE, _ordered, needs_digit=True),)
