"""Connect and disconnect: a person's consent becomes a key with the chosen binding; a
disconnect revokes the app's tokens and that key at once. Every step is audited."""

from __future__ import annotations

from datetime import timedelta

from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone
from oauth2_provider.models import AccessToken, Application, RefreshToken

from memories.models import RULE_MANAGE, RULE_READ, Persona, Project
from memories.oauth.models import OAuthConnection
from memories.scoping import Principal
from memories.services.audit import audit_record
from memories.services.people.api_keys import api_key_create
from memory_project.errors import NotFound


def oauth_connection_grant(
    *,
    user: User,
    application: Application,
    persona: Persona | None = None,
    project: Project | None = None,
    reads_private: bool = False,
    read_only: bool = False,
) -> OAuthConnection:
    """Bind `application` for `user` as a new key with this binding; a previous connection of
    the same app is replaced (its key revoked). A persona or project the user does not belong
    to is refused by `api_key_create` (ValidationFailed) and nothing changes."""
    with transaction.atomic():
        key, _raw = api_key_create(
            user=user,
            name=f"{application.name or 'OAuth app'} (connected app)"[:100],
            persona=persona,
            project=project,
            rules=(RULE_READ,) if read_only else (RULE_READ, RULE_MANAGE),
            reads_private=reads_private,
        )
        previous = (
            OAuthConnection.objects.select_for_update()
            .filter(user=user, application=application)
            .select_related("api_key")
            .first()
        )
        if previous is not None:
            old_key = previous.api_key
            previous.delete()
            old_key.revoked_at = timezone.now()
            old_key.save(update_fields=["revoked_at"])
        connection = OAuthConnection.objects.create(user=user, application=application, api_key=key)
        audit_record(
            principal=None,
            actor_id=int(user.pk),
            api_key_id=key.pk,
            action="oauth_grant",
            detail={
                "application": application.name,
                "client_id": application.client_id,
                "key_id": key.pk,
                "persona": persona.slug if persona is not None else None,
                "project": project.slug if project is not None else None,
                "reads_private": reads_private,
                "read_only": read_only,
                "replaced_key_id": previous.api_key_id if previous is not None else None,
            },
        )
    return connection


def oauth_connection_disconnect(*, principal: Principal, connection_id: int) -> None:
    """Revoke every token of the connection's app for its user, and its key, at once. Its
    user or an admin (as a person); another's connection is a 404, as everywhere."""
    with transaction.atomic():
        found = OAuthConnection.objects.select_for_update().filter(pk=connection_id)
        if not principal.is_admin:
            found = found.filter(user_id=principal.user_id)
        connection = found.select_related("api_key", "application").first()
        if connection is None or not principal.is_human:
            raise NotFound("No such connected app.")
        tokens = {"application_id": connection.application_id, "user_id": connection.user_id}
        RefreshToken.objects.filter(**tokens, revoked__isnull=True).update(revoked=timezone.now())
        revoked_tokens, _ = AccessToken.objects.filter(**tokens).delete()
        key = connection.api_key
        key.revoked_at = key.revoked_at or timezone.now()
        key.save(update_fields=["revoked_at"])
        connection.delete()
        audit_record(
            principal=principal,
            action="oauth_disconnect",
            detail={
                "application": connection.application.name,
                "client_id": connection.application.client_id,
                "user_id": connection.user_id,
                "key_id": key.pk,
                "access_tokens": revoked_tokens,
            },
        )


def oauth_unused_clients_sweep(*, older_than: timedelta) -> int:
    """Delete clients that registered themselves (dynamic registration or a metadata document)
    longer than `older_than` ago and were never connected: open registration must not let the
    table grow without bound. Returns how many went."""
    cutoff = timezone.now() - older_than
    stale = Application.objects.filter(
        registration_source__in=[
            Application.RegistrationSource.DCR,
            Application.RegistrationSource.CIMD,
        ],
        created__lt=cutoff,
        connections__isnull=True,
    ).exclude(pk__in=RefreshToken.objects.filter(revoked__isnull=True).values("application_id"))
    deleted = 0
    for application in stale.only("pk")[:1000]:
        application.delete()  # its registration token and any expired grants go with it
        deleted += 1
    if deleted:
        audit_record(principal=None, action="oauth_clients_swept", detail={"deleted": deleted})
    return deleted
