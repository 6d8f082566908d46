"""`GET /metrics`: the Prometheus exposition, for loopback scrapers or a `METRICS_TOKEN` bearer.

A loopback client counts only when no proxy header names another client: behind a reverse
proxy on the same host every request arrives from 127.0.0.1. Anyone else gets a 404, as if
the page were not there.
"""

from __future__ import annotations

import hmac
import ipaddress

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.views.decorators.http import require_GET
from prometheus_client import CONTENT_TYPE_LATEST

from memory_project import metrics

PROXY_HEADERS = ("X-Forwarded-For", "X-Real-IP", "Forwarded")


def _from_loopback(request: HttpRequest) -> bool:
    if any(request.headers.get(name) for name in PROXY_HEADERS):
        return False
    try:
        return ipaddress.ip_address(request.META.get("REMOTE_ADDR", "")).is_loopback
    except ValueError:
        return False


def _bears_token(request: HttpRequest) -> bool:
    token = str(settings.METRICS_TOKEN)
    scheme, _, given = request.headers.get("Authorization", "").partition(" ")
    if not token or scheme.lower() != "bearer":
        return False
    return hmac.compare_digest(given.strip().encode(), token.encode())


@require_GET
def metrics_page(request: HttpRequest) -> HttpResponse:
    if not (_bears_token(request) or _from_loopback(request)):
        raise Http404
    response = HttpResponse(metrics.scrape(), content_type=CONTENT_TYPE_LATEST)
    response["Cache-Control"] = "no-store"
    return response
