"""Celery tasks of the memory store: thin wrappers over services, idempotent, named explicitly."""

from __future__ import annotations

import socket

from celery import shared_task
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

from memories.services.lifecycle.erasure import process_caches_forget
from memories.services.lifecycle.redis_erasure import (
    RedisFilesBusy,
    redis_files_compact,
    redis_forget,
)
from memories.services.lifecycle.sweeps import (
    memories_sweep_expired,
    memories_sweep_low_confidence,
    memories_sweep_staleness,
)
from memories.services.upkeep.class_indexes import maintain_class_indexes
from memories.services.upkeep.ops import worker_heartbeat_record
from memories.services.upkeep.outbox import outbox_sweep
from memories.services.upkeep.reconcile import reconcile_embeddings
from memories.services.upkeep.term_stats import term_statistics_compact


@shared_task(name="memories.worker_heartbeat")
def worker_heartbeat(name: str = "worker") -> dict[str, object]:
    beat = worker_heartbeat_record(name=name, hostname=socket.gethostname())
    return {"name": beat.name, "beats": beat.beats, "last_seen": beat.last_seen.isoformat()}


@shared_task(
    name="memories.reconcile_embeddings",
    acks_late=True,
    ignore_result=False,
)
def reconcile_embeddings_task(batch_size: int | None = None) -> dict[str, object]:
    """Backfill / re-embed vectors for the configured model (idempotent, batched, bounded)."""
    return reconcile_embeddings(batch_size=batch_size).as_dict()


@shared_task(name="memories.sweep_expired")
def sweep_expired() -> int:
    """Archive active memories past their expiry (idempotent)."""
    return memories_sweep_expired()


@shared_task(name="memories.sweep_low_confidence")
def sweep_low_confidence() -> int:
    """Deactivate memories whose confidence fell below 0.2 (idempotent)."""
    return memories_sweep_low_confidence()


@shared_task(name="memories.sweep_staleness")
def sweep_staleness() -> int:
    """The staleness watcher's periodic pass over deprecated entities and closed relations."""
    return memories_sweep_staleness()


@shared_task(name="memories.compact_term_statistics", ignore_result=True)
def compact_term_statistics() -> int:
    """Fold the term counts appended by writes into BM25's statistics (idempotent)."""
    return term_statistics_compact()


@shared_task(name="memories.class_vector_indexes", ignore_result=True)
def class_vector_indexes() -> dict[str, object]:
    """Build the vector indexes large visibility classes lack, drop those of shrunk ones."""
    return maintain_class_indexes().as_dict()


@shared_task(name="memories.outbox_sweep", ignore_result=True)
def outbox_sweep_task(min_age_seconds: float | None = None) -> int:
    """Send tasks the outbox still holds (written while the broker was unreachable)."""
    return outbox_sweep(min_age_seconds=min_age_seconds)


@shared_task(
    name="memories.redis_erase",
    acks_late=True,
    ignore_result=True,
    autoretry_for=(RedisConnectionError, RedisTimeoutError, ConnectionError),
    retry_backoff=True,
    retry_backoff_max=300,
    max_retries=None,
)
def redis_erase(owner_id: int, refs: list[str]) -> int:
    """After an erasure: remove the owner's Redis copies of what went, then have Redis rewrite
    its files so the text leaves the disk too (idempotent: a second run removes nothing and
    rewrites again)."""
    process_caches_forget()  # this worker's memos too
    removed = redis_forget(owner_id=owner_id, refs=refs)
    try:
        redis_files_compact()
    except RedisFilesBusy as exc:
        raise redis_erase.retry(exc=exc, countdown=30) from exc
    return removed
