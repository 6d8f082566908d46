"""Celery tasks of curation: thin wrappers over services, idempotent, named explicitly."""

from __future__ import annotations

from celery import shared_task


@shared_task(name="curation.deliver_webhook", acks_late=True)
def deliver_webhook(delivery_id: str) -> str:
    """Attempt one promotion webhook delivery (idempotent: a delivered one is left alone)."""
    from curation.webhooks import webhook_deliver

    return webhook_deliver(delivery_id=delivery_id)


@shared_task(name="curation.deliver_due_webhooks")
def deliver_due_webhooks() -> int:
    """Retry every promotion webhook delivery that is due (beat)."""
    from curation.webhooks import webhook_deliver_due

    return webhook_deliver_due()
