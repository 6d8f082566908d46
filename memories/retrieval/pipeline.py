"""`memory_recall` — the one recall entry point: filter → candidates → fuse → rerank → budgets.

Strategies: entity (URN lookup), semantic (hybrid vector + full text), lexical, graph (multi-hop
over co-mentioned entities; walks Relation rows once the knowledge graph lands), auto (semantic
+ graph). A missing embedder never breaks recall: it degrades to lexical and says so.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.conf import settings
from django.db.models import QuerySet
from django.utils import timezone

from memories.embeddings import EmbedderUnavailable
from memories.graph_selectors import graph_seed_urns, graph_seeds
from memories.models import TOP_K_MAX, Kind, Memory, Scope, canonical_scope
from memories.retrieval import fusion, workers
from memories.retrieval.bm25 import bm25_search
from memories.retrieval.candidates import (
    Candidate,
    RecallFilters,
    VectorHits,
    entity_candidates,
    entity_urns,
    hydrate,
    lexical_candidates,
    query_terms,
    recall_queryset,
    vector_search,
    visible_records_sql,
)
from memories.retrieval.models_in_use import QueryModel, embed_query_soon, query_model
from memories.retrieval.rerank import rerank as llm_rerank
from memories.retrieval.specificity import entity_specificity
from memories.retrieval.temporal import TimeIntent, temporal_boost, time_intent
from memories.scoping import Principal
from memories.services.preferences import memory_settings_for
from memory_project.errors import ValidationFailed

WEBSEARCH_OPERATORS = re.compile(r'"|(?:^|\s)-\w')
STRATEGIES = ("auto", "semantic", "lexical", "entity", "graph")
PREFERENCE_CUES = frozenset(
    {"prefer", "prefers", "preferred", "preference", "like", "likes", "favorite", "favourite",
     "want", "wants", "usually", "style", "rather"}
)  # fmt: skip
HYDRATE_FIELDS = (
    "id", "content", "kind", "scope", "tags", "confidence", "relevance_score", "created_at",
    "pointer", "entities", "recall_hint", "always_inject",
)  # fmt: skip


@dataclass(frozen=True)
class Evidence:
    """Why recall brought a memory in, as the arms found it: what `/context` and the search
    page both read to tell a memory that bears on the query from the least unrelated one
    (recall always ranks what it has)."""

    similarity: float | None = None  # cosine to the query, when the vector arm scored it
    lexical: bool = False  # a word of the query is in it (BM25, any term)
    lexical_partial: bool = False  # only some of the query's words are
    entity: bool = False  # it mentions an entity the query names
    hops: int | None = None  # graph hops from an entity the query names

    @property
    def matches_query(self) -> bool:
        """A word, an entity or a graph path from one, or a meaning close enough (cosine ≥
        RECALL_CONTEXT_MIN_SIMILARITY; MiniLM puts unrelated texts below ~0.2)."""
        if self.lexical or self.entity or self.hops is not None:
            return True
        threshold = settings.RECALL_CONTEXT_MIN_SIMILARITY
        return self.similarity is not None and self.similarity >= threshold


@dataclass(frozen=True)
class RecallHit:
    id: uuid.UUID
    content: str
    kind: str
    scope: str
    score: float
    pointer: str = ""
    confidence: float = 0.0
    relevance_score: float = 0.0
    tags: tuple[str, ...] = ()
    explain: dict[str, Any] | None = None
    evidence: Evidence = field(default_factory=Evidence)
    recall_hint: str = ""
    always_inject: bool = False
    created_at: datetime | None = None  # when it was saved


@dataclass
class RecallResult:
    strategy: str
    ranking: str
    degraded: bool = False
    note: str | None = None
    rerank: str | None = None
    model: str | None = None
    results: list[RecallHit] = field(default_factory=list)


def _validate(strategy: str, top_k: int, scopes: Sequence[str], kinds: Sequence[str]) -> None:
    errors: dict[str, list[str]] = {}
    if strategy not in STRATEGIES:
        errors["strategy"] = [f"must be one of {', '.join(STRATEGIES)}"]
    if not 1 <= top_k <= TOP_K_MAX:
        errors["top_k"] = [f"must be between 1 and {TOP_K_MAX}"]
    bad_scopes = [s for s in scopes if s not in Scope.values]
    if bad_scopes:
        errors["scopes"] = [f"unknown scope: {s}" for s in bad_scopes]
    bad_kinds = [k for k in kinds if k not in Kind.values]
    if bad_kinds:
        errors["kinds"] = [f"unknown kind: {k}" for k in bad_kinds]
    if errors:
        raise ValidationFailed(fields=errors)


def _graph_arm(
    qs: QuerySet[Memory], seeds: Sequence[str], found: dict[uuid.UUID, Candidate], limit: int
) -> None:
    """Multi-hop over memories co-mentioning entities: hop 1 mentions a seed URN (the query's
    entities and those related to them in the knowledge graph), hop n mentions an entity that a
    hop n-1 memory mentions. Scores halve per hop and are scaled by how telling the matched
    entity is among the visible records: an entity in every record tells nothing."""
    frontier, seen_urns = list(seeds), set(seeds)
    visited: list[uuid.UUID] = []
    for hop in range(1, settings.RECALL_GRAPH_HOPS + 1):
        if not frontier:
            break
        rows = entity_candidates(qs, urns=frontier, limit=limit, exclude=visited)
        wanted = set(frontier)
        specific = entity_specificity(qs, frontier)
        mentions: dict[str, int] = {}
        for memory_id, entities in rows:
            matched = wanted.intersection(entities)
            telling = max((specific.get(urn, 0.0) for urn in matched), default=0.0)
            score = 0.5 ** (hop - 1) * min(1.0, 0.5 + 0.25 * len(matched)) * telling
            candidate = found.setdefault(memory_id, Candidate(id=memory_id))
            if candidate.graph is None or score > candidate.graph:
                candidate.graph, candidate.hops = score, hop
            visited.append(memory_id)
            for urn in entities:
                if urn not in seen_urns:
                    mentions[urn] = mentions.get(urn, 0) + 1
        frontier = sorted(mentions, key=lambda u: (-mentions[u], u))[:50]
        seen_urns.update(frontier)


def _vector_arm(
    qs: QuerySet[Memory],
    chosen: QueryModel,
    *,
    query: str,
    limit: int,
    vector: list[float] | None = None,
    visible: int | None = None,
) -> VectorHits:
    """The query's nearest visible records by `chosen`'s vectors (embedding the query first
    when no vector is given); their fields come along, so hydration finds them fetched."""
    if vector is None:
        assert chosen.embedder is not None
        vector = chosen.embedder.embed([query])[0]
    return vector_search(
        qs, model=chosen.model, dimensions=chosen.dimensions, vector=vector, limit=limit,
        visible=visible, fields=HYDRATE_FIELDS,
    )  # fmt: skip


def _lexical_arm(
    qs: QuerySet[Memory],
    principal: Principal,
    query: str,
    found: dict[uuid.UUID, Candidate],
    limit: int,
) -> int | None:
    """BM25 over the full-text index; a query written with search operators (quotes, -word)
    keeps Postgres' websearch semantics (phrases, exclusions) ranked by ts_rank_cd.

    Returns the visible-set size when BM25 counted it (None otherwise)."""
    visible: int | None = None
    if WEBSEARCH_OPERATORS.search(query):
        rows = lexical_candidates(qs, query=query, limit=limit)
        label = "ts_rank_cd"
    else:
        bm25 = bm25_search(qs, principal=principal, query=query, limit=limit, fields=HYDRATE_FIELDS)
        rows, visible, label = bm25.rows, bm25.visible, "bm25"
    top = fusion.normalise_lexical(rank for _, rank, _ in rows)
    for memory_id, rank, partial in rows:
        candidate = found.setdefault(memory_id, Candidate(id=memory_id))
        candidate.lexical, candidate.lexical_partial = rank / top, partial
        candidate.extra[label] = round(rank, 6)
    return visible


def _signals(
    row: dict[str, Any], candidate: Candidate, query: str, intent: TimeIntent | None
) -> dict[str, float]:
    parts: dict[str, float] = {}
    if intent is not None:
        parts["temporal"] = temporal_boost(
            row["created_at"],
            intent,
            weight=settings.RECALL_TEMPORAL_WEIGHT,
            half_life_days=settings.RECALL_TEMPORAL_HALF_LIFE_DAYS,
        )
    if row["kind"] == Kind.PREFERENCE:
        terms = set(query_terms(query))
        tags = {t.lower() for t in row["tags"]}
        matched = (candidate.lexical or 0) > 0 or (candidate.similarity or 0) > 0.3
        if tags & terms or (terms & PREFERENCE_CUES and matched):
            parts["preference"] = settings.RECALL_PREFERENCE_BOOST
    parts["prior"] = settings.RECALL_PRIOR_WEIGHT * row["confidence"] * row["relevance_score"]
    return parts


def _room_signal(
    rows: dict[uuid.UUID, dict[str, Any]], parts_of: dict[uuid.UUID, dict[str, float]]
) -> dict[uuid.UUID, float]:
    """RECALL_ROOM_WEIGHT x how well a record's whole conversation (its pointer's room) answers
    the query, from the matched parts of the candidates that share the room."""
    weight = settings.RECALL_ROOM_WEIGHT
    if weight <= 0:
        return {}
    parents = {memory_id: fusion.pointer_parent(row["pointer"]) for memory_id, row in rows.items()}
    base = {memory_id: sum(parts.values()) for memory_id, parts in parts_of.items()}
    evidence = fusion.room_evidence(base, parents, top_n=settings.RECALL_ROOM_TOP_N)
    return {memory_id: weight * value for memory_id, value in evidence.items()}


def _about_the_one_named(row: dict[str, Any], parts: dict[str, float], named: list[str]) -> bool:
    """The query names one entity and this record is about it — its first entity is its
    subject: who spoke a drawer's turn, whom a mined fact is about — and it matched the query
    itself. "What did Dana say about X?" then prefers Dana's words over her partner's."""
    matched = parts.get("vector", 0.0) + parts.get("lexical", 0.0) > 0
    return len(named) == 1 and matched and list(row["entities"][:1]) == named


def _score(
    rows: dict[uuid.UUID, dict[str, Any]],
    found: dict[uuid.UUID, Candidate],
    query: str,
    intent: TimeIntent | None,
    *,
    use_vector: bool,
    named: list[str],
) -> list[fusion.Scored]:
    """Each candidate's score: the fused arms, its room's evidence, then the small signals."""
    weights = fusion.Weights(
        vector=settings.RECALL_VECTOR_WEIGHT, lexical=settings.RECALL_LEXICAL_WEIGHT
    )
    parts_of = {
        memory_id: fusion.hybrid_score(found[memory_id], weights, use_vector=use_vector)
        for memory_id in rows
    }
    room = _room_signal(rows, parts_of)
    scored: list[fusion.Scored] = []
    for memory_id, row in rows.items():
        parts = parts_of[memory_id]
        if room.get(memory_id):
            parts["room"] = room[memory_id]
        parts.update(_signals(row, found[memory_id], query, intent))
        if _about_the_one_named(row, parts, named):
            parts["subject"] = settings.RECALL_SUBJECT_BOOST
        scored.append(
            fusion.Scored(id=memory_id, score=sum(parts.values()), scope=row["scope"], parts=parts)
        )
    return scored


def memory_recall(
    *,
    principal: Principal,
    query: str,
    strategy: str = "auto",
    top_k: int | None = None,
    scopes: Sequence[str] | None = None,
    kinds: Sequence[str] | None = None,
    tags: Sequence[str] | None = None,
    session: str | None = None,
    include_archived: bool = False,
    explain: bool = False,
    entities: Sequence[str] | None = None,
    rerank: bool | None = None,
) -> RecallResult:
    """The memories `principal` may see that best answer `query`, best first.

    The person's memory settings apply: memory turned off returns nothing (and says so);
    `top_k` and `rerank` default to their choices."""
    scopes = [str(canonical_scope(s)) for s in scopes or []]
    kinds = list(kinds or [])
    prefs = memory_settings_for(user_id=principal.user_id)
    top_k = prefs.top_k if top_k is None else top_k
    _validate(strategy, top_k, scopes, kinds)
    if not prefs.enabled:
        return RecallResult(
            strategy=strategy, ranking="none", note="memory is turned off in this person's settings"
        )
    if not principal.recall_enabled:
        return RecallResult(
            strategy=strategy, ranking="none", note="recall is turned off for this agent's key"
        )
    if rerank is None:
        rerank = prefs.use_rerank  # request → person → installation (None: not chosen)
    now = timezone.now()
    filters = RecallFilters(
        kinds=tuple(kinds), tags=tuple(tags or []), scopes=tuple(scopes),
        session=session or None, include_archived=include_archived,
    )  # fmt: skip
    qs = recall_queryset(principal=principal, filters=filters, now=now)
    found: dict[uuid.UUID, Candidate] = {}
    result = RecallResult(strategy=strategy, ranking=strategy)
    limit = candidate_limit(top_k)
    vector_half = None
    if strategy in ("semantic", "auto"):
        # Started first: the query's embedding and vector arm run while the rest runs here.
        vector_half = _VectorHalf.start(
            qs, query, query_model(preferred=prefs.embedding_model), limit
        )
    urns = list(entities or []) or entity_urns(query)
    named: list[str] = []
    if strategy in ("graph", "auto"):
        # Walk from the entities the query names (names, aliases) and their relations too.
        seeds = graph_seeds(principal=principal, query=query)
        urns, named = list(dict.fromkeys([*urns, *seeds.urns])), seeds.named
    elif strategy == "entity" and not urns:
        urns = graph_seed_urns(principal=principal, query=query, hops=0)

    use_vector = _gather(
        qs, principal=principal, query=query, strategy=strategy, urns=urns, found=found, result=result,
        vector_half=vector_half, limit=limit,
    )  # fmt: skip

    if not found:
        return result
    rows = hydrate(qs, list(found), HYDRATE_FIELDS)
    intent = time_intent(query, now=now)
    ranked = fusion.order(_score(rows, found, query, intent, use_vector=use_vector, named=named))

    positions: dict[uuid.UUID, int] = {}
    do_rerank = settings.RECALL_RERANK if rerank is None else rerank
    if do_rerank:
        head = ranked[: settings.RECALL_RERANK_TOP_N]
        outcome = llm_rerank(
            query,
            [(str(s.id), rows[s.id]["content"]) for s in head],
            budget=settings.RECALL_RERANK_BUDGET_MS / 1000,
            model=prefs.rerank_model or None,  # the person's choice, else the installation's
        )
        result.rerank = outcome.status
        if outcome.status == "applied":
            by_id = {str(s.id): s for s in head}
            ranked = [by_id[i] for i in outcome.order] + ranked[len(head) :]
            positions = {uuid.UUID(i): n + 1 for n, i in enumerate(outcome.order)}

    budgets = None if scopes else settings.RECALL_SCOPE_BUDGETS
    for item in fusion.apply_budgets(ranked, top_k=top_k, budgets=budgets):
        details = None
        if explain:
            details = _explain(item, found[item.id], positions.get(item.id))
            if intent is not None:
                details["time_cue"] = intent.cue
        result.results.append(_hit(item, rows[item.id], details, found[item.id]))
    return result


def _explain(item: fusion.Scored, candidate: Candidate, position: int | None) -> dict[str, Any]:
    def r(value: float | None) -> float | None:
        return None if value is None else round(value, 6)

    return {
        "parts": {k: round(v, 6) for k, v in item.parts.items()},
        "similarity": r(candidate.similarity),
        "lexical": r(candidate.lexical),
        "lexical_partial": candidate.lexical_partial,
        "hops": candidate.hops,
        "scope_group": fusion.scope_group(item.scope),
        "rerank_position": position,
        **candidate.extra,
    }


def _hit(
    item: fusion.Scored, row: dict[str, Any], details: dict[str, Any] | None, candidate: Candidate
) -> RecallHit:
    return RecallHit(
        id=item.id,
        content=row["content"],
        kind=row["kind"],
        scope=row["scope"],
        score=round(item.score, 6),
        pointer=row["pointer"],
        confidence=row["confidence"],
        relevance_score=row["relevance_score"],
        tags=tuple(row["tags"]),
        explain=details,
        recall_hint=row["recall_hint"],
        always_inject=row["always_inject"],
        created_at=row["created_at"],
        evidence=Evidence(
            similarity=candidate.similarity,
            lexical=candidate.lexical is not None,
            lexical_partial=candidate.lexical_partial,
            entity=bool(candidate.entity),
            hops=candidate.hops,
        ),
    )


def candidate_limit(top_k: int) -> int:
    """Candidates each arm contributes: RECALL_CANDIDATES, or RECALL_CANDIDATES_PER_RESULT per
    result asked for when that is more. Fusion can only promote what an arm brought in, so a
    long result list needs a deeper pool than a short one."""
    return max(settings.RECALL_CANDIDATES, settings.RECALL_CANDIDATES_PER_RESULT * top_k)


class _VectorHalf:
    """A semantic recall's query embedding and vector arm, started before the other arms.

    Outside a transaction a worker runs both, the vector statement on its own connection, so
    PostgreSQL serves it alongside BM25. Inside one (whose uncommitted rows another connection
    would not see) only the embedding runs on the worker, and `finish` runs the vector arm
    here, with BM25's count of the visible set to choose its plan."""

    def __init__(self, chosen: QueryModel, finish: Callable[[int | None], VectorHits | None]):
        self.chosen, self._finish = chosen, finish

    @classmethod
    def start(cls, qs: QuerySet[Memory], query: str, chosen: QueryModel, limit: int) -> _VectorHalf:
        if chosen.embedder is None:
            return cls(chosen, lambda visible: None)
        if workers.can_use_own_connection():
            visible_records_sql(qs)  # compiled once, here: the worker and BM25 both read it
            hits = workers.submit_with_connection(_vector_arm, qs, chosen, query=query, limit=limit)
            return cls(chosen, lambda visible: hits.result())
        pending = embed_query_soon(chosen.embedder, query)
        return cls(
            chosen,
            lambda visible: _vector_arm(
                qs, chosen, query=query, limit=limit, vector=pending.result()[0], visible=visible
            ),
        )

    def finish(self, visible: int | None) -> VectorHits | None:
        """The vector arm's hits; None without an embedder; EmbedderUnavailable when it failed."""
        return self._finish(visible)


def _gather(
    qs: QuerySet[Memory],
    *,
    principal: Principal,
    query: str,
    strategy: str,
    urns: list[str],
    found: dict[uuid.UUID, Candidate],
    result: RecallResult,
    vector_half: _VectorHalf | None,
    limit: int,
) -> bool:
    """Run the strategy's arms into `found` (`limit` candidates each); True when a query vector
    took part."""
    use_vector = False
    if vector_half is not None:
        chosen, note = vector_half.chosen, vector_half.chosen.note
        visible = _lexical_arm(qs, principal, query, found, limit)
        hits: VectorHits | None = None
        try:
            hits = vector_half.finish(visible)
        except EmbedderUnavailable as exc:
            note = str(exc)
        if hits is not None:
            use_vector, result.model = True, chosen.model
            result.ranking = "hybrid" if strategy == "semantic" else "hybrid+graph"
            result.note = note or None
            for memory_id, similarity in hits.rows:
                found.setdefault(memory_id, Candidate(id=memory_id)).similarity = similarity
        else:
            result.ranking, result.degraded = "lexical", True
            result.note = (
                f"embedding provider unavailable; results are lexical-only ({note})"
                if note
                else "embedding provider unavailable; results are lexical-only"
            )
    elif strategy == "lexical":
        _lexical_arm(qs, principal, query, found, limit)
    elif strategy == "entity":
        if not urns:
            result.note = "no entity URNs in the query (write them as urn:<type>:<id>)"
        for memory_id, memory_entities in entity_candidates(qs, urns=urns, limit=limit):
            overlap = len(set(urns).intersection(memory_entities))
            found.setdefault(memory_id, Candidate(id=memory_id)).entity = overlap / len(urns)
    if strategy in ("graph", "auto") and urns:
        _graph_arm(qs, urns, found, limit)
    elif strategy == "graph":
        result.note = "no entity URNs in the query to walk the graph from"

    return use_vector
