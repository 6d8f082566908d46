"""Recall's arms: the candidates each strategy brings (full text, vectors with the query's
embedding started first, entity mentions, the graph walk) and the similarity fill for what the
vector arm did not bring. `pipeline.memory_recall` runs them through `gather`."""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable, Sequence
from concurrent import futures
from concurrent.futures import Future
from typing import Any

from django.conf import settings

from memories.embeddings import EmbedderUnavailable
from memories.retrieval import scoring
from memories.retrieval.bm25 import bm25_search
from memories.retrieval.hydrate import SCOPE_REF_FIELDS, cosines
from memories.retrieval.lexical import entity_candidates, lexical_candidates
from memories.retrieval.specificity import entity_specificity
from memories.retrieval.types import Candidate, RecallResult, SimilarityFill, VectorHits
from memories.retrieval.vector_arm import vector_search
from memories.retrieval.visible import VisibleSet
from memories.scoping import Principal
from memories.search import workers
from memories.search.models_in_use import QueryModel, embed_query_soon

WEBSEARCH_OPERATORS = re.compile(r'"|(?:^|\s)-\w')
HYDRATE_FIELDS = (
    "id", "content", "kind", "scope", "tags", "confidence", "relevance_score", "created_at",
    "pointer", "entities", "recall_hint", "always_inject", *SCOPE_REF_FIELDS,
)  # fmt: skip


def graph_arm(
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


def vector_arm(
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


def vector_arm_and_vector(
    visible_set: VisibleSet,
    chosen: QueryModel,
    *,
    query: str,
    limit: int,
    made: Future[list[float]] | None = None,
) -> tuple[VectorHits, list[float]]:
    """`vector_arm` that embeds the query first and hands back its vector too (the other
    arms' candidates are scored against it: `VectorHalf.cosines`, `similarity_fill`); `made`
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
    return vector_arm(visible_set, chosen, query=query, limit=limit, vector=vector), vector


def similarity_fill(
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


def take_similarity(
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
    lexical_arm(visible_set, principal, query, found, limit)
    return found


def lexical_arm(
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


class VectorHalf:
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
    ) -> VectorHalf:
        if chosen.embedder is None:
            return cls(chosen, lambda: None)
        if workers.can_use_own_connection():
            visible_set.records_sql()  # compiled here, once: the worker and BM25 both read it
            made: Future[list[float]] = Future()
            hits = workers.submit_with_connection(
                vector_arm_and_vector, visible_set, chosen, query=query, limit=limit, made=made
            )
            # The set's size (its records per class, or a narrowed set counted: the vector
            # plan and the full-text arm route by it), read here while the worker embeds the
            # query, so its search starts the moment the vector is ready.
            visible_set.size()
            return cls(chosen, hits.result, (made, hits))
        pending = embed_query_soon(chosen.embedder, query)

        def finish() -> tuple[VectorHits, list[float]]:
            vector = pending.result()[0]
            return vector_arm(visible_set, chosen, query=query, limit=limit, vector=vector), vector

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


def gather(
    visible_set: VisibleSet,
    *,
    principal: Principal,
    query: str,
    strategy: str,
    urns: list[str],
    found: dict[uuid.UUID, Candidate],
    result: RecallResult,
    vector_half: VectorHalf | None,
    limit: int,
) -> tuple[bool, SimilarityFill | None]:
    """Run the strategy's arms into `found` (`limit` candidates each). Returns whether a query
    vector took part, and the cosines the hydrating statement is to fill in."""
    use_vector = False
    searched: tuple[VectorHits, list[float]] | None = None
    if vector_half is not None:
        chosen, note = vector_half.chosen, vector_half.chosen.note
        lexical_arm(visible_set, principal, query, found, limit)
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
        lexical_arm(visible_set, principal, query, found, limit)
    elif strategy == "entity":
        if not urns:
            result.note = "no entity URNs in the query (write them as urn:<type>:<id>)"
        for memory_id, memory_entities in entity_candidates(visible_set, urns=urns, limit=limit):
            overlap = len(set(urns).intersection(memory_entities))
            candidate = found.setdefault(memory_id, Candidate(id=memory_id))
            candidate.entity = scoring.entity_share(named=overlap, asked=len(urns))
    if strategy in ("graph", "auto") and urns:
        graph_arm(visible_set, urns, found, limit)
    elif strategy == "graph":
        result.note = "no entity URNs in the query to walk the graph from"
    fill = None
    if vector_half is not None and searched is not None:
        fill = similarity_fill(found, vector_half.chosen, searched[1])
    return use_vector, fill
