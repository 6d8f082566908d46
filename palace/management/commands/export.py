"""`manage.py export PATH`: a lossless, streamed export archive of one person, one project or
the whole installation (docs/export-format.md describes the format)."""

from __future__ import annotations

import time
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser

from memories.models import Project
from palace.portability.export import export_archive
from palace.portability.selection import ExportScope


class Command(BaseCommand):
    help = "Export memories, conversations, the palace and the graph to a zip archive."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", help="the zip file to write")
        which = parser.add_mutually_exclusive_group(required=True)
        which.add_argument("--user", help="export this person's rows (username)")
        which.add_argument("--project", help="export this project's rows (slug)")
        which.add_argument("--all", action="store_true", help="export the whole installation")
        parser.add_argument(
            "--with-vectors", action="store_true", help="include each vector with its model"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        scope = self._scope(options)
        started = time.monotonic()
        manifest = export_archive(
            options["path"], scope=scope, with_vectors=options["with_vectors"]
        )
        seconds = time.monotonic() - started
        counts = ", ".join(
            f"{part} {entry['records']}" for part, entry in manifest["parts"].items()
        )
        self.stdout.write(f"Wrote {options['path']} in {seconds:.1f}s: {counts}")

    def _scope(self, options: dict[str, Any]) -> ExportScope:
        if options["all"]:
            return ExportScope.everything()
        if options["user"]:
            user = get_user_model().objects.filter(username=options["user"]).first()
            if user is None:
                raise CommandError(f"No user named {options['user']!r}.")
            return ExportScope.of_user(user)
        project = Project.objects.filter(slug=options["project"]).first()
        if project is None:
            raise CommandError(f"No project with slug {options['project']!r}.")
        return ExportScope.of_project(project)
