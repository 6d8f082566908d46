"""`manage.py import_chats FILE --format chatgpt|claude|jsonl --user NAME`: chat histories
from elsewhere become conversations (mined in the background); importing again adds nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser
from rich.progress import Progress

from memories.embeddings.device import DeviceUnavailable, bulk_device
from memories.scoping import Principal, principal_for_user
from memory_project.errors import ValidationFailed
from palace.portability.chats import FORMATS, PARSERS, Chat, Skipped, chat_import


class Command(BaseCommand):
    help = "Import ChatGPT, Claude or JSON Lines chat histories as conversations."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", help="conversations.json (ChatGPT, Claude) or a .jsonl file")
        parser.add_argument("--format", required=True, choices=FORMATS)
        parser.add_argument("--user", required=True, help="whose conversations they become")
        parser.add_argument("--no-progress", action="store_true", help="no progress bar")

    def handle(self, *args: Any, **options: Any) -> None:
        user = get_user_model().objects.filter(username=options["user"]).first()
        if user is None:
            raise CommandError(f"No user named {options['user']!r}.")
        path = Path(options["file"])
        if not path.is_file():
            raise CommandError(f"{path}: no such file.")
        try:  # the mining of these chats embeds on it: stop now, before anything is written
            bulk_device()
        except DeviceUnavailable as exc:
            raise CommandError(f"Nothing was imported. {exc}") from None
        principal = principal_for_user(user)
        added = seen = 0
        with Progress(disable=options["no_progress"], transient=True) as progress:
            task = progress.add_task("Importing chats", total=None)
            try:
                for parsed in PARSERS[options["format"]](path):
                    seen += 1
                    added += self._one(principal, parsed)
                    progress.advance(task)
            except ValidationFailed as exc:  # the file itself: what came before it stays
                raise CommandError(f"{exc.message} ({added} chats imported before it)") from None
        self.stdout.write(
            f"Imported {added} of {seen} chats from {path.name}; "
            f"{seen - added} were already here, empty or skipped. Mining runs in the background."
        )

    def _one(self, principal: Principal, parsed: Chat | Skipped) -> bool:
        if isinstance(parsed, Chat):
            try:
                return chat_import(principal=principal, chat=parsed)
            except ValidationFailed as exc:
                parsed = Skipped(parsed.external_id, exc.message)
        self.stderr.write(f"Skipped {parsed.where}: {parsed.reason}")
        return False
