"""`manage.py bench_extractor`: precision and recall of the offline extractor's tags (people,
places, times, events, items) on the project's labelled sentences. Prints measured numbers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from palace.bench.extractor_eval import LABELS, evaluate


class Command(BaseCommand):
    help = "Offline extractor precision/recall per tag on a labelled set."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "file", nargs="?", default=str(LABELS), help="labelled sentences (JSON)"
        )

    def handle(self, *args: Any, **options: Any) -> None:
        scores = evaluate(Path(options["file"]))
        self.stdout.write(f"{'tag':<6}{'precision':>10}{'recall':>8}{'tp':>5}{'fp':>5}{'fn':>5}")
        for tag, score in scores.items():
            self.stdout.write(
                f"{tag:<6}{score.precision:>10.3f}{score.recall:>8.3f}{score.true_positives:>5}"
                f"{score.false_positives:>5}{score.false_negatives:>5}"
            )
