"""Finding the memory a new one duplicates, and the lock that makes it race-safe.

A duplicate lives in the same scope subject, has the same kind and is active: an exact content
hash, a recall hint or content with high word overlap, or a vector of the same model that is
nearly parallel — and no distinguishing fact differs (dedup_facts). A correction is a statement
with a correction cue about the same subject as an existing memory; remember supersedes the
current head of that memory's correction chain with it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from django.conf import settings
from django.contrib.postgres.search import SearchQuery, SearchRank
from django.db import connection
from django.db.models import BooleanField, F, Q, QuerySet
from django.db.models.expressions import RawSQL
from pgvector.django import CosineDistance

from memories.embeddings.storage import PreparedVector
from memories.models import CLASS_COLUMNS, Memory, MemoryEmbedding, Scope, Status, statistics_sql
from memories.search.indexes import hnsw_index_exists, vector_literal
from memories.search.statements import Statement, search_statements
from memories.services.dedup.corrections import corrects, same_subject
from memories.services.dedup.facts import facts_of, similarity, veto
from memories.services.rules.scope_subject import ScopeSubject
from memories.sql_params import merged, named_one

_TOKEN_RE = re.compile(r"\w+")
# Lexical candidates to compare token overlap with; a ≥0.8 overlap ranks near the top.
_LEXICAL_CANDIDATES = 20
_QUERY_TERMS = 48
# Nearest vectors to try: the closest one may be vetoed (a near-miss) while the next restates.
_VECTOR_CANDIDATES = 5


def tokens(text: str) -> set[str]:
    return set(_TOKEN_RE.findall(text.casefold()))


def jaccard(a: set[str], b: set[str]) -> float:
    if not a or not b:
        return 0.0
    return len(a & b) / len(a | b)


def lock_subject(*, subject: ScopeSubject, content_hash: str) -> None:
    """Serialise writers of the same content into the same scope subject until commit.

    A transaction-scoped advisory lock: the second of two identical concurrent remembers waits,
    then (READ COMMITTED, fresh snapshot per statement) sees the first one's row and dedups.
    """
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT pg_advisory_xact_lock(hashtextextended(%(key)s, 0))",
            {"key": f"{subject.lock_key()}:{content_hash}"},
        )


@dataclass(frozen=True)
class DedupDecision:
    """What remember does with an incoming memory: merge into `duplicate`, supersede
    `corrects`, or (both None) store it as a new fact."""

    duplicate: Memory | None = None
    why: str = ""  # exact, recall_hint, content, embedding
    corrects: Memory | None = None


def lexical_verdict(*, new: str, new_hint: str, old: str, old_hint: str) -> str:
    """The decision for one candidate pair without vectors: 'recall_hint' or 'content' (a
    restatement), 'correction' (the new one corrects the old), or '' (distinct facts).

    The distinguishing-facts veto comes first: no similarity ever merges two memories that
    differ in an identifier, a number, a date, an amount, a name or a negation.
    """
    new_facts, old_facts = facts_of(new), facts_of(old)
    hints_match = bool(new_hint and old_hint) and (
        jaccard(tokens(new_hint), tokens(old_hint)) >= settings.MEMORY_DEDUP_HINT_JACCARD
    )
    if not veto(new_facts, old_facts):
        if hints_match:
            return "recall_hint"
        if similarity(new_facts, old_facts) >= settings.MEMORY_DEDUP_CONTENT_JACCARD:
            return "content"
    if corrects(new_facts, old_facts) and (hints_match or same_subject(new_facts, old_facts)):
        return "correction"
    return ""


def vector_verdict(*, new: str, old: str, cosine: float) -> str:
    """'embedding' when the vectors are nearly parallel and no distinguishing fact differs."""
    if cosine < settings.MEMORY_DEDUP_COSINE or veto(facts_of(new), facts_of(old)):
        return ""
    return "embedding"


def subject_class_prefix(subject: ScopeSubject) -> str | None:
    """What the class key (`memories_class_key`) of every row of `subject` starts with, or None
    when no prefix names them all (system rows: their project comes before the system)."""
    if subject.scope in (Scope.USER, Scope.SESSION):
        return f"{subject.scope}:{subject.owner_id}::"
    if subject.scope == Scope.PERSONA:
        return f"persona::{subject.persona_id}:"
    if subject.scope == Scope.PROJECT:
        return f"project:::{subject.project_id}:"
    if subject.scope == Scope.GLOBAL:
        return "global:"
    return None


def within_subject_classes(subject: ScopeSubject) -> Q | RawSQL:
    """The subject's rows by their class term (a prefix match): with a full-text condition, one
    scan of the (search_vector, class_term) GIN index reads only the subject's postings, not
    every record's that holds a word of the text. The subject's own filter still applies."""
    prefix = subject_class_prefix(subject)
    if prefix is None:
        return Q()
    return RawSQL("class_term @@ (quote_literal(%s) || ':*')::tsquery", [prefix], BooleanField())


# The rows of a subject's classes holding a word of a text, through the class lexeme index
# (migration 0019): keys 'class|lexeme' for each class the term statistics hold for the subject
# and each lexeme of the text. The condition is given twice for the planner (see
# `memories.retrieval.bm25.MATCH`): once, it would intersect the index with the owner's.
_SUBJECT_WORDS = (
    "memories_class_lexemes(class_term, search_vector) @@ {q}"
    " AND memories_class_lexemes(class_term, search_vector) @@ {q}"
)
_SUBJECT_WORDS_QUERY = (
    "(SELECT string_agg(quote_literal(k.key || '|' || t.lexeme), ' | ')::tsquery"
    " FROM (SELECT DISTINCT memories_class_key(scope, owner_id, persona_id, project_id,"
    " system_id) AS key FROM ({stats} UNION ALL {deltas}) c) k,"
    " (SELECT DISTINCT lexeme FROM unnest(to_tsvector('english', %s))) t)"
)


def subject_word_matches(subject: ScopeSubject, text: str) -> Q | RawSQL:
    """The subject's rows holding a word of `text`, found by the class lexeme index: a word's
    posting list within each of the subject's classes (read from the term statistics, which
    hold every active row but session rows), not across the store. Session subjects keep the
    class prefix. The subject's own filter and the full-text match still apply."""
    if subject.scope == Scope.SESSION:
        return within_subject_classes(subject)
    stats, deltas, stat_params = statistics_sql(
        Q(lexeme="", **subject.filter_kwargs()), CLASS_COLUMNS
    )
    query = _SUBJECT_WORDS_QUERY.format(stats=f"({stats})", deltas=f"({deltas})")
    params = [*stat_params, text]
    return RawSQL(_SUBJECT_WORDS.format(q=query), [*params, *params], BooleanField())


def _word_matches(
    rows: QuerySet[Memory], subject: ScopeSubject, content: str, recall_hint: str
) -> QuerySet[Memory]:
    """`rows` holding a word of the text, best full-text rank first (at most 20)."""
    terms = sorted(tokens(content) | tokens(recall_hint), key=lambda t: (-len(t), t))
    if not terms:
        return rows.none()
    query = SearchQuery(
        " or ".join(terms[:_QUERY_TERMS]), search_type="websearch", config="english"
    )
    return (
        rows.filter(search_vector=query)
        .filter(subject_word_matches(subject, " ".join(terms[:_QUERY_TERMS])))
        .annotate(rank=SearchRank(F("search_vector"), query))
        .order_by("-rank", "created_at")[:_LEXICAL_CANDIDATES]
    )


# A chain is followed this many links at most (a cycle cannot form, but a bound costs nothing).
_MAX_CHAIN = 1000


def _chain_head(memory: Memory) -> Memory | None:
    """The active version at the end of `memory`'s correction chain, if the chain has one."""
    for _ in range(_MAX_CHAIN):
        if memory.superseded_by_id is None:
            return memory if memory.status == Status.ACTIVE else None
        nxt = Memory.objects.filter(pk=memory.superseded_by_id).first()
        if nxt is None:
            return None
        memory = nxt
    return None


def lock_chain_head(memory: Memory) -> Memory | None:
    """Lock `memory`'s row, then follow its correction chain forward, locking each version, to
    the active one at its end (None if the chain ends in a forgotten or archived version).

    A correction that waited for `memory` while a concurrent one superseded it then corrects
    that one's version instead of standing beside it as a second head: six parallel corrections
    of one fact leave one chain. Versions are locked oldest first, so two writers never wait on
    each other in a circle; the locks hold until the write commits.
    """
    pk = memory.pk
    for _ in range(_MAX_CHAIN):
        row = Memory.objects.select_for_update().filter(pk=pk).first()
        if row is None:
            return None
        if row.superseded_by_id is None:
            return row if row.status == Status.ACTIVE else None
        pk = row.superseded_by_id
    return None


def _corrected_head(
    subject: ScopeSubject,
    *,
    kind: str,
    content: str,
    recall_hint: str,
    labels: Sequence[str] = (),
) -> Memory | None:
    """The head of the chain whose older version a correction is about: "Actually Alice lives
    in Hamburg" after "Alice lives in Berlin" → "Alice moved to Munich" replaces Munich."""
    superseded = Memory.objects.filter(
        status=Status.ARCHIVED,
        superseded_by__isnull=False,
        kind=kind,
        subject=list(labels),
        **subject.filter_kwargs(),
    )
    # The head's subject is checked whatever its status: a parallel correction may supersede it
    # between `_chain_head`'s read and this check, and the writer's `lock_chain_head` follows the
    # chain on to its new end (requiring it active here left the write a second head).
    in_subject = Memory.objects.filter(kind=kind, subject=list(labels), **subject.filter_kwargs())
    for row in _word_matches(superseded, subject, content, recall_hint):
        if lexical_verdict(new=content, new_hint=recall_hint, old=row.content, old_hint=""):
            head = _chain_head(row)
            if head is not None and in_subject.filter(pk=head.pk).exists():
                return head
    return None


def find_duplicate(
    *,
    subject: ScopeSubject,
    content: str,
    recall_hint: str,
    content_hash: str,
    prepared: PreparedVector | None,
    kind: str,
    labels: Sequence[str] = (),
) -> DedupDecision:
    """The active memory of `kind` in `subject` that this one restates, or the one it corrects
    (the head of a correction chain). Another kind is another memory, whatever its words."""
    # Within one labelled subject (`Memory.subject`): two end users saying the same thing keep
    # two rows.
    scope_rows = Memory.objects.filter(
        status=Status.ACTIVE, kind=kind, subject=list(labels), **subject.filter_kwargs()
    )
    exact = scope_rows.filter(content_hash=content_hash).order_by("created_at", "id").first()
    if exact is not None:
        return DedupDecision(duplicate=exact, why="exact")

    corrected: Memory | None = None
    for row in _word_matches(scope_rows, subject, content, recall_hint):
        why = lexical_verdict(
            new=content, new_hint=recall_hint, old=row.content, old_hint=row.recall_hint
        )
        if why == "correction":
            corrected = corrected or row
        elif why:
            return DedupDecision(duplicate=row, why=why)

    if prepared is not None:
        if connection.in_atomic_block:
            # The subject's vectors are scored one by one through the memory index; a parallel
            # worker (which the planner offers for a few hundred rows) costs more to start than
            # the scan, on every write. Local to the write's transaction.
            with connection.cursor() as cursor:
                cursor.execute("SET LOCAL max_parallel_workers_per_gather = 0")
        for memory, distance in nearest_in_subject(prepared, scope_rows):
            if vector_verdict(new=content, old=memory.content, cosine=1.0 - distance):
                return DedupDecision(duplicate=memory, why="embedding")
    if corrected is None and facts_of(content).cues:
        corrected = _corrected_head(
            subject, kind=kind, content=content, recall_hint=recall_hint, labels=labels
        )
    return DedupDecision(corrects=corrected)


# Nearly parallel vectors of the whole store, nearest first, looked up through the model's HNSW
# index: a large subject's near-duplicates are among them unless the store holds this many.
_STORE_NEAREST = 50
_STORE_NEAREST_SQL = (
    "WITH near AS MATERIALIZED ("
    " SELECT e.memory_id, (e.embedding::vector({dims})) <=> %(vector)s::vector({dims})"
    " AS distance FROM memories_memoryembedding e WHERE e.model = %(model)s"
    " ORDER BY distance LIMIT %(nearest)s)"
    " SELECT (SELECT count(*) FROM near WHERE distance <= %(max_distance)s), near.memory_id,"
    " near.distance FROM near"
    " WHERE near.distance <= %(max_distance)s AND near.memory_id IN ({subject})"
    " UNION ALL SELECT (SELECT count(*) FROM near WHERE distance <= %(max_distance)s), NULL, NULL"
    " ORDER BY 3 NULLS LAST"
)


def nearest_in_subject(
    prepared: PreparedVector, scope_rows: QuerySet[Memory]
) -> list[tuple[Memory, float]]:
    """The subject's rows whose vector is within MEMORY_DEDUP_COSINE of `prepared`, nearest
    first (at most _VECTOR_CANDIDATES), with their cosine distances.

    A subject of at most MEMORY_DEDUP_EXACT_MAX_ROWS rows is scored exactly, vector by vector.
    A larger one would make every write read all its vectors (at 1M, a person's ~500 of them,
    17 ms), so the store's nearest vectors come first, through the model's HNSW index: when
    fewer than _STORE_NEAREST of them are that close, every close vector is among them (as far
    as the index finds them: near-parallel vectors are what HNSW finds best), and the subject's
    are picked out. When the store holds more close vectors than that, the subject is scored
    exactly after all. Missing a near-duplicate stores a second row; it never merges two."""
    max_distance = 1.0 - float(settings.MEMORY_DEDUP_COSINE)
    exact_max = int(settings.MEMORY_DEDUP_EXACT_MAX_ROWS)
    large = scope_rows.values("pk")[: exact_max + 1].count() > exact_max
    if large and hnsw_index_exists(prepared.model):
        subject_sql, subject_params = named_one(
            *scope_rows.values("pk").query.sql_with_params(), "subject"
        )
        # Under recall's search settings, in the same round trip (transaction-local either
        # way): an iterative scan yields the 50 nearest whatever the candidate list.
        statement = Statement(
            _STORE_NEAREST_SQL.format(dims=int(prepared.dimensions), subject=subject_sql),
            merged(subject_params, {
                "vector": vector_literal(prepared.vector), "model": prepared.model,
                "nearest": _STORE_NEAREST, "max_distance": max_distance,
            }),
            ef_search=2 * _STORE_NEAREST,
        )  # fmt: skip
        rows = search_statements([statement])[0]
        if rows[-1][0] < _STORE_NEAREST:
            found = [(row[1], float(row[2])) for row in rows if row[1] is not None]
            found = found[:_VECTOR_CANDIDATES]
            memories = Memory.objects.in_bulk([memory_id for memory_id, _ in found])
            return [(memories[m], d) for m, d in found if m in memories]
    nearest = (
        MemoryEmbedding.objects.filter(
            model=prepared.model,
            dimensions=prepared.dimensions,
            memory__in=scope_rows.values("pk"),
        )
        .annotate(distance=CosineDistance("embedding", prepared.vector))
        .filter(distance__lte=max_distance)
        .order_by("distance")
        .select_related("memory")[:_VECTOR_CANDIDATES]
    )
    return [(hit.memory, float(hit.distance)) for hit in nearest]
