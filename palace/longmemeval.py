"""Read LongMemEval files (xiaowu0162/LongMemEval: longmemeval_s / _m / _oracle JSON).

A file is a list of instances. Each instance is one question with its own haystack:
`question_id`, `question_type`, `question`, `answer`, `question_date`, `haystack_session_ids`,
`haystack_dates` (`"2023/05/20 (Sat) 02:21"`), `haystack_sessions` (each a list of turns
`{role, content, has_answer?}`) and `answer_session_ids`. A question whose id ends in `_abs` is
an abstention question: its answer is not in the haystack.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

_DATE = re.compile(r"^\s*(\d{4})/(\d{1,2})/(\d{1,2})\s*(?:\([A-Za-z]+\))?\s*(\d{1,2}):(\d{2})")
ABSTENTION_SUFFIX = "_abs"


@dataclass(frozen=True)
class HaystackTurn:
    index: int  # 0-based position in its session
    role: str
    content: str
    has_answer: bool


@dataclass(frozen=True)
class HaystackSession:
    session_id: str
    started_at: datetime
    turns: list[HaystackTurn]


@dataclass(frozen=True)
class Instance:
    question_id: str
    question_type: str
    question: str
    answer: str
    sessions: list[HaystackSession]
    answer_session_ids: frozenset[str]

    @property
    def abstention(self) -> bool:
        return self.question_id.endswith(ABSTENTION_SUFFIX)

    @property
    def answer_turns(self) -> frozenset[str]:
        """`<session_id>#<index>` of every turn marked `has_answer`."""
        return frozenset(
            turn_key(s.session_id, t.index) for s in self.sessions for t in s.turns if t.has_answer
        )


def turn_key(session_id: str, index: int) -> str:
    return f"{session_id}#{index}"


def parse_longmemeval_date(raw: str) -> datetime:
    """`2023/05/20 (Sat) 02:21` → an aware datetime (UTC); ISO strings are accepted too."""
    match = _DATE.match(raw)
    if match:
        year, month, day, hour, minute = (int(g) for g in match.groups())
        return datetime(year, month, day, hour, minute, tzinfo=UTC)
    return datetime.fromisoformat(raw.strip()).astimezone(UTC)


def _instance(raw: Any, position: int) -> Instance:
    if not isinstance(raw, dict):
        raise ValueError(f"instance {position}: expected an object")
    qid = str(raw.get("question_id") or f"#{position}")
    try:
        ids = [str(s) for s in raw["haystack_session_ids"]]
        sessions_raw = raw["haystack_sessions"]
        dates = raw.get("haystack_dates") or []
        question = str(raw["question"])
    except (KeyError, TypeError) as exc:
        raise ValueError(f"question {qid}: missing or malformed field {exc}") from None
    if len(ids) != len(sessions_raw):
        raise ValueError(f"question {qid}: {len(ids)} session ids for {len(sessions_raw)} sessions")
    sessions: list[HaystackSession] = []
    previous = datetime(2000, 1, 1, tzinfo=UTC)
    for i, (session_id, turns) in enumerate(zip(ids, sessions_raw, strict=True)):
        try:
            started = parse_longmemeval_date(str(dates[i])) if i < len(dates) else None
        except ValueError:
            raise ValueError(f"question {qid}: unreadable date {dates[i]!r}") from None
        started = started or previous + timedelta(days=1)
        previous = started
        sessions.append(
            HaystackSession(
                session_id=session_id,
                started_at=started,
                turns=[
                    HaystackTurn(
                        index=j,
                        role=str(t.get("role") or "user"),
                        content=str(t.get("content") or "").strip(),
                        has_answer=bool(t.get("has_answer")),
                    )
                    for j, t in enumerate(turns or [])
                    if isinstance(t, dict)
                ],
            )
        )
    return Instance(
        question_id=qid,
        question_type=str(raw.get("question_type") or "unknown"),
        question=question,
        answer=str(raw.get("answer") or ""),
        sessions=sessions,
        answer_session_ids=frozenset(str(s) for s in raw.get("answer_session_ids") or []),
    )


def load_instances(path: Path) -> list[Instance]:
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, list):
        raise ValueError(f"{path}: expected a list of LongMemEval instances")
    return [_instance(raw, i) for i, raw in enumerate(data)]
