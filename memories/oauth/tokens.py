"""An OAuth access token → the API key of its connection: one indexed query on the hot path.

The token must be live, bound (RFC 8707) to this service's `/mcp` resource, and its
connection's key live too; the caller then builds the principal with `principal_for_api_key`
exactly as for a pasted key (binding checked against memberships on every request).
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime, timedelta

from django.conf import settings
from django.db.models import Q
from django.http import HttpRequest
from django.utils import timezone

from memories.models import ApiKey
from memories.row_reads import first_row
from memories.services.people.api_keys import KEY_PREFIX, api_key_authenticate
from memory_project.errors import NotAuthenticated


def mcp_resource_url(request: HttpRequest) -> str:
    """This service's `/mcp` as a resource identifier: on the issuer's address when one is set
    (behind a proxy), else on the address the request came to."""
    return mcp_resource_at(scheme=request.scheme or "http", host=request.get_host())


def mcp_resource_at(*, scheme: str, host: str) -> str:
    """`mcp_resource_url` for a request known by its scheme and host (with any port)."""
    return f"{settings.OAUTH_ISSUER_URL or f'{scheme}://{host}'}/mcp"


def resource_metadata_url(request: HttpRequest) -> str:
    """The RFC 9728 document for `/mcp` (path-suffixed form), named in the 401's challenge."""
    base = settings.OAUTH_ISSUER_URL or f"{request.scheme}://{request.get_host()}"
    return f"{base}/.well-known/oauth-protected-resource/mcp"


def oauth_key_authenticate(*, raw_token: str, resource: str) -> ApiKey:
    """The live key behind a live access token for `resource`, or NotAuthenticated.

    One statement without the ORM's compiler (this runs on every request, as the key lookup
    does): the token by its SHA-256, unexpired, bound to `resource`, joined to its connection."""
    checksum = hashlib.sha256(raw_token.encode("utf-8")).hexdigest()
    # This process's clock, as for a key: the database's now() is its transaction's start.
    now = timezone.now()
    key = first_row(
        ApiKey,
        where=(
            "t0.id = (SELECT c.api_key_id FROM memories_oauth_oauthconnection c"
            " JOIN oauth2_provider_accesstoken t"
            " ON t.application_id = c.application_id AND t.user_id = c.user_id"
            " WHERE t.token_checksum = %(checksum)s AND t.expires > %(now)s"
            " AND t.resource @> %(resource)s::jsonb)"
        ),
        params={"checksum": checksum, "resource": json.dumps([resource]), "now": now},
        related=("user",),
    )
    if key is None:
        raise NotAuthenticated(
            "Unknown, expired or revoked access token, or one issued for another resource."
        )
    if key.revoked_at is not None:
        raise NotAuthenticated("This connection was disconnected.")
    if key.expires_at is not None and key.expires_at <= now:
        raise NotAuthenticated("This connection has expired.")
    if not key.user.is_active:
        raise NotAuthenticated("This connection's user is inactive.")
    _touch(key, now)
    return key


def _touch(key: ApiKey, now: datetime) -> None:
    """`last_used_at`, written at most once a period (as for a key)."""
    stale_before = now - timedelta(seconds=settings.API_KEY_TOUCH_SECONDS)
    if key.last_used_at is not None and key.last_used_at >= stale_before:
        return
    touched = (
        ApiKey.objects.filter(pk=key.pk)
        .filter(Q(last_used_at__isnull=True) | Q(last_used_at__lt=stale_before))
        .update(last_used_at=now)
    )
    if touched:
        key.last_used_at = now


def bearer_key_authenticate(*, raw_key: str, request: HttpRequest) -> ApiKey:
    """A Bearer credential → its live key: an API key (`ml_…`) as ever, else an OAuth access
    token for this service's `/mcp`, which stands for its connection's key."""
    return bearer_key_at(raw_key=raw_key, scheme=request.scheme or "http", host=request.get_host())


def bearer_key_at(*, raw_key: str, scheme: str, host: str) -> ApiKey:
    """`bearer_key_authenticate` for a request known by its scheme and host (with any port)."""
    if raw_key.startswith(f"{KEY_PREFIX}_"):
        return api_key_authenticate(raw_key=raw_key)
    return oauth_key_authenticate(
        raw_token=raw_key, resource=mcp_resource_at(scheme=scheme, host=host)
    )


def bearer_challenge(request: HttpRequest, *, invalid: bool = False) -> str:
    """The `WWW-Authenticate` of a 401: where an OAuth client finds how to sign in."""
    error = 'error="invalid_token", ' if invalid else ""
    return f'Bearer {error}resource_metadata="{resource_metadata_url(request)}"'
