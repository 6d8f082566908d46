"""App config for the palace."""

from django.apps import AppConfig


class PalaceConfig(AppConfig):
    name = "palace"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Erasing a memory (a drawer's) from the memories side also takes its palace rows.
        from memories.services.graph.entity_links import entity_finder_register
        from memories.services.lifecycle.erasure import (
            erasure_hook_register,
            user_erasure_hook_register,
        )
        from memory_project.metrics import gauge_register
        from palace.mining.extractors import entities_in_text
        from palace.portability.uploads import uploads_erase_for_user
        from palace.selectors import mining_runs_by_state
        from palace.services.erasure import erase_for_memories

        erasure_hook_register(erase_for_memories)
        entity_finder_register(entities_in_text)  # a saved memory is linked to who it names
        user_erasure_hook_register(uploads_erase_for_user)  # a person's waiting uploads go too
        gauge_register(
            "memory_mining_runs_by_state",
            "Mining runs recorded, by state: running, done, failed, abandoned.",
            ("state",),
            mining_runs_by_state,
        )
