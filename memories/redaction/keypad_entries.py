# ruff: noqa: RUF001  (the words of other languages are this file's data)
"""A lock's code said as what to key in: "to open the bike shed dial 06836", "punch in 4417 at
the gate", "am Tor 7731 eintippen", "набери 5520 на замке".

Part of the scrubber (`memories.redaction`); pure. A verb of keying digits in (dial, punch in, key
in, tap in, type, enter, press, and their kin in other languages) then, within two short words,
four to eight digits that end the clause; and on the same line what a code opens: a door, a gate,
a shed, a safe, a padlock, a locker, a keypad, an alarm, a box, "unlock" (in the languages
listed). A phone number said after "dial" has no lock on its line, or more digits, and stays.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import re2

from memories.redaction.family import Family, Span
from memories.redaction.lines import line_end, line_start

__all__ = ["FAMILIES", "OPENS_RE", "measured"]

_KEY_IN = (
    r"dial|punch(?:[ \t]+in)?|key[ \t]+in|tap[ \t]+in|type(?:[ \t]+in)?|enter|press"
    r"|w[äa]hle?n?|tipp(?:e|en)?|eintippen|eingeben|compose[rz]?|tape[rz]?|marca[rn]?|marque"
    r"|digita[r]?|digite|inserisci|componi|toets|intoetsen|slå|tast(?:e|a)?|набери(?:те)?"
    r"|набрать|введи(?:те)?|ввести|wpisz|wybierz|zadej|tuşla|gir|ingresa[r]?|ingrese"
)
_ENTRY_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:" + _KEY_IN + r"))(?:[ \t]+[^\W\d_]{1,6}){0,2}?[ \t]+"
    r"(?P<v>\d{4,8})(?![\w\-/%:.,]\d|[\w\-/%:])"
)
# The same with the verb last, as German, Turkish or Dutch put it (`am Tor 4417 eintippen`).
_VERB_LAST_RE = re.compile(
    r"(?<![\w\-/.,])(?P<v>\d{4,8})[ \t]+(?i:eintippen|eingeben|tippen|w[äa]hlen|tuşla(?:yın)?"
    r"|girin|intoetsen|invoeren|intikken|inslå|набрать|ввести)(?![^\W\d_])"
)
# A lock that "takes" or "opens with" its code (`the key safe takes 15577 then OK`): weaker verbs,
# so the digits end the sentence or come before "then", "and" or a key's sign, and are no year.
_TAKES_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:takes|wants|accepts|opens[ \t]+(?:with|on)))[ \t]+"
    r"(?!(?:19|20)\d\d(?!\d))(?P<v>\d{4,8})"
    r"(?=[ \t]*(?:$|\n|[.;!#*)]|,[ \t]|(?i:then|and|followed)(?![^\W\d_])))"
)
# What a code opens, in the languages of the verbs above.
OPENS_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:unlock|door|gate|shed|safe|padlock|lock|locker|keypad|key[ \t]?pad|alarm"
    r"|garage|lockbox|key[ \t]?box|cabinet|storeroom|cellar|basement|entrance|t[üu]r|tor|schlo(?:ss|ß)"
    r"|tresor|schuppen|keller|porte|portail|cadenas|coffre|serrure|puerta|port[oó]n|candado"
    r"|caja[ \t]fuerte|cerradura|porta|port[ãa]o|cadeado|cofre|fechadura|cancello|lucchetto"
    r"|cassaforte|deur|hek|poort|kluis|slot|d[öo]rr|grind|hänglås|kassaskåp|dør|låsen?|дверь|двери"
    r"|замок|замке|калитк|сейф|ворот|drzwi|brama|k[łl]ódk|sejf|dveře|zámek|kapı|kilit|kasa))"
)


_RUN_RE = re.compile(r"(?<!\d)\d{4,8}(?!\d)")
_BEFORE, _AFTER = 64, 24  # (the verb and two words before the digits; the verb after them)
# The words before digits that make them no code: a year, a page, a room, a floor, a number.
_NOT_A_CODE = frozenset(
    [
        "year",
        "years",
        "page",
        "room",
        "floor",
        "number",
        "no",
        "nr",
        "jahr",
        "année",
        "annee",
        "año",
        "ano",
        "anno",
        "год",
        "года",
    ]
)


_LINE_REACH = 400  # (characters of the line read for a lock's word, each side of the entry)


def _entries(text: str) -> Iterator[Span]:
    # From each run of four to eight digits (rare), the verb looked for in the words around it.
    if _VERB_LOOK.search(text) is None:
        return
    for run in _RUN_RE.finditer(text):
        yield from _entered(text, run)


def _entered(text: str, run: re.Match[str]) -> Iterator[Span]:
    lo, hi = max(0, run.start() - _BEFORE), min(len(text), run.end() + _AFTER)
    found = (
        *_ENTRY_RE.finditer(text, lo, hi),
        *_VERB_LAST_RE.finditer(text, lo, hi),
        *_TAKES_RE.finditer(text, lo, hi),
    )
    for m in found:
        if m.span("v") != run.span():
            continue
        # (the line around it, at most `_LINE_REACH` characters each side: a long line is not
        # read whole again for each of its runs)
        line = text[line_start(text, m.start(), _LINE_REACH) : line_end(text, m.end(), _LINE_REACH)]
        said = m.group(0)[: m.start("v") - m.start()].lower().split()
        if OPENS_RE.search(line) and not _NOT_A_CODE.intersection(said):
            yield m.start("v"), m.end("v"), "password_assignment"


# The verb's first letters before four digits within a few words: ASCII, read by the first look.
_VERBS = (
    r"dial|punch|key|tap|typ|enter|press|w[äa]hl|tipp|comp|tape|marc|marq|digit|inser|toets|sl[åa]"
    r"|tast|набер|набр|введ|ввест|wpisz|wybierz|zadej|tuş|gir|ingres|ein|invoer|intik|insl"
    r"|take|want|accept|open"
)
_GATE_RE = re.compile(
    r"(?i:"
    + _VERBS
    + r")[^\n\d]{0,64}\d{4}|\d{4}[ \t]+(?i:ein|tipp|w[äa]hl|tuş|gir|intoet|invoer|intik|insl|набр|ввест)"
)
# The same beyond ASCII, where the first look cannot tell: a verb's first letters anywhere (RE2).
_VERB_LOOK = re2.compile(r"(?i)" + _VERBS, re2.Options())

# A line that starts with a lock and ends with its code after a colon: `padlock on the ridge hut:
# 1918`, `key safe by the back door: 4471`.
_LOCK_LINE_RE = re.compile(
    r"(?im:^[ \t]*(?:[^\W\d_]+[ \t]+){0,2}?(?P<lock>pad[ \t]?lock|combination[ \t]+lock|key[ \t]?safe"
    r"|lock[ \t]?box|key[ \t]?box|gun[ \t]+safe|wall[ \t]+safe|bike[ \t]+lock|cable[ \t]+lock"
    r"|dryn(?:i|it)?|자물쇠)"  # (Albanian `kodi i drynit`, Korean)
    r"(?![^\W\d_])"
    # (no number between: a digit only inside a word, `cage in Depository B2`)
    r"(?:[^\n:：\d]|(?<=[^\W_])\d){0,60}[:：][ \t]*(?P<v>\d{3,8})"
    r"(?:[ \t]+[^\W\d_]{1,4})?[ \t.]*$)"  # (a short word may close it: `ok`, Jeju's `마씀`)
)


# What a lock has besides its code: `padlock price: 120`, `safe harbor ports: 443`.
_LOCK_ATTRIBUTES = frozenset(
    (
        "size", "sizes", "price", "prices", "cost", "costs", "weight", "count", "stock", "model",
        "year", "port", "ports", "capacity", "number", "numbers", "no", "nr", "room", "row",
        "floor", "height", "width",
    )
)  # fmt: skip
_PLACES = frozenset(("room", "floor", "row"))
_PLACED = frozenset(("on", "in", "at", "of", "by"))


def measured(said: list[str]) -> bool:
    """Whether the words from a lock's word to its colon name a measure of the lock, right after
    the lock's word or right before the colon (`padlock price: 120`, `padlock on the shed,
    size: 40`), not its code (`padlock on the engine room of barge 07: 31562`). A place's word
    after "on the" or "in the" names where the lock is (`padlock on the sorting room: 4632`)."""
    last = said[-1:]
    if last and last[0] in _PLACES and not _PLACED.isdisjoint(said[1:-1]):
        last = []
    return any(w in _LOCK_ATTRIBUTES for w in said[1:2] + last)


def _lock_lines(text: str) -> Iterator[Span]:
    for m in _LOCK_LINE_RE.finditer(text):
        said = text[m.end("lock") : m.start("v")].lower()  # (the words after the lock's)
        if not measured(["lock", *re.findall(r"[^\W\d_]+", said)]):  # (`padlock price: 120`)
            yield m.start("v"), m.end("v"), "password_assignment"


FAMILIES = (
    Family(
        "lock_line",
        re.compile(
            r"(?i:pad[ \t]?lock|lock[ \t]?box|key[ \t]?(?:safe|box)|(?:gun|wall)[ \t]+safe)"
            r"|(?i:(?:bike|cable|combination)[ \t]+lock)"
            r"|(?i:dryn)|자물쇠"
        ),
        _lock_lines,
        needs_digit=True,
    ),
    Family("keypad_entry", _GATE_RE, _entries, needs_digit=True, hint=re.compile(r"\d{4}")),
)
