"""Time words in a query ("yesterday", "last week", "2026-03-01", "recently") → a time anchor.

Recall boosts memories created near the anchor; the boost halves every half-life of distance.
"""

from __future__ import annotations

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
_DATE_RE = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_AGO_RE = re.compile(r"\b(\d{1,3}) (day|days|week|weeks|month|months) ago\b")


@dataclass(frozen=True)
class TimeIntent:
    anchor: datetime
    cue: str


def time_intent(query: str, *, now: datetime) -> TimeIntent | None:
    """The moment the query points at, or None when it has no time words."""
    text = query.lower()
    date = _DATE_RE.search(text)
    if date:
        try:
            anchor = datetime(int(date[1]), int(date[2]), int(date[3]), 12, tzinfo=UTC)
            return TimeIntent(anchor=anchor, cue=date[0])
        except ValueError:
            pass
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
    distance_days = abs((created_at - intent.anchor).total_seconds()) / 86400.0
    return float(weight * 0.5 ** (distance_days / max(half_life_days, 0.01)))
