"""Finding the memory a new one duplicates (seed 002), and the lock that makes it race-safe.

A duplicate lives in the same scope subject and is active: an exact content hash, a recall hint
or content with high token overlap, or a vector of the same model that is nearly parallel.
"""

from __future__ import annotations

import re

from django.conf import settings
from django.contrib.postgres.search import SearchQuery, SearchRank
from django.db import connection
from django.db.models import F
from pgvector.django import CosineDistance

from memories.embeddings.storage import PreparedVector
from memories.models import Memory, MemoryEmbedding, Status
from memories.services.validation import ScopeSubject

_TOKEN_RE = re.compile(r"\w+")
# Lexical candidates to compare token overlap with; a ≥0.8 overlap ranks near the top.
_LEXICAL_CANDIDATES = 20
_QUERY_TERMS = 48


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
            "SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))",
            [f"{subject.lock_key()}:{content_hash}"],
        )


def find_duplicate(
    *,
    subject: ScopeSubject,
    content: str,
    recall_hint: str,
    content_hash: str,
    prepared: PreparedVector | None,
) -> tuple[Memory | None, str]:
    """The active memory in `subject` that this one duplicates, and why ('' when none)."""
    scope_rows = Memory.objects.filter(status=Status.ACTIVE, **subject.filter_kwargs())
    exact = scope_rows.filter(content_hash=content_hash).order_by("created_at", "id").first()
    if exact is not None:
        return exact, "exact"

    new_content, new_hint = tokens(content), tokens(recall_hint)
    terms = sorted(new_content | new_hint, key=lambda t: (-len(t), t))[:_QUERY_TERMS]
    if terms:
        query = SearchQuery(" or ".join(terms), search_type="websearch", config="english")
        candidates = (
            scope_rows.filter(search_vector=query)
            .annotate(rank=SearchRank(F("search_vector"), query))
            .order_by("-rank", "created_at")[:_LEXICAL_CANDIDATES]
        )
        for row in candidates:
            if new_hint and row.recall_hint:
                hint_overlap = jaccard(new_hint, tokens(row.recall_hint))
                if hint_overlap >= settings.MEMORY_DEDUP_HINT_JACCARD:
                    return row, "recall_hint"
            if jaccard(new_content, tokens(row.content)) >= settings.MEMORY_DEDUP_CONTENT_JACCARD:
                return row, "content"

    if prepared is not None:
        max_distance = 1.0 - float(settings.MEMORY_DEDUP_COSINE)
        nearest = (
            MemoryEmbedding.objects.filter(
                model=prepared.model,
                dimensions=prepared.dimensions,
                memory__in=scope_rows.values("pk"),
            )
            .annotate(distance=CosineDistance("embedding", prepared.vector))
            .filter(distance__lte=max_distance)
            .order_by("distance")
            .select_related("memory")
            .first()
        )
        if nearest is not None:
            return nearest.memory, "embedding"
    return None, ""
