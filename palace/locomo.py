"""Read LoCoMo-shaped conversation files (any file of that shape): samples → sessions → turns."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

_SESSION = re.compile(r"^session_(\d+)$")


@dataclass(frozen=True)
class SessionTurn:
    dia_id: str
    speaker: str
    text: str


@dataclass(frozen=True)
class Session:
    number: int
    started_at: datetime
    turns: list[SessionTurn]


def parse_session_time(raw: str) -> datetime:
    """`1:56 pm on 8 May, 2023` → an aware datetime (UTC); ISO strings are accepted too."""
    raw = raw.strip()
    for fmt in ("%I:%M %p on %d %B, %Y", "%I:%M %p on %d %b, %Y", "%I:%M %p on %B %d, %Y"):
        try:
            return datetime.strptime(raw, fmt).replace(tzinfo=UTC)
        except ValueError:
            continue
    return datetime.fromisoformat(raw).astimezone(UTC)


def turn_text(turn: dict[str, Any]) -> str:
    """The spoken text; an image a speaker shared is kept as its caption, verbatim."""
    text = str(turn.get("text", "")).strip()
    caption = str(turn.get("blip_caption") or "").strip()
    return f"{text} [shares a photo: {caption}]" if caption else text


def sessions_of(sample: dict[str, Any]) -> Iterator[Session]:
    conversation = sample["conversation"]
    numbers = sorted(
        int(m.group(1)) for key in conversation if (m := _SESSION.match(key)) is not None
    )
    previous = datetime(2000, 1, 1, tzinfo=UTC)
    for number in numbers:
        turns = conversation.get(f"session_{number}") or []
        raw_time = conversation.get(f"session_{number}_date_time")
        started = parse_session_time(raw_time) if raw_time else previous + timedelta(days=1)
        previous = started
        yield Session(
            number=number,
            started_at=started,
            turns=[
                SessionTurn(dia_id=str(t["dia_id"]), speaker=str(t["speaker"]), text=turn_text(t))
                for t in turns
                if turn_text(t)
            ],
        )


def load_samples(path: Path) -> list[dict[str, Any]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, list):
        raise ValueError(f"{path}: expected a list of samples")
    return data
