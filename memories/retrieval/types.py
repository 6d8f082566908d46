"""Recall's value types: its filters, an arm's candidates and hits, and what recall returns.
Plain data, no SQL: the pure half of recall (scoring, fusion, temporal) reads only these."""

from __future__ import annotations

import uuid
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.conf import settings


@dataclass(frozen=True)
class RecallFilters:
    kinds: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    scopes: tuple[str, ...] = ()
    session: str | None = None
    include_archived: bool = False
    # Subject labels every record must hold (`Memory.subject` contains them: mem0's entity ids).
    subject: tuple[str, ...] = ()
    # A foreign contract's filter, already translated to a condition on the records (hashable:
    # the compiled SQL is cached per filters). It narrows the visible set; it never widens it.
    where: Hashable | None = None


@dataclass(frozen=True)
class SimilarityFill:
    """Candidates whose cosine to the query the hydrating statement reads too (`ids`: those the
    vector arm did not bring), against the query's `vector` under `model`."""

    model: str
    dimensions: int
    vector: Sequence[float]
    ids: tuple[uuid.UUID, ...]


@dataclass
class Candidate:
    """One memory's raw arm scores, before fusion."""

    id: uuid.UUID
    similarity: float | None = None  # cosine similarity in [-1, 1] (model vectors)
    lexical: float | None = None  # ts_rank_cd normalised into [0, 1)
    lexical_partial: bool = False  # matched only by the OR-of-terms fallback
    entity: float | None = None  # fraction of query URNs the memory mentions
    graph: float | None = None  # multi-hop co-mention score
    hops: int | None = None
    extra: dict[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class VectorHits:
    rows: list[tuple[uuid.UUID, float]]  # (memory id, cosine similarity), best first
    # "exact" (small visible set), "hnsw", or the parts searched apart: "hnsw+global" (global
    # vectors), "hnsw+class" (classes with their own index), "hnsw+global+class".
    plan: str


@dataclass(frozen=True)
class Bm25Hits:
    rows: list[tuple[uuid.UUID, float, bool]]  # (id, BM25 score, partial), best first
    gated: bool = False  # the gate's records alone gave the top k (the other matches unread)


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
        """Every word of the query, an entity or a graph path from one, or a meaning close
        enough (cosine ≥ RECALL_CONTEXT_MIN_SIMILARITY; MiniLM puts unrelated texts below
        ~0.2). Only some of the query's words count when the meaning is not far off either
        (cosine ≥ RECALL_CONTEXT_PARTIAL_MIN_SIMILARITY), or when no cosine was taken (the
        embedder is down): one shared word ("note" in "Noted.") is not a relation."""
        if self.entity or self.hops is not None:
            return True
        if self.lexical and not self.lexical_partial:
            return True
        if self.similarity is None:
            return self.lexical
        if self.similarity >= settings.RECALL_CONTEXT_MIN_SIMILARITY:
            return True
        return self.lexical and self.similarity >= settings.RECALL_CONTEXT_PARTIAL_MIN_SIMILARITY


def evidence_of(candidate: Candidate) -> Evidence:
    """What the arms found for `candidate`, as `Evidence` reads it."""
    return Evidence(
        similarity=candidate.similarity,
        lexical=candidate.lexical is not None,
        lexical_partial=candidate.lexical_partial,
        entity=bool(candidate.entity),
        hops=candidate.hops,
    )


@dataclass(frozen=True)
class RecallHit:
    id: uuid.UUID
    content: str
    kind: str
    scope: str
    score: float
    pointer: str = ""
    scope_ref: str = ""  # the slug of its persona, project or system, or its session key
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
