"""When things happen, as the tagger reads them (@t): dates, weekdays, months, parts of the day,
"two years ago", "7pm", "the weekend after next", holidays that are not an occasion's name."""

from __future__ import annotations

import re

from palace.mining.offline.vocabulary import MONTHS

_WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_PARTS_OF_DAY = "morning|afternoon|evening|night"
# A holiday before one of these names the occasion, not its day ("a Diwali party").
_HOLIDAY_OCCASIONS = "party|parties|dinner|lunch|market|concert|service|card|cards|tree|sale|break"
_COUNT = r"\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple\s+of"
# Alternatives that start at the same place are tried longest first ("next saturday" before
# "saturday"); "every saturday" says how often, not when.
TIME = re.compile(
    rf"(?i:\b\d{{4}}-\d{{2}}-\d{{2}}\b"
    rf"|\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{MONTHS})\b(?:,?\s+\d{{4}}\b)?"
    rf"|\b(?:{MONTHS})\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?:,?\s+\d{{4}}\b)?"
    rf"|\b(?:last|next|this|coming)\s+(?:week|month|year|weekend|summer|winter|spring|fall|"
    rf"autumn|{_PARTS_OF_DAY}|{_WEEKDAYS})\b"
    rf"|\b(?:yesterday|tomorrow)\s+(?:{_PARTS_OF_DAY})\b"
    rf"|\b(?:{_COUNT})\s+(?:days?|weeks?|months?|years?)\s+ago\b"
    rf"|\b\d{{1,2}}(?::\d{{2}})?\s?(?:am|pm)\b|\b\d{{1,2}}:\d{{2}}\b"
    rf"|(?<=\bthe\s)\d{{1,2}}(?:st|nd|rd|th)\b"
    rf"|(?<=\bat\s)(?:\d{{1,2}}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    rf"(?=\s*(?:[.,!?;]|$|o'clock|tonight|tomorrow|today|on\b|in\b|this\b|next\b))"
    rf"|\b(?:{_WEEKDAYS})\s+(?:{_PARTS_OF_DAY})\b"
    rf"|\b(?:yesterday|today|tomorrow|tonight|noon|midnight)\b"
    rf"|(?<!every\s)(?<!every\sother\s)\b(?:{_WEEKDAYS})\b"
    rf"|(?:\bnew\s+year(?:['\u2019]s(?:\s+(?:eve|day))?)?|\bchristmas(?:\s+eve)?|\bthanksgiving"
    rf"|\beaster|\bhalloween|\bhanukkah|\bdiwali|\btết|\bt[eê]t|\beid|\bramadan|\bchuseok"
    rf"|\bpassover|\bkwanzaa|\bnowruz|\blunar\s+new\s+year|\bfourth\s+of\s+july)\b"
    rf"(?!\s+(?:{_HOLIDAY_OCCASIONS})\b)"
    rf"|(?<=\bin\s)(?:19|20)\d{{2}}\b(?!\s*(?:[a-z]|%))"
    rf"|(?<=\bthe\s)(?:(?:weekend|week)\s+after\s+next|weekend|holidays)\b)"
    # A named day after a word of time: "on Heritage Day", "for Constitution Day".
    r"|(?=[A-Z])(?:(?<=\bon\s)|(?<=\bfor\s)|(?<=\bby\s)|(?<=\bover\s)|(?<=\buntil\s)|(?<=\bsince\s))"
    r"(?:[A-Z][a-z]+(?:['\u2019]s)?\s+){1,2}Day\b"
    # A month's name alone is a time when capitalised; "may" only after a word of time.
    r"|\b(?:January|February|March|April|June|July|August|September|October|November|December)"
    r"\b|(?:(?<=\bin\s)|(?<=\bby\s)|(?<=\bsince\s)|(?<=\buntil\s)|(?<=\bof\s))May\b"
)


def time_tags(text: str) -> list[str]:
    """When things happen, lower case: "yesterday", "next saturday", "3 march 2024", "7pm"."""
    return [re.sub(r"\s+", " ", m.group(0)).lower() for m in TIME.finditer(text)]
