"""API keys: create (the raw key is returned once), authenticate, revoke; write caps per run and
per hour.

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
from django.db.models import Case, F, Q, Value, When
from django.utils import timezone

from memories.models import (
    ALL_RULES,
    KEY_RULES,
    RULE_ENTITY_EVENTS,
    ApiKey,
    KeyWriteWindow,
    Persona,
    Project,
    ProjectMembership,
    RunWriteCount,
)
from memories.row_reads import first_row
from memories.scoping import (
    Principal,
    access_api_key,
    is_admin,
    principal_for_api_key,
    require_person,
)
from memories.services.audit import audit_record
from memory_project.errors import (
    Forbidden,
    NotAuthenticated,
    RateLimited,
    ValidationFailed,
)

KEY_PREFIX = "ml"
_RAW_KEY_RE = re.compile(r"^ml_([0-9a-f]{12})_([A-Za-z0-9_\-]{32,128})$")


def _hash(raw_key: str) -> str:
    return hashlib.sha256(raw_key.encode("utf-8")).hexdigest()


def api_key_create(
    *,
    user: User,
    name: str = "",
    persona: Persona | None = None,
    project: Project | None = None,
    rules: Sequence[str] = ALL_RULES,
    write_cap: int | None = None,
    writes_per_hour: int | None = None,
    expires_at: datetime | None = None,
    trusted_to_pin: bool = False,
    reads_private: bool = False,
) -> tuple[ApiKey, str]:
    """Create a key for `user`; returns (row, raw key). The raw key is never stored or shown again.

    A key bound to a persona or project reads only its binding's memories and what is shared
    with everyone, unless `reads_private` lets it read its user's private memories too."""
    unknown = [r for r in rules if r not in KEY_RULES]
    if unknown or not rules:
        raise ValidationFailed(
            fields={"rules": [f"unknown rule(s) {unknown}; choose from {', '.join(KEY_RULES)}"]}
        )
    if RULE_ENTITY_EVENTS in rules and not is_admin(user):
        raise ValidationFailed(fields={"rules": ["only an admin's key may report entity events"]})
    if len(name) > 100:
        raise ValidationFailed(fields={"name": ["at most 100 characters"]})
    if write_cap is not None and write_cap < 1:
        raise ValidationFailed(fields={"write_cap": ["must be at least 1"]})
    if writes_per_hour is not None and writes_per_hour < 1:
        raise ValidationFailed(fields={"writes_per_hour": ["must be at least 1"]})
    if expires_at is not None and expires_at <= timezone.now():
        raise ValidationFailed(fields={"expires_at": ["must be in the future"]})
    # A key narrows what its user may do; it never grants a persona or project the user lacks
    # (an admin's too: an admin's key has no admin reach, and a binding is checked against the
    # user's memberships on every request — see scoping.principal_for_api_key).
    if persona is not None and not persona.members.filter(pk=user.pk).exists():
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
        writes_per_hour=writes_per_hour,
        expires_at=expires_at,
        trusted_to_pin=trusted_to_pin,
        reads_private=reads_private,
    )
    audit_record(
        principal=None,
        actor_id=int(user.pk),
        action="api_key_create",
        detail={
            "key_id": key.pk,
            "prefix": prefix,
            "rules": key.rules,
            "write_cap": write_cap,
            "writes_per_hour": writes_per_hour,
            "persona": persona.slug if persona is not None else None,
            "project": project.slug if project is not None else None,
            "reads_private": reads_private,
        },
    )
    return key, raw_key


def api_key_authenticate(*, raw_key: str) -> ApiKey:
    """The live key for `raw_key`, or NotAuthenticated (unknown, malformed, revoked, expired)."""
    match = _RAW_KEY_RE.match(raw_key.strip()) if isinstance(raw_key, str) else None
    if match is None:
        raise NotAuthenticated("Malformed API key.")
    # Every request reads its key: one row with its user, without the ORM's compiler.
    key = first_row(
        ApiKey,
        where="t0.prefix = %(prefix)s",
        params={"prefix": match.group(1)},
        related=("user",),
    )
    if key is None or not hmac.compare_digest(key.key_hash, _hash(raw_key.strip())):
        raise NotAuthenticated("Unknown API key.")
    now = timezone.now()
    _check_live(key, now)
    # Write last_used_at at most once a period: no statement while the row just read is fresh,
    # else one conditional UPDATE (a concurrent request may have touched it meanwhile).
    stale_before = now - timedelta(seconds=settings.API_KEY_TOUCH_SECONDS)
    if key.last_used_at is not None and key.last_used_at >= stale_before:
        return key
    touched = (
        ApiKey.objects.filter(pk=key.pk)
        .filter(Q(last_used_at__isnull=True) | Q(last_used_at__lt=stale_before))
        .update(last_used_at=now)
    )
    if touched:
        key.last_used_at = now
    return key


def _check_live(key: ApiKey, now: datetime) -> None:
    if key.revoked_at is not None:
        raise NotAuthenticated("This API key was revoked.")
    if key.expires_at is not None and key.expires_at <= now:
        raise NotAuthenticated("This API key has expired.")
    if not key.user.is_active:
        raise NotAuthenticated("This API key's user is inactive.")


def principal_for_live_key(key: ApiKey | None) -> Principal:
    """The principal of a key for work it asked for earlier (an upload a worker imports later):
    refused, like a request, when the key is gone, revoked, expired, its user inactive, or its
    binding no longer held (BindingRevoked)."""
    if key is None:
        raise NotAuthenticated("The API key that asked for this was deleted.")
    _check_live(key, timezone.now())
    return principal_for_api_key(key)


def api_key_revoke(*, principal: Principal, key_id: int) -> ApiKey:
    """Revoke a key: its owner (as a person) or an admin. Idempotent."""
    key = access_api_key(principal, key_id)
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


def _key_a_person_may_change(principal: Principal, key_id: int, what: str) -> ApiKey:
    """The key, for its owner or an admin acting as a person; anyone else: not found."""
    key = access_api_key(principal, key_id)
    require_person(principal, f"Only a person sets {what}, on the keys page.")
    return key


def api_key_set_recall(*, principal: Principal, key_id: int, enabled: bool) -> ApiKey:
    """Turn recall on or off for one agent's key (its owner, as a person, or an admin); its
    conversations are mined either way."""
    key = _key_a_person_may_change(principal, key_id, "an agent's recall")
    if key.recall_enabled != enabled:
        key.recall_enabled = enabled
        key.save(update_fields=["recall_enabled"])
        audit_record(
            principal=principal,
            action="api_key_recall",
            detail={"key_id": key.pk, "prefix": key.prefix, "recall_enabled": enabled},
        )
    return key


def api_key_set_trusted_to_pin(*, principal: Principal, key_id: int, trusted: bool) -> ApiKey:
    """Trust (or stop trusting) one agent's key to pin memories into every context without a
    person confirming each; its owner, as a person, or an admin."""
    key = _key_a_person_may_change(principal, key_id, "whether an agent may pin")
    if key.trusted_to_pin != trusted:
        key.trusted_to_pin = trusted
        key.save(update_fields=["trusted_to_pin"])
        audit_record(
            principal=principal,
            action="api_key_trust_pin",
            detail={"key_id": key.pk, "prefix": key.prefix, "trusted_to_pin": trusted},
        )
    return key


def key_write_consume(*, principal: Principal, count: int = 1) -> None:
    """Count `count` new memories (or conversation messages, each a drawer-to-be) against the
    key's hourly window, or RateLimited (429) with Retry-After = the seconds until the window
    turns. One conditional UPDATE on the key's one window row: it starts a new hour at `count`
    or adds to the current one while that stays within the cap (PostgreSQL re-checks the WHERE
    against a row a concurrent writer just changed, so N writers never pass the cap)."""
    cap: int = principal.writes_per_hour or settings.API_KEY_WRITES_PER_HOUR
    if not cap or principal.api_key_id is None or count < 1:
        return
    now = timezone.now()
    start = now.replace(minute=0, second=0, microsecond=0)
    counted = 0
    if count <= cap:
        KeyWriteWindow.objects.bulk_create(
            [KeyWriteWindow(api_key_id=principal.api_key_id, window_start=start, writes=0)],
            ignore_conflicts=True,
        )
        new_hour = Q(window_start__lt=start)
        counted = (
            KeyWriteWindow.objects.filter(api_key_id=principal.api_key_id)
            .filter(new_hour | Q(writes__lte=cap - count))
            .update(
                writes=Case(When(new_hour, then=Value(count)), default=F("writes") + count),
                window_start=Case(When(new_hour, then=Value(start)), default=F("window_start")),
            )
        )
    if counted == 0:
        retry_after = max(1, int((start + timedelta(hours=1) - now).total_seconds()) + 1)
        raise RateLimited(
            f"this key's write cap of {cap} memories per hour is reached", retry_after=retry_after
        )


def run_write_consume(*, principal: Principal, run_id: str, count: int = 1) -> None:
    """Count `count` new memories against the key's caps — per run (`write_cap`) and per hour
    across all runs (`writes_per_hour` / API_KEY_WRITES_PER_HOUR) — or RateLimited (429).

    The hourly window is what a fresh `source_run` per write cannot get around. Race-safe: the
    counters only move by conditional UPDATEs, so N concurrent writers never pass a cap. Call
    inside the write's transaction so a failed write gives its count back. People (no key) are
    not capped.
    """
    if principal.api_key_id is None or count < 1:
        return
    key_write_consume(principal=principal, count=count)
    cap = principal.write_cap
    if cap is None:
        return
    RunWriteCount.objects.bulk_create(
        [RunWriteCount(api_key_id=principal.api_key_id, run_id=run_id[:200], writes=0)],
        ignore_conflicts=True,
    )
    counted = RunWriteCount.objects.filter(
        api_key_id=principal.api_key_id, run_id=run_id[:200], writes__lte=cap - count
    ).update(writes=F("writes") + count)
    if counted == 0:
        raise RateLimited(f"write cap of {cap} memories for this run reached", retry_after=60)


def api_key_owned(*, user_id: int, raw_key: str) -> ApiKey | None:
    """The person's own live key written `raw_key`, or None; unlike api_key_authenticate it does
    not mark the key used (a page showing how to connect is not an agent connecting)."""
    match = _RAW_KEY_RE.match(raw_key.strip()) if isinstance(raw_key, str) else None
    if match is None:
        return None
    key = ApiKey.objects.filter(user_id=user_id, prefix=match.group(1), revoked_at=None).first()
    if key is None or not hmac.compare_digest(key.key_hash, _hash(raw_key.strip())):
        return None
    if key.expires_at is not None and key.expires_at <= timezone.now():
        return None
    return key
