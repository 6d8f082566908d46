"""App config for the palace."""

from django.apps import AppConfig


class PalaceConfig(AppConfig):
    name = "palace"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Erasing a memory (a drawer's) from the memories side also takes its palace rows.
        from memories.services.erasure import erasure_hook_register
        from palace.services.erasure import erase_for_memories

        erasure_hook_register(erase_for_memories)
