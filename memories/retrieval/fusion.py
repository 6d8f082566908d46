"""Pure arithmetic of recall: fuse arm scores, add small signals, apply per-scope budgets.

No database, no settings import: callers pass weights in, so every rule here is unit-testable.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from memories.retrieval.candidates import Candidate

SCOPE_GROUP = {
    "session": "session",
    "global": "global",
    # The caller's own context: project/profile, and also persona, system and private user rows.
    "project": "profile",
    "persona": "profile",
    "system": "profile",
    "user": "profile",
}


def scope_group(scope: str) -> str:
    return SCOPE_GROUP.get(scope, "profile")


@dataclass(frozen=True)
class Weights:
    vector: float = 0.6
    lexical: float = 0.4
    graph: float = 0.3


@dataclass
class Scored:
    id: uuid.UUID
    score: float
    scope: str
    parts: dict[str, float] = field(default_factory=dict)


def hybrid_score(candidate: Candidate, weights: Weights, *, use_vector: bool) -> dict[str, float]:
    """Weighted parts of one candidate's base score (explain shows each of them)."""
    parts: dict[str, float] = {}
    if use_vector:
        similarity = max(candidate.similarity or 0.0, 0.0)
        parts["vector"] = weights.vector * similarity
        parts["lexical"] = weights.lexical * (candidate.lexical or 0.0)
    elif candidate.lexical is not None:
        parts["lexical"] = candidate.lexical
    if candidate.entity is not None:
        parts["entity"] = candidate.entity
    if candidate.graph is not None:
        parts["graph"] = weights.graph * candidate.graph
    return parts


def normalise_lexical(ranks: Iterable[float]) -> float:
    """The largest rank, used to stretch ts_rank_cd into [0, 1] within one query's candidates."""
    top = max(ranks, default=0.0)
    return top if top > 0 else 1.0


def order(scored: Iterable[Scored]) -> list[Scored]:
    """Best first; equal scores break on id so the same inputs always give the same order."""
    return sorted(scored, key=lambda s: (-round(s.score, 9), str(s.id)))


def apply_budgets(
    ranked: Sequence[Scored], *, top_k: int, budgets: Mapping[str, int] | None
) -> list[Scored]:
    """Take up to each scope group's budget in rank order, then fill with the best leftovers.

    `ranked` is already in final order (fused, maybe reranked); the output keeps that order.
    With no budgets (explicit scopes were asked for) it is simply the first `top_k`.
    """
    if not budgets:
        return list(ranked[:top_k])
    taken: set[uuid.UUID] = set()
    used: dict[str, int] = {}
    for item in ranked:
        if len(taken) >= top_k:
            break
        group = scope_group(item.scope)
        if used.get(group, 0) < budgets.get(group, 0):
            used[group] = used.get(group, 0) + 1
            taken.add(item.id)
    for item in ranked:
        if len(taken) >= top_k:
            break
        taken.add(item.id)
    return [item for item in ranked if item.id in taken]
