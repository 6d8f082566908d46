# ruff: noqa: RUF001  (apostrophes as people type them are what this file reads)
"""A value said first, then named by what it was set for, with no word for a password:
`dunlin188, that's what I set for the Hue bridge`, `c'est ce que j'ai mis pour le NAS`.

Part of the scrubber (`memories.redaction`); pure. `credentials` reads `… is what I set as the
password`; here nothing names a password, so the value must read as one: a word and a number run
together (three letters or more, two digits or more), no colon or slash, and a dot only between
words and before the number (`Urbech.Belidzhi.726`; never a version, a time, a path, a model's name:
`llama3.1:70b`), or letters alone whose case switches at random (`ilvUWuAuWXvWDvoO`,
`shaped.random_letters`). What was *used* for something is a tool as often (`postgres16, that's what
we use for staging`): only what was set, chosen or typed is read. Said the other way round (`I set …
for the portal`, `coloquei … no painel`), the value must be words joined by dots or underscores, a
number last, or a word and three or four digits run together when a machine is named after (`le puse
colpes2613 al router`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.family import Family, Span, groups_of
from memories.redaction.labels import PROSE_WORDS
from memories.redaction.shaped import random_letters

__all__ = ["FAMILIES"]

# "That's what I set for", in the languages people say it in (English, German and Swiss German,
# French, Spanish, Portuguese, Italian, Dutch, the Nordic languages, the Caribbean Creoles).
_SET_FOR = (
    r"(?i:(?<![^\W_])(?:(?:that['’]?s|that\s+is|it['’]?s|this\s+is|is|was)\s+what\s+"
    r"(?:i|we|you|they|he|she)\s+(?:set|chose|picked|typed|entered|put|gave)"
    r"(?:\s+it)?\s+(?:for|on|in)"
    r"|(?:i\s+)?set\s+(?:that|this)\s+(?:for|on)"  # (`barsakelmes6733 set that for the tablet`)
    r"|(?:das|so)\s+hab(?:e)?\s+ich\s+(?:f[üu]r|beim|bei|auf|am|im)"
    # (Swiss German's "that I have for … set", its verb said last: `das hani fer d'Seilbahn-Kamera
    # gsetzt`)
    r"|(?:das|dä|so)\s+(?:hani|han\s+i|hanis)\s+(?:f[üuäe]r|bim|bi|uf|am|im)"
    r"(?=[^\n]{0,48}?\s(?:gsetzt|gwählt|igstellt|iigstellt|iitippt|itippt)(?![^\W_]))"
    r"|c['’]est\s+ce\s+que\s+j['’]ai\s+(?:mis|choisi|tap[ée])\s+(?:pour|sur|dans)"
    r"|(?:eso\s+)?es\s+lo\s+que\s+(?:puse|eleg[íi]|configur[ée])\s+(?:para|en)"
    r"|(?:isso\s+)?[ée]\s+o\s+que\s+(?:eu\s+)?(?:coloquei|pus|configurei)\s+(?:para|no|na|em)"
    r"|[èe]\s+quello\s+che\s+ho\s+(?:messo|impostato)\s+(?:per|sul|sulla|nel)"
    r"|dat\s+heb\s+ik\s+(?:voor|op|bij|ingesteld)"
    # (the Caribbean Creoles': `…, dat a wha mi set fi di CCTV box`)
    r"|dat\s+a\s+wha\s+(?:mi|wi|yu|im|dem)\s+(?:set|put|pick|choose|gi)\s+(?:fi|pan|inna|ina|on)"
    r"|det\s+(?:har|er\s+det)\s+(?:jeg|jag)\s+(?:satt|valgt|valt)\s+(?:p[åa]|for|f[öo]r|til)"
    # Turkish's and Azerbaijani's "I put it (this) on the modem", the verb last: `…, modeme onu
    # koydum`, `…, routerə bunu qoydum`.
    r"|(?:[^\W\d_]{3,}(?:y?[aeə])\s+)?(?:onu|bunu|[şs]unu)\s+(?:[^\W\d_]{3,}(?:y?[aeə])\s+)?"
    r"(?:koydum|koyduk|qoydum|qoyduq|girdim|yazd[ıi]m|ayarlad[ıi]m)"
    # (Arabic chat's "I put it for the …": `… 7atetu lal router`, `… 7attaito 3al laptop`)
    r"|(?:7at(?:e|a)?t(?:u|o|ha|aha)|7att(?:ait|ei?t)(?:u|o|ha)|7atteit(?:u|o)?)\s+"
    r"(?:lal|lel|lil|3al|3a|fi|fel|fil|bel|bil))"
    r"(?![^\W_]))"
)
_SET_FOR_RE = re.compile(_SET_FOR)
_VERB_HINT_RE = re.compile(
    r"(?i:set|chose|picked|typed|entered|put|gave|hab|han|mis|choisi|tap|puse|eleg|configur"
    r"|coloquei|pus|messo|impostato|heb|satt|valgt|valt|koyd|qoyd|girdim|yazd|ayarlad|7at|wha)"
)
# The value just before the words (read back from them: the words are rare, values are not).
_VALUE_RE = re.compile(
    r"(?<![^\s\"'`(])(?P<v>[^\W\d_]{3,}(?:(?:\.[^\W\d_]{3,})+\.\d{2,}|[^\s\"'`,;.:/]*))"
    r"[ \t]*(?:[,;:]|[—–]|--?)?[ \t]*\Z"
)
_DIGITS_RE = re.compile(r"\d\d")
_WINDOW = 72


def _set_for(text: str) -> Iterator[Span]:
    for said in _SET_FOR_RE.finditer(text):
        m = _VALUE_RE.search(text, max(0, said.start() - _WINDOW), said.start())
        value = "" if m is None else m.group("v")
        shaped = 6 <= len(value) <= 64 and _DIGITS_RE.search(value) is not None
        # (or letters whose case switches at random: `ilvUWuAuWXvWDvoO`, a generator's; a sign
        # may stand among them, `kYhEcwTSpxG#Xdaf`, as `random_letters` reads it)
        shaped = shaped or (len(value) <= 64 and random_letters(value))
        if m and shaped and value.lower() not in PROSE_WORDS:
            yield m.start("v"), m.end("v"), "password_assignment"


# Or the verb first, the value, then what it was set for: `I set dasheen_paradise_20 for the
# Lets Portal`, `coloquei trancapecho.api.2035 no painel novo`. The value must then be words of
# three letters or more joined by dots or underscores, a number last (a generator's shape).
# (or a word and three or four digits run together, set on a machine named right after: `le
# puse colpes2613 al router del galpón`, `ho messo colpes7830 al computer della cantina`)
_SET_THEN_RE = re.compile(
    r"(?i:(?<![^\W_])(?:i\s+(?:set|typed|entered|chose|picked)|coloquei|configurei|puse"
    r"|configur[ée]|j['’]ai\s+mis|ho\s+messo|ho\s+impostato))\s+"
    r"(?:(?P<v>[^\W\d_]{3,}(?:[._][^\W\d_]{3,})+[._]\d{2,4})\s+"
    r"(?i:for|on|no|na|nos|nas|para|pour|sur|per|sul|sulla)(?![^\W_])"
    r"|(?P<w>[a-z]{4,12}\d{3,4})\s+(?i:for|on|no|na|para|al|alla|sul|en|in|au|sur|on"
    r"|pa['’]?l(?![^\W_]))"  # (Spanish's `pa'l`, "for the", as texted)
    r"\s+(?:(?i:the|el|la|il|lo|o|a|le|my|mi)\s+)?"
    r"(?:[^\W\d_]{3,14}\s+)?"  # (a word of where or whose between: `for the hostel router`)
    r"(?i:router|m[óo]dem|computer|compu|pc|laptop|notebook|wi-?fi|tablet|printer|impresora"
    r"|stampante|nas|server|servidor|celular|kiosk)(?![^\W_]))"
)


FAMILIES = (
    # (no digit needed: letters alone at random are read too, `kYhEcwTSpxG#Xdaf, that's what I
    # set for the NAS`; the verbs' stems first, a cheaper look than the whole pattern)
    Family("set_for", _SET_FOR_RE, _set_for, hint=_VERB_HINT_RE),
    Family(
        "set_for",
        _SET_THEN_RE,
        groups_of(_SET_THEN_RE, "password_assignment", "v", "w"),
        needs_digit=True,
    ),
)
