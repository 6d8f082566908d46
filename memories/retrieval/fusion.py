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


def pointer_parent(pointer: str) -> str:
    """The container a pointer sits in: `W-001/R-03/D-007` → `W-001/R-03` (the conversation's
    room); "" for a record with no pointer or a top-level one."""
    parent, sep, _ = pointer.rpartition("/")
    return parent if sep else ""


def room_evidence(
    base: Mapping[uuid.UUID, float], parents: Mapping[uuid.UUID, str], *, top_n: int
) -> dict[uuid.UUID, float]:
    """How strongly each record's conversation as a whole answers the query, in [0, 1].

    A room's evidence is the mean of its best `top_n` base scores among the candidates (one
    lucky turn counts less than several on-topic ones), divided by the best room's; records
    with no room get none. A turn of a conversation that keeps talking about the subject then
    outranks an equally similar turn of an unrelated one."""
    by_room: dict[str, list[float]] = {}
    for memory_id, parent in parents.items():
        if parent and memory_id in base:
            by_room.setdefault(parent, []).append(base[memory_id])
    strength = {
        room: sum(sorted(scores, reverse=True)[:top_n]) / top_n for room, scores in by_room.items()
    }
    best = max(strength.values(), default=0.0)
    if best <= 0:
        return {}
    return {
        memory_id: strength[parent] / best
        for memory_id, parent in parents.items()
        if parent in strength
    }


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
