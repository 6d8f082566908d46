"""`memory_recall` — the one recall entry point: filter → candidates → fuse → rerank → budgets.

Strategies: entity (URN lookup), semantic (hybrid vector + full text), lexical, graph (multi-hop
over co-mentioned entities; walks Relation rows once the knowledge graph lands), auto (semantic
+ graph). A missing embedder never breaks recall: it degrades to lexical and says so.
"""

from __future__ import annotations

import functools
import uuid
from collections.abc import Sequence
from typing import Any

from django.conf import settings
from django.db.models import Q
from django.utils import timezone

from memories.graph_selectors import graph_seed_urns, graph_seeds
from memories.models import TOP_K_MAX, Kind, Scope, canonical_scope
from memories.retrieval import fusion, scoring
from memories.retrieval.arms import HYDRATE_FIELDS, VectorHalf, gather, take_similarity
from memories.retrieval.bm25 import visible_classes
from memories.retrieval.hydrate import hydrate, scope_refs
from memories.retrieval.rerank import rerank as llm_rerank
from memories.retrieval.temporal import time_intent
from memories.retrieval.terms import entity_urns
from memories.retrieval.types import Candidate, RecallFilters, RecallHit, RecallResult, evidence_of
from memories.retrieval.visible import VisibleSet, compile_records_sql, recall_queryset
from memories.scoping import Principal
from memories.search.caches import erased_with_principal
from memories.search.models_in_use import query_model, routing_class_counts
from memories.services.people.preferences import memory_settings_for
from memory_project import metrics
from memory_project.errors import ValidationFailed

STRATEGIES = ("auto", "semantic", "lexical", "entity", "graph")


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
        vector_half = VectorHalf.start(
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

    use_vector, fill = gather(
        visible_set, principal=principal, query=query, strategy=strategy, urns=urns, found=found, result=result,
        vector_half=vector_half, limit=limit,
    )  # fmt: skip

    if not found:
        return result
    rows = hydrate(visible_set, list(found), HYDRATE_FIELDS, fill)
    take_similarity(rows, found)
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
    Narrowed (a kind, a tag, a foreign contract's subject), the statistics do not know it: it
    is counted up to RECALL_EXACT_MAX_ROWS + 1 rows instead, so a large one still goes
    straight to the index, and a small one (one end user's memories in a large project) is
    read whole by the full-text arm (`VisibleSet.read_whole`).
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
        count_cap=settings.RECALL_EXACT_MAX_ROWS + 1 if narrowed else None,
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
