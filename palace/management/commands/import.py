"""`manage.py import PATH`: bring an export archive in (idempotent; all or nothing)."""  # noqa: N999 (the command is named `import`)

from __future__ import annotations

import json
import time
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import DatabaseError, connection
from django.db.migrations.executor import MigrationExecutor

from memories.embeddings.device import DeviceUnavailable
from memory_project.errors import ValidationFailed
from palace.portability.importer import import_archive


class Command(BaseCommand):
    help = "Import an export archive; the same archive twice changes nothing."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", help="the zip file written by `export`")
        parser.add_argument("--as-user", help="give every imported row to this person (username)")
        parser.add_argument(
            "--dry-run", action="store_true", help="report what would change, change nothing"
        )

    def _prepare_database(self, *, dry_run: bool) -> None:
        """An empty database (a fresh DATA_DIR) is migrated here, as `make run` would; one
        that is partly migrated is another installation's: say what to run, change nothing."""
        executor = MigrationExecutor(connection)
        plan = executor.migration_plan(executor.loader.graph.leaf_nodes())
        if not plan:
            return
        if executor.loader.applied_migrations:
            raise CommandError(
                "Nothing was imported. The database is not up to date: run "
                "`manage.py migrate` (or `make run`, which migrates) first."
            )
        if dry_run:
            raise CommandError(
                "Nothing was imported. The database is empty: run it without --dry-run (it "
                "migrates an empty database first), or `manage.py migrate` first."
            )
        self.stdout.write("The database was empty: migrated it first.")
        call_command("migrate", interactive=False, verbosity=0)

    def handle(self, *args: Any, **options: Any) -> None:
        self._prepare_database(dry_run=options["dry_run"])
        as_user = None
        if options["as_user"]:
            as_user = get_user_model().objects.filter(username=options["as_user"]).first()
            if as_user is None:
                raise CommandError(f"No user named {options['as_user']!r}.")
        started = time.monotonic()
        try:
            report = import_archive(options["path"], as_user=as_user, dry_run=options["dry_run"])
        except ValidationFailed as exc:
            raise CommandError(f"Nothing was imported. {exc.message}") from None
        except DeviceUnavailable as exc:
            raise CommandError(f"Nothing was imported. {exc}") from None
        except DatabaseError as exc:  # a row the database refuses: the transaction rolled back
            raise CommandError(f"Nothing was imported. The database refused a row: {exc}") from None
        seconds = time.monotonic() - started
        verb = "Would import" if report.dry_run else "Imported"
        self.stdout.write(f"{verb} {options['path']} in {seconds:.1f}s:")
        self.stdout.write(json.dumps(report.as_dict(), indent=2, sort_keys=True))
