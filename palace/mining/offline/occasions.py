"""Occasions by grammar, whatever the noun: what one attends, hosts, celebrates, competes in,
performs at or organises ("attended the hackathon"), what happens before, after or during it
("after the baptism"), where one goes or brings something on a day or for it ("to the braai on
Heritage Day", "borrowing a tuxedo for the gala", "bring the cooler to the tailgate"), what
went well ("the recital went great"), and a listed occasion that says which thing ("the birthday
cake", "a housewarming gift" → birthday, housewarming).

These return noun phrases (lower case) that grammar says name an occasion; the tagger keeps
those whose last word no vocabulary holds as a place or a thing, and then tags them as neither.
"""

from __future__ import annotations

import re

from palace.mining.offline.grammar import ADVERBS
from palace.mining.offline.nouns import BODY_PARTS, EVENT_NOUNS, NOT_A_THING, ROLES, forms
from palace.mining.offline.phrases import LOCATIVES, modifiers
from palace.mining.offline.times import TIME
from palace.mining.offline.vocabulary import RELATION_WORDS, STOPWORDS, TIME_WORDS, words

_DETERMINER = r"(?:(?i:the|a|an|my|our|his|her|their|your|this|that)|[A-Z]?[a-z]+['\u2019]s)\s+"
# A noun phrase: up to two lower-case words that say which, then the noun.
_NP = r"(?P<np>(?:[a-z\u00e0-\u00ff][\w\u00e0-\u00ff-]*\s+){0,2}?[a-z\u00e0-\u00ff][\w\u00e0-\u00ff-]*)"
_END = (
    r"(?=\s*(?:[.,!?;:]|$|\s(?:and|or|with|at|in|on|for|to|this|next|last|tonight|tomorrow|"
    r"today|yesterday|went|was|is|but|so|because|if)\b))"
)
_ATTENDED = (
    r"attend|attends|attended|attending|host|hosts|hosted|hosting|"
    r"celebrate|celebrates|celebrated|celebrating|compete\s+in|competes\s+in|competed\s+in|"
    r"competing\s+in|perform\s+at|performs\s+at|performed\s+at|performing\s+at|"
    r"organi[sz]e|organi[sz]ed|organi[sz]ing"
)
_BROUGHT = (
    r"bring|brings|bringing|brought|take|takes|taking|took|wear|wears|wearing|wore|make|made|"
    r"making|bake|baked|baking|cook|cooked|cooking|borrow|borrowing|borrowed|rent|rented|"
    r"renting|buy|bought|buying|pack|packed|packing|invite|invited|inviting|get|got|getting"
)
_OCCASION = tuple(
    re.compile(pattern)
    for pattern in (
        # what one attends or hosts
        rf"\b(?i:{_ATTENDED})\s+(?:{_DETERMINER})?{_NP}{_END}",
        # what happens before, after or during it ("after our trek", "after Bible study")
        rf"\b(?i:after|before|during)\s+{_DETERMINER}{_NP}{_END}",
        rf"\b(?i:after|before|during)\s+(?P<np>[A-Z][a-z]+\s+[a-z][a-z-]+){_END}",
        # what one brings, wears or makes something to or for
        rf"\b(?i:{_BROUGHT})\s+(?:[\w'\u2019-]+\s+){{1,8}}?(?:to\s+{_DETERMINER}|for\s+(?i:the)\s+)"
        rf"{_NP}"
        r"(?=\s*(?:[.,!?;:]|$))",
        # what went well
        rf"\b{_DETERMINER}{_NP}\s+(?=went\s+(?:really\s+|so\s+|pretty\s+)?(?:well|fine|"
        r"great|smoothly|badly|ok|okay|amazing|perfectly|terribly)\b)",
    )
)
_PURSUED = re.compile(
    r"\b(?i:go|goes|going|went|gone|chase|chasing|chased|come|coming|look|looking|run|running|"
    r"am|is|are|i'm|we're|you're|they're)\s+$"
)
_PART_OF_DAY = re.compile(
    r"\b(?i:night|morning|evening|afternoon|day|double|late|early)\s+(?P<head>[a-z]+)\b"
)
# Where one goes on a day, or what for, or what one plays then: "to the braai on Heritage Day",
# "for the gala next month", "playing football on Wednesday night".
_ON_A_DAY = re.compile(
    rf"\b(?:(?i:to|for)\s+{_DETERMINER}|(?i:play|plays|played|playing)\s+){_NP}"
    r"\s+(?:(?i:on|at)\s+)?(?=\S)"
)
# A listed occasion that says which thing: "the birthday cake", "a housewarming gift".
_WHICH_THING = re.compile(rf"\b{_DETERMINER}(?P<np>[a-z-]+)\s+(?P<thing>[a-z]+)\b")
_NOT_OCCASIONS = forms(ROLES | BODY_PARTS | (NOT_A_THING - EVENT_NOUNS)) | words("""
    team crew group choir family class rest end way time point bus train plane day week
    storm rain snow wind heat cold sun weather flood update move
    baby client customer guest patient student people everyone project plan dream goal research
    world
    """)
# Verbs after a noun: "before the baby arrives", "after the movers come".
_VERBS = words("""
    arrive arrives come comes leave leaves get gets go goes wake wakes start starts end ends
    finish finishes close closes open opens land lands happen happens begin begins
    """)
_ABSTRACT = ("ness", "ment", "ity", "ship", "tion", "sion")


def occasion_phrases(text: str, occasions: frozenset[str]) -> list[str]:
    """Noun phrases grammar says name an occasion (lower case); a word such as "connection" or
    "update" names one only when it is among the listed `occasions`, and so does one after a
    part of the day ("a night shift", "the morning session")."""
    found = [
        m.group("np")
        for pattern in _OCCASION
        for m in pattern.finditer(text)
        if not _PURSUED.search(text, 0, m.start())  # "go after your dreams", "I'm after Marley"
    ]
    found += [m.group("np") for m in _ON_A_DAY.finditer(text) if TIME.match(text, m.end())]
    phrases = [
        m.group(0).lower()
        for m in _PART_OF_DAY.finditer(text)
        if m.group("head").lower() in occasions
    ]
    phrases += [_phrase(np, occasions) for np in found]
    return [phrase for phrase in dict.fromkeys(phrases) if phrase]


def occasions_that_say_which(
    text: str, occasions: frozenset[str], things: frozenset[str]
) -> list[str]:
    """Listed `occasions` right before one of `things`: "the birthday cake" → birthday."""
    return [
        m.group("np").lower()
        for m in _WHICH_THING.finditer(text)
        if m.group("np").lower() in occasions and m.group("thing").lower() in things
    ]


def _phrase(np: str, listed: frozenset[str]) -> str:
    *before, head = np.lower().split()
    kin = any(RELATION_WORDS.fullmatch(w.removesuffix("s")) for w in [*before, head])
    if kin or head.endswith("ed"):
        return ""  # "after Mom called", "dinner for the neighbours"
    if head in LOCATIVES or head in ADVERBS:
        return ""  # "played outside on Friday"
    if head.endswith(("er", "or")) and head not in listed:
        return ""  # someone by what they do: "to the groomer"
    if head in STOPWORDS or head in TIME_WORDS or head in _NOT_OCCASIONS or head in _VERBS:
        return ""
    stem = head[:-3] + "y" if head.endswith("ies") else head.removesuffix("s")
    if len(head) < 3 or (stem.endswith(_ABSTRACT) and head not in listed):
        return ""
    if head.endswith("ly") or TIME.fullmatch(head):
        return ""
    return " ".join([*modifiers(before, determined=True), head])
