"""A connected app: one person's consent to one OAuth application, held as an API key.

The key carries the binding chosen on the consent page (persona or project, reads private,
read-only or read-write), so an access token resolves to `principal_for_api_key(key)`: the same
rules, binding checks and revocation as a pasted key, nothing new beside the scoping layer.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models


class OAuthConnection(models.Model):
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="oauth_connections"
    )
    application = models.ForeignKey(
        "oauth2_provider.Application",
        on_delete=models.CASCADE,
        related_name="connections",
    )
    api_key = models.OneToOneField(
        "memories.ApiKey", on_delete=models.CASCADE, related_name="oauth_connection"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["user", "application"], name="oauth_connection_one_per_app"
            )
        ]

    def __str__(self) -> str:
        return f"{self.application_id} for {self.user_id}"
