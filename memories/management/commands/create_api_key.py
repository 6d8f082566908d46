"""Create an API key for a user and print it once (only its SHA-256 is stored)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.utils import timezone

from memories.models import ALL_RULES, KEY_RULES, Persona, Project
from memories.services.people.api_keys import api_key_create
from memory_project.errors import ValidationFailed


def _positive(value: str) -> int:
    number = int(value)
    if number < 1:
        raise ValueError(value)
    return number


class Command(BaseCommand):
    help = "Create an API key for an agent acting for USER; the key is printed once."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--user", required=True, help="username the agent acts for")
        parser.add_argument("--persona", help="persona slug the key acts as")
        parser.add_argument("--project", help="project slug the key is limited to")
        parser.add_argument(
            "--rules",
            default=",".join(ALL_RULES),
            help=f"comma-separated rules (default: {','.join(ALL_RULES)}); entity.events (an "
            "admin's key only) reports catalog events that mark EVERY user's memories naming the "
            "entity stale, audited per affected owner",
        )
        parser.add_argument("--write-cap", type=_positive, help="most memories one run may write")
        parser.add_argument(
            "--writes-per-hour",
            type=_positive,
            help="most memories the key may write per hour, across runs "
            "(default: API_KEY_WRITES_PER_HOUR)",
        )
        parser.add_argument("--expires-days", type=_positive, help="the key expires after N days")
        parser.add_argument("--name", default="", help="a label to tell keys apart")
        parser.add_argument(
            "--trusted-to-pin",
            action="store_true",
            help="the agent's always_inject takes effect without a person confirming it",
        )
        parser.add_argument(
            "--reads-private",
            action="store_true",
            help="a key bound to a persona or project also reads the user's private memories "
            "and their other personas' and projects' (by default it reads only its binding's "
            "memories and what is shared with everyone)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        user = get_user_model().objects.filter(username=options["user"]).first()
        if user is None:
            raise CommandError(f"Unknown user {options['user']!r}.")
        persona = project = None
        if options["persona"]:
            persona = Persona.objects.filter(slug=options["persona"]).first()
            if persona is None:
                raise CommandError(f"Unknown persona {options['persona']!r}.")
        if options["project"]:
            project = Project.objects.filter(slug=options["project"]).first()
            if project is None:
                raise CommandError(f"Unknown project {options['project']!r}.")
        rules = [r.strip() for r in options["rules"].split(",") if r.strip()]
        unknown = [r for r in rules if r not in KEY_RULES]
        if unknown or not rules:
            raise CommandError(
                f"Unknown rule(s) {', '.join(unknown) or '(none given)'}; "
                f"choose from {', '.join(KEY_RULES)}."
            )
        expires_at = (
            timezone.now() + timedelta(days=options["expires_days"])
            if options["expires_days"]
            else None
        )
        try:
            key, raw_key = api_key_create(
                user=user,
                name=options["name"],
                persona=persona,
                project=project,
                rules=rules,
                write_cap=options["write_cap"],
                writes_per_hour=options["writes_per_hour"],
                expires_at=expires_at,
                trusted_to_pin=options["trusted_to_pin"],
                reads_private=options["reads_private"],
            )
        except ValidationFailed as exc:
            problems = "; ".join(f"{k}: {' '.join(v)}" for k, v in exc.fields.items())
            raise CommandError(problems or exc.message) from None
        self.stdout.write(
            f"Created API key {key.prefix} for {user.get_username()} ({', '.join(key.rules)})."
        )
        self.stdout.write("Copy it now; it is shown only once and cannot be recovered:")
        self.stdout.write(f"API key: {raw_key}")
