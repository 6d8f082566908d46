"""`manage.py export_format_tables [--check]`: write the export format's field tables, made from
the record schemas, into docs/export-format.md between its markers (`--check`: only say whether
the page is up to date, exiting 1 when it is not)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from memories.portability.schema_doc import page_with_tables, write


class Command(BaseCommand):
    help = "Generate the field tables of docs/export-format.md from the record schemas."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--page",
            default=str(Path(settings.BASE_DIR) / "docs" / "export-format.md"),
            help="the page to write (default: docs/export-format.md)",
        )
        parser.add_argument(
            "--check", action="store_true", help="write nothing; exit 1 if the page is stale"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        page = Path(options["page"])
        if options["check"]:
            text = page.read_text(encoding="utf-8")
            if page_with_tables(text) != text:
                raise CommandError(f"{page} is stale: run manage.py export_format_tables")
            self.stdout.write(f"{page} is up to date.")
            return
        changed = write(page)
        self.stdout.write(f"{'Wrote' if changed else 'Unchanged:'} {page}")
