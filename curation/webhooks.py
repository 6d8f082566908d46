"""The promotion webhook (apply_knowledge): tell an external catalog what was promoted.

`webhook_queue_promotion` writes a `WebhookDelivery` in the promotion's own transaction and
queues its delivery through the task outbox, so a promotion that commits always has its event
and one that rolls back never does. `webhook_deliver` POSTs the event, signed, and on anything
but a 2xx schedules the next attempt (PROMOTION_WEBHOOK_RETRY_SECONDS, doubling) until
PROMOTION_WEBHOOK_MAX_ATTEMPTS, then marks it failed — kept, shown on `/curation/webhooks/`,
and sent again by a curator. Beat sends whatever is due (`webhook_deliver_due`), so a worker
that died mid-delivery or a receiver that was down loses nothing. Delivery is at least once.

Signature: `X-Memory-Layer-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<body>")>`
with `X-Memory-Layer-Timestamp` (Unix seconds) and `X-Memory-Layer-Delivery` (the event id); a
receiver recomputes it over the raw body and rejects old timestamps.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import time
import uuid
from datetime import timedelta
from typing import Any

import httpx
from django.conf import settings
from django.db import transaction
from django.db.models import QuerySet
from django.utils import timezone

from curation.models import WebhookDelivery
from memories.models import Memory
from memories.scoping import Principal, is_curator
from memories.services.audit import audit_record
from memories.services.upkeep.outbox import outbox_enqueue
from memory_project.errors import Conflict, Forbidden, NotFound
from memory_project.tls import client_tls

logger = logging.getLogger("curation.webhooks")

EVENT_PROMOTED = "memory.promoted"
DELIVER_TASK = "curation.deliver_webhook"
SIGNATURE_HEADER = "X-Memory-Layer-Signature"
TIMESTAMP_HEADER = "X-Memory-Layer-Timestamp"
DELIVERY_HEADER = "X-Memory-Layer-Delivery"
EVENT_HEADER = "X-Memory-Layer-Event"


def webhook_configured() -> bool:
    return bool(settings.PROMOTION_WEBHOOK_URL and settings.PROMOTION_WEBHOOK_SECRET)


def webhook_signature(body: bytes, timestamp: str, secret: str) -> str:
    """`sha256=<hex>` of HMAC-SHA256(secret, "<timestamp>." + body)."""
    digest = hmac.new(secret.encode(), timestamp.encode() + b"." + body, hashlib.sha256)
    return f"sha256={digest.hexdigest()}"


def _body(payload: dict[str, Any]) -> bytes:
    return json.dumps(payload, sort_keys=True, separators=(",", ":")).encode()


def webhook_queue_promotion(
    *, principal: Principal, source: Memory, knowledge: Memory
) -> WebhookDelivery | None:
    """Record the promotion's event (call inside the promotion's transaction); one per source
    memory, so promoting again queues nothing. None when no webhook is configured."""
    if not webhook_configured():
        return None
    delivery_id = uuid.uuid4()
    insight = knowledge.metadata.get("insight") if isinstance(knowledge.metadata, dict) else None
    payload = {
        "id": str(delivery_id),
        "event": EVENT_PROMOTED,
        "occurred_at": timezone.now().isoformat(),
        "promoted_by": principal.username,
        "source_memory_id": str(source.pk),
        "knowledge": {
            "id": str(knowledge.pk),
            "kind": knowledge.kind,
            "content": knowledge.content,
            "recall_hint": knowledge.recall_hint,
            "tags": list(knowledge.tags),
            "entities": list(knowledge.entities),
            "confidence": knowledge.confidence,
        },
        "insight": insight if isinstance(insight, dict) else None,
    }
    delivery, created = WebhookDelivery.objects.get_or_create(
        dedup_key=f"{EVENT_PROMOTED}:{source.pk}",
        defaults={
            "id": delivery_id,
            "event": EVENT_PROMOTED,
            "payload": payload,
            "next_attempt_at": timezone.now(),
        },
    )
    if created:
        outbox_enqueue(task=DELIVER_TASK, args=[str(delivery.pk)])
    return delivery


def _post(delivery: WebhookDelivery) -> tuple[bool, int | None, str]:
    body = _body(delivery.payload)
    stamp = str(int(time.time()))
    headers = {
        "Content-Type": "application/json",
        EVENT_HEADER: delivery.event,
        DELIVERY_HEADER: str(delivery.pk),
        TIMESTAMP_HEADER: stamp,
        SIGNATURE_HEADER: webhook_signature(body, stamp, settings.PROMOTION_WEBHOOK_SECRET),
    }
    try:
        response = httpx.post(
            settings.PROMOTION_WEBHOOK_URL,
            content=body,
            headers=headers,
            timeout=settings.PROMOTION_WEBHOOK_TIMEOUT,
            verify=client_tls(),
        )
    except httpx.HTTPError as exc:
        return False, None, f"{type(exc).__name__}: {exc}"[:500]
    ok = 200 <= response.status_code < 300
    return ok, response.status_code, "" if ok else f"HTTP {response.status_code}"


def webhook_deliver(*, delivery_id: object) -> str:
    """Attempt one due delivery; returns its status afterwards (or why nothing was sent).
    Idempotent: a delivered or failed event, or one another worker is sending, is left alone."""
    with transaction.atomic():
        delivery = (
            WebhookDelivery.objects.select_for_update(skip_locked=True)
            .filter(pk=str(delivery_id))
            .first()
        )
        if delivery is None:
            return "missing or being sent"
        if delivery.status != WebhookDelivery.Status.PENDING:
            return str(delivery.status)
        now = timezone.now()
        if delivery.next_attempt_at > now:
            return "not due"
        if not webhook_configured():
            return "no webhook configured"  # waits, uncounted, until one is
        ok, code, error = _post(delivery)
        delivery.attempts += 1
        delivery.last_status_code = code
        delivery.last_error = error
        if ok:
            delivery.status = WebhookDelivery.Status.DELIVERED
            delivery.delivered_at = timezone.now()
        elif delivery.attempts >= settings.PROMOTION_WEBHOOK_MAX_ATTEMPTS:
            delivery.status = WebhookDelivery.Status.FAILED
        else:
            wait = settings.PROMOTION_WEBHOOK_RETRY_SECONDS * 2 ** (delivery.attempts - 1)
            delivery.next_attempt_at = timezone.now() + timedelta(seconds=min(wait, 6 * 3600))
        delivery.save()
    if ok:
        logger.info("Promotion webhook %s delivered (attempt %d).", delivery.pk, delivery.attempts)
    else:
        logger.warning(
            "Promotion webhook %s not delivered (attempt %d of %d): %s; %s.",
            delivery.pk,
            delivery.attempts,
            settings.PROMOTION_WEBHOOK_MAX_ATTEMPTS,
            error,
            "gave up; a curator can send it again"
            if delivery.status == WebhookDelivery.Status.FAILED
            else f"next try at {delivery.next_attempt_at:%H:%M:%S}",
        )
    return str(delivery.status)


def webhook_deliver_due(*, limit: int = 50) -> int:
    """Attempt every pending delivery that is due (beat); returns how many were delivered."""
    due = WebhookDelivery.objects.filter(
        status=WebhookDelivery.Status.PENDING, next_attempt_at__lte=timezone.now()
    ).order_by("next_attempt_at")
    ids = list(due.values_list("pk", flat=True)[:limit])
    return sum(1 for pk in ids if webhook_deliver(delivery_id=pk) == "delivered")


def webhook_resend(*, principal: Principal, delivery_id: object) -> WebhookDelivery:
    """A curator sends a failed delivery again (a new round of attempts)."""
    if not is_curator(principal):
        raise Forbidden("Only a curator (an admin, signed in) may do this.")
    with transaction.atomic():
        try:
            delivery = WebhookDelivery.objects.select_for_update().get(pk=str(delivery_id))
        except (WebhookDelivery.DoesNotExist, ValueError):
            raise NotFound("No such webhook delivery.") from None
        if delivery.status != WebhookDelivery.Status.FAILED:
            raise Conflict(f"This delivery is {delivery.status}; only a failed one is resent.")
        delivery.status = WebhookDelivery.Status.PENDING
        delivery.attempts = 0
        delivery.next_attempt_at = timezone.now()
        delivery.save(update_fields=["status", "attempts", "next_attempt_at"])
        audit_record(
            principal=principal, action="webhook_resend", detail={"delivery": str(delivery.pk)}
        )
        outbox_enqueue(task=DELIVER_TASK, args=[str(delivery.pk)])
    return delivery


def webhook_deliveries() -> QuerySet[WebhookDelivery]:
    return WebhookDelivery.objects.order_by("-created_at")
