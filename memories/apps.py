"""App config for the memory store."""

from django.apps import AppConfig


class MemoriesConfig(AppConfig):
    name = "memories"
    verbose_name = "Memories"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Models load once the app registry is ready, so not at this module's import.
        from memories.models import TaskOutbox
        from memory_project.metrics import gauge_register

        gauge_register(
            "memory_outbox_depth",
            "Tasks waiting in the PostgreSQL outbox for the broker (sent on commit; the sweeper "
            "re-sends what a broker outage left).",
            (),
            lambda: {(): float(TaskOutbox.objects.count())},
        )
