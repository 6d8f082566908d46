"""GET /healthz (the process is up) and GET /readyz (database, broker and embedder reachable)."""

from __future__ import annotations

import time
from typing import Any

import redis
from django.conf import settings
from django.db import connection
from django.http import HttpRequest, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from memories.embeddings import get_embedder
from memories.embeddings.warmup import embedder_warm_state
from memories.models import WorkerHeartbeat
from memory_project.redis_once import redis_asking_once


@require_GET
@never_cache
def healthz(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"status": "ok"})


def _check_database() -> dict[str, Any]:
    try:
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT current_setting('server_version'), "
                "(SELECT extversion FROM pg_extension WHERE extname = 'vector')"
            )
            server_version, vector_version = cursor.fetchone() or (None, None)
        if vector_version is None:
            return {"ok": False, "detail": "connected, but the vector extension is missing"}
        return {"ok": True, "detail": f"PostgreSQL {server_version}, pgvector {vector_version}"}
    except Exception as exc:
        return {"ok": False, "detail": f"{type(exc).__name__}: {exc}"}


def _check_broker() -> dict[str, Any]:
    try:
        timeout = settings.BROKER_TIMEOUT_SECONDS
        redis_asking_once(settings.REDIS_URL, timeout).ping()
        return {"ok": True, "detail": "redis answers PING"}
    except (redis.RedisError, OSError) as exc:
        return {"ok": False, "detail": f"{type(exc).__name__}: {exc}"}


def _worker_last_seen() -> str | None:
    try:
        beat = WorkerHeartbeat.objects.filter(name="worker").only("last_seen").first()
    except Exception:
        return None
    return beat.last_seen.isoformat() if beat else None


@require_GET
@never_cache
def readyz(request: HttpRequest) -> JsonResponse:
    checks = {
        "database": _check_database(),
        "broker": _check_broker(),
        "embedder": _check_embedder(),
    }
    ready = all(check["ok"] for check in checks.values())
    body: dict[str, Any] = {
        "status": "ready" if ready else "not ready",
        "checks": checks,
        "worker_last_seen": _worker_last_seen() if checks["database"]["ok"] else None,
    }
    if not ready:
        body["reason"] = "; ".join(
            f"{name}: {check['detail']}" for name, check in checks.items() if not check["ok"]
        )
    response = JsonResponse(body, status=200 if ready else 503)
    if not ready:
        # "Not ready" is this probe's ordinary answer while the model loads, said in its body;
        # Django would log each one as an ERROR (django.request), dozens at every start.
        response._has_been_logged = True  # type: ignore[attr-defined]
    return response


def _check_embedder() -> dict[str, Any]:
    """Ready only once a warm-up this process started has loaded the model (a process that
    asked for none, like a test client, is judged by the provider's health alone)."""
    embedder = get_embedder()
    warm = embedder_warm_state()
    check: dict[str, Any] = {
        "provider": embedder.name,
        "model": embedder.model,
        "warm_up": warm.state,
    }
    if warm.state == "loading":
        took = time.monotonic() - warm.started
        return {
            **check,
            "ok": False,
            "detail": f"the embedding model is loading ({took:.0f} s so far)",
        }
    if warm.state == "failed":
        return {
            **check,
            "ok": False,
            "detail": f"the embedding model failed to load: {warm.detail}",
        }
    health = embedder.health()
    return {**check, "ok": health.ok or embedder.name == "none", "detail": health.detail}
