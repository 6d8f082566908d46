"""`manage.py reconcile_embeddings [--recheck] [--kind KIND]`: run the embedding reconciler to the
end now (the periodic task does a few batches a run); with `--recheck`, check every memory's
vector against the text it must be made of and make again the ones that are not."""

from __future__ import annotations

import sys
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from rich.progress import Progress

from memories.models import Kind
from memories.services.upkeep.reconcile import ReconcileReport, recheck_walks, reconcile_embeddings


class Command(BaseCommand):
    help = (
        "Embed what the configured model is missing, to the end. --recheck: check every "
        "memory's vector against its embedded text (after an upgrade that changed it) and make "
        "again those that differ."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--recheck",
            action="store_true",
            help="walk every active memory, not only those without a vector or changed since",
        )
        parser.add_argument(
            "--kind",
            action="append",
            default=[],
            choices=Kind.values,
            help="only memories of this kind (repeatable; with --recheck)",
        )
        parser.add_argument("--batch-size", type=int, default=None, help="texts per batch")
        parser.add_argument("--no-progress", action="store_true", help="no progress bar")

    def handle(self, *args: Any, **options: Any) -> None:
        kinds: list[str] = options["kind"]
        if kinds and not options["recheck"]:
            raise CommandError("--kind goes with --recheck.")
        size = options["batch_size"]
        if size is not None and size < 1:
            raise CommandError("--batch-size must be at least 1.")
        total = recheck_walks(kinds).count() if options["recheck"] else None
        with Progress(disable=options["no_progress"], transient=True) as progress:
            task = progress.add_task("Checking vectors", total=total)

            def advanced(report: ReconcileReport) -> None:
                progress.update(task, completed=report.embedded + report.unchanged)

            report = reconcile_embeddings(
                batch_size=size,
                max_batches=sys.maxsize,
                recheck=options["recheck"],
                kinds=kinds,
                progress=advanced,
            )
        if report.skipped:
            raise CommandError(f"Nothing embedded: {report.skipped}.")
        checked = f" ({report.unchanged} already current)" if options["recheck"] else ""
        self.stdout.write(
            f"Embedded {report.embedded} memories with {report.model}{checked}, "
            f"in {report.batches} batches."
        )
