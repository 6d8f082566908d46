"""GET /healthz (the process is up) and GET /readyz (database, broker and embedder reachable)."""

from __future__ import annotations

from typing import Any

import redis
from django.conf import settings
from django.db import connection
from django.http import HttpRequest, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from memories.embeddings import get_embedder
from memories.models import WorkerHeartbeat


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
        client = redis.Redis.from_url(
            settings.REDIS_URL, socket_timeout=2, socket_connect_timeout=2
        )
        client.ping()
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
    embedder = get_embedder()
    health = embedder.health()
    checks = {
        "database": _check_database(),
        "broker": _check_broker(),
        "embedder": {
            "ok": health.ok or embedder.name == "none",
            "provider": embedder.name,
            "model": embedder.model,
            "detail": health.detail,
        },
    }
    ready = all(check["ok"] for check in checks.values())
    body = {
        "status": "ready" if ready else "not ready",
        "checks": checks,
        "worker_last_seen": _worker_last_seen() if checks["database"]["ok"] else None,
    }
    return JsonResponse(body, status=200 if ready else 503)
