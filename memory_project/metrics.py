"""Prometheus metrics: every name the service exposes at /metrics, and the one-line hooks the
apps call. Labels are bounded vocabularies only (route names, strategies, outcomes, classes):
an id or a piece of free text never becomes a label value (`_bounded` folds anything else).

Under `python -m memory_project.serve` every process (gunicorn's workers, the Celery worker's
children, beat) writes to one multiprocess folder, `PROMETHEUS_MULTIPROC_DIR`, which /metrics
reads and sums; see `metrics_dir`. Figures read at scrape time (queue depths, mining runs by
state, database connections) are collected by the scraping process itself (`scrape`).
"""

from __future__ import annotations

import functools
import logging
import os
import re
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any, ParamSpec, TypeVar

from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.registry import REGISTRY, Collector

from memory_project import tracing
from memory_project.errors import DomainError

logger = logging.getLogger(__name__)
P = ParamSpec("P")
R = TypeVar("R")

_LABEL = re.compile(r"[a-z0-9_:.\-]{1,64}")
_UUIDISH = re.compile(r"[0-9a-f]{8}-|\d{4,}")
HTTP_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
RECALL_STRATEGIES = frozenset({"auto", "semantic", "lexical", "entity", "graph"})
RECALL_RANKINGS = RECALL_STRATEGIES | {"none", "hybrid", "vector"}
LLM_PURPOSES = frozenset({"rerank", "extraction", "benchmark", "other"})
WRITE_OUTCOMES = frozenset({"created", "deduplicated", "superseded", "refused"})
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)

REQUEST_SECONDS = Histogram(
    "memory_http_request_duration_seconds",
    "HTTP request latency by route (the URL pattern's name), method and status.",
    ["route", "method", "status"],
    buckets=LATENCY_BUCKETS,
)
RECALL_SECONDS = Histogram(
    "memory_recall_duration_seconds",
    "Recall latency by strategy asked for and ranking used.",
    ["strategy", "ranking"],
    buckets=LATENCY_BUCKETS,
)
RECALL_RESULTS = Histogram(
    "memory_recall_results",
    "How many results a recall returned, by strategy.",
    ["strategy"],
    buckets=(0, 1, 2, 5, 10, 20, 50, 100),
)
EMBED_SECONDS = Histogram(
    "memory_embedder_duration_seconds",
    "Embedder call latency by provider and outcome (ok, unavailable).",
    ["provider", "outcome"],
    buckets=LATENCY_BUCKETS,
)
EMBED_BATCH = Histogram(
    "memory_embedder_batch_size",
    "Texts per embedder call, by provider.",
    ["provider"],
    buckets=(1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024),
)
LLM_CALLS = Counter(
    "memory_llm_calls",
    "LLM chat calls by purpose and outcome (ok, error, not_configured).",
    ["purpose", "outcome"],
)
LLM_TOKENS = Counter(
    "memory_llm_tokens",
    "LLM tokens by purpose and direction (prompt, completion), as the server reported them.",
    ["purpose", "direction"],
)
LLM_SECONDS = Histogram(
    "memory_llm_call_duration_seconds",
    "LLM call latency (retries included) by purpose.",
    ["purpose"],
    buckets=LATENCY_BUCKETS,
)
WRITES = Counter(
    "memory_writes",
    "Memory writes (remember) by outcome: created, deduplicated, superseded, refused.",
    ["outcome"],
)
SECRETS = Counter(
    "memory_secrets_scrubbed",
    "Secrets scrubbed from incoming text, by class (one count per class per field).",
    ["secret_class"],
)
MINING_RUNS = Counter(
    "memory_mining_runs",
    "Conversation mining attempts by outcome: done, failed, skipped (nothing to mine or busy).",
    ["outcome"],
)
MINING_SECONDS = Histogram(
    "memory_mining_duration_seconds",
    "Conversation mining duration by outcome.",
    ["outcome"],
    buckets=(0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900),
)
TASKS = Counter(
    "memory_celery_tasks",
    "Celery tasks run, by task name and outcome (success, failure, retry).",
    ["task", "outcome"],
)


def _bounded(value: object, allowed: Iterable[str] | None = None, *, other: str = "other") -> str:
    """A label value from a closed vocabulary, or `other`: never an id or free text."""
    text = str(value)
    if allowed is not None:
        return text if text in allowed else other
    if not _LABEL.fullmatch(text) or _UUIDISH.search(text):
        return other
    return text


# --- hooks --------------------------------------------------------------------------------


def request_observed(*, route: str, method: str, status: int, seconds: float) -> None:
    REQUEST_SECONDS.labels(
        route=_bounded(route, other="unnamed"),
        method=_bounded(method, HTTP_METHODS),
        status=str(int(status)),
    ).observe(seconds)


def recall_observed(fn: Callable[P, R]) -> Callable[P, R]:
    """Decorate the recall entry point: latency by strategy and ranking, and the result count."""

    @functools.wraps(fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        started = time.perf_counter()
        result = fn(*args, **kwargs)
        strategy = _bounded(getattr(result, "strategy", ""), RECALL_STRATEGIES)
        ranking = _bounded(getattr(result, "ranking", ""), RECALL_RANKINGS)
        RECALL_SECONDS.labels(strategy=strategy, ranking=ranking).observe(
            time.perf_counter() - started
        )
        RECALL_RESULTS.labels(strategy=strategy).observe(len(getattr(result, "results", ())))
        return result

    return wrapper


def embed_observed(fn: Callable[..., list[list[float]]]) -> Callable[..., list[list[float]]]:
    """Decorate an embedder's `embed(self, texts)`: latency, batch size, and a trace span."""

    @functools.wraps(fn)
    def wrapper(self: Any, texts: Any, *args: Any, **kwargs: Any) -> list[list[float]]:
        provider = _bounded(getattr(self, "name", ""))
        count = len(texts)
        EMBED_BATCH.labels(provider=provider).observe(count)
        started = time.perf_counter()
        outcome = "unavailable"
        try:
            with tracing.span("embed", {"embedder.provider": provider, "embedder.batch": count}):
                vectors = fn(self, texts, *args, **kwargs)
            outcome = "ok"
            return vectors
        finally:
            EMBED_SECONDS.labels(provider=provider, outcome=outcome).observe(
                time.perf_counter() - started
            )

    return wrapper


def llm_observed(*, purpose: str, outcome: str, seconds: float, usage: Any = None) -> None:
    purpose = _bounded(purpose, LLM_PURPOSES)
    LLM_CALLS.labels(purpose=purpose, outcome=_bounded(outcome)).inc()
    LLM_SECONDS.labels(purpose=purpose).observe(seconds)
    if usage is not None:
        LLM_TOKENS.labels(purpose=purpose, direction="prompt").inc(
            max(0, int(getattr(usage, "prompt_tokens", 0)))
        )
        LLM_TOKENS.labels(purpose=purpose, direction="completion").inc(
            max(0, int(getattr(usage, "completion_tokens", 0)))
        )


def write_observed(fn: Callable[P, R]) -> Callable[P, R]:
    """Decorate the remember service: count each call by outcome (a refusal is a DomainError)."""

    @functools.wraps(fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            result = fn(*args, **kwargs)
        except DomainError:
            WRITES.labels(outcome="refused").inc()
            raise
        if getattr(result, "deduplicated", False):
            WRITES.labels(outcome="deduplicated").inc()
        elif getattr(result, "superseded", None) is not None:
            WRITES.labels(outcome="superseded").inc()
        else:
            WRITES.labels(outcome="created").inc()
        return result

    return wrapper


def secrets_scrubbed(found: Iterable[str]) -> None:
    for secret_class in found:
        SECRETS.labels(secret_class=_bounded(secret_class)).inc()


def mining_observed(fn: Callable[P, R]) -> Callable[P, R]:
    """Decorate a mining run: done (it returned a run), skipped (None), failed (it raised)."""

    @functools.wraps(fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        started = time.perf_counter()
        outcome = "failed"
        try:
            result = fn(*args, **kwargs)
            outcome = "skipped" if result is None else "done"
            return result
        finally:
            MINING_RUNS.labels(outcome=outcome).inc()
            MINING_SECONDS.labels(outcome=outcome).observe(time.perf_counter() - started)

    return wrapper


def task_observed(*, task: str, outcome: str) -> None:
    TASKS.labels(task=_bounded(task, other="unnamed"), outcome=_bounded(outcome)).inc()


# --- scrape-time figures ------------------------------------------------------------------

# name -> (help, label names, reader). A reader returns {label values: value}; the apps
# register theirs at start (AppConfig.ready), since this package may not import them.
GaugeReader = Callable[[], dict[tuple[str, ...], float]]
_GAUGES: dict[str, tuple[str, tuple[str, ...], GaugeReader]] = {}


def gauge_register(name: str, help_text: str, labels: tuple[str, ...], reader: GaugeReader) -> None:
    """A gauge read when /metrics is scraped (a queue depth, rows by state)."""
    _GAUGES[name] = (help_text, labels, reader)


class _ScrapeCollector(Collector):
    """Runs each registered reader; one that fails reports `memory_metrics_source_up 0`."""

    def collect(self) -> Iterator[Metric]:
        up = GaugeMetricFamily(
            "memory_metrics_source_up",
            "1 when a scrape-time figure could be read, 0 when its source was unreachable.",
            labels=["source"],
        )
        for name, (help_text, labels, reader) in sorted(_GAUGES.items()):
            try:
                values = reader()
            except Exception as exc:  # a down database or broker must not fail the scrape
                logger.warning("Metric %s could not be read: %s", name, type(exc).__name__)
                up.add_metric([name], 0)
                continue
            up.add_metric([name], 1)
            family = GaugeMetricFamily(name, help_text, labels=list(labels))
            for key, value in sorted(values.items()):
                family.add_metric([_bounded(part) for part in key], value)
            yield family
        yield up


def scrape() -> bytes:
    """The exposition text: every process's metrics (multiprocess mode) plus scrape-time gauges."""
    registry = CollectorRegistry()
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess

        multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
    else:
        registry.register(_Forward(REGISTRY))  # this process only (`manage.py runserver`)
    registry.register(_ScrapeCollector())
    return generate_latest(registry)


class _Forward(Collector):
    """Another registry's metrics, so the scrape-time ones never join the global registry."""

    def __init__(self, registry: CollectorRegistry) -> None:
        self.registry = registry

    def collect(self) -> Iterator[Metric]:
        yield from self.registry.collect()


def process_exited(pid: int) -> None:
    """A worker process is gone: drop its live-gauge files (its counters stay summed)."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(pid)  # type: ignore[no-untyped-call]


def _celery_queue_depth() -> dict[tuple[str, ...], float]:
    from celery import current_app

    queue = str(current_app.conf.task_default_queue or "celery")
    with current_app.connection_for_read() as connection:
        channel: Any = connection.default_channel
        # Redis: the queue's lists at every priority (a queue never used has none yet).
        size = channel._size(queue) if hasattr(channel, "_size") else None
        if size is None:
            size = channel.queue_declare(queue=queue, passive=True).message_count
    return {(queue,): float(size)}


def _database_connections() -> dict[tuple[str, ...], float]:
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT coalesce(state, 'unknown'), count(*) FROM pg_stat_activity "
            "WHERE datname = current_database() AND backend_type = 'client backend' "
            "GROUP BY 1"
        )
        rows = cursor.fetchall()
    return {(str(state).replace(" ", "_"),): float(count) for state, count in rows}


gauge_register(
    "memory_celery_queue_depth",
    "Tasks waiting in the Celery broker's queue (not yet taken by a worker).",
    ("queue",),
    _celery_queue_depth,
)
gauge_register(
    "memory_db_connections",
    "Connections to this database by state (active: running a statement; idle; idle in "
    "transaction), from pg_stat_activity: every process of the service, and others.",
    ("state",),
    _database_connections,
)
