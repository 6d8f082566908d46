"""`manage.py backup PATH`: the whole installation's database to one file (pg_dump, custom
format); `manage.py restore PATH` brings it back."""

from __future__ import annotations

import time
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from memories.portability.backup import BackupFailed, Target, database_backup


class Command(BaseCommand):
    help = "Back up the whole database with pg_dump (custom format)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", help="the backup file to write")
        parser.add_argument("--pg-bin", help="directory holding pg_dump (default: found)")

    def handle(self, *args: Any, **options: Any) -> None:
        started = time.monotonic()
        try:
            database_backup(
                options["path"],
                target=Target.from_settings(settings.DATABASES["default"]),
                bin_dir=options["pg_bin"],
            )
        except BackupFailed as exc:
            raise CommandError(exc.message) from None
        self.stdout.write(f"Backed up to {options['path']} in {time.monotonic() - started:.1f}s.")
