"""Pure arithmetic around recall's scores: a conversation's evidence, the final order and the
per-scope budgets. The scores themselves are made in `memories.retrieval.scoring`.

No database, no settings import, so every rule here is unit-testable.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

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


@dataclass
class Scored:
    id: uuid.UUID
    score: float
    scope: str
    parts: dict[str, float] = field(default_factory=dict)


def pointer_parent(pointer: str) -> str:
    """The container a pointer sits in: `W-001/R-03/D-007` → `W-001/R-03` (the conversation's
    room); "" for a record with no pointer or a top-level one."""
    parent, sep, _ = pointer.rpartition("/")
    return parent if sep else ""


def pointer_position(pointer: str) -> tuple[str, int] | None:
    """Where a pointer sits in its container: `W-001/R-03/D-007` → (`W-001/R-03`, 7), so the
    record at (`W-001/R-03`, 8) is the next turn of the same conversation; None for a record
    with no pointer or a top-level one."""
    parent, sep, last = pointer.rpartition("/")
    digits = last.rpartition("-")[2]
    return (parent, int(digits)) if sep and digits.isdigit() else None


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


def order(scored: Iterable[Scored]) -> list[Scored]:
    """Best first; equal scores break on id so the same inputs always give the same order."""
    return sorted(scored, key=lambda s: (-round(s.score, 9), str(s.id)))


def apply_budgets(
    ranked: Sequence[Scored],
    *,
    top_k: int,
    budgets: Mapping[str, int] | None,
    kept: Iterable[uuid.UUID] = (),
) -> list[Scored]:
    """Take the `kept` records first, then up to each scope group's budget in rank order, then
    fill with the best leftovers.

    `ranked` is already in final order (fused, maybe reranked); the output keeps that order.
    `kept` (at most `top_k` of them) count against their groups' budgets. With no budgets
    (explicit scopes were asked for) the rest is simply the best leftovers."""
    wanted = set(kept)
    taken: set[uuid.UUID] = set()
    used: dict[str, int] = {}
    for item in ranked:
        if item.id in wanted and len(taken) < top_k:
            taken.add(item.id)
            used[scope_group(item.scope)] = used.get(scope_group(item.scope), 0) + 1
    for item in ranked if budgets else ():
        if len(taken) >= top_k:
            break
        group = scope_group(item.scope)
        if item.id not in taken and used.get(group, 0) < (budgets or {}).get(group, 0):
            used[group] = used.get(group, 0) + 1
            taken.add(item.id)
    for item in ranked:
        if len(taken) >= top_k:
            break
        taken.add(item.id)
    return [item for item in ranked if item.id in taken]
