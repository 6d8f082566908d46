"""Time words in a query → the stretch of time it points at.

Calendar dates name an interval: "2026-03-01" or "13 October 2023" a day, "October 2023" a
month, "in 2023" a year, "in June" the latest June up to now. Relative words ("yesterday",
"last week", "3 days ago", "recently") name a moment. Recall boosts memories created inside
the interval (or near the moment); outside it the boost halves every half-life of distance.
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

_RELATIVE: list[tuple[re.Pattern[str], timedelta]] = [
    (re.compile(r"\b(today|tonight|this morning|this afternoon|right now)\b"), timedelta(0)),
    (re.compile(r"\byesterday\b"), timedelta(days=1)),
    (re.compile(r"\b(last|past|previous) week\b|\bthis week\b"), timedelta(days=7)),
    (re.compile(r"\b(last|past|previous) month\b|\bthis month\b"), timedelta(days=30)),
    (re.compile(r"\b(last|past|previous) year\b|\bthis year\b"), timedelta(days=365)),
    (re.compile(r"\b(recent|recently|latest|lately|newest|last time|just now|when)\b"),
     timedelta(0)),
]  # fmt: skip
_ISO_RE = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_AGO_RE = re.compile(r"\b(\d{1,3}) (day|days|week|weeks|month|months) ago\b")
_MONTHS = {name.lower(): n for n, name in enumerate(calendar.month_name) if name}
_MONTHS.update({name.lower(): n for n, name in enumerate(calendar.month_abbr) if name})
_MONTHS["sept"] = 9
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_DAY_MONTH_YEAR = re.compile(rf"\b{_DAY}\s+(?:of\s+)?({_MONTH})\.?,?\s+(\d{{4}})\b")
_MONTH_DAY_YEAR = re.compile(rf"\b({_MONTH})\.?\s+{_DAY},?\s+(\d{{4}})\b")
_MONTH_YEAR = re.compile(rf"\b({_MONTH})\.?,?\s+(?:of\s+)?(\d{{4}})\b")
_YEAR = re.compile(r"\b(?:in|during|of|throughout|since)\s+((?:19|20)\d{2})\b")
_MONTH_ALONE = re.compile(rf"\b(?:in|during|of|since|early|late|mid)\s+({_MONTH})\b")


@dataclass(frozen=True)
class TimeIntent:
    anchor: datetime  # the start of the interval (the moment, for relative words)
    cue: str
    until: datetime | None = None  # the end of the interval (exclusive); None for a moment


def _day(year: int, month: int, day: int, cue: str) -> TimeIntent | None:
    try:
        start = datetime(year, month, day, tzinfo=UTC)
    except ValueError:
        return None
    return TimeIntent(anchor=start, until=start + timedelta(days=1), cue=cue)


def _month(year: int, month: int, cue: str) -> TimeIntent:
    start = datetime(year, month, 1, tzinfo=UTC)
    end = datetime(year + month // 12, month % 12 + 1, 1, tzinfo=UTC)
    return TimeIntent(anchor=start, until=end, cue=cue)


def _calendar_intent(text: str, now: datetime) -> TimeIntent | None:
    """The interval a calendar date in `text` names (lower-case text), most precise first."""
    if match := _ISO_RE.search(text):
        return _day(int(match[1]), int(match[2]), int(match[3]), match[0])
    if match := _DAY_MONTH_YEAR.search(text):
        return _day(int(match[3]), _MONTHS[match[2]], int(match[1]), match[0])
    if match := _MONTH_DAY_YEAR.search(text):
        return _day(int(match[3]), _MONTHS[match[1]], int(match[2]), match[0])
    if match := _MONTH_YEAR.search(text):
        return _month(int(match[2]), _MONTHS[match[1]], match[0])
    if match := _YEAR.search(text):
        year = int(match[1])
        return TimeIntent(
            anchor=datetime(year, 1, 1, tzinfo=UTC),
            until=datetime(year + 1, 1, 1, tzinfo=UTC),
            cue=match[0],
        )
    if match := _MONTH_ALONE.search(text):
        month = _MONTHS[match[1]]
        year = now.year if month <= now.month else now.year - 1  # the latest one up to now
        return _month(year, month, match[0])
    return None


def time_intent(query: str, *, now: datetime) -> TimeIntent | None:
    """The time the query points at, or None when it has no time words."""
    text = query.lower()
    dated = _calendar_intent(text, now)
    if dated is not None:
        return dated
    ago = _AGO_RE.search(text)
    if ago:
        unit = {"day": 1, "week": 7, "month": 30}[ago[2].rstrip("s")]
        return TimeIntent(anchor=now - timedelta(days=int(ago[1]) * unit), cue=ago[0])
    for pattern, back in _RELATIVE:
        match = pattern.search(text)
        if match:
            return TimeIntent(anchor=now - back, cue=match.group(0))
    return None


def temporal_boost(
    created_at: datetime, intent: TimeIntent, *, weight: float, half_life_days: float
) -> float:
    """`weight` inside the interval (at the moment), halving per half-life of distance."""
    end = intent.until or intent.anchor
    if created_at < intent.anchor:
        distance = intent.anchor - created_at
    elif created_at > end:
        distance = created_at - end
    else:
        distance = timedelta(0)
    distance_days = distance.total_seconds() / 86400.0
    return float(weight * 0.5 ** (distance_days / max(half_life_days, 0.01)))
