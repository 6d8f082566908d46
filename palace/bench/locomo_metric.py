"""The LoCoMo retrieval metric of `bench/README.md`, as pure functions (no Django, no I/O).

Per question: map the ranked results to sessions (or dia_ids), de-duplicate keeping rank order,
take the top k, and score `|gold ∩ top-k| / |gold|`, gold parsed from `evidence` with the regex
`D(\\d+):(\\d+)`; a question with no parsable evidence scores 1.0. Any-hit / all-hit say whether
at least one / every gold item is in the top k (both 1.0 with no gold). Means are over all
questions, per category, and excluding category 5 (adversarial).
"""

from __future__ import annotations

import math
import re
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

DIA_ID = re.compile(r"D(\d+):(\d+)")
KS = (5, 10)
CATEGORY_NAMES = {
    1: "multi-hop",
    2: "temporal",
    3: "open-domain",
    4: "single-hop",
    5: "adversarial",
}
ADVERSARIAL = 5

H = TypeVar("H", bound=Hashable)


def parse_dia_ids(evidence: Iterable[str]) -> list[tuple[int, int]]:
    """Every `(session, turn)` named in the evidence strings, in order (`"D8:6; D9:17"` → two)."""
    return [
        (int(m.group(1)), int(m.group(2))) for text in evidence for m in DIA_ID.finditer(str(text))
    ]


def dia_id(session: int, turn: int) -> str:
    """The canonical dia_id `D<session>:<turn>`."""
    return f"D{session}:{turn}"


def normalise_dia_id(text: str) -> str | None:
    """`"D3:07"` → `"D3:7"`; None when the text names no dia_id."""
    match = DIA_ID.search(text)
    return dia_id(int(match.group(1)), int(match.group(2))) if match else None


def gold_sessions(evidence: Iterable[str]) -> set[int]:
    return {session for session, _ in parse_dia_ids(evidence)}


def gold_turns(evidence: Iterable[str]) -> set[str]:
    return {dia_id(session, turn) for session, turn in parse_dia_ids(evidence)}


def top_k_unique(ranked: Iterable[H | None], k: int) -> list[H]:
    """The first k distinct items in rank order (None, an unmappable result, is skipped)."""
    seen: dict[H, None] = {}
    for item in ranked:
        if item is None or item in seen:
            continue
        seen[item] = None
        if len(seen) >= k:
            break
    return list(seen)


def recall_at_k(ranked: Iterable[H | None], gold: set[H], k: int) -> float:
    """`|gold ∩ top-k distinct| / |gold|`; 1.0 when there is no gold."""
    if not gold:
        return 1.0
    return len(gold.intersection(top_k_unique(ranked, k))) / len(gold)


def any_hit_at_k(ranked: Iterable[H | None], gold: set[H], k: int) -> float:
    if not gold:
        return 1.0
    return 1.0 if gold.intersection(top_k_unique(ranked, k)) else 0.0


def all_hit_at_k(ranked: Iterable[H | None], gold: set[H], k: int) -> float:
    if not gold:
        return 1.0
    return 1.0 if gold.issubset(top_k_unique(ranked, k)) else 0.0


@dataclass(frozen=True)
class QuestionScore:
    """One question's scores, keyed like `session_recall@5`, `turn_all_hit@10`."""

    category: int
    scores: dict[str, float] = field(default_factory=dict)


def _level_scores(
    level: str, ranked: Sequence[H | None], gold: set[H], ks: Sequence[int]
) -> dict[str, float]:
    scores: dict[str, float] = {}
    for k in ks:
        scores[f"{level}_recall@{k}"] = recall_at_k(ranked, gold, k)
        scores[f"{level}_any_hit@{k}"] = any_hit_at_k(ranked, gold, k)
        scores[f"{level}_all_hit@{k}"] = all_hit_at_k(ranked, gold, k)
    return scores


def score_question(
    *,
    category: int,
    evidence: Sequence[str],
    ranked_sessions: Sequence[int | None],
    ranked_turns: Sequence[str | None],
    ks: Sequence[int] = KS,
) -> QuestionScore:
    """Score one question's ranking at session and turn level for every k."""
    scores = {
        **_level_scores("session", ranked_sessions, gold_sessions(evidence), ks),
        **_level_scores("turn", ranked_turns, gold_turns(evidence), ks),
    }
    return QuestionScore(category=category, scores=scores)


def mean_scores(scores: Sequence[QuestionScore]) -> dict[str, float]:
    """The mean of every score over these questions (empty → {})."""
    if not scores:
        return {}
    keys = list(scores[0].scores)
    return {key: sum(s.scores[key] for s in scores) / len(scores) for key in keys}


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0-100) with linear interpolation between closest ranks; 0.0 if empty."""
    if not values:
        return 0.0
    ordered = sorted(values)
    position = (len(ordered) - 1) * q / 100
    low, high = math.floor(position), math.ceil(position)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def summarise(scores: Sequence[QuestionScore], latencies_ms: Sequence[float]) -> dict[str, object]:
    """The report: overall means as top-level keys, then per category, excluding 5, latency."""
    categories = sorted({s.category for s in scores})
    excluding = [s for s in scores if s.category != ADVERSARIAL]
    return {
        **mean_scores(scores),
        "questions": len(scores),
        "per_category": {
            str(c): {
                "name": CATEGORY_NAMES.get(c, f"category {c}"),
                "questions": sum(1 for s in scores if s.category == c),
                **mean_scores([s for s in scores if s.category == c]),
            }
            for c in categories
        },
        "excluding_category_5": {"questions": len(excluding), **mean_scores(excluding)},
        "latency_ms": {
            "p50": round(percentile(latencies_ms, 50), 1),
            "p95": round(percentile(latencies_ms, 95), 1),
        },
    }
