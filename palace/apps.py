"""App config for the palace."""

from django.apps import AppConfig


class PalaceConfig(AppConfig):
    name = "palace"
    default_auto_field = "django.db.models.BigAutoField"
