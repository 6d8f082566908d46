"""API keys: create (the raw key is returned once), authenticate, revoke; per-run write caps.

A raw key reads `ml_<prefix>_<secret>`; only its SHA-256 is stored. The prefix tells keys apart
in lists without revealing anything that authenticates.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from collections.abc import Sequence
from datetime import datetime, timedelta

from django.conf import settings
from django.contrib.auth.models import User
from django.db.models import F, Q
from django.utils import timezone

from memories.models import ALL_RULES, ApiKey, Persona, Project, ProjectMembership, RunWriteCount
from memories.scoping import Principal
from memories.services.audit import audit_record
from memory_project.errors import (
    Forbidden,
    NotAuthenticated,
    NotFound,
    RateLimited,
    ValidationFailed,
)

KEY_PREFIX = "ml"
_RAW_KEY_RE = re.compile(r"^ml_([0-9a-f]{12})_([A-Za-z0-9_\-]{32,128})$")


def _hash(raw_key: str) -> str:
    return hashlib.sha256(raw_key.encode("utf-8")).hexdigest()


def _is_admin(user: User) -> bool:
    return bool(getattr(user, "is_superuser", False) or getattr(user, "is_staff", False))


def api_key_create(
    *,
    user: User,
    name: str = "",
    persona: Persona | None = None,
    project: Project | None = None,
    rules: Sequence[str] = ALL_RULES,
    write_cap: int | None = None,
    expires_at: datetime | None = None,
) -> tuple[ApiKey, str]:
    """Create a key for `user`; returns (row, raw key). The raw key is never stored or shown again."""
    unknown = [r for r in rules if r not in ALL_RULES]
    if unknown or not rules:
        raise ValidationFailed(
            fields={"rules": [f"unknown rule(s) {unknown}; choose from {', '.join(ALL_RULES)}"]}
        )
    if len(name) > 100:
        raise ValidationFailed(fields={"name": ["at most 100 characters"]})
    if write_cap is not None and write_cap < 1:
        raise ValidationFailed(fields={"write_cap": ["must be at least 1"]})
    if expires_at is not None and expires_at <= timezone.now():
        raise ValidationFailed(fields={"expires_at": ["must be in the future"]})
    # A key narrows what its user may do; it never grants a persona or project the user lacks.
    if (
        persona is not None
        and not _is_admin(user)
        and not persona.members.filter(pk=user.pk).exists()
    ):
        raise ValidationFailed(fields={"persona": [f"{user} does not act as {persona.slug!r}"]})
    if (
        project is not None
        and not ProjectMembership.objects.filter(project=project, user_id=user.pk).exists()
    ):
        raise ValidationFailed(fields={"project": [f"{user} is not a member of {project.slug!r}"]})

    prefix = secrets.token_hex(6)
    raw_key = f"{KEY_PREFIX}_{prefix}_{secrets.token_urlsafe(32)}"
    key = ApiKey.objects.create(
        user=user,
        name=name,
        prefix=prefix,
        key_hash=_hash(raw_key),
        persona=persona,
        project=project,
        rules=list(dict.fromkeys(rules)),
        write_cap=write_cap,
        expires_at=expires_at,
    )
    audit_record(
        principal=None,
        actor_id=int(user.pk),
        action="api_key_create",
        detail={"key_id": key.pk, "prefix": prefix, "rules": key.rules, "write_cap": write_cap},
    )
    return key, raw_key


def api_key_authenticate(*, raw_key: str) -> ApiKey:
    """The live key for `raw_key`, or NotAuthenticated (unknown, malformed, revoked, expired)."""
    match = _RAW_KEY_RE.match(raw_key.strip()) if isinstance(raw_key, str) else None
    if match is None:
        raise NotAuthenticated("Malformed API key.")
    key = ApiKey.objects.select_related("user").filter(prefix=match.group(1)).first()
    if key is None or not hmac.compare_digest(key.key_hash, _hash(raw_key.strip())):
        raise NotAuthenticated("Unknown API key.")
    now = timezone.now()
    if key.revoked_at is not None:
        raise NotAuthenticated("This API key was revoked.")
    if key.expires_at is not None and key.expires_at <= now:
        raise NotAuthenticated("This API key has expired.")
    if not key.user.is_active:
        raise NotAuthenticated("This API key's user is inactive.")
    # Write last_used_at at most once a period: one conditional UPDATE, no write when fresh.
    stale_before = now - timedelta(seconds=settings.API_KEY_TOUCH_SECONDS)
    touched = (
        ApiKey.objects.filter(pk=key.pk)
        .filter(Q(last_used_at__isnull=True) | Q(last_used_at__lt=stale_before))
        .update(last_used_at=now)
    )
    if touched:
        key.last_used_at = now
    return key


def api_key_revoke(*, principal: Principal, key_id: int) -> ApiKey:
    """Revoke a key: its owner (as a person) or an admin. Idempotent."""
    key = ApiKey.objects.filter(pk=key_id).first()
    if key is None or (key.user_id != principal.user_id and not principal.is_admin):
        raise NotFound("No API key with this id.")
    if not principal.is_human and not principal.is_admin and key.pk != principal.api_key_id:
        raise Forbidden("An agent may only revoke its own key.")
    if key.revoked_at is None:
        key.revoked_at = timezone.now()
        key.save(update_fields=["revoked_at"])
        audit_record(
            principal=principal,
            action="api_key_revoke",
            detail={"key_id": key.pk, "prefix": key.prefix},
        )
    return key


def run_write_consume(*, principal: Principal, run_id: str) -> None:
    """Count one new memory against the key's per-run write cap, or RateLimited (429).

    Race-safe: the counter only moves by a conditional UPDATE, so N concurrent writers can never
    push it past the cap. Call inside the write's transaction so a failed write gives it back.
    """
    cap = principal.write_cap
    if cap is None or principal.api_key_id is None:
        return
    RunWriteCount.objects.bulk_create(
        [RunWriteCount(api_key_id=principal.api_key_id, run_id=run_id[:200], writes=0)],
        ignore_conflicts=True,
    )
    counted = RunWriteCount.objects.filter(
        api_key_id=principal.api_key_id, run_id=run_id[:200], writes__lt=cap
    ).update(writes=F("writes") + 1)
    if counted == 0:
        raise RateLimited(f"write cap of {cap} memories for this run reached", retry_after=60)
