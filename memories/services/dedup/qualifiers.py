"""Qualifiers and cues of a statement, for dedup (pure): the environment, period, place or person a
fact is limited to, and whether a new statement corrects an earlier one or adds to it.

"100 requests per minute" and "per second", "required for production" and "for staging" are two
facts however alike their words or vectors; "… now required for staging too" adds a fact.
"""

from __future__ import annotations

import re

# Deployment environments: a fact about one says nothing about another.
_ENVIRONMENTS = {
    "production": "prod", "prod": "prod", "staging": "staging", "development": "dev",
    "dev": "dev", "qa": "qa", "sandbox": "sandbox", "uat": "uat", "preprod": "preprod",
    "pre-production": "preprod",
}  # fmt: skip
ENVIRONMENT = re.compile(r"\b(" + "|".join(_ENVIRONMENTS) + r")\b", re.I)
# A rate's period: "per minute", "a day", "every week", "/hour" (the same period as "hourly").
_PERIODS = {
    "second": "1s", "sec": "1s", "s": "1s", "minute": "1min", "min": "1min", "hour": "1h",
    "hr": "1h", "h": "1h", "day": "1d", "night": "1d", "week": "1wk", "wk": "1wk",
    "fortnight": "2wk", "month": "1mo", "quarter": "3mo", "year": "1y", "yr": "1y",
}  # fmt: skip
_PERIOD_WORDS = "second|sec|minute|min|hour|hr|day|night|week|fortnight|month|quarter|year|yr"
PERIOD = re.compile(
    rf"\b(?:per|every|each|an?)\s+({_PERIOD_WORDS})s?\b"
    r"|(?<=[^\W\d_])/(second|sec|s|minute|min|hour|hr|h|day|week|wk|month|year|yr)\b",
    re.I,
)
# Relative periods, parts of the day and seasons: "on call this week" is not "next week".
RELATIVE = re.compile(
    r"\b(this|next|last|previous|coming|following)\s+"
    r"(week|month|year|quarter|weekend|sprint|morning|afternoon|evening|night)\b",
    re.I,
)
_RELATIVE_SAME = {"previous": "last", "coming": "next", "following": "next"}
PART_OF_DAY = re.compile(
    r"\b(today|tomorrow|yesterday|tonight|morning|afternoon|evening|night|weekend|weekday|"
    r"spring|summer|autumn|winter)s?\b",
    re.I,
)
# Noon and midnight are times: "lunch at noon" restates "lunch at 12:00".
CLOCK_WORD = re.compile(r"\b(noon|midday|midnight)\b", re.I)
WEEKDAYS = frozenset(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
)  # plural "Mondays" is the same day


def environment(match: re.Match[str]) -> str:
    return f"env:{_ENVIRONMENTS[match.group(1).casefold()]}"


def period(match: re.Match[str]) -> str:
    word = (match.group(1) or match.group(2)).casefold()
    return f"freq:{_PERIODS[word]}"


def relative(match: re.Match[str]) -> str:
    which = match.group(1).casefold()
    return f"when:{_RELATIVE_SAME.get(which, which)}-{match.group(2).casefold()}"


def part_of_day(match: re.Match[str]) -> str:
    return f"when:{match.group(1).casefold()}"


def clock_word(match: re.Match[str]) -> str:
    return "time:00:00" if match.group(1).casefold() == "midnight" else "time:12:00"


def singular_day(word: str) -> str:
    """'mondays' → 'monday': a weekday named in the plural is the same day."""
    return word[:-1] if word.endswith("s") and word[:-1] in WEEKDAYS else word


# The place or person a fact is limited to: "the Berlin office", "for Bob".
_PLACE_NOUNS = (
    r"office|offices|site|campus|branch|region|store|warehouse|building|datacenter|plant|lab|"
    r"team|account|tenant"
)
_PLACE = re.compile(rf"\b([A-Z][\w-]*)\s+(?:{_PLACE_NOUNS})\b")
_FOR_PERSON = re.compile(r"\bfor\s+([A-Z][\w-]*)")


def scoped_names(text: str, names: frozenset[str]) -> frozenset[str]:
    """The names `text` limits its fact to (a place before 'office', a person after 'for')."""
    found = {f"at:{m.group(1).casefold()}" for m in _PLACE.finditer(text)}
    found |= {f"for:{m.group(1).casefold()}" for m in _FOR_PERSON.finditer(text)}
    return frozenset(q for q in found if q.split(":", 1)[1] in names)


# Kinds of qualifier value: a changed one limits the fact elsewhere, it does not replace it.
QUALIFIER_PREFIXES = ("env:", "freq:", "when:", "at:", "for:")

# Strong cues say the old statement is wrong or over; weak ones only that this one is current.
_STRONG_CUES = (
    r"actually|no longer|any ?more|not any ?more|changed|moved to|moved from|relocated|"
    r"switched|instead|deprecated|replaced|corrected|correction|turns out|renamed|retired|"
    r"discontinued|was wrong|is wrong"
)
_WEAK_CUES = r"now|nowadays|these days|from now on"
CUES = re.compile(rf"\b(?:{_STRONG_CUES}|{_WEAK_CUES})\b", re.I)
WEAK_CUES = frozenset({"now", "nowadays", "these days", "from now on"})
# Verbs of change with the new value after "to": "handed the lead role to Kofi", "moved the
# office to the 5th floor", "raised the rent to $1,950" (a few words between, one clause).
_CHANGE_VERBS = (
    r"handed|hands|passed|moved|migrated|upgraded|downgraded|raised|lowered|increased|"
    r"decreased|reduced|cut|bumped|dropped|pushed|postponed|rescheduled|shifted|transferred|"
    r"reassigned|promoted|rose|fell|went\s+up|went\s+down"
)
_CHANGE_TO = re.compile(rf"\b({_CHANGE_VERBS})\b(?:\s+[^\s.!?;:]+){{0,6}}?\s+(?:to|into)\b", re.I)
# Changes that name no value after them: "Nadia took over the rotation", "was repriced".
_CHANGE = re.compile(
    r"\b(?:(took|taken|takes|taking|take)\s+over|(repriced)|(replaced|succeeded)\s+by|"
    r"(became|has\s+become))\b",
    re.I,
)


def cues_of(text: str) -> frozenset[str]:
    """The correction cues of `text`, one spelling each ("moved the office to" is "moved to")."""
    cues = {" ".join(m.casefold().split()) for m in CUES.findall(text)}
    cues |= {f"{' '.join(m.group(1).casefold().split())} to" for m in _CHANGE_TO.finditer(text)}
    cues |= {next(g for g in m.groups() if g).casefold() for m in _CHANGE.finditer(text)}
    return frozenset(cues)


# "also", "too", "as well", "in addition": the statement adds a fact beside the old one.
ADDITIVE = re.compile(
    r"\b(?:also|as well|in addition|additionally|besides)\b|\btoo\b(?=\s*(?:[.!,;)]|$))", re.I
)
# Verbs that say where someone or something is: "lives in", "is based in", "moved to" share it.
WHERE_VERBS = frozenset(
    [
        "live",
        "lives",
        "lived",
        "living",
        "reside",
        "resides",
        "resided",
        "based",
        "move",
        "moved",
        "moves",
        "relocate",
        "relocated",
        "relocates",
    ]
)
