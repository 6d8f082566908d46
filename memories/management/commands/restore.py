"""`manage.py restore PATH`: replace the database's contents with a backup made by `backup`
(one transaction: a failed restore leaves the database as it was)."""

from __future__ import annotations

import time
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import ProgrammingError, connection

from memories.models import Memory
from memories.portability.backup import BackupFailed, Target, database_restore


def _holds_memories() -> bool:
    try:
        return Memory.objects.exists()
    except ProgrammingError:  # a fresh database: no tables yet
        return False


class Command(BaseCommand):
    help = "Restore the whole database from a backup made by `backup`."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", help="the backup file")
        parser.add_argument("--pg-bin", help="directory holding pg_restore (default: found)")
        parser.add_argument(
            "--force",
            action="store_true",
            help="replace a database that already holds memories",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if _holds_memories() and not options["force"]:
            raise CommandError(
                "This database already holds memories; restoring replaces them all. "
                "Run again with --force to do so."
            )
        connection.close()  # pg_restore drops the tables; hold no session on them
        started = time.monotonic()
        try:
            database_restore(
                options["path"],
                target=Target.from_settings(settings.DATABASES["default"]),
                bin_dir=options["pg_bin"],
            )
        except BackupFailed as exc:
            raise CommandError(exc.message) from None
        self.stdout.write(f"Restored {options['path']} in {time.monotonic() - started:.1f}s.")
