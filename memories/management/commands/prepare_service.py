"""Everything the service needs before its processes start, in one process: the schema
migrated, the first admin made (once), the static files collected. `make run` and the cluster
run it once at start; one Django start and one system check instead of three."""

from __future__ import annotations

from typing import Any

from django.core.management import call_command
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Migrate, create the first admin if there is none, and collect the static files."

    def handle(self, *args: Any, **options: Any) -> None:
        call_command("migrate", interactive=False, verbosity=0)
        call_command("ensure_admin", stdout=self.stdout, stderr=self.stderr)
        call_command("collectstatic", interactive=False, verbosity=0)
