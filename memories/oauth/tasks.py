"""Periodic upkeep of open registration: clients never connected are removed after a while."""

from __future__ import annotations

from datetime import timedelta

from celery import shared_task
from django.conf import settings

from memories.oauth.services import oauth_unused_clients_sweep


@shared_task(name="memories.oauth_unused_clients_sweep")
def oauth_unused_clients_sweep_task() -> int:
    return oauth_unused_clients_sweep(older_than=timedelta(days=settings.OAUTH_UNUSED_CLIENT_DAYS))
