"""Where a recall score is made: every signal and every weight, named here and nowhere else.

A candidate's score is the sum of its parts; `explain` shows each part under its name:

| part         | value                                                              | when              |
|--------------|--------------------------------------------------------------------|-------------------|
| `vector`     | `vector` weight x cosine similarity to the query (below 0 counts 0) | a query vector    |
| `lexical`    | `lexical` weight x BM25 stretched to [0, 1] within the query        | hybrid            |
|              | (without a query vector: the stretched BM25 itself)                 | lexical-only      |
| `entity`     | the fraction of the query's URNs the record mentions                | entity strategy   |
| `graph`      | `graph` weight x `graph_hop_score` (hop decay x match x specificity) | graph, auto       |
| `room`       | `room` weight x how well its whole conversation answers the query   | a palace pointer* |
| `temporal`   | `temporal` weight x closeness to a time the query names             | a time cue*       |
| `preference` | `preference` boost: a preference the query asks about               | kind preference*  |
| `prior`      | `prior` weight x confidence x relevance_score                       | always*           |
| `subject`    | `subject` boost: the query names one entity and the record is about | one entity named* |
| `asking`     | - `asking` weight x sqrt(share of the record spent asking) x arms   | a question asked  |
| `answer`     | `answer` weight x the same for the question it answers (the turn    | a question asked* |
|              | before it; for a question saved on its own, see `answers`)          |                   |
| `derived`    | - (1 - `derived` weight) x the sum of the other parts               | distilled from a  |
|              |                                                                     | turn (see below)  |

(*) The bonuses: only for a record with evidence of its own (`Evidence.matches_query`: a query
word, a named entity or a graph path from one, a close meaning), so a bonus never lifts a
record that matches nothing above one that does. Every turn of the best-matching conversation
gets the full room weight; without this rule its turns that match nothing would outrank the one
memory the graph walk found.

A record that only asks ("What battery did you end up using?") shares the words and most of the
meaning of a question about the same thing, yet answers nothing: asked a question, recall damps
what a record found the more, the more of it asks (the square root of `questions.asking_share`),
and passes that evidence on to its answer: the turn right after it in the same conversation, or
for a question saved on its own the saved memory that tells about what it asks. A query that
asks nothing leaves both alone.

A record distilled from a conversation (a mined fact, event or preference: it points at the turn
it came from, and is not that turn) is a paraphrase at mining's confidence; its turn's own words
are the evidence. It keeps the `derived` weight of its score, so where both match as well, the
turn ranks first, and the fact still ranks where only it matches.

The weights come from settings (`RECALL_*_WEIGHT`, `RECALL_*_BOOST`), read once per recall into
`ScoreWeights`; the graph walk's shape (`GRAPH_*`) and the preference cue's similarity floor are
constants below. To change how recall ranks, change a number here or its setting, then run
`tests/memories/retrieval/test_ranking_floor.py` and `bench_locomo` to see the effect.
"""

from __future__ import annotations

import math
import uuid
from collections.abc import Iterable, Mapping, Sequence, Set
from dataclasses import dataclass
from typing import Any

from django.conf import settings

from memories.models import Kind
from memories.retrieval import fusion, questions
from memories.retrieval.temporal import TimeIntent, temporal_boost
from memories.retrieval.terms import query_terms
from memories.retrieval.types import Candidate, evidence_of

# The graph walk: hop n scores GRAPH_HOP_DECAY ** (n - 1); a record naming one of the frontier's
# entities scores GRAPH_MATCH_BASE, each more adds GRAPH_MATCH_STEP (capped at 1), scaled by how
# telling the entity is among the visible records (`specificity`). The next hop walks from the
# GRAPH_FRONTIER entities the current hop's records mention most.
GRAPH_HOP_DECAY = 0.5
GRAPH_MATCH_BASE = 0.5
GRAPH_MATCH_STEP = 0.25
GRAPH_FRONTIER = 50
# `auto` keeps the GRAPH_KEPT records the walk scored best among its results, whatever their
# rank: a chat that shares a word or two with the question must not crowd out the one memory
# the walk found (the `graph` strategy alone ranks it first).
GRAPH_KEPT = 1
# A preference record counts as asked about when a query word is in it or its meaning is at
# least this close (cosine) and the query sounds like a question about preferences.
PREFERENCE_MIN_SIMILARITY = 0.3
PREFERENCE_CUES = frozenset(
    {"prefer", "prefers", "preferred", "preference", "like", "likes", "favorite", "favourite",
     "want", "wants", "usually", "style", "rather"}
)  # fmt: skip


@dataclass(frozen=True)
class ScoreWeights:
    """Every weight a recall score uses (see the table above)."""

    vector: float = 0.6
    lexical: float = 0.4
    graph: float = 0.3
    room: float = 0.2
    room_top_n: int = 3  # a room's evidence: the mean of its best n base scores
    temporal: float = 0.15
    temporal_half_life_days: float = 7.0
    preference: float = 0.1
    prior: float = 0.05
    subject: float = 0.05
    asking: float = 0.3
    answer: float = 0.3
    derived: float = 0.8

    @classmethod
    def from_settings(cls) -> ScoreWeights:
        return cls(
            vector=settings.RECALL_VECTOR_WEIGHT,
            lexical=settings.RECALL_LEXICAL_WEIGHT,
            graph=settings.RECALL_GRAPH_WEIGHT,
            room=settings.RECALL_ROOM_WEIGHT,
            room_top_n=settings.RECALL_ROOM_TOP_N,
            temporal=settings.RECALL_TEMPORAL_WEIGHT,
            temporal_half_life_days=settings.RECALL_TEMPORAL_HALF_LIFE_DAYS,
            preference=settings.RECALL_PREFERENCE_BOOST,
            prior=settings.RECALL_PRIOR_WEIGHT,
            subject=settings.RECALL_SUBJECT_BOOST,
            asking=settings.RECALL_ASKING_WEIGHT,
            answer=settings.RECALL_ANSWER_WEIGHT,
            derived=settings.RECALL_DERIVED_WEIGHT,
        )


def graph_hop_score(*, hop: int, matched: int, specificity: float) -> float:
    """A record reached at `hop` naming `matched` of the frontier's entities, the most telling
    of which has `specificity` in [0, 1] (an entity in every visible record tells nothing)."""
    match = min(1.0, GRAPH_MATCH_BASE + GRAPH_MATCH_STEP * matched)
    return GRAPH_HOP_DECAY ** (hop - 1) * match * specificity


def graph_kept(ranked: Sequence[fusion.Scored], count: int = GRAPH_KEPT) -> list[uuid.UUID]:
    """The `count` records with the largest `graph` part (the better ranked on ties)."""
    walked = [(n, item) for n, item in enumerate(ranked) if item.parts.get("graph", 0.0) > 0]
    walked.sort(key=lambda pair: (-pair[1].parts["graph"], pair[0]))
    return [item.id for _, item in walked[:count]]


def lexical_scale(ranks: Iterable[float]) -> float:
    """The divisor that stretches one query's BM25 (or ts_rank_cd) ranks into [0, 1]: the
    largest rank among its candidates."""
    top = max(ranks, default=0.0)
    return top if top > 0 else 1.0


def entity_share(*, named: int, asked: int) -> float:
    """The entity strategy's score: the share of the query's URNs a record mentions."""
    return named / asked if asked else 0.0


def arm_parts(candidate: Candidate, weights: ScoreWeights, *, use_vector: bool) -> dict[str, float]:
    """What the arms found, weighted: `vector`, `lexical`, `entity`, `graph`."""
    parts: dict[str, float] = {}
    if use_vector:
        parts["vector"] = weights.vector * max(candidate.similarity or 0.0, 0.0)
        parts["lexical"] = weights.lexical * (candidate.lexical or 0.0)
    elif candidate.lexical is not None:
        parts["lexical"] = candidate.lexical
    if candidate.entity is not None:
        parts["entity"] = candidate.entity
    if candidate.graph is not None:
        parts["graph"] = weights.graph * candidate.graph
    return parts


def room_parts(
    rows: Mapping[uuid.UUID, Mapping[str, Any]],
    arms: Mapping[uuid.UUID, Mapping[str, float]],
    weights: ScoreWeights,
) -> dict[uuid.UUID, float]:
    """`room` weight x how well each record's conversation (its pointer's room) answers the
    query, from the arm parts of the candidates sharing the room."""
    if weights.room <= 0:
        return {}
    parents = {memory_id: fusion.pointer_parent(row["pointer"]) for memory_id, row in rows.items()}
    base = {memory_id: sum(parts.values()) for memory_id, parts in arms.items()}
    evidence = fusion.room_evidence(base, parents, top_n=weights.room_top_n)
    return {memory_id: weights.room * value for memory_id, value in evidence.items()}


def question_parts(
    rows: Mapping[uuid.UUID, Mapping[str, Any]],
    arms: Mapping[uuid.UUID, Mapping[str, float]],
    weights: ScoreWeights,
    evident: Set[uuid.UUID],
) -> dict[uuid.UUID, dict[str, float]]:
    """For a query that asks: `asking`, minus `asking` weight x the square root of each
    record's asking share x what its arms found; `answer`, `answer` weight x the same for the
    record that asked, on the record that answers it (`answers`; a bonus, so `score` keeps it
    only for a record with evidence of its own, in `evident`).

    The square root: a turn that asks anything is mostly a prompt for the next turn, even when
    it tells a little too ("Is this the film contest one? Rejections suck."), so half its words
    asking already damps it by 0.7 of the weight, and one that only asks by all of it."""
    found = {memory_id: sum(parts.values()) for memory_id, parts in arms.items()}
    asked = {
        memory_id: math.sqrt(share) * found[memory_id]
        for memory_id, row in rows.items()
        if (share := questions.asking_share(row["content"])) > 0 and found[memory_id] > 0
    }
    parts = {memory_id: {"asking": -weights.asking * value} for memory_id, value in asked.items()}
    if weights.answer > 0 and asked:
        for memory_id, value in answers(rows, found, asked, evident).items():
            parts.setdefault(memory_id, {})["answer"] = weights.answer * value
    return parts


def answers(
    rows: Mapping[uuid.UUID, Mapping[str, Any]],
    found: Mapping[uuid.UUID, float],
    asked: Mapping[uuid.UUID, float],
    evident: Set[uuid.UUID],
) -> dict[uuid.UUID, float]:
    """The records that answer the asking ones, each with the most an asking one passes it.

    In a conversation the answer is the turn right after the question (by pointer, `D-n` →
    `D-n+1`). A question saved on its own has no next turn: its answer is the saved record
    with evidence of its own that asks nothing, shares the most of the question's subject
    words (at least one; the better found on ties) and is not a turn of a conversation."""
    after: dict[tuple[str, int], float] = {}  # the position right after an asking record
    loose: dict[uuid.UUID, float] = {}  # asking records with no place in a conversation
    for memory_id, value in asked.items():
        position = fusion.pointer_position(rows[memory_id]["pointer"])
        if position is None:
            loose[memory_id] = value
        else:
            following = (position[0], position[1] + 1)
            after[following] = max(after.get(following, 0.0), value)
    passed: dict[uuid.UUID, float] = {}
    telling = {
        memory_id: questions.subject_words(row["content"])
        for memory_id, row in rows.items()
        if memory_id in evident and fusion.pointer_position(row["pointer"]) is None
        and questions.asking_share(row["content"]) == 0
    } if loose else {}  # fmt: skip
    for memory_id, value in loose.items():
        words = questions.subject_words(rows[memory_id]["content"])
        shared = {other: len(words & told) for other, told in telling.items()}
        best = max(shared, key=lambda o: (shared[o], found[o], str(o)), default=None)
        if best is not None and shared[best] > 0:
            passed[best] = max(passed.get(best, 0.0), value)
    for memory_id, row in rows.items():
        position = fusion.pointer_position(row["pointer"])
        if position in after:
            passed[memory_id] = max(passed.get(memory_id, 0.0), after[position])
    return passed


def record_parts(
    row: Mapping[str, Any],
    candidate: Candidate,
    terms: frozenset[str],
    intent: TimeIntent | None,
    weights: ScoreWeights,
) -> dict[str, float]:
    """What the record itself adds: `temporal`, `preference`, `prior`."""
    parts: dict[str, float] = {}
    if intent is not None:
        parts["temporal"] = temporal_boost(
            row["created_at"],
            intent,
            weight=weights.temporal,
            half_life_days=weights.temporal_half_life_days,
        )
    if row["kind"] == Kind.PREFERENCE:
        tags = {t.lower() for t in row["tags"]}
        matched = (candidate.lexical or 0) > 0 or (
            candidate.similarity or 0
        ) > PREFERENCE_MIN_SIMILARITY
        if tags & terms or (terms & PREFERENCE_CUES and matched):
            parts["preference"] = weights.preference
    parts["prior"] = weights.prior * row["confidence"] * row["relevance_score"]
    return parts


def is_derived(row: Mapping[str, Any]) -> bool:
    """Distilled from a conversation's turn: it points at the turn and is not the turn itself."""
    return bool(row.get("pointer")) and row.get("kind") != Kind.MESSAGE


def subject_boost_applies(
    row: Mapping[str, Any], parts: Mapping[str, float], named: list[str]
) -> bool:
    """The query names one entity and this record is about it — its first entity is its
    subject: who spoke a drawer's turn, whom a mined fact is about — and it matched the query
    itself. "What did Dana say about X?" then prefers Dana's words over her partner's."""
    matched = parts.get("vector", 0.0) + parts.get("lexical", 0.0) > 0
    return len(named) == 1 and matched and list(row["entities"][:1]) == named


def score(
    rows: Mapping[uuid.UUID, Mapping[str, Any]],
    found: Mapping[uuid.UUID, Candidate],
    *,
    query: str,
    intent: TimeIntent | None,
    use_vector: bool,
    named: list[str],
    weights: ScoreWeights,
) -> list[fusion.Scored]:
    """Every candidate's score and its named parts: what the arms found, and for a question what
    asks; then the bonuses (the room, the record's own signals, the subject, the answer to a
    question), only for a record with evidence of its own (`Evidence.matches_query`), so a
    bonus never lifts a record that matches nothing above one that does."""
    arms = {
        memory_id: arm_parts(found[memory_id], weights, use_vector=use_vector) for memory_id in rows
    }
    evident = {memory_id for memory_id in rows if evidence_of(found[memory_id]).matches_query}
    room = room_parts(rows, arms, weights)
    asked = question_parts(rows, arms, weights, evident) if questions.asks(query) else {}
    terms = frozenset(query_terms(query))
    scored: list[fusion.Scored] = []
    for memory_id, row in rows.items():
        parts = arms[memory_id]
        asking = asked.get(memory_id, {})
        if memory_id in evident:
            if room.get(memory_id):
                parts["room"] = room[memory_id]
            parts.update(record_parts(row, found[memory_id], terms, intent, weights))
            if "answer" in asking:
                parts["answer"] = asking["answer"]
            if subject_boost_applies(row, parts, named):
                parts["subject"] = weights.subject
        if "asking" in asking:
            parts["asking"] = asking["asking"]
        if weights.derived != 1.0 and is_derived(row):
            parts["derived"] = -(1.0 - weights.derived) * sum(parts.values())
        scored.append(
            fusion.Scored(id=memory_id, score=sum(parts.values()), scope=row["scope"], parts=parts)
        )
    return scored
