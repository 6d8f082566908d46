"""The OAuth connections app (its own label and migrations, beside `memories`)."""

from django.apps import AppConfig


class OAuthConfig(AppConfig):
    name = "memories.oauth"
    label = "memories_oauth"
    verbose_name = "Connected apps (OAuth)"
    default_auto_field = "django.db.models.BigAutoField"
