"""The embedding reconciler: backfill rows saved during an outage, re-embed after a model change,
and report coverage (indexed / expected, per kind and model).

Idempotent and batched: each batch is found by keyset over ids, embedded outside any
transaction, and upserted on the natural key (memory, model) only when the memory's text still
hashes to what was embedded. Killing it mid-run loses at most one batch of work.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from django.conf import settings
from django.db import IntegrityError, connection
from django.db.models import Count, Exists, OuterRef, QuerySet
from django.utils import timezone

from memories.embeddings.base import EmbedderUnavailable, text_hash
from memories.embeddings.bulk import embed_bulk
from memories.embeddings.registry import get_embedder
from memories.embeddings.storage import embedding_text
from memories.models import Memory, MemoryEmbedding, Status
from memories.search.indexes import ensure_hnsw_index
from memories.search.models_in_use import coverage_cache_clear

logger = logging.getLogger("memories.embeddings")


@dataclass
class ReconcileReport:
    model: str
    embedded: int = 0
    unchanged: int = 0
    skipped: str = ""
    batches: int = 0
    index_created: bool = False
    errors: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, object]:
        return {
            "model": self.model,
            "embedded": self.embedded,
            "unchanged": self.unchanged,
            "skipped": self.skipped,
            "batches": self.batches,
            "index_created": self.index_created,
            "errors": self.errors,
        }


def _needing_work(
    model: str, after: uuid.UUID | None, size: int
) -> list[tuple[uuid.UUID, str, str, str]]:
    """Active memories with no vector for `model`, or whose memory changed after its vector."""
    mine = MemoryEmbedding.objects.filter(memory=OuterRef("pk"), model=model)
    stale = mine.filter(created_at__lt=OuterRef("updated_at"))
    qs = Memory.objects.filter(status=Status.ACTIVE).filter(~Exists(mine) | Exists(stale))
    return _page(qs, after, size)


def _store(model: str, dims: int, items: list[tuple[uuid.UUID, str, list[float]]]) -> int:
    """Upsert vectors whose memory still has the embedded text; returns how many were stored."""
    current = {
        row["pk"]: text_hash(
            embedding_text(content=row["content"], recall_hint=row["recall_hint"], kind=row["kind"])
        )
        for row in Memory.objects.filter(pk__in=[i[0] for i in items]).values(
            "pk", "content", "recall_hint", "kind"
        )
    }
    now = timezone.now()
    rows = [
        MemoryEmbedding(
            memory_id=memory_id,
            model=model,
            dimensions=dims,
            embedding=vector,
            text_hash=digest,
            created_at=now,
        )
        for memory_id, digest, vector in items
        if current.get(memory_id) == digest
    ]
    try:
        MemoryEmbedding.objects.bulk_create(
            rows,
            update_conflicts=True,
            unique_fields=["memory", "model"],
            update_fields=["dimensions", "embedding", "text_hash", "created_at"],
        )
    except IntegrityError:  # a memory was hard-deleted meanwhile: fall back to one by one
        stored = 0
        for row in rows:
            if Memory.objects.filter(pk=row.memory_id).exists():
                MemoryEmbedding.objects.update_or_create(
                    memory_id=row.memory_id,
                    model=model,
                    defaults={
                        "dimensions": dims,
                        "embedding": row.embedding,
                        "text_hash": row.text_hash,
                    },
                )
                stored += 1
        return stored
    return len(rows)


def reconcile_embeddings(
    *,
    batch_size: int | None = None,
    max_batches: int | None = None,
    recheck: bool = False,
    kinds: Sequence[str] = (),
    progress: Callable[[ReconcileReport], None] | None = None,
) -> ReconcileReport:
    """Embed what the configured model is missing, up to `max_batches` batches per run.

    `recheck`: walk every active memory (of `kinds`, when given) once instead of only those with
    no vector or changed since it, and make again each vector whose text hash is not of its
    memory's embedded text now (after a change to what is embedded: `embedded_hint`). A vector
    stays in use until its replacement is stored. `progress` is called after each batch."""
    embedder = get_embedder()
    report = ReconcileReport(model=embedder.model)
    if not embedder.model:
        report.skipped = "no embedding provider configured"
        return report
    size = batch_size or settings.EMBEDDINGS_RECONCILE_BATCH
    limit = max_batches or settings.EMBEDDINGS_RECONCILE_MAX_BATCHES
    if not connection.in_atomic_block:
        report.index_created = ensure_hnsw_index(embedder.model, embedder.dimensions)
    after: uuid.UUID | None = None
    while report.batches < limit:
        batch = (
            _every(after, size, kinds) if recheck else _needing_work(embedder.model, after, size)
        )
        if not batch:
            break
        report.batches += 1
        after = batch[-1][0]
        if not _embed_batch(embedder.model, batch, report, mark_checked=not recheck):
            break
        if progress is not None:
            progress(report)
    if report.embedded:
        coverage_cache_clear()
    logger.info("reconcile_embeddings: %s", report.as_dict())
    return report


def recheck_walks(kinds: Sequence[str] = ()) -> QuerySet[Memory]:
    """The memories a recheck walks: every active one (of `kinds`, when given)."""
    qs = Memory.objects.filter(status=Status.ACTIVE)
    return qs.filter(kind__in=list(kinds)) if kinds else qs


def _every(
    after: uuid.UUID | None, size: int, kinds: Sequence[str]
) -> list[tuple[uuid.UUID, str, str, str]]:
    """The next `size` memories a recheck walks after `after`, by id."""
    return _page(recheck_walks(kinds), after, size)


def _page(
    qs: QuerySet[Memory], after: uuid.UUID | None, size: int
) -> list[tuple[uuid.UUID, str, str, str]]:
    """The next `size` rows of `qs` after id `after` (keyset by id): what embedding needs."""
    if after is not None:
        qs = qs.filter(pk__gt=after)
    return list(qs.order_by("pk").values_list("pk", "content", "recall_hint", "kind")[:size])


def _embed_batch(
    model: str,
    batch: list[tuple[uuid.UUID, str, str, str]],
    report: ReconcileReport,
    *,
    mark_checked: bool,
) -> bool:
    """Embed the memories of `batch` whose vector of `model` is missing or not of their
    embedded text, and store them; False when the embedder is unavailable (the run stops).
    `mark_checked`: a vector found current is dated now, so the changed-since walk passes it
    by (a recheck of every memory leaves them as they are rather than rewrite every row)."""
    texts = {
        pk: embedding_text(content=content, recall_hint=hint, kind=kind)
        for pk, content, hint, kind in batch
    }
    existing = dict(
        MemoryEmbedding.objects.filter(memory_id__in=list(texts), model=model).values_list(
            "memory_id", "text_hash"
        )
    )
    todo = {pk: t for pk, t in texts.items() if existing.get(pk) != text_hash(t)}
    unchanged = [pk for pk in texts if pk not in todo]
    report.unchanged += len(unchanged)  # same text as the stored vector: no embedding call
    if unchanged and mark_checked:
        MemoryEmbedding.objects.filter(memory_id__in=unchanged, model=model).update(
            created_at=timezone.now()
        )
    if not todo:
        return True
    try:
        vectors = embed_bulk(list(todo.values()))
    except EmbedderUnavailable as exc:
        report.skipped = f"embedder unavailable: {exc}"
        return False
    items = [(pk, text_hash(t), v) for (pk, t), v in zip(todo.items(), vectors, strict=True)]
    report.embedded += _store(model, len(vectors[0]), items)
    return True


def embedding_coverage() -> list[dict[str, object]]:
    """[{kind, model, indexed, expected}] over active memories, for every kind and stored model
    (the configured model is always listed, so a fresh swap shows 0 / N)."""
    expected = dict(
        Memory.objects.filter(status=Status.ACTIVE)
        .values_list("kind")
        .annotate(n=Count("pk"))
        .values_list("kind", "n")
    )
    indexed = (
        MemoryEmbedding.objects.filter(memory__status=Status.ACTIVE)
        .values("memory__kind", "model")
        .annotate(n=Count("pk"))
    )
    counts = {(row["memory__kind"], row["model"]): row["n"] for row in indexed}
    models = {model for _, model in counts}
    configured = get_embedder().model
    if configured:
        models.add(configured)
    return [
        {"kind": kind, "model": model, "indexed": counts.get((kind, model), 0), "expected": total}
        for kind, total in sorted(expected.items())
        for model in sorted(models)
    ]


__all__ = ["ReconcileReport", "embedding_coverage", "reconcile_embeddings"]
