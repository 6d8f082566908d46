"""`memory_recall` — the one recall entry point: filter → candidates → fuse → rerank → budgets.

Strategies: entity (URN lookup), semantic (hybrid vector + full text), lexical, graph (multi-hop
over co-mentioned entities; walks Relation rows once the knowledge graph lands), auto (semantic
+ graph). A missing embedder never breaks recall: it degrades to lexical and says so.
"""

from __future__ import annotations

import functools
import re
import uuid
from collections.abc import Callable, Sequence
from concurrent import futures
from concurrent.futures import Future
from typing import Any

from django.conf import settings
from django.db.models import Q
from django.utils import timezone

from memories.embeddings import EmbedderUnavailable
from memories.graph_selectors import graph_seed_urns, graph_seeds
from memories.models import TOP_K_MAX, Kind, Scope, canonical_scope
from memories.retrieval import fusion, scoring
from memories.retrieval.bm25 import bm25_search, visible_classes
from memories.retrieval.hydrate import SCOPE_REF_FIELDS, cosines, hydrate, scope_refs
from memories.retrieval.lexical import entity_candidates, lexical_candidates
from memories.retrieval.rerank import rerank as llm_rerank
from memories.retrieval.specificity import entity_specificity
from memories.retrieval.temporal import time_intent
from memories.retrieval.terms import entity_urns
from memories.retrieval.types import (
    Candidate,
    RecallFilters,
    RecallHit,
    RecallResult,
    SimilarityFill,
    VectorHits,
    evidence_of,
)
from memories.retrieval.vector_arm import vector_search
from memories.retrieval.visible import VisibleSet, compile_records_sql, recall_queryset
from memories.scoping import Principal
from memories.search import workers
from memories.search.caches import erased_with_principal
from memories.search.models_in_use import (
    QueryModel,
    embed_query_soon,
    query_model,
    routing_class_counts,
)
from memories.services.preferences import memory_settings_for
from memory_project import metrics
from memory_project.errors import ValidationFailed

WEBSEARCH_OPERATORS = re.compile(r'"|(?:^|\s)-\w')
STRATEGIES = ("auto", "semantic", "lexical", "entity", "graph")
HYDRATE_FIELDS = (
    "id", "content", "kind", "scope", "tags", "confidence", "relevance_score", "created_at",
    "pointer", "entities", "recall_hint", "always_inject", *SCOPE_REF_FIELDS,
)  # fmt: skip


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
    visible_set: VisibleSet, seeds: Sequence[str], found: dict[uuid.UUID, Candidate], limit: int
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
        rows = entity_candidates(visible_set, urns=frontier, limit=limit, exclude=visited)
        wanted = set(frontier)
        specific = entity_specificity(visible_set, frontier)
        mentions: dict[str, int] = {}
        for memory_id, entities in rows:
            matched = wanted.intersection(entities)
            telling = max((specific.get(urn, 0.0) for urn in matched), default=0.0)
            score = scoring.graph_hop_score(hop=hop, matched=len(matched), specificity=telling)
            candidate = found.setdefault(memory_id, Candidate(id=memory_id))
            if candidate.graph is None or score > candidate.graph:
                candidate.graph, candidate.hops = score, hop
            visited.append(memory_id)
            for urn in entities:
                if urn not in seen_urns:
                    mentions[urn] = mentions.get(urn, 0) + 1
        frontier = sorted(mentions, key=lambda u: (-mentions[u], u))[: scoring.GRAPH_FRONTIER]
        seen_urns.update(frontier)


def _vector_arm(
    visible_set: VisibleSet,
    chosen: QueryModel,
    *,
    query: str,
    limit: int,
    vector: list[float] | None = None,
) -> VectorHits:
    """The query's nearest visible records by `chosen`'s vectors (embedding the query first
    when no vector is given). The set's size, when known, chooses between the exact and the
    index plan."""
    if vector is None:
        assert chosen.embedder is not None
        vector = chosen.embedder.embed([query])[0]
    return vector_search(
        visible_set, model=chosen.model, dimensions=chosen.dimensions, vector=vector, limit=limit,
        fields=HYDRATE_FIELDS,
    )  # fmt: skip


def _vector_arm_and_vector(
    visible_set: VisibleSet,
    chosen: QueryModel,
    *,
    query: str,
    limit: int,
    made: Future[list[float]] | None = None,
) -> tuple[VectorHits, list[float]]:
    """`_vector_arm` that embeds the query first and hands back its vector too (the other
    arms' candidates are scored against it: `_VectorHalf.cosines`, `_similarity_fill`); `made`
    gets the vector (or the embedder's failure) before the vector search starts."""
    assert chosen.embedder is not None
    try:
        vector = chosen.embedder.embed([query])[0]
    except BaseException as exc:
        if made is not None:
            made.set_exception(exc)
        raise
    if made is not None:
        made.set_result(vector)
    return _vector_arm(visible_set, chosen, query=query, limit=limit, vector=vector), vector


def _similarity_fill(
    found: dict[uuid.UUID, Candidate], chosen: QueryModel, vector: Sequence[float]
) -> SimilarityFill | None:
    """The candidates another arm brought and the vector arm did not (it brings only its nearest
    `limit`), whose cosine to the query the hydrating statement reads with their rows: without
    it a record BM25 or the graph found would score 0 on meaning however close it is, and lose
    to any record the vector arm happened to bring. None when there is none to fill."""
    missing = tuple(memory_id for memory_id, c in found.items() if c.similarity is None)
    if not missing or not settings.RECALL_SIMILARITY_FILL:
        return None
    return SimilarityFill(
        model=chosen.model, dimensions=int(chosen.dimensions), vector=vector, ids=missing
    )


def _take_similarity(
    rows: dict[uuid.UUID, dict[str, Any]], found: dict[uuid.UUID, Candidate]
) -> None:
    """Move the cosines `hydrate` read for a fill from the rows onto their candidates."""
    for memory_id, row in rows.items():
        similarity = row.pop("similarity", None)
        if similarity is not None:
            found[memory_id].similarity = float(similarity)


def full_text_arm(
    visible_set: VisibleSet, principal: Principal, query: str, limit: int
) -> dict[uuid.UUID, Candidate]:
    """Recall's full-text arm alone, exactly as a recall runs it: the candidates it finds, by id.
    (The benchmarks time it on its own.)"""
    found: dict[uuid.UUID, Candidate] = {}
    _lexical_arm(visible_set, principal, query, found, limit)
    return found


def _lexical_arm(
    visible_set: VisibleSet,
    principal: Principal,
    query: str,
    found: dict[uuid.UUID, Candidate],
    limit: int,
) -> None:
    """BM25 over the full-text index; a query written with search operators (quotes, -word)
    keeps Postgres' websearch semantics (phrases, exclusions) ranked by ts_rank_cd."""
    if WEBSEARCH_OPERATORS.search(query):
        rows = lexical_candidates(visible_set, query=query, limit=limit)
        label = "ts_rank_cd"
    else:
        bm25 = bm25_search(
            visible_set, principal=principal, query=query, limit=limit, fields=HYDRATE_FIELDS
        )
        rows, label = bm25.rows, "bm25"
    top = scoring.lexical_scale(rank for _, rank, _ in rows)
    for memory_id, rank, partial in rows:
        candidate = found.setdefault(memory_id, Candidate(id=memory_id))
        candidate.lexical, candidate.lexical_partial = rank / top, partial
        candidate.extra[label] = round(rank, 6)


@metrics.recall_observed
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
    subject: Sequence[str] = (),
    where: Q | None = None,
) -> RecallResult:
    """The memories `principal` may see that best answer `query`, best first.

    The person's memory settings apply: memory turned off returns nothing (and says so);
    `top_k` and `rerank` default to their choices. `subject` (labels every record must hold)
    and `where` (a condition on the records, from a foreign contract's filter) narrow the
    visible set; neither ever widens it."""
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
        subject=tuple(sorted(set(subject))), where=where,
    )  # fmt: skip
    visible_set = recall_set(principal=principal, filters=filters)
    found: dict[uuid.UUID, Candidate] = {}
    result = RecallResult(strategy=strategy, ranking=strategy)
    limit = candidate_limit(top_k)
    vector_half = None
    if strategy in ("semantic", "auto"):
        # Started first: the query's embedding and vector arm run while the rest runs here.
        vector_half = _VectorHalf.start(
            visible_set, query, query_model(preferred=prefs.embedding_model), limit
        )
    urns = list(entities or []) or entity_urns(query)
    named: list[str] = []
    if strategy in ("graph", "auto"):
        # Walk from the entities the query names (names, aliases) and their relations too.
        seeds = graph_seeds(principal=principal, query=query)
        urns, named = list(dict.fromkeys([*urns, *seeds.urns])), seeds.named
    elif strategy == "entity" and not urns:
        urns = graph_seed_urns(principal=principal, query=query, hops=0)

    use_vector, fill = _gather(
        visible_set, principal=principal, query=query, strategy=strategy, urns=urns, found=found, result=result,
        vector_half=vector_half, limit=limit,
    )  # fmt: skip

    if not found:
        return result
    rows = hydrate(visible_set, list(found), HYDRATE_FIELDS, fill)
    _take_similarity(rows, found)
    intent = time_intent(query, now=now)
    scored = scoring.score(
        rows, found, query=query, intent=intent, use_vector=use_vector, named=named,
        weights=scoring.ScoreWeights.from_settings(),
    )  # fmt: skip
    ranked = fusion.order(scored)

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

    chosen = fusion.apply_budgets(
        ranked, top_k=top_k, budgets=None if scopes else settings.RECALL_SCOPE_BUDGETS,
        kept=scoring.graph_kept(ranked) if strategy == "auto" else (),
    )  # fmt: skip
    refs = scope_refs({item.id: rows[item.id] for item in chosen})
    for item in chosen:
        details = None
        if explain:
            details = _explain(item, found[item.id], positions.get(item.id))
            details.update({"time_cue": intent.cue} if intent is not None else {})
        result.results.append(_hit(item, rows[item.id], details, found[item.id], refs[item.id]))
    return result


def recall_set(*, principal: Principal, filters: RecallFilters) -> VisibleSet:
    """A recall's eligible records: compiled once, shared by every arm, gone with the recall.
    Unnarrowed by kind, tag or scope, its classes' sizes come from the term statistics, which
    let the vector arm go straight to the index for a large set and route it by class.
    Its SQL is the same for every recall of one principal with the same filters (expiry is
    checked at the statement's time), so it is compiled once for them (`_recall_sql`); the
    queryset itself is built only when an arm asks for it (the graph arm)."""
    narrowed = bool(
        filters.kinds or filters.tags or filters.scopes or filters.subject or filters.where
    )
    return VisibleSet(
        functools.partial(recall_queryset, principal=principal, filters=filters),
        classes=None if narrowed else functools.partial(_routing_classes, principal),
        active_only=not (filters.include_archived or filters.session),
        sql=_recall_sql(principal, filters),
    )


def _routing_classes(principal: Principal) -> dict[str, int]:
    """The records per class the principal may see, as the vector search routes by them: read
    from the term statistics, kept a few seconds per principal (`routing_class_counts`)."""
    return routing_class_counts(principal, functools.partial(visible_classes, principal))


@functools.lru_cache(maxsize=1024)
def _recall_sql(principal: Principal, filters: RecallFilters) -> tuple[str, tuple[Any, ...]]:
    """The compiled SQL of `recall_queryset` for a principal (a frozen value: a changed grant
    is another principal) and filters: building and compiling the queryset costs more Python
    than any other step of a recall."""
    return compile_records_sql(recall_queryset(principal=principal, filters=filters))


erased_with_principal(_recall_sql.cache_clear)


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
    item: fusion.Scored,
    row: dict[str, Any],
    details: dict[str, Any] | None,
    candidate: Candidate,
    scope_ref: str,
) -> RecallHit:
    return RecallHit(
        id=item.id,
        content=row["content"],
        kind=row["kind"],
        scope=row["scope"],
        scope_ref=scope_ref,
        score=round(item.score, 6),
        pointer=row["pointer"],
        confidence=row["confidence"],
        relevance_score=row["relevance_score"],
        tags=tuple(row["tags"]),
        explain=details,
        recall_hint=row["recall_hint"],
        always_inject=row["always_inject"],
        created_at=row["created_at"],
        evidence=evidence_of(candidate),
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
    here."""

    def __init__(
        self,
        chosen: QueryModel,
        finish: Callable[[], tuple[VectorHits, list[float]] | None],
        running: tuple[Future[list[float]], Future[Any]] | None = None,
    ):
        self.chosen, self._finish = chosen, finish
        self._running = running  # the worker's query vector and its whole task, when on a worker

    @classmethod
    def start(
        cls, visible_set: VisibleSet, query: str, chosen: QueryModel, limit: int
    ) -> _VectorHalf:
        if chosen.embedder is None:
            return cls(chosen, lambda: None)
        if workers.can_use_own_connection():
            visible_set.records_sql()  # compiled here, once: the worker and BM25 both read it
            made: Future[list[float]] = Future()
            hits = workers.submit_with_connection(
                _vector_arm_and_vector, visible_set, chosen, query=query, limit=limit, made=made
            )
            # The set's records per class (the vector plan needs them), read here while the
            # worker embeds the query, so its search starts the moment the vector is ready.
            visible_set.classes()
            return cls(chosen, hits.result, (made, hits))
        pending = embed_query_soon(chosen.embedder, query)

        def finish() -> tuple[VectorHits, list[float]]:
            vector = pending.result()[0]
            return _vector_arm(visible_set, chosen, query=query, limit=limit, vector=vector), vector

        return cls(chosen, finish)

    def finish(self) -> tuple[VectorHits, list[float]] | None:
        """The vector arm's hits and the query's vector; None without an embedder;
        EmbedderUnavailable when it failed."""
        return self._finish()

    def cosines(self, ids: Sequence[uuid.UUID]) -> dict[uuid.UUID, float]:
        """The cosine to the query of each of `ids` that has a vector of the model, read here
        while the worker's vector search runs on its own connection (so the similarity fill
        costs no round trip after the arms). Empty when the vector arm does not run on a worker,
        the fill is off, or the query vector did not come (`finish` says why)."""
        if self._running is None or not ids or not settings.RECALL_SIMILARITY_FILL:
            return {}
        made, task = self._running
        futures.wait([made, task], return_when=futures.FIRST_COMPLETED)
        if not made.done() or made.exception() is not None:
            return {}
        fill = SimilarityFill(
            model=self.chosen.model, dimensions=int(self.chosen.dimensions),
            vector=made.result(), ids=tuple(ids),
        )  # fmt: skip
        return dict(cosines(fill))


def _gather(
    visible_set: VisibleSet,
    *,
    principal: Principal,
    query: str,
    strategy: str,
    urns: list[str],
    found: dict[uuid.UUID, Candidate],
    result: RecallResult,
    vector_half: _VectorHalf | None,
    limit: int,
) -> tuple[bool, SimilarityFill | None]:
    """Run the strategy's arms into `found` (`limit` candidates each). Returns whether a query
    vector took part, and the cosines the hydrating statement is to fill in."""
    use_vector = False
    searched: tuple[VectorHits, list[float]] | None = None
    if vector_half is not None:
        chosen, note = vector_half.chosen, vector_half.chosen.note
        _lexical_arm(visible_set, principal, query, found, limit)
        early = vector_half.cosines(list(found))
        try:
            searched = vector_half.finish()
        except EmbedderUnavailable as exc:
            note = str(exc)
        if searched is not None:
            hits = searched[0]
            use_vector, result.model = True, chosen.model
            result.ranking = "hybrid" if strategy == "semantic" else "hybrid+graph"
            result.note = note or None
            for memory_id, similarity in early.items():
                found[memory_id].similarity = similarity
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
        _lexical_arm(visible_set, principal, query, found, limit)
    elif strategy == "entity":
        if not urns:
            result.note = "no entity URNs in the query (write them as urn:<type>:<id>)"
        for memory_id, memory_entities in entity_candidates(visible_set, urns=urns, limit=limit):
            overlap = len(set(urns).intersection(memory_entities))
            candidate = found.setdefault(memory_id, Candidate(id=memory_id))
            candidate.entity = scoring.entity_share(named=overlap, asked=len(urns))
    if strategy in ("graph", "auto") and urns:
        _graph_arm(visible_set, urns, found, limit)
    elif strategy == "graph":
        result.note = "no entity URNs in the query to walk the graph from"
    fill = None
    if vector_half is not None and searched is not None:
        fill = _similarity_fill(found, vector_half.chosen, searched[1])
    return use_vector, fill
