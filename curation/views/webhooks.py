"""The promotion webhook's deliveries: what the external catalog was sent, and a resend."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from curation.views.common import curator_required, paginate, querystring, render
from curation.webhooks import webhook_configured, webhook_deliveries, webhook_resend
from memories.views.rendering import page_principal
from memory_project.htmx_messages import HtmxHttpRequest, flash_call


@curator_required
@require_GET
def deliveries(request: HtmxHttpRequest) -> HttpResponse:
    context = {
        "page": paginate(request, webhook_deliveries()),
        "configured": webhook_configured(),
        "url": settings.PROMOTION_WEBHOOK_URL,
        "qs": querystring(request),
    }
    return render(request, "webhooks", context)


@curator_required
@require_POST
def resend(request: HtmxHttpRequest, delivery_id: str) -> HttpResponse:
    flash_call(
        request,
        lambda: webhook_resend(principal=page_principal(request), delivery_id=delivery_id),
        done="Queued again: a worker sends it now.",
    )
    return redirect(reverse("curation:webhooks"))
