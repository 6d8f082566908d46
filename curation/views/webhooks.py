"""The promotion webhook's deliveries: what the external catalog was sent, and a resend."""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from curation.views.common import curator_required, paginate, querystring, render
from curation.webhooks import webhook_configured, webhook_deliveries, webhook_resend
from memories.views.rendering import page_principal
from memory_project.errors import DomainError


@curator_required
@require_GET
def deliveries(request: HttpRequest) -> HttpResponse:
    context = {
        "page": paginate(request, webhook_deliveries()),
        "configured": webhook_configured(),
        "url": settings.PROMOTION_WEBHOOK_URL,
        "qs": querystring(request),
    }
    return render(request, "webhooks", context)


@curator_required
@require_POST
def resend(request: HttpRequest, delivery_id: str) -> HttpResponse:
    try:
        webhook_resend(principal=page_principal(request), delivery_id=delivery_id)
        messages.success(request, "Queued again: a worker sends it now.")
    except DomainError as exc:
        messages.error(request, exc.message)
    return redirect(reverse("curation:webhooks"))
