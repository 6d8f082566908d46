"""Reads on streaming replicas (DATABASE_REPLICA_URLS); nothing happens without them.

Which reads may go to a replica: those of a *replica-read scope*, opened by `ReplicaReads`
(the middleware) for every GET and HEAD request and for views that only read (a view class
with `replica_reads = True`: recall and context), or by `replica_reads()` around code. Inside
a scope, the ORM reads of our own apps (the router) and the raw SQL that asks for
`read_connection()` (recall's statements) go to a healthy replica, unless:

- the default connection is inside a transaction (`atomic`): that transaction's reads stay on it;
- the request has written already (an INSERT, UPDATE, DELETE or MERGE went to the primary);
- the caller wrote within DATABASE_READ_YOUR_WRITES_SECONDS (read-your-writes, below);
- no replica is healthy.

An MCP tool call runs its REST operation through Django's own handler (palace.mcp.dispatch),
this middleware included, so its reads are routed exactly like the REST call's, with the key as
the caller. Everything else (writes, sessions, auth, admin, Celery tasks, management commands)
uses the primary, as before.

Read-your-writes: a request that wrote leaves a mark in Redis keyed by its caller (a hash of
its bearer credential or session cookie) that expires after DATABASE_READ_YOUR_WRITES_SECONDS;
while it is there, that caller reads from the primary, on every web node. The window is never
shorter than DATABASE_REPLICA_MAX_LAG_SECONDS plus DATABASE_REPLICA_CHECK_SECONDS, so a replica
still in use is never further behind than the window. When Redis cannot be asked, the caller
reads from the primary.

Health: each process asks each replica, at most every DATABASE_REPLICA_CHECK_SECONDS, whether
it is in recovery, streaming from the primary, and how far its replay is behind (0 when it has
replayed all it received). A replica that is down, not streaming or lagging beyond
DATABASE_REPLICA_MAX_LAG_SECONDS is skipped until a later check finds it healthy. A statement
that fails on a replica marks it down at once, and the middleware runs the (read-only) view
again on the primary: the caller sees no error.
"""

from __future__ import annotations

import contextlib
import contextvars
import hashlib
import logging
import random
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import psycopg
import redis
from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, InterfaceError, OperationalError, connections
from django.db.backends.base.base import BaseDatabaseWrapper
from django.http import HttpRequest, HttpResponse

from memory_project.metrics import gauge_register

logger = logging.getLogger("memory_project.replicas")

REPLICA_APPS = frozenset({"memories", "palace", "curation"})
WRITE_WORDS = ("INSERT", "UPDATE", "DELETE", "MERGE", "COPY")
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
# Bookkeeping a read request does (a key's last use, at most once a period): not the caller's
# data, so no reason to read from the primary afterwards.
BOOKKEEPING_WRITES = ('UPDATE "MEMORIES_APIKEY" SET "LAST_USED_AT"',)
MARK_PREFIX = "replicas:wrote:"

HEALTH_SQL = (
    "SELECT pg_is_in_recovery(),"
    " COALESCE((SELECT status = 'streaming' FROM pg_stat_wal_receiver), false),"
    " CASE WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0"
    " ELSE COALESCE(EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp()), 0) END"
)


@dataclass
class _Scope:
    identity: str | None
    eligible: bool = True
    wrote: bool = False
    decided: bool = False
    alias: str = DEFAULT_DB_ALIAS
    used: str | None = None


_scope: contextvars.ContextVar[_Scope | None] = contextvars.ContextVar(
    "replica_scope", default=None
)


def configured() -> bool:
    return bool(getattr(settings, "DATABASE_REPLICAS", None))


# --- health ------------------------------------------------------------------------------------


@dataclass
class Health:
    checked_at: float
    healthy: bool
    lag_seconds: float | None
    reason: str


class _Health:
    # Each replica's last known state, not a cache: it outlives its check interval (the next
    # check logs a change of state against it) and `mark_down` writes it, so no TTLCache here.
    lock = threading.Lock()
    by_alias: dict[str, Health] = {}


def _check(alias: str) -> Health:
    params = connections[alias].get_connection_params()
    params.pop("cursor_factory", None)
    params.pop("context", None)
    params.pop("server_side_binding", None)
    params["connect_timeout"] = max(1, int(settings.DATABASE_REPLICA_CHECK_TIMEOUT_SECONDS))
    now = time.monotonic()
    try:
        with psycopg.connect(**params, autocommit=True) as conn:
            row = conn.execute(HEALTH_SQL).fetchone()
    except psycopg.Error as exc:
        return Health(now, False, None, f"unreachable: {str(exc).strip()[:200]}")
    assert row is not None
    in_recovery, streaming, lag = bool(row[0]), bool(row[1]), float(row[2])
    if not in_recovery:
        return Health(now, False, None, "not a standby (promoted?)")
    if not streaming:
        return Health(now, False, lag, "not streaming from the primary")
    if lag > float(settings.DATABASE_REPLICA_MAX_LAG_SECONDS):
        return Health(now, False, lag, f"lag {lag:.1f} s above the limit")
    return Health(now, True, lag, "ok")


def replica_health(alias: str, *, fresh: bool = False) -> Health:
    """The cached health of `alias`, checked again when older than the check interval."""
    with _Health.lock:
        known = _Health.by_alias.get(alias)
    interval = float(settings.DATABASE_REPLICA_CHECK_SECONDS)
    if known is not None and not fresh and time.monotonic() - known.checked_at < interval:
        return known
    health = _check(alias)
    with _Health.lock:
        before = _Health.by_alias.get(alias)
        _Health.by_alias[alias] = health
    if before is None or before.healthy != health.healthy:
        log = logger.info if health.healthy else logger.warning
        log("Replica %s: %s.", alias, "healthy" if health.healthy else health.reason)
    return health


def mark_down(alias: str, reason: str) -> None:
    """Skip `alias` until its next check (a statement on it just failed)."""
    with _Health.lock:
        _Health.by_alias[alias] = Health(time.monotonic(), False, None, reason)
    logger.warning("Replica %s skipped: %s.", alias, reason)


def forget_health() -> None:
    with _Health.lock:
        _Health.by_alias.clear()


def healthy_replica() -> str | None:
    aliases = list(settings.DATABASE_REPLICAS)
    random.shuffle(aliases)  # spread the readers of a process over the healthy replicas
    for alias in aliases:
        if replica_health(alias).healthy:
            return alias
    return None


def _replica_figures() -> dict[tuple[str, ...], float]:
    """Scrape-time: each replica's replay lag in seconds (-1 when unknown: down)."""
    figures: dict[tuple[str, ...], float] = {}
    for alias in getattr(settings, "DATABASE_REPLICAS", []):
        health = replica_health(alias)
        figures[(alias,)] = -1.0 if health.lag_seconds is None else health.lag_seconds
    return figures


def _replica_healthy() -> dict[tuple[str, ...], float]:
    return {
        (alias,): float(replica_health(alias).healthy)
        for alias in getattr(settings, "DATABASE_REPLICAS", [])
    }


gauge_register(
    "memory_db_replica_lag_seconds",
    "How far each read replica's replay is behind (0: replayed all it received; -1: unknown, "
    "it is down), as this process last checked it.",
    ("replica",),
    _replica_figures,
)
gauge_register(
    "memory_db_replica_healthy",
    "1 when a read replica is used for reads (up, streaming, within the lag limit), else 0.",
    ("replica",),
    _replica_healthy,
)


# --- read-your-writes --------------------------------------------------------------------------


class _Redis:
    client: redis.Redis | None = None
    url: str = ""


def _redis() -> redis.Redis:
    url = str(settings.REDIS_URL)
    if _Redis.client is None or _Redis.url != url:
        timeout = float(settings.BROKER_TIMEOUT_SECONDS)
        _Redis.client = redis.Redis.from_url(
            url, socket_timeout=timeout, socket_connect_timeout=timeout
        )
        _Redis.url = url
    return _Redis.client


def read_your_writes_seconds() -> float:
    floor = float(settings.DATABASE_REPLICA_MAX_LAG_SECONDS) + float(
        settings.DATABASE_REPLICA_CHECK_SECONDS
    )
    return max(float(settings.DATABASE_READ_YOUR_WRITES_SECONDS), floor)


def note_write(identity: str) -> None:
    """`identity` wrote: it reads from the primary for the read-your-writes window."""
    try:
        _redis().set(MARK_PREFIX + identity, "1", px=int(read_your_writes_seconds() * 1000))
    except (redis.RedisError, OSError) as exc:
        logger.warning("Read-your-writes mark not stored (%s); reads stay correct only "
                       "while Redis answers.", exc)  # fmt: skip


def wrote_recently(identity: str) -> bool:
    try:
        return bool(_redis().exists(MARK_PREFIX + identity))
    except (redis.RedisError, OSError):
        return True  # cannot tell: the primary is always right


def request_identity(request: HttpRequest) -> str | None:
    """Who is asking, without a database read: the bearer credential or the session cookie."""
    raw = request.META.get("HTTP_AUTHORIZATION") or request.COOKIES.get(
        settings.SESSION_COOKIE_NAME, ""
    )
    if not raw:
        return None
    return hashlib.sha256(raw.encode()).hexdigest()[:32]


# --- routing -----------------------------------------------------------------------------------


def read_alias() -> str:
    """The alias the current read should use (see the module docstring)."""
    scope = _scope.get()
    if scope is None or not scope.eligible or scope.wrote:
        return DEFAULT_DB_ALIAS
    if connections[DEFAULT_DB_ALIAS].in_atomic_block:
        return DEFAULT_DB_ALIAS
    if not scope.decided:
        scope.decided = True
        if scope.identity is not None and wrote_recently(scope.identity):
            scope.alias = DEFAULT_DB_ALIAS
        else:
            scope.alias = healthy_replica() or DEFAULT_DB_ALIAS
    if scope.alias != DEFAULT_DB_ALIAS:
        scope.used = scope.alias
    return scope.alias


def read_connection() -> BaseDatabaseWrapper:
    """The connection for a read that may go to a replica (raw SQL of read-only paths)."""
    return connections[read_alias()]


@contextlib.contextmanager
def replica_reads(identity: str | None = None) -> Iterator[None]:
    """Let the reads inside go to a healthy replica (no-op without replicas, or when nested)."""
    if not configured() or _scope.get() is not None:
        yield
        return
    token = _scope.set(_Scope(identity=identity))
    try:
        yield
    finally:
        _scope.reset(token)


class ReplicaRouter:
    """Django database router: reads of our apps in a replica-read scope go to `read_alias()`."""

    def db_for_read(self, model: type[Any], **hints: Any) -> str | None:
        if _scope.get() is None or model._meta.app_label not in REPLICA_APPS:
            return None
        return read_alias()

    def db_for_write(self, model: type[Any], **hints: Any) -> str:
        return DEFAULT_DB_ALIAS

    def allow_relation(self, obj1: Any, obj2: Any, **hints: Any) -> bool:
        return True  # a replica holds the same rows as the primary

    def allow_migrate(self, db: str, app_label: str, **hints: Any) -> bool:
        return db == DEFAULT_DB_ALIAS


def _is_write(sql: object) -> bool:
    text = str(sql).lstrip().upper()
    if text.startswith(BOOKKEEPING_WRITES):
        return False
    if text.startswith(WRITE_WORDS):
        return True
    return text.startswith("WITH") and any(f" {word} " in text for word in WRITE_WORDS[:4])


def _note_writes(
    execute: Callable[..., Any], sql: object, params: Any, many: bool, context: Any
) -> Any:
    scope = _scope.get()
    if scope is not None and not scope.wrote and _is_write(sql):
        scope.wrote = True
    return execute(sql, params, many, context)


class ReplicaReads:
    """Middleware: opens the replica-read scope of a request, records its writes for
    read-your-writes, and re-runs a read-only view on the primary when its replica failed.
    Without DATABASE_REPLICA_URLS it only passes the request on."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if not configured():
            return self.get_response(request)
        scope = _Scope(identity=request_identity(request), eligible=False)
        scope.eligible = request.method in SAFE_METHODS
        token = _scope.set(scope)
        try:
            with connections[DEFAULT_DB_ALIAS].execute_wrapper(_note_writes):
                response = self.get_response(request)
        finally:
            _scope.reset(token)
        if scope.wrote and scope.identity is not None:
            note_write(scope.identity)
        return response

    def process_view(
        self,
        request: HttpRequest,
        view_func: Callable[..., HttpResponse],
        view_args: tuple[Any, ...],
        view_kwargs: dict[str, Any],
    ) -> HttpResponse | None:
        scope = _scope.get()
        if scope is None:
            return None
        view_class = getattr(view_func, "cls", None) or getattr(view_func, "view_class", None)
        if getattr(view_class, "replica_reads", False) or getattr(
            view_func, "replica_reads", False
        ):
            scope.eligible = True
        if not scope.eligible:
            return None
        try:
            response = _rendered(view_func(request, *view_args, **view_kwargs))
        except (OperationalError, InterfaceError) as exc:
            if scope.used is None:
                raise
            failed = f"a statement failed: {str(exc).strip()[:200]}"
        else:
            # The API answers an unreachable database with a 503 of its own: was it the replica?
            if response.status_code != 503 or scope.used is None:
                return response
            health = replica_health(scope.used, fresh=True)
            if health.healthy:
                return response  # the primary it was, then
            failed = health.reason
        mark_down(scope.used, failed)
        with contextlib.suppress(Exception):
            connections[scope.used].close()
        scope.eligible, scope.used = False, None
        return _rendered(view_func(request, *view_args, **view_kwargs))


def _rendered(response: HttpResponse) -> HttpResponse:
    """Render a lazy (template) response now, so its reads run inside the retry."""
    render = getattr(response, "render", None)
    if render is not None and not getattr(response, "is_rendered", True):
        render()
    return response
